package serve

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// benchRoot is 50 skills of 20 files of 8 KiB (8 MiB in all).
func benchRoot(b *testing.B) string {
	root := b.TempDir()
	for i := range 50 {
		name := fmt.Sprintf("skill-%02d", i)
		files := []tfile{{path: "SKILL.md", data: skillMD(name, "A benchmark skill.")}}
		for j := range 19 {
			files = append(files, tfile{path: fmt.Sprintf("references/r%02d.md", j), data: strings.Repeat("x", 8<<10)})
		}
		writeTree(b, filepath.Join(root, name), files)
	}
	return root
}

func benchSession(b *testing.B, root string) *mcp.ClientSession {
	s, err := New(Config{Roots: []string{root}})
	if err != nil {
		b.Fatal(err)
	}
	s.settle = 0 // the files were just written, and nothing rewrites them
	return benchConnect(b, s)
}

// benchConnect connects a go-sdk client to s in memory.
func benchConnect(b *testing.B, s *Server) *mcp.ClientSession {
	srv, err := s.MCPServer()
	if err != nil {
		b.Fatal(err)
	}
	st, ct := mcp.NewInMemoryTransports()
	ss, err := srv.Connect(context.Background(), st, nil)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { ss.Close() })
	client := mcp.NewClient(&mcp.Implementation{Name: "bench"}, nil)
	if err := mcp.AddSendingCustomMethod[*rawParams, *rawResult](client, MethodListSkills); err != nil {
		b.Fatal(err)
	}
	cs, err := client.Connect(context.Background(), ct, nil)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { cs.Close() })
	return cs
}

// BenchmarkListSkills is one skills/list of a plain root with Recheck 0:
// its files were hashed once, and their identities are compared on every
// request.
func BenchmarkListSkills(b *testing.B) {
	cs := benchSession(b, benchRoot(b))
	for b.Loop() {
		if _, err := mcp.CallCustomMethod[*rawParams, *rawResult](context.Background(), cs, MethodListSkills, &rawParams{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkReadResource is one resources/read of a plain root: the file is
// read and checked.
func BenchmarkReadResource(b *testing.B) {
	cs := benchSession(b, benchRoot(b))
	p := &mcp.ReadResourceParams{URI: "skill://skill-07/references/r03.md"}
	for b.Loop() {
		if _, err := cs.ReadResource(context.Background(), p); err != nil {
			b.Fatal(err)
		}
	}
}

// project500 is a project of 500 approved skills of 6 files (SKILL.md, a
// 4 KiB reference, a script, and three small assets), published in copy
// mode: the size DESIGN's serve target names.
func project500(b *testing.B) *testProject {
	skills := map[string][]tfile{}
	for i := range 500 {
		name := fmt.Sprintf("skill-%03d", i)
		skills[name] = []tfile{
			{path: "SKILL.md", data: skillMD(name, "A benchmark skill number "+fmt.Sprint(i)+".")},
			{path: "references/guide.md", data: strings.Repeat("guide line\n", 400)},
			{path: "scripts/run.sh", data: "#!/bin/sh\necho " + name + "\n", exec: true},
			{path: "assets/a.txt", data: "a"},
			{path: "assets/b.txt", data: "b"},
			{path: "assets/c.json", data: "{}"},
		}
	}
	return newProject(b, "copy", skills)
}

func benchProjectSession(b *testing.B, p *testProject) *mcp.ClientSession {
	cfg := p.config()
	cfg.Recheck = DefaultRecheck
	s, err := New(cfg)
	if err != nil {
		b.Fatal(err)
	}
	s.settle = 0 // the files were just written, and nothing rewrites them
	return benchConnect(b, s)
}

// BenchmarkProject500List is one skills/list page (100 entries) of a
// 500-skill project root.
func BenchmarkProject500List(b *testing.B) {
	cs := benchProjectSession(b, project500(b))
	for b.Loop() {
		if _, err := mcp.CallCustomMethod[*rawParams, *rawResult](context.Background(), cs, MethodListSkills, &rawParams{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkProject500Read is one resources/read of a SKILL.md of a
// 500-skill project root.
func BenchmarkProject500Read(b *testing.B) {
	cs := benchProjectSession(b, project500(b))
	p := &mcp.ReadResourceParams{URI: "skill://skill-250/SKILL.md"}
	for b.Loop() {
		if _, err := cs.ReadResource(context.Background(), p); err != nil {
			b.Fatal(err)
		}
	}
}
