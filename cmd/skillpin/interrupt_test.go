package main

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"net/http"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"testing"

	"github.com/skillpin/skillpin/internal/fetch/gittest"
	"github.com/skillpin/skillpin/internal/testfs"
)

// TestE2EInterrupt sends SIGINT (and SIGTERM) to the built binary while it
// waits on a remote that stops answering in the middle of a fetch. The run
// must end promptly with exit 130, say it was interrupted, and leave the
// project and the cache as they were: no temporary file, no half store
// entry, no lockfile.
func TestE2EInterrupt(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no SIGINT to send on Windows")
	}
	for _, tc := range []struct {
		name       string
		sig        syscall.Signal
		freshCache bool // install into an empty cache, as on another machine
		cmd        []string
	}{
		{"add/SIGINT", syscall.SIGINT, false, []string{"add", "URL@v1", "--skill", "pdf", "--name", "up"}},
		{"add/SIGTERM", syscall.SIGTERM, false, []string{"add", "URL@v1", "--skill", "pdf", "--name", "up"}},
		{"install-fresh-cache/SIGINT", syscall.SIGINT, true, []string{"install"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			stalling := false
			var mu sync.Mutex
			stalled := make(chan struct{})
			bare := faultUpstream(t).BareClone()
			url := gittest.ServeHTTP(t, bare, gittest.ServeOptions{
				// A fetch (an upload-pack POST) hangs until the client
				// gives up; ref listings are answered while not stalling.
				OnRequest: func(r *http.Request) {
					mu.Lock()
					stall := stalling && r.Method == http.MethodPost
					if stall {
						stalling = false
						close(stalled)
					}
					mu.Unlock()
					if stall {
						// Read the request first: only then does the
						// server notice the client going away.
						io.Copy(io.Discard, r.Body)
						<-r.Context().Done()
					}
				},
			})
			args := make([]string, len(tc.cmd))
			for i, a := range tc.cmd {
				args[i] = strings.Replace(a, "URL", url, 1)
			}

			e := newE2E(t)
			tmp := confine(e)
			e.must("init")
			if tc.freshCache {
				e.must("add", url+"@v1", "--skill", "pdf", "--name", "up", "--approve")
				e.cache = testfs.TempDir(t)
				e.env = append(e.env, "SKILLPIN_CACHE="+e.cache)
			}
			before, old := e.world(), e.state()
			mu.Lock()
			stalling = true
			mu.Unlock()

			ctx, cancel := guarded(e.bin)
			defer cancel()
			cmd := binaryCommand(ctx, e.bin, append([]string{"-C", e.dir}, args...)...)
			cmd.Env = e.env
			var out, errOut bytes.Buffer
			cmd.Stdout, cmd.Stderr = &out, &errOut
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			select {
			case <-stalled:
			case <-ctx.Done():
				t.Fatalf("skillpin %v never fetched\nstderr:\n%s", args, errOut.String())
			}
			if err := cmd.Process.Signal(tc.sig); err != nil {
				t.Fatal(err)
			}
			err := cmd.Wait()
			if ctx.Err() != nil {
				t.Fatalf("skillpin %v did not stop after %v (hang)", args, tc.sig)
			}
			var ee *exec.ExitError
			if !errors.As(err, &ee) || ee.ExitCode() != ExitInterrupted {
				t.Fatalf("skillpin %v after %v: %v, want exit %d\nstdout:\n%s\nstderr:\n%s", args, tc.sig, err, ExitInterrupted, out.String(), errOut.String())
			}
			if got := errOut.String(); !strings.HasSuffix(got, "skillpin: interrupted\n") {
				t.Errorf("stderr does not end by saying the run was interrupted:\n%s", got)
			}

			e.confined(before, tmp, true)
			sameState(t, "after the interrupt", old, e.state())
			for _, dir := range []string{e.dir, e.cache} {
				if left := temporaries(t, dir); len(left) > 0 {
					t.Errorf("temporary files left in %s: %v", dir, left)
				}
			}
			// The next run completes.
			check(t, e.runGuarded(nil, args...), 0)
		})
	}
}

// temporaries lists what skillpin's atomic writes and go-git's pack
// writes name as temporary, anywhere under dir.
func temporaries(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if strings.Contains(name, ".tmp-") || strings.HasPrefix(name, ".tmp-") || strings.HasPrefix(name, "tmp_") {
			rel, _ := filepath.Rel(dir, p)
			out = append(out, rel)
		}
		return nil
	})
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		t.Fatal(err)
	}
	return out
}
