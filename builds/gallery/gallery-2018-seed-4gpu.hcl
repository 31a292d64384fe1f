# 2018 — the seed box grown to four GTX 1080 Ti (blower Founders Editions),
# the article's "9–21x cheaper than AWS" machine: 36 PCIe lanes needed of the
# 1920X's 60, about 1264 W of load on the 1600 W EVGA P2, under the 1440 W a
# 120 V 15 A circuit carries continuously.
# Verdict: unverified (amd-ryzen-threadripper-1920x max_memory_gb, lian-li-pc-o11-air max_psu_length_mm, msi-x399-sli-plus max_memory_gb, msi-x399-sli-plus pcie_slot.position, msi-x399-sli-plus sata_ports)
build "gallery-2018-seed-4gpu" {
  description = "2018 seed, four GPUs: Threadripper 1920X, 4 x GTX 1080 Ti (blower), 64 GB, 1 TB NVMe + 8 TB HDD"
  budget_usd  = 6000

  cpu         "amd-ryzen-threadripper-1920x" {}
  cooler      "fractal-design-celsius-s24" {}
  motherboard "msi-x399-sli-plus" {}
  memory      "corsair-vengeance-lpx-64gb-4x16gb-ddr4-3000" {}
  gpu         "nvidia-geforce-gtx-1080-ti-fe" { count = 4 }
  storage     "samsung-970-evo-1tb" {}
  storage     "seagate-ironwolf-8tb" {}
  psu         "evga-supernova-1600-p2" {}
  case        "lian-li-pc-o11-air" {}

  waive "cooler-socket" {
    reason = "fits TR4 with the Asetek bracket bundled with the Threadripper 1920X"
  }
}
