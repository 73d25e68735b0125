package project

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/skillpin/skillpin/internal/fetch/gittest"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/resolve"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/verify"
	"github.com/skillpin/skillpin/internal/verify/signature/sigstore"
	"github.com/skillpin/skillpin/internal/verify/state"
)

// fixture is a project dir, a private cache and an upstream repository.
type fixture struct {
	t     *testing.T
	dir   string
	cache string
	home  string
	up    *gittest.Repo
	env   map[string]string
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	fx := &fixture{t: t, dir: testfs.TempDir(t), cache: testfs.TempDir(t), home: testfs.TempDir(t), up: gittest.NewRepo(t)}
	fx.env = map[string]string{"SKILLPIN_CACHE": fx.cache, "HOME": fx.home, "GIT_CONFIG_GLOBAL": os.DevNull, "GIT_CONFIG_NOSYSTEM": "1", "GIT_TERMINAL_PROMPT": "0", state.MachinePolicyEnv: filepath.Join(fx.home, "no-machine-policy.toml")}
	if _, err := Init(fx.dir, InitRequest{NoTargets: true}); err != nil {
		t.Fatal(err)
	}
	return fx
}

func skillMD(name, desc string) string {
	return testfs.SkillMD(name, desc, "allowed-tools: Read Grep\n", "# "+name+"\n\nDo the thing.\n")
}

// twoSkills commits two skills upstream and tags v1.
func (fx *fixture) twoSkills() string {
	fx.up.WriteFile("skills/pdf/SKILL.md", skillMD("pdf", "Work with PDF files."))
	fx.up.WriteExec("skills/pdf/scripts/extract.sh", "#!/bin/sh\necho extract\n")
	fx.up.WriteFile("skills/pdf/references/spec.md", "spec\n")
	fx.up.WriteFile("skills/xlsx/SKILL.md", skillMD("xlsx", "Work with spreadsheets."))
	fx.up.WriteFile("README.md", "not a skill\n")
	c := fx.up.Commit("two skills")
	fx.up.Tag("v1")
	return c
}

func (fx *fixture) envOf(offline bool) Env {
	return Env{
		Dir:     fx.dir,
		Getenv:  func(k string) string { return fx.env[k] },
		Offline: offline,
		Now:     func() time.Time { return time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC) },
		Command: "test",
		// The command's verifier: the signature tests verify real bundles.
		Sigstore: sigstore.Backend{},
	}
}

func (fx *fixture) open(offline bool) *Project {
	fx.t.Helper()
	p, err := Open(fx.envOf(offline))
	if err != nil {
		fx.t.Fatalf("Open: %v", err)
	}
	return p
}

func (fx *fixture) add(req AddRequest) *AddResult {
	fx.t.Helper()
	res, err := fx.open(false).Add(context.Background(), req)
	if err != nil {
		fx.t.Fatalf("Add(%+v): %v", req, err)
	}
	return res
}

func (fx *fixture) read(rel string) string {
	fx.t.Helper()
	b, err := os.ReadFile(filepath.Join(fx.dir, rel))
	if err != nil {
		fx.t.Fatal(err)
	}
	return string(b)
}

func (fx *fixture) rootHas(name string) bool {
	_, err := os.Stat(filepath.Join(fx.dir, ".skillpin", "root", name, "SKILL.md"))
	return err == nil
}

func (fx *fixture) state(name string) SkillState {
	fx.t.Helper()
	rep, err := fx.open(true).StatusReport()
	if err != nil {
		fx.t.Fatal(err)
	}
	for _, s := range rep.Skills {
		if s.Name == name {
			return s
		}
	}
	fx.t.Fatalf("no state for %s in %+v", name, rep.Skills)
	return SkillState{}
}

func sha256Hex(s string) string {
	sum := sha256.Sum256([]byte(s))
	return "sha256:" + hex.EncodeToString(sum[:])
}

