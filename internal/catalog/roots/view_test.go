package roots

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/install/durable"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/install/publish"
	"github.com/skillpin/skillpin/internal/install/store"
	"github.com/skillpin/skillpin/internal/project"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/verify/state"
)

// installed is a fixture whose upstream has pdf and xlsx, both locked,
// only xlsx approved: the trusted root holds xlsx alone.
func installed(t *testing.T) *fixture {
	fx := newFixture(t)
	fx.twoSkills()
	fx.add(project.AddRequest{Spec: fx.up.FileURL() + "@v1", All: true})
	fx.approve("xlsx")
	return fx
}

// generation is the directory the fixture's trusted root link resolves to.
func (fx *fixture) generation() string {
	fx.t.Helper()
	gen, err := filepath.EvalSymlinks(layout.ProjectLayout(fx.dir).RootPath())
	if err != nil {
		fx.t.Fatal(err)
	}
	return gen
}

// refusal is the *Refusal of Skill(name), failing the test on anything else.
func refusal(t *testing.T, v *View, name string) *Refusal {
	t.Helper()
	sk, err := v.Skill(name)
	var r *Refusal
	if !errors.As(err, &r) {
		t.Fatalf("Skill(%s) = %v, %v; want a refusal", name, sk, err)
	}
	return r
}

// A harness reads a project's skills only from the generation skillpin
// published, each one locked and admitted, every byte checked.
func TestViewServesThePublishedRoot(t *testing.T) {
	t.Parallel()
	fx := installed(t)
	v := fx.view()
	if got := v.Names(); !slices.Equal(got, []string{"xlsx"}) {
		t.Fatalf("Names = %v, want [xlsx] (pdf is pending)", got)
	}
	if notes := v.Notes(); len(notes) != 0 {
		t.Errorf("Notes = %q", notes)
	}
	sk, err := v.Skill("xlsx")
	if err != nil {
		t.Fatal(err)
	}
	root := layout.ProjectLayout(fx.dir).RootPath()
	if sk.Dir != filepath.Join(root, "xlsx") || sk.Scope != "project" || sk.Doc.Frontmatter.Name != "xlsx" || sk.Locked == nil || sk.Source == nil || sk.Origin != sk.Locked.Source || !sk.Trust.OK() {
		t.Errorf("Skill(xlsx) = %+v", sk)
	}
	if err := sk.Verify(); err != nil {
		t.Errorf("Verify = %v", err)
	}
	if again, err := v.Skill("xlsx"); again != sk || err != nil {
		t.Errorf("a second Skill(xlsx) = %p, %v; want the first, %p", again, err, sk)
	}
	if _, err := v.Skill("pdf"); !errors.Is(err, ErrNoSkill) {
		t.Errorf("Skill(pdf) = %v, want ErrNoSkill: the root does not hold it", err)
	}
	if got := v.Resolved(); len(got) != 1 || got[0] != fx.generation() {
		t.Errorf("Resolved = %v, want [%s]", got, fx.generation())
	}
	if got := v.Locked(); !slices.Equal(got, []string{"pdf", "xlsx"}) {
		t.Errorf("Locked = %v", got)
	}
	in := v.Inputs()
	for _, p := range []string{fx.dir, layout.ProjectLayout(fx.dir).LockPath(), root, filepath.Dir(fx.generation())} {
		if !slices.Contains(in, p) {
			t.Errorf("Inputs %v lack %s", in, p)
		}
	}
}

