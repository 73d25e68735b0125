package project

import (
	"context"
	"slices"
	"testing"
)

// outdated orders versions by semver, not by text: v1.10.0 is newer than
// v1.9.0, "1.11" without a v counts, a prerelease only with pre, and tags
// that are not versions never. (Planted as a text sort, it passed every
// other test.)
func TestOutdatedSemverOrder(t *testing.T) {
	t.Parallel()
	fx := newFixture(t)
	fx.twoSkills() // tags v1
	fx.add(AddRequest{Spec: fx.up.FileURL() + "@v1", Skills: []string{"pdf"}, Name: "up"})
	for _, tag := range []string{"v1.10.0", "v1.9.0", "v1.2.0", "1.11", "v2.0.0-rc.1", "latest", "v1.10.0-beta"} {
		fx.up.Tag(tag)
	}
	tests := []struct {
		pre        bool
		wantNewer  []string
		wantLatest string
	}{
		{false, []string{"v1.2.0", "v1.9.0", "v1.10.0", "1.11"}, "1.11"},
		{true, []string{"v1.2.0", "v1.9.0", "v1.10.0-beta", "v1.10.0", "1.11", "v2.0.0-rc.1"}, "v2.0.0-rc.1"},
	}
	for _, tt := range tests {
		out, err := fx.open(false).Outdated(context.Background(), tt.pre)
		if err != nil {
			t.Fatal(err)
		}
		if len(out) != 1 {
			t.Fatalf("Outdated: %+v, want one source", out)
		}
		if got := out[0].Newer; !slices.Equal(got, tt.wantNewer) || out[0].Latest != tt.wantLatest {
			t.Errorf("pre=%v: newer %v latest %q, want %v latest %q", tt.pre, got, out[0].Latest, tt.wantNewer, tt.wantLatest)
		}
	}
}
