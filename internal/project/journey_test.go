package project

import (
	"context"
	"errors"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/ui/errkind"
)

// Adding from a source already pinned at another ref would move the
// source's other skills: refused, nothing changed, both ways out named.
func TestAddNeverMovesOtherSkills(t *testing.T) {
	t.Parallel()
	fx := newFixture(t)
	fx.twoSkills()
	fx.up.WriteFile("skills/pdf/SKILL.md", skillMD("pdf", "Work with PDF files, v2."))
	fx.up.Commit("v2")
	fx.up.Tag("v2")
	url := fx.up.FileURL()
	fx.add(AddRequest{Spec: url + "@v2", Skills: []string{"pdf"}, Approve: true, By: "me"})
	manifest, lockBefore := fx.read("skills.toml"), fx.read("skills.lock")

	_, err := fx.open(false).Add(context.Background(), AddRequest{Spec: url + "@v1", Skills: []string{"xlsx"}})
	if !errors.Is(err, errkind.Invalid) {
		t.Fatalf("add at another ref = %v, want an Invalid refusal", err)
	}
	for _, want := range []string{"pinned at v2", "pdf", "skillpin update", "--to v1", "--name"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("refusal lacks %q:\n%v", want, err)
		}
	}
	if fx.read("skills.toml") != manifest || fx.read("skills.lock") != lockBefore {
		t.Error("a refused add changed skills.toml or skills.lock")
	}
	// The same ref, or none, adds alongside; re-adding says unchanged.
	res := fx.add(AddRequest{Spec: url, Skills: []string{"xlsx"}})
	if len(res.Added) != 2 || !slices.Equal(res.Unchanged, []string{"pdf"}) {
		t.Errorf("add without a ref: added %d, unchanged %v; want pdf unchanged", len(res.Added), res.Unchanged)
	}
}

// --all has one rule: a skill that breaks one is skipped with its code,
// the others are added; --exclude leaves skills out and is recorded.
func TestAddAllSkipsAndExcludes(t *testing.T) {
	t.Parallel()
	fx := newFixture(t)
	fx.twoSkills()
	fx.up.WriteFile("skills/Bad_Name/SKILL.md", skillMD("Bad_Name", "Invalid name."))
	fx.up.WriteFile("skills/escape/SKILL.md", skillMD("escape", "Links out."))
	fx.up.Symlink("skills/escape/passwd", "../../README.md")
	fx.up.WriteFile("skills/scratch/SKILL.md", skillMD("scratch", "Not wanted."))
	fx.up.Commit("mixed")
	fx.up.Tag("v3")
	res := fx.add(AddRequest{Spec: fx.up.FileURL() + "@v3", All: true, Exclude: []string{"scratch"}})
	var names []string
	for _, sk := range res.Added {
		names = append(names, sk.Name)
	}
	if !slices.Equal(names, []string{"pdf", "xlsx"}) {
		t.Errorf("added %v, want pdf and xlsx", names)
	}
	var warns string
	for _, w := range res.Warnings {
		warns += w.String() + "\n"
	}
	for _, want := range []string{"skipping skills/escape: SYMLINK_ESCAPE", "skipping skills/Bad_Name: NAME_INVALID"} {
		if !strings.Contains(warns, want) {
			t.Errorf("warnings lack %q:\n%s", want, warns)
		}
	}
	if strings.Contains(warns, "scratch") {
		t.Errorf("an excluded skill is reported: %s", warns)
	}
	if m := fx.read("skills.toml"); !strings.Contains(m, `exclude = ["scratch"]`) {
		t.Errorf("skills.toml does not record the exclusion:\n%s", m)
	}
	// A source where every skill breaks a rule: nothing added, exit 1.
	fx2 := newFixture(t)
	fx2.up.WriteFile("skills/escape/SKILL.md", skillMD("escape", "Links out."))
	fx2.up.Symlink("skills/escape/passwd", "../../README.md")
	fx2.up.WriteFile("README.md", "x")
	fx2.up.Commit("bad")
	_, err := fx2.open(false).Add(context.Background(), AddRequest{Spec: fx2.up.FileURL(), All: true})
	if !errors.Is(err, errkind.CheckFailed) || !strings.Contains(err.Error(), "SYMLINK_ESCAPE") {
		t.Errorf("add --all of only broken skills = %v, want a failed check naming the code", err)
	}
}

