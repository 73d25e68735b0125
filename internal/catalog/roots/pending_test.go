package roots

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/install/store"
	"github.com/skillpin/skillpin/internal/project"
	"github.com/skillpin/skillpin/internal/testfs"
)

func (fx *fixture) view() *View {
	fx.t.Helper()
	v, err := Open(Root{Dir: fx.dir, Project: true, Env: fx.where(), Scope: "project"})
	if err != nil {
		fx.t.Fatal(err)
	}
	fx.t.Cleanup(v.Close)
	return v
}

// A locked skill that is not approved is read from the store for review,
// checked against the lock; it never joins the view's names.
func TestPendingRead(t *testing.T) {
	t.Parallel()
	fx := newFixture(t)
	fx.twoSkills()
	fx.add(project.AddRequest{Spec: fx.up.FileURL() + "@v1", All: true})
	fx.approve("xlsx")
	v := fx.view()
	if slices.Contains(v.Names(), "pdf") {
		t.Fatalf("a pending skill is in the view: %v", v.Names())
	}
	if h, ok := v.Held("pdf"); !ok || h.Trust.Approval != "pending" {
		t.Errorf("Held(pdf) = %+v, %v", h, ok)
	}
	if _, ok := v.Held("xlsx"); ok {
		t.Error("an approved skill is held")
	}
	sk, err := v.Pending("pdf")
	if err != nil {
		t.Fatal(err)
	}
	if sk.Doc.Frontmatter.Name != "pdf" || !strings.Contains(sk.Doc.Body, "Do the thing.") {
		t.Errorf("pending pdf read as %+v", sk.Doc)
	}
	f, _ := sk.Files.Lookup("scripts/extract.sh")
	if data, err := sk.ReadFile(f); err != nil || string(data) != "#!/bin/sh\necho extract\n" {
		t.Errorf("ReadFile = %q, %v", data, err)
	}
	var nh *NotHeldError
	if _, err := v.Pending("xlsx"); !errors.As(err, &nh) {
		t.Errorf("Pending of an approved skill = %v, want NotHeldError", err)
	}
	if _, err := v.Pending("nope"); !errors.Is(err, ErrNoSkill) {
		t.Errorf("Pending of an unknown skill = %v", err)
	}

	// A store entry that no longer matches the lock is refused.
	st := &store.Store{Dir: filepath.Join(fx.cache, "store")}
	entry := st.Path(fx.open(true).State().Lock().Skill("pdf").Digest)
	planted := filepath.Join(entry, "references", "spec.md")
	os.Chmod(filepath.Dir(planted), 0o755)
	os.Chmod(planted, 0o644)
	if err := os.WriteFile(planted, []byte("changed\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var r *Refusal
	if _, err := fx.view().Pending("pdf"); !errors.As(err, &r) || !r.Integrity || !strings.Contains(r.Reason, "install --repair") {
		t.Errorf("Pending of a tampered entry = %v", err)
	}
	// A skill whose content is not stored says how to get it.
	if err := st.Remove(fx.open(true).State().Lock().Skill("pdf").Digest); err != nil {
		t.Fatal(err)
	}
	if _, err := fx.view().Pending("pdf"); !errors.As(err, &r) || !strings.Contains(r.Reason, "skillpin install") {
		t.Errorf("Pending of an unstored skill = %v", err)
	}
	// --root views have no pending skills.
	plain, err := Open(Root{Dir: testfs.TempDir(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer plain.Close()
	if _, err := plain.Pending("pdf"); !errors.Is(err, ErrNotProjectView) {
		t.Errorf("Pending on a --root view = %v", err)
	}
}
