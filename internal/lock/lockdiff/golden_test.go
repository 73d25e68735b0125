package lockdiff

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/skillpin/skillpin/internal/lock"
)

var updateGolden = flag.Bool("update", false, "rewrite testdata/review.* from the renderers")

// everyChange is a change touching each field a review shows: the source
// moves to another ref, commit and path; a skill gains and loses files,
// tools and its signature; another keeps its digest with a new
// description; one is added and one removed.
func everyChange() *Changes {
	newer := editLock(func(l *lock.Lock) {
		src := &l.Sources[0]
		src.Ref, src.Commit, src.TagObject = "v1.3.0", commitB, ""
		pdf := l.Skill("pdf")
		pdf.Path = "skills/pdf-v2"
		setFile(pdf, file("SKILL.md", "---\nname: pdf\n---\nMore.\n", false))
		setFile(pdf, file("scripts/fill.py", "fill()\n", true))
		removeFile(pdf, "reference/forms.md")
		pdf.AllowedTools = []string{"Read", "Write"}
		pdf.Signature = nil
		l.Skill("xlsx").Description = "Spreadsheets."
		l.Skills = slices.DeleteFunc(l.Skills, func(s lock.LockedSkill) bool { return s.Name == "deploy" })
		l.Skills = append(l.Skills, skill("csv", "anthropic", "skills/csv", file("SKILL.md", "csv", false)))
		l.Skill("csv").Description = "Comma-separated values."
	})
	return Diff(sampleLock(), newer)
}

// TestRenderGolden: the text and Markdown reviews of everyChange, byte
// for byte. The review is what a reviewer trusts: a line that goes
// missing (a commit that moved, a tool that was removed) or shows when
// nothing changed must fail a test, not only a line that is garbled.
// After an intended change of the rendering: go test -run Golden -update.
func TestRenderGolden(t *testing.T) {
	for _, tc := range []struct {
		file   string
		render func(*bytes.Buffer, *Changes) error
	}{
		{"review.txt", func(b *bytes.Buffer, c *Changes) error { return RenderText(b, c) }},
		{"review.md", func(b *bytes.Buffer, c *Changes) error { return RenderMarkdown(b, c) }},
	} {
		var got bytes.Buffer
		if err := tc.render(&got, everyChange()); err != nil {
			t.Fatal(err)
		}
		path := filepath.Join("testdata", tc.file)
		if *updateGolden {
			if err := os.WriteFile(path, got.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got.Bytes(), want) {
			t.Errorf("%s differs from the rendering (go test -run Golden -update rewrites it after an intended change):\n%s", path, lineDiff(string(want), got.String()))
		}
	}
}

// lineDiff is the first line where want and got differ, with its number.
func lineDiff(want, got string) string {
	w, g := bytes.Split([]byte(want), []byte("\n")), bytes.Split([]byte(got), []byte("\n"))
	for i := range max(len(w), len(g)) {
		var a, b []byte
		if i < len(w) {
			a = w[i]
		}
		if i < len(g) {
			b = g[i]
		}
		if !bytes.Equal(a, b) || i >= len(w) || i >= len(g) {
			return fmt.Sprintf("line %d:\n  want %q\n  got  %q", i+1, a, b)
		}
	}
	return "(equal)"
}
