package publish

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/skillpin/skillpin/internal/install/harness"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/ui/errkind"
)

// The store holds every skill skillpin ever fetched, approved or not. If it
// sat inside a directory a harness scans for skills, unapproved content
// would reach the agent without passing through the trusted root. Several
// harnesses scan recursively, hidden directories included, so "inside"
// means at any depth.

// discoveryDir is a directory some harness scans for skills, as a
// sequence of path elements matched anywhere in a path (so it covers the
// project level, the user level and nested projects alike).
type discoveryDir struct {
	elems []string
	who   string
}

// discoveryDirs are the known discovery directories, from the one table
// of harnesses (package harness). Any other "skills" directory directly
// under a hidden directory is refused too (see findDiscovery): new
// harnesses keep adopting the ".<tool>/skills" layout.
var discoveryDirs = func() []discoveryDir {
	var out []discoveryDir
	for _, d := range harness.Discoveries() {
		who := strings.Join(d.Who, ", ")
		if i := strings.LastIndex(who, ", "); i >= 0 {
			who = who[:i] + " and " + who[i+2:]
		}
		out = append(out, discoveryDir{elems: strings.Split(d.Path, "/"), who: who})
	}
	return out
}()

// IsolationError is a cache placed where harnesses could load what is in
// it, or a trusted root or target that contains the cache.
type IsolationError struct {
	Cache  string // the cache directory
	Inside string // the directory that contains it
	What   string // what that directory is, for people
}

func (e *IsolationError) Error() string {
	return fmt.Sprintf("the skillpin cache %s is inside %s (%s), so unapproved skills in the store could reach an agent; set SKILLPIN_CACHE (or XDG_CACHE_HOME) to a directory outside every harness skills directory, the trusted root and the targets, e.g. ~/.cache/skillpin",
		e.Cache, e.Inside, e.What)
}

func (e *IsolationError) Is(target error) bool { return target == errkind.Invalid }

// CheckIsolation refuses (with an *IsolationError) a cache inside any
// harness discovery directory, at any depth and whether reached directly
// or through symlinks, and a trusted root, generation, build directory or
// target of the project laid out as l that contains the cache (a zero l
// checks the cache alone). home only shortens paths in messages.
func CheckIsolation(cacheDir string, l layout.Layout, home string, targets []string) error {
	cache, err := filepath.Abs(cacheDir)
	if err != nil {
		return fmt.Errorf("cache directory %q: %w", cacheDir, err)
	}
	candidates := []string{cache}
	if real := layout.RealPath(cache); real != cache {
		candidates = append(candidates, real)
	}
	display := func(p string) string {
		if home != "" {
			if rel, err := filepath.Rel(home, p); err == nil && layout.Within(p, home) {
				if rel == "." {
					return "~"
				}
				return "~" + string(filepath.Separator) + rel
			}
		}
		return p
	}
	for _, c := range candidates {
		if dir, who, ok := findDiscovery(c); ok {
			return &IsolationError{Cache: display(cache), Inside: display(dir), What: "a skills directory scanned by " + who}
		}
	}
	if l.State == "" {
		return nil
	}
	cleaned, err := CleanTargets(l, targets)
	if err != nil {
		return err
	}
	type surface struct{ dir, what string }
	surfaces := []surface{
		{l.RootPath(), "the trusted root"},
		{filepath.Join(l.State, layout.GenerationsDir), "the trusted root's generations"},
		{filepath.Join(l.State, layout.TmpDir), "skillpin's build directory for targets"},
	}
	for _, t := range cleaned {
		surfaces = append(surfaces, surface{filepath.Join(l.Base, filepath.FromSlash(t)), "target " + t})
	}
	for _, s := range surfaces {
		dirs := []string{s.dir}
		if real := layout.RealPath(s.dir); real != s.dir {
			dirs = append(dirs, real)
		}
		for _, c := range candidates {
			for _, d := range dirs {
				if layout.Within(c, d) {
					return &IsolationError{Cache: display(cache), Inside: display(s.dir), What: s.what}
				}
			}
		}
	}
	return nil
}

// findDiscovery reports the first discovery directory that p is in (or
// is), and who scans it. Names compare case-insensitively, as they do on
// the default file systems of macOS and Windows.
func findDiscovery(p string) (dir, who string, ok bool) {
	elems := strings.Split(filepath.ToSlash(filepath.Clean(p)), "/")
	for i := range elems {
		for _, d := range discoveryDirs {
			if i+len(d.elems) > len(elems) {
				continue
			}
			match := true
			for j, e := range d.elems {
				if !strings.EqualFold(elems[i+j], e) {
					match = false
					break
				}
			}
			if match {
				return joinElems(elems[:i+len(d.elems)]), d.who, true
			}
		}
		if i > 0 && strings.EqualFold(elems[i], "skills") && strings.HasPrefix(elems[i-1], ".") && len(elems[i-1]) > 1 && elems[i-1] != ".." {
			return joinElems(elems[:i+1]), "harnesses that scan .<tool>/skills directories", true
		}
	}
	return "", "", false
}

func joinElems(elems []string) string {
	s := strings.Join(elems, "/")
	if s == "" {
		s = "/"
	}
	return filepath.FromSlash(s)
}
