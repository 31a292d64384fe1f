# RISKY: the seed box with only a SATA SSD. SATA reads at about 600 MB/s,
# an M.2 NVMe drive at 3,400 MB/s or more: data loading starves the GPU.
# Warns: m2-ssd (exit 0; exit 1 with --strict).
# Fix: a Samsung 970 EVO (or any NVMe drive) for the OS and the data set.
# Verdict: fails
build "sata-only" {
  cpu         "amd-ryzen-threadripper-1920x" {}
  cooler      "noctua-nh-u14s-tr4-sp3" {}
  motherboard "msi-x399-sli-plus" {}
  memory      "corsair-vengeance-lpx-64gb-4x16gb-ddr4-3000" {}
  gpu         "nvidia-geforce-gtx-1080-ti-fe" {}
  storage     "samsung-870-evo-1tb" {}
  psu         "evga-supernova-1600-p2" {}
  case        "lian-li-pc-o11-air" {}
}
