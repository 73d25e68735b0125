package main

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/e2etest"
	"github.com/skillpin/skillpin/internal/serve"
	"github.com/skillpin/skillpin/internal/testfs"
)

// serveRun runs skillpin in-process and returns stderr and the exit code.
func serveRun(t *testing.T, args ...string) (string, int) {
	t.Helper()
	out, errOut, code := runSkillpin(t, args...)
	if code != 0 && out != "" {
		t.Errorf("skillpin %v wrote to stdout, which belongs to MCP: %q", args, out)
	}
	return errOut, code
}

func serveTree(t *testing.T, files map[string]string) string {
	return testfs.WriteTree(t, testfs.TempDir(t), files)
}

func TestServeUsage(t *testing.T) {
	t.Parallel()
	empty := testfs.TempDir(t)
	root := serveTree(t, map[string]string{"x/SKILL.md": "---\nname: x\ndescription: X.\n---\n"})
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"serve", "-C", empty}, "nothing to serve: no skills.toml in"},
		{[]string{"serve", "--root", filepath.Join(empty, "missing")}, "--root"},
		{[]string{"serve", "--root", filepath.Join(root, "x", "SKILL.md")}, "not a directory"},
		{[]string{"serve", "extra"}, "serve takes no arguments"},
		{[]string{"serve", "--root", root, "--page-size", "0"}, "--page-size"},
		{[]string{"serve", "--root", root, "--ttl", "-1s"}, "--ttl"},
		{[]string{"serve", "--root", root, "--recheck", "-1s"}, "--recheck"},
		{[]string{"serve", "--root", root, "--token-file", "t"}, "--token-file is for --http"},
		{[]string{"serve", "--root", root, "--max-in-flight", "5"}, "--max-in-flight is for --http"},
		{[]string{"serve", "--root", root, "--http", "127.0.0.1:0", "--max-in-flight", "0"}, "--max-in-flight"},
		{[]string{"serve", "--root", root, "--max-wait", "1s"}, "--max-wait is for --http"},
		{[]string{"serve", "--root", root, "--http", "127.0.0.1:0", "--max-wait", "-1s"}, "--max-wait must not be negative"},
		{[]string{"serve", "--root", root, "--http", "0.0.0.0:0"}, "not a loopback address: pass --token-file"},
		{[]string{"serve", "--root", root, "--http", "8765"}, "HOST:PORT"},
		{[]string{"serve", "--root", root, "--http", "127.0.0.1:0", "--token-file", filepath.Join(empty, "missing")}, "token file"},
	}
	for _, tt := range tests {
		stderr, code := serveRun(t, tt.args...)
		if code != ExitUsage || !strings.Contains(stderr, tt.want) {
			t.Errorf("skillpin %v: exit %d, stderr %q; want exit 2 mentioning %q", tt.args, code, stderr, tt.want)
		}
	}
}

// TestServeStdinClosed: a host that starts skillpin serve and closes
// stdin ends the session; skillpin exits 0 and reports on stderr only.
func TestServeStdinClosed(t *testing.T) {
	t.Parallel()
	root := serveTree(t, map[string]string{"x/SKILL.md": "---\nname: x\ndescription: X.\n---\n"})
	out, errOut, code := runSkillpin(t, "serve", "--root", root)
	if code != 0 || out != "" || !strings.Contains(errOut, "serving 1 skill from") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	_, errOut, code = runSkillpin(t, "serve", "-q", "--root", root)
	if code != 0 || strings.Contains(errOut, "serving") {
		t.Errorf("-q: exit %d, stderr %q", code, errOut)
	}
}

// skillpinBinary is the built binary (see binary in e2e_test.go).
func skillpinBinary(t *testing.T) string { return e2etest.Binary(t) }

type serveParams struct {
	mcp.ParamsBase
	URI    string `json:"uri,omitempty"`
	Cursor string `json:"cursor,omitempty"`
}

type serveRaw struct {
	mcp.ResultBase
	raw json.RawMessage
}

func (r *serveRaw) UnmarshalJSON(b []byte) error {
	r.raw = append(json.RawMessage(nil), b...)
	return nil
}

