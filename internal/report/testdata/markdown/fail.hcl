# Fails: two cards on a 650 W PSU with two plugs, a stale price, a waived
# finding, and user strings that Markdown would read as markup.
build "two-gpu | *desk* <b>tower</b>" {
  description = "A `24 GB` pair for [fine-tuning](https://example.com) & \\ inference"
  budget_usd  = 2000

  cpu         "golden-cpu-16c" {}
  cooler      "golden-cooler-air" {}
  motherboard "golden-board-x670e" {}
  memory      "golden-ddr5-64gb" {}
  gpu         "golden-gpu-old" { count = 2 }
  storage     "golden-nvme-2tb" {}
  psu         "golden-psu-650w" {}
  case        "golden-case-atx" {}

  waive "slot-lanes" {
    reason = "a | pipe and _underscores_ in the reason"
  }
}
