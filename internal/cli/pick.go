package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclwrite"
	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/pick"
	"github.com/rigcheck/rigcheck/internal/report"
	"github.com/spf13/cobra"
)

func init() {
	register(func(e *env) *cobra.Command {
		var (
			write, allowWarnings bool
			format, objective    string
			preferBrand, only    string
			budget               float64
			exclude              []string
		)
		cmd := &cobra.Command{
			Use:   "pick FILE",
			Short: "complete a partial build with the cheapest parts that pass every rule",
			Long: `pick fills the roles a build leaves out (cpu, motherboard, memory, storage, psu, case, and a cooler
unless the CPU ships one; GPUs when require sets gpus or vram_gb) with catalog parts, so that the
completed build has no error and no warning and nothing cheaper in the catalog does. Roles the build
names stay as written. The search is exact: it agrees with trying every combination.

The completed file goes to stdout (the report to stderr), or back into FILE with -w (the report to
stdout). Comments in the file are kept. Exit 1 when no build passes, with the binding constraint.`,
			Example: `  rigcheck pick mybuild.hcl
  rigcheck pick -w --budget 6000 mybuild.hcl
  rigcheck pick --objective perf-per-dollar --exclude corsair-ax1600i --format json mybuild.hcl`,
			Args: cobra.ExactArgs(1),
			RunE: func(cmd *cobra.Command, args []string) error {
				if format != "text" && format != "json" {
					return usageErr("unknown --format %q: use text or json", format)
				}
				obj := pick.Objective(objective)
				if obj != pick.Price && obj != pick.PerfPerDollar {
					return usageErr("unknown --objective %q: use price or perf-per-dollar", objective)
				}
				path := args[0]
				if write && path == "-" {
					return usageErr("-w cannot write back to standard input")
				}
				var src []byte
				var err error
				if path == "-" {
					src, err = io.ReadAll(io.LimitReader(e.stdin, hclfile.MaxFileSize+1))
					path = "<stdin>"
				} else {
					src, err = catalog.ReadFileLimited(path)
				}
				if err != nil {
					return usageErr("%s", err)
				}
				s, err := e.load()
				if err != nil {
					return err
				}
				opt := pick.Options{Objective: obj, AllowWarnings: allowWarnings, PreferBrand: preferBrand,
					Config: s.cfg, Exclude: map[string]bool{}}
				if cmd.Flags().Changed("budget") {
					if budget <= 0 {
						return usageErr("--budget must be a positive number of dollars")
					}
					opt.BudgetUSD = &budget
				}
				p := &picker{e: e, path: path, src: src, opt: opt, only: only, format: format}
				for _, id := range exclude {
					if s.cat.Lookup(id) == nil {
						return usageErr("--exclude %q: no such part in the catalog. %s", id, s.cat.Suggest(id, ""))
					}
					p.opt.Exclude[id] = true
				}
				return p.run(s.cat, write)
			},
		}
		f := cmd.Flags()
		f.BoolVarP(&write, "write", "w", false, "write the completed build back to FILE")
		f.StringVar(&format, "format", "text", "output format: text or json")
		f.StringVar(&objective, "objective", "price", "price (cheapest) or perf-per-dollar (most GPU fp16 TFLOPS per dollar)")
		f.Float64Var(&budget, "budget", 0, "hard cap on the total price in US dollars")
		f.StringArrayVar(&exclude, "exclude", nil, "part id that may not be chosen (repeatable)")
		f.StringVar(&preferBrand, "prefer-brand", "", "among builds of equal price, prefer the one with more parts of this brand")
		f.BoolVar(&allowWarnings, "allow-warnings", false, "accept builds with warnings (never errors)")
		f.StringVar(&only, "build", "", "pick only the build of this name (default: every build in FILE)")
		return cmd
	})
}

type picker struct {
	e      *env
	path   string
	src    []byte
	opt    pick.Options
	only   string
	format string
}

// pickOutcome is one build's result, for both formats.
type pickOutcome struct {
	name       string
	res        *pick.Result
	constraint string
}

