package catalogq

import "github.com/rigcheck/rigcheck/internal/hw"

// Column is one column of a parts table: a field and its header.
type Column struct {
	Field *Field
	Title string
}

// tableColumns names, per kind, the numbers that decide a choice, with
// their headers; "id" and "name" come first in every table.
var tableColumns = map[hw.Kind][][2]string{
	hw.KindGPU: {{"vram_gb", "VRAM GB"}, {"tdp_w", "W"}, {"slot_width", "slots"}, {"length_mm", "mm"},
		{"cooler", "cooler"}, {"fp16_tflops", "FP16 TF"}, {"price_usd", "$"}, {"usd_per_gb_vram", "$/GB"},
		{"fp16_tflops_per_kusd", "TF/$1k"}},
	hw.KindCPU: {{"cores", "cores"}, {"pcie_lanes", "lanes"}, {"tdp_w", "W"}, {"socket", "socket"},
		{"memory_types", "memory"}, {"price_usd", "$"}, {"usd_per_core", "$/core"}},
	hw.KindMotherboard: {{"socket", "socket"}, {"chipset", "chipset"}, {"form_factor", "form"},
		{"memory_type", "memory"}, {"memory_slots", "DIMMs"}, {"x16_slots", "x16"}, {"m2_slots", "M.2"},
		{"price_usd", "$"}},
	hw.KindMemory: {{"type", "type"}, {"speed_mts", "MT/s"}, {"modules", "mods"}, {"module_gb", "GB each"},
		{"total_gb", "GB"}, {"ecc", "ECC"}, {"registered", "reg"}, {"price_usd", "$"}, {"usd_per_gb", "$/GB"}},
	hw.KindStorage: {{"type", "type"}, {"interface", "iface"}, {"form_factor", "form"}, {"capacity_gb", "GB"},
		{"read_mbs", "read MB/s"}, {"price_usd", "$"}, {"usd_per_tb", "$/TB"}},
	hw.KindPSU: {{"wattage_w", "W"}, {"efficiency", "efficiency"}, {"form_factor", "form"},
		{"pcie_8pin", "8-pin"}, {"pcie_12vhpwr", "12VHPWR"}, {"atx3", "ATX 3"}, {"price_usd", "$"}},
	hw.KindCase: {{"form_factors", "boards"}, {"expansion_slots", "slots"}, {"max_gpu_length_mm", "GPU mm"},
		{"max_cooler_height_mm", "cooler mm"}, {"psu_form_factors", "PSU"}, {"price_usd", "$"}},
	hw.KindCooler: {{"type", "type"}, {"sockets", "sockets"}, {"height_mm", "mm"}, {"radiator_mm", "rad mm"},
		{"tdp_w", "W"}, {"price_usd", "$"}},
	hw.KindCloud: {{"provider", "provider"}, {"gpus", "GPUs"}, {"gpu_name", "GPU"}, {"hourly_usd", "$/h"}},
	hw.KindModel: {{"params_b", "params B"}, {"active_params_b", "active B"}, {"layers", "layers"},
		{"kv_heads", "KV heads"}, {"max_context", "context"}, {"license", "license"}},
	"": {{"kind", "kind"}, {"price_usd", "$"}},
}

// TableColumns returns the table columns of kind k after id and name.
func TableColumns(k hw.Kind) []Column {
	var out []Column
	for _, c := range tableColumns[k] {
		if f, ok := LookupField(k, c[0]); ok {
			out = append(out, Column{Field: f, Title: c[1]})
		}
	}
	return out
}
