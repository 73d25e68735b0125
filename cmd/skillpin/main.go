// Command skillpin is a package manager for Agent Skills: it pins skills from
// git remotes into a lockfile of per-file digests, keeps their bytes in a
// content-addressed store, and exposes only verified, approved skills in a
// trusted root that agent harnesses read.
package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"

	"github.com/skillpin/skillpin/internal/faults"
	"golang.org/x/term"
)

func main() {
	collectLate(os.Getenv)
	streams := &IOStreams{
		In:     os.Stdin,
		Out:    os.Stdout,
		ErrOut: os.Stderr,
		InTTY:  term.IsTerminal(int(os.Stdin.Fd())),
		OutTTY: term.IsTerminal(int(os.Stdout.Fd())),
		ErrTTY: term.IsTerminal(int(os.Stderr.Fd())),
	}
	// Ctrl-C or SIGTERM cancels the context every operation runs with: the
	// run stops, removes what it was writing and exits 130. A second
	// signal, once the first one is being handled, ends the process at once.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	go func() {
		<-ctx.Done()
		stop()
		faults.Interrupted() // for the interrupt fault point of test builds
	}()
	stopProfiles := startProfiles(os.Getenv)
	code := Run(ctx, os.Args[1:], streams, os.Getenv)
	stopProfiles()
	os.Exit(code)
}
