# Cloud GPU offers, for `rigcheck cost`.
#
# hourly_usd: on-demand, Linux, US list price (AWS us-east-1, Google us-central1,
#   Azure East US) at price_date.
# reserved_1y / reserved_3y: PRICE FACTORS (reserved or committed effective hourly
#   / on-demand hourly). Only set where the provider publishes a commitment price
#   for that offer and the number could be sourced; left out otherwise.
# storage_gb_month_usd: the provider's standard block/persistent storage, per GB-month.
# gpu_vram_gb: per GPU. gpu_fp16_tflops: dense FP16 tensor TFLOPS per GPU from
#   NVIDIA's datasheet (the datasheet's "with sparsity" figure halved); left out
#   where NVIDIA publishes none (A10G) or the GPU variant is not certain.

# ---------------------------------------------------------------------------
# AWS EC2
# ---------------------------------------------------------------------------

cloud "aws-p3-2xlarge" {
  name                 = "AWS EC2 p3.2xlarge (1x V100 16 GB)"
  provider             = "AWS"
  gpus                 = 1
  gpu_name             = "NVIDIA V100 16 GB (SXM2)"
  gpu_vram_gb          = 16
  gpu_fp16_tflops      = 125
  hourly_usd           = 3.06
  reserved_1y          = 0.65
  reserved_3y          = 0.40
  storage_gb_month_usd = 0.10
  source               = "https://aws.amazon.com/ec2/instance-types/p3/"
  price_date           = "2018-09"
  notes                = "The seed's 1-GPU comparison (the article rounds to $3.00/h). reserved_1y/3y are the seed's factors (65 %, 40 %), kept so the seed's 10.0x / 6.6x / 4.3x reconstruct; AWS's published 1-yr RI matches 0.65, its 3-yr standard RI is lower (about 0.34, not re-verified). Storage is EBS gp2 ($0.10/GB-month) as in the seed; gp3 is $0.08. Same on-demand price still listed in 2025."
}

cloud "aws-p3-8xlarge" {
  name                 = "AWS EC2 p3.8xlarge (4x V100 16 GB)"
  provider             = "AWS"
  gpus                 = 4
  gpu_name             = "NVIDIA V100 16 GB (SXM2)"
  gpu_vram_gb          = 16
  gpu_fp16_tflops      = 125
  hourly_usd           = 12.24
  reserved_1y          = 0.65
  reserved_3y          = 0.40
  storage_gb_month_usd = 0.10
  source               = "https://aws.amazon.com/ec2/instance-types/p3/"
  price_date           = "2018-09"
  notes                = "The seed's 4-GPU comparison ($12.24/h gives its 21x). reserved_1y/3y are the seed's factors (65 %, 40 %); AWS's published 3-yr standard RI is lower (about 0.34, not re-verified). Storage is EBS gp2 as in the seed. Same on-demand price still listed in 2025."
}

cloud "aws-p3-16xlarge" {
  name                 = "AWS EC2 p3.16xlarge (8x V100 16 GB)"
  provider             = "AWS"
  gpus                 = 8
  gpu_name             = "NVIDIA V100 16 GB (SXM2)"
  gpu_vram_gb          = 16
  gpu_fp16_tflops      = 125
  hourly_usd           = 24.48
  reserved_1y          = 0.65
  reserved_3y          = 0.34
  storage_gb_month_usd = 0.08
  source               = "https://aws.amazon.com/ec2/instance-types/p3/"
  price_date           = "2025-05"
  notes                = "Reserved factors from the P3 page's RI effective-hourly columns (1-yr $15.91, 3-yr $8.39). Storage: EBS gp3."
}

cloud "aws-p4d-24xlarge" {
  name                 = "AWS EC2 p4d.24xlarge (8x A100 40 GB)"
  provider             = "AWS"
  gpus                 = 8
  gpu_name             = "NVIDIA A100 40 GB (SXM4)"
  gpu_vram_gb          = 40
  gpu_fp16_tflops      = 312
  hourly_usd           = 32.77
  reserved_1y          = 0.59
  reserved_3y          = 0.35
  storage_gb_month_usd = 0.08
  source               = "https://aws.amazon.com/ec2/instance-types/p4/"
  price_date           = "2025-05"
  notes                = "List price $32.7726/h before AWS's June 2025 GPU price cut (P4d reduced by up to 33 %); check the current price. Reserved factors from the P4 page's RI effective-hourly columns (1-yr $19.22, 3-yr $11.57), also pre-cut. Storage: EBS gp3."
}

