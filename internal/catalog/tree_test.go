package catalog

import (
	"fmt"
	"io"
	"io/fs"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

func TestFileSetOf(t *testing.T) {
	base := func() fstest.MapFS {
		return fstest.MapFS{
			"skill/SKILL.md":                validMD("skill"),
			"skill/scripts/run.sh":          exe("#!/bin/sh\necho hi\n"),
			"skill/references/guide.md":     file("# Guide\n"),
			"skill/assets/logo.svg":         file("<svg/>"),
			"other/SKILL.md":                validMD("other"),
			"other/secret.txt":              file("outside"),
			"skill/.git/config":             file("[remote] url = https://token@example.com"),
			"skill/SKILL.sigstore.json":     file("{}"),
			"skill/sub/SKILL.sigstore.json": file("{}"),
		}
	}
	baseFiles := []string{"SKILL.md", "assets/logo.svg", "references/guide.md", "scripts/run.sh", "sub/SKILL.sigstore.json"}
	tests := []struct {
		name    string
		add     fstest.MapFS
		raw     map[string][]fs.DirEntry
		limits  Limits
		want    []Code
		files   []string          // expected paths when valid (nil: baseFiles)
		from    map[string]string // path -> File.From
		exec    []string          // paths with the exec bit
		message string            // substring of the first problem
	}{
		{name: "plain skill", exec: []string{"scripts/run.sh"}},
		{
			name:  "link to sibling file is its content",
			add:   fstest.MapFS{"skill/scripts/alias.sh": link("run.sh")},
			files: append(slices.Clone(baseFiles), "scripts/alias.sh"),
			from:  map[string]string{"scripts/alias.sh": "skill/scripts/run.sh", "scripts/run.sh": "skill/scripts/run.sh"},
			exec:  []string{"scripts/alias.sh", "scripts/run.sh"},
		},
		{
			name:  "link up and down inside the skill",
			add:   fstest.MapFS{"skill/docs/guide.md": link("../references/./guide.md")},
			files: append(slices.Clone(baseFiles), "docs/guide.md"),
			from:  map[string]string{"docs/guide.md": "skill/references/guide.md"},
		},
		{
			name:  "chain of links inside the skill",
			add:   fstest.MapFS{"skill/a": link("b"), "skill/b": link("references/guide.md")},
			files: append(slices.Clone(baseFiles), "a", "b"),
			from:  map[string]string{"a": "skill/references/guide.md", "b": "skill/references/guide.md"},
		},
		{name: "absolute link", add: fstest.MapFS{"skill/passwd": link("/etc/passwd")}, want: []Code{CodeSymlinkEscape}, message: "link passwd -> /etc/passwd is absolute"},
		{name: "windows absolute link", add: fstest.MapFS{"skill/x": link(`C:\Windows\win.ini`)}, want: []Code{CodeSymlinkEscape}, message: "is absolute"},
		{name: "drive link", add: fstest.MapFS{"skill/x": link("c:/x")}, want: []Code{CodeSymlinkEscape}, message: "is absolute"},
		{name: "escaping link into the repo", add: fstest.MapFS{"skill/s": link("../other/secret.txt")}, want: []Code{CodeSymlinkEscape}, message: "leaves the skill"},
		{name: "escaping the repo", add: fstest.MapFS{"skill/s": link("../../../etc/passwd")}, want: []Code{CodeSymlinkEscape}, message: "leaves the skill"},
		{name: "leaving and coming back", add: fstest.MapFS{"skill/s": link("../skill/SKILL.md")}, want: []Code{CodeSymlinkEscape}, message: "leaves the skill"},
		{name: "chain that leaves", add: fstest.MapFS{"skill/a": link("scripts/b"), "skill/scripts/b": link("../../other/secret.txt")}, want: []Code{CodeSymlinkEscape, CodeSymlinkEscape}, message: "link a -> scripts/b leaves the skill"},
		{name: "directory link", add: fstest.MapFS{"skill/refs": link("references")}, want: []Code{CodeSymlinkEscape}, message: "points to a directory"},
		{name: "link to skill root", add: fstest.MapFS{"skill/self": link(".")}, want: []Code{CodeSymlinkEscape}, message: "points to the skill directory"},
		{name: "trailing slash", add: fstest.MapFS{"skill/x": link("SKILL.md/")}, want: []Code{CodeSymlinkEscape}, message: "points to a directory"},
		{name: "dangling link", add: fstest.MapFS{"skill/gone": link("missing.md")}, want: []Code{CodeSymlinkEscape}, message: "is dangling"},
		{name: "through a file", add: fstest.MapFS{"skill/x": link("SKILL.md/x")}, want: []Code{CodeSymlinkEscape}, message: "is dangling"},
		{name: "link loop", add: fstest.MapFS{"skill/a": link("b"), "skill/b": link("a")}, want: []Code{CodeSymlinkEscape, CodeSymlinkEscape}, message: "loops"},
		{name: "self loop", add: fstest.MapFS{"skill/a": link("a")}, want: []Code{CodeSymlinkEscape}, message: "loops"},
		{name: "link into .git", add: fstest.MapFS{"skill/c": link(".git/config")}, want: []Code{CodeSymlinkEscape}, message: "points into .git"},
		{name: "empty link", add: fstest.MapFS{"skill/e": link("")}, want: []Code{CodeSymlinkEscape}, message: "empty target"},
		{name: "link with NUL", add: fstest.MapFS{"skill/e": link("a\x00b")}, want: []Code{CodeSymlinkEscape}, message: "unsafe target"},
		{name: "link to a submodule", add: fstest.MapFS{"skill/e": link("mod"), "skill/mod": {Mode: fs.ModeIrregular, Sys: submodule{}}}, want: []Code{CodeSymlinkEscape, CodeSubmodule}, message: "points to a irregular entry"},
		// The signature bundle is not in the set, but it follows the
		// rules every file of the skill does, policy or none.
		{name: "bundle linking out of the skill", add: fstest.MapFS{"skill/SKILL.sigstore.json": link("../other/SKILL.md")}, want: []Code{CodeSymlinkEscape}, message: "link SKILL.sigstore.json -> ../other/SKILL.md leaves the skill"},
		{name: "bundle linking outside the repo", add: fstest.MapFS{"skill/SKILL.sigstore.json": link("/etc/passwd")}, want: []Code{CodeSymlinkEscape}, message: "is absolute"},
		{name: "dangling bundle link", add: fstest.MapFS{"skill/SKILL.sigstore.json": link("gone.json")}, want: []Code{CodeSymlinkEscape}, message: "is dangling"},
		{name: "bundle linking to a file inside the skill", add: fstest.MapFS{"skill/SKILL.sigstore.json": link("references/guide.md")}},
		{name: "bundle that is a directory", add: fstest.MapFS{"skill/SKILL.sigstore.json": emptyDir(), "skill/SKILL.sigstore.json/x": file("x")}, want: []Code{CodePathUnsafe}, message: "skill/SKILL.sigstore.json is a directory"},
		{name: "bundle that is a submodule", add: fstest.MapFS{"skill/SKILL.sigstore.json": {Mode: fs.ModeIrregular, Sys: submodule{}}}, want: []Code{CodeSubmodule}},
		{name: "SKILL.md and skill.md", add: fstest.MapFS{"skill/skill.md": validMD("skill")}, want: []Code{CodeCaseCollision}, message: `"SKILL.md" and "skill.md" in skill`},
		{name: "directory and file collide", add: fstest.MapFS{"skill/Scripts": file("x")}, want: []Code{CodeCaseCollision}},
		{name: "unicode normalization", add: fstest.MapFS{"skill/caf\u00e9.md": file("a"), "skill/cafe\u0301.md": file("b")}, want: []Code{CodeCaseCollision}},
		{name: "unicode case", add: fstest.MapFS{"skill/ÄRGER.md": file("a"), "skill/ärger.md": file("b")}, want: []Code{CodeCaseCollision}},
		{name: "submodule", add: fstest.MapFS{"skill/vendor/lib": {Mode: fs.ModeIrregular, Sys: submodule{}}}, want: []Code{CodeSubmodule}, message: "skill/vendor/lib is a git submodule"},
		{name: "other irregular", add: fstest.MapFS{"skill/odd": {Mode: fs.ModeIrregular}}, want: []Code{CodePathUnsafe}, message: "irregular entry"},
		{name: "named pipe", add: fstest.MapFS{"skill/fifo": {Mode: fs.ModeNamedPipe}}, want: []Code{CodePathUnsafe}, message: "named pipe"},
		{name: "dotdot entry", raw: map[string][]fs.DirEntry{"skill": {rawEntry{name: "..", mode: 0o644}}}, want: []Code{CodePathUnsafe}, message: "parent"},
		{name: "dot entry", raw: map[string][]fs.DirEntry{"skill/scripts": {rawEntry{name: ".", mode: fs.ModeDir}}}, want: []Code{CodePathUnsafe}},
		{name: "empty name", raw: map[string][]fs.DirEntry{"skill": {rawEntry{name: "", mode: 0o644}}}, want: []Code{CodePathUnsafe}, message: "empty name"},
		{name: "slash in name", raw: map[string][]fs.DirEntry{"skill": {rawEntry{name: "a/../../x", mode: 0o644}}}, want: []Code{CodePathUnsafe}, message: "slash"},
		{name: "absolute name", raw: map[string][]fs.DirEntry{"skill": {rawEntry{name: "/etc/passwd", mode: 0o644}}}, want: []Code{CodePathUnsafe}},
		{name: "backslash", raw: map[string][]fs.DirEntry{"skill": {rawEntry{name: `..\x`, mode: 0o644}}}, want: []Code{CodePathUnsafe}, message: "backslash"},
		{name: "NUL", raw: map[string][]fs.DirEntry{"skill": {rawEntry{name: "a\x00", mode: 0o644}}}, want: []Code{CodePathUnsafe}, message: "NUL"},
		{name: "newline", raw: map[string][]fs.DirEntry{"skill": {rawEntry{name: "a\nb", mode: 0o644}}}, want: []Code{CodePathUnsafe}, message: "control character"},
		{name: "not UTF-8 name", raw: map[string][]fs.DirEntry{"skill": {rawEntry{name: "caf\xe9", mode: 0o644}}}, want: []Code{CodePathUnsafe}, message: "UTF-8"},
		{name: ".GIT in another case", add: fstest.MapFS{"skill/.GIT/hooks/x": file("x")}, want: []Code{CodePathUnsafe}, message: ".git"},
		{
			name:    "custom file limit",
			limits:  Limits{MaxFiles: 5},
			add:     fstest.MapFS{"skill/extra.md": file("x")},
			want:    []Code{CodeLimitExceeded},
			message: "more than 5 files (limit max_files = 5)",
		},
		{
			name:    "custom byte limit",
			limits:  Limits{MaxBytes: 20},
			want:    []Code{CodeLimitExceeded},
			message: "more than 20 bytes (limit max_bytes = 20)",
		},
		{
			name:    "directory limit",
			limits:  Limits{MaxFiles: 6},
			add:     fstest.MapFS{"skill/e1": emptyDir(), "skill/e2": emptyDir(), "skill/e3": emptyDir(), "skill/e4": emptyDir()},
			want:    []Code{CodeLimitExceeded},
			message: "more than 6 directories",
		},
		{
			name:    "listing understates size",
			limits:  Limits{MaxBytes: 100},
			add:     fstest.MapFS{"skill/big.bin": file(strings.Repeat("x", 200))},
			raw:     map[string][]fs.DirEntry{"skill": {rawEntry{name: "big.bin", mode: 0o644, size: 1}}},
			want:    []Code{CodeLimitExceeded},
			message: "max_bytes = 100",
		},
		{
			name:    "LFS pointer",
			add:     fstest.MapFS{"skill/assets/model.bin": file("version https://git-lfs.github.com/spec/v1\noid sha256:4d7a\nsize 12345\n")},
			want:    []Code{CodeLFSPointer},
			files:   append(slices.Clone(baseFiles), "assets/model.bin"),
			message: "assets/model.bin is a Git LFS pointer",
		},
		{
			name:  "large file mentioning LFS is content",
			add:   fstest.MapFS{"skill/assets/notes.md": file("version https://git-lfs.github.com/spec/v1\n" + strings.Repeat("x", 2000))},
			files: append(slices.Clone(baseFiles), "assets/notes.md"),
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := base()
			for k, v := range tt.add {
				m[k] = v
			}
			fsys := rawFS{MapFS: m, entries: tt.raw}
			set, probs := FileSetOf(fsys, "skill", tt.limits)
			if got := codes(probs); !slices.Equal(got, append([]Code{}, tt.want...)) {
				t.Fatalf("codes = %v, want %v: %v", got, tt.want, probs)
			}
			if tt.message != "" && !strings.Contains(probs[0].Message, tt.message) {
				t.Errorf("message %q does not contain %q", probs[0].Message, tt.message)
			}
			for _, p := range probs {
				if p.Hint == "" || !strings.HasPrefix(p.File, "skill") {
					t.Errorf("problem without hint or tree path: %+v", p)
				}
			}
			if HasErrors(probs) {
				if set != nil {
					t.Errorf("refused skill has a file set: %v", set)
				}
				return
			}
			want := tt.files
			if want == nil {
				want = baseFiles
			}
			var got, exec []string
			for _, f := range set {
				got = append(got, f.Path)
				if f.Exec {
					exec = append(exec, f.Path)
				}
				if !ValidDigest(f.Digest) {
					t.Errorf("%s: digest %q", f.Path, f.Digest)
				}
				if from, ok := tt.from[f.Path]; ok && f.From != from {
					t.Errorf("%s: From = %q, want %q", f.Path, f.From, from)
				}
				content, err := fs.ReadFile(fsys, f.From)
				if err != nil || DigestBytes(content) != f.Digest || int64(len(content)) != f.Size {
					t.Errorf("%s: content of From %s does not match size/digest (%v)", f.Path, f.From, err)
				}
			}
			want = slices.Sorted(slices.Values(want))
			if !slices.Equal(got, want) {
				t.Errorf("files = %v, want %v", got, want)
			}
			if tt.exec != nil && !slices.Equal(exec, tt.exec) {
				t.Errorf("exec = %v, want %v", exec, tt.exec)
			}
		})
	}
}

