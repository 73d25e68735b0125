package serve

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/skillpin/skillpin/internal/install/publish"
)

// exchange is one HTTP request and its answer, as a client sees them.
type exchange struct {
	status int
	header http.Header
	body   string
}

// rawPost posts body with exactly these headers (the host's; a "Host"
// entry sets the Host header) and returns the answer.
func rawPost(t *testing.T, url, body string, header map[string][]string) exchange {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, url, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	for k, vs := range header {
		if k == "Host" {
			req.Host = vs[0]
			continue
		}
		for _, v := range vs {
			req.Header.Add(k, v)
		}
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	resp.Header.Del("Date")
	return exchange{resp.StatusCode, resp.Header, string(b)}
}

// fastPair is two servers of the same root: one with the fast path, one
// without (every request through the go-sdk).
type fastPair struct {
	fast, sdk       *Server
	fastURL, sdkURL string
}

func newFastPair(t *testing.T, cfg func() Config, opts HTTPOptions) *fastPair {
	fast, _ := newServer(t, cfg())
	sdk, _ := newServer(t, cfg())
	sdk.noFast = true
	return &fastPair{fast: fast, sdk: sdk, fastURL: httpServer(t, fast, opts), sdkURL: httpServer(t, sdk, opts)}
}

// same posts body to both servers and fails unless status, headers and
// body are byte for byte the same, and unless the fast path took the
// request exactly when taken says so. It returns the go-sdk's answer.
func (p *fastPair) same(t *testing.T, what, body string, header map[string][]string, taken bool) exchange {
	t.Helper()
	before := p.fast.fastServed.Load()
	want := rawPost(t, p.sdkURL, body, header)
	got := rawPost(t, p.fastURL, body, header)
	if n := p.fast.fastServed.Load() - before; (n == 1) != taken {
		t.Errorf("%s: fast path answered %d requests, want taken=%v (%d %.200s)", what, n, taken, want.status, want.body)
	}
	if p.sdk.fastServed.Load() != 0 {
		t.Fatalf("%s: the server without the fast path used it", what)
	}
	if got.status != want.status || got.body != want.body {
		i := 0
		for i < min(len(got.body), len(want.body)) && got.body[i] == want.body[i] {
			i++
		}
		t.Errorf("%s:\n%s\nfast path: %d, %d bytes; go-sdk: %d, %d bytes; first difference at %d: %.120q against %.120q",
			what, body, got.status, len(got.body), want.status, len(want.body), i, got.body[i:], want.body[i:])
		return want
	}
	for _, h := range []http.Header{got.header, want.header} {
		h.Del("Content-Length") // compared through the body; chunked or not by size alone
	}
	if !headersEqual(got.header, want.header) {
		t.Errorf("%s: headers differ:\nfast path: %v\ngo-sdk:    %v", what, got.header, want.header)
	}
	return want
}

func headersEqual(a, b http.Header) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if !slices.Equal(v, b[k]) {
			return false
		}
	}
	return true
}

const (
	fastMeta26 = `"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{},"io.modelcontextprotocol/clientInfo":{"name":"host","version":"1"}}`
)

// hostHeaders are the headers a host sends at version ("" sends no
// MCP-Protocol-Version), with Mcp-Method and Mcp-Name from 2026-07-28 on.
func hostHeaders(version, method, name string) map[string][]string {
	h := map[string][]string{
		"Content-Type": {"application/json"},
		"Accept":       {"application/json, text/event-stream"},
	}
	if version != "" {
		h["Mcp-Protocol-Version"] = []string{version}
	}
	if modern(version) {
		h["Mcp-Method"] = []string{method}
		if name != "" {
			h["Mcp-Name"] = []string{name}
		}
	}
	return h
}

// hostParams are params as a host sends them at version.
func hostParams(version, fields string) string {
	if !modern(version) {
		return "{" + fields + "}"
	}
	if fields == "" {
		return "{" + fastMeta26 + "}"
	}
	return "{" + fields + "," + fastMeta26 + "}"
}

