package project

import (
	"strings"

	"github.com/skillpin/skillpin/internal/fetch/oci"
	"github.com/skillpin/skillpin/internal/fetch/source"
	"github.com/skillpin/skillpin/internal/hint"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/verify"
)

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
	l := p.st.Manifest().Settings.Limits()
	return l.MaxBytes + int64(l.MaxFiles+2)*1536 + 1024
}

// judgeDigestRef judges a locked OCI ref by where the registry says it
// points now: a tag that names another manifest is TAG_MOVED, as a moved
// git tag is. A digest pins nothing the registry can move, but must name
// what the lock pins.
func (p *Project) judgeDigestRef(ls *lock.LockedSource, now source.Pin, r *verify.Report) {
	if ls.Kind == lock.KindDigest {
		if ls.Ref != ls.Commit {
			r.AddAt(verify.CodeLockInvalid, verify.SeverityError, lock.FileName, p.st.LockLine("source", ls.Name), "source %q: ref %q is pinned as digest %s, which it does not name; restore skills.lock from version control or run `%s` and review the diff", ls.Name, ls.Ref, ls.Commit, hint.Run("update", ls.Name))
		}
		return
	}
	if current := now.Revision; current != ls.Commit {
		var names []string
		for _, s := range p.st.Lock().SkillsOf(ls.Name) {
			names = append(names, s.Name)
		}
		r.Add(verify.CodeTagMoved, verify.SeverityError, "", "", "source %q: tag %s moved in the registry from %s to %s (affects %s); a moved tag is how a publisher (or an attacker) ships different bytes under a reviewed version: find out why, then take it with `%s` and review it with `%s`", ls.Name, ls.Ref, ls.Commit, current, strings.Join(names, ", "), hint.Run("update", ls.Name, "--accept-moved-tag"), hint.Run("diff"))
	}
}
