package check_test

import (
	"os"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/config"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/rules"
)

// recorder is a sink that notes what Validate hands it.
type recorder struct {
	run   check.RunInfo
	files []string // the names File got
	costs []string // the builds' cost lines, in order
	sum   *check.Summary
}

func (r *recorder) File(name string, res *check.Result) error {
	r.files = append(r.files, name)
	for _, b := range res.Builds {
		r.costs = append(r.costs, b.Cost)
	}
	return nil
}

func (r *recorder) End(s *check.Summary) error { r.sum = s; return nil }

// TestValidate: a run goes file by file, in the order Wants asks for,
// with the extra diagnostics beside it; it comes whole, extra included,
// to a file-local format when the config has policies, or when two
// inputs share a name; the cost line is there when the format shows it.
func TestValidate(t *testing.T) {
	t.Chdir(t.TempDir())
	for _, n := range []string{"b.hcl", "a.hcl", check.StdinName} {
		src := "build \"" + n + "\" {\n  cpu \"amd-ryzen-threadripper-1920x\" {}\n  gpu \"nvidia-geforce-gtx-1080-ti-fe\" {}\n}\n"
		if err := os.WriteFile(n, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	a, b := "a.hcl", "b.hcl"
	cat, _ := catalog.Embedded()
	extra := hw.Diagnostics{{Rule: "schema", Severity: hw.Error, Message: "a catalog folder's"}}
	policies, diags := config.Parse("cfg.hcl", []byte("policy \"p\" {\n  condition = build.gpu_count >= 1\n}\n"))
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	for _, c := range []struct {
		name  string
		paths []string
		cfg   *rules.Config
		wants check.Wants
		files string // the names File got, joined by commas
		cost  bool
	}{
		{"run order", []string{b, a}, &rules.Config{}, check.Wants{}, b + "," + a, false},
		{"by name, with cost", []string{b, a}, &rules.Config{}, check.Wants{ByName: true, Cost: true}, a + "," + b, true},
		{"policies, not file-local", []string{b, a}, policies.Rules, check.Wants{ByName: true}, a + "," + b, false},
		{"policies, file-local", []string{b, a}, policies.Rules, check.Wants{FileLocal: true}, "", false},
		{"stdin", []string{"-", a}, &rules.Config{}, check.Wants{}, "<stdin>," + a, false},
		{"a shared name", []string{"-", check.StdinName}, &rules.Config{}, check.Wants{}, "", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			rec := &recorder{}
			stdin := strings.NewReader("build \"in\" {\n  cpu \"amd-ryzen-threadripper-1920x\" {}\n}\n")
			ok, _, err := check.Validate(check.Request{Paths: c.paths, Stdin: stdin, Options: check.Options{Catalog: cat, Config: c.cfg},
				Extra: extra}, c.wants, func(run check.RunInfo) check.Sink { rec.run = run; return rec })
			if err != nil || ok {
				t.Fatalf("ok %v, err %v: want a failing run (the extra error)", ok, err)
			}
			whole := c.files == ""
			if got := strings.Join(rec.files, ","); got != c.files {
				t.Errorf("File got %q, want %q", got, c.files)
			}
			if whole != (len(rec.run.Extra) == 0) {
				t.Errorf("RunInfo.Extra %v for a run that comes whole: %v", rec.run.Extra, whole)
			}
			if rec.sum == nil || rec.sum.Errors < 1 || rec.sum.Builds != len(rec.costs) {
				t.Errorf("summary %+v, %d builds seen", rec.sum, len(rec.costs))
			}
			for _, l := range rec.costs {
				if (l != "") != c.cost {
					t.Errorf("cost line %q, want one: %v", l, c.cost)
				}
			}
		})
	}
}
