package fetch

import (
	"bytes"
	"io"
	"testing"

	"github.com/go-git/go-billy/v5"
	"github.com/go-git/go-billy/v5/memfs"
)

// countingFS counts the reads of the files it opens.
type countingFS struct {
	billy.Filesystem
	reads *int
}

func (c countingFS) Open(name string) (billy.File, error) {
	f, err := c.Filesystem.Open(name)
	return countingFile{File: f, reads: c.reads}, err
}

type countingFile struct {
	billy.File
	reads *int
}

func (f countingFile) Read(p []byte) (int, error) { *f.reads++; return f.File.Read(p) }

// A pack index is read through a buffer, as go-git's decoder reads it (a
// few bytes at a time), with the same bytes and seeks; other files are
// read as they are.
func TestIdxBufferedReads(t *testing.T) {
	t.Parallel()
	data := make([]byte, 100<<10)
	for i := range data {
		data[i] = byte(i * 7)
	}
	mem := memfs.New()
	for _, name := range []string{"objects/pack/pack-1.idx", "objects/pack/pack-1.pack"} {
		f, err := mem.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.Write(data); err != nil {
			t.Fatal(err)
		}
		f.Close()
	}
	reads := 0
	fsys := idxBuffered{countingFS{Filesystem: mem, reads: &reads}}
	read4 := func(f io.Reader, n int) []byte {
		var out []byte
		b := make([]byte, 4)
		for range n / 4 {
			if _, err := io.ReadFull(f, b); err != nil {
				t.Fatal(err)
			}
			out = append(out, b...)
		}
		return out
	}

	f, err := fsys.Open("objects/pack/pack-1.idx")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if got := read4(f, 1000); !bytes.Equal(got, data[:1000]) {
		t.Fatal("the index read through the buffer differs")
	}
	// Seeking from where the reader is, and from the start.
	if pos, err := f.Seek(10, io.SeekCurrent); err != nil || pos != 1010 {
		t.Fatalf("Seek(10, current) = %d, %v; want 1010", pos, err)
	}
	if got := read4(f, 8); !bytes.Equal(got, data[1010:1018]) {
		t.Fatal("read after a seek from the current position differs")
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		t.Fatal(err)
	}
	if got := read4(f, len(data)); !bytes.Equal(got, data) {
		t.Fatal("the whole index read again differs")
	}
	if reads > 6 {
		t.Errorf("%d reads of the index file for %d bytes read 4 at a time", reads, 1000+8+len(data))
	}

	reads = 0
	p, err := fsys.Open("objects/pack/pack-1.pack")
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	read4(p, 400)
	if reads != 100 {
		t.Errorf("%d reads of a pack for 100 reads: only indexes are buffered", reads)
	}
	if billy.Capabilities(idxBuffered{mem}) != billy.Capabilities(mem) {
		t.Error("the wrapper hides the file system's capabilities")
	}
}
