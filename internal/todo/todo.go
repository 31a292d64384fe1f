// Package todo is `rigcheck catalog todo`: the numbers that keep builds
// unverified (SPEC 1.4), ranked by how many builds each blocks, each with
// an amend block to fill in.
package todo

import (
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/escape"
	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/prose"
)

// Entry is one number (or set of numbers any of which would do) that
// keeps builds unverified.
type Entry struct {
	Kind  hw.Kind
	ID    string
	Attrs []string
	// Part is the part, as the first build that lacks the number has it.
	Part *hw.Part
	// Rules are the rules that lack it; Builds the builds it blocks.
	Rules  []string
	Builds []BuildRef
}

// BuildRef names a build: its file and name.
type BuildRef struct {
	File string `json:"file"`
	Name string `json:"name"`
}

// Label is the build as the text list names it: `file "name"`.
func (r BuildRef) Label() string { return fmt.Sprintf("%s %q", r.File, r.Name) }

// NoNumber is a reason a build is unverified that no number of a part
// would answer (the placement search gave up).
type NoNumber struct {
	BuildRef
	Rule   string `json:"rule"`
	Reason string `json:"reason"`
}

// List is what todo found in a run.
type List struct {
	Entries []Entry
	// Builds counts the builds read; Unverified, Failing how many are.
	Builds, Unverified, Failing int
	// NoNumber lists the unverified builds' reasons that no number of a
	// part would answer.
	NoNumber []NoNumber
}

// Collect ranks the numbers the unverified builds of res lack: by the
// builds each blocks, most first, then by part id and attribute.
func Collect(res *check.Result) *List {
	l := &List{Builds: len(res.Builds)}
	at := map[string]int{}
	for _, br := range res.Builds {
		switch br.Verdict {
		case check.FailsVerdict:
			l.Failing++
			continue
		case check.Passes:
			continue
		}
		l.Unverified++
		ref := BuildRef{File: br.File, Name: br.Build.Name}
		for _, u := range br.Unchecked {
			if len(u.Needs) == 0 {
				l.NoNumber = append(l.NoNumber, NoNumber{ref, u.Rule, u.Reason})
			}
			for _, n := range u.Needs {
				key := string(n.Kind) + "\x00" + n.ID + "\x00" + strings.Join(n.Attrs, ",")
				i, ok := at[key]
				if !ok {
					i = len(l.Entries)
					at[key] = i
					l.Entries = append(l.Entries, Entry{Kind: n.Kind, ID: n.ID, Attrs: n.Attrs, Part: partOf(br.Build, n.ID)})
				}
				e := &l.Entries[i]
				if !slices.Contains(e.Rules, u.Rule) {
					e.Rules = append(e.Rules, u.Rule)
				}
				if !slices.Contains(e.Builds, ref) {
					e.Builds = append(e.Builds, ref)
				}
			}
		}
	}
	slices.SortStableFunc(l.Entries, func(a, b Entry) int {
		return cmp.Or(len(b.Builds)-len(a.Builds), cmp.Compare(a.ID, b.ID), cmp.Compare(strings.Join(a.Attrs, ","), strings.Join(b.Attrs, ",")))
	})
	return l
}

func partOf(b *hw.Build, id string) *hw.Part {
	for _, it := range b.Items {
		if it.Part != nil && it.Part.ID == id {
			return it.Part
		}
	}
	return nil
}

// WriteText writes the ranked list, each entry with its amend block.
func WriteText(w io.Writer, l *List) error {
	var b strings.Builder
	switch {
	case len(l.Entries) == 0 && l.Unverified == 0:
		fmt.Fprintf(&b, "no build is unverified (%d read, %d fail: `rigcheck validate` says why)\n", l.Builds, l.Failing)
	default:
		verb := "keep"
		if len(l.Entries) == 1 {
			verb = "keeps"
		}
		fmt.Fprintf(&b, "%s %s %d of %s unverified", prose.Count(len(l.Entries), "number"), verb, l.Unverified, prose.Count(l.Builds, "build"))
		if l.Failing > 0 {
			fmt.Fprintf(&b, " (%d fail, not counted: `rigcheck validate` says why)", l.Failing)
		}
		b.WriteString(".\nAdd each from the maker's spec sheet, manual or a measuring review, with its source; leave out what no source gives.\n")
	}
	for i, e := range l.Entries {
		fmt.Fprintf(&b, "\n%d. %s %s %s — blocks %s (%s)\n", i+1, e.Kind, e.ID, attrList(e.Attrs), prose.Count(len(e.Builds), "build"), strings.Join(e.Rules, ", "))
		for _, bl := range e.Builds {
			b.WriteString("   " + escape.Line(bl.Label()) + "\n")
		}
		for _, line := range strings.Split(strings.TrimSuffix(hclfile.AmendBlock(e.Part, e.Kind, e.ID, [][]string{e.Attrs}), "\n"), "\n") {
			b.WriteString("   " + line + "\n")
		}
	}
	for _, n := range l.NoNumber {
		b.WriteString("\nnot a missing number: " + escape.Line(n.Label()+": "+n.Rule+" — "+n.Reason) + "\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteHCL writes only the amend blocks, one per part, in the order of
// the part's first entry, each with every number the part lacks.
func WriteHCL(w io.Writer, l *List) error {
	var order []string
	attrs := map[string][][]string{}
	first := map[string]Entry{}
	for _, e := range l.Entries {
		if _, ok := attrs[e.ID]; !ok {
			order = append(order, e.ID)
			first[e.ID] = e
		}
		attrs[e.ID] = append(attrs[e.ID], e.Attrs)
	}
	var b strings.Builder
	for i, id := range order {
		if i > 0 {
			b.WriteString("\n")
		}
		e := first[id]
		b.WriteString(hclfile.AmendBlock(e.Part, e.Kind, id, attrs[id]))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteJSON writes the ranked list for machines: the counts, and per entry
// the part, the numbers (any one of which would do), the rules that lack
// them, the builds they block and the amend block to fill in.
func WriteJSON(w io.Writer, l *List) error {
	type entry struct {
		Kind       hw.Kind    `json:"kind"`
		ID         string     `json:"id"`
		Attributes []string   `json:"attributes"`
		Rules      []string   `json:"rules"`
		Builds     []BuildRef `json:"builds"`
		Amend      string     `json:"amend"`
	}
	out := struct {
		Builds     int        `json:"builds"`
		Unverified int        `json:"unverified"`
		Failing    int        `json:"failing"`
		Entries    []entry    `json:"entries"`
		NoNumber   []NoNumber `json:"not_a_missing_number"`
	}{l.Builds, l.Unverified, l.Failing, []entry{}, l.NoNumber}
	if out.NoNumber == nil {
		out.NoNumber = []NoNumber{}
	}
	for _, e := range l.Entries {
		out.Entries = append(out.Entries, entry{e.Kind, e.ID, e.Attrs, e.Rules, e.Builds, hclfile.AmendBlock(e.Part, e.Kind, e.ID, [][]string{e.Attrs})})
	}
	enc := json.NewEncoder(escape.JSONWriter(w))
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

// attrList names the numbers of an entry: "max_memory_gb", "power_8pin,
// power_6pin or power_12vhpwr", "pcie_slot positions".
func attrList(attrs []string) string {
	names := make([]string, len(attrs))
	for i, a := range attrs {
		names[i] = map[string]string{"pcie_slot": "pcie_slot list", "pcie_slot.position": "pcie_slot positions", "m2_slot": "m2_slot table"}[a]
		if names[i] == "" {
			names[i] = a
		}
	}
	if len(names) == 1 {
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}