// TestFastSameBytes: for every kind of skills/list, resources/list and
// resources/read request (every page, every kind of file, every error skillpin's
// handlers give, ids and protocol versions of every kind), the fast path
// answers byte for byte as the go-sdk does (status, headers, body); and
// for every request it must not take (malformed, unknown keys, escapes,
// batches, notifications, refused headers, a wrong _meta, unknown
// versions, other methods) it leaves the answer to the go-sdk, which
// gives the same answer as without the fast path.
func TestFastSameBytes(t *testing.T) {
	t.Parallel()
	root := spliceRoot(t)
	p := newFastPair(t, func() Config { return Config{Roots: []string{root}, PageSize: 3, Recheck: -1} }, HTTPOptions{})
	p.fast.settle, p.sdk.settle = 0, 0 // nothing rewrites the files: one view serves every request

	reads := []string{
		"skill://alpha/SKILL.md", "skill://alpha/references/long.md", "skill://alpha/assets/blob.bin",
		"skill://alpha/assets/empty.bin", "skill://alpha/scripts/x.py", "skill://s03/SKILL.md",
	}
	// Errors of skillpin's handler and of the go-sdk's template match.
	badReads := []string{
		"skill://nope/SKILL.md", "skill://alpha/nope.md", "skill://alpha", "skill://alpha/", "skill://",
		"skill://alpha/../s03/SKILL.md", "skill://alpha/assets", "file:///etc/passwd", "SKILL.md", "",
		"skill://ALPHA/SKILL.md", "skill://alpha//SKILL.md", "skill://alpha/./SKILL.md", "skill://a%6Cpha/SKILL.md",
	}
	for _, version := range fastVersions {
		for _, method := range []string{MethodListSkills, methodListResources} {
			// Every page, following the cursors.
			cursor, pages := "", 0
			for {
				fields := ""
				if cursor != "" {
					fields = `"cursor":"` + cursor + `"`
				}
				ans := p.same(t, version+" "+method+" page", rpc(method, hostParams(version, fields)), hostHeaders(version, method, ""), true)
				var res struct {
					Result struct {
						NextCursor string `json:"nextCursor"`
					} `json:"result"`
				}
				if err := json.Unmarshal([]byte(ans.body), &res); err != nil || ans.status != http.StatusOK {
					t.Fatalf("%s %s: %d %v %.300s", version, method, ans.status, err, ans.body)
				}
				pages++
				if cursor = res.Result.NextCursor; cursor == "" {
					break
				}
			}
			if pages != 3 {
				t.Errorf("%s %s: %d pages, want 3", version, method, pages)
			}
			for _, cur := range []string{"bogus", "c2tpbGxz", strings.Repeat("A", 300), firstCursor(t, p, version, MethodListSkills), firstCursor(t, p, version, methodListResources)} {
				p.same(t, version+" "+method+" cursor "+cur, rpc(method, hostParams(version, `"cursor":"`+cur+`"`)), hostHeaders(version, method, ""), true)
			}
		}
		for _, uri := range append(slices.Clone(reads), badReads...) {
			p.same(t, version+" read "+uri, rpc(methodReadResource, hostParams(version, `"uri":"`+uri+`"`)), hostHeaders(version, methodReadResource, uri), uri != "" || !modern(version)) // an empty Mcp-Name is missing
		}
	}

	for _, version := range []string{v2025, v2026} {
		list := hostHeaders(version, MethodListSkills, "")
		read := hostHeaders(version, methodReadResource, "skill://alpha/SKILL.md")
		readParams := hostParams(version, `"uri":"skill://alpha/SKILL.md"`)
		listParams := hostParams(version, "")
		with := func(h map[string][]string, k string, v ...string) map[string][]string {
			c := map[string][]string{}
			for hk, hv := range h {
				c[hk] = hv
			}
			if v == nil {
				delete(c, k)
			} else {
				c[k] = v
			}
			return c
		}
		tests := []struct {
			name, body string
			header     map[string][]string
			taken      bool
		}{
			// Taken: the plain forms, however spaced and ordered, any id.
			{"string id", `{"jsonrpc":"2.0","id":"a-1","method":"resources/read","params":` + readParams + `}`, read, true},
			{"empty string id", `{"jsonrpc":"2.0","id":"","method":"skills/list","params":` + listParams + `}`, list, true},
			{"html in id", `{"jsonrpc":"2.0","id":"<&>'","method":"skills/list","params":` + listParams + `}`, list, true},
			{"id 0", `{"jsonrpc":"2.0","id":0,"method":"skills/list","params":` + listParams + `}`, list, true},
			{"id 15 digits", `{"jsonrpc":"2.0","id":999999999999999,"method":"skills/list","params":` + listParams + `}`, list, true},
			{"order", `{"params":` + readParams + `,"method":"resources/read","id":3,"jsonrpc":"2.0"}`, read, true},
			{"spaces", " \n{ \"jsonrpc\" : \"2.0\" ,\t\"id\" : 4 , \"method\" : \"skills/list\" , \"params\" : " + listParams + " }\r\n", list, true},
			{"session id", rpc(MethodListSkills, listParams), with(list, "Mcp-Session-Id", "no-such-session"), true},
			{"accept any", rpc(MethodListSkills, listParams), with(list, "Accept", "*/*"), true},
			{"accept split", rpc(MethodListSkills, listParams), with(list, "Accept", "application/json", "text/event-stream;q=0.5"), true},
			{"content type charset", rpc(MethodListSkills, listParams), with(list, "Content-Type", "application/json; charset=utf-8"), true},
			{"loopback host", rpc(MethodListSkills, listParams), with(list, "Host", "localhost"), true},

			// Left to the go-sdk.
			{"id 16 digits", `{"jsonrpc":"2.0","id":1234567890123456,"method":"skills/list","params":` + listParams + `}`, list, false},
			{"id fraction", `{"jsonrpc":"2.0","id":1.5,"method":"skills/list","params":` + listParams + `}`, list, false},
			{"id exponent", `{"jsonrpc":"2.0","id":1e3,"method":"skills/list","params":` + listParams + `}`, list, false},
			{"id negative", `{"jsonrpc":"2.0","id":-1,"method":"skills/list","params":` + listParams + `}`, list, false},
			{"id leading zero", `{"jsonrpc":"2.0","id":07,"method":"skills/list","params":` + listParams + `}`, list, false},
			{"id null", `{"jsonrpc":"2.0","id":null,"method":"skills/list","params":` + listParams + `}`, list, false},
			{"id object", `{"jsonrpc":"2.0","id":{},"method":"skills/list","params":` + listParams + `}`, list, false},
			{"id escaped", `{"jsonrpc":"2.0","id":"a\"b","method":"skills/list","params":` + listParams + `}`, list, false},
			{"notification", `{"jsonrpc":"2.0","method":"skills/list","params":` + listParams + `}`, list, false},
			{"batch", `[` + rpc(MethodListSkills, listParams) + `]`, list, false},
			{"two messages", rpc(MethodListSkills, listParams) + rpc(MethodListSkills, listParams), list, false},
			{"trailing garbage", rpc(MethodListSkills, listParams) + `x`, list, false},
			{"not json", `{"jsonrpc":"2.0",`, list, false},
			{"empty body", ``, list, false},
			{"jsonrpc 1.0", `{"jsonrpc":"1.0","id":1,"method":"skills/list","params":` + listParams + `}`, list, false},
			{"no jsonrpc", `{"id":1,"method":"skills/list","params":` + listParams + `}`, list, false},
			{"duplicate method", `{"jsonrpc":"2.0","id":1,"method":"tools/list","method":"skills/list","params":` + listParams + `}`, list, false},
			{"duplicate uri", rpc(methodReadResource, strings.Replace(readParams, `{`, `{"uri":"skill://s01/SKILL.md",`, 1)), read, false},
			{"case of key", `{"jsonrpc":"2.0","id":1,"Method":"skills/list","params":` + listParams + `}`, list, false},
			{"unknown key", `{"jsonrpc":"2.0","id":1,"method":"skills/list","params":` + listParams + `,"x":1}`, list, false},
			{"unknown param", rpc(MethodListSkills, strings.Replace(listParams, `{`, `{"x":1,`, 1)), list, false},
			{"uri on list", rpc(MethodListSkills, strings.Replace(listParams, `{`, `{"uri":"skill://alpha/SKILL.md",`, 1)), list, false},
			{"cursor on read", rpc(methodReadResource, strings.Replace(readParams, `{`, `{"cursor":"",`, 1)), read, false},
			{"no params", `{"jsonrpc":"2.0","id":1,"method":"skills/list"}`, list, false},
			{"null params", `{"jsonrpc":"2.0","id":1,"method":"skills/list","params":null}`, list, false},
			{"array params", `{"jsonrpc":"2.0","id":1,"method":"skills/list","params":[]}`, list, false},
			{"no uri", rpc(methodReadResource, listParams), read, false},
			{"uri number", rpc(methodReadResource, strings.Replace(listParams, `{`, `{"uri":5,`, 1)), read, false},
			{"escaped method", `{"jsonrpc":"2.0","id":1,"method":"skills\/list","params":` + listParams + `}`, list, false},
			{"escaped uri", rpc(methodReadResource, strings.Replace(readParams, `skill://alpha`, `skill:\/\/alpha`, 1)), read, false},
			{"other method", rpc("skills/get", readParams), with(read, "Mcp-Method", "skills/get"), false},
			{"resources/list", rpc("resources/list", listParams), with(list, "Mcp-Method", "resources/list"), true},
			{"tools/list", rpc("tools/list", listParams), with(list, "Mcp-Method", "tools/list"), false},
			{"resources/templates/list", rpc("resources/templates/list", listParams), with(list, "Mcp-Method", "resources/templates/list"), false},
			{"accept json only", rpc(MethodListSkills, listParams), with(list, "Accept", "application/json"), false},
			{"no accept", rpc(MethodListSkills, listParams), with(list, "Accept"), false},
			{"content type text", rpc(MethodListSkills, listParams), with(list, "Content-Type", "text/plain"), false},
			{"no content type", rpc(MethodListSkills, listParams), with(list, "Content-Type"), false},
			{"last event id", rpc(MethodListSkills, listParams), with(list, "Last-Event-ID", "x_1"), false},
			{"rebound host", rpc(MethodListSkills, listParams), with(list, "Host", "attacker.example:80"), false},
			{"unknown version", rpc(MethodListSkills, listParams), with(list, "Mcp-Protocol-Version", "1999-01-01"), false},
			{"future version", rpc(MethodListSkills, listParams), with(list, "Mcp-Protocol-Version", "2027-01-01"), false},
			{"two versions", rpc(MethodListSkills, listParams), with(list, "Mcp-Protocol-Version", version, "2025-06-18"), true}, // the go-sdk reads the first
		}
		if version == v2026 {
			meta := func(m string) string { return `{"_meta":{` + m + `}}` }
			pv := `"io.modelcontextprotocol/protocolVersion":"2026-07-28"`
			caps := `"io.modelcontextprotocol/clientCapabilities":{}`
			tests = append(tests, []struct {
				name, body string
				header     map[string][]string
				taken      bool
			}{
				{"meta minimal", rpc(MethodListSkills, meta(pv+","+caps)), list, true},
				{"meta capabilities", rpc(MethodListSkills, meta(pv+`,"io.modelcontextprotocol/clientCapabilities":{"roots":{},"sampling":{},"elicitation":{},"experimental":{},"extensions":{}}`)), list, true},
				{"mcp-name on list", rpc(MethodListSkills, listParams), with(list, "Mcp-Name", "anything"), true},
				{"no meta", rpc(MethodListSkills, `{}`), list, false},
				{"meta without capabilities", rpc(MethodListSkills, meta(pv)), list, false},
				{"meta without version", rpc(MethodListSkills, meta(caps)), list, false},
				{"meta old version", rpc(MethodListSkills, meta(`"io.modelcontextprotocol/protocolVersion":"2025-11-25",`+caps)), list, false},
				{"meta future version", rpc(MethodListSkills, meta(`"io.modelcontextprotocol/protocolVersion":"2027-01-01",`+caps)), list, false},
				{"capabilities string", rpc(MethodListSkills, meta(pv+`,"io.modelcontextprotocol/clientCapabilities":"x"`)), list, false},
				{"roots list changed", rpc(MethodListSkills, meta(pv+`,"io.modelcontextprotocol/clientCapabilities":{"roots":{"listChanged":true}}`)), list, true},
				{"roots not list changed", rpc(MethodListSkills, meta(pv+`,"io.modelcontextprotocol/clientCapabilities":{"roots":{"listChanged":false}}`)), list, true},
				{"elicitation modes", rpc(MethodListSkills, meta(pv+`,"io.modelcontextprotocol/clientCapabilities":{"elicitation":{"form":{},"url":{"x":[1]}},"sampling":{"context":{},"tools":{}}}`)), list, true},
				{"extensions", rpc(MethodListSkills, meta(pv+`,"io.modelcontextprotocol/clientCapabilities":{"extensions":{"io.modelcontextprotocol/skills":{},"io.modelcontextprotocol/ui":{"mimeTypes":["text/html;profile=mcp-app"],"n":-1.5e3,"ok":false}},"experimental":{"a":{"b":[{},[]]}}}`)), list, true},
				{"roots list changed string", rpc(MethodListSkills, meta(pv+`,"io.modelcontextprotocol/clientCapabilities":{"roots":{"listChanged":"yes"}}`)), list, false},
				{"roots list changed null", rpc(MethodListSkills, meta(pv+`,"io.modelcontextprotocol/clientCapabilities":{"roots":{"listChanged":null}}`)), list, false},
				{"roots unknown field", rpc(MethodListSkills, meta(pv+`,"io.modelcontextprotocol/clientCapabilities":{"roots":{"other":1}}`)), list, false},
				{"roots array", rpc(MethodListSkills, meta(pv+`,"io.modelcontextprotocol/clientCapabilities":{"roots":[]}`)), list, false},
				{"elicitation mode string", rpc(MethodListSkills, meta(pv+`,"io.modelcontextprotocol/clientCapabilities":{"elicitation":{"form":"x"}}`)), list, false},
				{"sampling unknown field", rpc(MethodListSkills, meta(pv+`,"io.modelcontextprotocol/clientCapabilities":{"sampling":{"other":{}}}`)), list, false},
				{"extension not an object", rpc(MethodListSkills, meta(pv+`,"io.modelcontextprotocol/clientCapabilities":{"extensions":[]}`)), list, false},
				{"extension null", rpc(MethodListSkills, meta(pv+`,"io.modelcontextprotocol/clientCapabilities":{"extensions":{"x":null}}`)), list, false},
				{"extension bad number", rpc(MethodListSkills, meta(pv+`,"io.modelcontextprotocol/clientCapabilities":{"extensions":{"x":01}}`)), list, false},
				{"extension too deep", rpc(MethodListSkills, meta(pv+`,"io.modelcontextprotocol/clientCapabilities":{"extensions":{"x":`+strings.Repeat("[", 40)+strings.Repeat("]", 40)+`}}`)), list, false},
				{"capability wrong type", rpc(MethodListSkills, meta(pv+`,"io.modelcontextprotocol/clientCapabilities":{"sampling":5}`)), list, false},
				{"capability unknown", rpc(MethodListSkills, meta(pv+`,"io.modelcontextprotocol/clientCapabilities":{"bogus":{}}`)), list, false},
				{"client info wrong type", rpc(MethodListSkills, meta(pv+","+caps+`,"io.modelcontextprotocol/clientInfo":{"name":5}`)), list, false},
				{"client info string", rpc(MethodListSkills, meta(pv+","+caps+`,"io.modelcontextprotocol/clientInfo":"x"`)), list, false},
				{"log level", rpc(MethodListSkills, meta(pv+","+caps+`,"io.modelcontextprotocol/logLevel":"debug"`)), list, false},
				{"progress token", rpc(MethodListSkills, meta(pv+","+caps+`,"progressToken":1`)), list, false},
				{"no mcp-method", rpc(MethodListSkills, listParams), with(list, "Mcp-Method"), false},
				{"wrong mcp-method", rpc(MethodListSkills, listParams), with(list, "Mcp-Method", "resources/list"), false},
				{"no mcp-name", rpc(methodReadResource, readParams), with(read, "Mcp-Name"), false},
				{"wrong mcp-name", rpc(methodReadResource, readParams), with(read, "Mcp-Name", "skill://s01/SKILL.md"), false},
				{"no version header", rpc(MethodListSkills, listParams), with(list, "Mcp-Protocol-Version"), false},
				{"old version header", rpc(MethodListSkills, listParams), with(list, "Mcp-Protocol-Version", v2025), false},
			}...)
		} else {
			tests = append(tests, []struct {
				name, body string
				header     map[string][]string
				taken      bool
			}{
				{"empty meta", rpc(MethodListSkills, `{"_meta":{}}`), list, false},
				{"modern meta", rpc(MethodListSkills, `{`+fastMeta26+`}`), list, false},
				{"progress token", rpc(MethodListSkills, `{"_meta":{"progressToken":1}}`), list, false},
				{"mcp-method ignored", rpc(MethodListSkills, listParams), with(list, "Mcp-Method", "resources/list"), true},
			}...)
		}
		for _, tt := range tests {
			p.same(t, version+" "+tt.name, tt.body, tt.header, tt.taken)
		}
	}
	if all, _ := p.fast.budget.Held(""); all != 0 {
		t.Errorf("after every reply, %d bytes still counted", all)
	}
}

