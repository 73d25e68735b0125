package lock

import (
	"regexp"
	"strings"
	"testing"
)

// TestIsObjectIDAsRegexp: the hand-written check takes exactly what the
// regular expression it replaced took.
func TestIsObjectIDAsRegexp(t *testing.T) {
	re := regexp.MustCompile(`^(?:[0-9a-f]{40}|[0-9a-f]{64})$`)
	var cases []string
	for _, n := range []int{0, 1, 39, 40, 41, 63, 64, 65} {
		for _, c := range []string{"0", "a", "f", "9"} {
			cases = append(cases, strings.Repeat(c, n))
		}
		if n > 0 {
			for _, bad := range []string{"g", "A", "F", " ", "\n", "é"} {
				cases = append(cases, strings.Repeat("a", n-1)+bad, bad+strings.Repeat("a", n-1))
			}
		}
	}
	for _, c := range cases {
		if got, want := isObjectID(c), re.MatchString(c); got != want {
			t.Errorf("isObjectID(%q) = %v, the regular expression says %v", c, got, want)
		}
	}
}
