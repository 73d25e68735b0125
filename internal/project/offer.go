package project

import (
	"context"
	"errors"
	"fmt"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/fetch/srcspec"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/resolve/addplan"
	"github.com/skillpin/skillpin/internal/verify/state"
)

// Offer is what a source offers at a ref: every skill in it, and whether
// `skillpin add` could take each.
type Offer struct {
	Source string `json:"source"` // the name add would give it
	URL    string `json:"url"`
	Ref    string `json:"ref"`    // as asked ("" for the default branch)
	Kind   string `json:"kind"`   // tag, branch, commit or path
	Commit string `json:"commit"` // what the ref resolved to ("" for a directory)
	// Path is the directory a pasted tree address points at: only skills
	// in it are listed ("" for the whole source).
	Path   string            `json:"path"`
	Skills []addplan.Offered `json:"skills"`
}

// OpenForBrowsing opens the project of env, or — when there is none yet —
// an empty one that can resolve and read sources but holds nothing and
// writes nothing: `add --list` works before `init`.
func OpenForBrowsing(env Env) (*Project, error) {
	p, err := Open(env)
	var nm *state.NoManifestError
	if !errors.As(err, &nm) {
		return p, err
	}
	cache, err := layout.CacheDir(env.getenv)
	if err != nil {
		return nil, badInput(err)
	}
	lay := env.layout()
	p = &Project{st: state.Empty(lay, env.Where().Env(cache)), env: env, cacheDir: cache}
	return p, nil
}

// Offered lists every skill the source spec names offers at its ref, each
// checked with the rules add applies (frontmatter, names, paths, links,
// limits) and against the project (a name another source provides). It
// changes nothing. parsed, when set, is specStr as the caller parsed it.
func (p *Project) Offered(ctx context.Context, specStr string, parsed *srcspec.Spec) (*Offer, error) {
	spec, err := parseSpec(specStr, parsed, p.st.Dir())
	if err != nil {
		return nil, err
	}
	if err := p.resolver().SplitTreeRef(ctx, &spec); err != nil {
		return nil, err
	}
	name := addplan.DefaultName(p.st.Manifest(), spec)
	src := manifest.Source{Name: name, URL: spec.URL, Ref: spec.Ref, Skills: []string{"*"}}
	t, err := p.resolver().OpenTree(ctx, &src)
	if err != nil {
		return nil, err
	}
	scan, err := catalog.Scan(t.FS, catalog.ScanOptions{Limits: p.st.Manifest().Settings.Limits(), Hash: true})
	if err != nil {
		return nil, fmt.Errorf("source %q: scan: %w", name, err)
	}
	o := &Offer{Source: name, URL: spec.URL, Ref: spec.Ref, Kind: t.Source.Kind, Commit: t.Source.Commit, Path: spec.Path,
		Skills: addplan.Offer(scan.Skills, spec.Path, name, p.st.Lock())}
	return o, nil
}
