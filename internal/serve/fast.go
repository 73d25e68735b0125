package serve

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"mime"
	"net"
	"net/http"
	"net/netip"
	"os"
	"regexp"
	"slices"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/yosida95/uritemplate/v3"

	"github.com/skillpin/skillpin/internal/serve/budget"
	"github.com/skillpin/skillpin/internal/serve/rpcmsg"
)

// The fast path: the requests a host sends most, skills/list and
// resources/read (and resources/list, the listing of hosts without the
// Skills extension), answered over HTTP without the go-sdk's per-request
// session. In stateless mode the go-sdk sets up a server session for every
// POST and decodes the message ten or eleven times on the way to the
// handler (the body twice, the message, its params, its _meta three
// times), each decode allocating a 32 KiB buffer whatever the size of the
// message: 86-88% of the bytes the server allocated, and the garbage the
// collector spent its time on (docs/performance.md).
//
// The fast path takes only a request it can prove the go-sdk would
// answer with a result or with the error of skillpin's own handler, and
// nothing else: one JSON-RPC call of these methods in the plain form
// clients send (no
// escapes in strings, no duplicate or unknown keys, an id of at most 15
// digits or a plain string), every header the go-sdk checks as it
// accepts it, and at 2026-07-28 the _meta triple the go-sdk validates.
// Anything else (another method, a batch, a notification, an unknown
// key, a header the go-sdk would refuse, a compatibility setting of the
// go-sdk in MCPGODEBUG) goes to the go-sdk unchanged, and is answered,
// or refused, by it. In stateless mode the go-sdk neither issues nor
// reads session ids (Mcp-Session-Id is ignored), so there is no session
// to check here either.
//
// A request taken is answered by the same handler the go-sdk calls
// (listSkills, readResource, listResourcesMiddleware: the same view, the
// same checks of the
// trusted root, the same re-read and re-hash of every file served), and
// what the go-sdk does around the handler is done the same way: the
// resource template match, the cache fields, the result kept to the
// request's protocol revision (atVersion), resultType and serverInfo at
// 2026-07-28, the error's HTTP status, the response headers, and the
// envelope encoded by the go-sdk's own jsonrpc.EncodeMessage. The bytes
// sent are the go-sdk's (TestFastSameBytes compares them for every kind
// of request, taken or not).

// fastVersions are the MCP-Protocol-Version header values the fast path
// answers ("" is a request without the header, which the go-sdk answers
// as 2025-03-26).
var fastVersions = []string{"", "2025-03-26", "2025-06-18", "2025-11-25", ModernProtocol}

// fastPath answers the requests it takes; see above.
type fastPath struct {
	s *Server
	// hostCheck is the go-sdk's DNS-rebinding protection: a request to a
	// loopback address whose Host is not loopback is refused (by the
	// go-sdk: the fast path leaves it alone).
	hostCheck bool
	// impl is the serverInfo the go-sdk puts in every 2026-07-28 result.
	impl *mcp.Implementation
	// template is the go-sdk's match of the skill:// resource template.
	template *regexp.Regexp
}

// newFastPath is the fast path of s's HTTP handler, or nil when it is
// off: the go-sdk's compatibility settings (MCPGODEBUG) change what it
// does in ways the fast path does not follow.
func newFastPath(s *Server, hostCheck bool) (*fastPath, error) {
	if s.noFast || os.Getenv("MCPGODEBUG") != "" {
		return nil, nil
	}
	// As the go-sdk matches a URI against a template (parsed with the
	// same library, on every read).
	t, err := uritemplate.New(skillTemplate)
	if err != nil {
		return nil, err
	}
	return &fastPath{s: s, hostCheck: hostCheck, impl: s.implementation(), template: t.Regexp()}, nil
}

// fastCall is a request the fast path takes.
type fastCall struct {
	version string // the MCP-Protocol-Version header
	id      jsonrpc.ID
	method  string
	cursor  string // skills/list, resources/list
	uri     string // resources/read
}