// A lock with merge conflict markers is named as such, and Relock
// rebuilds it from skills.toml; approvals of unchanged skills hold.
func TestRelockAfterMergeConflict(t *testing.T) {
	t.Parallel()
	fx := newFixture(t)
	fx.twoSkills()
	fx.add(AddRequest{Spec: fx.up.FileURL() + "@v1", All: true, Approve: true, By: "me"})
	good := fx.read("skills.lock")
	i := strings.Index(good, "[[skill]]")
	testfs.WriteFile(t, filepath.Join(fx.dir, "skills.lock"), good[:i]+"<<<<<<< HEAD\n"+good[i:]+"=======\n>>>>>>> branch\n")
	if _, err := Open(fx.envOf(false)); err == nil || !strings.Contains(err.Error(), "merge conflict") || !strings.Contains(err.Error(), "skillpin relock") {
		t.Fatalf("Open with a conflicted lock = %v", err)
	}
	res, err := Relock(context.Background(), fx.envOf(false))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Replaced, "merge conflict") {
		t.Errorf("Replaced = %q", res.Replaced)
	}
	if fx.read("skills.lock") != good {
		t.Errorf("relock did not rebuild the same lock")
	}
	rep, err := fx.open(false).StatusReport()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range rep.Skills {
		if s.Approval != "approved" || !s.InRoot {
			t.Errorf("%s after relock: %s, in root %v", s.Name, s.Approval, s.InRoot)
		}
	}
}

// update and outdated agree: update names the newer versions it did not
// take and how; --latest takes the newest release (prereleases only with
// --pre); a branch source says whether the branch moved.
func TestUpdateAndOutdatedAgree(t *testing.T) {
	t.Parallel()
	fx := newFixture(t)
	fx.twoSkills()
	for _, tag := range []string{"v1.1.0", "v2.0.0", "v3.0.0-rc1"} {
		fx.up.WriteFile("skills/pdf/SKILL.md", skillMD("pdf", "PDF "+tag+"."))
		fx.up.Commit(tag)
		fx.up.Tag(tag)
	}
	fx.add(AddRequest{Spec: fx.up.FileURL() + "@v1", Skills: []string{"pdf"}, Name: "up"})
	res, err := fx.open(false).Update(context.Background(), UpdateRequest{})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Newer) != 1 || res.Newer[0].Latest != "v2.0.0" || !strings.Contains(res.Newer[0].Update.String(), "skillpin update up --to v2.0.0") {
		t.Fatalf("update reports %+v, want v2.0.0 newer with the command", res.Newer)
	}
	out, err := fx.open(false).Outdated(context.Background(), false)
	if err != nil || len(out) != 1 || out[0].Latest != res.Newer[0].Latest || !slices.Equal(out[0].Newer, res.Newer[0].Newer) {
		t.Fatalf("outdated %+v disagrees with update %+v (%v)", out, res.Newer, err)
	}
	res, err = fx.open(false).Update(context.Background(), UpdateRequest{Latest: true})
	if err != nil || res.Moved["up"] != "v2.0.0" || len(res.Newer) != 0 {
		t.Fatalf("update --latest: moved %v, still newer %+v, %v", res.Moved, res.Newer, err)
	}
	if m := fx.read("skills.toml"); !strings.Contains(m, `ref = "v2.0.0"`) {
		t.Errorf("skills.toml not moved:\n%s", m)
	}
	res, err = fx.open(false).Update(context.Background(), UpdateRequest{Latest: true, Pre: true})
	if err != nil || res.Moved["up"] != "v3.0.0-rc1" {
		t.Fatalf("update --latest --pre: moved %v, %v", res.Moved, err)
	}

	// A branch source.
	fx2 := newFixture(t)
	fx2.twoSkills()
	fx2.add(AddRequest{Spec: fx2.up.FileURL() + "@main", Skills: []string{"pdf"}, Name: "up"})
	if out, _ := fx2.open(false).Outdated(context.Background(), false); len(out) != 1 || out[0].Moved || !strings.Contains(out[0].Message.String(), "at the locked commit") {
		t.Fatalf("outdated of an unmoved branch: %+v", out)
	}
	fx2.up.WriteFile("skills/pdf/SKILL.md", skillMD("pdf", "Moved on."))
	fx2.up.Commit("moved")
	out, _ = fx2.open(false).Outdated(context.Background(), false)
	if len(out) != 1 || !out[0].Moved || out[0].Update.String() != "skillpin update up" {
		t.Fatalf("outdated of a moved branch: %+v", out)
	}
}
