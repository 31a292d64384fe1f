//go:build unix

package catalog

import "syscall"

// cacheOpenFlags: the cache file is opened without following a link or
// blocking on a FIFO planted in its place.
const cacheOpenFlags = syscall.O_NOFOLLOW | syscall.O_NONBLOCK
