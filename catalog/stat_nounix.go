//go:build !unix

package catalog

const cacheOpenFlags = 0
