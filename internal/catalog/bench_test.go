package catalog

import (
	"fmt"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"
)

const benchSkillMD = `---
name: pdf-tools
description: >
  Extract text and tables from PDF files, fill PDF forms, and merge or split
  documents. Use when the user mentions PDFs, forms or document extraction.
license: Apache-2.0
compatibility: Requires python3 and the pypdf package.
allowed-tools: Read, Grep, Bash(python3 scripts/fill_form.py:*)
when_to_use:
  - The user asks to read, fill or merge a PDF
  - A task produces a PDF report
when_not_to_use: Word or spreadsheet files
arguments:
  - name: file
    description: the PDF to work on
metadata:
  author: example
  version: "1.4.0"
  released: 2025-11-02
---
# PDF tools

## Extract text
Run ` + "`python3 scripts/extract.py FILE`" + ` and read the output.
`

func BenchmarkParseSkillMD(b *testing.B) {
	data := []byte(benchSkillMD + strings.Repeat("More instructions for the agent.\n", 200))
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		doc, probs := ParseSkillMD(data)
		if doc == nil || len(probs) != 0 {
			b.Fatal(probs)
		}
	}
}

func BenchmarkDigest(b *testing.B) {
	set := make(FileSet, 1000)
	for i := range set {
		set[i] = File{
			Path:   fmt.Sprintf("references/part-%04d/notes.md", i),
			Size:   int64(i),
			Digest: DigestBytes([]byte(fmt.Sprint(i))),
			Exec:   i%7 == 0,
		}
	}
	for b.Loop() {
		if d := set.Digest(); !ValidDigest(d) {
			b.Fatal(d)
		}
	}
}

// benchTree is a repository of n skills, each with a SKILL.md, a script,
// a reference and an asset, spread over a few collection directories.
func benchTree(n int) fstest.MapFS {
	m := fstest.MapFS{"README.md": file("# skills\n")}
	for i := range n {
		name := fmt.Sprintf("skill-%04d", i)
		dir := fmt.Sprintf("skills/group-%02d/%s", i%20, name)
		m[dir+"/SKILL.md"] = file(strings.Replace(benchSkillMD, "pdf-tools", name, 1))
		m[dir+"/scripts/run.py"] = exe("print('hello')\n")
		m[dir+"/references/guide.md"] = file(strings.Repeat("guide text\n", 50))
		m[dir+"/assets/template.txt"] = file("template\n")
	}
	return m
}

// indexedFS serves directory listings from an index: a MapFS lists a
// directory by iterating the whole map, which would make the benchmark
// measure MapFS instead of Scan.
type indexedFS struct {
	fstest.MapFS
	dirs map[string][]fs.DirEntry
}

func newIndexedFS(m fstest.MapFS) indexedFS {
	x := indexedFS{MapFS: m, dirs: map[string][]fs.DirEntry{}}
	_ = fs.WalkDir(m, ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && d.IsDir() {
			x.dirs[p], _ = m.ReadDir(p)
		}
		return err
	})
	return x
}

func (x indexedFS) ReadDir(name string) ([]fs.DirEntry, error) {
	if es, ok := x.dirs[name]; ok {
		return es, nil
	}
	return x.MapFS.ReadDir(name)
}

func BenchmarkScan(b *testing.B) {
	m := newIndexedFS(benchTree(1000))
	for _, hash := range []bool{false, true} {
		b.Run(fmt.Sprintf("hash=%v", hash), func(b *testing.B) {
			for b.Loop() {
				res, err := Scan(m, ScanOptions{Hash: hash})
				if err != nil || len(res.Skills) != 1000 {
					b.Fatal(err)
				}
			}
		})
	}
}
