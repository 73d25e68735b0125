package project

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/install/publish"
)

// Each test here fails when one small behaviour is removed (each was
// planted as a bug and watched to fail): they guard what the broader
// tests only pass through.

// A tag deleted upstream is TAG_MOVED, online, saying it was deleted.
func TestVerifyReportsDeletedTag(t *testing.T) {
	t.Parallel()
	fx := verifyFixture(t)
	fx.up.Git("tag", "-d", "v1")
	p, err := Open(Env{Dir: fx.dir, Getenv: func(k string) string { return fx.env[k] }, Command: "verify", Verifying: true})
	if err != nil {
		t.Fatal(err)
	}
	rep, err := p.Verify(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Findings) != 1 || rep.Findings[0].Code != "TAG_MOVED" || !strings.Contains(rep.Findings[0].Message, "tag v1 was deleted upstream") {
		t.Fatalf("findings %+v, want one TAG_MOVED saying the tag was deleted", rep.Findings)
	}
}

// An annotated tag is compared by the commit it peels to: an unmoved
// annotated tag is clean online, a moved one is TAG_MOVED.
func TestVerifyAnnotatedTagPeeled(t *testing.T) {
	t.Parallel()
	fx := newFixture(t)
	fx.twoSkills()
	fx.up.AnnotatedTag("v2", "release 2")
	fx.add(AddRequest{Spec: fx.up.FileURL() + "@v2", Skills: []string{"pdf"}, Name: "up", Approve: true, By: "t"})
	if codes := fx.verifyReport(false); len(codes) != 0 {
		t.Fatalf("an unmoved annotated tag has findings %v", codes)
	}
	if l := fx.read(LockFile); !strings.Contains(l, "tag_object = ") {
		t.Fatalf("the lock does not record the tag object:\n%s", l)
	}
	fx.up.WriteFile("skills/pdf/references/spec.md", "moved\n")
	fx.up.Commit("moved")
	fx.up.Git("tag", "-f", "-a", "-m", "moved", "v2")
	if codes := fx.verifyReport(false); !slices.Contains(codes, "TAG_MOVED") {
		t.Fatalf("a moved annotated tag: findings %v lack TAG_MOVED", codes)
	}
}

// add and install refuse a cache inside a harness discovery directory
// (verify reports it instead, TestVerifyFindingCodes).
func TestAddAndInstallRefuseUnisolatedCache(t *testing.T) {
	t.Parallel()
	fx := newFixture(t)
	fx.twoSkills()
	fx.env["SKILLPIN_CACHE"] = filepath.Join(fx.home, ".claude", "skills", "cache")
	env := fx.envOf(false)
	var ie *publish.IsolationError
	if _, err := Open(env); !errors.As(err, &ie) {
		t.Fatalf("Open with the cache in .claude/skills = %v, want an IsolationError", err)
	}
	if _, err := os.Stat(fx.env["SKILLPIN_CACHE"]); !errors.Is(err, os.ErrNotExist) {
		t.Error("a refused run created the cache inside the harness directory")
	}
}

// revoke takes the skill out of the root and the targets at once.
func TestRevokeRepublishes(t *testing.T) {
	t.Parallel()
	fx := verifyFixture(t)
	root := filepath.Join(fx.dir, ".skillpin", "root", "pdf")
	target := filepath.Join(fx.dir, ".claude", "skills", "pdf")
	for _, p := range []string{root, target} {
		if _, err := os.Stat(p); err != nil {
			t.Fatalf("fixture: %v", err)
		}
	}
	revoked, res, err := fx.open(true).Revoke(context.Background(), []string{"pdf"})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(revoked, []string{"pdf"}) || res == nil || !res.RootChanged {
		t.Errorf("Revoke reports %v revoked, result %+v; want pdf, the root changed", revoked, res)
	}
	for _, p := range []string{root, target} {
		if _, err := os.Lstat(p); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("%s still exists after revoke", p)
		}
	}
}
