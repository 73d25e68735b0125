package state

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"path"
	"path/filepath"
	"slices"
	"sync"
	"time"

	"github.com/skillpin/skillpin/internal/catalog/audit"
	"github.com/skillpin/skillpin/internal/install/safefile"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/verify/policy"
	"github.com/skillpin/skillpin/internal/verify/signature"
)

// MachinePolicyEnv names the machine-wide policy file in place of
// /etc/skillpin/policy.toml (tests, and machines that keep it elsewhere).
const MachinePolicyEnv = "SKILLPIN_MACHINE_POLICY"

// DefaultMachinePolicy is the machine-wide policy an administrator
// installs.
const DefaultMachinePolicy = "/etc/skillpin/policy.toml"

// policyState is the effective policy loaded with a project's state, and
// what judging a skill by it needs.
type policyState struct {
	eff *policy.Effective
	// unavailable says why a policy that applies could not be read (the
	// pinned organisation policy is not in the cache, or skills.lock pins
	// another one than skills.toml names): every skill then fails, as
	// a policy that cannot be read must not be taken for no policy.
	unavailable hint.Msg
	now         time.Time
	times       map[string]time.Time              // source name -> locked commit's time, when min_age applies
	roots       map[string]string                 // source name -> digest of its keyless trusted root
	stored      func(digest string) (fs.FS, bool) // a store entry, where audited content is read

	mu     sync.Mutex
	audits map[string]auditResult // skill digest -> its audit, when audit_fail_on applies
	// auditor is the audit with the project's rules added (never its
	// suppressions: a project cannot suppress its way under a threshold
	// another layer set).
	auditor func() (*audit.Auditor, error)
	// content, when set, gives a skill's files before they are stored
	// (add and update judge what they are about to lock).
	content func(sk *lock.LockedSkill) (fs.FS, string, bool)
}

type auditResult struct {
	max string // most severe finding's severity, "" for none
	err hint.Msg
}

// Policy is the effective policy of the project: every layer that
// applies, outermost first. Its Unavailable says why one that applies
// could not be read (zero when all could).
func (s *State) Policy() (eff *policy.Effective, unavailable hint.Msg) {
	if s.pol == nil {
		return &policy.Effective{}, hint.Msg{}
	}
	return s.pol.eff, s.pol.unavailable
}

// loadPolicy reads every policy layer that applies to the state: the
// machine's, the user's, the organisation's that skills.toml names (a
// file in the project, or the policy repository commit skills.lock pins,
// read from the cache), and the project's own skills-policy.toml. A
// policy file that does not parse is an error (bad input); a pinned
// policy the cache lacks leaves the policy unavailable (fail closed).
func (s *State) loadPolicy() error {
	env := s.env
	ps := &policyState{eff: &policy.Effective{}, now: env.Now, content: env.Content, times: map[string]time.Time{}, roots: map[string]string{},
		stored: env.Stored, audits: map[string]auditResult{}, auditor: s.Auditor}
	if ps.now.IsZero() {
		ps.now = time.Now().UTC()
	}
	ps.eff.Now = ps.now
	outer, err := OuterLayers(env.getenv, env.Sigstore)
	if err != nil {
		return err
	}
	ps.eff.Layers = append(ps.eff.Layers, outer...)
	if ref := s.manifest.Policy; ref != nil {
		switch {
		case ref.Path != "":
			l, err := readProjectPolicy(policy.LayerOrganisation, s.dir, ref.Path, env.Sigstore)
			if err != nil {
				return err
			}
			if l == nil {
				return badInput(fmt.Errorf("skills.toml [policy] names %s, which does not exist; restore it or fix policy.path", ref.Path))
			}
			ps.eff.Layers = append(ps.eff.Layers, *l)
		default:
			l, why := s.pinnedPolicy()
			if !why.IsZero() {
				ps.unavailable = why
			} else {
				ps.eff.Layers = append(ps.eff.Layers, *l)
			}
		}
	}
	if s.manifest.Policy == nil || path.Clean(s.manifest.Policy.Path) != policy.FileName {
		l, err := readProjectPolicy(policy.LayerProject, s.dir, policy.FileName, env.Sigstore)
		if err != nil {
			return err
		}
		if l != nil {
			ps.eff.Layers = append(ps.eff.Layers, *l)
		}
	}
	for _, src := range s.manifest.Sources {
		if src.Signature != nil && src.Signature.TrustedRoot != "" {
			if data, err := safefile.Read(s.dir, filepath.FromSlash(src.Signature.TrustedRoot), policy.MaxFile*16); err == nil {
				ps.roots[src.Name] = policy.Sum(data)
			}
		}
	}
	ps.times = s.commitTimes(ps.eff)
	s.pol = ps
	return nil
}

