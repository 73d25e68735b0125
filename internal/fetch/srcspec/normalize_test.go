package srcspec

import (
	"testing"

	"github.com/skillpin/skillpin/internal/testfs"
)

func TestNormalizeURL(t *testing.T) {
	dir := testfs.TempDir(t)
	for in, want := range map[string]string{
		"anthropics/skills":                      "github.com/anthropics/skills",
		"https://github.com/Acme/Skills.git":     "github.com/acme/skills",
		"https://user@git.example.com:8443/a/b/": "git.example.com/a/b",
		"git@github.com:acme/skills.git":         "github.com/acme/skills",
		"ssh://git@host.example:2222/x/y.git":    "host.example/x/y",
		"file:///srv/git/skills":                 "file/srv/git/skills",
		"/srv/git/../git/skills":                 "file/srv/git/skills",
		// Dot segments, decoded or not, are resolved as a server does.
		"https://host/acme/../evil/skills":      "host/evil/skills",
		"https://host/acme/%2e%2e/evil/skills":  "host/evil/skills",
		"https://host/acme/x/../../evil/skills": "host/evil/skills",
		"https://host/../../evil/skills":        "host/evil/skills",
		"git@host:acme/../evil/skills.git":      "host/evil/skills",
	} {
		if got := NormalizeURL(in, dir); got != want {
			t.Errorf("NormalizeURL(%q) = %q, want %q", in, got, want)
		}
	}
}
