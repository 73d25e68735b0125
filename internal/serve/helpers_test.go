package serve

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/skillpin/skillpin/internal/serve/skilluri"
	"github.com/skillpin/skillpin/internal/testfs"
)

// Protocol versions the tests run at.
const (
	v2026 = "2026-07-28"
	v2025 = "2025-11-25"
)

var versions = []string{v2026, v2025}

// tfile is one file of a test tree.
type tfile struct {
	path string
	data string
	exec bool
}

func writeTree(t testing.TB, dir string, files []tfile) {
	t.Helper()
	for _, f := range files {
		p := filepath.Join(dir, filepath.FromSlash(f.path))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		mode := os.FileMode(0o644)
		if f.exec {
			mode = 0o755
		}
		if err := os.WriteFile(p, []byte(f.data), mode); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(p, mode); err != nil {
			t.Fatal(err)
		}
	}
}

func skillMD(name, description string) string {
	return testfs.SkillMD(name, description, "", "\n# "+name+"\n\nUse it well.\n")
}

// alphaMD has the scalars a host's frontmatter check trips over: a date,
// a folded description, a float that is not an integer in YAML, nested
// maps and lists.
const alphaMD = `---
name: alpha
description: >
  Folded description that
  spans two source lines.
created: 2024-01-15
version: 1.0
license: Apache-2.0
allowed-tools: [Read, Grep]
metadata:
  author: someone@example.com
  tags: [pdf, forms]
  reviewed: 2025-03-01T10:00:00Z
---

# Alpha

See references/guide.md and run scripts/run.sh.
`

// pngBytes is binary content: not UTF-8.
var pngBytes = "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\xff\xfe\x00\x01"

// alphaFiles is a skill with every kind of file: nested directories,
// an executable, binary assets, a name that needs escaping, an empty
// file and files whose extension says nothing.
var alphaFiles = []tfile{
	{path: "SKILL.md", data: alphaMD},
	{path: "references/guide.md", data: "# Guide\n\nStep one.\n"},
	{path: "scripts/run.sh", data: "#!/bin/sh\necho run\n", exec: true},
	{path: "assets/logo.png", data: pngBytes},
	{path: "assets/deep/nested/data.bin", data: "\x00\x01\x02\xff"},
	{path: "notes and ideas.txt", data: "ideas ✓\n"},
	{path: "LICENSE", data: "Apache License 2.0\n"},
	{path: "blob", data: "\xff\xfe\xfd"},
	{path: "empty.txt", data: ""},
}

// betaFiles holds a nested skill, whose files are files of beta too.
var betaFiles = []tfile{
	{path: "SKILL.md", data: skillMD("beta", "Beta does beta things.")},
	{path: "sub/inner/SKILL.md", data: skillMD("inner", "A nested skill.")},
	{path: "sub/inner/ref.md", data: "inner reference\n"},
}

// plainRoot is a root of five servable skills and two that are not:
// broken frontmatter, and a directory that does not carry the skill's
// name.
func plainRoot(t *testing.T) string {
	t.Helper()
	root := testfs.TempDir(t)
	writeTree(t, filepath.Join(root, "alpha"), alphaFiles)
	writeTree(t, filepath.Join(root, "beta"), betaFiles)
	for _, n := range []string{"gamma", "delta", "epsilon"} {
		writeTree(t, filepath.Join(root, n), []tfile{{path: "SKILL.md", data: skillMD(n, "The "+n+" skill.")}})
	}
	writeTree(t, filepath.Join(root, "broken"), []tfile{{path: "SKILL.md", data: "---\nname: broken\n---\nno description\n"}})
	writeTree(t, filepath.Join(root, "misplaced"), []tfile{{path: "SKILL.md", data: skillMD("zeta", "Lives in the wrong directory.")}})
	return root
}

// addBig adds a skill one file over the Skills extension's limit.
func addBig(t *testing.T, root string) {
	big := []tfile{{path: "SKILL.md", data: skillMD("big", "Too many files.")}}
	for i := range MaxFiles {
		big = append(big, tfile{path: fmt.Sprintf("data/f%03d.txt", i), data: "x"})
	}
	writeTree(t, filepath.Join(root, "big"), big)
}

var servedPlain = []string{"alpha", "beta", "delta", "epsilon", "gamma"}

// syncBuffer is a stderr the server's goroutines may share.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// rawParams are the params every custom method takes.
type rawParams struct {
	mcp.ParamsBase
	URI    string `json:"uri,omitempty"`
	Cursor string `json:"cursor,omitempty"`
}

// rawResult keeps the result exactly as it came over the wire.
type rawResult struct {
	mcp.ResultBase
	raw json.RawMessage
}

func (r *rawResult) UnmarshalJSON(b []byte) error {
	r.raw = append(json.RawMessage(nil), b...)
	return nil
}

// newServer builds a Server and fails the test on a config error.
func newServer(t *testing.T, cfg Config) (*Server, *syncBuffer) {
	t.Helper()
	log := &syncBuffer{}
	cfg.Log = log
	s, err := New(cfg)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	return s, log
}

