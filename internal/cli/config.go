package cli

import (
	"github.com/rigcheck/rigcheck/internal/config"
	"github.com/rigcheck/rigcheck/internal/report"
	"github.com/rigcheck/rigcheck/rules"
)

// loadConfig finds and reads the config file; it returns the rules config
// and the catalog folders it names. A config with problems stops the
// command (exit 2) after printing them with their source lines.
func loadConfig(e *env) (*rules.Config, []string, error) {
	path, explicit := config.Locate(e.configPath)
	if e.noConfig {
		if e.configPath != "" {
			return nil, nil, usageErr("--config and --no-config contradict each other: give one")
		}
		path, explicit = "", false
	}
	c, diags, err := config.Load(path, explicit)
	if err != nil {
		return nil, nil, usageErr("%s", err)
	}
	if len(diags) > 0 {
		_ = report.WriteDiagnostics(e.stderr, diags, map[string][]byte{c.Path: c.Src}, e.color(e.stderr))
		return nil, nil, usageErr("%s has %d problem(s); fix them and run again", c.Path, len(diags))
	}
	e.defaults = c.Defaults
	e.config = c.Summary()
	e.configSrc = map[string][]byte{}
	if c.Path != "" {
		e.configSrc[c.Path] = c.Src
	}
	return c.Rules, c.Catalogs, nil
}
