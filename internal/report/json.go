package report

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/config"
	"github.com/rigcheck/rigcheck/internal/escape"
	"github.com/rigcheck/rigcheck/internal/hw"
)

type jsonPos struct {
	Line   int `json:"line"`
	Column int `json:"column"`
	Byte   int `json:"byte"`
}

type jsonRange struct {
	Filename string  `json:"filename"`
	Start    jsonPos `json:"start"`
	End      jsonPos `json:"end"`
}

type jsonDiag struct {
	Rule         string    `json:"rule"`
	Severity     string    `json:"severity"`
	Build        *string   `json:"build"`
	Message      string    `json:"message"`
	Detail       string    `json:"detail"`
	Range        jsonRange `json:"range"`
	Waived       bool      `json:"waived,omitempty"`
	WaiverReason string    `json:"waiver_reason,omitempty"`
	// CommunityData names the parts with community data the finding
	// rests on (check.CommunityNote).
	CommunityData []string `json:"community_data,omitempty"`
}

type jsonUnchecked struct {
	Rule   string `json:"rule"`
	Reason string `json:"reason"`
}

type jsonBuild struct {
	File      string          `json:"file"`
	Name      string          `json:"name"`
	Valid     bool            `json:"valid"`
	Verified  bool            `json:"verified"`
	Unchecked []jsonUnchecked `json:"unchecked"`
	// RestsOn is SPEC 3.2's: every number the verdict rests on that is
	// not a catalog number.
	RestsOn   []jsonRestsOn    `json:"rests_on"`
	Parts     []check.Part     `json:"parts"`
	Facts     check.JSONFacts  `json:"facts"`
	Workloads []check.Workload `json:"workloads"`
}

// jsonRestsOn is one rests_on entry: SPEC 3.2's part, attribute, basis
// ("community", "bound", "amend", "override" for a build file's part's
// change of the catalog part it extends, "build-file" for a part declared
// there, its attribute "" when the entry is the whole part) and where,
// with the old and new number of a change and the rules that used it.
type jsonRestsOn struct {
	Part      string   `json:"part"`
	Attribute string   `json:"attribute"`
	Basis     string   `json:"basis"`
	Where     string   `json:"where"`
	Old       string   `json:"old,omitempty"`
	New       string   `json:"new,omitempty"`
	Rules     []string `json:"rules"`
}

func jsonRestsOnOf(list []check.RestsOn) []jsonRestsOn {
	out := []jsonRestsOn{}
	for _, r := range list {
		rules := r.Rules
		if rules == nil {
			rules = []string{} // not weighed (check.MaxWeighed)
		}
		out = append(out, jsonRestsOn{Part: r.Part, Attribute: r.Attr, Basis: r.Basis, Where: r.Where, Old: r.Old, New: r.New, Rules: rules})
	}
	return out
}

type jsonSummary struct {
	Files    int `json:"files"`
	Builds   int `json:"builds"`
	Errors   int `json:"errors"`
	Warnings int `json:"warnings"`
	Infos    int `json:"infos"`
	// Unverified counts the builds that did not fail but could not be
	// proven (SPEC 3.1).
	Unverified int `json:"unverified"`
}

func jsonBuildOf(b check.BuildResult) jsonBuild {
	parts := check.Parts(b.Build)
	if parts == nil {
		parts = []check.Part{}
	}
	un := []jsonUnchecked{}
	for _, u := range b.Unchecked {
		un = append(un, jsonUnchecked{u.Rule, u.Reason})
	}
	jb := jsonBuild{File: b.File, Name: b.Build.Name, Valid: b.Valid,
		Verified: b.Verdict == check.Passes, Unchecked: un, RestsOn: jsonRestsOnOf(b.RestsOn), Parts: parts, Facts: check.FactsJSON(b.Facts), Workloads: b.Workloads}
	if jb.Workloads == nil {
		jb.Workloads = []check.Workload{}
	}
	return jb
}

func jsonDiagOf(d hw.Diagnostic) jsonDiag {
	jd := jsonDiag{Rule: d.Rule, Severity: d.Severity.String(), Message: d.Message, Detail: d.Detail,
		Range: jsonRange{Filename: d.Range.Filename,
			Start: jsonPos{d.Range.Start.Line, d.Range.Start.Column, d.Range.Start.Byte},
			End:   jsonPos{d.Range.End.Line, d.Range.End.Column, d.Range.End.Byte}},
		Waived: d.Waived, WaiverReason: d.WaiverReason, CommunityData: d.Community}
	if d.Build != "" {
		b := d.Build
		jd.Build = &b
	}
	return jd
}

