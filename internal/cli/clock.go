package cli

import (
	"os"
	"strconv"
	"time"
)

// now is the date reports age catalog prices against: SOURCE_DATE_EPOCH
// (seconds since 1970, the reproducible-builds convention) when it is set
// and valid, so that a report can be reproduced and tests do not age, else
// the clock.
func now() time.Time {
	if s := os.Getenv("SOURCE_DATE_EPOCH"); s != "" {
		if n, err := strconv.ParseInt(s, 10, 64); err == nil && n >= 0 && n < 1<<40 {
			return time.Unix(n, 0).UTC()
		}
	}
	return time.Now().UTC()
}
