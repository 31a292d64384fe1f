# Passes, with a waived finding: the seed's one-GPU box.
build "pass-1gpu" {
  description = "Threadripper 1920X, one GTX 1080 Ti"
  budget_usd  = 3500

  cpu         "amd-ryzen-threadripper-1920x" {}
  cooler      "fractal-design-celsius-s24" {}
  motherboard "msi-x399-sli-plus" {}
  memory      "corsair-vengeance-lpx-64gb-4x16gb-ddr4-3000" {}
  gpu         "nvidia-geforce-gtx-1080-ti-fe" {}
  storage     "samsung-970-evo-1tb" {}
  psu         "evga-supernova-1600-p2" {}
  case        "lian-li-pc-o11-air" {}

  waive "cooler-socket" {
    reason = "fits TR4 with the Asetek bracket, bundled: see the manual"
  }
}
