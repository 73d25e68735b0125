package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/cmdutil"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/verify/signature/sigstore"
)

// testFactory is a Factory on test streams with the environment env, for
// calling run functions directly.
func testFactory(env map[string]string, tty bool) (*Factory, *bytes.Buffer, *bytes.Buffer) {
	streams, out, errOut := testStreams("", tty)
	return &Factory{IO: streams, Getenv: func(k string) string { return env[k] }, Sigstore: sigstore.Backend{}}, out, errOut
}

// TestRunInterrupted: a run whose context is cancelled (SIGINT in main)
// exits 130 and says so, whatever error the operation unwound with.
func TestRunInterrupted(t *testing.T) {
	t.Parallel()
	up := sharedUpstream(t)
	dir := testfs.TempDir(t)
	env := map[string]string{"SKILLPIN_CACHE": testfs.TempDir(t), "HOME": testfs.TempDir(t)}
	if _, errOut, code := (inProcess{env: env}).run(t, "-C", dir, "init"); code != 0 {
		t.Fatal(errOut)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, verbose := range []bool{false, true} {
		streams, out, errOut := testStreams("", false)
		args := []string{"-C", dir, "add", up.FileURL() + "@v1", "--skill", "pdf"}
		if verbose {
			args = append(args, "-v")
		}
		code := Run(ctx, args, streams, func(k string) string { return env[k] })
		want := "skillpin: interrupted\n"
		if verbose {
			want = "skillpin: interrupted: "
		}
		if code != ExitInterrupted || !strings.HasPrefix(errOut.String(), want) || out.Len() != 0 {
			t.Errorf("-v=%v: exit %d, want %d\nstdout:\n%s\nstderr:\n%s", verbose, code, ExitInterrupted, out, errOut)
		}
	}
	if err := (&interruptedError{err: errors.New("x")}); ExitCode(err) != ExitInterrupted {
		t.Errorf("ExitCode(interrupted) = %d", ExitCode(err))
	}
}

// TestRunFunctions calls run functions with options, as commands do
// after parsing flags.
func TestRunFunctions(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	up := sharedUpstream(t)
	dir := testfs.TempDir(t)
	env := map[string]string{"SKILLPIN_CACHE": filepath.Join(testfs.TempDir(t), "c<&>"), "HOME": testfs.TempDir(t), "SKILLPIN_USER": "t@example.com"}
	run := inProcess{env: env}
	run.run(t, "-C", dir, "init")
	run.run(t, "-C", dir, "-q", "add", up.FileURL()+"@v1", "--skill", "pdf,xlsx", "--name", "up")

	decode := func(t *testing.T, out *bytes.Buffer, v any) {
		t.Helper()
		if err := json.Unmarshal(out.Bytes(), v); err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
	}
	t.Run("root --json", func(t *testing.T) {
		f, out, _ := testFactory(env, false)
		f.Dir = dir
		if err := runRoot(ctx, &rootOptions{f: f, JSON: true}); err != nil {
			t.Fatal(err)
		}
		var got struct{ Root string }
		decode(t, out, &got)
		if got.Root != filepath.Join(dir, ".skillpin", "root") {
			t.Errorf("root %q", got.Root)
		}
	})
	t.Run("cache dir --json", func(t *testing.T) {
		f, out, _ := testFactory(env, false)
		if err := runCacheDir(ctx, &cacheOptions{f: f, JSON: true}); err != nil {
			t.Fatal(err)
		}
		if out.String() != "{\n  \"dir\": \""+env["SKILLPIN_CACHE"]+"\"\n}\n" {
			t.Errorf("cache dir --json:\n%s", out)
		}
	})
	t.Run("version --json", func(t *testing.T) {
		f, out, _ := testFactory(env, false)
		if err := runVersion(ctx, &versionOptions{f: f, JSON: true}); err != nil {
			t.Fatal(err)
		}
		var got struct{ Version, Go string }
		decode(t, out, &got)
		if got.Version != cmdutil.BuildVersion() || !strings.HasPrefix(got.Go, "go") {
			t.Errorf("version --json %+v", got)
		}
	})
	t.Run("list: one line a skill, with targets", func(t *testing.T) {
		f, out, _ := testFactory(env, false)
		f.Dir = dir
		if err := runStatus(ctx, &statusOptions{f: f, Short: true}); err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimSpace(out.String()), "\n")
		if len(lines) != 3 || !strings.HasSuffix(lines[0], "TARGETS") || !strings.HasSuffix(lines[1], " -") {
			t.Errorf("list:\n%s", out)
		}
		f, out, _ = testFactory(env, false)
		f.Dir = dir
		if err := runStatus(ctx, &statusOptions{f: f}); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(out.String(), "pdf: never approved\n  not in root: approval pending") {
			t.Errorf("status explains nothing:\n%s", out)
		}
	})
	t.Run("approve -q", func(t *testing.T) {
		f, out, errOut := testFactory(env, false)
		f.Dir, f.Quiet = dir, true
		err := runApprove(ctx, &approveOptions{f: f, Names: []string{"pdf"}})
		if ExitCode(err) != ExitUsage || !strings.Contains(err.Error(), "without -q") || out.Len() != 0 || errOut.Len() != 0 {
			t.Errorf("no terminal, no --yes, -q: %v\nstdout:\n%s\nstderr:\n%s", err, out, errOut)
		}
		f, out, errOut = testFactory(env, false)
		f.Dir, f.Quiet = dir, true
		if err := runApprove(ctx, &approveOptions{f: f, Names: []string{"pdf"}, Yes: true}); err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(out.String(), "approved pdf at sha256:") || strings.Count(out.String(), "\n") != 1 || errOut.Len() != 0 {
			t.Errorf("-q approve --yes\nstdout:\n%s\nstderr:\n%s", out, errOut)
		}
		f, out, _ = testFactory(env, false)
		f.Dir = dir
		if err := runApprove(ctx, &approveOptions{f: f, All: true, Yes: true, JSON: true}); err != nil {
			t.Fatal(err)
		}
		var got struct{ Skills []struct{ Name string } }
		decode(t, out, &got)
		if len(got.Skills) != 1 || got.Skills[0].Name != "xlsx" {
			t.Errorf("approve --all --json: %+v", got)
		}
		f, out, _ = testFactory(env, false)
		f.Dir = dir
		if err := runApprove(ctx, &approveOptions{f: f, All: true, Yes: true, JSON: true}); err != nil || strings.TrimSpace(out.String()) != "{\n  \"skills\": []\n}" {
			t.Errorf("approve --all --json with nothing to approve: %v\n%s", err, out)
		}
	})
	t.Run("revoke and remove --json", func(t *testing.T) {
		f, out, _ := testFactory(env, false)
		f.Dir, f.Quiet = dir, true
		if err := runRevoke(ctx, &revokeOptions{f: f, Names: []string{"pdf"}, JSON: true}); err != nil {
			t.Fatal(err)
		}
		if out.String() != "{\n  \"revoked\": [\n    \"pdf\"\n  ]\n}\n" {
			t.Errorf("revoke --json:\n%s", out)
		}
		f, out, _ = testFactory(env, false)
		f.Dir, f.Quiet = dir, true
		if err := runRemove(ctx, &removeOptions{f: f, Names: []string{"up"}, JSON: true}); err != nil {
			t.Fatal(err)
		}
		var got struct{ Skills, Sources []string }
		decode(t, out, &got)
		if strings.Join(got.Skills, ",") != "pdf,xlsx" || strings.Join(got.Sources, ",") != "up" {
			t.Errorf("remove --json: %+v", got)
		}
	})
}

