package lock

import (
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/faults"
	"github.com/skillpin/skillpin/internal/lock/tomlfile"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/ui/errkind"
)

// file builds a catalog.File whose digest is that of content.
func file(path, content string, exec bool) catalog.File {
	return catalog.File{Path: path, Size: int64(len(content)), Digest: catalog.DigestBytes([]byte(content)), Exec: exec}
}

// skill builds a locked skill whose digest matches its files.
func skill(name, source, path string, files ...catalog.File) LockedSkill {
	fs := catalog.FileSet(files)
	fs.Sort()
	return LockedSkill{Name: name, Source: source, Path: path, Digest: fs.Digest(), Files: fs}
}

const (
	commitA = "0123456789abcdef0123456789abcdef01234567"
	commitB = "fedcba9876543210fedcba9876543210fedcba98"
	tagObj  = "1111111111111111111111111111111111111111"
	// ociDigest is a manifest digest, what an oci:// source pins.
	ociDigest = "sha256:2222222222222222222222222222222222222222222222222222222222222222"
)

func sampleLock() *Lock {
	pdf := skill("pdf", "anthropic", "skills/pdf",
		file("SKILL.md", "---\nname: pdf\n---\n", false),
		file("scripts/extract.py", "print('hi')\n", true),
		file("reference/forms.md", "# Forms\n", false))
	pdf.Description = "Read \"PDF\" files.\nTab\there, ünïcödé, and a backslash \\ and \x1b escape."
	pdf.AllowedTools = []string{"Bash(python:*)", "Read"}
	pdf.Signature = &LockedSignature{Bundle: catalog.DigestBytes([]byte("bundle")), Key: catalog.DigestBytes([]byte("key"))}
	xlsx := skill("xlsx", "anthropic", "skills/xlsx", file("SKILL.md", "x", false))
	xlsx.AllowedTools = []string{}
	xlsx.Signature = &LockedSignature{Bundle: catalog.DigestBytes([]byte("b2")), Identity: "ci@example.com", Issuer: "https://issuer"}
	local := skill("deploy", "local", ".", file("SKILL.md", "deploy", false), file("run.sh", "#!/bin/sh\n", true))
	return &Lock{
		Version: LockVersion,
		Policy:  &LockedPolicy{URL: "https://git.example.com/acme/policy", Ref: "main", Kind: KindBranch, Commit: commitB, File: "skills-policy.toml", Digest: catalog.DigestBytes([]byte("policy"))},
		Sources: []LockedSource{
			{Name: "anthropic", URL: "https://github.com/anthropics/skills", Ref: "v1.2.0", Kind: KindTag, Commit: commitA, TagObject: tagObj},
			{Name: "local", URL: "./tools/skills", Kind: KindPath},
		},
		Skills: []LockedSkill{pdf, xlsx, local},
	}
}

func TestLockRoundTrip(t *testing.T) {
	l := sampleLock()
	data := l.Marshal()
	got, err := ParseLock(data, "skills.lock")
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	if !reflect.DeepEqual(got, l) {
		t.Fatalf("round trip:\ngot  %+v\nwant %+v", got, l)
	}
	if again := got.Marshal(); string(again) != string(data) {
		t.Fatalf("second Marshal differs:\n%s\n---\n%s", again, data)
	}
	// The shape tooling relies on.
	for _, line := range []string{
		"version = 1\n\n[policy]\nurl = \"https://git.example.com/acme/policy\"\nref = \"main\"\nkind = \"branch\"\ncommit = \"" + commitB + "\"\nfile = \"skills-policy.toml\"\ndigest = \"" + catalog.DigestBytes([]byte("policy")) + "\"\n\n[[source]]",
		"[[source]]\nname = \"anthropic\"\nurl = \"https://github.com/anthropics/skills\"\nref = \"v1.2.0\"\nkind = \"tag\"\ncommit = \"" + commitA + "\"\ntag_object = \"" + tagObj + "\"\n",
		"[[source]]\nname = \"local\"\nurl = \"./tools/skills\"\nkind = \"path\"\n\n",
		"[[skill]]\nname = \"pdf\"\nsource = \"anthropic\"\npath = \"skills/pdf\"\ndigest = \"" + l.Skills[0].Digest + "\"\n",
		`description = "Read \"PDF\" files.\nTab\there, ünïcödé, and a backslash \\ and \u001B escape."` + "\n",
		`allowed_tools = ["Bash(python:*)", "Read"]` + "\n",
		"files = [\n  { path = \"SKILL.md\", size = 18, digest = \"" + catalog.DigestBytes([]byte("---\nname: pdf\n---\n")) + "\" },\n",
		"  { path = \"scripts/extract.py\", size = 12, digest = \"" + catalog.DigestBytes([]byte("print('hi')\n")) + "\", exec = true },\n]\n",
		"[skill.signature]\nbundle = \"" + catalog.DigestBytes([]byte("bundle")) + "\"\nkey = \"" + catalog.DigestBytes([]byte("key")) + "\"\n",
		"allowed_tools = []\n",
	} {
		if !strings.Contains(string(data), line) {
			t.Errorf("lockfile lacks %q\n%s", line, data)
		}
	}
	if strings.Count(string(data), "allowed_tools") != 2 {
		t.Errorf("allowed_tools written for a skill that declares none:\n%s", data)
	}
}

