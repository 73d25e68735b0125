package serve

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/skillpin/skillpin/internal/install/publish"
	"github.com/skillpin/skillpin/internal/serve/budget"
	"github.com/skillpin/skillpin/internal/testfs"
)

// spliceRoot is a plain root whose files exercise every encoding a reply
// can take: text with characters JSON escapes (HTML ones, U+2028, quotes,
// control characters), text longer than a splice chunk with multi-byte
// runes across the chunk boundaries, binary content of a length that is
// not a multiple of 3 and longer than a chunk, and an empty file.
func spliceRoot(t *testing.T) string {
	root := testfs.TempDir(t)
	var long strings.Builder
	for k := 1; k <= 3; k++ {
		for long.Len() < k*spliceChunk-40 {
			long.WriteString("ab<é>&\u2028\"\\\t€𝄞 line\n")
		}
		// A three-byte rune across the chunk boundary.
		long.WriteString(strings.Repeat("x", k*spliceChunk-1-long.Len()))
		long.WriteString("€")
	}
	long.WriteString("end\n")
	bin := make([]byte, 2*spliceChunk+1)
	for i := range bin {
		bin[i] = byte(i*7 + i/256)
	}
	writeTree(t, filepath.Join(root, "alpha"), []tfile{
		{path: "SKILL.md", data: skillMD("alpha", "Alpha <b>&</b> does \u2028 things.")},
		{path: "references/long.md", data: long.String()},
		{path: "assets/blob.bin", data: string(bin)},
		{path: "assets/empty.bin", data: ""},
		{path: "scripts/x.py", data: "print('<x>')\n"},
	})
	for i := range 7 {
		n := fmt.Sprintf("s%02d", i)
		writeTree(t, filepath.Join(root, n), []tfile{{path: "SKILL.md", data: skillMD(n, "Skill "+n+" & <more>.")}})
	}
	return root
}

func rpc(method, params string) string {
	return `{"jsonrpc":"2.0","id":7,"method":"` + method + `","params":` + params + `}`
}

// TestSpliceSameBytes: over HTTP, a skills/list page and a resources/read
// reply put together by splicing are byte for byte what the go-sdk sends
// without it, at both protocol versions; and splicing did happen (pages
// were encoded for it, reads were counted against the budget).
func TestSpliceSameBytes(t *testing.T) {
	t.Parallel()
	root := spliceRoot(t)
	plain, _ := newServer(t, Config{Roots: []string{root}, PageSize: 3, Recheck: -1})
	plain.noSplice = true
	plain.noFast = true // the go-sdk's own answer, not the fast path's
	spliced, _ := newServer(t, Config{Roots: []string{root}, PageSize: 3, Recheck: -1})
	spliced.settle = 0 // nothing rewrites the files: one view serves every request
	plainURL := httpServer(t, plain, HTTPOptions{})
	splicedURL := httpServer(t, spliced, HTTPOptions{})

	meta := `"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}`
	var reads int
	for _, version := range versions {
		withMeta := func(fields string) string {
			if version != v2026 {
				return "{" + fields + "}"
			}
			if fields == "" {
				return "{" + meta + "}"
			}
			return "{" + fields + "," + meta + "}"
		}
		headers := func(method, name string) map[string]string {
			h := map[string]string{"MCP-Protocol-Version": version}
			if version == v2026 {
				h["Mcp-Method"] = method
				if name != "" {
					h["Mcp-Name"] = name
				}
			}
			return h
		}
		// Every page of the listing, following the cursors, twice (the
		// second time from the encoded pages).
		for round := range 2 {
			cursor := ""
			for page := 0; ; page++ {
				fields := ""
				if cursor != "" {
					fields = `"cursor":"` + cursor + `"`
				}
				body := rpc(MethodListSkills, withMeta(fields))
				want := sameReply(t, plainURL, splicedURL, body, headers(MethodListSkills, ""))
				var res struct {
					Result struct {
						NextCursor string `json:"nextCursor"`
					} `json:"result"`
				}
				if err := json.Unmarshal([]byte(want), &res); err != nil {
					t.Fatalf("%s round %d page %d: %v in %.300s", version, round, page, err, want)
				}
				if cursor = res.Result.NextCursor; cursor == "" {
					break
				}
			}
		}
		for _, uri := range []string{"skill://alpha/SKILL.md", "skill://alpha/references/long.md", "skill://alpha/assets/blob.bin", "skill://alpha/assets/empty.bin", "skill://alpha/scripts/x.py", "skill://s03/SKILL.md"} {
			sameReply(t, plainURL, splicedURL, rpc("resources/read", withMeta(`"uri":"`+uri+`"`)), headers("resources/read", uri))
			reads++
		}
	}
	// Three pages, encoded once each (the second round and the other
	// version reuse them).
	if n := spliced.encodedPages.Load(); n != 3 {
		t.Errorf("pages encoded for splicing: %d, want 3", n)
	}
	if plain.encodedPages.Load() != 0 {
		t.Errorf("the server without splicing encoded pages for it")
	}
	if all, _ := spliced.budget.Held(""); all != 0 {
		t.Errorf("after every reply, %d bytes still counted", all)
	}
	if p := spliced.budget.Peak(); p < 3*spliceChunk {
		t.Errorf("peak counted %d bytes: the long file's read was not counted (or not spliced)", p)
	}
}

