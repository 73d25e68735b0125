package project

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/skillpin/skillpin/internal/audit"
	"github.com/skillpin/skillpin/internal/hint"
	"github.com/skillpin/skillpin/internal/layout"

	"github.com/skillpin/skillpin/internal/fetch"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/manifest"
	"github.com/skillpin/skillpin/internal/policy"
	"github.com/skillpin/skillpin/internal/safefile"
	"github.com/skillpin/skillpin/internal/store"
	"github.com/skillpin/skillpin/internal/verify"
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
	times       map[string]time.Time // source name -> locked commit's time, when min_age applies
	roots       map[string]string    // source name -> digest of its keyless trusted root
	store       string               // the store's directory, where audited content is read

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

// policyEnv is what reading the policy layers needs from the environment.
type policyEnv struct {
	getenv func(string) string
	cache  string
	now    time.Time
}

// loadPolicy reads every policy layer that applies to the state: the
// machine's, the user's, the organisation's that skills.toml names (a
// file in the project, or the policy repository commit skills.lock pins,
// read from the cache), and the project's own skills-policy.toml. A
// policy file that does not parse is an error (bad input); a pinned
// policy the cache lacks leaves the policy unavailable (fail closed).
func (s *State) loadPolicy(env policyEnv) error {
	ps := &policyState{eff: &policy.Effective{}, now: env.now, times: map[string]time.Time{}, roots: map[string]string{},
		store: filepath.Join(env.cache, layout.StoreDir), audits: map[string]auditResult{}, auditor: s.Auditor}
	if ps.now.IsZero() {
		ps.now = time.Now().UTC()
	}
	addFile := func(name, file string) error {
		l, err := readPolicyFile(name, file)
		if err != nil || l == nil {
			return err
		}
		ps.eff.Layers = append(ps.eff.Layers, *l)
		return nil
	}
	machine := env.getenv(MachinePolicyEnv)
	if machine == "" {
		machine = DefaultMachinePolicy
	}
	if err := addFile(policy.LayerMachine, machine); err != nil {
		return err
	}
	if cfg := userConfigDir(env.getenv); cfg != "" {
		if err := addFile(policy.LayerUser, filepath.Join(cfg, "skillpin", "policy.toml")); err != nil {
			return err
		}
	}
	if ref := s.manifest.Policy; ref != nil {
		switch {
		case ref.Path != "":
			l, err := readProjectPolicy(policy.LayerOrganisation, s.dir, ref.Path)
			if err != nil {
				return err
			}
			if l == nil {
				return badInput(fmt.Errorf("skills.toml [policy] names %s, which does not exist; restore it or fix policy.path", ref.Path))
			}
			ps.eff.Layers = append(ps.eff.Layers, *l)
		default:
			l, why := s.pinnedPolicy(env)
			if !why.IsZero() {
				ps.unavailable = why
			} else {
				ps.eff.Layers = append(ps.eff.Layers, *l)
			}
		}
	}
	if s.manifest.Policy == nil || path.Clean(s.manifest.Policy.Path) != policy.FileName {
		l, err := readProjectPolicy(policy.LayerProject, s.dir, policy.FileName)
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
	ps.times = s.commitTimes(ps.eff, env)
	s.pol = ps
	return nil
}

// commitTimes reads from the cache when each locked source's commit was
// made, when a layer of eff sets min_age.
func (s *State) commitTimes(eff *policy.Effective, env policyEnv) map[string]time.Time {
	times := map[string]time.Time{}
	if s.lock == nil || !eff.NeedsAge() {
		return times
	}
	c := fetch.New(fetch.Options{CacheDir: env.cache, Getenv: env.getenv, Offline: true, Dir: s.dir})
	for _, ls := range s.lock.Sources {
		if ls.Kind == lock.KindPath {
			continue
		}
		if t, err := c.CommitTime(s.remoteLoc(ls.URL), ls.Commit); err == nil {
			times[ls.Name] = t
		}
	}
	return times
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
func readPolicyFile(name, file string) (*policy.Layer, error) {
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
	})
	if err != nil {
		return nil, err
	}
	return &policy.Layer{Name: name, Origin: file, Policy: p}, nil
}

// readProjectPolicy reads a policy file inside the project (rel, slash
// separated); nil when it does not exist. The files it names are read
// relative to it, and must be inside the project too.
func readProjectPolicy(name, dir, rel string) (*policy.Layer, error) {
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
	})
	if err != nil {
		return nil, err
	}
	return &policy.Layer{Name: name, Origin: rel, Policy: p}, nil
}

