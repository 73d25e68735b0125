package project

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/fetch"
	"github.com/skillpin/skillpin/internal/fetch/source"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/install/publish"
	"github.com/skillpin/skillpin/internal/install/store"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/approvals"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/lock/tomlfile"
	"github.com/skillpin/skillpin/internal/resolve"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/verify"
	"github.com/skillpin/skillpin/internal/verify/gate"
	"github.com/skillpin/skillpin/internal/verify/policypin"
	"github.com/skillpin/skillpin/internal/verify/proof"
	"github.com/skillpin/skillpin/internal/verify/state"
)

// Verify is the CI gate: it re-checks the lock against the manifest, the
// remote refs (unless offline), the content at every pinned commit, the
// signatures, and whatever is installed. It changes nothing.
func (p *Project) Verify(ctx context.Context) (*verify.Report, error) {
	r := &verify.Report{}
	if err := checkIsolation(p.cacheDir, p.st, p.env); err != nil {
		r.Add(verify.CodeCacheNotIsolated, verify.SeverityError, "", "", "%v", err)
	}
	if p.st.LockErr() != nil {
		line := 0
		var pe *tomlfile.ParseError
		if errors.As(p.st.LockErr(), &pe) {
			line = pe.Line
		}
		r.AddAt(verify.CodeLockInvalid, verify.SeverityError, lock.FileName, line, "%v", p.st.LockErr())
		r.Sort()
		return r, nil
	}
	for _, d := range resolve.CompareManifestLock(p.st.Manifest(), p.st.Lock()) {
		r.Add(verify.CodeManifestMismatch, verify.SeverityError, d.Skill, "", "%s; run `%s` (or `%s`) and commit skills.lock", d, hint.Run("install"), hint.Run("update"))
	}
	if p.st.Lock() == nil {
		r.Sort()
		return r, nil
	}
	// The installed copies (store, root, targets) are checked while the
	// content at the pinned commits is: the two read different files and
	// share nothing but the loaded project.
	audits, err := gate.NewAudit(p.st.Manifest(), p.st.Auditor)
	if err != nil {
		return nil, err
	}
	// One read of each store entry serves the store check and the proof
	// of the commits' content (verifystore.go).
	p.proofs = newProofs(p.st.Lock(), p.cacheDir, p.resolver().Sources)
	defer func() { p.proofs = nil }()
	installed := &verify.Report{}
	done := make(chan struct{})
	go func() {
		defer close(done)
		p.verifyInstalled(installed)
	}()
	check := &sourceCheck{st: p.st, res: p.resolver(), proofs: p.proofs, audits: audits, offline: p.env.Offline}
	for i := range p.st.Lock().Sources {
		ls := &p.st.Lock().Sources[i]
		if err := check.check(ctx, ls, r); err != nil {
			<-done
			return nil, err
		}
	}
	<-done
	if err := p.fetchPolicy(ctx); err != nil {
		return nil, err
	}
	// The policy findings: each skill's violations, and, online,
	// whether the pinned organisation policy is still what its ref
	// names (POLICY_OUTDATED).
	if !p.env.Offline {
		if err := policypin.CheckOutdated(ctx, p.fetchClient(), p.st, r); err != nil {
			return nil, err
		}
	}
	policypin.AddViolations(p.st, r)
	r.Findings = append(r.Findings, installed.Findings...)
	r.Sort()
	return r, nil
}

// sourceCheck is what verify's check of a locked source reads: the
// state, its resolver, the store reads shared with the store check
// (proofs), the audit gate, and whether the run is offline.
type sourceCheck struct {
	st      *state.State
	res     *resolve.Resolver
	proofs  *proof.Reads
	audits  *gate.Audit
	offline bool
}

