package project

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/catalog/audit"
	"github.com/skillpin/skillpin/internal/fetch"
	"github.com/skillpin/skillpin/internal/install/atomicfile"
	"github.com/skillpin/skillpin/internal/install/publish"
	"github.com/skillpin/skillpin/internal/install/store"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/approvals"
	"github.com/skillpin/skillpin/internal/lock/lockdiff"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/ui/hint"

	"github.com/skillpin/skillpin/internal/resolve"
)

// FrozenError is a manifest/lock disagreement under --frozen.
type FrozenError struct{ Drift []resolve.Drift }

func (e *FrozenError) Error() string { return e.Render(hint.Current) }

// Render is the error's text with the commands it names rendered for
// scope s.
func (e *FrozenError) Render(s hint.Scope) string {
	var b strings.Builder
	b.WriteString("skills.toml and skills.lock disagree (--frozen never re-resolves):")
	for _, d := range e.Drift {
		b.WriteString("\n  " + d.String())
	}
	fmt.Fprintf(&b, "\nrun `%s` without --frozen (or `%s`) and commit the new skills.lock", hint.Run("install").Line(s), hint.Run("update").Line(s))
	return b.String()
}

func (e *FrozenError) Is(target error) bool { return target == errkind.CheckFailed }

// InstallOptions control Install.
type InstallOptions struct {
	Frozen bool // fail instead of re-resolving when manifest and lock disagree
	// Repair also re-hashes every store entry, the trusted root and the
	// targets, and rebuilds what differs from the lock (see RepairResult).
	Repair bool
}

// InstallResult reports what Install did.
type InstallResult struct {
	LockChanged bool
	Fetched     []string // skills put into the store in this run
	// Review are the skills of Fetched that await approval: the audit
	// summary install prints is theirs (see awaitsApproval).
	Review      []string
	RootChanged bool
	Published   bool // the root and targets were brought in line (false when the run failed before)
	Skills      []SkillState
	Targets     []publish.TargetReport
	Warnings    []hint.Msg
	Repair      *RepairResult // with InstallOptions.Repair, or when Healed: what was rebuilt
	// Healed is what a plain install found changed in the root and the
	// targets since skillpin published them, and restored (see heal).
	Healed []hint.Msg

	// rooted are the entries the run's last publication put in the root
	// and the targets: what heal then checks, without evaluating the
	// project a second time.
	rooted []publish.RootEntry
}

// Install makes store, trusted root and targets match the lock, first
// re-resolving sources whose manifest entry no longer matches the lock
// (unless Frozen).
func (p *Project) Install(ctx context.Context, opts InstallOptions) (*InstallResult, error) {
	var res *InstallResult
	err := p.change(ctx, func() error {
		var err error
		res, err = p.install(ctx, opts)
		return err
	})
	return res, err
}

func (p *Project) install(ctx context.Context, opts InstallOptions) (*InstallResult, error) {
	res := &InstallResult{}
	drift := resolve.CompareManifestLock(p.st.Manifest(), p.st.Lock())
	var trees map[string]*resolve.Tree
	if len(drift) > 0 {
		if opts.Frozen {
			return nil, &FrozenError{Drift: drift}
		}
		r, err := p.relock(ctx, resolve.Input{Manifest: p.st.Manifest()})
		if err != nil {
			return nil, err
		}
		res.Warnings = append(res.Warnings, texts(r.Warnings)...)
		changed, err := p.writeLock(ctx, r.Lock)
		if err != nil {
			return nil, err
		}
		res.LockChanged = changed
		trees = r.Trees
	}
	if opts.Repair {
		res.Repair = &RepairResult{}
		dropped, err := p.dropDamaged(true)
		res.Repair.Store = dropped
		if err != nil {
			return res, err
		}
	}
	if opts.Frozen {
		// --frozen installs the lock as it is: a field it derives from
		// content must be what the content says.
		fetched, err := p.ensureStored(ctx, p.st.Lock(), trees, p.awaitsApproval)
		res.Fetched = fetched
		if err != nil {
			return res, err
		}
		if err := p.checkDerived(ctx); err != nil {
			return res, err
		}
	}
	if err := p.finish(ctx, trees, res); err != nil {
		return res, err
	}
	if opts.Repair {
		if err := p.repairPublished(res.Repair); err != nil {
			return res, err
		}
	} else if err := p.heal(ctx, res); err != nil {
		return res, err
	}
	for _, name := range res.Fetched {
		if sk := p.st.Lock().Skill(name); sk != nil && p.awaitsApproval(sk) {
			res.Review = append(res.Review, name)
		}
	}
	return res, nil
}

