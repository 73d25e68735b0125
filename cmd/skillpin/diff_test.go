package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/fetch/gittest"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/testfs"
)

const diffCommit = "0123456789abcdef0123456789abcdef01234567"

// diffSkill is a locked skill of source src with files (path -> content;
// a path ending in "*" is executable).
func diffSkill(name, src string, files map[string]string) lock.LockedSkill {
	var fs catalog.FileSet
	for p, c := range files {
		exec := strings.HasSuffix(p, "*")
		p = strings.TrimSuffix(p, "*")
		fs = append(fs, catalog.File{Path: p, Size: int64(len(c)), Digest: catalog.DigestBytes([]byte(c)), Exec: exec})
	}
	fs.Sort()
	return lock.LockedSkill{Name: name, Source: src, Path: "skills/" + name, Digest: fs.Digest(), Files: fs}
}

// diffLock locks skills from one tagged source called src.
func diffLock(src, ref string, skills ...lock.LockedSkill) *lock.Lock {
	l := &lock.Lock{Version: lock.LockVersion,
		Sources: []lock.LockedSource{{Name: src, URL: "https://github.com/acme/skills", Ref: ref, Kind: lock.KindTag, Commit: diffCommit}},
		Skills:  skills}
	l.Sort()
	return l
}

var (
	pdfV1 = map[string]string{"SKILL.md": "---\nname: pdf\n---\nv1\n", "reference.md": "one\ntwo\nthree\n"}
	pdfV2 = map[string]string{"SKILL.md": "---\nname: pdf\n---\nv1\n", "reference.md": "one\n2\nthree\n", "scripts/run.sh*": "#!/bin/sh\n"}
)

func writeLock(t *testing.T, path string, l *lock.Lock) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := lock.SaveLock(path, l); err != nil {
		t.Fatal(err)
	}
}

// commitLock writes l as the repo's skills.lock (at sub) and commits it.
func commitLock(t *testing.T, r *gittest.Repo, sub string, l *lock.Lock) string {
	t.Helper()
	writeLock(t, filepath.Join(r.Dir, sub, "skills.lock"), l)
	r.Git("add", "-A")
	return r.Commit("lock")
}

