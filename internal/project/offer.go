package project

import (
	"context"
	"errors"
	"fmt"
	"path"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/fetch"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/resolve"
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
	Path   string         `json:"path"`
	Skills []OfferedSkill `json:"skills"`
}

// OfferedSkill is one skill a source offers.
type OfferedSkill struct {
	Name        string `json:"name"` // "" when the frontmatter has none
	Description string `json:"description"`
	Path        string `json:"path"`
	// Addable says add could lock it; Reason says why not (a rule it
	// breaks with its code, a name used twice, a name another source
	// provides) and, for an addable one, what is notable ("locked
	// already").
	Addable bool   `json:"addable"`
	Reason  string `json:"reason,omitempty"`
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
func (p *Project) Offered(ctx context.Context, specStr string, parsed *fetch.Spec) (*Offer, error) {
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
	o := &Offer{Source: name, URL: spec.URL, Ref: spec.Ref, Kind: t.Source.Kind, Commit: t.Source.Commit, Path: spec.Path, Skills: []OfferedSkill{}}
	count := map[string]int{}
	for _, s := range scan.Skills {
		if s.Name != "" {
			count[s.Name]++
		}
	}
	for _, s := range scan.Skills {
		if spec.Path != "" && s.Dir != spec.Path && !strings.HasPrefix(s.Dir, spec.Path+"/") {
			continue
		}
		it := OfferedSkill{Name: s.Name, Path: s.Dir, Addable: true}
		if s.Doc != nil && s.Doc.Frontmatter != nil {
			it.Description = s.Doc.Frontmatter.Description
		}
		switch {
		case !s.Valid() || s.Name == "":
			it.Addable, it.Reason = false, resolve.FirstError(s)
		case count[s.Name] > 1:
			it.Addable, it.Reason = false, fmt.Sprintf("%d skills here are named %s: add this one with --path %s", count[s.Name], s.Name, s.Dir)
		default:
			if p.st.Lock() != nil {
				if sk := p.st.Lock().Skill(s.Name); sk != nil && sk.Source != name {
					it.Addable, it.Reason = false, fmt.Sprintf("source %s provides a skill of this name already (a project holds one skill per name)", sk.Source)
				} else if sk != nil && sk.Path == path.Clean(s.Dir) {
					it.Reason = "locked already"
				}
			}
		}
		o.Skills = append(o.Skills, it)
	}
	return o, nil
}
