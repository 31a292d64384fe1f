package rules

// This file is named zz_examples.go so that its init runs last: Go runs a
// package's init functions in the order its files are given to the
// compiler, which is sorted by file name, and the rules it annotates are
// registered by the init functions of the other files (lanes.go, memory.go,
// power.go, slots.go, storage.go… come after "examples.go").

// examples are each rule's failing and passing build files, which
// `rigcheck explain` shows and TestRuleExamples runs through validate
// against the embedded catalog. A Fail example makes its rule fire and no
// other rule report an error or a warning; a Pass example makes no error or
// warning at all, and is the Fail build with one part changed wherever one
// part can fix it. Most start from one clean single-GPU workstation (Core
// Ultra 9 285K, Z890 AORUS MASTER, 64 GB DDR5, RTX 4090, 990 PRO, RM850x
// ATX 3.1, PC-O11 Air); the multi-GPU ones use HEDT boards whose M.2
// sockets the catalog does not list, so they also show a missing-data info.
var examples = map[string]struct{ Fail, Pass string }{
	"budget": {
		Fail: `
# The parts cost $3,488; the budget is $3,000.
build "rtx4090-workstation" {
  budget_usd = 3000

  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
		Pass: `
# The same parts within a $3,500 budget.
build "rtx4090-workstation" {
  budget_usd = 3500

  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
	},
	"case-form-factor": {
		Fail: `
# The Z890 AORUS MASTER is E-ATX; the Meshify 2 Compact takes ATX and smaller.
build "e-atx-in-compact-case" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "fractal-design-meshify-2-compact" {}
}`,
		Pass: `
# The full-size Meshify 2 takes E-ATX boards.
build "e-atx-in-full-case" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "fractal-design-meshify-2" {}
}`,
	},
	"cooler-capacity": {
		Fail: `
# be quiet! rates the Dark Rock Pro TR4 for 250 W; the Threadripper 3960X is a 280 W CPU.
build "3960x-air" {
  cpu         "amd-ryzen-threadripper-3960x" {}
  cooler      "be-quiet-dark-rock-pro-tr4" {}
  motherboard "gigabyte-trx40-aorus-xtreme" {}
  memory      "corsair-vengeance-lpx-128gb-4x32gb-ddr4-3200" {}
  gpu         "nvidia-rtx-a5000" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
}`,
		Pass: `
# The Enermax LiqTech TR4 II 360 is rated for 500 W.
build "3960x-liquid" {
  cpu         "amd-ryzen-threadripper-3960x" {}
  cooler      "enermax-liqtech-tr4-ii-360" {}
  motherboard "gigabyte-trx40-aorus-xtreme" {}
  memory      "corsair-vengeance-lpx-128gb-4x32gb-ddr4-3200" {}
  gpu         "nvidia-rtx-a5000" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
}`,
	},
	"cooler-height": {
		Fail: `
# The NH-D15 G2 is 168 mm tall; the O11 Dynamic takes coolers up to 155 mm.
build "tall-cooler" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-o11-dynamic" {}
}`,
		Pass: `
# The PC-O11 Air takes coolers up to 170 mm.
build "tall-cooler" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
	},
	"cooler-missing": {
		Fail: `
# The Core Ultra 9 285K ships without a cooler, and the build names none.
build "no-cooler" {
  cpu         "intel-core-ultra-9-285k" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
		Pass: `
# A cooler that lists LGA1851.
build "with-cooler" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
	},
	"cooler-radiator": {
		Fail: `
# The Liquid Freezer III 420 has a 420 mm radiator; the PC-O11 Air mounts 120, 240 and 360 mm.
build "420-radiator" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "arctic-liquid-freezer-iii-420" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
		Pass: `
# The 360 mm version fits the case's 360 mm mount.
build "360-radiator" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "arctic-liquid-freezer-iii-360" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
	},
	"cooler-socket": {
		Fail: `
# The NH-U12S lists LGA1700 but not the Core Ultra's LGA1851.
build "old-bracket" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-u12s" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
		Pass: `
# The NH-D15 G2 lists LGA1851.
build "lga1851-cooler" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
	},
	"cpu-cores": {
		Fail: `
# Three GPUs want max(4, 2 x 3) = 6 cores; the Xeon W-2123 has 4.
build "three-quadros-four-cores" {
  cpu         "intel-xeon-w-2123" {}
  cooler      "noctua-nh-u12s" {}
  motherboard "asus-ws-c422-sage-10g" {}
  memory      "samsung-32gb-ddr4-3200-rdimm" { count = 4 }
  gpu         "nvidia-quadro-rtx-5000" { count = 3 }
  storage     "samsung-990-pro-2tb" {}
  psu         "evga-supernova-1300-g2" {}
}`,
		Pass: `
# The 8-core Xeon W-2145 on the same board.
build "three-quadros-eight-cores" {
  cpu         "intel-xeon-w-2145" {}
  cooler      "noctua-nh-u12s" {}
  motherboard "asus-ws-c422-sage-10g" {}
  memory      "samsung-32gb-ddr4-3200-rdimm" { count = 4 }
  gpu         "nvidia-quadro-rtx-5000" { count = 3 }
  storage     "samsung-990-pro-2tb" {}
  psu         "evga-supernova-1300-g2" {}
}`,
	},
	"cpu-socket": {
		Fail: `
# The Core i9-14900K is an LGA1700 CPU; the Z890 board has an LGA1851 socket.
build "wrong-socket" {
  cpu         "intel-core-i9-14900k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
		Pass: `
# An LGA1851 CPU for the LGA1851 board.
build "same-socket" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
	},
	"display-output": {
		Fail: `
# No GPU yet, and Threadripper PRO has no integrated graphics: no screen to install the OS with.
build "gpus-later" {
  cpu         "amd-ryzen-threadripper-pro-5975wx" {}
  cooler      "noctua-nh-u14s-tr4-sp3" {}
  motherboard "asus-pro-ws-wrx80e-sage-se-wifi" {}
  memory      "samsung-32gb-ddr4-3200-rdimm" { count = 8 }
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "phanteks-enthoo-pro-2" {}
}`,
		Pass: `
# A small 70 W RTX A2000 drives the display (and needs no power cable).
build "gpus-later" {
  cpu         "amd-ryzen-threadripper-pro-5975wx" {}
  cooler      "noctua-nh-u14s-tr4-sp3" {}
  motherboard "asus-pro-ws-wrx80e-sage-se-wifi" {}
  memory      "samsung-32gb-ddr4-3200-rdimm" { count = 8 }
  gpu         "nvidia-rtx-a2000" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "phanteks-enthoo-pro-2" {}
}`,
	},
	"gpu-airflow": {
		Fail: `
# Two open-air RTX 2080 Ti pinned to slots 1 and 3: the second blows into the first.
build "stacked-open-air" {
  cpu         "amd-ryzen-threadripper-pro-5975wx" {}
  cooler      "noctua-nh-u14s-tr4-sp3" {}
  motherboard "asus-pro-ws-wrx80e-sage-se-wifi" {}
  memory      "samsung-32gb-ddr4-3200-rdimm" { count = 8 }
  gpu         "nvidia-geforce-rtx-2080-ti-fe" {
    count = 2
    slots = [1, 3]
  }
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm1000x-2021" {}
  case        "phanteks-enthoo-pro-2" {}
}`,
		Pass: `
# Slots 1 and 4 leave a free slot between the cards.
build "spaced-open-air" {
  cpu         "amd-ryzen-threadripper-pro-5975wx" {}
  cooler      "noctua-nh-u14s-tr4-sp3" {}
  motherboard "asus-pro-ws-wrx80e-sage-se-wifi" {}
  memory      "samsung-32gb-ddr4-3200-rdimm" { count = 8 }
  gpu         "nvidia-geforce-rtx-2080-ti-fe" {
    count = 2
    slots = [1, 4]
  }
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm1000x-2021" {}
  case        "phanteks-enthoo-pro-2" {}
}`,
	},
	"gpu-length": {
		Fail: `
# The ROG Strix RTX 4090 OC is 358 mm long; the Carbide Air 540 takes 320 mm.
build "long-card" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "asus-rog-strix-geforce-rtx-4090-oc" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "corsair-carbide-air-540" {}
}`,
		Pass: `
# The 304 mm RTX 4090 Founders Edition fits.
build "shorter-card" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "corsair-carbide-air-540" {}
}`,
	},
	"gpu-slots": {
		Fail: `
# The board's full-length slots are at 2, 6 and 7. A 3-slot RTX 3090 in slot 6 or 7
# reaches position 8 or 9, but the Meshify 2 has 7 expansion slots: the second card has no place.
build "two-3090s-seven-slots" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-3090-fe" { count = 2 }
  storage     "samsung-990-pro-2tb" {}
  psu         "msi-meg-ai1300p" {}
  case        "fractal-design-meshify-2" {}
}`,
		Pass: `
# Four dual-slot blowers in slots 1, 3, 5 and 7 cover positions 1-8: an 8-slot case takes them.
build "four-blowers-eight-slots" {
  cpu         "amd-ryzen-threadripper-pro-5975wx" {}
  cooler      "noctua-nh-u14s-tr4-sp3" {}
  motherboard "asus-pro-ws-wrx80e-sage-se-wifi" {}
  memory      "samsung-32gb-ddr4-3200-rdimm" { count = 8 }
  gpu         "nvidia-rtx-a5000" { count = 4 }
  storage     "samsung-990-pro-2tb" {}
  psu         "evga-supernova-1600-p2" {}
  case        "phanteks-enthoo-pro-2" {}
}`,
	},
	"m2-slots": {
		Fail: `
# Six M.2 NVMe drives; the Z890 AORUS MASTER has five M.2 sockets.
build "six-nvme" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-4tb" { count = 6 }
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
		Pass: `
# Four drives fit the board's sockets.
build "four-nvme" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-4tb" { count = 4 }
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
	},
	"m2-ssd": {
		Fail: `
# Only a SATA SSD: 560 MB/s to feed the GPU.
build "sata-only" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-870-evo-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
		Pass: `
# An M.2 NVMe drive reads at 7,450 MB/s.
build "nvme" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
	},
	"memory-capacity": {
		Fail: `
# 256 GB of memory; the Core i9-7900X takes at most 128 GB.
build "256gb-on-skylake-x" {
  cpu         "intel-core-i9-7900x" {}
  cooler      "noctua-nh-u12s" {}
  motherboard "asus-ws-x299-sage" {}
  memory      "corsair-vengeance-lpx-256gb-8x32gb-ddr4-3200" {}
  gpu         "nvidia-geforce-gtx-1080-ti-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-2021" {}
}`,
		Pass: `
# 128 GB, the CPU's maximum.
build "128gb-on-skylake-x" {
  cpu         "intel-core-i9-7900x" {}
  cooler      "noctua-nh-u12s" {}
  motherboard "asus-ws-x299-sage" {}
  memory      "corsair-vengeance-lpx-128gb-4x32gb-ddr4-3200" {}
  gpu         "nvidia-geforce-gtx-1080-ti-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-2021" {}
}`,
	},
	"memory-channels": {
		Fail: `
# One module for the Core Ultra's two memory channels: half the memory bandwidth.
build "one-dimm" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "kingston-server-premier-32gb-ddr5-4800-ecc-udimm" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
		Pass: `
# Two modules, one per channel.
build "two-dimms" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "kingston-server-premier-32gb-ddr5-4800-ecc-udimm" { count = 2 }
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
	},
	"memory-registered": {
		Fail: `
# A registered (RDIMM) kit on a desktop Z890 board, which takes unbuffered memory only.
build "rdimm-on-desktop" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "kingston-fury-renegade-pro-128gb-4x32gb-ddr5-6000-rdimm" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
		Pass: `
# An unbuffered kit of the same size.
build "udimm-on-desktop" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" { count = 2 }
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
	},
	"memory-slots": {
		Fail: `
# Three 2-module kits are 6 modules; the board has 4 DIMM slots.
build "three-kits" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" { count = 3 }
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
		Pass: `
# 192 GB in four 48 GB modules.
build "one-4-module-kit" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-192gb-4x48gb-ddr5-5200" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
	},
	"memory-type": {
		Fail: `
# A DDR4 kit for a DDR5-only board and CPU.
build "ddr4-on-z890" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "gskill-trident-z-neo-64gb-2x32gb-ddr4-3600" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
		Pass: `
# A DDR5 kit.
build "ddr5-on-z890" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
	},
	"memory-vs-vram": {
		Fail: `
# 32 GB of memory for a 48 GB RTX 6000 Ada.
build "small-ram-big-card" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-32gb-2x16gb-ddr5-6000" {}
  gpu         "nvidia-rtx-6000-ada" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
		Pass: `
# 96 GB of memory: at least the card's 48 GB.
build "enough-ram" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-96gb-2x48gb-ddr5-6400" {}
  gpu         "nvidia-rtx-6000-ada" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
	},
	"missing-data": {
		Fail: `
# A board declared without its pcie_slot table: gpu-slots cannot place the GPU and says so.
part "motherboard" "my-z890-board" {
  name          = "My Z890 board"
  brand         = "Generic"
  price_usd     = 300
  socket        = "LGA1851"
  chipset       = "Z890"
  form_factor   = "ATX"
  memory_type   = "DDR5"
  memory_slots  = 4
  max_memory_gb = 256
  sata_ports    = 4

  m2_slot {
    interface = "nvme"
    source    = "chipset"
  }
}

build "unknown-slots" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "my-z890-board" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
		Pass: `
# The board's slot, from its manual: every rule has the numbers it needs.
part "motherboard" "my-z890-board" {
  name          = "My Z890 board"
  brand         = "Generic"
  price_usd     = 300
  socket        = "LGA1851"
  chipset       = "Z890"
  form_factor   = "ATX"
  memory_type   = "DDR5"
  memory_slots  = 4
  max_memory_gb = 256
  sata_ports    = 4

  pcie_slot {
    position = 2
    size     = 16
    lanes    = 16
    gen      = 5
    source   = "cpu"
  }

  m2_slot {
    interface = "nvme"
    source    = "chipset"
  }
}

build "known-slots" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "my-z890-board" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
	},
	"pcie-gen": {
		Fail: `
# A PCIe 5.0 RTX PRO 4500 Blackwell in the WRX80 board's PCIe 4.0 slot runs at 4.0.
build "gen5-card-gen4-board" {
  cpu         "amd-ryzen-threadripper-pro-5975wx" {}
  cooler      "noctua-nh-u14s-tr4-sp3" {}
  motherboard "asus-pro-ws-wrx80e-sage-se-wifi" {}
  memory      "samsung-32gb-ddr4-3200-rdimm" { count = 8 }
  gpu         "nvidia-rtx-pro-4500-blackwell" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "phanteks-enthoo-pro-2" {}
}`,
		Pass: `
# A PCIe 4.0 RTX 6000 Ada matches the slot.
build "gen4-card-gen4-board" {
  cpu         "amd-ryzen-threadripper-pro-5975wx" {}
  cooler      "noctua-nh-u14s-tr4-sp3" {}
  motherboard "asus-pro-ws-wrx80e-sage-se-wifi" {}
  memory      "samsung-32gb-ddr4-3200-rdimm" { count = 8 }
  gpu         "nvidia-rtx-6000-ada" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "phanteks-enthoo-pro-2" {}
}`,
	},
	"pcie-lanes": {
		Fail: `
# Four GPUs at x8 and a CPU-wired NVMe drive need 36 lanes; the Core i7-7820X has 28.
build "four-gpus-on-28-lanes" {
  cpu         "intel-core-i7-7820x" {}
  cooler      "noctua-nh-u12s" {}
  motherboard "asus-ws-x299-sage" {}
  memory      "corsair-vengeance-lpx-64gb-4x16gb-ddr4-3000" {}
  gpu         "asus-geforce-rtx-2080-ti-turbo" { count = 4 }
  storage     "samsung-970-evo-1tb" {}
  psu         "evga-supernova-1600-p2" {}
}`,
		Pass: `
# The 44-lane Core i9-7900X on the same board.
build "four-gpus-on-44-lanes" {
  cpu         "intel-core-i9-7900x" {}
  cooler      "noctua-nh-u12s" {}
  motherboard "asus-ws-x299-sage" {}
  memory      "corsair-vengeance-lpx-64gb-4x16gb-ddr4-3000" {}
  gpu         "asus-geforce-rtx-2080-ti-turbo" { count = 4 }
  storage     "samsung-970-evo-1tb" {}
  psu         "evga-supernova-1600-p2" {}
}`,
	},
	"power-limit": {
		Fail: `
# The RTX 4090 limited from 450 W to 350 W: about 14 % slower, 100 W less.
build "limited-4090" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" { power_limit_w = 350 }
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
		Pass: `
# No power limit: the card runs at its 450 W board power.
build "stock-4090" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
	},
	"psu-connectors": {
		Fail: `
# The RTX 4090 takes a 16-pin 12VHPWR cable; the SuperNOVA 1300 G2 has 6+2-pin plugs only.
build "no-12vhpwr" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "evga-supernova-1300-g2" {}
  case        "lian-li-pc-o11-air" {}
}`,
		Pass: `
# The RM850x ATX 3.1 has a native 12V-2x6 cable.
build "native-12vhpwr" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
	},
	"psu-form-factor": {
		Fail: `
# The AX1500i is 225 mm long; the H7 Flow takes PSUs up to 200 mm.
build "long-psu" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-3090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-ax1500i" {}
  case        "nzxt-h7-flow" {}
}`,
		Pass: `
# The 180 mm HX1500i fits.
build "shorter-psu" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-3090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-hx1500i-2022" {}
  case        "nzxt-h7-flow" {}
}`,
	},
	"psu-headroom": {
		Fail: `
# Two 350 W RTX 3090 Turbo and a 280 W Threadripper PRO: about 1077 W of load on an 850 W PSU.
build "two-3090s-850w" {
  cpu         "amd-ryzen-threadripper-pro-5975wx" {}
  cooler      "noctua-nh-u14s-tr4-sp3" {}
  motherboard "asus-pro-ws-wrx80e-sage-se-wifi" {}
  memory      "samsung-32gb-ddr4-3200-rdimm" { count = 8 }
  gpu         "gigabyte-geforce-rtx-3090-turbo-24g" { count = 2 }
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "phanteks-enthoo-pro-2" {}
}`,
		Pass: `
# 1300 W is more than 1.10 x the load.
build "two-3090s-1300w" {
  cpu         "amd-ryzen-threadripper-pro-5975wx" {}
  cooler      "noctua-nh-u14s-tr4-sp3" {}
  motherboard "asus-pro-ws-wrx80e-sage-se-wifi" {}
  memory      "samsung-32gb-ddr4-3200-rdimm" { count = 8 }
  gpu         "gigabyte-geforce-rtx-3090-turbo-24g" { count = 2 }
  storage     "samsung-990-pro-2tb" {}
  psu         "msi-meg-ai1300p" {}
  case        "phanteks-enthoo-pro-2" {}
}`,
	},
	"psu-transient": {
		Fail: `
# A 350 W RTX 3090 on an 850 W ATX 2.x PSU: enough for the load, not for its power spikes.
build "3090-old-psu" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-3090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-2021" {}
  case        "lian-li-pc-o11-air" {}
}`,
		Pass: `
# The same wattage with an ATX 3.1 transient rating.
build "3090-atx3-psu" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-3090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
	},
	"require": {
		Fail: `
# The team asked for 128 GB of memory; the build has 64 GB.
build "training-box" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}

  require {
    memory_gb = 128
  }
}`,
		Pass: `
