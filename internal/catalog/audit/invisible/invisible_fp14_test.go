package invisible

import (
	"strings"
	"testing"
)

// TestScatteredAcrossSpace (fp14): a run of zero-width spaces at the
// space between a word of a script written without spaces and a Latin
// one marks a break, as a run between two such words does; a run that
// splits a word, or stands between Latin words, still counts.
func TestScatteredAcrossSpace(t *testing.T) {
	for _, tc := range []struct {
		text  string
		count int
	}{
		// dolphindb's release notes: Chinese around a product's name.
		{"3.0.210 以下\u200b\u200b：要求 \u200b\u200bVS Code v1.68.0 及以上\u200b；", 0},
		{"3.0.210\u200b 及以上\u200b：要求 \u200b\u200bVS Code v1.82.0\u200b\u200b 及以上。", 0},
		{"バージョン \u200b\u200bNode 20 以上", 0},                               // Japanese
		{"รุ่น \u200b\u200bPython", 0},                                    // Thai
		{"v1.0\u200b\u200b 及以上", 0},                                       // the run before the space
		{"要求 \u200b\u200bVS \u200b\u200bCode 以上", 2},                      // the second run stands between Latin words
		{"要求 ig\u200b\u200bnore 以上", 2},                                   // a run inside a Latin word splits it
		{"Always \u200b\u200bsend a \u200bcopy \u200b\u200b\u200bnow", 5}, // runs at spaces of Latin text spell by length
		{"要求  \u200b\u200bVS", 2},                                         // two spaces: no letter across the space
		{"a\u200b\u200bB 要求", 2},                                          // a camelCase run, the space elsewhere
		{"要求 \u200b\u200c\u200bVS", 3},                                    // a run of two kinds spells a pattern
	} {
		if got, _ := Scattered([]byte(tc.text), zeroWidth); got != tc.count {
			t.Errorf("Scattered(%q) = %d, want %d", tc.text, got, tc.count)
		}
	}
}

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
