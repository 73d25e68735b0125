package project

import (
	"context"
	"fmt"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit"
)

// The look-alike names of a lock are found by comparing its names once,
// not once per audited skill: add and install audit every skill they
// bring in, and a collection of hundreds of skills named alike
// (skill-0001, skill-0002, …) made that quadratic.
func TestAuditComparesNamesOncePerLock(t *testing.T) {
	t.Parallel()
	// Not parallel: the count is the whole process's.
	const n = 40
	fx := newFixture(t)
	for i := range n {
		name := fmt.Sprintf("skill-%02d", i)
		fx.up.WriteFile("skills/"+name+"/SKILL.md", skillMD(name, "Skill number "+name+"."))
	}
	fx.up.Commit("a family of skills")
	fx.up.Tag("v1")
	fx.add(AddRequest{Spec: fx.up.FileURL() + "@v1", All: true, Name: "up"})
	p := fx.open(true)
	before := audit.NameComparisons()
	res, err := p.Audit(context.Background(), AuditOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(res) != n {
		t.Fatalf("audited %d skills, want %d", len(res), n)
	}
	if work := audit.NameComparisons() - before; work > 50*n {
		t.Errorf("auditing %d skills compared %d pairs of names, want at most %d: the names are compared once per lock", n, work, 50*n)
	}
	pv, err := p.PreviewApproval(context.Background(), nil, true, "")
	if err != nil || len(pv) != n {
		t.Fatalf("preview: %d, %v", len(pv), err)
	}
	before = audit.NameComparisons()
	if _, err := p.PreviewApproval(context.Background(), nil, true, ""); err != nil {
		t.Fatal(err)
	}
	if work := audit.NameComparisons() - before; work > 50*n {
		t.Errorf("previewing %d approvals compared %d pairs of names, want at most %d", n, work, 50*n)
	}
}