// remoteLoc is where a URL of skills.toml is fetched from: local
// repository paths relative to the project directory.
func (s *State) remoteLoc(url string) string { return remoteLoc(url, s.dir) }

// remoteLoc is where url, of the skills.toml in dir, is fetched from.
func remoteLoc(url, dir string) string {
	spec, err := fetch.ParseSpec(url, dir)
	if err != nil {
		return url
	}
	return specLoc(spec, dir)
}

// specLoc is where spec, parsed from the skills.toml in dir, is fetched
// from: a relative local path is relative to dir, not the cwd.
func specLoc(spec fetch.Spec, dir string) string {
	if (spec.Kind == fetch.KindRepo || spec.Kind == fetch.KindPath) && !filepath.IsAbs(spec.URL) {
		return filepath.Join(dir, filepath.FromSlash(spec.URL))
	}
	return spec.URL
}

// policyDrift says how the policy repository skills.lock pins differs
// from the one skills.toml names ("" when it does not).
func policyDrift(m *manifest.Manifest, l *lock.Lock) string {
	var want *manifest.PolicyRef
	if m.Policy != nil && m.Policy.URL != "" {
		want = m.Policy
	}
	var got *lock.LockedPolicy
	if l != nil {
		got = l.Policy
	}
	switch {
	case want == nil && got == nil:
		return ""
	case want == nil:
		return fmt.Sprintf("skills.lock pins the policy %s, which skills.toml does not name", got.URL)
	case got == nil:
		return fmt.Sprintf("skills.toml names the policy %s, which skills.lock does not pin", want.URL)
	case got.URL != want.URL || got.Ref != want.Ref || got.File != want.PolicyFile():
		return fmt.Sprintf("skills.toml names the policy %s (ref %q, file %s), skills.lock pins %s (ref %q, file %s)",
			want.URL, want.Ref, want.PolicyFile(), got.URL, got.Ref, got.File)
	}
	return ""
}

// pinnedPolicy reads the organisation's policy at the commit skills.lock
// pins, from the cache; why says why it cannot (zero when it can).
func (s *State) pinnedPolicy(env policyEnv) (l *policy.Layer, why hint.Msg) {
	if d := policyDrift(s.manifest, s.lock); d != "" {
		return nil, hint.Sprintf("%s; run `%s` to pin it, and review the change with `%s`", d, hint.Run("install"), hint.Run("diff"))
	}
	pin := s.lock.Policy
	c := fetch.New(fetch.Options{CacheDir: env.cache, Getenv: env.getenv, Offline: true, Dir: s.dir})
	fsys, err := c.Tree(context.Background(), s.remoteLoc(pin.URL), pin.Commit, pin.Ref)
	if err != nil {
		return nil, hint.Sprintf("the organisation policy %s at %s is not in the cache (run `%s`, which fetches it): %v", pin.URL, short(pin.Commit), hint.Run("install"), err)
	}
	l, err = parsePinned(fsys, pin)
	if err != nil {
		return nil, hint.Sprintf("%v", err)
	}
	return l, hint.Msg{}
}

// parsePinned reads the policy pin names from the tree of its commit and
// checks its digest.
func parsePinned(fsys fs.FS, pin *lock.LockedPolicy) (*policy.Layer, error) {
	l, err := readTreePolicy(fsys, pin.URL, pin.Commit, pin.File)
	if err != nil {
		return nil, err
	}
	if l.Policy.Digest != pin.Digest {
		return nil, checkFailed(hint.Errorf("the organisation policy %s at %s has digest %s, but skills.lock records %s: skills.lock was edited by hand; restore it, or run `%s` and review the change",
			pin.URL, short(pin.Commit), l.Policy.Digest, pin.Digest, hint.Run("update")))
	}
	return l, nil
}

