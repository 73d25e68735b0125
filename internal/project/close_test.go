package project

import (
	"context"
	"testing"
	"time"

	"github.com/skillpin/skillpin/internal/fetch/gittest"
)

// A resolve parks its upload-pack session for the fetch that follows
// (package fetch); outdated lists refs and fetches nothing, so its
// session stays parked. Close ends it at once instead of when the fetch
// client's timer (10 s) would: every git-upload-pack started has exited
// within half that. (Planted: Close doing nothing, the sessions outlived
// the wait.)
func TestCloseEndsParkedSessions(t *testing.T) {
	fx := newFixture(t)
	fx.twoSkills()
	fx.add(AddRequest{Spec: fx.up.FileURL() + "@v1", Skills: []string{"pdf"}, Name: "up"})

	count := gittest.UploadPacks(t)

	p := fx.open(false)
	if _, err := p.Outdated(context.Background(), false); err != nil {
		t.Fatal(err)
	}
	if starts, ends := count(); starts == 0 || ends == starts {
		t.Fatalf("after outdated: %d sessions started, %d ended; want one left parked", starts, ends)
	}
	if err := p.Close(); err != nil {
		t.Fatal(err)
	}
	// A closed session's upload-pack reads end of input and exits at
	// once; a parked one would wait for the timer.
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if starts, ends := count(); ends == starts {
			return
		}
	}
	starts, ends := count()
	t.Errorf("after Close: %d sessions started, %d ended; a parked session outlived Close", starts, ends)
}
