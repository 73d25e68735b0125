package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/cmdutil"
	"github.com/skillpin/skillpin/internal/catalog/review"
	"github.com/skillpin/skillpin/internal/catalog/review/reviewrun"
	"github.com/skillpin/skillpin/internal/fetch/gitrev"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/lockdiff"
	"github.com/skillpin/skillpin/internal/project"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/ui/safetext"
)

type diffOptions struct {
	f *Factory

	Args     []string // BASE, or OLD.lock NEW.lock
	Format   string   // text, markdown or json
	JSON     bool
	ExitCode bool
	Stat     bool // sizes only, no file content
	MaxLines int  // lines shown of each file's diff; 0 = all
	MaxBytes int  // Markdown: bytes of file diffs in the whole output; 0 = no limit
	Offline  bool
	Content  bool // text: every line of each file's diff (up to MaxLines)
	// maxLinesSet: --max-lines was given, and applies without --content.
	maxLinesSet bool
}

var diffFormats = []string{"text", "markdown", "json"}

// Defaults of the content limits: a file's diff of 200 lines is read in a
// review, one of 2,000 is skimmed; and GitHub refuses a job summary over
// 1 MiB, so a Markdown review stays well under it.
const (
	defaultMaxLines = 200
	defaultMaxBytes = 512 << 10
	// glimpseLines are the lines of each file's diff the text review shows
	// below its overview without --content: every change is shown, not
	// just sized (hidden text included), but a first review of many
	// skills stays readable.
	glimpseLines = 20
)

func newCmdDiff(f *Factory, runF func(context.Context, *diffOptions) error) *cobra.Command {
	opts := &diffOptions{f: f}
	if runF == nil {
		runF = runDiff
	}
	cmd := &cobra.Command{
		Use:   "diff [BASE] | diff OLD.lock NEW.lock",
		Short: "Review a change: every changed skill file's content, policy and approvals, risks first",
		Long: `Show a reviewer everything a change does to what agents may do: skills
added, removed and updated (ref, commit and source from → to, files, exec
bits, allowed-tools, signatures, descriptions) with the content of every
changed file as a unified diff; the policy in skills.toml (trusted sources,
approval mode, signature policies and the key files they name, limits,
targets, install mode); and the approvals (added, removed, changed, by
whom). Risky changes come first and carry stable codes: new or changed
executables and scripts, hidden text (invisible Unicode, HTML comments,
whitespace runs, very long lines), binary or unshown content, nested
skills, misspelled frontmatter fields, relaxed policy, and approvals that
arrive with the content they approve.

With no argument, the project's files at git revision HEAD are compared with
the work tree's; BASE names another revision (a commit, branch or tag, e.g.
origin/main), read from git objects. A revision without a file counts as
empty, so everything shows as added. With two arguments, two lockfiles are
compared (skills only).

With -g, the user scope's skills.lock is compared with the lock as of the
last successful skillpin -g install on this machine (what is installed
here: after a pull of a dotfiles repository, the diff is what the next
install would change); BASE is a lockfile when a file of that name exists,
else a git revision of the repository holding the user scope's config
directory; a name that is both is refused (write ./NAME for the file, or
the revision's commit id), and the output says which one was used.

File content comes from the store, or from each version's pinned commit
(fetched into the git cache; --offline uses the cache only). A file that
cannot be shown as text gets a risk with its size, digest and how to see it.
--stat shows sizes only (the content is still scanned for risks);
--max-lines and --max-bytes bound how much of it is shown.

--format markdown writes a pull-request comment or job summary: the
policy and approval tables, a summary table of skills, then one section per
skill with each file's diff collapsed.

Exit status is 0 whatever the differences; with --exit-code it is 1 when
anything differs. It is 2 for bad input: an unknown revision, a file that
does not parse.`,
		Example: `  skillpin diff
  skillpin diff origin/main --format markdown >> "$GITHUB_STEP_SUMMARY"
  skillpin diff old/skills.lock skills.lock --stat
  skillpin diff HEAD~1 --exit-code --json
  skillpin -g diff`,
		Args: cmdutil.MaxArgs(2, "at most 2 arguments, BASE or OLD.lock NEW.lock"),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Args = args
			format, err := cmdutil.ResolveFormat(cmd, opts.Format, opts.JSON, diffFormats...)
			if err != nil {
				return err
			}
			opts.Format = format
			opts.maxLinesSet = cmd.Flags().Changed("max-lines")
			if opts.MaxLines < 0 || opts.MaxBytes < 0 {
				return cmdutil.UsageErrorf("--max-lines and --max-bytes take a count, 0 for no limit%s", cmdutil.UsageHint(cmd.CommandPath()))
			}
			return runF(cmd.Context(), opts)
		},
	}
	fl := cmd.Flags()
	cmdutil.FormatFlag(cmd, &opts.Format, &opts.JSON, diffFormats...)
	fl.BoolVar(&opts.ExitCode, "exit-code", false, "exit with status 1 when anything differs")
	fl.BoolVar(&opts.Stat, "stat", false, "show files by size only, without their content (risks are still reported)")
	fl.IntVar(&opts.MaxLines, "max-lines", defaultMaxLines, "show at most `N` lines of each file's diff; 0 shows all")
	fl.IntVar(&opts.MaxBytes, "max-bytes", defaultMaxBytes, "markdown: show at most `N` bytes of file diffs in all; 0 for no limit")
	fl.BoolVar(&opts.Offline, "offline", false, "read file content from the cache only")
	fl.BoolVar(&opts.Content, "content", false, "text: show every line of each file's changes after the overview, not only the first (JSON and markdown always hold them)")
	fl.BoolVar(&opts.Content, "full", false, "same as --content")
	return cmd
}

