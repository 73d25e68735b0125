package invisible

import (
	"strings"
	"testing"
)

// TestScatteredRunLinear: a run of zero-width spaces is measured once,
// so a file that is one long run costs a step per character, not one
// per character for each of them (which took minutes on 1 MiB).
func TestScatteredRunLinear(t *testing.T) {
	for _, n := range []int{1000, 100000, 350000} {
		for _, d := range []string{
			"a" + strings.Repeat("\u200b", n) + "b",
			"要求 " + strings.Repeat("\u200b", n) + "VS",
			strings.Repeat("x\u200b\u200by", n/3),
		} {
			count, _, work := scattered([]byte(d), zeroWidth)
			if work > 2*len(d)/3+8 {
				t.Errorf("run of %d: %d steps for %d bytes", n, work, len(d))
			}
			_ = count
		}
	}
}
