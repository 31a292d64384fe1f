//go:build !race

package pick

const raceEnabled = false
