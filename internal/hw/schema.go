package hw

import (
	"slices"
	"strings"
	"unicode"
)

// Kind is a part kind, which is also the role a part plays in a build.
type Kind string

// The part kinds of SPEC section 1.1, and the cloud offers of section 1.2.
const (
	KindCPU         Kind = "cpu"
	KindMotherboard Kind = "motherboard"
	KindMemory      Kind = "memory"
	KindGPU         Kind = "gpu"
	KindStorage     Kind = "storage"
	KindPSU         Kind = "psu"
	KindCase        Kind = "case"
	KindCooler      Kind = "cooler"
	KindCloud       Kind = "cloud"
	// KindModel is a machine-learning model that a build's workload
	// names (SPEC 1.5); like a cloud offer it is no role of a build.
	KindModel Kind = "model"
)

// CatalogKinds lists every kind a catalog holds: the roles, cloud offers
// and models.
var CatalogKinds = append(append([]Kind(nil), Roles...), KindCloud, KindModel)

// IsCatalogKind reports whether k is a kind a `part` block may have.
func IsCatalogKind(k Kind) bool { return IsRole(k) || k == KindModel }

// Roles lists the part kinds in the order reports show them.
var Roles = []Kind{KindCPU, KindCooler, KindMotherboard, KindMemory, KindGPU, KindStorage, KindPSU, KindCase}

// IsRole reports whether k is a part role a build can name.
func IsRole(k Kind) bool {
	for _, r := range Roles {
		if r == k {
			return true
		}
	}
	return false
}

// AttrType is the type of a catalog attribute.
type AttrType int

// The attribute types.
const (
	TNumber AttrType = iota
	TInt
	TString
	TBool
	TStringList
	TNumberList
)

func (t AttrType) String() string {
	return [...]string{"number", "whole number", "string", "bool", "list of strings", "list of numbers"}[t]
}

// Attr describes one attribute of a part kind.
type Attr struct {
	Name     string
	Type     AttrType
	Required bool
	// Enum, when set, lists the allowed values (of the string or of each list element).
	Enum []string
	// EnumPrefix, when set, also allows any value that is this prefix
	// followed by a name (ProprietaryPrefix for board form factors).
	EnumPrefix string
	// Min and Max bound what is accepted at all; values outside are schema errors.
	Min, Max float64
	// Lo and Hi bound what is plausible; `catalog lint` flags values outside.
	Lo, Hi float64
	Doc    string
	// Default is the value an unset attribute means, as written in HCL,
	// when SPEC gives one ("1", "16", `["ATX"]`); unset otherwise.
	Default string
}

// ProprietaryPrefix starts a board form factor that no standard names: a
// board made for one maker's chassis (a GPU server's board, sold with its
// chassis as a barebone) is "Proprietary: " and the platform's name, e.g.
// "Proprietary: ASRock Rack 4U8G-TURIN2", and fits only a case that lists
// the same value. A bare "Proprietary" would match every other maker's
// board, so the name is required.
const ProprietaryPrefix = "Proprietary: "

// Allows reports whether s is a value of the attribute's enumeration: one
// of Enum, or EnumPrefix followed by a name. An attribute without Enum
// allows any string. The name may not be blank, and holds no comma or
// control character: messages and lists join form factors with commas, so
// one value must not read as two.
func (a Attr) Allows(s string) bool {
	if len(a.Enum) == 0 || slices.Contains(a.Enum, s) {
		return true
	}
	name, ok := strings.CutPrefix(s, a.EnumPrefix)
	if a.EnumPrefix == "" || !ok || strings.TrimSpace(name) == "" {
		return false
	}
	return !strings.ContainsFunc(name, func(r rune) bool { return r == ',' || unicode.IsControl(r) })
}

