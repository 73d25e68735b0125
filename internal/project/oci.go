package project

import (
	"context"
	"fmt"
	"io/fs"
	"slices"
	"strings"

	"github.com/skillpin/skillpin/internal/fetch/oci"
	"github.com/skillpin/skillpin/internal/hint"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/manifest"
	"github.com/skillpin/skillpin/internal/verify"
)

// isOCI reports whether a source URL names skills in an OCI registry.
func isOCI(url string) bool { return strings.HasPrefix(url, oci.Scheme) }

func (p *Project) ociClient() *oci.Client {
	if p.ocic == nil {
		p.ocic = newOCIClient(p.env, p.cacheDir)
	}
	return p.ocic
}

func newOCIClient(env Env, cacheDir string) *oci.Client {
	return oci.New(oci.Options{Keychain: oci.DockerKeychain(env.getenv), CacheDir: cacheDir, Offline: env.Offline})
}

// ociLayerBound is the largest skill layer read: the skill's byte limit
// plus the tar headers of its file limit (a header and padding per file).
func (p *Project) ociLayerBound() int64 {
	l := p.limits()
	return l.MaxBytes + int64(l.MaxFiles+2)*1536 + 1024
}

// openOCITree resolves src's tag (or digest) to the manifest digest the
// lock pins and opens the skills it selects: by name, by path, or every
// one with "*". Only those skills' layers are downloaded.
func (p *Project) openOCITree(ctx context.Context, src *manifest.Source) (*tree, error) {
	digest, err := p.ociClient().Resolve(ctx, src.URL, src.Ref)
	if err != nil {
		return nil, fmt.Errorf("source %q: %w", src.Name, err)
	}
	ls := lock.LockedSource{Name: src.Name, URL: src.URL, Ref: src.Ref, Kind: lock.KindTag, Commit: digest}
	if oci.IsDigest(src.Ref) {
		ls.Kind = lock.KindDigest
	}
	sel := Selection{Names: src.Skills, Paths: src.Paths}
	var want func(name, dir string) bool
	if !sel.all() && !sel.empty() {
		want = func(name, dir string) bool {
			return slices.Contains(sel.Names, name) || slices.Contains(sel.Paths, dir)
		}
	}
	fsys, _, err := p.ociClient().Open(ctx, src.URL, digest, want, p.ociLayerBound(), p.limits().MaxFiles)
	if err != nil {
		return nil, fmt.Errorf("source %q: %w", src.Name, err)
	}
	return &tree{fsys: fsys, source: ls}, nil
}

// lockedOCITree opens the pinned manifest of a locked OCI source with the
// skills at dirs (every skill when dirs is nil).
func (p *Project) lockedOCITree(ctx context.Context, ls *lock.LockedSource, dirs []string) (fs.FS, error) {
	var want func(name, dir string) bool
	if dirs != nil {
		want = func(_, dir string) bool { return slices.Contains(dirs, dir) }
	}
	fsys, _, err := p.ociClient().Open(ctx, ls.URL, ls.Commit, want, p.ociLayerBound(), p.limits().MaxFiles)
	if err != nil {
		return nil, fmt.Errorf("source %q: %w", ls.Name, err)
	}
	return fsys, nil
}

// verifyOCIRef checks a locked OCI tag against the registry: a tag that
// names another manifest now is TAG_MOVED, as a moved git tag is. A
// digest pins nothing the registry can move.
func (p *Project) verifyOCIRef(ctx context.Context, ls *lock.LockedSource, r *verify.Report) error {
	if ls.Kind == lock.KindDigest {
		if ls.Ref != ls.Commit {
			r.AddAt(verify.CodeLockInvalid, verify.SeverityError, lock.FileName, p.st.LockLine("source", ls.Name), "source %q: ref %q is pinned as digest %s, which it does not name; restore skills.lock from version control or run `%s` and review the diff", ls.Name, ls.Ref, ls.Commit, hint.Run("update", ls.Name))
		}
		return nil
	}
	current, err := p.ociClient().Resolve(ctx, ls.URL, ls.Ref)
	if err != nil {
		return fmt.Errorf("source %q: %w", ls.Name, err)
	}
	if current != ls.Commit {
		var names []string
		for _, s := range p.st.Lock().SkillsOf(ls.Name) {
			names = append(names, s.Name)
		}
		r.Add(verify.CodeTagMoved, verify.SeverityError, "", "", "source %q: tag %s moved in the registry from %s to %s (affects %s); a moved tag is how a publisher (or an attacker) ships different bytes under a reviewed version: find out why, then take it with `%s` and review it with `%s`", ls.Name, ls.Ref, ls.Commit, current, strings.Join(names, ", "), hint.Run("update", ls.Name, "--accept-moved-tag"), hint.Run("diff"))
	}
	return nil
}
