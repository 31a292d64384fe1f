//go:build unix && !(darwin || ios || freebsd || netbsd)

package catalogdir

import "syscall"

func changeTime(st *syscall.Stat_t) int64 { return st.Ctim.Nano() }
