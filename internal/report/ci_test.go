package report_test

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"flag"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/config"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/report"
	"github.com/rigcheck/rigcheck/rules"
	"github.com/santhosh-tekuri/jsonschema/v6"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

const schemaPath = "testdata/sarif-schema-2.1.0.json" // the official SARIF 2.1.0 schema (OASIS), copied into the repository

// fixedResult checks the builds of testdata/builds, plus a file that cannot
// be read (a diagnostic without a line), with the embedded catalog.
func fixedResult(t testing.TB) *check.Result {
	t.Helper()
	names, _, err := check.ExpandPaths([]string{"testdata/builds"})
	if err != nil {
		t.Fatal(err)
	}
	inputs := check.ReadInputs(names, nil)
	inputs = append(inputs, check.Input{Name: "testdata/builds/unreadable.hcl", Err: fs.ErrPermission})
	cat, diags := catalog.Embedded()
	if diags.HasErrors() {
		t.Fatalf("embedded catalog: %v", diags)
	}
	return check.Run(inputs, check.Options{Catalog: cat, Config: &rules.Config{}})
}

func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", "golden", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./internal/report -run Golden -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file; run with -update if the change is intended.\n--- got\n%s", name, got)
	}
}

// TestGoldenSARIF compares the SARIF log with the golden file, except the
// rule texts (descriptions and help), which come from the rule docs and
// change with them; TestSARIFContent and TestSARIFSchema check those.
func TestGoldenSARIF(t *testing.T) {
	var b bytes.Buffer
	if err := report.Write(&b, "sarif", fixedResult(t), report.Options{Rules: rules.Docs(), Version: "1.2.3-test"}); err != nil {
		t.Fatal(err)
	}
	var log map[string]any
	if err := json.Unmarshal(b.Bytes(), &log); err != nil {
		t.Fatal(err)
	}
	for _, run := range log["runs"].([]any) {
		driver := run.(map[string]any)["tool"].(map[string]any)["driver"].(map[string]any)
		for _, r := range driver["rules"].([]any) {
			for _, k := range []string{"shortDescription", "fullDescription", "help"} {
				delete(r.(map[string]any), k)
			}
		}
	}
	out, err := json.MarshalIndent(log, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "ci.sarif.json", append(out, '\n'))
}

func TestGoldenGitHub(t *testing.T) {
	var b bytes.Buffer
	if err := report.Write(&b, "github", fixedResult(t), report.Options{}); err != nil {
		t.Fatal(err)
	}
	golden(t, "ci.github.txt", b.Bytes())
}

func TestGoldenJUnit(t *testing.T) {
	var b bytes.Buffer
	if err := report.Write(&b, "junit", fixedResult(t), report.Options{}); err != nil {
		t.Fatal(err)
	}
	golden(t, "ci.junit.xml", b.Bytes())
}

// TestSARIFSchema validates the SARIF output against the official schema.
func TestSARIFSchema(t *testing.T) {
	c := jsonschema.NewCompiler()
	sch, err := c.Compile(schemaPath)
	if err != nil {
		t.Fatalf("compiling the SARIF schema: %v", err)
	}
	res := fixedResult(t)
	// With the config a run used in the run's properties (issue 29), too.
	conf, _ := config.Parse(".rigcheck.hcl", []byte("rule \"m2-ssd\" {\n  enabled = false\n}\n"))
	for i, quiet := range []bool{false, true, false} {
		opt := report.Options{Rules: rules.Docs(), Version: "1.2.3-test", Quiet: quiet}
		if i == 2 {
			opt.Config = conf.Summary()
		}
		var b bytes.Buffer
		if err := report.Write(&b, "sarif", res, opt); err != nil {
			t.Fatal(err)
		}
		doc, err := jsonschema.UnmarshalJSON(&b)
		if err != nil {
			t.Fatal(err)
		}
		if err := sch.Validate(doc); err != nil {
			t.Errorf("quiet=%v: the SARIF output does not match the schema:\n%v", quiet, err)
		}
	}
	// The schema check must be able to fail: a log without a version does not pass.
	bad, _ := jsonschema.UnmarshalJSON(strings.NewReader(`{"runs": []}`))
	if sch.Validate(bad) == nil {
		t.Error("the schema accepted a log without a version")
	}
}

