package oci

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/skillpin/skillpin/internal/fetch/oci/ocitest"
	"github.com/skillpin/skillpin/internal/testfs"
)

// TestRepeatedLayerReadOnce: a manifest that lists one blob under 48
// layer paths makes Open fetch and index it once, and every path of the
// file system it returns reads that one blob. Counted: layer reads, blob
// requests, and the blobs the file system reads.
func TestRepeatedLayerReadOnce(t *testing.T) {
	ctx := context.Background()
	reg := ocitest.New(t)
	url := Scheme + reg.Host + "/team/skills"
	c := New(anon())
	big := strings.Repeat("0123456789abcdef", 1<<12) // 64 KiB
	pushed, err := c.Push(ctx, url, "v1", []PushSkill{skill("bulk", "skills/bulk", big)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	req, _ := http.NewRequest(http.MethodGet, "http://"+reg.Host+"/v2/team/skills/manifests/"+pushed.Digest, nil)
	req.Header.Set("Accept", ManifestMediaType)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	raw, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("read the pushed manifest: %d %v", resp.StatusCode, err)
	}
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatal(err)
	}
	layer := m["layers"].([]any)[0].(map[string]any)
	const copies = 48
	var layers []any
	for i := range copies {
		l := map[string]any{}
		for k, v := range layer {
			l[k] = v
		}
		l["annotations"] = map[string]any{AnnotationName: "bulk", AnnotationPath: fmt.Sprintf("skills/bulk%d", i)}
		layers = append(layers, l)
	}
	m["layers"] = layers
	crafted, _ := json.Marshal(m)
	digest := digestOf(crafted)
	reg.SetHook(serve("/manifests/"+digest, ManifestMediaType, crafted))

	reads := 0
	c.onLayerRead = func(string) { reads++ }
	blobsBefore := reg.Count("GET /v2/team/skills/blobs/")
	fsys, skills, err := c.Open(ctx, url, digest, nil, 1<<20, 100)
	if err != nil {
		t.Fatal(err)
	}
	if len(skills) != copies {
		t.Fatalf("%d skills, want %d", len(skills), copies)
	}
	if reads != 1 || reg.Count("GET /v2/team/skills/blobs/")-blobsBefore != 1 {
		t.Errorf("the blob was read %d times (%d requests), want once", reads, reg.Count("GET /v2/team/skills/blobs/")-blobsBefore)
	}
	blobs := map[*blob]bool{}
	for _, f := range fsys.(*layerFS).files {
		blobs[f.blob] = true
	}
	if len(blobs) != 1 {
		t.Errorf("the file system reads %d blobs for one layer listed %d times, want 1", len(blobs), copies)
	}
	for _, i := range []int{0, copies - 1} {
		if data, err := fsys.(*layerFS).ReadFile(fmt.Sprintf("skills/bulk%d/SKILL.md", i)); err != nil || !strings.Contains(string(data), big[:100]) {
			t.Errorf("skills/bulk%d: %v", i, err)
		}
	}
}

