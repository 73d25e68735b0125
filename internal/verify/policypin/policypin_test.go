package policypin

import (
	"context"
	"errors"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/skillpin/skillpin/internal/fetch"
	"github.com/skillpin/skillpin/internal/fetch/srcspec"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/ui/errkind"
)

// memGit is a policy repository with one commit.
type memGit struct {
	commit string
	tree   fstest.MapFS
	asked  int
}

func (g *memGit) Resolve(_ context.Context, _, ref string) (fetch.Resolved, error) {
	g.asked++
	return fetch.Resolved{Ref: ref, Kind: fetch.RefBranch, Commit: g.commit}, nil
}

func (g *memGit) Tree(context.Context, string, string, string) (fs.FS, error) { return g.tree, nil }

func remote(url string) (srcspec.Spec, string, error) {
	spec, err := srcspec.Parse(url, "/project")
	return spec, url, err
}

// TestPin: the lock's pin is kept while it matches the manifest (nothing
// is asked of the remote); a refresh, or a pin that no longer matches,
// resolves the ref and takes the policy file's digest; a [policy] url
// that is a directory is the user's to fix.
func TestPin(t *testing.T) {
	ctx := context.Background()
	g := &memGit{commit: strings.Repeat("b", 40), tree: fstest.MapFS{"skills-policy.toml": {Data: []byte("deny_sources = [\"evil.example/*\"]\n")}}}
	m := &manifest.Manifest{Policy: &manifest.PolicyRef{URL: "https://example.com/org/policy.git", Ref: "main"}}
	url, ref, file := m.PolicyPinned()
	prev := &lock.Lock{Policy: &lock.LockedPolicy{URL: url, Ref: ref, File: file, Commit: strings.Repeat("a", 40), Digest: "sha256:old"}}

	got, err := Pin(ctx, g, remote, m, prev, false, nil)
	if err != nil || got != prev.Policy || g.asked != 0 {
		t.Fatalf("Pin with a matching pin = %+v, %v (asked %d); want the lock's pin, nothing asked", got, err, g.asked)
	}
	got, err = Pin(ctx, g, remote, m, prev, true, nil)
	if err != nil || got.Commit != g.commit || got.Digest == "" || got.Digest == prev.Policy.Digest || g.asked != 1 {
		t.Fatalf("Pin with refresh = %+v, %v; want the commit resolved now and its policy's digest", got, err)
	}
	m.Policy.Ref = "v2"
	if got, err := Pin(ctx, g, remote, m, prev, false, nil); err != nil || got.Ref != "v2" || got.Commit != g.commit {
		t.Fatalf("Pin after the manifest changed ref = %+v, %v", got, err)
	}
	m.Policy.URL = "./policy"
	if _, err := Pin(ctx, g, func(string) (srcspec.Spec, string, error) { return srcspec.Spec{Kind: srcspec.KindPath}, "", nil }, m, nil, false, nil); !errors.Is(err, errkind.Invalid) {
		t.Fatalf("Pin of a directory = %v, want invalid input", err)
	}
	if got, err := Pin(ctx, g, remote, &manifest.Manifest{}, prev, false, nil); got != nil || err != nil {
		t.Fatalf("Pin without [policy] = %+v, %v; want none", got, err)
	}
}