cloud "aws-p5-48xlarge" {
  name                 = "AWS EC2 p5.48xlarge (8x H100 80 GB)"
  provider             = "AWS"
  gpus                 = 8
  gpu_name             = "NVIDIA H100 80 GB (SXM5)"
  gpu_vram_gb          = 80
  gpu_fp16_tflops      = 989
  hourly_usd           = 98.32
  storage_gb_month_usd = 0.08
  source               = "https://aws.amazon.com/ec2/instance-types/p5/"
  price_date           = "2025-05"
  notes                = "List price from the 2023 launch until AWS's June 2025 price cut (P5 on-demand reduced by up to about 45 %); check the current price. AWS sells P5 commitments as Savings Plans; no factor recorded here. Storage: EBS gp3."
}

cloud "aws-g5-xlarge" {
  name                 = "AWS EC2 g5.xlarge (1x A10G 24 GB)"
  provider             = "AWS"
  gpus                 = 1
  gpu_name             = "NVIDIA A10G 24 GB"
  gpu_vram_gb          = 24
  hourly_usd           = 1.006
  storage_gb_month_usd = 0.08
  source               = "https://aws.amazon.com/ec2/instance-types/g5/"
  price_date           = "2025-05"
  notes                = "A10G is an AWS-specific A10 variant; NVIDIA publishes no datasheet, so gpu_fp16_tflops is left out. Storage: EBS gp3."
}

cloud "aws-g5-12xlarge" {
  name                 = "AWS EC2 g5.12xlarge (4x A10G 24 GB)"
  provider             = "AWS"
  gpus                 = 4
  gpu_name             = "NVIDIA A10G 24 GB"
  gpu_vram_gb          = 24
  hourly_usd           = 5.672
  storage_gb_month_usd = 0.08
  source               = "https://aws.amazon.com/ec2/instance-types/g5/"
  price_date           = "2025-05"
  notes                = "A10G: no NVIDIA datasheet, gpu_fp16_tflops left out. Storage: EBS gp3."
}

cloud "aws-g6-xlarge" {
  name                 = "AWS EC2 g6.xlarge (1x L4 24 GB)"
  provider             = "AWS"
  gpus                 = 1
  gpu_name             = "NVIDIA L4 24 GB"
  gpu_id               = "nvidia-l4"
  gpu_vram_gb          = 24
  gpu_fp16_tflops      = 121
  hourly_usd           = 0.8048
  storage_gb_month_usd = 0.08
  source               = "https://aws.amazon.com/ec2/instance-types/g6/"
  price_date           = "2025-05"
  notes                = "L4 datasheet: 242 FP16 tensor TFLOPS with sparsity, 121 dense. Storage: EBS gp3."
}

cloud "aws-g6e-xlarge" {
  name                 = "AWS EC2 g6e.xlarge (1x L40S 48 GB)"
  provider             = "AWS"
  gpus                 = 1
  gpu_name             = "NVIDIA L40S 48 GB"
  gpu_id               = "nvidia-l40s"
  gpu_vram_gb          = 48
  gpu_fp16_tflops      = 362
  hourly_usd           = 1.861
  storage_gb_month_usd = 0.08
  source               = "https://aws.amazon.com/ec2/instance-types/g6e/"
  price_date           = "2025-05"
  notes                = "L40S datasheet: 362 FP16 tensor TFLOPS dense (733 with sparsity). Storage: EBS gp3."
}

# ---------------------------------------------------------------------------
# Google Cloud Compute Engine (us-central1)
# ---------------------------------------------------------------------------

cloud "gcp-a2-highgpu-1g" {
  name                 = "Google Cloud a2-highgpu-1g (1x A100 40 GB)"
  provider             = "Google Cloud"
  gpus                 = 1
  gpu_name             = "NVIDIA A100 40 GB (SXM4)"
  gpu_vram_gb          = 40
  gpu_fp16_tflops      = 312
  hourly_usd           = 3.673
  reserved_1y          = 0.63
  storage_gb_month_usd = 0.10
  source               = "https://cloud.google.com/compute/gpus-pricing"
  price_date           = "2026-06"
  notes                = "On-demand $3.6734/h. reserved_1y = 1-year resource-based committed use price (~$2.31/h). 3-year CUD exists but was not sourced. Storage: Balanced persistent disk."
}