// pushedPDF is a registry holding one artifact with the skill pdf, at v1.
func pushedPDF(t *testing.T) (*ocitest.Registry, string, Pushed) {
	t.Helper()
	reg := ocitest.New(t)
	url := Scheme + reg.Host + "/team/skills"
	pushed, err := New(anon()).Push(context.Background(), url, "v1", []PushSkill{skill("pdf", "skills/pdf", "reads PDFs")}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return reg, url, pushed
}

// TestCachedBlobReverified: a blob in the cache is hashed again when it
// is read; a corrupted one is fetched again online, and refused offline,
// never served.
func TestCachedBlobReverified(t *testing.T) {
	ctx := context.Background()
	reg, url, pushed := pushedPDF(t)
	cache := testfs.TempDir(t)
	online := New(Options{Keychain: anon().Keychain, CacheDir: cache})
	if _, _, err := online.Open(ctx, url, pushed.Digest, nil, 1<<20, 100); err != nil {
		t.Fatal(err)
	}
	var layer string
	online.onLayerRead = func(d string) { layer = d }
	if _, _, err := online.Open(ctx, url, pushed.Digest, nil, 1<<20, 100); err != nil || layer == "" {
		t.Fatalf("second open: %v (layer %q)", err, layer)
	}
	blobs := func() int { return reg.Count("GET /v2/team/skills/blobs/") }
	before := blobs()
	if _, _, err := online.Open(ctx, url, pushed.Digest, nil, 1<<20, 100); err != nil || blobs() != before {
		t.Fatalf("an intact cache was not used: %v, %d blob requests", err, blobs()-before)
	}
	p := online.blobPath(layer)
	data, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	corrupt := bytes.Replace(data, []byte("reads PDFs"), []byte("reads PDFz"), 1)
	if bytes.Equal(corrupt, data) {
		t.Fatal("the layer does not hold the description")
	}
	for _, offline := range []bool{true, false} {
		if err := os.WriteFile(p, corrupt, 0o644); err != nil {
			t.Fatal(err)
		}
		c := New(Options{Keychain: anon().Keychain, CacheDir: cache, Offline: offline})
		before := blobs()
		fsys, _, err := c.Open(ctx, url, pushed.Digest, nil, 1<<20, 100)
		if offline {
			if err == nil || blobs() != before {
				t.Errorf("offline with a corrupted cached blob: %v, %d requests; want a refusal and none", err, blobs()-before)
			}
			continue
		}
		if err != nil || blobs() != before+1 {
			t.Fatalf("online with a corrupted cached blob: %v, %d blob requests; want it fetched again", err, blobs()-before)
		}
		if b, _ := fsys.(*layerFS).ReadFile("skills/pdf/SKILL.md"); !bytes.Contains(b, []byte("reads PDFs")) {
			t.Errorf("served the corrupted bytes:\n%s", b)
		}
		if again, _ := os.ReadFile(p); !bytes.Equal(again, data) {
			t.Errorf("the cache still holds the corrupted blob")
		}
	}
}

// TestOpenHoldsNoLayer: however many layers a manifest lists, and however
// large (here 32 distinct layers of 1 MiB, each selected), Open holds
// none of their bytes in memory: they are on disk (in the blob cache, or
// without one in temporary files) and read when a file is. Counted: the
// bytes allocated while opening (under a quarter of the layers' bytes)
// and the heap the file system keeps (under the largest file), where
// holding the layers takes 32
// MiB (a layer's file that is opened is read through a buffer of its
// own). Each file then reads back whole and right.
func TestOpenHoldsNoLayer(t *testing.T) {
	const layers, size = 32, 1 << 20
	ctx := context.Background()
	reg := ocitest.New(t)
	url := Scheme + reg.Host + "/team/skills"
	var skills []PushSkill
	for i := range layers {
		sk := skill(fmt.Sprintf("bulk%d", i), fmt.Sprintf("skills/bulk%d", i), "bulk")
		sk.Files = append(sk.Files, File{Path: "data.bin", Data: bytes.Repeat([]byte{byte(i)}, size)})
		skills = append(skills, sk)
	}
	pushed, err := New(anon()).Push(ctx, url, "v1", skills, nil)
	if err != nil {
		t.Fatal(err)
	}
	skills = nil
	for _, cached := range []bool{true, false} {
		t.Run(fmt.Sprintf("cache=%v", cached), func(t *testing.T) {
			opts := anon()
			if cached {
				opts.CacheDir = testfs.TempDir(t)
			}
			c := New(opts)
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			fsys, got, err := c.Open(ctx, url, pushed.Digest, nil, 2*size, 10)
			if err != nil {
				t.Fatal(err)
			}
			runtime.GC()
			runtime.ReadMemStats(&after)
			if len(got) != layers {
				t.Fatalf("%d skills, want %d", len(got), layers)
			}
			allocated := after.TotalAlloc - before.TotalAlloc
			held := int64(after.HeapAlloc) - int64(before.HeapAlloc)
			if allocated > layers*size/4 || held > size {
				t.Errorf("opening %d layers of %d bytes allocated %d bytes and holds %d: a layer is held in memory", layers, size, allocated, held)
			}
			for _, i := range []int{0, layers - 1} {
				data, err := fs.ReadFile(fsys, fmt.Sprintf("skills/bulk%d/data.bin", i))
				if err != nil || !bytes.Equal(data, bytes.Repeat([]byte{byte(i)}, size)) {
					t.Errorf("skills/bulk%d/data.bin: %d bytes, %v", i, len(data), err)
				}
			}
			runtime.KeepAlive(fsys)
		})
	}
}

// TestChangedBlobNotServed: a file is read from the blob cache when it is
// opened; bytes changed there after Open checked the layer (another
// process, a disk fault) end the read with an error, never a clean end of
// file.
func TestChangedBlobNotServed(t *testing.T) {
	ctx := context.Background()
	_, url, pushed := pushedPDF(t)
	c := New(Options{Keychain: anon().Keychain, CacheDir: testfs.TempDir(t)})
	var layer string
	c.onLayerRead = func(d string) { layer = d }
	fsys, _, err := c.Open(ctx, url, pushed.Digest, nil, 1<<20, 100)
	if err != nil {
		t.Fatal(err)
	}
	if b, err := fs.ReadFile(fsys, "skills/pdf/SKILL.md"); err != nil || !bytes.Contains(b, []byte("reads PDFs")) {
		t.Fatalf("intact: %q, %v", b, err)
	}
	p := c.blobPath(layer)
	data, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, bytes.Replace(data, []byte("reads PDFs"), []byte("reads PDFz"), 1), 0o644); err != nil {
		t.Fatal(err)
	}
	b, err := fs.ReadFile(fsys, "skills/pdf/SKILL.md")
	if !errors.Is(err, errBlobChanged) {
		t.Errorf("read a changed blob: %q, %v; want %v", b, err, errBlobChanged)
	}
}

