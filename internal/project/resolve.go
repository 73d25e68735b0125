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
	"github.com/skillpin/skillpin/internal/fetch"
	"github.com/skillpin/skillpin/internal/fetch/source"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/ui/suggest"
	"github.com/skillpin/skillpin/internal/verify/state"
)

// remote turns a manifest URL into the parsed spec and the location fetch
// should use: relative local paths are relative to the project, not the cwd.
func (p *Project) remote(url string) (fetch.Spec, string, error) {
	return remoteOf(url, p.st.Dir(), p.env.Offline)
}

// remoteOf is remote for a project in dir.
func remoteOf(url, dir string, offline bool) (fetch.Spec, string, error) {
	spec, err := fetch.ParseSpec(url, dir)
	if err != nil {
		return spec, "", err
	}
	if spec.Kind == fetch.KindFile && !offline {
		// Like a local path that names nothing, a file:// URL that names
		// nothing is bad input, not a remote that could not be reached.
		// (Offline, the cache answers for it.)
		path := filepath.FromSlash(strings.TrimPrefix(spec.URL, "file://"))
		if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
			return spec, "", badInput(fmt.Errorf("source %q: %s does not exist (a file:// URL names a repository on this machine)", url, path))
		}
	}
	return spec, state.SpecLoc(spec, dir), nil
}

// sourceOf is the source a manifest's or a lock's URL names.
func (p *Project) sourceOf(url string) (source.Source, error) {
	spec, loc, err := p.remote(url)
	if err != nil {
		return nil, err
	}
	return source.New(spec, loc, source.Clients{Git: p.fetchClient, OCI: p.ociClient, LayerBytes: p.ociLayerBound(), MaxFiles: p.limits().MaxFiles}), nil
}

// tree is a resolved source's content: the file system of its commit (or
// local directory) plus what was resolved.
type tree struct {
	fsys   fs.FS
	source lock.LockedSource
	// branch is the default branch a source without a ref resolved to.
	branch string
}

// splitTreeRef splits a pasted tree address (REF/PATH after the
// repository): which part is the ref and which the path only the
// remote's refs can tell.
func (p *Project) splitTreeRef(ctx context.Context, spec *fetch.Spec) error {
	if !strings.Contains(spec.TreeRef, "/") {
		return nil
	}
	s, err := p.sourceOf(spec.URL)
	if err != nil {
		return err
	}
	refs, err := s.Refs(ctx)
	if err != nil {
		return err
	}
	spec.Ref, spec.Path = fetch.SplitTreeRef(refs, spec.TreeRef)
	return nil
}

// openTree resolves src (a manifest source) to a commit and opens its tree.
func (p *Project) openTree(ctx context.Context, src *manifest.Source) (*tree, error) {
	s, err := p.sourceOf(src.URL)
	if err != nil {
		return nil, err
	}
	pin, err := s.Resolve(ctx, src.Ref)
	switch {
	case errors.Is(err, source.ErrNoRef):
		return nil, badInput(fmt.Errorf("source %q: %s is a plain directory, not a git repository, so it takes no ref (got %q)", src.Name, src.URL, src.Ref))
	case err != nil:
		return nil, fmt.Errorf("source %q: %w", src.Name, err)
	}
	// Every skill will be read with "*": a git source fetches their files
	// with the markers; an OCI source downloads only the selected layers.
	fsys, err := s.Open(ctx, pin, source.Want{All: (Selection{Names: src.Skills}).all(), Names: src.Skills, Dirs: src.Paths})
	if err != nil {
		return nil, fmt.Errorf("source %q: %w", src.Name, err)
	}
	ls := lock.LockedSource{Name: src.Name, URL: src.URL, Ref: src.Ref, Kind: pin.Kind, Commit: pin.Revision, TagObject: pin.TagObject}
	return &tree{fsys: fsys, source: ls, branch: pin.Branch}, nil
}

// lockedTree opens the tree a locked source is pinned to, without
// re-resolving its ref. dirs are the skill directories the caller will
// read (from the lock): a commit not yet cached is fetched with their files
// and no other file's content, where the server allows it.
func (p *Project) lockedTree(ctx context.Context, ls *lock.LockedSource, dirs []string) (fs.FS, error) {
	s, err := p.sourceOf(ls.URL)
	if err != nil {
		return nil, err
	}
	fsys, err := s.Open(ctx, source.PinOf(ls), source.Want{Dirs: dirs, Exact: true})
	if err != nil {
		return nil, fmt.Errorf("source %q: %w", ls.Name, err)
	}
	return fsys, nil
}

// Selection says which skills of a source to take.
type Selection struct {
	Names   []string // by frontmatter name; "*" = every skill
	Paths   []string // by directory in the source
	Exclude []string // with "*": names left out
}

func (s Selection) all() bool { return slices.Contains(s.Names, "*") }

func (s Selection) empty() bool { return len(s.Names) == 0 && len(s.Paths) == 0 }

// picked is a skill chosen from a scanned tree.
type picked struct {
	skill *catalog.Skill
	tree  *tree
}

// ProblemsError refuses an operation because selected skills are invalid.
type ProblemsError struct {
	Skills []*catalog.Skill
}

func (e *ProblemsError) Error() string {
	var b strings.Builder
	for i, s := range e.Skills {
		if i > 0 {
			b.WriteString("\n")
		}
		name := s.Name
		if name == "" {
			name = s.Dir
		}
		fmt.Fprintf(&b, "skill %s (%s) is refused:", name, s.Dir)
		for _, pr := range s.Problems {
			if pr.Severity == catalog.Error {
				fmt.Fprintf(&b, "\n  %s", pr)
			}
		}
	}
	return b.String()
}

func (e *ProblemsError) Is(target error) bool { return target == errkind.CheckFailed }

