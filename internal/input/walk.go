package input

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// WalkOptions shape Walk.
type WalkOptions struct {
	// Skip names files to leave out (the config file's name).
	Skip string
	// SkipHidden leaves out folders whose names start with "." (.git).
	SkipHidden bool
	// Max bounds the files listed; past it Walk fails.
	Max int
}

// Walk lists the *.hcl files below root, sorted. It never enters a linked
// folder (fs.WalkDir does not follow links) and lists every *.hcl entry that
// is not a folder, links, FIFOs and devices included: ReadFile then refuses
// each with a message that names it, so that nothing is skipped silently
// and nothing outside the tree is read. An unreadable folder is skipped.
//
// A root that is itself a link is refused when relative (a link in the
// tree) and followed when absolute (the user's own path, such as macOS's
// /tmp).
func Walk(root string, opt WalkOptions) ([]string, error) {
	if st, err := os.Lstat(root); err == nil && st.Mode()&fs.ModeSymlink != 0 {
		if !filepath.IsAbs(root) {
			return nil, linkError(root)
		}
		root += string(filepath.Separator)
	}
	if err := checkParents(filepath.Join(root, "x")); err != nil {
		return nil, err
	}
	var found []string
	err := filepath.WalkDir(root, func(q string, d fs.DirEntry, err error) error {
		if err != nil {
			if d != nil && d.IsDir() && q != root {
				return fs.SkipDir
			}
			if q == root {
				return err
			}
			return nil
		}
		if d.IsDir() {
			if q != root && opt.SkipHidden && strings.HasPrefix(d.Name(), ".") {
				return fs.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(d.Name(), ".hcl") && (opt.Skip == "" || d.Name() != opt.Skip) {
			found = append(found, q)
			if opt.Max > 0 && len(found) > opt.Max {
				return fmt.Errorf("more than %d files below %s", opt.Max, root)
			}
		}
		return nil
	})
	sort.Strings(found)
	return found, err
}