cloud "gcp-a2-highgpu-4g" {
  name                 = "Google Cloud a2-highgpu-4g (4x A100 40 GB)"
  provider             = "Google Cloud"
  gpus                 = 4
  gpu_name             = "NVIDIA A100 40 GB (SXM4)"
  gpu_vram_gb          = 40
  gpu_fp16_tflops      = 312
  hourly_usd           = 14.694
  reserved_1y          = 0.63
  storage_gb_month_usd = 0.10
  source               = "https://cloud.google.com/compute/gpus-pricing"
  price_date           = "2026-06"
  notes                = "Four times a2-highgpu-1g. reserved_1y = 1-year CUD, as for a2-highgpu-1g. Storage: Balanced persistent disk."
}

cloud "gcp-a2-ultragpu-1g" {
  name                 = "Google Cloud a2-ultragpu-1g (1x A100 80 GB)"
  provider             = "Google Cloud"
  gpus                 = 1
  gpu_name             = "NVIDIA A100 80 GB (SXM4)"
  gpu_vram_gb          = 80
  gpu_fp16_tflops      = 312
  hourly_usd           = 5.07
  reserved_1y          = 0.63
  storage_gb_month_usd = 0.10
  source               = "https://cloud.google.com/compute/gpus-pricing"
  price_date           = "2025-05"
  notes                = "On-demand about $5.07/h (third-party 2026 summaries round to ~$5.10). reserved_1y = 1-year CUD (~$3.21/h). Storage: Balanced persistent disk."
}

cloud "gcp-a3-highgpu-8g" {
  name                 = "Google Cloud a3-highgpu-8g (8x H100 80 GB)"
  provider             = "Google Cloud"
  gpus                 = 8
  gpu_name             = "NVIDIA H100 80 GB (SXM5)"
  gpu_vram_gb          = 80
  gpu_fp16_tflops      = 989
  hourly_usd           = 88.49
  storage_gb_month_usd = 0.10
  source               = "https://cloud.google.com/compute/gpus-pricing"
  price_date           = "2026-06"
  notes                = "About $11.06 per GPU-hour on demand in us-central1. Committed-use prices exist but were not sourced. Storage: Balanced persistent disk."
}

cloud "gcp-g2-standard-4" {
  name                 = "Google Cloud g2-standard-4 (1x L4 24 GB)"
  provider             = "Google Cloud"
  gpus                 = 1
  gpu_name             = "NVIDIA L4 24 GB"
  gpu_id               = "nvidia-l4"
  gpu_vram_gb          = 24
  gpu_fp16_tflops      = 121
  hourly_usd           = 0.7068
  storage_gb_month_usd = 0.10
  source               = "https://cloud.google.com/compute/gpus-pricing"
  price_date           = "2026-06"
  notes                = "Committed-use prices exist (1-year roughly 0.70x) but were not sourced precisely; left out. Storage: Balanced persistent disk."
}

# ---------------------------------------------------------------------------
# Microsoft Azure (East US, Linux, pay-as-you-go)
# ---------------------------------------------------------------------------

cloud "azure-nc6s-v3" {
  name        = "Azure NC6s v3 (1x V100 16 GB)"
  provider    = "Azure"
  gpus        = 1
  gpu_name    = "NVIDIA V100 16 GB"
  gpu_vram_gb = 16
  hourly_usd  = 3.06
  source      = "https://azure.microsoft.com/en-us/pricing/details/virtual-machines/linux/"
  price_date  = "2025-05"
  notes       = "Microsoft announced the retirement of the NCv3 series for 30 Sep 2025; kept for comparison with the seed era. gpu_fp16_tflops left out (V100 PCIe vs SXM2 not confirmed). Reserved prices and managed-disk price not sourced."
}

cloud "azure-nc24ads-a100-v4" {
  name            = "Azure NC24ads A100 v4 (1x A100 80 GB)"
  provider        = "Azure"
  gpus            = 1
  gpu_name        = "NVIDIA A100 80 GB (PCIe)"
  gpu_id          = "nvidia-a100-pcie-80gb"
  gpu_vram_gb     = 80
  gpu_fp16_tflops = 312
  hourly_usd      = 3.673
  source          = "https://azure.microsoft.com/en-us/pricing/details/virtual-machines/linux/"
  price_date      = "2025-05"
  notes           = "Reserved-instance prices exist but were not sourced; managed-disk price not sourced."
}

