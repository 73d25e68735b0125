package serve

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// rawConn speaks JSON-RPC to the server directly, for what a go-sdk
// client never sends.
type rawConn struct {
	t    *testing.T
	conn mcp.Connection
	id   int64
}

func dialRaw(t *testing.T, s *Server) *rawConn {
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
	conn, err := ct.Connect(ctx)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	return &rawConn{t: t, conn: conn}
}

// call sends method with params (JSON text) and returns the response.
func (c *rawConn) call(method, params string) *jsonrpc.Response {
	c.t.Helper()
	ctx := context.Background()
	c.id++
	id, err := jsonrpc.MakeID(float64(c.id))
	if err != nil {
		c.t.Fatal(err)
	}
	if err := c.conn.Write(ctx, &jsonrpc.Request{ID: id, Method: method, Params: json.RawMessage(params)}); err != nil {
		c.t.Fatal(err)
	}
	for {
		msg, err := c.conn.Read(ctx)
		if err != nil {
			c.t.Fatal(err)
		}
		if r, ok := msg.(*jsonrpc.Response); ok && r.ID == id {
			return r
		}
	}
}

func (c *rawConn) notify(method string) {
	c.t.Helper()
	if err := c.conn.Write(context.Background(), &jsonrpc.Request{Method: method, Params: json.RawMessage(`{}`)}); err != nil {
		c.t.Fatal(err)
	}
}

// TestLegacyHandshakeAsksForModern: a client that runs initialize asking
// for 2026-07-28 is answered with 2025-11-25 (initialize cannot negotiate
// the modern protocol), and its results carry no 2026-07-28 fields even
// though its initialize params name that version.
func TestLegacyHandshakeAsksForModern(t *testing.T) {
	t.Parallel()
	s, _ := newServer(t, Config{Roots: []string{plainRoot(t)}})
	c := dialRaw(t, s)
	init := c.call("initialize", `{"protocolVersion":"2026-07-28","capabilities":{},"clientInfo":{"name":"old-host","version":"1"}}`)
	if init.Error != nil {
		t.Fatal(init.Error)
	}
	var ir struct{ ProtocolVersion string }
	if err := json.Unmarshal(init.Result, &ir); err != nil {
		t.Fatal(err)
	}
	if ir.ProtocolVersion != v2025 {
		t.Fatalf("initialize negotiated %s, want %s", ir.ProtocolVersion, v2025)
	}
	c.notify("notifications/initialized")
	for _, m := range []struct{ method, params string }{
		{MethodListSkills, `{}`},
		{MethodGetSkill, `{"uri":"skill://alpha/SKILL.md"}`},
		{MethodReadDirectory, `{"uri":"skill://alpha"}`},
		{"resources/list", `{}`},
		{"resources/read", `{"uri":"skill://alpha/SKILL.md"}`},
		{"resources/templates/list", `{}`},
	} {
		res := c.call(m.method, m.params)
		if res.Error != nil {
			t.Fatalf("%s: %v", m.method, res.Error)
		}
		var fields map[string]json.RawMessage
		if err := json.Unmarshal(res.Result, &fields); err != nil {
			t.Fatal(err)
		}
		for _, k := range modernOnly {
			if v, ok := fields[k]; ok {
				t.Errorf("%s: the legacy session got %s=%s", m.method, k, v)
			}
		}
	}
}

// TestMalformedParams sends params of the wrong JSON type.
func TestMalformedParams(t *testing.T) {
	t.Parallel()
	s, _ := newServer(t, Config{Roots: []string{plainRoot(t)}})
	c := dialRaw(t, s)
	if r := c.call("initialize", `{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"h","version":"1"}}`); r.Error != nil {
		t.Fatal(r.Error)
	}
	c.notify("notifications/initialized")
	for _, tt := range []struct{ method, params string }{
		{MethodGetSkill, `{"uri":5}`},
		{MethodGetSkill, `null`},
		{MethodGetSkill, `{}`},
		{MethodListSkills, `{"cursor":[]}`},
		{MethodReadDirectory, `{"uri":{"x":1}}`},
		{MethodReadDirectory, `{"cursor":"x"}`},
	} {
		r := c.call(tt.method, tt.params)
		var we *jsonrpc.Error
		if r.Error == nil {
			t.Errorf("%s %s: no error", tt.method, tt.params)
			continue
		}
		b, _ := json.Marshal(r.Error)
		if err := json.Unmarshal(b, &we); err != nil || we.Code != jsonrpc.CodeInvalidParams {
			t.Errorf("%s %s: error %s, want code -32602", tt.method, tt.params, b)
		}
	}
}
