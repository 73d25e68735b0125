package action

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/e2etest"
)

// releaseServer serves a fake skillpin release on 127.0.0.1, as the
// release workflow publishes one: the archive for this machine (holding
// the binary the tests built) and checksums.txt. tamper edits the
// checksums file before it is served.
func releaseServer(t *testing.T, version string, tamper func(sums string) string) (url string, requests *atomic.Int64) {
	t.Helper()
	data := builtReleaseArchive(t)
	archive := fmt.Sprintf("skillpin_%s_%s_%s.tar.gz", strings.TrimPrefix(version, "v"), runtime.GOOS, runtime.GOARCH)
	sum := sha256.Sum256(data)
	sums := fmt.Sprintf("%s  skillpin_%s_windows_amd64.zip\n%s  %s\n", strings.Repeat("0", 64), strings.TrimPrefix(version, "v"), hex.EncodeToString(sum[:]), archive)
	if tamper != nil {
		sums = tamper(sums)
	}
	files := map[string][]byte{"/" + version + "/" + archive: data, "/" + version + "/checksums.txt": []byte(sums)}
	requests = &atomic.Int64{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		requests.Add(1)
		data, ok := files[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		w.Write(data)
	}))
	t.Cleanup(srv.Close)
	return srv.URL, requests
}

// released is the archive releaseServer serves, made once: the cases of
// TestActionReleaseDownload serve the same bytes, and compressing the
// 40 MB binary was most of the test process's CPU time.
var released struct {
	sync.Mutex
	archive []byte
}

// builtReleaseArchive is a .tar.gz holding a README and the binary the tests
// built, as a release archive does. It is compressed for speed, not size:
// the action only checks its checksum and unpacks it.
func builtReleaseArchive(t *testing.T) []byte {
	t.Helper()
	released.Lock()
	defer released.Unlock()
	if released.archive != nil {
		return released.archive
	}
	bin, err := os.ReadFile(e2etest.Binary(t))
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestSpeed)
	if err != nil {
		t.Fatal(err)
	}
	tw := tar.NewWriter(zw)
	for _, f := range []struct {
		name string
		mode int64
		data []byte
	}{{"README.md", 0o644, []byte("# skillpin\n")}, {"skillpin", 0o755, bin}} {
		if err := tw.WriteHeader(&tar.Header{Name: f.name, Mode: f.mode, Size: int64(len(f.data)), Typeflag: tar.TypeReg}); err != nil {
			t.Fatal(err)
		}
		if _, err := tw.Write(f.data); err != nil {
			t.Fatal(err)
		}
	}
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	released.archive = buf.Bytes()
	return released.archive
}

// TestActionReleaseDownload: a released version is downloaded from the
// release, checked against its checksums.txt, and run without Go or a
// build; an archive that does not match, or a release that is not there,
// fails the install before anything of it runs.
func TestActionReleaseDownload(t *testing.T) {
	t.Parallel()
	origin := sharedActionProject(t)
	t.Run("downloaded and checked", func(t *testing.T) {
		t.Parallel()
		url, n := releaseServer(t, "v9.8.7", nil)
		r := newActionRunner(t, clone(t, origin, "."), map[string]string{"version": "v9.8.7", "release-url": url})
		log, failed := r.run()
		if failed != "" {
			t.Fatalf("step %q failed:\n%s", failed, log)
		}
		for _, want := range []string{"skillpin v9.8.7: downloaded skillpin_9.8.7_" + runtime.GOOS + "_" + runtime.GOARCH + ".tar.gz, sha256 ", "verify: 1 skill(s)"} {
			if !strings.Contains(log, want) {
				t.Errorf("the action's log lacks %q:\n%s", want, log)
			}
		}
		if r.setupGo || r.buildCache != nil || n.Load() != 2 {
			t.Errorf("setup-go %v, build cache %v, %d requests; want no Go, no build cache, 2 downloads", r.setupGo, r.buildCache, n.Load())
		}
	})
	for _, tc := range []struct {
		name   string
		tamper func(string) string
		url    func(string) string
		want   string
	}{
		{"checksum mismatch", func(s string) string {
			lines := strings.Split(s, "\n")
			lines[1] = strings.Repeat("f", 64) + lines[1][64:]
			return strings.Join(lines, "\n")
		}, nil, "does not match its checksum"},
		{"not in checksums.txt", func(s string) string { return strings.SplitAfter(s, "\n")[0] }, nil, "checksums.txt of skillpin v9.8.7 lists no skillpin_9.8.7_"},
		{"no such release", nil, func(u string) string { return u + "/missing" }, "cannot download skillpin_9.8.7_"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			url, _ := releaseServer(t, "v9.8.7", tc.tamper)
			if tc.url != nil {
				url = tc.url(url)
			}
			ws := clone(t, origin, ".")
			r := newActionRunner(t, ws, map[string]string{"version": "v9.8.7", "release-url": url})
			log, failed := r.run()
			if failed != "Install skillpin" || !strings.Contains(log, tc.want) {
				t.Fatalf("failed at %q, want the install to fail with %q:\n%s", failed, tc.want, log)
			}
			if _, err := os.Stat(filepath.Join(r.temp, "skillpin-action", "bin", "skillpin")); err == nil {
				t.Errorf("a binary that failed its check was installed")
			}
		})
	}
}

