package serve

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/skillpin/skillpin/internal/install/publish"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/ui/errkind"
)

const testToken = "0123456789abcdef0123456789abcdef"

// post sends one JSON-RPC body to url with extra headers and returns the
// status, the body and the response headers.
func post(t *testing.T, url, body string, header map[string]string) (int, string, http.Header) {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, url, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	req.Header.Set("MCP-Protocol-Version", v2025)
	for k, v := range header {
		if k == "Host" {
			req.Host = v
		} else {
			req.Header.Set(k, v)
		}
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b), resp.Header
}

const listBody = `{"jsonrpc":"2.0","id":1,"method":"skills/list","params":{}}`

// dialToken connects a go-sdk client over HTTP with a bearer token.
func dialToken(t *testing.T, url, token, version string) (*mcp.ClientSession, error) {
	t.Helper()
	client := mcp.NewClient(&mcp.Implementation{Name: "test-host", Version: "1"}, nil)
	if err := mcp.AddSendingCustomMethod[*rawParams, *rawResult](client, MethodListSkills); err != nil {
		t.Fatal(err)
	}
	tr := &mcp.StreamableClientTransport{Endpoint: url, DisableStandaloneSSE: true, MaxRetries: -1,
		HTTPClient: &http.Client{Transport: bearer{token, http.DefaultTransport}}}
	cs, err := client.Connect(context.Background(), tr, &mcp.ClientSessionOptions{ProtocolVersion: version})
	if err == nil {
		t.Cleanup(func() { cs.Close() })
	}
	return cs, err
}

// TestHTTPToken: with a token, every request needs it; a go-sdk client
// that sends it works at both protocol versions.
func TestHTTPToken(t *testing.T) {
	t.Parallel()
	s, _ := newServer(t, Config{Roots: []string{plainRoot(t)}})
	url := httpServer(t, s, HTTPOptions{Token: testToken})
	for _, tt := range []struct {
		name, auth string
	}{
		{"none", ""},
		{"wrong token", "Bearer " + strings.Repeat("x", len(testToken))},
		{"prefix of the token", "Bearer " + testToken[:20]},
		{"token and more", "Bearer " + testToken + "x"},
		{"other scheme", "Basic " + testToken},
		{"no scheme", testToken},
	} {
		h := map[string]string{}
		if tt.auth != "" {
			h["Authorization"] = tt.auth
		}
		code, body, hdr := post(t, url, listBody, h)
		if code != http.StatusUnauthorized || !strings.HasPrefix(hdr.Get("WWW-Authenticate"), "Bearer") {
			t.Errorf("%s: %d %q (WWW-Authenticate %q), want 401 with a Bearer challenge", tt.name, code, body, hdr.Get("WWW-Authenticate"))
		}
		if strings.Contains(body, "skill://") {
			t.Errorf("%s: the 401 carries skills: %s", tt.name, body)
		}
	}
	if code, body, _ := post(t, url, listBody, map[string]string{"Authorization": "bearer " + testToken}); code != http.StatusOK || !strings.Contains(body, "skill://alpha/SKILL.md") {
		t.Errorf("with the token: %d %s", code, body)
	}
	// Behind a reverse proxy on the same machine: the public Host and a
	// browser's Origin of that host reach the loopback listener.
	proxied := map[string]string{"Authorization": "Bearer " + testToken, "Host": "skills.example.com", "Origin": "https://skills.example.com"}
	if code, body, _ := post(t, url, listBody, proxied); code != http.StatusOK {
		t.Errorf("through a proxy passing the public Host: %d %s", code, body)
	}
	proxied["Origin"] = "https://evil.example"
	if code, _, _ := post(t, url, listBody, proxied); code != http.StatusForbidden {
		t.Errorf("through a proxy, another Origin: %d, want 403", code)
	}
	for _, version := range versions {
		cs, err := dialToken(t, url, testToken, version)
		if err != nil {
			t.Fatalf("go-sdk client with the token at %s: %v", version, err)
		}
		if n := skillNames(decode[ListSkillsResult](t, mustCall(t, cs, MethodListSkills, nil)).Skills); !slices.Equal(n, servedPlain) {
			t.Errorf("at %s served %v", version, n)
		}
		if _, err := dialToken(t, url, "not-the-token-at-all", version); err == nil {
			t.Errorf("a client with the wrong token connected at %s", version)
		}
	}
}

