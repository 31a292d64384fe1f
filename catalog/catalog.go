// Package catalog embeds rigcheck's parts catalog (the *.hcl files of this
// folder), layers other catalog files over it (a catalog folder's, read by
// internal/catalogdir; a build file's), resolves `extends` and amend
// blocks, and looks parts up and suggests ids.
package catalog

import (
	"bytes"
	"embed"
	"fmt"
	"maps"
	"slices"
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

// Catalog is an indexed set of parts and cloud offers, in layers: a
// catalog made by Merge is a layer of the merged files' parts over the
// catalog merged into (its parent), which it shares, unchanged. The
// bottom layer is the embedded catalog; a catalog folder's parts, and a
// build file's, are layers above it. A layer's parts are decoded (byID)
// or, read from catalog.bin or a cache file, decoded when first asked
// for (set, set.go).
type Catalog struct {
	parent *Catalog
	set    *lazySet
	// byID holds the layer's decoded parts: those it added (own, in file
	// order) and its amended copies of parts of the layers below (amend.go).
	byID map[string]*hw.Part
	own  []*hw.Part
	// Files are the decoded catalog files of every layer, for source
	// snippets.
	Files map[string]*hclfile.File

	mu    sync.Mutex
	lists map[hw.Kind][]*hw.Part // Parts, by kind; "" is all
	// memos are the indexes derived from the catalog's parts (Memo).
	memoMu sync.Mutex
	memos  map[any]any
}

// Memo returns the value that build makes of the catalog for key, made
// once per catalog: an index of its parts (the search index that ranks
// "did you mean", check's lookalike index), which the catalog shares with
// every build file merged into it. build must not call Memo on c.
func (c *Catalog) Memo(key any, build func() any) any {
	c.memoMu.Lock()
	defer c.memoMu.Unlock()
	v, ok := c.memos[key]
	if !ok {
		v = build()
		if c.memos == nil {
			c.memos = map[any]any{}
		}
		c.memos[key] = v
	}
	return v
}

// Parts returns every part of kind k (every part when k is ""), sorted by id.
func (c *Catalog) Parts(k hw.Kind) []*hw.Part {
	c.mu.Lock()
	defer c.mu.Unlock()
	if l, ok := c.lists[k]; ok {
		return l
	}
	var l []*hw.Part
	if c.parent != nil {
		l = slices.DeleteFunc(slices.Clone(c.parent.Parts(k)), func(p *hw.Part) bool { return c.byID[p.ID] != nil })
	}
	l = append(l, c.set.parts(k)...)
	for _, p := range c.byID {
		if k == "" || p.Kind == k {
			l = append(l, p)
		}
	}
	slices.SortFunc(l, func(a, b *hw.Part) int { return strings.Compare(a.ID, b.ID) })
	if c.lists == nil {
		c.lists = map[hw.Kind][]*hw.Part{}
	}
	c.lists[k] = l
	return l
}

// Lookup finds a part by id.
func (c *Catalog) Lookup(id string) *hw.Part {
	for ; c != nil; c = c.parent {
		if p := c.byID[id]; p != nil {
			return p
		}
		if c.set != nil {
			if p := c.set.lookup(id); p != nil {
				return p
			}
		}
	}
	return nil
}

// IDs returns every id of kind k (all kinds when k is ""), sorted, without
// decoding a part.
func (c *Catalog) IDs(k hw.Kind) []string {
	var out []string
	for x := c; x != nil; x = x.parent {
		out = append(out, x.ownIDs(k)...)
		for id, p := range x.byID {
			if k == "" || p.Kind == k {
				out = append(out, id) // an amended copy's id is below too
			}
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// ownIDs are the ids of kind k (all kinds when k is "") of the parts the
// layer added.
func (c *Catalog) ownIDs(k hw.Kind) []string {
	var out []string
	for i, id := range c.set.ids() {
		if k == "" || c.set.kind(i) == k {
			out = append(out, id)
		}
	}
	for _, p := range c.own {
		if k == "" || p.Kind == k {
			out = append(out, p.ID)
		}
	}
	return out
}

// Added returns the parts the layer added over its parent (decoding them
// when the layer is a set file's), by id; an amended copy of a part below
// is not one.
func (c *Catalog) Added() []*hw.Part {
	out := append(c.set.parts(""), c.own...)
	slices.SortFunc(out, func(a, b *hw.Part) int { return strings.Compare(a.ID, b.ID) })
	return out
}

// Parent is the catalog the layer was merged onto; nil for the embedded one.
func (c *Catalog) Parent() *Catalog { return c.parent }

// added is how many parts the layer added.
func (c *Catalog) added() int { return len(c.own) + c.set.len() }

// Len is the number of parts and offers.
func (c *Catalog) Len() int {
	n := 0
	for ; c != nil; c = c.parent {
		n += c.added()
	}
	return n
}

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

// loadEmbedded opens catalog.bin when it was compiled from the HCL as it
// is, and parses the HCL otherwise.
func loadEmbedded() (*Catalog, hw.Diagnostics) {
	if c, _, err := OpenLayer(nil, bytes.NewReader(compiled), int64(len(compiled)), SourceHash(), [32]byte{}); err == nil {
		return c, nil
	}
	return parseEmbedded()
}

func parseEmbedded() (*Catalog, hw.Diagnostics) {
	files, diags, _ := hclfile.ParseAll(embeddedNames(), func(n string) (string, []byte, error) {
		src, err := embedded.ReadFile(n)
		return "catalog/" + n, src, err
	})
	c, d := Build(files, true)
	return c, append(diags, d...)
}

// Build indexes the parts of decoded files into a catalog: it reports
// duplicate ids, resolves `extends` and checks required attributes.
func Build(files []*hclfile.File, embedded bool) (*Catalog, hw.Diagnostics) {
	var diags hw.Diagnostics
	if embedded {
		// The embedded catalog's parts are edited where they are.
		for _, f := range files {
			for _, a := range f.Amends {
				diags = append(diags, hw.Diagnostic{Rule: "schema", Severity: hw.Error,
					Message: fmt.Sprintf("amend %q %q in the embedded catalog", a.Part.Kind, a.Part.ID),
					Detail:  "amend blocks are for build files and --catalog folders; add the number to the part itself, with its source.",
					Range:   a.Part.DefRange})
			}
			for _, p := range f.Parts {
				p.Embedded = true
			}
		}
	}
	c, d := (*Catalog)(nil).layer(files, "Ids are unique across the whole catalog, every kind; rename one of the two.")
	return c, append(diags, d...)
}

// Merge returns a catalog holding c's parts and the parts of files, which
// may extend and amend c's parts. c is not modified.
func (c *Catalog) Merge(files []*hclfile.File) (*Catalog, hw.Diagnostics) {
	return c.layer(files, "")
}

// layer is the catalog of files' parts over c (nil for none); dup is the
// detail of a duplicate id ("" for the one that says to extend).
func (c *Catalog) layer(files []*hclfile.File, dup string) (*Catalog, hw.Diagnostics) {
	var diags hw.Diagnostics
	out := &Catalog{parent: c, byID: map[string]*hw.Part{}, Files: map[string]*hclfile.File{}}
	if c != nil {
		maps.Copy(out.Files, c.Files)
	}
	for _, f := range files {
		out.Files[f.Name] = f
		for _, p := range f.Parts {
			if prev := out.Lookup(p.ID); prev != nil {
				detail := dup
				if detail == "" {
					detail = "Give the part its own id; to change a catalog part, declare a new one with extends = \"" + p.ID + "\"."
				}
				diags = append(diags, hw.Diagnostic{Rule: "duplicate-id", Severity: hw.Error,
					Message: fmt.Sprintf("id %q is already used by %s %q at %s", p.ID, prev.Kind, prev.Name(), rangeString(prev.DefRange)),
					Detail:  detail, Range: p.DefRange})
				continue
			}
			out.byID[p.ID] = p
			out.own = append(out.own, p)
		}
	}
	d, unknown := out.amendAll(files, func() hw.Diagnostics { return out.resolveExtends(out.own) })
	diags = append(diags, d...)
	for _, p := range out.own {
		diags = append(diags, checkRequired(p)...)
	}
	return out, append(diags, out.unknownAmends(unknown)...)
}

func rangeString(r hcl.Range) string {
	return fmt.Sprintf("%s:%d", r.Filename, r.Start.Line)
}

// resolveExtends copies inherited attributes into every part of list that
// extends another, parents first. A part's depth is the length of its
// extends chain, computed from its parent's, so the limit gives the same
// diagnostics whatever the order of the files.
func (c *Catalog) resolveExtends(list []*hw.Part) hw.Diagnostics {
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
		parent := c.Lookup(p.Extends)
		if parent == nil {
			diags = append(diags, hw.Diagnostic{Rule: "unknown-part", Severity: hw.Error,
				Message: fmt.Sprintf("%q extends %q, which is not in the catalog", p.ID, p.Extends),
				Detail:  extendsSuggestion(p.Extends, c.IDs(p.Kind), p.Kind), Range: p.DefRange})
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
		ok := resolve(parent, append(chain, p.ID))
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

// Suggest returns a "did you mean" sentence for an unknown id among the
// parts of kind (all kinds when kind is "").
func (c *Catalog) Suggest(id string, kind hw.Kind) string { return c.suggestSentence(id, kind) }
