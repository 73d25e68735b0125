package roots

import (
	"io/fs"
	"path/filepath"
	"slices"

	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/install/publish"
)

// Inputs lists every path a view was derived from, other than the skills'
// own files: for a project, its manifest, lock and approvals (and the
// directories holding them), the signature keys and trusted roots its
// manifest names, the signature verdicts and the ledger in the cache, the
// trusted root link, the generations directory and the generation it
// resolved to; for a plain root, the directory as given and as resolved.
// A reader that keeps a view across requests (the MCP server) compares
// the identity of these paths (os.Lstat) with the one it saw before
// opening the view: when none changed, a fresh view would decide the same
// and list the same names. The skills' files are watched through
// Skill.Lstat.
func (v *View) Inputs() []string {
	var out []string
	for i := range v.roots {
		r := &v.roots[i]
		if r.Dir != "" {
			out = append(out, r.Dir)
		}
		if r.resolved != "" && r.resolved != r.Dir {
			out = append(out, r.resolved)
		}
		if !r.Project {
			continue
		}
		l := r.Env.ResolvedLayout()
		out = append(out,
			l.Config,
			l.ManifestPath(),
			l.LockPath(),
			l.State,
			l.ApprovalsPath(),
			l.RootPath(),
		)
		if r.resolved != "" {
			out = append(out, filepath.Dir(r.resolved)) // the generations directory
		}
		if cache, err := layout.CacheDir(r.Env.Lookup); err == nil {
			out = append(out, filepath.Join(cache, layout.SignaturesDir), publish.LedgerPath(cache, l))
		}
		if r.state == nil {
			continue
		}
		for _, src := range r.state.Manifest().Sources {
			if sig := src.Signature; sig != nil {
				for _, f := range []string{sig.Key, sig.TrustedRoot} {
					if f == "" {
						continue
					}
					if !filepath.IsAbs(f) {
						f = filepath.Join(l.Config, filepath.FromSlash(f))
					}
					out = append(out, f)
				}
			}
		}
	}
	return slices.Compact(out)
}

// Lstat describes the skill-relative slash path rel ("." for the skill's
// directory) as the view opened it, without following a link and without
// reading any content: a reader that keeps a checked skill watches its
// files' identities (size, times, inode) to tell when it must check the
// bytes again. Content is read only through ReadFile, which checks it.
func (sk *Skill) Lstat(rel string) (fs.FileInfo, error) {
	return sk.dir.Lstat(filepath.FromSlash(rel))
}
