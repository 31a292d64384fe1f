package report

import (
	"fmt"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/prose"
)

// ReferenceMarkdown is docs/reference.md: every block and attribute of part,
// cloud and build files with its type, unit, default and range, generated
// from the tables the decoder checks against (internal/hw's schema and
// hclfile's build blocks), so that it cannot drift from the code.
func ReferenceMarkdown() string {
	var b strings.Builder
	b.WriteString("# rigcheck file reference\n\n<!-- Generated from internal/hw/schema.go and internal/hclfile by `go test ./internal/cli -run TestDocs -update`; do not edit. -->\n\n")
	b.WriteString("Catalog files and build files are one HCL dialect: a file holds any number of `part`, `cloud` and `build` blocks.\n")
	b.WriteString("Units are in the names (`_w` watts, `_mm` millimetres, `_gb` gigabytes, `_usd` US dollars). A number that is not\n")
	b.WriteString("known is left out, never guessed: a rule that needs it reports `missing-data` and the build is unverified.\n")
	b.WriteString("*Range* is what the decoder accepts; values outside it are `schema` errors. *Plausible* is what `catalog lint` expects.\n")
	b.WriteString("The rules are in [rules.md](rules.md).\n\n## Parts\n\n")
	b.WriteString("```hcl\npart \"KIND\" \"ID\" {\n  extends = \"OTHER-ID\"   # optional: copy every attribute of a part of the same kind\n  name    = \"…\"\n  …\n}\n```\n\n")
	b.WriteString("Ids are lower-case kebab-case, `brand-family-model[-variant]`, unique across every kind. Attributes every kind has:\n\n")
	attrTable(&b, hw.CommonAttrs)
	for _, k := range append(append([]hw.Kind(nil), hw.Roles...), hw.KindCloud) {
		if k == hw.KindCloud {
			b.WriteString("\n## Cloud offers\n\n`cloud \"ID\" { … }` — rentals that `rigcheck cost` compares against. Attributes (with `name`, `price_usd`, `price_date`, `source`, `notes`):\n\n")
		} else {
			fmt.Fprintf(&b, "\n### `part \"%s\"`\n\n", k)
		}
		attrTable(&b, hw.KindAttrs[k])
		if k == hw.KindMotherboard {
			b.WriteString("\nRepeated `pcie_slot { … }` blocks, top to bottom. `position` is all or nothing per board: a maker's spec page gives the list\n(counts and lanes), the manual's layout drawing the positions (spacing).\n\n")
			attrTable(&b, hw.PCIeSlotAttrs)
			b.WriteString("\nRepeated `m2_slot { … }` blocks:\n\n")
			attrTable(&b, hw.M2SlotAttrs)
		}
	}
	b.WriteString("\n## Amending a catalog part\n\n")
	b.WriteString("```hcl\namend \"motherboard\" \"msi-x399-sli-plus\" {\n  max_memory_gb = 128\n  source        = \"https://www.msi.com/Motherboard/X399-SLI-PLUS/Specification\"\n}\n```\n\n")
	b.WriteString("`amend \"KIND\" \"ID\" { … }` adds numbers to a catalog part without copying it: in a build file for that file's builds,\n")
	b.WriteString("in a `--catalog` folder for every build. It takes the attributes and `pcie_slot` / `m2_slot` blocks of the part's kind (not\n")
	b.WriteString("`extends`), and:\n\n")
	b.WriteString("| attribute | type | required | meaning |\n|---|---|---|---|\n")
	b.WriteString("| `source` | string | yes | the maker's spec sheet, manual or review that gives the numbers |\n")
	b.WriteString("| `replace` | bool |  | `true` to change numbers (or a slot table) the part already has; without it, giving one is an error |\n")
	b.WriteString("| `reason` | string | with `replace` | why the catalog's number is wrong |\n\n")
	b.WriteString("The rules use an amended number like the catalog's own, so a verdict counts it; a finding that uses one says where it\ncame from, and the verdict says it rests on it (`--strict-sources` does not count it). An id the catalog does not\n")
	b.WriteString("have is `unknown-part`. `rigcheck catalog todo PATH...` writes these blocks for the numbers that keep builds unverified.\n")
	b.WriteString("\n## Builds\n\n")
	for _, blk := range hclfile.BuildBlocks() {
		fmt.Fprintf(&b, "\n### `%s { … }`\n\n%s.\n\n", blk.Header, upperFirst(blk.Doc))
		attrTable(&b, blk.Attrs)
	}
	b.WriteString("\n## Config file defaults\n\n")
	b.WriteString("`.rigcheck.hcl` may hold one `defaults` block with a `power` and a `usage` block: the values every build starts with\n")
	b.WriteString("instead of the defaults above (a lab on 230 V 16 A circuits writes it once). A build's own `power` or `usage` block sets\n")
	b.WriteString("what it sets over them, attribute by attribute.\n\n")
	b.WriteString("```hcl\ndefaults {\n  power {\n    circuit_volts = 230\n    circuit_amps  = 16\n  }\n  usage {\n    electricity_usd_kwh = 0.30\n  }\n}\n```\n")
	for _, blk := range hclfile.DefaultsDoc() {
		fmt.Fprintf(&b, "\n### `%s`\n\n%s.\n\n", blk.Header, upperFirst(blk.Doc))
		attrTable(&b, blk.Attrs)
	}
	b.WriteString("\nEnumerations: form factors ")
	b.WriteString(codeList(hw.FormFactors) + "; memory types " + codeList(hw.MemoryTypes) + "; GPU coolers " + codeList(hw.GPUCoolers) +
		"; PSU efficiency " + codeList(hw.Efficiencies) + "; PSU form factors " + codeList(hw.PSUFormFactors) + ".\n")
	return b.String()
}

func attrTable(b *strings.Builder, attrs []hw.Attr) {
	b.WriteString("| attribute | type | required | default | range | plausible | meaning |\n|---|---|---|---|---|---|---|\n")
	for _, a := range attrs {
		req := ""
		if a.Required {
			req = "yes"
		}
		typ := a.Type.String()
		if len(a.Enum) > 0 {
			typ += ": " + codeList(a.Enum)
			if a.EnumPrefix != "" {
				typ += fmt.Sprintf(", or `%s` and a name", a.EnumPrefix)
			}
		}
		def := ""
		if a.Default != "" {
			def = "`" + a.Default + "`"
		}
		fmt.Fprintf(b, "| `%s` | %s | %s | %s | %s | %s | %s |\n", a.Name, mdCell(typ), req, def, rangeOf(a.Min, a.Max, a.Type), rangeOf(a.Lo, a.Hi, a.Type), mdCell(a.Doc))
	}
}

func rangeOf(lo, hi float64, t hw.AttrType) string {
	if t == hw.TString || t == hw.TBool || t == hw.TStringList || (lo == 0 && hi == 0) {
		return ""
	}
	return fmt.Sprintf("%s–%s", prose.Number(lo), prose.Number(hi))
}

func codeList(xs []string) string {
	q := make([]string, len(xs))
	for i, x := range xs {
		q[i] = "`" + x + "`"
	}
	return strings.Join(q, ", ")
}
