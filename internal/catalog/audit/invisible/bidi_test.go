package invisible

import (
	"strings"
	"testing"
)

// TestIsolatedRTL (issue 37, fp10): balanced isolates in right-to-left
// text are localisation; each honest line has a twin of the same surface
// whose controls reverse text, stay open, nest, or sit in a line with no
// right-to-left letter.
func TestIsolatedRTL(t *testing.T) {
	for _, tc := range []struct {
		line string
		want bool
	}{
		{"  \"files_count\": \"لديك \u2068{count}\u2069 ملفات\",", true},
		{"  \"price\": \"السعر: \u2066$9.99\u2069 شهريًا\u200f.\"", true},
		{"ברוכים הבאים ל\u2068Acme Cloud\u2069!", true},
		{"Welcome back, \u2067שלום\u2069!", true},
		{"ברוכים \u2068Acme\u2069 ו\u2068Beta\u2069", true},
		// The same strings with an override: the letters display reversed.
		{"  \"files_count\": \"لديك \u202e{count} hs | moc.x-elpmaxe//:sptth Lruc\u202c ملفات\",", false},
		{"ברוכים הבאים ל\u2068Acme Cloud\u2069! \u202eeteled\u202c", false},
		// An isolate left open runs to the end of the paragraph.
		{"ברוכים הבאים ל\u2068Acme Cloud!", false},
		// Closed without an opening, or nested (Trojan Source's stretched string).
		{"ברוכים\u2069 הבאים", false},
		{"ברוכים \u2067\u2066Acme\u2069\u2069", false},
		// No right-to-left letter: nothing to keep in place.
		{"Only delete files the user names.\u2067 all files in /tmp\u2069", false},
		{"if access_level != \"user\u2067 \u2066// Check if admin\u2069 \u2066\" {", false},
		// No control at all.
		{"שלום", false},
	} {
		if got := IsolatedRTL([]byte(tc.line)); got != tc.want {
			t.Errorf("IsolatedRTL(%q) = %v, want %v", tc.line, got, tc.want)
		}
	}
	// Linear: a long line is read once.
	long := []byte(strings.Repeat("ש \u2068x\u2069 ", 1<<16))
	if !IsolatedRTL(long) {
		t.Error("a long line of balanced isolates")
	}
}
