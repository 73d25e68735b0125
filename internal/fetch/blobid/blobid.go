// Package blobid names content as git names a blob, without a
// repository: the id git hash-object gives, with git's SHA-1 collision
// detection. The store's proof of a commit's content compares these ids
// with the blob ids of the commit's tree.
package blobid

import (
	"github.com/go-git/go-git/v5/plumbing"
)

// Hasher computes the git object id of a blob from its content, as git
// names it: the SHA-1 of "blob <size>\0" and the bytes, with the
// collision detection git and go-git use (sha1cd). Content whose id is the
// id of a blob at a commit is that blob's content.
type Hasher struct {
	h    plumbing.Hasher
	size int64
	n    int64
}

// New starts the id of a blob of size bytes.
func New(size int64) *Hasher {
	return &Hasher{h: plumbing.NewHasher(plumbing.BlobObject, size), size: size}
}

func (b *Hasher) Write(p []byte) (int, error) {
	b.n += int64(len(p))
	return b.h.Write(p)
}

// Sum is the blob's object id in lowercase hex. ok is false when what was
// written is not size bytes, or when the collision detection found the
// content to be one half of a known SHA-1 collision attack: such content
// proves nothing about the blob it seems to be.
func (b *Hasher) Sum() (id string, ok bool) {
	if b.n != b.size {
		return "", false
	}
	cr, detects := b.h.Hash.(interface {
		CollisionResistantSum([]byte) ([]byte, bool)
	})
	if !detects {
		return "", false
	}
	sum, collided := cr.CollisionResistantSum(nil)
	if collided || len(sum) != len(plumbing.ZeroHash) {
		return "", false
	}
	var h plumbing.Hash
	copy(h[:], sum)
	return h.String(), true
}
