package prose

import (
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// BenchmarkAnalyze reads the skills under $SKILLPIN_AUDIT_BENCH (skipped
// when unset), reporting the CPU time per run.
func BenchmarkAnalyze(b *testing.B) {
	dir := os.Getenv("SKILLPIN_AUDIT_BENCH")
	if dir == "" {
		b.Skip("set SKILLPIN_AUDIT_BENCH to a directory of skills")
	}
	var skills [][]Doc
	_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || d.Name() != SkillFile {
			return err
		}
		root := filepath.Dir(p)
		var docs []Doc
		_ = filepath.WalkDir(root, func(q string, e fs.DirEntry, err error) error {
			if err == nil && !e.IsDir() {
				if data, err := os.ReadFile(q); err == nil && len(data) <= 1<<20 {
					rel, _ := filepath.Rel(root, q)
					docs = append(docs, Doc{Path: filepath.ToSlash(rel), Data: data})
				}
			}
			return nil
		})
		skills = append(skills, docs)
		return nil
	})
	start := cpu()
	n := 0
	for b.Loop() {
		n++
		for _, docs := range skills {
			Analyze(docs, Options{})
		}
	}
	b.ReportMetric(float64(cpu()-start)/float64(n)/1e6, "cpu-ms/op")
}

// cpu is the process's user and system time so far, in nanoseconds: on
// a shared machine a steadier measure than the wall time.
func cpu() int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}
