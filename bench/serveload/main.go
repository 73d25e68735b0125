// Command serveload puts a `skillpin serve --http` server under load on
// loopback, as MCP hosts do: -sessions concurrent sessions, each first
// opening its session (initialize, or server/discover at 2026-07-28), then
// sending requests back to back until -duration has passed or -requests
// were sent in all. It prints one line of figures (see result) as JSON.
//
//	go run ./bench/serveload -url http://127.0.0.1:8765/mcp -sessions 64 -duration 10s -mix list,read
//
// The requests are those of a host: skills/list pages (a page picked at
// random among all of them) and resources/read of a skill's SKILL.md (a
// skill picked at random), in the order -mix gives, round and round. Each
// answer must be HTTP 200 with a JSON-RPC result; anything else counts as
// an error. Latency is the time from sending a request to having read the
// whole answer.
//
// By default every session sends its next request as soon as it has the
// answer to the last: the server is saturated, and latency is mostly the
// queue of -sessions requests. With -rate R the sessions together send R
// requests a second, each on a fixed schedule (session i sends at
// start + phase_i + k*sessions/R): what a host load of R a second sees.
// A request that could not be sent on time (the session was still
// waiting for the last answer) counts its latency from when it was due,
// so that a slow answer is not hidden by the requests it delayed.
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

func main() {
	var o options
	flag.StringVar(&o.url, "url", "", "the MCP endpoint, http://127.0.0.1:PORT/mcp (loopback only)")
	flag.StringVar(&o.token, "token", "", "bearer token, when the server requires one")
	flag.IntVar(&o.sessions, "sessions", 64, "concurrent sessions")
	flag.DurationVar(&o.duration, "duration", 10*time.Second, "how long to send requests (at most 5m)")
	flag.IntVar(&o.requests, "requests", 1_000_000, "most requests to send in all")
	flag.StringVar(&o.version, "version", "2025-11-25", "protocol version: 2025-11-25 or 2026-07-28")
	flag.StringVar(&o.mix, "mix", "list,read", "the requests of each session, in order, repeated: list, read")
	flag.Float64Var(&o.rate, "rate", 0, "requests a second of all sessions together, each on a fixed schedule (0: as fast as answers come)")
	flag.Parse()
	if err := run(o); err != nil {
		fmt.Fprintln(os.Stderr, "serveload:", err)
		os.Exit(1)
	}
}

type options struct {
	url, token, version, mix string
	sessions, requests       int
	duration                 time.Duration
	rate                     float64
}

// result is what serveload prints.
type result struct {
	Version  string `json:"version"`
	Mix      string `json:"mix"`
	Sessions int    `json:"sessions"`
	// Rate is the -rate asked for (0: saturated).
	Rate      float64 `json:"rate"`
	Requests  int64   `json:"requests"`
	Errors    int64   `json:"errors"`
	Seconds   float64 `json:"seconds"`
	PerSecond float64 `json:"per_second"`
	P50ms     float64 `json:"p50_ms"`
	P90ms     float64 `json:"p90_ms"`
	P99ms     float64 `json:"p99_ms"`
	MaxMs     float64 `json:"max_ms"`
	// ClientCPUs is the load generator's own CPU time (user + system):
	// on a 2-CPU machine it takes CPU from the server it measures.
	ClientCPUs float64 `json:"client_cpu_s"`
	// SentP99ms is, with -rate, p99 of the latency from when each
	// request was sent rather than due: how much of the tail is the
	// sessions' own lateness.
	SentP99ms float64 `json:"sent_p99_ms,omitempty"`
	FirstErr  string  `json:"first_error,omitempty"`
}

