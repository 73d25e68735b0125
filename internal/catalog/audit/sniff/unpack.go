package sniff

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"path"
	"strings"
)

// Member is one file of an archive.
type Member struct {
	Name string // slash-separated, clean, relative
	Data []byte // its text, decoded (DecodeText)
	How  string // how it was decoded ("" for UTF-8)
}

// The bounds of an archive Unpack reads: its members and the bytes they
// unpack to, together (a decompression bomb stops at the bound).
const (
	MaxMembers  = 64
	MaxUnpacked = 1 << 20
)

// Unpack reads a gzip-compressed tar, a tar, or one gzip-compressed file
// whole, when every member is a regular file of text under a clean
// relative name, at most MaxMembers of them unpacking to at most
// MaxUnpacked bytes. ok is false otherwise — a link (extracting one
// writes through it), a device, a name with .. or an absolute one, a
// member that is itself compiled code, an archive or binary data, a
// damaged stream, a bound passed: the archive then stays unreviewed.
// work is the bytes read, for a test of the bound.
func Unpack(d []byte) (ms []Member, work int, ok bool) {
	var raw []byte
	if has(d, 0, "\x1f\x8b") {
		zr, err := gzip.NewReader(bytes.NewReader(d))
		if err != nil {
			return nil, 0, false
		}
		zr.Multistream(false)
		raw, err = io.ReadAll(io.LimitReader(zr, MaxUnpacked+1))
		work = len(raw)
		if err != nil || len(raw) > MaxUnpacked {
			return nil, work, false
		}
		if !has(raw, 257, "ustar") {
			name := strings.TrimSuffix(path.Base(zr.Name), "/")
			if name == "" || name == "." || name == ".." {
				name = "content"
			}
			m, mok := member(name, raw)
			return []Member{m}, work, mok
		}
	} else if has(d, 257, "ustar") {
		raw = d
	} else {
		return nil, 0, false
	}
	tr := tar.NewReader(bytes.NewReader(raw))
	total := 0
	for {
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil || len(ms) == MaxMembers {
			return nil, work, false
		}
		switch h.Typeflag {
		case tar.TypeDir:
			continue
		case tar.TypeReg:
		default:
			return nil, work, false
		}
		name := strings.TrimPrefix(h.Name, "./")
		if name == "" || strings.HasPrefix(name, "/") || path.Clean(name) != name || name == ".." || strings.HasPrefix(name, "../") || strings.Contains(name, "\\") {
			return nil, work, false
		}
		if total += int(h.Size); h.Size < 0 || total > MaxUnpacked {
			return nil, work, false
		}
		data, err := io.ReadAll(io.LimitReader(tr, h.Size))
		work += len(data)
		if err != nil {
			return nil, work, false
		}
		m, mok := member(name, data)
		if !mok {
			return nil, work, false
		}
		ms = append(ms, m)
	}
	return ms, work, len(ms) > 0
}

// member reads one unpacked file as the audit reads a file: text, not
// compiled code, an archive or binary data.
func member(name string, data []byte) (Member, bool) {
	if _, blob := Blob(name, data); blob {
		return Member{}, false
	}
	t, how, ok := DecodeText(data)
	return Member{Name: name, Data: t, How: how}, ok
}
