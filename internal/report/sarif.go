package report

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net/url"
	"path/filepath"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/config"
	"github.com/rigcheck/rigcheck/internal/escape"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/prose"
)

// InformationURI is rigcheck's home page, named in SARIF's tool.driver.
const InformationURI = "https://github.com/rigcheck/rigcheck"

// The subset of SARIF 2.1.0 that rigcheck writes. Field order follows the
// specification so the output reads like the examples in it.
type (
	sarifLog struct {
		Schema  string     `json:"$schema"`
		Version string     `json:"version"`
		Runs    []sarifRun `json:"runs"`
	}
	sarifRun struct {
		Tool       sarifTool     `json:"tool"`
		ColumnKind string        `json:"columnKind"`
		Results    []sarifResult `json:"results"`
		// Properties carry each build's verdict (SPEC 3.1).
		Properties *sarifRunProps `json:"properties,omitempty"`
	}
	sarifRunProps struct {
		// Config is the config file the run used and what it changed
		// (the JSON report's config); absent for none.
		Config *config.Summary `json:"config,omitempty"`
		Builds []sarifVerdict  `json:"builds"`
	}
	sarifVerdict struct {
		File      string          `json:"file"`
		Name      string          `json:"name"`
		Verdict   string          `json:"verdict"`
		Unchecked []jsonUnchecked `json:"unchecked,omitempty"`
		// RestsOn is the JSON report's rests_on (SPEC 3.2).
		RestsOn []jsonRestsOn `json:"restsOn,omitempty"`
		// Changes are the build's parts' amended and overridden numbers.
		Changes []sarifChange `json:"changes,omitempty"`
	}
	sarifChange struct {
		Part string `json:"part"`
		check.Change
	}
	sarifTool struct {
		Driver sarifDriver `json:"driver"`
	}
	sarifDriver struct {
		Name           string      `json:"name"`
		Version        string      `json:"version,omitempty"`
		InformationURI string      `json:"informationUri"`
		Rules          []sarifRule `json:"rules"`
	}
	sarifText struct {
		Text     string `json:"text"`
		Markdown string `json:"markdown,omitempty"`
	}
	sarifRule struct {
		ID                   string          `json:"id"`
		Name                 string          `json:"name"`
		ShortDescription     sarifText       `json:"shortDescription"`
		FullDescription      sarifText       `json:"fullDescription"`
		Help                 sarifText       `json:"help"`
		DefaultConfiguration sarifRuleConfig `json:"defaultConfiguration"`
		Properties           sarifRuleProps  `json:"properties"`
	}
	sarifRuleConfig struct {
		Level string `json:"level"`
	}
	sarifRuleProps struct {
		Tags []string `json:"tags"`
	}
	sarifResult struct {
		RuleID       string             `json:"ruleId"`
		RuleIndex    int                `json:"ruleIndex"`
		Level        string             `json:"level"`
		Message      sarifText          `json:"message"`
		Locations    []sarifLocation    `json:"locations,omitempty"`
		Suppressions []sarifSuppression `json:"suppressions,omitempty"`
		Properties   *sarifResultProps  `json:"properties,omitempty"`
	}
	sarifResultProps struct {
		Build string `json:"build"`
		// CommunityData names the parts with community data the finding
		// rests on (check.CommunityNote).
		CommunityData []string `json:"communityData,omitempty"`
	}
	sarifLocation struct {
		PhysicalLocation sarifPhysical `json:"physicalLocation"`
	}
	sarifPhysical struct {
		ArtifactLocation sarifArtifact `json:"artifactLocation"`
		Region           *sarifRegion  `json:"region,omitempty"`
	}
	sarifArtifact struct {
		URI string `json:"uri"`
	}
	sarifRegion struct {
		StartLine   int `json:"startLine"`
		StartColumn int `json:"startColumn,omitempty"`
		EndLine     int `json:"endLine,omitempty"`
		EndColumn   int `json:"endColumn,omitempty"`
	}
	sarifSuppression struct {
		Kind          string `json:"kind"`
		Justification string `json:"justification,omitempty"`
	}
)

// sarifLevel maps a severity to a SARIF level.
func sarifLevel(s hw.Severity) string {
	switch s {
	case hw.Error:
		return "error"
	case hw.Warning:
		return "warning"
	}
	return "note"
}

