//go:build !unix

package input

// openFlags: elsewhere the fstat after the open refuses what is not a
// regular file, and Read checks for a link first with Lstat.
const openFlags = 0