// TestServeBinary spawns the built binary over stdio, as an MCP host
// does, at both protocol versions, and verifies every file it serves.
func TestServeBinary(t *testing.T) {
	t.Parallel()
	bin := skillpinBinary(t)
	root := serveTree(t, map[string]string{
		"alpha/SKILL.md":               "---\nname: alpha\ndescription: >\n  Folded\n  text.\ncreated: 2024-01-15\n---\n# Alpha\n",
		"alpha/references/guide.md":    "# Guide\n",
		"alpha/assets/logo.png":        "\x89PNG\r\n\x1a\n\x00\xff",
		"alpha/assets/deep/data.bin":   "\x00\x01",
		"beta/SKILL.md":                "---\nname: beta\ndescription: Beta.\n---\n",
		"beta/nested/inner/SKILL.md":   "---\nname: inner\ndescription: Inner.\n---\n",
		"broken/SKILL.md":              "no frontmatter\n",
		"zeta-in-wrong-place/SKILL.md": "---\nname: zeta\ndescription: Z.\n---\n",
	})
	for _, version := range []string{"2026-07-28", "2025-11-25"} {
		t.Run(version, func(t *testing.T) {
			ctx := context.Background()
			var stderr bytes.Buffer
			cmd := binaryCommand(ctx, bin, "serve", "--root", root, "--page-size", "1")
			cmd.Stderr = &stderr
			client := mcp.NewClient(&mcp.Implementation{Name: "test-host", Version: "1"}, nil)
			for _, m := range []string{serve.MethodListSkills, serve.MethodGetSkill, serve.MethodReadDirectory} {
				if err := mcp.AddSendingCustomMethod[*serveParams, *serveRaw](client, m); err != nil {
					t.Fatal(err)
				}
			}
			cs, err := client.Connect(ctx, &mcp.CommandTransport{Command: cmd}, &mcp.ClientSessionOptions{ProtocolVersion: version})
			if err != nil {
				t.Fatalf("connect: %v\nstderr:\n%s", err, stderr.String())
			}
			if got := cs.InitializeResult().ProtocolVersion; got != version {
				t.Errorf("negotiated %s, want %s", got, version)
			}
			ext, _ := json.Marshal(cs.InitializeResult().Capabilities.Extensions[serve.ExtensionID])
			if string(ext) != `{"directoryRead":true}` {
				t.Errorf("extension settings %s", ext)
			}
			callRaw := func(method string, p *serveParams) map[string]json.RawMessage {
				t.Helper()
				res, err := mcp.CallCustomMethod[*serveParams, *serveRaw](ctx, cs, method, p)
				if err != nil {
					t.Fatalf("%s: %v", method, err)
				}
				var m map[string]json.RawMessage
				if err := json.Unmarshal(res.raw, &m); err != nil {
					t.Fatal(err)
				}
				_, hasType := m["resultType"]
				if hasType != (version == "2026-07-28") {
					t.Errorf("%s at %s: resultType present = %v", method, version, hasType)
				}
				return m
			}

			var skills []serve.Skill
			cursor := ""
			for pages := 0; ; pages++ {
				m := callRaw(serve.MethodListSkills, &serveParams{Cursor: cursor})
				var page []serve.Skill
				json.Unmarshal(m["skills"], &page)
				if len(page) > 1 {
					t.Errorf("page of %d skills with --page-size 1", len(page))
				}
				skills = append(skills, page...)
				if m["nextCursor"] == nil {
					break
				}
				json.Unmarshal(m["nextCursor"], &cursor)
				if pages > 10 {
					t.Fatal("listing never ends")
				}
			}
			var names []string
			for _, sk := range skills {
				names = append(names, strings.TrimSuffix(strings.TrimPrefix(sk.URI, "skill://"), "/SKILL.md"))
				get := callRaw(serve.MethodGetSkill, &serveParams{URI: sk.URI})
				var got serve.Skill
				json.Unmarshal(get["skill"], &got)
				if len(got.Resources) != len(sk.Resources) {
					t.Errorf("skills/get %s lists %d files, skills/list %d", sk.URI, len(got.Resources), len(sk.Resources))
				}
				for _, r := range sk.Resources {
					res, err := cs.ReadResource(ctx, &mcp.ReadResourceParams{URI: r.URI})
					if err != nil {
						t.Fatalf("read %s: %v", r.URI, err)
					}
					c := res.Contents[0]
					data := c.Blob
					if data == nil {
						data = []byte(c.Text)
					}
					sum := sha256.Sum256(data)
					if int64(len(data)) != r.Size || "sha256:"+hex.EncodeToString(sum[:]) != r.Digest {
						t.Errorf("%s: read %d bytes, entry says %d bytes %s", r.URI, len(data), r.Size, r.Digest)
					}
				}
			}
			if !slices.Equal(names, []string{"alpha", "beta"}) {
				t.Errorf("served %v, want alpha and beta", names)
			}
			dir := callRaw(serve.MethodReadDirectory, &serveParams{URI: "skill://alpha/assets"})
			var kids []mcp.Resource
			json.Unmarshal(dir["resources"], &kids)
			if len(kids) != 1 || kids[0].URI != "skill://alpha/assets/deep" || kids[0].MIMEType != serve.DirectoryMIMEType {
				// page size 1: the first child is the directory "deep"
				t.Errorf("directory read of skill://alpha/assets: %s", dir["resources"])
			}
			_, err = mcp.CallCustomMethod[*serveParams, *serveRaw](ctx, cs, serve.MethodGetSkill, &serveParams{URI: "skill://broken/SKILL.md"})
			if err == nil || !strings.Contains(err.Error(), "not served") {
				t.Errorf("skills/get of a broken skill: %v", err)
			}

			if err := cs.Close(); err != nil {
				t.Errorf("skillpin serve did not exit cleanly when stdin closed: %v\nstderr:\n%s", err, stderr.String())
			}
			if code := cmd.ProcessState.ExitCode(); code != 0 {
				t.Errorf("exit code %d", code)
			}
			for _, want := range []string{"serving 2 skills", "skill broken is not served", "skill zeta is not served"} {
				if !strings.Contains(stderr.String(), want) {
					t.Errorf("stderr does not say %q:\n%s", want, stderr.String())
				}
			}
		})
	}
}