// TestHTTPOrigin: a request whose Origin is not the server's own is
// refused, and so is a Host that is not loopback on a loopback listener
// (DNS rebinding); clients without an Origin are served.
func TestHTTPOrigin(t *testing.T) {
	t.Parallel()
	s, _ := newServer(t, Config{Roots: []string{plainRoot(t)}})
	url := httpServer(t, s, HTTPOptions{})
	hostport := strings.TrimSuffix(strings.TrimPrefix(url, "http://"), Path)
	_, port, _ := net.SplitHostPort(hostport)
	for _, tt := range []struct {
		header map[string]string
		want   int
	}{
		{map[string]string{}, http.StatusOK},
		{map[string]string{"Origin": "http://" + hostport}, http.StatusOK},
		{map[string]string{"Origin": "http://evil.example"}, http.StatusForbidden},
		{map[string]string{"Origin": "http://127.0.0.1:1"}, http.StatusForbidden},
		{map[string]string{"Origin": "https://" + hostport}, http.StatusOK}, // same host and port, TLS ended in front
		{map[string]string{"Origin": "null"}, http.StatusForbidden},
		{map[string]string{"Origin": "http://localhost:" + port}, http.StatusForbidden}, // another name is another origin
		{map[string]string{"Host": "evil.example:" + port}, http.StatusForbidden},
		{map[string]string{"Host": "evil.example:" + port, "Origin": "http://evil.example:" + port}, http.StatusForbidden},
	} {
		req, _ := http.NewRequest(http.MethodPost, url, strings.NewReader(listBody))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		for k, v := range tt.header {
			if k == "Host" {
				req.Host = v
			} else {
				req.Header.Set(k, v)
			}
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != tt.want {
			t.Errorf("headers %v: %d %s, want %d", tt.header, resp.StatusCode, b, tt.want)
		}
	}
}

func TestSameOrigin(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		origin, host string
		want         bool
	}{
		{"http://a.example", "a.example", true},
		{"http://a.example:80", "a.example", true},
		{"https://a.example", "a.example:443", true},
		{"https://A.example", "a.example", true},
		{"http://a.example", "a.example:8080", false},
		{"http://b.example", "a.example", false},
		{"http://a.example/path", "a.example", false},
		{"file://a.example", "a.example", false},
		{"http://[::1]:8080", "[::1]:8080", true},
		{"not a url", "a.example", false},
	} {
		if got := sameOrigin(tt.origin, tt.host); got != tt.want {
			t.Errorf("sameOrigin(%q, %q) = %v, want %v", tt.origin, tt.host, got, tt.want)
		}
	}
}

// TestHTTPListen: without a token only loopback addresses are served.
func TestHTTPListen(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		addr  string
		token bool
		bad   bool // a usage error
	}{
		{"127.0.0.1:0", false, false},
		{"localhost:0", false, false},
		{"0.0.0.0:0", false, true},
		{":0", false, true},
		{"0.0.0.0:0", true, false},
		{"no-port", false, true},
	} {
		ln, err := Listen(tt.addr, tt.token)
		if ln != nil {
			ln.Close()
		}
		if tt.bad != (err != nil) {
			t.Errorf("Listen(%q, token %v): %v", tt.addr, tt.token, err)
			continue
		}
		if tt.bad && !errors.Is(err, errkind.Invalid) {
			t.Errorf("Listen(%q): %v is not bad input", tt.addr, err)
		}
		if tt.bad && !strings.Contains(err.Error(), "token-file") && tt.addr != "no-port" {
			t.Errorf("Listen(%q): %v does not say how to serve it", tt.addr, err)
		}
	}
}

