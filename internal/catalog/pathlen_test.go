package catalog

import (
	"strings"
	"testing"
	"testing/fstest"
)

// A name or path too long to be written on some file system is refused
// when the tree is read, with PATH_UNSAFE, not half-way through writing
// the store with the operating system's "file name too long".
func TestPathLengthLimits(t *testing.T) {
	skill := &fstest.MapFile{Data: []byte("---\nname: x\ndescription: d\n---\n")}
	deep := func(elems, size int) string {
		var parts []string
		for range elems {
			parts = append(parts, strings.Repeat("d", size))
		}
		return strings.Join(parts, "/") + "/f.md"
	}
	for _, tc := range []struct {
		name, path string
		want       string // "" = accepted
	}{
		{"name at the limit", strings.Repeat("n", MaxNameLen), ""},
		{"name over the limit", strings.Repeat("n", MaxNameLen+1), "over the limit of 255"},
		{"deep but short", deep(200, 1), ""},
		{"path over the limit", deep(3, 200), "over the limit of 512"},
		{"4 KiB path", deep(17, 240), "over the limit of 512"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fsys := fstest.MapFS{"x/SKILL.md": skill, "x/" + tc.path: &fstest.MapFile{Data: []byte("x")}}
			files, probs := FileSetOf(fsys, "x", Limits{})
			if tc.want == "" {
				if HasErrors(probs) || len(files) != 2 {
					t.Fatalf("refused: %v", probs)
				}
				return
			}
			if len(probs) == 0 || probs[0].Code != CodePathUnsafe || !strings.Contains(probs[0].Message, tc.want) {
				t.Fatalf("problems %v, want PATH_UNSAFE %q", probs, tc.want)
			}
			if len(probs[0].Message) > 400 {
				t.Fatalf("message quotes the whole path (%d bytes)", len(probs[0].Message))
			}
		})
	}
	// At the limits: a path of MaxPathLen bytes, a name of MaxNameLen.
	for _, p := range []string{strings.Repeat("a/", MaxPathLen/2-1) + "bc", "a/" + strings.Repeat("n", MaxNameLen)} {
		if err := ValidPath(p); err != nil {
			t.Errorf("ValidPath refuses a %d-byte path at the limit: %v", len(p), err)
		}
	}
	for _, p := range []string{strings.Repeat("a/", MaxPathLen/2) + "b", "a/" + strings.Repeat("n", MaxNameLen+1)} {
		if err := ValidPath(p); err == nil {
			t.Errorf("ValidPath accepts a %d-byte path", len(p))
		}
	}
}
