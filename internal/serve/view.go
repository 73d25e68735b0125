package serve

import (
	"encoding/json"
	"errors"
	"os"
	"slices"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/catalog/roots"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/approvals"
	"github.com/skillpin/skillpin/internal/serve/fileid"
)

// reading is one request's reading of the roots: a snapshot (a roots.View:
// each root resolved once, every skill admitted by the project's trust
// decision and checked against skills.lock), plus what the Skills
// extension adds to each skill. Everything a request answers comes from
// one view.
type reading struct {
	s    *Server
	snap *snapshot
	// touched says the request read the disk beyond its snapshot (built
	// or re-checked a skill): a root that moved meanwhile may have made
	// the answer incomplete.
	touched bool
	// last is the request's last attempt: a skill that keeps changing is
	// refused rather than answered again.
	last bool
}

// skill is a servable skill: a checked roots.Skill and its entry.
type skill struct {
	*roots.Skill
	name   string
	files  catalog.FileSet
	fm     *catalog.Frontmatter
	fmJSON json.RawMessage
	meta   mcp.Meta
	ent    *Skill // the Skills-extension entry, built once
}

// refusal says why a skill or a file is not served. An integrity refusal
// is content that does not match what it must (skills.lock, the listed
// entry): an internal error (-32603). Any other refusal means the URI
// names nothing served (-32602).
type refusal struct {
	integrity bool
	msg       string
}

func (r *refusal) Error() string { return r.msg }

// errAbsent is a name no root holds.
var errAbsent = errors.New("no such skill")

// scope is the view scope whose commands the server's hints name: the
// user scope's when it serves that alone, else a project's.
func (s *Server) scope() string {
	roots := s.viewRoots()
	for _, r := range roots {
		if r.Scope != layout.ScopeUser {
			return layout.ScopeProject
		}
	}
	return layout.ScopeUser
}

func (s *Server) viewRoots() []roots.Root {
	if len(s.cfg.Roots) > 0 {
		rs := make([]roots.Root, len(s.cfg.Roots))
		for i, r := range s.cfg.Roots {
			rs[i] = roots.Root{Dir: r}
		}
		return rs
	}
	if len(s.cfg.Scopes) > 0 {
		return s.cfg.Scopes
	}
	return []roots.Root{{Dir: s.cfg.ProjectDir, Project: true, Env: s.cfg.Env, Scope: "project"}}
}

// openView gives a request its view.
func (s *Server) openView() (*reading, error) {
	sn, fresh, err := s.current()
	if err != nil {
		return nil, internalError("cannot read the project, so nothing can be checked and nothing is served: " + err.Error())
	}
	// A view opened by this request may have caught an install half way
	// (the link flipped, the ledger not yet written): look again after.
	return &reading{s: s, snap: sn, touched: fresh}, nil
}

func (v *reading) names() []string { return v.snap.pv.Names() }

func (v *reading) close() { v.snap.release() }

// maxAttempts bounds how often one request is answered again because the
// roots moved under it.
const maxAttempts = 7

// withView answers one request from one view. When a root moved while the
// request read the disk (an install flipped the link, and may have removed
// the generation being read), the answer may be incomplete, so it is
// computed again from the new generation.
func withView[R any](s *Server, fn func(*reading) (R, error)) (R, error) {
	for attempt := 1; ; attempt++ {
		v, err := s.openView()
		if err != nil {
			var zero R
			s.note(true, err.Error())
			return zero, err
		}
		v.last = attempt == maxAttempts
		r, err := fn(v)
		v.close()
		if attempt < maxAttempts && slices.Contains(v.snap.gens, "") && s.waitInstall() {
			continue // the root was caught between an install's flip and its record
		}
		if attempt < maxAttempts && (errors.Is(err, errStale) || (v.touched || err != nil) && s.moved(v.snap)) {
			// The roots are changing under the request: wait for the
			// install publishing them to finish, or give whatever is
			// changing them a moment.
			if !s.waitInstall() {
				time.Sleep(time.Millisecond << (attempt - 1))
			}
			continue
		}
		for _, n := range v.snap.pv.Notes() {
			s.note(true, n)
		}
		return r, err
	}
}

