package pick

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/prose"
	"github.com/rigcheck/rigcheck/rules"
)

// request is one pick a new user would try on the embedded catalog: the
// benchmark set of issue 30 (every one answers well under a second).
type request struct {
	name string
	src  string // one build
	opt  Options
	// found says whether a build passes; when it does not, the answer
	// names the single changes that work (Fixes), unless no single change
	// is enough (twoChanges).
	found, twoChanges bool
}

func f64(x float64) *float64 { return &x }

var requests = []request{
	{name: "2x4090-96gb", src: `build "r" {
  gpu "nvidia-geforce-rtx-4090-fe" { count = 2 }
  require { memory_gb = 96 }
}`},
	{name: "2x4090-96gb-budget", src: `build "r" {
  gpu "nvidia-geforce-rtx-4090-fe" { count = 2 }
  require { memory_gb = 96 }
}`, opt: Options{BudgetUSD: f64(8000)}},
	{name: "2x4090-96gb-warnings", src: `build "r" {
  gpu "nvidia-geforce-rtx-4090-fe" { count = 2 }
  require { memory_gb = 96 }
}`, opt: Options{AllowWarnings: true}, found: true},
	// The catalog's units that carry two 4090s and give their length
	// (which a case without max_psu_length_mm needs) have no ATX 3.x
	// rating: their transient warning is allowed too.
	{name: "2x4090-96gb-adapter", src: `build "r" {
  gpu "nvidia-geforce-rtx-4090-fe" { count = 2 }
  require { memory_gb = 96 }
}`, opt: Options{Allowed: []string{"psu-connectors", "psu-transient"}}, found: true},
	{name: "4x6000ada-256gb-240v", src: `build "r" {
  gpu "nvidia-rtx-6000-ada" { count = 4 }
  require {
    memory_gb = 256
    cores     = 32
  }
  power { circuit_volts = 240 }
}`},
	// A Ryzen 9000 without max_memory_gb takes the 128 GB every AM5 CPU
	// takes (rules' platform floor): these builds are proven.
	{name: "9950x-1gpu", src: `build "r" {
  cpu "amd-ryzen-9-9950x" {}
  require { gpus = 1 }
}`, found: true},
	{name: "9950x-4090", src: `build "r" {
  cpu "amd-ryzen-9-9950x" {}
  gpu "nvidia-geforce-rtx-4090-fe" {}
  require { memory_gb = 64 }
}`, found: true},
	{name: "9800x3d-gaming", src: `build "r" {
  cpu "amd-ryzen-7-9800x3d" {}
  require {
    gpus    = 1
    vram_gb = 16
  }
}`, found: true},
	{name: "9800x3d-4080s", src: `build "r" {
  cpu "amd-ryzen-7-9800x3d" {}
  gpu "nvidia-geforce-rtx-4080-super-fe" {}
  require { memory_gb = 32 }
}`, found: true},
	{name: "titan-rtx-64gb", src: `build "r" {
  gpu "nvidia-titan-rtx-used" {}
  require { memory_gb = 64 }
}`, found: true},
	{name: "3090-64gb", src: `build "r" {
  gpu "nvidia-geforce-rtx-3090-fe" {}
  require { memory_gb = 64 }
}`, found: true},
	{name: "4070s-32gb", src: `build "r" {
  gpu "nvidia-geforce-rtx-4070-super-fe" {}
  require {
    memory_gb  = 32
    storage_gb = 2000
  }
}`, found: true},
	{name: "require-1gpu-24gb", src: `build "r" {
  require {
    gpus      = 1
    vram_gb   = 24
    memory_gb = 64
  }
}`, found: true},
	{name: "require-2gpu-24gb", src: `build "r" {
  require {
    gpus       = 2
    vram_gb    = 24
    memory_gb  = 128
    storage_gb = 2000
  }
}`, found: true},
	{name: "require-2gpu-perf", src: `build "r" {
  require {
    gpus      = 2
    memory_gb = 64
  }
}`, opt: Options{Objective: PerfPerDollar}, found: true},
	{name: "4x3090-turbo", src: `build "r" {
  gpu "gigabyte-geforce-rtx-3090-turbo-24g" { count = 4 }
}`},
	{name: "4x3090-turbo-280w", src: `build "r" {
  gpu "gigabyte-geforce-rtx-3090-turbo-24g" {
    count         = 4
    power_limit_w = 280
  }
}`, found: true},
	{name: "4x3090-turbo-240v", src: `build "r" {
  gpu "gigabyte-geforce-rtx-3090-turbo-24g" { count = 4 }
  power { circuit_volts = 240 }
}`},
	// The used A6000 has no power sockets recorded, and no single PSU
	// gives the transient headroom: two changes.
	{name: "3xa6000-128gb", src: `build "r" {
  gpu "nvidia-rtx-a6000-used" { count = 3 }
  require { memory_gb = 128 }
}`, twoChanges: true},
	// Eight cards want eight expansion slots, and the RTX 4000 Ada's
	// adapter is not known: two changes.
	{name: "8x4000ada-240v", src: `build "r" {
  gpu "nvidia-rtx-4000-ada" { count = 8 }
  power { circuit_volts = 240 }
}`, twoChanges: true},
	// No case of the catalog has twelve expansion slots for four 3-slot cards.
	{name: "4x4090-240v", src: `build "r" {
  gpu "nvidia-geforce-rtx-4090-fe" { count = 4 }
  require { memory_gb = 128 }
  power { circuit_volts = 240 }
}`, twoChanges: true},
	{name: "4x4090-240v-unverified", src: `build "r" {
  gpu "nvidia-geforce-rtx-4090-fe" { count = 4 }
  require { memory_gb = 128 }
  power { circuit_volts = 240 }
}`, opt: Options{AllowWarnings: true, AllowMissingData: true}, twoChanges: true},
	{name: "2x5090-120v", src: `build "r" {
  gpu "nvidia-geforce-rtx-5090-fe" { count = 2 }
}`},
	{name: "impossible-vram", src: `build "r" {
  require {
    gpus    = 1
    vram_gb = 200
  }
}`, twoChanges: true},
	// The budget and the cards' adapters bind: no single change is enough.
	{name: "impossible-budget", src: `build "r" {
  gpu "nvidia-rtx-6000-ada" { count = 4 }
  budget_usd = 5000
}`, twoChanges: true},
}

