package suggest

import (
	"slices"
	"testing"
)

func TestClosest(t *testing.T) {
	names := []string{"pdf-tools", "pdf", "xlsx", "docx", "code-review", "commit-message", "pptx"}
	tests := []struct {
		name string
		n    int
		want []string
	}{
		{"pdff", 3, []string{"pdf"}},
		{"pdf-tool", 3, []string{"pdf-tools", "pdf"}}, // distance 1, then containment
		{"ptx", 3, []string{"pptx"}},
		{"dox", 3, []string{"docx"}},
		{"review-code", 3, []string{}},
		{"code-reveiw", 3, []string{"code-review"}},
		{"pfd", 3, []string{"pdf"}}, // a swap is one edit
		{"comit-message", 3, []string{"commit-message"}},
		{"zzzzzzzz", 3, []string{}},
		{"pdf", 3, []string{"pdf-tools"}}, // the exact name is never its own suggestion
		{"", 3, []string{}},
	}
	for _, tc := range tests {
		got := Closest(tc.name, names, tc.n)
		if !slices.Equal(got, tc.want) {
			t.Errorf("Closest(%q, %d) = %q, want %q", tc.name, tc.n, got, tc.want)
		}
	}
}

func TestClosestRanking(t *testing.T) {
	// Closest first, ties by name, at most n.
	names := []string{"abcdz", "abcxe", "abxxe", "zzzzz", "abcde-long"}
	if got := Closest("abcde", names, 3); !slices.Equal(got, []string{"abcdz", "abcxe", "abcde-long"}) {
		t.Errorf("Similar = %q", got)
	}
	if got := Closest("abcde", names, 1); !slices.Equal(got, []string{"abcdz"}) {
		t.Errorf("Similar n=1 = %q", got)
	}
}

func TestDistance(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want int
	}{{"", "", 0}, {"abc", "", 3}, {"kitten", "sitting", 3}, {"pdf", "pdf-tools", 6}, {"über", "uber", 1}, {"pfd", "pdf", 1}, {"ca", "abc", 3}} {
		if got := Distance(tc.a, tc.b); got != tc.want {
			t.Errorf("Distance(%q, %q) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
	}
}
