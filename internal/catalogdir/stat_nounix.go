//go:build !unix

package catalogdir

import "io/fs"

const cacheOpenFlags = 0

// owner has no user ids to compare here: on Windows the cache folder's
// access list is not checked, nor its mode bits (docs/security.md).
func owner(fs.FileInfo) (uid int, ok bool) { return 0, false }

// statMore has no change time, inode or device to add here: the cache
// relies on size, modification time and the racy-time check.
func statMore(fs.FileInfo) (ctime int64, ino, dev uint64) { return 0, 0, 0 }