// awaitsApproval reports whether a locked skill is held back for want of
// an approval of its digest (pending or revoked): the skills install's
// audit summary is for, read before someone approves them. A skill
// admitted by its approval (one for this digest, approval = "lock", a
// trusted source) was reviewed when it was approved; its audit is
// `skillpin audit`'s, and verify's with audit_fail_on.
func (p *Project) awaitsApproval(sk *lock.LockedSkill) bool {
	return p.st.Trust(sk).Approval != approvals.Approved
}

// finish is the install step every mutating operation ends with: store
// what is missing, publish the root, sync targets.
func (p *Project) finish(ctx context.Context, trees map[string]*resolve.Tree, res *InstallResult) error {
	if _, err := p.dropDamaged(false); err != nil {
		return err
	}
	fetched, err := p.ensureStored(ctx, p.st.Lock(), trees, p.awaitsApproval)
	res.Fetched = append(res.Fetched, fetched...)
	if err != nil {
		return err
	}
	res.Warnings = append(res.Warnings, p.resolver().VerifyRecorded(ctx, p.st.Manifest(), p.st.Lock())...)
	if err := p.fetchPolicy(ctx); err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		// Interrupted before publishing: the root and the targets stay
		// as they were; what was stored stays in the store, verified.
		return err
	}
	pub, err := p.publish()
	if err != nil {
		return err
	}
	res.Published, res.RootChanged, res.Skills, res.Targets, res.rooted = true, pub.changed, pub.skills, pub.targets, pub.entries
	if w := p.withdrawn; w != nil {
		// What was withdrawn before the change was written is part of
		// this run's publication.
		res.RootChanged = res.RootChanged || w.changed
		res.Targets = mergeReports(w.targets, pub.targets)
		p.withdrawn = nil
	}
	if err := store.RegisterProject(p.cacheDir, p.st.Layout()); err != nil {
		res.Warnings = append(res.Warnings, hint.Sprintf("could not register the project for `%s`: %v", hint.RunIn(hint.None, "cache", "gc"), err))
	}
	// The install itself is done: failing to note it for diff is said,
	// not made the run's failure.
	if err := p.recordInstalled(); err != nil {
		res.Warnings = append(res.Warnings, hint.Sprintf("%v; the install itself is done, and `%s` compares with an older lock until the next install", err, hint.Run("diff")))
	}
	return nil
}

// recordInstalled keeps the lock just installed where the layout says
// (the user scope's state directory), for `diff` to compare a changed
// skills.lock with what is installed here: the user scope's files may come
// from a dotfiles repository, changed by a pull, not by this machine.
func (p *Project) recordInstalled() error {
	path := p.st.Layout().InstalledLock
	if path == "" || p.st.Lock() == nil {
		return nil
	}
	data := p.st.Lock().Marshal()
	if old, err := os.ReadFile(path); err == nil && bytes.Equal(old, data) {
		return nil
	}
	if err := atomicfile.WriteFile(path, data, 0o644, ""); err != nil {
		return hint.Errorf("record the installed lock for `%s`: %w", hint.Run("diff"), err)
	}
	return nil
}

// dropDamaged removes store entries that no longer match the lock, so
// that ensureStored fetches them again: the repair after tampering or a
// partly deleted cache. It returns the skills whose entries it removed.
// Unless all (install --repair), only entries the current root
// generation does not already hold are checked, which keeps a warm install
// from re-hashing everything (`verify` re-hashes all of them). An entry
// this run already wrote or checked is not hashed again.
func (p *Project) dropDamaged(all bool) ([]string, error) {
	if p.st.Lock() == nil {
		return nil, nil
	}
	st, err := p.openStore()
	if err != nil {
		return nil, err
	}
	root, err := p.root()
	if err != nil {
		return nil, err
	}
	current, _ := root.Current()
	var dropped []string
	for _, sk := range p.st.Lock().Skills {
		if !all && current[sk.Name] == sk.Digest || p.verified[sk.Digest] || !st.Has(sk.Digest) {
			continue
		}
		if mm := st.Check(sk.Digest, sk.Files); len(mm) > 0 {
			p.env.logf("store entry of %s does not match the lock (%s): fetching it again", sk.Name, describeMismatches(mm))
			delete(p.present, sk.Digest)
			if err := st.Remove(sk.Digest); err != nil {
				return dropped, fmt.Errorf("remove damaged store entry of %s: %w", sk.Name, err)
			}
			dropped = append(dropped, sk.Name)
			continue
		}
		p.markVerified(sk.Digest)
	}
	return dropped, nil
}

// writeLock saves l when its bytes differ from what is on disk.
func (p *Project) writeLock(ctx context.Context, l *lock.Lock) (bool, error) {
	path := filepath.Join(p.st.Dir(), LockFile)
	data := l.Marshal()
	if old, err := os.ReadFile(path); err == nil && bytes.Equal(old, data) {
		return false, p.setLock(l)
	}
	// In approval = "lock" mode the lock is the approval: what it no
	// longer approves leaves the root before it is written.
	if err := p.withdraw(ctx, l); err != nil {
		return false, err
	}
	if err := lock.SaveLock(path, l); err != nil {
		return false, err
	}
	return true, p.setLock(l)
}