// sarifWriter writes the run as a SARIF 2.1.0 log that GitHub code
// scanning accepts: one run whose driver carries every rule of
// Options.Rules (and any policy of the config that fired), one result per
// diagnostic. Waived diagnostics are kept as suppressed results, so code
// scanning shows them as dismissed rather than open.
//
// The results, in the order of the sorted whole, and the builds' verdicts
// are spooled like the JSON report's pieces. The rule table at the log's
// head lists the config's policies in the order their first results
// appear, so a file with a result of a rule the table lacks keeps its
// results in memory, to be numbered at the end.
type sarifWriter struct {
	w       io.Writer
	opt     Options
	strict  bool
	index   map[string]int
	results *sortedSpool
	builds  *spool
	nbuilds int
	keep    map[string]bool
	extra   hw.Diagnostics
	// resultEnc and buildEnc encode the results and the builds' verdicts
	// at their depths.
	resultEnc, buildEnc *jsonElements
}

func newSARIF(w io.Writer, opt Options, run check.RunInfo) check.Sink {
	s := &sarifWriter{w: w, opt: opt, strict: run.Strict, index: map[string]int{}, results: newSortedSpool(",\n        "),
		builds: newSpool(), keep: keepNames(run), extra: run.Extra, resultEnc: newJSONElements(8), buildEnc: newJSONElements(10)}
	for i, rl := range opt.Rules {
		s.index[rl.ID] = i // the last of an id
	}
	return s
}

// shown are the diagnostics the log holds.
func (s *sarifWriter) shown(ds hw.Diagnostics) hw.Diagnostics {
	if !s.opt.Quiet {
		return ds
	}
	var out hw.Diagnostics
	for _, d := range ds {
		if check.Fails(d, s.strict) {
			out = append(out, d)
		}
	}
	return out
}

func (s *sarifWriter) File(name string, r *check.Result) error {
	for _, b := range r.Builds {
		e, err := s.buildEnc.encode(sarifVerdictOf(b, s.opt.BaseDir))
		if err != nil {
			return err
		}
		if s.nbuilds > 0 {
			s.builds.write([]byte(",\n          "))
		}
		s.builds.write(e)
		s.nbuilds++
	}
	ds := s.shown(r.Diagnostics)
	local := name != "" && !s.keep[name]
	for _, d := range ds {
		if _, known := s.index[d.Rule]; !known || d.Range.Filename != name {
			local = false
		}
	}
	if !local {
		s.results.loose = append(s.results.loose, ds...)
		return s.builds.err
	}
	if err := s.results.add(name, ds, s.result); err != nil {
		return err
	}
	return s.builds.err
}

// result renders a diagnostic as an element of the results array.
func (s *sarifWriter) result(d hw.Diagnostic) ([]byte, error) {
	return s.resultEnc.encode(sarifResultOf(d, s.index[d.Rule], s.opt.BaseDir))
}

func (s *sarifWriter) End(sum *check.Summary) error {
	defer s.results.sp.close()
	defer s.builds.close()
	s.results.loose = append(s.results.loose, s.shown(s.extra)...)
	s.results.sort()
	// The chunks hold no rule the table lacks: the loose results, in
	// order, number the policies.
	run := sarifRunOf(s.opt.Version, s.opt.Rules)
	for _, d := range s.results.loose {
		if _, ok := s.index[d.Rule]; !ok {
			s.index[d.Rule] = len(run.Tool.Driver.Rules)
			run.Tool.Driver.Rules = append(run.Tool.Driver.Rules, sarifPolicyRule(d))
		}
	}
	head, err := sarifHead(run)
	if err != nil {
		return err
	}
	var out bytes.Buffer
	out.Write(head)
	flush := func() error {
		_, err := s.w.Write(out.Bytes())
		out.Reset()
		return err
	}
	some, err := s.results.writeTo(s.w, &out, s.result)
	if err != nil {
		return err
	}
	if some {
		out.WriteString("\n      ")
	}
	out.WriteString("]")
	if s.nbuilds > 0 || s.opt.Config != nil {
		out.WriteString(",\n      \"properties\": {")
		if c := s.opt.Config; c != nil {
			conf, err := json.MarshalIndent(c, "        ", "  ")
			if err != nil {
				return err
			}
			out.WriteString("\n        \"config\": ")
			out.Write(escape.JSON(conf))
			if s.nbuilds > 0 {
				out.WriteString(",")
			}
		}
		if s.nbuilds > 0 {
			out.WriteString("\n        \"builds\": [\n          ")
			if err := flush(); err != nil {
				return err
			}
			if err := s.builds.copyTo(s.w, 0, s.builds.size); err != nil {
				return err
			}
			out.WriteString("\n        ]")
		}
		out.WriteString("\n      }")
	}
	out.WriteString("\n    }\n  ]\n}\n")
	return flush()
}

