package catalog

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/skillpin/skillpin/internal/testfs"
)

func writeSkill(t *testing.T, dir, content string) {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, SkillFile), []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

func md(name string) string {
	return testfs.SkillMD(name, "Does "+name+" things.", "", "")
}

func TestDiscover(t *testing.T) {
	tmp := testfs.TempDir(t)
	project := filepath.Join(tmp, "project", ".claude", "skills")
	user := filepath.Join(tmp, "home", ".claude", "skills")
	store := filepath.Join(tmp, "store")

	writeSkill(t, filepath.Join(project, "pdf"), md("pdf"))
	writeSkill(t, filepath.Join(project, "broken"), "no frontmatter\n")
	writeSkill(t, filepath.Join(project, "renamed"), md("review"))
	writeSkill(t, filepath.Join(project, ".hidden"), md("hidden"))
	if err := os.MkdirAll(filepath.Join(project, "not-a-skill"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(project, "README.md"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(project, "dir-md", SkillFile), 0o755); err != nil {
		t.Fatal(err)
	}
	// A linked entry, as a symlink-mode target holds.
	writeSkill(t, filepath.Join(store, "xlsx"), md("xlsx"))
	if err := os.Symlink(filepath.Join(store, "xlsx"), filepath.Join(project, "xlsx")); err != nil {
		t.Fatal(err)
	}
	writeSkill(t, filepath.Join(user, "pdf"), md("pdf"))
	writeSkill(t, filepath.Join(user, "commit"), md("commit"))
	// A root that is itself a link, as the trusted root is.
	linkedRoot := filepath.Join(tmp, "root")
	if err := os.Symlink(store, linkedRoot); err != nil {
		t.Fatal(err)
	}

	d, err := Discover(project, filepath.Join(tmp, "missing"), user, linkedRoot)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, s := range d.Skills {
		names = append(names, s.Name)
	}
	if want := []string{"broken", "commit", "dir-md", "pdf", "review", "xlsx"}; !slices.Equal(names, want) {
		t.Fatalf("skills = %v, want %v", names, want)
	}
	get := func(name string) *Installed {
		for _, s := range d.Skills {
			if s.Name == name {
				return s
			}
		}
		return nil
	}
	if s := get("pdf"); s.Root != project || !s.Valid() || s.Doc == nil {
		t.Errorf("pdf from %s valid=%v", s.Root, s.Valid())
	}
	if s := get("broken"); s.Valid() || s.Doc != nil || !slices.Equal(codes(s.Problems), []Code{CodeInvalidFrontmatter}) ||
		s.Problems[0].File != filepath.Join(project, "broken", SkillFile) {
		t.Errorf("broken: %v", s.Problems)
	}
	if s := get("dir-md"); s.Valid() || !slices.Equal(codes(s.Problems), []Code{CodeReadFailed}) {
		t.Errorf("dir-md: %v", s.Problems)
	}
	if s := get("review"); s.Dir != filepath.Join(project, "renamed") || !slices.Equal(codes(s.Problems), []Code{CodeNameMismatch}) {
		t.Errorf("review: dir %s problems %v", s.Dir, s.Problems)
	}
	if s := get("xlsx"); s.Root != project || !s.Valid() {
		t.Errorf("xlsx from %s: %v", s.Root, s.Problems)
	}
	var shadowed []string
	for _, s := range d.Shadowed {
		shadowed = append(shadowed, s.Dir)
		if !slices.Equal(codes(s.Problems), []Code{CodeShadowed}) {
			t.Errorf("%s: %v", s.Dir, s.Problems)
		}
	}
	if want := []string{filepath.Join(user, "pdf"), filepath.Join(linkedRoot, "xlsx")}; !slices.Equal(shadowed, want) {
		t.Errorf("shadowed = %v, want %v", shadowed, want)
	}
	if len(d.Problems) != 0 {
		t.Errorf("root problems: %v", d.Problems)
	}
}

func TestDiscoverBadRoots(t *testing.T) {
	tmp := testfs.TempDir(t)
	notDir := filepath.Join(tmp, "file")
	if err := os.WriteFile(notDir, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	good := filepath.Join(tmp, "good")
	writeSkill(t, filepath.Join(good, "pdf"), md("pdf"))
	d, err := Discover(notDir, good)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(codes(d.Problems), []Code{CodeReadFailed}) || len(d.Skills) != 1 {
		t.Errorf("problems %v, skills %d", d.Problems, len(d.Skills))
	}
	if _, err := Discover(good, ""); err == nil {
		t.Error("want error for an empty root path")
	}
	if d, err := Discover(); err != nil || len(d.Skills) != 0 {
		t.Errorf("no roots: %v %v", d, err)
	}
}