func (p *picker) run(cat *catalog.Catalog, write bool) error {
	f, diags := hclfile.Parse(p.path, p.src)
	if len(f.Parts) > 0 {
		var d hw.Diagnostics
		cat, d = cat.Merge([]*hclfile.File{f})
		diags = append(diags, d...)
	}
	var builds []*hw.Build
	for _, b := range f.Builds {
		if p.only == "" || b.Name == p.only {
			builds = append(builds, b)
			diags = append(diags, cat.Resolve(b)...)
		}
	}
	if diags.HasErrors() {
		p.printDiags(diags)
		return &exitError{code: ExitFailed, msg: fmt.Sprintf("%s has errors; fix them before pick can complete it", p.path)}
	}
	if len(builds) == 0 {
		if p.only != "" {
			return usageErr("%s has no build %q", p.path, p.only)
		}
		return usageErr("%s has no build block; write one, e.g. build \"mine\" { require { gpus = 2 } }", p.path)
	}
	for id := range p.opt.Exclude {
		for _, b := range builds {
			for _, it := range b.Items {
				if it.ID == id {
					return usageErr("--exclude %q: build %q names that part itself; remove it from the build instead", id, b.Name)
				}
			}
		}
	}
	var outs []pickOutcome
	failedAny := false
	for _, b := range builds {
		res, err := pick.Pick(b, cat, p.opt)
		var nb *pick.NoBuildError
		switch {
		case errors.As(err, &nb):
			failedAny = true
			outs = append(outs, pickOutcome{name: b.Name, constraint: nb.Constraint})
		case err != nil:
			return &exitError{code: ExitFailed, msg: err.Error()}
		default:
			outs = append(outs, pickOutcome{name: b.Name, res: res})
		}
	}
	completed, err := completeFile(p.src, p.path, outs)
	if err != nil {
		return usageErr("%s", err)
	}
	if p.format == "json" {
		if err := p.writeJSON(outs, completed); err != nil {
			return usageErr("writing the report: %v", err)
		}
	} else {
		rep := p.e.stderr
		if write {
			rep = p.e.stdout
		} else if !failedAny {
			_, _ = p.e.stdout.Write(completed)
		}
		p.writeText(rep, outs)
	}
	if failedAny {
		return failed
	}
	if write {
		mode := os.FileMode(0o644)
		if st, err := os.Stat(p.path); err == nil {
			mode = st.Mode().Perm()
		}
		if err := os.WriteFile(p.path, completed, mode); err != nil {
			return usageErr("writing %s: %v", p.path, err)
		}
	}
	return nil
}

func (p *picker) printDiags(diags hw.Diagnostics) {
	diags.Sort()
	for _, d := range diags {
		if d.Severity != hw.Error {
			continue
		}
		fmt.Fprintf(p.e.stderr, "%s:%d:%d: error [%s] %s\n", d.Range.Filename, d.Range.Start.Line, d.Range.Start.Column, d.Rule, d.Message)
		if d.Detail != "" {
			fmt.Fprintf(p.e.stderr, "  %s\n", d.Detail)
		}
	}
}

func (p *picker) writeText(w io.Writer, outs []pickOutcome) {
	for i, o := range outs {
		if i > 0 {
			fmt.Fprintln(w)
		}
		if o.res == nil {
			fmt.Fprintf(w, "build %q: no build passes every rule\n  binding constraint: %s\n", o.name, o.constraint)
			continue
		}
		r := o.res
		what := "the cheapest build that passes every rule"
		if p.opt.Objective == pick.PerfPerDollar {
			what = fmt.Sprintf("%.1f fp16 TFLOPS, %.3f TFLOPS per $1,000, the best ratio that passes every rule", r.PerfTFLOPS, 1000*r.PerfTFLOPS/r.PriceUSD)
		}
		if p.opt.AllowWarnings {
			what += " (warnings allowed)"
		}
		fmt.Fprintf(w, "build %q: %s — %s\n", o.name, pick.Money(r.PriceUSD), what)
		if len(r.Choices) == 0 {
			fmt.Fprintln(w, "  nothing to add: the build names every role")
		}
		for _, c := range r.Choices {
			cnt := ""
			if c.Count > 1 {
				cnt = fmt.Sprintf("%d × ", c.Count)
			}
			fmt.Fprintf(w, "  + %-11s %s\n      %s%s = %s; %s\n", c.Role, c.Part.ID, cnt, pick.Money(c.UnitPriceUSD), pick.Money(c.PriceUSD), c.Why())
		}
		e, wn, inf := r.Diagnostics.Count()
		fmt.Fprintf(w, "  rules: %d errors, %d warnings, %d infos (run `rigcheck validate` on the completed file for the details)\n", e, wn, inf)
	}
}

type jsonPick struct {
	FormatVersion string          `json:"format_version"`
	File          string          `json:"file"`
	Builds        []jsonPickBuild `json:"builds"`
	// HCL is the completed file; empty when a build has no solution.
	HCL string `json:"hcl"`
}

