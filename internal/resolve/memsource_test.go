package resolve

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"sync"
	"testing/fstest"

	"github.com/skillpin/skillpin/internal/fetch"
	"github.com/skillpin/skillpin/internal/fetch/source"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/verify/signature"
)

// memSource is a source held in memory: tags naming revisions, and the
// tree of each revision. It counts what it is asked, so that a test can
// tell a source resolved again from one kept from the lock.
type memSource struct {
	mu       sync.Mutex
	tags     map[string]string       // tag -> revision
	trees    map[string]fstest.MapFS // revision -> tree
	resolved int                     // calls of Resolve
	opened   map[string]int          // revision -> calls of Open
}

func newMemSource() *memSource {
	return &memSource{tags: map[string]string{}, trees: map[string]fstest.MapFS{}, opened: map[string]int{}}
}

// tag points tag at a new revision holding files (slash path -> content).
func (m *memSource) tag(tag, rev string, files map[string]string) *memSource {
	t := fstest.MapFS{}
	for p, c := range files {
		t[p] = &fstest.MapFile{Data: []byte(c), Mode: 0o644}
	}
	m.tags[tag], m.trees[rev] = rev, t
	return m
}

func (m *memSource) Resolve(_ context.Context, ref string) (source.Pin, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.resolved++
	rev, ok := m.tags[ref]
	if !ok {
		return source.Pin{}, fmt.Errorf("no tag %q", ref)
	}
	return source.Pin{Ref: ref, Kind: lock.KindTag, Revision: rev}, nil
}

func (m *memSource) Open(_ context.Context, pin source.Pin, _ source.Want) (fs.FS, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.opened[pin.Revision]++
	t, ok := m.trees[pin.Revision]
	if !ok {
		return nil, fmt.Errorf("no revision %s", pin.Revision)
	}
	return t, nil
}

func (m *memSource) Upstream(ctx context.Context, pin source.Pin) (source.Pin, bool, error) {
	now, err := m.Resolve(ctx, pin.Ref)
	return now, err == nil, nil
}

func (m *memSource) Refs(context.Context) ([]fetch.RemoteRef, error) {
	var refs []fetch.RemoteRef
	for tag, rev := range m.tags {
		refs = append(refs, fetch.RemoteRef{Name: "refs/tags/" + tag, Hash: rev})
	}
	slices.SortFunc(refs, func(a, b fetch.RemoteRef) int { return strings.Compare(a.Name, b.Name) })
	return refs, nil
}

// memSources are sources by URL.
type memSources map[string]*memSource

func (ms memSources) open(url string) (source.Source, error) {
	s, ok := ms[url]
	if !ok {
		return nil, fmt.Errorf("no source %s", url)
	}
	return s, nil
}

// skill is the files of a valid skill named name under dir.
func skill(dir, name string, extra map[string]string) map[string]string {
	files := map[string]string{dir + "/SKILL.md": testfs.SkillMD(name, "Does "+name+" things.", "", "# "+name+"\n")}
	for p, c := range extra {
		files[dir+"/"+p] = c
	}
	return files
}

// merge is the union of file maps.
func merge(ms ...map[string]string) map[string]string {
	out := map[string]string{}
	for _, m := range ms {
		for k, v := range m {
			out[k] = v
		}
	}
	return out
}

// noSignatures is a Signatures whose every policy verifies nothing: a
// source that requires a signature gets as far as reading the bundle.
type noSignatures struct{ remembered int }

func (n *noSignatures) Policy(src *manifest.Source) (signature.Policy, error) {
	return signature.Policy{}, nil
}
func (n *noSignatures) Verified(*lock.LockedSkill, signature.Policy) bool { return false }
func (n *noSignatures) Verifier(signature.Policy) (signature.Verifier, error) {
	return nil, &signature.InputError{Err: errors.New("noSignatures verifies nothing")}
}
func (n *noSignatures) Remember(*lock.LockedSkill, *lock.LockedSignature, signature.Policy) error {
	n.remembered++
	return nil
}
