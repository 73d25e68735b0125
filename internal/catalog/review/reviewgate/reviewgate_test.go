package reviewgate

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/verify/policy"
)

func TestHostKey(t *testing.T) {
	for _, tc := range []struct {
		url, key string
		local    bool
	}{
		{"acme/skills", "github.com:443", false},
		{"https://GitHub.com/acme/skills.git", "github.com:443", false},
		{"http://127.0.0.1/evil", "127.0.0.1:80", false},
		{"http://127.0.0.1:8080/evil", "127.0.0.1:8080", false},
		{"git@git.example.com:acme/skills.git", "git.example.com:22", false},
		{"ssh://git@git.example.com:2222/acme/skills.git", "git.example.com:2222", false},
		{"oci://registry.example.com/acme/skills", "registry.example.com:443", false},
		{"oci://127.0.0.1:5000/acme/skills", "127.0.0.1:5000", false},
		{"file:///srv/git/skills", "", true},
		{"./vendor/skills", "", true},
	} {
		dir := testfs.TempDir(t)
		if err := os.MkdirAll(filepath.Join(dir, "vendor", "skills"), 0o755); err != nil {
			t.Fatal(err)
		}
		key, local, err := hostKey(tc.url, dir)
		if err != nil || key != tc.key || local != tc.local {
			t.Errorf("hostKey(%q) = %q, %v, %v; want %q, %v", tc.url, key, local, err, tc.key, tc.local)
		}
	}
}

// TestReviewGate: a host the base names is contacted, another is not
// (nor is a redirect to it), a policy layer's allow_sources admits a
// source and its deny_sources refuses one the base's host would admit.
func TestReviewGate(t *testing.T) {
	baseManifest := &manifest.Manifest{Sources: []manifest.Source{{Name: "a", URL: "https://git.example.com/acme/skills"}}}
	baseLock := &lock.Lock{Sources: []lock.LockedSource{{Name: "b", URL: "acme/other"}}}
	parse := func(text string) []policy.Layer {
		p, err := policy.Parse([]byte(text), "policy.toml", nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		return []policy.Layer{{Name: policy.LayerUser, Origin: "policy.toml", Policy: p}}
	}
	for _, tc := range []struct {
		layers []policy.Layer
		url    string
		ok     bool
		why    string
	}{
		{nil, "https://git.example.com/evil/x", true, ""},
		{nil, "https://github.com/evil/x", true, ""},
		{nil, "http://127.0.0.1:9/evil", false, "only the change names the host 127.0.0.1:9"},
		{nil, "https://git.example.com:8443/acme/skills", false, "git.example.com:8443"},
		{nil, "file:///srv/git/skills", true, ""},
		{parse(`allow_sources = ["127.0.0.1/evil"]`), "http://127.0.0.1:9/evil", true, ""},
		{parse(`allow_sources = ["127.0.0.1/evil"]`), "http://127.0.0.1:9/other", false, "allow_sources"},
		{parse(`deny_sources = ["git.example.com/evil/*"]`), "https://git.example.com/evil/x", false, "deny_sources"},
	} {
		g := New(testfs.TempDir(t), baseManifest, baseLock, tc.layers)
		ok, why := g.Allows(tc.url)
		if ok != tc.ok || !strings.Contains(why, tc.why) {
			t.Errorf("allows(%q) = %v, %q; want %v, %q", tc.url, ok, why, tc.ok, tc.why)
		}
		if err := g.CheckRedirect(tc.url); (err == nil) != tc.ok {
			t.Errorf("checkRedirect(%q) = %v", tc.url, err)
		}
	}
}