func TestFileLimitDefault(t *testing.T) {
	for _, n := range []int{512, 513} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			m := fstest.MapFS{"s/SKILL.md": validMD("s")}
			for i := 1; i < n; i++ {
				m[fmt.Sprintf("s/refs/f%03d.md", i)] = file(fmt.Sprint(i))
			}
			set, probs := FileSetOf(m, "s", Limits{})
			if n == 512 && (len(probs) != 0 || len(set) != 512) {
				t.Fatalf("512 files: %d files, problems %v", len(set), probs)
			}
			if n == 513 {
				if !slices.Equal(codes(probs), []Code{CodeLimitExceeded}) || set != nil {
					t.Fatalf("513 files: problems %v", probs)
				}
				if p := probs[0]; !strings.Contains(p.Message, "more than 512 files") || !strings.Contains(p.Hint, "max_files") || !strings.Contains(p.Hint, "[settings]") {
					t.Errorf("problem does not name the limit and setting: %+v", p)
				}
			}
		})
	}
}

func TestFileSetOfBadDir(t *testing.T) {
	m := fstest.MapFS{"s/SKILL.md": validMD("s"), "l": link("s"), "f": file("x")}
	tests := []struct {
		dir  string
		bad  map[string]bool
		want Code
	}{
		{"missing", nil, CodeReadFailed},
		{"l", nil, CodePathUnsafe},
		{"f", nil, CodePathUnsafe},
		{"../s", nil, CodePathUnsafe},
		{"s/", nil, CodePathUnsafe},
		{"s", map[string]bool{"s": true}, CodeReadFailed},
	}
	for _, tt := range tests {
		_, probs := FileSetOf(rawFS{MapFS: m, badDirs: tt.bad}, tt.dir, Limits{})
		if !slices.Equal(codes(probs), []Code{tt.want}) {
			t.Errorf("FileSetOf(%q) = %v, want %s", tt.dir, probs, tt.want)
		}
	}
}

