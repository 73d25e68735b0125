package ocipush

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/ui/errkind"
)

const skillMD = "---\nname: pdf\ndescription: Reads PDFs.\n---\nbody\n"

// TestLockedChecksContent: a mirror reads only what skills.lock records;
// content that hashes otherwise at the pinned commit refuses the push.
func TestLockedChecksContent(t *testing.T) {
	fsys := fstest.MapFS{"skills/pdf/SKILL.md": {Data: []byte(skillMD)}}
	files, problems := catalog.FileSetOf(fsys, "skills/pdf", catalog.DefaultLimits)
	if catalog.HasErrors(problems) {
		t.Fatal(problems)
	}
	ls := &lock.LockedSource{Name: "up", URL: "https://example.com/up.git", Ref: "v1", Commit: strings.Repeat("a", 40)}
	sk := lock.LockedSkill{Name: "pdf", Source: "up", Path: "skills/pdf", Digest: files.Digest()}
	got, err := Locked(fsys, ls, []lock.LockedSkill{sk}, catalog.DefaultLimits)
	if err != nil || len(got) != 1 || got[0].Dir != "pdf" || got[0].Annotations["org.opencontainers.image.revision"] != ls.Commit {
		t.Fatalf("Locked = %+v, %v", got, err)
	}
	sk.Digest = "sha256:" + strings.Repeat("0", 64)
	if _, err := Locked(fsys, ls, []lock.LockedSkill{sk}, catalog.DefaultLimits); !errors.Is(err, errkind.CheckFailed) {
		t.Fatalf("Locked with another digest = %v, want a check failure", err)
	}
}

// TestDir: invalid selected skills come back as bad; a name the
// directory lacks and an empty directory are the user's to fix.
func TestDir(t *testing.T) {
	dir := testfs.TempDir(t)
	write := func(rel, data string) {
		p := filepath.Join(dir, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if _, _, err := Dir(dir, nil, catalog.DefaultLimits); !errors.Is(err, errkind.Invalid) {
		t.Errorf("Dir of an empty directory = %v, want invalid input", err)
	}
	write("pdf/SKILL.md", skillMD)
	skills, bad, err := Dir(dir, nil, catalog.DefaultLimits)
	if err != nil || len(bad) != 0 || len(skills) != 1 || skills[0].Name != "pdf" {
		t.Fatalf("Dir = %+v, %v, %v", skills, bad, err)
	}
	if _, _, err := Dir(dir, []string{"xlsx"}, catalog.DefaultLimits); !errors.Is(err, errkind.Invalid) {
		t.Errorf("Dir naming a missing skill = %v, want invalid input", err)
	}
	write("bad/SKILL.md", "---\nname: Not A Name\n---\n")
	if _, bad, _ := Dir(dir, nil, catalog.DefaultLimits); len(bad) != 1 {
		t.Errorf("Dir with an invalid skill: bad = %v, want it", bad)
	}
}
