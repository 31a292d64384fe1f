package report

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/prose"
)

// WriteLint writes `catalog lint`'s text report: the diagnostics as
// validate shows them, then a summary that counts parts (parts, by kind)
// rather than builds.
func WriteLint(w io.Writer, res *check.Result, parts map[hw.Kind]int, color bool) error {
	var buf bytes.Buffer
	if err := Write(&buf, "text", res, Options{Color: color}); err != nil {
		return err
	}
	// The text report ends with a one-line verdict about files and builds; a lint
	// run has no builds, so that line is replaced by one about parts.
	out := strings.TrimSuffix(buf.String(), "\n")
	if i := strings.LastIndex(out, "\n"); i >= 0 {
		out = out[:i+1]
	} else {
		out = ""
	}
	total := 0
	var kinds []string
	for _, k := range hw.CatalogKinds {
		if n := parts[k]; n > 0 {
			total += n
			kinds = append(kinds, fmt.Sprintf("%d %s", n, k))
		}
	}
	errs, warns, infos := res.Diagnostics.Count()
	verdict := "ok"
	if !res.Valid() {
		verdict = "FAIL"
	}
	out += fmt.Sprintf("%s %s, %s", verdict, prose.Count(res.Files, "file"), prose.Count(total, "part"))
	if len(kinds) > 0 {
		out += " (" + strings.Join(kinds, ", ") + ")"
	}
	out += fmt.Sprintf(": %s, %s, %s\n", prose.Count(errs, "error"), prose.Count(warns, "warning"), prose.Count(infos, "info"))
	_, err := io.WriteString(w, out)
	return err
}
