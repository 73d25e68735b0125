package project

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/skillpin/skillpin/internal/fetch"
	"github.com/skillpin/skillpin/internal/fetch/source"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/resolve"
	"github.com/skillpin/skillpin/internal/verify/policypin"
)

// remoteOf turns a manifest URL of the project in dir into the parsed
// spec and the location fetch should use: relative local paths are
// relative to the project, not the cwd.
func remoteOf(url, dir string, offline bool) (fetch.Spec, string, error) {
	spec, err := fetch.ParseSpec(url, dir)
	if err != nil {
		return spec, "", err
	}
	if spec.Kind == fetch.KindFile && !offline {
		// Like a local path that names nothing, a file:// URL that names
		// nothing is bad input, not a remote that could not be reached.
		// (Offline, the cache answers for it.)
		path := filepath.FromSlash(strings.TrimPrefix(spec.URL, "file://"))
		if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
			return spec, "", badInput(fmt.Errorf("source %q: %s does not exist (a file:// URL names a repository on this machine)", url, path))
		}
	}
	return spec, spec.Loc(dir), nil
}

// sourceOf is the source a manifest's or a lock's URL names.
func (p *Project) sourceOf(url string) (source.Source, error) {
	spec, loc, err := remoteOf(url, p.st.Dir(), p.env.Offline)
	if err != nil {
		return nil, err
	}
	return source.New(spec, loc, source.Clients{Git: p.fetchClient, OCI: p.ociClient, LayerBytes: ociLayerBound(p.st.Manifest().Settings.Limits()), MaxFiles: p.st.Manifest().Settings.Limits().MaxFiles}), nil
}

// resolver resolves sources for the project: its sources, limits,
// signature verdicts and policy pin.
func (p *Project) resolver() *resolve.Resolver {
	return &resolve.Resolver{
		Sources:    p.sourceOf,
		Limits:     p.st.Manifest().Settings.Limits(),
		Signatures: p.st.Verdicts(),
		Policy: func(ctx context.Context, m *manifest.Manifest, prev *lock.Lock, refresh bool) (*lock.LockedPolicy, error) {
			remote := func(url string) (fetch.Spec, string, error) { return remoteOf(url, p.st.Dir(), p.env.Offline) }
			return policypin.Pin(ctx, p.fetchClient(), remote, m, prev, refresh)
		},
		Warn: p.env.logf,
	}
}

// relock resolves in against the project's lock (in.Lock is set to it):
// see resolve.Resolver.Relock.
func (p *Project) relock(ctx context.Context, in resolve.Input) (*resolve.Result, error) {
	in.Lock = p.st.Lock()
	return p.resolver().Relock(ctx, in)
}