func TestDiffAgainstHead(t *testing.T) {
	t.Parallel()
	r := gittest.NewRepo(t)
	commitLock(t, r, "", diffLock("acme", "v1", diffSkill("pdf", "acme", pdfV1), diffSkill("xlsx", "acme", map[string]string{"SKILL.md": "x"})))
	writeLock(t, filepath.Join(r.Dir, "skills.lock"), diffLock("acme", "v2", diffSkill("pdf", "acme", pdfV2)))

	out, errOut, code := runSkillpin(t, "-C", r.Dir, "diff")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	for _, want := range []string{
		"2 skills changed: 1 removed, 1 updated; 1 with risky changes, listed first\n",
		"\npdf: updated (risky)\n  ! NEW_EXECUTABLE      scripts/run.sh is a new executable file (10 B)\n",
		"  ref       tag v1 → tag v2\n",
		"  files    + scripts/run.sh  10 B  exec\n           ~ reference.md  14 B → 12 B\n",
		"\nxlsx: removed\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if strings.Index(out, "pdf:") > strings.Index(out, "xlsx:") {
		t.Error("the risky skill is not first")
	}

	// --exit-code makes a difference exit 1, the output unchanged.
	out2, _, code := runSkillpin(t, "-C", r.Dir, "diff", "--exit-code")
	if code != 1 || out2 != out {
		t.Errorf("--exit-code: exit %d", code)
	}

	out, _, code = runSkillpin(t, "-C", r.Dir, "diff", "--json")
	var doc struct {
		Skills []struct {
			Name, Change string
			From, To     *struct{ Commit, Digest, Ref string }
			Files        struct{ Added, Removed, Modified []struct{ Path string } }
			Risks        []struct{ Code string }
		}
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil || code != 0 {
		t.Fatalf("json: exit %d, %v\n%s", code, err, out)
	}
	if len(doc.Skills) != 2 || doc.Skills[0].Name != "pdf" || doc.Skills[0].From.Ref != "v1" || doc.Skills[0].To.Ref != "v2" ||
		len(doc.Skills[0].Files.Added) != 1 || doc.Skills[0].Risks[0].Code != "NEW_EXECUTABLE" || doc.Skills[1].To != nil {
		t.Errorf("json shape: %s", out)
	}

	out, _, code = runSkillpin(t, "-C", r.Dir, "diff", "--format", "markdown")
	if code != 0 || !strings.HasPrefix(out, "## skillpin: skill changes\n") ||
		// The content of these made-up versions is nowhere (no cache):
		// the review says so with a risk after the lock's own.
		!strings.Contains(out, "| ⚠️ | `pdf` | updated | `tag v1` @ `0123456789ab` | `tag v2` @ `0123456789ab` | +1 ~1 | NEW_EXECUTABLE, CONTENT_NOT_SHOWN |\n") ||
		!strings.Contains(out, "\n### pdf: updated ⚠️\n") || !strings.Contains(out, "\n### xlsx: removed\n") {
		t.Errorf("markdown:\n%s", out)
	}
}

func TestDiffIdenticalLocks(t *testing.T) {
	t.Parallel()
	r := gittest.NewRepo(t)
	commitLock(t, r, "", diffLock("acme", "v1", diffSkill("pdf", "acme", pdfV1)))
	for _, args := range [][]string{{"diff"}, {"diff", "--exit-code"}, {"diff", "HEAD", "--exit-code"}} {
		out, errOut, code := runSkillpin(t, append([]string{"-C", r.Dir}, args...)...)
		if code != 0 || out != "no skill changes\n" || errOut != "" {
			t.Errorf("%v: exit %d, out %q, err %q", args, code, out, errOut)
		}
	}
}

func TestDiffBaseWithoutLock(t *testing.T) {
	t.Parallel()
	r := gittest.NewRepo(t)
	r.WriteFile("README.md", "hello\n")
	first := r.Commit("no lock yet")
	r.AnnotatedTag("v0", "before skills")
	commitLock(t, r, "", diffLock("acme", "v1", diffSkill("pdf", "acme", pdfV1), diffSkill("xlsx", "acme", map[string]string{"SKILL.md": "x"})))
	for _, base := range []string{"HEAD~1", first, first[:10], "v0"} {
		out, errOut, code := runSkillpin(t, "-C", r.Dir, "diff", base)
		// (Risky: the content of these made-up versions is nowhere.)
		if code != 0 || !strings.Contains(out, "\n2 skills changed: 2 added; 2 with risky changes") || !strings.Contains(out, "\npdf: added (risky)\n  ! CONTENT_NOT_SHOWN") || !strings.Contains(out, "\nxlsx: added (risky)\n") {
			t.Errorf("diff %s: exit %d, stderr %q\n%s", base, code, errOut, out)
		}
	}
}

func TestDiffRenamedSource(t *testing.T) {
	t.Parallel()
	r := gittest.NewRepo(t)
	commitLock(t, r, "", diffLock("acme", "v1", diffSkill("pdf", "acme", pdfV1)))
	writeLock(t, filepath.Join(r.Dir, "skills.lock"), diffLock("acme-skills", "v1", diffSkill("pdf", "acme-skills", pdfV1)))
	out, _, code := runSkillpin(t, "-C", r.Dir, "diff")
	if code != 0 || !strings.Contains(out, "pdf: updated\n") || strings.Contains(out, "risky") ||
		!strings.Contains(out, "  source    acme https://github.com/acme/skills → acme-skills https://github.com/acme/skills\n") {
		t.Errorf("exit %d\n%s", code, out)
	}
	// The same rename to another URL is a risk.
	l := diffLock("acme-skills", "v1", diffSkill("pdf", "acme-skills", pdfV1))
	l.Sources[0].URL = "https://github.com/someone-else/skills"
	writeLock(t, filepath.Join(r.Dir, "skills.lock"), l)
	out, _, _ = runSkillpin(t, "-C", r.Dir, "diff")
	if !strings.Contains(out, "! SOURCE_CHANGED") {
		t.Errorf("URL change not flagged:\n%s", out)
	}
}

func TestDiffProjectInSubdirectory(t *testing.T) {
	t.Parallel()
	r := gittest.NewRepo(t)
	commitLock(t, r, "tools/agent", diffLock("acme", "v1", diffSkill("pdf", "acme", pdfV1)))
	writeLock(t, filepath.Join(r.Dir, "tools/agent/skills.lock"), diffLock("acme", "v1"))
	out, errOut, code := runSkillpin(t, "-C", filepath.Join(r.Dir, "tools/agent"), "diff")
	if code != 0 || !strings.Contains(out, "pdf: removed") {
		t.Errorf("exit %d, stderr %q\n%s", code, errOut, out)
	}
}

func TestDiffRepositoryWithoutCommits(t *testing.T) {
	t.Parallel()
	r := gittest.NewRepo(t)
	writeLock(t, filepath.Join(r.Dir, "skills.lock"), diffLock("acme", "v1", diffSkill("pdf", "acme", pdfV1)))
	out, _, code := runSkillpin(t, "-C", r.Dir, "diff")
	if code != 0 || !strings.Contains(out, "pdf: added") {
		t.Errorf("default HEAD in a repository without commits: exit %d\n%s", code, out)
	}
	// Naming HEAD explicitly is asking for a revision that does not exist.
	if _, errOut, code := runSkillpin(t, "-C", r.Dir, "diff", "HEAD"); code != 2 || !strings.Contains(errOut, `unknown revision "HEAD"`) {
		t.Errorf("explicit HEAD: exit %d, stderr %q", code, errOut)
	}
}

func TestDiffTwoFiles(t *testing.T) {
	t.Parallel()
	dir := testfs.TempDir(t)
	writeLock(t, filepath.Join(dir, "old/skills.lock"), diffLock("acme", "v1", diffSkill("pdf", "acme", pdfV1)))
	writeLock(t, filepath.Join(dir, "skills.lock"), diffLock("acme", "v1", diffSkill("pdf", "acme", pdfV2)))
	// Relative to -C, and absolute.
	for _, args := range [][]string{
		{"-C", dir, "diff", "old/skills.lock", "skills.lock"},
		{"diff", filepath.Join(dir, "old/skills.lock"), filepath.Join(dir, "skills.lock")},
	} {
		out, errOut, code := runSkillpin(t, args...)
		if code != 0 || !strings.Contains(out, "pdf: updated (risky)") {
			t.Errorf("%v: exit %d, stderr %q\n%s", args, code, errOut, out)
		}
	}
}

func TestDiffErrors(t *testing.T) {
	t.Parallel()
	r := gittest.NewRepo(t)
	commitLock(t, r, "", diffLock("acme", "v1", diffSkill("pdf", "acme", pdfV1)))
	good := filepath.Join(r.Dir, "skills.lock")
	bad := filepath.Join(testfs.TempDir(t), "bad.lock")
	os.WriteFile(bad, []byte("version = 1\n[[skill]]\nname = 3\n"), 0o644)
	newer := filepath.Join(testfs.TempDir(t), "newer.lock")
	os.WriteFile(newer, []byte("version = 2\n"), 0o644)

	r2 := gittest.NewRepo(t)
	r2.WriteFile("skills.lock", "version = 1\n[[source]]\nname = \"x\"\nbogus = 1\n")
	r2.Commit("broken lock")
	r2.WriteFile("skills.lock", string(manifest.InitManifest()))

	notRepo := testfs.TempDir(t)
	writeLock(t, filepath.Join(notRepo, "skills.lock"), diffLock("acme", "v1"))

	tests := []struct {
		name string
		args []string
		want string
	}{
		{"unknown revision", []string{"-C", r.Dir, "diff", "no-such-branch"}, `unknown revision "no-such-branch"`},
		{"bad revision syntax", []string{"-C", r.Dir, "diff", "HEAD~~~^^{"}, "unknown revision"},
		{"not a repository", []string{"-C", notRepo, "diff"}, "is not in a git repository"},
		{"malformed lock at base", []string{"-C", r2.Dir, "diff"}, "HEAD:skills.lock:4:1: unknown key \"bogus\""},
		{"malformed file", []string{"diff", bad, good}, "bad.lock:3:"},
		{"newer lock format", []string{"diff", good, newer}, "lockfile version 2 is not supported"},
		{"missing file", []string{"diff", good, filepath.Join(notRepo, "nope.lock")}, "nope.lock does not exist"},
		{"bad format", []string{"-C", r.Dir, "diff", "--format", "html"}, `unknown --format "html": want text, markdown or json`},
		{"json and format disagree", []string{"-C", r.Dir, "diff", "--json", "--format", "text"}, "disagree"},
		{"too many arguments", []string{"-C", r.Dir, "diff", "a", "b", "c"}, "at most 2 arguments"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, errOut, code := runSkillpin(t, tt.args...)
			if code != 2 {
				t.Errorf("exit %d, want 2; stdout %q", code, out)
			}
			if !strings.Contains(errOut, tt.want) {
				t.Errorf("stderr %q does not contain %q", errOut, tt.want)
			}
		})
	}
}

