package rules

import "github.com/rigcheck/rigcheck/internal/hw"

// The input problems: decoding and resolution report them; they are
// registered so that `rules`, `explain` and SARIF know them.
func init() {
	input := func(id, summary, doc, fix string) {
		Register(&Rule{ID: id, Severity: hw.Error, Input: true, Summary: summary, Doc: doc, Fix: fix})
	}
	input("syntax", "the file is not valid HCL",
		"The file could not be parsed as HCL (or is not a text file, or is larger than 4 MiB). Nothing in it is checked until it parses.",
		"Fix the syntax at the position shown; `rigcheck fmt` formats a file once it parses.")
	input("schema", "an unknown, missing or mistyped attribute or block, or an enum value out of range",
		"Every attribute of a part, build, require, power, usage or waive block is checked against SPEC section 1: its name, its type, its range, and for enumerations its value (with a \"did you mean\"). `extends` cycles are schema errors too.",
		"Correct the attribute as the message says; `rigcheck catalog show ID` lists a part's attributes.")
	input("unknown-part", "a part id is not in the catalog",
		"A build names a part by id; the id must exist in the embedded catalog, a --catalog folder or the build file itself. The message suggests the closest ids.",
		"Use one of the suggested ids, find one with `rigcheck catalog list KIND`, or declare the part in the build file with a source.")
	input("wrong-kind", "a part id of one kind is used in a block of another",
		"A `cpu` block must name a CPU, a `gpu` block a GPU, and so on.",
		"Move the id to the block of its kind, or pick a part of the right kind.")
	input("missing-part", "a required role (cpu, motherboard, memory, psu) is absent",
		"Every build names a CPU, a motherboard, memory and a PSU; without them the power, lane and memory checks cannot run.",
		"Add the part, or let `rigcheck pick` fill the missing roles with the cheapest parts that pass every rule.")
	input("part-count", "more of a role than the build can take",
		"A build has one motherboard, one PSU and at most one case; CPUs up to the board's cpu_sockets, one cooler per CPU; `count` is at most 16 per block.",
		"Remove the extra blocks or lower count.")
	input("duplicate-id", "two parts share an id",
		"Part ids are unique across the whole catalog, all kinds together, so that a build's reference is never ambiguous.",
		"Rename one of the parts; to vary a catalog part, declare a new id with extends.")
	Register(&Rule{ID: "missing-data", Severity: hw.Info, Summary: "a rule could not check because a part lacks a number",
		Doc: "Catalog numbers are facts with a source; a number that could not be found is left out rather than guessed. A rule that needs it says so with missing-data instead of passing silently, so a clean report never claims more than was checked.",
		Fix: "Add the number with its source to the part (or to a variant declared with extends in your own catalog folder). To silence the notices: rule \"missing-data\" { enabled = false } in .rigcheck.hcl."})
	Register(&Rule{ID: "waiver", Severity: hw.Warning, Summary: "a waiver has no reason, names an unknown rule, or covers a rule that did not fire",
		Doc: "waive \"RULE\" { reason = \"…\" } keeps a rule's findings in the report, marked waived, without counting or failing them. A waiver must say why, and a waiver that waives nothing is stale and should go.",
		Fix: "Add reason = \"…\", correct the rule id, or delete the waive block."})
}
