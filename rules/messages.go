package rules

import (
	"fmt"
	"strings"
)

// Helpers for the wording of diagnostics.

func joinNums(xs []float64) string {
	var s []string
	for _, x := range xs {
		s = append(s, fmt.Sprintf("%g", x))
	}
	return strings.Join(s, ", ")
}
