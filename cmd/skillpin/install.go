package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/internal/project"
)

func newInstallCmd(f *Factory) *cobra.Command {
	var opts project.InstallOptions
	var offline, asJSON, repair bool
	cmd := &cobra.Command{
		Use:   "install",
		Short: "Make the store, trusted root and targets match the lock",
		Long: `Install fetches what the store lacks, checks every byte against skills.lock,
publishes the verified and approved skills into the trusted root, and syncs the
targets. Sources whose skills.toml entry no longer matches the lock are
re-resolved first, unless --frozen, which fails instead (for CI).

A plain install trusts what it published before as long as it is in place;
--repair also re-hashes the store entries, the trusted root and the targets
and rebuilds whatever was modified or deleted by hand (what verify reports as
STORE_TAMPERED, ROOT_TAMPERED and TARGET_TAMPERED).`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			p, err := f.openProject("install", offline)
			if err != nil {
				return err
			}
			res, err := p.Install(cmd.Context(), opts)
			if res != nil && !asJSON {
				f.printInstall(res)
			}
			if err != nil {
				return err
			}
			if repair {
				rep, err := p.Repair(cmd.Context())
				if err != nil {
					return err
				}
				if !asJSON {
					f.Infof("repair: %d store entries fetched again, root %s", len(rep.Store), map[bool]string{true: "rebuilt", false: "intact"}[len(rep.Root) > 0])
					for _, t := range rep.Targets {
						if n := len(t.Added) + len(t.Updated) + len(t.Removed); n > 0 {
							f.Infof("repair: target %s: %d added, %d updated, %d removed", t.Target, len(t.Added), len(t.Updated), len(t.Removed))
						}
					}
				}
			}
			if asJSON {
				return writeJSON(f.IO.Out, struct {
					LockChanged bool                 `json:"lock_changed"`
					RootChanged bool                 `json:"root_changed"`
					Stored      []string             `json:"stored"`
					Skills      []project.SkillState `json:"skills"`
				}{res.LockChanged, res.RootChanged, nonNil(res.Fetched), res.Skills})
			}
			if res.LockChanged {
				fmt.Fprintln(f.IO.Out, "skills.lock updated")
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&opts.Frozen, "frozen", false, "fail (exit 1) instead of re-resolving when skills.toml and skills.lock disagree")
	cmd.Flags().BoolVar(&offline, "offline", false, "use the cache only; never touch the network")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the result as JSON")
	cmd.Flags().BoolVar(&repair, "repair", false, "also re-hash the store, trusted root and targets and rebuild what was tampered with")
	return cmd
}

func nonNil(xs []string) []string {
	if xs == nil {
		return []string{}
	}
	return xs
}
