//go:build darwin || ios || netbsd || freebsd

package catalog

import (
	"io/fs"
	"syscall"
)

// statMore returns the change time (Unix nanoseconds), inode and device of
// fi: a rewrite that restores the size and the modification time still
// moves the change time, which no one can set back.
func statMore(fi fs.FileInfo) (ctime int64, ino, dev uint64) {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return 0, 0, 0
	}
	return st.Ctimespec.Nano(), uint64(st.Ino), uint64(st.Dev)
}