// TestSARIFContent checks what GitHub code scanning needs beyond the schema.
func TestSARIFContent(t *testing.T) {
	var b bytes.Buffer
	if err := report.Write(&b, "sarif", fixedResult(t), report.Options{Rules: rules.Docs(), Version: "1.2.3-test"}); err != nil {
		t.Fatal(err)
	}
	var log struct {
		Runs []struct {
			Tool struct {
				Driver struct {
					Name, Version, InformationURI string
					Rules                         []struct {
						ID, Name                          string
						ShortDescription, FullDescription struct{ Text string }
						Help                              struct{ Text, Markdown string }
						DefaultConfiguration              struct{ Level string }
					}
				}
			}
			Results []struct {
				RuleID    string
				RuleIndex int
				Level     string
				Message   struct{ Text string }
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct{ URI string }
						Region           *struct{ StartLine, StartColumn, EndLine, EndColumn int }
					}
				}
				Suppressions []struct{ Kind string }
			}
		}
	}
	if err := json.Unmarshal(b.Bytes(), &log); err != nil {
		t.Fatal(err)
	}
	run := log.Runs[0]
	d := run.Tool.Driver
	if d.Name != "rigcheck" || d.Version != "1.2.3-test" || d.InformationURI == "" {
		t.Errorf("driver = %q %q %q", d.Name, d.Version, d.InformationURI)
	}
	if len(d.Rules) != len(rules.All()) {
		t.Errorf("%d rules in the table, want every rule (%d)", len(d.Rules), len(rules.All()))
	}
	for _, r := range d.Rules {
		if r.ID == "" || r.Name == "" || r.ShortDescription.Text == "" || r.FullDescription.Text == "" || r.Help.Text == "" || r.Help.Markdown == "" {
			t.Errorf("rule %q has an empty required field: %+v", r.ID, r)
		}
		if lv := r.DefaultConfiguration.Level; lv != "error" && lv != "warning" && lv != "note" {
			t.Errorf("rule %q level %q", r.ID, lv)
		}
	}
	seen := map[string]bool{}
	for _, r := range run.Results {
		if d.Rules[r.RuleIndex].ID != r.RuleID {
			t.Errorf("result %q has ruleIndex %d pointing at %q", r.RuleID, r.RuleIndex, d.Rules[r.RuleIndex].ID)
		}
		if len(r.Locations) != 1 {
			t.Fatalf("result %q has %d locations", r.RuleID, len(r.Locations))
		}
		pl := r.Locations[0].PhysicalLocation
		uri := pl.ArtifactLocation.URI
		if strings.Contains(uri, `\`) || strings.HasPrefix(uri, "/") || !strings.HasPrefix(uri, "testdata/builds/") {
			t.Errorf("uri %q is not a relative forward-slash path", uri)
		}
		switch {
		case uri == "testdata/builds/unreadable.hcl":
			seen["file-level"] = true
			if pl.Region != nil {
				t.Errorf("the unreadable file has a region %+v, want a file-level location", pl.Region)
			}
		case pl.Region == nil:
			t.Errorf("result %q at %s has no region", r.RuleID, uri)
		case r.RuleID == "pcie-lanes":
			seen["pcie-lanes"] = true
			if g := *pl.Region; g.StartLine != 3 || g.StartColumn != 3 || g.EndLine != 3 || g.EndColumn != 39 {
				t.Errorf("pcie-lanes region = %+v, want 3:3–3:39 (the cpu block)", g)
			}
			if r.Level != "error" {
				t.Errorf("pcie-lanes level %q", r.Level)
			}
		}
		if len(r.Suppressions) > 0 {
			seen["suppressed "+r.RuleID] = true
		}
	}
	for _, k := range []string{"file-level", "pcie-lanes", "suppressed cooler-socket"} {
		if !seen[k] {
			t.Errorf("no %s result", k)
		}
	}
}

func TestArtifactURI(t *testing.T) {
	base := filepath.FromSlash("/repo")
	for _, c := range []struct{ name, want string }{
		{"builds/a.hcl", "builds/a.hcl"},
		{"./builds/a.hcl", "builds/a.hcl"},
		{filepath.FromSlash("/repo/builds/a b.hcl"), "builds/a%20b.hcl"},
		{filepath.FromSlash("/elsewhere/a.hcl"), "/elsewhere/a.hcl"},
		{"c:d.hcl", "c%3Ad.hcl"},
		{"builds/100%.hcl", "builds/100%25.hcl"},
	} {
		if got := report.ArtifactURI(c.name, base); got != c.want {
			t.Errorf("ArtifactURI(%q) = %q, want %q", c.name, got, c.want)
		}
	}
}

func TestEscapeData(t *testing.T) {
	for in, want := range map[string]string{
		"plain":                "plain",
		"80 % of 1440 W":       "80 %25 of 1440 W",
		"a\nb":                 "a%0Ab",
		"a\r\nb":               "a%0D%0Ab",
		"%0A is not a break":   "%250A is not a break",
		"keep: colons, commas": "keep: colons, commas",
	} {
		if got := report.EscapeData(in); got != want {
			t.Errorf("EscapeData(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestEscapeProperty(t *testing.T) {
	for in, want := range map[string]string{
		"builds/a.hcl":        "builds/a.hcl",
		"rigcheck pcie-lanes": "rigcheck pcie-lanes",
		"a,b":                 "a%2Cb",
		"c:/x.hcl":            "c%3A/x.hcl",
		"50%":                 "50%25",
		"a\r\nb":              "a%0D%0Ab",
		"%3A":                 "%253A",
	} {
		if got := report.EscapeProperty(in); got != want {
			t.Errorf("EscapeProperty(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestGitHubCommand(t *testing.T) {
	d := hw.Diagnostic{Rule: "wall-circuit", Severity: hw.Warning, Build: "a,b", Message: "over 80 % of the circuit",
		Detail: "line two\nline three"}
	d.Range.Filename = "builds/x,y:z.hcl"
	d.Range.Start.Line, d.Range.Start.Column = 4, 3
	d.Range.End.Line, d.Range.End.Column = 4, 20
	want := `::warning file=builds/x%2Cy%3Az.hcl,line=4,col=3,endLine=4,endColumn=20,title=rigcheck wall-circuit::over 80 %25 of the circuit (build "a,b")%0Aline two\nline three`
	if got := report.GitHubCommand(d, ""); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	d.Severity = hw.Info
	d.Range.Start.Line = 0
	d.Detail = ""
	want = `::notice file=builds/x%2Cy%3Az.hcl,title=rigcheck wall-circuit::over 80 %25 of the circuit (build "a,b")`
	if got := report.GitHubCommand(d, ""); got != want {
		t.Errorf("file-level: got  %s\nwant %s", got, want)
	}
}

// TestGitHubSkipsWaived: a waived finding is not annotated; errors are.
func TestGitHubSkipsWaived(t *testing.T) {
	var b bytes.Buffer
	if err := report.Write(&b, "github", fixedResult(t), report.Options{}); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	if strings.Contains(out, "cooler-socket") {
		t.Error("the waived cooler-socket finding was annotated")
	}
	if !strings.Contains(out, "::error file=testdata/builds/fail.hcl,line=3,") {
		t.Errorf("no pcie-lanes error on line 3:\n%s", out)
	}
}

// TestJUnitParses reads the JUnit report back: the counts add up, a case per
// build plus one for each file with its own problems.
func TestJUnitParses(t *testing.T) {
	var b bytes.Buffer
	res := fixedResult(t)
	if err := report.Write(&b, "junit", res, report.Options{}); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Tests    int `xml:"tests,attr"`
		Failures int `xml:"failures,attr"`
		Suites   []struct {
			Name  string `xml:"name,attr"`
			Cases []struct {
				Name    string `xml:"name,attr"`
				Failure *struct {
					Type string `xml:"type,attr"`
					Text string `xml:",chardata"`
				} `xml:"failure"`
			} `xml:"testcase"`
		} `xml:"testsuite"`
	}
	if err := xml.Unmarshal(b.Bytes(), &doc); err != nil {
		t.Fatalf("the report is not XML: %v", err)
	}
	cases, fails := 0, 0
	byName := map[string]string{}
	for _, s := range doc.Suites {
		for _, c := range s.Cases {
			cases++
			if c.Failure != nil {
				fails++
				byName[s.Name+" "+c.Name] = c.Failure.Type
			}
		}
	}
	// 3 builds, plus "(file)" for syntax.hcl and unreadable.hcl.
	if cases != len(res.Builds)+2 {
		t.Errorf("%d test cases, want %d", cases, len(res.Builds)+2)
	}
	for k, want := range map[string]string{
		"testdata/builds/fail.hcl lanes":        "pcie-lanes",
		"testdata/builds/syntax.hcl (file)":     "syntax",
		"testdata/builds/unreadable.hcl (file)": "syntax",
	} {
		if byName[k] != want {
			t.Errorf("%s: failure type %q, want %q", k, byName[k], want)
		}
	}
	if _, ok := byName["testdata/builds/pass.hcl pass-1gpu"]; ok {
		t.Error("the passing build (with a waived error) failed")
	}
	if fails != 4 || doc.Failures != fails || doc.Tests != cases {
		t.Errorf("%d failing cases (header: %d of %d), want 4 (of %d)", fails, doc.Failures, doc.Tests, cases)
	}
}

// TestGoldenText pins the human report's layout: diagnostics with their
// source and underline, the build lines with their verdicts, parts tables,
// facts, slot drawings and the totals line (no colour).
func TestGoldenText(t *testing.T) {
	for _, quiet := range []bool{false, true} {
		var b bytes.Buffer
		if err := report.Write(&b, "text", fixedResult(t), report.Options{Quiet: quiet}); err != nil {
			t.Fatal(err)
		}
		name := "text.txt"
		if quiet {
			name = "text-quiet.txt"
		}
		golden(t, name, b.Bytes())
	}
}

// TestGoldenJSON pins the JSON report, verdicts included.
func TestGoldenJSON(t *testing.T) {
	var b bytes.Buffer
	if err := report.Write(&b, "json", fixedResult(t), report.Options{}); err != nil {
		t.Fatal(err)
	}
	golden(t, "report.json", b.Bytes())
}

// Under --strict an unverified build fails the CI formats too: an error
// annotation, a JUnit failure.
func TestStrictUnverifiedInCI(t *testing.T) {
	res := fixedResult(t)
	res.Strict = true
	var gh, ju bytes.Buffer
	if err := report.Write(&gh, "github", res, report.Options{}); err != nil {
		t.Fatal(err)
	}
	if err := report.Write(&ju, "junit", res, report.Options{}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(gh.String(), `::error file=testdata/builds/pass.hcl`) || !strings.Contains(gh.String(), `is unverified`) {
		t.Errorf("no error annotation for the unverified build under strict:\n%s", gh.String())
	}
	if !strings.Contains(ju.String(), `<failure message="unverified: `) || strings.Contains(ju.String(), "<skipped") {
		t.Errorf("the unverified build is not a JUnit failure under strict:\n%s", ju.String())
	}
}
