package pick

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclwrite"
	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/config"
	"github.com/rigcheck/rigcheck/internal/escape"
	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/prose"
)

// Outcome is one build's answer: a Result, or the binding Constraint when
// no build passes.
type Outcome struct {
	Name       string
	Result     *Result
	Constraint string
	Fixes      []Fix
}

// WriteText writes the short report of pick: per build, each chosen part,
// its price and why the cheaper alternatives were ruled out.
func WriteText(w io.Writer, outs []Outcome, opt Options) {
	// Names and constraints quote the user's files: escape every control
	// character but the report's own line breaks (ids are kebab-case).
	var buf bytes.Buffer
	out := w
	defer func() { _, _ = out.Write(escape.NoCommands([]byte(escape.Text(buf.String())))) }()
	w = &buf
	for i, o := range outs {
		if i > 0 {
			fmt.Fprintln(w)
		}
		if o.Result == nil {
			fmt.Fprintf(w, "build %q: no build passes every rule\n  binding constraint: %s\n", o.Name, o.Constraint)
			writeFixes(w, o.Fixes)
			continue
		}
		r := o.Result
		what := "the cheapest build that passes every rule"
		if opt.Objective == PerfPerDollar {
			what = fmt.Sprintf("%.1f fp16 TFLOPS, %.3f TFLOPS per $1,000, the best ratio that passes every rule", r.PerfTFLOPS, 1000*r.PerfTFLOPS/r.PriceUSD)
		}
		switch {
		case opt.AllowWarnings:
			what += " (warnings allowed)"
		case len(opt.Allowed) > 0:
			what += fmt.Sprintf(" (warnings of %s allowed)", strings.Join(opt.Allowed, ", "))
		}
		if r.Stopped {
			what = "a build that passes every rule, NOT PROVEN the best: the search stopped at its bound on work (name more of the build's parts to narrow it)"
		}
		if !r.Verified() {
			// --allow-missing-data let a build through that a rule could
			// not check (SPEC 4: the answer is labelled unverified).
			why := "missing data allowed"
			if !opt.AllowMissingData {
				why = "the build's own parts leave rules unproven"
			}
			what = "UNVERIFIED: " + what + ", as far as the rules could check (" + why + ")"
		}
		fmt.Fprintf(w, "build %q: %s — %s\n", o.Name, Money(r.PriceUSD), what)
		for _, u := range r.Unchecked {
			fmt.Fprintf(w, "  unverified: %s could not run — %s\n", u.Rule, u.Reason)
		}
		if len(r.Choices) == 0 {
			fmt.Fprintln(w, "  nothing to add: the build names every role")
		}
		for _, c := range r.Choices {
			cnt := ""
			if c.Count > 1 {
				cnt = fmt.Sprintf("%d × ", c.Count)
			}
			fmt.Fprintf(w, "  + %-11s %s\n      %s%s = %s; %s\n", c.Role, c.Part.ID, cnt, Money(c.UnitPriceUSD), Money(c.PriceUSD), c.Why())
		}
		if r.TwoPSUs() {
			fmt.Fprintln(w, "  two PSUs: join them with a sync adapter (it switches the second unit on with the first; it needs no catalog entry)")
		}
		if n, by := r.SetAside(); n > 0 {
			fmt.Fprintf(w, "  set aside for missing data: %d cheaper %s (%s): pick answers only with builds it can prove; --allow-missing-data accepts them\n",
				n, prose.Plural(n, "candidate"), tallyText(by))
		}
		e, wn, inf := r.Diagnostics.Count()
		fmt.Fprintf(w, "  rules: %s, %s, %s (run `rigcheck validate` on the completed file for the details)\n",
			prose.Count(e, "error"), prose.Count(wn, "warning"), prose.Count(inf, "info"))
	}
}

// writeFixes lists the changes that make a build pass, each with the price
// of its cheapest build, and the amend block to fill in where one is the
// change.
func writeFixes(w io.Writer, fixes []Fix) {
	if len(fixes) == 0 {
		fmt.Fprintln(w, "  no single change found that makes a build pass (tried: allowing its warnings, filling a missing number, a GPU power limit, a second circuit, 240 V)")
		return
	}
	fmt.Fprintln(w, "  changes that work, each alone (the cheapest build it gives):")
	for _, f := range fixes {
		fmt.Fprintf(w, "    %s: %s\n", f.Change, Money(f.PriceUSD))
		if f.Amend != "" {
			for line := range strings.SplitSeq(strings.TrimSuffix(f.Amend, "\n"), "\n") {
				if line == "" {
					fmt.Fprintln(w)
					continue
				}
				fmt.Fprintf(w, "      %s\n", line)
			}
		}
	}
}

