package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/internal/install"
	"github.com/skillpin/skillpin/internal/project"
)

func newCacheCmd(f *Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "cache",
		Short: "Cache housekeeping: dir, gc, clean",
		Args:  cobra.NoArgs,
		RunE:  func(cmd *cobra.Command, args []string) error { return cmd.Help() },
	}
	cmd.AddCommand(&cobra.Command{
		Use:   "dir",
		Short: "Print the cache directory",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			dir, err := install.CacheDir(f.Getenv)
			if err != nil {
				return usageErrorf("%v", err)
			}
			fmt.Fprintln(f.IO.Out, dir)
			return nil
		},
	})
	cmd.AddCommand(&cobra.Command{
		Use:   "gc",
		Short: "Drop store entries that no known project's skills.lock uses",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			rep, err := project.GC(cmd.Context(), project.Env{Getenv: f.Getenv})
			if err != nil {
				return err
			}
			fmt.Fprintf(f.IO.Out, "%d project(s) read, %d unregistered; %d store entries kept, %d removed, %d stale temp dirs removed; %d bytes freed\n",
				len(rep.Projects), len(rep.Unregistered), rep.Kept, len(rep.Removed), len(rep.Stale), rep.FreedBytes)
			for _, p := range rep.Unregistered {
				f.Infof("unregistered %s (directory or skills.lock gone)", p)
			}
			return nil
		},
	})
	cmd.AddCommand(&cobra.Command{
		Use:   "clean",
		Short: "Remove everything skillpin keeps in the cache",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			dir, err := project.CleanCache(cmd.Context(), project.Env{Getenv: f.Getenv})
			if err != nil {
				return err
			}
			fmt.Fprintf(f.IO.Out, "removed the skillpin cache at %s\n", dir)
			return nil
		},
	})
	return cmd
}
