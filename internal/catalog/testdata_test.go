package catalog

import (
	"os"
	"slices"
	"testing"
)

// The README Quickstart uses the skills in testdata/skills: they must
// stay valid, with no problem at all.
func TestQuickstartSkillsAreValid(t *testing.T) {
	res, err := Scan(os.DirFS("../../testdata/skills"), ScanOptions{Hash: true, RootName: "skills"})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, s := range res.Skills {
		names = append(names, s.Name)
		if len(s.Problems) != 0 {
			t.Errorf("%s: %v", s.Dir, s.Problems)
		}
		if !ValidDigest(s.Digest) || len(s.Files) < 3 {
			t.Errorf("%s: digest %q, %d files", s.Dir, s.Digest, len(s.Files))
		}
	}
	if want := []string{"code-review", "commit-message", "pdf-tools"}; !slices.Equal(names, want) {
		t.Errorf("skills = %v, want %v", names, want)
	}
	if len(res.Problems) != 0 {
		t.Errorf("tree problems: %v", res.Problems)
	}
	exec := 0
	for _, s := range res.Skills {
		for _, f := range s.Files {
			if f.Exec {
				exec++
			}
		}
	}
	if exec == 0 {
		t.Error("no executable script in testdata/skills")
	}
}
