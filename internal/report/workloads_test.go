package report_test

import (
	"bytes"
	"encoding/json"
	"testing"
	"time"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/report"
	"github.com/rigcheck/rigcheck/rules"
)

// TestGoldenWorkloads renders a build with two workloads in text,
// Markdown and JSON (go test ./internal/report -run Golden -update
// rewrites the goldens); the JSON carries SPEC 6's fields.
func TestGoldenWorkloads(t *testing.T) {
	cat, diags := catalog.Embedded()
	if diags.HasErrors() {
		t.Fatalf("embedded catalog: %v", diags)
	}
	inputs := check.ReadInputs([]string{"testdata/workloads/workloads.hcl"}, nil)
	r := check.Run(inputs, check.Options{Catalog: cat, Config: &rules.Config{}})
	if len(r.Builds) != 1 || len(r.Builds[0].Workloads) != 2 {
		t.Fatalf("want one build with two workloads, got %+v", r.Builds)
	}
	now := time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)
	for _, f := range []string{"text", "markdown", "json"} {
		var b bytes.Buffer
		if err := report.Write(&b, f, r, report.Options{Version: "1.2.3-test", Now: now}); err != nil {
			t.Fatal(err)
		}
		golden(t, "workloads."+f, b.Bytes())
		if f == "markdown" {
			checkMarkdownTables(t, b.String())
		}
		if f != "json" {
			continue
		}
		var doc struct {
			Builds []struct {
				Workloads []map[string]any `json:"workloads"`
			} `json:"builds"`
		}
		if err := json.Unmarshal(b.Bytes(), &doc); err != nil {
			t.Fatal(err)
		}
		chat, tune := doc.Builds[0].Workloads[0], doc.Builds[0].Workloads[1]
		for _, k := range []string{"name", "model", "mode", "verdict", "peak_gib", "per_gpu_gib", "components", "band_gib", "host_ram_gib", "disk_gb", "tokens_per_s"} {
			if _, ok := chat[k]; !ok {
				t.Errorf("workload JSON has no %q", k)
			}
		}
		if chat["verdict"] == "does-not-fit" || tune["verdict"] != "does-not-fit" {
			t.Errorf("verdicts: chat %v, finetune %v", chat["verdict"], tune["verdict"])
		}
		if tps, ok := chat["tokens_per_s"].(map[string]any); !ok || tps["estimate"].(float64) <= tps["low"].(float64) || tps["high"].(float64) <= tps["estimate"].(float64) {
			t.Errorf("chat tokens_per_s %v: want estimate within low and high", chat["tokens_per_s"])
		}
		if tune["tokens_per_s"] != nil {
			t.Errorf("training has no decode estimate, got %v", tune["tokens_per_s"])
		}
		peak, per := tune["peak_gib"].(float64), tune["per_gpu_gib"].([]any)
		if len(per) != 2 || per[0].(float64) > peak || per[1].(float64) > peak {
			t.Errorf("peak_gib %v is not the largest of per_gpu_gib %v", peak, per)
		}
	}
}