func TestAddLocksDigestsOfThePinnedCommit(t *testing.T) {
	t.Parallel()
	fx := newFixture(t)
	commit := fx.twoSkills()
	res := fx.add(AddRequest{Spec: fx.up.FileURL() + "@v1", Skills: []string{"pdf"}, Name: "up"})
	if len(res.Added) != 1 || res.Added[0].Name != "pdf" {
		t.Fatalf("added %+v, want pdf", res.Added)
	}
	l, err := lock.LoadLock(filepath.Join(fx.dir, LockFile))
	if err != nil {
		t.Fatal(err)
	}
	if got := l.Source("up"); got == nil || got.Commit != commit || got.Kind != "tag" || got.Ref != "v1" {
		t.Fatalf("locked source = %+v, want tag v1 at %s", got, commit)
	}
	sk := l.Skill("pdf")
	want := map[string]string{
		"SKILL.md":           sha256Hex(skillMD("pdf", "Work with PDF files.")),
		"scripts/extract.sh": sha256Hex("#!/bin/sh\necho extract\n"),
		"references/spec.md": sha256Hex("spec\n"),
	}
	if len(sk.Files) != len(want) {
		t.Fatalf("files = %+v", sk.Files)
	}
	for _, f := range sk.Files {
		if want[f.Path] != f.Digest {
			t.Errorf("%s digest %s, want %s", f.Path, f.Digest, want[f.Path])
		}
		if f.Exec != (f.Path == "scripts/extract.sh") {
			t.Errorf("%s exec = %v", f.Path, f.Exec)
		}
	}
	if sk.Path != "skills/pdf" || strings.Join(sk.AllowedTools, ",") != "Read,Grep" {
		t.Errorf("skill = %+v", sk)
	}
	if !strings.Contains(fx.read(ManifestFile), `skills = ["pdf"]`) {
		t.Errorf("manifest does not select pdf:\n%s", fx.read(ManifestFile))
	}
	// Approval is required by default: locked and stored, not yet in the root.
	if fx.rootHas("pdf") {
		t.Fatal("unapproved skill is in the trusted root")
	}
	if st := fx.state("pdf"); st.Approval != "pending" || st.Store != "ok" || st.InRoot {
		t.Fatalf("state = %+v, want pending, stored, not in root", st)
	}
}

func TestAddIsIdempotentAndDeterministic(t *testing.T) {
	t.Parallel()
	fx := newFixture(t)
	fx.twoSkills()
	fx.add(AddRequest{Spec: fx.up.FileURL() + "@v1", All: true, Name: "up"})
	lock1, man1 := fx.read(LockFile), fx.read(ManifestFile)
	fx.add(AddRequest{Spec: fx.up.FileURL() + "@v1", All: true, Name: "up"})
	if fx.read(LockFile) != lock1 || fx.read(ManifestFile) != man1 {
		t.Fatal("re-running add changed skills.lock or skills.toml")
	}
	res, err := fx.open(false).Update(context.Background(), UpdateRequest{})
	if err != nil {
		t.Fatal(err)
	}
	if !res.Changes.Empty() || res.LockChanged || fx.read(LockFile) != lock1 {
		t.Fatalf("update with nothing upstream changed: %+v", res.Changes)
	}
}

