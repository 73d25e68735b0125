package publish

import (
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/install/store"
	"github.com/skillpin/skillpin/internal/ui/hint"
)

// Where targets may be: a target list cleaned and checked against the
// layout, and each path resolved component by component, judged by what it
// is (a repository, skillpin's own directories, the cache) after links are
// followed.

// CleanTargets validates the target settings of the project laid out as
// l and returns them cleaned (slash-separated, relative to l.Base, as
// path.Clean makes them), in the given order. TargetReport.Target and
// TargetMismatch.Target use these cleaned forms. A bad setting is a
// *TargetError. (Where a target really leads, links evaluated, is checked
// when it is used: see targetSync.resolve.)
func CleanTargets(l layout.Layout, targets []string) ([]string, error) {
	var out []string
	reserved := l.Reserved()
	for _, t := range targets {
		c := path.Clean(filepath.ToSlash(t))
		switch {
		case t == "" || c == ".":
			return nil, &TargetError{Target: t, Reason: "must name a directory inside " + l.BaseName() + ", such as .claude/skills"}
		case l.User() && (c == "~" || strings.HasPrefix(c, "~/")):
			return nil, &TargetError{Target: t, Reason: fmt.Sprintf("the user scope's targets are relative to your home directory already: write %q", strings.TrimPrefix(strings.TrimPrefix(c, "~"), "/"))}
		case filepath.IsAbs(t) || strings.HasPrefix(c, "/") || filepath.VolumeName(t) != "":
			if l.User() {
				return nil, &TargetError{Target: t, Reason: "must be relative to your home directory, such as .claude/skills"}
			}
			return nil, &TargetError{Target: t, Reason: "must be relative to the project directory; harness directories in your home are targets of the user scope: list them in `" +
				hint.RunIn(hint.User, "init").String() + "`'s skills.toml (see `" + hint.RunIn(hint.User, "root").String() + "`)"}
		case c == ".." || strings.HasPrefix(c, "../") || !fs.ValidPath(c) || strings.ContainsAny(c, "\\\x00"):
			return nil, &TargetError{Target: t, Reason: "must stay inside " + l.BaseName()}
		}
		for _, r := range reserved {
			switch {
			case c == r.Rel || strings.HasPrefix(c, r.Rel+"/"):
				return nil, &TargetError{Target: t, Reason: "is inside " + r.What}
			case strings.HasPrefix(r.Rel, c+"/"):
				return nil, &TargetError{Target: t, Reason: "contains " + r.What}
			}
		}
		for _, o := range out {
			switch {
			case o == c:
				return nil, &TargetError{Target: t, Reason: "is listed twice"}
			case strings.HasPrefix(c, o+"/") || strings.HasPrefix(o, c+"/"):
				return nil, &TargetError{Target: t, Reason: fmt.Sprintf("overlaps target %q; targets must not contain each other", o)}
			}
		}
		out = append(out, c)
	}
	return out, nil
}

// CheckTargetPlaces checks, writing nothing, that every target may be
// written: the listed targets (CleanTargets) and those skillpin still has
// entries in must each resolve, links evaluated, inside the layout's base,
// outside .git, the config and state directories and the cache, and
// contain none of them; a missing part of a path must not be one of them
// either, since SyncTargets would create it. A bad one is a *TargetError
// or an *UnsafePathError. Every command that publishes calls it before it
// changes any state (skills.lock, approvals, the root), so that a refused
// target changes nothing; SyncTargets calls it too.
func CheckTargetPlaces(root *Root, targets []string) error {
	cleaned, err := CleanTargets(root.Layout, targets)
	if err != nil {
		return err
	}
	ts, err := newTargetSync(root)
	if err != nil {
		return err
	}
	return ts.checkPlaces(cleaned)
}

// checkPlaces is CheckTargetPlaces for the cleaned targets.
func (ts *targetSync) checkPlaces(cleaned []string) error {
	all := slices.Clone(cleaned)
	for _, t := range slices.Sorted(maps.Keys(ts.ledger.Targets)) {
		if !slices.Contains(all, t) {
			all = append(all, t)
		}
	}
	for _, t := range all {
		if _, err := ts.resolve(t, false); err != nil {
			return err
		}
	}
	return nil
}

