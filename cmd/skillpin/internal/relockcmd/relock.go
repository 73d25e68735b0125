// Package relockcmd is skillpin relock: skills.lock rebuilt from skills.toml
// (after a merge conflict).
package relockcmd

import (
	"bytes"
	"context"
	"strings"

	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/cmdutil"
	"github.com/skillpin/skillpin/internal/lock/lockdiff"
	"github.com/skillpin/skillpin/internal/project"
	"github.com/skillpin/skillpin/internal/ui/hint"
)

type RelockOptions struct {
	f *cmdutil.Factory

	JSON bool
	// AcceptMoved names the sources whose moved tag to follow.
	AcceptMoved []string
}

func NewCmdRelock(f *cmdutil.Factory, runF func(context.Context, *RelockOptions) error) *cobra.Command {
	opts := &RelockOptions{f: f}
	if runF == nil {
		runF = runRelock
	}
	cmd := &cobra.Command{
		Use:   "relock",
		Short: "Rebuild skills.lock from skills.toml (after a merge conflict)",
		Long: `Relock resolves every source of skills.toml again and writes a new
skills.lock, whatever the old one holds or whether it can be read at all: the
way out of a skills.lock with merge conflict markers. Resolve the conflicts in
skills.toml first (it is the intent; the lock follows it), then run relock and
review what the new lock pins with skillpin diff before committing it.

A tag that moved upstream is never followed silently: the new pins are
compared with the old lock, or, when it cannot be read, with the lock of the
last commit (and of the commit being merged, rebased or cherry-picked), read
from git objects, and with each side of the conflict in the file; a tag that
names another commit than all of them is TAG_MOVED (exit 1, nothing written)
unless named with --accept-moved-tag.

Approvals of skills whose content did not change still hold; the others are
pending until approved again. Like install, it then publishes the trusted root
and syncs the targets.`,
		Example: `  git merge feature        # CONFLICT (content): Merge conflict in skills.lock
  skillpin relock
  skillpin diff            # review what the new lock pins against HEAD
  git add skills.lock`,
		Args: cmdutil.NoArgs(""),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runF(cmd.Context(), opts)
		},
	}
	cmdutil.JSONFlag(cmd, &opts.JSON, "the result")
	cmd.Flags().StringSliceVar(&opts.AcceptMoved, "accept-moved-tag", nil, "follow the tag of the `SOURCE` named where it moved upstream to another commit (refused otherwise: TAG_MOVED)")
	return cmd
}

func runRelock(ctx context.Context, opts *RelockOptions) error {
	f := opts.f
	env, err := f.Env("relock", false)
	if err != nil {
		return err
	}
	res, err := project.Relock(ctx, env, opts.AcceptMoved...)
	if res != nil && !opts.JSON {
		f.PrintInstall(&res.InstallResult)
	}
	if err != nil {
		return err
	}
	if opts.JSON {
		var changes *lockdiff.Changes
		if res.Changes != nil {
			c := *res.Changes
			c.Skills = cmdutil.NonNil(c.Skills)
			changes = &c
		}
		return cmdutil.WriteJSON(f.IO.Out, struct {
			LockChanged bool              `json:"lock_changed"`
			Replaced    string            `json:"replaced,omitempty"`
			PinsFrom    []string          `json:"pins_from,omitempty"`
			Changes     *lockdiff.Changes `json:"changes"`
		}{res.LockChanged, res.Replaced, res.PinsFrom, changes})
	}
	switch {
	case res.Replaced != "":
		f.Printf("skills.lock rebuilt from skills.toml; the old one could not be read:\n  %s\n", res.Replaced)
		if len(res.PinsFrom) == 0 {
			f.Printf("no earlier pins could be read (no committed skills.lock, no readable side of a conflict), so a moved tag could not be detected\n")
		} else {
			f.Printf("no tag moved against the pins of %s\n", strings.Join(res.PinsFrom, ", "))
		}
		f.Printf("review the new pins with %s before committing\n", hint.Run("diff").Line(f.Scope()))
	case res.Changes.Empty():
		f.Printf("skills.lock already matches skills.toml\n")
	default:
		var out bytes.Buffer
		if err := lockdiff.RenderText(&out, res.Changes); err != nil {
			return err
		}
		if err := f.WriteOut(out.Bytes(), false); err != nil {
			return err
		}
	}
	return nil
}