// TestActionCachesBuild: built from the action's source (the default),
// the binary is cached under a key made from that source; a run that
// finds the cached build for its key does not build again, and
// cache-build: false turns the cache off.
func TestActionCachesBuild(t *testing.T) {
	if testing.Short() {
		t.Skip("builds skillpin through the action")
	}
	t.Parallel()
	origin := sharedActionProject(t)
	r := newActionRunner(t, clone(t, origin, "."), nil)
	r.buildRestored = false // a runner that has not built this source: go install
	log, failed := r.run()
	if failed != "" {
		t.Fatalf("step %q failed:\n%s", failed, log)
	}
	bin := filepath.Join(r.temp, "skillpin-action", "bin")
	key := r.buildCache["key"]
	if r.buildCache["path"] != bin || !strings.HasPrefix(key, "skillpin-build-Linux-") || !strings.HasSuffix(key, "-"+sourceKey(t, e2etest.ModuleRoot())) {
		t.Fatalf("build cache %v, want the bin directory %s under the key of the source (%s)", r.buildCache, bin, sourceKey(t, e2etest.ModuleRoot()))
	}
	if got := strings.TrimSpace(r.read(filepath.Join(bin, "build-key"))); got != key {
		t.Errorf("the build records key %q, want %q", got, key)
	}
	if strings.Contains(log, "the cached build") {
		t.Errorf("the first run claims a cached build:\n%s", log)
	}
	// The same runner again: the cache restored the build for this key.
	log, failed = r.run()
	if failed != "" || !strings.Contains(log, "skillpin: the cached build of this source ("+key+")") {
		t.Errorf("a second run with the build cached (failed step %q) did not use it:\n%s", failed, log)
	}
	// A build recorded for another source is built again.
	if err := os.WriteFile(filepath.Join(bin, "build-key"), []byte("skillpin-build-Linux-x86_64-other\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	log, failed = r.run()
	if failed != "" || strings.Contains(log, "the cached build") {
		t.Errorf("a build of another source was taken as this one's, or the rebuild failed (step %q):\n%s", failed, log)
	}

	off := newActionRunner(t, clone(t, origin, "."), map[string]string{"cache-build": "false"})
	if log, failed := off.run(); failed != "" || off.buildCache != nil || strings.Contains(log, "the cached build") {
		t.Errorf("cache-build false: failed %q, build cache %v\n%s", failed, off.buildCache, log)
	}
}

// sourceKey is the hash the action keys its build with: sha256 over the
// lines "<sha256 hex of the file>" and "<path>" of every file that goes
// into the build (go.mod, go.sum, cmd and internal without tests and
// testdata), in byte order of the paths. A change to how the action
// computes it changes every cache key, and a key that misses a file
// reuses a stale build.
func sourceKey(t *testing.T, root string) string {
	t.Helper()
	var paths []string
	for _, top := range []string{"go.mod", "go.sum", "cmd", "internal"} {
		err := filepath.WalkDir(filepath.Join(root, top), func(p string, d fs.DirEntry, err error) error {
			if err != nil || !d.Type().IsRegular() {
				return err
			}
			rel, err := filepath.Rel(root, p)
			if err != nil {
				return err
			}
			rel = filepath.ToSlash(rel)
			if strings.HasSuffix(rel, "_test.go") || strings.Contains(rel, "/testdata/") {
				return nil
			}
			paths = append(paths, rel)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	sort.Strings(paths)
	h := sha256.New()
	for _, p := range paths {
		data, err := os.ReadFile(filepath.Join(root, p))
		if err != nil {
			t.Fatal(err)
		}
		sum := sha256.Sum256(data)
		fmt.Fprintf(h, "%x\n%s\n", sum, p)
	}
	return hex.EncodeToString(h.Sum(nil))
}