# Two kits: 128 GB in four slots.
build "training-box" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" { count = 2 }
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}

  require {
    memory_gb = 128
  }
}`,
	},
	"sata-ports": {
		Fail: `
# Six 20 TB hard drives for a data set pool; the board has 4 SATA ports.
build "data-pool" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  storage     "seagate-exos-x20-20tb" { count = 6 }
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
		Pass: `
# Four drives, one per port.
build "data-pool" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  storage     "seagate-exos-x20-20tb" { count = 4 }
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
	},
	"slot-lanes": {
		Fail: `
# The Z890 board's second full-length slot is x4 from the chipset: the second A5000 runs at x4.
build "two-gpus-desktop" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-rtx-a5000" { count = 2 }
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm1000x-2021" {}
  case        "lian-li-pc-o11-air" {}
}`,
		Pass: `
# Every slot of the WRX80E-SAGE runs at x16.
build "two-gpus-workstation" {
  cpu         "amd-ryzen-threadripper-pro-5975wx" {}
  cooler      "noctua-nh-u14s-tr4-sp3" {}
  motherboard "asus-pro-ws-wrx80e-sage-se-wifi" {}
  memory      "samsung-32gb-ddr4-3200-rdimm" { count = 8 }
  gpu         "nvidia-rtx-a5000" { count = 2 }
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm1000x-2021" {}
  case        "phanteks-enthoo-pro-2" {}
}`,
	},
	"waiver": {
		Fail: `