func TestParseLockReformatted(t *testing.T) {
	// The canonical layout takes the fast path; a lockfile reformatted by
	// hand (or by another tool) is still read, by the TOML decoder, to
	// the same value.
	data := sampleLock().Marshal()
	if _, ok := parseCanonical(data); !ok {
		t.Fatal("Marshal output does not take the fast path")
	}
	reformatted := strings.NewReplacer(" = ", "=", "  { ", "{", "[[skill]]\n", "[[skill]] # a skill\n").Replace(string(data))
	if _, ok := parseCanonical([]byte(reformatted)); ok {
		t.Fatal("test bug: the reformatted lock takes the fast path")
	}
	got, err := ParseLock([]byte(reformatted), "skills.lock")
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, sampleLock()) {
		t.Fatalf("reformatted lock reads as %+v", got)
	}
}

func TestMarshalDeterministic(t *testing.T) {
	want := sampleLock().Marshal()
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 20; i++ {
		l := sampleLock()
		r.Shuffle(len(l.Sources), func(i, j int) { l.Sources[i], l.Sources[j] = l.Sources[j], l.Sources[i] })
		r.Shuffle(len(l.Skills), func(i, j int) { l.Skills[i], l.Skills[j] = l.Skills[j], l.Skills[i] })
		for _, s := range l.Skills {
			r.Shuffle(len(s.Files), func(i, j int) { s.Files[i], s.Files[j] = s.Files[j], s.Files[i] })
		}
		if got := l.Marshal(); string(got) != string(want) {
			t.Fatalf("shuffled lock marshals differently:\n%s\n---\n%s", got, want)
		}
	}
}

