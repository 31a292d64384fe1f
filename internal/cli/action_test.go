package cli

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// actionStep returns the run script of the action.yml step named name: the
// lines after its `run: |`, unindented.
func actionStep(t *testing.T, name string) string {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("..", "..", "action.yml"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(src), "\n")
	start := -1
	for i, l := range lines {
		if strings.TrimSpace(l) == "- name: "+name {
			start = i
		}
		if start >= 0 && i > start && strings.TrimSpace(l) == "run: |" {
			indent := len(l) - len(strings.TrimLeft(l, " ")) + 2
			var script []string
			for _, s := range lines[i+1:] {
				if strings.TrimSpace(s) != "" && len(s)-len(strings.TrimLeft(s, " ")) < indent {
					break
				}
				script = append(script, strings.TrimPrefix(s, strings.Repeat(" ", indent)))
			}
			return strings.Join(script, "\n")
		}
	}
	t.Fatalf("action.yml has no step %q with a run script", name)
	return ""
}

// TestActionConfigFromBase runs the action's config step in a pull
// request's checkout whose .rigcheck.hcl switches a rule off (issue 29):
// config-from-base picks the base branch's file, or --no-config when the
// base has none; config pins a file; both at once is refused.
func TestActionConfigFromBase(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	script := actionStep(t, "Choose the config file")
	dir := t.TempDir()
	git := func(wd string, args ...string) {
		t.Helper()
		cmd := exec.Command("git", args...)
		cmd.Dir = wd
		cmd.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null", "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@t", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@t")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	origin := filepath.Join(dir, "origin")
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.MkdirAll(origin, 0o755))
	git(origin, "init", "-q", "-b", "main")
	must(os.WriteFile(filepath.Join(origin, ".rigcheck.hcl"), []byte("# the base branch's\n"), 0o644))
	git(origin, "add", ".")
	git(origin, "commit", "-q", "-m", "base")
	git(origin, "branch", "bare")
	git(origin, "checkout", "-q", "bare")
	git(origin, "rm", "-q", ".rigcheck.hcl")
	git(origin, "commit", "-q", "-m", "no config")
	git(origin, "checkout", "-q", "main")
	pr := filepath.Join(dir, "pr")
	git(dir, "clone", "-q", origin, pr)
	must(os.WriteFile(filepath.Join(pr, ".rigcheck.hcl"), []byte("rule \"m2-ssd\" { enabled = false }\n"), 0o644))

	var temp string
	run := func(env ...string) (flag, out string, err error) {
		t.Helper()
		output := filepath.Join(t.TempDir(), "output")
		temp = t.TempDir()
		cmd := exec.Command(bash, "-c", script)
		cmd.Dir = pr
		cmd.Env = append(os.Environ(), append([]string{"GITHUB_OUTPUT=" + output, "RUNNER_TEMP=" + temp, "GIT_CONFIG_GLOBAL=/dev/null"}, env...)...)
		b, err := cmd.CombinedOutput()
		o, _ := os.ReadFile(output)
		return strings.TrimSpace(strings.ReplaceAll(string(o), temp, "$RUNNER_TEMP")), string(b), err
	}
	flag, out, err := run("CONFIG=", "FROM_BASE=true", "BASE_REF=main")
	if err != nil || flag != "flag=--config=$RUNNER_TEMP/rigcheck-base/.rigcheck.hcl" {
		t.Fatalf("config-from-base: %q, %v\n%s", flag, err, out)
	}
	if b, _ := os.ReadFile(filepath.Join(temp, "rigcheck-base", ".rigcheck.hcl")); string(b) != "# the base branch's\n" {
		t.Errorf("the config used holds %q, not the base branch's", b)
	}
	flag, out, err = run("CONFIG=", "FROM_BASE=true", "BASE_REF=bare")
	if err != nil || flag != "flag=--no-config" {
		t.Errorf("a base without a config: %q, %v\n%s", flag, err, out)
	}
	// Not a pull request (a push): the checkout's own config, as usual.
	if flag, out, err = run("CONFIG=", "FROM_BASE=true", "BASE_REF="); err != nil || flag != "flag=" {
		t.Errorf("a push: %q, %v\n%s", flag, err, out)
	}
	if flag, out, err = run("CONFIG=ci/trusted.hcl", "FROM_BASE=false", "BASE_REF=main"); err != nil || flag != "flag=--config=ci/trusted.hcl" {
		t.Errorf("a pinned config: %q, %v\n%s", flag, err, out)
	}
	if _, out, err = run("CONFIG=ci/trusted.hcl", "FROM_BASE=true", "BASE_REF=main"); err == nil || !strings.Contains(out, "either config or config-from-base") {
		t.Errorf("both: %v\n%s", err, out)
	}
}
