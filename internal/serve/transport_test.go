package serve

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"reflect"
	"sync"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// The protocol revisions a go-sdk client negotiates with the server, over
// each transport the command offers.
var (
	allVersions = []string{"2025-06-18", v2025, v2026}
	transports  = []string{"stdio", "http"}
)

// wireLog keeps the raw result of every response a client reads, so
// that a test sees exactly which fields went over the wire.
type wireLog struct {
	mu   sync.Mutex
	last json.RawMessage
}

func (r *wireLog) take() json.RawMessage {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := r.last
	r.last = nil
	return out
}

type recordingTransport struct {
	mcp.Transport
	rec *wireLog
}

func (t recordingTransport) Connect(ctx context.Context) (mcp.Connection, error) {
	c, err := t.Transport.Connect(ctx)
	if err != nil {
		return nil, err
	}
	return recordingConn{c, t.rec}, nil
}

type recordingConn struct {
	mcp.Connection
	rec *wireLog
}

func (c recordingConn) Read(ctx context.Context) (jsonrpc.Message, error) {
	msg, err := c.Connection.Read(ctx)
	if r, ok := msg.(*jsonrpc.Response); ok && r.Result != nil {
		c.rec.mu.Lock()
		c.rec.last = append(json.RawMessage(nil), r.Result...)
		c.rec.mu.Unlock()
	}
	return msg, err
}

// stdioTransport runs s.RunStdio on a pair of pipes, the way the command
// runs it on its stdin and stdout, and returns the client's end.
func stdioTransport(t *testing.T, s *Server) mcp.Transport {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan error, 1)
	go func() {
		err := s.RunStdio(ctx, inR, outW)
		outW.Close()
		done <- err
	}()
	t.Cleanup(func() {
		inW.Close()
		cancel()
		if err := <-done; err != nil && !errors.Is(err, context.Canceled) {
			t.Errorf("RunStdio: %v", err)
		}
	})
	return &mcp.IOTransport{Reader: outR, Writer: inW}
}

// httpServer serves s on a loopback port and returns its endpoint URL.
func httpServer(t *testing.T, s *Server, opts HTTPOptions) string {
	t.Helper()
	ln, err := Listen("127.0.0.1:0", opts.Token != "")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- s.ServeHTTP(ctx, ln, opts) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("ServeHTTP: %v", err)
		}
	})
	return "http://" + ln.Addr().String() + Path
}

// bearer adds a token to every request.
type bearer struct {
	token string
	next  http.RoundTripper
}

func (b bearer) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+b.token)
	return b.next.RoundTrip(r)
}

// dial connects a go-sdk client to s over transport at version, and
// returns the session and the wireLog of its raw results.
func dial(t *testing.T, s *Server, transport, version string) (*mcp.ClientSession, *wireLog) {
	t.Helper()
	var tr mcp.Transport
	switch transport {
	case "stdio":
		tr = stdioTransport(t, s)
	case "http":
		tr = &mcp.StreamableClientTransport{Endpoint: httpServer(t, s, HTTPOptions{}), DisableStandaloneSSE: true}
	default:
		t.Fatalf("unknown transport %q", transport)
	}
	rec := &wireLog{}
	client := mcp.NewClient(&mcp.Implementation{Name: "test-host", Version: "1"}, nil)
	for _, m := range []string{MethodListSkills, MethodGetSkill, MethodReadDirectory} {
		if err := mcp.AddSendingCustomMethod[*rawParams, *rawResult](client, m); err != nil {
			t.Fatal(err)
		}
	}
	cs, err := client.Connect(context.Background(), recordingTransport{tr, rec}, &mcp.ClientSessionOptions{ProtocolVersion: version})
	if err != nil {
		t.Fatalf("connect over %s at %s: %v", transport, version, err)
	}
	t.Cleanup(func() { cs.Close() })
	if got := cs.InitializeResult().ProtocolVersion; got != version {
		t.Fatalf("over %s negotiated %s, want %s", transport, got, version)
	}
	return cs, rec
}

