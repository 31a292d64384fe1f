# Ten of rigcheck's rules in Rego, for conftest: the comparison of issue 21
# (docs/performance.md, "Against conftest"). They read the parts a build
# file declares itself (one level of extends), as the inline corpus of
# internal/check's benchmarks does; they are not rigcheck's rules, only as
# much of them as the same numbers allow.
package main

import rego.v1

part(kind, id) := p if {
	p := input.part[kind][id][0]
}

# attr is a part's attribute, or that of the part it extends.
attr(kind, id, name) := v if {
	v := part(kind, id)[name]
} else := v if {
	v := part(kind, part(kind, id).extends)[name]
}

chosen(b, role) := id if {
	some id, _ in b[role]
}

count_of(b, role) := n if {
	some id
	n := b[role][id][0].count
} else := 1

deny contains msg if {
	some name, blds in input.build
	b := blds[0]
	cpu := chosen(b, "cpu")
	board := chosen(b, "motherboard")
	attr("cpu", cpu, "socket") != attr("motherboard", board, "socket")
	msg := sprintf("cpu-socket: %s", [name])
}

deny contains msg if {
	some name, blds in input.build
	b := blds[0]
	mem := chosen(b, "memory")
	board := chosen(b, "motherboard")
	attr("memory", mem, "type") != attr("motherboard", board, "memory_type")
	msg := sprintf("memory-type: %s", [name])
}

deny contains msg if {
	some name, blds in input.build
	b := blds[0]
	cpu := chosen(b, "cpu")
	board := chosen(b, "motherboard")
	not attr("motherboard", board, "memory_type") in attr("cpu", cpu, "memory_types")
	msg := sprintf("cpu-memory: %s", [name])
}

deny contains msg if {
	some name, blds in input.build
	b := blds[0]
	board := chosen(b, "motherboard")
	c := chosen(b, "case")
	not attr("motherboard", board, "form_factor") in attr("case", c, "form_factors")
	msg := sprintf("case-form-factor: %s", [name])
}

deny contains msg if {
	some name, blds in input.build
	b := blds[0]
	gpu := chosen(b, "gpu")
	c := chosen(b, "case")
	attr("gpu", gpu, "length_mm") > attr("case", c, "max_gpu_length_mm")
	msg := sprintf("gpu-length: %s", [name])
}

deny contains msg if {
	some name, blds in input.build
	b := blds[0]
	psu := chosen(b, "psu")
	c := chosen(b, "case")
	not attr("psu", psu, "form_factor") in attr("case", c, "psu_form_factors")
	msg := sprintf("psu-form-factor: %s", [name])
}

deny contains msg if {
	some name, blds in input.build
	b := blds[0]
	cpu := chosen(b, "cpu")
	gpu := chosen(b, "gpu")
	psu := chosen(b, "psu")
	load := attr("cpu", cpu, "tdp_w") + count_of(b, "gpu") * attr("gpu", gpu, "tdp_w") + 75
	attr("psu", psu, "wattage_w") < 1.2 * load
	msg := sprintf("psu-headroom: %s", [name])
}

deny contains msg if {
	some name, blds in input.build
	b := blds[0]
	roles := ["cpu", "motherboard", "memory", "storage", "psu", "case"]
	fixed := sum([attr(r, chosen(b, r), "price_usd") | some r in roles])
	gpu := chosen(b, "gpu")
	total := fixed + count_of(b, "gpu") * attr("gpu", gpu, "price_usd")
	total > b.budget_usd
	msg := sprintf("budget: %s", [name])
}

deny contains msg if {
	some name, blds in input.build
	b := blds[0]
	board := chosen(b, "motherboard")
	slots := count([s | some s in attr("motherboard", board, "pcie_slot"); s.size == 16])
	count_of(b, "gpu") > slots
	msg := sprintf("gpu-slots: %s", [name])
}

deny contains msg if {
	some name, blds in input.build
	b := blds[0]
	cpu := chosen(b, "cpu")
	count_of(b, "gpu") * 8 > attr("cpu", cpu, "pcie_lanes")
	msg := sprintf("lanes: %s", [name])
}