// connect runs s in-process and connects a go-sdk client at version
// ("" is the SDK's latest).
func connect(t *testing.T, s *Server, version string) *mcp.ClientSession {
	t.Helper()
	ctx := context.Background()
	srv, err := s.MCPServer()
	if err != nil {
		t.Fatal(err)
	}
	st, ct := mcp.NewInMemoryTransports()
	ss, err := srv.Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ss.Close() })
	client := mcp.NewClient(&mcp.Implementation{Name: "test-host", Version: "1"}, nil)
	for _, m := range []string{MethodListSkills, MethodGetSkill, MethodReadDirectory} {
		if err := mcp.AddSendingCustomMethod[*rawParams, *rawResult](client, m); err != nil {
			t.Fatal(err)
		}
	}
	cs, err := client.Connect(ctx, ct, &mcp.ClientSessionOptions{ProtocolVersion: version})
	if err != nil {
		t.Fatalf("connect at %q: %v", version, err)
	}
	t.Cleanup(func() { cs.Close() })
	if version != "" {
		if got := cs.InitializeResult().ProtocolVersion; got != version {
			t.Fatalf("negotiated %s, want %s", got, version)
		}
	}
	return cs
}

// call sends a custom method and returns the raw result.
func call(t *testing.T, cs *mcp.ClientSession, method string, p *rawParams) (json.RawMessage, error) {
	t.Helper()
	if p == nil {
		p = &rawParams{}
	}
	res, err := mcp.CallCustomMethod[*rawParams, *rawResult](context.Background(), cs, method, p)
	if err != nil {
		return nil, err
	}
	return res.raw, nil
}

func mustCall(t *testing.T, cs *mcp.ClientSession, method string, p *rawParams) json.RawMessage {
	t.Helper()
	raw, err := call(t, cs, method, p)
	if err != nil {
		t.Fatalf("%s %+v: %v", method, p, err)
	}
	return raw
}

func decode[T any](t *testing.T, raw json.RawMessage) *T {
	t.Helper()
	v := new(T)
	if err := json.Unmarshal(raw, v); err != nil {
		t.Fatalf("decode %T: %v\n%s", v, err, raw)
	}
	return v
}

// listAll pages through skills/list and returns every page.
func listAll(t *testing.T, cs *mcp.ClientSession) []*ListSkillsResult {
	t.Helper()
	var pages []*ListSkillsResult
	cursor := ""
	for range 100 {
		page := decode[ListSkillsResult](t, mustCall(t, cs, MethodListSkills, &rawParams{Cursor: cursor}))
		pages = append(pages, page)
		if page.NextCursor == "" {
			return pages
		}
		cursor = page.NextCursor
	}
	t.Fatal("skills/list never ended")
	return nil
}

func allSkills(t *testing.T, cs *mcp.ClientSession) []*Skill {
	var out []*Skill
	for _, p := range listAll(t, cs) {
		out = append(out, p.Skills...)
	}
	return out
}

// wantCode checks that err is a JSON-RPC error with code.
func wantCode(t *testing.T, err error, code int64, what string) *jsonrpc.Error {
	t.Helper()
	if err == nil {
		t.Fatalf("%s: no error, want code %d", what, code)
	}
	var we *jsonrpc.Error
	if !errors.As(err, &we) {
		t.Fatalf("%s: error %v (%T) is not a JSON-RPC error, want code %d", what, err, err, code)
	}
	if we.Code != code {
		t.Fatalf("%s: code %d (%s), want %d", what, we.Code, we.Message, code)
	}
	return we
}

func sha(b []byte) string {
	s := sha256.Sum256(b)
	return "sha256:" + hex.EncodeToString(s[:])
}

// contentOf returns the bytes of a read result, text or blob.
func contentOf(t *testing.T, res *mcp.ReadResourceResult) ([]byte, *mcp.ResourceContents) {
	t.Helper()
	if len(res.Contents) != 1 {
		t.Fatalf("%d contents, want 1", len(res.Contents))
	}
	c := res.Contents[0]
	if c.Text != "" && c.Blob != nil {
		t.Fatalf("%s has both text and blob", c.URI)
	}
	if c.Blob != nil {
		return c.Blob, c
	}
	return []byte(c.Text), c
}

// diskFiles is every file under dir, skill-relative slash paths.
func diskFiles(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		b, err := os.ReadFile(p)
		out[filepath.ToSlash(rel)] = b
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// relOf is the skill-relative path of a file URI of skill name.
func relOf(t *testing.T, name, uri string) string {
	t.Helper()
	n, rel, ok := skilluri.Parse(uri)
	if !ok || n != name {
		t.Fatalf("URI %q is not a canonical file URI of skill %s", uri, name)
	}
	return rel
}

func skillNames(skills []*Skill) []string {
	var out []string
	for _, s := range skills {
		out = append(out, s.URI[len("skill://"):strings.Index(s.URI[len("skill://"):], "/")+len("skill://")])
	}
	return out
}
