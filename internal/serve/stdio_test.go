package serve

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"slices"
	"strings"
	"testing"
)

// stdioLines runs s.RunStdio, writes in to its input, reads n lines of
// output, then ends the input and returns the lines and RunStdio's error.
func stdioLines(t *testing.T, s *Server, in string, n int) ([]string, error) {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan error, 1)
	go func() {
		err := s.RunStdio(context.Background(), inR, outW)
		outW.Close()
		done <- err
	}()
	go func() {
		io.WriteString(inW, in)
	}()
	var lines []string
	sc := bufio.NewScanner(outR)
	sc.Buffer(nil, 4<<20)
	for len(lines) < n && sc.Scan() {
		lines = append(lines, sc.Text())
	}
	inW.Close()
	go io.Copy(io.Discard, outR)
	return lines, <-done
}

// TestStdioMalformed sends lines that are not JSON-RPC messages between
// good ones: each gets the error it deserves, and the session goes on to
// answer what follows.
func TestStdioMalformed(t *testing.T) {
	s, _ := newServer(t, Config{Roots: []string{plainRoot(t)}})
	overlong := `{"jsonrpc":"2.0","id":99,"method":"ping","params":{"x":"` + strings.Repeat("a", MaxMessage) + `"}}`
	in := strings.Join([]string{
		`{not json`,
		`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"h","version":"1"}}}`,
		`{"jsonrpc":"2.0","method":"notifications/initialized"}`,
		`{"jsonrpc":"2.0","id":2,"method":"skills/list"`,
		``,
		`[]`,
		`"just a string"`,
		`{"jsonrpc":"1.0","id":"three","method":"ping"}`,
		overlong,
		`{"jsonrpc":"2.0","id":4,"method":"skills/list","params":{}}`,
	}, "\n") + "\n"
	lines, err := stdioLines(t, s, in, 8)
	if err != nil {
		t.Fatalf("RunStdio: %v", err)
	}
	type reply struct {
		ID     json.RawMessage
		Result json.RawMessage
		Error  *struct{ Code int64 }
	}
	var got []reply
	for _, l := range lines {
		var r reply
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			t.Fatalf("output line is not JSON: %q", l)
		}
		got = append(got, r)
	}
	// The screen answers at once, the session when it is done: match the
	// answers by id, not by order.
	var nullCodes []int64
	byID := map[string]reply{}
	for _, g := range got {
		if string(g.ID) == "null" && g.Error != nil {
			nullCodes = append(nullCodes, g.Error.Code)
			continue
		}
		byID[string(g.ID)] = g
	}
	slices.Sort(nullCodes)
	// {not json and the truncated line; [], a string, the overlong line.
	if want := []int64{-32700, -32700, -32600, -32600, -32600}; !slices.Equal(nullCodes, want) {
		t.Errorf("answers without an id have codes %v, want %v:\n%s", nullCodes, want, strings.Join(lines, "\n"))
	}
	if r := byID[`"three"`]; r.Error == nil || r.Error.Code != -32600 {
		t.Errorf("the JSON-RPC 1.0 message got %+v, want -32600", r)
	}
	for _, id := range []string{"1", "4"} {
		if r := byID[id]; r.Error != nil || r.Result == nil {
			t.Errorf("request %s got no result: %+v", id, r)
		}
	}
	if !strings.Contains(string(byID["4"].Result), `"skill://alpha/SKILL.md"`) {
		t.Errorf("the last skills/list did not list alpha: %s", byID["4"].Result)
	}
}

// TestStdioEOF: the end of input ends the session without an error, also
// in the middle of a line.
func TestStdioEOF(t *testing.T) {
	s, _ := newServer(t, Config{Roots: []string{plainRoot(t)}})
	for _, in := range []string{"", "\n\n", `{"jsonrpc":"2.0","id":1,"meth`} {
		if _, err := stdioLines(t, s, in, 0); err != nil {
			t.Errorf("input %q: %v", in, err)
		}
	}
}
