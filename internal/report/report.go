// Package report renders the results of `rigcheck validate`: one file per
// output format, all from the same Result, so that they cannot drift.
package report

// DoesNotCheck is what rigcheck does not check, so that a clean report is
// never read as more than it is: one line, printed once per report.
const DoesNotCheck = "Not checked: BIOS versions, cooler–RAM clearance, headers, cables, GPU sag, risers, NVLink, drivers."
