package config

import (
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/internal/hclfile"
)

// TestDefaults: the defaults block reaches every build that does not set
// the attribute itself, attribute by attribute.
func TestDefaults(t *testing.T) {
	c, diags := Parse("c.hcl", []byte(`defaults {
  power {
    circuit_volts = 230
    circuit_amps  = 16
  }
  usage {
    electricity_usd_kwh = 0.35
    utilization         = 0.5
  }
}
`))
	if len(diags) != 0 {
		t.Fatal(diags)
	}
	f, d := hclfile.ParseWith("b.hcl", []byte(`build "none" {}
build "amps" {
  power { circuit_amps = 10 }
  usage { hours_per_day = 8 }
}
`), c.Defaults)
	if len(d) != 0 {
		t.Fatal(d)
	}
	none, amps := f.Builds[0], f.Builds[1]
	if none.Power.CircuitVolts != 230 || none.Power.CircuitAmps != 16 || none.Power.Circuits != 1 {
		t.Errorf("a build without power: %+v", none.Power)
	}
	if none.Usage.ElectricityUSDkWh != 0.35 || none.Usage.HoursPerDay != 24 || none.Usage.Utilization == nil || *none.Usage.Utilization != 0.5 {
		t.Errorf("a build without usage: %+v", none.Usage)
	}
	if amps.Power.CircuitVolts != 230 || amps.Power.CircuitAmps != 10 {
		t.Errorf("a build with circuit_amps: %+v (want 230 V from the defaults, its own 10 A)", amps.Power)
	}
	if amps.Usage.HoursPerDay != 8 || amps.Usage.ElectricityUSDkWh != 0.35 {
		t.Errorf("a build with hours_per_day: %+v", amps.Usage)
	}
	// Without defaults, SPEC's.
	f, _ = hclfile.Parse("b.hcl", []byte(`build "none" {}`))
	if p := f.Builds[0].Power; p.CircuitVolts != 120 || p.CircuitAmps != 15 {
		t.Errorf("no defaults: %+v", p)
	}
}

func TestDefaultsProblems(t *testing.T) {
	_, diags := Parse("c.hcl", []byte(`defaults {
  power { circuits = 2 }
}
defaults {}
`))
	var msgs []string
	for _, d := range diags {
		msgs = append(msgs, d.Message)
		if d.Rule != "config" {
			t.Errorf("%q has rule %q, want config", d.Message, d.Rule)
		}
	}
	all := strings.Join(msgs, "\n")
	for _, want := range []string{"the defaults block's power cannot set circuits", "the config file has two defaults blocks"} {
		if !strings.Contains(all, want) {
			t.Errorf("no %q in:\n%s", want, all)
		}
	}
}
