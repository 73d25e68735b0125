package project

import (
	"context"
	"testing"

	"github.com/skillpin/skillpin/internal/fetch/gittest"
)

// A resolve parks its upload-pack session for the fetch that follows
// (package fetch); outdated lists refs and fetches nothing, so its
// session stays parked. Close ends it at once instead of when the fetch
// client's timer (10 s) would. (Planted: Close doing nothing, a session
// was still open after it.)
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
	// Closing a session waits for its git-upload-pack (go-git's file
	// transport), and the wrapper logs the end before it exits: no wait
	// is needed to see every session ended.
	if starts, ends := count(); ends != starts {
		t.Errorf("after Close: %d sessions started, %d ended; a parked session outlived Close", starts, ends)
	}
}