// sameReply posts body to both servers and fails unless status, content
// type and body are the same; it returns the body.
func sameReply(t *testing.T, plainURL, splicedURL, body string, h map[string]string) string {
	t.Helper()
	ws, wb, wh := post(t, plainURL, body, h)
	gs, gb, gh := post(t, splicedURL, body, h)
	if ws != http.StatusOK || !strings.Contains(wb, `"result"`) {
		t.Fatalf("without splicing: %d %.300s", ws, wb)
	}
	if gs != ws || gb != wb || gh.Get("Content-Type") != wh.Get("Content-Type") {
		i := 0
		for i < min(len(gb), len(wb)) && gb[i] == wb[i] {
			i++
		}
		t.Fatalf("%.120s\nspliced: %d %s, %d bytes; without: %d %s, %d bytes; first difference at %d: %q against %q",
			body, gs, gh.Get("Content-Type"), len(gb), ws, wh.Get("Content-Type"), len(wb), i, gb[i:min(len(gb), i+40)], wb[i:min(len(wb), i+40)])
	}
	return wb
}

// TestHTTPBodyBudget: one client holding many request bodies just under
// the body limit gets 429 past its share, before the server reads them,
// and the bytes counted never pass it; another client is served
// meanwhile; once the held bodies end, everything counted is released.
func TestHTTPBodyBudget(t *testing.T) {
	t.Parallel()
	s, _ := newServer(t, Config{Roots: []string{plainRoot(t)}})
	s.testClientOf = func(r *http.Request) string { return r.Header.Get("X-Test-Client") }
	const maxBody = 64 << 10
	opts := HTTPOptions{MaxBodyBytes: maxBody, MaxClientMemory: 5 * bodyFactor * (maxBody + 1), MaxMemory: 8 * bodyFactor * (maxBody + 1)}
	url := httpServer(t, s, opts)

	// A valid request padded to just under the limit.
	pad := maxBody - len(listBody) - 32
	body := []byte(`{"jsonrpc":"2.0","id":1,"method":"skills/list","params":{"_meta":{"pad":"` + strings.Repeat("x", pad) + `"}}}`)
	// Each request sends its headers and the first bytes of its body,
	// then holds the rest back, as a client holding bodies open does.
	addr := strings.TrimSuffix(strings.TrimPrefix(url, "http://"), Path)
	type held struct {
		conn net.Conn
		resp chan *http.Response
	}
	statuses := make(chan int, 20)
	var open []held
	for range 20 {
		conn, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { conn.Close() })
		fmt.Fprintf(conn, "POST %s HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nMCP-Protocol-Version: %s\r\nX-Test-Client: greedy\r\nContent-Length: %d\r\n\r\n", Path, addr, v2025, len(body))
		conn.Write(body[:100])
		h := held{conn: conn, resp: make(chan *http.Response, 1)}
		go func() {
			resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
			if err != nil {
				statuses <- 0
				h.resp <- nil
				return
			}
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			statuses <- resp.StatusCode
			h.resp <- resp
		}()
		open = append(open, h)
	}
	// 15 of the 20 are refused at once, whatever order they came in.
	var refused int
	for refused < 15 {
		st := <-statuses
		if st != http.StatusTooManyRequests {
			t.Fatalf("a request past the client's share got %d, want 429", st)
		}
		refused++
	}
	if all, greedy := s.budget.Held("greedy"); greedy > opts.MaxClientMemory || all != greedy || greedy < 5*bodyFactor*int64(len(body)) {
		t.Errorf("held %d for the greedy client (%d in all), want the five bodies within the share %d", greedy, all, opts.MaxClientMemory)
	}
	// Another client is answered while the five bodies are held.
	for i := range 3 {
		st, got, _ := post(t, url, listBody, map[string]string{"X-Test-Client": fmt.Sprintf("other-%d", i)})
		if st != http.StatusOK || !strings.Contains(got, `"skills"`) {
			t.Fatalf("another client while one holds its share: %d %.200s", st, got)
		}
	}
	// The held bodies are sent whole: those five are answered.
	for _, h := range open {
		h.conn.Write(body[100:])
	}
	for range 5 {
		if st := <-statuses; st != http.StatusOK {
			t.Errorf("a held request within the share ended with %d, want 200", st)
		}
	}
	for _, h := range open {
		<-h.resp
	}
	if all, _ := s.budget.Held("greedy"); all != 0 {
		t.Errorf("%d bytes still counted after every request ended", all)
	}
	if s.budget.Peak() > opts.MaxMemory || s.budget.Peak() < 5*bodyFactor*int64(len(body)) {
		t.Errorf("peak counted %d, want the five held bodies (≥ %d) and never past %d", s.budget.Peak(), 5*bodyFactor*len(body), opts.MaxMemory)
	}
}

