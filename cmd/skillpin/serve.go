package main

import (
	"context"
	"io"
	"path/filepath"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/internal/project"
	"github.com/skillpin/skillpin/internal/serve"
)

type serveOptions struct {
	f *Factory

	Roots    []string
	PageSize int
	TTL      time.Duration
}

func newCmdServe(f *Factory, runF func(context.Context, *serveOptions) error) *cobra.Command {
	opts := &serveOptions{f: f}
	if runF == nil {
		runF = runServe
	}
	cmd := &cobra.Command{
		Use:   "serve [--root DIR]...",
		Short: "Serve the trusted root to MCP hosts over stdio (Skills extension)",
		Long: `Serve the project's trusted root as an MCP server on stdin/stdout, through the
Skills extension (io.modelcontextprotocol/skills): skills/list and skills/get
give each skill's frontmatter and every file's size and sha256, files are
read as skill://<name>/<path> resources, and directories with
resources/directory/read.

Only skills that are in the trusted root and whose bytes match skills.lock are
served; every read re-checks the bytes it returns. A skill that does not
match, or is over the extension's limits (512 files, 16 MiB), is left out and
named on stderr. Each skill's entry carries its provenance (source URL, ref,
commit, digest, approval) in _meta under "dev.skillpin/".

With --root, serve plain directories laid out like a trusted root
(DIR/<name>/SKILL.md) instead, digests computed from their bytes; an earlier
--root shadows a later one.

Add it to an MCP host as the command "skillpin" with the arguments
["serve", "-C", "/path/to/project"]. It prints nothing on stdout but MCP.`,
		Example: `  skillpin serve -C ~/src/myproject
  skillpin serve --root ~/.claude/skills --root ./skills`,
		Args: noArgs("pass directories with --root DIR"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if opts.PageSize < 1 {
				return usageErrorf("--page-size must be at least 1, got %d", opts.PageSize)
			}
			if opts.TTL < 0 {
				return usageErrorf("--ttl must not be negative, got %s", opts.TTL)
			}
			return runF(cmd.Context(), opts)
		},
	}
	rootFlag(cmd, &opts.Roots)
	cmd.Flags().IntVar(&opts.PageSize, "page-size", serve.DefaultPageSize, "at most `N` entries per skills/list, resources/list or directory page")
	cmd.Flags().DurationVar(&opts.TTL, "ttl", serve.DefaultTTL, "freshness hint (ttlMs) for skills/list and skills/get on 2026-07-28 sessions")
	return cmd
}

func runServe(ctx context.Context, opts *serveOptions) error {
	f := opts.f
	dir, err := f.ProjectDir()
	if err != nil {
		return err
	}
	cfg := serve.Config{ProjectDir: dir, PageSize: opts.PageSize, TTL: opts.TTL, Version: buildVersion(), Env: project.Env{Getenv: f.Getenv}}
	for _, r := range opts.Roots {
		if !filepath.IsAbs(r) {
			r = filepath.Join(dir, r) // relative to -C, like every path
		}
		cfg.Roots = append(cfg.Roots, r)
	}
	if !f.Quiet {
		f.log = newSafeWriter(f.IO.ErrOut, false)
		cfg.Log = f.log
	}
	s, err := serve.New(cfg)
	if err != nil {
		return err
	}
	served, err := s.Served()
	if err != nil {
		return err
	}
	f.Infof("skillpin serve: serving %d %s from %s over MCP on stdin/stdout", len(served), noun(len(served), "skill", "skills"), s.RootPath())
	if f.IO.InTTY {
		f.Infof("skillpin serve: stdin is a terminal; this command is meant to be started by an MCP host (see `skillpin serve --help`). Press Ctrl-D to stop.")
	}
	t := &mcp.IOTransport{Reader: io.NopCloser(f.IO.In), Writer: nopWriteCloser{f.IO.Out}}
	return s.Run(ctx, t)
}

type nopWriteCloser struct{ io.Writer }

func (nopWriteCloser) Close() error { return nil }
