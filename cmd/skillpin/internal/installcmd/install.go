// Package installcmd is skillpin install: what the lock pins fetched,
// verified and published; --repair restores edited files.
package installcmd

import (
	"context"

	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/cmdutil"
	"github.com/skillpin/skillpin/internal/project"
)

type installOptions struct {
	f *cmdutil.Factory

	Frozen  bool
	Offline bool
	Repair  bool
	JSON    bool
}

func NewCmdInstall(f *cmdutil.Factory, runF func(context.Context, *installOptions) error) *cobra.Command {
	opts := &installOptions{f: f}
	if runF == nil {
		runF = runInstall
	}
	cmd := &cobra.Command{
		Use:   "install",
		Short: "Fetch, verify and publish what the lock pins; --repair restores edited files",
		Long: `Install fetches what the store lacks, checks every byte against skills.lock,
publishes the verified and approved skills into the trusted root, and syncs the
targets: it adds the entries that are missing, replaces those whose skill
changed in the lock and removes those no longer trusted. Sources whose
skills.toml entry no longer matches the lock are re-resolved first, unless
--frozen, which fails instead (for CI).

A plain install trusts what it published before as long as it is in place: a
file edited by hand in the store, the root or a target entry stays edited
(skillpin status and verify report it). --repair also re-hashes the store
entries, the trusted root and the targets and rebuilds whatever was modified or
deleted by hand (what verify reports as STORE_TAMPERED, ROOT_TAMPERED and
TARGET_TAMPERED). A directory in a target that skillpin did not write is never
touched, by either.`,
		Example: `  skillpin install
  skillpin install --frozen
  skillpin install --offline --repair`,
		Args: cmdutil.NoArgs(""),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runF(cmd.Context(), opts)
		},
	}
	cmd.Flags().BoolVar(&opts.Frozen, "frozen", false, "fail (exit 1) instead of re-resolving when skills.toml and skills.lock disagree")
	cmd.Flags().BoolVar(&opts.Offline, "offline", false, "use the cache only; never touch the network")
	cmd.Flags().BoolVar(&opts.Repair, "repair", false, "also re-hash the store, trusted root and targets and rebuild what was tampered with")
	cmdutil.JSONFlag(cmd, &opts.JSON, "the result")
	return cmd
}

func runInstall(ctx context.Context, opts *installOptions) error {
	f := opts.f
	p, err := f.OpenProject("install", opts.Offline)
	if err != nil {
		return err
	}
	res, err := p.Install(ctx, project.InstallOptions{Frozen: opts.Frozen, Repair: opts.Repair})
	if res != nil && !opts.JSON {
		f.PrintInstall(res)
		printRepair(f, res.Repair, err == nil)
	}
	if err != nil {
		return err
	}
	if opts.JSON {
		return cmdutil.WriteJSON(f.IO.Out, struct {
			LockChanged bool                 `json:"lock_changed"`
			RootChanged bool                 `json:"root_changed"`
			Stored      []string             `json:"stored"`
			Skills      []project.SkillState `json:"skills"`
		}{res.LockChanged, res.RootChanged, cmdutil.NonNil(res.Fetched), cmdutil.NonNil(res.Skills)})
	}
	if res.LockChanged {
		f.Printf("skills.lock updated\n")
	}
	f.PrintAuditSummary(ctx, p, res.Review)
	f.WarnUnseen(p.State())
	return nil
}

// printRepair summarises what install --repair rebuilt (nothing without
// --repair): the target entries it kept, and when it finished (done) what
// it rebuilt.
func printRepair(f *cmdutil.Factory, rep *project.RepairResult, done bool) {
	if rep == nil {
		return
	}
	for _, t := range rep.Targets {
		for _, k := range t.Kept {
			f.Warnf("target %s: %s", t.Target, k.What())
		}
	}
	if !done {
		return
	}
	root := "intact"
	if len(rep.Root) > 0 {
		root = "rebuilt"
	}
	f.Infof("repair: %d store entries fetched again, root %s", len(rep.Store), root)
	for _, t := range rep.Targets {
		if n := len(t.Added) + len(t.Updated) + len(t.Removed); n > 0 {
			f.Infof("repair: target %s: %d added, %d updated, %d removed", t.Target, len(t.Added), len(t.Updated), len(t.Removed))
		}
	}
}
