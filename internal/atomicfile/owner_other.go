//go:build !unix

package atomicfile

import (
	"io/fs"
	"os"
)

func keepOwner(*os.File, fs.FileInfo) {}

func links(fs.FileInfo) uint64 { return 1 }