// resolve returns the real directory of target t: each component of the
// path is looked at in turn with links evaluated, and must lie inside the
// base and outside .git, the config and state directories and the cache;
// the target itself must contain none of them. With create, missing
// components are made (one by one, each inside a directory already found
// safe); without, a missing target resolves to "".
func (ts *targetSync) resolve(t string, create bool) (string, error) {
	unsafe := func(p, reason string) error {
		return &UnsafePathError{Path: fmt.Sprintf("target %q (%s)", t, p), Reason: reason}
	}
	cur := ts.baseDir
	elems := strings.Split(t, "/")
	for i, el := range elems {
		next := filepath.Join(cur, el)
		fi, err := os.Lstat(next)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			// What is missing would be made as named: it must not become
			// a forbidden directory (.git in a project that has none yet).
			if err := ts.checkMissing(filepath.Join(append([]string{cur}, elems[i:]...)...)); err != nil {
				return "", unsafe(next, err.Error())
			}
			if !create {
				return "", nil
			}
			if err := os.Mkdir(next, 0o755); err != nil && !errors.Is(err, fs.ErrExist) {
				return "", fmt.Errorf("target %s: %w", t, err)
			}
			fi, err = os.Lstat(next)
			if err != nil {
				return "", fmt.Errorf("target %s: %w", t, err)
			}
			if !fi.IsDir() {
				return "", unsafe(next, "appeared as something other than a directory while skillpin created it")
			}
		case err != nil:
			return "", fmt.Errorf("target %s: %w", t, err)
		case fi.Mode()&fs.ModeSymlink != 0:
			real, err := filepath.EvalSymlinks(next)
			if err != nil {
				link, _ := os.Readlink(next)
				return "", unsafe(next, fmt.Sprintf("is a link to %s, which cannot be resolved (%v)", link, errors.Unwrap(err)))
			}
			next = real
			if fi, err = os.Stat(next); err != nil || !fi.IsDir() {
				return "", unsafe(next, "is a link to something that is not a directory")
			}
		case !fi.IsDir():
			return "", unsafe(next, "is a "+store.TypeName(fi.Mode())+", not a directory")
		}
		if err := ts.checkPlace(next); err != nil {
			return "", unsafe(next, err.Error())
		}
		cur = next
	}
	if err := ts.checkContents(cur); err != nil {
		return "", unsafe(cur, err.Error())
	}
	return cur, nil
}

// forbiddenDir is a directory no target may lie in or contain.
type forbiddenDir struct{ dir, name string }

// forbidden lists the directories of ts.layout that a target must stay
// out of: .git of the base, where a skill file could become a git hook or
// config; the state directory, which skillpin manages itself (the trusted
// root is there already); the config directory, where skills.toml and
// skills.lock live; and the cache.
func (ts *targetSync) forbidden() []forbiddenDir {
	out := []forbiddenDir{
		{filepath.Join(ts.baseDir, ".git"), ".git, where a skill file could become a git hook or config"},
		{ts.stateDir, ts.layout.StateName() + ", which skillpin manages itself (the trusted root is there already)"},
	}
	if ts.configDir != ts.baseDir {
		out = append(out, forbiddenDir{ts.configDir, "skillpin's config directory " + ts.configDir})
	}
	if ts.ledger.cache != "" {
		out = append(out, forbiddenDir{ts.ledger.cache, "the skillpin cache"})
	}
	return out
}

// checkPlace says why the real directory p may not hold a target: outside
// the base, or inside a forbidden directory. Directories are compared by
// identity, so case-insensitive and normalizing file systems cannot spell
// their way past a check.
func (ts *targetSync) checkPlace(p string) error {
	if !layout.Within(p, ts.baseDir) {
		return fmt.Errorf("resolves outside %s; skillpin only writes targets inside %s", ts.layout.BaseName(), ts.layout.BaseName())
	}
	for _, f := range ts.forbidden() {
		if inside(p, f.dir, ts.baseDir) {
			return errors.New("resolves into " + f.name)
		}
	}
	if rel, err := filepath.Rel(ts.baseDir, p); err == nil && rel != "." {
		q := ts.baseDir
		for _, el := range strings.Split(rel, string(filepath.Separator)) {
			q = filepath.Join(q, el)
			if why := whatItIs(q); why != "" {
				return errors.New("resolves into " + why)
			}
		}
	}
	return nil
}

