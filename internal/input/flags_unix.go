//go:build unix

package input

import "syscall"

// openFlags: never block on a FIFO or device, never follow a link.
const openFlags = syscall.O_NONBLOCK | syscall.O_NOFOLLOW
