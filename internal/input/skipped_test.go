package input

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestWalkReportsSkipped: a walk tells of every folder it does not enter
// that holds *.hcl files (issue 29: hidden and linked sub-folders were
// skipped in silence, so failing builds there still gave exit 0), and
// keeps quiet about those that hold none and about .git.
func TestWalkReportsSkipped(t *testing.T) {
	base := t.TempDir()
	root := filepath.Join(base, "builds")
	for _, dir := range []string{".drafts/deep", ".empty", ".git", "plain", "../elsewhere", "../nohcl"} {
		must(t, os.MkdirAll(filepath.Join(root, dir), 0o755))
	}
	for _, f := range []string{".drafts/deep/bad.hcl", ".git/x.hcl", "plain/ok.hcl", "../elsewhere/far.hcl", "../nohcl/notes.txt", ".empty/notes.txt"} {
		must(t, os.WriteFile(filepath.Join(root, f), []byte("build \"x\" {}\n"), 0o644))
	}
	if err := os.Symlink("../elsewhere", filepath.Join(root, "more")); err != nil {
		t.Skip("no symlinks here:", err)
	}
	must(t, os.Symlink("../nohcl", filepath.Join(root, "docs")))
	got := map[string]string{}
	files, err := Walk(root, WalkOptions{SkipHidden: true, Skipped: func(p, reason string) { got[filepath.Base(p)] = reason }})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 1 || filepath.Base(files[0]) != "ok.hcl" {
		t.Errorf("files %v", files)
	}
	if !strings.Contains(got[".drafts"], "is a hidden folder") || !strings.Contains(got["more"], "is a symbolic link to a folder (to ../elsewhere)") || len(got) != 2 {
		t.Errorf("skipped %q, want .drafts and more only", got)
	}
	if os.Geteuid() == 0 {
		return // root reads a folder of mode 0
	}
	must(t, os.Chmod(filepath.Join(root, "plain"), 0))
	defer os.Chmod(filepath.Join(root, "plain"), 0o755)
	got = map[string]string{}
	if _, err := Walk(root, WalkOptions{SkipHidden: true, Skipped: func(p, reason string) { got[filepath.Base(p)] = reason }}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(got["plain"], "cannot be read") {
		t.Errorf("an unreadable folder: %q", got)
	}
}

// TestAbsolutePathsRefuseTreeLinks: an absolute path inside the working
// folder is held to the rule of the relative one (issue 29: a pull
// request's link anywhere on $GITHUB_WORKSPACE/… was followed, and other
// *.hcl files were read and quoted). Links above the working folder (the
// system's, such as macOS's /tmp) are still followed.
func TestAbsolutePathsRefuseTreeLinks(t *testing.T) {
	root, _ := tree(t)
	t.Chdir(root)
	abs := filepath.Join(root, "builds", "outdir", "repo", "builds", "good.hcl")
	if _, err := ReadFile(abs); err == nil || !strings.Contains(err.Error(), "is reached through the symbolic link "+filepath.Join(root, "builds", "outdir")) {
		t.Fatalf("ReadFile(%s): %v", abs, err)
	}
	if _, err := Walk(filepath.Join(root, "builds", "outdir"), WalkOptions{}); err == nil || !strings.Contains(err.Error(), "is a symbolic link") {
		t.Fatalf("walking an absolute linked folder in the tree: %v", err)
	}
	if SystemLink(filepath.Join(root, "builds", "outdir")) {
		t.Error("a link in the tree counts as the system's")
	}
	// A relative path that climbs out of the working folder and comes
	// back into it is held to the same rule; one that stays out of it (the
	// secret beside the tree, named on purpose) is the user's own.
	back := filepath.Join("..", "repo", "builds", "outdir", "repo", "builds", "good.hcl")
	if _, err := ReadFile(back); err == nil || !strings.Contains(err.Error(), "is reached through the symbolic link") {
		t.Errorf("ReadFile(%s): %v", back, err)
	}
	// The refusal names the folder given, not a file inside it.
	below := filepath.Join("..", "repo", "builds", "outdir", "repo")
	if _, err := Walk(below, WalkOptions{}); err == nil || !strings.HasPrefix(err.Error(), below+" is reached through the symbolic link") {
		t.Errorf("walking %s, below a link in the tree: %v", below, err)
	}
	if _, err := Walk(filepath.Join("..", "repo", "builds", "outdir")+string(filepath.Separator), WalkOptions{}); err == nil {
		t.Error("walking ../repo/builds/outdir/, a link in the tree, followed it")
	}
	if _, err := ReadFile(filepath.Join("..", "netrc")); err != nil {
		t.Errorf("a file beside the working folder, named with ..: %v", err)
	}
	// The same tree reached through a link above the working folder.
	sys := filepath.Join(t.TempDir(), "sys")
	must(t, os.Symlink(filepath.Dir(root), sys))
	t.Chdir(filepath.Join(sys, "repo"))
	good := filepath.Join(sys, "repo", "builds", "good.hcl")
	if _, err := ReadFile(good); err != nil {
		t.Errorf("a link above the working folder: %v", err)
	}
	if _, err := ReadFile(filepath.Join(sys, "repo", "builds", "outdir", "repo", "builds", "good.hcl")); err == nil {
		t.Error("a tree link behind a system link was followed")
	}
	if !SystemLink(sys) {
		t.Error("a link above the working folder does not count as the system's")
	}
}
