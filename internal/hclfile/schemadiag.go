package hclfile

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/lazyre"
	"github.com/rigcheck/rigcheck/internal/suggest"
)

// unsupported matches the name in HCL's "An argument named "x" is not
// expected here." and "Blocks of type "x" are not expected here.".
var unsupported = lazyre.New(`^(?:An argument named|Blocks of type) ("(?:[^"\\]|\\.)*")`)

// SchemaDiags converts the diagnostics of body.Content(schema) under rule,
// saying what the body takes where HCL only says what it does not: an
// unknown attribute or block gets the closest real name by edit distance
// (HCL's own suggestion takes the first name within three edits in schema
// order, so "gpus" got "cpu") and the names the body allows. where names
// the body in messages: "the build block", "a gpu part".
func SchemaDiags(rule, where string, schema *hcl.BodySchema, hd hcl.Diagnostics) hw.Diagnostics {
	out := hw.FromHCL(rule, hd)
	for i, d := range hd {
		isAttr := d.Summary == "Unsupported argument"
		if !isAttr && d.Summary != "Unsupported block type" {
			continue
		}
		m := unsupported().FindStringSubmatch(d.Detail)
		if m == nil {
			continue
		}
		name, err := strconv.Unquote(m[1])
		if err != nil {
			continue
		}
		out[i].Message, out[i].Detail = unknownName(name, isAttr, where, schema)
	}
	return out
}

func unknownName(name string, isAttr bool, where string, schema *hcl.BodySchema) (msg, detail string) {
	var attrs, blocks, headers []string
	for _, a := range schema.Attributes {
		attrs = append(attrs, a.Name)
	}
	for _, b := range schema.Blocks {
		blocks = append(blocks, b.Type)
		h := b.Type
		for _, l := range b.LabelNames {
			h += " \"" + strings.ToUpper(l) + "\""
		}
		headers = append(headers, h)
	}
	own, other := attrs, blocks
	what, otherWhat := "attribute", "block"
	if !isAttr {
		own, other = blocks, attrs
		what, otherWhat = "block", "attribute"
	}
	msg = fmt.Sprintf("%s has no %s %q", where, what, name)
	var sentences []string
	close := closestName(name, own)
	switch {
	case len(close) > 0:
		s := close
		sentences = append(sentences, fmt.Sprintf("Did you mean %q?", s[0]))
	case slices.Contains(other, name) && isAttr:
		sentences = append(sentences, fmt.Sprintf("%s is a block: write %s { … } without the equals sign.", name, name))
	case slices.Contains(other, name):
		sentences = append(sentences, fmt.Sprintf("%s is an %s: write %s = … .", name, otherWhat, name))
	}
	var takes []string
	if len(attrs) > 0 {
		takes = append(takes, "attributes "+strings.Join(attrs, ", "))
	}
	if len(blocks) > 0 {
		takes = append(takes, "blocks "+strings.Join(headers, ", "))
	}
	switch {
	case len(close) > 0 && len(attrs)+len(blocks) > 12:
		// The closest name says it; a list of thirty would bury it.
	case len(takes) == 0:
		sentences = append(sentences, upperFirst(where)+" takes nothing.")
	default:
		sentences = append(sentences, fmt.Sprintf("%s takes %s.", upperFirst(where), strings.Join(takes, "; ")))
	}
	return msg, strings.Join(sentences, " ")
}

// synonyms are the other words people use for a block's name (PCPartPicker
// says "Memory", builders say "ram"); no edit distance finds them.
var synonyms = map[string]string{
	"ram": "memory", "dimm": "memory", "dimms": "memory", "mem": "memory",
	"mobo": "motherboard", "mainboard": "motherboard", "board": "motherboard",
	"processor": "cpu", "gpus": "gpu", "graphics": "gpu", "video": "gpu", "card": "gpu",
	"ssd": "storage", "hdd": "storage", "nvme": "storage", "disk": "storage", "drive": "storage",
	"power_supply": "psu", "powersupply": "psu", "chassis": "case", "tower": "case",
	"cpu_cooler": "cooler", "heatsink": "cooler", "aio": "cooler",
}

// closestName is the name among own that name was meant to be: its
// synonym, else the closest by edit distance; nil when none is.
func closestName(name string, own []string) []string {
	if s, ok := synonyms[strings.ToLower(name)]; ok && slices.Contains(own, s) {
		return []string{s}
	}
	return suggest.Closest(name, own, 1)
}

// MisnamedRoles returns the roles of the build blocks that diags report
// as unknown because their name was mistyped or a synonym ("ram" for
// memory): the schema error already says so, and the role must not be
// reported missing as well.
func MisnamedRoles(hd hcl.Diagnostics) []hw.Kind {
	var roles []string
	for _, r := range hw.Roles {
		roles = append(roles, string(r))
	}
	var out []hw.Kind
	for _, d := range hd {
		if d.Summary != "Unsupported block type" {
			continue
		}
		m := unsupported().FindStringSubmatch(d.Detail)
		if m == nil {
			continue
		}
		name, err := strconv.Unquote(m[1])
		if err != nil {
			continue
		}
		if c := closestName(name, roles); len(c) > 0 {
			out = append(out, hw.Kind(c[0]))
		}
	}
	return out
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
