package cli

import (
	"fmt"
	"maps"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/catalogdir"
	"github.com/rigcheck/rigcheck/internal/escape"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/rules"
)

// setup is what commands that read builds need: the catalog (embedded plus
// --catalog and config folders) and the rules config.
type setup struct {
	cat   *catalog.Catalog
	cfg   *rules.Config
	diags hw.Diagnostics // problems in extra catalog folders
	files map[string][]byte
	// config holds the config file's source, for policy diagnostics.
	config map[string][]byte
}

// load reads the config file and the catalogs. Problems that stop the
// command (unreadable folder, bad config) are usage errors.
func (e *env) load() (*setup, error) {
	s := &setup{files: map[string][]byte{}}
	cfg, folders, err := loadConfig(e)
	if err != nil {
		return nil, err
	}
	s.cfg = cfg
	s.config = e.configSrc
	_, diags := catalog.Embedded()
	s.diags = append(s.diags, diags...)
	// Catalog folders load through the cache of compiled folders (catalog/cache.go).
	added, err := catalogdir.WithFolders(append(folders, e.catalogs...), catalogdir.Options{NoCache: e.noCache})
	if err != nil {
		return nil, usageErr("%s", err)
	}
	if added.Notice != "" {
		fmt.Fprintf(e.stderr, "rigcheck: %s\n", escape.NoCommands([]byte(escape.Text(added.Notice))))
	}
	cat := added.Catalog
	s.diags = append(s.diags, added.Diags...)
	maps.Copy(s.files, added.Sources)
	s.cat = cat
	e.cat = cat
	return s, nil
}

// noticeSkipped tells standard error of the folders a folder walk left out
// (check.ExpandPaths), whatever the format: a JSON or SARIF report on
// stdout carries them as "skipped" warnings too.
func (e *env) noticeSkipped(skipped hw.Diagnostics) {
	for _, d := range skipped {
		fmt.Fprintf(e.stderr, "rigcheck: warning: %s\n", escape.NoCommands([]byte(d.Message)))
	}
}