type jsonPick struct {
	FormatVersion string          `json:"format_version"`
	File          string          `json:"file"`
	Builds        []jsonPickBuild `json:"builds"`
	// Config is the config file the run used, as validate's JSON gives it
	// (null for none).
	Config *config.Summary `json:"config"`
	// HCL is the completed file; empty when a build has no solution.
	HCL string `json:"hcl"`
}

type jsonPickBuild struct {
	Name        string           `json:"name"`
	Found       bool             `json:"found"`
	Constraint  string           `json:"constraint,omitempty"`
	Fixes       []Fix            `json:"fixes,omitempty"`
	Objective   string           `json:"objective"`
	PriceUSD    float64          `json:"price_usd,omitempty"`
	PerfTFLOPS  float64          `json:"fp16_tflops,omitempty"`
	Chosen      []jsonChoice     `json:"chosen"`
	Parts       []check.Part     `json:"parts,omitempty"`
	Facts       *check.JSONFacts `json:"facts,omitempty"`
	Diagnostics []jsonPickDiag   `json:"diagnostics"`
	Nodes       int              `json:"search_nodes"`
	Checked     int              `json:"candidates_checked"`
	// Verified is false when --allow-missing-data let through a build
	// that a rule could not check; Unchecked names those rules.
	Verified  *bool           `json:"verified,omitempty"`
	Unchecked []jsonUnchecked `json:"unchecked,omitempty"`
	// SetAside counts the cheaper candidates left out for missing data,
	// SetAsideBy per rule.
	SetAside   int            `json:"set_aside_missing_data"`
	SetAsideBy map[string]int `json:"set_aside_by_rule,omitempty"`
	// SyncAdapter: pick chose two PSUs, to be joined with a sync adapter
	// (no catalog entry).
	SyncAdapter bool `json:"psu_sync_adapter,omitempty"`
	// SearchStopped: the search reached its bound on work, so the answer
	// is not proven the best.
	SearchStopped bool `json:"search_stopped,omitempty"`
}

type jsonUnchecked struct {
	Rule   string `json:"rule"`
	Reason string `json:"reason"`
}

type jsonChoice struct {
	Role            string         `json:"role"`
	ID              string         `json:"id"`
	Name            string         `json:"name"`
	Count           int            `json:"count"`
	UnitPriceUSD    float64        `json:"unit_price_usd"`
	PriceUSD        float64        `json:"price_usd"`
	Why             string         `json:"why"`
	CheaperRejected int            `json:"cheaper_rejected"`
	RejectedBy      map[string]int `json:"rejected_by"`
	Cheapest        *Rejection     `json:"cheapest_rejected,omitempty"`
}

type jsonPickDiag struct {
	Rule     string `json:"rule"`
	Severity string `json:"severity"`
	Message  string `json:"message"`
	Waived   bool   `json:"waived,omitempty"`
}

