package serve

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/skillpin/skillpin/internal/testfs"
)

// benchRoot is 50 skills of 20 files of 8 KiB (8 MiB in all).
func benchRoot(b *testing.B) string {
	root := testfs.TempDir(b)
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
	return benchConnect(b, benchServer(b, p))
}

// benchServer serves p with the command's defaults.
func benchServer(b *testing.B, p *testProject) *Server {
	cfg := p.config()
	cfg.Recheck = DefaultRecheck
	s, err := New(cfg)
	if err != nil {
		b.Fatal(err)
	}
	s.settle = 0 // the files were just written, and nothing rewrites them
	return s
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

// BenchmarkHTTP is requests to the HTTP handler over loopback from
// parallel clients (b.RunParallel, 64 goroutines), on the 500-skill
// project with the command's defaults: a skills/list page of 100 entries,
// or a resources/read of a SKILL.md, at each protocol version. ns/op is
// wall time per request with 64 in flight, so requests/s = 1e9 / ns/op.
func BenchmarkHTTP(b *testing.B) {
	s := benchServer(b, project500(b))
	ln, err := Listen("127.0.0.1:0", false)
	if err != nil {
		b.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- s.ServeHTTP(ctx, ln, HTTPOptions{}) }()
	b.Cleanup(func() { cancel(); <-done })
	url := "http://" + ln.Addr().String() + Path
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64}}
	meta := `"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}`
	for _, tt := range []struct{ name, version, params, method string }{
		{"list/2025-11-25", v2025, `{}`, MethodListSkills},
		{"list/2026-07-28", v2026, `{` + meta + `}`, MethodListSkills},
		{"read/2025-11-25", v2025, `{"uri":"skill://skill-250/SKILL.md"}`, "resources/read"},
		{"read/2026-07-28", v2026, `{"uri":"skill://skill-250/SKILL.md",` + meta + `}`, "resources/read"},
	} {
		body := `{"jsonrpc":"2.0","id":1,"method":"` + tt.method + `","params":` + tt.params + `}`
		b.Run(tt.name, func(b *testing.B) {
			b.SetParallelism(32) // 64 goroutines on 2 CPUs
			cpu0 := cpuTime()
			defer func() {
				// CPU time per request (server and client, both in this
				// process): what a loaded machine does not inflate.
				b.ReportMetric(float64((cpuTime()-cpu0).Microseconds())/float64(b.N), "cpu-µs/op")
			}()
			b.RunParallel(func(pb *testing.PB) {
				for pb.Next() {
					req, _ := http.NewRequest(http.MethodPost, url, strings.NewReader(body))
					req.Header.Set("Content-Type", "application/json")
					req.Header.Set("Accept", "application/json, text/event-stream")
					req.Header.Set("MCP-Protocol-Version", tt.version)
					if tt.method == "resources/read" {
						req.Header.Set("Mcp-Name", "skill://skill-250/SKILL.md")
					}
					req.Header.Set("Mcp-Method", tt.method)
					resp, err := client.Do(req)
					if err != nil {
						b.Error(err)
						return
					}
					data, _ := io.ReadAll(resp.Body)
					resp.Body.Close()
					if resp.StatusCode != http.StatusOK || !strings.Contains(string(data), `"result"`) {
						b.Errorf("%d %.200s", resp.StatusCode, data)
						return
					}
				}
			})
		})
	}
}

// cpuTime is the user and system CPU time this process used so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