cloud "azure-nd96asr-v4" {
  name            = "Azure ND96asr v4 (8x A100 40 GB)"
  provider        = "Azure"
  gpus            = 8
  gpu_name        = "NVIDIA A100 40 GB (SXM4)"
  gpu_vram_gb     = 40
  gpu_fp16_tflops = 312
  hourly_usd      = 27.197
  source          = "https://azure.microsoft.com/en-us/pricing/details/virtual-machines/linux/"
  price_date      = "2025-05"
  notes           = "Reserved-instance prices exist but were not sourced; managed-disk price not sourced."
}

cloud "azure-nd96isr-h100-v5" {
  name            = "Azure ND96isr H100 v5 (8x H100 80 GB)"
  provider        = "Azure"
  gpus            = 8
  gpu_name        = "NVIDIA H100 80 GB (SXM5)"
  gpu_vram_gb     = 80
  gpu_fp16_tflops = 989
  hourly_usd      = 98.32
  source          = "https://azure.microsoft.com/en-us/pricing/details/virtual-machines/linux/"
  price_date      = "2025-05"
  notes           = "Reserved-instance prices exist but were not sourced; managed-disk price not sourced."
}

# ---------------------------------------------------------------------------
# GPU clouds (no published reserved price for on-demand instances)
# ---------------------------------------------------------------------------

cloud "lambda-1x-a100-40gb" {
  name                 = "Lambda On-Demand 1x A100 40 GB (SXM4)"
  provider             = "Lambda"
  gpus                 = 1
  gpu_name             = "NVIDIA A100 40 GB (SXM4)"
  gpu_vram_gb          = 40
  gpu_fp16_tflops      = 312
  hourly_usd           = 1.48
  storage_gb_month_usd = 0.20
  source               = "https://lambda.ai/pricing"
  price_date           = "2026-05"
  notes                = "Price as listed in May 2026 (it was $1.29/h in 2024-25). A capture of lambda.ai/pricing dated 2026-09-25 shows $1.99/h (github.com/tgarg01/silybench-data, derived/cost.json); re-check before relying on it. No reserved price for single on-demand instances. Storage: persistent filesystem."
}

cloud "lambda-1x-h100-pcie" {
  name                 = "Lambda On-Demand 1x H100 80 GB (PCIe)"
  provider             = "Lambda"
  gpus                 = 1
  gpu_name             = "NVIDIA H100 80 GB (PCIe)"
  gpu_id               = "nvidia-h100-pcie"
  gpu_vram_gb          = 80
  gpu_fp16_tflops      = 756
  hourly_usd           = 2.86
  storage_gb_month_usd = 0.20
  source               = "https://lambda.ai/pricing"
  price_date           = "2026-05"
  notes                = "Price as listed in May 2026 (it was $2.49/h in 2024-25). A capture of lambda.ai/pricing dated 2026-09-25 shows $3.29/h (github.com/tgarg01/silybench-data, derived/cost.json); re-check before relying on it. H100 PCIe datasheet: 1,513 FP16 tensor TFLOPS with sparsity, 756 dense. Storage: persistent filesystem."
}

cloud "lambda-8x-h100-sxm" {
  name                 = "Lambda On-Demand 8x H100 80 GB (SXM5)"
  provider             = "Lambda"
  gpus                 = 8
  gpu_name             = "NVIDIA H100 80 GB (SXM5)"
  gpu_vram_gb          = 80
  gpu_fp16_tflops      = 989
  hourly_usd           = 23.92
  storage_gb_month_usd = 0.20
  source               = "https://lambda.ai/pricing"
  price_date           = "2025-03"
  notes                = "$2.99 per GPU-hour (March 2025). A capture of lambda.ai/pricing dated 2026-09-25 shows $3.99 per GPU-hour for 8x H100 SXM, i.e. $31.92/h (github.com/tgarg01/silybench-data, derived/cost.json); re-check before relying on the older figure. Reservations are quoted separately, so no factor. Storage: persistent filesystem."
}

