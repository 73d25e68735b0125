package layout

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/testfs"
)

// A project's layout is absolute whatever names it, and every path a run
// writes is where the layout says.
func TestProjectLayout(t *testing.T) {
	t.Chdir(testfs.TempDir(t))
	l := ProjectLayout("proj")
	if !filepath.IsAbs(l.Config) || filepath.Base(l.Config) != "proj" {
		t.Fatalf("ProjectLayout(proj).Config = %q, want an absolute path", l.Config)
	}
	if err := l.Valid(); err != nil {
		t.Fatal(err)
	}
	if got := RealPath("proj"); !filepath.IsAbs(got) {
		t.Errorf("RealPath(proj) = %q, want an absolute path", got)
	}
	for got, want := range map[string]string{
		l.ManifestPath():    filepath.Join(l.Config, "skills.toml"),
		l.LockPath():        filepath.Join(l.Config, "skills.lock"),
		l.ApprovalsPath():   filepath.Join(l.Config, ".skillpin", "approvals.toml"),
		l.RootPath():        filepath.Join(l.Config, ".skillpin", "root"),
		l.GenerationsPath(): filepath.Join(l.Config, ".skillpin", "generations"),
		l.TmpPath():         filepath.Join(l.Config, ".skillpin", "tmp"),
	} {
		if got != want {
			t.Errorf("path %q, want %q", got, want)
		}
	}
	if l.User() || l.BaseName() != "the project directory" || l.StateName() != ".skillpin" {
		t.Errorf("project layout named as %q, %q (user %v)", l.BaseName(), l.StateName(), l.User())
	}
	if err := (Layout{Config: "rel", State: "/s", Base: "/b"}).Valid(); err == nil {
		t.Error("a layout with a relative directory is valid")
	}
}

// Every route to a project (a symlinked path) names it the same in the
// cache, and the user scope never shares a key with a project.
func TestKeyAndRealPath(t *testing.T) {
	dir := testfs.TempDir(t)
	real := filepath.Join(dir, "real")
	if err := os.Mkdir(real, 0o755); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link")
	if err := os.Symlink(real, link); err != nil {
		t.Fatal(err)
	}
	realDir, _ := filepath.EvalSymlinks(real)
	if got := RealPath(filepath.Join(link, "not", "yet")); got != filepath.Join(realDir, "not", "yet") {
		t.Errorf("RealPath through a link to a path not created yet = %q", got)
	}
	if ProjectLayout(link).Key() != ProjectLayout(real).Key() {
		t.Error("a project reached through a link has another key")
	}
	if LedgerPath("/c", ProjectLayout(link).Key()) != LedgerPath("/c", ProjectLayout(real).Key()) {
		t.Error("a project reached through a link has another ledger")
	}
	if LedgerPath("/c", "a") == LedgerPath("/c", "b") || !strings.HasPrefix(LedgerPath("/c", "a"), filepath.Join("/c", "projects")+"/") {
		t.Errorf("ledger paths %q, %q", LedgerPath("/c", "a"), LedgerPath("/c", "b"))
	}
	u, err := UserLayout(func(k string) string { return map[string]string{"HOME": real}[k] })
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(u.Key(), "user:") || u.Key() == ProjectLayout(u.State).Key() {
		t.Errorf("user scope key %q", u.Key())
	}
}

// Within is lexical containment, and Reserved lists the layout's own
// directories inside its base only.
func TestWithinAndReserved(t *testing.T) {
	for _, tt := range []struct {
		p, dir string
		want   bool
	}{
		{"/a/b", "/a", true}, {"/a", "/a", true}, {"/ab", "/a", false}, {"/a/../b", "/a", false}, {"/", "/a", false},
	} {
		if got := Within(tt.p, tt.dir); got != tt.want {
			t.Errorf("Within(%q, %q) = %v", tt.p, tt.dir, got)
		}
	}
	p := ProjectLayout("/proj")
	if got := p.Reserved(); len(got) != 1 || got[0].Rel != ".skillpin" {
		t.Errorf("project Reserved = %+v", got)
	}
	u, err := UserLayout(func(k string) string { return map[string]string{"HOME": "/home/u"}[k] })
	if err != nil {
		t.Fatal(err)
	}
	var rels []string
	for _, r := range u.Reserved() {
		rels = append(rels, r.Rel)
	}
	if !slices.Equal(rels, []string{".local/share/skillpin", ".config/skillpin"}) {
		t.Errorf("user Reserved = %v", rels)
	}
	outside, err := UserLayout(func(k string) string {
		return map[string]string{"HOME": "/home/u", "XDG_CONFIG_HOME": "/etc/cfg", "XDG_DATA_HOME": "/var/data"}[k]
	})
	if err != nil {
		t.Fatal(err)
	}
	if got := outside.Reserved(); len(got) != 0 {
		t.Errorf("directories outside the base reserved: %+v", got)
	}
}
