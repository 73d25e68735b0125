package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/object"
	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/internal/errkind"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/lockdiff"
	"github.com/skillpin/skillpin/internal/project"
)

type diffOptions struct {
	f *Factory

	Args     []string // BASE, or OLD.lock NEW.lock
	Format   string   // text, markdown or json
	JSON     bool
	ExitCode bool
	Content  bool
}

var diffFormats = []string{"text", "markdown", "json"}

func newCmdDiff(f *Factory, runF func(context.Context, *diffOptions) error) *cobra.Command {
	opts := &diffOptions{f: f}
	if runF == nil {
		runF = runDiff
	}
	cmd := &cobra.Command{
		Use:   "diff [BASE] | diff OLD.lock NEW.lock",
		Short: "Review lockfile changes skill by skill, risky changes first",
		Long: `Compare two lockfiles skill by skill: skills added, removed and updated (ref,
commit and source from → to), files added, removed and modified, exec bits,
allowed-tools, signatures and descriptions. Risky changes come first and are
marked: new or changed executable files, widened allowed-tools, a dropped or
changed signature, a changed source URL, a ref that changed kind.

With no argument, skills.lock at git revision HEAD of the project repository
is compared with the working tree's; BASE names another revision (a commit,
branch or tag, e.g. origin/main). A revision without a lockfile counts as
no skills, so everything shows as added. With two arguments, two lockfiles
are compared.

--format markdown writes a pull-request comment: a summary table, then one
section per skill. --content adds unified diffs of changed text files, read
from the local store (run skillpin install to fill it).

Exit status is 0 whatever the differences; with --exit-code it is 1 when
the lockfiles differ. It is 2 for bad input: an unknown revision, a
lockfile that does not parse.`,
		Example: `  skillpin diff
  skillpin diff origin/main --format markdown > skills-review.md
  skillpin diff old/skills.lock skills.lock --content
  skillpin diff HEAD~1 --exit-code --json`,
		Args: maxArgs(2, "at most 2 arguments, BASE or OLD.lock NEW.lock"),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Args = args
			format, err := resolveFormat(cmd, opts.Format, opts.JSON, diffFormats...)
			if err != nil {
				return err
			}
			opts.Format = format
			return runF(cmd.Context(), opts)
		},
	}
	fl := cmd.Flags()
	formatFlag(cmd, &opts.Format, &opts.JSON, diffFormats...)
	fl.BoolVar(&opts.ExitCode, "exit-code", false, "exit with status 1 when the lockfiles differ")
	fl.BoolVar(&opts.Content, "content", false, "add unified diffs of changed text files, from the store")
	return cmd
}

func runDiff(ctx context.Context, opts *diffOptions) error {
	render := map[string]func(io.Writer, *lockdiff.Changes) error{
		"text":     lockdiff.RenderText,
		"markdown": lockdiff.RenderMarkdown,
		"json":     lockdiff.RenderJSON,
	}[opts.Format]
	dir, err := opts.f.ProjectDir()
	if err != nil {
		return err
	}

	var old, new *lock.Lock
	if len(opts.Args) == 2 {
		if old, err = lock.LoadLock(absIn(dir, opts.Args[0])); err != nil {
			return err
		}
		if new, err = lock.LoadLock(absIn(dir, opts.Args[1])); err != nil {
			return err
		}
	} else {
		base := "HEAD"
		if len(opts.Args) == 1 {
			base = opts.Args[0]
		}
		if old, err = lockAtRevision(dir, base, len(opts.Args) == 1); err != nil {
			return err
		}
		new, err = lock.LoadLock(filepath.Join(dir, lock.FileName))
		if errors.Is(err, os.ErrNotExist) {
			new, err = nil, nil // no lockfile: no skills
		}
		if err != nil {
			return err
		}
	}

	changes := lockdiff.Diff(old, new)
	if opts.Content {
		env, err := opts.f.env("diff", false)
		if err != nil {
			return err
		}
		env.Log = nil
		content, err := project.NewContent(ctx, env, old, new)
		if err != nil {
			return err
		}
		changes.AttachContent(content)
	}
	var out bytes.Buffer
	if err := render(&out, changes); err != nil {
		return fmt.Errorf("write diff: %w", err)
	}
	if err := opts.f.writeOut(out.Bytes(), opts.Format == "json"); err != nil {
		return fmt.Errorf("write diff: %w", err)
	}
	if opts.ExitCode && !changes.Empty() {
		return reported(errkind.CheckFailed)
	}
	return nil
}

// absIn resolves a path argument against the project directory (-C).
func absIn(dir, p string) string {
	if filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(dir, p)
}

// lockAtRevision reads skills.lock of the project at git revision rev; nil
// when the revision has no lockfile. explicit says whether the user named
// rev: a repository without commits yet has no HEAD, which counts as no
// lockfile only when HEAD was the default.
func lockAtRevision(projectDir, rev string, explicit bool) (*lock.Lock, error) {
	repo, err := git.PlainOpenWithOptions(projectDir, &git.PlainOpenOptions{DetectDotGit: true, EnableDotGitCommonDir: true})
	if errors.Is(err, git.ErrRepositoryNotExists) {
		return nil, usageErrorf("%s is not in a git repository, so there is no revision %s to compare with; "+
			"compare two lockfiles with `skillpin diff OLD.lock NEW.lock`", projectDir, rev)
	}
	if err != nil {
		return nil, usageErrorf("open the git repository of %s: %v", projectDir, err)
	}
	wt, err := repo.Worktree()
	if err != nil {
		return nil, usageErrorf("%s: %v; run skillpin diff in a work tree, or compare two lockfiles with `skillpin diff OLD.lock NEW.lock`", projectDir, err)
	}
	rel, err := repoRelative(wt.Filesystem.Root(), filepath.Join(projectDir, lock.FileName))
	if err != nil {
		return nil, usageErrorf("locate %s in the repository: %v", lock.FileName, err)
	}

	hash, err := repo.ResolveRevision(plumbing.Revision(rev))
	if err != nil {
		if !explicit {
			if _, herr := repo.Head(); errors.Is(herr, plumbing.ErrReferenceNotFound) {
				return nil, nil // no commits yet: everything is new
			}
		}
		return nil, usageErrorf("unknown revision %q (%v): name a commit, branch or tag of the project repository, e.g. HEAD~1 or origin/main", rev, err)
	}
	commit, err := repo.CommitObject(*hash)
	if err != nil {
		return nil, usageErrorf("revision %q: %v", rev, err)
	}
	f, err := commit.File(rel)
	if errors.Is(err, object.ErrFileNotFound) {
		return nil, nil // no lockfile at that revision
	}
	if err != nil {
		return nil, fmt.Errorf("read %s at %s: %w", rel, rev, err)
	}
	data, err := f.Contents()
	if err != nil {
		return nil, fmt.Errorf("read %s at %s: %w", rel, rev, err)
	}
	return lock.ParseLock([]byte(data), rev+":"+rel)
}

// repoRelative is p relative to the work tree root, as a slash path. Both
// are resolved through symlinks first (a temp dir may be reached through
// one).
func repoRelative(root, p string) (string, error) {
	if r, err := filepath.EvalSymlinks(root); err == nil {
		root = r
	}
	dir := filepath.Dir(p)
	if d, err := filepath.EvalSymlinks(dir); err == nil {
		dir = d
	}
	rel, err := filepath.Rel(root, filepath.Join(dir, filepath.Base(p)))
	if err != nil {
		return "", err
	}
	return filepath.ToSlash(rel), nil
}