// TestTerminalOutput: verbatim content (a skill body) reaches a terminal
// with hidden characters made visible; a pipe gets the bytes.
func TestTerminalOutput(t *testing.T) {
	t.Parallel()
	root := viewTree(t, testfs.TempDir(t), map[string]string{
		"evil/SKILL.md": viewMD("evil", "Evil.", "", "Line\x1b[2J one.\r\nTwo\u202e.\n"),
	})
	for _, tty := range []bool{false, true} {
		out, errOut, code := inProcess{tty: tty}.run(t, "show", "evil", "--root", root)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errOut)
		}
		raw := strings.Contains(out, "Line\x1b[2J one.\r\nTwo\u202e.")
		escaped := strings.Contains(out, "Line<U+001B>[2J one.\nTwo<U+202E>.")
		if tty != escaped || tty == raw {
			t.Errorf("tty=%v: stdout %q", tty, out)
		}
	}
}

// TestApproveInterruptedAtThePrompt: Ctrl-C while approve waits for an
// answer ends the run (130) without approving; it does not wait for a line
// that never comes.
func TestApproveInterruptedAtThePrompt(t *testing.T) {
	t.Parallel()
	up := sharedUpstream(t)
	dir := testfs.TempDir(t)
	env := map[string]string{"SKILLPIN_CACHE": testfs.TempDir(t), "HOME": testfs.TempDir(t)}
	run := inProcess{env: env}
	run.run(t, "-C", dir, "init")
	if _, errOut, code := run.run(t, "-C", dir, "add", up.FileURL()+"@v1", "--skill", "pdf"); code != 0 {
		t.Fatal(errOut)
	}
	stdin, w := io.Pipe() // a terminal nobody types into
	defer w.Close()
	streams, _, errOut := testStreams("", true)
	streams.In = stdin
	// Interrupted once the question is asked (before it, the review's
	// audit stops at the interrupt itself): the question must not wait
	// for the answer.
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	streams.ErrOut = writerFunc(func(p []byte) (int, error) {
		n, err := errOut.Write(p)
		if strings.Contains(errOut.String(), "[y/N]") {
			cancel()
		}
		return n, err
	})
	code := Run(ctx, []string{"-C", dir, "approve", "pdf"}, streams, func(k string) string { return env[k] })
	if code != ExitInterrupted || !strings.Contains(errOut.String(), "Approve 1 skill? [y/N]") || !strings.HasSuffix(errOut.String(), "skillpin: interrupted\n") {
		t.Fatalf("exit %d, want %d\nstderr:\n%s", code, ExitInterrupted, errOut)
	}
	if out, _, _ := run.run(t, "-C", dir, "list"); !strings.Contains(out, "pending") {
		t.Errorf("an interrupted approve approved:\n%s", out)
	}
}

// writerFunc is a function as an io.Writer.
type writerFunc func(p []byte) (int, error)

func (f writerFunc) Write(p []byte) (int, error) { return f(p) }
