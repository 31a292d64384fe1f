//go:build race

package opendb_test

// raceEnabled: the race detector makes the 26,000-file import take many
// minutes, so the full import runs in plain `go test` only.
const raceEnabled = true
