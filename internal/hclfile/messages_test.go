package hclfile

import (
	"strings"
	"testing"
)

// TestSchemaMessages: each schema problem says what is wrong and what the
// file may say instead, in words a user can act on.
func TestSchemaMessages(t *testing.T) {
	for _, c := range []struct {
		name, src string
		msg       string   // the message, exactly
		detail    []string // pieces the detail holds
		not       []string // pieces it must not hold
	}{
		{"misspelt block suggests the block it is closest to", `build "b" {
  gpus "x" {}
}`, `the build block has no block "gpus"`, []string{`Did you mean "gpu"?`}, []string{`"cpu"`}},
		{"a synonym of a role suggests the role", `build "b" {
  ram "x" {}
}`, `the build block has no block "ram"`, []string{`Did you mean "memory"?`}, []string{`"cpu"`}},
		{"misspelt top block", `bulid "b" {}`, `a rigcheck file has no block "bulid"`,
			[]string{`Did you mean "build"?`, `part "KIND" "ID", cloud "ID", build "NAME"`}, nil},
		{"unknown attribute with nothing close lists what is allowed", `build "b" {
  cpu "x" { colour = 1 }
}`, `the cpu block has no attribute "colour"`, []string{"The cpu block takes attributes count, price_usd."}, []string{"Did you mean"}},
		{"unknown attribute close to one", `build "b" {
  usage { hours = 3 }
}`, `the usage block has no attribute "hours"`, []string{`Did you mean "hours_per_day"?`, "hours_per_day, electricity_usd_kwh, utilization"}, nil},
		{"a long list gives the closest name only", `part "gpu" "g" {
  vram = 3
}`, `a gpu part has no attribute "vram"`, []string{`Did you mean "vram_gb"?`}, []string{"takes"}},
		{"a block written as an attribute", `build "b" {
  power = { circuits = 2 }
}`, `the build block has no attribute "power"`, []string{"power is a block: write power { … } without the equals sign."}, nil},
		{"a wrong type says what is expected", `build "b" {
  budget_usd = "lots"
}`, "budget_usd must be a number", []string{"budget_usd: the most the parts may cost, in US dollars (rule budget).", "Write a number from 0 to 10,000,000, e.g. budget_usd = 100."}, []string{": ."}},
		{"ranges are human numbers", `build "b" {
  budget_usd = 20000000
}`, "budget_usd = 20,000,000 is out of range (0 to 10,000,000)", []string{"10,000,000"}, []string{"e+"}},
		{"part ranges too", `part "gpu" "g" {
  tdp_w = 5e9
}`, "tdp_w = 5,000,000,000 is out of range (0 to 1,000,000,000)", nil, []string{"e+"}},
		{"an enum lists its values", `part "gpu" "g" {
  cooler = 7
}`, "", nil, nil},
		{"extends has a description", `part "gpu" "g" {
  extends = 3
}`, "", nil, nil},
		{"a proprietary form factor needs the platform's name", `part "motherboard" "m" {
  form_factor = "Proprietary"
}`, `form_factor = "Proprietary" is not one of "Mini-ITX", "Micro-ATX", "ATX", "E-ATX", "SSI-CEB", "SSI-EEB", "XL-ATX", or "Proprietary: " and a name`, []string{`Or write "Proprietary: " and a name, e.g. "Proprietary: Maker Model".`}, nil},
		{"a case's proprietary form factor too", `part "case" "c" {
  form_factors = ["ATX", "Proprietary:  "]
}`, `form_factors: "Proprietary:  " is not one of "Mini-ITX", "Micro-ATX", "ATX", "E-ATX", "SSI-CEB", "SSI-EEB", "XL-ATX", or "Proprietary: " and a name`, nil, nil},
		{"a proprietary name with a comma", `part "motherboard" "m" {
  form_factor = "Proprietary: A, B"
}`, `form_factor = "Proprietary: A, B" is not one of "Mini-ITX", "Micro-ATX", "ATX", "E-ATX", "SSI-CEB", "SSI-EEB", "XL-ATX", or "Proprietary: " and a name`, []string{"may hold no comma"}, []string{"Did you mean"}},
		{"a list of numbers", `build "b" {
  gpu "x" { slots = [40] }
}`, "slots: 40 is out of range (1 to 16)", []string{"slot positions, one per card"}, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, diags := Parse("t.hcl", []byte(c.src))
			if c.msg == "" {
				// Every detail says something: no "name: ." with an empty
				// description.
				for _, d := range diags {
					if strings.Contains(d.Detail, ": .") || strings.TrimSpace(d.Detail) == "" {
						t.Errorf("%q has the detail %q", d.Message, d.Detail)
					}
				}
				return
			}
			for _, d := range diags {
				if d.Message != c.msg {
					continue
				}
				for _, s := range c.detail {
					if !strings.Contains(d.Detail, s) {
						t.Errorf("the detail lacks %q:\n%s", s, d.Detail)
					}
				}
				for _, s := range c.not {
					if strings.Contains(d.Detail, s) || strings.Contains(d.Message, s) {
						t.Errorf("the diagnostic holds %q:\n%s\n%s", s, d.Message, d.Detail)
					}
				}
				return
			}
			t.Fatalf("no diagnostic %q; got %v", c.msg, diags)
		})
	}
}

// TestMisnamedRoles: a build block under a role's synonym or typo is
// recorded as that role, so that it is not reported missing as well.
func TestMisnamedRoles(t *testing.T) {
	f, _ := Parse("t.hcl", []byte("build \"b\" {\n  ram \"x\" {}\n  gpus \"y\" {}\n  monitor \"z\" {}\n}\n"))
	got := f.Builds[0].Misnamed
	if len(got) != 2 || got[0] != "memory" || got[1] != "gpu" {
		t.Errorf("Misnamed = %v, want [memory gpu]", got)
	}
	f, _ = Parse("t.hcl", []byte("build \"b\" {\n  memory \"x\" {}\n}\n"))
	if got := f.Builds[0].Misnamed; len(got) != 0 {
		t.Errorf("Misnamed = %v for a well-named build", got)
	}
}

// TestOneSyntaxError: a missing quote makes every later line an error;
// only the first is reported, with the count of the rest.
func TestOneSyntaxError(t *testing.T) {
	_, diags := Parse("t.hcl", []byte("build \"b\" {\n  cpu \"x {}\n  memory \"y\" {}\n  psu \"z\" {}\n}\n"))
	if len(diags) != 1 {
		t.Fatalf("%d diagnostics, want 1: %v", len(diags), diags)
	}
	if !strings.Contains(diags[0].Detail, "more errors after this one") {
		t.Errorf("detail %q does not count the rest", diags[0].Detail)
	}
}
