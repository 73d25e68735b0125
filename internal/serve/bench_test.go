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

// BenchmarkListSkills is one skills/list of the whole root: every file
// hashed again, as every request does.
func BenchmarkListSkills(b *testing.B) {
	cs := benchSession(b, benchRoot(b))
	b.SetBytes(50 * (19*8<<10 + 100))
	for b.Loop() {
		if _, err := mcp.CallCustomMethod[*rawParams, *rawResult](context.Background(), cs, MethodListSkills, &rawParams{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkReadResource is one resources/read: the skill's entry is built
// (its 20 files hashed), then the file is read and checked.
func BenchmarkReadResource(b *testing.B) {
	cs := benchSession(b, benchRoot(b))
	p := &mcp.ReadResourceParams{URI: "skill://skill-07/references/r03.md"}
	for b.Loop() {
		if _, err := cs.ReadResource(context.Background(), p); err != nil {
			b.Fatal(err)
		}
	}
}
