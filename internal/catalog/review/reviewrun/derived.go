package reviewrun

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/catalog/audit"
	"github.com/skillpin/skillpin/internal/install/store"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/lockdiff"
	"github.com/skillpin/skillpin/internal/resolve"
	"github.com/skillpin/skillpin/internal/ui/hint"
)

// A lock entry records, besides the file set its digest covers, fields
// derived from the content (the frontmatter's description and
// allowed-tools) so that a review of the lock alone shows them. The digest
// does not cover them: a checkout can edit them back after a change (a
// widening to Bash recorded as the old tools). So wherever they are shown
// or enforced they are re-derived from the verified bytes, and a lock
// that records other values is invalid.

// ReadSkillMD reads the SKILL.md of a locked skill version from c (the
// store, or the pinned commit), bounded; ok is false when it cannot be had.
func ReadSkillMD(c *Content, sk *lock.LockedSkill) ([]byte, bool) {
	rc, err := c.Open(sk.Digest, catalog.SkillFile)
	if err != nil {
		return nil, false
	}
	defer rc.Close()
	data, err := io.ReadAll(io.LimitReader(rc, lockdiff.MaxContentBytes+1))
	if err != nil || int64(len(data)) > lockdiff.MaxContentBytes {
		return nil, false
	}
	if f, ok := sk.Files.Lookup(catalog.SkillFile); !ok || catalog.DigestBytes(data) != f.Digest {
		return nil, false
	}
	return data, true
}

// RederiveLock returns a copy of l whose skills' derived fields come from
// their verified SKILL.md, for the skills keep selects (all when nil);
// skills whose bytes cannot be had keep what the lock says.
func RederiveLock(c *Content, l *lock.Lock, keep func(*lock.LockedSkill) bool) *lock.Lock {
	if l == nil {
		return nil
	}
	out := *l
	out.Skills = slices.Clone(l.Skills)
	for i := range out.Skills {
		sk := &out.Skills[i]
		if keep != nil && !keep(sk) {
			continue
		}
		if data, ok := ReadSkillMD(c, sk); ok {
			*sk, _ = sk.Derive(data)
		}
		sk.Files, _ = StoredSizes(c.store, sk)
	}
	return &out
}

// StoredSizes returns sk's file set with each file's size as the store
// entry of its version holds it (the entry was checked against the lock
// when written; the digest does not cover sizes), and the files whose
// size the lock records differently. The set is returned unchanged when
// the store does not hold the version.
func StoredSizes(st *store.Store, sk *lock.LockedSkill) (catalog.FileSet, []string) {
	if st == nil || !st.Has(sk.Digest) {
		return sk.Files, nil
	}
	files := slices.Clone(sk.Files)
	var diffs []string
	for i := range files {
		fi, err := os.Lstat(filepath.Join(st.Path(sk.Digest), filepath.FromSlash(files[i].Path)))
		if err != nil || !fi.Mode().IsRegular() || fi.Size() == files[i].Size {
			continue
		}
		diffs = append(diffs, fmt.Sprintf("the size of %s is %d bytes in skills.lock, but %d in its content", files[i].Path, files[i].Size, fi.Size()))
		files[i].Size = fi.Size()
	}
	return files, diffs
}

// changedSkills selects the skills whose entries differ between the two
// locks (digest or a derived field), or that only one of them has: those
// a review shows.
func changedSkills(a, b *lock.Lock) func(*lock.LockedSkill) bool {
	find := func(l *lock.Lock, name string) *lock.LockedSkill {
		if l == nil {
			return nil
		}
		return l.Skill(name)
	}
	return func(sk *lock.LockedSkill) bool {
		x, y := find(a, sk.Name), find(b, sk.Name)
		return x == nil || y == nil || x.Digest != y.Digest || x.Description != y.Description || !slices.Equal(x.AllowedTools, y.AllowedTools)
	}
}

// MovedTagRisk is the TAG_MOVED risk of a skill whose source's tag names
// another commit in the current lock than in base; nil when it did not move.
func MovedTagRisk(base, cur *lock.Lock, sk *lock.LockedSkill) *lockdiff.Risk {
	if base == nil || cur == nil {
		return nil
	}
	was, now := base.Source(sk.Source), cur.Source(sk.Source)
	if was == nil || now == nil || !resolve.TagMoved(was, now) {
		return nil
	}
	return &lockdiff.Risk{Code: lockdiff.RiskTagMoved, Message: hint.Sprintf("tag %s of %s moved: it named commit %s at the base of this review and names %s now; the same version with other content is how a publisher (or whoever took over the repository) ships changes unreviewed — find out why it moved before approving", now.Ref, now.URL, resolve.Short(was.Commit), resolve.Short(now.Commit))}
}

// AuditLocked audits one locked skill version, its files read through
// content (checked against the lock's digests by the store or the tree).
func AuditLocked(a *audit.Auditor, content *Content, sk *lock.LockedSkill) ([]audit.Finding, error) {
	var files []audit.File
	var extra []audit.Finding
	for _, f := range sk.Files {
		if err := content.ctx.Err(); err != nil {
			return nil, err // interrupted: stop between files
		}
		data, partial, err := readLocked(content, sk.Digest, f)
		if err != nil {
			if ctxErr := content.ctx.Err(); ctxErr != nil {
				return nil, ctxErr
			}
			extra = append(extra, audit.NotAuditedFinding(f.Path, err.Error()))
			continue
		}
		files = append(files, audit.File{Path: f.Path, Exec: f.Exec, Data: data, Partial: partial})
	}
	out, err := a.FilesContext(content.ctx, files)
	if err != nil {
		return nil, err
	}
	out = append(out, extra...)
	audit.Sort(out)
	return out, nil
}

// readLocked reads one file of a locked version, at most audit.MaxBytes,
// and checks it against the locked digest when it read all of it.
func readLocked(content *Content, digest string, f catalog.File) (data []byte, partial bool, err error) {
	r, err := content.Open(digest, f.Path)
	if err != nil {
		return nil, false, err
	}
	defer r.Close()
	data, err = io.ReadAll(io.LimitReader(r, audit.MaxBytes+1))
	if err != nil {
		return nil, false, err
	}
	if len(data) > audit.MaxBytes {
		return data[:audit.MaxBytes], true, nil
	}
	if catalog.DigestBytes(data) != f.Digest {
		return nil, false, errors.New("its content does not match skills.lock")
	}
	return data, false, nil
}