func runDiff(ctx context.Context, opts *diffOptions) error {
	env, err := opts.f.Env("diff", opts.Offline)
	if err != nil {
		return err
	}
	env.Log = nil // the review is the output
	req := reviewrun.Request{}
	switch {
	case opts.f.Global && len(opts.Args) < 2:
		// The user scope: what the next -g install would change, or the
		// lock against a lockfile or a revision of the dotfiles.
		if req, err = userDiffRequest(opts.f, env.Layout, opts.Args); err != nil {
			return err
		}
	case len(opts.Args) == 1:
		req.Base = opts.Args[0]
		// BASE is always a revision here; say so when a file of that name
		// is there too, so that nobody takes one for the other.
		if dir, err := opts.f.ProjectDir(); err == nil && isFile(underDir(dir, req.Base)) {
			opts.f.Infof("diff: comparing with git revision %s; the file %s is not read (compare two lockfiles with `%s`)",
				safetext.Show(req.Base), safetext.Show(underDir(dir, req.Base)), hint.Run("diff", "OLD.lock", "NEW.lock"))
		}
	case len(opts.Args) == 2:
		req.OldLock, req.NewLock = opts.Args[0], opts.Args[1]
		if opts.f.Global {
			dir, err := opts.f.ProjectDir()
			if err != nil {
				return err
			}
			req.OldLock, req.NewLock = underDir(dir, req.OldLock), underDir(dir, req.NewLock)
		}
	}
	rv, err := project.Review(ctx, env, req)
	if err != nil {
		return err
	}
	o := lockdiff.Options{Stat: opts.Stat, MaxLines: opts.MaxLines, More: moreCommand(opts), Scope: opts.f.Scope()}
	var out bytes.Buffer
	switch opts.Format {
	case "text":
		// The overview first, then each file's changes: the first lines
		// of each, every line with --content.
		full := "each skill's files and content follow"
		if !opts.Content && !opts.Stat && !opts.maxLinesSet {
			o.MaxLines, o.More = glimpseLines, moreContent(opts)
			full = fmt.Sprintf("each skill's files follow with the first %d lines of each change; every line: `%s`", glimpseLines, moreContent(opts).Line(opts.f.Scope()))
		}
		if err = review.WriteOverview(&out, rv, o, full); err == nil {
			err = review.RenderText(&out, rv, o)
		}
	case "markdown":
		o.MaxBytes = opts.MaxBytes
		err = review.RenderMarkdown(&out, rv, o)
	case "json":
		err = review.RenderJSON(&out, rv)
	}
	if err != nil {
		return fmt.Errorf("write diff: %w", err)
	}
	if err := opts.f.WriteOut(out.Bytes(), opts.Format == "json"); err != nil {
		return fmt.Errorf("write diff: %w", err)
	}
	if opts.ExitCode && !rv.Empty() {
		return cmdutil.Reported(errkind.CheckFailed)
	}
	return nil
}

// moreContent is the diff that shows every file's content.
func moreContent(opts *diffOptions) hint.Cmd {
	return hint.Run(append(append([]string{"diff"}, opts.Args...), "--content")...)
}

// moreCommand is the command that shows what the limits left out.
func moreCommand(opts *diffOptions) hint.Cmd {
	parts := append([]string{"diff"}, opts.Args...)
	if opts.Format != "text" {
		parts = append(parts, "--format", opts.Format)
	}
	parts = append(parts, "--max-lines", "0")
	if opts.Format == "markdown" {
		parts = append(parts, "--max-bytes", "0")
	}
	return hint.Run(parts...)
}

// userDiffRequest is what diff -g compares with BASE or none: the user
// scope's skills.lock with the lock of the last -g install, with a
// lockfile BASE (a path from the current directory), or with the user
// scope's files at git revision BASE of the repository holding its
// config directory.
func userDiffRequest(f *Factory, lay layout.Layout, args []string) (reviewrun.Request, error) {
	if len(args) == 0 {
		old, err := lock.LoadInstalled(lay)
		if err != nil {
			return reviewrun.Request{}, err
		}
		if old == nil {
			f.Infof("diff: nothing was installed with `%s` yet, so every locked skill shows as added", hint.RunIn(hint.User, "install"))
		}
		return reviewrun.Request{Installed: true}, nil
	}
	dir, err := f.ProjectDir()
	if err != nil {
		return reviewrun.Request{}, err
	}
	// A name that is both a file and a revision is never settled
	// silently: the dotfiles repository could ship a file named like a
	// revision (HEAD~1) to be read in its place.
	p := underDir(dir, args[0])
	file, rev := isFile(p), gitrev.IsRevision(lay.Config, args[0])
	switch {
	case file && rev:
		return reviewrun.Request{}, cmdutil.UsageErrorf("BASE %q is both a file (%s) and a git revision of the repository holding %s; say which: %s for the file, or the revision's commit id (git rev-parse %s) for the revision",
			safetext.Show(args[0]), safetext.Show(p), safetext.Show(lay.Config), safetext.Show("."+string(filepath.Separator)+args[0]), safetext.Show(args[0]))
	case file:
		f.Infof("diff: comparing with the lockfile %s", safetext.Show(p))
		return reviewrun.Request{OldLock: p, NewLock: filepath.Join(lay.Config, project.LockFile)}, nil
	}
	f.Infof("diff: comparing with revision %s of the repository holding %s", safetext.Show(args[0]), safetext.Show(lay.Config))
	return reviewrun.Request{Base: args[0]}, nil
}

// isFile reports whether p is an existing regular file (links followed).
func isFile(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.Mode().IsRegular()
}
