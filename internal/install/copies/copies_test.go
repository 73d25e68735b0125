package copies

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/ui/errkind"
)

func write(t *testing.T, p, data string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestListAndMoveAside: a copy holding the pinned content is "same" and
// is moved aside (never deleted); one edited differs, a link is reported
// and not followed, an unpinned skill is unmapped, skillpin's own entries
// are not listed; a copy edited after it was listed stays.
func TestListAndMoveAside(t *testing.T) {
	base := testfs.TempDir(t)
	target := filepath.Join(base, ".claude", "skills")
	write(t, filepath.Join(target, "pdf", "SKILL.md"), "---\nname: pdf\ndescription: d\n---\n")
	write(t, filepath.Join(target, "xlsx", "SKILL.md"), "---\nname: xlsx\ndescription: edited\n---\n")
	write(t, filepath.Join(target, "mine", "SKILL.md"), "---\nname: mine\ndescription: d\n---\n")
	write(t, filepath.Join(target, "ours", "SKILL.md"), "---\nname: ours\ndescription: d\n---\n")
	if err := os.Symlink(filepath.Join(base, "elsewhere"), filepath.Join(target, "linked")); err != nil {
		t.Fatal(err)
	}
	set, _ := catalog.FileSetOf(os.DirFS(target), "pdf", catalog.DefaultLimits)
	pinned := map[string]string{"pdf": set.Digest(), "xlsx": "sha256:other"}
	got := List(base, []string{".claude/skills"}, map[string]bool{".claude/skills\x00ours": true}, pinned, catalog.DefaultLimits)
	states := map[string]string{}
	for _, c := range got {
		states[c.Name] = c.State
	}
	want := map[string]string{"pdf": "same", "xlsx": "differs", "mine": "unmapped", "linked": "link"}
	if len(states) != len(want) {
		t.Fatalf("List = %v, want %v", states, want)
	}
	for n, s := range want {
		if states[n] != s {
			t.Errorf("%s: %q, want %q", n, states[n], s)
		}
	}
	lay := layout.Layout{Base: base, State: filepath.Join(base, ".skillpin")}
	locked := func(name string) (string, bool) { d, ok := pinned[name]; return d, ok }
	now := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	moved, err := MoveAside(lay, now, got, locked, catalog.DefaultLimits, false)
	if err != nil || len(moved) != 1 || moved[0].To != ".skillpin/replaced/20260102T030405Z/.claude/skills/pdf" {
		t.Fatalf("MoveAside = %+v, %v", moved, err)
	}
	if _, err := os.Stat(filepath.Join(base, filepath.FromSlash(moved[0].To), "SKILL.md")); err != nil {
		t.Errorf("the copy is not where it was moved: %v", err)
	}
	write(t, filepath.Join(target, "pdf", "SKILL.md"), "---\nname: pdf\ndescription: edited since\n---\n")
	if _, err := MoveAside(lay, now, []Copy{{Target: ".claude/skills", Name: "pdf", State: "same"}}, locked, catalog.DefaultLimits, false); !errors.Is(err, errkind.CheckFailed) {
		t.Errorf("MoveAside of a copy edited since = %v, want it refused", err)
	}
}
