// Package serve is skillpin's MCP server: it publishes the trusted root to
// MCP hosts through the Skills extension (io.modelcontextprotocol/skills,
// SEP-2640). Each served skill is an entry {uri, frontmatter, resources}
// with the size and sha256 of every file; every file is readable as a
// skill:// resource, and directories are readable with
// resources/directory/read.
//
// Each request reads one view of the roots: one generation of the
// trusted root and one trust decision, so a concurrent install never
// yields a mixed answer. Views and checked skills are kept between
// requests for as long as the files they were read from show no change
// (see cache.go); each resources/read re-reads and re-checks the bytes it
// returns. Content that does not match is never served.
package serve

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/catalog/roots"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/serve/budget"
	"github.com/skillpin/skillpin/internal/serve/skilluri"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/verify/state"
)

// Wire names of the Skills extension.
const (
	// ExtensionID is the capability key of the Skills extension.
	ExtensionID = "io.modelcontextprotocol/skills"
	// MethodListSkills lists skill entries, paginated.
	MethodListSkills = "skills/list"
	// MethodGetSkill returns one skill entry by the URI of its SKILL.md.
	MethodGetSkill = "skills/get"
	// MethodReadDirectory lists the direct children of a directory resource.
	MethodReadDirectory = "resources/directory/read"

	// Scheme is the URI scheme skills are served under.
	Scheme = skilluri.Scheme
	// DirectoryMIMEType marks a directory resource.
	DirectoryMIMEType = "inode/directory"
)

// Provenance keys in _meta. They use skillpin's own prefix: the
// io.modelcontextprotocol.skills/ prefix is reserved for the extension.
const (
	MetaPrefix    = "dev.skillpin/"
	MetaDigest    = MetaPrefix + "digest"    // the canonical skill digest (file-set manifest)
	MetaSource    = MetaPrefix + "source"    // source URL the skill was locked from
	MetaRef       = MetaPrefix + "ref"       // the ref the manifest asked for
	MetaCommit    = MetaPrefix + "commit"    // the commit the lock pins
	MetaPath      = MetaPrefix + "path"      // the skill's directory within its source
	MetaApproval  = MetaPrefix + "approval"  // {state, by?, at?, policy?}
	MetaSignature = MetaPrefix + "signature" // who signed the skill, when the lock records a signature
	MetaScope     = MetaPrefix + "scope"     // "project" or "user": whose trusted root the skill is in
)

// Protocol versions whose results differ.
const (
	// ModernProtocol is the first protocol revision whose results carry
	// resultType, and whose skills/list and skills/get carry ttlMs and
	// cacheScope.
	ModernProtocol = "2026-07-28"
	// legacyFallback is what an initialize handshake negotiates when the
	// client asks for a version the handshake cannot give (go-sdk caps
	// initialize below 2026-07-28).
	legacyFallback = "2025-11-25"
)

// Served-skill limits of the Skills extension: hosts must accept skills up
// to these, and a server should not serve larger ones.
const (
	MaxFiles = catalog.DefaultMaxFiles
	MaxBytes = catalog.DefaultMaxBytes
)

// Defaults for Config.
const (
	DefaultPageSize = 100
	DefaultTTL      = time.Minute
	DefaultRecheck  = time.Second
)

// Config says what to serve and how.
type Config struct {
	// ProjectDir serves the project's trusted root,
	// <ProjectDir>/.skillpin/root, and only skills whose bytes match
	// <ProjectDir>/skills.lock. Used when Roots is empty.
	ProjectDir string
	// Scopes, when set, serve the trusted roots of these projects instead
	// (the project's and the user scope's, the project's first: it
	// shadows the user's on the same name). Used when Roots is empty.
	Scopes []roots.Root
	// Roots serves plain directories laid out like a trusted root
	// (<root>/<name>/SKILL.md) instead, digests computed from their
	// bytes. An earlier root shadows a later one on the same name.
	Roots []string
	// PageSize bounds the entries of one skills/list, resources/list or
	// resources/directory/read page; 0 means DefaultPageSize.
	PageSize int
	// TTL is the ttlMs freshness hint of skills/list and skills/get on
	// 2026-07-28 sessions; 0 means "immediately stale". Negative means
	// DefaultTTL.
	TTL time.Duration
	// Recheck is how long a checked skill is listed from memory before
	// its files' identities on disk are compared again (a changed file is
	// hashed again, and a skill whose bytes no longer match leaves the
	// listing); 0 compares them on every request. Negative means
	// DefaultRecheck. Reads re-check the bytes they return whatever it is.
	Recheck time.Duration
	// Log receives one line per skill that is not served and per read
	// refused for a digest or size mismatch (stderr); nil discards.
	Log io.Writer
	// Version is the server version reported to clients.
	Version string
	// Env is the project's environment (its cache holds skillpin's record
	// of which root generation it published).
	Env state.Where
}

