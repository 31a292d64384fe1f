//go:build unix

package atomicfile

import (
	"io/fs"
	"os"
	"syscall"
)

// keepOwner gives the temporary the file's owner and group, as far as the
// user may (best effort: a user may not give a file away).
func keepOwner(tmp *os.File, st fs.FileInfo) {
	if s, ok := st.Sys().(*syscall.Stat_t); ok {
		_ = tmp.Chown(int(s.Uid), int(s.Gid))
	}
}

func links(st fs.FileInfo) uint64 {
	if s, ok := st.Sys().(*syscall.Stat_t); ok {
		return uint64(s.Nlink)
	}
	return 1
}