// serveProcess is `skillpin serve --http` running as a process.
type serveProcess struct {
	cmd    *exec.Cmd
	url    string // the MCP endpoint
	mu     sync.Mutex
	stderr bytes.Buffer
	done   chan error
}

func (p *serveProcess) log() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.stderr.String()
}

// startHTTP starts the binary with args (which must include --http
// 127.0.0.1:0) and waits for it to say where it listens.
func startHTTP(t *testing.T, args ...string) *serveProcess {
	t.Helper()
	return startHTTPAt(t, listenRE, args...)
}

// startHTTPAt is startHTTP for a server whose listening line listen
// matches (its first group the URL or the port).
func startHTTPAt(t *testing.T, listen *regexp.Regexp, args ...string) *serveProcess {
	t.Helper()
	p := &serveProcess{cmd: binaryCommand(context.Background(), skillpinBinary(t), args...), done: make(chan error, 1)}
	pipe, err := p.cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := p.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	urls := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(pipe)
		for sc.Scan() {
			line := sc.Text()
			p.mu.Lock()
			p.stderr.WriteString(line + "\n")
			p.mu.Unlock()
			if m := listen.FindStringSubmatch(line); m != nil {
				urls <- m[1]
			}
		}
		p.done <- p.cmd.Wait()
		close(urls)
	}()
	u, ok := <-urls
	if !ok {
		t.Fatalf("skillpin %v exited before listening:\n%s", args, p.log())
	}
	p.url = u
	t.Cleanup(func() {
		if p.cmd.ProcessState == nil {
			p.cmd.Process.Kill()
			<-p.done
		}
	})
	return p
}

var listenRE = regexp.MustCompile(`over MCP at (http://127\.0\.0\.1:\d+/mcp) `)

// stop sends SIGTERM and returns the exit code.
func (p *serveProcess) stop(t *testing.T) int {
	t.Helper()
	if err := p.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	<-p.done
	return p.cmd.ProcessState.ExitCode()
}