// Enumerations shared by several kinds.
var (
	FormFactors    = []string{"Mini-ITX", "Micro-ATX", "ATX", "E-ATX", "SSI-CEB", "SSI-EEB", "XL-ATX"}
	MemoryTypes    = []string{"DDR3", "DDR4", "DDR5"}
	GPUCoolers     = []string{"blower", "open-air", "liquid", "passive"}
	Efficiencies   = []string{"80+", "80+ Bronze", "80+ Silver", "80+ Gold", "80+ Platinum", "80+ Titanium"}
	PSUFormFactors = []string{"ATX", "SFX", "SFX-L"}
	StorageTypes   = []string{"ssd", "hdd"}
	StorageIfaces  = []string{"nvme", "sata"}
	StorageForms   = []string{"m.2", "2.5", "3.5"}
	M2Interfaces   = []string{"nvme", "sata", "both"}
	SlotSources    = []string{"cpu", "chipset"}
	CoolerTypes    = []string{"air", "liquid"}
	// ModelDtypes are the number formats a model's checkpoint is published in.
	ModelDtypes = []string{"bf16", "fp16", "fp32", "fp8"}
	// DataSources are the community data sets a part's numbers may come
	// from instead of the maker's spec sheet (see DataSourceNames).
	DataSources = []string{"opendb"}
)

// DataSourceNames are the names reports give the data sets of DataSources.
var DataSourceNames = map[string]string{"opendb": "BuildCores OpenDB"}

// EfficiencyFactor maps an 80 PLUS rating to the efficiency SPEC section 2 uses.
var EfficiencyFactor = map[string]float64{
	"80+":          0.80,
	"80+ Bronze":   0.85,
	"80+ Silver":   0.88,
	"80+ Gold":     0.90,
	"80+ Platinum": 0.92,
	"80+ Titanium": 0.94,
}

const big = 1e9

// MaxSlotPosition is the largest pcie_slot position the schema accepts: no
// board form factor has more expansion-slot positions (XL-ATX has 10; the
// bound leaves room for server boards), and the bound keeps the work that a
// slot table can cause small.
const MaxSlotPosition = 20

func num(name string, req bool, lo, hi float64, doc string) Attr {
	return Attr{Name: name, Type: TNumber, Required: req, Min: 0, Max: big, Lo: lo, Hi: hi, Doc: doc}
}

func whole(name string, req bool, lo, hi float64, doc string) Attr {
	return Attr{Name: name, Type: TInt, Required: req, Min: 0, Max: big, Lo: lo, Hi: hi, Doc: doc}
}

func str(name string, req bool, doc string) Attr {
	return Attr{Name: name, Type: TString, Required: req, Doc: doc}
}

func enum(name string, req bool, values []string, doc string) Attr {
	return Attr{Name: name, Type: TString, Required: req, Enum: values, Doc: doc}
}

func withDefault(a Attr, def string) Attr {
	a.Default = def
	return a
}

// positive makes an attribute's smallest accepted value 1 (a hundredth
// for a number): the workload formulas divide by these.
func positive(a Attr) Attr {
	a.Min = 1
	if a.Type == TNumber {
		a.Min = 0.01
	}
	return a
}

// proprietary lets a form-factor attribute name a proprietary platform
// (ProprietaryPrefix).
func proprietary(a Attr) Attr {
	a.EnumPrefix = ProprietaryPrefix
	return a
}

func flag(name, doc string) Attr { return Attr{Name: name, Type: TBool, Doc: doc} }

func list(name string, req bool, values []string, doc string) Attr {
	return Attr{Name: name, Type: TStringList, Required: req, Enum: values, Doc: doc}
}

// CommonAttrs are the attributes every part kind has.
var CommonAttrs = []Attr{
	str("name", true, "full product name"),
	str("brand", true, "manufacturer"),
	num("price_usd", false, 1, 100000, "typical street price in US dollars"),
	str("price_date", false, "month the price was seen, YYYY-MM"),
	whole("released", false, 1990, 2035, "year of release"),
	str("source", false, "URL of the spec sheet the numbers come from"),
	str("notes", false, "free text"),
	list("part_numbers", false, nil, "the maker's part numbers (SKUs), which pick the exact product a shop's link names"),
	enum("data_source", false, DataSources, "set when the numbers are community data not checked against the maker: \"opendb\" = BuildCores OpenDB"),
}

// CatalogSockets are the CPU sockets the embedded catalog models: its CPUs
// and boards use these, and its coolers' sockets lists name only these
// (older sockets a maker lists, such as LGA1151, are left out). Whether an
// embedded cooler mounts on any other socket is therefore not recorded.
var CatalogSockets = []string{"AM4", "AM5", "LGA1200", "LGA1700", "LGA1851", "LGA2066", "LGA3647", "LGA4677", "SP3", "SP5", "SP6", "TR4", "sTR5", "sTRX4", "sWRX8"}

