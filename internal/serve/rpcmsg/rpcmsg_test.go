package rpcmsg

import (
	"bufio"
	"encoding/json"
	"io"
	"strings"
	"testing"
)

// TestReadLine: lines end at "\n" or "\r\n"; a line over max is read to
// its end and dropped, and the next line is read whole.
func TestReadLine(t *testing.T) {
	r := bufio.NewReaderSize(strings.NewReader("ab\r\n"+strings.Repeat("x", 40)+"\nlast"), 16)
	for _, want := range []struct {
		line    string
		tooLong bool
		eof     bool
	}{{"ab", false, false}, {"", true, false}, {"last", false, true}} {
		line, tooLong, err := ReadLine(r, 20)
		if string(line) != want.line || tooLong != want.tooLong || (err == io.EOF) != want.eof {
			t.Errorf("ReadLine = %q, %v, %v; want %q, %v, eof %v", line, tooLong, err, want.line, want.tooLong, want.eof)
		}
	}
}

// TestCheck: a message the go-sdk takes passes; every other gets the
// JSON-RPC error it deserves, with the request's id when it has one.
func TestCheck(t *testing.T) {
	for _, tt := range []struct {
		line    string
		tooLong bool
		code    int64
		id      any
		says    string
	}{
		{line: `{"jsonrpc":"2.0","id":1,"method":"ping"}`},
		{line: `{"jsonrpc":"2.0","method":"notifications/initialized"}`},
		{line: `{"jsonrpc":`, code: -32700, says: "not JSON"},
		{line: `[{"jsonrpc":"2.0","id":1,"method":"ping"}]`, code: -32600, says: "batches"},
		{line: `{"jsonrpc":"1.0","id":"a","method":"ping"}`, code: -32600, id: "a", says: "not a JSON-RPC 2.0 message"},
		{line: `{"jsonrpc":"1.0","id":{"x":1},"method":"ping"}`, code: -32600, says: "not a JSON-RPC 2.0 message"},
		{tooLong: true, code: -32600, says: "over 99 bytes"},
	} {
		reply := Check([]byte(tt.line), tt.tooLong, 99)
		if tt.code == 0 {
			if reply != nil {
				t.Errorf("Check(%s) = %s, want it passed", tt.line, reply)
			}
			continue
		}
		var got struct {
			JSONRPC string
			ID      any
			Error   struct {
				Code    int64
				Message string
			}
		}
		if err := json.Unmarshal(reply, &got); err != nil || !strings.HasSuffix(string(reply), "\n") {
			t.Fatalf("Check(%s) = %q: not one JSON line (%v)", tt.line, reply, err)
		}
		if got.JSONRPC != "2.0" || got.Error.Code != tt.code || got.ID != tt.id || !strings.Contains(got.Error.Message, tt.says) {
			t.Errorf("Check(%s) = %s, want code %d, id %v, saying %q", tt.line, reply, tt.code, tt.id, tt.says)
		}
	}
}

// TestParse: the plain form is read; anything a decoder might read
// differently (an escape, a key twice, an unknown key, a long id) is not.
func TestParse(t *testing.T) {
	m, ok := Parse([]byte(` {"jsonrpc":"2.0","id":7,"method":"resources/read","params":{"uri":"skill://a/SKILL.md","_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{"roots":{"listChanged":true}}}}} `))
	if !ok || m.Method != "resources/read" || m.ID.Raw() != int64(7) || m.Params.URI != "skill://a/SKILL.md" || !m.Params.HasURI || m.Params.HasCursor ||
		!m.Params.HasMeta || m.Params.Meta.Version != "2026-07-28" || !m.Params.Meta.Caps {
		t.Errorf("Parse = %+v, %v", m, ok)
	}
	for _, body := range []string{
		`{"jsonrpc":"2.0","id":1,"method":"skills/list","params":{"cursor":"a\u0062"}}`,
		`{"jsonrpc":"2.0","id":1,"id":2,"method":"skills/list","params":{}}`,
		`{"jsonrpc":"2.0","id":1,"method":"skills/list","params":{"other":1}}`,
		`{"jsonrpc":"2.0","id":1234567890123456,"method":"skills/list","params":{}}`,
		`{"jsonrpc":"2.0","method":"skills/list","params":{}}`,
		`{"jsonrpc":"2.0","id":1,"method":"skills/list"}`,
		`{"jsonrpc":"2.0","id":1,"method":"skills/list","params":{}} x`,
	} {
		if m, ok := Parse([]byte(body)); ok {
			t.Errorf("Parse(%s) took it: %+v", body, m)
		}
	}
}