// commitTimes reads from the cache when each locked source's commit was
// made, when a layer of eff sets min_age.
func (s *State) commitTimes(eff *policy.Effective) map[string]time.Time {
	times := map[string]time.Time{}
	if s.lock == nil || !eff.NeedsAge() {
		return times
	}
	for _, ls := range s.lock.Sources {
		if ls.Kind == lock.KindPath {
			continue
		}
		if t, err := s.env.Git.CommitTime(s.RemoteLoc(ls.URL), ls.Commit); err == nil {
			times[ls.Name] = t
		}
	}
	return times
}

// OuterLayers are the policy layers no project file can change: the
// machine's and the user's, outermost first (none when neither file
// exists). sig loads what keyless approvals name (see policy.Parse).
func OuterLayers(getenv func(string) string, sig signature.Sigstore) ([]policy.Layer, error) {
	var out []policy.Layer
	add := func(name, file string) error {
		l, err := readPolicyFile(name, file, sig)
		if err != nil || l == nil {
			return err
		}
		out = append(out, *l)
		return nil
	}
	machine := getenv(MachinePolicyEnv)
	if machine == "" {
		machine = DefaultMachinePolicy
	}
	if err := add(policy.LayerMachine, machine); err != nil {
		return nil, err
	}
	if cfg := userConfigDir(getenv); cfg != "" {
		if err := add(policy.LayerUser, filepath.Join(cfg, "skillpin", "policy.toml")); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// userConfigDir is $XDG_CONFIG_HOME, else ~/.config.
func userConfigDir(getenv func(string) string) string {
	if x := getenv("XDG_CONFIG_HOME"); x != "" {
		return x
	}
	if h := getenv("HOME"); h != "" {
		return filepath.Join(h, ".config")
	}
	return ""
}

// readPolicyFile reads a policy outside any project (machine, user); nil
// when there is none.
func readPolicyFile(name, file string, sig signature.Sigstore) (*policy.Layer, error) {
	dir, base := filepath.Dir(file), filepath.Base(file)
	data, err := safefile.Read(dir, base, policy.MaxFile)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, badInput(fmt.Errorf("read the %s policy: %w", name, err))
	}
	p, err := policy.Parse(data, file, func(rel string) ([]byte, error) {
		return safefile.Read(dir, filepath.FromSlash(rel), policy.MaxFile)
	}, sig)
	if err != nil {
		return nil, err
	}
	return &policy.Layer{Name: name, Origin: file, Policy: p}, nil
}

// readProjectPolicy reads a policy file inside the project (rel, slash
// separated); nil when it does not exist. The files it names are read
// relative to it, and must be inside the project too.
func readProjectPolicy(name, dir, rel string, sig signature.Sigstore) (*policy.Layer, error) {
	data, err := safefile.Read(dir, filepath.FromSlash(rel), policy.MaxFile)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, badInput(fmt.Errorf("read the %s policy: %w", name, err))
	}
	base := path.Dir(rel)
	p, err := policy.Parse(data, filepath.Join(dir, filepath.FromSlash(rel)), func(r string) ([]byte, error) {
		return safefile.Read(dir, filepath.FromSlash(path.Join(base, r)), policy.MaxFile)
	}, sig)
	if err != nil {
		return nil, err
	}
	return &policy.Layer{Name: name, Origin: rel, Policy: p}, nil
}

