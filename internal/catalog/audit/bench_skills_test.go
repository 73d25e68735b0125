package audit

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// benchSkills reads every skill under the directories of
// $SKILLPIN_AUDIT_BENCH (separated by the list separator; skipped when
// unset) once, before timing: each skill's files as the audit gets them.
func benchSkills(b *testing.B) [][]File {
	b.Helper()
	env := os.Getenv("SKILLPIN_AUDIT_BENCH")
	if env == "" {
		b.Skip("set SKILLPIN_AUDIT_BENCH to a directory of skills")
	}
	var skills [][]File
	for _, dir := range filepath.SplitList(env) {
		err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || d.Name() != "SKILL.md" {
				return err
			}
			root := filepath.Dir(p)
			var files []File
			_ = filepath.WalkDir(root, func(q string, e fs.DirEntry, err error) error {
				if err != nil || e.IsDir() || strings.Contains(q, "/.git/") {
					return nil
				}
				if !e.Type().IsRegular() {
					return nil
				}
				data, err := os.ReadFile(q)
				if err != nil || len(data) > MaxBytes {
					return nil
				}
				info, _ := e.Info()
				rel, _ := filepath.Rel(root, q)
				files = append(files, File{Path: filepath.ToSlash(rel), Data: data, Exec: info != nil && info.Mode()&0o111 != 0})
				return nil
			})
			skills = append(skills, files)
			return nil
		})
		if err != nil {
			b.Fatal(err)
		}
	}
	return skills
}

// BenchmarkSkills runs parts of the audit over the skills of
// $SKILLPIN_AUDIT_BENCH, read once before timing, one at a time (no
// goroutines), and reports CPU time per run (getrusage): on a shared
// machine a steadier measure than wall time. Profile one part with
// -bench Skills/scripts -cpuprofile.
func BenchmarkSkills(b *testing.B) {
	skills := benchSkills(b)
	a := Default()
	for _, c := range []struct {
		name string
		run  func([]File)
	}{
		{"all", func(fs []File) { a.Files(fs) }},
		{"scripts", func(fs []File) { scriptFindings(fs) }},
		{"prose", func(fs []File) { proseFindings(fs) }},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			start := cpuNanos()
			for b.Loop() {
				for _, fs := range skills {
					c.run(fs)
				}
			}
			b.ReportMetric(float64(cpuNanos()-start)/float64(b.N)/1e6, "cpu-ms/op")
		})
	}
}

// cpuNanos is the process's user and system time so far.
func cpuNanos() int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}
