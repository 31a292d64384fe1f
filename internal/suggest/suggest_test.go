package suggest

import (
	"strings"
	"testing"
)

func TestClosest(t *testing.T) {
	ids := []string{"nvidia-geforce-gtx-1080-ti-fe", "nvidia-geforce-rtx-4090-fe", "amd-ryzen-9-7950x"}
	for _, c := range []struct {
		given string
		want  string
	}{
		{"nvidia-geforce-gtx-1080ti-fe", "nvidia-geforce-gtx-1080-ti-fe"}, // edit distance
		{"nvidia-gtx-1080ti", "nvidia-geforce-gtx-1080-ti-fe"},            // words
		{"7950x", "amd-ryzen-9-7950x"},                                    // contained
		{"zzzz", ""},
	} {
		got := Closest(c.given, ids, 3)
		if c.want == "" {
			if len(got) != 0 {
				t.Errorf("Closest(%q) = %v, want none", c.given, got)
			}
			continue
		}
		if len(got) == 0 || got[0] != c.want {
			t.Errorf("Closest(%q) = %v, want %q first", c.given, got, c.want)
		}
	}
}

func TestSentence(t *testing.T) {
	if got := Sentence("eror", []string{"error", "warning", "info"}); got != `Did you mean "error"?` {
		t.Errorf("got %q", got)
	}
	if got := Sentence("zzzzzz", []string{"error", "warning", "info"}); got != `Use one of "error", "warning", "info".` {
		t.Errorf("got %q", got)
	}
}

// A 4 MiB id from a hostile file gets no suggestion rather than seconds of
// edit distance (issue 16). The bound is the length check, asserted by
// result; the benchmark below measures the cost.
func TestClosestBoundsInput(t *testing.T) {
	huge := strings.Repeat("a", 4<<20)
	if got := Closest(huge, []string{"a", "aa"}, 3); got != nil {
		t.Errorf("got %v for a 4 MiB input", got)
	}
}

func BenchmarkClosestHuge(b *testing.B) {
	huge := strings.Repeat("a", 4<<20)
	ids := make([]string, 500)
	for i := range ids {
		ids[i] = strings.Repeat("x", 30)
	}
	for b.Loop() {
		Closest(huge, ids, 3)
	}
}

// TestWithinPrefersTheLongerID: "…-7950" is one edit from "…-7900" and from
// "…-7950x"; the id it starts (the user left out the suffix) comes first.
func TestWithinPrefersTheLongerID(t *testing.T) {
	ids := []string{"amd-ryzen-9-7900", "amd-ryzen-9-7950x", "amd-ryzen-9-5950x"}
	got := Within("amd-ryzen-9-7950", ids, 2, 3)
	if len(got) < 2 || got[0] != "amd-ryzen-9-7950x" || got[1] != "amd-ryzen-9-7900" {
		t.Errorf("Within = %v, want amd-ryzen-9-7950x then amd-ryzen-9-7900", got)
	}
	if got := Closest("amd-ryzen-9-7950", ids, 3); got[0] != "amd-ryzen-9-7950x" {
		t.Errorf("Closest = %v, want amd-ryzen-9-7950x first", got)
	}
}

func TestDidYouMean(t *testing.T) {
	for _, c := range []struct {
		ids  []string
		want string
	}{
		{nil, "none"},
		{[]string{"a"}, `Did you mean "a"?`},
		{[]string{"a", "b", "c"}, `Did you mean "a"? Others close to it: "b", "c".`},
	} {
		if got := DidYouMean(c.ids, "none"); got != c.want {
			t.Errorf("DidYouMean(%q) = %q, want %q", c.ids, got, c.want)
		}
	}
}
