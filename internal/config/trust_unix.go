//go:build unix

package config

import (
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

// untrusted is distrust for a config file as read (st, from the open file,
// so that it cannot be swapped after the check) and for its folder.
func untrusted(path string, st fs.FileInfo) string {
	me := owner{uid: uint32(os.Geteuid()), gid: uint32(os.Getegid())}
	if why := distrust("it", ownerOf(st), me); why != "" {
		return why
	}
	dir, err := os.Stat(filepath.Dir(path))
	if err != nil {
		return "its folder cannot be read: " + err.Error()
	}
	return distrust("its folder", ownerOf(dir), me)
}

func ownerOf(st fs.FileInfo) owner {
	o := owner{mode: st.Mode()}
	if s, ok := st.Sys().(*syscall.Stat_t); ok {
		o.uid, o.gid = s.Uid, s.Gid
	}
	return o
}