// Server answers Skills-extension requests over one root provider.
type Server struct {
	cfg      Config
	pageSize int
	ttl      time.Duration

	recheck time.Duration
	settle  time.Duration // settleWindow; tests that never rewrite a file in place shorten it
	drain   time.Duration // DefaultDrain; tests of a stuck handler shorten it

	logMu sync.Mutex
	seen  map[string]bool // notes already printed once

	snapMu  sync.Mutex
	snap    *snapshot  // the current view, nil before the first request
	openMu  sync.Mutex // one request at a time opens a new view
	checked checkedSet // skills whose bytes matched, by file identity

	// views and hashed count the views opened and the skills whose bytes
	// were hashed whole (tests tell a cached answer from a fresh one).
	views, hashed atomic.Int64

	// budget is the HTTP handler's memory budget (the last one Handler
	// made); nil over stdio.
	budget *budget.Budget
	// noSplice turns splicing off (tests compare the bytes with and
	// without it).
	noSplice bool
	// encodedPages counts the skills/list pages encoded for splicing
	// (tests tell a cached page from a fresh one).
	encodedPages atomic.Int64
	// noFast turns the HTTP fast path off (tests compare the bytes with
	// and without it); fastServed counts the requests it answered.
	noFast     bool
	fastServed atomic.Int64

	// testHookViewOpened runs after a request resolved the root and
	// before it reads it: tests publish a new generation there.
	testHookViewOpened func()
	// testHookRead runs when a resources/read over HTTP has counted the
	// file against the budget, before it reads it.
	testHookRead func()
	// testClientOf, when set, names the client of an HTTP request in
	// place of its remote address (tests are all on one address).
	testClientOf func(*http.Request) string
}

// clientOf is the client an HTTP request is counted against.
func (s *Server) clientOf(r *http.Request) string {
	if s.testClientOf != nil {
		return s.testClientOf(r)
	}
	return budget.ClientOf(r)
}

// New checks cfg and returns a Server. In project mode the project must
// have a readable skills.lock; plain roots must be directories.
func New(cfg Config) (*Server, error) {
	s := &Server{cfg: cfg, pageSize: cfg.PageSize, ttl: cfg.TTL, settle: settleWindow, seen: map[string]bool{}}
	if s.pageSize <= 0 {
		s.pageSize = DefaultPageSize
	}
	if s.ttl < 0 {
		s.ttl = DefaultTTL
	}
	if s.recheck = cfg.Recheck; s.recheck < 0 {
		s.recheck = DefaultRecheck
	}
	if len(cfg.Roots) > 0 {
		for i, r := range cfg.Roots {
			abs, err := filepath.Abs(r)
			if err != nil {
				return nil, &ConfigError{Err: fmt.Errorf("root %q: %w", r, err)}
			}
			fi, err := os.Stat(abs)
			if err != nil {
				return nil, &ConfigError{Err: fmt.Errorf("root %s: %w (pass an existing directory of skills to --root)", r, err)}
			}
			if !fi.IsDir() {
				return nil, &ConfigError{Err: fmt.Errorf("root %s is not a directory (pass a directory holding <name>/SKILL.md skills to --root)", r)}
			}
			s.cfg.Roots[i] = abs
		}
		return s, nil
	}
	if len(cfg.Scopes) > 0 {
		return s, nil // roots.Open reads each scope's files as every view does
	}
	if cfg.ProjectDir == "" {
		return nil, &ConfigError{Err: errors.New("nothing to serve: give a project directory or at least one root")}
	}
	abs, err := filepath.Abs(cfg.ProjectDir)
	if err != nil {
		return nil, &ConfigError{Err: fmt.Errorf("project directory %q: %w", cfg.ProjectDir, err)}
	}
	s.cfg.ProjectDir = abs
	s.cfg.Env.Dir = abs
	if _, err := lock.LoadLock(filepath.Join(abs, lock.FileName)); err != nil {
		return nil, &ConfigError{Err: fmt.Errorf("serve project %s: %w (or serve plain directories with --root)", abs, err)}
	}
	return s, nil
}

// ConfigError is a Config that cannot be served; it is bad input (exit 2).
type ConfigError struct{ Err error }

func (e *ConfigError) Error() string        { return e.Err.Error() }
func (e *ConfigError) Unwrap() error        { return e.Err }
func (e *ConfigError) Is(target error) bool { return target == errkind.Invalid }