// jsonHead is the document up to the first build: the summary, and the
// opening of the builds array.
func jsonHead(s *check.Summary, cfg *config.Summary, builds bool) ([]byte, error) {
	sum, err := json.MarshalIndent(jsonSummary{Files: s.Files, Builds: s.Builds, Errors: s.Errors,
		Warnings: s.Warnings, Infos: s.Infos, Unverified: s.Unverified}, "  ", "  ")
	if err != nil {
		return nil, err
	}
	// SPEC section 6: the config file used (null for none) and the rules
	// it changed.
	conf, err := json.MarshalIndent(cfg, "  ", "  ")
	if err != nil {
		return nil, err
	}
	head := fmt.Appendf(nil, "{\n  \"format_version\": \"1\",\n  \"valid\": %t,\n  \"summary\": %s,\n  \"config\": %s,\n  \"builds\": [", s.Valid(), sum, escape.JSON(conf))
	if builds {
		head = append(head, "\n    "...)
	}
	return head, nil
}

// jsonMiddle closes the builds array and opens the diagnostics'.
func jsonMiddle(builds bool) string {
	if builds {
		return "\n  ],\n  \"diagnostics\": ["
	}
	return "],\n  \"diagnostics\": ["
}

// jsonTail closes the diagnostics array and the document.
func jsonTail(diags bool) string {
	if diags {
		return "\n  ]\n}\n"
	}
	return "]\n}\n"
}

// jsonWriter writes the JSON report of SPEC section 6 as pieces: each
// element of the builds and diagnostics arrays is encoded alone
// (jsonElements), indented for its depth, so that the pieces joined are
// byte for byte what encoding/json writes for the whole document. The summary
// at the document's head is known last, so the builds (in the run's
// order) and the diagnostics (in the order of the sorted whole) wait in
// spools (see spool) until End.
type jsonWriter struct {
	w          io.Writer
	config     *config.Summary
	buildSpool *spool
	nbuilds    int
	diags      *sortedSpool
	keep       map[string]bool // keepNames
	extra      hw.Diagnostics
	enc        *jsonElements
	out        bytes.Buffer
}

func newJSON(w io.Writer, opt Options, run check.RunInfo) check.Sink {
	return &jsonWriter{w: w, config: opt.Config, buildSpool: newSpool(), diags: newSortedSpool(",\n    "), keep: keepNames(run), extra: run.Extra,
		enc: newJSONElements(4)}
}

func (j *jsonWriter) File(name string, r *check.Result) error {
	if err := j.builds(r.Builds); err != nil {
		return err
	}
	own := r.Diagnostics[:0:0]
	for _, d := range r.Diagnostics {
		if name != "" && d.Range.Filename == name && !j.keep[name] {
			own = append(own, d)
		} else {
			j.diags.loose = append(j.diags.loose, d)
		}
	}
	return j.diags.add(name, own, j.diag)
}

// jsonElements encodes elements of an array as encoding/json indents the
// whole document at their depth, with the escapes of escape.JSON: one
// encoder and one buffer for every element, so that an element costs no
// allocation of its own.
type jsonElements struct {
	buf bytes.Buffer
	enc *json.Encoder
}

// newJSONElements encodes elements at a depth of indent spaces.
func newJSONElements(indent int) *jsonElements {
	e := &jsonElements{}
	e.enc = json.NewEncoder(&e.buf)
	e.enc.SetIndent(strings.Repeat(" ", indent), "  ")
	return e
}

// encode returns v encoded, valid until the next call.
func (e *jsonElements) encode(v any) ([]byte, error) {
	e.buf.Reset()
	if err := e.enc.Encode(v); err != nil {
		return nil, err
	}
	return escape.JSON(bytes.TrimSuffix(e.buf.Bytes(), []byte("\n"))), nil
}

// builds adds elements to the builds array.
func (j *jsonWriter) builds(bs []check.BuildResult) error {
	for _, b := range bs {
		e, err := j.enc.encode(jsonBuildOf(b))
		if err != nil {
			return err
		}
		if j.nbuilds > 0 {
			j.buildSpool.write([]byte(",\n    "))
		}
		j.buildSpool.write(e)
		j.nbuilds++
	}
	return j.buildSpool.err
}

// diag renders a diagnostic as an element of the diagnostics array.
func (j *jsonWriter) diag(d hw.Diagnostic) ([]byte, error) {
	return j.enc.encode(jsonDiagOf(d))
}

// End writes the document: the header with the summary, the builds, the
// diagnostics in the order of hw.Diagnostics.Sort, and the closing brace.
func (j *jsonWriter) End(s *check.Summary) error {
	j.diags.loose = append(j.diags.loose, j.extra...)
	head, err := jsonHead(s, j.config, j.nbuilds > 0)
	if err != nil {
		return err
	}
	out := &j.out
	out.Write(head)
	if err := j.write(); err != nil {
		return err
	}
	if err := j.buildSpool.copyTo(j.w, 0, j.buildSpool.size); err != nil {
		return err
	}
	out.WriteString(jsonMiddle(j.nbuilds > 0))
	j.diags.sort()
	some, err := j.diags.writeTo(j.w, out, j.diag)
	if err != nil {
		return err
	}
	out.WriteString(jsonTail(some))
	err = j.write()
	j.buildSpool.close()
	j.diags.sp.close()
	return err
}

// write writes out what end has rendered so far.
func (j *jsonWriter) write() error {
	_, err := j.w.Write(j.out.Bytes())
	j.out.Reset()
	return err
}