// ListError is returned when a source holds several skills and none was
// selected: the caller shows what is there.
type ListError struct {
	Source string
	Skills []*catalog.Skill
}

func (e *ListError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s holds %d skills; pick with --skill NAME (or --path DIR, or --all):", e.Source, len(e.Skills))
	for _, s := range e.Skills {
		desc := ""
		if s.Doc != nil && s.Doc.Frontmatter != nil {
			desc = oneLine(s.Doc.Frontmatter.Description, 70)
		}
		name := s.Name
		if name == "" {
			name = "(invalid)"
		}
		fmt.Fprintf(&b, "\n  %-28s %-30s %s", name, s.Dir, desc)
	}
	fmt.Fprintf(&b, "\n(`%s` shows each with whether it can be added, and exits 0)", hint.Run("add", "SOURCE", "--list"))
	return b.String()
}

func (e *ListError) Is(target error) bool { return target == errkind.Invalid }

func oneLine(s string, max int) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > max {
		s = s[:max-1] + "…"
	}
	return s
}

// pick selects skills from a scanned tree. Names that match two skills are
// an error listing both paths. Without any selector a single-skill source
// yields its skill and a multi-skill source a *ListError.
func pick(t *tree, scan *catalog.Result, sel Selection, sourceLabel string) ([]picked, []string, error) {
	var out []picked
	var warnings []string
	seen := map[string]bool{}
	add := func(s *catalog.Skill) {
		if !seen[s.Dir] {
			seen[s.Dir] = true
			out = append(out, picked{skill: s, tree: t})
		}
	}
	if len(scan.Skills) == 0 {
		return nil, nil, badInput(fmt.Errorf("%s holds no skills (no directory with a SKILL.md)", sourceLabel))
	}
	if sel.empty() {
		if len(scan.Skills) > 1 {
			return nil, nil, &ListError{Source: sourceLabel, Skills: scan.Skills}
		}
		add(scan.Skills[0])
		return out, nil, nil
	}
	byName := map[string][]*catalog.Skill{}
	for _, s := range scan.Skills {
		if s.Name != "" {
			byName[s.Name] = append(byName[s.Name], s)
		}
	}
	if sel.all() {
		for _, s := range scan.Skills {
			if slices.Contains(sel.Exclude, s.Name) {
				continue
			}
			if !s.Valid() || s.Name == "" || len(byName[s.Name]) > 1 {
				warnings = append(warnings, fmt.Sprintf("skipping %s: %s", s.Dir, firstError(s)))
				continue
			}
			add(s)
		}
		for _, x := range sel.Exclude {
			if len(byName[x]) == 0 {
				warnings = append(warnings, fmt.Sprintf("exclude %q matches no skill of %s%s", x, sourceLabel, didYouMean(x, byName)))
			}
		}
	}
	for _, name := range sel.Names {
		if name == "*" {
			continue
		}
		cands := byName[name]
		switch len(cands) {
		case 0:
			return nil, nil, badInput(fmt.Errorf("%s has no skill named %q%s", sourceLabel, name, didYouMean(name, byName)))
		case 1:
			add(cands[0])
		default:
			var dirs []string
			for _, c := range cands {
				dirs = append(dirs, c.Dir)
			}
			return nil, nil, badInput(fmt.Errorf("%s has %d skills named %q (%s); pick one with --path DIR", sourceLabel, len(cands), name, strings.Join(dirs, ", ")))
		}
	}
	for _, dir := range sel.Paths {
		clean := path.Clean(strings.Trim(filepath.ToSlash(dir), "/"))
		if clean == "" {
			clean = "."
		}
		var found *catalog.Skill
		for _, s := range scan.Skills {
			if s.Dir == clean {
				found = s
			}
		}
		if found == nil {
			return nil, nil, badInput(fmt.Errorf("%s has no skill at path %q (a directory with a SKILL.md)", sourceLabel, dir))
		}
		add(found)
	}
	return out, warnings, nil
}

func firstError(s *catalog.Skill) string {
	for _, pr := range s.Problems {
		if pr.Severity == catalog.Error {
			return string(pr.Code) + ": " + pr.Message
		}
	}
	if s.Name == "" {
		return "no name"
	}
	return "duplicate name " + s.Name
}

// didYouMean names up to three skills whose names are close to name.
func didYouMean(name string, byName map[string][]*catalog.Skill) string {
	var names []string
	for n := range byName {
		names = append(names, n)
	}
	close := suggest.Closest(name, names, 3)
	if len(close) == 0 {
		return ""
	}
	return " (did you mean " + strings.Join(close, ", ") + "?)"
}

// lockSkill hashes a picked skill, reading it from fsys (its tree, or
// another file system of the same tree), and builds its lock entry,
// applying validation and the source's signature policy.
func (p *Project) lockSkill(src *manifest.Source, pk picked, fsys fs.FS) (lock.LockedSkill, error) {
	s := pk.skill
	files, problems := catalog.FileSetOf(fsys, s.Dir, p.limits())
	s.Problems = append(s.Problems, problems...)
	if !s.Valid() || s.Doc == nil || s.Doc.Frontmatter == nil {
		return lock.LockedSkill{}, &ProblemsError{Skills: []*catalog.Skill{s}}
	}
	fm := s.Doc.Frontmatter
	ls := lock.LockedSkill{
		Name:         s.Name,
		Source:       src.Name,
		Path:         s.Dir,
		Digest:       files.Digest(),
		Description:  fm.Description,
		AllowedTools: fm.AllowedTools,
		Files:        files,
	}
	if src.Signature != nil {
		sig, err := p.checkSignature(src, fsys, s.Dir, s.Name, files)
		if err != nil {
			return lock.LockedSkill{}, err
		}
		ls.Signature = sig
	}
	return ls, nil
}