// take reports whether the fast path answers r, whose body is body, and
// how.
func (f *fastPath) take(r *http.Request, body []byte) (fastCall, bool) {
	var c fastCall
	if f == nil {
		return c, false
	}
	h := r.Header
	c.version = h.Get("Mcp-Protocol-Version")
	if !slices.Contains(fastVersions, c.version) {
		return c, false
	}
	if f.hostCheck {
		if la, ok := r.Context().Value(http.LocalAddrContextKey).(net.Addr); ok && la != nil && isLoopbackHost(la.String()) && !isLoopbackHost(r.Host) {
			return c, false
		}
	}
	if ct, _, err := mime.ParseMediaType(h.Get("Content-Type")); err != nil || ct != "application/json" {
		return c, false
	}
	if jsonOK, streamOK := streamableAccepts(h.Values("Accept")); !jsonOK || !streamOK {
		return c, false
	}
	if len(h.Values("Last-Event-ID")) > 0 {
		return c, false
	}
	m, ok := parseFast(body)
	if !ok {
		return c, false
	}
	c.id, c.method, c.cursor, c.uri = m.ID, m.Method, m.Params.Cursor, m.Params.URI
	if !modern(c.version) {
		// A _meta of any kind is for the go-sdk to read.
		return c, !m.Params.HasMeta
	}
	meta := m.Params.Meta
	if !m.Params.HasMeta || meta.Version != c.version || !meta.Caps {
		return c, false
	}
	// The standard headers of 2026-07-28, as the go-sdk checks them (an
	// empty header is a missing one).
	if h.Get("Mcp-Method") != c.method {
		return c, false
	}
	if c.method == methodReadResource && (c.uri == "" || h.Get("Mcp-Name") != c.uri) {
		return c, false
	}
	return c, true
}

const (
	methodReadResource  = "resources/read"
	methodListResources = "resources/list"
)

// serve answers c, counting what it holds against g.
func (f *fastPath) serve(w http.ResponseWriter, r *http.Request, c fastCall, g *budget.Grant) {
	sp := newSplice(g)
	res, err := f.call(context.WithValue(r.Context(), spliceKey{}, sp), c)
	msg := &jsonrpc.Response{ID: c.id, Error: err}
	if err == nil {
		msg.Result, err = marshalResult(res)
		if err != nil {
			// Not reached: every result of these handlers encodes.
			msg.Result, msg.Error = nil, internalError(fmt.Sprintf("encoding the %s result: %v", c.method, err))
		}
	}
	data, err := jsonrpc.EncodeMessage(msg)
	if err != nil {
		http.Error(w, "encoding the response: "+err.Error(), http.StatusInternalServerError)
		return
	}
	sw := &spliceWriter{ResponseWriter: w, sp: sp}
	hd := sw.Header()
	hd.Set("Cache-Control", "no-cache, no-transform")
	hd.Set("Content-Type", "application/json")
	if status := errorStatus(c.version, msg.Error); status != 0 {
		sw.WriteHeader(status)
	}
	sw.Write(data)
	sw.finish()
	f.s.fastServed.Add(1)
}

// call runs the request's handler and what the go-sdk does around it.
func (f *fastPath) call(ctx context.Context, c fastCall) (mcp.Result, error) {
	s := f.s
	var meta mcp.Meta
	if modern(c.version) {
		// What the handlers read of the request's _meta.
		meta = mcp.Meta{mcp.MetaKeyProtocolVersion: c.version}
	}
	switch c.method {
	case MethodListSkills:
		res, err := s.listSkills(ctx, nil, &ListSkillsParams{ParamsBase: mcp.ParamsBase{Meta: meta}, Cursor: c.cursor})
		if err != nil {
			return nil, err
		}
		out := atVersion(res, c.version)
		if modern(c.version) {
			f.annotate(out)
		}
		return out, nil
	case methodListResources:
		// skillpin's middleware answers it whole (the go-sdk's own
		// handler is never reached).
		res, err := s.listResourcesMiddleware(nil)(ctx, c.method, &mcp.ListResourcesRequest{Params: &mcp.ListResourcesParams{Meta: meta, Cursor: c.cursor}})
		if err != nil {
			return nil, err
		}
		out := atVersion(res, c.version)
		if modern(c.version) {
			if lr, ok := res.(*mcp.ListResourcesResult); ok {
				lr.ResultType = "complete" // the go-sdk's setCompleteResultType
			}
			f.annotate(out)
		}
		return out, nil
	case methodReadResource:
		// The go-sdk's Server.readResource, around skillpin's handler.
		if !f.template.MatchString(c.uri) {
			return nil, mcp.ResourceNotFoundError(c.uri)
		}
		res, err := s.readResource(ctx, &mcp.ReadResourceRequest{Params: &mcp.ReadResourceParams{Meta: meta, URI: c.uri}})
		if err != nil {
			return nil, err
		}
		if res == nil || res.Contents == nil {
			return nil, fmt.Errorf("reading resource %s: read handler returned nil information", c.uri)
		}
		s.setCacheable(ctx, nil, &res.Cacheable)
		if res.CacheScope == "" {
			res.CacheScope = "public"
		}
		for _, rc := range res.Contents {
			if rc.URI == "" {
				rc.URI = c.uri
			}
		}
		out := atVersion(res, c.version)
		if modern(c.version) {
			f.annotate(out)
			return completeRead{res}, nil
		}
		return out, nil
	}
	return nil, fmt.Errorf("fast path: method %q is not taken", c.method) // take lets no other through
}

