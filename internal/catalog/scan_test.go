package catalog

import (
	"io/fs"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

func skillDirs(r *Result) []string {
	var out []string
	for _, s := range r.Skills {
		out = append(out, s.Dir)
	}
	return out
}

func TestScanFindsSkills(t *testing.T) {
	m := fstest.MapFS{
		"README.md":                      file("# repo"),
		"skills/pdf/SKILL.md":            validMD("pdf"),
		"skills/pdf/scripts/fill.py":     exe("print()"),
		"skills/.curated/xlsx/SKILL.md":  validMD("xlsx"),
		".claude/skills/review/SKILL.md": validMD("review"),
		".github/skills/ci/SKILL.md":     validMD("ci"),
		"deep/a/b/c/d/e/SKILL.md":        validMD("e"),
		".git/skills/hidden/SKILL.md":    validMD("hidden"),
		"vendor/.GIT/x/SKILL.md":         validMD("x"),
		"docs/SKILL.md/notes.txt":        file("a directory named SKILL.md is not a skill"),
		"lower/skill.md":                 validMD("lower"),
		"outer/SKILL.md":                 validMD("outer"),
		"outer/inner/SKILL.md":           validMD("inner"),
		"outer/inner/scripts/x.sh":       exe("x"),
		"outer/notes.md":                 file("n"),
	}
	res, err := Scan(m, ScanOptions{Hash: true})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{".claude/skills/review", ".github/skills/ci", "deep/a/b/c/d/e", "outer", "outer/inner", "skills/.curated/xlsx", "skills/pdf"}
	if got := skillDirs(res); !slices.Equal(got, want) {
		t.Fatalf("skills = %v, want %v", got, want)
	}
	if len(res.Problems) != 0 {
		t.Errorf("tree problems: %v", res.Problems)
	}
	byDir := map[string]*Skill{}
	for _, s := range res.Skills {
		byDir[s.Dir] = s
		if !s.Valid() || s.Doc == nil || !ValidDigest(s.Digest) || s.Digest != s.Files.Digest() {
			t.Errorf("%s: valid=%v digest=%q problems=%v", s.Dir, s.Valid(), s.Digest, s.Problems)
		}
	}
	// The nested skill is found twice over: as a skill of its own, and as
	// files of the enclosing one.
	outer, inner := byDir["outer"], byDir["outer/inner"]
	var outerPaths []string
	for _, f := range outer.Files {
		outerPaths = append(outerPaths, f.Path)
	}
	if want := []string{"SKILL.md", "inner/SKILL.md", "inner/scripts/x.sh", "notes.md"}; !slices.Equal(outerPaths, want) {
		t.Errorf("outer files = %v, want %v", outerPaths, want)
	}
	if inner.Name != "inner" || len(inner.Files) != 2 {
		t.Errorf("inner = %q with %d files", inner.Name, len(inner.Files))
	}
	a, _ := outer.Files.Lookup("inner/scripts/x.sh")
	b, _ := inner.Files.Lookup("scripts/x.sh")
	if a.Digest != b.Digest || !a.Exec || !b.Exec {
		t.Errorf("shared file differs: %+v vs %+v", a, b)
	}
	if got := res.Named("pdf"); len(got) != 1 || got[0].Dir != "skills/pdf" {
		t.Errorf("Named(pdf) = %v", got)
	}
}

func TestScanWithoutHashReadsOnlySkillMD(t *testing.T) {
	m := fstest.MapFS{
		"a/SKILL.md":        validMD("a"),
		"a/big.bin":         file(strings.Repeat("x", 1000)),
		"b/SKILL.md":        link("real.md"),
		"b/real.md":         validMD("b"),
		"lib/huge/data.bin": file("data"),
	}
	c := &countingFS{FS: m}
	res, err := Scan(c, ScanOptions{})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(c.opened)
	if want := []string{"a/SKILL.md", "b/real.md"}; !slices.Equal(c.opened, want) {
		t.Errorf("opened %v, want only %v", c.opened, want)
	}
	for _, s := range res.Skills {
		if s.Files != nil || s.Digest != "" || !s.Valid() {
			t.Errorf("%s: files=%v digest=%q problems=%v", s.Dir, s.Files, s.Digest, s.Problems)
		}
	}
}

func TestScanSkillProblems(t *testing.T) {
	tests := []struct {
		name     string
		fs       fstest.MapFS
		raw      map[string][]fs.DirEntry
		bad      map[string]bool
		opts     ScanOptions
		dir      string // the skill to check
		want     []Code
		file     string // File of the first problem
		skillNm  string
		treeWant []Code
	}{
		{name: "valid", fs: fstest.MapFS{"pdf/SKILL.md": validMD("pdf")}, dir: "pdf", skillNm: "pdf"},
		{name: "name differs from directory", fs: fstest.MapFS{"pdf-v2/SKILL.md": validMD("pdf")}, dir: "pdf-v2", want: []Code{CodeNameMismatch}, file: "pdf-v2/SKILL.md", skillNm: "pdf"},
		{name: "root skill with root name", fs: fstest.MapFS{"SKILL.md": validMD("pdf")}, opts: ScanOptions{RootName: "pdf-skill"}, dir: ".", want: []Code{CodeNameMismatch}, file: "SKILL.md", skillNm: "pdf"},
		{name: "root skill without root name", fs: fstest.MapFS{"SKILL.md": validMD("pdf")}, dir: ".", skillNm: "pdf"},
		{name: "invalid name no mismatch", fs: fstest.MapFS{"x/SKILL.md": validMD("X")}, dir: "x", want: []Code{CodeNameInvalid}, file: "x/SKILL.md", skillNm: "X"},
		{name: "bad frontmatter", fs: fstest.MapFS{"x/SKILL.md": file("# no frontmatter\n")}, dir: "x", want: []Code{CodeInvalidFrontmatter}, file: "x/SKILL.md"},
		{name: "SKILL.md link inside", fs: fstest.MapFS{"x/SKILL.md": link("docs/skill.md"), "x/docs/skill.md": validMD("x")}, dir: "x", skillNm: "x"},
		{name: "SKILL.md link escaping", fs: fstest.MapFS{"x/SKILL.md": link("../y/SKILL.md"), "y/SKILL.md": validMD("x")}, dir: "x", want: []Code{CodeSymlinkEscape}, file: "x/SKILL.md"},
		{name: "SKILL.md link escaping hashed", fs: fstest.MapFS{"x/SKILL.md": link("/etc/passwd")}, opts: ScanOptions{Hash: true}, dir: "x", want: []Code{CodeSymlinkEscape}, file: "x/SKILL.md"},
		// Refused for its size, but named from the frontmatter at its head.
		{name: "SKILL.md over the limit", fs: fstest.MapFS{"x/SKILL.md": validMD("x")}, opts: ScanOptions{Limits: Limits{MaxBytes: 10}}, dir: "x", want: []Code{CodeLimitExceeded}, file: "x/SKILL.md", skillNm: "x"},
		{name: "SKILL.md over the limit, frontmatter past the peek", fs: fstest.MapFS{"x/SKILL.md": {Data: []byte("---\n# " + strings.Repeat("x", maxPeek) + "\nname: x\ndescription: X.\n---\n")}}, opts: ScanOptions{Limits: Limits{MaxBytes: 10}}, dir: "x", want: []Code{CodeLimitExceeded}, file: "x/SKILL.md"},
		{name: "SKILL.md over the limit, invalid name", fs: fstest.MapFS{"x/SKILL.md": validMD("X Y")}, opts: ScanOptions{Limits: Limits{MaxBytes: 10}}, dir: "x", want: []Code{CodeLimitExceeded}, file: "x/SKILL.md"},
		{name: "SKILL.md and skill.md", fs: fstest.MapFS{"x/SKILL.md": validMD("x"), "x/skill.md": validMD("x")}, opts: ScanOptions{Hash: true}, dir: "x", want: []Code{CodeCaseCollision}, file: "x/skill.md", skillNm: "x"},
		{name: "unsafe entry inside skill hashed", fs: fstest.MapFS{"x/SKILL.md": validMD("x")}, raw: map[string][]fs.DirEntry{"x": {rawEntry{name: "..", mode: fs.ModeDir}}}, opts: ScanOptions{Hash: true}, dir: "x", want: []Code{CodePathUnsafe}, file: "x", skillNm: "x"},
		{name: "unsafe entry outside skills", fs: fstest.MapFS{"x/SKILL.md": validMD("x")}, raw: map[string][]fs.DirEntry{".": {rawEntry{name: "a\\b", mode: fs.ModeDir}}}, dir: "x", skillNm: "x", treeWant: []Code{CodePathUnsafe}},
		{name: "duplicate names", fs: fstest.MapFS{"a/x/SKILL.md": validMD("x"), "b/x/SKILL.md": validMD("x")}, dir: "a/x", skillNm: "x", treeWant: []Code{CodeDuplicateName}},
		{name: "unreadable sibling dir", fs: fstest.MapFS{"x/SKILL.md": validMD("x"), "y/SKILL.md": validMD("y")}, bad: map[string]bool{"y": true}, dir: "x", skillNm: "x", treeWant: []Code{CodeReadFailed}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fsys := rawFS{MapFS: tt.fs, entries: tt.raw, badDirs: tt.bad}
			res, err := Scan(fsys, tt.opts)
			if err != nil {
				t.Fatal(err)
			}
			var s *Skill
			for _, c := range res.Skills {
				if c.Dir == tt.dir {
					s = c
				}
			}
			if s == nil {
				t.Fatalf("skill %s not found in %v", tt.dir, skillDirs(res))
			}
			if got := codes(s.Problems); !slices.Equal(got, append([]Code{}, tt.want...)) {
				t.Errorf("codes = %v, want %v: %v", got, tt.want, s.Problems)
			}
			if tt.file != "" && len(s.Problems) > 0 && s.Problems[0].File != tt.file {
				t.Errorf("problem file = %q, want %q", s.Problems[0].File, tt.file)
			}
			if s.Name != tt.skillNm {
				t.Errorf("name = %q, want %q", s.Name, tt.skillNm)
			}
			if got := codes(res.Problems); !slices.Equal(got, append([]Code{}, tt.treeWant...)) {
				t.Errorf("tree codes = %v, want %v: %v", got, tt.treeWant, res.Problems)
			}
		})
	}
}

func TestScanOneBadSkillDoesNotHideOthers(t *testing.T) {
	m := fstest.MapFS{
		"a/SKILL.md": file("---\nname: [\n---\n"),
		"b/SKILL.md": validMD("b"),
		"b/escape":   link("../../x"),
		"c/SKILL.md": validMD("c"),
		"d/SKILL.md": file("\xff\xfe"),
		"e/SKILL.md": file("---\nname: e\n---\n"),
	}
	res, err := Scan(m, ScanOptions{Hash: true})
	if err != nil {
		t.Fatal(err)
	}
	valid := map[string]bool{}
	for _, s := range res.Skills {
		valid[s.Dir] = s.Valid()
	}
	want := map[string]bool{"a": false, "b": false, "c": true, "d": false, "e": false}
	for d, v := range want {
		if got, ok := valid[d]; !ok || got != v {
			t.Errorf("%s: found=%v valid=%v, want valid=%v", d, ok, got, v)
		}
	}
}

func TestScanUnreadableRoot(t *testing.T) {
	if _, err := Scan(rawFS{MapFS: fstest.MapFS{}, badDirs: map[string]bool{".": true}}, ScanOptions{}); err == nil {
		t.Fatal("want error for an unreadable root")
	}
}
