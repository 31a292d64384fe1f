//go:build !race

package opendb_test

const raceEnabled = false