cloud "runpod-8x-h100-sxm" {
  name                 = "RunPod Secure Cloud 8x H100 80 GB (SXM)"
  provider             = "RunPod"
  gpus                 = 8
  gpu_name             = "NVIDIA H100 80 GB (SXM5)"
  gpu_vram_gb          = 80
  gpu_fp16_tflops      = 989
  hourly_usd           = 22.32
  storage_gb_month_usd = 0.07
  source               = "https://www.runpod.io/pricing"
  price_date           = "2026-04"
  notes                = "$2.79 per GPU-hour, Secure Cloud on-demand (third-party summary of RunPod's page, Apr 2026). A capture of runpod.io/pricing dated 2026-09-25 shows $3.49 per GPU-hour for H100 SXM Secure Cloud (github.com/tgarg01/silybench-data, derived/cost.json); re-check before relying on it. Storage: network volume."
}

cloud "coreweave-8x-h100-hgx" {
  name            = "CoreWeave HGX H100 node (8x H100 80 GB)"
  provider        = "CoreWeave"
  gpus            = 8
  gpu_name        = "NVIDIA H100 80 GB (SXM5)"
  gpu_vram_gb     = 80
  gpu_fp16_tflops = 989
  hourly_usd      = 49.24
  source          = "https://www.coreweave.com/pricing"
  price_date      = "2025-01"
  notes           = "On-demand list price per 8-GPU node with InfiniBand. Committed pricing is by quote; storage price not sourced."
}

# ---------------------------------------------------------------------------
# Rentals of the GPUs builders buy (RunPod Secure Cloud, Lambda)
#
# RunPod prices marked "SkyPilot snapshot" are RunPod's Secure Cloud on-demand
# (uninterruptible) price and, where RunPod offers one, its spot (interruptible,
# minimum bid) price per pod, as read from RunPod's API into SkyPilot's RunPod
# catalog (github.com/skypilot-org/skypilot-catalog, catalogs/v7/runpod/vms.csv,
# commit 0727c2b). The snapshot carries no date of its own; it is dated 2026-06
# because another user's SkyPilot query recorded the same $0.69/h for 1x RTX 4090
# on 2026-06-24. Re-check runpod.io/pricing before relying on these.
# gpu_id names the catalog part with the rented GPU's specification (for GeForce
# cards the Founders Edition; the host's card may be a partner board).
# ---------------------------------------------------------------------------

cloud "runpod-1x-rtx-3090" {
  name                 = "RunPod Secure Cloud 1x RTX 3090 24 GB"
  provider             = "RunPod"
  gpus                 = 1
  gpu_name             = "NVIDIA GeForce RTX 3090 24 GB"
  gpu_id               = "nvidia-geforce-rtx-3090-fe"
  gpu_vram_gb          = 24
  gpu_fp16_tflops      = 71
  hourly_usd           = 0.43
  storage_gb_month_usd = 0.07
  source               = "https://www.runpod.io/pricing"
  price_date           = "2026-06"
  notes                = "Secure Cloud on-demand, SkyPilot snapshot (see the section comment); no spot price listed there for the RTX 3090. FP16 tensor with FP32 accumulate, dense, from NVIDIA's GA102 whitepaper (https://www.nvidia.com/content/PDF/nvidia-ampere-ga-102-gpu-architecture-whitepaper-v2.pdf), as for the catalog's RTX 3090 part. Storage: network volume, $0.07/GB-month under 1 TB (docs.runpod.io)."
}

cloud "runpod-4x-rtx-3090" {
  name                 = "RunPod Secure Cloud 4x RTX 3090 24 GB"
  provider             = "RunPod"
  gpus                 = 4
  gpu_name             = "NVIDIA GeForce RTX 3090 24 GB"
  gpu_id               = "nvidia-geforce-rtx-3090-fe"
  gpu_vram_gb          = 24
  gpu_fp16_tflops      = 71
  hourly_usd           = 1.72
  storage_gb_month_usd = 0.07
  source               = "https://www.runpod.io/pricing"
  price_date           = "2026-06"
  notes                = "Four times the 1x price ($0.43 per GPU-hour), SkyPilot snapshot; no spot price listed. GPUs in one pod over PCIe (no NVLink stated). FP16 from NVIDIA's GA102 whitepaper (https://www.nvidia.com/content/PDF/nvidia-ampere-ga-102-gpu-architecture-whitepaper-v2.pdf). Storage: network volume."
}