func run(o options) error {
	if !strings.HasPrefix(o.url, "http://127.") && !strings.HasPrefix(o.url, "http://localhost:") && !strings.HasPrefix(o.url, "http://[::1]:") {
		return fmt.Errorf("-url %q: load is only ever sent to a loopback address", o.url)
	}
	if o.duration <= 0 || o.duration > 5*time.Minute || o.requests < 1 || o.sessions < 1 || o.rate < 0 || o.rate > 1e6 {
		return errors.New("-duration must be within (0, 5m], -requests and -sessions at least 1, -rate within [0, 1e6]")
	}
	if o.version != "2025-11-25" && o.version != "2026-07-28" {
		return fmt.Errorf("-version %q: want 2025-11-25 or 2026-07-28", o.version)
	}
	mix := strings.Split(o.mix, ",")
	for _, m := range mix {
		if m != "list" && m != "read" {
			return fmt.Errorf("-mix %q: want list and read, comma-separated", o.mix)
		}
	}
	c := &client{o: o, http: &http.Client{
		Timeout:   30 * time.Second,
		Transport: &http.Transport{MaxIdleConns: o.sessions, MaxIdleConnsPerHost: o.sessions, MaxConnsPerHost: o.sessions},
	}}
	if err := c.open(); err != nil {
		return fmt.Errorf("open a session: %w", err)
	}
	cursors, skills, err := c.discover()
	if err != nil {
		return err
	}
	if len(skills) == 0 {
		return errors.New("the server lists no skills")
	}

	var sent, failed atomic.Int64
	var firstErr atomic.Value
	lat := make([][]time.Duration, o.sessions)
	sentLat := make([][]time.Duration, o.sessions)
	deadline := time.Now().Add(o.duration)
	start := time.Now()
	var wg sync.WaitGroup
	// Every request a session may send is encoded once, up front, all but
	// its id (see template): the load generator shares the machine's CPUs
	// with the server it measures, and should take as little of them as it
	// can.
	lists := make([]template, len(cursors))
	for i, cur := range cursors {
		lists[i] = c.template(c.request("skills/list", map[string]any{"cursor": cur}))
	}
	reads := make([]template, len(skills))
	for i, uri := range skills {
		body := c.request("resources/read", map[string]any{"uri": uri})
		body.name = uri
		reads[i] = c.template(body)
	}
	for i := range o.sessions {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rnd := rand.New(rand.NewPCG(uint64(i), 1))
			if err := c.open(); err != nil {
				failed.Add(1)
				firstErr.CompareAndSwap(nil, err.Error())
				return
			}
			var body, answer []byte
			// The paced schedule: this session's requests are due every
			// interval, from a phase of its own.
			var interval time.Duration
			var due time.Time
			if o.rate > 0 {
				interval = time.Duration(float64(o.sessions) / o.rate * float64(time.Second))
				due = time.Now().Add(time.Duration(rnd.Int64N(int64(interval))))
			}
			for k := 0; time.Now().Before(deadline); k++ {
				if interval > 0 {
					if k > 0 {
						due = due.Add(interval)
					}
					if !due.Before(deadline) {
						return
					}
					time.Sleep(time.Until(due))
				}
				if sent.Add(1) > int64(o.requests) {
					sent.Add(-1)
					return
				}
				var t *template
				switch mix[k%len(mix)] {
				case "list":
					t = &lists[rnd.IntN(len(lists))]
				case "read":
					t = &reads[rnd.IntN(len(reads))]
				}
				body = t.body(body[:0], c.id.Add(1))
				sent := time.Now()
				t0 := sent
				if interval > 0 && due.Before(t0) {
					t0 = due // late: the wait counts
				}
				var err error
				answer, err = c.check(t, body, answer[:0])
				lat[i] = append(lat[i], time.Since(t0))
				if interval > 0 {
					sentLat[i] = append(sentLat[i], time.Since(sent))
				}
				if err != nil {
					failed.Add(1)
					firstErr.CompareAndSwap(nil, err.Error())
				}
			}
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	var all, sentAll []time.Duration
	for i, l := range lat {
		all = append(all, l...)
		sentAll = append(sentAll, sentLat[i]...)
	}
	slices.Sort(all)
	slices.Sort(sentAll)
	pctOf := func(all []time.Duration, p float64) float64 {
		if len(all) == 0 {
			return 0
		}
		return float64(all[min(len(all)-1, int(p*float64(len(all))))].Microseconds()) / 1000
	}
	pct := func(p float64) float64 { return pctOf(all, p) }
	r := result{
		Version: o.version, Mix: o.mix, Sessions: o.sessions, Rate: o.rate,
		Requests: int64(len(all)), Errors: failed.Load(), Seconds: elapsed.Seconds(),
		PerSecond: float64(len(all)) / elapsed.Seconds(),
		P50ms:     pct(0.50), P90ms: pct(0.90), P99ms: pct(0.99), MaxMs: pct(1),
		ClientCPUs: cpuSeconds(),
		SentP99ms:  pctOf(sentAll, 0.99),
	}
	if e, ok := firstErr.Load().(string); ok {
		r.FirstErr = e
	}
	return json.NewEncoder(os.Stdout).Encode(r)
}

type client struct {
	o    options
	http *http.Client
	id   atomic.Int64
}

// call is one request: its JSON-RPC body, and its method and name for the
// headers 2026-07-28 requires (Mcp-Method, Mcp-Name).
type call struct{ body, method, name string }

// request is a call; at 2026-07-28 every request carries the protocol
// version and client capabilities in _meta.
func (c *client) request(method string, params map[string]any) call {
	if c.o.version == "2026-07-28" {
		params["_meta"] = map[string]any{
			"io.modelcontextprotocol/protocolVersion":    c.o.version,
			"io.modelcontextprotocol/clientCapabilities": map[string]any{},
			"io.modelcontextprotocol/clientInfo":         map[string]any{"name": "serveload", "version": "1"},
		}
	}
	b, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": c.id.Add(1), "method": method, "params": params})
	return call{body: string(b), method: method}
}

// open starts a session the way the protocol version does.
func (c *client) open() error {
	if c.o.version == "2026-07-28" {
		_, err := c.post(c.request("server/discover", map[string]any{}))
		return err
	}
	if _, err := c.post(c.request("initialize", map[string]any{
		"protocolVersion": c.o.version, "capabilities": map[string]any{},
		"clientInfo": map[string]any{"name": "serveload", "version": "1"},
	})); err != nil {
		return err
	}
	_, err := c.send(call{body: `{"jsonrpc":"2.0","method":"notifications/initialized"}`, method: "notifications/initialized"}, http.StatusAccepted)
	return err
}

// discover pages through skills/list once: the cursor of every page and
// the SKILL.md URI of every skill.
func (c *client) discover() (cursors []string, skills []string, err error) {
	cursor := ""
	for range 10_000 {
		res, err := c.post(c.request("skills/list", map[string]any{"cursor": cursor}))
		if err != nil {
			return nil, nil, fmt.Errorf("skills/list: %w", err)
		}
		var page struct {
			Skills     []struct{ URI string }
			NextCursor string
		}
		if err := json.Unmarshal(res, &page); err != nil {
			return nil, nil, fmt.Errorf("skills/list: %w", err)
		}
		cursors = append(cursors, cursor)
		for _, s := range page.Skills {
			skills = append(skills, s.URI)
		}
		if page.NextCursor == "" {
			return cursors, skills, nil
		}
		cursor = page.NextCursor
	}
	return nil, nil, errors.New("skills/list never ends")
}

// template is a request encoded once: its body with the id left out
// (the body is prefix, the id, then "}"), and its headers.
type template struct {
	prefix []byte
	header http.Header
}

// template encodes a call for sending many times; see body.
func (c *client) template(body call) template {
	msg := map[string]any{}
	if err := json.Unmarshal([]byte(body.body), &msg); err != nil {
		panic(err) // request encodes every body itself
	}
	delete(msg, "id")
	b, _ := json.Marshal(msg)
	prefix := append(b[:len(b)-1:len(b)-1], `,"id":`...)
	return template{prefix: prefix, header: c.header(body)}
}

// body appends the request's body with the given id to buf.
func (t *template) body(buf []byte, id int64) []byte {
	buf = append(buf, t.prefix...)
	buf = strconv.AppendInt(buf, id, 10)
	return append(buf, '}')
}

// check sends a request and checks that the answer is a JSON-RPC result,
// without decoding it: the server's bytes are the go-sdk's encoding,
// {"jsonrpc":"2.0","id":…,"result":…}, and decoding 120 KB pages would
// make the load generator take more of the two CPUs than the server it
// measures. (discover decodes its answers whole.) The answer is read
// into buf, which it returns for the next request to reuse.
func (c *client) check(t *template, body, buf []byte) ([]byte, error) {
	req, err := http.NewRequest(http.MethodPost, c.o.url, bytes.NewReader(body))
	if err != nil {
		return buf, err
	}
	req.Header = t.header
	resp, err := c.http.Do(req)
	if err != nil {
		return buf, err
	}
	defer resp.Body.Close()
	b := bytes.NewBuffer(buf)
	if _, err := b.ReadFrom(resp.Body); err != nil {
		return b.Bytes(), err
	}
	buf = b.Bytes()
	if resp.StatusCode != http.StatusOK {
		return buf, fmt.Errorf("HTTP %d: %.200s", resp.StatusCode, buf)
	}
	head := buf[:min(len(buf), 64)]
	if !bytes.HasPrefix(buf, []byte(`{"jsonrpc":"2.0","id":`)) || !bytes.HasSuffix(bytes.TrimSpace(buf), []byte("}")) {
		return buf, fmt.Errorf("answer is not a JSON-RPC message: %.200s", buf)
	}
	if !bytes.Contains(head, []byte(`,"result":`)) {
		return buf, fmt.Errorf("answer is not a result: %.200s", buf)
	}
	return buf, nil
}

// post sends a call and returns its result.
func (c *client) post(body call) (json.RawMessage, error) {
	b, err := c.send(body, http.StatusOK)
	if err != nil {
		return nil, err
	}
	var msg struct {
		Result json.RawMessage
		Error  *struct {
			Code    int
			Message string
		}
	}
	if err := json.Unmarshal(b, &msg); err != nil {
		return nil, fmt.Errorf("answer is not JSON: %.200s", b)
	}
	if msg.Error != nil {
		return nil, fmt.Errorf("error %d: %s", msg.Error.Code, msg.Error.Message)
	}
	return msg.Result, nil
}

func (c *client) send(body call, want int) ([]byte, error) {
	req, err := http.NewRequest(http.MethodPost, c.o.url, strings.NewReader(body.body))
	if err != nil {
		return nil, err
	}
	req.Header = c.header(body)
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var buf bytes.Buffer
	if _, err := io.Copy(&buf, resp.Body); err != nil {
		return nil, err
	}
	if resp.StatusCode != want {
		return nil, fmt.Errorf("HTTP %d: %.200s", resp.StatusCode, buf.Bytes())
	}
	return buf.Bytes(), nil
}

// header is the HTTP header of a call.
func (c *client) header(body call) http.Header {
	h := http.Header{}
	h.Set("Content-Type", "application/json")
	h.Set("Accept", "application/json, text/event-stream")
	h.Set("MCP-Protocol-Version", c.o.version)
	if c.o.version == "2026-07-28" {
		h.Set("Mcp-Method", body.method)
		if body.name != "" {
			h.Set("Mcp-Name", body.name)
		}
	}
	if c.o.token != "" {
		h.Set("Authorization", "Bearer "+c.o.token)
	}
	return h
}

// cpuSeconds is the user and system CPU time this process used so far.
func cpuSeconds() float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9
}
