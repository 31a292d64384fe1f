package catalogq

import (
	"strings"
	"testing"
)

// TestWhereDepthLimit: a --where expression nested or chained beyond the
// parser's safe depth is refused with an error, before hclsyntax's
// recursive parser sees it.
func TestWhereDepthLimit(t *testing.T) {
	for _, src := range []string{
		strings.Repeat("(", 100_000) + "true" + strings.Repeat(")", 100_000),
		strings.Repeat("!", 500_000) + "true",
		strings.Repeat("vram_gb + ", 100_000) + "1 > 0",
	} {
		_, err := ParseWhere(src, "gpu")
		if err == nil || !strings.Contains(err.Error(), "deep") {
			t.Errorf("%.20s…: err = %v", src, err)
		}
	}
	if _, err := ParseWhere(strings.Repeat("(", 50)+"vram_gb > 1"+strings.Repeat(")", 50), "gpu"); err != nil {
		t.Errorf("50 parentheses: %v", err)
	}
}

// TestWhereFunctionsArePure: the functions a Terraform user would reach
// for to read files, the environment or the clock are unknown.
func TestWhereFunctionsArePure(t *testing.T) {
	for _, fn := range []string{"file", "fileexists", "fileset", "templatefile", "env", "getenv", "timestamp",
		"plantimestamp", "uuid", "bcrypt", "pathexpand", "abspath", "http", "exec", "shell", "jsondecode"} {
		_, err := ParseWhere(fn+`("x") == ""`, "gpu")
		if err == nil || !strings.Contains(err.Error(), "unknown function") && !strings.Contains(err.Error(), "Call to unknown function") {
			t.Errorf("%s: err = %v", fn, err)
		}
	}
}
