package main

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/cmdutil"
	"github.com/skillpin/skillpin/internal/catalog/roots"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/serve"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/ui/humanize"
)

type serveOptions struct {
	f *Factory

	Roots       []string
	Scope       string
	PageSize    int
	TTL         time.Duration
	Recheck     time.Duration
	HTTP        string // --http ADDR: Streamable HTTP instead of stdio
	TokenFile   string
	MaxInFlight int
	MaxWait     time.Duration // --max-wait: how long a read waits for memory its client's other requests hold
}

func newCmdServe(f *Factory, runF func(context.Context, *serveOptions) error) *cobra.Command {
	opts := &serveOptions{f: f}
	if runF == nil {
		runF = runServe
	}
	cmd := &cobra.Command{
		Use:   "serve [--root DIR]... [--http ADDR [--token-file FILE]]",
		Short: "Serve the trusted root to MCP hosts over stdio or HTTP (Skills extension)",
		Long: `Serve the project's trusted root as an MCP server, through the Skills extension
(io.modelcontextprotocol/skills): skills/list and skills/get give each skill's
frontmatter and every file's size and sha256, files are read as
skill://<name>/<path> resources, and directories with resources/directory/read.
Hosts without the extension get the same skills as the tool "skill" (a name
and its arguments in; out, the activation skillpin show prints, with show's
argument rules; skills with disable-model-invocation left out) and as prompts,
one per skill with its declared arguments.
Protocol versions 2026-07-28 and 2025-11-25 (and older) are both spoken.

Only skills that are in the trusted root and whose bytes match skills.lock are
served; every read re-checks the bytes it returns. A skill that does not
match, or is over the extension's limits (512 files, 16 MiB), is left out and
named on stderr. Each skill's entry carries its provenance (source URL, ref,
commit, digest, approval) in _meta under "dev.skillpin/". Every request reads
one generation of the root with the project's current approvals: an install
or approval shows in the next request. Checked skills are listed from memory;
every --recheck their files are compared with what was checked (a change is
hashed again) — reads re-check their bytes whatever it says.

By default the server speaks MCP on stdin/stdout: add it to an MCP host as the
command "skillpin" with the arguments ["serve", "-C", "/path/to/project"]. It
prints nothing on stdout but MCP.

With --http ADDR it serves MCP's Streamable HTTP transport at
http://ADDR/mcp instead, to any number of hosts. ADDR must be a loopback
address (127.0.0.1:PORT, localhost:PORT) unless --token-file FILE is given:
then every request must carry "Authorization: Bearer <token>", the token being
the content of FILE. Beyond loopback FILE must be private to its owner (no
group or other permission: chmod 600), or the server refuses to start. Requests from a browser page of another origin are
refused. Put a reverse proxy with TLS in front to serve a team (see
docs/mcp.md). SIGINT or SIGTERM stops it once the requests in flight are
answered; -v logs one line per request on stderr.

` + scopeHelp + ` Each entry's _meta says its scope
("dev.skillpin/scope").

With --root, serve plain directories laid out like a trusted root
(DIR/<name>/SKILL.md) instead, digests computed from their bytes; an earlier
--root shadows a later one.`,
		Example: `  skillpin serve -C ~/src/myproject
  skillpin -g serve
  skillpin serve --root ~/.claude/skills --root ./skills
  skillpin serve -C /srv/skills --http 127.0.0.1:8765 -v
  skillpin serve -C /srv/skills --http 0.0.0.0:8765 --token-file /run/secrets/skillpin-token`,
		Args: cmdutil.NoArgs("pass directories with --root DIR"),
		RunE: func(cmd *cobra.Command, args []string) error {
			switch {
			case opts.PageSize < 1:
				return cmdutil.UsageErrorf("--page-size must be at least 1, got %d", opts.PageSize)
			case opts.TTL < 0:
				return cmdutil.UsageErrorf("--ttl must not be negative, got %s", opts.TTL)
			case opts.Recheck < 0:
				return cmdutil.UsageErrorf("--recheck must not be negative, got %s", opts.Recheck)
			case opts.MaxInFlight < 1:
				return cmdutil.UsageErrorf("--max-in-flight must be at least 1, got %d", opts.MaxInFlight)
			case opts.HTTP == "" && opts.TokenFile != "":
				return cmdutil.UsageErrorf("--token-file is for --http: a stdio server has no requests to authenticate")
			case opts.HTTP == "" && cmd.Flags().Changed("max-in-flight"):
				return cmdutil.UsageErrorf("--max-in-flight is for --http")
			case opts.MaxWait < 0:
				return cmdutil.UsageErrorf("--max-wait must not be negative, got %s", opts.MaxWait)
			case opts.HTTP == "" && cmd.Flags().Changed("max-wait"):
				return cmdutil.UsageErrorf("--max-wait is for --http")
			}
			return runF(cmd.Context(), opts)
		},
	}
	rootFlag(cmd, &opts.Roots)
	scopeFlag(cmd, &opts.Scope)
	cmd.Flags().IntVar(&opts.PageSize, "page-size", serve.DefaultPageSize, "at most `N` entries per skills/list, resources/list or directory page")
	cmd.Flags().DurationVar(&opts.TTL, "ttl", serve.DefaultTTL, "freshness hint (ttlMs) for skills/list and skills/get on 2026-07-28 sessions")
	cmd.Flags().DurationVar(&opts.Recheck, "recheck", serve.DefaultRecheck, "compare the files of a listed skill with what was checked at most every `DURATION` (0: on every request)")
	cmd.Flags().StringVar(&opts.HTTP, "http", "", "serve Streamable HTTP at http://`ADDR`/mcp instead of stdio (a loopback address unless --token-file)")
	cmd.Flags().StringVar(&opts.TokenFile, "token-file", "", "require \"Authorization: Bearer <token>\" on every HTTP request, the token read from `FILE`")
	cmd.Flags().IntVar(&opts.MaxInFlight, "max-in-flight", serve.DefaultMaxInFlight, "answer 503 beyond `N` HTTP requests at once")
	cmd.Flags().DurationVar(&opts.MaxWait, "max-wait", serve.DefaultMaxWait, "how long a file read waits for memory its client's other requests hold before 429 (0: refuse at once)")
	return cmd
}

