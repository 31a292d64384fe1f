# 2023 — a Threadripper PRO box with four RTX 6000 Ada (48 GB, 300 W, dual-slot
# blowers) on a WRX80 board with seven CPU-wired x16 slots: 192 GB of VRAM,
# 256 GB of 8-channel registered DDR4. Four 300 W cards and a 280 W CPU are
# more than a 1600 W PSU should carry with 10 % headroom, so the cards are
# limited to 260 W (nvidia-smi -pl 260); the box sits on a 20 A circuit.
# Verdict: unverified (asus-pro-ws-wrx80e-sage-se-wifi m2_slot, phanteks-enthoo-pro-2 max_psu_length_mm)
build "gallery-2023-threadripper-pro-4x-rtx-6000-ada" {
  description = "2023: Threadripper PRO 5975WX, ASUS Pro WS WRX80E-SAGE SE, 4 x RTX 6000 Ada at 260 W, 256 GB RDIMM"

  cpu         "amd-ryzen-threadripper-pro-5975wx" {}
  cooler      "noctua-nh-u14s-tr4-sp3" {}
  motherboard "asus-pro-ws-wrx80e-sage-se-wifi" {}
  memory      "samsung-32gb-ddr4-3200-rdimm" { count = 8 }
  gpu         "nvidia-rtx-6000-ada" {
    count         = 4
    power_limit_w = 260
  }
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-ax1600i" {}
  case        "phanteks-enthoo-pro-2" {}

  waive "psu-connectors" {
    reason = "each card's 16-pin CEM5 socket is fed from two 8-pin PCIe cables through a 2 x 8-pin adapter (NVIDIA Power Guidelines for Workstation Products, DA-07261-001); the AX1600i has 9 PCIe plugs for the 8 needed"
  }

  power {
    circuit_volts = 120
    circuit_amps  = 20
  }
}
