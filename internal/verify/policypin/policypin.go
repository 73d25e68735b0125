// Package policypin pins and applies the organisation policy a project
// names: the policy repository's ref resolved to a commit and its policy
// file's digest (Pin), the layers a change can edit read at one point of
// its history (ChangeLayers), and the judgements of a state's skills by
// its effective policy that add, update, verify and `policy check` make.
// Reads go through small interfaces (Git) that package fetch's client
// satisfies; the judgements take a state.State.
package policypin

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strings"

	"github.com/skillpin/skillpin/internal/fetch"
	"github.com/skillpin/skillpin/internal/fetch/srcspec"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/verify"
	"github.com/skillpin/skillpin/internal/verify/gate"
	"github.com/skillpin/skillpin/internal/verify/policy"
	"github.com/skillpin/skillpin/internal/verify/signature"
	"github.com/skillpin/skillpin/internal/verify/state"
)

// Trees reads a commit's tree from the git cache (fetching it unless
// offline).
type Trees interface {
	Tree(ctx context.Context, loc, commit, ref string) (fs.FS, error)
}

// Git resolves refs and reads trees: package fetch's Client.
type Git interface {
	Trees
	Resolve(ctx context.Context, loc, ref string) (fetch.Resolved, error)
}

// Remote turns a manifest URL into its parsed spec and the location
// fetch uses.
type Remote func(url string) (srcspec.Spec, string, error)

func checkFailed(err error) error { return errkind.Mark(err, errkind.CheckFailed) }
func badInput(err error) error    { return errkind.Mark(err, errkind.Invalid) }

// short is a commit as messages show it.
func short(commit string) string {
	if len(commit) > 12 {
		return commit[:12]
	}
	return commit
}

// Pin pins the policy repository manifest m names: the lock's pin when
// it still matches and refresh is false, else the ref resolved now, its
// policy read (with sig, as policy.Parse takes it) and its digest taken.
// nil when m names none.
func Pin(ctx context.Context, g Git, remote Remote, m *manifest.Manifest, prev *lock.Lock, refresh bool, sig signature.Sigstore) (*lock.LockedPolicy, error) {
	ref := m.Policy
	if ref == nil || ref.URL == "" {
		return nil, nil
	}
	if !refresh && prev != nil && prev.Policy != nil && prev.PolicyDrift(m.PolicyPinned()) == "" {
		return prev.Policy, nil
	}
	spec, loc, err := remote(ref.URL)
	if err != nil {
		return nil, err
	}
	if spec.Kind == srcspec.KindPath {
		return nil, badInput(fmt.Errorf("[policy] url %s is a directory, not a git repository; use path = \"…\" for a policy inside the project", ref.URL))
	}
	res, err := g.Resolve(ctx, loc, ref.Ref)
	if err != nil {
		return nil, fmt.Errorf("policy %s: %w", ref.URL, err)
	}
	fsys, err := g.Tree(ctx, loc, res.Commit, res.Ref)
	if err != nil {
		return nil, fmt.Errorf("policy %s: %w", ref.URL, err)
	}
	l, err := state.ReadTreePolicy(fsys, ref.URL, res.Commit, ref.PolicyFile(), sig)
	if err != nil {
		return nil, err
	}
	return &lock.LockedPolicy{URL: ref.URL, Ref: ref.Ref, Kind: string(res.Kind), Commit: res.Commit, File: ref.PolicyFile(), Digest: l.Policy.Digest}, nil
}

