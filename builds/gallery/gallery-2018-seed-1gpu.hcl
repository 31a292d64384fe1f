# 2018 — the seed build of Jeff Chen's "Why building your own deep learning
# computer is 10x cheaper than AWS": a Threadripper 1920X box with one
# GTX 1080 Ti, room for three more cards and a 1600 W PSU bought up front.
# Every rule that could check passes (the card's slot and the 64 GB are
# decided by the ATX slot order and the DDR4 floor); unverified until the
# catalog has the two numbers below.
# Verdict: unverified (amd-ryzen-threadripper-1920x max_memory_gb, lian-li-pc-o11-air max_psu_length_mm, msi-x399-sli-plus max_memory_gb)
build "gallery-2018-seed-1gpu" {
  description = "2018 seed: Threadripper 1920X, one GTX 1080 Ti, 64 GB DDR4, 1 TB M.2 NVMe"
  budget_usd  = 3500

  cpu         "amd-ryzen-threadripper-1920x" {}
  cooler      "fractal-design-celsius-s24" {}
  motherboard "msi-x399-sli-plus" {}
  memory      "corsair-vengeance-lpx-64gb-4x16gb-ddr4-3000" {}
  gpu         "nvidia-geforce-gtx-1080-ti-fe" {}
  storage     "samsung-970-evo-1tb" {}
  psu         "evga-supernova-1600-p2" {}
  case        "lian-li-pc-o11-air" {}

  # Fractal lists no TR4 bracket for the Celsius S24, but it is an Asetek-made
  # cooler and every Threadripper 1000/2000 box ships AMD's Asetek bracket.
  waive "cooler-socket" {
    reason = "fits TR4 with the Asetek bracket bundled with the Threadripper 1920X"
  }
}
