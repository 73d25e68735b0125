package fetch

import (
	"crypto/sha256"
	"fmt"
	"io"
	"io/fs"
	"strings"
	"testing"

	"github.com/go-git/go-git/v5/storage/memory"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/fetch/gittest"
	"github.com/skillpin/skillpin/internal/testfs"
)

// synthRepo builds skills × files, each file about size bytes, with
// fast-import, and returns the repository and its head commit.
func synthRepo(b *testing.B, skills, files, size int) (*gittest.Repo, string) {
	r := gittest.NewRepo(b)
	var s strings.Builder
	s.WriteString("commit refs/heads/main\ncommitter T <t@example.com> 1700000000 +0000\ndata 5\nsynth\n")
	for i := 0; i < skills; i++ {
		for j := 0; j < files; j++ {
			var content strings.Builder
			for content.Len() < size {
				fmt.Fprintf(&content, "skill %d file %d line %d\n", i, j, content.Len())
			}
			fmt.Fprintf(&s, "M 100644 inline skills/s%03d/f%03d.md\ndata %d\n%s\n", i, j, content.Len(), content.String())
		}
		md := fmt.Sprintf("---\nname: s%03d\ndescription: synthetic\n---\n", i)
		fmt.Fprintf(&s, "M 100644 inline skills/s%03d/SKILL.md\ndata %d\n%s\n", i, len(md), md)
	}
	r.GitInput(s.String(), "fast-import", "--quiet")
	return r, r.Git("rev-parse", "main")
}

func hashDir(b *testing.B, fsys fs.FS, dir string) int {
	n := 0
	err := fs.WalkDir(fsys, dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		f, err := fsys.Open(p)
		if err != nil {
			return err
		}
		defer f.Close()
		h := sha256.New()
		m, err := io.Copy(h, f)
		n += int(m)
		return err
	})
	if err != nil {
		b.Fatal(err)
	}
	return n
}

// BenchmarkColdTree: fetch one commit of a 200 skills × 20 files repo
// over HTTP into an empty cache and hash one skill.
func BenchmarkColdTree(b *testing.B) {
	r, commit := synthRepo(b, 200, 20, 4096)
	url := gittest.ServeHTTP(b, r.Dir, gittest.ServeOptions{})
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c := New(Options{CacheDir: testfs.TempDir(b)})
		fsys, err := c.Tree(ctx, url, commit, "")
		if err != nil {
			b.Fatal(err)
		}
		hashDir(b, fsys, "skills/s007")
	}
}

// BenchmarkColdTreePartial: the same as a partial fetch (trees and
// SKILL.md files, then the one skill's blobs).
func BenchmarkColdTreePartial(b *testing.B) {
	r, commit := synthRepo(b, 200, 20, 4096)
	url := gittest.ServeHTTP(b, r.Dir, gittest.ServeOptions{AllowFilter: true})
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c := New(Options{CacheDir: testfs.TempDir(b), PartialMarker: "SKILL.md"})
		fsys, err := c.Tree(ctx, url, commit, "")
		if err != nil {
			b.Fatal(err)
		}
		hashDir(b, fsys, "skills/s007")
	}
}

// BenchmarkWarmTree: the same with the commit cached: no network.
func BenchmarkWarmTree(b *testing.B) {
	r, commit := synthRepo(b, 200, 20, 4096)
	url := gittest.ServeHTTP(b, r.Dir, gittest.ServeOptions{})
	cache := testfs.TempDir(b)
	if _, err := New(Options{CacheDir: cache}).Tree(ctx, url, commit, ""); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c := New(Options{CacheDir: cache, Offline: true})
		fsys, err := c.Tree(ctx, url, commit, "")
		if err != nil {
			b.Fatal(err)
		}
		hashDir(b, fsys, "skills/s007")
	}
}

// BenchmarkScanDeepTree: scan a tree whose one directory outside the skill
// is nested as deep as a scan allows (catalog.MaxTreeDepth levels),
// objects in memory. Bytes per op are mostly the directory paths the
// listings need.
func BenchmarkScanDeepTree(b *testing.B) {
	st := memory.NewStorage()
	root, _ := deepTree(b, st, catalog.MaxTreeDepth-1)
	b.ReportAllocs()
	for b.Loop() {
		res, err := catalog.Scan(newTreeFS(memObjects{st: st}, root), catalog.ScanOptions{})
		if err != nil || len(res.Skills) != 1 {
			b.Fatal(res, err)
		}
	}
}
