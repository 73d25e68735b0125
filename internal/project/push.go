package project

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/fetch/oci"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/resolve"
	"github.com/skillpin/skillpin/internal/ui/hint"
)

// PushResult is what Push and Mirror wrote.
type PushResult struct {
	To        string   // oci://REGISTRY/REPO:TAG
	Digest    string   // the artifact's manifest digest
	Skills    []string // the skills pushed, by name
	Referrers []string // the Sigstore bundles attached, by referrer digest
	// LeftOut are the locked skills mirror did not push, each with why:
	// the ones the trust decision keeps from agents (pending, revoked,
	// refused by policy or signature).
	LeftOut []LeftOut
}

// LeftOut is a locked skill mirror did not push.
type LeftOut struct {
	Name string `json:"name"`
	Why  string `json:"why"`
}

// pushTarget parses oci://REGISTRY/REPO:TAG, the tag required.
func pushTarget(to string) (oci.Ref, error) {
	r, err := oci.Parse(to)
	if err != nil {
		return r, badInput(fmt.Errorf("--to %s: %v", to, err))
	}
	if r.Tag == "" {
		return r, badInput(fmt.Errorf("--to %s: name a tag to push to (oci://REGISTRY/REPOSITORY:TAG); a digest is what a push makes", to))
	}
	return r, nil
}

// readSkillFiles reads a skill's files (and its signature bundle, if it
// has one) from fsys, checking that they still hash to files.
func readSkillFiles(fsys fs.FS, dir string, files catalog.FileSet) ([]oci.File, []byte, error) {
	var out []oci.File
	for _, f := range files {
		from := f.From
		if from == "" {
			from = path.Join(dir, f.Path)
		}
		b, err := fs.ReadFile(fsys, from)
		if err != nil {
			return nil, nil, err
		}
		if d := catalog.DigestBytes(b); d != f.Digest {
			return nil, nil, checkFailed(fmt.Errorf("%s changed while it was read (sha256 %s, locked %s)", path.Join(dir, f.Path), d, f.Digest))
		}
		out = append(out, oci.File{Path: f.Path, Data: b, Exec: f.Exec})
	}
	bundle, err := fs.ReadFile(fsys, path.Join(dir, catalog.SignatureFile))
	if errors.Is(err, fs.ErrNotExist) {
		return out, nil, nil
	}
	if err != nil {
		return nil, nil, err
	}
	out = append(out, oci.File{Path: catalog.SignatureFile, Data: bundle})
	return out, bundle, nil
}

// Push publishes the valid skills of the directory dir (every one, or
// those named) to an OCI registry as one artifact tagged as to says:
// each skill a layer at its directory under dir, with its Sigstore bundle
// attached as a referrer. Invalid selected skills refuse the push.
func Push(ctx context.Context, env Env, dir, to string, names []string, limits catalog.Limits) (*PushResult, error) {
	if _, err := pushTarget(to); err != nil {
		return nil, err
	}
	fi, err := os.Stat(dir)
	if err != nil || !fi.IsDir() {
		return nil, badInput(fmt.Errorf("%s is not a directory of skills", dir))
	}
	fsys := os.DirFS(dir)
	scan, err := catalog.Scan(fsys, catalog.ScanOptions{Hash: true, Limits: limits, RootName: filepath.Base(dir)})
	if err != nil {
		return nil, badInput(err)
	}
	var skills []oci.PushSkill
	var bad []*catalog.Skill
	found := map[string]bool{}
	for _, s := range scan.Skills {
		if len(names) > 0 && !slices.Contains(names, s.Name) {
			continue
		}
		found[s.Name] = true
		if !s.Valid() || s.Name == "" {
			bad = append(bad, s)
			continue
		}
		files, bundle, err := readSkillFiles(fsys, s.Dir, s.Files)
		if err != nil {
			return nil, err
		}
		skills = append(skills, oci.PushSkill{Name: s.Name, Dir: s.Dir, Digest: s.Digest, Files: files, Bundle: bundle})
	}
	if len(bad) > 0 {
		return nil, &resolve.ProblemsError{Skills: bad}
	}
	for _, n := range names {
		if !found[n] {
			return nil, badInput(fmt.Errorf("%s has no skill named %q", dir, n))
		}
	}
	if len(skills) == 0 {
		return nil, badInput(fmt.Errorf("%s holds no skills (no directory with a SKILL.md)", dir))
	}
	return push(ctx, env, to, skills, nil)
}

