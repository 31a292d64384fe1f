package cli

import (
	"os"

	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/report"
	"github.com/rigcheck/rigcheck/rules"
)

// The CI formats of validate: SARIF for code scanning, workflow commands for
// GitHub annotations, JUnit XML for GitLab and Jenkins. File names are made
// relative to the current folder, which in CI is the repository root.
func init() {
	formats["sarif"] = func(e *env, r *check.Result, quiet bool) error {
		return report.WriteSARIF(e.stdout, r, report.SARIFOptions{Version: version(), BaseDir: workDir(), Quiet: quiet, Rules: rules.Docs()})
	}
	formats["github"] = func(e *env, r *check.Result, quiet bool) error {
		return report.WriteGitHub(e.stdout, r, report.GitHubOptions{BaseDir: workDir(), Quiet: quiet})
	}
	formats["junit"] = func(e *env, r *check.Result, quiet bool) error {
		return report.WriteJUnit(e.stdout, r, report.JUnitOptions{BaseDir: workDir()})
	}
}

// workDir is the current folder, or "" when it cannot be found (names then
// stay as given).
func workDir() string {
	wd, err := os.Getwd()
	if err != nil {
		return ""
	}
	return wd
}