// moved reports whether the roots changed since sn was opened.
func (s *Server) moved(sn *snapshot) bool {
	return !slices.Equal(fileid.Take(os.Lstat, sn.inputs, s.settle).IDs, sn.ids.IDs)
}

// hint says what to do about content that changed under the server.
func (v *reading) hint() string {
	if len(v.s.cfg.Roots) == 0 {
		return roots.RepairHint(v.s.scope())
	}
	return "the directory is being modified; list the skills again once it is settled"
}

// skill returns the named skill as this request's snapshot checked it,
// checking again what may have changed. The error is errAbsent, a
// *refusal, or errStale.
func (v *reading) skill(name string) (*skill, error) {
	sn := v.snap
	sn.mu.Lock()
	e := sn.skills[name]
	var checked time.Time
	var ids fileid.Set
	if e != nil {
		checked, ids = e.checked, e.ids
	}
	sn.mu.Unlock()
	if e == nil {
		return v.build(name)
	}
	fresh := time.Since(checked) < v.s.recheck
	if e.err != nil {
		var r *refusal
		if !errors.As(e.err, &r) || !r.integrity || fresh {
			return nil, e.err // decided by the inputs alone, or checked recently
		}
		// The bytes did not match; look again, they may be repaired.
		v.touched = true
		return v.rebuild(name)
	}
	if ids.Settled && fresh {
		return e.sk, nil
	}
	v.touched = true
	now := time.Now()
	if ids.Same(fileid.Take(e.sk.Lstat, skillPaths(e.sk.files), v.s.settle)) {
		sn.mu.Lock()
		e.checked = now
		sn.mu.Unlock()
		return e.sk, nil
	}
	return v.rebuild(name)
}

// distrust makes the next request check the named skill's bytes again: a
// read found a file that does not match its entry.
func (v *reading) distrust(name string) {
	v.touched = true
	sn := v.snap
	sn.mu.Lock()
	defer sn.mu.Unlock()
	if e := sn.skills[name]; e != nil {
		e.checked = time.Time{}
		e.ids.Settled = false
		v.s.checked.forget(e.key)
	}
}

// rebuild checks a skill whose files changed again. A project skill's
// bytes are hashed against the lock; a plain root's skill is read anew
// from a new view, since its file set is the bytes themselves.
func (v *reading) rebuild(name string) (*skill, error) {
	sn := v.snap
	sn.mu.Lock()
	e := sn.skills[name]
	sn.mu.Unlock()
	if e == nil || e.sk == nil || e.sk.Locked == nil {
		if v.last {
			return nil, &refusal{integrity: true, msg: "skill " + name + " keeps changing on disk; " + v.hint()}
		}
		sn.mu.Lock()
		sn.stale = true
		sn.mu.Unlock()
		v.s.checked.forget(e.key)
		return nil, errStale
	}
	v.s.checked.forget(e.key)
	ne := v.verify(e.sk, e.key)
	sn.mu.Lock()
	sn.skills[name] = ne
	sn.mu.Unlock()
	return ne.sk, ne.err
}

// build checks the named skill for the first time in this snapshot.
func (v *reading) build(name string) (*skill, error) {
	v.touched = true
	sn := v.snap
	sn.buildMu.Lock()
	defer sn.buildMu.Unlock()
	sn.mu.Lock()
	e := sn.skills[name]
	sn.mu.Unlock()
	if e != nil {
		return e.sk, e.err // built by another request meanwhile
	}
	e = v.check(name)
	sn.mu.Lock()
	sn.skills[name] = e
	sn.mu.Unlock()
	return e.sk, e.err
}

