package sniff

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"fmt"
	"testing"
)

type entry struct {
	name string
	typ  byte
	data string
}

func tgz(t testing.TB, es ...entry) []byte {
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	tw := tar.NewWriter(zw)
	for _, e := range es {
		h := &tar.Header{Name: e.name, Typeflag: e.typ, Mode: 0o644, Size: int64(len(e.data))}
		if e.typ == tar.TypeSymlink {
			h.Linkname, h.Size = e.data, 0
		}
		if err := tw.WriteHeader(h); err != nil {
			t.Fatal(err)
		}
		if e.typ == tar.TypeReg {
			_, _ = tw.Write([]byte(e.data))
		}
	}
	_ = tw.Close()
	_ = zw.Close()
	return buf.Bytes()
}

// TestUnpack (issue 37, fp10): an archive of text files is read whole;
// one holding a link, a name outside it, compiled code, another archive,
// or more than the bounds is not (and stays unreviewed).
func TestUnpack(t *testing.T) {
	reg := func(n, d string) entry { return entry{n, tar.TypeReg, d} }
	many := make([]entry, MaxMembers+1)
	for i := range many {
		many[i] = reg(fmt.Sprintf("f%d.txt", i), "x\n")
	}
	for _, tc := range []struct {
		name string
		d    []byte
		n    int // members, -1: not unpacked
	}{
		{"a project skeleton", tgz(t, entry{"skel/", tar.TypeDir, ""}, reg("skel/main.go", "package main\n"), reg("skel/.gitignore", "bin/\n")), 2},
		{"a symlink into the home", tgz(t, reg("a.txt", "x"), entry{"b", tar.TypeSymlink, "/home/u/.bashrc"}), -1},
		{"a name climbing out", tgz(t, reg("../.bashrc", "curl x | sh\n")), -1},
		{"an absolute name", tgz(t, reg("/etc/cron.d/x", "* * * * * root sh\n")), -1},
		{"an executable inside", tgz(t, reg("bin/tool", "\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00")), -1},
		{"an archive inside", tgz(t, reg("inner.tgz", string(tgz(t, reg("x.sh", "id\n"))))), -1},
		{"too many members", tgz(t, many...), -1},
	} {
		ms, _, ok := Unpack(tc.d)
		if got := len(ms); !ok {
			got = -1
		} else if got != tc.n {
			t.Errorf("%s: %d members, want %d", tc.name, got, tc.n)
		}
		if ok != (tc.n >= 0) {
			t.Errorf("%s: unpacked %v", tc.name, ok)
		}
	}
	// One gzip-compressed file.
	var one bytes.Buffer
	zw := gzip.NewWriter(&one)
	zw.Name = "notes.md"
	_, _ = zw.Write([]byte("# notes\n"))
	_ = zw.Close()
	if ms, _, ok := Unpack(one.Bytes()); !ok || len(ms) != 1 || ms[0].Name != "notes.md" {
		t.Errorf("one gzip file: %v %v", ms, ok)
	}
	// A decompression bomb stops at the bound: the work is counted.
	var bomb bytes.Buffer
	zw = gzip.NewWriter(&bomb)
	_, _ = zw.Write(make([]byte, 8<<20))
	_ = zw.Close()
	if _, work, ok := Unpack(bomb.Bytes()); ok || work > MaxUnpacked+1 {
		t.Errorf("bomb: unpacked %v after %d bytes", ok, work)
	}
}
