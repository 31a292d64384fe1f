# The seed build grown to four GTX 1080 Ti: the article's 4-GPU box, 9–21x
# cheaper than AWS: 36 lanes needed of 60, 1264 W load on a
# 1600 W PSU, 1374 W at the wall under the 1440 W continuous limit.
# Verdict: unverified (amd-ryzen-threadripper-1920x max_memory_gb, lian-li-pc-o11-air max_psu_length_mm, msi-x399-sli-plus max_memory_gb, msi-x399-sli-plus pcie_slot.position, msi-x399-sli-plus sata_ports)
build "seed-4gpu" {
  description = "2018 seed, four GPUs: Threadripper 1920X, 4 x GTX 1080 Ti (blower), 64 GB, 1 TB M.2 NVMe"
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