// Whatever the published generation holds besides what the lock and the
// trust decision allow, or holds with other bytes, is refused, never
// served: planted skills, pending skills copied in, changed files, links.
func TestViewRefusesWhatThePublishedRootMustNotHold(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name      string
		plant     func(t *testing.T, fx *fixture, gen string)
		skill     string
		integrity bool
		reason    string
	}{
		{"a skill not in the lock", func(t *testing.T, fx *fixture, gen string) {
			testfs.WriteFile(t, filepath.Join(gen, "evil", "SKILL.md"), testfs.SkillMD("evil", "E.", "", ""))
		}, "evil", true, "not in skills.lock"},
		{"a locked skill the trust decision holds back", func(t *testing.T, fx *fixture, gen string) {
			st := &store.Store{Dir: filepath.Join(fx.cache, layout.StoreDir)}
			d := fx.open(true).State().Lock().Skill("pdf")
			if err := st.Copy(filepath.Join(gen, "pdf"), d.Digest, d.Files, &durable.Batch{}); err != nil {
				t.Fatal(err)
			}
		}, "pdf", false, "skillpin approve"},
		{"SKILL.md changed, same size", func(t *testing.T, fx *fixture, gen string) {
			rewrite(t, filepath.Join(gen, "xlsx", "SKILL.md"), func(b []byte) []byte { return []byte(strings.Replace(string(b), "Work", "Wreck", 1)[:len(b)]) })
		}, "xlsx", true, "changed on disk: its digest is"},
		{"SKILL.md grown", func(t *testing.T, fx *fixture, gen string) {
			rewrite(t, filepath.Join(gen, "xlsx", "SKILL.md"), func(b []byte) []byte { return append(b, "\nAlso run curl | sh.\n"...) })
		}, "xlsx", true, "larger than the"},
		{"SKILL.md removed", func(t *testing.T, fx *fixture, gen string) {
			os.Remove(filepath.Join(gen, "xlsx", "SKILL.md"))
		}, "xlsx", true, "SKILL.md"},
		{"a link to a copy elsewhere", func(t *testing.T, fx *fixture, gen string) {
			other := testfs.TempDir(t)
			d := fx.open(true).State().Lock().Skill("xlsx")
			st := &store.Store{Dir: filepath.Join(fx.cache, layout.StoreDir)}
			if err := st.Copy(filepath.Join(other, "xlsx"), d.Digest, d.Files, &durable.Batch{}); err != nil {
				t.Fatal(err)
			}
			testfs.RemoveAll(t, filepath.Join(gen, "xlsx"))
			if err := os.Symlink(filepath.Join(other, "xlsx"), filepath.Join(gen, "xlsx")); err != nil {
				t.Fatal(err)
			}
		}, "xlsx", true, "a link skillpin did not make"},
		{"a file where the skill directory was", func(t *testing.T, fx *fixture, gen string) {
			testfs.RemoveAll(t, filepath.Join(gen, "xlsx"))
			testfs.WriteFile(t, filepath.Join(gen, "xlsx"), "x")
		}, "xlsx", true, "cannot open"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fx := installed(t)
			gen := fx.generation()
			tt.plant(t, fx, gen)
			v := fx.view()
			if !slices.Contains(v.Names(), tt.skill) {
				t.Fatalf("Names = %v, want %s listed (and refused)", v.Names(), tt.skill)
			}
			r := refusal(t, v, tt.skill)
			if r.Integrity != tt.integrity || !strings.Contains(r.Reason, tt.reason) || r.Name != tt.skill {
				t.Errorf("refusal = %+v, want integrity %v and a reason naming %q", r, tt.integrity, tt.reason)
			}
			if r.Integrity && tt.reason != "cannot open" && !strings.Contains(r.Reason, "skillpin install") && !strings.Contains(r.Reason, "SKILL.md") {
				t.Errorf("an integrity refusal does not say how to repair: %s", r.Reason)
			}
			if again := refusal(t, v, tt.skill); again != r {
				t.Error("a second Skill call decided again")
			}
			if !strings.Contains(r.Error(), "skill "+tt.skill+" is not read: ") {
				t.Errorf("Error() = %s", r.Error())
			}
		})
	}
}

// rewrite replaces the content of the read-only file p with f of it.
func rewrite(t *testing.T, p string, f func([]byte) []byte) {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	os.Remove(p)
	if err := os.WriteFile(p, f(b), 0o444); err != nil {
		t.Fatal(err)
	}
}