// TestRemoveStaleDownloads: cache gc removes a layer download a killed run
// left (untouched for StaleAge), and leaves one that may be live, the
// blobs, and what is not a download.
func TestRemoveStaleDownloads(t *testing.T) {
	cache := testfs.TempDir(t)
	dir := filepath.Join(cache, "oci", "blobs", "sha256")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	files := []struct {
		name    string
		age     time.Duration
		removed bool
	}{
		{tmpBlobPrefix + "killed", StaleAge + time.Minute, true},
		{tmpBlobPrefix + "live", StaleAge - time.Minute, false},
		{strings.Repeat("a", 64), 10 * StaleAge, false},
		{"notes" + tmpBlobPrefix, 10 * StaleAge, false},
	}
	for _, f := range files {
		p := filepath.Join(dir, f.name)
		if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, now.Add(-f.age), now.Add(-f.age)); err != nil {
			t.Fatal(err)
		}
	}
	removed, err := RemoveStaleDownloads(cache, now)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		_, err := os.Stat(filepath.Join(dir, f.name))
		if gone := errors.Is(err, fs.ErrNotExist); gone != f.removed {
			t.Errorf("%s: removed %v, want %v", f.name, gone, f.removed)
		}
	}
	if want := []string{filepath.Join("oci", "blobs", "sha256", tmpBlobPrefix+"killed")}; !slices.Equal(removed, want) {
		t.Errorf("reported %v, want %v", removed, want)
	}
	if removed, err := RemoveStaleDownloads(testfs.TempDir(t), now); err != nil || len(removed) > 0 {
		t.Errorf("a cache without OCI blobs: %v, %v", removed, err)
	}
}
