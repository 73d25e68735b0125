// Package resolve turns what a project asks for into what it resolves to:
// it resolves each source of a manifest against the previous lock, selects
// the skills asked for, hashes and validates them, checks their publisher
// signatures, and returns the new lock with what the caller must report
// (warnings, skills left out, tags held back). Its inputs are explicit —
// the manifest, the previous lock, the sources (as source.Source), the
// signature policy and the organisation policy's pin — so it runs as well
// against in-memory sources as against git remotes, and writes nothing.
package resolve

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/fetch"
	"github.com/skillpin/skillpin/internal/fetch/source"
	"github.com/skillpin/skillpin/internal/fetch/srcspec"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/verify/signature"
)

// Sources opens the source a manifest's or a lock's URL names.
type Sources func(url string) (source.Source, error)

// Signatures is what checking publisher signatures needs: each source's
// signature policy, the record of signatures verified before (the
// project's verdicts in the cache; state.Verdicts), and the verifier.
type Signatures interface {
	Policy(src *manifest.Source) (signature.Policy, error)
	Verified(sk *lock.LockedSkill, policy signature.Policy) bool
	Remember(sk *lock.LockedSkill, sig *lock.LockedSignature, policy signature.Policy) error
	// Verifier prepares policy for checking signature files
	// (sigstore.NewSignatureVerifier): handed in, so that what only
	// resolves links no Sigstore code. Errors are *signature.InputError.
	Verifier(policy signature.Policy) (signature.Verifier, error)
}

// PinPolicy pins the organisation policy manifest m names, against the
// previous lock prev: prev's pin when it still matches and refresh is
// false, else the ref resolved now. nil when m names none.
type PinPolicy func(ctx context.Context, m *manifest.Manifest, prev *lock.Lock, refresh bool) (*lock.LockedPolicy, error)

// A Resolver resolves sources. Its fields are what every resolution of
// one run shares; Limits' zero value is catalog.DefaultLimits.
type Resolver struct {
	Sources    Sources
	Limits     catalog.Limits
	Signatures Signatures // nil: a source that requires a signature fails
	Policy     PinPolicy  // nil: no organisation policy is pinned
	// Warn is told what went wrong without stopping the resolution (a
	// verified signature that could not be remembered); nil = dropped.
	Warn func(format string, args ...any)
}

func (r *Resolver) limits() catalog.Limits {
	if r.Limits == (catalog.Limits{}) {
		return catalog.DefaultLimits
	}
	return r.Limits
}

func (r *Resolver) warn(format string, args ...any) {
	if r.Warn != nil {
		r.Warn(format, args...)
	}
}

// Tree is a resolved source's content: the file system of its commit (or
// local directory) plus what was resolved.
type Tree struct {
	FS     fs.FS
	Source lock.LockedSource
	// Branch is the default branch a source without a ref resolved to.
	Branch string
}

// SplitTreeRef splits a pasted tree address (REF/PATH after the
// repository): which part is the ref and which the path only the
// remote's refs can tell.
func (r *Resolver) SplitTreeRef(ctx context.Context, spec *srcspec.Spec) error {
	if !strings.Contains(spec.TreeRef, "/") {
		return nil
	}
	s, err := r.Sources(spec.URL)
	if err != nil {
		return err
	}
	refs, err := s.Refs(ctx)
	if err != nil {
		return err
	}
	spec.Ref, spec.Path = fetch.SplitTreeRef(refs, spec.TreeRef)
	return nil
}

// OpenTree resolves src (a manifest source) to a commit and opens its tree.
func (r *Resolver) OpenTree(ctx context.Context, src *manifest.Source) (*Tree, error) {
	s, err := r.Sources(src.URL)
	if err != nil {
		return nil, err
	}
	pin, err := s.Resolve(ctx, src.Ref)
	switch {
	case errors.Is(err, source.ErrNoRef):
		return nil, errkind.Mark(fmt.Errorf("source %q: %s is a plain directory, not a git repository, so it takes no ref (got %q)", src.Name, src.URL, src.Ref), errkind.Invalid)
	case err != nil:
		return nil, fmt.Errorf("source %q: %w", src.Name, err)
	}
	// Every skill will be read with "*": a git source fetches their files
	// with the markers; an OCI source downloads only the selected layers.
	fsys, err := s.Open(ctx, pin, source.Want{All: (Selection{Names: src.Skills}).All(), Names: src.Skills, Dirs: src.Paths})
	if err != nil {
		return nil, fmt.Errorf("source %q: %w", src.Name, err)
	}
	ls := lock.LockedSource{Name: src.Name, URL: src.URL, Ref: src.Ref, Kind: pin.Kind, Commit: pin.Revision, TagObject: pin.TagObject}
	return &Tree{FS: fsys, Source: ls, Branch: pin.Branch}, nil
}

// LockedTree opens the tree a locked source is pinned to, without
// re-resolving its ref. dirs are the skill directories the caller will
// read (from the lock): a commit not yet cached is fetched with their files
// and no other file's content, where the server allows it.
func (r *Resolver) LockedTree(ctx context.Context, ls *lock.LockedSource, dirs []string) (fs.FS, error) {
	s, err := r.Sources(ls.URL)
	if err != nil {
		return nil, err
	}
	fsys, err := s.Open(ctx, source.PinOf(ls), source.Want{Dirs: dirs, Exact: true})
	if err != nil {
		return nil, fmt.Errorf("source %q: %w", ls.Name, err)
	}
	return fsys, nil
}