// RemoteLoc is where a URL of skills.toml is fetched from: local
// repository paths relative to the project directory.
func (s *State) RemoteLoc(url string) string { return s.env.Git.Loc(url, s.dir) }

// pinnedPolicy reads the organisation's policy at the commit skills.lock
// pins, from the cache; why says why it cannot (zero when it can).
func (s *State) pinnedPolicy() (l *policy.Layer, why hint.Msg) {
	if d := s.lock.PolicyDrift(s.manifest.PolicyPinned()); d != "" {
		return nil, hint.Sprintf("%s; run `%s` to pin it, and review the change with `%s`", d, hint.Run("install"), hint.Run("diff"))
	}
	pin := s.lock.Policy
	fsys, err := s.env.Git.Tree(context.Background(), s.RemoteLoc(pin.URL), pin.Commit, pin.Ref)
	if err != nil {
		return nil, hint.Sprintf("the organisation policy %s at %s is not in the cache (run `%s`, which fetches it): %v", pin.URL, short(pin.Commit), hint.Run("install"), err)
	}
	l, err = ParsePinned(fsys, pin, s.env.Sigstore)
	if err != nil {
		return nil, hint.Sprintf("%v", err)
	}
	return l, hint.Msg{}
}

// ParsePinned reads the policy pin names from the tree of its commit
// (sig as policy.Parse takes it) and checks its digest.
func ParsePinned(fsys fs.FS, pin *lock.LockedPolicy, sig signature.Sigstore) (*policy.Layer, error) {
	l, err := ReadTreePolicy(fsys, pin.URL, pin.Commit, pin.File, sig)
	if err != nil {
		return nil, err
	}
	if l.Policy.Digest != pin.Digest {
		return nil, checkFailed(hint.Errorf("the organisation policy %s at %s has digest %s, but skills.lock records %s: skills.lock was edited by hand; restore it, or run `%s` and review the change",
			pin.URL, short(pin.Commit), l.Policy.Digest, pin.Digest, hint.Run("update")))
	}
	return l, nil
}

// ReadTreePolicy reads the policy file file of a policy repository's
// commit, and the files it names, from the commit's tree (sig as
// policy.Parse takes it).
func ReadTreePolicy(fsys fs.FS, url, commit, file string, sig signature.Sigstore) (*policy.Layer, error) {
	origin := fmt.Sprintf("%s@%s:%s", url, short(commit), file)
	data, err := readTreeFile(fsys, file)
	if err != nil {
		return nil, badInput(fmt.Errorf("the policy repository %s has no policy file %s at %s: %w", url, file, short(commit), err))
	}
	base := path.Dir(file)
	p, err := policy.Parse(data, origin, func(rel string) ([]byte, error) {
		return readTreeFile(fsys, path.Join(base, rel))
	}, sig)
	if err != nil {
		return nil, err
	}
	return &policy.Layer{Name: policy.LayerOrganisation, Origin: origin, Policy: p}, nil
}

func readTreeFile(fsys fs.FS, name string) ([]byte, error) {
	fi, err := fs.Stat(fsys, name)
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a regular file", name)
	}
	if fi.Size() > policy.MaxFile {
		return nil, fmt.Errorf("%s is larger than %d bytes", name, policy.MaxFile)
	}
	return fs.ReadFile(fsys, name)
}