func TestParseLockErrors(t *testing.T) {
	good := string(sampleLock().Marshal())
	lineOf := func(substr string) int {
		i := strings.Index(good, substr)
		if i < 0 {
			t.Fatalf("test bug: %q not in the lockfile", substr)
		}
		return 1 + strings.Count(good[:i], "\n")
	}
	pdfDigest := sampleLock().Skills[0].Digest
	skillMD := catalog.DigestBytes([]byte("---\nname: pdf\n---\n"))
	otherDigest := catalog.DigestBytes([]byte("tampered"))
	tests := []struct {
		name     string
		src      string
		line     int // 0: do not check
		contains string
	}{
		{"malformed", strings.Replace(good, "kind = \"tag\"", "kind = tag", 1), lineOf("kind = \"tag\""), ""},
		{"truncated", good[:len(good)/2], 0, ""},
		{"binary", good[:100] + "\x00\x01\x02" + good[100:], lineOf(good[90:100]), "not a text file"},
		{"no version", strings.Replace(good, "version = 1\n", "", 1), 1, "no version key"},
		{"wrong version type", strings.Replace(good, "version = 1", `version = "1"`, 1), lineOf("version"), "version must be an integer"},
		{"unknown key", strings.Replace(good, "path = \"skills/xlsx\"\n", "path = \"skills/xlsx\"\nsha = 1\n", 1), lineOf("path = \"skills/xlsx\"") + 1, `unknown key "sha" in skill[2]`},
		{"unknown file key", strings.Replace(good, `{ path = "reference/forms.md",`, `{ mode = 1, path = "reference/forms.md",`, 1), lineOf(`{ path = "reference/forms.md",`), `unknown key "mode" in skill[1].files[2]`},
		{"hand-edited file digest", strings.Replace(good, skillMD, otherDigest, 1), lineOf("digest = \"" + pdfDigest), "does not match its files"},
		{"hand-edited skill digest", strings.Replace(good, "digest = \""+pdfDigest, "digest = \""+otherDigest, 1), lineOf("digest = \"" + pdfDigest), "does not match its files"},
		{"exec bit added by hand", strings.Replace(good, `size = 8, digest = "`+catalog.DigestBytes([]byte("# Forms\n"))+`" }`, `size = 8, digest = "`+catalog.DigestBytes([]byte("# Forms\n"))+`", exec = true }`, 1), lineOf("digest = \"" + pdfDigest), "does not match its files"},
		{"bad file digest", strings.Replace(good, skillMD, strings.ToUpper(skillMD), 1), lineOf(skillMD), "64 lowercase hex"},
		{"bad skill digest", strings.Replace(good, "digest = \""+pdfDigest, "digest = \"md5:00", 1), lineOf("digest = \"" + pdfDigest), "is not sha256:"},
		{"unsorted files", strings.Replace(good, `path = "reference/forms.md"`, `path = "zz.md"`, 1), lineOf(`path = "scripts/extract.py"`), "out of order"},
		{"duplicate files", strings.Replace(good, `path = "reference/forms.md"`, `path = "SKILL.md"`, 1), lineOf(`path = "reference/forms.md"`), "listed twice"},
		{"unsafe file path", strings.Replace(good, `path = "reference/forms.md"`, `path = "../forms.md"`, 1), lineOf(`path = "reference/forms.md"`), "not a clean relative slash path"},
		{"negative size", strings.Replace(good, `size = 8,`, `size = -8,`, 1), lineOf(`size = 8,`), "negative size"},
		{"no SKILL.md", strings.Replace(good, `path = "SKILL.md", size = 1,`, `path = "README.md", size = 1,`, 1), lineOf(`path = "SKILL.md", size = 1,`) - 1, "has no SKILL.md"},
		{"bad commit", strings.Replace(good, commitA, "v1.2.0", 1), lineOf(commitA), "not a full lowercase hex object id"},
		{"policy commit", strings.Replace(good, "commit = \""+commitB, "commit = \"main", 1), lineOf("commit = \"" + commitB), "the policy's commit"},
		{"policy kind", strings.Replace(good, `kind = "branch"`, `kind = "path"`, 1), lineOf(`kind = "branch"`), "the policy's kind"},
		{"policy file", strings.Replace(good, `file = "skills-policy.toml"`, `file = "../p.toml"`, 1), lineOf(`file = "skills-policy.toml"`), "the policy's file"},
		{"policy digest", strings.Replace(good, "digest = \""+catalog.DigestBytes([]byte("policy")), "digest = \"sha1:00", 1), lineOf("digest = \"" + catalog.DigestBytes([]byte("policy"))), "the policy's digest"},
		{"policy url", strings.Replace(good, `url = "https://git.example.com/acme/policy"`, `url = "https://u:p@git.example.com/acme/policy"`, 1), lineOf(`url = "https://git.example.com/acme/policy"`), "holds credentials"},
		{"bad kind", strings.Replace(good, `kind = "tag"`, `kind = "release"`, 1), lineOf(`kind = "tag"`), `kind "release" is not one of`},
		{"path source with commit", strings.Replace(good, "kind = \"path\"\n", "kind = \"path\"\ncommit = \""+commitB+"\"\n", 1), lineOf("kind = \"path\""), "a path source has no ref or commit"},
		{"tag object on a branch", strings.Replace(good, `kind = "tag"`, `kind = "branch"`, 1), lineOf("tag_object"), "tag_object"},
		{"no url", strings.Replace(good, "url = \"./tools/skills\"\n", "", 1), lineOf("name = \"local\"") - 1, "has no url"},
		{"unknown source", strings.Replace(good, `source = "local"`, `source = "elsewhere"`, 1), lineOf(`source = "local"`), `names source "elsewhere", which is not locked`},
		{"duplicate source", strings.Replace(good, `name = "local"`, `name = "anthropic"`, 1), lineOf(`name = "local"`), "locked twice"},
		{"unsorted sources", strings.Replace(good, `name = "local"`, `name = "aardvark"`, 1), lineOf(`name = "local"`), "out of order"},
		{"invalid source name", strings.Replace(good, `name = "local"`, `name = "lo cal"`, 1), lineOf(`name = "local"`), "invalid name"},
		{"unsorted skills", strings.Replace(good, `name = "xlsx"`, `name = "a"`, 1), lineOf(`name = "xlsx"`), "out of order"},
		{"duplicate skills", strings.Replace(good, `name = "xlsx"`, `name = "pdf"`, 1), lineOf(`name = "xlsx"`), "locked twice"},
		{"invalid skill name", strings.Replace(good, `name = "xlsx"`, `name = "../x"`, 1), lineOf(`name = "xlsx"`), "invalid name"},
		{"escaping skill path", strings.Replace(good, `path = "skills/xlsx"`, `path = "/etc"`, 1), lineOf(`path = "skills/xlsx"`), "is absolute"},
		{"bad bundle", strings.Replace(good, "bundle = \""+catalog.DigestBytes([]byte("b2")), "bundle = \"x", 1), lineOf("bundle = \"" + catalog.DigestBytes([]byte("b2"))), "signature bundle"},
		{"bad key", strings.Replace(good, "key = \""+catalog.DigestBytes([]byte("key")), "key = \"x", 1), lineOf("key = \"" + catalog.DigestBytes([]byte("key"))), "signature key"},
		{"signer missing", strings.Replace(good, "identity = \"ci@example.com\"\n", "", 1), lineOf("identity = \"ci@example.com\"") - 2, "neither a key nor an identity"},
		{"oci source with a git commit", strings.Replace(good, `url = "https://github.com/anthropics/skills"`, `url = "oci://reg.example/skills"`, 1), lineOf(commitA), "is not a manifest digest"},
		{"oci source of a git kind", strings.Replace(strings.Replace(strings.Replace(good, `url = "https://github.com/anthropics/skills"`, `url = "oci://reg.example/skills"`, 1), commitA, ociDigest, 1), `kind = "tag"`, `kind = "branch"`, 1), lineOf(`kind = "tag"`), `is not one of tag, digest`},
		{"oci digest source pinned elsewhere", strings.Replace(strings.Replace(strings.Replace(good, `url = "https://github.com/anthropics/skills"`, `url = "oci://reg.example/skills"`, 1), commitA, ociDigest, 1), `kind = "tag"`, `kind = "digest"`, 1), lineOf(`ref = "v1.2.0"`), "is not the digest it is pinned at"},
		{"digest kind of a git source", strings.Replace(good, `kind = "tag"`, `kind = "digest"`, 1), lineOf(`kind = "tag"`), "for oci:// sources only"},
		{"empty tool", strings.Replace(good, `"Read"]`, `""]`, 1), lineOf(`"Read"]`), "allowed_tools entry 2 is empty"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.src == good {
				t.Fatal("test bug: the edit did not apply")
			}
			_, err := ParseLock([]byte(tt.src), "skills.lock")
			var pe *tomlfile.ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("err = %v (%T), want *tomlfile.ParseError", err, err)
			}
			if tt.line > 0 && pe.Line != tt.line {
				t.Errorf("line %d, want %d: %v", pe.Line, tt.line, err)
			}
			if pe.Line == 0 {
				t.Errorf("no line in %v", err)
			}
			if !strings.Contains(pe.Msg, tt.contains) {
				t.Errorf("message %q does not contain %q", pe.Msg, tt.contains)
			}
			if !errors.Is(err, errkind.Invalid) {
				t.Error("exit code is not 2")
			}
		})
	}
}

