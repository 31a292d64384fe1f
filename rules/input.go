package rules

import "github.com/rigcheck/rigcheck/internal/hw"

// input makes one of the input problems: decoding and resolution report
// them; they are rules so that `rules`, `explain` and SARIF know them. They
// have no Check and cannot be disabled.
func input(id, summary, doc, fix string) *Rule {
	return &Rule{ID: id, Severity: hw.Error, Input: true, Summary: summary, Doc: doc, Fix: fix}
}

// Syntax is the input problem "syntax".
var Syntax = input("syntax", "the file is not valid HCL",
	"The file could not be parsed as HCL (or is not a text file, or is larger than 4 MiB). Nothing in it is checked until it parses.",
	"Fix the syntax at the position shown; `rigcheck fmt` formats a file once it parses.")

// Schema is the input problem "schema".
var Schema = input("schema", "an unknown, missing or mistyped attribute or block, or an enum value out of range",
	"Every attribute of a part, build, require, power, usage or waive block is checked against SPEC section 1: its name, its type, its range, and for enumerations its value (with a \"did you mean\"). `extends` cycles are schema errors too.",
	"Correct the attribute as the message says; `rigcheck catalog show ID` lists a part's attributes.")

// UnknownPart is the input problem "unknown-part".
var UnknownPart = input("unknown-part", "a part id is not in the catalog",
	"A build names a part by id; the id must exist in the embedded catalog, a --catalog folder or the build file itself. The message suggests the closest ids.",
	"Use one of the suggested ids, find one with `rigcheck catalog list KIND`, or declare the part in the build file with a source.")

// WrongKind is the input problem "wrong-kind".
var WrongKind = input("wrong-kind", "a part id of one kind is used in a block of another",
	"A `cpu` block must name a CPU, a `gpu` block a GPU, and so on.",
	"Move the id to the block of its kind, or pick a part of the right kind.")

// MissingPart is the input problem "missing-part".
var MissingPart = input("missing-part", "a required role (cpu, motherboard, memory, psu) is absent",
	"Every build names a CPU, a motherboard, memory and a PSU; without them the power, lane and memory checks cannot run.",
	"Add the part, or let `rigcheck pick` fill the missing roles with the cheapest parts that pass every rule.")

// PartCount is the input problem "part-count".
var PartCount = input("part-count", "more of a role than the build can take",
	"A build has one motherboard, one PSU and at most one case; CPUs up to the board's cpu_sockets, one cooler per CPU; `count` is at most 16 per block.",
	"Remove the extra blocks or lower count.")

// DuplicateID is the input problem "duplicate-id".
var DuplicateID = input("duplicate-id", "two parts share an id",
	"Part ids are unique across the whole catalog, all kinds together, so that a build's reference is never ambiguous.",
	"Rename one of the parts; to vary a catalog part, declare a new id with extends.")

// Skipped is the input problem "skipped": a folder walk left out a folder
// that holds *.hcl files (issue 29). It is a warning, not an error.
var Skipped = &Rule{ID: "skipped", Severity: hw.Warning, Input: true, Summary: "a folder walk left out a folder that holds *.hcl files",
	Doc: "A folder on the command line, or a catalog folder, means every *.hcl below it, but no walk follows a symbolic link to a folder, and validate's does not enter hidden folders (.cache, .drafts…): a pull request controls both, and a link can point anywhere. An unreadable folder is left out too. " +
		"When such a folder holds *.hcl files, the run says so, on standard error and in the report, instead of passing over them in silence: their builds were not checked. " +
		"It is a warning, so that --strict fails the run, as it fails a build that could not be verified; it cannot be disabled. A .git folder is left out without a word: git stores no folder of that name, so no commit can put builds there.",
	Fix: "Name the folder on the command line (rigcheck validate builds/.drafts) to check it, or move the builds out of it; for a link, name the folder it points to."}

// MissingData is rule "missing-data": the notice a rule gives when a part lacks a number it needs.
var MissingData = &Rule{ID: "missing-data", Severity: hw.Info, Summary: "a rule could not check because a part lacks a number",
	Doc: "Catalog numbers are facts with a source; a number that could not be found is left out rather than guessed. A rule that needs it says so with missing-data instead of passing silently, so a clean report never claims more than was checked.",
	Fix: "Add the number with its source: an amend block in a --catalog folder or in the build file (`rigcheck catalog todo PATH...` writes one for each number the builds lack, ranked by the builds it blocks), or a variant declared with extends. To silence the notices: rule \"missing-data\" { enabled = false } in .rigcheck.hcl.",
	Fail: example(`
# A board declared without its pcie_slot table: gpu-slots cannot place the GPU and says so.`, "unknown-slots",
		`part "motherboard" "my-z890-board" {
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
}`,
		`motherboard "my-z890-board" {}`),
	Pass: example(`
# The board's slot, from its manual: every rule has the numbers it needs.`, "known-slots",
		`part "motherboard" "my-z890-board" {
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
}`,
		`motherboard "my-z890-board" {}`),
}

// Waiver is rule "waiver": waivers without a reason, for unknown rules, or that waive nothing.
var Waiver = &Rule{ID: "waiver", Severity: hw.Warning, Summary: "a waiver has no reason, names an unknown rule, or covers a rule that did not fire",
	Doc: "waive \"RULE\" { reason = \"…\" } keeps a rule's findings in the report, marked waived, without counting or failing them. A waiver must say why, and a waiver that waives nothing is stale and should go.",
	Fix: "Add reason = \"…\", correct the rule id, or delete the waive block.",
	Fail: example(`
# The m2-ssd warning is waived without saying why.`, "sata-only",
		`storage "samsung-870-evo-2tb" {}`,
		`waive "m2-ssd" {}`),
	Pass: example(`
# The waiver says why the finding is accepted.`, "sata-only",
		`storage "samsung-870-evo-2tb" {}`,
		`waive "m2-ssd" {
  reason = "training data streams from the lab NAS; the SSD holds only the OS"
}`),
}
