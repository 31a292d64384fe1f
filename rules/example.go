package rules

import (
	"fmt"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// exampleBase is the build every rule's examples start from: a one-GPU
// Z890 workstation whose parts have every number the rules read, so that
// it passes verified. An example changes only what it is about.
var exampleBase = []string{
	`cpu "intel-core-ultra-9-285k" {}`,
	`cooler "noctua-nh-d15-g2" {}`,
	`motherboard "gigabyte-z890-aorus-master" {}`,
	`memory "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}`,
	`gpu "nvidia-geforce-rtx-4090-fe" {}`,
	`storage "samsung-990-pro-2tb" {}`,
	`psu "corsair-rm850x-atx31" {}`,
	`case "nzxt-h7-flow" {}`,
}

// example writes a rule's example build file: the comment, then build
// name holding exampleBase with every role that items name replaced by
// those items ("-cooler" drops the role), then the other items (require,
// power, waive, budget_usd…). Items that declare a part or amend one
// ("part …", "amend …") go before the build.
func example(comment, name string, items ...string) string {
	role := func(s string) string {
		r, _, _ := strings.Cut(strings.TrimSpace(s), " ")
		return strings.TrimPrefix(r, "-")
	}
	replaced := map[string]bool{}
	var before, body []string
	for _, it := range items {
		switch r := role(it); {
		case r == "part" || r == "amend":
			before = append(before, it)
		case strings.HasPrefix(it, "-"):
			replaced[r] = true
		default:
			replaced[r] = true
			body = append(body, it)
		}
	}
	var lines []string
	for _, it := range exampleBase {
		if !replaced[role(it)] {
			lines = append(lines, it)
		}
	}
	var b strings.Builder
	b.WriteString(comment + "\n")
	for _, p := range before {
		b.WriteString(p + "\n\n")
	}
	fmt.Fprintf(&b, "build %q {\n", name)
	for _, l := range append(lines, body...) {
		b.WriteString(indentItem(l) + "\n")
	}
	b.WriteString("}")
	return b.String()
}

// indentItem indents a build item two spaces, aligning a part block's id
// after the longest role name ("motherboard").
func indentItem(it string) string {
	first, rest, _ := strings.Cut(it, "\n")
	if r, id, ok := strings.Cut(first, " "); ok && strings.HasPrefix(id, `"`) && hw.IsRole(hw.Kind(r)) {
		first = fmt.Sprintf("%-11s %s", r, id)
	}
	out := "  " + first
	if rest != "" {
		out += "\n  " + strings.ReplaceAll(rest, "\n", "\n  ")
	}
	return out
}
