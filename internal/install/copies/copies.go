// Package copies finds the skill directories other tools left in a
// project's targets (and the harness directories those tools write), and
// moves the ones that hold exactly the pinned content aside, never
// deleting them and never through a link: what `import` reports and
// replaces.
package copies

import (
	"cmp"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/ui/errkind"
)

// ReplacedDir is where import moves the copies it replaces, under the
// project's state directory (.skillpin, which git ignores but for the
// approvals): one directory per run, named by its time, holding each copy
// at its path relative to the project.
const ReplacedDir = "replaced"

// Copy is a skill directory in a target that skillpin did not write.
type Copy struct {
	Target string `json:"target"`
	Name   string `json:"name"`
	// State is "same" (it holds exactly the content pinned for a skill of
	// its name: locked, or with DryRun, as import would lock it),
	// "differs" (edited, or installed from another version), "link" (a
	// link other tools make to their own store; not followed), or
	// "unmapped" (no skill of that name is pinned: nothing recorded where
	// it came from).
	State string `json:"state"`
}

// Moved is a copy another tool left in a target that import moved
// aside (or, in a dry run, would move).
type Moved struct {
	Target string `json:"target"`
	Name   string `json:"name"`
	// To is where it went, relative to the project (the user scope: to
	// the home directory); moving it back undoes the move.
	To string `json:"to"`
}

// List lists the skill directories in dirs (targets and the harness
// directories other tools write, relative to base) that are not ours
// (target + "\x00" + name of skillpin's entries). A copy of a skill
// pinned (pinned maps its name to its digest) is compared with that
// digest; links (other tools link their own store into each harness
// directory) are reported, never followed.
func List(base string, dirs []string, ours map[string]bool, pinned map[string]string, limits catalog.Limits) []Copy {
	out := []Copy{}
	for _, t := range dirs {
		dir := filepath.Join(base, filepath.FromSlash(t))
		if fi, err := os.Lstat(dir); err != nil || !fi.IsDir() {
			continue // missing, or a link to somewhere else: not looked into
		}
		ents, err := os.ReadDir(dir)
		if err != nil {
			continue
		}
		for _, e := range ents {
			name := e.Name()
			if strings.HasPrefix(name, ".") || ours[t+"\x00"+name] {
				continue
			}
			entry := filepath.Join(dir, name)
			fi, err := os.Lstat(entry)
			if err != nil {
				continue
			}
			c := Copy{Target: t, Name: name}
			switch {
			case fi.Mode()&fs.ModeSymlink != 0:
				c.State = "link"
			case !fi.IsDir():
				continue
			default:
				if _, err := os.Lstat(filepath.Join(entry, catalog.SkillFile)); err != nil {
					continue // not a skill
				}
				c.State = "unmapped"
				if digest, ok := pinned[name]; ok {
					c.State = "differs"
					set, probs := catalog.FileSetOf(os.DirFS(dir), name, limits)
					if !catalog.HasErrors(probs) && set.Digest() == digest {
						c.State = "same"
					}
				}
			}
			out = append(out, c)
		}
	}
	// One order whatever the targets' order in skills.toml (a dry run
	// before init has none): the dry run and the import list alike.
	slices.SortFunc(out, func(a, b Copy) int {
		return cmp.Or(strings.Compare(a.Target, b.Target), strings.Compare(a.Name, b.Name))
	})
	return out
}