// setLock makes l, as written to disk, the project's lock, with the policy
// read again for it (the lock pins the organisation policy and the
// commits whose ages the policy judges).
func (p *Project) setLock(l *lock.Lock) error {
	st, err := p.st.WithLock(l).Reread()
	if err != nil {
		return err
	}
	p.st = st
	return nil
}

// ensureStored puts every locked skill that the store lacks into it,
// reading the bytes at the pinned commit and checking them against the lock.
// Each source's tree is opened once and, after a partial fetch, the files
// of all its missing skills come in one request; the skills are then
// hashed and written in parallel (creating and syncing files is most of
// the cost of a cold install).
//
// The skills summarize selects (nil: none) are audited from their bytes on
// their way into the store, for the audit summary the run prints.
func (p *Project) ensureStored(ctx context.Context, l *lock.Lock, trees map[string]*resolve.Tree, summarize func(*lock.LockedSkill) bool) ([]string, error) {
	if l == nil {
		return nil, nil
	}
	st, err := p.openStore()
	if err != nil {
		return nil, err
	}
	var todo []*lock.LockedSkill
	seen := map[string]bool{}
	if p.present == nil {
		p.present = map[string]bool{}
	}
	for i := range l.Skills {
		sk := &l.Skills[i]
		if seen[sk.Digest] || p.present[sk.Digest] {
			continue // two skills with the same content share one entry
		}
		if st.Has(sk.Digest) {
			p.present[sk.Digest] = true
			continue
		}
		seen[sk.Digest] = true
		todo = append(todo, sk)
	}
	if len(todo) == 0 {
		return nil, nil
	}

	// The trees the skills are read from: the one resolved in this run
	// when its file sets say where each file's bytes are, else the tree
	// of the locked commit, opened once per source.
	type job struct {
		sk     *lock.LockedSkill
		fsys   fs.FS
		rehash bool
	}
	jobs := make([]job, len(todo))
	opened := map[string]fs.FS{}
	dirsOf := map[string][]string{} // the skill directories to read, per source
	var sources []string
	for _, sk := range todo {
		if t := trees[sk.Source]; t == nil || !hasFrom(sk.Files) {
			dirsOf[sk.Source] = append(dirsOf[sk.Source], sk.Path)
		}
	}
	for i, sk := range todo {
		if t := trees[sk.Source]; t != nil && hasFrom(sk.Files) {
			jobs[i] = job{sk: sk, fsys: t.FS}
			continue
		}
		fsys, ok := opened[sk.Source]
		if !ok {
			ls := l.Source(sk.Source)
			if ls == nil {
				return nil, badInput(fmt.Errorf("skills.lock: skill %q names source %q, which is not locked", sk.Name, sk.Source))
			}
			// Only what the lock needs: the commit's trees and the blobs
			// under these skills' directories.
			if fsys, err = p.resolver().LockedTree(ctx, ls, dirsOf[sk.Source]); err != nil {
				return nil, fmt.Errorf("skill %s: %w", sk.Name, err)
			}
			opened[sk.Source] = fsys
			sources = append(sources, sk.Source)
		}
		jobs[i] = job{sk: sk, fsys: fsys, rehash: true}
	}
	// Each source's skills are read through a pool of trees, so that
	// inflating objects runs in parallel too (see treePool).
	pools := map[string]chan fs.FS{}
	for _, src := range sources {
		if err := fetch.Prefetch(opened[src], dirsOf[src]); err != nil {
			return nil, fmt.Errorf("source %q: %w", src, err)
		}
		pools[src] = p.resolver().TreePool(ctx, opened[src], l.Source(src), len(dirsOf[src]))
	}

	// Which skills to audit on their way in, decided here: the state is
	// read by one goroutine at a time.
	summarized := make([]bool, len(jobs))
	for i, j := range jobs {
		summarized[i] = summarize != nil && summarize(j.sk)
	}

	// One batch: the entries are flushed to disk together, then renamed in.
	batch := st.Batch()
	defer batch.Close()
	errs := make([]error, len(jobs))
	if err := resolve.Parallel(ctx, len(jobs), func(i int) {
		fsys := jobs[i].fsys
		if pool := pools[jobs[i].sk.Source]; pool != nil && jobs[i].rehash {
			fsys = <-pool
			defer func() { pool <- fsys }()
		}
		errs[i] = p.storeSkill(batch, fsys, jobs[i].sk, jobs[i].rehash, summarized[i])
	}); err != nil {
		// Interrupted: the entries written so far are discarded with the
		// batch (Close), nothing is renamed into the store.
		return nil, err
	}
	// What was stored is kept even when another skill failed.
	if err := batch.Commit(); err != nil {
		return nil, err
	}
	var fetched []string
	for i, j := range jobs {
		if errs[i] != nil {
			return fetched, errs[i]
		}
		p.markVerified(j.sk.Digest)
		p.present[j.sk.Digest] = true
		fetched = append(fetched, j.sk.Name)
	}
	return fetched, nil
}