func TestReadTokenFile(t *testing.T) {
	t.Parallel()
	dir := testfs.TempDir(t)
	write := func(name, data string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(data), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	good := write("good", "  "+testToken+"\n")
	if tok, err := ReadTokenFile(good); err != nil || tok != testToken {
		t.Errorf("good token file: %q, %v", tok, err)
	}
	os.Mkdir(filepath.Join(dir, "adir"), 0o755)
	outside := write("outside", testToken)
	sub := filepath.Join(dir, "sub")
	os.Mkdir(sub, 0o755)
	os.Symlink(outside, filepath.Join(sub, "link"))
	for _, tt := range []struct{ path, why string }{
		{filepath.Join(dir, "missing"), "does not exist"},
		{filepath.Join(dir, "adir"), "not a regular file"},
		{write("short", "abc\n"), "at least 16"},
		{write("spaces", "0123456789 abcdef0123456789\n"), "printable ASCII without spaces"},
		{write("twolines", testToken+"\n"+testToken+"\n"), "printable ASCII without spaces"},
		{write("huge", strings.Repeat("a", MaxTokenFile+1)), "limit"},
		{filepath.Join(sub, "link"), "outside"},
	} {
		_, err := ReadTokenFile(tt.path)
		if err == nil || !strings.Contains(err.Error(), tt.why) {
			t.Errorf("ReadTokenFile(%s): %v, want an error saying %q", filepath.Base(tt.path), err, tt.why)
		}
		if err != nil && !errors.Is(err, errkind.Invalid) {
			t.Errorf("ReadTokenFile(%s): %v is not bad input", filepath.Base(tt.path), err)
		}
	}
}

// TestHTTPMalformed: a body that is not one JSON-RPC message gets a 400
// with the JSON-RPC error it deserves; an oversized one a 413; the
// server goes on serving.
func TestHTTPMalformed(t *testing.T) {
	t.Parallel()
	s, _ := newServer(t, Config{Roots: []string{plainRoot(t)}})
	url := httpServer(t, s, HTTPOptions{MaxBodyBytes: 4096})
	for _, tt := range []struct {
		body   string
		status int
		code   int64
	}{
		{`{not json`, 400, -32700},
		{``, 400, -32700},
		{`[]`, 400, -32600},
		{`"x"`, 400, -32600},
		{`[{"jsonrpc":"2.0","id":1,"method":"ping"}]`, 400, -32600},
		{`{"jsonrpc":"1.0","id":3,"method":"ping"}`, 400, -32600},
		{`{"id":3,"method":"ping"}`, 400, -32600},
		{`{"jsonrpc":"2.0","id":{},"method":"ping"}`, 400, -32600},
		{`{"jsonrpc":"2.0","id":3,"method":"skills/list","params":{"x":"` + strings.Repeat("a", 5000) + `"}}`, 413, 0},
	} {
		for _, version := range versions {
			status, body, hdr := post(t, url, tt.body, map[string]string{"MCP-Protocol-Version": version})
			if status != tt.status {
				t.Errorf("%.40q at %s: %d %s, want %d", tt.body, version, status, body, tt.status)
				continue
			}
			if tt.code == 0 {
				continue
			}
			var r struct {
				ID    json.RawMessage
				Error struct{ Code int64 }
			}
			if hdr.Get("Content-Type") != "application/json" || json.Unmarshal([]byte(body), &r) != nil || r.Error.Code != tt.code {
				t.Errorf("%.40q at %s: %s %s, want a JSON-RPC error %d", tt.body, version, hdr.Get("Content-Type"), body, tt.code)
			}
		}
	}
	if code, body, _ := post(t, url, listBody, nil); code != 200 || !strings.Contains(body, "skill://alpha") {
		t.Errorf("after the malformed requests: %d %s", code, body)
	}
}

// TestHTTPRefusedRequests: a message the session does not take is
// answered over HTTP as over stdio, with a JSON-RPC error rather than the
// go-sdk's plain text: -32601 for a method the server does not have
// (200 to a 2025 request, 404 to a 2026-07-28 one, as each revision's
// transport says; 400 to a notification), -32600 for a request it cannot
// take (400). The error carries the request's id, none for a
// notification.
func TestHTTPRefusedRequests(t *testing.T) {
	t.Parallel()
	s, _ := newServer(t, Config{Roots: []string{plainRoot(t)}})
	url := httpServer(t, s, HTTPOptions{})
	for _, version := range versions {
		params := `{}`
		if version == v2026 {
			params = `{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientInfo":{"name":"h","version":"1"},"io.modelcontextprotocol/clientCapabilities":{}}}`
		}
		notFound := http.StatusOK
		if version == v2026 {
			notFound = http.StatusNotFound
		}
		for _, tt := range []struct {
			name, body string
			status     int
			code       int64
			id         string
		}{
			{"unknown method", `{"jsonrpc":"2.0","id":7,"method":"nope","params":` + params + `}`, notFound, -32601, `7`},
			{"unknown method, string id", `{"jsonrpc":"2.0","id":"x","method":"nope","params":` + params + `}`, notFound, -32601, `"x"`},
			{"unknown notification", `{"jsonrpc":"2.0","method":"nope","params":` + params + `}`, 400, -32601, `null`},
			{"request without an id", `{"jsonrpc":"2.0","method":"skills/list","params":` + params + `}`, 400, -32600, `null`},
			{"notification with an id", `{"jsonrpc":"2.0","id":8,"method":"notifications/initialized","params":` + params + `}`, 400, -32600, `8`},
			{"request without its params", `{"jsonrpc":"2.0","id":9,"method":"resources/read"}`, 400, -32600, `9`},
		} {
			var method string
			if m := rpcMethod().FindStringSubmatch(tt.body); m != nil {
				method = m[1]
			}
			status, body, hdr := post(t, url, tt.body, map[string]string{"MCP-Protocol-Version": version, "Mcp-Method": method})
			var r struct {
				JSONRPC string
				ID      json.RawMessage
				Error   struct{ Code int64 }
			}
			if status != tt.status || hdr.Get("Content-Type") != "application/json" || json.Unmarshal([]byte(body), &r) != nil ||
				r.JSONRPC != "2.0" || r.Error.Code != tt.code || string(r.ID) != tt.id {
				t.Errorf("%s at %s: %d %s %s, want %d with JSON-RPC error %d for id %s", tt.name, version, status, hdr.Get("Content-Type"), body, tt.status, tt.code, tt.id)
			}
		}
	}
	// A go-sdk client calling a method the server does not have gets the
	// JSON-RPC error, at both revisions.
	for _, version := range versions {
		client := mcp.NewClient(&mcp.Implementation{Name: "test-host", Version: "1"}, nil)
		if err := mcp.AddSendingCustomMethod[*rawParams, *rawResult](client, "nope"); err != nil {
			t.Fatal(err)
		}
		cs, err := client.Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: url, DisableStandaloneSSE: true, MaxRetries: -1},
			&mcp.ClientSessionOptions{ProtocolVersion: version})
		if err != nil {
			t.Fatalf("connect at %s: %v", version, err)
		}
		_, err = call(t, cs, "nope", nil)
		wantCode(t, err, -32601, "nope at "+version)
		cs.Close()
	}
	if code, body, _ := post(t, url, listBody, nil); code != 200 || !strings.Contains(body, "skill://alpha") {
		t.Errorf("after the refused requests: %d %s", code, body)
	}
}