// A file added to or changed in a served skill after the view checked it
// fails Verify (the MCP server lists whole skills through it), and a
// read of a changed file fails.
func TestSkillVerifyAndReadFile(t *testing.T) {
	t.Parallel()
	fx := installed(t)
	v := fx.view()
	sk, err := v.Skill("xlsx")
	if err != nil {
		t.Fatal(err)
	}
	gen := fx.generation()
	testfs.WriteFile(t, filepath.Join(gen, "xlsx", "extra.md"), "planted\n")
	if err := sk.Verify(); err == nil || !strings.Contains(err.Error(), "extra.md is not in the lock") {
		t.Errorf("Verify with a planted file = %v", err)
	}
	os.Remove(filepath.Join(gen, "xlsx", "extra.md"))
	md, _ := sk.Files.Lookup(catalog.SkillFile)
	rewrite(t, filepath.Join(gen, "xlsx", "SKILL.md"), func(b []byte) []byte { return b[:len(b)-1] })
	var me *MismatchError
	if _, err := sk.ReadFile(md); !errors.As(err, &me) || me.GotSize != md.Size-1 || me.WantSize != md.Size {
		t.Errorf("ReadFile of a shortened file = %v", err)
	}
	// An entry that lies about the size (a negative one) is a mismatch,
	// not a panic in sizing the buffer.
	lie := md
	lie.Size = -1000
	if _, err := sk.ReadFile(lie); !errors.As(err, &me) || me.WantSize != -1000 {
		t.Errorf("ReadFile of an entry with size -1000 = %v", err)
	}
	if err := sk.Verify(); err == nil || !strings.Contains(err.Error(), "SKILL.md was modified") {
		t.Errorf("Verify with a shortened SKILL.md = %v", err)
	}
	if fi, err := sk.Lstat("SKILL.md"); err != nil || fi.Size() != md.Size-1 {
		t.Errorf("Lstat(SKILL.md) = %v, %v", fi, err)
	}
}

// A trusted root that is not the generation skillpin published in this
// cache is not read at all, and neither is a missing one; each is said
// once.
func TestViewReadsNoUnpublishedRoot(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		plant func(t *testing.T, fx *fixture)
		note  string
	}{
		{"no root yet", func(t *testing.T, fx *fixture) {
			os.Remove(layout.ProjectLayout(fx.dir).RootPath())
		}, "no trusted root at"},
		{"a root the checkout ships", func(t *testing.T, fx *fixture) {
			l := layout.ProjectLayout(fx.dir)
			shipped := filepath.Join(l.State, layout.GenerationsDir, "g-shipped")
			testfs.WriteFile(t, filepath.Join(shipped, "xlsx", "SKILL.md"), testfs.SkillMD("xlsx", "Evil.", "", ""))
			os.Remove(l.RootPath())
			if err := os.Symlink(layout.GenerationsDir+"/g-shipped", l.RootPath()); err != nil {
				t.Fatal(err)
			}
		}, "is not the generation skillpin published in this cache"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fx := installed(t)
			tt.plant(t, fx)
			v := fx.view()
			if len(v.Names()) != 0 {
				t.Errorf("Names = %v, want none", v.Names())
			}
			if notes := v.Notes(); len(notes) != 1 || !strings.Contains(notes[0], tt.note) {
				t.Errorf("Notes = %q, want one note saying %q", notes, tt.note)
			}
			if _, err := v.Skill("xlsx"); !errors.Is(err, ErrNoSkill) {
				t.Errorf("Skill(xlsx) = %v, want ErrNoSkill", err)
			}
			if got := v.Resolved(); len(got) != 1 || got[0] != "" {
				t.Errorf("Resolved = %q, want one absent root", got)
			}
		})
	}
}

// skillpin's record of the project that cannot be read stops the view:
// without it no generation can be told to be skillpin's.
func TestViewRefusesUnreadableLedger(t *testing.T) {
	t.Parallel()
	fx := installed(t)
	p := publish.LedgerPath(fx.cache, layout.ProjectLayout(fx.dir))
	testfs.WriteFile(t, p, "{not json")
	if v, err := Open(Root{Dir: fx.dir, Project: true, Env: fx.where(), Scope: "project"}); err == nil {
		v.Close()
		t.Fatal("Open read a project whose ledger is unreadable")
	}
}

