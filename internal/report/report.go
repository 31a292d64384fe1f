// Package report renders the results of `rigcheck validate`: one file per
// output format, all from the same Result, so that they cannot drift.
package report

// DoesNotCheck is what rigcheck does not check, so that a clean report is
// never read as more than it is.
const DoesNotCheck = "rigcheck does not check: BIOS versions and CPU support lists, memory clearance under air coolers, " +
	"front-panel, fan and USB headers, cable lengths, GPU support brackets and sag, riser cables, NVLink bridge spacing, " +
	"drive-bay mounting, and operating-system or driver support."
