package lockdiff

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/contentscan"
	"github.com/skillpin/skillpin/internal/ui/hint"
)

// TestRenderHintsForTheScope: the commands a review names (a file's note,
// a risk, the command that shows everything) are rendered for
// Options.Scope, in text and in Markdown; JSON keeps a project's text.
func TestRenderHintsForTheScope(t *testing.T) {
	note := hint.Sprintf("the copy of the new version read does not match the lock (run `%s`)", hint.Run("verify"))
	fd := contentscan.Scan(contentscan.File{Path: "a.md", Size: 3, Digest: "sha256:ab", Unread: note}, nil)
	if len(fd) != 1 || fd[0].Code != contentscan.NotShown {
		t.Fatalf("findings %+v", fd)
	}
	c := &Changes{Skills: []SkillChange{{
		Name: "pdf", Change: Updated, From: &Version{Commit: "aaaaaaa"}, To: &Version{Commit: "bbbbbbb"},
		Files: FileChanges{Modified: []FileChange{{Path: "a.md", ContentNote: hint.Sprintf("not shown: %s", note)}}},
		Risks: []Risk{{Code: fd[0].Code, File: "a.md", Message: fd[0].Msg()}},
	}}}
	for _, tc := range []struct {
		scope hint.Scope
		want  string
	}{{hint.Project, "`skillpin verify`"}, {hint.User, "`skillpin -g verify`"}} {
		for name, write := range map[string]func(*bytes.Buffer, *Changes, Options) error{
			"text":     func(b *bytes.Buffer, c *Changes, o Options) error { return WriteText(b, c, o) },
			"markdown": func(b *bytes.Buffer, c *Changes, o Options) error { return WriteMarkdown(b, c, o) },
		} {
			var b bytes.Buffer
			if err := write(&b, c, Options{Scope: tc.scope}); err != nil {
				t.Fatal(err)
			}
			out, want := b.String(), tc.want
			if name == "markdown" {
				want = mdText(want)
			}
			if n := strings.Count(out, want); n != 2 {
				t.Errorf("%s, scope %v: %q %d times, want 2 (the note and the risk):\n%s", name, tc.scope, want, n, out)
			}
		}
	}
	data, err := json.Marshal(c.Skills[0].Files.Modified[0])
	if err != nil || !strings.Contains(string(data), "(run `skillpin verify`)") {
		t.Errorf("JSON %s, %v", data, err)
	}
}
