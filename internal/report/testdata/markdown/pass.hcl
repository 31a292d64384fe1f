# Passes: every rule that applies could check it.
build "one-gpu-tower" {
  description = "One 24 GB card for fine-tuning and inference"
  budget_usd  = 3500

  cpu         "golden-cpu-16c" {}
  cooler      "golden-cooler-air" {}
  motherboard "golden-board-x670e" {}
  memory      "golden-ddr5-64gb" {}
  gpu         "golden-gpu-24gb" {}
  storage     "golden-nvme-2tb" {}
  psu         "golden-psu-1000w" {}
  case        "golden-case-atx" {}
}
