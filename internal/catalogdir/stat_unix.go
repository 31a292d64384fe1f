//go:build unix

package catalogdir

import (
	"io/fs"
	"syscall"
)

// cacheOpenFlags: the cache file is opened without following a link or
// blocking on a FIFO planted in its place.
const cacheOpenFlags = syscall.O_NOFOLLOW | syscall.O_NONBLOCK

// owner returns the user id that owns the file of fi.
func owner(fi fs.FileInfo) (uid int, ok bool) {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return 0, false
	}
	return int(st.Uid), true
}

// statMore returns the change time (Unix nanoseconds), inode and device of
// fi: a rewrite that restores the size and the modification time still
// moves the change time, which no one can set back.
func statMore(fi fs.FileInfo) (ctime int64, ino, dev uint64) {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return 0, 0, 0
	}
	return changeTime(st), uint64(st.Ino), uint64(st.Dev)
}
