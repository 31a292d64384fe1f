# Two builds in one file: lanes and power, and an unknown part.
build "lanes" {
  cpu         "intel-core-i7-7820x" {}
  cooler      "noctua-nh-u12s" {}
  motherboard "asus-ws-x299-sage" {}
  memory      "corsair-vengeance-lpx-64gb-4x16gb-ddr4-3000" {}
  gpu         "asus-geforce-rtx-2080-ti-turbo" { count = 4 }
  storage     "samsung-970-evo-1tb" {}
  psu         "evga-supernova-1600-p2" {}
}

build "typo, and 100% wrong: see" {
  cpu         "intel-core-i9-10980xe" {}
  cooler      "noctua-nh-u12s" {}
  motherboard "asus-ws-x299-sage" {}
  memory      "corsair-vengeance-lpx-128gb-4x32gb-ddr4-3200" {}
  gpu         "gigabyte-geforce-rtx-3090-turbo-24g" {
    count         = 4
    power_limit_w = 280
  }
  storage     "samsung-970-evo-1tb" {}
  psu         "evga-supernova-1600-p3" {}
}