func TestParseLockVersion(t *testing.T) {
	good := string(sampleLock().Marshal())
	for _, tt := range []struct {
		name string
		src  string
		want int64
	}{
		{"newer", strings.Replace(good, "version = 1", "version = 2", 1), 2},
		{"zero", strings.Replace(good, "version = 1", "version = 0", 1), 0},
		{"newer with other syntax", "version = 7\nthis is { not TOML\n", 7},
		{"quoted key", strings.Replace(good, "version = 1", `"version" = 3`, 1), 3},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseLock([]byte(tt.src), "skills.lock")
			var ve *VersionError
			if !errors.As(err, &ve) || ve.Version != tt.want {
				t.Fatalf("err = %v, want a *VersionError for version %d", err, tt.want)
			}
			if !errors.Is(err, errkind.Invalid) || !strings.Contains(err.Error(), "reads version 1") || !strings.Contains(err.Error(), "upgrade skillpin") {
				t.Errorf("message %q", err)
			}
		})
	}
}

func TestLoadSaveLock(t *testing.T) {
	dir := testfs.TempDir(t)
	p := filepath.Join(dir, "skills.lock")
	_, err := LoadLock(p)
	var nf *tomlfile.NotFoundError
	if !errors.As(err, &nf) || !errors.Is(err, fs.ErrNotExist) || !errors.Is(err, errkind.Invalid) || !strings.Contains(err.Error(), "skillpin install") {
		t.Fatalf("missing lock: err = %v", err)
	}
	l := sampleLock()
	// Unsorted input is saved in canonical order.
	l.Skills[0], l.Skills[2] = l.Skills[2], l.Skills[0]
	if err := SaveLock(p, l); err != nil {
		t.Fatal(err)
	}
	got, err := LoadLock(p)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, sampleLock()) {
		t.Fatalf("loaded %+v", got)
	}
	// Saving the same lock again leaves the file alone (the same inode,
	// so its mtime too): tools watching it see no change.
	before, _ := os.Stat(p)
	if err := SaveLock(p, sampleLock()); err != nil {
		t.Fatal(err)
	}
	if after, _ := os.Stat(p); !os.SameFile(before, after) {
		t.Error("saving an unchanged lock rewrote the file")
	}
	// An invalid lock is refused, and the file is left as it was.
	bad := sampleLock()
	bad.Skills[0].Files[0].Digest = catalog.DigestBytes([]byte("other"))
	if err := SaveLock(p, bad); err == nil || !strings.Contains(err.Error(), "does not match its files") {
		t.Fatalf("SaveLock(invalid) = %v", err)
	}
	data, _ := os.ReadFile(p)
	if string(data) != string(sampleLock().Marshal()) {
		t.Fatal("file changed by a refused save")
	}
	bad = sampleLock()
	bad.Version = 2
	if err := SaveLock(p, bad); err == nil {
		t.Fatal("SaveLock(version 2) succeeded")
	}
}