// annotate puts the server's identity in a 2026-07-28 result's _meta,
// as the go-sdk does (SEP-2575).
func (f *fastPath) annotate(res mcp.Result) {
	m := res.GetMeta()
	if m == nil {
		m = map[string]any{}
	}
	if _, ok := m[mcp.MetaKeyServerInfo]; ok {
		return
	}
	m[mcp.MetaKeyServerInfo] = f.impl
	res.SetMeta(m)
}

// completeRead is a 2026-07-28 resources/read result: the go-sdk marks
// it "complete" through a field only it can set, which its encoding puts
// after every other field.
type completeRead struct{ *mcp.ReadResourceResult }

func (r completeRead) MarshalJSON() ([]byte, error) {
	b, err := json.Marshal(r.ReadResourceResult)
	if err != nil {
		return nil, err
	}
	if len(b) < 2 || b[len(b)-1] != '}' || b[len(b)-2] == '{' {
		return nil, errors.New("resources/read result is not a JSON object with fields")
	}
	return append(b[:len(b)-1], `,"resultType":"complete"}`...), nil
}

// marshalResult encodes a result as the go-sdk's jsonrpc2 does: like
// json.Marshal, without escaping <, > and &.
func marshalResult(res any) (json.RawMessage, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(res); err != nil {
		return nil, err
	}
	return bytes.TrimRight(buf.Bytes(), "\n"), nil
}

// errorStatus is the HTTP status of an error response, as the go-sdk
// gives it (SEP-2575: from 2026-07-28 on, -32601 is 404 and -32602 and
// the protocol errors 400); 0 leaves it 200.
func errorStatus(version string, err error) int {
	var jerr *jsonrpc.Error
	if !modern(version) || err == nil || !errors.As(err, &jerr) {
		return 0
	}
	switch jerr.Code {
	case jsonrpc.CodeMethodNotFound:
		return http.StatusNotFound
	case jsonrpc.CodeInvalidParams, mcp.CodeUnsupportedProtocolVersion, mcp.CodeMissingRequiredClientCapabilities:
		return http.StatusBadRequest
	}
	return 0
}

// isLoopbackHost is the go-sdk's test of a Host header or a local
// address: localhost, or a loopback IP, with or without a port.
func isLoopbackHost(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		host = strings.Trim(addr, "[]")
	}
	if host == "localhost" {
		return true
	}
	ip, err := netip.ParseAddr(host)
	return err == nil && ip.IsLoopback()
}

// streamableAccepts is the go-sdk's reading of the Accept header: the
// transport needs both JSON and event streams accepted.
func streamableAccepts(values []string) (jsonOK, streamOK bool) {
	for _, value := range values {
		for _, raw := range strings.Split(value, ",") {
			base, _, _ := strings.Cut(strings.TrimSpace(raw), ";")
			switch strings.ToLower(strings.TrimSpace(base)) {
			case "application/json", "application/*":
				jsonOK = true
			case "text/event-stream", "text/*":
				streamOK = true
			case "*/*":
				jsonOK, streamOK = true, true
			}
		}
	}
	return jsonOK, streamOK
}

// parseFast reads body as one JSON-RPC call of skills/list or
// resources/read in the plain form (see above); ok is false for anything
// else, which is then the go-sdk's to read.
func parseFast(body []byte) (m rpcmsg.Call, ok bool) {
	m, ok = rpcmsg.Parse(body)
	if !ok {
		return m, false
	}
	p := &m.Params
	switch m.Method {
	case MethodListSkills, methodListResources:
		return m, !p.HasURI
	case methodReadResource:
		return m, p.HasURI && !p.HasCursor
	}
	return m, false
}
