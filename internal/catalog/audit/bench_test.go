package audit

import (
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// BenchmarkTree audits the skill trees named by $SKILLPIN_AUDIT_BENCH
// (one directory; skipped when unset), for profiling against real skills.
// bench/audit.sh compares the command with lint on the same directories.
func BenchmarkTree(b *testing.B) {
	dir := os.Getenv("SKILLPIN_AUDIT_BENCH")
	if dir == "" {
		b.Skip("set SKILLPIN_AUDIT_BENCH to a directory of skills")
	}
	for b.Loop() {
		if _, _, err := Default().Tree(os.DirFS(dir), "bench"); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkProse runs only the instruction analysis over the skills of
// $SKILLPIN_AUDIT_BENCH (skipped when unset), read once before timing.
func BenchmarkProse(b *testing.B) {
	dir := os.Getenv("SKILLPIN_AUDIT_BENCH")
	if dir == "" {
		b.Skip("set SKILLPIN_AUDIT_BENCH to a directory of skills")
	}
	var skills [][]File
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || d.Name() != "SKILL.md" {
			return err
		}
		root := filepath.Dir(p)
		var files []File
		_ = filepath.WalkDir(root, func(q string, e fs.DirEntry, err error) error {
			if err != nil || e.IsDir() {
				return nil
			}
			data, err := os.ReadFile(q)
			if err != nil || len(data) > MaxBytes {
				return nil
			}
			rel, _ := filepath.Rel(root, q)
			files = append(files, File{Path: filepath.ToSlash(rel), Data: data})
			return nil
		})
		skills = append(skills, files)
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, fs := range skills {
			proseFindings(fs)
		}
	}
}
