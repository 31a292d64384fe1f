package report

import "runtime/debug"

// Version is rigcheck's version as `rigcheck version`, --version and the
// reports that name their tool (SARIF, Markdown) give it: the module
// version from the build info, "(devel)" for a build from a checkout, and
// the commit with -dirty for uncommitted changes when the build recorded
// it.
func Version() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "(devel)"
	}
	v := info.Main.Version
	if v == "" {
		v = "(devel)"
	}
	var rev, dirty string
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			if s.Value == "true" {
				dirty = "-dirty"
			}
		}
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if rev != "" {
		v += " (commit " + rev + dirty + ")"
	}
	return v
}
