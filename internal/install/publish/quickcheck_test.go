package publish

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/catalogtest"
	"github.com/skillpin/skillpin/internal/install/store"
	"github.com/skillpin/skillpin/internal/testfs"
)

// quickTree, the warm install's check, reports what the check that reads
// every byte (store.CheckTree) reports, by path and kind, for every
// change but one of content alone: missing, extra and moved files and
// directories, at the top of a skill and below it, sizes and modes.
func TestQuickTreeFindsWhatCheckTreeFinds(t *testing.T) {
	t.Parallel()
	sk := catalogtest.Skill{"SKILL.md": "---\nname: s\n---\n", "refs/a.md": "a\n", "refs/deep/b.md": "bb\n", "run.sh*": "#!/bin/sh\n"}
	files := sk.Files()
	tests := []struct {
		name   string
		damage func(t *testing.T, dir string)
	}{
		{"intact", func(*testing.T, string) {}},
		{"extra file at the top", func(t *testing.T, dir string) { write(t, dir, "evil.md", "x") }},
		{"extra file below", func(t *testing.T, dir string) { write(t, dir, "refs/deep/evil.md", "x") }},
		{"extra directory", func(t *testing.T, dir string) { write(t, dir, "refs/new/x.md", "x") }},
		{"missing file below", func(t *testing.T, dir string) { os.Remove(filepath.Join(dir, "refs/deep/b.md")) }},
		{"missing directory", func(t *testing.T, dir string) { os.RemoveAll(filepath.Join(dir, "refs/deep")) }},
		{"other size", func(t *testing.T, dir string) {
			os.Remove(filepath.Join(dir, "refs/a.md"))
			write(t, dir, "refs/a.md", "longer\n")
		}},
		{"exec bit", func(t *testing.T, dir string) { os.Chmod(filepath.Join(dir, "run.sh"), 0o644) }},
		{"a directory replaced by a link", func(t *testing.T, dir string) {
			os.RemoveAll(filepath.Join(dir, "refs/deep"))
			os.Symlink("..", filepath.Join(dir, "refs/deep"))
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := filepath.Join(testfs.TempDir(t), "s")
			for _, f := range files {
				write(t, dir, f.Path, sk.Content(f.Path))
				if f.Exec {
					os.Chmod(filepath.Join(dir, f.Path), 0o755)
				}
			}
			tt.damage(t, dir)
			got := kinds(quickTree(dir, files, false))
			want := kinds(store.CheckTree(dir, files, false))
			if !slices.Equal(got, want) {
				t.Errorf("quickTree found %v, CheckTree %v", got, want)
			}
			if (tt.name == "intact") != (len(got) == 0) {
				t.Errorf("found %v", got)
			}
		})
	}
}

func write(t *testing.T, dir, rel, content string) {
	t.Helper()
	p := filepath.Join(dir, filepath.FromSlash(rel))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

// kinds lists the mismatches as "path kind", sorted.
func kinds(ms []store.Mismatch) []string {
	var out []string
	for _, m := range ms {
		out = append(out, m.Path+" "+string(m.Kind))
	}
	slices.Sort(out)
	return slices.Compact(out)
}
