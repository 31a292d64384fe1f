// Package hw holds rigcheck's domain types: parts, builds, the facts computed
// about a build, and the diagnostics reported on it. It imports nothing of
// rigcheck's own, so every other package can depend on it and on nothing else.
package hw
