package state

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/approvals"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/lock/tomlfile"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/ui/hint"
)

const (
	commitA = "0123456789abcdef0123456789abcdef01234567"
	// upSource is a source of skills.toml; a test appends its own keys.
	upSource = "[[source]]\nname = \"up\"\nurl = \"https://git.example/up\"\nref = \"v1\"\nskills = [\"pdf\", \"xlsx\"]\n"
)

// lockedSkill is a locked skill of source up whose one file is body.
func lockedSkill(name, body string) lock.LockedSkill {
	files := catalog.FileSet{{Path: "SKILL.md", Size: int64(len(body)), Digest: catalog.DigestBytes([]byte(body))}}
	return lock.LockedSkill{Name: name, Source: "up", Path: "skills/" + name, Digest: files.Digest(), Files: files}
}

// project writes a project: skills.toml is manifest, skills.lock locks
// skills (none: no lock), and the approvals approve approved.
func project(t *testing.T, manifest string, skills []lock.LockedSkill, approved ...lock.LockedSkill) layout.Layout {
	t.Helper()
	dir := testfs.TempDir(t)
	lay := layout.ProjectLayout(dir)
	if err := os.WriteFile(filepath.Join(dir, ManifestFile), []byte(manifest), 0o644); err != nil {
		t.Fatal(err)
	}
	if skills != nil {
		l := &lock.Lock{Version: 1, Sources: []lock.LockedSource{{Name: "up", URL: "https://git.example/up", Ref: "v1", Kind: "tag", Commit: commitA}}, Skills: skills}
		if err := lock.SaveLock(filepath.Join(dir, LockFile), l); err != nil {
			t.Fatal(err)
		}
	}
	if len(approved) > 0 {
		a := &approvals.Set{}
		for _, sk := range approved {
			a.Put(approvals.Approval{Name: sk.Name, Source: "https://git.example/up", Digest: sk.Digest, By: "alice@example.com", At: "2026-01-02T03:04:05Z"})
		}
		if err := os.MkdirAll(filepath.Dir(lay.ApprovalsPath()), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := a.Save(lay.ApprovalsPath()); err != nil {
			t.Fatal(err)
		}
	}
	return lay
}

// env is a cache of the test's own and an empty environment: no machine
// or user policy applies.
func env(t *testing.T) Env {
	none := filepath.Join(testfs.TempDir(t), "none")
	e := Env{Cache: testfs.TempDir(t), Getenv: func(k string) string {
		switch k {
		case MachinePolicyEnv:
			return none
		case "HOME":
			return none
		}
		return ""
	}}
	e.Git = newTestGit(e.Cache, e.Getenv)
	return e
}

func load(t *testing.T, lay layout.Layout, e Env, opts Options) *State {
	t.Helper()
	st, err := Load(lay, e, opts)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

func codes(ps []Problem) []ProblemCode {
	var out []ProblemCode
	for _, p := range ps {
		out = append(out, p.Code)
	}
	return out
}

// The one trust decision, one rule per row: an approval holds for exactly
// the digest it names; the stand-ins for an approval never stand in for
// a signature the source's policy requires.
func TestTrust(t *testing.T) {
	pdf := lockedSkill("pdf", "---\nname: pdf\ndescription: PDFs.\n---\n")
	changed := lockedSkill("pdf", "---\nname: pdf\ndescription: PDFs, changed.\n---\n")
	tests := []struct {
		name     string
		manifest string
		locked   lock.LockedSkill
		approved []lock.LockedSkill
		want     approvals.ApprovalState
		policy   string
		problems []ProblemCode
	}{
		{"approved for this digest", upSource, pdf, []lock.LockedSkill{pdf}, approvals.Approved, "required", nil},
		{"never approved", upSource, pdf, nil, approvals.Pending, "required", []ProblemCode{ProblemApprovalPending}},
		{"approved for other content", upSource, changed, []lock.LockedSkill{pdf}, approvals.Revoked, "required", []ProblemCode{ProblemApprovalRevoked}},
		{"the lock is the approval", "[settings]\napproval = \"lock\"\n\n" + upSource, pdf, nil, approvals.Approved, "lock", nil},
		{"a trusted source", upSource + "trusted = true\n", pdf, nil, approvals.Approved, "trusted-source", nil},
		// A trusted source is trusted to publish, not excused from the
		// signature its policy requires.
		{"a trusted source missing its required signature", upSource + "trusted = true\n[source.signature]\nkey = \"up.pub\"\n", pdf, nil, approvals.Approved, "trusted-source", []ProblemCode{ProblemSignature}},
		{"approval = lock missing a required signature", "[settings]\napproval = \"lock\"\n\n" + upSource + "[source.signature]\nkey = \"up.pub\"\n", pdf, nil, approvals.Approved, "lock", []ProblemCode{ProblemSignature}},
		// A record in the lock is a claim until verified in this cache.
		{"an unverified signature record", upSource + "trusted = true\n[source.signature]\nkey = \"up.pub\"\n", withSignature(pdf), nil, approvals.Approved, "trusted-source", []ProblemCode{ProblemSignature}},
		{"a signature record no policy asks for", upSource + "trusted = true\n", withSignature(pdf), nil, approvals.Approved, "trusted-source", []ProblemCode{ProblemSignature}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lay := project(t, tt.manifest, []lock.LockedSkill{tt.locked}, tt.approved...)
			st := load(t, lay, env(t), Options{})
			tr := st.Trust(st.Lock().Skill("pdf"))
			if tr.Approval != tt.want || tr.Policy != tt.policy {
				t.Errorf("approval %s by %q, want %s by %q (%s)", tr.Approval, tr.Policy, tt.want, tt.policy, tr.Note)
			}
			if got := codes(tr.Problems); !slices.Equal(got, tt.problems) {
				t.Errorf("problems %v, want %v: %s", got, tt.problems, ProblemsText(tr.Problems, st.Scope()))
			}
			if tr.OK() != (len(tt.problems) == 0) {
				t.Errorf("OK() = %v with problems %v", tr.OK(), tr.Problems)
			}
			if len(tt.approved) > 0 && tr.Approval == approvals.Approved && tr.Note != "approved by alice@example.com at 2026-01-02T03:04:05Z" {
				t.Errorf("note %q", tr.Note)
			}
		})
	}
}

func withSignature(sk lock.LockedSkill) lock.LockedSkill {
	sk.Signature = &lock.LockedSignature{Bundle: catalog.DigestBytes([]byte("bundle")), Key: catalog.DigestBytes([]byte("key"))}
	return sk
}

// A State never changes once loaded: deriving one leaves the original as
// it was, so a reader holding it keeps one consistent moment.
func TestDerivedStatesLeaveTheirOriginAlone(t *testing.T) {
	pdf := lockedSkill("pdf", "---\nname: pdf\ndescription: PDFs.\n---\n")
	xlsx := lockedSkill("xlsx", "---\nname: xlsx\ndescription: Sheets.\n---\n")
	lay := project(t, upSource, []lock.LockedSkill{pdf, xlsx}, pdf)
	st := load(t, lay, env(t), Options{})
	lockBefore, manifestBefore, approvalsBefore := st.Lock(), st.Manifest(), st.Approvals()

	fewer := *st.Lock()
	fewer.Skills = fewer.Skills[:1]
	a := st.Approvals().Clone()
	a.Put(approvals.Approval{Name: "xlsx", Digest: xlsx.Digest, By: "bob@example.com", At: "2026-01-02T03:04:05Z"})
	a.Delete("pdf")
	edited := []byte("# edited\n" + upSource)
	m, err := manifest.ParseManifest(edited, ManifestFile)
	if err != nil {
		t.Fatal(err)
	}
	derived := st.WithLock(&fewer).WithApprovals(a).WithManifest(edited, m)

	if st.Lock() != lockBefore || len(st.Lock().Skills) != 2 || st.Manifest() != manifestBefore || st.Approvals() != approvalsBefore {
		t.Fatal("deriving a State changed the one it was derived from")
	}
	if st.LockData() == nil || derived.LockData() != nil {
		t.Error("a derived lock kept the bytes of the lock it replaced")
	}
	if got := st.Trust(st.Lock().Skill("pdf")).Approval; got != approvals.Approved {
		t.Errorf("the original's pdf is %s after a derived State dropped its approval", got)
	}
	if got := derived.Trust(derived.Lock().Skill("pdf")).Approval; got != approvals.Pending {
		t.Errorf("the derived pdf is %s, want pending", got)
	}
	if derived.Lock().Skill("xlsx") != nil || derived.Manifest() != m || string(derived.ManifestData()) != string(edited) {
		t.Error("the derived State does not hold what it was given")
	}
	if _, ok := st.Approvals().Get("xlsx"); ok {
		t.Error("an approval put into a clone reached the State the clone came from")
	}
}

// Load reuses the parse of a file whose bytes did not change since Prev
// read it, and parses a changed file again.
func TestLoadReusesUnchangedParses(t *testing.T) {
	pdf := lockedSkill("pdf", "---\nname: pdf\ndescription: PDFs.\n---\n")
	lay := project(t, upSource, []lock.LockedSkill{pdf})
	e := env(t)
	first := load(t, lay, e, Options{})
	again := load(t, lay, e, Options{Prev: first})
	if again.Manifest() != first.Manifest() || again.Lock() != first.Lock() {
		t.Error("unchanged files were parsed again")
	}
	if err := os.WriteFile(filepath.Join(lay.Config, ManifestFile), []byte("# changed\n"+upSource), 0o644); err != nil {
		t.Fatal(err)
	}
	changed := load(t, lay, e, Options{Prev: first})
	if changed.Manifest() == first.Manifest() {
		t.Error("a changed skills.toml was not parsed again")
	}
	if changed.Lock() != first.Lock() {
		t.Error("the unchanged skills.lock was parsed again")
	}
}

// A skills.lock that does not parse fails the load, unless the caller
// keeps the error to report it (verify) or replaces the lock (relock).
func TestLoadKeepsLockError(t *testing.T) {
	lay := project(t, upSource, nil)
	if err := os.WriteFile(filepath.Join(lay.Config, LockFile), []byte("version = 1\n<<<<<<< HEAD\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var pe *tomlfile.ParseError
	if _, err := Load(lay, env(t), Options{}); !errors.As(err, &pe) {
		t.Fatalf("Load of a conflicted lock = %v, want a parse error", err)
	}
	st := load(t, lay, env(t), Options{KeepLockErr: true})
	if st.Lock() != nil || !errors.As(st.LockErr(), &pe) {
		t.Fatalf("KeepLockErr: lock %v, error %v; want no lock and the parse error", st.Lock(), st.LockErr())
	}
	if st.WithLock(&lock.Lock{Version: 1}).LockErr() != nil {
		t.Error("a State given a new lock still reports the old one's error")
	}
}

// Without skills.toml there is no project: bad input naming init.
func TestLoadWithoutManifest(t *testing.T) {
	var nm *NoManifestError
	if _, err := Load(layout.ProjectLayout(testfs.TempDir(t)), Env{}, Options{}); !errors.As(err, &nm) {
		t.Fatalf("Load without skills.toml = %v, want a NoManifestError", err)
	}
}

// Loaded without a cache, a State has its files only: no signature record
// counts as verified.
func TestLoadWithoutCacheVerifiesNoSignature(t *testing.T) {
	pdf := withSignature(lockedSkill("pdf", "---\nname: pdf\ndescription: PDFs.\n---\n"))
	lay := project(t, upSource+"trusted = true\n[source.signature]\nkey = \"up.pub\"\n", []lock.LockedSkill{pdf})
	st := load(t, lay, Env{}, Options{})
	if st.Verdicts() != nil {
		t.Fatal("a State loaded without a cache has signature verdicts")
	}
	if got := codes(st.Trust(st.Lock().Skill("pdf")).Problems); !slices.Equal(got, []ProblemCode{ProblemSignature}) {
		t.Errorf("problems %v, want the signature's", got)
	}
}

// What the trust decision says, for people and for tools: the revoked
// approval's digest, who signed, and the command that fixes each problem.
func TestTrustExplains(t *testing.T) {
	pdf := lockedSkill("pdf", "---\nname: pdf\ndescription: PDFs.\n---\n")
	changed := lockedSkill("pdf", "---\nname: pdf\ndescription: PDFs, changed.\n---\n")

	lay := project(t, upSource, []lock.LockedSkill{changed}, pdf)
	st := load(t, lay, env(t), Options{})
	tr := st.Trust(st.Lock().Skill("pdf"))
	if want := "revoked: content changed since approved sha256:" + strings.TrimPrefix(pdf.Digest, "sha256:")[:12]; tr.Note != want {
		t.Errorf("note %q, want %q", tr.Note, want)
	}
	if fix := tr.Problems[0].Fix.Line(hint.Project); fix != "skillpin approve pdf" {
		t.Errorf("fix %q", fix)
	}

	// An approval carrying a signature says who signed; a policy that
	// requires signed approvals names the command that signs one.
	a := st.Approvals().Clone()
	ap, _ := a.Get("pdf")
	ap.Digest = changed.Digest
	ap.Signatures = []approvals.Signature{{By: "carol@example.com", Key: "ssh-ed25519 AAAA", Sig: "-----BEGIN SSH SIGNATURE-----"}}
	a.Put(ap)
	signed := st.WithApprovals(a)
	if tr := signed.Trust(signed.Lock().Skill("pdf")); !strings.HasSuffix(tr.Note, "; signed by carol@example.com") {
		t.Errorf("note of a signed approval %q", tr.Note)
	}
	write(t, lay.Config, "skills-policy.toml", "[approval]\nsigned = true\nallowed_signers = \"allowed_signers\"\n")
	write(t, lay.Config, "allowed_signers", "")
	st = load(t, lay, env(t), Options{})
	a = st.Approvals().Clone()
	ap.Signatures = nil
	a.Put(ap)
	unsigned := st.WithApprovals(a)
	tr = unsigned.Trust(unsigned.Lock().Skill("pdf"))
	if len(tr.Problems) != 1 || tr.Problems[0].Code != ProblemApprovalUnsigned || tr.Problems[0].Fix.Line(hint.Project) != "skillpin approve --sign pdf" {
		t.Errorf("an unsigned approval under signed = true: %+v", tr.Problems)
	}
}

// A signature problem names what to run: update for a lock that records
// no signature, nothing for a policy that cannot be loaded (its message
// names the source).
func TestSignatureProblems(t *testing.T) {
	pdf := lockedSkill("pdf", "---\nname: pdf\ndescription: PDFs.\n---\n")
	signed := upSource + "trusted = true\n[source.signature]\nkey = \"up.pub\"\n"
	for _, tt := range []struct {
		name    string
		locked  lock.LockedSkill
		fix     string
		message string
	}{
		{"no record", pdf, "skillpin update pdf", `source "up" requires a signature and the lock records none`},
		{"policy key missing", withSignature(pdf), "", `source "up" signature policy`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			lay := project(t, signed, []lock.LockedSkill{tt.locked})
			st := load(t, lay, env(t), Options{})
			tr := st.Trust(st.Lock().Skill("pdf"))
			if len(tr.Problems) != 1 {
				t.Fatalf("problems %+v", tr.Problems)
			}
			pr := tr.Problems[0]
			fix := ""
			if !pr.Fix.IsZero() {
				fix = pr.Fix.Line(hint.Project)
			}
			if pr.Code != ProblemSignature || fix != tt.fix || !strings.Contains(pr.Message.String(), tt.message) {
				t.Errorf("problem %s %q fix %q; want fix %q, a message with %q", pr.Code, pr.Message.String(), fix, tt.fix, tt.message)
			}
		})
	}
}

// A cache without the reader of its git objects is refused: the policy's
// source rules judge URLs in the form the reader gives, and a state that
// judged raw URLs would let a denied source through.
func TestLoadRefusesACacheWithoutGit(t *testing.T) {
	lay := layout.ProjectLayout(testfs.TempDir(t))
	write(t, lay.Config, ManifestFile, "")
	e := env(t)
	e.Git = nil
	if _, err := Load(lay, e, Options{}); err == nil || !strings.Contains(err.Error(), "no git reader") {
		t.Fatalf("Load without Git = %v, want a refusal", err)
	}
	e.Cache = ""
	if _, err := Load(lay, e, Options{}); err != nil {
		t.Errorf("Load of the files alone = %v, want no need of a reader", err)
	}
}
