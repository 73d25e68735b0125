package reviewrun

import (
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/lockdiff"
)

// TestChangedSkills: a review re-derives the skills whose entries differ
// (digest, description, tools) or that one side lacks, and no other.
func TestChangedSkills(t *testing.T) {
	a := &lock.Lock{Skills: []lock.LockedSkill{{Name: "same", Digest: "d"}, {Name: "tools", Digest: "d", AllowedTools: []string{"Read"}}, {Name: "gone", Digest: "d"}}}
	b := &lock.Lock{Skills: []lock.LockedSkill{{Name: "same", Digest: "d"}, {Name: "tools", Digest: "d", AllowedTools: []string{"Bash"}}, {Name: "new", Digest: "d"}}}
	changed := changedSkills(a, b)
	for name, want := range map[string]bool{"same": false, "tools": true, "gone": true, "new": true} {
		if got := changed(&lock.LockedSkill{Name: name}); got != want {
			t.Errorf("%s: changed %v, want %v", name, got, want)
		}
	}
}

// TestMovedTagRisk: a tag that names another commit than at the base of
// the review is TAG_MOVED; the same commit, or no base, is not.
func TestMovedTagRisk(t *testing.T) {
	src := func(commit string) *lock.Lock {
		return &lock.Lock{Sources: []lock.LockedSource{{Name: "up", URL: "https://example.com/up.git", Ref: "v1", Kind: lock.KindTag, Commit: commit}}}
	}
	sk := &lock.LockedSkill{Name: "pdf", Source: "up"}
	a, b := strings.Repeat("a", 40), strings.Repeat("b", 40)
	if r := MovedTagRisk(src(a), src(b), sk); r == nil || r.Code != lockdiff.RiskTagMoved {
		t.Errorf("a moved tag: %+v", r)
	}
	if r := MovedTagRisk(src(a), src(a), sk); r != nil {
		t.Errorf("the same commit: %+v", r)
	}
	if r := MovedTagRisk(nil, src(b), sk); r != nil {
		t.Errorf("no base: %+v", r)
	}
}
