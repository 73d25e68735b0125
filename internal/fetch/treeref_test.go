package fetch

import "testing"

// TestSplitTreeRef: a ref holding '/' is told from the path by the
// remote's refs, the longest that matches winning.
func TestSplitTreeRef(t *testing.T) {
	t.Parallel()
	refs := []RemoteRef{{Name: "HEAD"}, {Name: "refs/heads/main"}, {Name: "refs/heads/release"}, {Name: "refs/heads/release/v2"}, {Name: "refs/tags/v1.0"}}
	for _, tc := range []struct{ in, ref, path string }{
		{"main/skills/pdf", "main", "skills/pdf"},
		{"release/v2/skills/pdf", "release/v2", "skills/pdf"},
		{"release/skills/pdf", "release", "skills/pdf"},
		{"v1.0/x", "v1.0", "x"},
		{"0123456789abcdef0123456789abcdef01234567/x", "0123456789abcdef0123456789abcdef01234567", "x"},
		{"gone/x", "gone", "x"},
		{"main", "main", ""},
	} {
		ref, path := SplitTreeRef(refs, tc.in)
		if ref != tc.ref || path != tc.path {
			t.Errorf("SplitTreeRef(%q) = %q, %q; want %q, %q", tc.in, ref, path, tc.ref, tc.path)
		}
	}
}
