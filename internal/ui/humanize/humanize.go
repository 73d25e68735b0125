// Package humanize words counts and sizes for people: the one place that
// says "1 file" but "2 files", and "1.2 KiB".
package humanize

import "fmt"

// Noun is one when n is 1, else many.
func Noun(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// Count is n followed by its noun: "1 file", "2 files".
func Count(n int, one, many string) string {
	return fmt.Sprintf("%d %s", n, Noun(n, one, many))
}

// Bytes renders a byte count: 88 B, 1.2 KiB, 3.4 MiB.
func Bytes(n int64) string {
	switch {
	case n < 1024:
		return fmt.Sprintf("%d B", n)
	case n < 1024*1024:
		return fmt.Sprintf("%.1f KiB", float64(n)/1024)
	default:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1024*1024))
	}
}