// TestServeHTTPBinary runs `skillpin serve --http` and talks to it with a
// go-sdk client at both protocol versions; SIGTERM stops it cleanly, and
// -v logged every request.
func TestServeHTTPBinary(t *testing.T) {
	t.Parallel()
	root := serveTree(t, map[string]string{
		"alpha/SKILL.md":            "---\nname: alpha\ndescription: Alpha.\narguments:\n  path: {type: string, required: true}\n---\n# Alpha ${path}\n",
		"alpha/references/guide.md": "# Guide\n",
	})
	p := startHTTP(t, "serve", "--root", root, "--http", "127.0.0.1:0", "-v")
	ctx := context.Background()
	for _, version := range []string{"2026-07-28", "2025-11-25"} {
		client := mcp.NewClient(&mcp.Implementation{Name: "test-host", Version: "1"}, nil)
		if err := mcp.AddSendingCustomMethod[*serveParams, *serveRaw](client, serve.MethodListSkills); err != nil {
			t.Fatal(err)
		}
		cs, err := client.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: p.url, DisableStandaloneSSE: true}, &mcp.ClientSessionOptions{ProtocolVersion: version})
		if err != nil {
			t.Fatalf("connect at %s: %v\n%s", version, err, p.log())
		}
		if got := cs.InitializeResult().ProtocolVersion; got != version {
			t.Errorf("negotiated %s, want %s", got, version)
		}
		res, err := mcp.CallCustomMethod[*serveParams, *serveRaw](ctx, cs, serve.MethodListSkills, &serveParams{})
		if err != nil || !strings.Contains(string(res.raw), `"arguments":{"path":{"type":"string","required":true}}`) {
			t.Errorf("skills/list at %s: %v %s", version, err, res.raw)
		}
		rr, err := cs.ReadResource(ctx, &mcp.ReadResourceParams{URI: "skill://alpha/references/guide.md"})
		if err != nil || rr.Contents[0].Text != "# Guide\n" {
			t.Errorf("read at %s: %v", version, err)
		}
		cs.Close()
	}
	if code := p.stop(t); code != 0 {
		t.Errorf("SIGTERM: exit %d, want 0\n%s", code, p.log())
	}
	for _, want := range []string{"serving 1 skill from", "(Streamable HTTP; loopback only, no token)", "POST /mcp skills/list 200", "POST /mcp resources/read 200", "skillpin serve: stopped"} {
		if !strings.Contains(p.log(), want) {
			t.Errorf("stderr does not say %q:\n%s", want, p.log())
		}
	}
}

// TestServeHTTPToken: with --token-file every request needs the token.
func TestServeHTTPToken(t *testing.T) {
	t.Parallel()
	const token = "s3cret-0123456789-abcdefghij"
	root := serveTree(t, map[string]string{
		"alpha/SKILL.md": "---\nname: alpha\ndescription: Alpha.\n---\n",
		"token":          token + "\n",
	})
	p := startHTTP(t, "serve", "-C", root, "--root", ".", "--http", "127.0.0.1:0", "--token-file", "token", "-v")
	body := `{"jsonrpc":"2.0","id":1,"method":"skills/list","params":{}}`
	for _, tt := range []struct {
		auth string
		want int
	}{
		{"", 401},
		{"Bearer wrong-0123456789-abcdefghij", 401},
		{"Bearer " + token, 200},
	} {
		req, _ := http.NewRequest(http.MethodPost, p.url, strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		req.Header.Set("MCP-Protocol-Version", "2025-11-25")
		if tt.auth != "" {
			req.Header.Set("Authorization", tt.auth)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != tt.want || (tt.want == 200) != strings.Contains(string(b), "skill://alpha/SKILL.md") {
			t.Errorf("Authorization %q: %d %s, want %d", tt.auth, resp.StatusCode, b, tt.want)
		}
	}
	p.stop(t)
	if strings.Contains(p.log(), token) || !strings.Contains(p.log(), "every request needs the bearer token") {
		t.Errorf("stderr:\n%s", p.log())
	}
}

// TestServeStdioMalformed: a line that is not JSON gets -32700 and the
// binary goes on serving the session.
func TestServeStdioMalformed(t *testing.T) {
	t.Parallel()
	root := serveTree(t, map[string]string{"x/SKILL.md": "---\nname: x\ndescription: X.\n---\n"})
	cmd := binaryCommand(context.Background(), skillpinBinary(t), "serve", "--root", root)
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(out)
	io.WriteString(in, "this is not json\n")
	if !sc.Scan() || !strings.Contains(sc.Text(), `"code":-32700`) {
		t.Fatalf("answer to a line that is not JSON: %q", sc.Text())
	}
	io.WriteString(in, `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"h","version":"1"}}}`+"\n")
	if !sc.Scan() || !strings.Contains(sc.Text(), `"id":1,"result"`) {
		t.Fatalf("initialize after the bad line: %q", sc.Text())
	}
	in.Close()
	if err := cmd.Wait(); err != nil {
		t.Errorf("exit: %v", err)
	}
}

// TestServeStdioEOF: a host that writes its requests and closes stdin at
// once (printf ... | skillpin serve) gets every answer before the
// process exits. Several rounds, for the race to show.
func TestServeStdioEOF(t *testing.T) {
	t.Parallel()
	root := serveTree(t, map[string]string{"x/SKILL.md": "---\nname: x\ndescription: X.\n---\n"})
	in := `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"h","version":"1"}}}
{"jsonrpc":"2.0","method":"notifications/initialized"}
{"jsonrpc":"2.0","id":2,"method":"resources/read","params":{"uri":"skill://x/SKILL.md"}}
{"jsonrpc":"2.0","id":3,"method":"skills/list","params":{}}
{"jsonrpc":"2.0","id":4,"method":"skills/get","params":{"uri":"skill://x/SKILL.md"}}
`
	for round := range 5 {
		cmd := binaryCommand(context.Background(), skillpinBinary(t), "serve", "-q", "--root", root)
		cmd.Stdin = strings.NewReader(in)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("round %d: %v\nstderr:\n%s", round, err, stderr.String())
		}
		var ids []string
		for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
			var r struct {
				ID     json.RawMessage
				Result json.RawMessage
			}
			if json.Unmarshal([]byte(l), &r) == nil && r.Result != nil {
				ids = append(ids, string(r.ID))
			}
		}
		slices.Sort(ids)
		if want := []string{"1", "2", "3", "4"}; !slices.Equal(ids, want) {
			t.Fatalf("round %d: answered %v, want %v:\n%s", round, ids, want, out)
		}
	}
}