const sarifSchema = "https://json.schemastore.org/sarif-2.1.0.json"

// sarifRunOf is the run with the driver's rule table and no results.
func sarifRunOf(version string, rules []hw.RuleDoc) sarifRun {
	run := sarifRun{
		Tool:       sarifTool{Driver: sarifDriver{Name: "rigcheck", Version: version, InformationURI: InformationURI}},
		ColumnKind: "unicodeCodePoints",
		Results:    []sarifResult{},
	}
	for _, rl := range rules {
		run.Tool.Driver.Rules = append(run.Tool.Driver.Rules, sarifRuleOf(rl))
	}
	return run
}

func sarifResultOf(d hw.Diagnostic, ruleIndex int, base string) sarifResult {
	res := sarifResult{RuleID: d.Rule, RuleIndex: ruleIndex, Level: sarifLevel(d.Severity), Message: sarifText{Text: sarifMessage(d)}}
	if loc, ok := sarifLocationOf(d.Range, base); ok {
		res.Locations = []sarifLocation{loc}
	}
	if d.Waived {
		res.Suppressions = []sarifSuppression{{Kind: "inSource", Justification: nonEmpty(d.WaiverReason, "waived in the build file")}}
	}
	if d.Build != "" {
		res.Properties = &sarifResultProps{Build: d.Build, CommunityData: d.Community}
	}
	return res
}

func sarifVerdictOf(b check.BuildResult, base string) sarifVerdict {
	v := sarifVerdict{File: RelPath(b.File, base), Name: b.Build.Name, Verdict: b.Verdict.String()}
	if !b.Valid {
		v.Verdict = check.FailsVerdict.String()
	}
	for _, u := range b.Unchecked {
		v.Unchecked = append(v.Unchecked, jsonUnchecked{u.Rule, u.Reason})
	}
	if len(b.RestsOn) > 0 {
		v.RestsOn = jsonRestsOnOf(b.RestsOn)
	}
	for _, p := range check.Parts(b.Build) {
		for _, c := range p.Changes {
			v.Changes = append(v.Changes, sarifChange{Part: p.ID, Change: c})
		}
	}
	return v
}

// sarifHead is the log up to its first result: the run's rule table, the
// results array opened.
func sarifHead(run sarifRun) ([]byte, error) {
	run.Results, run.Properties = []sarifResult{}, nil
	b, err := json.MarshalIndent(sarifLog{Schema: sarifSchema, Version: "2.1.0", Runs: []sarifRun{run}}, "", "  ")
	if err != nil {
		return nil, err
	}
	// Keys are quoted raw only outside strings: the last one is the
	// results array's.
	at := bytes.LastIndex(b, []byte(`"results": [`))
	if at < 0 {
		return nil, errors.New("sarif: no results array")
	}
	return escape.JSON(b[:at+len(`"results": [`)]), nil
}

// sarifMessage is the result text: GitHub shows its first sentence as the
// alert title, so the message comes first and the detail after it.
func sarifMessage(d hw.Diagnostic) string {
	msg := nonEmpty(d.Message, d.Rule)
	if d.Build != "" {
		msg += " (build \"" + d.Build + "\")"
	}
	if d.Detail != "" {
		msg += "\n\n" + d.Detail
	}
	return msg
}