// TestHTTPReadBudget: concurrent reads of a large file are answered 429
// (per client) or 503 (process) past the budgets instead of each holding
// the file; the bytes counted never pass them, and reads that get through
// return the whole file.
func TestHTTPReadBudget(t *testing.T) {
	t.Parallel()
	root := testfs.TempDir(t)
	big := bytes.Repeat([]byte("0123456789abcdef"), 1<<16) // 1 MiB of text
	writeTree(t, filepath.Join(root, "huge"), []tfile{
		{path: "SKILL.md", data: skillMD("huge", "Holds a large file.")},
		{path: "references/big.md", data: string(big)},
	})
	s, _ := newServer(t, Config{Roots: []string{root}})
	s.testClientOf = func(r *http.Request) string { return r.Header.Get("X-Test-Client") }
	need := int64(len(big)) + spliceChunk
	// MaxWait < 0: refused at once (waiting is TestHTTPReadBurstWaitsItsTurn).
	opts := HTTPOptions{MaxClientMemory: 2*need + need/2, MaxMemory: 3*need + need/2, MaxWait: -1}
	url := httpServer(t, s, opts)
	body := rpc("resources/read", `{"uri":"skill://huge/references/big.md"}`)

	// The reads that are let through wait in the handler until the
	// others are answered, so that all are in flight together.
	admitted := make(chan struct{}, 12)
	release := make(chan struct{})
	s.testHookRead = func() {
		admitted <- struct{}{}
		if len(admitted) > 3 {
			t.Errorf("%d reads admitted at once; three fit in the budget", len(admitted))
			return // not held: the test must end
		}
		<-release
	}
	statuses := make(chan int, 12)
	var wg sync.WaitGroup
	for i := range 12 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			client := fmt.Sprintf("c%d", i%3)
			st, got, _ := post(t, url, body, map[string]string{"X-Test-Client": client})
			if st == http.StatusOK && !strings.Contains(got, string(big[:1000])) {
				t.Errorf("a read that got through lacks the file: %.200s", got)
			}
			statuses <- st
		}()
	}
	// Three fit in the process's budget (at most two of one client);
	// the nine others are refused while they are held.
	counts := map[int]int{}
	for range 9 {
		st := <-statuses
		counts[st]++
		if st == http.StatusOK {
			close(release) // a read got through while three are held: let them go
			release = make(chan struct{})
		}
	}
	if len(admitted) != 3 {
		t.Errorf("%d reads admitted, want 3", len(admitted))
	}
	if counts[http.StatusTooManyRequests]+counts[http.StatusServiceUnavailable] != 9 {
		t.Errorf("statuses of the refused reads: %v, want 429 or 503", counts)
	}
	if all, _ := s.budget.Held(""); all != 3*need+3*bodyFactor*(int64(len(body))+1) {
		t.Errorf("held %d while three reads are in flight, want %d", all, 3*need+3*bodyFactor*(int64(len(body))+1))
	}
	close(release)
	wg.Wait()
	close(statuses)
	for st := range statuses {
		if st != http.StatusOK {
			t.Errorf("an admitted read ended with %d", st)
		}
	}
	if s.budget.Peak() > opts.MaxMemory {
		t.Errorf("peak counted %d, past the budget %d", s.budget.Peak(), opts.MaxMemory)
	}
	if all, _ := s.budget.Held(""); all != 0 {
		t.Errorf("%d bytes still counted", all)
	}
	// A read the budgets refuse is answered with the status, not a
	// JSON-RPC error the client would not retry.
	tight, _ := newServer(t, Config{Roots: []string{root}})
	url = httpServer(t, tight, HTTPOptions{MaxClientMemory: need - 1, MaxMemory: 10 * need, MaxWait: -1})
	st, got, h := post(t, url, body, nil)
	if st != http.StatusTooManyRequests || h.Get("Retry-After") == "" {
		t.Errorf("a read past the client's share: %d %.200s (Retry-After %q), want 429 with Retry-After", st, got, h.Get("Retry-After"))
	}
	tight2, _ := newServer(t, Config{Roots: []string{root}})
	url = httpServer(t, tight2, HTTPOptions{MaxClientMemory: need - 1, MaxMemory: need - 1, MaxWait: -1})
	if st, got, _ := post(t, url, body, nil); st != http.StatusTooManyRequests && st != http.StatusServiceUnavailable {
		t.Errorf("a read past the budget: %d %.200s", st, got)
	}
	tight3, _ := newServer(t, Config{Roots: []string{root}})
	url = httpServer(t, tight3, HTTPOptions{MaxClientMemory: 10 * need, MaxMemory: need - 1, MaxWait: -1})
	if st, got, _ := post(t, url, body, nil); st != http.StatusServiceUnavailable {
		t.Errorf("a read past the process's budget: %d %.200s, want 503", st, got)
	}
}

