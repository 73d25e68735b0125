package main

import (
	"context"

	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/cmdutil"
	"github.com/skillpin/skillpin/internal/project"
)

func newCmdCache(f *Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "cache",
		Short: "Cache housekeeping: dir, gc, clean",
		Long: `The cache ($SKILLPIN_CACHE, else $XDG_CACHE_HOME/skillpin, else
~/.cache/skillpin) holds the git object caches and the content-addressed
store, shared by every project of the user.`,
		Example: `  skillpin cache dir
  skillpin cache gc
  skillpin cache clean`,
		Args: cmdutil.Subcommands,
		RunE: func(cmd *cobra.Command, args []string) error { return cmd.Help() },
	}
	cmd.AddCommand(newCmdCacheDir(f, nil), newCmdCacheGC(f, nil), newCmdCacheClean(f, nil))
	return cmd
}

type cacheOptions struct {
	f *Factory

	JSON bool
}

func newCmdCacheDir(f *Factory, runF func(context.Context, *cacheOptions) error) *cobra.Command {
	opts := &cacheOptions{f: f}
	if runF == nil {
		runF = runCacheDir
	}
	cmd := &cobra.Command{
		Use:   "dir",
		Short: "Print the cache directory",
		Example: `  skillpin cache dir
  du -sh "$(skillpin cache dir)"`,
		Args: cmdutil.NoArgs(""),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runF(cmd.Context(), opts)
		},
	}
	cmdutil.JSONFlag(cmd, &opts.JSON, `{"dir": …}`)
	return cmd
}

func runCacheDir(_ context.Context, opts *cacheOptions) error {
	f := opts.f
	dir, err := project.CacheDir(project.Env{Getenv: f.Getenv})
	if err != nil {
		return err
	}
	if opts.JSON {
		return cmdutil.WriteJSON(f.IO.Out, struct {
			Dir string `json:"dir"`
		}{dir})
	}
	f.Printf("%s\n", dir)
	return nil
}

func newCmdCacheGC(f *Factory, runF func(context.Context, *cacheOptions) error) *cobra.Command {
	opts := &cacheOptions{f: f}
	if runF == nil {
		runF = runCacheGC
	}
	cmd := &cobra.Command{
		Use:   "gc",
		Short: "Drop store entries that no known project's skills.lock uses",
		Long: `Gc reads the skills.lock of every project that used this cache, removes the
store entries none of them pins and what crashed runs left behind, and
forgets projects whose directory or skills.lock is gone.`,
		Example: `  skillpin cache gc
  skillpin cache gc --json`,
		Args: cmdutil.NoArgs(""),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runF(cmd.Context(), opts)
		},
	}
	cmdutil.JSONFlag(cmd, &opts.JSON, "the report")
	return cmd
}

func runCacheGC(ctx context.Context, opts *cacheOptions) error {
	f := opts.f
	rep, err := project.GC(ctx, project.Env{Getenv: f.Getenv})
	if err != nil {
		return err
	}
	if opts.JSON {
		rep.Projects, rep.Unregistered = cmdutil.NonNil(rep.Projects), cmdutil.NonNil(rep.Unregistered)
		rep.Removed, rep.Stale = cmdutil.NonNil(rep.Removed), cmdutil.NonNil(rep.Stale)
		return cmdutil.WriteJSON(f.IO.Out, rep)
	}
	f.Printf("%d project(s) read, %d unregistered; %d store entries kept, %d removed, %d stale temp dirs removed; %d bytes freed\n",
		len(rep.Projects), len(rep.Unregistered), rep.Kept, len(rep.Removed), len(rep.Stale), rep.FreedBytes)
	for _, p := range rep.Unregistered {
		f.Infof("unregistered %s (directory or skills.lock gone)", p)
	}
	return nil
}

func newCmdCacheClean(f *Factory, runF func(context.Context, *cacheOptions) error) *cobra.Command {
	opts := &cacheOptions{f: f}
	if runF == nil {
		runF = runCacheClean
	}
	cmd := &cobra.Command{
		Use:   "clean",
		Short: "Remove everything skillpin keeps in the cache",
		Long: `Clean removes the git object caches and the store. Projects keep working:
the next install fetches what it needs again.`,
		Example: `  skillpin cache clean
  SKILLPIN_CACHE=/tmp/ci-cache skillpin cache clean --json`,
		Args: cmdutil.NoArgs(""),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runF(cmd.Context(), opts)
		},
	}
	cmdutil.JSONFlag(cmd, &opts.JSON, `{"removed": …}`)
	return cmd
}

func runCacheClean(ctx context.Context, opts *cacheOptions) error {
	f := opts.f
	dir, err := project.CleanCache(ctx, project.Env{Getenv: f.Getenv})
	if err != nil {
		return err
	}
	if opts.JSON {
		return cmdutil.WriteJSON(f.IO.Out, struct {
			Removed string `json:"removed"`
		}{dir})
	}
	f.Printf("removed the skillpin cache at %s\n", dir)
	return nil
}