// firstCursor is the nextCursor of the first page of method (a cursor of
// one listing is refused by the other).
func firstCursor(t *testing.T, p *fastPair, version, method string) string {
	t.Helper()
	ans := rawPost(t, p.sdkURL, rpc(method, hostParams(version, "")), hostHeaders(version, method, ""))
	var res struct {
		Result struct {
			NextCursor string `json:"nextCursor"`
		} `json:"result"`
	}
	if err := json.Unmarshal([]byte(ans.body), &res); err != nil || res.Result.NextCursor == "" {
		t.Fatalf("%s %s: no next cursor in %.300s", version, method, ans.body)
	}
	return res.Result.NextCursor
}

// TestFastGoSDKClient: the go-sdk's own client (a host built on it) is
// answered by the fast path at both protocol versions, the capabilities
// it declares included.
func TestFastGoSDKClient(t *testing.T) {
	t.Parallel()
	for _, version := range versions {
		s, _ := newServer(t, Config{Roots: []string{plainRoot(t)}})
		cs, _ := dial(t, s, "http", version)
		before := s.fastServed.Load()
		mustCall(t, cs, MethodListSkills, &rawParams{})
		if _, err := cs.ReadResource(context.Background(), &mcp.ReadResourceParams{URI: "skill://alpha/SKILL.md"}); err != nil {
			t.Fatal(err)
		}
		if n := s.fastServed.Load() - before; n != 2 {
			t.Errorf("%s: the fast path answered %d of the go-sdk client's 2 requests", version, n)
		}
	}
}

