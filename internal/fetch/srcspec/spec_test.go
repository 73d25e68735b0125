package srcspec

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/ui/errkind"
)

// specProject is a project dir with a local repo, a bare repo, plain
// directories (one named like owner/repo, one with "@" in its name) and a
// file.
func specProject(t testing.TB) string {
	dir := testfs.TempDir(t)
	mk := func(p string) {
		if err := os.MkdirAll(filepath.Join(dir, p), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	mk("localrepo/.git")
	mk("bare.git/objects")
	mk("bare.git/refs")
	if err := os.WriteFile(filepath.Join(dir, "bare.git/HEAD"), []byte("ref: refs/heads/main\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	mk("plaindir")
	mk("vendor/skills")
	mk("dir@weird/.git")
	if err := os.WriteFile(filepath.Join(dir, "afile"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestParseSpec(t *testing.T) {
	dir := specProject(t)
	tests := []struct {
		in   string
		want Spec // Raw is filled in
	}{
		{"anthropics/skills", Spec{Kind: KindGitHub, URL: "https://github.com/anthropics/skills", Name: "skills"}},
		{"anthropics/skills@v1.2.0", Spec{Kind: KindGitHub, URL: "https://github.com/anthropics/skills", Ref: "v1.2.0", Name: "skills"}},
		{"anthropics/skills.git@main", Spec{Kind: KindGitHub, URL: "https://github.com/anthropics/skills", Ref: "main", Name: "skills"}},
		{"github.com/o/r@feature/x", Spec{Kind: KindGitHub, URL: "https://github.com/o/r", Ref: "feature/x", Name: "r"}},
		{"o/r@release@2", Spec{Kind: KindGitHub, URL: "https://github.com/o/r", Ref: "release@2", Name: "r"}},
		{"o/r@0123abc", Spec{Kind: KindGitHub, URL: "https://github.com/o/r", Ref: "0123abc", Name: "r"}},
		{"https://github.com/o/r", Spec{Kind: KindHTTPS, URL: "https://github.com/o/r", Name: "r"}},
		{"https://git.example.com/team/skills.git@v2", Spec{Kind: KindHTTPS, URL: "https://git.example.com/team/skills.git", Ref: "v2", Name: "skills"}},
		{"http://127.0.0.1:8080/x.git", Spec{Kind: KindHTTPS, URL: "http://127.0.0.1:8080/x.git", Name: "x"}},
		{"HTTPS://host/r", Spec{Kind: KindHTTPS, URL: "https://host/r", Name: "r"}},
		{"git@github.com:o/r.git", Spec{Kind: KindSSH, URL: "git@github.com:o/r.git", Name: "r"}},
		{"git@github.com:o/r.git@v1", Spec{Kind: KindSSH, URL: "git@github.com:o/r.git", Ref: "v1", Name: "r"}},
		{"host.example:skills@main", Spec{Kind: KindSSH, URL: "host.example:skills", Ref: "main", Name: "skills"}},
		{"ssh://git@host:2222/o/r.git@v1", Spec{Kind: KindSSH, URL: "ssh://git@host:2222/o/r.git", Ref: "v1", Name: "r"}},
		{"file:///srv/git/skills.git", Spec{Kind: KindFile, URL: "file:///srv/git/skills.git", Name: "skills"}},
		{"file:///srv/git/../git/skills/@v1", Spec{Kind: KindFile, URL: "file:///srv/git/skills", Ref: "v1", Name: "skills"}},
		{"./localrepo", Spec{Kind: KindRepo, URL: "./localrepo", Name: "localrepo"}},
		{"./localrepo@v1", Spec{Kind: KindRepo, URL: "./localrepo", Ref: "v1", Name: "localrepo"}},
		{"localrepo@v1", Spec{Kind: KindRepo, URL: "./localrepo", Ref: "v1", Name: "localrepo"}},
		{"./bare.git@main", Spec{Kind: KindRepo, URL: "./bare.git", Ref: "main", Name: "bare"}},
		{"./plaindir/", Spec{Kind: KindPath, URL: "./plaindir", Name: "plaindir"}},
		{"plaindir", Spec{Kind: KindPath, URL: "./plaindir", Name: "plaindir"}},
		{"vendor/skills", Spec{Kind: KindPath, URL: "./vendor/skills", Name: "skills"}},
		{"./dir@weird", Spec{Kind: KindRepo, URL: "./dir@weird", Name: "dir@weird"}},
		{"./dir@weird@v3", Spec{Kind: KindRepo, URL: "./dir@weird", Ref: "v3", Name: "dir@weird"}},
		{filepath.Join(dir, "localrepo") + "@v1", Spec{Kind: KindRepo, URL: filepath.ToSlash(filepath.Join(dir, "localrepo")), Ref: "v1", Name: "localrepo"}},
		{"./plaindir/../localrepo", Spec{Kind: KindRepo, URL: "./localrepo", Name: "localrepo"}},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := Parse(tt.in, dir)
			if err != nil {
				t.Fatalf("Parse(%q): %v", tt.in, err)
			}
			tt.want.Raw = tt.in
			got.Owner = "" // TestQualifiedName checks it
			if got != tt.want {
				t.Fatalf("Parse(%q)\n got %+v\nwant %+v", tt.in, got, tt.want)
			}
		})
	}
}

func TestParseSpecMalformed(t *testing.T) {
	dir := specProject(t)
	tests := []struct{ in, why string }{
		{"", "empty"},
		{"   ", "empty"},
		{" o/r", "spaces"},
		{"o/r@", "empty ref"},
		{"o/r@a..b", "'..'"},
		{"o/r@-x", "start with '-'"},
		{"o/r@a b", "spaces"},
		{"o/r@x.lock", ".lock"},
		{"o/r@a@{1}", "@{"},
		{"o/r@a:b", "~ ^ :"},
		{"o/r@/x", "empty path component"},
		{"o/r@.hidden", "starting with '.'"},
		{"o/..", "not valid"},
		{"-o/r", "not a GitHub owner/repo"},
		{"o--x/r", "owner"},
		{"o/r/extra", "--path extra"},
		{"https://github.com/o/r/blob/main/skills/x/README.md", "page of one file"},
		{"https://github.com/o/r/tree/", "names no ref"},
		{"https://github.com/o/r/tree/main/skills/../x", "'..'"},
		{"https://gitlab.com/g/r/-/tree/bad..ref/x", "must not contain"},
		{"nope", "not a GitHub owner/repo"},
		{"git://host/r.git", "git:// protocol"},
		{"ftp://host/r.git", "unsupported URL scheme"},
		{"https:///r.git", "no host"},
		{"https://host", "no repository path"},
		{"https://host/r.git?x=1", "query"},
		{"https://alice:s3cret@host/r.git", "credentials"},
		{"https://ghp_abcdefghijklmnopqrstuvwxyz0123456789@host/r.git", "credentials"},
		{"http://token@127.0.0.1:8080/r.git@v1", "credentials"},
		{"https://alice@git.example.com/skills.git@v2", "credentials"},
		{"ssh://git:hunter2@host/r.git", "credentials"},
		{"https://alice:s3#cret@host/r.git@v1", "credentials"},
		{"https://alice:s3?cret@host/r.git@v1", "credentials"},
		{"https://alice:s3/cret@host/r.git@v1", "credentials"},
		{"https://alice:s3 cret@host/r.git@v1", "credentials"},
		{"https://alice:s3cret@host/r.git@v1", "credentials"},
		{"https://alice:s3%40cret@host/r.git", "credentials"},
		{"https://alice:s3@c@ret@127.0.0.1:9/r.git", "credentials"},
		{"https://alice:s3cret@[::1]:9/r.git", "credentials"},
		{"ssh://git:s3#cret@host/r.git", "credentials"},
		{"alice:s3cret@host:o/r.git@v1", "credentials"},
		{"alice:s3/c ret@host:o/r.git", "credentials"},
		// A path a server resolves elsewhere is refused as written
		// (policy judges the path; trust round 4, item 1).
		{"https://host/acme/../evil/skills", "write the path it resolves to (/evil/skills)"},
		{"https://host/acme/%2e%2e/evil/skills", "\"..\" segment"},
		{"https://host/acme/%2E./evil/skills@v1", "\"..\" segment"},
		{"https://host/acme/x/../../evil/skills", "(/evil/skills)"},
		{"https://host/acme/./skills", "\".\" segment"},
		{"https://host/acme%2fevil/skills", "encoded"},
		{"https://host/acme/%zz/skills", "malformed URL"},
		{"ssh://git@host/acme/../evil/skills", "\"..\" segment"},
		{"git@host:acme/../evil/skills", "\"..\" segment"},
		{"https://github.com/acme/../evil/skills/tree/main/x", "\"..\" segment"},
		{"file://otherhost/r", "file URLs"},
		{"file:///", "no path"},
		{"./missing", "does not exist"},
		{"./missing@v1", "does not exist"},
		{"./afile", "not a directory"},
		{"./plaindir@v1", "not a git repository"},
		{"plaindir@v1", "not a git repository"},
		{"o/r\x00", "control characters"},
		{"o/r@v1\n", "control characters"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := Parse(tt.in, dir)
			var se *Error
			if !errors.As(err, &se) {
				t.Fatalf("Parse(%q) = %+v, %v; want *Error", tt.in, got, err)
			}
			if !errors.Is(se, errkind.Invalid) {
				t.Errorf("%v is not errkind.Invalid", se)
			}
			msg := err.Error()
			if !strings.Contains(msg, tt.why) {
				t.Errorf("message lacks %q:\n%s", tt.why, msg)
			}
			if !strings.Contains(msg, "owner/repo[@REF]") || !strings.Contains(msg, "file:///") {
				t.Errorf("message does not show the accepted forms:\n%s", msg)
			}
			if strings.Contains(msg, "s3") || strings.Contains(msg, "cret") {
				t.Errorf("message leaks a password:\n%s", msg)
			}
		})
	}
}

// FuzzParseSpec checks that Parse never panics, that every accepted
// spec is consistent, and that re-parsing its stored form gives it back.
func FuzzParseSpec(f *testing.F) {
	for _, s := range []string{"o/r", "o/r@v1", "https://h/r.git@v", "git@h:o/r.git@x", "ssh://u@h:22/r@y",
		"file:///a/b@c", "./localrepo@v1", "plaindir", "https://u:p@h/r", "o/r@a@b", "~/x", "h:@", "@", "a@b:c"} {
		f.Add(s)
	}
	dir := specProject(f)
	f.Fuzz(func(t *testing.T, s string) {
		spec, err := Parse(s, dir)
		if err != nil {
			var se *Error
			if !errors.As(err, &se) {
				t.Fatalf("Parse(%q) error %T, want *Error", s, err)
			}
			return
		}
		if spec.URL == "" || spec.Name == "" {
			t.Fatalf("Parse(%q) = %+v: empty URL or Name", s, spec)
		}
		if spec.Ref != "" {
			if err := checkRef(spec.Ref); err != nil {
				t.Fatalf("Parse(%q) accepted bad ref: %v", s, err)
			}
		}
		if spec.Kind == KindPath && spec.Ref != "" {
			t.Fatalf("Parse(%q): path source with a ref", s)
		}
		if _, hasPass := userPassword(spec.URL); hasPass {
			t.Fatalf("Parse(%q) stored a password: %s", s, spec.URL)
		}
		again := spec.URL
		if spec.Ref != "" {
			again += "@" + spec.Ref
		}
		spec2, err := Parse(again, dir)
		if err != nil {
			t.Fatalf("Parse(%q) ok, but its stored form %q fails: %v", s, again, err)
		}
		if spec2.URL != spec.URL || spec2.Ref != spec.Ref || spec2.Name != spec.Name {
			t.Fatalf("round trip of %q: %+v then %+v", s, spec, spec2)
		}
	})
}

func userPassword(u string) (string, bool) {
	_, rest, ok := strings.Cut(u, "://")
	if !ok {
		return "", false
	}
	auth, _, _ := strings.Cut(rest, "/")
	userinfo, _, ok := strings.Cut(auth, "@")
	if !ok {
		return "", false
	}
	_, pass, hasPass := strings.Cut(userinfo, ":")
	return pass, hasPass
}

// TestParseSpecPasted: the forms people paste from other tools and from a
// forge's pages map to source, ref and skill path.
func TestParseSpecPasted(t *testing.T) {
	dir := specProject(t)
	for _, tc := range []struct {
		in   string
		want Spec // Raw is filled in
	}{
		{"anthropics/skills#main", Spec{Kind: KindGitHub, URL: "https://github.com/anthropics/skills", Ref: "main", Name: "skills", Owner: "anthropics"}},
		{"https://github.com/o/r#v1", Spec{Kind: KindHTTPS, URL: "https://github.com/o/r", Ref: "v1", Name: "r", Owner: "o"}},
		{"https://github.com/anthropics/skills/tree/main/skills/pdf", Spec{Kind: KindGitHub, URL: "https://github.com/anthropics/skills", Ref: "main", Name: "skills", Owner: "anthropics", Path: "skills/pdf", TreeRef: "main/skills/pdf"}},
		{"github.com/anthropics/skills/tree/main/skills/pdf/", Spec{Kind: KindGitHub, URL: "https://github.com/anthropics/skills", Ref: "main", Name: "skills", Owner: "anthropics", Path: "skills/pdf", TreeRef: "main/skills/pdf"}},
		{"https://github.com/o/r/blob/v1.2/skills/pdf/SKILL.md", Spec{Kind: KindGitHub, URL: "https://github.com/o/r", Ref: "v1.2", Name: "r", Owner: "o", Path: "skills/pdf", TreeRef: "v1.2/skills/pdf"}},
		{"https://github.com/o/r/blob/main/SKILL.md?plain=1", Spec{Kind: KindGitHub, URL: "https://github.com/o/r", Ref: "main", Name: "r", Owner: "o", TreeRef: "main"}},
		{"https://github.com/o/r/tree/v2", Spec{Kind: KindGitHub, URL: "https://github.com/o/r", Ref: "v2", Name: "r", Owner: "o", TreeRef: "v2"}},
		{"https://gitlab.com/group/sub/repo/-/tree/main/skills/x", Spec{Kind: KindHTTPS, URL: "https://gitlab.com/group/sub/repo", Ref: "main", Name: "repo", Owner: "sub", Path: "skills/x", TreeRef: "main/skills/x"}},
		{"https://git.example.com/team/skills/-/blob/v3/a/SKILL.md", Spec{Kind: KindHTTPS, URL: "https://git.example.com/team/skills", Ref: "v3", Name: "skills", Owner: "team", Path: "a", TreeRef: "v3/a"}},
		// Elsewhere, "tree" may be a repository's own path.
		{"https://git.example.com/o/r/tree/x", Spec{Kind: KindHTTPS, URL: "https://git.example.com/o/r/tree/x", Name: "x", Owner: "tree"}},
	} {
		got, err := Parse(tc.in, dir)
		if err != nil {
			t.Errorf("Parse(%q): %v", tc.in, err)
			continue
		}
		tc.want.Raw = tc.in
		if got != tc.want {
			t.Errorf("Parse(%q)\n got %+v\nwant %+v", tc.in, got, tc.want)
		}
	}
}

// TestQualifiedName: two sources named alike are told apart by owner.
func TestQualifiedName(t *testing.T) {
	dir := specProject(t)
	for in, want := range map[string]string{
		"anthropics/skills":         "anthropics-skills",
		"file:///srv/team-a/repo":   "team-a-repo",
		"https://h.example/r.git":   "r",
		"git@h.example:o/r.git":     "o-r",
		"./localrepo":               filepath.Base(dir) + "-localrepo",
		"https://h.example/a%20b/r": "a-b-r",
	} {
		s, err := Parse(in, dir)
		if err != nil {
			t.Fatalf("Parse(%q): %v", in, err)
		}
		if got := s.QualifiedName(); got != want {
			t.Errorf("QualifiedName(%q) = %q, want %q", in, got, want)
		}
	}
}
