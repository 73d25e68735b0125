// Package scripttest is a test helper: the skills of the audit's test
// data read as the script analysis's input, for tests that compare two
// ways of running the analysis over many real-looking skills.
package scripttest

import (
	"io/fs"
	"os"
	"path/filepath"

	"github.com/skillpin/skillpin/internal/catalog/audit/script"
)

// Skill is one skill directory's regular files, paths relative to Dir.
type Skill struct {
	Dir   string
	Files []script.Input
}

// Skills reads every directory holding a SKILL.md beneath roots (the
// files of the directory and its subdirectories; links and unreadable
// files left out).
func Skills(roots ...string) []Skill {
	var out []Skill
	for _, root := range roots {
		_ = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || d.Name() != "SKILL.md" {
				return nil
			}
			s := Skill{Dir: filepath.Dir(p)}
			_ = filepath.WalkDir(s.Dir, func(q string, e fs.DirEntry, err error) error {
				if err != nil || e.IsDir() || !e.Type().IsRegular() {
					return nil
				}
				b, err := os.ReadFile(q)
				if err != nil {
					return nil
				}
				rel, _ := filepath.Rel(s.Dir, q)
				s.Files = append(s.Files, script.Input{Path: filepath.ToSlash(rel), Data: b})
				return nil
			})
			out = append(out, s)
			return nil
		})
	}
	return out
}
