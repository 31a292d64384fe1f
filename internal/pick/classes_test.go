package pick

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// TestManyDuplicates: on catalogs where every part has many copies (the
// same specification at the same, lower and much higher prices, of both
// brands, and near-duplicates with one number changed), pick searching one
// part per class answers exactly as pick searching every part, which
// TestAgreesWithBruteForce holds to brute force.
func TestManyDuplicates(t *testing.T) {
	cases := 40
	if testing.Short() {
		cases = 15
	}
	found := 0
	for i := range cases {
		g := &gen{r: rand.New(rand.NewPCG(uint64(i), 13))}
		c := g.catalog()
		for range 2 {
			g.duplicates(c)
		}
		for _, k := range hw.Roles {
			for _, src := range slices.Clone(c[k]) {
				for j := range 3 { // dearer copies
					p := src.Clone()
					p.ID = fmt.Sprintf("%s-dear-%d", src.ID, j)
					if u, ok := src.Price(); ok {
						p.Attrs["price_usd"] = vn(u + float64(1+g.r.IntN(400)))
					}
					c[k] = append(c[k], p)
				}
			}
		}
		b, opt := g.problem(c)
		opt.PreferBrand = oneOf(g.r, "", "Acme", "Brandt")
		want := solveOnly(t, b, c, withAllParts(opt))
		got := solveOnly(t, b, c, opt)
		switch {
		case (want == nil) != (got == nil):
			t.Fatalf("case %d: every part: %v; one per class: %v", i, keyText(want), keyText(got))
		case want != nil:
			found++
			if keyText(want) != keyText(got) {
				t.Fatalf("case %d: every part: %s; one per class: %s", i, keyText(want), keyText(got))
			}
		}
	}
	if found < cases/10 {
		t.Errorf("only %d of %d cases have a build", found, cases)
	}
}

func withAllParts(o Options) Options {
	o.allParts = true
	return o
}

// solveOnly runs pick's search alone (no explanation, no binding
// constraint).
func solveOnly(t *testing.T, b *hw.Build, c testCatalog, opt Options) *solution {
	if opt.Objective == "" {
		opt.Objective = Price
	}
	sp, err := newSpace(b, c, &opt)
	if err != nil {
		t.Fatal(err)
	}
	sol, _ := sp.solve()
	return sol
}

func keyText(s *solution) string {
	if s == nil {
		return "no build"
	}
	return fmt.Sprintf("$%.2f %v", float64(s.key.cents)/100, s.key.ids)
}

// TestDescriptive: the attributes classes.go ignores are exactly the ones
// every kind has, and no rule reads them (a rule that starts to read one
// must be taken out of this list).
func TestDescriptive(t *testing.T) {
	for _, a := range hw.CommonAttrs {
		if !hw.Descriptive(a.Name) {
			t.Errorf("%s is a common attribute but not descriptive", a.Name)
		}
	}
	for _, k := range hw.Roles {
		for _, a := range hw.KindAttrs[k] {
			if hw.Descriptive(a.Name) {
				t.Errorf("%s of %s is descriptive: classes would ignore it", a.Name, k)
			}
		}
	}
	n := 0
	for _, name := range []string{"name", "brand", "price_usd", "price_date", "released", "source", "notes", "data_source", "part_numbers"} {
		if hw.Descriptive(name) {
			n++
		}
	}
	if n != len(hw.CommonAttrs) {
		t.Errorf("hw.Descriptive has %d names, hw.CommonAttrs %d", n, len(hw.CommonAttrs))
	}
}