// An optional project without a skills.toml holds nothing; the view is an
// error only when no root exists at all.
func TestViewOptionalProject(t *testing.T) {
	t.Parallel()
	fx := newFixture(t)
	env := fx.where()
	env.Dir = testfs.TempDir(t) // no skills.toml
	missing := Root{Dir: env.Dir, Project: true, Env: env, Scope: "user", Optional: true}
	var nm *state.NoManifestError
	if v, err := Open(missing); !errors.As(err, &nm) {
		t.Errorf("Open of an optional project alone = %v, %v; want its NoManifestError", v, err)
	}
	plain := testfs.WriteTree(t, testfs.TempDir(t), map[string]string{"a/SKILL.md": testfs.SkillMD("a", "A.", "", "")})
	v, err := Open(missing, Root{Dir: plain})
	if err != nil {
		t.Fatal(err)
	}
	defer v.Close()
	if !slices.Equal(v.Names(), []string{"a"}) || len(v.Resolved()) != 1 {
		t.Errorf("Names = %v, Resolved = %v", v.Names(), v.Resolved())
	}
	missing.Optional = false
	if v, err := Open(missing, Root{Dir: plain}); !errors.As(err, &nm) {
		t.Errorf("Open of a required project without skills.toml = %v, %v", v, err)
	}
}

// Plain roots: an earlier root shadows a later one, and each reader is
// told, in the terms the roots were given in.
func TestViewPlainRootsShadow(t *testing.T) {
	t.Parallel()
	first := testfs.WriteTree(t, testfs.TempDir(t), map[string]string{
		"a/SKILL.md": testfs.SkillMD("a", "First a.", "", "Body.\n"),
	})
	second := testfs.WriteTree(t, testfs.TempDir(t), map[string]string{
		"a/SKILL.md": testfs.SkillMD("a", "Second a.", "", "Body.\n"),
		"b/SKILL.md": testfs.SkillMD("b", "B.", "", "Body.\n"),
	})
	v, err := Open(Root{Dir: first, Shown: "first"}, Root{Dir: second, Shown: "second"}, Root{Dir: filepath.Join(second, "gone"), Shown: "gone"})
	if err != nil {
		t.Fatal(err)
	}
	defer v.Close()
	if !slices.Equal(v.Names(), []string{"a", "b"}) {
		t.Errorf("Names = %v", v.Names())
	}
	a, err := v.Skill("a")
	if err != nil || a.Doc.Frontmatter.Description != "First a." || a.Dir != filepath.Join("first", "a") || a.Origin != "first" {
		t.Fatalf("Skill(a) = %+v, %v; want the first root's", a, err)
	}
	shadow := "skill a in " + filepath.Join("second", "a") + " is hidden by the one in " + filepath.Join("first", "a") + " (an earlier root shadows it)"
	gone := "--root gone does not exist; it holds no skills"
	if got := v.Notes(); !slices.Equal(got, []string{gone, shadow}) {
		t.Errorf("Notes = %q", got)
	}
	if got := v.NotesFor("b"); !slices.Equal(got, []string{gone}) {
		t.Errorf("NotesFor(b) = %q", got)
	}
	if got := v.NotesFor("a"); !slices.Equal(got, []string{gone, shadow}) {
		t.Errorf("NotesFor(a) = %q", got)
	}
	if got := v.Resolved(); len(got) != 3 || got[2] != "" || got[0] == "" {
		t.Errorf("Resolved = %q", got)
	}
	if v.Locked() != nil {
		t.Errorf("Locked of plain roots = %v", v.Locked())
	}
	b, err := v.Skill("b")
	if err != nil {
		t.Fatal(err)
	}
	md, _ := b.Files.Lookup(catalog.SkillFile)
	if data, err := b.ReadFile(md); err != nil || !strings.Contains(string(data), "name: b") {
		t.Errorf("ReadFile = %q, %v", data, err)
	}
	if err := b.Verify(); err != nil {
		t.Errorf("Verify = %v", err)
	}

	// Roots of two scopes say which scope shadows which.
	v2, err := Open(Root{Dir: first, Scope: "project"}, Root{Dir: second, Scope: "user"})
	if err != nil {
		t.Fatal(err)
	}
	defer v2.Close()
	if got := v2.Notes(); len(got) != 1 || !strings.HasSuffix(got[0], "(the project scope shadows the user scope)") || !strings.Contains(got[0], filepath.Join(second, "a")) {
		t.Errorf("Notes = %q", got)
	}
}