// readTreePolicy reads the policy file file of a policy repository's
// commit, and the files it names, from the commit's tree.
func readTreePolicy(fsys fs.FS, url, commit, file string) (*policy.Layer, error) {
	origin := fmt.Sprintf("%s@%s:%s", url, short(commit), file)
	data, err := readTreeFile(fsys, file)
	if err != nil {
		return nil, badInput(fmt.Errorf("the policy repository %s has no policy file %s at %s: %w", url, file, short(commit), err))
	}
	base := path.Dir(file)
	p, err := policy.Parse(data, origin, func(rel string) ([]byte, error) {
		return readTreeFile(fsys, path.Join(base, rel))
	})
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

// resolvePolicy pins the policy repository manifest m names: the lock's
// pin when it still matches and refresh is false, else the ref resolved
// now, its policy read and its digest taken. nil when m names none.
func (p *Project) resolvePolicy(ctx context.Context, m *manifest.Manifest, refresh bool) (*lock.LockedPolicy, error) {
	ref := m.Policy
	if ref == nil || ref.URL == "" {
		return nil, nil
	}
	if !refresh && p.lock != nil && p.lock.Policy != nil && policyDrift(m, p.lock) == "" {
		return p.lock.Policy, nil
	}
	spec, loc, err := p.remote(ref.URL)
	if err != nil {
		return nil, err
	}
	if spec.Kind == fetch.KindPath {
		return nil, badInput(fmt.Errorf("[policy] url %s is a directory, not a git repository; use path = \"…\" for a policy inside the project", ref.URL))
	}
	c := p.fetchClient()
	res, err := c.Resolve(ctx, loc, ref.Ref)
	if err != nil {
		return nil, fmt.Errorf("policy %s: %w", ref.URL, err)
	}
	fsys, err := c.Tree(ctx, loc, res.Commit, res.Ref)
	if err != nil {
		return nil, fmt.Errorf("policy %s: %w", ref.URL, err)
	}
	l, err := readTreePolicy(fsys, ref.URL, res.Commit, ref.PolicyFile())
	if err != nil {
		return nil, err
	}
	return &lock.LockedPolicy{URL: ref.URL, Ref: ref.Ref, Kind: string(res.Kind), Commit: res.Commit, File: ref.PolicyFile(), Digest: l.Policy.Digest}, nil
}

// fetchPolicy brings the pinned organisation policy into the cache when
// it is not there (not offline), and reads the policy again.
func (p *Project) fetchPolicy(ctx context.Context) error {
	pin := p.lock.PolicyPin()
	if pin == nil || p.pol == nil || p.pol.unavailable.IsZero() || p.env.Offline || policyDrift(p.manifest, p.lock) != "" {
		return nil
	}
	if _, err := p.fetchClient().Tree(ctx, p.remoteLoc(pin.URL), pin.Commit, pin.Ref); err != nil {
		return fmt.Errorf("policy %s: %w", pin.URL, err)
	}
	return p.reloadPolicy()
}

// reloadPolicy reads the policy layers again (after the lock changed).
func (p *Project) reloadPolicy() error {
	return p.State.loadPolicy(policyEnv{getenv: p.env.getenv, cache: p.cacheDir, now: p.env.now()})
}

// skillViolations judges a locked skill by the effective policy: its
// source, signature, tools, age (and, with audit_fail_on, its audit).
// Approval rules are judged by Trust.
func (s *State) skillViolations(sk *lock.LockedSkill) []policy.Violation {
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
		in.Source = policy.NormalizeSource(ls.URL, s.dir)
		in.Local = ls.Kind == lock.KindPath
	}
	if th, _ := ps.eff.AuditThreshold(); th != "" {
		a := ps.audit(sk)
		in.Audit, in.AuditErr = a.max, a.err
	}
	if _, bad := s.signatureProblem(sk); sk.Signature != nil && !bad {
		in.Signer = &policy.Signer{Key: sk.Signature.Key, Identity: sk.Signature.Identity, Issuer: sk.Signature.Issuer}
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
		st := &store.Store{Dir: ps.store}
		if !st.Has(sk.Digest) {
			return auditResult{err: hint.Sprintf("its content is not in the store (run `%s`)", hint.Run("install"))}
		}
		fsys = os.DirFS(st.Path(sk.Digest))
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

// checkPolicyRefusal refuses (exit 1) the skills of r's lock from the
// sources in sources that the effective policy, with that lock's policy
// pin, forbids: add and update lock nothing the policy forbids.
func (p *Project) checkPolicyRefusal(r *resolved, sources map[string]bool) error {
	l := r.lock
	saved := p.State
	p.State.lock = l
	defer func() { p.State = saved }()
	if err := p.reloadPolicy(); err != nil {
		return err
	}
	p.State.pol.content = func(sk *lock.LockedSkill) (fs.FS, string, bool) {
		if t, ok := r.trees[sk.Source]; ok && t != nil {
			return t.fsys, sk.Path, true
		}
		return nil, "", false
	}
	var msgs []hint.Msg
	for i := range l.Skills {
		sk := &l.Skills[i]
		if !sources[sk.Source] {
			continue
		}
		for _, v := range p.State.skillViolations(sk) {
			msgs = append(msgs, hint.Sprintf("%s: %s", sk.Name, v))
		}
	}
	if len(msgs) == 0 {
		return nil
	}
	return checkFailed(hint.Errorf("refused by policy; nothing was changed:\n  %s\nsee `%s` for the rules and where they come from", hint.Join(msgs, "\n  "), hint.Run("policy", "show")))
}

// checkSourceAllowed refuses a source the policy forbids before anything
// is fetched from it.
func (p *Project) checkSourceAllowed(url string) error {
	eff, _ := p.State.Policy()
	var msgs []hint.Msg
	for _, v := range eff.CheckSource(policy.NormalizeSource(url, p.dir)) {
		msgs = append(msgs, hint.Sprintf("%s", v))
	}
	if len(msgs) == 0 {
		return nil
	}
	return checkFailed(hint.Errorf("refused by policy; nothing was changed:\n  %s", hint.Join(msgs, "\n  ")))
}

// verifyPolicy adds the policy findings of verify: each skill's
// violations (POLICY_VIOLATION, APPROVAL_UNSIGNED,
// APPROVAL_SIGNATURE_INVALID), and, online, whether the pinned
// organisation policy is still what its ref names (POLICY_OUTDATED).
func (p *Project) verifyPolicy(ctx context.Context, r *verify.Report) error {
	if pin := p.lock.PolicyPin(); pin != nil && !p.env.Offline && policyDrift(p.manifest, p.lock) == "" {
		res, err := p.fetchClient().Resolve(ctx, p.remoteLoc(pin.URL), pin.Ref)
		if err != nil {
			return fmt.Errorf("policy %s: %w", pin.URL, err)
		}
		if res.Commit != pin.Commit {
			r.AddAt(verify.CodePolicyOutdated, verify.SeverityError, lock.FileName, p.State.lockLine("policy", ""),
				"skills.lock pins the organisation policy %s at %s, but %s is at %s: the organisation's current rules are not the ones applied; run `%s` and review the change with `%s`",
				pin.URL, short(pin.Commit), refLabel(pin.Ref), short(res.Commit), hint.Run("update"), hint.Run("diff"))
		}
	}
	for i := range p.lock.Skills {
		sk := &p.lock.Skills[i]
		for _, v := range p.Trust(sk).Violations {
			r.Add(v.Code, verify.SeverityError, sk.Name, "", "%s", v)
		}
	}
	return nil
}

// PolicyReport is `skillpin policy check`: every layer that applies and
// every rule a locked skill breaks.
type PolicyReport struct {
	Layers      []PolicyLayer     `json:"layers"`
	Unavailable hint.Msg          `json:"unavailable,omitzero"`
	Violations  []PolicyViolation `json:"violations"`
	Skills      int               `json:"skills"`
}

// PolicyLayer is one layer of the effective policy.
type PolicyLayer struct {
	Name   string `json:"name"`
	Origin string `json:"origin"`
	Digest string `json:"digest"`
}

// PolicyViolation is a rule a skill breaks.
type PolicyViolation struct {
	Skill string `json:"skill"`
	policy.Violation
}

// PolicyLayers lists the layers of the effective policy.
func (s *State) PolicyLayers() []PolicyLayer {
	eff, _ := s.Policy()
	out := []PolicyLayer{}
	for _, l := range eff.Layers {
		out = append(out, PolicyLayer{Name: l.Name, Origin: l.Origin, Digest: l.Policy.Digest})
	}
	return out
}

// PolicyCheck judges every locked skill by the effective policy, as the
// trust decision does, changing nothing in the project (a pinned policy
// missing from the cache is fetched into it, unless offline).
func (p *Project) PolicyCheck(ctx context.Context) (*PolicyReport, error) {
	if err := p.fetchPolicy(ctx); err != nil {
		return nil, err
	}
	_, unavailable := p.State.Policy()
	r := &PolicyReport{Layers: p.PolicyLayers(), Unavailable: unavailable, Violations: []PolicyViolation{}}
	if p.lock == nil {
		return r, nil
	}
	for i := range p.lock.Skills {
		sk := &p.lock.Skills[i]
		r.Skills++
		for _, v := range p.Trust(sk).Violations {
			r.Violations = append(r.Violations, PolicyViolation{Skill: sk.Name, Violation: v})
		}
	}
	return r, nil
}

// changeLayers reads the policy layers a change of the project can
// change, at one point of its history: the organisation's that m names
// (a file read with read, or the commit of the policy repository l pins,
// from the git cache of c, which fetches it unless offline) and the
// project's own skills-policy.toml. unavailable says why a pinned policy
// could not be read.
func changeLayers(ctx context.Context, c *fetch.Client, dir string, read readFunc, m *manifest.Manifest, l *lock.Lock) (layers []policy.Layer, unavailable string, err error) {
	readLayer := func(name, rel string) (*policy.Layer, error) {
		data, err := read(rel, policy.MaxFile)
		if errors.Is(err, fs.ErrNotExist) {
			return nil, nil
		}
		if err != nil {
			return nil, err
		}
		base := path.Dir(rel)
		p, err := policy.Parse(data, rel, func(r string) ([]byte, error) { return read(path.Join(base, r), policy.MaxFile) })
		if err != nil {
			return nil, err
		}
		return &policy.Layer{Name: name, Origin: rel, Policy: p}, nil
	}
	if m != nil && m.Policy != nil {
		switch ref := m.Policy; {
		case ref.Path != "":
			ly, err := readLayer(policy.LayerOrganisation, ref.Path)
			if err != nil {
				return nil, "", err
			}
			if ly != nil {
				layers = append(layers, *ly)
			}
		case l.PolicyPin() == nil:
			unavailable = "skills.lock pins no policy for [policy] " + ref.URL
		default:
			pin := l.PolicyPin()
			fsys, err := c.Tree(ctx, remoteLoc(pin.URL, dir), pin.Commit, pin.Ref)
			if err != nil {
				unavailable = fmt.Sprintf("the organisation policy %s at %s cannot be read: %v", pin.URL, short(pin.Commit), err)
				break
			}
			ly, err := parsePinned(fsys, pin)
			if err != nil {
				unavailable = err.Error()
				break
			}
			layers = append(layers, *ly)
		}
	}
	if m == nil || m.Policy == nil || path.Clean(m.Policy.Path) != policy.FileName {
		ly, err := readLayer(policy.LayerProject, policy.FileName)
		if err != nil {
			return nil, "", err
		}
		if ly != nil {
			layers = append(layers, *ly)
		}
	}
	return layers, unavailable, nil
}

// VerifyPolicyBase adds to r what the policy of the git revision base
// forbids: with base the target branch of a pull request, the change is
// judged by the organisation's and the project's policy as they were
// there as well as by its own, so that a change cannot loosen the rules
// it is checked against (edit [policy], pin an older policy commit, relax
// skills-policy.toml): each rule a skill breaks only under base's policy
// is a POLICY_VIOLATION naming the base layer.
func (p *Project) VerifyPolicyBase(ctx context.Context, base string, r *verify.Report) error {
	if p.lock == nil || p.lockErr != nil {
		return nil
	}
	rev, err := openRevision(p.layout.Config, base, true)
	if err != nil {
		return err
	}
	snap, err := revisionSnapshot(rev, p.layout.Approvals)
	if err != nil {
		return err
	}
	var read readFunc = func(string, int64) ([]byte, error) { return nil, fs.ErrNotExist }
	if rev != nil {
		read = rev.read
	}
	layers, unavailable, err := changeLayers(ctx, p.fetchClient(), p.dir, read, snap.Manifest, snap.Lock)
	if err != nil {
		return fmt.Errorf("the policy at %s: %w", base, err)
	}
	if unavailable != "" && snap.Manifest != nil && snap.Manifest.Policy != nil && snap.Lock.PolicyPin() != nil {
		r.Add(verify.CodePolicyViolation, verify.SeverityError, "", "", "the organisation policy at %s cannot be applied: %s", base, unavailable)
	}
	cur, _ := p.State.Policy()
	have := map[string]bool{}
	for _, l := range cur.Layers {
		have[l.Name+"\x00"+l.Policy.Digest] = true
	}
	var extra []policy.Layer
	for _, l := range layers {
		if have[l.Name+"\x00"+l.Policy.Digest] {
			continue // the same policy applies now: its findings are reported already
		}
		l.Name = "base " + l.Name
		l.Origin = base + ":" + l.Origin
		extra = append(extra, l)
	}
	if len(extra) == 0 {
		return nil
	}
	saved := p.State.pol
	defer func() { p.State.pol = saved }()
	// The audits already made are kept: a skill digest's audit does not
	// depend on the policy, and auditing every skill again costs a run.
	saved.mu.Lock()
	audits := maps.Clone(saved.audits)
	saved.mu.Unlock()
	withBase := &policyState{eff: &policy.Effective{Layers: append(slices.Clone(cur.Layers), extra...)},
		now: saved.now, roots: saved.roots, store: saved.store, audits: audits, auditor: saved.auditor}
	withBase.times = p.State.commitTimes(withBase.eff, policyEnv{getenv: p.env.getenv, cache: p.cacheDir})
	p.State.pol = withBase
	for i := range p.lock.Skills {
		sk := &p.lock.Skills[i]
		for _, v := range p.Trust(sk).Violations {
			if strings.HasPrefix(v.Layer, "base ") {
				r.Add(v.Code, verify.SeverityError, sk.Name, "", "%s", v)
			}
		}
	}
	r.Sort()
	return nil
}
