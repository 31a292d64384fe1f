# Four RTX A5000 blowers on an EPYC 7502P and the ROMED8-2T, 256 GB of RDIMMs.
# Verdict: passes
build "epyc-rome" {
  cpu         "amd-epyc-7502p" {}
  cooler      "noctua-nh-u14s-tr4-sp3" {}
  motherboard "asrock-rack-romed8-2t" {}
  memory      "samsung-32gb-ddr4-3200-rdimm" { count = 8 }
  gpu         "nvidia-rtx-a5000" { count = 4 }
  storage     "samsung-990-pro-2tb" {}
  psu         "evga-supernova-1600-p2" {}
  case        "corsair-7000d-airflow" {}
}
