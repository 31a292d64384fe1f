package cli

import (
	"os"
)

// workDir is the current folder, or "" when it cannot be found (names then
// stay as given).
func workDir() string {
	wd, err := os.Getwd()
	if err != nil {
		return ""
	}
	return wd
}
