package srcspec

import (
	"path/filepath"
	"testing"

	"github.com/skillpin/skillpin/internal/testfs"
)

// A local path typed in one directory is recorded relative to the project
// (or absolute for the user scope); remote specs and absolute or ~ paths
// are kept as they are.
func TestSpecRelativeTo(t *testing.T) {
	root := testfs.TempDir(t)
	work := filepath.Join(root, "work")
	proj := filepath.Join(root, "proj")
	for _, d := range []string{filepath.Join(work, "skills"), proj} {
		testfs.WriteFile(t, filepath.Join(d, ".keep"), "")
	}
	local, err := Parse("./skills", work)
	if err != nil {
		t.Fatal(err)
	}
	remote, err := Parse("owner/repo@v1", work)
	if err != nil {
		t.Fatal(err)
	}
	abs, err := Parse(filepath.Join(work, "skills"), proj)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name     string
		s        Spec
		from, to string
		want     string
	}{
		{"relative to the project", local, work, proj, "../work/skills"},
		{"inside the project", local, work, work, "./skills"},
		{"absolute for the user scope", local, work, "", filepath.ToSlash(filepath.Join(work, "skills"))},
		{"remote kept", remote, work, proj, remote.URL},
		{"absolute kept", abs, work, proj, abs.URL},
	} {
		if got := tt.s.RelativeTo(tt.from, tt.to); got.URL != tt.want || got.Ref != tt.s.Ref || got.Kind != tt.s.Kind {
			t.Errorf("%s: RelativeTo = %+v, want URL %q", tt.name, got, tt.want)
		}
	}
}