type jsonPickBuild struct {
	Name        string            `json:"name"`
	Found       bool              `json:"found"`
	Constraint  string            `json:"constraint,omitempty"`
	Objective   string            `json:"objective"`
	PriceUSD    float64           `json:"price_usd,omitempty"`
	PerfTFLOPS  float64           `json:"fp16_tflops,omitempty"`
	Chosen      []jsonChoice      `json:"chosen"`
	Parts       []report.Part     `json:"parts,omitempty"`
	Facts       *report.JSONFacts `json:"facts,omitempty"`
	Diagnostics []jsonPickDiag    `json:"diagnostics"`
	Nodes       int               `json:"search_nodes"`
	Checked     int               `json:"candidates_checked"`
}

type jsonChoice struct {
	Role            string          `json:"role"`
	ID              string          `json:"id"`
	Name            string          `json:"name"`
	Count           int             `json:"count"`
	UnitPriceUSD    float64         `json:"unit_price_usd"`
	PriceUSD        float64         `json:"price_usd"`
	Why             string          `json:"why"`
	CheaperRejected int             `json:"cheaper_rejected"`
	RejectedBy      map[string]int  `json:"rejected_by"`
	Cheapest        *pick.Rejection `json:"cheapest_rejected,omitempty"`
}

type jsonPickDiag struct {
	Rule     string `json:"rule"`
	Severity string `json:"severity"`
	Message  string `json:"message"`
	Waived   bool   `json:"waived,omitempty"`
}

func (p *picker) writeJSON(outs []pickOutcome, completed []byte) error {
	out := jsonPick{FormatVersion: "1", File: p.path}
	ok := true
	for _, o := range outs {
		jb := jsonPickBuild{Name: o.name, Objective: string(p.opt.Objective), Chosen: []jsonChoice{}, Diagnostics: []jsonPickDiag{}}
		if o.res == nil {
			ok = false
			jb.Constraint = o.constraint
			out.Builds = append(out.Builds, jb)
			continue
		}
		r := o.res
		jb.Found, jb.PriceUSD, jb.PerfTFLOPS = true, r.PriceUSD, r.PerfTFLOPS
		jb.Nodes, jb.Checked = r.Stats.Nodes, r.Stats.Checked
		for _, c := range r.Choices {
			jb.Chosen = append(jb.Chosen, jsonChoice{Role: string(c.Role), ID: c.Part.ID, Name: c.Part.Name(), Count: c.Count,
				UnitPriceUSD: c.UnitPriceUSD, PriceUSD: c.PriceUSD, Why: c.Why(), CheaperRejected: c.Cheaper, RejectedBy: c.Tally, Cheapest: c.Rejected})
		}
		jb.Parts = report.Parts(r.Build)
		facts := report.FactsJSON(r.Facts)
		jb.Facts = &facts
		for _, d := range r.Diagnostics {
			jb.Diagnostics = append(jb.Diagnostics, jsonPickDiag{Rule: d.Rule, Severity: d.Severity.String(), Message: d.Message, Waived: d.Waived})
		}
		out.Builds = append(out.Builds, jb)
	}
	if ok {
		out.HCL = string(completed)
	}
	enc := json.NewEncoder(p.e.stdout)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

// completeFile inserts the chosen part blocks into each build block of src,
// keeping everything else (comments included), and formats the result. New
// blocks go after the build's last part block, or at the end of the build
// when it names none; a comment line marks them.
func completeFile(src []byte, name string, outs []pickOutcome) ([]byte, error) {
	f, diags := hclwrite.ParseConfig(src, name, hcl.InitialPos)
	if diags.HasErrors() {
		return nil, fmt.Errorf("%s: %s", name, diags.Error())
	}
	for _, o := range outs {
		if o.res == nil || len(o.res.Choices) == 0 {
			continue
		}
		blk := f.Body().FirstMatchingBlock("build", []string{o.name})
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
		for _, c := range o.res.Choices {
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
		fmt.Fprintf(&snippet, "# Chosen by rigcheck pick: %s.\n", pickSummary(o.res))
		for _, c := range o.res.Choices {
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
	out, diags := FormatHCL(name, f.Bytes())
	if diags.HasErrors() {
		return nil, fmt.Errorf("internal: %s", diags.Error())
	}
	return out, nil
}

func pickSummary(r *pick.Result) string {
	var s strings.Builder
	fmt.Fprintf(&s, "%s in all", pick.Money(r.PriceUSD))
	return s.String()
}
