package fetch

import (
	"regexp"
	"strings"
	"testing"
)

// TestHexMatchersAsRegexps: the hand-written checks take exactly what the
// regular expressions they replaced took.
func TestHexMatchersAsRegexps(t *testing.T) {
	t.Parallel()
	full := regexp.MustCompile(`^[0-9a-fA-F]{40}$`)
	short := regexp.MustCompile(`^[0-9a-fA-F]{4,39}$`)
	var cases []string
	for _, n := range []int{0, 1, 3, 4, 5, 39, 40, 41, 64} {
		for _, c := range []string{"0", "a", "F", "9"} {
			cases = append(cases, strings.Repeat(c, n))
		}
		if n > 0 {
			for _, bad := range []string{"g", "G", " ", "\n", "é", "-"} {
				cases = append(cases, strings.Repeat("a", n-1)+bad, bad+strings.Repeat("a", n-1))
			}
		}
	}
	for _, c := range cases {
		if got, want := fullHex().MatchString(c), full.MatchString(c); got != want {
			t.Errorf("fullHex(%q) = %v, the regular expression says %v", c, got, want)
		}
		if got, want := shortHex().MatchString(c), short.MatchString(c); got != want {
			t.Errorf("shortHex(%q) = %v, the regular expression says %v", c, got, want)
		}
	}
}
