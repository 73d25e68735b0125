// Command skillpin is a package manager for Agent Skills: it pins skills from
// git remotes into a lockfile of per-file digests, keeps their bytes in a
// content-addressed store, and exposes only verified, approved skills in a
// trusted root that agent harnesses read.
package main

import (
	"os"

	"golang.org/x/term"
)

func main() {
	streams := &IOStreams{
		In:     os.Stdin,
		Out:    os.Stdout,
		ErrOut: os.Stderr,
		InTTY:  term.IsTerminal(int(os.Stdin.Fd())),
		OutTTY: term.IsTerminal(int(os.Stdout.Fd())),
		ErrTTY: term.IsTerminal(int(os.Stderr.Fd())),
	}
	stop := startProfiles(os.Getenv)
	code := Run(os.Args[1:], streams, os.Getenv)
	stop()
	os.Exit(code)
}