// TestHTTPReadBurstWaitsItsTurn: a burst of reads of a large file from
// one client whose share holds one read at a time is served whole, each
// read waiting its turn, with never more than one admitted at once; a
// read still in the way past the wait gets 429 with Retry-After. Counted,
// not timed: the reads admitted at once, those that waited, and the
// statuses.
func TestHTTPReadBurstWaitsItsTurn(t *testing.T) {
	t.Parallel()
	root := testfs.TempDir(t)
	big := bytes.Repeat([]byte("0123456789abcdef"), 1<<16) // 1 MiB of text
	writeTree(t, filepath.Join(root, "huge"), []tfile{
		{path: "SKILL.md", data: skillMD("huge", "Holds a large file.")},
		{path: "references/big.md", data: string(big)},
	})
	need := int64(len(big)) + spliceChunk
	body := rpc("resources/read", `{"uri":"skill://huge/references/big.md"}`)

	s, _ := newServer(t, Config{Roots: []string{root}})
	url := httpServer(t, s, HTTPOptions{MaxClientMemory: need + need/2, MaxMemory: 10 * need, MaxWait: time.Minute})
	const burst = 12
	statuses := make(chan int, burst)
	var wg sync.WaitGroup
	for range burst {
		wg.Add(1)
		go func() {
			defer wg.Done()
			st, got, _ := post(t, url, body, nil)
			if st == http.StatusOK && !strings.Contains(got, string(big[:1000])) {
				t.Errorf("a read lacks the file: %.200s", got)
			}
			statuses <- st
		}()
	}
	wg.Wait()
	close(statuses)
	for st := range statuses {
		if st != http.StatusOK {
			t.Errorf("a read of the burst got %d, want 200 (served in turn)", st)
		}
	}
	// One read's bytes fit the share: the others waited their turn.
	if s.budget.Peak() > need+need/2 {
		t.Errorf("peak counted %d, past the client's share %d", s.budget.Peak(), need+need/2)
	}
	if s.budget.Waited() == 0 {
		t.Errorf("no read of a burst of %d waited, with room for one at a time", burst)
	}
	if all, _ := s.budget.Held(""); all != 0 {
		t.Errorf("%d bytes still counted", all)
	}

	// A read that stays in the way: the next one waits up to MaxWait,
	// then is told to come back.
	held, _ := newServer(t, Config{Roots: []string{root}})
	admitted, release := make(chan struct{}, 2), make(chan struct{})
	held.testHookRead = func() {
		admitted <- struct{}{}
		<-release
	}
	url = httpServer(t, held, HTTPOptions{MaxClientMemory: need + need/2, MaxMemory: 10 * need, MaxWait: 50 * time.Millisecond})
	first := make(chan int, 1)
	go func() {
		st, _, _ := post(t, url, body, nil)
		first <- st
	}()
	<-admitted
	st, got, h := post(t, url, body, nil)
	if st != http.StatusTooManyRequests || h.Get("Retry-After") == "" {
		t.Errorf("a read past the wait: %d %.200s (Retry-After %q), want 429 with Retry-After", st, got, h.Get("Retry-After"))
	}
	if n := held.budget.Waited(); n != 1 {
		t.Errorf("%d reads waited, want 1", n)
	}
	close(release)
	if st := <-first; st != http.StatusOK {
		t.Errorf("the held read ended with %d", st)
	}
}

