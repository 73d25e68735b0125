package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/internal/errkind"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/project"
	"github.com/skillpin/skillpin/internal/serve"
)

type serveOptions struct {
	f *Factory

	Roots    []string
	Scope    string
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

` + scopeHelp + ` Each entry's _meta says its scope
("dev.skillpin/scope").

With --root, serve plain directories laid out like a trusted root
(DIR/<name>/SKILL.md) instead, digests computed from their bytes; an earlier
--root shadows a later one.

Add it to an MCP host as the command "skillpin" with the arguments
["serve", "-C", "/path/to/project"]. It prints nothing on stdout but MCP.`,
		Example: `  skillpin serve -C ~/src/myproject
  skillpin -g serve
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
	scopeFlag(cmd, &opts.Scope)
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
	if len(opts.Roots) > 0 {
		if _, err := viewRoots(f, opts.Scope, opts.Roots); err != nil {
			return err
		}
		for _, r := range opts.Roots {
			if !filepath.IsAbs(r) {
				r = filepath.Join(dir, r) // relative to -C, like every path
			}
			cfg.Roots = append(cfg.Roots, r)
		}
	} else if cfg.Scopes, err = serveScopes(f, opts.Scope); err != nil {
		return err
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

// serveScopes are the trusted roots serve reads (see viewRoots): those
// set up, each with a skills.lock, for a server that starts with a scope
// it cannot read would answer nothing but errors.
func serveScopes(f *Factory, scope string) ([]project.ViewRoot, error) {
	roots, err := viewRoots(f, scope, nil)
	if err != nil {
		return nil, err
	}
	var out []project.ViewRoot
	var absent []string
	for _, r := range roots {
		cfg := r.Dir
		if r.Env.Layout.Config != "" {
			cfg = r.Env.Layout.Config
		}
		if _, err := os.Lstat(filepath.Join(cfg, lock.FileName)); r.Optional && errors.Is(err, fs.ErrNotExist) {
			if _, err := os.Lstat(filepath.Join(cfg, manifest.FileName)); errors.Is(err, fs.ErrNotExist) {
				absent = append(absent, fmt.Sprintf("no %s in %s", manifest.FileName, cfg))
				continue // not set up: nothing to serve from it
			}
		}
		if _, err := lock.LoadLock(filepath.Join(cfg, lock.FileName)); err != nil {
			return nil, errkind.Mark(fmt.Errorf("serve the %s scope (%s): %w (or serve plain directories with --root)", r.Scope, cfg, err), errkind.Invalid)
		}
		out = append(out, r)
	}
	if len(out) == 0 {
		return nil, usageErrorf("nothing to serve: %s; run `skillpin init` (or `skillpin -g init` for your personal skills), or serve plain directories with --root", strings.Join(absent, ", "))
	}
	return out, nil
}

type nopWriteCloser struct{ io.Writer }

func (nopWriteCloser) Close() error { return nil }
