// Package ocipush makes the artifacts `push` and `mirror` send to an OCI
// registry: the skills of a directory, or the locked skills of a project
// read at their pinned commits, each checked against the digests it was
// found or locked with while it is read, then pushed as one artifact.
package ocipush

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/fetch/oci"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/ui/hint"
)

// Result is what a push or a mirror wrote.
type Result struct {
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

func checkFailed(err error) error { return errkind.Mark(err, errkind.CheckFailed) }
func badInput(err error) error    { return errkind.Mark(err, errkind.Invalid) }

// Target parses oci://REGISTRY/REPO:TAG, the tag required.
func Target(to string) (oci.Ref, error) {
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

// Dir reads the skills of the directory dir (every one, or those named)
// for a push, each at its directory under dir. bad are the selected
// skills that are invalid, which refuse the push; then err says what
// else is wrong (a name dir lacks, no skill at all).
func Dir(dir string, names []string, limits catalog.Limits) (skills []oci.PushSkill, bad []*catalog.Skill, err error) {
	fi, err := os.Stat(dir)
	if err != nil || !fi.IsDir() {
		return nil, nil, badInput(fmt.Errorf("%s is not a directory of skills", dir))
	}
	fsys := os.DirFS(dir)
	scan, err := catalog.Scan(fsys, catalog.ScanOptions{Hash: true, Limits: limits, RootName: filepath.Base(dir)})
	if err != nil {
		return nil, nil, badInput(err)
	}
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
			return nil, nil, err
		}
		skills = append(skills, oci.PushSkill{Name: s.Name, Dir: s.Dir, Digest: s.Digest, Files: files, Bundle: bundle})
	}
	if len(bad) > 0 {
		return nil, bad, nil
	}
	for _, n := range names {
		if !found[n] {
			return nil, nil, badInput(fmt.Errorf("%s has no skill named %q", dir, n))
		}
	}
	if len(skills) == 0 {
		return nil, nil, badInput(fmt.Errorf("%s holds no skills (no directory with a SKILL.md)", dir))
	}
	return skills, nil, nil
}

// Locked reads the locked skills of the source ls for a mirror from fsys,
// its tree at the pinned commit: each a layer at a directory named after
// it, annotated with the source's URL, ref and commit, its content
// checked against skills.lock.
func Locked(fsys fs.FS, ls *lock.LockedSource, locked []lock.LockedSkill, limits catalog.Limits) ([]oci.PushSkill, error) {
	var skills []oci.PushSkill
	for _, sk := range locked {
		files, problems := catalog.FileSetOf(fsys, sk.Path, limits)
		if catalog.HasErrors(problems) || files.Digest() != sk.Digest {
			return nil, checkFailed(hint.Errorf("skill %s: its content at the pinned %s is not what %s records (run `%s`)", sk.Name, short(ls.Commit), lock.FileName, hint.Run("verify")))
		}
		data, bundle, err := readSkillFiles(fsys, sk.Path, files)
		if err != nil {
			return nil, fmt.Errorf("skill %s: %w", sk.Name, err)
		}
		skills = append(skills, oci.PushSkill{Name: sk.Name, Dir: sk.Name, Digest: sk.Digest, Files: data, Bundle: bundle,
			Annotations: map[string]string{oci.AnnotationSource: ls.URL, oci.AnnotationRevision: ls.Commit, oci.AnnotationRef: ls.Ref}})
	}
	return skills, nil
}

// short is a commit as messages show it.
func short(commit string) string {
	if len(commit) > 12 {
		return commit[:12]
	}
	return commit
}

// Push pushes skills to to (parsed by Target) as one artifact, with the
// credentials of getenv's Docker configuration.
func Push(ctx context.Context, getenv func(string) string, to string, skills []oci.PushSkill) (*Result, error) {
	c := oci.New(oci.Options{Keychain: oci.DockerKeychain(getenv)})
	r, _ := oci.Parse(to)
	pushed, err := c.Push(ctx, r.URL(), r.Tag, skills, nil)
	if err != nil {
		return nil, err
	}
	res := &Result{To: to, Digest: pushed.Digest, Referrers: pushed.Referrers}
	for _, s := range skills {
		res.Skills = append(res.Skills, s.Name)
	}
	slices.Sort(res.Skills)
	return res, nil
}
