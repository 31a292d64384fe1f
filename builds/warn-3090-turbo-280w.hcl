# RISKY: the same four RTX 3090 Turbo box, each card limited to 280 W with
# nvidia-smi -pl (Puget: over 95 % of full speed). The PSU now has its 10 %
# headroom, but about 1480 W at the wall is still over the 1440 W continuous
# limit of a 120 V 15 A circuit. Warns: wall-circuit (exit 0; 1 with --strict).
# Fix: 270 W per card, or a 20 A / 240 V circuit.
# Verdict: fails
build "four-3090-turbo-at-280w" {
  cpu         "intel-core-i9-10980xe" {}
  cooler      "noctua-nh-u12s" {}
  motherboard "asus-ws-x299-sage" {}
  memory      "corsair-vengeance-lpx-128gb-4x32gb-ddr4-3200" {}
  gpu         "gigabyte-geforce-rtx-3090-turbo-24g" {
    count         = 4
    power_limit_w = 280
  }
  storage     "samsung-970-evo-1tb" {}
  psu         "evga-supernova-1600-p2" {}
}
