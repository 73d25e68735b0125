// Package gitrev reads a project's files at a git revision of the
// repository that holds the project, from git objects (never from a
// checkout), each file bounded in size: what `diff BASE` compares with and
// what the CI gate's base checks read.
package gitrev

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"path/filepath"

	"github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/object"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/ui/hint"
)

// Revision is the project's files at a git revision of the repository
// that holds the project: what `diff BASE` compares with and what
// `verify --approvals-base` checks approvals against. Files are read from
// git objects (never from a checkout), each bounded in size.
type Revision struct {
	Name   string // as the user named it, for messages
	commit *object.Commit
	prefix string // the project directory within the repository, slash-separated; "" at its root
}

// Open resolves rev in the git repository that holds projectDir.
// explicit says whether the user named rev: a repository without commits
// yet has no HEAD, which counts as an empty revision (nil, nil) only when
// HEAD was the default.
func Open(projectDir, rev string, explicit bool) (*Revision, error) {
	repo, err := git.PlainOpenWithOptions(projectDir, &git.PlainOpenOptions{DetectDotGit: true, EnableDotGitCommonDir: true})
	if errors.Is(err, git.ErrRepositoryNotExists) {
		return nil, badInput(hint.Errorf("%s is not in a git repository, so there is no revision %s to compare with; "+
			"compare two lockfiles with `%s`", projectDir, rev, hint.Run("diff", "OLD.lock", "NEW.lock")))
	}
	if err != nil {
		return nil, badInput(fmt.Errorf("open the git repository of %s: %v", projectDir, err))
	}
	wt, err := repo.Worktree()
	if err != nil {
		return nil, badInput(hint.Errorf("%s: %v; run in a work tree, or compare two lockfiles with `%s`", projectDir, err, hint.Run("diff", "OLD.lock", "NEW.lock")))
	}
	prefix, err := repoRelative(wt.Filesystem.Root(), projectDir)
	if err != nil {
		return nil, badInput(fmt.Errorf("locate %s in its repository: %v", projectDir, err))
	}
	hash, err := repo.ResolveRevision(plumbing.Revision(rev))
	if err != nil {
		if !explicit {
			if _, herr := repo.Head(); errors.Is(herr, plumbing.ErrReferenceNotFound) {
				return nil, nil // no commits yet: everything is new
			}
		}
		return nil, badInput(fmt.Errorf("unknown revision %q (%v): name a commit, branch or tag of the project repository, e.g. HEAD~1 or origin/main", rev, err))
	}
	commit, err := repo.CommitObject(*hash)
	if err != nil {
		return nil, badInput(fmt.Errorf("revision %q: %v", rev, err))
	}
	return &Revision{Name: rev, commit: commit, prefix: prefix}, nil
}

// Read returns the content of the project file rel (relative to the
// project directory) at the revision: a regular file of at most max
// bytes. A file the revision does not have is an error matching
// fs.ErrNotExist.
func (r *Revision) Read(rel string, max int64) ([]byte, error) {
	if !filepath.IsLocal(filepath.FromSlash(rel)) {
		return nil, badInput(fmt.Errorf("%s at %s: is outside the project; files the project names must be inside it", rel, r.Name))
	}
	p := path.Join(r.prefix, rel)
	f, err := r.commit.File(p)
	if errors.Is(err, object.ErrFileNotFound) || errors.Is(err, object.ErrDirectoryNotFound) {
		return nil, fmt.Errorf("%s at %s: %w", rel, r.Name, fs.ErrNotExist)
	}
	if err != nil {
		return nil, fmt.Errorf("read %s at %s: %w", rel, r.Name, err)
	}
	if !f.Mode.IsRegular() {
		return nil, badInput(fmt.Errorf("%s at %s: is not a regular file in git (mode %s)", rel, r.Name, f.Mode))
	}
	if f.Size > max {
		return nil, badInput(fmt.Errorf("%s at %s: is %d bytes, over the %d-byte limit for this file", rel, r.Name, f.Size, max))
	}
	rc, err := f.Reader()
	if err != nil {
		return nil, fmt.Errorf("read %s at %s: %w", rel, r.Name, err)
	}
	defer rc.Close()
	data, err := io.ReadAll(io.LimitReader(rc, max+1))
	if err != nil {
		return nil, fmt.Errorf("read %s at %s: %w", rel, r.Name, err)
	}
	if int64(len(data)) > max {
		return nil, badInput(fmt.Errorf("%s at %s: is over the %d-byte limit for this file", rel, r.Name, max))
	}
	return data, nil
}

// Label names a file at the revision in messages: "origin/main:skills.lock".
func (r *Revision) Label(rel string) string { return r.Name + ":" + path.Join(r.prefix, rel) }

// repoRelative is dir relative to the work tree root, as a slash path ("" for
// the root itself). Both are resolved through symlinks first (a temp dir
// may be reached through one).
func repoRelative(root, dir string) (string, error) {
	if r, err := filepath.EvalSymlinks(root); err == nil {
		root = r
	}
	if d, err := filepath.EvalSymlinks(dir); err == nil {
		dir = d
	}
	rel, err := filepath.Rel(root, dir)
	if err != nil {
		return "", err
	}
	if rel == "." {
		return "", nil
	}
	if !filepath.IsLocal(rel) {
		return "", fmt.Errorf("%s is not inside %s", dir, root)
	}
	return filepath.ToSlash(rel), nil
}

// IsRevision reports whether rev names a commit of the git repository
// that holds dir (false when dir is in none): for commands that take a
// name that may be a file or a revision, to refuse one that is both.
func IsRevision(dir, rev string) bool {
	repo, err := git.PlainOpenWithOptions(dir, &git.PlainOpenOptions{DetectDotGit: true, EnableDotGitCommonDir: true})
	if err != nil {
		return false
	}
	hash, err := repo.ResolveRevision(plumbing.Revision(rev))
	if err != nil {
		return false
	}
	_, err = repo.CommitObject(*hash)
	return err == nil
}

// badInput marks err as the user's to fix: a revision or file they named.
func badInput(err error) error { return errkind.Mark(err, errkind.Invalid) }
