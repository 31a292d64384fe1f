package config

import (
	"fmt"
	"io/fs"
)

// owner is who owns a file and who may write it, as trust needs it.
type owner struct {
	uid, gid uint32
	mode     fs.FileMode
}

// distrust says why a config file (or its folder) that rigcheck found by
// itself may not be used, or "" when it may: SPEC section 4 takes the
// nearest .rigcheck.hcl "that the user owns and others cannot write". A
// config decides the verdict (it can switch any rule off), so one that
// another user owns or can change would let them pass a failing build.
// Root's files are trusted (root can change anything anyway, as ssh's
// StrictModes has it); a group-writable file only when the group is the
// user's own (the per-user groups of umask 002). A folder that others may
// write is refused unless it is sticky (/tmp): without the sticky bit they
// could replace the file after the check.
func distrust(what string, o, me owner) string {
	switch {
	case o.uid != me.uid && o.uid != 0:
		return fmt.Sprintf("%s is owned by user %d, not by you (user %d)", what, o.uid, me.uid)
	case o.mode.IsDir() && o.mode&0o022 != 0 && o.mode&fs.ModeSticky != 0:
		return ""
	case o.mode&0o002 != 0:
		return fmt.Sprintf("%s can be written by every user (mode %v)", what, o.mode.Perm())
	case o.mode&0o020 != 0 && o.gid != me.gid:
		return fmt.Sprintf("%s can be written by group %d (mode %v)", what, o.gid, o.mode.Perm())
	}
	return ""
}