// KindAttrs lists the kind-specific attributes of SPEC section 1.1.
var KindAttrs = map[Kind][]Attr{
	KindCPU: {
		str("socket", true, "CPU socket, e.g. AM5, sTR5, LGA2066"),
		whole("cores", true, 1, 256, "physical cores"),
		whole("threads", true, 1, 512, "hardware threads"),
		num("tdp_w", true, 15, 600, "thermal design power in watts"),
		whole("pcie_lanes", true, 4, 160, "CPU PCIe lanes for slots and M.2, not counting the chipset link"),
		whole("pcie_gen", true, 1, 6, "PCIe generation"),
		list("memory_types", true, MemoryTypes, "memory types the memory controller takes"),
		whole("memory_channels", false, 1, 12, "memory channels"),
		num("max_memory_gb", false, 4, 8192, "largest supported memory in GB"),
		num("base_ghz", false, 0.5, 7, "base clock"),
		num("boost_ghz", false, 0.5, 7, "maximum boost clock"),
		flag("integrated_graphics", "has an integrated GPU with display output"),
		flag("stock_cooler", "ships with a cooler"),
		flag("registered_memory", "takes registered DIMMs"),
		list("chipsets", false, nil, "board chipsets the CPU runs on, from the maker's page (Intel ark's Chipset field, AMD's supported chipsets)"),
		list("chipsets_bios", false, nil, "chipsets the CPU runs on only after a BIOS update"),
		num("max_power_w", false, 15, 1000, "sustained package power under full load: Intel Maximum Turbo Power (PL2), AMD PPT, in watts"),
	},
	KindMotherboard: {
		str("socket", true, "CPU socket"),
		str("chipset", true, "chipset"),
		proprietary(enum("form_factor", true, FormFactors, "board form factor; a board made for one maker's chassis is \"Proprietary: \" and the platform's name")),
		enum("memory_type", true, MemoryTypes, "memory type of the DIMM slots"),
		whole("memory_slots", true, 1, 32, "DIMM slots"),
		num("max_memory_gb", false, 4, 8192, "largest supported memory in GB"),
		withDefault(whole("cpu_sockets", false, 1, 2, "CPU sockets"), "1"),
		whole("sata_ports", false, 0, 24, "SATA ports"),
		flag("registered_memory", "takes registered DIMMs"),
	},
	KindMemory: {
		enum("type", true, MemoryTypes, "memory type"),
		whole("speed_mts", true, 800, 12000, "rated speed in MT/s"),
		whole("modules", true, 1, 16, "modules in the kit"),
		num("module_gb", true, 1, 512, "capacity of one module in GB"),
		flag("ecc", "error-correcting"),
		flag("registered", "registered (RDIMM)"),
	},
	KindGPU: {
		num("vram_gb", true, 1, 256, "memory per card in GB"),
		num("tdp_w", true, 20, 1000, "board power in watts"),
		num("slot_width", true, 1, 5, "expansion slots the card occupies"),
		num("length_mm", true, 100, 400, "card length in mm"),
		enum("cooler", true, GPUCoolers, "cooler design"),
		whole("pcie_gen", true, 1, 6, "PCIe generation"),
		withDefault(whole("pcie_lanes", false, 1, 16, "PCIe lanes of the card's connector"), "16"),
		whole("power_8pin", false, 0, 4, "8-pin PCIe power sockets"),
		whole("power_6pin", false, 0, 4, "6-pin PCIe power sockets"),
		whole("power_12vhpwr", false, 0, 2, "16-pin 12VHPWR / 12V-2x6 sockets"),
		whole("adapter_8pin", false, 0, 6, "6+2-pin plugs the 16-pin adapter shipped in the box takes; 0 = no adapter in the box, unset = not known"),
		str("chip", false, "GPU chip"),
		num("fp32_tflops", false, 0.1, 500, "FP32 TFLOPS"),
		num("fp16_tflops", false, 0.1, 5000, "dense FP16 tensor TFLOPS"),
		num("memory_bandwidth_gbs", false, 50, 10000, "memory bandwidth in GB/s"),
		flag("nvlink", "has an NVLink connector"),
	},
	KindStorage: {
		enum("type", true, StorageTypes, "ssd or hdd"),
		enum("interface", true, StorageIfaces, "nvme or sata"),
		enum("form_factor", true, StorageForms, "m.2, 2.5 or 3.5"),
		num("capacity_gb", true, 16, 100000, "capacity in GB"),
		num("read_mbs", false, 50, 20000, "sequential read in MB/s"),
		num("write_mbs", false, 50, 20000, "sequential write in MB/s"),
		whole("pcie_gen", false, 1, 6, "PCIe generation (NVMe)"),
	},
	KindPSU: {
		num("wattage_w", true, 200, 3000, "rated output in watts"),
		enum("efficiency", true, Efficiencies, "80 PLUS rating"),
		enum("form_factor", true, PSUFormFactors, "ATX, SFX or SFX-L"),
		whole("pcie_8pin", false, 0, 16, "6+2-pin PCIe plugs with the stock cables; unset = not known"),
		withDefault(whole("pcie_12vhpwr", false, 0, 4, "12VHPWR / 12V-2x6 plugs"), "0"),
		flag("atx3", "rated to ATX 3.x transient loads"),
		num("length_mm", false, 80, 300, "length in mm"),
		num("wattage_115v_w", false, 200, 3000, "rated output on 100–127 V input, for units that derate there, in watts"),
	},
	KindCase: {
		proprietary(list("form_factors", true, FormFactors, "board form factors it takes; a chassis made for one maker's board lists \"Proprietary: \" and the platform's name")),
		whole("expansion_slots", true, 1, 20, "rear expansion slots"),
		num("max_gpu_length_mm", true, 100, 600, "longest GPU in mm"),
		num("max_cooler_height_mm", true, 30, 250, "tallest CPU air cooler in mm"),
		withDefault(list("psu_form_factors", false, PSUFormFactors, "PSU form factors it takes"), `["ATX"]`),
		num("max_psu_length_mm", false, 80, 400, "longest PSU in mm"),
		{Name: "radiators_mm", Type: TNumberList, Max: 1000, Doc: "radiator sizes it takes, in mm"},
		whole("bays_3_5", false, 0, 30, "3.5-inch drive bays"),
		whole("bays_2_5", false, 0, 30, "2.5-inch drive bays"),
		whole("psu_bays", false, 1, 4, "power supplies it holds; unset = not known (any case that takes a PSU holds one)"),
		withDefault(flag("server_airflow", "a chassis whose fans push air front to back through passive cards"), "false"),
	},
	KindCooler: {
		list("sockets", true, nil, "sockets it mounts on"),
		enum("type", true, CoolerTypes, "air or liquid"),
		num("height_mm", false, 20, 200, "height of an air cooler in mm"),
		num("radiator_mm", false, 120, 480, "radiator size of a liquid cooler in mm"),
		num("tdp_w", false, 50, 600, "rated cooling capacity in watts"),
	},
	KindModel: {
		positive(num("params_b", true, 0.01, 5000, "parameters in billions, every expert counted (config.json, or the model card's total)")),
		positive(num("active_params_b", false, 0.01, 5000, "parameters used per token in billions, for a mixture of experts")),
		positive(whole("layers", true, 1, 1000, "transformer layers (num_hidden_layers)")),
		positive(whole("hidden", true, 64, 100000, "hidden size (hidden_size)")),
		positive(whole("heads", true, 1, 1024, "attention query heads (num_attention_heads)")),
		positive(whole("kv_heads", true, 1, 1024, "key/value heads (num_key_value_heads; equal to heads without grouped-query attention)")),
		whole("head_dim", false, 16, 1024, "dimension of one attention head (head_dim; hidden / heads when config.json has none)"),
		whole("intermediate", false, 64, 1000000, "feed-forward size of a dense layer (intermediate_size)"),
		positive(whole("vocab", true, 100, 2000000, "vocabulary size (vocab_size)")),
		flag("tied_embeddings", "the output layer shares the input embedding's weights (tie_word_embeddings)"),
		positive(whole("max_context", true, 128, 100000000, "longest context in tokens (max_position_embeddings, or the card's stated context)")),
		whole("sliding_window", false, 16, 100000000, "tokens a sliding-window attention layer attends to"),
		whole("sliding_window_layers", false, 0, 1000, "layers that use the sliding window (the others attend to the whole context)"),
		whole("experts", false, 1, 4096, "routed experts per mixture-of-experts layer (num_experts, n_routed_experts)"),
		whole("experts_per_token", false, 1, 256, "routed experts each token uses (num_experts_per_tok)"),
		whole("expert_intermediate", false, 16, 1000000, "feed-forward size of one expert (moe_intermediate_size)"),
		whole("shared_experts", false, 0, 64, "experts every token uses (n_shared_experts)"),
		whole("dense_layers", false, 0, 1000, "leading layers with a dense feed-forward instead of experts (first_k_dense_replace)"),
		whole("kv_lora_rank", false, 16, 100000, "multi-head latent attention: rank of the compressed key/value cache (kv_lora_rank)"),
		whole("qk_rope_head_dim", false, 1, 1024, "multi-head latent attention: rotary part of a head, cached beside the latent (qk_rope_head_dim)"),
		enum("native_dtype", false, ModelDtypes, "number format of the published checkpoint (torch_dtype); bf16 when unset"),
		str("license", false, "licence of the weights"),
		str("hf_repo", false, "Hugging Face repository of the weights"),
	},
	KindCloud: {
		str("provider", true, "cloud provider"),
		whole("gpus", true, 1, 64, "GPUs in the instance"),
		str("gpu_name", false, "GPU model"),
		num("hourly_usd", true, 0.01, 1000, "on-demand price per hour"),
		num("reserved_1y", false, 0.05, 1, "price factor with a 1-year commitment"),
		num("reserved_3y", false, 0.05, 1, "price factor with a 3-year commitment"),
		num("storage_gb_month_usd", false, 0, 1, "block storage price per GB-month"),
		num("gpu_vram_gb", false, 1, 256, "memory per GPU in GB"),
		num("gpu_fp16_tflops", false, 0.1, 5000, "dense FP16 tensor TFLOPS per GPU"),
		str("gpu_id", false, "id of the catalog GPU part the offer rents, for like-with-like comparisons"),
		num("spot_hourly_usd", false, 0.01, 1000, "spot / interruptible price per hour, where the provider publishes one"),
	},
}

