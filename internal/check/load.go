package check

import (
	"errors"
	"fmt"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/input"
	"github.com/rigcheck/rigcheck/internal/suggest"
)

// File is one build file through the front door: read (bounded, by
// ReadInputs), decoded, its own parts merged into the catalog, its builds
// checked for duplicate names and resolved against that catalog. validate,
// pick, --fits, browse and cost all start here, so that they see the same
// problems in the same file.
type File struct {
	Name string
	Src  []byte
	// Decoded is the decoded file; nil when it could not be read.
	Decoded *hclfile.File
	// Catalog is the catalog the file's builds resolve against: the run's
	// catalog plus the parts the file declares.
	Catalog *catalog.Catalog
	// Builds are the file's builds with unique names, resolved.
	Builds []*hw.Build
	// Diags are every problem found so far: reading, syntax, schema,
	// merging the file's parts, duplicate builds and resolution.
	Diags hw.Diagnostics
	// own holds each build's share of Diags (problems inside its block and
	// its resolution), by build.
	own map[*hw.Build]hw.Diagnostics
}

// Load takes one input through the front door.
func Load(in Input, cat *catalog.Catalog) *File { return LoadWith(in, cat, nil) }

// LoadWith is Load with the config file's defaults for every build's power
// and usage (nil for SPEC's built-in ones): validate, pick, cost and
// --fits all start here, so that they see the same circuit.
func LoadWith(in Input, cat *catalog.Catalog, def *hclfile.Defaults) *File {
	f := &File{Name: in.Name, Src: in.Src, Catalog: cat, own: map[*hw.Build]hw.Diagnostics{}}
	if in.Err != nil {
		detail := "Check the path and its permissions."
		if errors.Is(in.Err, input.ErrNotRegular) {
			detail = "rigcheck reads regular files only and follows no links: commit the file itself, or remove the entry."
		}
		d := hw.Diagnostic{Rule: "syntax", Severity: hw.Error, Message: "cannot read: " + in.Err.Error(),
			Detail: detail}
		d.Range.Filename = in.Name
		f.Diags = hw.Diagnostics{d}
		return f
	}
	dec, diags := hclfile.ParseWith(in.Name, in.Src, def)
	f.Decoded = dec
	f.Diags = diags
	if len(dec.Parts) > 0 || len(dec.Amends) > 0 {
		var d hw.Diagnostics
		f.Catalog, d = cat.Merge([]*hclfile.File{dec})
		f.Diags = append(f.Diags, d...)
		markOverrides(cat, f.Catalog, dec)
	}
	seen := map[string]bool{}
	resolver := newResolver(f.Catalog)
	for _, b := range dec.Builds {
		if seen[b.Name] {
			f.Diags = append(f.Diags, hw.Diagnostic{Rule: "duplicate-id", Severity: hw.Error,
				Message: fmt.Sprintf("two builds named %q in one file", b.Name), Detail: "Give each build its own name.", Range: b.DefRange})
			continue
		}
		seen[b.Name] = true
		resolved := resolver.resolve(b)
		f.Diags = append(f.Diags, resolved...)
		own := append(hw.Diagnostics(nil), resolved...)
		for _, d := range diags {
			if d.Build == b.Name {
				own = append(own, d) // decoding problems inside the block count for it
			}
		}
		f.own[b] = own
		f.Builds = append(f.Builds, b)
	}
	return f
}

// Own returns the problems of one of the file's builds: those inside its
// block and its resolution.
func (f *File) Own(b *hw.Build) hw.Diagnostics { return f.own[b] }

// Build returns the build named name, or the file's first build when name
// is "". An absent build is an error that says what to write.
func (f *File) Build(name string) (*hw.Build, error) {
	if len(f.Builds) == 0 {
		return nil, fmt.Errorf("%s has no build block; write one, e.g. build \"mine\" { require { gpus = 2 } }", f.Name)
	}
	if name == "" {
		return f.Builds[0], nil
	}
	var names []string
	for _, b := range f.Builds {
		if b.Name == name {
			return b, nil
		}
		names = append(names, b.Name)
	}
	return nil, fmt.Errorf("%s has no build named %q; %s", f.Name, name, suggest.Sentence(name, names))
}

// FirstError returns the first error that stops a command which needs a
// decodable build (pick, --fits): a syntax problem, or any error when the
// file has no build; nil when there is none.
func (f *File) FirstError() *hw.Diagnostic {
	for i, d := range f.Diags {
		if d.Severity == hw.Error && (d.Rule == "syntax" || len(f.Builds) == 0) {
			return &f.Diags[i]
		}
	}
	return nil
}