// TestServeHTTPTokenFilePrivate: a server listening beyond loopback
// refuses a token file group or others may read, naming the file and the
// chmod that fixes it; a private one serves. On loopback the mode is the
// user's business.
func TestServeHTTPTokenFilePrivate(t *testing.T) {
	t.Parallel()
	const token = "s3cret-0123456789-abcdefghij"
	root := serveTree(t, map[string]string{
		"alpha/SKILL.md": "---\nname: alpha\ndescription: Alpha.\n---\n",
		"token":          token + "\n",
	})
	tokenPath := filepath.Join(root, "token")
	for _, mode := range []os.FileMode{0o644, 0o640, 0o604, 0o660} {
		if err := os.Chmod(tokenPath, mode); err != nil {
			t.Fatal(err)
		}
		// A server that starts serving runs until killed: the guard ends
		// it, and the test fails.
		bin := skillpinBinary(t) // built before the guard starts
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		cmd := binaryCommand(ctx, bin, "serve", "-C", root, "--root", ".", "--http", "0.0.0.0:0", "--token-file", "token")
		var stderr strings.Builder
		cmd.Stderr = &stderr
		err := cmd.Run()
		cancel()
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != ExitUsage {
			t.Fatalf("mode %04o: %v, want exit 2\n%s", mode, err, stderr.String())
		}
		for _, want := range []string{"token file " + tokenPath, fmt.Sprintf("mode %04o", mode), "chmod 600 " + tokenPath} {
			if !strings.Contains(stderr.String(), want) {
				t.Errorf("mode %04o: stderr lacks %q:\n%s", mode, want, stderr.String())
			}
		}
	}
	if err := os.Chmod(tokenPath, 0o600); err != nil {
		t.Fatal(err)
	}
	p := startHTTPAt(t, regexp.MustCompile(`over MCP at http://(?:0\.0\.0\.0|\[::\]):(\d+)/mcp `),
		"serve", "-C", root, "--root", ".", "--http", "0.0.0.0:0", "--token-file", "token")
	if code := p.stop(t); code != 0 {
		t.Errorf("SIGTERM: exit %d\n%s", code, p.log())
	}
	// On loopback a readable token file is accepted, as before.
	os.Chmod(tokenPath, 0o644)
	p = startHTTP(t, "serve", "-C", root, "--root", ".", "--http", "127.0.0.1:0", "--token-file", "token")
	p.stop(t)
}
