package blobid

import (
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/fetch/gittest"
)

// Hasher names content as git does: the id git hash-object gives.
func TestHasher(t *testing.T) {
	r := gittest.NewRepo(t)
	for _, content := range []string{"", "hello\n", strings.Repeat("skill text ", 5000)} {
		r.WriteFile("f", content)
		want := r.Git("hash-object", "f")
		b := New(int64(len(content)))
		// Written in pieces, as a copy loop writes.
		for rest := content; len(rest) > 0; {
			n := min(len(rest), 4096)
			b.Write([]byte(rest[:n]))
			rest = rest[n:]
		}
		if got, ok := b.Sum(); !ok || got != want {
			t.Errorf("Hasher of %d bytes = %q, %v; git says %s", len(content), got, ok, want)
		}
	}
	// Fewer or more bytes than announced name no blob.
	short := New(6)
	short.Write([]byte("hello"))
	if _, ok := short.Sum(); ok {
		t.Error("a Hasher of 5 bytes announced as 6 reported an id")
	}
	long := New(4)
	long.Write([]byte("hello"))
	if _, ok := long.Sum(); ok {
		t.Error("a Hasher of 5 bytes announced as 4 reported an id")
	}
}
