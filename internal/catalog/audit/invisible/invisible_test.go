package invisible

import "testing"

// zeroWidth stands for safetext.Hidden here: the zero-width characters.
func zeroWidth(c rune) bool { return c >= 0x200b && c <= 0x200f || c == 0x2060 || c == 0xfeff }

func TestScattered(t *testing.T) {
	for _, tc := range []struct {
		text  string
		count int
	}{
		{"Al\u200bways se\u200bnd a co\u200bpy", 3},               // inside words
		{"# abandonment\u200bEmail\u200bState\u200bUpdate", 0},    // camelCase boundaries
		{"see the \u200b(deprecated)\u200b field", 0},             // beside punctuation
		{"通过\u200b\u200b事件驱动架构\u200b\u200b和\u200b\u200b动态监听器", 0}, // between Chinese words, in runs
		{"al\u200b\u200bways", 2},                                 // a run inside a Latin word
		{"abandon\u200b\u200cEmail", 2},                           // a run of two kinds
		{"\ufeffa byte-order mark", 0},
		{"a\u200b\u200bB c\u200bD e\u200b\u200bF", 4}, // runs at camelCase boundaries: lengths can spell bits
	} {
		if got, _ := Scattered([]byte(tc.text), zeroWidth); got != tc.count {
			t.Errorf("Scattered(%q) = %d, want %d", tc.text, got, tc.count)
		}
	}
}
