package project

import (
	"context"

	"github.com/skillpin/skillpin/internal/fetch"
	"github.com/skillpin/skillpin/internal/fetch/source"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/resolve"
	"github.com/skillpin/skillpin/internal/verify/policypin"
)

// sourceOf is the source a manifest's or a lock's URL names.
func (p *Project) sourceOf(url string) (source.Source, error) {
	spec, loc, err := fetch.Remote(url, p.st.Dir(), p.env.Offline)
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
			remote := func(url string) (fetch.Spec, string, error) { return fetch.Remote(url, p.st.Dir(), p.env.Offline) }
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