// TestFastToken: behind a bearer token (the go-sdk's Host check off), the
// fast path answers a request with the token as the go-sdk does, and
// never one without it.
func TestFastToken(t *testing.T) {
	t.Parallel()
	root := plainRoot(t)
	p := newFastPair(t, func() Config { return Config{Roots: []string{root}} }, HTTPOptions{Token: testToken})
	h := hostHeaders(v2025, MethodListSkills, "")
	p.same(t, "no token", listBody, h, false)
	h["Authorization"] = []string{"Bearer " + testToken}
	p.same(t, "token", listBody, h, true)
	h["Host"] = []string{"skills.example.com"}
	p.same(t, "token, proxied host", listBody, h, true)
	h["Authorization"] = []string{"Bearer " + strings.Repeat("x", len(testToken))}
	p.same(t, "wrong token", listBody, h, false)
}

// TestFastTampered: a file changed in the trusted root after it was
// listed is refused on the fast path as on the go-sdk's, the skill
// leaves the listing, and nothing of its content is sent.
func TestFastTampered(t *testing.T) {
	t.Parallel()
	proj := newProject(t, publish.ModeCopy, projectSkills())
	p := newFastPair(t, proj.config, HTTPOptions{})
	for _, version := range []string{v2025, v2026} {
		uri := "skill://alpha/references/guide.md"
		ans := p.same(t, version+" read before", rpc(methodReadResource, hostParams(version, `"uri":"`+uri+`"`)), hostHeaders(version, methodReadResource, uri), true)
		if !strings.Contains(ans.body, "Step one.") {
			t.Fatalf("%s: read before tampering: %.300s", version, ans.body)
		}
	}
	proj.tamper("alpha/references/guide.md", "# Guide\n\nStep 0ne.\n")
	for _, version := range []string{v2025, v2026} {
		uri := "skill://alpha/references/guide.md"
		ans := p.same(t, version+" read after", rpc(methodReadResource, hostParams(version, `"uri":"`+uri+`"`)), hostHeaders(version, methodReadResource, uri), true)
		if !strings.Contains(ans.body, `"code":-32603`) || strings.Contains(ans.body, "0ne") {
			t.Errorf("%s: read of the tampered file: %.300s", version, ans.body)
		}
		ans = p.same(t, version+" list after", rpc(MethodListSkills, hostParams(version, "")), hostHeaders(version, MethodListSkills, ""), true)
		if strings.Contains(ans.body, "skill://alpha/") || !strings.Contains(ans.body, "skill://beta/") {
			t.Errorf("%s: listing after tampering: %.300s", version, ans.body)
		}
		ans = p.same(t, version+" resources/list after", rpc(methodListResources, hostParams(version, "")), hostHeaders(version, methodListResources, ""), true)
		if strings.Contains(ans.body, "skill://alpha/") || !strings.Contains(ans.body, "skill://beta/") {
			t.Errorf("%s: resources/list after tampering: %.300s", version, ans.body)
		}
	}
}

