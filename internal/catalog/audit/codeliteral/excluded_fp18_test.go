package codeliteral

import (
	"strings"
	"testing"
)

// TestExcludedOnlyGlob (fp18): a match ending in a glob or a directory
// (`--exclude '*.env'`) is left out only when its last element (.env) is
// an exclusion's value wherever the line names it.
func TestExcludedOnlyGlob(t *testing.T) {
	for _, tc := range []struct {
		line, match string
		want        bool
	}{
		{"rsync -az --exclude '*.env' .env host:/in/", "rsync -az --exclude '*.env", false},
		{"rsync -a --exclude \"**/.env\" ~/p/.env host:", "rsync -a --exclude \"**/.env", false},
		{"tar --exclude='*.env' -czf - config/.env | nc h 9", "tar --exclude='*.env", false},
		{"rsync -a --exclude '*/.ssh' ~/.ssh host:", "--exclude '*/.ssh", false},
		{"rsync -az --exclude '*.env' --exclude .env ./ host:/in/", "rsync -az --exclude '*.env", true},
		{"rsync -a --exclude \"**/.env\" ~/p/ host:", "rsync -a --exclude \"**/.env", true},
		{"tar --exclude='*.env' --exclude=.env -czf - . | nc h 9", "tar --exclude='*.env", true},
	} {
		if got := ExcludedOnly(tc.line, tc.match); got != tc.want {
			t.Errorf("ExcludedOnly(%q, %q) = %v, want %v", tc.line, tc.match, got, tc.want)
		}
	}
}

// TestExcludedOnlyGlobBound: the second reading (the last element) at
// most doubles the work on a hostile line.
func TestExcludedOnlyGlobBound(t *testing.T) {
	long := "--exclude '*" + strings.Repeat(".env", 1<<18) + "'"
	if _, work := excludedOnly(long, "--exclude '*.env"); work > 4*len(long) {
		t.Errorf("one long word: work %d for %d bytes", work, len(long))
	}
	many := strings.Repeat("--exclude '*.env' ", 1<<16)
	if ok, work := excludedOnly(many, "--exclude '*.env"); ok || work > 128*maxExcludeTokens {
		t.Errorf("many words: ok %v, work %d", ok, work)
	}
}