// Violations judges a locked skill by the effective policy: its
// source, signature, tools, age (and, with audit_fail_on, its audit).
// Approval rules are judged by Trust.
func (s *State) Violations(sk *lock.LockedSkill) []policy.Violation {
	ps := s.pol
	if ps == nil {
		return nil
	}
	var out []policy.Violation
	if !ps.unavailable.IsZero() {
		out = append(out, policy.Violation{Code: policy.CodeViolation, Rule: "policy", Layer: policy.LayerOrganisation + " policy", Message: ps.unavailable})
	}
	if ps.eff.Empty() {
		return out
	}
	in := policy.Skill{Name: sk.Name, AllowedTools: sk.AllowedTools, CommitTime: ps.times[sk.Source]}
	if ls := s.lock.Source(sk.Source); ls != nil {
		in.Source = s.env.Git.Normalize(ls.URL, s.dir)
		in.Local = ls.Kind == lock.KindPath
	}
	if th, _ := ps.eff.AuditThreshold(); th != "" {
		a := ps.audit(sk)
		in.Audit, in.AuditErr = a.max, a.err
	}
	if _, bad := s.signatureProblem(sk); sk.Signature != nil && !bad {
		in.Signer = &policy.Signer{Key: sk.Signature.Key, Identity: sk.Signature.Identity, Issuer: sk.Signature.Issuer,
			Subject: sk.Signature.Subject, Chain: sk.Signature.Chain}
		if src := s.manifest.Source(sk.Source); src != nil && src.Signature != nil && src.Signature.TrustedRoot != "" {
			in.TrustedRoot = s.trustedRootDigest(src)
		}
	}
	return append(out, ps.eff.CheckSkill(in, ps.now)...)
}

// audit runs the behaviour audit on a locked skill's content (the store
// entry of its digest, or the tree it is about to be locked from), once
// per digest.
func (ps *policyState) audit(sk *lock.LockedSkill) auditResult {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	if a, ok := ps.audits[sk.Digest]; ok {
		return a
	}
	var fsys fs.FS
	dir := "."
	if ps.content != nil {
		if f, d, ok := ps.content(sk); ok {
			fsys, dir = f, d
		}
	}
	if fsys == nil {
		var ok bool
		if ps.stored != nil {
			fsys, ok = ps.stored(sk.Digest)
		}
		if !ok {
			return auditResult{err: hint.Sprintf("its content is not in the store (run `%s`)", hint.Run("install"))}
		}
	}
	auditor := audit.Default()
	if ps.auditor != nil {
		var err error
		if auditor, err = ps.auditor(); err != nil {
			return auditResult{err: hint.Text(err.Error())}
		}
	}
	var a auditResult
	if m := audit.Max(auditor.Skill(fsys, dir, sk.Files)); m > audit.None {
		a.max = m.String()
	}
	ps.audits[sk.Digest] = a
	return a
}

// trustedRootDigest is the digest of the trusted root file a source's
// keyless signature policy names ("" when it cannot be read).
func (s *State) trustedRootDigest(src *manifest.Source) string {
	return s.pol.roots[src.Name]
}

// Layer is one layer of the effective policy, as people see it.
type Layer struct {
	Name   string `json:"name"`
	Origin string `json:"origin"`
	Digest string `json:"digest"`
}

// PolicyLayers lists the layers of the effective policy.
func (s *State) PolicyLayers() []Layer {
	eff, _ := s.Policy()
	out := []Layer{}
	for _, l := range eff.Layers {
		out = append(out, Layer{Name: l.Name, Origin: l.Origin, Digest: l.Policy.Digest})
	}
	return out
}

// WithExtraLayers is s judged also by the policy layers extra, each named
// as its violations should name it: verify judges a change by the policy
// of the revision it is checked against as well as by its own. The audits
// already made are kept: a skill digest's audit does not depend on the
// policy, and auditing every skill again costs a run.
func (s *State) WithExtraLayers(extra []policy.Layer) *State {
	n := s.derive()
	cur := s.pol
	if cur == nil {
		cur = &policyState{eff: &policy.Effective{}, now: time.Now().UTC(), audits: map[string]auditResult{}}
	}
	cur.mu.Lock()
	audits := maps.Clone(cur.audits)
	cur.mu.Unlock()
	n.pol = &policyState{eff: &policy.Effective{Layers: append(slices.Clone(cur.eff.Layers), extra...), Now: cur.eff.Now},
		now: cur.now, roots: cur.roots, stored: cur.stored, audits: audits, auditor: cur.auditor}
	n.pol.times = n.commitTimes(n.pol.eff)
	return n
}
