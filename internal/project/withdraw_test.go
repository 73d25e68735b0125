package project

import (
	"context"
	"slices"
	"testing"

	"github.com/skillpin/skillpin/internal/lock"
)

// withdraw takes out of the root, before a change is written, what the
// project as it will be no longer trusts with the same digest, and
// nothing else: a run stopped before the write then shows agents only
// what both the files on disk and the change approve.
func TestWithdraw(t *testing.T) {
	t.Parallel()
	without := func(l *lock.Lock, name string) *lock.Lock {
		c := *l
		c.Skills = slices.DeleteFunc(slices.Clone(l.Skills), func(sk lock.LockedSkill) bool { return sk.Name == name })
		return &c
	}
	tests := []struct {
		name string
		// next is the lock the change will write; the project p is as
		// the change has it in memory.
		next func(p *Project) *lock.Lock
		want []string // the root afterwards
	}{
		{"the same lock", func(p *Project) *lock.Lock { return p.st.Lock() }, []string{"pdf", "xlsx"}},
		{"a skill dropped", func(p *Project) *lock.Lock { return without(p.st.Lock(), "pdf") }, []string{"xlsx"}},
		{"a skill's content changed", func(p *Project) *lock.Lock {
			l := *p.st.Lock()
			l.Skills = slices.Clone(l.Skills)
			l.Skills[0].Digest = "sha256:0000000000000000000000000000000000000000000000000000000000000000"
			return &l
		}, []string{"xlsx"}},
		{"no lock", func(*Project) *lock.Lock { return nil }, nil},
		{"an approval revoked in memory", func(p *Project) *lock.Lock {
			a := p.st.Approvals().Clone()
			a.Delete("xlsx")
			p.st = p.st.WithApprovals(a)
			return p.st.Lock()
		}, []string{"pdf"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fx := newFixture(t)
			fx.twoSkills()
			fx.add(AddRequest{Spec: fx.up.FileURL(), All: true, Name: "up", Approve: true, By: "tester"})
			lockBefore := fx.read(LockFile)
			p := fx.open(true)
			if err := p.withdraw(context.Background(), tt.next(p)); err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, n := range []string{"pdf", "xlsx"} {
				if fx.rootHas(n) {
					got = append(got, n)
				}
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("root holds %v, want %v", got, tt.want)
			}
			changed := len(tt.want) < 2
			if (p.withdrawn != nil && p.withdrawn.changed) != changed {
				t.Errorf("withdrawn %+v, want changed = %v", p.withdrawn, changed)
			}
			if fx.read(LockFile) != lockBefore {
				t.Error("withdraw wrote skills.lock")
			}
		})
	}

	// Nothing published: nothing to withdraw, and no root is made.
	fx := newFixture(t)
	fx.twoSkills()
	fx.add(AddRequest{Spec: fx.up.FileURL(), All: true, Name: "up"})
	p := fx.open(true)
	if err := p.withdraw(context.Background(), nil); err != nil || p.withdrawn != nil {
		t.Errorf("withdraw with nothing published: %v, withdrawn %+v", err, p.withdrawn)
	}
}

// Removing a skill picked by its path drops the path; removing the last
// one drops the source.
func TestRemoveSkillPickedByPath(t *testing.T) {
	t.Parallel()
	fx := newFixture(t)
	fx.twoSkills()
	fx.add(AddRequest{Spec: fx.up.FileURL(), Paths: []string{"skills/pdf", "skills/xlsx/"}, Name: "up", Approve: true, By: "tester"})
	res, err := fx.open(false).Remove(context.Background(), []string{"pdf"})
	if err != nil {
		t.Fatal(err)
	}
	src := fx.open(true).State().Manifest().Source("up")
	if src == nil || !slices.Equal(src.Paths, []string{"skills/xlsx"}) || len(res.Sources) != 0 || !res.LockChanged {
		t.Fatalf("after removing pdf: source %+v, result %+v; want the xlsx path kept", src, res)
	}
	if res, err = fx.open(false).Remove(context.Background(), []string{"xlsx"}); err != nil {
		t.Fatal(err)
	}
	if fx.open(true).State().Manifest().Source("up") != nil || !slices.Equal(res.Sources, []string{"up"}) || !slices.Equal(res.Skills, []string{"xlsx"}) {
		t.Fatalf("removing the last skill of up: result %+v, want the source gone", res)
	}
}
