package serve

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"sync"
	"time"
)

// Memory over HTTP is a budget, not a bound per request: a client that
// holds many request bodies at once, or many reads of a large file, must
// not drive the process past its soft memory limit, and must not make
// others wait. Every byte a request holds for longer than a copy is
// counted against two budgets before it is held: the process's and its
// client's (by remote IP address). Past the client's share the request
// gets 429, past the process's 503, both with Retry-After, before any of
// it is read; requests of other clients go on being served.
//
// What is counted:
//   - a request body: bodyFactor times its length, as it is read (the
//     body, the go-sdk's copy of it, the decoded message and the decoded
//     params each hold about the body's size);
//   - a resources/read: the file's size (its verified bytes are held until
//     they are written out; the JSON of the reply is streamed from them,
//     never built whole) plus one chunk of encoding.
//
// A skills/list page is encoded once per set of entries and shared by the
// requests that send it, so it costs no request anything.

// Defaults of HTTPOptions' budgets.
const (
	// DefaultMaxMemory is what requests of the whole process may hold at
	// once: with the cache of a 500-skill project (about 30 MiB), it keeps
	// the process near the 64 MiB soft limit an HTTP server sets.
	DefaultMaxMemory = 48 << 20
	// DefaultMaxClientMemory is one client's share: enough for one read
	// of the largest file a served skill may hold (MaxBytes) at a time,
	// and a few request bodies beside it.
	DefaultMaxClientMemory = 24 << 20
)

// DefaultMaxWait is how long a read waits its turn within the budgets
// (HTTPOptions.MaxWait): long enough for a burst of reads of the largest
// file a skill may hold to be served one after another on a slow link,
// short enough that a client is told to come back rather than hang.
const DefaultMaxWait = 10 * time.Second

// bodyFactor is how many times its length a request body is held while
// a request is decoded and handled.
const bodyFactor = 4

// bodyChunk is how much of a body is read (and counted) at a time.
const bodyChunk = 32 << 10

// errOverBudget is a request refused by a budget; client says whose.
type errOverBudget struct {
	client bool
	need   int64
	limit  int64
}

func (e *errOverBudget) Error() string {
	if e.client {
		return fmt.Sprintf("too many bytes in flight for this client (%d more would pass its %d-byte share); retry when its other requests are answered", e.need, e.limit)
	}
	return fmt.Sprintf("busy: too many bytes in flight (%d more would pass the server's %d-byte budget); retry", e.need, e.limit)
}

// status is the HTTP status of the refusal: 429 for one client's share,
// 503 for the process's.
func (e *errOverBudget) status() int {
	if e.client {
		return http.StatusTooManyRequests
	}
	return http.StatusServiceUnavailable
}

// budget counts the bytes requests hold, for the process and per client.
type budget struct {
	limit, clientLimit int64
	// wait is how long acquireWait waits for bytes to be released (0:
	// it refuses at once, as acquire does).
	wait time.Duration

	mu      sync.Mutex
	used    int64
	peak    int64 // the most ever held at once (tests read it)
	clients map[string]int64
	freed   chan struct{} // closed (and replaced) by every release
	waiting int           // acquireWait calls waiting now (tests read it)
	waited  int           // acquireWait calls that ever waited (tests read it)
}

func newBudget(limit, clientLimit int64) *budget {
	return &budget{limit: limit, clientLimit: clientLimit, clients: map[string]int64{}, freed: make(chan struct{})}
}

// acquire counts n more bytes for client, or refuses them when either
// budget would be passed. A request never held more than it acquired.
func (b *budget) acquire(client string, n int64) error {
	if n <= 0 {
		return nil
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.acquireLocked(client, n)
}

// acquireWait is acquire that, when bytes other requests hold stand in
// the way, waits for them to be released: up to b.wait, and while ctx
// lasts. What could never fit (more than a budget) is refused at once.
// Waiting for its turn is what a burst of reads from one client does;
// a refusal after the wait still says to retry.
func (b *budget) acquireWait(ctx context.Context, client string, n int64) error {
	if n <= 0 {
		return nil
	}
	var timeout <-chan time.Time
	for {
		b.mu.Lock()
		err := b.acquireLocked(client, n)
		if err == nil || b.wait <= 0 || n > b.limit || n > b.clientLimit {
			b.mu.Unlock()
			return err
		}
		if timeout == nil {
			t := time.NewTimer(b.wait)
			defer t.Stop()
			timeout = t.C
			b.waited++
		}
		freed := b.freed
		b.waiting++
		b.mu.Unlock()
		var done bool
		select {
		case <-freed:
		case <-ctx.Done():
			done = true
		case <-timeout:
			done = true
		}
		b.mu.Lock()
		b.waiting--
		b.mu.Unlock()
		if done {
			return err
		}
	}
}

func (b *budget) acquireLocked(client string, n int64) error {
	if b.used+n > b.limit {
		return &errOverBudget{need: n, limit: b.limit}
	}
	c := b.clients[client]
	if c+n > b.clientLimit {
		return &errOverBudget{client: true, need: n, limit: b.clientLimit}
	}
	b.clients[client] = c + n
	b.used += n
	b.peak = max(b.peak, b.used)
	return nil
}

// release gives back n bytes of client's.
func (b *budget) release(client string, n int64) {
	if n <= 0 {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	b.used -= n
	if c := b.clients[client] - n; c > 0 {
		b.clients[client] = c
	} else {
		delete(b.clients, client)
	}
	close(b.freed) // wake every waiter: each tries again
	b.freed = make(chan struct{})
}

// held is what is counted now, in all and for client.
func (b *budget) held(client string) (all, one int64) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.used, b.clients[client]
}

// grant is what one request acquired; release gives it all back.
type grant struct {
	b      *budget
	client string
	ctx    context.Context // the request's: a wait ends with it (nil: never waits)
	n      int64
}

func (g *grant) acquire(n int64) error {
	if err := g.b.acquire(g.client, n); err != nil {
		return err
	}
	g.n += n
	return nil
}

// acquireWait is acquire waiting its turn (budget.acquireWait): for the
// bytes of a file read, not for a request body, which a client could
// hold back at will.
func (g *grant) acquireWait(n int64) error {
	if g.ctx == nil {
		return g.acquire(n)
	}
	if err := g.b.acquireWait(g.ctx, g.client, n); err != nil {
		return err
	}
	g.n += n
	return nil
}

func (g *grant) release() {
	g.b.release(g.client, g.n)
	g.n = 0
}

// clientOf is the client a request is counted against: its remote IP
// address (every connection of one host is one client).
func clientOf(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// refuse answers a request a budget refused.
func refuse(w http.ResponseWriter, err error) {
	var ob *errOverBudget
	status := http.StatusServiceUnavailable
	if errors.As(err, &ob) {
		status = ob.status()
	}
	w.Header().Set("Retry-After", "1")
	// What is left of the body is not read: the answer goes at once (the
	// server would otherwise read up to 256 KiB of the body first, waiting
	// on a client that holds it back), and the connection is closed.
	http.NewResponseController(w).EnableFullDuplex()
	w.Header().Set("Connection", "close")
	http.Error(w, err.Error(), status)
}
