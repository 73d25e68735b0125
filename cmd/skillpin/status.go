package main

import (
	"context"
	"maps"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/cmdutil"
	"github.com/skillpin/skillpin/internal/install/publish"
	"github.com/skillpin/skillpin/internal/project"
)

type statusOptions struct {
	f *Factory

	JSON bool
	// Short: the table only (list); status adds why each skill that is
	// not approved and published is held back, and the drift.
	Short bool
}

func newCmdStatus(f *Factory, runF func(context.Context, *statusOptions) error) *cobra.Command {
	opts := &statusOptions{f: f}
	if runF == nil {
		runF = runStatus
	}
	cmd := &cobra.Command{
		Use:   "status",
		Short: "Explain each locked skill's state: approval, root, targets, and what to do",
		Long: `Status prints a table of every locked skill (source, ref, commit, digest,
approval, whether the trusted root holds it, its state in each target), then,
for each skill that is not approved and published, why (who approved what,
what changed since, why it is held back) and what to run, and any
disagreement between skills.toml and skills.lock. For the table alone, use
skillpin list. It reads only local files: no network.`,
		Example: `  skillpin status
  skillpin status --json | jq '.skills[] | select(.in_root | not) | .name'`,
		Args: cmdutil.NoArgs(""),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runF(cmd.Context(), opts)
		},
	}
	cmdutil.JSONFlag(cmd, &opts.JSON, "the state")
	return cmd
}

func newCmdList(f *Factory, runF func(context.Context, *statusOptions) error) *cobra.Command {
	opts := &statusOptions{f: f, Short: true}
	if runF == nil {
		runF = runStatus
	}
	cmd := &cobra.Command{
		Use:   "list",
		Short: "List locked skills, one line each",
		Long: `List prints one line per locked skill: name, source, ref, commit, digest,
approval, whether the trusted root holds it, and its target state. It is
the table of skillpin status without the explanations; --json prints the same
object as status --json.`,
		Example: `  skillpin list
  skillpin list --json`,
		Args: cmdutil.NoArgs(""),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runF(cmd.Context(), opts)
		},
	}
	cmdutil.JSONFlag(cmd, &opts.JSON, "the state")
	return cmd
}

func runStatus(_ context.Context, opts *statusOptions) error {
	f := opts.f
	command := "status"
	if opts.Short {
		command = "list"
	}
	p, err := f.OpenProject(command, true)
	if err != nil {
		return err
	}
	rep, err := p.StatusReport()
	if err != nil {
		return err
	}
	states, drift := rep.Skills, rep.Drift
	if opts.JSON {
		ds := []string{}
		for _, d := range drift {
			ds = append(ds, d.String())
		}
		return cmdutil.WriteJSON(f.IO.Out, struct {
			Skills    []project.SkillState     `json:"skills"`
			Drift     []string                 `json:"drift"`
			Root      string                   `json:"root"`
			Leftovers []publish.TargetMismatch `json:"leftovers,omitempty"`
		}{cmdutil.NonNil(states), ds, p.State().Layout().RootPath(), rep.Leftovers})
	}
	if len(states) == 0 {
		f.Printf("no skills locked; add some with `%s`\n", f.CmdLine("add"))
	}
	t := cmdutil.NewTable(f.IO.Out, "NAME", "SOURCE", "REF", "COMMIT", "DIGEST", "APPROVAL", "ROOT", "TARGETS")
	for _, s := range states {
		root := "no"
		if s.InRoot {
			root = "yes"
		}
		t.Row(s.Name, s.Source, cmdutil.Dash(s.Ref), cmdutil.Dash(cmdutil.ShortCommit(s.Commit)), cmdutil.ShortHex(s.Digest), s.Approval, root, targetsCell(s.Targets))
	}
	if err := t.Flush(); err != nil {
		return err
	}
	if opts.Short {
		return nil
	}
	for _, s := range states {
		if s.Approval != "approved" || !s.InRoot {
			f.Printf("\n%s: %s\n", s.Name, s.ApprovalNote)
			if s.Reason != "" {
				f.Printf("  not in root: %s\n", s.Reason)
			}
			if s.Approval != "approved" && s.Store == "ok" {
				f.Printf("  review it first: skillpin show %s --pending\n", s.Name)
			}
		}
		for _, t := range slices.Sorted(maps.Keys(s.Targets)) {
			switch st := s.Targets[t]; st {
			case "synced":
			case "kept":
				f.Printf("  target %s: kept: skillpin made this entry, and files were added to it since, so skillpin leaves it; agents still load it: remove it yourself (`%s` names the files)\n", t, f.CmdLine("verify"))
			case "refused":
				f.Printf("  target %s: refused: skillpin may not write there, and nothing is exported to it (`%s` says why)\n", t, f.CmdLine("verify"))
			case "modified":
				f.Printf("  %s in target %s: modified: files were changed since skillpin wrote them; `%s` restores them (`%s` names the files)\n", s.Name, t, f.CmdLine("install --repair"), f.CmdLine("verify"))
			case "missing":
				f.Printf("  %s in target %s: missing: `%s` puts it back\n", s.Name, t, f.CmdLine("install"))
			case "extra":
				if s.InRoot {
					// Files added to skillpin's entry of a trusted skill.
					f.Printf("  %s in target %s: extra files: files skillpin did not write were added to its entry, and agents load them too; skillpin never deletes them: move them out (`%s` names them), then run `%s`\n", s.Name, t, f.CmdLine("verify"), f.CmdLine("install"))
					break
				}
				f.Printf("  %s in target %s: extra: agents still load it but it is not trusted; `%s` removes it\n", s.Name, t, f.CmdLine("install"))
			case "clash":
				f.Printf("  %s in target %s: clash: a directory of that name that skillpin did not write is there, and skillpin leaves it; rename or remove it, then run `%s`\n", s.Name, t, f.CmdLine("install"))
			default:
				f.Printf("  %s in target %s: %s (`%s` says more)\n", s.Name, t, st, f.CmdLine("verify"))
			}
		}
	}
	for _, m := range rep.Leftovers {
		f.Printf("\ntarget %s: %s: %s\n", m.Target, m.Path, m.Detail)
	}
	for _, d := range drift {
		f.Printf("\nskills.toml and skills.lock disagree: %s (run `%s`)\n", d, f.CmdLine("install"))
	}
	f.WarnUnseen(p.State())
	return nil
}

// targetsCell is the TARGETS column: each target and the skill's state in
// it ("synced", "missing", "clash", "modified", "extra", "refused"); "-"
// without targets.
func targetsCell(targets map[string]string) string {
	if len(targets) == 0 {
		return "-"
	}
	var cells []string
	for _, t := range slices.Sorted(maps.Keys(targets)) {
		cells = append(cells, t+":"+targets[t])
	}
	return strings.Join(cells, ",")
}
