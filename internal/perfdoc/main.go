// Command perfdoc runs the benchmarks behind rigcheck's speed and memory
// claims and writes docs/performance.md: one table row per figure, with
// the command that measures it and the floor or target it is held to.
//
//	go run ./internal/perfdoc -o docs/performance.md   # what `make perf` runs
//	go run ./internal/perfdoc -o - -count 1            # a quick look, to stdout
//
// The figures are medians over -count runs of `go test -bench`, read with
// the benchmark format. A figure is only as good as the machine was
// quiet: compare runs from the same machine.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"regexp"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/rigcheck/rigcheck/internal/atomicfile"
)

// A row is one figure of the table.
type row struct {
	What  string // the figure, as a reader asks for it
	Pkg   string // the package whose benchmark measures it
	Bench string // the benchmark's full name, sub-benchmarks included, without "Benchmark"
	Unit  string // the unit read: "sec/op", "cpu-ms/op", "peak-RSS-MiB", "B/op"
	// Benchtime, when set, is passed as -benchtime (whole-process runs).
	Benchtime string
	// Floor is the row's baseline: a benchmark of the same unit (hclsyntax
	// alone on the same input), shown as a ratio; or Target, a number the
	// figure must stay under.
	Floor  *ref
	Target float64
	Why    string // what the floor or target is
}

// ref names another benchmark.
type ref struct{ Pkg, Bench string }

// rows are the figures docs/performance.md holds. TestRowsExist checks
// that every benchmark named here exists.
var rows = []row{
	{What: "Start-up to result, one build", Pkg: "./internal/check", Bench: "ProcessValidateOne", Unit: "sec/op",
		Why: "exec to exit of `rigcheck validate --format json builds/seed-4gpu.hcl`"},
	{What: "Rules on one build", Pkg: "./rules", Bench: "Validate", Unit: "sec/op",
		Floor: &ref{"./internal/check", "ParseFloorOne"}, Why: "hclsyntax parsing the same file"},
	{What: "Rules, four GPUs placed on a slot table", Pkg: "./rules", Bench: "ValidateFourGPUPlacement", Unit: "sec/op",
		Floor: &ref{"./internal/check", "ParseFloorOne"}, Why: "hclsyntax parsing one build file"},
	{What: "1,000 small build files, in process", Pkg: "./internal/check", Bench: "ValidateMany", Unit: "cpu-ms/op",
		Floor: &ref{"./internal/check", "ParseFloorMany"}, Why: "hclsyntax parsing the same files"},
	{What: "1,000 build files with their own parts, in process", Pkg: "./internal/check", Bench: "ValidateManyInline", Unit: "cpu-ms/op",
		Floor: &ref{"./internal/check", "ParseFloorManyInline"}, Why: "hclsyntax parsing the same files; the test binary runs with Go's default GC"},
	{What: "1,000 such files, whole process, JSON", Pkg: "./internal/check", Bench: "ProcessValidateManyInline/files=1000/format=json", Unit: "cpu-ms/op", Benchtime: "2x",
		Floor: &ref{"./internal/check", "ParseFloorManyInline"}, Target: 1.5, Why: "hclsyntax parsing the same files; target 1.5×"},
	{What: "10,000 such files, whole process, text: peak memory", Pkg: "./internal/check", Bench: "ProcessValidateManyInline/files=10000/format=text", Unit: "peak-RSS-MiB", Benchtime: "1x",
		Target: 150, Why: "target 150 MiB"},
	{What: "10,000 such files, whole process, JSON: peak memory", Pkg: "./internal/check", Bench: "ProcessValidateManyInline/files=10000/format=json", Unit: "peak-RSS-MiB", Benchtime: "1x",
		Target: 150, Why: "target 150 MiB"},
	{What: "Embedded catalog load", Pkg: "./catalog", Bench: "CatalogLoad", Unit: "sec/op"},
	{What: "`catalog list --where` over 10,000 parts", Pkg: "./internal/catalogq", Bench: "ListWhere", Unit: "sec/op",
		Floor: &ref{"./internal/catalogq", "ParseFloorSynthetic10k"}, Why: "hclsyntax parsing those parts"},
	{What: "`catalog list --fits` over 10,000 parts", Pkg: "./internal/catalogq", Bench: "ListFits", Unit: "sec/op",
		Floor: &ref{"./internal/catalogq", "ParseFloorSynthetic10k"}, Why: "hclsyntax parsing those parts"},
	{What: "One build against a 50,000-part catalog folder, warm cache", Pkg: "./internal/cli", Bench: "ProcessValidateUserCatalog/warm/50000", Unit: "sec/op", Benchtime: "5x",
		Target: 0.05, Why: "target 50 ms, exec to exit"},
	{What: "Rules on one build with two workloads", Pkg: "./rules", Bench: "ValidateWorkloads/with", Unit: "sec/op", Target: 0.001, Why: "target 1 ms"},
	{What: "pick: the slowest request of the request set", Pkg: "./internal/pick", Bench: "Requests/*", Unit: "sec/op", Target: 1, Why: "target 1 s"},
	{What: "pick: four GPUs, warnings allowed", Pkg: "./internal/pick", Bench: "GPUsOnly", Unit: "sec/op", Target: 1, Why: "target 1 s"},
	{What: "pick: a require block only", Pkg: "./internal/pick", Bench: "RequireOnly/price", Unit: "sec/op", Target: 1, Why: "target 1 s"},
}

