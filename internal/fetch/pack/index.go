package pack

import (
	"errors"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/format/idxfile"
)

// growingIndex is the index of a pack being indexed: what go-git's
// Packfile needs to read the objects found so far. The offset of an object
// not hashed yet (a delta being resolved) maps to the zero hash, which
// Packfile only uses as a cache key.
type growingIndex struct {
	byHash   map[plumbing.Hash]int64
	byOffset map[int64]plumbing.Hash
	crc      map[plumbing.Hash]uint32
}

func newGrowingIndex() *growingIndex {
	return &growingIndex{byHash: map[plumbing.Hash]int64{}, byOffset: map[int64]plumbing.Hash{}, crc: map[plumbing.Hash]uint32{}}
}

func (x *growingIndex) add(h plumbing.Hash, off int64, crc uint32) {
	x.byHash[h], x.byOffset[off], x.crc[h] = off, h, crc
}

func (x *growingIndex) Contains(h plumbing.Hash) (bool, error) {
	_, ok := x.byHash[h]
	return ok, nil
}

func (x *growingIndex) FindOffset(h plumbing.Hash) (int64, error) {
	if off, ok := x.byHash[h]; ok {
		return off, nil
	}
	return 0, plumbing.ErrObjectNotFound
}

func (x *growingIndex) FindCRC32(h plumbing.Hash) (uint32, error) {
	if c, ok := x.crc[h]; ok {
		return c, nil
	}
	return 0, plumbing.ErrObjectNotFound
}

func (x *growingIndex) FindHash(off int64) (plumbing.Hash, error) { return x.byOffset[off], nil }
func (x *growingIndex) Count() (int64, error)                     { return int64(len(x.byHash)), nil }
func (x *growingIndex) Entries() (idxfile.EntryIter, error)       { return nil, errNoIteration }
func (x *growingIndex) EntriesByOffset() (idxfile.EntryIter, error) {
	return nil, errNoIteration
}

var errNoIteration = errors.New("pack: a pack being indexed cannot be iterated")
