package flow

import "testing"

// TestTextOnlyText holds textOnly's record to its text: a text of the
// same analysis, path, line and length but other bytes is analysed, the
// same text again is not.
func TestTextOnlyText(t *testing.T) {
	a := &Skill{}
	runs := 0
	for i, text := range []string{"abc", "abc", "abd", "abc", "abd", "abcd"} {
		a.textOnly(textKey{"w", "p", text, 0}, func() { runs++ })
		if want := []int{1, 1, 2, 2, 2, 3}[i]; runs != want {
			t.Fatalf("after %q: %d runs, want %d", text, runs, want)
		}
	}
}