// TestHTTPRoutes: only the endpoint is served, and only by POST (the
// server never speaks first, so there is no stream to GET).
func TestHTTPRoutes(t *testing.T) {
	t.Parallel()
	s, _ := newServer(t, Config{Roots: []string{plainRoot(t)}})
	url := httpServer(t, s, HTTPOptions{})
	base := strings.TrimSuffix(url, Path)
	for _, tt := range []struct {
		method, url string
		want        int
	}{
		{http.MethodGet, base + "/", 404},
		{http.MethodPost, base + "/other", 404},
		{http.MethodGet, url, 405},
		{http.MethodDelete, url, 405},
	} {
		req, _ := http.NewRequest(tt.method, tt.url, nil)
		req.Header.Set("Accept", "application/json, text/event-stream")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != tt.want {
			t.Errorf("%s %s: %d, want %d", tt.method, tt.url, resp.StatusCode, tt.want)
		}
	}
}

// TestLimitInFlight: one request over the bound is answered 503 at once.
func TestLimitInFlight(t *testing.T) {
	t.Parallel()
	release := make(chan struct{})
	entered := make(chan struct{}, 2)
	h := limitInFlight(2, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		entered <- struct{}{}
		<-release
	}))
	srv := &http.Server{Handler: h}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go srv.Serve(ln)
	defer srv.Close()
	url := "http://" + ln.Addr().String()
	var wg sync.WaitGroup
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if resp, err := http.Get(url); err == nil {
				resp.Body.Close()
			}
		}()
	}
	<-entered
	<-entered
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusServiceUnavailable || resp.Header.Get("Retry-After") == "" {
		t.Errorf("third request: %d, Retry-After %q; want 503 with Retry-After", resp.StatusCode, resp.Header.Get("Retry-After"))
	}
	close(release)
	wg.Wait()
}

