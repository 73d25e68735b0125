package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/verify/state"
)

// testStreams are streams for a run in the test process: stdin reads
// stdin, stdout and stderr are captured. It is the one way tests build
// IOStreams.
func testStreams(stdin string, tty bool) (*IOStreams, *bytes.Buffer, *bytes.Buffer) {
	var out, errOut bytes.Buffer
	return &IOStreams{In: strings.NewReader(stdin), Out: &out, ErrOut: &errOut, InTTY: tty, OutTTY: tty, ErrTTY: tty}, &out, &errOut
}

// inProcess runs skillpin in the test process: with the environment env
// (nothing else of the real environment is seen), stdin, and terminals or
// pipes.
type inProcess struct {
	env   map[string]string
	stdin string
	tty   bool
}

// run executes skillpin with args and returns stdout, stderr and the exit
// code. It is the one run-and-capture helper for in-process runs (e2e
// runs of the built binary use (*e2e).run).
func (o inProcess) run(t testing.TB, args ...string) (string, string, int) {
	t.Helper()
	return o.runContext(context.Background(), t, args...)
}

// runContext is run under ctx: cancelling it interrupts the run.
func (o inProcess) runContext(ctx context.Context, t testing.TB, args ...string) (string, string, int) {
	t.Helper()
	streams, out, errOut := testStreams(o.stdin, o.tty)
	code := Run(ctx, args, streams, func(k string) string {
		if v, ok := o.env[k]; ok || k != state.MachinePolicyEnv {
			return v
		}
		// Never the machine's real /etc/skillpin/policy.toml.
		return "/nonexistent/skillpin-test/machine-policy.toml"
	})
	return out.String(), errOut.String(), code
}

// runSkillpin runs skillpin in the test process with an empty environment,
// no stdin and no terminal.
func runSkillpin(t testing.TB, args ...string) (string, string, int) {
	t.Helper()
	return inProcess{}.run(t, args...)
}