// TestExactVersions calls every method over both transports at every
// revision, through a go-sdk client, and checks the raw results: the
// fields that exist only from 2026-07-28 (resultType, ttlMs, cacheScope)
// appear exactly in 2026-07-28 sessions, and there on every result that
// has them.
func TestExactVersions(t *testing.T) {
	t.Parallel()
	root := plainRoot(t)
	calls := []struct {
		method string
		call   func(cs *mcp.ClientSession) error
		cached bool // a CacheableResult in 2026-07-28
	}{
		{MethodListSkills, func(cs *mcp.ClientSession) error {
			_, err := mcp.CallCustomMethod[*rawParams, *rawResult](context.Background(), cs, MethodListSkills, &rawParams{})
			return err
		}, true},
		{MethodGetSkill, func(cs *mcp.ClientSession) error {
			_, err := mcp.CallCustomMethod[*rawParams, *rawResult](context.Background(), cs, MethodGetSkill, &rawParams{URI: "skill://alpha/SKILL.md"})
			return err
		}, true},
		{MethodReadDirectory, func(cs *mcp.ClientSession) error {
			_, err := mcp.CallCustomMethod[*rawParams, *rawResult](context.Background(), cs, MethodReadDirectory, &rawParams{URI: "skill://alpha/scripts"})
			return err
		}, false},
		{"resources/list", func(cs *mcp.ClientSession) error {
			_, err := cs.ListResources(context.Background(), nil)
			return err
		}, true},
		{"resources/read", func(cs *mcp.ClientSession) error {
			_, err := cs.ReadResource(context.Background(), &mcp.ReadResourceParams{URI: "skill://alpha/SKILL.md"})
			return err
		}, true},
		{"resources/templates/list", func(cs *mcp.ClientSession) error {
			_, err := cs.ListResourceTemplates(context.Background(), nil)
			return err
		}, true},
	}
	for _, transport := range transports {
		for _, version := range allVersions {
			t.Run(transport+"/"+version, func(t *testing.T) {
				s, _ := newServer(t, Config{Roots: []string{root}})
				cs, rec := dial(t, s, transport, version)
				for _, c := range calls {
					rec.take()
					if err := c.call(cs); err != nil {
						t.Errorf("%s: %v", c.method, err)
						continue
					}
					var fields map[string]json.RawMessage
					if err := json.Unmarshal(rec.take(), &fields); err != nil {
						t.Fatalf("%s: raw result: %v", c.method, err)
					}
					for _, k := range modernOnly {
						_, has := fields[k]
						want := version == v2026 && (k == "resultType" || c.cached)
						if has != want {
							t.Errorf("%s at %s: %s present = %v, want %v", c.method, version, k, has, want)
						}
					}
					if version == v2026 && c.cached && string(fields["cacheScope"]) != `"private"` {
						t.Errorf("%s: cacheScope %s, want \"private\"", c.method, fields["cacheScope"])
					}
				}
			})
		}
	}
}

// TestLegacyResultFields: the legacy encodings of the go-sdk results keep
// every field but the 2026-07-28 ones, as encoding the result and
// dropping those keys would.
func TestLegacyResultFields(t *testing.T) {
	t.Parallel()
	meta := mcp.Meta{"k": "v"}
	cache := mcp.Cacheable{TTLMs: 5, CacheScope: "private"}
	for _, r := range []mcp.Result{
		&mcp.ReadResourceResult{Meta: meta, Cacheable: cache, Contents: []*mcp.ResourceContents{{URI: "skill://a/SKILL.md", MIMEType: "text/markdown", Text: "x"}, {URI: "skill://a/b", Blob: []byte{0, 1}}}},
		&mcp.ListResourcesResult{Meta: meta, Cacheable: cache, NextCursor: "c", Resources: []*mcp.Resource{{URI: "skill://a/SKILL.md", Name: "a", Size: 3}}},
		&mcp.ListResourceTemplatesResult{Meta: meta, Cacheable: cache, NextCursor: "c", ResourceTemplates: []*mcp.ResourceTemplate{{Name: "t", URITemplate: "skill://{+path}"}}},
	} {
		got, err := json.Marshal(legacyResult{r})
		if err != nil {
			t.Fatal(err)
		}
		full, _ := json.Marshal(r)
		want, err := dropKeys(full, modernOnly)
		if err != nil {
			t.Fatal(err)
		}
		var g, w any
		json.Unmarshal(got, &g)
		json.Unmarshal(want, &w)
		if !reflect.DeepEqual(g, w) {
			t.Errorf("%T:\n got %s\nwant %s", r, got, want)
		}
	}
}
