package catalog

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"hash"
	"io"
	"slices"
	"strings"
)

// DigestPrefix prefixes every digest skillpin writes: a file digest and a
// skill digest alike are "sha256:" followed by 64 lowercase hex digits.
const DigestPrefix = "sha256:"

// File is one file of a skill's file set.
type File struct {
	// Path is the skill-relative POSIX path.
	Path string `toml:"path" json:"path"`
	// Size is the byte length of the content.
	Size int64 `toml:"size" json:"size"`
	// Digest is "sha256:<hex>" of the content.
	Digest string `toml:"digest" json:"digest"`
	// Exec is the executable bit (mode 755 instead of 644).
	Exec bool `toml:"exec,omitempty" json:"exec,omitempty"`
	// From is the slash path, relative to the scanned file system, whose
	// bytes are this file's content. It differs from Dir/Path only for a
	// symlink resolved to a file inside the skill. It is never serialized:
	// the lock records content, not how the tree spelled it.
	From string `toml:"-" json:"-"`
}

// Mode is the canonical mode string used in the file-set manifest.
func (f File) Mode() string {
	if f.Exec {
		return "755"
	}
	return "644"
}

// FileSet is every file of a skill, sorted by path bytes.
type FileSet []File

// Sort orders the set by path bytes, the canonical order.
func (s FileSet) Sort() {
	slices.SortFunc(s, func(a, b File) int { return strings.Compare(a.Path, b.Path) })
}

// Size is the total byte count of the set.
func (s FileSet) Size() int64 {
	var n int64
	for _, f := range s {
		n += f.Size
	}
	return n
}

// Lookup returns the file with the given path.
func (s FileSet) Lookup(path string) (File, bool) {
	i, ok := slices.BinarySearchFunc(s, path, func(f File, p string) int { return strings.Compare(f.Path, p) })
	if !ok {
		return File{}, false
	}
	return s[i], true
}

// Manifest writes the canonical file-set manifest: one line per file, sorted
// by path bytes, "<sha256 hex> <mode> <path>\n". The set must be sorted.
func (s FileSet) Manifest(w io.Writer) error {
	for _, f := range s {
		if _, err := fmt.Fprintf(w, "%s %s %s\n", strings.TrimPrefix(f.Digest, DigestPrefix), f.Mode(), f.Path); err != nil {
			return err
		}
	}
	return nil
}

// Digest is the skill digest: "sha256:" + hex(sha256(manifest)).
// It sorts a copy first, so callers may pass the set in any order.
func (s FileSet) Digest() string {
	sorted := slices.Clone(s)
	sorted.Sort()
	h := sha256.New()
	_ = sorted.Manifest(h) // hash.Hash never fails to write
	return DigestPrefix + hex.EncodeToString(h.Sum(nil))
}

// Hasher computes a file digest while the content streams through it.
type Hasher struct {
	h hash.Hash
	n int64
}

// NewHasher returns a Hasher ready for writing.
func NewHasher() *Hasher { return &Hasher{h: sha256.New()} }

// Write hashes p.
func (h *Hasher) Write(p []byte) (int, error) {
	h.n += int64(len(p))
	return h.h.Write(p)
}

// Size is the number of bytes written so far.
func (h *Hasher) Size() int64 { return h.n }

// Digest is "sha256:<hex>" of the bytes written so far.
func (h *Hasher) Digest() string { return DigestPrefix + hex.EncodeToString(h.h.Sum(nil)) }

// DigestBytes is the file digest of b.
func DigestBytes(b []byte) string {
	sum := sha256.Sum256(b)
	return DigestPrefix + hex.EncodeToString(sum[:])
}

// ValidDigest reports whether d is "sha256:" followed by 64 lowercase hex digits.
func ValidDigest(d string) bool {
	hexPart, ok := strings.CutPrefix(d, DigestPrefix)
	if !ok || len(hexPart) != 64 {
		return false
	}
	for i := 0; i < len(hexPart); i++ {
		c := hexPart[i]
		if (c < '0' || c > '9') && (c < 'a' || c > 'f') {
			return false
		}
	}
	return true
}

// ShortDigest is a skill digest as people read it: "sha256:" and its
// first 12 hex digits.
func ShortDigest(d string) string {
	d = strings.TrimPrefix(d, DigestPrefix)
	if len(d) > 12 {
		d = d[:12]
	}
	return DigestPrefix + d
}