// PCIeSlotAttrs are the attributes of a motherboard's pcie_slot block.
var PCIeSlotAttrs = []Attr{
	// position is optional, all or nothing per board (SPEC 1.1); its
	// bound keeps the slot drawing and placement small on any input.
	{Name: "position", Type: TInt, Min: 1, Max: MaxSlotPosition, Lo: 1, Hi: 10, Doc: "expansion-slot position from the top (1 = first); optional, all or nothing per board"},
	whole("size", true, 1, 16, "physical connector length in lanes"),
	whole("lanes", true, 0, 16, "electrical lanes with every full-length slot populated"),
	whole("gen", true, 1, 6, "PCIe generation"),
	enum("source", false, SlotSources, "cpu or chipset"),
}

// M2SlotAttrs are the attributes of a motherboard's m2_slot block.
var M2SlotAttrs = []Attr{
	enum("interface", true, M2Interfaces, "nvme, sata or both"),
	enum("source", false, SlotSources, "cpu or chipset"),
	whole("gen", false, 1, 6, "PCIe generation"),
}

// attrsOf is built from KindAttrs when the package is initialised (a
// variable's initialiser, not an init function: Go orders it after the
// tables it reads).
var attrsOf = func() map[Kind][]Attr {
	m := map[Kind][]Attr{}
	for k := range KindAttrs {
		m[k] = buildAttrs(k)
	}
	return m
}()

// AttrsOf returns the common and kind-specific attributes of a kind. The
// slice is shared: do not modify it.
func AttrsOf(k Kind) []Attr { return attrsOf[k] }

func buildAttrs(k Kind) []Attr {
	if k == KindCloud {
		out := []Attr{CommonAttrs[0], CommonAttrs[2], CommonAttrs[3], CommonAttrs[5], CommonAttrs[6]}
		out[0].Required = true
		return append(out, KindAttrs[k]...)
	}
	return append(append([]Attr(nil), CommonAttrs...), KindAttrs[k]...)
}

// LookupAttr finds the description of attribute name of kind k.
func LookupAttr(k Kind, name string) (Attr, bool) {
	for _, a := range AttrsOf(k) {
		if a.Name == name {
			return a, true
		}
	}
	return Attr{}, false
}
