package manifest

import (
	"regexp"
	"strings"
	"testing"
)

// TestValidSourceNameAsRegexp: the hand-written check takes exactly what
// the regular expression it replaced took.
func TestValidSourceNameAsRegexp(t *testing.T) {
	re := regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$`)
	var cases []string
	for _, c := range []string{"a", "Z", "0", ".", "_", "-", " ", "/", "é", "\n", "\x00", "~"} {
		cases = append(cases, c, c+"a", "a"+c, "a"+c+"b", c+c)
	}
	for _, n := range []int{99, 100, 101, 150} {
		cases = append(cases, strings.Repeat("a", n), "a"+strings.Repeat("-", n-1), strings.Repeat("a", n-1)+"\n")
	}
	cases = append(cases, "", "anthropic", "my.source_1-2", "-lead", ".lead", "_lead")
	for _, c := range cases {
		if got, want := ValidSourceName(c), re.MatchString(c); got != want {
			t.Errorf("ValidSourceName(%q) = %v, the regular expression says %v", c, got, want)
		}
	}
}
