package pcpp

import (
	"os"
	"regexp"
	"slices"
	"sort"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/match"
)

// DEBUG ONLY, never committed: imported parts that an embedded part of
// their kind matches.
func TestZZCount(t *testing.T) {
	dir := os.Getenv("RIGCHECK_OPENDB_PARTS")
	if dir == "" {
		t.Skip()
	}
	emb, _ := catalog.Embedded()
	files, _, _ := catalog.ReadDir(dir)
	cat, _ := emb.Merge(files)
	ix := match.New(emb.Parts(""))
	byEmb := map[string][]string{}
	n := 0
	for _, p := range cat.Parts("") {
		if p.Common().DataSource != "opendb" {
			continue
		}
		n++
		res := ix.Resolve(p.Name(), p.Kind)
		if res.Status == match.Resolved {
			byEmb[res.Part.ID] = append(byEmb[res.Part.ID], p.ID+" | "+p.Name())
		}
	}
	var imp []*hw.Part
	for _, p := range cat.Parts("") {
		if p.Common().DataSource == "opendb" {
			imp = append(imp, p)
		}
	}
	ixi := match.New(imp)
	paren := regexp.MustCompile(`\([^)]*\)`)
	for _, e := range emb.Parts("") {
		if !hw.IsRole(e.Kind) {
			continue
		}
		res := ixi.Resolve(paren.ReplaceAllString(e.Name(), " "), e.Kind)
		var got []*hw.Part
		if res.Status == match.Resolved {
			got = append(got, res.Part)
		} else if res.Status == match.Ambiguous {
			got = res.Candidates
		}
		for _, p := range got {
			s := p.ID + " | " + p.Name()
			if !slices.Contains(byEmb[e.ID], s) {
				byEmb[e.ID] = append(byEmb[e.ID], s)
			}
		}
	}
	var ids []string
	copies := 0
	for id, cs := range byEmb {
		ids = append(ids, id)
		copies += len(cs)
	}
	sort.Strings(ids)
	for _, id := range ids {
		t.Logf("%s (%s):", id, emb.Lookup(id).Name())
		for _, c := range byEmb[id] {
			t.Logf("    %s", c)
		}
	}
	t.Logf("%d imported parts; %d embedded parts keep %d copies", n, len(ids), copies)
}