// TestHTTPAccessLog: one line per request, naming the JSON-RPC method
// (not read from a request that is refused) and the status; the token
// never appears.
func TestHTTPAccessLog(t *testing.T) {
	t.Parallel()
	s, _ := newServer(t, Config{Roots: []string{plainRoot(t)}})
	log := &syncBuffer{}
	url := httpServer(t, s, HTTPOptions{Token: testToken, AccessLog: log})
	post(t, url, listBody, map[string]string{"Authorization": "Bearer " + testToken})
	post(t, url, `{"jsonrpc":"2.0","id":2,"method":"resources/read","params":{"uri":"skill://alpha/SKILL.md"}}`, map[string]string{"Authorization": "Bearer " + testToken})
	post(t, url, listBody, nil)
	lines := strings.Split(strings.TrimSpace(log.String()), "\n")
	if len(lines) != 3 {
		t.Fatalf("%d log lines, want 3:\n%s", len(lines), log)
	}
	for i, want := range []string{"POST /mcp skills/list 200", "POST /mcp resources/read 200", "POST /mcp - 401"} {
		if !strings.Contains(lines[i], want) || !strings.HasPrefix(lines[i], "skillpin serve: http 127.0.0.1:") {
			t.Errorf("line %d = %q, want it to say %q", i, lines[i], want)
		}
	}
	if strings.Contains(log.String(), testToken) {
		t.Errorf("the access log shows the token:\n%s", log)
	}
}

// TestHTTPShutdown: once the context is done, a request in flight is
// answered, then ServeHTTP returns and the port is closed.
func TestHTTPShutdown(t *testing.T) {
	t.Parallel()
	s, _ := newServer(t, Config{Roots: []string{plainRoot(t)}})
	inside := make(chan struct{})
	release := make(chan struct{})
	var once sync.Once
	s.testHookViewOpened = func() {
		once.Do(func() {
			close(inside)
			<-release
		})
	}
	ln, err := Listen("127.0.0.1:0", false)
	if err != nil {
		t.Fatal(err)
	}
	url := "http://" + ln.Addr().String() + Path
	ctx, cancel := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- s.ServeHTTP(ctx, ln, HTTPOptions{ShutdownTimeout: time.Minute}) }()
	answered := make(chan int, 1)
	go func() {
		code, _, _ := post(t, url, listBody, nil)
		answered <- code
	}()
	<-inside
	cancel()
	select {
	case err := <-served:
		t.Fatalf("ServeHTTP returned with a request in flight: %v", err)
	case <-time.After(50 * time.Millisecond):
	}
	close(release)
	if code := <-answered; code != http.StatusOK {
		t.Errorf("the request in flight got %d", code)
	}
	if err := <-served; err != nil {
		t.Errorf("ServeHTTP: %v", err)
	}
	if _, err := http.Post(url, "application/json", strings.NewReader(listBody)); err == nil {
		t.Error("the port still answers after shutdown")
	}
}

// TestHTTPRootFlip: a client session over HTTP that outlives a publish
// sees the new generation on its next skills/list, whole.
func TestHTTPRootFlip(t *testing.T) {
	t.Parallel()
	for _, version := range versions {
		t.Run(version, func(t *testing.T) {
			p := newProject(t, publish.ModeCopy, projectSkills())
			s, _ := cachedServer(t, p, time.Hour)
			cs, err := dialToken(t, httpServer(t, s, HTTPOptions{}), "", version)
			if err != nil {
				t.Fatal(err)
			}
			if n := skillNames(decode[ListSkillsResult](t, mustCall(t, cs, MethodListSkills, nil)).Skills); !slices.Equal(n, []string{"alpha", "beta"}) {
				t.Fatalf("before: %v", n)
			}
			v2 := projectSkills()
			v2["gamma"] = []tfile{{path: "SKILL.md", data: skillMD("gamma", "New.")}}
			p.publish(v2)
			if n := skillNames(decode[ListSkillsResult](t, mustCall(t, cs, MethodListSkills, nil)).Skills); !slices.Equal(n, []string{"alpha", "beta", "gamma"}) {
				t.Errorf("after the publish: %v", n)
			}
		})
	}
}
