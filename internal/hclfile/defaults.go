package hclfile

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// Defaults are the power and usage a build starts with, before its own
// power and usage blocks: the config file's `defaults` block, for a lab or
// a country whose circuits are not SPEC's 120 V 15 A. A build's block sets
// what it sets over them, attribute by attribute, so that a build with
// power { circuits = 2 } keeps the defaults' 230 V.
type Defaults struct {
	Power map[string]hw.Value
	Usage map[string]hw.Value
}

// defaultsAttrs are the attributes a defaults block may set: every power
// and usage attribute but circuits, which depends on each build's PSUs.
func defaultsAttrs(list []hw.Attr) []hw.Attr {
	var out []hw.Attr
	for _, a := range list {
		if a.Name != "circuits" {
			out = append(out, a)
		}
	}
	return out
}

var defaultsSchema = &hcl.BodySchema{Blocks: []hcl.BlockHeaderSchema{{Type: "power"}, {Type: "usage"}}}

// DecodeDefaults reads the body of a config file's defaults block with the
// tables and checks of the build blocks' power and usage (types, ranges,
// "did you mean"). file names the config file in messages.
func DecodeDefaults(file string, body hcl.Body) (*Defaults, hw.Diagnostics) {
	d := &decoder{file: &File{Name: file}}
	def := &Defaults{Power: map[string]hw.Value{}, Usage: map[string]hw.Value{}}
	content, hd := body.Content(defaultsSchema)
	d.diags = append(d.diags, SchemaDiags("schema", "the defaults block", defaultsSchema, hd)...)
	seen := map[string]hcl.Range{}
	for _, blk := range content.Blocks {
		if d.once(seen, blk) {
			switch blk.Type {
			case "power":
				def.Power = d.attrs(blk.Body, powerAttrs, "the defaults block's power")
				if v, ok := def.Power["circuits"]; ok {
					d.errorf(v.Range, "schema", "circuits depends on each build's PSUs (one circuit per PSU): set it in the build's own power block.",
						"the defaults block's power cannot set circuits")
					delete(def.Power, "circuits")
				}
			case "usage":
				def.Usage = d.attrs(blk.Body, usageAttrs, "the defaults block's usage")
			}
		}
	}
	return def, d.diags
}

// DefaultsDoc describes the defaults block for the reference, from the
// tables DecodeDefaults checks against.
func DefaultsDoc() []BlockDoc {
	return []BlockDoc{
		{Header: "defaults { power { … } }", Doc: "the power every build starts with; a build's own power block sets what it sets over it", Attrs: defaultsAttrs(powerAttrs)},
		{Header: "defaults { usage { … } }", Doc: "the usage every build starts with, for cost; a build's own usage block sets what it sets over it", Attrs: usageAttrs},
	}
}