cloud "runpod-1x-rtx-4090" {
  name                 = "RunPod Secure Cloud 1x RTX 4090 24 GB"
  provider             = "RunPod"
  gpus                 = 1
  gpu_name             = "NVIDIA GeForce RTX 4090 24 GB"
  gpu_id               = "nvidia-geforce-rtx-4090-fe"
  gpu_vram_gb          = 24
  gpu_fp16_tflops      = 165.2
  hourly_usd           = 0.69
  spot_hourly_usd      = 0.34
  storage_gb_month_usd = 0.07
  source               = "https://www.runpod.io/pricing"
  price_date           = "2026-06"
  notes                = "Secure Cloud on-demand $0.69/h, spot $0.34/h, SkyPilot snapshot. A capture of runpod.io/pricing dated 2026-09-25 shows $0.74/h Secure Cloud and $0.34/h Community Cloud (github.com/tgarg01/silybench-data, prices/gpu_hourly.yaml). FP16 tensor with FP32 accumulate, dense, from NVIDIA's Ada whitepaper (https://images.nvidia.com/aem-dam/Solutions/geforce/ada/nvidia-ada-gpu-architecture.pdf). Storage: network volume."
}

cloud "runpod-4x-rtx-4090" {
  name                 = "RunPod Secure Cloud 4x RTX 4090 24 GB"
  provider             = "RunPod"
  gpus                 = 4
  gpu_name             = "NVIDIA GeForce RTX 4090 24 GB"
  gpu_id               = "nvidia-geforce-rtx-4090-fe"
  gpu_vram_gb          = 24
  gpu_fp16_tflops      = 165.2
  hourly_usd           = 2.76
  spot_hourly_usd      = 1.36
  storage_gb_month_usd = 0.07
  source               = "https://www.runpod.io/pricing"
  price_date           = "2026-06"
  notes                = "Four times the 1x prices, SkyPilot snapshot. No NVLink on the RTX 4090. FP16 from NVIDIA's Ada whitepaper (https://images.nvidia.com/aem-dam/Solutions/geforce/ada/nvidia-ada-gpu-architecture.pdf). Storage: network volume."
}

cloud "runpod-1x-rtx-a6000" {
  name                 = "RunPod Secure Cloud 1x RTX A6000 48 GB"
  provider             = "RunPod"
  gpus                 = 1
  gpu_name             = "NVIDIA RTX A6000 48 GB"
  gpu_id               = "nvidia-rtx-a6000"
  gpu_vram_gb          = 48
  gpu_fp16_tflops      = 154.8
  hourly_usd           = 0.49
  spot_hourly_usd      = 0.33
  storage_gb_month_usd = 0.07
  source               = "https://www.runpod.io/pricing"
  price_date           = "2026-06"
  notes                = "Secure Cloud on-demand $0.49/h, spot $0.33/h, SkyPilot snapshot. NVIDIA's RTX A6000 data sheet gives 309.7 FP16 tensor TFLOPS with sparsity, 154.8 dense (https://www.nvidia.com/en-us/design-visualization/rtx-a6000/). Storage: network volume."
}

cloud "runpod-4x-rtx-a6000" {
  name                 = "RunPod Secure Cloud 4x RTX A6000 48 GB"
  provider             = "RunPod"
  gpus                 = 4
  gpu_name             = "NVIDIA RTX A6000 48 GB"
  gpu_id               = "nvidia-rtx-a6000"
  gpu_vram_gb          = 48
  gpu_fp16_tflops      = 154.8
  hourly_usd           = 1.96
  spot_hourly_usd      = 1.32
  storage_gb_month_usd = 0.07
  source               = "https://www.runpod.io/pricing"
  price_date           = "2026-06"
  notes                = "Four times the 1x prices, SkyPilot snapshot. Whether the pod's cards are NVLink-bridged is not stated. FP16 dense from NVIDIA's data sheet figure with sparsity halved (https://www.nvidia.com/en-us/design-visualization/rtx-a6000/). Storage: network volume."
}

cloud "runpod-1x-rtx-6000-ada" {
  name                 = "RunPod Secure Cloud 1x RTX 6000 Ada 48 GB"
  provider             = "RunPod"
  gpus                 = 1
  gpu_name             = "NVIDIA RTX 6000 Ada Generation 48 GB"
  gpu_id               = "nvidia-rtx-6000-ada"
  gpu_vram_gb          = 48
  gpu_fp16_tflops      = 364.2
  hourly_usd           = 0.77
  storage_gb_month_usd = 0.07
  source               = "https://www.runpod.io/pricing"
  price_date           = "2026-06"
  notes                = "Secure Cloud on-demand, SkyPilot snapshot; no spot price listed there. FP16 tensor with FP32 accumulate, dense, from NVIDIA's Ada whitepaper (https://images.nvidia.com/aem-dam/Solutions/geforce/ada/nvidia-ada-gpu-architecture.pdf; product page https://www.nvidia.com/en-us/design-visualization/rtx-6000/). Storage: network volume."
}