func push(ctx context.Context, env Env, to string, skills []oci.PushSkill, ann map[string]string) (*PushResult, error) {
	c := oci.New(oci.Options{Keychain: oci.DockerKeychain(env.getenv)})
	r, _ := oci.Parse(to)
	pushed, err := c.Push(ctx, r.URL(), r.Tag, skills, ann)
	if err != nil {
		return nil, err
	}
	res := &PushResult{To: to, Digest: pushed.Digest, Referrers: pushed.Referrers}
	for _, s := range skills {
		res.Skills = append(res.Skills, s.Name)
	}
	slices.Sort(res.Skills)
	return res, nil
}

// Mirror pushes every locked skill of the project to an OCI registry as
// one artifact: each skill a layer at a directory named after it,
// annotated with its source's URL, ref and commit, its content read at
// the pinned commit and checked against skills.lock, its bundle attached.
// Adding the mirror (oci://…:TAG --skill NAME) locks the same digests.
func (p *Project) Mirror(ctx context.Context, to string) (*PushResult, error) {
	if _, err := pushTarget(to); err != nil {
		return nil, err
	}
	if p.st.Lock() == nil || len(p.st.Lock().Skills) == 0 {
		return nil, badInput(hint.Errorf("nothing to mirror: %s locks no skills (run `%s` first)", lock.FileName, hint.Run("install")))
	}
	var skills []oci.PushSkill
	var left []LeftOut
	for i := range p.st.Lock().Sources {
		ls := &p.st.Lock().Sources[i]
		var locked []lock.LockedSkill
		// Only what would be published: a mirror is where projects
		// fetch approved skills from, so content no one approved, or
		// that the policy refuses, does not travel (issue 38, item 10).
		for _, sk := range p.st.Lock().SkillsOf(ls.Name) {
			if tr := p.st.Trust(&sk); !tr.OK() {
				left = append(left, LeftOut{Name: sk.Name, Why: tr.Problems[0].Message.String()})
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
		for _, sk := range locked {
			files, problems := catalog.FileSetOf(fsys, sk.Path, p.st.Manifest().Settings.Limits())
			if catalog.HasErrors(problems) || files.Digest() != sk.Digest {
				return nil, checkFailed(hint.Errorf("skill %s: its content at the pinned %s is not what %s records (run `%s`)", sk.Name, resolve.Short(ls.Commit), lock.FileName, hint.Run("verify")))
			}
			data, bundle, err := readSkillFiles(fsys, sk.Path, files)
			if err != nil {
				return nil, fmt.Errorf("skill %s: %w", sk.Name, err)
			}
			skills = append(skills, oci.PushSkill{Name: sk.Name, Dir: sk.Name, Digest: sk.Digest, Files: data, Bundle: bundle,
				Annotations: map[string]string{oci.AnnotationSource: ls.URL, oci.AnnotationRevision: ls.Commit, oci.AnnotationRef: ls.Ref}})
		}
	}
	if len(skills) == 0 {
		msgs := make([]string, len(left))
		for i, l := range left {
			msgs[i] = l.Name + ": " + l.Why
		}
		return nil, checkFailed(hint.Errorf("nothing to mirror: no locked skill may be published (mirror pushes only what the trusted root would hold):\n  %s\nthen `%s`", strings.Join(msgs, "\n  "), hint.Run("approve")))
	}
	res, err := push(ctx, p.env, to, skills, nil)
	if res != nil {
		res.LeftOut = left
	}
	return res, err
}