func sarifRuleOf(rl hw.RuleDoc) sarifRule {
	summary := nonEmpty(rl.Summary, rl.ID)
	doc := nonEmpty(rl.Doc, summary)
	text := doc
	md := "**" + rl.ID + "**: " + summary + "\n\n" + doc
	if rl.Fix != "" {
		text += "\n\nHow to fix: " + rl.Fix
		md += "\n\n**How to fix:** " + rl.Fix
	}
	if len(rl.Params) > 0 {
		text += "\n\nThresholds (change them in .rigcheck.hcl):"
		md += "\n\n**Thresholds** (change them in `.rigcheck.hcl`):\n"
		for _, p := range rl.Params {
			text += "\n- " + p.Name + " = " + formatNum(p.Default) + ": " + p.Doc
			md += "\n- `" + p.Name + " = " + formatNum(p.Default) + "`: " + p.Doc
		}
	}
	md += "\n\nRun `rigcheck explain " + rl.ID + "` for examples."
	tags := []string{"rigcheck", "hardware"}
	if rl.Input {
		tags = append(tags, "input")
	}
	return sarifRule{
		ID:                   rl.ID,
		Name:                 ruleName(rl.ID),
		ShortDescription:     sarifText{Text: prose.Truncate(summary, 1024)},
		FullDescription:      sarifText{Text: prose.Truncate(doc, 1024)},
		Help:                 sarifText{Text: text, Markdown: md},
		DefaultConfiguration: sarifRuleConfig{Level: sarifLevel(rl.Severity)},
		Properties:           sarifRuleProps{Tags: tags},
	}
}

func sarifPolicyRule(d hw.Diagnostic) sarifRule {
	text := "Custom policy \"" + d.Rule + "\" of the rigcheck config file."
	return sarifRule{
		ID:                   d.Rule,
		Name:                 ruleName(d.Rule),
		ShortDescription:     sarifText{Text: prose.Truncate(text, 1024)},
		FullDescription:      sarifText{Text: prose.Truncate(text+" "+nonEmpty(d.Message, ""), 1024)},
		Help:                 sarifText{Text: text + " See the policy block of that name in .rigcheck.hcl."},
		DefaultConfiguration: sarifRuleConfig{Level: sarifLevel(d.Severity)},
		Properties:           sarifRuleProps{Tags: []string{"rigcheck", "policy"}},
	}
}

// ruleName turns a kebab-case id into the PascalCase name SARIF viewers
// expect ("pcie-lanes" → "PcieLanes").
func ruleName(id string) string {
	var b strings.Builder
	for _, part := range strings.FieldsFunc(id, func(r rune) bool { return r == '-' || r == '_' || r == '.' }) {
		b.WriteString(strings.ToUpper(part[:1]) + part[1:])
	}
	return nonEmpty(b.String(), id)
}

// sarifLocationOf turns a range into a physical location; a range with no
// line gives a file-level location. It reports false when there is no file.
func sarifLocationOf(rng hcl.Range, base string) (sarifLocation, bool) {
	if rng.Filename == "" {
		return sarifLocation{}, false
	}
	loc := sarifLocation{PhysicalLocation: sarifPhysical{ArtifactLocation: sarifArtifact{URI: ArtifactURI(rng.Filename, base)}}}
	if rng.Start.Line >= 1 {
		reg := &sarifRegion{StartLine: rng.Start.Line, StartColumn: max(rng.Start.Column, 1)}
		if rng.End.Line > rng.Start.Line || rng.End.Line == rng.Start.Line && rng.End.Column >= reg.StartColumn {
			reg.EndLine, reg.EndColumn = rng.End.Line, max(rng.End.Column, 1)
		} else {
			reg.EndLine, reg.EndColumn = reg.StartLine, reg.StartColumn
		}
		loc.PhysicalLocation.Region = reg
	}
	return loc, true
}

// RelPath makes a file name repository-relative with forward slashes: an
// absolute name below base becomes relative to it, and "./" is dropped.
func RelPath(name, base string) string {
	if base != "" && filepath.IsAbs(name) {
		if rel, err := filepath.Rel(base, name); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			name = rel
		}
	}
	return filepath.ToSlash(filepath.Clean(name))
}

// ArtifactURI is RelPath as a relative URI reference: characters that are
// not allowed in a URI path are escaped.
func ArtifactURI(name, base string) string {
	u := url.URL{Path: RelPath(name, base)}
	s := strings.TrimPrefix(u.EscapedPath(), "./")
	// A relative path whose first segment holds a colon would read as a
	// scheme; url.URL prefixes "./" to it, which GitHub does not resolve.
	if first, _, _ := strings.Cut(s, "/"); strings.Contains(first, ":") {
		s = strings.ReplaceAll(s, ":", "%3A")
	}
	return s
}

func nonEmpty(s, def string) string {
	if strings.TrimSpace(s) == "" {
		return def
	}
	return s
}

func formatNum(f float64) string {
	b, _ := json.Marshal(f)
	return string(b)
}
