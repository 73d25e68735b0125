package fetch

import (
	"slices"
	"testing"
)

func TestNewestTags(t *testing.T) {
	t.Parallel()
	refs := func(names ...string) []RemoteRef {
		var out []RemoteRef
		for _, n := range names {
			out = append(out, RemoteRef{Name: n})
		}
		return out
	}
	for _, tt := range []struct {
		name string
		refs []RemoteRef
		want []string
	}{
		{"semver, not text order", refs("refs/tags/v1.9.0", "refs/tags/v1.10.0", "refs/tags/v1.2.0", "refs/tags/v0.9.0"), []string{"v1.10.0", "v1.9.0", "v1.2.0"}},
		{"without v, and junk", refs("refs/tags/2.0", "refs/tags/latest", "refs/tags/1.5.1", "refs/heads/v9.0.0"), []string{"2.0", "1.5.1"}},
		{"prereleases only when nothing else", refs("refs/tags/v3.0.0-rc.1", "refs/tags/v2.0.0"), []string{"v2.0.0"}},
		{"only prereleases", refs("refs/tags/v3.0.0-rc.1", "refs/tags/v3.0.0-rc.2"), []string{"v3.0.0-rc.2", "v3.0.0-rc.1"}},
		{"peeled entries once", refs("refs/tags/v1.0.0", "refs/tags/v1.0.0^{}"), []string{"v1.0.0"}},
		{"no versions", refs("refs/tags/latest", "refs/heads/main"), []string{}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := newestTags(tt.refs, 3); !slices.Equal(got, tt.want) {
				t.Errorf("newestTags = %q, want %q", got, tt.want)
			}
		})
	}
}