// check checks one locked source: its ref upstream, then each of its
// skills at the pinned commit.
func (c *sourceCheck) check(ctx context.Context, ls *lock.LockedSource, r *verify.Report) error {
	skills := c.st.Lock().SkillsOf(ls.Name)
	if !c.offline {
		s, err := c.res.Sources(ls.URL)
		if err != nil {
			return err
		}
		if err := verifyUpstream(ctx, s, c.st, ls, r); err != nil {
			return err
		}
	}
	dirs := make([]string, len(skills))
	for i, sk := range skills {
		dirs[i] = sk.Path
	}
	fsys, err := c.res.LockedTree(ctx, ls, dirs)
	if err != nil {
		msg := err.Error() // offline, it says what fetches the commit
		switch {
		case errors.Is(err, errkind.Invalid):
			return err // the source names nothing: exit 2
		case !c.offline && errors.Is(err, errkind.Unavailable) && !isUnreachableCommit(err):
			return err // the remote itself is unreachable: exit 3
		}
		for _, sk := range skills {
			r.Add(verify.CodeCommitUnreachable, verify.SeverityError, sk.Name, "", "%s", msg)
		}
		return nil
	}
	src := c.st.Manifest().Source(ls.Name)
	// After a partial fetch, every skill's files come in one request; a
	// failure shows up below as the files that cannot be read. Offline
	// nothing can be fetched: reading reports what the cache lacks, and
	// listing every blob first would only walk the trees twice.
	if !c.offline {
		_ = fetch.Prefetch(fsys, dirs)
	}
	// Skills are re-hashed in parallel (see treePool).
	trees := c.res.TreePool(ctx, fsys, ls, len(skills))
	found := make([]verify.Report, len(skills))
	if err := resolve.Parallel(ctx, len(skills), func(i int) {
		t := <-trees
		defer func() { trees <- t }()
		verifySkill(c.st, c.proofs, c.res, t, src, &skills[i], &found[i])
		c.audits.Check(t, &skills[i], &found[i])
	}); err != nil {
		return err // interrupted: a partial report is no verdict
	}
	for i, sk := range skills {
		r.Skills++
		r.Files += len(sk.Files)
		r.Findings = append(r.Findings, found[i].Findings...)
	}
	return nil
}

func isUnreachableCommit(err error) bool {
	var cu *fetch.CommitUnreachableError
	var nc *fetch.NotCachedError
	return errors.As(err, &cu) || errors.As(err, &nc)
}

// verifyUpstream asks s, the source of ls in st's lock, where the locked
// ref points upstream now and judges it (gate.CheckUpstream).
func verifyUpstream(ctx context.Context, s source.Source, st *state.State, ls *lock.LockedSource, r *verify.Report) error {
	if source.IsDir(s) {
		return nil // a directory has no ref to move
	}
	now, found, err := s.Upstream(ctx, source.PinOf(ls))
	if err != nil {
		return fmt.Errorf("source %q: %w", ls.Name, err)
	}
	u := gate.Upstream{Source: ls, Now: now, Found: found, LockLine: st.LockLine("source", ls.Name)}
	for _, sk := range st.Lock().SkillsOf(ls.Name) {
		u.Skills = append(u.Skills, sk.Name)
	}
	if h, ok := s.(source.History); ok {
		u.IsAncestor = func() (bool, error) { return h.IsAncestor(ctx, ls.Commit, now.Revision, ls.Ref) }
	}
	gate.CheckUpstream(u, r)
	return nil
}

// verifySkill re-hashes one skill of st's lock at the pinned commit
// (fsys; through proofs, which share the store's reads) and compares it
// with the lock, re-validates it and re-verifies its signature (res).
func verifySkill(st *state.State, proofs *proof.Reads, res *resolve.Resolver, fsys fs.FS, src *manifest.Source, sk *lock.LockedSkill, r *verify.Report) {
	at := gate.AtCommit{LockLine: func() int { return st.LockLine("skill", sk.Name) }}
	at.Files, at.Problems = proofs.FileSet(fsys, sk, st.Manifest().Settings.Limits())
	var parseProblems []catalog.Problem
	at.SkillMD, at.Doc, parseProblems = proofs.SkillMD(fsys, sk)
	at.Problems = append(at.Problems, parseProblems...)
	gate.CheckSkill(sk, at, r)
	if src == nil || src.Signature == nil {
		return
	}
	sig, err := res.CheckSignature(src, fsys, sk.Path, sk.Name, sk.Files)
	gate.CheckSignature(sk, resolve.SignatureFile(src), sig, err, r)
}

// testHookStoreProof is called with a skill's name when its content at the
// pinned commit was proven through its store entry.
var testHookStoreProof func(skill string)

