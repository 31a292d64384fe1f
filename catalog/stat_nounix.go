//go:build !unix

package catalog

import "io/fs"

const cacheOpenFlags = 0

// owner has no user ids to compare here: on Windows the cache folder's
// access list is not checked, nor its mode bits (docs/security.md).
func owner(fs.FileInfo) (uid int, ok bool) { return 0, false }