func TestApprovalIsBoundToContent(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name   string
		change func(r *gittest.Repo)
		want   string
	}{
		{"file modified", func(r *gittest.Repo) { r.WriteFile("skills/pdf/references/spec.md", "spec v2\n") }, "modified references/spec.md"},
		{"file added", func(r *gittest.Repo) { r.WriteFile("skills/pdf/new.md", "new\n") }, "added new.md"},
		{"file removed", func(r *gittest.Repo) { r.Remove("skills/pdf/references/spec.md") }, "removed references/spec.md"},
		{"exec bit only", func(r *gittest.Repo) { r.Git("update-index", "--chmod=-x", "skills/pdf/scripts/extract.sh") }, "exec bit changed on scripts/extract.sh"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			fx := newFixture(t)
			fx.twoSkills()
			fx.add(AddRequest{Spec: fx.up.FileURL() + "@main", Skills: []string{"pdf"}, Name: "up", Approve: true, By: "tester"})
			if !fx.rootHas("pdf") {
				t.Fatal("approved skill missing from the root")
			}
			tc.change(fx.up)
			if tc.name == "exec bit only" {
				fx.up.Git("commit", "-q", "-m", "chmod")
			} else {
				fx.up.Commit(tc.name)
			}
			if _, err := fx.open(false).Update(context.Background(), UpdateRequest{}); err != nil {
				t.Fatal(err)
			}
			st := fx.state("pdf")
			if st.Approval != "revoked" || st.InRoot || fx.rootHas("pdf") {
				t.Fatalf("after upstream change: %+v; root has pdf = %v", st, fx.rootHas("pdf"))
			}
			if !strings.Contains(st.ApprovalNote, tc.want) {
				t.Errorf("approval note %q lacks %q", st.ApprovalNote, tc.want)
			}
			p := fx.open(true)
			pv, err := p.PreviewApproval(context.Background(), []string{"pdf"}, false, "")
			if err != nil {
				t.Fatal(err)
			}
			if _, err := p.Approve(context.Background(), pv, "tester", nil); err != nil {
				t.Fatal(err)
			}
			if !fx.rootHas("pdf") {
				t.Fatal("re-approved skill missing from the root")
			}
		})
	}
}

func TestApprovalKeptWhenNothingChanges(t *testing.T) {
	t.Parallel()
	fx := newFixture(t)
	fx.twoSkills()
	fx.add(AddRequest{Spec: fx.up.FileURL() + "@main", Skills: []string{"pdf"}, Name: "up", Approve: true, By: "tester"})
	fx.up.WriteFile("skills/xlsx/other.md", "unrelated change\n")
	fx.up.Commit("change another skill")
	if _, err := fx.open(false).Update(context.Background(), UpdateRequest{}); err != nil {
		t.Fatal(err)
	}
	if st := fx.state("pdf"); st.Approval != "approved" || !st.InRoot {
		t.Fatalf("state = %+v, want approved and in root", st)
	}
}

