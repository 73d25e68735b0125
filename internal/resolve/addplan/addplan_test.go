package addplan

import (
	"errors"
	"slices"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/fetch/srcspec"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/resolve"
	"github.com/skillpin/skillpin/internal/ui/errkind"
)

func spec(t *testing.T, s string) srcspec.Spec {
	t.Helper()
	sp, err := srcspec.Parse(s, "/project")
	if err != nil {
		t.Fatal(err)
	}
	return sp
}

// TestDefaultName: a URL already in the manifest keeps its source's
// name; another repository of the same name is qualified by its owner,
// then numbered.
func TestDefaultName(t *testing.T) {
	m := &manifest.Manifest{Sources: []manifest.Source{{Name: "skills", URL: "https://github.com/acme/skills"}}}
	if got := DefaultName(m, spec(t, "https://github.com/acme/skills@v1")); got != "skills" {
		t.Errorf("the same URL: %q, want skills", got)
	}
	if got := DefaultName(m, spec(t, "https://github.com/team-a/skills")); got != "team-a-skills" {
		t.Errorf("another owner: %q, want team-a-skills", got)
	}
	m.Sources = append(m.Sources, manifest.Source{Name: "team-a-skills", URL: "https://example.com/x"})
	if got := DefaultName(m, spec(t, "https://github.com/team-a/skills")); got != "team-a-skills-2" {
		t.Errorf("both taken: %q, want team-a-skills-2", got)
	}
}

// TestSourceOnePin: adding an existing source at another ref while it has
// locked skills is refused (one source, one pin); with nothing locked the
// ref moves and the selection merges.
func TestSourceOnePin(t *testing.T) {
	m := &manifest.Manifest{Sources: []manifest.Source{{Name: "skills", URL: "https://github.com/acme/skills", Ref: "v1", Skills: []string{"pdf"}}}}
	l := &lock.Lock{Skills: []lock.LockedSkill{{Name: "pdf", Source: "skills"}}}
	sp := spec(t, "https://github.com/acme/skills@v2")
	if _, _, err := Source(m, l, Request{Skills: []string{"xlsx"}}, sp); !errors.Is(err, errkind.Invalid) {
		t.Fatalf("another ref with locked skills: %v, want refused", err)
	}
	src, existing, err := Source(m, nil, Request{Skills: []string{"xlsx"}}, sp)
	if err != nil || existing == nil || src.Ref != "v2" || !slices.Equal(src.Skills, []string{"pdf", "xlsx"}) {
		t.Fatalf("nothing locked: %+v, %v, %v", src, existing, err)
	}
	if _, _, err := Source(m, nil, Request{Name: "skills"}, spec(t, "https://github.com/other/skills")); !errors.Is(err, errkind.Invalid) {
		t.Fatalf("a name used for another URL: %v, want refused", err)
	}
}

// TestCheckClashes: clashes are excluded from the source; a source whose
// every skill clashes refuses the add.
func TestCheckClashes(t *testing.T) {
	src := &manifest.Source{Name: "b", Skills: []string{"*"}}
	r := &resolve.Result{Lock: &lock.Lock{Skills: []lock.LockedSkill{{Name: "xlsx", Source: "b"}}}, Clashes: []resolve.Clash{{Name: "pdf"}}}
	if err := CheckClashes(spec(t, "https://github.com/acme/b"), src, r); err != nil || !slices.Equal(src.Exclude, []string{"pdf"}) {
		t.Fatalf("CheckClashes = %v, exclude %v", err, src.Exclude)
	}
	r.Lock.Skills = nil
	if err := CheckClashes(spec(t, "https://github.com/acme/b"), src, r); !errors.Is(err, errkind.CheckFailed) {
		t.Fatalf("every skill clashes: %v, want a check failure", err)
	}
	if err := CheckWanted(Request{Skills: []string{"pdf"}}, src, r); !errors.Is(err, errkind.Invalid) {
		t.Fatalf("CheckWanted of a skill not locked = %v", err)
	}
}

// TestOffer: add --list marks a skill it could not add, with why (a rule
// broken, a name two skills share, a name another source provides), and
// one locked already; only the skills under a pasted path are listed.
func TestOffer(t *testing.T) {
	skills := []*catalog.Skill{
		{Name: "pdf", Dir: "skills/pdf"},
		{Name: "twin", Dir: "skills/a/twin"}, {Name: "twin", Dir: "skills/b/twin"},
		{Name: "xlsx", Dir: "skills/xlsx"},
		{Name: "", Dir: "skills/bad"},
		{Name: "mine", Dir: "other/mine"},
	}
	prev := &lock.Lock{Skills: []lock.LockedSkill{{Name: "xlsx", Source: "else"}, {Name: "pdf", Source: "up", Path: "skills/pdf"}}}
	got := map[string]Offered{}
	for _, o := range Offer(skills, "skills", "up", prev) {
		got[o.Path] = o
	}
	if len(got) != 5 {
		t.Fatalf("Offer listed %d skills, want the 5 under skills/: %v", len(got), got)
	}
	if o := got["skills/pdf"]; !o.Addable || o.Reason != "locked already" {
		t.Errorf("pdf: %+v", o)
	}
	for _, p := range []string{"skills/a/twin", "skills/xlsx", "skills/bad"} {
		if o := got[p]; o.Addable || o.Reason == "" {
			t.Errorf("%s should not be addable: %+v", p, o)
		}
	}
}
