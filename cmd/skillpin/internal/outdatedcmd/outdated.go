// Package outdatedcmd is skillpin outdated: the newer version tags of each
// source, and whether branches moved.
package outdatedcmd

import (
	"context"
	"fmt"
	"strings"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/cmdutil"
	"github.com/spf13/cobra"
)

type outdatedOptions struct {
	f *cmdutil.Factory

	Pre  bool
	JSON bool
}

func NewCmdOutdated(f *cmdutil.Factory, runF func(context.Context, *outdatedOptions) error) *cobra.Command {
	opts := &outdatedOptions{f: f}
	if runF == nil {
		runF = runOutdated
	}
	cmd := &cobra.Command{
		Use:   "outdated",
		Short: "List newer version tags per source, and whether branches moved",
		Long: `Outdated lists, for each git source pinned to a tag, the remote's version tags
newer than the locked one, in semver order; prereleases and tags that are not
versions are left out unless --pre. For a source that follows a branch it
says whether the branch moved since the lock (LATEST is then the branch's
head). Under the table, the command that takes what is newer: skillpin
update SOURCE --to TAG, skillpin update --latest for every tag-pinned source,
or skillpin update SOURCE for a branch. It changes nothing.`,
		Example: `  skillpin outdated
  skillpin outdated --pre --json`,
		Args: cmdutil.NoArgs(""),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runF(cmd.Context(), opts)
		},
	}
	cmd.Flags().BoolVar(&opts.Pre, "pre", false, "include prerelease versions")
	cmdutil.JSONFlag(cmd, &opts.JSON, "the sources")
	return cmd
}

func runOutdated(ctx context.Context, opts *outdatedOptions) error {
	f := opts.f
	p, err := f.OpenProject("outdated", false)
	if err != nil {
		return err
	}
	list, err := p.Outdated(ctx, opts.Pre)
	if err != nil {
		return err
	}
	if opts.JSON {
		for i := range list {
			list[i].Newer = cmdutil.NonNil(list[i].Newer)
		}
		return cmdutil.WriteJSON(f.IO.Out, struct {
			Sources any `json:"sources"`
		}{cmdutil.NonNil(list)})
	}
	t := cmdutil.NewTable(f.IO.Out, "SOURCE", "REF", "LATEST", "NEWER")
	var updates []string
	for _, o := range list {
		newer := strings.Join(o.Newer, " ")
		switch {
		case o.Moved && o.Kind == "tag" && newer != "":
			newer = o.Message.Render(f.Scope()) + "; newer: " + newer // a moved tag is said first
		case newer == "" || o.Moved && o.Kind == "tag":
			newer = o.Message.Render(f.Scope())
		}
		latest := o.Latest
		if o.Head != "" {
			latest = cmdutil.ShortCommit(o.Head)
		}
		ref := o.Ref
		if ref == "" && o.Branch != "" {
			ref = "(" + o.Branch + ")" // the default branch
		}
		t.Row(o.Source, cmdutil.Dash(shortRef(ref)), cmdutil.Dash(latest), newer)
		if !o.Update.IsZero() {
			updates = append(updates, o.Update.Render(f.Scope()))
		}
	}
	if err := t.Flush(); err != nil {
		return err
	}
	for _, o := range list {
		if len(o.Changes) == 0 {
			continue
		}
		f.Printf("\n%s: what %s would take (%s → %s)\n", o.Source, f.CmdLine("update "+o.Source), cmdutil.ShortCommit(o.Locked), cmdutil.ShortCommit(o.Head))
		ct := cmdutil.NewTable(f.IO.Out, "  SKILL", "CHANGE", "DIGEST", "FILES")
		for _, c := range o.Changes {
			if c.Name == "" {
				f.Printf("  %s\n", c.Message)
				continue
			}
			digest := cmdutil.ShortHex(c.To)
			if c.Change == "changed" {
				digest = cmdutil.ShortHex(c.From) + " → " + cmdutil.ShortHex(c.To)
			} else if c.Change == "removed" {
				digest = cmdutil.ShortHex(c.From)
			}
			var files []string
			for _, p := range c.Modified {
				files = append(files, "~"+p)
			}
			for _, p := range c.Added {
				files = append(files, "+"+p)
			}
			for _, p := range c.Removed {
				files = append(files, "-"+p)
			}
			ct.Row("  "+c.Name, c.Change, digest, cmdutil.Dash(fileSummary(files, len(c.Modified), len(c.Added), len(c.Removed))))
		}
		if err := ct.Flush(); err != nil {
			return err
		}
	}
	if len(updates) > 0 {
		f.Printf("\nto update:\n")
		for _, u := range updates {
			f.Printf("  %s\n", u)
		}
	}
	return nil
}

// shortRef shortens a full commit id used as a ref.
func shortRef(ref string) string {
	if len(ref) == 40 && strings.Trim(strings.ToLower(ref), "0123456789abcdef") == "" {
		return ref[:12]
	}
	return ref
}

// maxFilesShown is how many changed files a row of outdated names; a
// larger change is counted (--json, and update's review, name them all).
const maxFilesShown = 6

// fileSummary is the changed files of a skill, or for a large change the
// counts and the first few.
func fileSummary(files []string, modified, added, removed int) string {
	if len(files) <= maxFilesShown {
		return strings.Join(files, " ")
	}
	return fmt.Sprintf("%d modified, %d added, %d removed: %s …", modified, added, removed, strings.Join(files[:3], " "))
}
