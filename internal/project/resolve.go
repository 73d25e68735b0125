package project

import (
	"context"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/fetch/oci"
	"github.com/skillpin/skillpin/internal/fetch/source"
	"github.com/skillpin/skillpin/internal/fetch/srcspec"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/resolve"
	"github.com/skillpin/skillpin/internal/verify/policypin"
)

// resolver resolves sources for the project: its sources (each the
// source a manifest's or a lock's URL names, through the run's git and
// OCI clients), limits, signature verdicts and policy pin.
func (p *Project) resolver() *resolve.Resolver {
	limits := p.st.Manifest().Settings.Limits()
	clients := source.Clients{
		Git: p.fetchClient,
		OCI: func() *oci.Client {
			if p.ocic == nil {
				p.ocic = oci.New(oci.Options{Keychain: oci.DockerKeychain(p.env.getenv), CacheDir: p.cacheDir, Offline: p.env.Offline})
			}
			return p.ocic
		},
		LayerBytes: ociLayerBound(limits),
		MaxFiles:   limits.MaxFiles,
	}
	remote := func(url string) (srcspec.Spec, string, error) { return srcspec.Remote(url, p.st.Dir(), p.env.Offline) }
	return &resolve.Resolver{
		Sources: func(url string) (source.Source, error) {
			spec, loc, err := remote(url)
			if err != nil {
				return nil, err
			}
			return source.New(spec, loc, clients), nil
		},
		Limits:     limits,
		Signatures: p.st.Verdicts(),
		Policy: func(ctx context.Context, m *manifest.Manifest, prev *lock.Lock, refresh bool) (*lock.LockedPolicy, error) {
			return policypin.Pin(ctx, p.fetchClient(), remote, m, prev, refresh, p.env.Sigstore)
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

// ociLayerBound is the largest skill layer read: the skill's byte limit
// plus the tar headers of its file limit (a header and padding per file).
func ociLayerBound(l catalog.Limits) int64 {
	return l.MaxBytes + int64(l.MaxFiles+2)*1536 + 1024
}
