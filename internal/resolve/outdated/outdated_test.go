package outdated

import (
	"slices"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/fetch"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/manifest"
)

func commit(c string) string { return strings.Repeat(c, 40) }

func noUpstream(string, string) (int, bool, []UpstreamSkill, error) { return 0, false, nil, nil }

// TestJudgeVersions: versions are ordered by semver, not by text; a
// prerelease counts only with pre; a tag that moved is said before any
// newer version.
func TestJudgeVersions(t *testing.T) {
	src := &manifest.Source{Name: "up", URL: "https://example.com/up.git", Ref: "v1.2.0"}
	ls := &lock.LockedSource{Name: "up", Ref: "v1.2.0", Kind: lock.KindTag, Commit: commit("a")}
	refs := []fetch.RemoteRef{{Name: "refs/tags/v1.2.0", Hash: commit("a")}}
	for _, tag := range []string{"v1.10.0", "v1.9.0", "1.11", "v2.0.0-rc.1", "latest"} {
		refs = append(refs, fetch.RemoteRef{Name: "refs/tags/" + tag, Hash: commit("b")})
	}
	o := New(src, ls)
	if err := Judge(&o, src, ls, refs, false, noUpstream); err != nil {
		t.Fatal(err)
	}
	if want := []string{"v1.9.0", "v1.10.0", "1.11"}; !slices.Equal(o.Newer, want) || o.Latest != "1.11" || o.Update.IsZero() {
		t.Errorf("newer %v latest %q update %q; want %v, 1.11 and a command", o.Newer, o.Latest, o.Update, want)
	}
	o = New(src, ls)
	_ = Judge(&o, src, ls, refs, true, noUpstream)
	if o.Latest != "v2.0.0-rc.1" {
		t.Errorf("with pre: latest %q, want the prerelease", o.Latest)
	}
	refs[0].Hash = commit("c")
	o = New(src, ls)
	_ = Judge(&o, src, ls, refs, false, noUpstream)
	if !o.Moved || o.Head != commit("c") || !strings.Contains(o.Message.String(), "TAG_MOVED") {
		t.Errorf("a moved tag: %+v", o)
	}
}

// TestJudgeBranch: a branch that moved says how far, from what Upstream
// reports, and what it does to the locked skills.
func TestJudgeBranch(t *testing.T) {
	src := &manifest.Source{Name: "up", URL: "https://example.com/up.git", Ref: "main"}
	ls := &lock.LockedSource{Name: "up", Ref: "main", Kind: lock.KindBranch, Commit: commit("a")}
	refs := []fetch.RemoteRef{{Name: "refs/heads/main", Hash: commit("b")}}
	up := func(head, branch string) (int, bool, []UpstreamSkill, error) {
		if head != commit("b") {
			t.Errorf("Upstream asked for %s", head)
		}
		return 3, false, []UpstreamSkill{{Name: "pdf", Change: "changed"}}, nil
	}
	o := New(src, ls)
	if err := Judge(&o, src, ls, refs, false, up); err != nil {
		t.Fatal(err)
	}
	if !o.Moved || o.Commits != 3 || !strings.Contains(o.Message.String(), "moved 3 commits") || !strings.Contains(o.Message.String(), "1 changed") {
		t.Errorf("a moved branch: %+v", o)
	}
}

// TestSkillMoves: a locked skill is changed (with its files), removed or
// unchanged at the other commit; a new one is added.
func TestSkillMoves(t *testing.T) {
	f := func(p, d string) catalog.File { return catalog.File{Path: p, Digest: d} }
	old := []lock.LockedSkill{
		{Name: "pdf", Digest: "d1", Files: catalog.FileSet{f("SKILL.md", "a"), f("gone.md", "b")}},
		{Name: "xlsx", Digest: "d2"},
		{Name: "docx", Digest: "d3"},
	}
	nw := []lock.LockedSkill{
		{Name: "pdf", Digest: "d9", Files: catalog.FileSet{f("SKILL.md", "z"), f("new.md", "c")}},
		{Name: "docx", Digest: "d3"},
		{Name: "pptx", Digest: "d4"},
	}
	got := SkillMoves(old, nw)
	var changes []string
	for _, m := range got {
		changes = append(changes, m.Name+":"+m.Change)
	}
	if want := []string{"pdf:changed", "xlsx:removed", "docx:unchanged", "pptx:added"}; !slices.Equal(changes, want) {
		t.Fatalf("SkillMoves = %v, want %v", changes, want)
	}
	if p := got[0]; !slices.Equal(p.Added, []string{"new.md"}) || !slices.Equal(p.Removed, []string{"gone.md"}) || !slices.Equal(p.Modified, []string{"SKILL.md"}) {
		t.Errorf("pdf's files: %+v", p)
	}
}
