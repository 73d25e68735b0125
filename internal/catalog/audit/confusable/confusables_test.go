package confusable

import (
	"testing"
	"unicode/utf8"

	"github.com/mtibben/confusables"
)

// The generated table is the library's: every rune's skeleton, and those
// of names mixing scripts, are what confusables.Skeleton computes. It
// fails when the library is updated without `go generate`.
func TestSkeletonMatchesLibrary(t *testing.T) {
	mismatches := 0
	for r := rune(0); r <= utf8.MaxRune; r++ {
		if !utf8.ValidRune(r) {
			continue
		}
		s := string(r)
		if got, want := Skeleton(s), confusables.Skeleton(s); got != want {
			if mismatches++; mismatches <= 10 {
				t.Errorf("Skeleton(%U) = %+q, the library's %+q", r, got, want)
			}
		}
	}
	if mismatches > 10 {
		t.Errorf("… %d runes in all differ: run `go generate ./internal/catalog/audit/confusable`", mismatches)
	}
	for _, s := range []string{
		"", "pdf", "clawhub", "сlawhub", "cIawhub", "clawhub1", "rnodel-context", "ｐｄｆ",
		"skill\u200bcreator", "e\u0301", "\xff\xfeinvalid", "ﬁle-ops", "Ⅻ-tools",
	} {
		if got, want := Skeleton(s), confusables.Skeleton(s); got != want {
			t.Errorf("Skeleton(%+q) = %+q, the library's %+q", s, got, want)
		}
	}
}

// TestASCIISkeleton checks ASCIISkeleton, which answers from each rune's
// own skeleton when one is not ASCII, against the skeleton itself: every
// rune alone, and words mixing look-alikes, letters that decompose,
// combining marks and other scripts.
func TestASCIISkeleton(t *testing.T) {
	check := func(s string) {
		t.Helper()
		k, ok := ASCIISkeleton(s)
		want := Skeleton(s)
		wantOK := isASCII(want)
		if ok != wantOK || ok && k != want {
			t.Fatalf("ASCIISkeleton(%+q) = %+q, %v; the skeleton is %+q", s, k, ok, want)
		}
	}
	for r := rune(0); r <= utf8.MaxRune; r++ {
		if utf8.ValidRune(r) && (r < 0x20000 || r%97 == 0) {
			check(string(r))
		}
	}
	pieces := []string{"a", "c", "с", "о", "е", "і", "ӏ", "é", "e\u0301", "\u0301", "\u0327", "ç", "ǅ", "ﬁ", "Ⅻ", "ｐ", "日", "한", "ᄀ", "α", "ν", "ß", "ı", "\U0001d41a", "1", "-", "\ufffd"}
	seed := uint32(1)
	for i := 0; i < 50000; i++ {
		var b []byte
		seed = seed*1664525 + 1013904223
		for n, x := 1+int(seed>>28)%5, seed; n > 0; n-- {
			x = x*1664525 + 1013904223
			b = append(b, pieces[int(x>>16)%len(pieces)]...)
		}
		check(string(b))
	}
}
