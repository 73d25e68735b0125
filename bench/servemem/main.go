// Command servemem drives the two memory attacks on `skillpin serve --http`
// that docs/performance.md reports (bench/servemem.sh runs it):
//
//   - burst: one client (from 127.0.0.2, where the host allows it) sends
//     -n requests at once, each with a body of -body bytes (just under the
//     server's 1 MiB limit), while another client (127.0.0.1) lists the
//     skills -probes times in turn;
//   - amplify: -n concurrent resources/read of -uri (a large file).
//
// It prints one line of JSON: the count of each HTTP status, and for burst
// the other client's slowest answer. Loopback only.
//
//	go run ./bench/servemem -url http://127.0.0.1:8765/mcp -mode burst -n 200
//	go run ./bench/servemem -url http://127.0.0.1:8765/mcp -mode amplify -n 24 -uri skill://skill-0001/assets/big.bin
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"strings"
	"sync"
	"time"
)

func main() {
	var o options
	flag.StringVar(&o.url, "url", "", "the MCP endpoint, http://127.0.0.1:PORT/mcp (loopback only)")
	flag.StringVar(&o.mode, "mode", "burst", "burst or amplify")
	flag.IntVar(&o.n, "n", 200, "concurrent requests")
	flag.IntVar(&o.body, "body", 1<<20-1024, "bytes of each burst request's body")
	flag.IntVar(&o.probes, "probes", 20, "skills/list requests of the other client during a burst")
	flag.StringVar(&o.uri, "uri", "", "the resource amplify reads")
	flag.Parse()
	if err := run(o); err != nil {
		fmt.Fprintln(os.Stderr, "servemem:", err)
		os.Exit(1)
	}
}

type options struct {
	url, mode, uri  string
	n, body, probes int
}

type result struct {
	Mode     string         `json:"mode"`
	Requests int            `json:"requests"`
	Statuses map[string]int `json:"statuses"`
	// Other client (burst): its slowest skills/list answer, and how many
	// of its requests failed.
	OtherMaxMs  float64 `json:"other_max_ms,omitempty"`
	OtherErrors int     `json:"other_errors"`
	ElapsedMs   float64 `json:"elapsed_ms"`
}

func run(o options) error {
	u, err := url.Parse(o.url)
	if err != nil || u.Scheme != "http" {
		return errors.New("-url must be http://127.0.0.1:PORT/mcp")
	}
	if ip := net.ParseIP(u.Hostname()); ip == nil || !ip.IsLoopback() {
		return errors.New("-url must be on a loopback address")
	}
	res := result{Mode: o.mode, Requests: o.n, Statuses: map[string]int{}}
	var mu sync.Mutex
	count := func(st int, err error) {
		mu.Lock()
		defer mu.Unlock()
		if err != nil {
			res.Statuses["error"]++
			return
		}
		res.Statuses[fmt.Sprint(st)]++
	}
	start := time.Now()
	var wg sync.WaitGroup
	switch o.mode {
	case "burst":
		// The greedy client's address: another loopback address when the
		// host routes one (Linux does), so the server tells the two apart.
		greedy := &http.Client{Transport: &http.Transport{MaxConnsPerHost: 0, DialContext: (&net.Dialer{LocalAddr: &net.TCPAddr{IP: net.IPv4(127, 0, 0, 2)}}).DialContext}}
		if c, err := greedy.Transport.(*http.Transport).DialContext(context.Background(), "tcp", u.Host); err == nil {
			c.Close()
		} else {
			greedy = &http.Client{Transport: &http.Transport{}}
		}
		pad := strings.Repeat("x", max(0, o.body-120))
		body := `{"jsonrpc":"2.0","id":1,"method":"skills/list","params":{"_meta":{"pad":"` + pad + `"}}}`
		for range o.n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				st, err := post(greedy, o.url, body, "")
				count(st, err)
			}()
		}
		other := &http.Client{}
		for range o.probes {
			t0 := time.Now()
			st, err := post(other, o.url, `{"jsonrpc":"2.0","id":2,"method":"skills/list","params":{}}`, "")
			ms := float64(time.Since(t0).Microseconds()) / 1000
			res.OtherMaxMs = max(res.OtherMaxMs, ms)
			if err != nil || st != http.StatusOK {
				res.OtherErrors++
			}
		}
	case "amplify":
		if o.uri == "" {
			return errors.New("-mode amplify needs -uri")
		}
		body := `{"jsonrpc":"2.0","id":1,"method":"resources/read","params":{"uri":` + quote(o.uri) + `}}`
		client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: o.n}}
		for range o.n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				st, err := post(client, o.url, body, o.uri)
				count(st, err)
			}()
		}
	default:
		return fmt.Errorf("-mode %q: burst or amplify", o.mode)
	}
	wg.Wait()
	res.ElapsedMs = float64(time.Since(start).Microseconds()) / 1000
	return json.NewEncoder(os.Stdout).Encode(res)
}

func quote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// post sends one request and reads the whole answer.
func post(c *http.Client, url, body, name string) (int, error) {
	req, err := http.NewRequest(http.MethodPost, url, bytes.NewReader([]byte(body)))
	if err != nil {
		return 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	req.Header.Set("MCP-Protocol-Version", "2025-11-25")
	resp, err := c.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	_, err = io.Copy(io.Discard, resp.Body)
	return resp.StatusCode, err
}