func main() {
	out := flag.String("o", "docs/performance.md", "file to write, - for stdout")
	count := flag.Int("count", 3, "runs of each benchmark; the table shows the median")
	flag.Parse()
	if err := run(*out, *count); err != nil {
		fmt.Fprintln(os.Stderr, "perfdoc:", err)
		os.Exit(1)
	}
}

func run(out string, count int) error {
	res := results{}
	for _, b := range benchRuns() {
		args := []string{"test", "-run", "^$", "-bench", b.pattern, "-benchmem", "-count", fmt.Sprint(count)}
		if b.benchtime != "" {
			args = append(args, "-benchtime", b.benchtime)
		}
		args = append(args, b.pkg)
		fmt.Fprintln(os.Stderr, "go", strings.Join(args, " "))
		cmd := exec.Command("go", args...)
		cmd.Stderr = os.Stderr
		text, err := cmd.Output()
		if err != nil {
			return fmt.Errorf("go %s: %v", strings.Join(args, " "), err)
		}
		if err := res.read(b.pkg, text); err != nil {
			return err
		}
	}
	doc := render(res, count)
	if out == "-" {
		_, err := io.WriteString(os.Stdout, doc)
		return err
	}
	return atomicfile.Write(out, []byte(doc))
}

// A benchRun is one `go test -bench` invocation: the benchmarks of one
// package that share a -benchtime.
type benchRun struct{ pkg, benchtime, pattern string }

func benchRuns() []benchRun {
	type key struct{ pkg, benchtime string }
	names := map[key][]string{}
	add := func(k key, name string) {
		if !slices.Contains(names[k], name) {
			names[k] = append(names[k], name)
		}
	}
	for _, r := range rows {
		add(key{r.Pkg, r.Benchtime}, r.Bench)
		if r.Floor != nil {
			add(key{r.Floor.Pkg, ""}, r.Floor.Bench)
		}
	}
	var runs []benchRun
	for k, ns := range names {
		// -bench takes a slash-separated pattern per level: one run per
		// name keeps sub-benchmarks exact.
		for _, n := range ns {
			runs = append(runs, benchRun{k.pkg, k.benchtime, pattern(n)})
		}
	}
	sort.Slice(runs, func(i, j int) bool {
		if runs[i].pkg != runs[j].pkg {
			return runs[i].pkg < runs[j].pkg
		}
		return runs[i].pattern < runs[j].pattern
	})
	return runs
}

// pattern is the -bench pattern that runs the named benchmark alone.
func pattern(name string) string {
	name = strings.TrimSuffix(name, "/*")
	parts := strings.Split(name, "/")
	for i, p := range parts {
		parts[i] = "^" + regexp.QuoteMeta(p) + "$"
	}
	parts[0] = "^Benchmark" + strings.TrimPrefix(parts[0], "^")
	return strings.Join(parts, "/")
}

// results holds every value read, by package, benchmark and unit.
type results map[string][]float64

func key(pkg, bench, unit string) string { return pkg + " " + bench + " " + unit }

// read takes the result lines of `go test -bench` output, in the
// benchmark format (golang.org/design/14313-benchmark-format): a name
// with its -GOMAXPROCS suffix, the iteration count, then value-unit
// pairs. (x/perf's benchfmt reads the same, but needs a newer x/text than
// cty's string normalisation is pinned to.)
func (res results) read(pkg string, text []byte) error {
	for _, line := range strings.Split(string(text), "\n") {
		f := strings.Fields(line)
		if len(f) < 4 || !strings.HasPrefix(f[0], "Benchmark") || len(f)%2 != 0 {
			continue
		}
		name := strings.TrimPrefix(f[0], "Benchmark")
		if i := strings.LastIndex(name, "-"); i > 0 && strings.Trim(name[i+1:], "0123456789") == "" {
			name = name[:i]
		}
		if _, err := strconv.Atoi(f[1]); err != nil {
			continue
		}
		for i := 2; i+1 < len(f); i += 2 {
			v, err := strconv.ParseFloat(f[i], 64)
			if err != nil {
				return fmt.Errorf("%s: %q: %v", pkg, line, err)
			}
			unit := f[i+1]
			if unit == "ns/op" {
				unit, v = "sec/op", v/1e9
			}
			k := key(pkg, name, unit)
			res[k] = append(res[k], v)
		}
	}
	return nil
}

