package project

import (
	"context"
	"errors"
	"fmt"
	"github.com/skillpin/skillpin/internal/fetch/gitrev"
	"io/fs"
	"path"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/review"
	"github.com/skillpin/skillpin/internal/resolve"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/verify/gate"
	"github.com/skillpin/skillpin/internal/verify/state"

	"github.com/skillpin/skillpin/internal/fetch"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/verify"
	"github.com/skillpin/skillpin/internal/verify/policy"
)

// resolvePolicy pins the policy repository manifest m names: the lock's
// pin when it still matches and refresh is false, else the ref resolved
// now, its policy read and its digest taken. nil when m names none.
func (p *Project) resolvePolicy(ctx context.Context, m *manifest.Manifest, prev *lock.Lock, refresh bool) (*lock.LockedPolicy, error) {
	ref := m.Policy
	if ref == nil || ref.URL == "" {
		return nil, nil
	}
	if !refresh && prev != nil && prev.Policy != nil && prev.PolicyDrift(m.PolicyPinned()) == "" {
		return prev.Policy, nil
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
	l, err := state.ReadTreePolicy(fsys, ref.URL, res.Commit, ref.PolicyFile())
	if err != nil {
		return nil, err
	}
	return &lock.LockedPolicy{URL: ref.URL, Ref: ref.Ref, Kind: string(res.Kind), Commit: res.Commit, File: ref.PolicyFile(), Digest: l.Policy.Digest}, nil
}

// fetchPolicy brings the pinned organisation policy into the cache when
// it is not there (not offline), and reads the policy again.
func (p *Project) fetchPolicy(ctx context.Context) error {
	pin := p.st.Lock().PolicyPin()
	if _, unavailable := p.st.Policy(); pin == nil || unavailable.IsZero() || p.env.Offline || p.st.Lock().PolicyDrift(p.st.Manifest().PolicyPinned()) != "" {
		return nil
	}
	if _, err := p.fetchClient().Tree(ctx, p.st.RemoteLoc(pin.URL), pin.Commit, pin.Ref); err != nil {
		return fmt.Errorf("policy %s: %w", pin.URL, err)
	}
	st, err := p.st.Reread()
	if err != nil {
		return err
	}
	p.st = st
	return nil
}

// checkPolicyRefusal refuses (exit 1) the skills of r's lock from the
// sources in sources that the effective policy, with that lock's policy
// pin, forbids: add and update lock nothing the policy forbids.
func (p *Project) checkPolicyRefusal(r *resolve.Result, sources map[string]bool) error {
	l := r.Lock
	judged, err := p.st.WithLock(l).WithContent(func(sk *lock.LockedSkill) (fs.FS, string, bool) {
		if t, ok := r.Trees[sk.Source]; ok && t != nil {
			return t.FS, sk.Path, true
		}
		return nil, "", false
	})
	if err != nil {
		return err
	}
	var msgs []hint.Msg
	for i := range l.Skills {
		sk := &l.Skills[i]
		if !sources[sk.Source] {
			continue
		}
		for _, v := range judged.Violations(sk) {
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
	if err := sourceAllowed(p.st, url); err != nil {
		return checkFailed(hint.Errorf("refused by policy; nothing was changed:\n  %w", err))
	}
	return nil
}

// sourceAllowed is nil when the effective policy of st lets url be
// fetched from, else the rules that refuse it.
func sourceAllowed(st *state.State, url string) error {
	eff, _ := st.Policy()
	var msgs []hint.Msg
	for _, v := range eff.CheckSource(fetch.NormalizeURL(url, st.Dir())) {
		msgs = append(msgs, hint.Sprintf("%s", v))
	}
	if len(msgs) == 0 {
		return nil
	}
	return hint.Errorf("%s", hint.Join(msgs, "\n  "))
}

// verifyPolicy adds the policy findings of verify: each skill's
// violations (POLICY_VIOLATION, APPROVAL_UNSIGNED,
// APPROVAL_SIGNATURE_INVALID), and, online, whether the pinned
// organisation policy is still what its ref names (POLICY_OUTDATED).
func (p *Project) verifyPolicy(ctx context.Context, r *verify.Report) error {
	if pin := p.st.Lock().PolicyPin(); pin != nil && !p.env.Offline && p.st.Lock().PolicyDrift(p.st.Manifest().PolicyPinned()) == "" {
		res, err := p.fetchClient().Resolve(ctx, p.st.RemoteLoc(pin.URL), pin.Ref)
		if err != nil {
			return fmt.Errorf("policy %s: %w", pin.URL, err)
		}
		if res.Commit != pin.Commit {
			r.AddAt(verify.CodePolicyOutdated, verify.SeverityError, lock.FileName, p.st.LockLine("policy", ""),
				"skills.lock pins the organisation policy %s at %s, but %s is at %s: the organisation's current rules are not the ones applied; run `%s` and review the change with `%s`",
				pin.URL, resolve.Short(pin.Commit), gate.RefLabel(pin.Ref), resolve.Short(res.Commit), hint.Run("update"), hint.Run("diff"))
		}
	}
	for i := range p.st.Lock().Skills {
		sk := &p.st.Lock().Skills[i]
		for _, v := range p.st.Trust(sk).Violations {
			r.Add(v.Code, verify.SeverityError, sk.Name, "", "%s", v)
		}
	}
	return nil
}

// PolicyReport is `skillpin policy check`: every layer that applies and
// every rule a locked skill breaks.
type PolicyReport struct {
	Layers      []state.Layer     `json:"layers"`
	Unavailable hint.Msg          `json:"unavailable,omitzero"`
	Violations  []PolicyViolation `json:"violations"`
	Skills      int               `json:"skills"`
}

// PolicyViolation is a rule a skill breaks.
type PolicyViolation struct {
	Skill string `json:"skill"`
	policy.Violation
}

// PolicyCheck judges every locked skill by the effective policy, as the
// trust decision does, changing nothing in the project (a pinned policy
// missing from the cache is fetched into it, unless offline).
func (p *Project) PolicyCheck(ctx context.Context) (*PolicyReport, error) {
	if err := p.fetchPolicy(ctx); err != nil {
		return nil, err
	}
	_, unavailable := p.st.Policy()
	r := &PolicyReport{Layers: p.st.PolicyLayers(), Unavailable: unavailable, Violations: []PolicyViolation{}}
	if p.st.Lock() == nil {
		return r, nil
	}
	for i := range p.st.Lock().Skills {
		sk := &p.st.Lock().Skills[i]
		r.Skills++
		for _, v := range p.st.Trust(sk).Violations {
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
func changeLayers(ctx context.Context, c *fetch.Client, dir string, read review.ReadFunc, m *manifest.Manifest, l *lock.Lock) (layers []policy.Layer, unavailable string, err error) {
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
			fsys, err := c.Tree(ctx, RemoteLoc(pin.URL, dir), pin.Commit, pin.Ref)
			if err != nil {
				unavailable = fmt.Sprintf("the organisation policy %s at %s cannot be read: %v", pin.URL, resolve.Short(pin.Commit), err)
				break
			}
			ly, err := state.ParsePinned(fsys, pin)
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
	if p.st.Lock() == nil || p.st.LockErr() != nil {
		return nil
	}
	rev, err := gitrev.Open(p.st.Layout().Config, base, true)
	if err != nil {
		return err
	}
	snap, err := revisionSnapshot(rev, p.st.Layout().Approvals)
	if err != nil {
		return err
	}
	var read review.ReadFunc = func(string, int64) ([]byte, error) { return nil, fs.ErrNotExist }
	if rev != nil {
		read = rev.Read
	}
	layers, unavailable, err := changeLayers(ctx, p.fetchClient(), p.st.Dir(), read, snap.Manifest, snap.Lock)
	if err != nil {
		return fmt.Errorf("the policy at %s: %w", base, err)
	}
	if unavailable != "" && snap.Manifest != nil && snap.Manifest.Policy != nil && snap.Lock.PolicyPin() != nil {
		r.Add(verify.CodePolicyViolation, verify.SeverityError, "", "", "the organisation policy at %s cannot be applied: %s", base, unavailable)
	}
	cur, _ := p.st.Policy()
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
	withBase := p.st.WithExtraLayers(extra)
	for i := range p.st.Lock().Skills {
		sk := &p.st.Lock().Skills[i]
		for _, v := range withBase.Trust(sk).Violations {
			if strings.HasPrefix(v.Layer, "base ") {
				r.Add(v.Code, verify.SeverityError, sk.Name, "", "%s", v)
			}
		}
	}
	r.Sort()
	return nil
}