// TestHTTPListAfterTamper: a page encoded for splicing is sent again only
// while it holds the same entries: once a file of a listed skill is
// changed in the root, the next listing over HTTP leaves the skill out,
// though the project's files (and so the view) did not change.
func TestHTTPListAfterTamper(t *testing.T) {
	t.Parallel()
	p := newProject(t, publish.ModeCopy, projectSkills())
	cfg := p.config()
	cfg.Recheck = 0 // compare the skills' files on every request
	s, _ := newServer(t, cfg)
	s.settle = 0
	url := httpServer(t, s, HTTPOptions{})
	listed := func() string {
		st, got, _ := post(t, url, listBody, nil)
		if st != http.StatusOK {
			t.Fatalf("skills/list: %d %.200s", st, got)
		}
		return got
	}
	if got := listed(); !strings.Contains(got, "skill://alpha/SKILL.md") || !strings.Contains(got, "skill://beta/SKILL.md") {
		t.Fatalf("before: %.300s", got)
	}
	listed()
	if n := s.encodedPages.Load(); n != 1 {
		t.Fatalf("pages encoded for two listings of the same entries: %d, want 1", n)
	}
	views := s.views.Load()
	p.tamper("alpha/references/guide.md", "# Guide\n\nStep 0ne.\n")
	if got := listed(); strings.Contains(got, "skill://alpha/") || !strings.Contains(got, "skill://beta/SKILL.md") {
		t.Errorf("after tampering with alpha: %.300s; want beta only", got)
	}
	if s.views.Load() != views {
		t.Errorf("a view was opened again: the test no longer shows the page cache is checked within one view")
	}
}

// TestReadHoldsFileOnce: reading a file to serve it allocates about the
// file once (the budget counts its size), not the copies a growing buffer
// leaves behind (io.ReadAll allocated about twice the file).
func TestReadHoldsFileOnce(t *testing.T) {
	root := testfs.TempDir(t)
	big := strings.Repeat("0123456789abcdef", 1<<18) // 4 MiB
	writeTree(t, filepath.Join(root, "huge"), []tfile{
		{path: "SKILL.md", data: skillMD("huge", "Holds a large file.")},
		{path: "references/big.md", data: big},
	})
	s, _ := newServer(t, Config{Roots: []string{root}})
	v, err := s.openView()
	if err != nil {
		t.Fatal(err)
	}
	defer v.close()
	sk, err := v.skill("huge")
	if err != nil {
		t.Fatal(err)
	}
	f, _ := sk.files.Lookup("references/big.md")
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	data, err := readVerified(sk, f)
	runtime.ReadMemStats(&after)
	if err != nil || len(data) != len(big) {
		t.Fatalf("read: %d bytes, %v", len(data), err)
	}
	if got, limit := after.TotalAlloc-before.TotalAlloc, uint64(len(big))+uint64(len(big))/8; got > limit {
		t.Errorf("reading a %d-byte file allocated %d bytes; want at most %d", len(big), got, limit)
	}
}

// TestReadBodyCountsWhatItHolds reads a body of no declared length
// (chunked), so its buffer grows as it is read: what is counted covers
// every byte of capacity held, however append chose to grow it.
func TestReadBodyCountsWhatItHolds(t *testing.T) {
	t.Parallel()
	body := bytes.Repeat([]byte("x"), 900<<10)
	r, err := http.NewRequest(http.MethodPost, "/", io.MultiReader(bytes.NewReader(body)))
	if err != nil {
		t.Fatal(err)
	}
	r.ContentLength = -1
	g := budget.New(1<<30, 1<<30, 0).Grant(context.Background(), "c")
	buf, err := readBody(httptest.NewRecorder(), r, DefaultMaxBody, g)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(buf, body) {
		t.Fatalf("read %d bytes, want the %d sent", len(buf), len(body))
	}
	if want := bodyFactor * int64(cap(buf)); g.Held() < want {
		t.Errorf("counted %d bytes for a buffer of %d (want ≥ %d)", g.Held(), cap(buf), want)
	}
}
