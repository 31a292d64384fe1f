package cli

import (
	"io"
	"strings"
	"testing"

	"github.com/spf13/cobra"
)

func TestCompleteRuleIDs(t *testing.T) {
	got, dir := completeRuleIDs(nil, nil, "psu-")
	if dir != cobra.ShellCompDirectiveNoFileComp || len(got) == 0 {
		t.Fatalf("got %v, %v", got, dir)
	}
	for _, c := range got {
		id, desc, _ := strings.Cut(c, "\t")
		if !strings.HasPrefix(id, "psu-") || desc == "" {
			t.Errorf("completion %q: want a psu- id with a summary", c)
		}
	}
	if got, _ := completeRuleIDs(nil, []string{"budget"}, ""); len(got) != 0 {
		t.Errorf("a second argument was completed: %v", got)
	}
}

func TestCompletePartIDs(t *testing.T) {
	e := &env{stdin: strings.NewReader(""), stdout: io.Discard, stderr: io.Discard}
	got, _ := completePartIDs(e)(nil, nil, "nvidia-geforce-gtx-1080")
	found := false
	for _, c := range got {
		id, desc, _ := strings.Cut(c, "\t")
		if !strings.HasPrefix(id, "nvidia-geforce-gtx-1080") {
			t.Errorf("completion %q does not match the prefix", c)
		}
		if id == "nvidia-geforce-gtx-1080-ti-fe" && strings.HasPrefix(desc, "gpu: ") {
			found = true
		}
	}
	if !found {
		t.Errorf("nvidia-geforce-gtx-1080-ti-fe not offered: %v", got)
	}
}
