package cli

import "github.com/rigcheck/rigcheck/rules"

// loadConfig finds and reads the config file; it returns the rules config
// and the catalog folders it names.
func loadConfig(e *env) (*rules.Config, []string, error) {
	return &rules.Config{}, nil, nil
}
