// Package humanize words counts, sizes and short texts for people: the
// one place that says "1 file" but "2 files", "1.2 KiB", and cuts a
// description to one line.
package humanize

import (
	"fmt"
	"strings"
)

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

// OneLine is s on one line (runs of white space, newlines included, become
// one space), cut to max runes with an ellipsis.
func OneLine(s string, max int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > max {
		s = string(r[:max-1]) + "…"
	}
	return s
}