// Refusal refuses (exit 1) the skills of l from the sources in sources
// that the effective policy of st, with l's policy pin, forbids, content
// reading each skill's files: add and update lock nothing the policy
// forbids.
func Refusal(st *state.State, l *lock.Lock, content func(sk *lock.LockedSkill) (fs.FS, string, bool), sources map[string]bool) error {
	judged, err := st.WithLock(l).WithContent(content)
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

// CheckSource refuses a source the policy of st forbids before anything
// is fetched from it.
func CheckSource(st *state.State, url string) error {
	if err := SourceAllowed(st, url); err != nil {
		return checkFailed(hint.Errorf("refused by policy; nothing was changed:\n  %w", err))
	}
	return nil
}

// SourceAllowed is nil when the effective policy of st lets url be
// fetched from, else the rules that refuse it.
func SourceAllowed(st *state.State, url string) error {
	eff, _ := st.Policy()
	var msgs []hint.Msg
	for _, v := range eff.CheckSource(srcspec.NormalizeURL(url, st.Dir())) {
		msgs = append(msgs, hint.Sprintf("%s", v))
	}
	if len(msgs) == 0 {
		return nil
	}
	return hint.Errorf("%s", hint.Join(msgs, "\n  "))
}

// CheckOutdated adds POLICY_OUTDATED to r when the organisation policy
// st's lock pins is no longer what its ref names (asked of g online).
func CheckOutdated(ctx context.Context, g Git, st *state.State, r *verify.Report) error {
	pin := st.Lock().PolicyPin()
	if pin == nil || st.Lock().PolicyDrift(st.Manifest().PolicyPinned()) != "" {
		return nil
	}
	res, err := g.Resolve(ctx, st.RemoteLoc(pin.URL), pin.Ref)
	if err != nil {
		return fmt.Errorf("policy %s: %w", pin.URL, err)
	}
	if res.Commit != pin.Commit {
		r.AddAt(verify.CodePolicyOutdated, verify.SeverityError, lock.FileName, st.LockLine("policy", ""),
			"skills.lock pins the organisation policy %s at %s, but %s is at %s: the organisation's current rules are not the ones applied; run `%s` and review the change with `%s`",
			pin.URL, short(pin.Commit), gate.RefLabel(pin.Ref), short(res.Commit), hint.Run("update"), hint.Run("diff"))
	}
	return nil
}

// AddViolations adds each locked skill's violations of st's effective
// policy to r (POLICY_VIOLATION, APPROVAL_UNSIGNED,
// APPROVAL_SIGNATURE_INVALID).
func AddViolations(st *state.State, r *verify.Report) {
	for i := range st.Lock().Skills {
		sk := &st.Lock().Skills[i]
		for _, v := range st.Trust(sk).Violations {
			r.Add(v.Code, verify.SeverityError, sk.Name, "", "%s", v)
		}
	}
}

// Report is `skillpin policy check`: every layer that applies and every
// rule a locked skill breaks.
type Report struct {
	Layers      []state.Layer `json:"layers"`
	Unavailable hint.Msg      `json:"unavailable,omitzero"`
	Violations  []Violation   `json:"violations"`
	Skills      int           `json:"skills"`
}

// Violation is a rule a skill breaks.
type Violation struct {
	Skill string `json:"skill"`
	policy.Violation
}

// Check judges every locked skill of st by its effective policy, as the
// trust decision does.
func Check(st *state.State) *Report {
	_, unavailable := st.Policy()
	r := &Report{Layers: st.PolicyLayers(), Unavailable: unavailable, Violations: []Violation{}}
	if st.Lock() == nil {
		return r
	}
	for i := range st.Lock().Skills {
		sk := &st.Lock().Skills[i]
		r.Skills++
		for _, v := range st.Trust(sk).Violations {
			r.Violations = append(r.Violations, Violation{Skill: sk.Name, Violation: v})
		}
	}
	return r
}

// ChangeLayers reads the policy layers a change of the project in dir
// can change, at one point of its history: the organisation's that m
// names (a file read with read, or the commit of the policy repository l
// pins, from the git cache of g, which fetches it unless offline) and the
// project's own skills-policy.toml, each read with sig as policy.Parse
// takes it. unavailable says why a pinned policy could not be read.
func ChangeLayers(ctx context.Context, g Trees, dir string, read func(rel string, max int64) ([]byte, error), m *manifest.Manifest, l *lock.Lock, sig signature.Sigstore) (layers []policy.Layer, unavailable string, err error) {
	readLayer := func(name, rel string) (*policy.Layer, error) {
		data, err := read(rel, policy.MaxFile)
		if errors.Is(err, fs.ErrNotExist) {
			return nil, nil
		}
		if err != nil {
			return nil, err
		}
		base := path.Dir(rel)
		p, err := policy.Parse(data, rel, func(r string) ([]byte, error) { return read(path.Join(base, r), policy.MaxFile) }, sig)
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
			fsys, err := g.Tree(ctx, srcspec.Loc(pin.URL, dir), pin.Commit, pin.Ref)
			if err != nil {
				unavailable = fmt.Sprintf("the organisation policy %s at %s cannot be read: %v", pin.URL, short(pin.Commit), err)
				break
			}
			ly, err := state.ParsePinned(fsys, pin, sig)
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

// CheckBase adds to r what the policy of the git revision base forbids
// st's locked skills: layers are base's (read by ChangeLayers from base's
// manifest bm and lock bl), unavailable why its pinned policy could not
// be read. Each rule a skill breaks only under base's policy is a
// POLICY_VIOLATION naming the base layer; layers that apply now as well
// are reported already.
func CheckBase(st *state.State, base string, layers []policy.Layer, unavailable string, bm *manifest.Manifest, bl *lock.Lock, r *verify.Report) {
	if unavailable != "" && bm != nil && bm.Policy != nil && bl.PolicyPin() != nil {
		r.Add(verify.CodePolicyViolation, verify.SeverityError, "", "", "the organisation policy at %s cannot be applied: %s", base, unavailable)
	}
	cur, _ := st.Policy()
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
		return
	}
	withBase := st.WithExtraLayers(extra)
	for i := range st.Lock().Skills {
		sk := &st.Lock().Skills[i]
		for _, v := range withBase.Trust(sk).Violations {
			if strings.HasPrefix(v.Layer, "base ") {
				r.Add(v.Code, verify.SeverityError, sk.Name, "", "%s", v)
			}
		}
	}
	r.Sort()
}