func TestSaveLockFault(t *testing.T) {
	if !faults.Enabled {
		t.Skip("needs -tags skillpin_faults")
	}
	dir := testfs.TempDir(t)
	p := filepath.Join(dir, "skills.lock")
	if err := SaveLock(p, sampleLock()); err != nil {
		t.Fatal(err)
	}
	t.Setenv("SKILLPIN_FAULT", "lock.save")
	l := sampleLock()
	l.Sources[0].Ref = "v9"
	if err := SaveLock(p, l); !errors.Is(err, faults.ErrInjected) {
		t.Fatalf("err = %v, want the injected fault", err)
	}
	if got, _ := os.ReadFile(p); string(got) != string(sampleLock().Marshal()) {
		t.Fatal("a failed save changed the lockfile")
	}
}

func TestLockAccessors(t *testing.T) {
	l := sampleLock()
	if l.Skill("xlsx") == nil || l.Skill("nope") != nil || l.Source("local") == nil || l.Source("nope") != nil {
		t.Error("lookup failed")
	}
	if got := len(l.SkillsOf("anthropic")); got != 2 {
		t.Errorf("SkillsOf(anthropic) = %d skills", got)
	}
	if got := l.Skills[0].Signature.Signer(); !strings.HasPrefix(got, "key sha256:") {
		t.Errorf("Signer = %q", got)
	}
	if got := l.Skills[1].Signature.Signer(); got != "ci@example.com (issuer https://issuer)" {
		t.Errorf("Signer = %q", got)
	}
}

