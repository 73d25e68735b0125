package fetch

import (
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/fetch/gittest"
)

// BlobID names content as git does: the id git hash-object gives.
func TestBlobID(t *testing.T) {
	r := gittest.NewRepo(t)
	for _, content := range []string{"", "hello\n", strings.Repeat("skill text ", 5000)} {
		r.WriteFile("f", content)
		want := r.Git("hash-object", "f")
		b := NewBlobID(int64(len(content)))
		// Written in pieces, as a copy loop writes.
		for rest := content; len(rest) > 0; {
			n := min(len(rest), 4096)
			b.Write([]byte(rest[:n]))
			rest = rest[n:]
		}
		if got, ok := b.Sum(); !ok || got != want {
			t.Errorf("BlobID of %d bytes = %q, %v; git says %s", len(content), got, ok, want)
		}
	}
	// Fewer or more bytes than announced name no blob.
	short := NewBlobID(6)
	short.Write([]byte("hello"))
	if _, ok := short.Sum(); ok {
		t.Error("BlobID of 5 bytes announced as 6 reported an id")
	}
	long := NewBlobID(4)
	long.Write([]byte("hello"))
	if _, ok := long.Sum(); ok {
		t.Error("BlobID of 5 bytes announced as 4 reported an id")
	}
}