# The m2-ssd warning is waived without saying why.
build "sata-only" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-870-evo-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}

  waive "m2-ssd" {}
}`,
		Pass: `
# The waiver says why the finding is accepted.
build "sata-only" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-870-evo-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}

  waive "m2-ssd" {
    reason = "training data streams from the lab NAS; the SSD holds only the OS"
  }
}`,
	},
	"wall-circuit": {
		Fail: `
# Four 250 W blowers and a 280 W CPU draw about 1497 W at the wall, over the 1440 W
# continuous limit of a US 120 V 15 A circuit.
build "four-blowers-15a" {
  cpu         "amd-ryzen-threadripper-pro-5975wx" {}
  cooler      "noctua-nh-u14s-tr4-sp3" {}
  motherboard "asus-pro-ws-wrx80e-sage-se-wifi" {}
  memory      "samsung-32gb-ddr4-3200-rdimm" { count = 8 }
  gpu         "asus-geforce-rtx-2080-ti-turbo" { count = 4 }
  storage     "samsung-990-pro-2tb" {}
  psu         "evga-supernova-1600-p2" {}
  case        "phanteks-enthoo-pro-2" {}
}`,
		Pass: `
# On a 20 A circuit the continuous limit is 1920 W.
build "four-blowers-20a" {
  cpu         "amd-ryzen-threadripper-pro-5975wx" {}
  cooler      "noctua-nh-u14s-tr4-sp3" {}
  motherboard "asus-pro-ws-wrx80e-sage-se-wifi" {}
  memory      "samsung-32gb-ddr4-3200-rdimm" { count = 8 }
  gpu         "asus-geforce-rtx-2080-ti-turbo" { count = 4 }
  storage     "samsung-990-pro-2tb" {}
  psu         "evga-supernova-1600-p2" {}
  case        "phanteks-enthoo-pro-2" {}

  power {
    circuit_volts = 120
    circuit_amps  = 20
  }
}`,
	},
}

func init() {
	for id, ex := range examples {
		r := Lookup(id)
		if r == nil {
			panic("rules: example for unknown rule " + id)
		}
		r.Fail, r.Pass = ex.Fail, ex.Pass
	}
}
