package pack

import (
	"bytes"
	"compress/zlib"
	"crypto/sha1"
	"encoding/binary"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/go-git/go-billy/v5/osfs"
	"github.com/go-git/go-git/v5/plumbing"

	"github.com/skillpin/skillpin/internal/testfs"
)

// object is one object of a hand-made pack: its type, the size its
// header declares and the bytes its zlib stream holds.
type object struct {
	typ      plumbing.ObjectType
	declared int
	content  string
}

// makePack encodes objs as a pack (whole objects only), with the right
// trailer unless badTrailer.
func makePack(t testing.TB, objs []object, badTrailer bool) []byte {
	t.Helper()
	var b bytes.Buffer
	b.WriteString("PACK")
	binary.Write(&b, binary.BigEndian, uint32(2))
	binary.Write(&b, binary.BigEndian, uint32(len(objs)))
	for _, o := range objs {
		size := o.declared
		c := byte(o.typ)<<4 | byte(size&15)
		size >>= 4
		for size > 0 {
			b.WriteByte(c | 0x80)
			c = byte(size & 0x7f)
			size >>= 7
		}
		b.WriteByte(c)
		zw := zlib.NewWriter(&b)
		zw.Write([]byte(o.content))
		zw.Close()
	}
	sum := sha1.Sum(b.Bytes())
	if badTrailer {
		sum[0] ^= 1
	}
	b.Write(sum[:])
	return b.Bytes()
}

// The scanner indexes what git would and refuses what git would: a pack
// whose trailer is not its checksum, an object that inflates to more or
// less than its header declares, an unknown object type.
func TestScanChecksWhatThePackDeclares(t *testing.T) {
	big := strings.Repeat("a line of text that compresses well\n", 5000) // several buffers
	tests := []struct {
		name       string
		objs       []object
		badTrailer bool
		want       string // in the error; "" for none
	}{
		{"well formed", []object{{plumbing.BlobObject, 5, "hello"}, {plumbing.BlobObject, len(big), big}, {plumbing.BlobObject, 0, ""}}, false, ""},
		{"trailer is not the checksum", []object{{plumbing.BlobObject, 5, "hello"}}, true, "checksum"},
		{"inflates to more than declared", []object{{plumbing.BlobObject, 4, "hello"}}, false, "malformed"},
		{"inflates to less than declared", []object{{plumbing.BlobObject, 6, "hello"}}, false, "malformed"},
		{"unknown type", []object{{plumbing.ObjectType(5), 5, "hello"}}, false, "object type 5"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := testfs.TempDir(t)
			fsys := osfs.New(dir)
			sp := NewSpool(filepath.Join(dir, "objects", "pack"))
			err := Receive(fsys, bytes.NewReader(makePack(t, tt.objs, tt.badTrailer)), false, nil, sp)
			if tt.want != "" {
				if err == nil || !strings.Contains(err.Error(), tt.want) {
					t.Fatalf("Receive = %v, want an error saying %q", err, tt.want)
				}
				left, _ := filepath.Glob(filepath.Join(dir, "objects", "pack", "pack-*"))
				if len(left) > 0 {
					t.Errorf("a refused pack left %v", left)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			for _, o := range tt.objs {
				id := plumbing.ComputeHash(o.typ, []byte(o.content))
				b, ok := sp.Lookup(id)
				if !ok {
					t.Fatalf("blob %s of %d bytes not spooled", id, len(o.content))
				}
				got, err := os.ReadFile(b.Path)
				if err != nil || string(got) != o.content {
					t.Errorf("spooled %d bytes (%v), want %d", len(got), err, len(o.content))
				}
			}
			idx, _ := filepath.Glob(filepath.Join(dir, "objects", "pack", "pack-*.idx"))
			if len(idx) != 1 {
				t.Fatalf("index files: %v", idx)
			}
			// git checks the index: every object's offset and the CRC of
			// its bytes in the pack.
			if out, err := exec.Command("git", "verify-pack", idx[0]).CombinedOutput(); err != nil {
				t.Errorf("git verify-pack: %v\n%s", err, out)
			}
			if sp.Len() != len(tt.objs) {
				t.Errorf("%d blobs spooled, want %d", sp.Len(), len(tt.objs))
			}
		})
	}
}