// FuzzParseLock checks that parsing never panics, fails only with the
// documented error types, and that whatever parses round-trips:
// ParseLock(Marshal(l)) == l, and Marshal is a fixed point.
func FuzzParseLock(f *testing.F) {
	f.Add(sampleLock().Marshal())
	f.Add([]byte("version = 1\n"))
	f.Add([]byte("version = 2\n"))
	f.Add(bigLock(2, 2).Marshal())
	f.Add([]byte("version = 1\n[[skill]]\nallowed_tools = [\"a\\u00e9\\U0001F600\\b\\f\"]\nfiles = [\n]\n[skill.signature]\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		// Differential: whatever the fast path accepts, the TOML decoder
		// accepts with the same result.
		if tomlfile.CheckText(data, "f.lock") == nil {
			if fast, ok := parseCanonical(data); ok {
				var slow Lock
				if err := tomlfile.Decode(data, "f.lock", &slow); err != nil {
					t.Fatalf("fast path accepted what the decoder rejects (%v):\n%q", err, data)
				}
				if !reflect.DeepEqual(fast, &slow) {
					t.Fatalf("fast path and decoder differ on %q:\n%+v\n%+v", data, fast, &slow)
				}
			}
		}
		l, err := ParseLock(data, "f.lock")
		if err != nil {
			var pe *tomlfile.ParseError
			var ve *VersionError
			if !errors.As(err, &pe) && !errors.As(err, &ve) {
				t.Fatalf("error %v is %T", err, err)
			}
			return
		}
		out := l.Marshal()
		l2, err := ParseLock(out, "f.lock")
		if err != nil {
			t.Fatalf("Marshal output does not parse: %v\n%s", err, out)
		}
		if !reflect.DeepEqual(l, l2) {
			t.Fatalf("round trip differs:\n%+v\n%+v", l, l2)
		}
		if out2 := l2.Marshal(); string(out2) != string(out) {
			t.Fatalf("Marshal is not a fixed point:\n%s\n---\n%s", out, out2)
		}
	})
}

// bigLock is n skills of m files each, from 10 sources.
func bigLock(n, m int) *Lock {
	l := &Lock{Version: LockVersion}
	for s := 0; s < 10; s++ {
		l.Sources = append(l.Sources, LockedSource{Name: fmt.Sprintf("src%02d", s), URL: fmt.Sprintf("https://github.com/org/repo%d", s),
			Ref: "v1.0.0", Kind: KindTag, Commit: commitA})
	}
	for i := 0; i < n; i++ {
		files := []catalog.File{file("SKILL.md", fmt.Sprintf("---\nname: skill-%d\n---\n", i), false)}
		for j := 1; j < m; j++ {
			files = append(files, file(fmt.Sprintf("references/file-%03d.md", j), fmt.Sprintf("content %d %d", i, j), j%5 == 0))
		}
		sk := skill(fmt.Sprintf("skill-%04d", i), fmt.Sprintf("src%02d", i%10), fmt.Sprintf("skills/skill-%04d", i), files...)
		sk.Description = fmt.Sprintf("Skill number %d, which does something useful when asked.", i)
		sk.AllowedTools = []string{"Read", "Grep"}
		l.Skills = append(l.Skills, sk)
	}
	l.Sort()
	return l
}

func BenchmarkLockLoad(b *testing.B) {
	p := filepath.Join(testfs.TempDir(b), "skills.lock")
	if err := SaveLock(p, bigLock(1000, 10)); err != nil {
		b.Fatal(err)
	}
	fi, _ := os.Stat(p)
	b.SetBytes(fi.Size())
	b.ResetTimer()
	for b.Loop() {
		if _, err := LoadLock(p); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkLockSave(b *testing.B) {
	p := filepath.Join(testfs.TempDir(b), "skills.lock")
	l := bigLock(1000, 10)
	b.SetBytes(int64(len(l.Marshal())))
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		// Alternate a change so that every save writes the file.
		l.Sources[0].Ref = fmt.Sprintf("v1.0.%d", i%2)
		if err := SaveLock(p, l); err != nil {
			b.Fatal(err)
		}
	}
}

func TestParseLockConflictMarkers(t *testing.T) {
	good := string(sampleLock().Marshal())
	i := strings.Index(good, "[[skill]]")
	conflicted := good[:i] + "<<<<<<< HEAD\n" + good[i:i+10] + "=======\n" + good[i:i+10] + ">>>>>>> feature\n" + good[i+10:]
	_, err := ParseLock([]byte(conflicted), "skills.lock")
	var pe *tomlfile.ParseError
	if !errors.As(err, &pe) || pe.Line != strings.Count(good[:i], "\n")+1 || !strings.Contains(err.Error(), "merge conflict") || !strings.Contains(err.Error(), "skillpin relock") {
		t.Fatalf("ParseLock(conflicted) = %v, want a merge-conflict error at the marker's line", err)
	}
}
