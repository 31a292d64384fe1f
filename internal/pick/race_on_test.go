//go:build race

package pick

// raceEnabled: the race detector slows the brute force several times, so
// the property test runs fewer cases under it (make test); plain go test
// runs all 200.
const raceEnabled = true