// RootPath is the directory the server reads: the project's trusted root
// link, or the first plain root.
func (s *Server) RootPath() string {
	if len(s.cfg.Roots) > 0 {
		return s.cfg.Roots[0]
	}
	if len(s.cfg.Scopes) > 0 {
		var paths []string
		for _, r := range s.cfg.Scopes {
			paths = append(paths, r.RootPath())
		}
		return strings.Join(paths, " and ")
	}
	return layout.ProjectLayout(s.cfg.ProjectDir).RootPath()
}

// MCPServer builds the go-sdk server: resources capability, the Skills
// extension with directoryRead, a skill://{+path} resource template, and
// the skills/list, skills/get and resources/directory/read methods.
func (s *Server) MCPServer() (*mcp.Server, error) {
	caps := &mcp.ServerCapabilities{Resources: &mcp.ResourceCapabilities{}}
	caps.AddExtension(ExtensionID, map[string]any{"directoryRead": true})
	agentCapabilities(caps) // the skill tool and one prompt per skill (agents.go)
	what := "the skills skillpin verified and approved for this project (its trusted root, checked against skills.lock)"
	if len(s.cfg.Roots) > 0 {
		what = "the skills in " + strings.Join(s.cfg.Roots, ", ")
	}
	srv := mcp.NewServer(s.implementation(), &mcp.ServerOptions{
		Capabilities: caps,
		PageSize:     s.pageSize,
		SetCacheable: s.setCacheable,
		Instructions: "This server serves " + what + " as skill:// resources " +
			"(Skills extension, io.modelcontextprotocol/skills: skills/list, skills/get, resources/directory/read). " +
			"Every entry lists each file's size and sha256; the server re-checks the bytes on every read. " +
			"Hosts without the extension activate a skill with the tool \"" + ToolName + "\" (name and arguments in, its instructions out) or as a prompt (one per skill).",
	})
	srv.AddResourceTemplate(&mcp.ResourceTemplate{
		Name:        "skill-file",
		Title:       "Skill file",
		Description: "A file of a served skill: skill://<name>/<path>. skills/list gives every file's size and digest.",
		URITemplate: skillTemplate,
	}, s.readResource)
	srv.AddReceivingMiddleware(s.listResourcesMiddleware)
	srv.AddReceivingMiddleware(s.agentMiddleware)
	srv.AddReceivingMiddleware(s.exactVersion) // outermost: sees every result
	if err := mcp.AddReceivingCustomMethod(srv, MethodListSkills, s.listSkills); err != nil {
		return nil, err
	}
	if err := mcp.AddReceivingCustomMethod(srv, MethodGetSkill, s.getSkill); err != nil {
		return nil, err
	}
	if err := mcp.AddReceivingCustomMethod(srv, MethodReadDirectory, s.readDirectory); err != nil {
		return nil, err
	}
	return srv, nil
}

// skillTemplate is the resource template of every served file.
const skillTemplate = Scheme + "://{+path}"

// implementation is how the server names itself to clients.
func (s *Server) implementation() *mcp.Implementation {
	return &mcp.Implementation{Name: "skillpin", Version: s.cfg.Version}
}

// setCacheable sets the cache hints of resources/* results on 2026-07-28
// sessions: the same as skills/list's.
func (s *Server) setCacheable(_ context.Context, _ mcp.Request, c *mcp.Cacheable) {
	c.TTLMs, c.CacheScope = int(s.ttl.Milliseconds()), cacheScope
}

// Run serves one MCP session over t until the client disconnects or ctx
// is done.
func (s *Server) Run(ctx context.Context, t mcp.Transport) error {
	srv, err := s.MCPServer()
	if err != nil {
		return err
	}
	err = srv.Run(ctx, t)
	if errors.Is(err, io.EOF) || errors.Is(err, mcp.ErrConnectionClosed) {
		return nil // the client hung up: the normal end of a stdio session
	}
	return err
}

// note prints a diagnostic line. once-notes (a skill left out of a
// listing) print the first time only, so a host that lists every few
// seconds does not flood stderr; refused reads print every time.
func (s *Server) note(once bool, msg string) {
	if s.cfg.Log == nil {
		return
	}
	s.logMu.Lock()
	defer s.logMu.Unlock()
	if once {
		if s.seen[msg] {
			return
		}
		s.seen[msg] = true
	}
	fmt.Fprintf(s.cfg.Log, "skillpin serve: %s\n", msg)
}

// Served reads the root as a request would and returns the names of the
// skills it serves now; each skill left out is reported on Log. The
// command calls it at startup, so that problems show before a host asks.
func (s *Server) Served() ([]string, error) {
	return withView(s, func(v *reading) ([]string, error) {
		var names []string
		for _, n := range v.names() {
			_, err := v.skill(n)
			if errors.Is(err, errStale) {
				return nil, err
			}
			if err == nil {
				names = append(names, n)
			}
		}
		return names, nil
	})
}