func runServe(ctx context.Context, opts *serveOptions) error {
	f := opts.f
	dir, err := f.ProjectDir()
	if err != nil {
		return err
	}
	// The command serves the scopes (each read with its own environment,
	// and waited for while an install holds its lock) or plain roots,
	// never Config's single project, so ProjectDir and Env stay unset.
	cfg := serve.Config{PageSize: opts.PageSize, TTL: opts.TTL, Recheck: opts.Recheck, Version: cmdutil.BuildVersion()}
	if len(opts.Roots) > 0 {
		if _, err := viewRoots(f, opts.Scope, opts.Roots); err != nil {
			return err
		}
		for _, r := range opts.Roots {
			cfg.Roots = append(cfg.Roots, underDir(dir, r))
		}
	} else if cfg.Scopes, err = serveScopes(f, opts.Scope); err != nil {
		return err
	}
	if !f.Quiet {
		f.Log = cmdutil.NewSafeWriter(f.IO.ErrOut, false)
		cfg.Log = f.Log
	}
	var token, tokenFile string
	if opts.TokenFile != "" {
		tokenFile = underDir(dir, opts.TokenFile)
		if token, err = serve.ReadTokenFile(tokenFile); err != nil {
			return err
		}
	}
	s, err := serve.New(cfg)
	if err != nil {
		return err
	}
	served, err := s.Served()
	if err != nil {
		return err
	}
	what := fmt.Sprintf("%d %s from %s", len(served), humanize.Noun(len(served), "skill", "skills"), s.RootPath())
	if opts.HTTP == "" {
		f.Infof("skillpin serve: serving %s over MCP on stdin/stdout", what)
		if f.IO.InTTY {
			f.Infof("skillpin serve: stdin is a terminal; this command is meant to be started by an MCP host (see `%s`). Press Ctrl-D to stop.", hint.Run("serve", "--help"))
		}
		return s.RunStdio(ctx, f.IO.In, f.IO.Out)
	}
	ln, err := serve.Listen(opts.HTTP, token != "")
	if err != nil {
		return err
	}
	if token != "" && !serve.Loopback(ln) {
		// Beyond loopback the token is all that guards the skills.
		if err := serve.CheckTokenFilePrivate(tokenFile); err != nil {
			ln.Close()
			return err
		}
	}
	if f.Getenv("GOMEMLIMIT") == "" {
		// Many hosts at once allocate one response after another: let
		// the garbage collector work harder rather than the heap grow
		// (GOMEMLIMIT overrides).
		debug.SetMemoryLimit(httpMemoryLimit)
	}
	auth := "loopback only, no token"
	if token != "" {
		auth = "every request needs the bearer token"
	}
	f.Infof("skillpin serve: serving %s over MCP at http://%s%s (Streamable HTTP; %s)", what, ln.Addr(), serve.Path, auth)
	hopts := serve.HTTPOptions{Token: token, MaxInFlight: opts.MaxInFlight, MaxWait: opts.MaxWait}
	if opts.MaxWait == 0 {
		hopts.MaxWait = -1 // HTTPOptions' 0 is the default; the flag's 0 refuses at once
	}
	if f.Verbose && !f.Quiet {
		hopts.AccessLog = f.Log
	}
	if err := s.ServeHTTP(ctx, ln, hopts); err != nil {
		return err
	}
	f.Infof("skillpin serve: stopped")
	return nil
}

// serveScopes are the trusted roots serve reads (see viewRoots): those
// set up, each with a skills.lock, for a server that starts with a scope
// it cannot read would answer nothing but errors.
func serveScopes(f *Factory, scope string) ([]roots.Root, error) {
	all, err := viewRoots(f, scope, nil)
	if err != nil {
		return nil, err
	}
	var out []roots.Root
	var absent []string
	for _, r := range all {
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
		return nil, cmdutil.UsageErrorf("nothing to serve: %s; run `%s` (or `%s` for your personal skills), or serve plain directories with --root",
			strings.Join(absent, ", "), hint.RunIn(hint.Project, "init"), hint.RunIn(hint.User, "init"))
	}
	return out, nil
}

// httpMemoryLimit is the soft memory limit of an HTTP server.
const httpMemoryLimit = 64 << 20

// underDir is path, relative paths taken from the project directory like
// every path a command is given.
func underDir(dir, path string) string {
	if filepath.IsAbs(path) {
		return path
	}
	return filepath.Join(dir, path)
}