// MoveAside moves every copy of copies whose state is "same" — it
// holds exactly the content locked for a skill of its name — out of its
// target into .skillpin/replaced/TIME/TARGET/NAME, so that skillpin
// install can put its verified copy there once the skill is approved.
// A copy is moved, never deleted, with one rename inside the project
// (the user scope: inside the home directory), through no link: a
// target, a directory above it or a directory of the destination that is
// a link refuses the move, as does a copy whose content changed since it
// was compared. With dryRun it says where each would go and moves
// nothing.
func MoveAside(lay layout.Layout, now time.Time, copies []Copy, locked func(name string) (digest string, ok bool), limits catalog.Limits, dryRun bool) ([]Moved, error) {
	out := []Moved{}
	var todo []Copy
	for _, c := range copies {
		if c.State == "same" {
			todo = append(todo, c)
		}
	}
	if len(todo) == 0 {
		return out, nil
	}
	state, err := filepath.Rel(lay.Base, lay.State)
	if err != nil || !filepath.IsLocal(state) {
		return out, errkind.Mark(fmt.Errorf("cannot move copies aside: skillpin's state directory %s is not inside %s, and a copy is only ever moved within it", lay.State, lay.Base), errkind.Invalid)
	}
	stamp := now.UTC().Format("20060102T150405Z")
	root, err := os.OpenRoot(lay.Base)
	if err != nil {
		return out, fmt.Errorf("move copies aside: %w", err)
	}
	defer root.Close()
	run := path.Join(filepath.ToSlash(state), ReplacedDir, stamp)
	for i := 2; ; i++ {
		// A name not taken yet; any other error (a link on the way,
		// refused by the root) is reported by moveCopy's checks.
		if _, err := root.Lstat(run); err != nil {
			break
		}
		run = path.Join(filepath.ToSlash(state), ReplacedDir, fmt.Sprintf("%s-%d", stamp, i))
	}
	var errs []error
	for _, c := range todo {
		from := path.Join(c.Target, c.Name)
		to := path.Join(run, from)
		if dryRun {
			out = append(out, Moved{Target: c.Target, Name: c.Name, To: to})
			continue
		}
		digest, ok := locked(c.Name)
		if !ok {
			errs = append(errs, fmt.Errorf("%s was not moved: no skill of its name is locked", from))
			continue
		}
		if err := moveCopy(root, from, to, digest, limits); err != nil {
			errs = append(errs, fmt.Errorf("%s was not moved: %w", from, err))
			continue
		}
		out = append(out, Moved{Target: c.Target, Name: c.Name, To: to})
	}
	if len(errs) > 0 {
		return out, errkind.Mark(errors.Join(errs...), errkind.CheckFailed)
	}
	return out, nil
}

// moveCopy renames from to to inside root after checking that no
// directory on either path is a link and that from still holds digest.
// The rename is one system call: the copy is in one place or the other.
func moveCopy(root *os.Root, from, to, digest string, limits catalog.Limits) error {
	if err := noLinks(root, from, true); err != nil {
		return err
	}
	if err := noLinks(root, path.Dir(to), false); err != nil {
		return err
	}
	// Compared again through the root, just before the move: a copy
	// edited since it was listed stays where it is.
	set, probs := catalog.FileSetOf(root.FS(), from, limits)
	if catalog.HasErrors(probs) || set.Digest() != digest {
		return errors.New("its content is no longer the pinned content")
	}
	if err := root.MkdirAll(path.Dir(to), 0o755); err != nil {
		return err
	}
	if err := noLinks(root, path.Dir(to), true); err != nil {
		return err
	}
	return root.Rename(from, to)
}

// noLinks fails when a directory on rel (each prefix, rel included) is a
// link or not a directory. With mustExist a missing one fails too;
// otherwise the rest of the path is left to be created.
func noLinks(root *os.Root, rel string, mustExist bool) error {
	parts := strings.Split(rel, "/")
	for i := range parts {
		p := strings.Join(parts[:i+1], "/")
		fi, err := root.Lstat(p)
		if errors.Is(err, fs.ErrNotExist) && !mustExist {
			return nil
		}
		if err != nil {
			return err
		}
		if fi.Mode()&fs.ModeSymlink != 0 {
			return fmt.Errorf("%s is a link (not followed)", p)
		}
		if !fi.IsDir() {
			return fmt.Errorf("%s is not a directory", p)
		}
	}
	return nil
}
