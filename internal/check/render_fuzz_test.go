package check_test

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"io"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/hashicorp/hcl/v2"
	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/config"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/report"
	"github.com/rigcheck/rigcheck/rules"
)

// hostile are strings a pull request can put in a build file: terminal
// escapes, a forged GitHub workflow command, CR overwrites, C1 controls,
// bidi overrides, XML-forbidden bytes and invalid UTF-8.
var hostile = []string{
	"x \x1b[2J\x1b[H … \r\n::error::fake",
	"\r::warning file=a.hcl::forged",
	"\n::error::at the start",
	"tab\there\x00nul\x7fdel",
	"c1 \u0085 \u009b2J",
	"bidi \u202eevil\u2066 \u200f",
	"line \u2028 sep \u2029",
	"bad utf8 \xff\xfe\xc3",
	"]]> cdata end <x/> & \"quote\"",
	"%0A::error::percent",
	"\u00a0::error::nbsp", "\u3000::add-mask::ideographic space",
	"x ##[add-mask]legacy", "##vso[task.setvariable variable=a]azure",
}

// hclQuote writes s as an HCL string literal, control characters as \u
// escapes, so that the decoded value is s itself (made valid UTF-8).
func hclQuote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range strings.ToValidUTF8(s, "\uFFFD") {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r < 0x20 || r == 0x7f || r >= 0x80 && r <= 0x9f || r == 0x2028 || r == 0x2029:
			fmt.Fprintf(&b, `\u%04x`, r)
		case r == '$' || r == '%':
			b.WriteRune(r)
			b.WriteRune(r) // $${ and %%{ are literal
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// hostileResult checks a file whose strings are s, with a policy whose
// message is s, and adds diagnostics whose every field is s raw.
func hostileResult(t testing.TB, cat *catalog.Catalog, s string) *check.Result {
	q := hclQuote(s)
	src := fmt.Sprintf(`part "gpu" "my-hostile-gpu" {
  extends = "nvidia-geforce-gtx-1080-ti-fe"
  name    = %[1]s
  brand   = %[1]s
}
build %[1]s {
  description = %[1]s
  cpu         "amd-ryzen-threadripper-1920x" {}
  motherboard "msi-x399-sli-plus" {}
  memory      "corsair-vengeance-lpx-64gb-4x16gb-ddr4-3000" {}
  psu         "evga-supernova-1600-p2" {}
  gpu         "my-hostile-gpu" { count = 2 }
  waive "m2-ssd" { reason = %[1]s }
}
build "two" {
  gpu %[1]s {}
  cooler "x" { count = %[1]s }
}
`, q)
	cfg, _ := config.Parse("policy.rigcheck.hcl", []byte(fmt.Sprintf("policy \"p\" {\n  condition = false\n  message = %s\n}\n", q)))
	name := "builds/" + s + ".hcl"
	res := check.Run([]check.Input{{Name: name, Src: []byte(src)}, {Name: s, Src: []byte(s)}}, check.Options{Catalog: cat, Config: cfg.Rules})
	rng := hcl.Range{Filename: s, Start: hcl.Pos{Line: 1, Column: 2}, End: hcl.Pos{Line: 1, Column: 5}}
	for _, sev := range []hw.Severity{hw.Error, hw.Warning, hw.Info} {
		res.Diagnostics = append(res.Diagnostics, hw.Diagnostic{Rule: s, Severity: sev, Build: s, Message: s, Detail: s + "\n" + s, Range: rng})
	}
	res.Diagnostics = append(res.Diagnostics, hw.Diagnostic{Rule: s, Severity: hw.Error, Build: s, Message: s, Waived: true, WaiverReason: s, Range: rng})
	res.Sources[s] = []byte(s + "\n" + s)
	return res
}

// rawControl returns the first character of out that no renderer may
// print raw: a control character other than LF, DEL, C1, a bidi control,
// a line separator, or a byte that is not UTF-8.
func rawControl(out []byte) (string, int, bool) {
	for i := 0; i < len(out); {
		r, n := utf8.DecodeRune(out[i:])
		switch {
		case r == utf8.RuneError && n == 1:
			return fmt.Sprintf("byte %#x at %d", out[i], i), i, true
		case r < 0x20 && r != '\n', r == 0x7f, r >= 0x80 && r <= 0x9f,
			r == 0x061c, r == 0x200e, r == 0x200f, r >= 0x202a && r <= 0x202e, r >= 0x2066 && r <= 0x2069,
			r == 0x2028, r == 0x2029:
			return fmt.Sprintf("%U at %d", r, i), i, true
		}
		i += n
	}
	return "", 0, false
}

// checkRendered renders res in every format and fails on a raw control
// character, a forged workflow command, or malformed JSON, SARIF or XML.
func checkRendered(t testing.TB, res *check.Result) {
	t.Helper()
	formats := map[string]func(io.Writer) error{
		"text":   func(w io.Writer) error { return report.Write(w, "text", res, report.Options{}) },
		"github": func(w io.Writer) error { return report.Write(w, "github", res, report.Options{}) },
		"junit":  func(w io.Writer) error { return report.Write(w, "junit", res, report.Options{}) },
		"json":   func(w io.Writer) error { return report.Write(w, "json", res, report.Options{}) },
		"markdown": func(w io.Writer) error {
			return report.Write(w, "markdown", res, report.Options{Version: "test"})
		},
		"sarif": func(w io.Writer) error { return report.Write(w, "sarif", res, report.Options{Rules: rules.Docs()}) },
		"diags": func(w io.Writer) error {
			return report.WriteDiagnostics(w, res.Diagnostics, res.Sources, false)
		},
	}
	for name, write := range formats {
		var b bytes.Buffer
		if err := write(&b); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		out := b.Bytes()
		if what, at, bad := rawControl(out); bad {
			t.Fatalf("%s output holds a raw %s:\n…%q…", name, what, out[max(0, at-300):min(len(out), at+40)])
		}
		if strings.Contains(string(out), "Goroutine") || strings.Contains(string(out), "goroutine ") {
			t.Fatalf("%s output holds a stack trace:\n%s", name, out)
		}
		for _, line := range strings.Split(string(out), "\n") {
			switch name {
			case "github":
				if line != "" && !strings.HasPrefix(line, "::error ") && !strings.HasPrefix(line, "::warning ") &&
					!strings.HasPrefix(line, "::notice ") && !strings.HasPrefix(line, "rigcheck: ") {
					t.Fatalf("github output has a line that is not a workflow command: %q", line)
				}
			default:
				// GitHub's runner trims every Unicode white space, and reads
				// legacy commands anywhere; so does Azure's agent its own.
				if strings.HasPrefix(strings.TrimSpace(line), "::") || strings.Contains(line, "##[") || strings.Contains(strings.ToLower(line), "##vso[") {
					t.Fatalf("%s output has a line that a CI runner would read as a command: %q", name, line)
				}
			}
		}
		switch name {
		case "markdown":
			if bad := markdownRowMismatch(string(out)); bad != "" {
				t.Fatalf("a user string changed a Markdown table's columns:\n%s", bad)
			}
		case "json", "sarif":
			if !json.Valid(out) {
				t.Fatalf("%s output is not valid JSON:\n%s", name, out)
			}
		case "junit":
			d := xml.NewDecoder(bytes.NewReader(out))
			for {
				_, err := d.Token()
				if err == io.EOF {
					break
				}
				if err != nil {
					t.Fatalf("junit output is not well-formed XML: %v\n%s", err, out)
				}
			}
		}
	}
}

func TestHostileStringsEveryFormat(t *testing.T) {
	cat, _ := catalog.Embedded()
	for _, s := range hostile {
		checkRendered(t, hostileResult(t, cat, s))
	}
}

// FuzzRender puts any string into every user-controlled field — build
// name, description, part name and brand, waiver reason, policy message,
// file names, quoted source lines, rule ids — and renders every format
// (text without colour). No output may hold a raw control character
// except the renderer's own line breaks, nor a forged workflow command,
// and JSON, SARIF and JUnit must stay well-formed.
func FuzzRender(f *testing.F) {
	for _, s := range hostile {
		f.Add(s)
	}
	cat, _ := catalog.Embedded()
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 4096 {
			return
		}
		checkRendered(t, hostileResult(t, cat, s))
	})
}

// markdownRowMismatch returns the first table row whose count of cell
// separators (pipes not escaped with a backslash) differs from its
// header's, or "".
func markdownRowMismatch(md string) string {
	cells := func(line string) int {
		n := 0
		for i := 0; i < len(line); i++ {
			switch line[i] {
			case '\\':
				i++
			case '|':
				n++
			}
		}
		return n
	}
	want := 0
	for _, line := range strings.Split(md, "\n") {
		switch {
		case !strings.HasPrefix(line, "|"):
			want = 0
		case want == 0:
			want = cells(line)
		case cells(line) != want:
			return line
		}
	}
	return ""
}
