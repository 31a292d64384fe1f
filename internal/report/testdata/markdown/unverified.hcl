# Unverified: the board has no slot list, so gpu-slots cannot check; an
# own price for the memory kit.
build "no-slot-list" {
  cpu         "golden-cpu-16c" {}
  cooler      "golden-cooler-air" {}
  motherboard "golden-board-noslots" {}
  memory      "golden-ddr5-64gb" { price_usd = 210 }
  gpu         "golden-gpu-24gb" {}
  storage     "golden-nvme-2tb" {}
  psu         "golden-psu-1000w" {}
  case        "golden-case-atx" {}
}