// FuzzParseFast: whatever the fast path takes, the go-sdk's decoder
// reads as the same call: one request with an id, the same method, id,
// cursor or uri, and _meta protocol version.
func FuzzParseFast(f *testing.F) {
	for _, version := range fastVersions {
		f.Add([]byte(rpc(MethodListSkills, hostParams(version, `"cursor":"c2tpbGxz"`))))
		f.Add([]byte(rpc(methodReadResource, hostParams(version, `"uri":"skill://alpha/SKILL.md"`))))
		f.Add([]byte(rpc(methodListResources, hostParams(version, ""))))
	}
	f.Add([]byte(`{"jsonrpc":"2.0","id":"x","method":"skills/list","params":{},"id":2}`))
	f.Add([]byte(`{"jsonrpc":"2.0","id":12,"method":"resources/read","params":{"uri":"skill://a/b","_meta":{"io.modelcontextprotocol/clientCapabilities":{"roots":{}}}}}`))
	f.Add([]byte(`{"jsonrpc":"2.0","id":1,"method":"skills/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{"roots":{"listChanged":true},"elicitation":{"form":{}},"extensions":{"x":[1,-2.5e3,"s",true,{}]}}}}}`))
	f.Fuzz(func(t *testing.T, body []byte) {
		m, ok := parseFast(body)
		if !ok {
			return
		}
		msg, err := jsonrpc.DecodeMessage(body)
		if err != nil {
			t.Fatalf("taken, but the go-sdk cannot decode it: %v", err)
		}
		req, isReq := msg.(*jsonrpc.Request)
		if !isReq || !req.IsCall() || req.Method != m.Method || req.ID != m.ID {
			t.Fatalf("taken as %s id %v; the go-sdk reads %#v", m.Method, m.ID.Raw(), msg)
		}
		var p struct {
			Cursor string         `json:"cursor"`
			URI    string         `json:"uri"`
			Meta   map[string]any `json:"_meta"`
		}
		if err := json.Unmarshal(req.Params, &p); err != nil {
			t.Fatalf("params %s: %v", req.Params, err)
		}
		if p.Cursor != m.Params.Cursor || p.URI != m.Params.URI || (p.Meta != nil) != m.Params.HasMeta {
			t.Fatalf("taken with cursor %q uri %q meta %v; params are %s", m.Params.Cursor, m.Params.URI, m.Params.HasMeta, req.Params)
		}
		if v, _ := p.Meta[mcp.MetaKeyProtocolVersion].(string); v != m.Params.Meta.Version {
			t.Fatalf("taken with _meta version %q; params are %s", m.Params.Meta.Version, req.Params)
		}
		if m.Params.Meta.Caps {
			// As the go-sdk reads them: the map re-encoded, then decoded.
			raw, err := json.Marshal(p.Meta[mcp.MetaKeyClientCapabilities])
			var caps mcp.ClientCapabilities
			if err != nil || json.Unmarshal(raw, &caps) != nil {
				t.Fatalf("taken with client capabilities that do not decode: %s", req.Params)
			}
		}
	})
}
