// Package hw holds rigcheck's domain types: parts, builds, the facts computed
// about a build, and the diagnostics reported on it. Of rigcheck's own it
// imports only internal/prose (words and amounts for people), so every other
// package can depend on it.
package hw
