// Package budget counts the bytes HTTP requests hold against two limits,
// the process's and each client's, so that one client holding many
// request bodies or many large reads at once cannot drive the server past
// its memory limit or make other clients wait. A request takes a Grant,
// counts what it holds before holding it, and releases it all when its
// response is written. What is counted, and why, is serve's (budget.go
// there).
package budget

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"sync"
	"time"
)

// OverError is a request refused by a budget; Client says whose.
type OverError struct {
	Client bool
	Need   int64
	Limit  int64
}

func (e *OverError) Error() string {
	if e.Client {
		return fmt.Sprintf("too many bytes in flight for this client (%d more would pass its %d-byte share); retry when its other requests are answered", e.Need, e.Limit)
	}
	return fmt.Sprintf("busy: too many bytes in flight (%d more would pass the server's %d-byte budget); retry", e.Need, e.Limit)
}

// Status is the HTTP status of the refusal: 429 for one client's share,
// 503 for the process's.
func (e *OverError) Status() int {
	if e.Client {
		return http.StatusTooManyRequests
	}
	return http.StatusServiceUnavailable
}

// Budget counts the bytes requests hold, for the process and per client.
type Budget struct {
	limit, clientLimit int64
	// wait is how long AcquireWait waits for bytes to be released (0:
	// it refuses at once, as Acquire does).
	wait time.Duration

	mu      sync.Mutex
	used    int64
	peak    int64 // the most ever held at once (tests read it)
	clients map[string]int64
	freed   chan struct{} // closed (and replaced) by every release
	waiting int           // AcquireWait calls waiting now (tests read it)
	waited  int           // AcquireWait calls that ever waited (tests read it)
}

// New is a budget of limit bytes for the process and clientLimit for each
// client, whose AcquireWait waits up to wait for its turn.
func New(limit, clientLimit int64, wait time.Duration) *Budget {
	return &Budget{limit: limit, clientLimit: clientLimit, wait: wait, clients: map[string]int64{}, freed: make(chan struct{})}
}

// Acquire counts n more bytes for client, or refuses them when either
// budget would be passed. A request never held more than it acquired.
func (b *Budget) Acquire(client string, n int64) error {
	if n <= 0 {
		return nil
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.acquireLocked(client, n)
}

// AcquireWait is Acquire that, when bytes other requests hold stand in
// the way, waits for them to be released: up to b's wait, and while ctx
// lasts. What could never fit (more than a budget) is refused at once.
// Waiting for its turn is what a burst of reads from one client does;
// a refusal after the wait still says to retry.
func (b *Budget) AcquireWait(ctx context.Context, client string, n int64) error {
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

func (b *Budget) acquireLocked(client string, n int64) error {
	if b.used+n > b.limit {
		return &OverError{Need: n, Limit: b.limit}
	}
	c := b.clients[client]
	if c+n > b.clientLimit {
		return &OverError{Client: true, Need: n, Limit: b.clientLimit}
	}
	b.clients[client] = c + n
	b.used += n
	b.peak = max(b.peak, b.used)
	return nil
}

// Release gives back n bytes of client's.
func (b *Budget) Release(client string, n int64) {
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

// Held is what is counted now, in all and for client.
func (b *Budget) Held(client string) (all, one int64) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.used, b.clients[client]
}

// Peak is the most ever counted at once.
func (b *Budget) Peak() int64 {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.peak
}

// Waited is how many AcquireWait calls ever waited.
func (b *Budget) Waited() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.waited
}

// Grant is what one request acquired; Release gives it all back.
type Grant struct {
	b      *Budget
	client string
	ctx    context.Context // the request's: a wait ends with it (nil: never waits)
	n      int64
}

// Grant starts the count of one request of client's; ctx is the
// request's (nil: AcquireWait never waits).
func (b *Budget) Grant(ctx context.Context, client string) *Grant {
	return &Grant{b: b, client: client, ctx: ctx}
}

// Acquire counts n more bytes for g's request (Budget.Acquire).
func (g *Grant) Acquire(n int64) error {
	if err := g.b.Acquire(g.client, n); err != nil {
		return err
	}
	g.n += n
	return nil
}

// AcquireWait is Acquire waiting its turn (Budget.AcquireWait): for the
// bytes of a file read, not for a request body, which a client could
// hold back at will.
func (g *Grant) AcquireWait(n int64) error {
	if g.ctx == nil {
		return g.Acquire(n)
	}
	if err := g.b.AcquireWait(g.ctx, g.client, n); err != nil {
		return err
	}
	g.n += n
	return nil
}

// Held is what g counts now.
func (g *Grant) Held() int64 { return g.n }

// Release gives back everything g acquired.
func (g *Grant) Release() {
	g.b.Release(g.client, g.n)
	g.n = 0
}

// ClientOf is the client a request is counted against: its remote IP
// address (every connection of one host is one client).
func ClientOf(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// Refuse answers a request a budget refused.
func Refuse(w http.ResponseWriter, err error) {
	var ob *OverError
	status := http.StatusServiceUnavailable
	if errors.As(err, &ob) {
		status = ob.Status()
	}
	w.Header().Set("Retry-After", "1")
	// What is left of the body is not read: the answer goes at once (the
	// server would otherwise read up to 256 KiB of the body first, waiting
	// on a client that holds it back), and the connection is closed.
	http.NewResponseController(w).EnableFullDuplex()
	w.Header().Set("Connection", "close")
	http.Error(w, err.Error(), status)
}
