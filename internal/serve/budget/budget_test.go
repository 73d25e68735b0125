package budget

import (
	"context"
	"net/http"
	"runtime"
	"testing"
	"time"
)

// TestBudgetAcquire: the process's and each client's bytes are bounded;
// one client past its share does not stop another; released bytes count
// again.
func TestBudgetAcquire(t *testing.T) {
	b := New(100, 60, 0)
	if err := b.Acquire("a", 60); err != nil {
		t.Fatal(err)
	}
	err := b.Acquire("a", 1)
	if ob, ok := err.(*OverError); !ok || ob.Status() != http.StatusTooManyRequests {
		t.Fatalf("client a over its share: %v, want 429", err)
	}
	if err := b.Acquire("b", 40); err != nil {
		t.Fatalf("client b within the budget: %v", err)
	}
	err = b.Acquire("c", 1)
	if ob, ok := err.(*OverError); !ok || ob.Status() != http.StatusServiceUnavailable {
		t.Fatalf("process over its budget: %v, want 503", err)
	}
	b.Release("a", 60)
	if err := b.Acquire("c", 60); err != nil {
		t.Fatalf("after a's release: %v", err)
	}
	if all, a := b.Held("a"); all != 100 || a != 0 {
		t.Errorf("held %d (a %d), want 100 (0)", all, a)
	}
	if b.peak != 100 {
		t.Errorf("peak %d, want 100", b.peak)
	}
	if n := len(b.clients); n != 2 {
		t.Errorf("%d clients remembered, want 2 (a's entry goes when it holds nothing)", n)
	}
}

// TestBudgetWaitsForRelease: AcquireWait waits while others hold the
// bytes it needs and takes them when released; what could never fit, or
// a context that ends, is refused without taking anything.
func TestBudgetWaitsForRelease(t *testing.T) {
	b := New(100, 60, time.Hour)
	if err := b.Acquire("a", 50); err != nil {
		t.Fatal(err)
	}
	got := make(chan error, 1)
	go func() { got <- b.AcquireWait(context.Background(), "a", 20) }()
	for {
		b.mu.Lock()
		w := b.waiting
		b.mu.Unlock()
		if w == 1 {
			break
		}
		runtime.Gosched()
	}
	b.Release("a", 50)
	if err := <-got; err != nil {
		t.Fatalf("after the release: %v", err)
	}
	if _, a := b.Held("a"); a != 20 {
		t.Errorf("a holds %d, want 20", a)
	}
	if err := b.AcquireWait(context.Background(), "a", 61); err == nil || b.Waited() != 1 {
		t.Errorf("more than the share: %v after %d waits, want a refusal without waiting", err, b.Waited())
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := b.Acquire("a", 40); err != nil {
		t.Fatal(err)
	}
	err := b.AcquireWait(ctx, "a", 1)
	if ob, ok := err.(*OverError); !ok || ob.Status() != http.StatusTooManyRequests {
		t.Errorf("a wait whose request ended: %v, want 429", err)
	}
	if _, a := b.Held("a"); a != 60 {
		t.Errorf("a holds %d, want 60", a)
	}
}