// loadRequest decodes a request's build against the embedded catalog.
func loadRequest(tb testing.TB, rq request) (*hw.Build, *catalog.Catalog) {
	tb.Helper()
	cat, _ := catalog.Embedded()
	f := check.LoadWith(check.Input{Name: rq.name + ".hcl", Src: []byte(rq.src)}, cat, nil)
	if f.Diags.HasErrors() || len(f.Builds) != 1 {
		tb.Fatalf("%s: %v", rq.name, f.Diags)
	}
	return f.Builds[0], f.Catalog
}

// TestRequests: each request of the set gets its answer, a verified build
// or no build with a reason.
func TestRequests(t *testing.T) {
	for _, rq := range requests {
		t.Run(rq.name, func(t *testing.T) {
			b, cat := loadRequest(t, rq)
			res, err := Pick(b, cat, rq.opt)
			var nb *NoBuildError
			switch {
			case rq.found && err != nil:
				t.Fatalf("no build: %v", err)
			case rq.found && !res.Verified():
				t.Fatalf("unverified: %v", res.Unchecked)
			case !rq.found && !errors.As(err, &nb):
				t.Fatalf("want no build, got %s ($%.2f), %v", describeRes(res), resPrice(res), err)
			case !rq.found && nb.Constraint == "":
				t.Fatal("no reason given")
			case !rq.found && strings.HasPrefix(nb.Constraint, "not proven"):
				t.Fatalf("the explanation reached its bound: %s", nb.Constraint)
			case !rq.found && rq.twoChanges != (len(nb.Fixes) == 0):
				t.Fatalf("two changes needed %v, fixes %+v", rq.twoChanges, nb.Fixes)
			}
			if nb != nil {
				for _, f := range nb.Fixes {
					checkFix(t, b, cat, rq.opt, f)
				}
			}
		})
	}
}

// checkFix applies a fix that names a flag or a power setting and checks
// that pick then answers at the fix's price. Amend fixes need numbers only
// the maker has; their price is the build unverified by those numbers
// alone.
func checkFix(t *testing.T, b *hw.Build, cat Catalog, opt Options, f Fix) {
	t.Helper()
	nb := *b
	nb.Items = slices.Clone(b.Items)
	switch {
	case f.Change == "--allow-warnings":
		opt.AllowWarnings = true
	case strings.HasPrefix(f.Change, "--allow-warnings "):
		opt.Allowed = strings.Split(strings.TrimPrefix(f.Change, "--allow-warnings "), ",")
	case strings.HasPrefix(f.Change, "power_limit_w = "):
		w, err := strconv.ParseFloat(strings.Fields(f.Change)[2], 64)
		if err != nil {
			t.Fatal(err)
		}
		for i, it := range nb.Items {
			if it.Role == hw.KindGPU {
				x := *it
				x.PowerLimitW = &w
				nb.Items[i] = &x
			}
		}
	case strings.HasPrefix(f.Change, "power { circuits = 2 }"):
		nb.Power.Circuits = 2
	case strings.HasPrefix(f.Change, "power { circuit_volts = 240 }"):
		nb.Power.CircuitVolts = 240
	case strings.HasPrefix(f.Change, "--budget "):
		v, _ := strconv.ParseFloat(strings.TrimPrefix(f.Change, "--budget "), 64)
		opt.BudgetUSD = &v
	case strings.Contains(f.Change, "amend"):
		if f.Amend == "" {
			t.Errorf("%s: no amend block", f.Change)
		}
		return
	default:
		t.Fatalf("a fix the test cannot apply: %q", f.Change)
	}
	res, err := Pick(&nb, cat, opt)
	if err != nil {
		t.Fatalf("with %s: %v", f.Change, err)
	}
	if cents(res.PriceUSD) != cents(f.PriceUSD) {
		t.Errorf("with %s: %s, the fix says %s", f.Change, Money(res.PriceUSD), Money(f.PriceUSD))
	}
}

