// Package arch holds no code: its test checks rigcheck's import graph
// against the one-way flow of STYLE.md (files → decoded parts and builds →
// facts → rules → diagnostics → a renderer → the CLI).
package arch
