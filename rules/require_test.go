package rules

import (
	"testing"
)

func TestRequire(t *testing.T) {
	req := func(body string) string { return "require {\n    " + body + "\n  }" }
	runCases(t, []ruleCase{
		{name: "gpus met", src: rig("", req("gpus = 1"))},
		{name: "gpus not met", src: rig("", req("gpus = 2")), want: []string{"require error"}, msg: []string{"require gpus = 2: the build has 1 GPUs"}},
		{name: "vram_gb per card met", src: rig("", req("vram_gb = 11"), `gpu "t-blower" { count = 2 }`)},
		{name: "vram_gb is per card, not total", src: rig("", req("vram_gb = 12"), `gpu "t-blower" { count = 2 }`), want: []string{"require error"},
			msg: []string{"require vram_gb = 12 per card: the GPU Blower has 11 GB"}},
		{name: "memory_gb met", src: rig("", req("memory_gb = 64"))},
		{name: "memory_gb not met", src: rig("", req("memory_gb = 65")), want: []string{"require error"}, msg: []string{"require memory_gb = 65: the build has 64 GB of memory"}},
		{name: "storage_gb met", src: rig("", req("storage_gb = 9000"), `storage "t-nvme" {}`, `storage "t-hdd" {}`)},
		{name: "storage_gb not met", src: rig("", req("storage_gb = 9001"), `storage "t-nvme" {}`, `storage "t-hdd" {}`), want: []string{"require error"},
			msg: []string{"require storage_gb = 9001: the build has 9000 GB of storage"}},
		{name: "cores met", src: rig("", req("cores = 12"))},
		{name: "cores not met", src: rig("", req("cores = 13")), want: []string{"require error"}, msg: []string{"the build has 12 cores"}},
		{name: "every minimum reported", src: rig("", req("gpus = 2\n    memory_gb = 65\n    cores = 13")),
			want: []string{"require error", "require error", "require error"}},
	})
}

// TestRequireRange checks that a require diagnostic points at its attribute.
func TestRequireRange(t *testing.T) {
	b, _, ds := check(t, rig("", "require {\n    gpus = 1\n    cores = 13\n  }"), nil)
	if len(ds) != 1 || ds[0].Range != b.Require.Ranges["cores"] {
		t.Errorf("got %v, want one diagnostic at %v", messages(ds), b.Require.Ranges["cores"])
	}
}