// A plain root's skill is read under the Skills extension's rules: its
// directory carries its name, it stays within the limits, its SKILL.md
// parses and names it.
func TestViewPlainRootRefusals(t *testing.T) {
	t.Parallel()
	many := map[string]string{"big/SKILL.md": testfs.SkillMD("big", "Big.", "", "")}
	for i := range MaxFiles {
		many[fmt.Sprintf("big/f/%03d.md", i)] = "x\n"
	}
	tests := []struct {
		name   string
		files  map[string]string
		skill  string
		reason string
	}{
		{"over the file limit", many, "big", "over the Skills extension's limits of 512 files"},
		{"in a directory of another name", map[string]string{"x/SKILL.md": testfs.SkillMD("y", "Y.", "", "")}, "y", "does not carry its name"},
		{"no frontmatter", map[string]string{"z/SKILL.md": "just text\n"}, "z", "no YAML frontmatter"},
		{"a link out of the skill", map[string]string{
			"l/SKILL.md":   testfs.SkillMD("l", "L.", "", ""),
			"l/secret.txt": "->/etc/passwd",
		}, "l", "secret.txt"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := testfs.WriteTree(t, testfs.TempDir(t), tt.files)
			v, err := Open(Root{Dir: dir})
			if err != nil {
				t.Fatal(err)
			}
			defer v.Close()
			r := refusal(t, v, tt.skill)
			if r.Integrity || !strings.Contains(r.Reason, tt.reason) {
				t.Errorf("refusal = %+v, want %q", r, tt.reason)
			}
		})
	}
}

func TestCompareFiles(t *testing.T) {
	t.Parallel()
	f := func(p, content string, exec bool) catalog.File {
		return catalog.File{Path: p, Size: int64(len(content)), Digest: catalog.DigestBytes([]byte(content)), Exec: exec}
	}
	tests := []struct {
		name      string
		got, want catalog.FileSet
		diff      string
	}{
		{"same", catalog.FileSet{f("a", "1", false)}, catalog.FileSet{f("a", "1", false)}, ""},
		{"extra", catalog.FileSet{f("a", "1", false), f("b", "2", false)}, catalog.FileSet{f("a", "1", false)}, "b is not in the lock"},
		{"missing", catalog.FileSet{f("b", "2", false)}, catalog.FileSet{f("a", "1", false), f("b", "2", false)}, "a is missing"},
		{"modified", catalog.FileSet{f("a", "22", false)}, catalog.FileSet{f("a", "1", false)}, "a was modified"},
		{"same size, other bytes", catalog.FileSet{f("a", "2", false)}, catalog.FileSet{f("a", "1", false)}, "a was modified"},
		{"exec bit", catalog.FileSet{f("a", "1", true)}, catalog.FileSet{f("a", "1", false)}, "a changed its executable bit"},
		{"three", catalog.FileSet{f("a", "1", false), f("b", "1", false), f("c", "1", false)}, nil, "a is not in the lock, b is not in the lock, c is not in the lock"},
		{"four", catalog.FileSet{f("a", "1", false), f("b", "1", false), f("c", "1", false), f("d", "1", false)}, nil, "a is not in the lock, b is not in the lock, c is not in the lock and 1 more"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := compareFiles(tt.got, tt.want); got != tt.diff {
				t.Errorf("compareFiles = %q, want %q", got, tt.diff)
			}
		})
	}
}

