package check

import (
	"cmp"
	"slices"

	"github.com/hashicorp/hcl/v2"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// FileGroup is what a report shows for one file: the problems of the file
// itself (syntax, duplicate-id, a catalog folder's parts), then each of its
// builds with the build's own findings, as tflint groups its issues by file.
type FileGroup struct {
	File string
	// Diags are the file-level diagnostics, sorted.
	Diags hw.Diagnostics
	// Builds are the file's builds in the order they were written.
	Builds []BuildGroup
}

// BuildGroup is one build with its findings.
type BuildGroup struct {
	BuildResult
	// Findings are the build's diagnostics as Result.Diagnostics holds
	// them, sorted.
	Findings hw.Diagnostics
}

// claim identifies a diagnostic for its build: the fields other than its
// message, which may gain a note (markCommunity).
type claim struct {
	rule     string
	severity hw.Severity
	build    string
	rng      hcl.Range
}

func claimOf(d hw.Diagnostic) claim { return claim{d.Rule, d.Severity, d.Build, d.Range} }

// Groups orders the result by file name: every diagnostic of the result
// appears once, in its build's group when a build found it (BuildResult.Diags,
// matched by rule, severity, build and range), else in the group of the
// file it points at. The order depends on the result alone, never on the
// order files were checked in.
func (r *Result) Groups() []FileGroup {
	// Diagnostics with equal claims belong to builds of one name at one
	// range; counting them hands each build as many as it found.
	owners := map[claim][]int{}
	for i, br := range r.Builds {
		for _, d := range br.Diags {
			k := claimOf(d)
			owners[k] = append(owners[k], i)
		}
	}
	builds := make([]BuildGroup, len(r.Builds))
	for i, br := range r.Builds {
		builds[i].BuildResult = br
	}
	byFile := map[string]*FileGroup{}
	group := func(name string) *FileGroup {
		g := byFile[name]
		if g == nil {
			g = &FileGroup{File: name}
			byFile[name] = g
		}
		return g
	}
	for _, d := range r.Diagnostics {
		k := claimOf(d)
		if o := owners[k]; len(o) > 0 {
			builds[o[0]].Findings = append(builds[o[0]].Findings, d)
			owners[k] = o[1:]
			continue
		}
		g := group(d.Range.Filename)
		g.Diags = append(g.Diags, d)
	}
	for _, bg := range builds {
		g := group(bg.File)
		bg.Findings.Sort()
		g.Builds = append(g.Builds, bg)
	}
	out := make([]FileGroup, 0, len(byFile))
	for _, g := range byFile {
		g.Diags.Sort()
		out = append(out, *g)
	}
	slices.SortFunc(out, func(a, b FileGroup) int { return cmp.Compare(a.File, b.File) })
	return out
}
