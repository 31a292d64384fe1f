package check

import (
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/rules"
)

// Community data: parts whose numbers come from a community data set
// (data_source, e.g. BuildCores OpenDB through `catalog import opendb`)
// rather than from the maker's spec sheet. A finding that rests on such a
// part says so in every format: the message gains a sentence (text,
// github, junit and the JSON and SARIF message), and JSON and SARIF list
// the parts in a property of their own (Diagnostic.Community).

// CommunityParts returns the parts of build b with community data that
// diagnostic d rests on: the part of the block d points at, and every part
// d's message names (rules name the parts involved with their numbers,
// SPEC section 3), in role order. Input problems and missing-data
// findings rest on no number and get none.
func CommunityParts(d hw.Diagnostic, b *hw.Build) []*hw.Part {
	if b == nil || d.Rule == "missing-data" || inputRule(d.Rule) {
		return nil
	}
	return b.CommunityParts(func(it *hw.Item) bool {
		return within(d.Range, it.Range) || strings.Contains(d.Message, it.Part.ShortName())
	})
}

func inputRule(id string) bool {
	for _, r := range rules.All() {
		if r.ID == id {
			return r.Input
		}
	}
	return false
}

func within(d, block hcl.Range) bool {
	return d.Filename == block.Filename && d.Start.Byte >= block.Start.Byte && d.Start.Byte < max(block.End.Byte, block.Start.Byte+1)
}

// CommunityNote is the sentence a message gains for parts with community
// data: "(the LANCOOL 205's numbers are from BuildCores OpenDB, not
// checked against the maker)". It is empty for no parts.
func CommunityNote(parts []*hw.Part) string {
	if len(parts) == 0 {
		return ""
	}
	var names, sources []string
	for _, p := range parts {
		names = append(names, "the "+p.ShortName())
		src := p.Common().DataSource
		if n, ok := hw.DataSourceNames[src]; ok {
			src = n
		}
		if !contains(sources, src) {
			sources = append(sources, src)
		}
	}
	sort.Strings(sources)
	whose := names[0] + "'s numbers are"
	if len(names) > 1 {
		whose = "the numbers of " + strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1] + " are"
	}
	makers := "the maker"
	if len(parts) > 1 {
		makers = "the makers"
	}
	return "(" + whose + " from " + strings.Join(sources, " and ") + ", not checked against " + makers + ")"
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// markCommunity appends CommunityNote to the message of every diagnostic
// of ds that b found (in b's file) and that rests on community data, and
// records the parts' ids in its Community field.
func markCommunity(ds hw.Diagnostics, file string, b *hw.Build) {
	for i := range ds {
		d := &ds[i]
		if d.Build != b.Name || d.Range.Filename != file || len(d.Community) > 0 {
			continue
		}
		parts := CommunityParts(*d, b)
		if len(parts) == 0 {
			continue
		}
		d.Message += " " + CommunityNote(parts)
		for _, p := range parts {
			d.Community = append(d.Community, p.ID)
		}
	}
}
