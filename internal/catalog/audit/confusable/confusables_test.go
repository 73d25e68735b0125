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