func TestFrozenMismatchFails(t *testing.T) {
	t.Parallel()
	fx := newFixture(t)
	fx.twoSkills()
	fx.add(AddRequest{Spec: fx.up.FileURL() + "@v1", Skills: []string{"pdf"}, Name: "up"})
	man := strings.Replace(fx.read(ManifestFile), `skills = ["pdf"]`, `skills = ["pdf", "xlsx"]`, 1)
	if err := os.WriteFile(filepath.Join(fx.dir, ManifestFile), []byte(man), 0o644); err != nil {
		t.Fatal(err)
	}
	before := fx.read(LockFile)
	_, err := fx.open(false).Install(context.Background(), InstallOptions{Frozen: true})
	var fe *FrozenError
	if !errors.As(err, &fe) || !errors.Is(err, errkind.CheckFailed) || !strings.Contains(err.Error(), "xlsx") {
		t.Fatalf("Install --frozen = %v, want FrozenError naming xlsx", err)
	}
	if fx.read(LockFile) != before {
		t.Fatal("--frozen changed the lock")
	}
	// Without --frozen the drift is resolved.
	if _, err := fx.open(false).Install(context.Background(), InstallOptions{}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(fx.read(LockFile), `name = "xlsx"`) {
		t.Fatal("install did not lock the newly selected skill")
	}
}

func TestOfflineInstallWithEmptyCache(t *testing.T) {
	t.Parallel()
	fx := newFixture(t)
	fx.twoSkills()
	fx.add(AddRequest{Spec: fx.up.FileURL() + "@v1", Skills: []string{"pdf"}, Name: "up"})
	fx.env["SKILLPIN_CACHE"] = testfs.TempDir(t)
	_, err := fx.open(true).Install(context.Background(), InstallOptions{})
	if err == nil || !strings.Contains(err.Error(), "pdf") {
		t.Fatalf("offline install with an empty cache = %v, want an error naming the skill", err)
	}
	if !errors.Is(err, errkind.Unavailable) {
		t.Fatalf("exit code of %v, want 3", err)
	}
}

func TestSelectionErrors(t *testing.T) {
	t.Parallel()
	fx := newFixture(t)
	fx.twoSkills()
	fx.up.WriteFile("other/pdf/SKILL.md", skillMD("pdf", "A second pdf skill."))
	fx.up.Commit("duplicate name")
	p := fx.open(false)

	_, err := p.Add(context.Background(), AddRequest{Spec: fx.up.FileURL(), Name: "up"})
	var le *resolve.ListError
	if !errors.As(err, &le) || !errors.Is(err, errkind.Invalid) || !strings.Contains(err.Error(), "xlsx") {
		t.Fatalf("add of a multi-skill repo without --skill = %v, want a ListError", err)
	}
	_, err = p.Add(context.Background(), AddRequest{Spec: fx.up.FileURL(), Skills: []string{"pdf"}, Name: "up"})
	if err == nil || !strings.Contains(err.Error(), "other/pdf") || !strings.Contains(err.Error(), "skills/pdf") || !strings.Contains(err.Error(), "--path") {
		t.Fatalf("duplicate name = %v, want both paths and --path", err)
	}
	res, err := p.Add(context.Background(), AddRequest{Spec: fx.up.FileURL(), Paths: []string{"other/pdf"}, Name: "up"})
	if err != nil || res.Added[0].Path != "other/pdf" {
		t.Fatalf("add --path other/pdf = %+v, %v", res, err)
	}
	_, err = p.Add(context.Background(), AddRequest{Spec: fx.up.FileURL(), Skills: []string{"pfd"}, Name: "up"})
	if err == nil || !strings.Contains(err.Error(), `did you mean`) {
		t.Fatalf("typo = %v, want a suggestion", err)
	}
}

func TestSameNameFromTwoSources(t *testing.T) {
	t.Parallel()
	fx := newFixture(t)
	fx.twoSkills()
	other := gittest.NewRepo(t)
	other.WriteFile("SKILL.md", skillMD("pdf", "Another pdf."))
	other.Commit("one skill at the root")
	fx.add(AddRequest{Spec: fx.up.FileURL(), Skills: []string{"pdf"}, Name: "up"})
	before := fx.read(ManifestFile)
	_, err := fx.open(false).Add(context.Background(), AddRequest{Spec: other.FileURL(), Name: "other"})
	var nc *resolve.NameConflictError
	if !errors.As(err, &nc) || !strings.Contains(err.Error(), `"up"`) || !strings.Contains(err.Error(), `"other"`) {
		t.Fatalf("same name from two sources = %v, want a NameConflictError naming both", err)
	}
	if fx.read(ManifestFile) != before {
		t.Fatal("a refused add changed skills.toml")
	}
}

func TestRemoveTakesSkillOutOfRootAndTargets(t *testing.T) {
	t.Parallel()
	fx := newFixture(t)
	fx.twoSkills()
	man := strings.Replace(fx.read(ManifestFile), "[settings]", "[settings]\ntargets = [\".claude/skills\"]", 1)
	if !strings.Contains(man, ".claude/skills") {
		man = "[settings]\ntargets = [\".claude/skills\"]\n" + man
	}
	if err := os.WriteFile(filepath.Join(fx.dir, ManifestFile), []byte(man), 0o644); err != nil {
		t.Fatal(err)
	}
	own := filepath.Join(fx.dir, ".claude", "skills", "mine")
	if err := os.MkdirAll(own, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(own, "SKILL.md"), []byte(skillMD("mine", "The user's own.")), 0o644); err != nil {
		t.Fatal(err)
	}
	fx.add(AddRequest{Spec: fx.up.FileURL(), All: true, Name: "up", Approve: true, By: "tester"})
	for _, n := range []string{"pdf", "xlsx"} {
		if !fx.rootHas(n) {
			t.Fatalf("%s not in root", n)
		}
		if _, err := os.Stat(filepath.Join(fx.dir, ".claude", "skills", n, "SKILL.md")); err != nil {
			t.Fatalf("%s not in target: %v", n, err)
		}
	}
	res, err := fx.open(false).Remove(context.Background(), []string{"pdf"})
	if err != nil {
		t.Fatal(err)
	}
	if res == nil || !slices.Equal(res.Skills, []string{"pdf"}) || len(res.Sources) != 0 || !res.RootChanged {
		t.Errorf("Remove reports %+v; want pdf removed, no source, the root changed", res)
	}
	if fx.rootHas("pdf") || !fx.rootHas("xlsx") {
		t.Fatal("remove pdf: root wrong")
	}
	if _, err := os.Stat(filepath.Join(fx.dir, ".claude", "skills", "pdf")); !os.IsNotExist(err) {
		t.Fatalf("pdf still in target: %v", err)
	}
	if _, err := os.Stat(filepath.Join(own, "SKILL.md")); err != nil {
		t.Fatalf("the user's own skill did not survive: %v", err)
	}
	if strings.Contains(fx.read(LockFile), `name = "pdf"`) {
		t.Fatal("pdf still locked")
	}
	// skills = ["*"] cannot say "all but pdf": the rest is listed.
	if got := fx.open(true).State().Manifest().Source("up").Skills; !slices.Equal(got, []string{"xlsx"}) {
		t.Fatalf("source up selects %q after removing pdf from \"*\", want [xlsx]:\n%s", got, fx.read(ManifestFile))
	}
}

func TestTamperedStoreKeepsSkillOutOfRoot(t *testing.T) {
	t.Parallel()
	fx := newFixture(t)
	fx.twoSkills()
	res := fx.add(AddRequest{Spec: fx.up.FileURL(), Skills: []string{"pdf"}, Name: "up"})
	p := fx.open(true)
	store, err := p.openStore()
	if err != nil {
		t.Fatal(err)
	}
	f := filepath.Join(store.Path(res.Added[0].Digest), "references", "spec.md")
	_ = os.Chmod(filepath.Dir(f), 0o755)
	_ = os.Chmod(f, 0o644)
	if err := os.WriteFile(f, []byte("evil\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// Status is read-only: it reports the damage and why the skill stays out.
	st := fx.state("pdf")
	if st.InRoot || fx.rootHas("pdf") || st.Store != "tampered" || !strings.Contains(st.Reason, "references/spec.md") {
		t.Fatalf("tampered store: %+v", st)
	}
	// Approving publishes only after the damaged entry is fetched again.
	pv, err := p.PreviewApproval(context.Background(), []string{"pdf"}, false, "")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.Approve(context.Background(), pv, "tester", nil); err != nil {
		t.Fatal(err)
	}
	st = fx.state("pdf")
	if !st.InRoot || st.Store != "ok" {
		t.Fatalf("after repair: %+v", st)
	}
	got, err := os.ReadFile(filepath.Join(fx.dir, ".skillpin", "root", "pdf", "references", "spec.md"))
	if err != nil || string(got) != "spec\n" {
		t.Fatalf("root serves %q, %v; want the locked bytes", got, err)
	}
}

func TestVerifyFindsMovedTag(t *testing.T) {
	t.Parallel()
	fx := newFixture(t)
	fx.twoSkills()
	fx.add(AddRequest{Spec: fx.up.FileURL() + "@v1", Skills: []string{"pdf"}, Name: "up", Approve: true, By: "t"})
	p := fx.open(false)
	rep, err := p.Verify(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if !rep.OK() {
		t.Fatalf("clean project: %+v", rep.Findings)
	}
	fx.up.WriteFile("skills/pdf/references/spec.md", "moved\n")
	fx.up.Commit("new content")
	fx.up.Git("tag", "-f", "v1")
	rep, err = fx.open(false).Verify(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if rep.OK() || len(rep.Findings) == 0 || rep.Findings[0].Code != "TAG_MOVED" {
		t.Fatalf("moved tag: %+v", rep.Findings)
	}
	rep, err = fx.open(true).Verify(context.Background())
	if err != nil || !rep.OK() {
		t.Fatalf("offline verify on a warm cache: %+v, %v", rep, err)
	}
}

func TestSignaturePolicy(t *testing.T) {
	t.Parallel()
	fx := newFixture(t)
	fx.twoSkills()
	fx.add(AddRequest{Spec: fx.up.FileURL(), Skills: []string{"pdf"}, Name: "up", Approve: true, By: "t"})
	if !fx.rootHas("pdf") {
		t.Fatal("pdf not rooted before the policy")
	}
	keyPEM, pubPEM := testKeyPair(t)
	if err := os.WriteFile(filepath.Join(fx.dir, "publisher.pub"), pubPEM, 0o644); err != nil {
		t.Fatal(err)
	}
	man := fx.read(ManifestFile) + "\n[source.signature]\nkey = \"publisher.pub\"\n"
	if err := os.WriteFile(filepath.Join(fx.dir, ManifestFile), []byte(man), 0o644); err != nil {
		t.Fatal(err)
	}
	// A policy on an unsigned source: install refuses with SIGNATURE_MISSING.
	_, err := fx.open(false).Install(context.Background(), InstallOptions{})
	if err == nil || !strings.Contains(err.Error(), "SIGNATURE_MISSING") {
		t.Fatalf("install under a policy with an unsigned skill = %v, want SIGNATURE_MISSING", err)
	}
	// --frozen names the drift instead.
	_, err = fx.open(false).Install(context.Background(), InstallOptions{Frozen: true})
	if err == nil || !strings.Contains(err.Error(), "requires a signature") {
		t.Fatalf("install --frozen = %v", err)
	}
	// The publisher signs; install locks the signer and the skill stays rooted.
	signSkill(t, fx.up, "skills/pdf", "pdf", keyPEM)
	fx.up.Commit("sign pdf")
	if _, err := fx.open(false).Update(context.Background(), UpdateRequest{}); err != nil {
		t.Fatal(err)
	}
	l, err := lock.LoadLock(filepath.Join(fx.dir, LockFile))
	if err != nil {
		t.Fatal(err)
	}
	if sig := l.Skill("pdf").Signature; sig == nil || !strings.HasPrefix(sig.Key, "sha256:") {
		t.Fatalf("lock signature = %+v", sig)
	}
	if !fx.rootHas("pdf") {
		t.Fatal("signed, unchanged skill left the root")
	}
	rep, err := fx.open(false).Verify(context.Background())
	if err != nil || !rep.OK() {
		t.Fatalf("verify of a signed skill: %+v %v", rep, err)
	}
	// The publisher key changes: the locked signer no longer satisfies the policy.
	_, otherPub := testKeyPair(t)
	if err := os.WriteFile(filepath.Join(fx.dir, "publisher.pub"), otherPub, 0o644); err != nil {
		t.Fatal(err)
	}
	if st := fx.state("pdf"); st.InRoot || !strings.Contains(st.Reason, "SIGNER_MISMATCH") {
		t.Fatalf("state under another key = %+v", st)
	}
	rep, err = fx.open(false).Verify(context.Background())
	if err != nil || rep.OK() || !hasFinding(rep.Findings, "SIGNER_MISMATCH") {
		t.Fatalf("verify under another key: %+v %v", rep, err)
	}
}

func TestVerifyBranchAdvancedOrRewritten(t *testing.T) {
	t.Parallel()
	fx := newFixture(t)
	fx.twoSkills()
	base := fx.up.Head()
	fx.add(AddRequest{Spec: fx.up.FileURL() + "@main", Skills: []string{"pdf"}, Name: "up"})

	fx.up.WriteFile("skills/pdf/new.md", "forward\n")
	fx.up.Commit("forward")
	rep, err := fx.open(false).Verify(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if !rep.OK() || !hasFinding(rep.Findings, "REF_ADVANCED") {
		t.Fatalf("branch moved forward: %+v", rep.Findings)
	}

	fx.up.Git("reset", "-q", "--hard", base+"~0")
	fx.up.Git("commit", "-q", "--amend", "-m", "rewritten history")
	rep, err = fx.open(false).Verify(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if rep.OK() || !hasFinding(rep.Findings, "REF_REWRITTEN") {
		t.Fatalf("branch force-pushed: %+v", rep.Findings)
	}
}

func hasFinding(fs []verify.Finding, code string) bool {
	for _, f := range fs {
		if f.Code == code {
			return true
		}
	}
	return false
}

func TestAddRepoWithoutSkills(t *testing.T) {
	t.Parallel()
	fx := newFixture(t)
	fx.up.WriteFile("README.md", "no skills here\n")
	fx.up.Commit("empty")
	before := fx.read(ManifestFile)
	_, err := fx.open(false).Add(context.Background(), AddRequest{Spec: fx.up.FileURL(), Name: "up"})
	if err == nil || !strings.Contains(err.Error(), "holds no skills") || !errors.Is(err, errkind.Invalid) {
		t.Fatalf("add of a repository without skills = %v", err)
	}
	if fx.read(ManifestFile) != before {
		t.Fatal("refused add changed skills.toml")
	}
	if _, err := os.Stat(filepath.Join(fx.dir, LockFile)); !os.IsNotExist(err) {
		t.Fatalf("refused add wrote skills.lock: %v", err)
	}
}

// TestAddLocalRepoMatchesSha256sum adds from a local repository path and
// checks every locked digest against sha256sum of the file at the commit.
func TestAddLocalRepoMatchesSha256sum(t *testing.T) {
	t.Parallel()
	fx := newFixture(t)
	fx.twoSkills()
	rel, err := filepath.Rel(fx.dir, fx.up.Dir)
	if err != nil {
		t.Fatal(err)
	}
	fx.add(AddRequest{Spec: rel + "@v1", Skills: []string{"pdf"}, Name: "up"})
	l, err := lock.LoadLock(filepath.Join(fx.dir, LockFile))
	if err != nil {
		t.Fatal(err)
	}
	if got := l.Source("up"); !strings.HasPrefix(got.URL, "../") || got.Kind != "tag" {
		t.Fatalf("local repo source locked as %+v", got)
	}
	for _, f := range l.Skill("pdf").Files {
		content := fx.up.Git("show", "v1:skills/pdf/"+f.Path)
		// git show trims nothing but the Git helper trims the output's
		// trailing newline; every test file ends with one.
		if want := sha256Hex(content + "\n"); f.Digest != want {
			t.Errorf("%s: locked %s, sha256 of the file at v1 is %s", f.Path, f.Digest, want)
		}
	}
}

// TestChangeReadsTheFilesAgain: a project opened before another run
// changed skills.lock acts, under the lock, on the lock as that run left
// it. (The first change reuses Open's parse only for bytes that are
// unchanged.)
func TestChangeReadsTheFilesAgain(t *testing.T) {
	t.Parallel()
	fx := newFixture(t)
	fx.twoSkills()
	fx.add(AddRequest{Spec: fx.up.FileURL() + "@v1", Skills: []string{"pdf", "xlsx"}, Name: "up", Approve: true, By: "tester"})
	stale := fx.open(true) // reads the lock with both skills
	if _, err := fx.open(true).Remove(context.Background(), []string{"xlsx"}); err != nil {
		t.Fatal(err)
	}
	if _, err := stale.Install(context.Background(), InstallOptions{}); err != nil {
		t.Fatal(err)
	}
	if !fx.rootHas("pdf") || fx.rootHas("xlsx") {
		t.Errorf("install on a project opened before xlsx was removed: root has pdf %v, xlsx %v; want only pdf", fx.rootHas("pdf"), fx.rootHas("xlsx"))
	}
	if strings.Contains(fx.read("skills.lock"), "xlsx") {
		t.Error("the stale project wrote its old lock back")
	}
}