// checkMissing says why p, a path below an existing safe directory that
// does not exist yet, may not be created as (part of) a target: it would
// be one of the forbidden directories, which are compared by name here,
// ignoring case, since there is nothing to compare by identity yet.
func (ts *targetSync) checkMissing(p string) error {
	for _, f := range ts.forbidden() {
		if layout.Within(strings.ToLower(p), strings.ToLower(f.dir)) {
			return errors.New("would be made inside " + f.name)
		}
	}
	if rel, err := filepath.Rel(ts.baseDir, p); err == nil {
		for _, el := range strings.Split(rel, string(filepath.Separator)) {
			if why := reservedName(el); why != "" {
				return errors.New("would be made as " + why)
			}
		}
	}
	return nil
}

// checkContents says why the real directory p, a target, may not hold
// skills though it lies in a good place: it is the base itself, or holds
// a forbidden directory (a target linked to the home directory would
// otherwise put skills beside the user scope's own files).
func (ts *targetSync) checkContents(p string) error {
	if same(p, ts.baseDir) {
		return fmt.Errorf("resolves to %s itself; a target is a harness skills directory inside it", ts.layout.BaseName())
	}
	for _, f := range ts.forbidden() {
		if inside(f.dir, p, "") {
			return errors.New("contains " + f.name)
		}
	}
	return nil
}

// whatItIs says what the real directory p is when it is one no target
// may lie in, whatever repository or project it belongs to: a .git
// directory (of the project, of a nested repository or submodule, of a
// repository under the home directory), a git directory by what it holds
// (a bare repository: hooks there run too), or a .skillpin directory
// (another project's state). "" when it is none of them. Judged by what p
// is, not by which project's path it is, so that no route (a nested
// repository, a link) leads a skill file into git's hooks or config.
func whatItIs(p string) string {
	if why := reservedName(filepath.Base(p)); why != "" {
		return why
	}
	if isGitDir(p) {
		return "a git directory (" + p + "), where a skill file could become a git hook or config"
	}
	return ""
}

// reservedName says what a directory called name is when no target may
// be in it: any repository's .git, any project's .skillpin. Names compare
// ignoring case, as case-insensitive file systems do.
func reservedName(name string) string {
	switch {
	case strings.EqualFold(name, ".git"):
		return "a repository's .git, where a skill file could become a git hook or config"
	case strings.EqualFold(name, layout.StateDir):
		return "a project's " + layout.StateDir + ", which skillpin manages itself"
	}
	return ""
}

// isGitDir reports whether dir holds what git requires of a repository's
// git directory (setup.c's is_git_directory): HEAD, objects/ and refs/.
func isGitDir(dir string) bool {
	if _, err := os.Lstat(filepath.Join(dir, "HEAD")); err != nil {
		return false
	}
	for _, sub := range []string{"objects", "refs"} {
		if fi, err := os.Stat(filepath.Join(dir, sub)); err != nil || !fi.IsDir() {
			return false
		}
	}
	return true
}

// inside reports whether p is dir or below it, comparing directories by
// identity from p up to stop (or the file system root when stop is "").
// A dir that does not exist holds nothing.
func inside(p, dir, stop string) bool {
	dfi, err := os.Stat(dir)
	if err != nil {
		return false
	}
	for q := p; ; q = filepath.Dir(q) {
		if qfi, err := os.Stat(q); err == nil && os.SameFile(qfi, dfi) {
			return true
		}
		if q == stop || q == filepath.Dir(q) {
			return false
		}
	}
}

// same reports whether a and b are the same existing directory.
func same(a, b string) bool {
	afi, err := os.Stat(a)
	if err != nil {
		return false
	}
	bfi, err := os.Stat(b)
	return err == nil && os.SameFile(afi, bfi)
}
