# A mini-ITX box: Ryzen 7 7800X3D, RTX 4070 SUPER, an SFX unit in an NR200P.
# Verdict: unverified (asus-rog-strix-b650e-i-gaming-wifi m2_slot)
build "mini-itx" {
  cpu         "amd-ryzen-7-7800x3d" {}
  cooler      "noctua-nh-l9a-am5" {}
  motherboard "asus-rog-strix-b650e-i-gaming-wifi" {}
  memory      "kingston-fury-beast-32gb-2x16gb-ddr5-5600" {}
  gpu         "nvidia-geforce-rtx-4070-super-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-sf750-platinum" {}
  case        "cooler-master-masterbox-nr200p" {}
  waive "psu-connectors" {
    reason = "the 16-pin sockets are fed through the adapters in the cards' boxes"
  }
}
