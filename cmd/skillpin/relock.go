package main

import (
	"bytes"
	"context"

	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/internal/lock/lockdiff"
	"github.com/skillpin/skillpin/internal/project"
)

type relockOptions struct {
	f *Factory

	JSON bool
}

func newCmdRelock(f *Factory, runF func(context.Context, *relockOptions) error) *cobra.Command {
	opts := &relockOptions{f: f}
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

Approvals of skills whose content did not change still hold; the others are
pending until approved again. Like install, it then publishes the trusted root
and syncs the targets.`,
		Example: `  git merge feature        # CONFLICT (content): Merge conflict in skills.lock
  skillpin relock
  skillpin diff            # review what the new lock pins against HEAD
  git add skills.lock`,
		Args: noArgs(""),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runF(cmd.Context(), opts)
		},
	}
	jsonFlag(cmd, &opts.JSON, "the result")
	return cmd
}

func runRelock(ctx context.Context, opts *relockOptions) error {
	f := opts.f
	env, err := f.env("relock", false)
	if err != nil {
		return err
	}
	res, err := project.Relock(ctx, env)
	if res != nil && !opts.JSON {
		f.printInstall(&res.InstallResult)
	}
	if err != nil {
		return err
	}
	if opts.JSON {
		var changes *lockdiff.Changes
		if res.Changes != nil {
			c := *res.Changes
			c.Skills = nonNil(c.Skills)
			changes = &c
		}
		return writeJSON(f.IO.Out, struct {
			LockChanged bool              `json:"lock_changed"`
			Replaced    string            `json:"replaced,omitempty"`
			Changes     *lockdiff.Changes `json:"changes"`
		}{res.LockChanged, res.Replaced, changes})
	}
	switch {
	case res.Replaced != "":
		f.Printf("skills.lock rebuilt from skills.toml; the old one could not be read:\n  %s\nreview the new pins with skillpin diff before committing\n", res.Replaced)
	case res.Changes.Empty():
		f.Printf("skills.lock already matches skills.toml\n")
	default:
		var out bytes.Buffer
		if err := lockdiff.RenderText(&out, res.Changes); err != nil {
			return err
		}
		if err := f.writeOut(out.Bytes(), false); err != nil {
			return err
		}
	}
	return nil
}
