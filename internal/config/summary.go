package config

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/prose"
	"github.com/rigcheck/rigcheck/rules"
)

// Summary is what a report says about the config file a run used (SPEC
// section 6, the JSON report's top-level `config`): a pull request can
// carry its own .rigcheck.hcl, so a reader must see which file decided the
// verdict and what it changed.
type Summary struct {
	Path string `json:"path"`
	// Rules are the rules the file changes and the policies it adds, in
	// id order; a setting equal to the rule's default is no change.
	Rules []Change `json:"rules"`
	// Catalogs are the catalog folders it adds.
	Catalogs []string `json:"catalogs,omitempty"`
	// Defaults are the power and usage defaults it sets ("power.circuit_volts = 230").
	Defaults []string `json:"defaults,omitempty"`
}

// Change is one rule a config file changes, or one policy it adds.
type Change struct {
	Rule string `json:"rule"`
	// Policy marks a custom rule of the file.
	Policy bool `json:"policy,omitempty"`
	// Enabled is false for a rule switched off.
	Enabled *bool `json:"enabled,omitempty"`
	// Severity and DefaultSeverity are set when the file changes the severity.
	Severity        string `json:"severity,omitempty"`
	DefaultSeverity string `json:"default_severity,omitempty"`
	// Params are the thresholds it changes, with their defaults.
	Params []Param `json:"params,omitempty"`
}

// Param is one changed threshold.
type Param struct {
	Name    string  `json:"name"`
	Value   float64 `json:"value"`
	Default float64 `json:"default"`
}

// Summary describes c for a report; nil when the run used no config file.
func (c *Config) Summary() *Summary {
	if c == nil || c.Path == "" {
		return nil
	}
	s := &Summary{Path: c.Path, Rules: []Change{}, Catalogs: c.Catalogs}
	if c.Rules != nil {
		for _, id := range slices.Sorted(maps.Keys(c.Rules.Rules)) {
			if ch, ok := change(id, c.Rules.Rules[id]); ok {
				s.Rules = append(s.Rules, ch)
			}
		}
		for _, p := range c.Rules.Policies {
			if p, ok := p.(*Policy); ok {
				s.Rules = append(s.Rules, Change{Rule: p.ID, Policy: true, Severity: p.Severity.String()})
			}
		}
		slices.SortStableFunc(s.Rules, func(a, b Change) int { return strings.Compare(a.Rule, b.Rule) })
	}
	if c.Defaults != nil {
		for _, block := range []struct {
			name string
			m    map[string]hw.Value
		}{{"power", c.Defaults.Power}, {"usage", c.Defaults.Usage}} {
			for _, k := range slices.Sorted(maps.Keys(block.m)) {
				s.Defaults = append(s.Defaults, fmt.Sprintf("%s.%s = %s", block.name, k, prose.Number(block.m[k].Num)))
			}
		}
	}
	return s
}

// Line is the summary as one line for the text report's footer and the
// CI log: "config lab/.rigcheck.hcl: cpu-cores off; psu-headroom factor
// 1.25 (default 1.1); catalog lab/parts".
func (s *Summary) Line() string {
	var parts []string
	for _, ch := range s.Rules {
		parts = append(parts, ch.String())
	}
	for _, c := range s.Catalogs {
		parts = append(parts, "catalog "+c)
	}
	for _, d := range s.Defaults {
		parts = append(parts, "defaults "+d)
	}
	if len(parts) == 0 {
		return "config " + s.Path + ": changes no rule"
	}
	return "config " + s.Path + ": " + strings.Join(parts, "; ")
}

func change(id string, rc rules.RuleConfig) (Change, bool) {
	r := rules.Lookup(id)
	if r == nil {
		return Change{}, false
	}
	ch := Change{Rule: id}
	changed := false
	if rc.Enabled != nil && !*rc.Enabled {
		ch.Enabled, changed = rc.Enabled, true
	}
	if rc.Severity != nil && *rc.Severity != r.Severity {
		ch.Severity, ch.DefaultSeverity, changed = rc.Severity.String(), r.Severity.String(), true
	}
	for _, p := range r.Params {
		if v, ok := rc.Params[p.Name]; ok && v != p.Default {
			ch.Params = append(ch.Params, Param{Name: p.Name, Value: v, Default: p.Default})
			changed = true
		}
	}
	return ch, changed
}

// String is the change as the text report's footer gives it:
// "cpu-cores off", "psu-headroom error (default warning), factor 1.25
// (default 1.15)", "lab-memory: a policy (error)".
func (ch Change) String() string {
	if ch.Policy {
		return fmt.Sprintf("%s: a policy (%s)", ch.Rule, ch.Severity)
	}
	if ch.Enabled != nil && !*ch.Enabled {
		return ch.Rule + " off"
	}
	var parts []string
	if ch.Severity != "" {
		parts = append(parts, fmt.Sprintf("%s (default %s)", ch.Severity, ch.DefaultSeverity))
	}
	for _, p := range ch.Params {
		parts = append(parts, fmt.Sprintf("%s %s (default %s)", p.Name, prose.Number(p.Value), prose.Number(p.Default)))
	}
	return ch.Rule + " " + strings.Join(parts, ", ")
}
