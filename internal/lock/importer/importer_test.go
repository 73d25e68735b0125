package importer

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func readSample(t *testing.T, f Format, name string) *Result {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	r, err := Read(f, data, name)
	if err != nil {
		t.Fatalf("Read %s: %v", name, err)
	}
	return r
}

func skipReasons(r *Result) map[string]string {
	out := map[string]string{}
	for _, s := range r.Skipped {
		out[s.Name] = s.Reason
	}
	return out
}

// TestVercelLock maps a project's skills-lock.json as vercel's CLI writes
// it: GitHub sources with and without ref and skillPath, a local path, and
// what skillpin cannot pin (an npm package, a path out of the project).
func TestVercelLock(t *testing.T) {
	r := readSample(t, VercelLock, "skills-lock.json")
	want := []Skill{
		{Name: "find-skills", Source: "vercel-labs/skills", From: "skills-lock.json"},
		{Name: "frontend-design", Source: "anthropics/skills", Path: "skills/frontend-design", From: "skills-lock.json"},
		{Name: "pdf", Source: "anthropics/skills", Ref: "9d2f1ae187231d8199c64b5b762e1bdf2244733d", Path: "skills/pdf", From: "skills-lock.json"},
		{Name: "team-notes", Source: "./tools/skills/team-notes", From: "skills-lock.json"},
	}
	if !reflect.DeepEqual(r.Skills, want) {
		t.Errorf("skills:\n got %+v\nwant %+v", r.Skills, want)
	}
	why := skipReasons(r)
	if !strings.Contains(why["react-best-practices"], "node_modules source") || !strings.Contains(why["escape"], "outside") || len(why) != 2 {
		t.Errorf("skipped = %v", why)
	}
}

// TestGlobalLock maps ~/.agents/.skill-lock.json as vercel's CLI (ref) and
// gh skill (pinnedRef, another GitHub host's sourceUrl) write it.
func TestGlobalLock(t *testing.T) {
	r := readSample(t, GlobalLock, "skill-lock-global.json")
	want := []Skill{
		{Name: "brainstorming", Source: "obra/superpowers", Ref: "main", Path: "skills/brainstorming", From: "skill-lock-global.json"},
		{Name: "enterprise", Source: "https://ghe.example.com/team/skills", Path: "skills/enterprise", From: "skill-lock-global.json"},
		{Name: "find-bugs", Source: "getsentry/skills", Path: "plugins/sentry-skills/skills/find-bugs", From: "skill-lock-global.json"},
		{Name: "gh-pinned", Source: "octo-org/skills", Ref: "v2.1.0", Path: "skills/gh-pinned", From: "skill-lock-global.json"},
	}
	if !reflect.DeepEqual(r.Skills, want) {
		t.Errorf("skills:\n got %+v\nwant %+v", r.Skills, want)
	}
	if why := skipReasons(r); !strings.Contains(why["bun"], "mintlify source") || len(why) != 1 {
		t.Errorf("skipped = %v", why)
	}
}

// TestDotagents maps agents.toml: owner/repo, owner/repo@ref, a wildcard
// with exclude, git: URLs with ref and path, path: sources; MCP servers,
// hooks and trust are dotagents' own.
func TestDotagents(t *testing.T) {
	r := readSample(t, Dotagents, "agents.toml")
	want := []Skill{
		{Name: "find-bugs", Source: "getsentry/skills", From: "agents.toml"},
		{Name: "warden", Source: "getsentry/warden", Ref: "v1.0.0", From: "agents.toml"},
		{Name: "*", Source: "getsentry/skills", Ref: "v2.0.0", Exclude: []string{"deprecated-skill"}, From: "agents.toml"},
		{Name: "deploy", Source: "https://git.corp.example.com/platform/skills.git", Ref: "release/2026", Path: "skills/deploy", From: "agents.toml"},
		{Name: "local-notes", Source: "./tools/skills/local-notes", From: "agents.toml"},
	}
	if !reflect.DeepEqual(r.Skills, want) {
		t.Errorf("skills:\n got %+v\nwant %+v", r.Skills, want)
	}
	if why := skipReasons(r); !strings.Contains(why["outside"], "outside") || len(why) != 1 {
		t.Errorf("skipped = %v", why)
	}
}

// TestReadRefuses: a file that is not its format, or of another version,
// is an *Error naming the file and why.
func TestReadRefuses(t *testing.T) {
	for _, tc := range []struct {
		f    Format
		data string
		want string
	}{
		{VercelLock, `{"version": 2, "skills": {}}`, "version 2"},
		{VercelLock, `{"skills": {}}`, `no "version"`},
		{VercelLock, `{"version": 1, "skills": `, "JSON"},
		{GlobalLock, `{"version": 2, "skills": {}}`, "version 3"},
		{GlobalLock, `[]`, "cannot unmarshal"},
		{Dotagents, "version = 2\n", "version = 1"},
		{Dotagents, "[[skills]\n", "toml"},
	} {
		_, err := Read(tc.f, []byte(tc.data), "f")
		var ie *Error
		if !errors.As(err, &ie) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Read(%s, %q) = %v, want an *Error with %q", tc.f, tc.data, err, tc.want)
		}
	}
}

// TestGroups: skills of one repository at one ref are one source; a
// wildcard takes the whole source; the same skill twice is taken once.
func TestGroups(t *testing.T) {
	gs := Groups([]Skill{
		{Name: "pdf", Source: "anthropics/skills", Path: "skills/pdf", From: "a"},
		{Name: "xlsx", Source: "anthropics/skills", Path: "skills/xlsx", From: "b"},
		{Name: "pdf", Source: "anthropics/skills", Path: "skills/pdf", From: "b"},
		{Name: "docx", Source: "anthropics/skills", Ref: "v1", From: "a"},
		{Name: "*", Source: "getsentry/skills", Exclude: []string{"old"}, From: "a"},
		{Name: "find-bugs", Source: "getsentry/skills", From: "a"},
	})
	want := []Group{
		{Source: "anthropics/skills", Paths: []string{"skills/pdf", "skills/xlsx"}, Skills: []string{"pdf", "xlsx"}, From: []string{"a", "b"}},
		{Source: "anthropics/skills", Ref: "v1", Names: []string{"docx"}, Skills: []string{"docx"}, From: []string{"a"}},
		{Source: "getsentry/skills", All: true, Exclude: []string{"old"}, Skills: []string{"*"}, From: []string{"a"}},
	}
	if !reflect.DeepEqual(gs, want) {
		t.Errorf("Groups:\n got %+v\nwant %+v", gs, want)
	}
	if gs[1].Spec() != "anthropics/skills@v1" || gs[0].Spec() != "anthropics/skills" {
		t.Errorf("specs %q %q", gs[0].Spec(), gs[1].Spec())
	}
}

// TestDetect names formats by file name.
func TestDetect(t *testing.T) {
	for name, want := range map[string]Format{"x/skills-lock.json": VercelLock, "/h/.agents/.skill-lock.json": GlobalLock, "agents.toml": Dotagents} {
		if got, ok := Detect(name); !ok || got != want {
			t.Errorf("Detect(%q) = %q, %v", name, got, ok)
		}
	}
	if _, ok := Detect("package.json"); ok {
		t.Error("package.json detected")
	}
}