cloud "runpod-4x-rtx-6000-ada" {
  name                 = "RunPod Secure Cloud 4x RTX 6000 Ada 48 GB"
  provider             = "RunPod"
  gpus                 = 4
  gpu_name             = "NVIDIA RTX 6000 Ada Generation 48 GB"
  gpu_id               = "nvidia-rtx-6000-ada"
  gpu_vram_gb          = 48
  gpu_fp16_tflops      = 364.2
  hourly_usd           = 3.08
  storage_gb_month_usd = 0.07
  source               = "https://www.runpod.io/pricing"
  price_date           = "2026-06"
  notes                = "Four times the 1x price, SkyPilot snapshot; no spot price listed. No NVLink on the RTX 6000 Ada. FP16 from NVIDIA's Ada whitepaper (https://images.nvidia.com/aem-dam/Solutions/geforce/ada/nvidia-ada-gpu-architecture.pdf). Storage: network volume."
}

cloud "runpod-1x-a100-pcie-80gb" {
  name                 = "RunPod Secure Cloud 1x A100 80 GB (PCIe)"
  provider             = "RunPod"
  gpus                 = 1
  gpu_name             = "NVIDIA A100 80 GB (PCIe)"
  gpu_id               = "nvidia-a100-pcie-80gb"
  gpu_vram_gb          = 80
  gpu_fp16_tflops      = 312
  hourly_usd           = 1.59
  storage_gb_month_usd = 0.07
  source               = "https://www.runpod.io/pricing"
  price_date           = "2026-09"
  notes                = "Secure Cloud on-demand as captured from runpod.io/pricing on 2026-09-25 (Community Cloud $1.19/h; github.com/tgarg01/silybench-data, prices/gpu_hourly.yaml). The SkyPilot snapshot of about 2026-06 had $1.64/h on demand and $1.19/h spot; spot left out here because its date differs. A100 datasheet: 624 FP16 tensor TFLOPS with sparsity, 312 dense (https://www.nvidia.com/en-us/data-center/a100/). Storage: network volume."
}

cloud "runpod-1x-h100-pcie" {
  name                 = "RunPod Secure Cloud 1x H100 80 GB (PCIe)"
  provider             = "RunPod"
  gpus                 = 1
  gpu_name             = "NVIDIA H100 80 GB (PCIe)"
  gpu_id               = "nvidia-h100-pcie"
  gpu_vram_gb          = 80
  gpu_fp16_tflops      = 756
  hourly_usd           = 2.89
  storage_gb_month_usd = 0.07
  source               = "https://www.runpod.io/pricing"
  price_date           = "2026-09"
  notes                = "Secure Cloud on-demand as captured from runpod.io/pricing on 2026-09-25 (Community Cloud $1.99/h; github.com/tgarg01/silybench-data, prices/gpu_hourly.yaml). H100 PCIe datasheet: 1,513 FP16 tensor TFLOPS with sparsity, 756 dense (https://www.nvidia.com/en-us/data-center/h100/). Storage: network volume."
}

cloud "lambda-1x-a10" {
  name                 = "Lambda On-Demand 1x A10 24 GB (PCIe)"
  provider             = "Lambda"
  gpus                 = 1
  gpu_name             = "NVIDIA A10 24 GB"
  gpu_id               = "nvidia-a10"
  gpu_vram_gb          = 24
  gpu_fp16_tflops      = 125
  hourly_usd           = 1.29
  storage_gb_month_usd = 0.20
  source               = "https://lambda.ai/pricing"
  price_date           = "2026-09"
  notes                = "As captured from lambda.ai/pricing on 2026-09-25 (github.com/tgarg01/silybench-data, prices/gpu_hourly.yaml); it was $0.75/h in 2024-25. Lambda publishes no spot price. The NVIDIA A10 (not AWS's A10G): datasheet 250 FP16 tensor TFLOPS with sparsity, 125 dense (https://www.nvidia.com/en-us/data-center/products/a10-gpu/). Storage: persistent filesystem."
}
