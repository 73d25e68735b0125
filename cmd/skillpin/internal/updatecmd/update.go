// Package updatecmd is skillpin update: refs re-resolved, the lock
// rewritten, and what changed shown.
package updatecmd

import (
	"bytes"
	"context"
	"errors"
	"maps"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/cmdutil"
	"github.com/skillpin/skillpin/internal/lock/lockdiff"
	"github.com/skillpin/skillpin/internal/project"
	"github.com/skillpin/skillpin/internal/resolve/outdated"
)

type UpdateOptions struct {
	f *cmdutil.Factory

	Names  []string // sources or skills; none = every source
	To     string
	Latest bool
	Pre    bool
	JSON   bool
	// AcceptMovedTag follows a tag that moved upstream (refused otherwise).
	AcceptMovedTag bool
}

func NewCmdUpdate(f *cmdutil.Factory, runF func(context.Context, *UpdateOptions) error) *cobra.Command {
	opts := &UpdateOptions{f: f}
	if runF == nil {
		runF = runUpdate
	}
	cmd := &cobra.Command{
		Use:   "update [NAME|SOURCE...] [--to REF | --latest [--pre]]",
		Short: "Re-resolve refs, rewrite the lock and show what changed",
		Long: `Update resolves each named source's ref again (every source by default),
rewrites skills.lock, prints per skill what changed, and installs. A skill whose
content changed loses its approval and leaves the trusted root until approved.
A skill name updates the source it comes from.

A source pinned to a version tag stays on that tag: update then names the
newer version tags it did not take and the command that takes them (what
skillpin outdated says). --to moves one named source to another ref;
--latest moves every named (by default every) tag-pinned source to its
newest version tag in semver order, prereleases only with --pre. Branch
sources follow their branch.

A tag that moved upstream (it names another commit than the one locked)
is never followed silently: update, relock and install refuse it with
TAG_MOVED (exit 1, nothing written). An update of several sources holds
such a source at its locked commit, updates and writes the others, names
the held source with the command that takes it, and exits 1.
--accept-moved-tag follows it for the
sources named; the review (diff, approve) then shows TAG_MOVED first.`,
		Example: `  skillpin update
  skillpin update superpowers --to v6.2.0
  skillpin update --latest
  skillpin update pdf --json
  skillpin update superpowers --accept-moved-tag`,
		Args: cmdutil.AnyArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Names = args
			if opts.Latest && cmd.Flags().Changed("to") {
				return cmdutil.UsageErrorf("--latest moves each tag-pinned source to its newest version; --to moves one source to the ref you name: pass one of them%s", cmdutil.UsageHint(cmd.CommandPath()))
			}
			return runF(cmd.Context(), opts)
		},
		ValidArgsFunction: cmdutil.CompleteNames(f, true, true),
	}
	cmd.Flags().StringVar(&opts.To, "to", "", "move the named source to `REF` (a tag, branch or commit)")
	cmd.Flags().BoolVar(&opts.Latest, "latest", false, "move tag-pinned sources to their newest version tag")
	cmd.Flags().BoolVar(&opts.Pre, "pre", false, "count prerelease versions as newer (with --latest: may move to one)")
	cmd.Flags().BoolVar(&opts.AcceptMovedTag, "accept-moved-tag", false, "follow the named sources' tags where they moved upstream to another commit (refused otherwise: TAG_MOVED)")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the changes as JSON (the shape of diff --format json, with \"moved\" and \"newer\")")
	return cmd
}

func runUpdate(ctx context.Context, opts *UpdateOptions) error {
	f := opts.f
	p, err := f.OpenProject("update", false)
	if err != nil {
		return err
	}
	res, err := p.Update(ctx, project.UpdateRequest{Names: opts.Names, To: opts.To, Latest: opts.Latest, Pre: opts.Pre, AcceptMovedTag: opts.AcceptMovedTag})
	if res != nil {
		f.PrintInstall(&res.InstallResult)
	}
	// Sources held back at a moved tag: the rest was updated, and is
	// reported before the update fails.
	var held *project.HeldBackError
	if err != nil && !errors.As(err, &held) {
		return err
	}
	if err := renderUpdate(f, opts, res, held); err != nil {
		return err
	}
	if held != nil {
		return held
	}
	return nil
}

// renderUpdate reports what an update changed, and in --json the sources
// held back at a moved tag.
func renderUpdate(f *cmdutil.Factory, opts *UpdateOptions, res *project.UpdateResult, held *project.HeldBackError) error {
	if opts.JSON {
		type heldSource struct {
			Source string `json:"source"`
			Ref    string `json:"ref"`
			Locked string `json:"locked"`
			Now    string `json:"now"`
			Fix    string `json:"fix"`
		}
		heldOut := []heldSource{}
		if held != nil {
			for _, m := range held.Moved {
				heldOut = append(heldOut, heldSource{m.Source, m.Ref, m.From, m.To, m.Cmd.Line(f.Scope())})
			}
		}
		for i := range res.Newer {
			res.Newer[i].Newer = cmdutil.NonNil(res.Newer[i].Newer)
		}
		moved := res.Moved
		if moved == nil {
			moved = map[string]string{}
		}
		changes := *res.Changes
		changes.Skills = cmdutil.NonNil(changes.Skills)
		return cmdutil.WriteJSON(f.IO.Out, struct {
			lockdiff.Changes
			Moved map[string]string   `json:"moved"`
			Newer []outdated.Outdated `json:"newer"`
			Held  []heldSource        `json:"held"`
		}{changes, moved, cmdutil.NonNil(res.Newer), heldOut})
	}
	for _, src := range slices.Sorted(maps.Keys(res.Moved)) {
		f.Printf("moved %s to %s\n", src, res.Moved[src])
	}
	switch {
	case !res.Changes.Empty():
		var out bytes.Buffer
		if err := lockdiff.RenderText(&out, res.Changes); err != nil {
			return err
		}
		if err := f.WriteOut(out.Bytes(), false); err != nil {
			return err
		}
	case held != nil:
		f.Printf("no other source changed\n")
	case len(res.Newer) == 0:
		f.Printf("everything is up to date\n")
	default:
		f.Printf("nothing changed at the locked refs\n")
	}
	printNewer(f, res.Newer)
	return nil
}

// printNewer names the newer versions an update did not take and the
// command that takes them.
func printNewer(f *cmdutil.Factory, newer []outdated.Outdated) {
	for _, o := range newer {
		f.Printf("%s: newer than %s: %s; take with: %s\n", o.Source, o.Ref, strings.Join(o.Newer, " "), o.Update)
	}
}
