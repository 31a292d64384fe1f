package input

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/rigcheck/rigcheck/internal/escape"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// WalkOptions shape Walk.
type WalkOptions struct {
	// Skip names files to leave out (the config file's name).
	Skip string
	// SkipHidden leaves out folders whose names start with "." (.git).
	SkipHidden bool
	// Max bounds the files listed; past it Walk fails.
	Max int
	// Skipped, when set, hears of every folder that Walk does not enter
	// and that could hold *.hcl files, with the reason: a linked folder or
	// a hidden one that holds *.hcl files, an unreadable one.
	Skipped func(path, reason string)
}

// Skipped is the "skipped" warning of a folder a walk left out, for
// WalkOptions.Skipped: at the folder, with the reason.
func Skipped(path, reason string) hw.Diagnostic {
	d := hw.Diagnostic{Rule: "skipped", Severity: hw.Warning, Message: escape.Line(path) + " " + reason,
		Detail: "Folder walks do not enter hidden folders nor follow links to folders; see `rigcheck explain skipped`."}
	d.Range.Filename = path
	return d
}

// maxPeek bounds the entries Walk reads in a skipped hidden folder to learn
// whether it holds *.hcl files.
const maxPeek = 10000

// Walk lists the *.hcl files below root, sorted. It never enters a linked
// folder (fs.WalkDir does not follow links) and lists every *.hcl entry that
// is not a folder, links, FIFOs and devices included: ReadFile then refuses
// each with a message that names it, so that nothing outside the tree is
// read. What it does not enter it tells opt.Skipped, so that nothing is
// skipped silently (issue 29: builds in hidden and linked sub-folders went
// unchecked, and the run passed).
//
// A root that is itself a link is refused when it lies in the working
// folder (a link in the tree, see checkParents) and followed otherwise
// (the user's own path, such as macOS's /tmp).
func Walk(root string, opt WalkOptions) ([]string, error) {
	if st, err := os.Lstat(root); err == nil && st.Mode()&fs.ModeSymlink != 0 {
		if !SystemLink(root) {
			return nil, linkError(root)
		}
		root += string(filepath.Separator)
	}
	if err := checkParents(filepath.Join(root, "x")); err != nil {
		if e, ok := err.(*Error); ok {
			e.Path = root // the folder given, not the "x" that stood for its files
		}
		return nil, err
	}
	skipped := func(q, reason string) {
		if opt.Skipped != nil {
			opt.Skipped(q, reason)
		}
	}
	var found []string
	err := filepath.WalkDir(root, func(q string, d fs.DirEntry, err error) error {
		if err != nil {
			if q == root {
				return err
			}
			if d != nil && d.IsDir() {
				skipped(q, "cannot be read ("+unwrap(err).Error()+"); its *.hcl files are not checked")
				return fs.SkipDir
			}
			return nil
		}
		if d.IsDir() {
			if q != root && opt.SkipHidden && strings.HasPrefix(d.Name(), ".") {
				// Git stores no folder named .git, so a pull request
				// cannot put builds there: it goes without a word.
				if d.Name() != ".git" && holdsHCL(q) {
					skipped(q, "is a hidden folder, which folder walks skip; it holds *.hcl files that are not checked: name it to check them")
				}
				return fs.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(d.Name(), ".hcl") && (opt.Skip == "" || d.Name() != opt.Skip) {
			found = append(found, q)
			if opt.Max > 0 && len(found) > opt.Max {
				return fmt.Errorf("more than %d files below %s", opt.Max, root)
			}
			return nil
		}
		if d.Type()&fs.ModeSymlink != 0 {
			// Only the names behind the link are read, to keep quiet
			// about links to folders without builds (node_modules).
			if st, err := os.Stat(q); err == nil && st.IsDir() && holdsHCL(q+string(filepath.Separator)) {
				to, _ := os.Readlink(q)
				skipped(q, "is a symbolic link to a folder (to "+escape.Line(to)+"), which rigcheck does not follow; its *.hcl files are not checked: name the folder itself")
			}
		}
		return nil
	})
	sort.Strings(found)
	return found, err
}

// SystemLink reports whether the link at path is one that rigcheck
// follows: on an absolute path, outside the working folder (macOS's /tmp),
// as checkParents has it. A link in the tree is never followed.
func SystemLink(path string) bool {
	if !filepath.IsAbs(path) {
		return false
	}
	wd, err := os.Getwd()
	return err == nil && !inTree(wd, filepath.Dir(filepath.Clean(path)))
}

// holdsHCL reports whether the folder dir holds a *.hcl entry, reading at
// most maxPeek entries (past them it says yes: the folder may).
func holdsHCL(dir string) bool {
	n, found := 0, false
	_ = filepath.WalkDir(dir, func(q string, d fs.DirEntry, err error) error {
		n++
		if found = n > maxPeek || err == nil && !d.IsDir() && strings.HasSuffix(d.Name(), ".hcl"); found {
			return fs.SkipAll
		}
		return nil
	})
	return found
}
