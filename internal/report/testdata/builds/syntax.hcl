build "broken" {
  cpu "amd-ryzen-threadripper-1920x" {
}