func resPrice(r *Result) float64 {
	if r == nil {
		return 0
	}
	return r.PriceUSD
}

// BenchmarkRequests: the set, one sub-benchmark each.
//
//	go test -run '^$' -bench Requests -benchtime 3x ./internal/pick
func BenchmarkRequests(b *testing.B) {
	for _, rq := range requests {
		bld, cat := loadRequest(b, rq)
		b.Run(rq.name, func(b *testing.B) {
			for b.Loop() {
				_, _ = Pick(bld, cat, rq.opt)
			}
		})
	}
}

// TestRequestsBruteForce checks each request of the set against brute
// force on a small catalog: of each kind, the parts of pick's answer on
// the embedded catalog and the two cheapest others.
func TestRequestsBruteForce(t *testing.T) {
	if raceEnabled {
		t.Skip("make test runs it without the race detector")
	}
	var found atomic.Int32
	t.Run("requests", func(t *testing.T) {
		for _, rq := range requests {
			bruteForceRequest(t, rq, &found)
		}
	})
	if n := found.Load(); n < int32(len(requests))/3 {
		t.Errorf("only %d of %d requests have a build on their small catalogs", n, len(requests))
	}
}

// bruteForceRequest is one request of TestRequestsBruteForce; found counts
// the requests with a build.
func bruteForceRequest(t *testing.T, rq request, found *atomic.Int32) {
	t.Run(rq.name, func(t *testing.T) {
		t.Parallel()
		b, cat := loadRequest(t, rq)
		small := testCatalog{}
		res, _ := Pick(b, cat, rq.opt)
		for _, k := range hw.Roles {
			var ps []*hw.Part
			for _, p := range cat.Parts(k) {
				if _, ok := p.Price(); ok {
					ps = append(ps, p)
				}
			}
			slices.SortStableFunc(ps, func(x, y *hw.Part) int {
				a, _ := x.Price()
				c, _ := y.Price()
				return int(cents(a) - cents(c))
			})
			small[k] = ps[:min(2, len(ps))]
			if res != nil {
				for _, c := range res.Choices {
					if c.Role == k && !slices.Contains(small[k], c.Part) {
						small[k] = append(small[k], c.Part)
					}
				}
			}
		}
		want := bruteForce(t, b, small, rq.opt)
		got, err := Pick(b, small, rq.opt)
		switch {
		case want == nil && err == nil:
			t.Fatalf("brute force finds no build; pick %s", describeRes(got))
		case want == nil:
			return
		case err != nil:
			t.Fatalf("brute force finds %v at %s; pick: %v", want.key.ids, prose.Cents(want.key.cents), err)
		case cents(got.PriceUSD) != want.key.cents:
			t.Fatalf("pick %s %s; brute force %s %v", Money(got.PriceUSD), describeRes(got), prose.Cents(want.key.cents), want.key.ids)
		}
		found.Add(1)
	})
}

// TestWorkBound: a search that reaches its bound on work says that its
// answer is not proven, with a build or without.
func TestWorkBound(t *testing.T) {
	i := slices.IndexFunc(requests, func(r request) bool { return r.name == "titan-rtx-64gb" })
	b, cat := loadRequest(t, requests[i])
	full, err := Pick(b, cat, Options{})
	if err != nil || full.Stopped {
		t.Fatalf("unbounded: %v, stopped %v", err, full != nil && full.Stopped)
	}
	defer func(n, l int) { maxNodes, maxLeaves = n, l }(maxNodes, maxLeaves)
	maxLeaves = 0
	_, err = Pick(b, cat, Options{})
	var nb *NoBuildError
	if !errors.As(err, &nb) || !strings.Contains(nb.Constraint, "not proven: the search stopped at its bound") || len(nb.Fixes) > 0 {
		t.Fatalf("no leaf allowed: %v", err)
	}
	maxLeaves = 1000
	seen := false
	for maxNodes = 1; maxNodes < full.Stats.Nodes && !seen; maxNodes++ {
		res, err := Pick(b, cat, Options{})
		if err != nil {
			continue
		}
		if !res.Stopped {
			t.Fatalf("%d nodes of %d: not marked stopped", maxNodes, full.Stats.Nodes)
		}
		if _, diags := rules.Run(res.Build, nil); !(&Options{}).acceptable(diags) || res.PriceUSD < full.PriceUSD {
			t.Fatalf("%d nodes: a stopped search's build must pass and cannot beat the proven one", maxNodes)
		}
		seen = true
	}
	if !seen {
		t.Fatal("no bound gave a build before the search ended")
	}
}
