package script

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCorpusHits runs the analysis over the skills of the directories
// in SCRIPT_CORPUS (colon-separated; skipped when unset) and prints what
// it finds at high or above: a tuning aid on real skills, read-only.
func TestCorpusHits(t *testing.T) {
	roots := os.Getenv("SCRIPT_CORPUS")
	if roots == "" {
		t.Skip("SCRIPT_CORPUS not set")
	}
	for _, root := range strings.Split(roots, ":") {
		var skills []string
		filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() && d.Name() == "SKILL.md" {
				skills = append(skills, filepath.Dir(p))
			}
			return nil
		})
		for _, dir := range skills {
			var in []Input
			filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
				if err != nil || d.IsDir() || !d.Type().IsRegular() {
					return nil
				}
				b, err := os.ReadFile(p)
				if err != nil || len(b) > 1<<20 {
					return nil
				}
				rel, _ := filepath.Rel(dir, p)
				in = append(in, Input{Path: filepath.ToSlash(rel), Data: b})
				return nil
			})
			hits, skips := Analyze(in)
			for _, h := range hits {
				if h.Level >= 2 || os.Getenv("SCRIPT_ALL") != "" {
					t.Logf("%s/%s:%d kind=%d level=%d %s -> %s | %s", dir, h.Path, h.Line, h.Kind, h.Level, h.Source, h.Sink, h.Text)
				}
			}
			if os.Getenv("SCRIPT_SKIPS") != "" {
				for _, s := range skips {
					t.Logf("SKIP %s/%s: %s", dir, s.Path, s.Why)
				}
			}
		}
	}
}