// WriteJSON writes pick's machine-readable report, with the completed
// file when every build found one.
func WriteJSON(w io.Writer, path string, outs []Outcome, completed []byte, opt Options, cfg *config.Summary) error {
	out := jsonPick{FormatVersion: "1", File: path, Config: cfg}
	ok := true
	for _, o := range outs {
		jb := jsonPickBuild{Name: o.Name, Objective: string(opt.Objective), Chosen: []jsonChoice{}, Diagnostics: []jsonPickDiag{}}
		if o.Result == nil {
			ok = false
			jb.Constraint, jb.Fixes = o.Constraint, o.Fixes
			out.Builds = append(out.Builds, jb)
			continue
		}
		r := o.Result
		jb.Found, jb.PriceUSD, jb.PerfTFLOPS = true, r.PriceUSD, r.PerfTFLOPS
		jb.Nodes, jb.Checked = r.Stats.Nodes, r.Stats.Checked
		v := r.Verified()
		jb.Verified = &v
		for _, u := range r.Unchecked {
			jb.Unchecked = append(jb.Unchecked, jsonUnchecked{u.Rule, u.Reason})
		}
		jb.SetAside, jb.SetAsideBy = r.SetAside()
		if jb.SetAside == 0 {
			jb.SetAsideBy = nil
		}
		jb.SyncAdapter, jb.SearchStopped = r.TwoPSUs(), r.Stopped
		for _, c := range r.Choices {
			jb.Chosen = append(jb.Chosen, jsonChoice{Role: string(c.Role), ID: c.Part.ID, Name: c.Part.Name(), Count: c.Count,
				UnitPriceUSD: c.UnitPriceUSD, PriceUSD: c.PriceUSD, Why: c.Why(), CheaperRejected: c.Cheaper, RejectedBy: c.Tally, Cheapest: c.Rejected})
		}
		jb.Parts = check.Parts(r.Build)
		facts := check.FactsJSON(r.Facts)
		jb.Facts = &facts
		for _, d := range r.Diagnostics {
			jb.Diagnostics = append(jb.Diagnostics, jsonPickDiag{Rule: d.Rule, Severity: d.Severity.String(), Message: d.Message, Waived: d.Waived})
		}
		out.Builds = append(out.Builds, jb)
	}
	if ok {
		out.HCL = string(completed)
	}
	enc := json.NewEncoder(escape.JSONWriter(w))
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

// Complete inserts the chosen part blocks into each build block of src,
// keeping everything else (comments included), and formats the result. New
// blocks go after the build's last part block, or at the end of the build
// when it names none; a comment line marks them.
func Complete(src []byte, name string, outs []Outcome) ([]byte, error) {
	f, diags := hclwrite.ParseConfig(src, name, hcl.InitialPos)
	if diags.HasErrors() {
		return nil, fmt.Errorf("%s: %s", name, diags.Error())
	}
	for _, o := range outs {
		if o.Result == nil || len(o.Result.Choices) == 0 {
			continue
		}
		blk := f.Body().FirstMatchingBlock("build", []string{o.Name})
		if blk == nil {
			continue
		}
		body := blk.Body()
		width := 0
		lastPart := -1
		blocks := body.Blocks()
		for i, cb := range blocks {
			if hw.IsRole(hw.Kind(cb.Type())) {
				lastPart = i
				width = max(width, len(cb.Type()))
			}
		}
		for _, c := range o.Result.Choices {
			width = max(width, len(c.Role))
		}
		var moved []*hclwrite.Block
		if lastPart >= 0 {
			moved = blocks[lastPart+1:]
			for _, mb := range moved {
				body.RemoveBlock(mb)
			}
		} else {
			body.AppendNewline()
		}
		var snippet bytes.Buffer
		fmt.Fprintf(&snippet, "# Chosen by rigcheck pick: %s.\n", Money(o.Result.PriceUSD)+" in all")
		for _, c := range o.Result.Choices {
			fmt.Fprintf(&snippet, "%-*s %q {", width, c.Role, c.Part.ID)
			if c.Count > 1 {
				fmt.Fprintf(&snippet, " count = %d ", c.Count)
			}
			snippet.WriteString("}\n")
		}
		sf, d := hclwrite.ParseConfig(snippet.Bytes(), "pick", hcl.InitialPos)
		if d.HasErrors() {
			return nil, fmt.Errorf("internal: %s", d.Error())
		}
		body.AppendUnstructuredTokens(sf.BuildTokens(nil))
		if len(moved) > 0 {
			body.AppendNewline()
		}
		for i, mb := range moved {
			if i > 0 {
				body.AppendNewline()
			}
			body.AppendBlock(mb)
		}
	}
	// The same canonical layout as `rigcheck fmt`, labels aligned.
	out, diags := hclfile.Format(name, f.Bytes())
	if diags.HasErrors() {
		return nil, fmt.Errorf("internal: %s", diags.Error())
	}
	return out, nil
}

// tallyText lists a tally by rule, the largest first: "gpu-slots ×3, sata-ports ×1".
func tallyText(by map[string]int) string {
	keys := make([]string, 0, len(by))
	for k := range by {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if by[keys[i]] != by[keys[j]] {
			return by[keys[i]] > by[keys[j]]
		}
		return keys[i] < keys[j]
	})
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s ×%d", k, by[k])
	}
	return strings.Join(parts, ", ")
}
