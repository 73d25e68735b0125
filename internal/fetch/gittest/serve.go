package gittest

import (
	"crypto/subtle"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/cgi"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// ServeOptions configure ServeHTTP.
type ServeOptions struct {
	// User and Password, when User is set, require HTTP basic auth.
	User, Password string
	// AllowFilter lets clients use partial-clone filters (blob:none).
	AllowFilter bool
	// StrictWants makes the server refuse wants that are not advertised
	// ref tips, like servers without uploadpack.allowReachableSHA1InWant;
	// by default any reachable commit can be fetched by id.
	StrictWants bool
	// Delay holds every request this long before serving it, for
	// slow-remote tests. A cancelled request stops waiting.
	Delay time.Duration
	// OnRequest, when set, is called with every request before it is
	// served (for counting round trips, or proving there were none).
	OnRequest func(*http.Request)
	// BytesServed, when set, counts the response body bytes sent (for
	// proving a fetch was incremental).
	BytesServed *atomic.Int64
	// Refuse, when set, is asked for every request; when it returns a
	// message the server answers as git servers refuse a client: a
	// pkt-line "ERR <message>", in place of the ref advertisement or of
	// the upload-pack response. A hostile server puts whatever it likes
	// in that message (line breaks, terminal escapes, CI commands).
	Refuse func(*http.Request) string
	// AllowPush lets clients push (git receive-pack), as a forge does
	// for a token with write access; pair it with User and Password.
	AllowPush bool
	// RedirectTo, when set, answers every request with a 301 to the same
	// request under RedirectTo (another repository's URL), as forges do
	// for a renamed repository.
	RedirectTo string
}

// ServeHTTP serves the repository in repoDir (a work tree or a bare
// repository) with git http-backend behind net/http/cgi on 127.0.0.1 and
// returns the repository's URL, e.g. http://127.0.0.1:41234/myrepo. The
// server stops when the test ends.
func ServeHTTP(t testing.TB, repoDir string, opts ServeOptions) string {
	t.Helper()
	gitBin, err := exec.LookPath("git")
	if err != nil {
		t.Fatalf("gittest: git not found: %v", err)
	}
	repoDir, err = filepath.Abs(repoDir)
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir() // git wants a HOME; keep the user's out of it

	// Server-side configuration rides in the environment, so the
	// repository's own config file is never touched.
	// Order matters: allowAnySHA1InWant=false also clears the other two.
	cfg := [][2]string{
		{"uploadpack.allowAnySHA1InWant", "false"},
		{"uploadpack.allowReachableSHA1InWant", strconv.FormatBool(!opts.StrictWants)},
		{"uploadpack.allowTipSHA1InWant", strconv.FormatBool(!opts.StrictWants)},
		{"uploadpack.allowFilter", strconv.FormatBool(opts.AllowFilter)},
		{"http.uploadpack", "true"},
		{"http.receivepack", strconv.FormatBool(opts.AllowPush)},
		{"safe.directory", "*"},
	}
	env := []string{
		"GIT_PROJECT_ROOT=" + filepath.Dir(repoDir),
		"GIT_HTTP_EXPORT_ALL=1",
		"GIT_CONFIG_NOSYSTEM=1",
		"GIT_CONFIG_GLOBAL=" + os.DevNull,
		"HOME=" + home,
		"LC_ALL=C",
		"GIT_CONFIG_COUNT=" + strconv.Itoa(len(cfg)),
	}
	for i, kv := range cfg {
		n := strconv.Itoa(i)
		env = append(env, "GIT_CONFIG_KEY_"+n+"="+kv[0], "GIT_CONFIG_VALUE_"+n+"="+kv[1])
	}
	backend := &cgi.Handler{
		Path: gitBin,
		Args: []string{"http-backend"},
		Dir:  filepath.Dir(repoDir),
		Env:  env,
		// upload-pack explains refusals ("not our ref") on stderr;
		// clients see the refusal itself, tests need no noise.
		Stderr: io.Discard,
	}

	var h http.Handler = backend
	if opts.User != "" {
		h = basicAuth(opts.User, opts.Password, h)
	}
	if opts.Delay > 0 {
		h = delay(opts.Delay, h)
	}
	if opts.BytesServed != nil {
		next := h
		h = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			next.ServeHTTP(&countingWriter{ResponseWriter: w, n: opts.BytesServed}, r)
		})
	}
	if opts.Refuse != nil {
		next := h
		h = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			msg := opts.Refuse(r)
			if msg == "" {
				next.ServeHTTP(w, r)
				return
			}
			if r.Method == http.MethodGet {
				w.Header().Set("Content-Type", "application/x-git-upload-pack-advertisement")
				io.WriteString(w, PktLine("# service=git-upload-pack\n")+"0000")
			} else {
				w.Header().Set("Content-Type", "application/x-git-upload-pack-result")
			}
			io.WriteString(w, PktLine("ERR "+msg))
		})
	}
	if opts.RedirectTo != "" {
		base := "/" + filepath.Base(repoDir)
		h = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			to := opts.RedirectTo + strings.TrimPrefix(r.URL.Path, base)
			if r.URL.RawQuery != "" {
				to += "?" + r.URL.RawQuery
			}
			http.Redirect(w, r, to, http.StatusMovedPermanently)
		})
	}
	if opts.OnRequest != nil {
		next := h
		h = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			opts.OnRequest(r)
			next.ServeHTTP(w, r)
		})
	}
	srv := httptest.NewServer(h) // listens on 127.0.0.1
	t.Cleanup(srv.Close)
	return srv.URL + "/" + filepath.Base(repoDir)
}

// PktLine encodes payload as one git pkt-line: four hex digits of length,
// then the payload.
func PktLine(payload string) string { return fmt.Sprintf("%04x%s", len(payload)+4, payload) }

type countingWriter struct {
	http.ResponseWriter
	n *atomic.Int64
}

func (w *countingWriter) Write(p []byte) (int, error) {
	n, err := w.ResponseWriter.Write(p)
	w.n.Add(int64(n))
	return n, err
}

func basicAuth(user, password string, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		u, p, ok := r.BasicAuth()
		if !ok || subtle.ConstantTimeCompare([]byte(u), []byte(user)) != 1 ||
			subtle.ConstantTimeCompare([]byte(p), []byte(password)) != 1 {
			w.Header().Set("WWW-Authenticate", `Basic realm="gittest"`)
			http.Error(w, "authentication required", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r)
	})
}

func delay(d time.Duration, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		t := time.NewTimer(d)
		defer t.Stop()
		select {
		case <-t.C:
		case <-r.Context().Done():
			return
		}
		next.ServeHTTP(w, r)
	})
}

// ClosedPortURL returns an http URL on 127.0.0.1 where nothing listens: a
// port is bound and released, so connecting is refused.
func ClosedPortURL(t testing.TB) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	return "http://" + addr + "/x.git"
}