// newProofs shares the store checks of this run between the store check
// and the proof of the commits' content (see package proof): for l's
// skills, in the store of the cache cacheDir, the sources (sources) that
// name blobs by git's ids.
func newProofs(l *lock.Lock, cacheDir string, sources func(url string) (source.Source, error)) *proof.Reads {
	if l == nil {
		return nil
	}
	blobIDs := map[string]bool{}
	for _, ls := range l.Sources {
		s, err := sources(ls.URL)
		blobIDs[ls.Name] = err == nil && source.HasBlobIDs(s)
	}
	var st *store.Store
	if cacheDir != "" {
		// Opened as it is, never created: verify writes nothing.
		st = &store.Store{Dir: filepath.Join(cacheDir, layout.StoreDir)}
	}
	r := proof.NewReads(l, st, func(source string) bool { return blobIDs[source] })
	r.OnProof = testHookStoreProof
	return r
}

// verifyInstalled compares store, trusted root and targets with the lock,
// when the project is installed on this machine.
func (p *Project) verifyInstalled(r *verify.Report) {
	root, err := p.root()
	if err != nil {
		r.Add(verify.CodeRootTampered, verify.SeverityError, "", "", "%v", err)
		return
	}
	if _, err := os.Lstat(root.Path()); err != nil {
		r.Add(verify.CodeNotInstalled, verify.SeverityWarning, "", "", "no trusted root at %s: store, root and targets were not checked (run `%s`)", root.Path(), hint.Run("install"))
		return
	}
	store, err := p.openStore()
	if err != nil {
		r.Add(verify.CodeStoreTampered, verify.SeverityError, "", "", "cannot open the store: %v", err)
		return
	}
	ev, err := p.evaluate(p.st, true, false)
	if err != nil {
		r.Add(verify.CodeStoreTampered, verify.SeverityError, "", "", "%v", err)
		return
	}
	current, _ := root.Current()
	storeGone := map[string]bool{} // published, but the store entry is gone
	for _, sk := range p.st.Lock().Skills {
		if !store.Has(sk.Digest) {
			if current[sk.Name] == sk.Digest {
				storeGone[sk.Name] = true
				r.Add(verify.CodeStoreTampered, verify.SeverityError, sk.Name, "", "store entry %s is missing (the cache was cleaned or partly deleted), so the published copy cannot be checked; run `%s`", catalog.ShortDigest(sk.Digest), hint.Run("install"))
			}
			continue // not installed here: the root check reports what is missing from it
		}
		// evaluate(checkAll) re-hashed every store entry already.
		for _, m := range ev.tampered[sk.Name] {
			r.Add(verify.CodeStoreTampered, verify.SeverityError, sk.Name, m.Path, "store entry %s: %s %s; run `%s`", catalog.ShortDigest(sk.Digest), m.Kind, m.Detail, hint.Run("install", "--repair"))
		}
	}
	for _, st := range ev.states {
		if st.Approval != string(approvals.Approved) {
			r.Add(verify.CodeApprovalPending, verify.SeverityWarning, st.Name, "", "%s; it is kept out of the trusted root", st.ApprovalNote)
		}
	}
	for _, m := range root.Check(ev.entries) {
		skill, file, _ := strings.Cut(m.Path, "/")
		if storeGone[skill] {
			continue // reported above: the root holds it, the store does not
		}
		r.Add(verify.CodeRootTampered, verify.SeverityError, skill, file, "%s %s; run `%s` to rebuild it", m.Kind, m.Detail, hint.Run("install", "--repair"))
	}
	for _, m := range publish.CheckTargets(root, p.st.Manifest().Settings.Targets, ev.entries) {
		skill, file, _ := strings.Cut(m.Path, "/")
		// Each finding says what to do: repair, install, remove an entry
		// skillpin keeps because files were added to it, or fix a target.
		detail := m.Detail
		if m.Path == "." {
			detail = hint.Sprintf("%s; fix `targets` under [settings] in skills.toml, or the link on the way", detail)
		}
		r.Add(verify.CodeTargetTampered, verify.SeverityError, skill, file, "target %s: %s: %s", m.Target, m.Kind, detail)
	}
}