func (v *reading) check(name string) *entryState {
	now := time.Now()
	vs, err := v.snap.pv.Skill(name)
	var r *roots.Refusal
	switch {
	case errors.Is(err, roots.ErrNoSkill):
		return &entryState{err: errAbsent, checked: now}
	case errors.As(err, &r):
		msg := "skill " + name + " is not served: " + r.Reason
		if len(v.s.cfg.Roots) > 0 && r.Integrity {
			msg += "; " + v.hint()
		}
		v.s.note(true, msg)
		return &entryState{err: &refusal{integrity: r.Integrity, msg: msg}, checked: now}
	case err != nil:
		return &entryState{err: &refusal{integrity: true, msg: err.Error()}, checked: now}
	}
	fm, err := vs.Doc.Frontmatter.MarshalJSON()
	if err != nil {
		return &entryState{err: &refusal{msg: "skill " + name + " is not served: render frontmatter: " + err.Error()}, checked: now}
	}
	sk := &skill{Skill: vs, name: name, files: vs.Files, fm: vs.Doc.Frontmatter, fmJSON: fm}
	var key checkedKey
	if vs.Locked != nil {
		sk.meta = provenance(vs)
		key = checkedKey{gen: v.snap.gens[0], genID: v.snap.genIDs[0], name: name, digest: vs.Locked.Digest}
	} else {
		sk.meta = mcp.Meta{MetaDigest: vs.Files.Digest()}
	}
	ent := sk.entry()
	raw, err := ent.MarshalJSON()
	if err != nil {
		return &entryState{err: &refusal{msg: "skill " + name + " is not served: encode its entry: " + err.Error()}, checked: now}
	}
	ent.raw = raw
	sk.ent = ent
	if vs.Locked == nil {
		// A plain root's file set was just hashed from the bytes.
		v.s.hashed.Add(1)
		return &entryState{sk: sk, ids: fileid.Take(sk.Lstat, skillPaths(sk.files), v.s.settle), checked: now}
	}
	return v.verify(sk, key)
}

// verify checks that every file of a locked skill is the locked bytes: an
// entry lists every file with its digest, so all of them must match
// before the skill is listed at all. When the files' identities are the
// ones recorded the last time they matched, they are not hashed again.
func (v *reading) verify(sk *skill, key checkedKey) *entryState {
	now := time.Now()
	ids := fileid.Take(sk.Lstat, skillPaths(sk.files), v.s.settle)
	if was, ok := v.s.checked.get(key); ok && was.Same(ids) {
		return &entryState{sk: sk, key: key, ids: ids, checked: now}
	}
	v.s.hashed.Add(1)
	if err := sk.Verify(); err != nil {
		msg := "skill " + sk.name + " is not served: " + err.Error() + "; " + roots.RepairHint(sk.Scope)
		v.s.note(true, msg)
		return &entryState{err: &refusal{integrity: true, msg: msg}, key: key, checked: now}
	}
	v.s.checked.put(key, ids)
	return &entryState{sk: sk, key: key, ids: ids, checked: now}
}

// provenance is a locked skill's _meta: where it came from, what the lock
// pins, and why it may reach an agent.
func provenance(vs *roots.Skill) mcp.Meta {
	sk := vs.Locked
	m := mcp.Meta{MetaDigest: sk.Digest, MetaPath: sk.Path}
	if src := vs.Source; src != nil {
		m[MetaSource] = src.URL
		if src.Ref != "" {
			m[MetaRef] = src.Ref
		}
		if src.Commit != "" {
			m[MetaCommit] = src.Commit
		}
	}
	if sk.Signature != nil {
		m[MetaSignature] = signer(sk.Signature)
	}
	approval := map[string]any{"state": string(vs.Trust.Approval), "policy": vs.Trust.Policy}
	if vs.Trust.Approval == approvals.Approved && vs.Trust.Record != nil {
		approval["by"] = vs.Trust.Record.By
		approval["at"] = vs.Trust.Record.At
	}
	m[MetaApproval] = approval
	if vs.Scope != "" {
		m[MetaScope] = vs.Scope
	}
	return m
}

func signer(s *lock.LockedSignature) string { return s.Signer() }

// readVerified reads f of sk, checked against its entry.
func readVerified(sk *skill, f catalog.File) ([]byte, error) { return sk.ReadFile(f) }
