package serve

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"
	"testing"
	"time"
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
	t.Parallel()
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
	t.Parallel()
	s, _ := newServer(t, Config{Roots: []string{plainRoot(t)}})
	for _, in := range []string{"", "\n\n", `{"jsonrpc":"2.0","id":1,"meth`} {
		if _, err := stdioLines(t, s, in, 0); err != nil {
			t.Errorf("input %q: %v", in, err)
		}
	}
}

// stdioInit starts a session at 2025-11-25: initialize (id 1) and the
// initialized notification.
const stdioInit = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"h","version":"1"}}}
{"jsonrpc":"2.0","method":"notifications/initialized"}
`

// answeredIDs returns the ids of the responses in out, one per line.
func answeredIDs(t *testing.T, out string) []string {
	t.Helper()
	var ids []string
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		if l == "" {
			continue
		}
		var r struct {
			ID     json.RawMessage
			Result json.RawMessage
			Error  *struct{ Code int64 }
		}
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			t.Fatalf("output line is not JSON: %.200q", l)
		}
		if r.Error != nil {
			t.Errorf("request %s answered with error %d: %.200s", r.ID, r.Error.Code, l)
		}
		ids = append(ids, string(r.ID))
	}
	slices.Sort(ids)
	return ids
}

// TestStdioEOFAnswersAll: a host that writes its requests and closes its
// end at once gets every answer; the go-sdk would drop those not written
// when its input ends. Several rounds, for the race to show.
func TestStdioEOFAnswersAll(t *testing.T) {
	t.Parallel()
	s, _ := newServer(t, Config{Roots: []string{plainRoot(t)}})
	in := stdioInit
	want := []string{"1"}
	for id := 2; id <= 13; id++ {
		switch id % 4 {
		case 0:
			in += fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"method":"resources/read","params":{"uri":"skill://alpha/SKILL.md"}}`, id)
		case 1:
			in += fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"method":"skills/list","params":{}}`, id)
		case 2:
			in += fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"method":"skills/get","params":{"uri":"skill://alpha/SKILL.md"}}`, id)
		case 3:
			in += fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"method":"ping"}`, id)
		}
		in += "\n"
		want = append(want, fmt.Sprint(id))
	}
	slices.Sort(want)
	for round := range 20 {
		out := &syncBuffer{}
		if err := s.RunStdio(context.Background(), strings.NewReader(in), out); err != nil {
			t.Fatalf("round %d: RunStdio: %v", round, err)
		}
		if got := answeredIDs(t, out.String()); !slices.Equal(got, want) {
			t.Fatalf("round %d: answered %v, want %v", round, got, want)
		}
	}
}

// TestStdioEOFStuck: a request still unanswered when the drain time has
// passed after the input ended is given up on: RunStdio returns, saying
// how many were left, with what was answered written.
func TestStdioEOFStuck(t *testing.T) {
	t.Parallel()
	s, _ := newServer(t, Config{Roots: []string{plainRoot(t)}})
	s.drain = 200 * time.Millisecond
	release := make(chan struct{})
	t.Cleanup(func() { close(release) })
	s.testHookViewOpened = func() { <-release }
	in := stdioInit + `{"jsonrpc":"2.0","id":2,"method":"skills/list","params":{}}` + "\n"
	out := &syncBuffer{}
	start := time.Now()
	err := s.RunStdio(context.Background(), strings.NewReader(in), out)
	if took := time.Since(start); took > s.drain+stuckGrace+2*time.Second {
		t.Errorf("RunStdio returned after %s with a stuck request", took)
	}
	if err == nil || !strings.Contains(err.Error(), "1 request still unanswered after 200ms") {
		t.Errorf("RunStdio: %v, want 1 request unanswered", err)
	}
	if got := answeredIDs(t, out.String()); !slices.Equal(got, []string{"1"}) {
		t.Errorf("answered %v, want [1]", got)
	}
}
