package main

import (
	"testing"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/e2etest"
	"github.com/skillpin/skillpin/internal/fetch/gittest"
)

// shared is the package's read-only upstream: e2etest.Upstream's
// repository built once, for the tests that only read theirs (add, list
// or import from it). Each of them building its own cost five git
// processes and their files per test; a test that changes its upstream (a
// commit, a moved tag, a removed repository) still builds its own with
// e2etest.Upstream. TestMain fails the package when a test wrote to it
// (checkShared).
var shared = &e2etest.Fixture{
	Name: "the shared upstream",
	Base: "shared-upstream",
	Build: func(t testing.TB, dir string) {
		e2etest.WriteUpstream(gittest.NewRepoIn(t, dir))
	},
}

// sharedUpstream returns the package's read-only upstream (see shared),
// building it on first use, as a Repo whose failures are t's.
func sharedUpstream(t testing.TB) *gittest.Repo {
	t.Helper()
	return &gittest.Repo{Dir: shared.Dir(t), T: t}
}

// checkShared reports a test that wrote to the shared upstream: every
// test that used it may then have read what another wrote.
func checkShared() error { return shared.Check() }