// storeSkill puts one locked skill into the store from fsys. When rehash,
// the skill's directory at the pinned commit is first listed again, which
// applies the tree rules again, finds files the lock does not list and says
// where a link's bytes are; the listing must match the lock (paths, sizes,
// modes), and each file is then hashed once, on its way into the store,
// against its locked digest. Any difference is reported as the skill's
// digest mismatch. When summarize, the skill is audited from the bytes that go
// into the store (auditCapture).
func (p *Project) storeSkill(st *store.Batch, fsys fs.FS, sk *lock.LockedSkill, rehash, summarize bool) error {
	files := sk.Files
	if rehash {
		listed, problems := catalog.ListFiles(fsys, sk.Path, p.st.Manifest().Settings.Limits())
		if catalog.HasErrors(problems) {
			return &resolve.ProblemsError{Skills: []*catalog.Skill{{Name: sk.Name, Dir: sk.Path, Problems: problems}}}
		}
		files = slices.Clone(sk.Files)
		files.Sort()
		if !sameListing(listed, files) {
			return digestMismatch(fsys, sk, p.st.Manifest().Settings.Limits())
		}
		for i := range files {
			files[i].From = listed[i].From
		}
	}
	dir := sk.Path
	var capture *auditCapture
	if summarize && p.streamAuditable() {
		capture = newAuditCapture()
	}
	err := st.Put(sk.Digest, files, func(f catalog.File) (io.ReadCloser, error) {
		r, err := catalog.OpenFile(fsys, dir, f)
		if _, local := r.(*os.File); err != nil || capture == nil || local {
			return r, err // a local file keeps its reflink into the store
		}
		return capture.wrap(f, r), nil
	})
	var mm *store.MismatchError
	if rehash && errors.As(err, &mm) {
		return digestMismatch(fsys, sk, p.st.Manifest().Settings.Limits())
	}
	if err != nil {
		return fmt.Errorf("store skill %s: %w", sk.Name, err)
	}
	if capture != nil {
		// The project adds no rules (streamAuditable): its auditor is
		// the built-in one, whose index is built once per process.
		capture.audit(audit.Default(), sk.Files, sk.Digest, &p.streamed)
	}
	return nil
}

// sameListing reports whether a listing (ListFiles: no digests) has the
// locked paths, sizes and modes; both are sorted.
func sameListing(listed, locked catalog.FileSet) bool {
	return slices.EqualFunc(listed, locked, func(a, b catalog.File) bool {
		return a.Path == b.Path && a.Size == b.Size && a.Exec == b.Exec
	})
}

// digestMismatch hashes the skill at the pinned commit (the slow path, on
// failure only) to say exactly which files differ from the lock.
// digestMismatch says how the content of sk in fsys differs from its lock
// entry, read within limits.
func digestMismatch(fsys fs.FS, sk *lock.LockedSkill, limits catalog.Limits) error {
	fresh, problems := catalog.FileSetOf(fsys, sk.Path, limits)
	if catalog.HasErrors(problems) {
		return &resolve.ProblemsError{Skills: []*catalog.Skill{{Name: sk.Name, Dir: sk.Path, Problems: problems}}}
	}
	return &DigestMismatchError{Skill: sk.Name, Source: sk.Source, Locked: sk.Digest, Got: fresh.Digest(), Files: lockdiff.DiffFiles(sk.Files, fresh).Describe()}
}

func hasFrom(files catalog.FileSet) bool {
	return len(files) > 0 && files[0].From != ""
}

// DigestMismatchError is content at the pinned commit that differs from
// the lock: the lock was edited, or a local path source changed.
type DigestMismatchError struct {
	Skill, Source string
	Locked, Got   string
	Files         string
}

func (e *DigestMismatchError) Error() string { return e.Render(hint.Current) }

// Render is the error's text with the command it names rendered for
// scope s.
func (e *DigestMismatchError) Render(s hint.Scope) string {
	return fmt.Sprintf("skill %s (source %q): content at the pinned commit does not match skills.lock (locked %s, found %s: %s); if the lock was edited by hand restore it from version control, if the source changed run `%s` and review the diff",
		e.Skill, e.Source, e.Locked, e.Got, e.Files, hint.Run("update", e.Skill).Line(s))
}

func (e *DigestMismatchError) Is(target error) bool { return target == errkind.CheckFailed }
