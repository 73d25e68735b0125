package project

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/store"
	"github.com/skillpin/skillpin/internal/testfs"
)

func (fx *fixture) view() *View {
	fx.t.Helper()
	v, err := OpenView(ViewRoot{Dir: fx.dir, Project: true, Env: fx.envOf(true), Scope: "project"})
	if err != nil {
		fx.t.Fatal(err)
	}
	fx.t.Cleanup(v.Close)
	return v
}

// A locked skill that is not approved is read from the store for review,
// checked against the lock; it never joins the view's names.
func TestPendingRead(t *testing.T) {
	fx := newFixture(t)
	fx.twoSkills()
	fx.add(AddRequest{Spec: fx.up.FileURL() + "@v1", All: true})
	if _, err := fx.open(false).Approve(context.Background(), mustPreview(t, fx.open(true), "xlsx"), "me"); err != nil {
		t.Fatal(err)
	}
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
	entry := st.Path(fx.open(true).Lock().Skill("pdf").Digest)
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
	if err := st.Remove(fx.open(true).Lock().Skill("pdf").Digest); err != nil {
		t.Fatal(err)
	}
	if _, err := fx.view().Pending("pdf"); !errors.As(err, &r) || !strings.Contains(r.Reason, "skillpin install") {
		t.Errorf("Pending of an unstored skill = %v", err)
	}
	// --root views have no pending skills.
	plain, err := OpenView(ViewRoot{Dir: testfs.TempDir(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer plain.Close()
	if _, err := plain.Pending("pdf"); !errors.Is(err, ErrNotProjectView) {
		t.Errorf("Pending on a --root view = %v", err)
	}
}

func mustPreview(t *testing.T, p *Project, names ...string) []ApprovalPreview {
	t.Helper()
	pv, err := p.PreviewApproval(context.Background(), names, false)
	if err != nil {
		t.Fatal(err)
	}
	return pv
}

// Init writes the targets of the harnesses it finds, the defaults when it
// finds none, what it is given, or none; and Reach tells whether agents
// can see the skills.
func TestInitTargets(t *testing.T) {
	tests := []struct {
		name  string
		files []string
		req   InitRequest
		how   string
		want  string // the targets line
	}{
		{"none found", nil, InitRequest{}, TargetsDefault, `targets = [".agents/skills", ".claude/skills"]`},
		{"claude", []string{"CLAUDE.md"}, InitRequest{}, TargetsDetected, `targets = [".claude/skills"]`},
		{"given", []string{"CLAUDE.md"}, InitRequest{Targets: []string{"skills-out/"}}, TargetsGiven, `targets = ["skills-out"]`},
		{"no targets", []string{"CLAUDE.md"}, InitRequest{NoTargets: true}, TargetsNone, `# targets = [`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := testfs.TempDir(t)
			for _, f := range tt.files {
				os.WriteFile(filepath.Join(dir, f), []byte("x"), 0o644)
			}
			res, err := Init(dir, tt.req)
			if err != nil {
				t.Fatal(err)
			}
			data, _ := os.ReadFile(filepath.Join(dir, ManifestFile))
			if res.How != tt.how || !strings.Contains(string(data), "\n"+tt.want) {
				t.Errorf("Init: how %s, manifest:\n%s\nwant %s, %s", res.How, data, tt.how, tt.want)
			}
			st, err := LoadState(dir)
			if err != nil {
				t.Fatal(err)
			}
			if got := st.Reach().Visible(); got != (tt.how != TargetsNone) {
				t.Errorf("Reach().Visible() = %v", got)
			}
		})
	}
	// A harness directory linked to the trusted root gets no target, and
	// it makes the skills visible.
	dir := testfs.TempDir(t)
	os.MkdirAll(filepath.Join(dir, ".claude"), 0o755)
	if err := os.Symlink("../.skillpin/root", filepath.Join(dir, ".claude", "skills")); err != nil {
		t.Fatal(err)
	}
	res, err := Init(dir, InitRequest{})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Targets) != 0 || !slices.Equal(res.Linked, []string{".claude/skills"}) {
		t.Errorf("linked .claude/skills: targets %v, linked %v", res.Targets, res.Linked)
	}
	if st, _ := LoadState(dir); !st.Reach().Visible() {
		t.Error("a linked harness directory does not count as visible")
	}
	// Bad input changes nothing.
	for _, req := range []InitRequest{{Targets: []string{"/etc/skills"}}, {Targets: []string{".skillpin/x"}}, {Targets: []string{"a", "a/b"}}, {Targets: []string{"a"}, NoTargets: true}} {
		d := testfs.TempDir(t)
		if _, err := Init(d, req); err == nil || !strings.Contains(err.Error(), "targets") {
			t.Errorf("Init(%+v) = %v, want a refusal naming --targets", req, err)
		}
		if _, err := os.Stat(filepath.Join(d, ManifestFile)); err == nil {
			t.Errorf("Init(%+v) wrote skills.toml", req)
		}
	}
}
