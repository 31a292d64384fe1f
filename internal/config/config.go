// Package config reads the `.rigcheck.hcl` config file (SPEC section 5):
// extra catalog folders, rule switches and thresholds, and custom policies.
package config

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/input"
	"github.com/rigcheck/rigcheck/internal/prose"
	"github.com/rigcheck/rigcheck/internal/suggest"
	"github.com/rigcheck/rigcheck/rules"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"
)

// FileName is the config file's name.
const FileName = ".rigcheck.hcl"

// Config is a decoded config file.
type Config struct {
	// Path is the file read, "" when there is none.
	Path string
	Src  []byte
	// Catalogs are the extra catalog folders, relative to the working folder.
	Catalogs []string
	Rules    *rules.Config
	// Defaults are the power and usage every build starts with (the
	// defaults block); nil when the file has none.
	Defaults *hclfile.Defaults
}

// Find returns the config file of the current folder or its nearest parent,
// or "" when there is none. Anything by that name that is not a folder
// counts (Lstat: a link, a FIFO), so that Load refuses it by name instead
// of skipping to a parent's config.
func Find(dir string) string {
	for {
		p := filepath.Join(dir, FileName)
		if st, err := os.Lstat(p); err == nil && !st.IsDir() {
			return p
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

// Locate is the config file a run uses and whether it was given: flag
// (--config) when set, else Find from the working folder, relative to it
// as the user would type it.
func Locate(flag string) (path string, explicit bool) {
	if flag != "" {
		return flag, true
	}
	wd, err := os.Getwd()
	if err != nil {
		return "", false
	}
	path = Find(wd)
	if rel, err := filepath.Rel(wd, path); err == nil && path != "" {
		path = rel
	}
	return path, false
}

// Load reads the config file at path (explicit when given with --config,
// else found from the working folder). A missing explicit file is an error,
// and so is a found one that another user owns or can write (untrusted).
func Load(path string, explicit bool) (*Config, hw.Diagnostics, error) {
	if path == "" {
		return &Config{Rules: &rules.Config{}}, nil, nil
	}
	f, err := input.Read(path)
	if err != nil {
		if explicit && errors.Is(err, input.ErrNotRegular) {
			return nil, nil, fmt.Errorf("config file %v; --no-config runs without a config file", err)
		}
		if explicit {
			return nil, nil, fmt.Errorf("config file %v", err)
		}
		return nil, nil, err
	}
	if !explicit {
		if why := untrusted(path, f.Info); why != "" {
			return nil, nil, fmt.Errorf("%s is the nearest config file, but %s. A config file decides the verdict (it can switch any rule off), "+
				"so rigcheck uses one it finds only when you own it and others cannot change it: "+
				"give it with --config %s if you trust it, or run with --no-config", path, why, path)
		}
	}
	c, diags := Parse(path, f.Data)
	return c, diags, nil
}

var schema = &hcl.BodySchema{
	Attributes: []hcl.AttributeSchema{{Name: "catalog"}},
	Blocks: []hcl.BlockHeaderSchema{
		{Type: "rule", LabelNames: []string{"id"}},
		{Type: "policy", LabelNames: []string{"id"}},
		{Type: "defaults"},
	},
}

func diag(rng hcl.Range, detail, format string, args ...any) hw.Diagnostic {
	return hw.Diagnostic{Rule: "config", Severity: hw.Error, Message: fmt.Sprintf(format, args...), Detail: detail, Range: rng}
}

// Parse decodes a config file. Every problem is a diagnostic with its range;
// the caller stops with exit 2 when there is any.
func Parse(path string, src []byte) (*Config, hw.Diagnostics) {
	c := &Config{Path: path, Src: src, Rules: &rules.Config{Rules: map[string]rules.RuleConfig{}}}
	f, hd := hclfile.ParseConfig(path, src)
	if hd.HasErrors() {
		// The first error only: the rest mostly follow from it.
		d := hclfile.FirstSyntaxError(hd)
		d[0].Rule = "config"
		return c, d
	}
	content, hd := f.Body.Content(schema)
	diags := hclfile.SchemaDiags("config", "the config file", schema, hd)
	if a, ok := content.Attributes["catalog"]; ok {
		v, d := a.Expr.Value(nil)
		lv, err := convert.Convert(v, cty.List(cty.String))
		if d.HasErrors() || err != nil || lv.IsNull() || !lv.IsWhollyKnown() {
			diags = append(diags, diag(a.Expr.Range(), "Write catalog = [\"./parts\"]: folders relative to the config file.", "catalog must be a list of folder names"))
		} else {
			for _, e := range lv.AsValueSlice() {
				dir := e.AsString()
				// The config file comes with the tree it sits in (a pull
				// request can change it): its folders stay inside that tree,
				// so that it cannot have rigcheck read, and quote, *.hcl
				// files elsewhere on the machine. --catalog is not limited.
				if rel := filepath.Clean(dir); filepath.IsAbs(dir) || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
					diags = append(diags, diag(a.Expr.Range(), "Name folders inside the config file's folder, e.g. catalog = [\"./parts\"]; give others with --catalog on the command line.",
						"catalog folder %q is outside the config file's folder", dir))
					continue
				}
				if link := linkIn(filepath.Dir(path), filepath.Clean(dir)); link != "" {
					diags = append(diags, diag(a.Expr.Range(), "Name the folder itself; rigcheck follows no links.",
						"catalog folder %q is reached through the symbolic link %q", dir, link))
					continue
				}
				c.Catalogs = append(c.Catalogs, filepath.Join(filepath.Dir(path), dir))
			}
		}
	}
	seen := map[string]hcl.Range{}
	for _, blk := range content.Blocks {
		if blk.Type == "defaults" {
			if prev, ok := seen[" defaults"]; ok {
				diags = append(diags, diag(blk.DefRange, fmt.Sprintf("The first is at line %d; merge them.", prev.Start.Line), "the config file has two defaults blocks"))
				continue
			}
			seen[" defaults"] = blk.DefRange
			def, d := hclfile.DecodeDefaults(path, blk.Body)
			for i := range d {
				d[i].Rule = "config"
			}
			diags = append(diags, d...)
			c.Defaults = def
			continue
		}
		id := blk.Labels[0]
		if prev, ok := seen[id]; ok {
			diags = append(diags, diag(blk.DefRange, fmt.Sprintf("The first is at line %d; merge them.", prev.Start.Line), "%q is configured twice", id))
			continue
		}
		seen[id] = blk.DefRange
		switch blk.Type {
		case "rule":
			rc, d := decodeRule(blk)
			diags = append(diags, d...)
			if rc != nil {
				c.Rules.Rules[id] = *rc
			}
		case "policy":
			p, d := decodePolicy(blk)
			diags = append(diags, d...)
			if p != nil {
				c.Rules.Policies = append(c.Rules.Policies, p)
			}
		}
	}
	return c, diags
}

func decodeRule(blk *hcl.Block) (*rules.RuleConfig, hw.Diagnostics) {
	id := blk.Labels[0]
	r := rules.Lookup(id)
	if r == nil {
		return nil, hw.Diagnostics{diag(blk.LabelRanges[0], suggest.Sentence(id, rules.IDs())+" See `rigcheck rules` for the ids.", "unknown rule %q", id)}
	}
	attrs, hd := blk.Body.JustAttributes()
	diags := hw.FromHCL("config", hd)
	rc := &rules.RuleConfig{Params: map[string]float64{}}
	names := []string{"enabled", "severity"}
	for _, p := range r.Params {
		names = append(names, p.Name)
	}
	keys := make([]string, 0, len(attrs))
	for k := range attrs {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		a := attrs[k]
		v, d := a.Expr.Value(nil)
		if d.HasErrors() {
			diags = append(diags, diag(a.Expr.Range(), "", "%s must be a literal value", k))
			continue
		}
		switch k {
		case "enabled":
			b, err := convert.Convert(v, cty.Bool)
			if err != nil || b.IsNull() {
				diags = append(diags, diag(a.Expr.Range(), "", "enabled must be true or false"))
				continue
			}
			on := b.True()
			if r.Input && !on {
				diags = append(diags, diag(a.Expr.Range(), "Input problems always stop a build from being checked.", "rule %q cannot be disabled", id))
				continue
			}
			rc.Enabled = &on
		case "severity":
			s, err := convert.Convert(v, cty.String)
			if err != nil || s.IsNull() {
				diags = append(diags, diag(a.Expr.Range(), "", "severity must be \"error\", \"warning\" or \"info\""))
				continue
			}
			sev, perr := hw.ParseSeverity(s.AsString())
			if perr != nil {
				diags = append(diags, diag(a.Expr.Range(), suggest.Sentence(s.AsString(), []string{"error", "warning", "info"}), "%s", perr))
				continue
			}
			rc.Severity = &sev
		default:
			known := false
			for _, p := range r.Params {
				known = known || p.Name == k
			}
			if !known {
				detail := suggest.Sentence(k, names)
				if len(r.Params) == 0 {
					detail = fmt.Sprintf("Rule %q takes enabled and severity only.", id)
				}
				diags = append(diags, diag(a.NameRange, detail, "rule %q has no setting %q", id, k))
				continue
			}
			n, err := convert.Convert(v, cty.Number)
			if err != nil || n.IsNull() {
				diags = append(diags, diag(a.Expr.Range(), "", "%s must be a number", k))
				continue
			}
			f, _ := n.AsBigFloat().Float64()
			if f < 0 || f > 1e6 {
				diags = append(diags, diag(a.Expr.Range(), "", "%s = %s is out of range (0 to %s)", k, prose.Number(f), prose.Number(1e6)))
				continue
			}
			rc.Params[k] = f
		}
	}
	return rc, diags
}

// linkIn returns the first component of rel below base that is a symbolic
// link, or "".
func linkIn(base, rel string) string {
	cur := base
	for _, part := range strings.Split(rel, string(filepath.Separator)) {
		if part == "." || part == "" {
			continue
		}
		cur = filepath.Join(cur, part)
		if st, err := os.Lstat(cur); err == nil && st.Mode()&os.ModeSymlink != 0 {
			return cur
		} else if err != nil {
			return ""
		}
	}
	return ""
}
