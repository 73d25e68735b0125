package oci

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"
	"testing"
	"unsafe"

	"github.com/skillpin/skillpin/internal/fetch/oci/ocitest"
	"github.com/skillpin/skillpin/internal/testfs"
)

// TestRepeatedLayerReadOnce: a manifest that lists one blob under 48
// layer paths makes Open read and unpack it once, and the file system it
// returns holds its bytes once: memory is bounded by the distinct
// layers, not by how often a manifest repeats one. Counted: layer reads,
// and the distinct bytes the file system holds.
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
	held, total := map[*byte]int{}, 0
	for _, f := range fsys.(*memFS).files {
		total += len(f.data)
		if len(f.data) > 0 {
			held[unsafe.SliceData(f.data)] = len(f.data)
		}
	}
	distinct := 0
	for _, n := range held {
		distinct += n
	}
	if distinct > len(big)+4096 || total < copies*len(big) {
		t.Errorf("the file system holds %d distinct bytes for %d listed, want one copy (about %d)", distinct, total, len(big))
	}
	for _, i := range []int{0, copies - 1} {
		if data, err := fsys.(*memFS).ReadFile(fmt.Sprintf("skills/bulk%d/SKILL.md", i)); err != nil || !strings.Contains(string(data), big[:100]) {
			t.Errorf("skills/bulk%d: %v", i, err)
		}
	}
}

// TestCachedBlobReverified: a blob in the cache is hashed again when it
// is read; a corrupted one is fetched again online, and refused offline,
// never served.
func TestCachedBlobReverified(t *testing.T) {
	ctx := context.Background()
	reg := ocitest.New(t)
	url := Scheme + reg.Host + "/team/skills"
	pushed, err := New(anon()).Push(ctx, url, "v1", []PushSkill{skill("pdf", "skills/pdf", "reads PDFs")}, nil)
	if err != nil {
		t.Fatal(err)
	}
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
		if b, _ := fsys.(*memFS).ReadFile("skills/pdf/SKILL.md"); !bytes.Contains(b, []byte("reads PDFs")) {
			t.Errorf("served the corrupted bytes:\n%s", b)
		}
		if again, _ := os.ReadFile(p); !bytes.Equal(again, data) {
			t.Errorf("the cache still holds the corrupted blob")
		}
	}
}
