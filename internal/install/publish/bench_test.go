package publish

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/install/store"
	"github.com/skillpin/skillpin/internal/testfs"
)

// benchSkills is n skills of 5 files each (about 20 KiB per skill).
func benchSkills(n int) []skill {
	var out []skill
	for i := range n {
		s := skill{
			"SKILL.md":            fmt.Sprintf("---\nname: s%d\ndescription: skill %d.\n---\n%s", i, i, strings.Repeat("body\n", 800)),
			"scripts/run.sh*":     fmt.Sprintf("#!/bin/sh\necho %d\n", i),
			"references/guide.md": strings.Repeat(fmt.Sprintf("guide %d\n", i), 1000),
			"references/api.md":   strings.Repeat("api\n", 500),
			"assets/template.txt": fmt.Sprintf("template %d\n", i),
		}
		out = append(out, s)
	}
	return out
}

func benchSetup(b *testing.B, n int) (*store.Store, []RootEntry, string) {
	b.Helper()
	dir := testfs.TempDir(b)
	s, err := store.OpenStore(filepath.Join(dir, "cache"))
	if err != nil {
		b.Fatal(err)
	}
	var entries []RootEntry
	for i, sk := range benchSkills(n) {
		files := sk.Files()
		if err := s.Put(files.Digest(), files, sk.Open); err != nil {
			b.Fatal(err)
		}
		entries = append(entries, entry(sk, fmt.Sprintf("s%03d", i)))
	}
	b.Cleanup(func() { testfs.MakeRemovable(dir) })
	return s, entries, filepath.Join(dir, "project")
}

// BenchmarkPublishWarm is the root half of a warm `install` of 100 skills:
// it must cost a few stats, not copies.
func BenchmarkPublishWarm(b *testing.B) {
	s, entries, project := benchSetup(b, 100)
	r := rootOf(b, project, s)
	if _, err := r.Publish(s, entries, ModeCopy); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for b.Loop() {
		if changed, err := r.Publish(s, entries, ModeCopy); err != nil || changed {
			b.Fatal(changed, err)
		}
	}
}

// BenchmarkSyncTargetsWarm is the targets half of a warm install of 100
// skills into one target.
func BenchmarkSyncTargetsWarm(b *testing.B) {
	s, entries, project := benchSetup(b, 100)
	r := rootOf(b, project, s)
	if _, err := r.Publish(s, entries, ModeCopy); err != nil {
		b.Fatal(err)
	}
	if _, err := SyncTargets(r, []string{".claude/skills"}, s, entries, ModeCopy); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for b.Loop() {
		reps, err := SyncTargets(r, []string{".claude/skills"}, s, entries, ModeCopy)
		if err != nil || reps[0].Changed() {
			b.Fatal(reps, err)
		}
	}
}

// BenchmarkPublishCold builds a new 100-skill generation each time.
func BenchmarkPublishCold(b *testing.B) {
	s, entries, project := benchSetup(b, 100)
	r := rootOf(b, project, s)
	for b.Loop() {
		if err := r.Rebuild(s, entries, ModeCopy); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPut stores one 5-file skill.
func BenchmarkPut(b *testing.B) {
	dir := testfs.TempDir(b)
	b.Cleanup(func() { testfs.MakeRemovable(dir) })
	s, err := store.OpenStore(filepath.Join(dir, "cache"))
	if err != nil {
		b.Fatal(err)
	}
	sk := benchSkills(1)[0]
	files := sk.Files()
	d := files.Digest()
	for b.Loop() {
		if err := s.Put(d, files, sk.Open); err != nil {
			b.Fatal(err)
		}
		if err := s.Remove(d); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPublishOneChanged is `update` of one skill among 100: the other
// 99 are linked from the current generation, not copied.
func BenchmarkPublishOneChanged(b *testing.B) {
	s, entries, project := benchSetup(b, 101)
	r := rootOf(b, project, s)
	setA := entries[:100]
	setB := append(append([]RootEntry{}, entries[:99]...), RootEntry{Name: entries[99].Name, Digest: entries[100].Digest, Files: entries[100].Files})
	if _, err := r.Publish(s, setA, ModeCopy); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		set := setB
		if i%2 == 1 {
			set = setA
		}
		if changed, err := r.Publish(s, set, ModeCopy); err != nil || !changed {
			b.Fatal(changed, err)
		}
	}
}
