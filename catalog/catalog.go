// Package catalog embeds rigcheck's parts catalog (the *.hcl files of this
// folder), loads extra catalog folders, resolves `extends`, and looks parts
// up for builds.
package catalog

import (
	"embed"
	"fmt"
	"io/fs"
	"maps"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/hashicorp/hcl/v2"
	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// embedded holds the catalog's HCL: the parts at the top, the models
// (SPEC 1.5) in models/. A folder added to the pattern is parsed and
// hashed with the rest (embeddedNames).
//
//go:embed *.hcl models/*.hcl
var embedded embed.FS

// MaxExtendsDepth bounds chains of `extends`.
const MaxExtendsDepth = 16

// Catalog is an indexed set of parts and cloud offers.
type Catalog struct {
	byID   map[string]*hw.Part
	byKind map[hw.Kind][]*hw.Part
	all    []*hw.Part
	// Files are the decoded catalog files, for source snippets.
	Files map[string]*hclfile.File
	// matcher ranks ids for "did you mean" (suggest.go); base is the
	// catalog this one merged own into, whose index it may rank with.
	matcher *lazyMatcher
	base    *Catalog
	own     []*hw.Part
	// lazy, when set, holds parts of cached catalog folders that are
	// decoded on first use (lazy.go); byID, byKind and all hold the rest.
	lazy *lazyView
	// amended holds the amended copies of parts (amend.go), by id; they
	// are in byID too, and Parts lists them in place of the originals.
	amended map[string]*hw.Part
	// looks is the lookalike index of the files merged into this catalog
	// (amend.go), by kind.
	looks struct {
		mu     sync.Mutex
		byKind map[hw.Kind]map[string]string
	}
}

// Parts returns every part of kind k (every part when k is ""), sorted by id.
func (c *Catalog) Parts(k hw.Kind) []*hw.Part {
	if c.lazy != nil {
		return c.lazy.parts(c, k)
	}
	if k == "" {
		return c.all
	}
	return c.byKind[k]
}

// Lookup finds a part by id.
func (c *Catalog) Lookup(id string) *hw.Part {
	if p := c.byID[id]; p != nil || c.lazy == nil {
		return p
	}
	return c.lazy.set.lookup(id)
}

// IDs returns every id of kind k (all kinds when k is "").
func (c *Catalog) IDs(k hw.Kind) []string {
	var out []string
	for _, p := range c.Parts(k) {
		out = append(out, p.ID)
	}
	return out
}

// Len is the number of parts and offers.
func (c *Catalog) Len() int { return len(c.all) + c.lazy.len() }

var (
	embeddedOnce  sync.Once
	embeddedCat   *Catalog
	embeddedDiags hw.Diagnostics
)

// Embedded returns the catalog compiled into the binary. It is loaded once
// per process.
func Embedded() (*Catalog, hw.Diagnostics) {
	embeddedOnce.Do(func() {
		embeddedCat, embeddedDiags = loadEmbedded()
	})
	return embeddedCat, embeddedDiags
}

// loadEmbedded reads catalog.bin's index when it was compiled from the HCL
// as it is, and parses the HCL otherwise. Each part is decoded the first
// time it is asked for (lazy.go): validating one build decodes its few.
func loadEmbedded() (*Catalog, hw.Diagnostics) {
	set, ok := decodeCompiled(compiled, SourceHash())
	if !ok {
		return parseEmbedded()
	}
	empty := &Catalog{byID: map[string]*hw.Part{}, byKind: map[hw.Kind][]*hw.Part{}, Files: map[string]*hclfile.File{}, matcher: &lazyMatcher{}}
	return lazyCatalog(empty, set), nil
}

// embeddedFull is the embedded catalog with every part decoded: the base
// that catalog folders are merged into.
func embeddedFull() *Catalog {
	c, _ := Embedded()
	if c.lazy != nil {
		return c.lazy.eager(c)
	}
	return c
}

func parseEmbedded() (*Catalog, hw.Diagnostics) {
	names := embeddedNames()
	files := make([]*hclfile.File, len(names))
	diags := make([]hw.Diagnostics, len(names))
	var wg sync.WaitGroup
	for i, n := range names {
		wg.Add(1)
		go func() {
			defer wg.Done()
			src, _ := embedded.ReadFile(n)
			files[i], diags[i] = hclfile.Parse("catalog/"+n, src)
		}()
	}
	wg.Wait()
	var all hw.Diagnostics
	for _, d := range diags {
		all = append(all, d...)
	}
	c, d := Build(files, true)
	return c, append(all, d...)
}

// ReadDir decodes every *.hcl file below dir (recursively).
func ReadDir(dir string) ([]*hclfile.File, hw.Diagnostics, error) {
	files, diags, _, err := readDir(0, dir)
	return files, diags, err
}

func unwrapPathErr(err error) error {
	if pe, ok := err.(*fs.PathError); ok {
		return pe.Err
	}
	return err
}

// Build indexes the parts of decoded files into a catalog: it reports
// duplicate ids, resolves `extends` and checks required attributes.
func Build(files []*hclfile.File, embedded bool) (*Catalog, hw.Diagnostics) {
	c := &Catalog{byID: map[string]*hw.Part{}, byKind: map[hw.Kind][]*hw.Part{}, Files: map[string]*hclfile.File{}}
	var diags hw.Diagnostics
	for _, f := range files {
		c.Files[f.Name] = f
		if embedded {
			// The embedded catalog's parts are edited where they are.
			for _, a := range f.Amends {
				diags = append(diags, hw.Diagnostic{Rule: "schema", Severity: hw.Error,
					Message: fmt.Sprintf("amend %q %q in the embedded catalog", a.Part.Kind, a.Part.ID),
					Detail:  "amend blocks are for build files and --catalog folders; add the number to the part itself, with its source.",
					Range:   a.Part.DefRange})
			}
		}
		for _, p := range f.Parts {
			p.Embedded = embedded
			if prev, ok := c.byID[p.ID]; ok {
				diags = append(diags, hw.Diagnostic{Rule: "duplicate-id", Severity: hw.Error,
					Message: fmt.Sprintf("id %q is already used by %s %q at %s", p.ID, prev.Kind, prev.Name(), rangeString(prev.DefRange)),
					Detail:  "Ids are unique across the whole catalog, every kind; rename one of the two.",
					Range:   p.DefRange})
				continue
			}
			c.byID[p.ID] = p
			c.all = append(c.all, p)
		}
	}
	d, unknown := c.amendAll(files, c.all, func() hw.Diagnostics { return resolveExtends(c.all, c.byID) })
	diags = append(diags, d...)
	for _, p := range c.all {
		diags = append(diags, checkRequired(p)...)
	}
	c.index()
	return c, append(diags, c.unknownAmends(unknown)...)
}

func (c *Catalog) index() {
	c.matcher = &lazyMatcher{}
	sort.Slice(c.all, func(i, j int) bool { return c.all[i].ID < c.all[j].ID })
	c.byKind = map[hw.Kind][]*hw.Part{}
	for _, p := range c.all {
		c.byKind[p.Kind] = append(c.byKind[p.Kind], p)
	}
}

// Merge returns a catalog holding c's parts and the parts of files, which
// may extend c's parts. c is not modified.
func (c *Catalog) Merge(files []*hclfile.File) (*Catalog, hw.Diagnostics) {
	if c.lazy != nil {
		if out, diags, ok := c.lazy.merge(c, files); ok {
			return out, diags
		}
		c = c.lazy.eager(c)
	}
	var diags hw.Diagnostics
	out := &Catalog{byID: make(map[string]*hw.Part, len(c.byID)), Files: map[string]*hclfile.File{}}
	for k, v := range c.byID {
		out.byID[k] = v
	}
	for k, v := range c.Files {
		out.Files[k] = v
	}
	out.all = slices.Clone(c.all)
	if len(c.amended) > 0 {
		out.amended = maps.Clone(c.amended)
	}
	var added []*hw.Part
	for _, f := range files {
		out.Files[f.Name] = f
		for _, p := range f.Parts {
			if prev, ok := out.byID[p.ID]; ok {
				diags = append(diags, hw.Diagnostic{Rule: "duplicate-id", Severity: hw.Error,
					Message: fmt.Sprintf("id %q is already used by %s %q at %s", p.ID, prev.Kind, prev.Name(), rangeString(prev.DefRange)),
					Detail:  "Give the part its own id; to change a catalog part, declare a new one with extends = \"" + p.ID + "\".",
					Range:   p.DefRange})
				continue
			}
			out.byID[p.ID] = p
			out.all = append(out.all, p)
			added = append(added, p)
		}
	}
	d, unknown := out.amendAll(files, added, func() hw.Diagnostics { return resolveExtends(added, out.byID) })
	diags = append(diags, d...)
	for _, p := range added {
		diags = append(diags, checkRequired(p)...)
	}
	out.index()
	out.base, out.own = c, added
	return out, append(diags, out.unknownAmends(unknown)...)
}

func rangeString(r hcl.Range) string {
	return fmt.Sprintf("%s:%d", r.Filename, r.Start.Line)
}

// resolveExtends copies inherited attributes into every part of list that
// extends another, parents first. A part's depth is the length of its
// extends chain, computed from its parent's, so the limit gives the same
// diagnostics whatever the order of the files.
func resolveExtends(list []*hw.Part, byID map[string]*hw.Part) hw.Diagnostics {
	var diags hw.Diagnostics
	done := map[*hw.Part]bool{}
	depth := map[*hw.Part]int{}
	onChain := map[string]bool{}
	var resolve func(p *hw.Part, chain []string) bool
	resolve = func(p *hw.Part, chain []string) bool {
		if done[p] || p.Extends == "" {
			done[p] = true
			return true
		}
		if onChain[p.ID] {
			diags = append(diags, hw.Diagnostic{Rule: "schema", Severity: hw.Error,
				Message: "extends cycle: " + strings.Join(append(chain, p.ID), " → "),
				Detail:  "A part cannot extend itself, directly or through others; break the cycle.",
				Range:   p.DefRange})
			done[p] = true
			return false
		}
		parent, ok := byID[p.Extends]
		if !ok {
			diags = append(diags, hw.Diagnostic{Rule: "unknown-part", Severity: hw.Error,
				Message: fmt.Sprintf("%q extends %q, which is not in the catalog", p.ID, p.Extends),
				Detail:  extendsSuggestion(p.Extends, byID, p.Kind), Range: p.DefRange})
			done[p] = true
			return false
		}
		if parent.Kind != p.Kind {
			diags = append(diags, hw.Diagnostic{Rule: "wrong-kind", Severity: hw.Error,
				Message: fmt.Sprintf("%s %q extends %q, which is a %s", p.Kind, p.ID, parent.ID, parent.Kind),
				Detail:  "A part extends a part of its own kind.", Range: p.DefRange})
			done[p] = true
			return false
		}
		onChain[p.ID] = true
		ok = resolve(parent, append(chain, p.ID))
		delete(onChain, p.ID)
		depth[p] = depth[parent] + 1
		if depth[p] == MaxExtendsDepth+1 {
			diags = append(diags, hw.Diagnostic{Rule: "schema", Severity: hw.Error,
				Message: fmt.Sprintf("extends chain of %q is deeper than %d", p.ID, MaxExtendsDepth),
				Detail:  "Let the variant extend a part nearer the base model.", Range: p.DefRange})
			ok = false
		}
		for k, v := range parent.Attrs {
			if _, set := p.Attrs[k]; !set {
				p.Attrs[k] = v
				if am, ok := parent.Amendment(k); ok {
					p.Amended = append(p.Amended, am) // an inherited amendment is still one
				}
			}
		}
		// Write only what changes: a resolved parent is shared by the
		// files that merge in parallel, and is met again here as the
		// parent of their parts.
		if len(p.Slots) == 0 && len(parent.Slots) > 0 {
			p.Slots = parent.Slots
			if am, ok := parent.Amendment("pcie_slot"); ok {
				p.Amended = append(p.Amended, am)
			}
		}
		if len(p.M2) == 0 && len(parent.M2) > 0 {
			p.M2 = parent.M2
			if am, ok := parent.Amendment("m2_slot"); ok {
				p.Amended = append(p.Amended, am)
			}
		}
		done[p] = true
		return ok
	}
	for _, p := range list {
		resolve(p, nil)
	}
	return diags
}

func checkRequired(p *hw.Part) hw.Diagnostics {
	var diags hw.Diagnostics
	for _, a := range hw.AttrsOf(p.Kind) {
		if a.Required && !p.Has(a.Name) {
			diags = append(diags, hw.Diagnostic{Rule: "schema", Severity: hw.Error,
				Message: fmt.Sprintf("%s %q has no %s", p.Kind, p.ID, a.Name),
				Detail:  fmt.Sprintf("%s is required: %s.", a.Name, a.Doc),
				Range:   p.DefRange})
		}
	}
	return diags
}

func others(s []string) string {
	if len(s) == 0 {
		return ""
	}
	q := make([]string, len(s))
	for i, x := range s {
		q[i] = fmt.Sprintf("%q", x)
	}
	return " Others close to it: " + strings.Join(q, ", ") + "."
}

// Suggest returns a "did you mean" sentence for an unknown id among the
// parts of kind (all kinds when kind is "").
func (c *Catalog) Suggest(id string, kind hw.Kind) string { return c.suggestSentence(id, kind) }

// Resolve looks up every part block of a build, reporting unknown ids and
// parts of the wrong kind (Resolver, for one build).
func (c *Catalog) Resolve(b *hw.Build) hw.Diagnostics { return c.Resolver().Resolve(b) }

// MaxSuggestions bounds the "did you mean" searches of one Resolver (one
// build file): each costs about a millisecond over the catalog, so a file
// of 60,000 unknown ids took 44 s (issue 29). Past it, an unknown id gets
// the sentence that says where to look; an id met again reuses its answer.
const MaxSuggestions = 100

// Resolver resolves the builds of one file: it remembers its suggestions
// and makes at most MaxSuggestions searches.
type Resolver struct {
	c     *Catalog
	memo  map[string]string
	spent int
}

// Resolver returns a Resolver over c for one file's builds.
func (c *Catalog) Resolver() *Resolver { return &Resolver{c: c, memo: map[string]string{}} }

// Resolve looks up every part block of a build, reporting unknown ids and
// parts of the wrong kind.
func (r *Resolver) Resolve(b *hw.Build) hw.Diagnostics {
	var diags hw.Diagnostics
	for _, it := range b.Items {
		p := r.c.Lookup(it.ID)
		switch {
		case p == nil:
			diags = append(diags, hw.Diagnostic{Rule: "unknown-part", Severity: hw.Error, Build: b.Name,
				Message: fmt.Sprintf("%s %q is not in the catalog", it.Role, it.ID),
				Detail:  r.suggest(it.ID, it.Role), Range: it.Range})
		case p.Kind != it.Role:
			diags = append(diags, hw.Diagnostic{Rule: "wrong-kind", Severity: hw.Error, Build: b.Name,
				Message: fmt.Sprintf("%q is a %s (%s), not a %s", it.ID, p.Kind, p.Name(), it.Role),
				Detail:  fmt.Sprintf("Write it as %s %q {} or pick a %s: %s", p.Kind, it.ID, it.Role, r.suggest(it.ID, it.Role)),
				Range:   it.Range})
		default:
			it.Part = p
		}
	}
	for _, w := range b.Workloads {
		p := r.c.Lookup(w.ModelID)
		if p == nil {
			p = r.c.modelByRepo(w.ModelID)
		}
		switch {
		case p == nil:
			diags = append(diags, hw.Diagnostic{Rule: "unknown-part", Severity: hw.Error, Build: b.Name,
				Message: fmt.Sprintf("workload %q: model %q is not in the catalog", w.Name, w.ModelID),
				Detail:  r.suggest(w.ModelID, hw.KindModel), Range: w.AttrRange("model")})
		case p.Kind != hw.KindModel:
			diags = append(diags, hw.Diagnostic{Rule: "wrong-kind", Severity: hw.Error, Build: b.Name,
				Message: fmt.Sprintf("workload %q: %q is a %s (%s), not a model", w.Name, w.ModelID, p.Kind, p.Name()),
				Detail:  r.suggest(w.ModelID, hw.KindModel), Range: w.AttrRange("model")})
		default:
			w.Model = p
		}
	}
	return diags
}

func (r *Resolver) suggest(id string, kind hw.Kind) string {
	key := string(kind) + "\x00" + id
	if s, ok := r.memo[key]; ok {
		return s
	}
	if r.spent == MaxSuggestions {
		return whereToLook(kind)
	}
	r.spent++
	s := r.c.suggestSentence(id, kind)
	r.memo[key] = s
	return s
}

// modelByRepo finds the model whose hf_repo is repo ("meta-llama/Llama-3.1-70B",
// as users copy it from Hugging Face), case-insensitively; nil when none is.
func (c *Catalog) modelByRepo(repo string) *hw.Part {
	if !strings.Contains(repo, "/") {
		return nil
	}
	for _, p := range c.Parts(hw.KindModel) {
		if r := p.Model().HFRepo; r != "" && strings.EqualFold(r, repo) {
			return p
		}
	}
	return nil
}