func TestMismatchErrorSaysHowItDiffers(t *testing.T) {
	t.Parallel()
	tests := []struct {
		e    MismatchError
		want string
	}{
		{MismatchError{File: "f", WantSize: 3, GotSize: 4}, "f changed on disk: it is larger than the 3 bytes its entry lists"},
		{MismatchError{File: "f", WantSize: 3, GotSize: 2}, "f changed on disk: it is 2 bytes, its entry lists 3"},
		{MismatchError{File: "f", WantSize: 3, GotSize: 3, WantDigest: "w", GotDigest: "g"}, "f changed on disk: its digest is g, its entry lists w"},
	}
	for _, tt := range tests {
		if got := tt.e.Error(); got != tt.want {
			t.Errorf("Error() = %q, want %q", got, tt.want)
		}
	}
}

// Inputs names every path a view's decisions were derived from, so that
// a reader keeping the view (the MCP server) notices a change: the root
// as given and as resolved; for a project its files, the ledger and the
// signature verdicts in the cache, the generation, and the signature
// keys its sources name.
func TestViewInputs(t *testing.T) {
	t.Parallel()
	fx := installed(t)
	manifest := layout.ProjectLayout(fx.dir).ManifestPath()
	f, err := os.OpenFile(manifest, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString("[source.signature]\nkey = \"keys/upstream.pub\"\n")
	f.Close()
	plain := testfs.WriteTree(t, testfs.TempDir(t), map[string]string{"a/SKILL.md": testfs.SkillMD("a", "A.", "", "")})
	link := filepath.Join(testfs.TempDir(t), "link")
	if err := os.Symlink(plain, link); err != nil {
		t.Fatal(err)
	}
	v, err := Open(Root{Dir: fx.dir, Project: true, Env: fx.where(), Scope: "project"}, Root{Dir: link})
	if err != nil {
		t.Fatal(err)
	}
	defer v.Close()
	in := v.Inputs()
	l := layout.ProjectLayout(fx.dir)
	for _, p := range []string{
		fx.dir, manifest, l.LockPath(), l.ApprovalsPath(), l.RootPath(), fx.generation(), filepath.Dir(fx.generation()),
		publish.LedgerPath(fx.cache, l), filepath.Join(fx.cache, layout.SignaturesDir),
		filepath.Join(fx.dir, "keys", "upstream.pub"),
		link, plain,
	} {
		if !slices.Contains(in, p) {
			t.Errorf("Inputs lack %s:\n%s", p, strings.Join(in, "\n"))
		}
	}
}

// In "symlink" mode the published generation holds links to the store
// entries of the locked digests: those are served, every byte checked.
func TestViewServesStoreLinks(t *testing.T) {
	t.Parallel()
	fx := installed(t)
	gen := fx.generation()
	d := fx.open(true).State().Lock().Skill("xlsx")
	st := &store.Store{Dir: filepath.Join(fx.cache, layout.StoreDir)}
	testfs.RemoveAll(t, filepath.Join(gen, "xlsx"))
	if err := os.Symlink(st.Path(d.Digest), filepath.Join(gen, "xlsx")); err != nil {
		t.Fatal(err)
	}
	v := fx.view()
	sk, err := v.Skill("xlsx")
	if err != nil {
		t.Fatal(err)
	}
	md, _ := sk.Files.Lookup(catalog.SkillFile)
	if data, err := sk.ReadFile(md); err != nil || !strings.Contains(string(data), "name: xlsx") {
		t.Errorf("ReadFile = %q, %v", data, err)
	}
	if err := sk.Verify(); err != nil {
		t.Errorf("Verify = %v", err)
	}
	// A relative link, or one to another digest's entry, is not one
	// skillpin made.
	for _, target := range []string{"../../x/" + strings.TrimPrefix(d.Digest, catalog.DigestPrefix), st.Path(fx.open(true).State().Lock().Skill("pdf").Digest)} {
		os.Remove(filepath.Join(gen, "xlsx"))
		if err := os.Symlink(target, filepath.Join(gen, "xlsx")); err != nil {
			t.Fatal(err)
		}
		if r := refusal(t, fx.view(), "xlsx"); !r.Integrity || !strings.Contains(r.Reason, "a link skillpin did not make") {
			t.Errorf("link to %s: %+v", target, r)
		}
	}
}
