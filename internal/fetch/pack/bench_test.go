package pack

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/go-git/go-billy/v5/osfs"
	"github.com/go-git/go-git/v5/plumbing"

	"github.com/skillpin/skillpin/internal/testfs"
)

// BenchmarkReceive indexes a pack with its blobs spooled, as a cold
// install does: SKILLPIN_PACK_BENCH names a pack file (the blob pack of a
// real repository's cache, say), else a generated pack of 2,000 text
// blobs is used. CPU per op is the figure to compare.
func BenchmarkReceive(b *testing.B) {
	var pack []byte
	if p := os.Getenv("SKILLPIN_PACK_BENCH"); p != "" {
		var err error
		if pack, err = os.ReadFile(p); err != nil {
			b.Fatal(err)
		}
	} else {
		var objs []object
		for i := range 2000 {
			c := strings.Repeat(string(rune('a'+i%26))+" line of a skill's text\n", 50+i%400)
			objs = append(objs, object{plumbing.BlobObject, len(c), c})
		}
		pack = makePack(b, objs, false)
	}
	b.SetBytes(int64(len(pack)))
	for b.Loop() {
		b.StopTimer()
		dir := testfs.TempDir(b)
		b.StartTimer()
		sp := NewSpool(filepath.Join(dir, "objects", "pack"))
		if err := Receive(osfs.New(dir), bytes.NewReader(pack), false, nil, sp); err != nil {
			b.Fatal(err)
		}
	}
}
