package project

import (
	"context"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/fetch/oci"
	"github.com/skillpin/skillpin/internal/fetch/ocipush"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/resolve"
	"github.com/skillpin/skillpin/internal/ui/hint"
)

// Push publishes the valid skills of the directory dir (every one, or
// those named) to an OCI registry as one artifact tagged as to says:
// each skill a layer at its directory under dir, with its Sigstore bundle
// attached as a referrer. Invalid selected skills refuse the push.
func Push(ctx context.Context, env Env, dir, to string, names []string, limits catalog.Limits) (*ocipush.Result, error) {
	if _, err := ocipush.Target(to); err != nil {
		return nil, err
	}
	skills, bad, err := ocipush.Dir(dir, names, limits)
	if len(bad) > 0 {
		return nil, &resolve.ProblemsError{Skills: bad}
	}
	if err != nil {
		return nil, err
	}
	return ocipush.Push(ctx, env.getenv, to, skills)
}

// Mirror pushes every locked skill of the project to an OCI registry as
// one artifact: each skill a layer at a directory named after it,
// annotated with its source's URL, ref and commit, its content read at
// the pinned commit and checked against skills.lock, its bundle attached.
// Adding the mirror (oci://…:TAG --skill NAME) locks the same digests.
func (p *Project) Mirror(ctx context.Context, to string) (*ocipush.Result, error) {
	if _, err := ocipush.Target(to); err != nil {
		return nil, err
	}
	if p.st.Lock() == nil || len(p.st.Lock().Skills) == 0 {
		return nil, badInput(hint.Errorf("nothing to mirror: %s locks no skills (run `%s` first)", lock.FileName, hint.Run("install")))
	}
	var skills []oci.PushSkill
	var left []ocipush.LeftOut
	for i := range p.st.Lock().Sources {
		ls := &p.st.Lock().Sources[i]
		var locked []lock.LockedSkill
		// Only what would be published: a mirror is where projects
		// fetch approved skills from, so content no one approved, or
		// that the policy refuses, does not travel (issue 38, item 10).
		for _, sk := range p.st.Lock().SkillsOf(ls.Name) {
			if tr := p.st.Trust(&sk); !tr.OK() {
				left = append(left, ocipush.LeftOut{Name: sk.Name, Why: tr.Problems[0].Message.String()})
				continue
			}
			locked = append(locked, sk)
		}
		if len(locked) == 0 {
			continue
		}
		dirs := make([]string, len(locked))
		for j, sk := range locked {
			dirs[j] = sk.Path
		}
		fsys, err := p.resolver().LockedTree(ctx, ls, dirs)
		if err != nil {
			return nil, err
		}
		read, err := ocipush.Locked(fsys, ls, locked, p.st.Manifest().Settings.Limits())
		if err != nil {
			return nil, err
		}
		skills = append(skills, read...)
	}
	if len(skills) == 0 {
		msgs := make([]string, len(left))
		for i, l := range left {
			msgs[i] = l.Name + ": " + l.Why
		}
		return nil, checkFailed(hint.Errorf("nothing to mirror: no locked skill may be published (mirror pushes only what the trusted root would hold):\n  %s\nthen `%s`", strings.Join(msgs, "\n  "), hint.Run("approve")))
	}
	res, err := ocipush.Push(ctx, p.env.getenv, to, skills)
	if res != nil {
		res.LeftOut = left
	}
	return res, err
}
