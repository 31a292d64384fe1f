# The 2018 seed build (Jeff Chen, "Why building your own deep learning computer
# is 10x cheaper than AWS"): a $3,000 Threadripper box with one GTX 1080 Ti and
# room for three more. Every rule that could check passes; the build stays
# unverified until the catalog has the two numbers below (AMD's 1920X page
# and Lian Li's PSU clearance), which no source at hand gives.
# Verdict: unverified (amd-ryzen-threadripper-1920x max_memory_gb, lian-li-pc-o11-air max_psu_length_mm, msi-x399-sli-plus max_memory_gb)
build "seed-1gpu" {
  description = "2018 seed: Threadripper 1920X, one GTX 1080 Ti, 64 GB, 1 TB M.2 NVMe"
  budget_usd  = 3500

  cpu         "amd-ryzen-threadripper-1920x" {}
  cooler      "fractal-design-celsius-s24" {}
  motherboard "msi-x399-sli-plus" {}
  memory      "corsair-vengeance-lpx-64gb-4x16gb-ddr4-3000" {}
  gpu         "nvidia-geforce-gtx-1080-ti-fe" {}
  storage     "samsung-970-evo-1tb" {}
  psu         "evga-supernova-1600-p2" {}
  case        "lian-li-pc-o11-air" {}

  # Fractal lists no TR4 support for the Celsius S24, but it is an Asetek-made
  # cooler and every Threadripper 1000/2000 box ships AMD's Asetek bracket.
  waive "cooler-socket" {
    reason = "fits TR4 with the Asetek bracket bundled with the Threadripper 1920X"
  }
}