func TestDiffContent(t *testing.T) {
	t.Parallel()
	r := gittest.NewRepo(t)
	oldLock := diffLock("acme", "v1", diffSkill("pdf", "acme", pdfV1))
	newLock := diffLock("acme", "v2", diffSkill("pdf", "acme", pdfV2))
	// A remote that does not exist: fetching the missing version fails at
	// once and without the network, and the output says what is missing.
	gone := gittest.FileURL(filepath.Join(testfs.TempDir(t), "gone.git"))
	oldLock.Sources[0].URL, newLock.Sources[0].URL = gone, gone
	commitLock(t, r, "", oldLock)
	writeLock(t, filepath.Join(r.Dir, "skills.lock"), newLock)

	cache := testfs.TempDir(t)
	store := func(l *lock.Lock, files map[string]string) {
		dir := filepath.Join(cache, "store", strings.TrimPrefix(l.Skills[0].Digest, "sha256:"))
		for p, c := range files {
			p = strings.TrimSuffix(p, "*")
			os.MkdirAll(filepath.Dir(filepath.Join(dir, p)), 0o755)
			if err := os.WriteFile(filepath.Join(dir, p), []byte(c), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	env := map[string]string{"SKILLPIN_CACHE": cache}

	// Only the new version is stored: the output says what is missing and
	// shows the whole new file. (--content, once needed, is the default.)
	store(newLock, pdfV2)
	out, _, code := inProcess{env: env}.run(t, "-C", r.Dir, "diff", "--content")
	if code != 0 || !strings.Contains(out, "note: reference.md: the base version could not be found (fetch "+gone) ||
		!strings.Contains(out, "; the whole new file is shown\n") ||
		!strings.Contains(out, "    +++ b/pdf/reference.md\n    @@ -0,0 +1,3 @@\n    +one\n    +2\n    +three\n") ||
		!strings.Contains(out, "    +++ b/pdf/scripts/run.sh\n    @@ -0,0 +1 @@\n    +#!/bin/sh\n") {
		t.Errorf("exit %d\n%s", code, out)
	}

	store(oldLock, pdfV1)
	out, _, code = inProcess{env: env}.run(t, "-C", r.Dir, "diff", "--format", "markdown")
	if code != 0 || !strings.Contains(out, "```diff\n--- a/pdf/reference.md\n+++ b/pdf/reference.md\n@@ -1,3 +1,3 @@\n one\n-two\n+2\n three\n```") {
		t.Errorf("exit %d\n%s", code, out)
	}
	// The store is only read: diff adds nothing to it.
	entries, _ := os.ReadDir(filepath.Join(cache, "store"))
	if len(entries) != 2 {
		t.Errorf("store holds %v", entries)
	}
}
