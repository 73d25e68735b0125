package catalog

import (
	"errors"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/skillpin/skillpin/internal/ui/errkind"
)

// listingFS counts directory listings.
type listingFS struct {
	fs.FS
	lists int
}

func (l *listingFS) ReadDir(name string) ([]fs.DirEntry, error) {
	l.lists++
	return fs.ReadDir(l.FS, name)
}

// A tree nested deeper than git's core.maxTreeDepth, or with a directory
// path longer than MaxTreePathLen, is refused whole, wherever it is (here
// outside the skill), as LIMIT_EXCEEDED, and nothing past the bound is
// listed: every directory of it costs a path as long as its depth, so an
// unbounded one costs time quadratic in its depth.
func TestScanRefusesTreesTooDeep(t *testing.T) {
	// path is a directory path of n elements and exactly length bytes.
	path := func(n, length int) string {
		elems := make([]string, n)
		rest := length - (n - 1) // bytes of names
		for i := range elems {
			l := min(MaxNameLen, rest-(n-1-i)) // leave one byte per name still to come
			elems[i] = strings.Repeat(string(rune('a'+i%26)), l)
			rest -= l
		}
		if rest != 0 {
			t.Fatalf("cannot make %d elements of %d bytes", n, length)
		}
		return strings.Join(elems, "/")
	}
	tests := []struct {
		name    string
		dir     string // the deepest directory, holding one file
		refused string // what the message says, "" when accepted
	}{
		{name: "as deep as allowed", dir: strings.TrimSuffix(strings.Repeat("d/", MaxTreeDepth), "/")},
		{name: "one level deeper", dir: strings.TrimSuffix(strings.Repeat("d/", MaxTreeDepth+1), "/"), refused: "more than 4096 deep"},
		{name: "far deeper", dir: strings.TrimSuffix(strings.Repeat("d/", 3*MaxTreeDepth), "/"), refused: "more than 4096 deep"},
		{name: "as long a path as allowed", dir: path(129, MaxTreePathLen)},
		{name: "one byte longer", dir: path(129, MaxTreePathLen+1), refused: "longer than 32768 bytes"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fsys := &listingFS{FS: fstest.MapFS{
				"skills/s/SKILL.md": validMD("s"),
				tt.dir + "/f.md":    file("x"),
			}}
			res, err := Scan(fsys, ScanOptions{})
			if tt.refused == "" {
				if err != nil || len(res.Skills) != 1 || !res.Skills[0].Valid() {
					t.Fatalf("Scan = %+v, %v; want the skill", res, err)
				}
				return
			}
			var te *TreeError
			if !errors.As(err, &te) {
				t.Fatalf("Scan = %+v, %v; want a *TreeError", res, err)
			}
			p := te.Problem
			if p.Code != CodeLimitExceeded || p.Severity != Error || !strings.Contains(p.Message, tt.refused) || p.Hint == "" {
				t.Errorf("problem = %+v, want LIMIT_EXCEEDED saying %q, with a hint", p, tt.refused)
			}
			if !errors.Is(err, errkind.CheckFailed) {
				t.Error("a refused tree is not a failed check")
			}
			if len(p.File) > 100 || !strings.HasPrefix(p.File, tt.dir[:1]) {
				t.Errorf("File = %q: not the clipped path of the deep directory", p.File)
			}
			if lists := fsys.lists; lists > MaxTreeDepth+3 {
				t.Errorf("%d directories listed: the tree was walked past the bound", lists)
			}
		})
	}
}

func TestClipPath(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"a/b", "a/b"},
		{strings.Repeat("d/", 40) + "e", strings.TrimSuffix(strings.Repeat("d/", 32), "/") + "/… (81 bytes)"},
		{strings.Repeat("é", 40), strings.Repeat("é", 32) + "/… (80 bytes)"},
	} {
		if got := clipPath(tt.in); got != tt.want {
			t.Errorf("clipPath(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
