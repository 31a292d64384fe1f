//go:build race

package pick

// raceEnabled: the race detector slows the brute force several times, so
// the property test runs 20 cases under it; make test runs all 200 in a
// step of its own without the detector.
const raceEnabled = true