func TestDigestOfKnownSet(t *testing.T) {
	m := fstest.MapFS{"SKILL.md": file("a"), "run.sh": exe("b")}
	set, probs := FileSetOf(m, ".", Limits{})
	if len(probs) != 0 {
		t.Fatal(probs)
	}
	manifest := strings.TrimPrefix(DigestBytes([]byte("a")), DigestPrefix) + " 644 SKILL.md\n" +
		strings.TrimPrefix(DigestBytes([]byte("b")), DigestPrefix) + " 755 run.sh\n"
	if got, want := set.Digest(), DigestBytes([]byte(manifest)); got != want {
		t.Errorf("digest = %s, want %s", got, want)
	}
}

func TestOpenFile(t *testing.T) {
	m := fstest.MapFS{
		"s/SKILL.md": validMD("s"),
		"s/alias.md": link("SKILL.md"),
		"s/out":      link("../secret"),
		"s/dir/x":    file("x"),
		"s/dirlink":  link("dir"),
		"secret":     file("secret"),
	}
	read := func(f File) (string, error) {
		r, err := OpenFile(m, "s", f)
		if err != nil {
			return "", err
		}
		defer r.Close()
		b, err := io.ReadAll(r)
		return string(b), err
	}
	md := string(m["s/SKILL.md"].Data)
	tests := []struct {
		f       File
		want    string
		wantErr string
	}{
		{File{Path: "SKILL.md"}, md, ""},
		{File{Path: "alias.md"}, md, ""},
		{File{Path: "alias.md", From: "s/SKILL.md"}, md, ""},
		{File{Path: "dirlink/x"}, "x", ""},
		{File{Path: "out"}, "", "leaves the skill"},
		{File{Path: "../secret"}, "", "refers to a directory itself or its parent"},
		{File{Path: "/secret"}, "", "absolute"},
		{File{Path: ".git/config"}, "", "git metadata"},
		{File{Path: "dir"}, "", "points to a directory"},
		{File{Path: "missing"}, "", "dangling"},
		{File{Path: "x", From: "s/dir"}, "", "not a regular file"},
	}
	for _, tt := range tests {
		got, err := read(tt.f)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("OpenFile(%+v) error = %v, want %q", tt.f, err, tt.wantErr)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("OpenFile(%+v) = %q, %v", tt.f, got, err)
		}
	}
}

func TestValidPath(t *testing.T) {
	tests := []struct {
		p  string
		ok bool
	}{
		{"SKILL.md", true},
		{"scripts/run.sh", true},
		{".hidden/x", true},
		{"a b/ü.md", true},
		{"", false},
		{"/abs", false},
		{"a//b", false},
		{"a/", false},
		{"./a", false},
		{"a/../b", false},
		{"..", false},
		{`a\b`, false},
		{"a\x00", false},
		{"a\tb", false},
		{"a\x7f", false},
		{".git/config", false},
		{"x/.Git/hooks", false},
		{"\xff", false},
	}
	for _, tt := range tests {
		if err := ValidPath(tt.p); (err == nil) != tt.ok {
			t.Errorf("ValidPath(%q) = %v, want ok=%v", tt.p, err, tt.ok)
		}
	}
}
