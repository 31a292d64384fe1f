part "case" "tiny-case-330" {
  name                 = "Tiny Case 330"
  brand                = "Tiny"
  source               = "https://github.com/buildcores/buildcores-open-db/blob/main/open-db/PCCase/x.json"
  data_source          = "opendb"
  form_factors         = ["ATX", "E-ATX"]
  expansion_slots      = 7
  max_gpu_length_mm    = 330
  max_cooler_height_mm = 170
}

build "long-card" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "asus-rog-strix-geforce-rtx-4090-oc" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "tiny-case-330" {}
}