func (res results) median(pkg, bench, unit string) (float64, bool) {
	if prefix, ok := strings.CutSuffix(bench, "/*"); ok {
		// The slowest of the sub-benchmarks.
		worst, found := 0.0, false
		for k := range res {
			name, u, _ := strings.Cut(strings.TrimPrefix(k, pkg+" "), " ")
			if strings.HasPrefix(k, pkg+" ") && strings.HasPrefix(name, prefix+"/") && u == unit {
				if v, _ := res.median(pkg, name, unit); v > worst || !found {
					worst, found = v, true
				}
			}
		}
		return worst, found
	}
	vs := slices.Clone(res[key(pkg, bench, unit)])
	if len(vs) == 0 {
		return 0, false
	}
	slices.Sort(vs)
	if n := len(vs); n%2 == 0 {
		return (vs[n/2-1] + vs[n/2]) / 2, true
	}
	return vs[len(vs)/2], true
}

func render(res results, count int) string {
	var b strings.Builder
	b.WriteString(header)
	fmt.Fprintf(&b, "Generated by `make perf` on %s, %s/%s, %d CPUs, %s; each figure the median of %d runs.\n\n",
		time.Now().UTC().Format("2006-01-02"), runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), runtime.Version(), count)
	b.WriteString("| Figure | Result | Floor or target | Ratio | Benchmark |\n|---|---|---|---|---|\n")
	for _, r := range rows {
		v, ok := res.median(r.Pkg, r.Bench, r.Unit)
		result := "not measured"
		if ok {
			result = format(v, r.Unit)
		}
		floor, ratio := "—", "—"
		switch {
		case r.Floor != nil:
			if f, fok := res.median(r.Floor.Pkg, r.Floor.Bench, r.Unit); fok {
				floor = format(f, r.Unit) + " (" + r.Why + ")"
				if ok && f > 0 {
					ratio = fmt.Sprintf("%.2f×", v/f)
					if r.Target > 0 {
						ratio += verdict(v/f <= r.Target)
					}
				}
			}
		case r.Target > 0:
			floor = r.Why
			if ok {
				ratio = fmt.Sprintf("%.2f of target", v/r.Target) + verdict(v <= r.Target)
			}
		case r.Why != "":
			floor = r.Why
		}
		bt := ""
		if r.Benchtime != "" {
			bt = " -benchtime " + r.Benchtime
		}
		cmd := fmt.Sprintf("`go test -run '^$' -bench '%s'%s %s`", pattern(r.Bench), bt, r.Pkg)
		fmt.Fprintf(&b, "| %s | %s | %s | %s | %s |\n", r.What, result, floor, ratio, cmd)
	}
	return b.String()
}

func verdict(ok bool) string {
	if ok {
		return " ✓"
	}
	return " ✗ (over target)"
}

// format prints a value in the unit a reader expects.
func format(v float64, unit string) string {
	switch unit {
	case "sec/op":
		switch {
		case v >= 1:
			return fmt.Sprintf("%.2f s", v)
		case v >= 1e-3:
			return fmt.Sprintf("%.1f ms", v*1e3)
		default:
			return fmt.Sprintf("%.1f µs", v*1e6)
		}
	case "cpu-ms/op":
		return fmt.Sprintf("%.0f ms CPU", v)
	case "peak-RSS-MiB":
		return fmt.Sprintf("%.0f MiB", v)
	case "B/op":
		return fmt.Sprintf("%.1f MiB", v/(1<<20))
	}
	return fmt.Sprintf("%g %s", v, unit)
}

const header = `# Performance

Every speed and memory claim about rigcheck is a Go benchmark that anyone
can re-run; this page is generated from them by ` + "`make perf`" + `
(internal/perfdoc), so it holds results, not notes. Where a figure has a
**floor**, the floor is hclsyntax alone parsing the same input (no
decoding, no rules), and the ratio says what rigcheck adds on top of
reading the files. A **target** is a goal the project holds itself to.
How each figure was reached is in the commit that changed it.

On two cores shared with other work the spread between runs is ±15 % or
more: compare figures from the same machine and the same hour, and
prefer ` + "`cpu-ms/op`" + ` (user + system time of the process) to wall time.

`
