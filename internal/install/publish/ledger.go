package publish

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/skillpin/skillpin/internal/install/atomicfile"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/ui/hint"
)

// A checkout is untrusted input: whoever wrote it controls every file in
// the project, .skillpin included (git commits ignored files when they are
// added with -f). So what decides what skillpin may delete or declare
// published — which root generation it built, which target entries it
// made — is kept where a repository cannot ship it: in the cache, one
// ledger per project, keyed by the project's absolute path (the user
// scope's by its state directory, see layout.Layout.key).

// ledgerVersion is the format of a ledger file.
const ledgerVersion = 1

// Ledger is what skillpin did in one project, as recorded in the cache.
type Ledger struct {
	Version int    `json:"version"`
	Project string `json:"project"` // the layout's key: the project directory with links evaluated, or "user:" and the user state directory
	// DirID is the identity (device and inode) of the project directory
	// the ledger was saved for: a ledger of a directory that was deleted
	// and replaced by another at the same path (a fresh clone) is not
	// that directory's record. Empty in the user scope, and in ledgers
	// written before it was kept (taken as they are, then recorded).
	DirID string `json:"dir_id,omitempty"`
	// Root is the generation the trusted root link was last flipped to.
	Root *Generation `json:"root,omitempty"`
	// Targets maps each target to the entries skillpin created there.
	Targets map[string]map[string]ownedEntry `json:"targets,omitempty"`
	// Temps are build names skillpin may have left inside targets (when
	// a target is on another file system than .skillpin/tmp); the next
	// run removes them.
	Temps []string `json:"temps,omitempty"`
	// Frozen is the key of the skills.lock whose content-derived fields
	// install --frozen last found true of the stored content (see
	// project's checkDerived): a pure function of the lock's bytes, since
	// the store is addressed by the digests the lock names.
	Frozen string `json:"frozen,omitempty"`

	path      string // the ledger file
	cache     string // the cache directory
	movedFrom string // the ledger file of the path the project had before it was moved; removed on Save
	dir       string // the identity of the project directory now, recorded as DirID on Save
}

// Generation is a published root generation: its directory name under
// .skillpin/generations, that directory's identity (so that a directory of
// the same name shipped by a checkout is not taken for it), and what it
// holds.
type Generation struct {
	ID     string     `json:"id"`
	FileID string     `json:"file_id"`
	Mode   string     `json:"mode"`
	Store  string     `json:"store,omitempty"` // symlink mode: the store the links point into
	Skills []genSkill `json:"skills"`
	// Dirs is the stamp of a copy generation's directories taken when it
	// was published (see generationStamp), "" when none could be taken:
	// a warm check that finds it unchanged need not list them.
	Dirs string `json:"dirs,omitempty"`
}

type genSkill struct {
	Name   string `json:"name"`
	Digest string `json:"digest"`
}

// LedgerPath is the ledger file of the project laid out as l in cacheDir:
// a reader that keeps what it read from a project watches it for a new
// publication.
func LedgerPath(cacheDir string, l layout.Layout) string { return layout.LedgerPath(cacheDir, l.Key()) }

// LoadLedger reads the ledger of the project laid out as lay; a project
// skillpin never published in this cache has an empty one. A ledger that
// cannot be read is an error: without it skillpin cannot tell its entries
// from a user's.
func LoadLedger(cacheDir string, lay layout.Layout) (*Ledger, error) {
	abs := lay.Key()
	p := layout.LedgerPath(cacheDir, abs)
	l := &Ledger{Version: ledgerVersion, Project: abs, path: p, cache: cacheDir, dir: projectDirID(lay), Targets: map[string]map[string]ownedEntry{}}
	data, err := os.ReadFile(p)
	if errors.Is(err, fs.ErrNotExist) {
		if legacy := unresolvedLedger(cacheDir, lay, abs); legacy != nil {
			return legacy, nil
		}
		if moved := movedLedger(cacheDir, lay); moved != nil {
			return moved, nil
		}
		return l, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read skillpin's record of %s: %w", abs, err)
	}
	var got Ledger
	if err := json.Unmarshal(data, &got); err != nil || got.Version != ledgerVersion || got.Project != abs {
		if err == nil {
			err = fmt.Errorf("version %d for project %q", got.Version, got.Project)
		}
		return nil, hint.Errorf("skillpin's record of %s (%s) is unreadable (%v); delete it and run `%s`: the trusted root is rebuilt, and target entries skillpin made before are then left alone while they match, and reported as clashes for you to remove once they differ", abs, p, err, hint.Run("install"))
	}
	got.path, got.cache, got.dir = p, cacheDir, l.dir
	if got.DirID != "" && got.DirID != projectDirID(lay) {
		// Another directory had this path: its record says nothing about
		// this one (its root generation and target entries went with it).
		// Start afresh; Save replaces the old record.
		return l, nil
	}
	if got.Targets == nil {
		got.Targets = map[string]map[string]ownedEntry{}
	}
	return &got, nil
}

// projectDirID is the identity of the project directory of lay, "" in the
// user scope or when it cannot be read.
func projectDirID(lay layout.Layout) string {
	if lay.User() {
		return ""
	}
	fi, err := os.Stat(lay.Config)
	if err != nil {
		return ""
	}
	return dirID(fi)
}

// unresolvedLedger adopts the ledger skillpin versions before the
// resolved key kept under the path the project was named by (abs, links
// not evaluated), when that path differs from the resolved key: that is
// the same project's record. Nil when there is none. Save moves it.
func unresolvedLedger(cacheDir string, lay layout.Layout, key string) *Ledger {
	named := lay.Config
	if lay.User() {
		named = "user:" + lay.State
	}
	if named == key {
		return nil
	}
	p := layout.LedgerPath(cacheDir, named)
	data, err := os.ReadFile(p)
	if err != nil {
		return nil
	}
	var l Ledger
	if json.Unmarshal(data, &l) != nil || l.Version != ledgerVersion || l.Project != named {
		return nil
	}
	if l.Targets == nil {
		l.Targets = map[string]map[string]ownedEntry{}
	}
	l.Project, l.path, l.cache, l.movedFrom, l.dir = key, layout.LedgerPath(cacheDir, key), cacheDir, p, projectDirID(lay)
	return &l
}

// Save writes the ledger atomically.
func (l *Ledger) Save() error {
	if l.Targets == nil {
		l.Targets = map[string]map[string]ownedEntry{}
	}
	if l.dir != "" {
		l.DirID = l.dir
	}
	data, err := json.MarshalIndent(l, "", "  ")
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(l.path), 0o755); err != nil {
		return fmt.Errorf("save skillpin's record of %s: %w", l.Project, err)
	}
	if err := atomicfile.WriteFile(l.path, append(data, '\n'), 0o644, ""); err != nil {
		return err
	}
	if l.movedFrom != "" {
		// The record now lives under the project's new path; the old one
		// would be taken for the record of whatever is created there next.
		// The new record is saved; an old one left behind names a path
		// whose generation is gone, so it is never taken for a record of
		// what is there (and gc drops it with that path's registration).
		_ = os.Remove(l.movedFrom)
		l.movedFrom = ""
	}
	return nil
}

// movedLedger finds the ledger of a project that was moved (renamed) since
// skillpin last published in it: ledgers are keyed by the project's path,
// so after a move its target entries would otherwise be taken for the
// user's and never updated. The ledger found is the one whose published
// generation is a directory of this project's state directory with the
// identity skillpin recorded (a rename keeps a directory's device and
// inode), while nothing is left of that generation at the old path. A
// checkout cannot forge that identity: a directory it ships is a new one.
// A copy of a project is not a move (the original still holds the
// generation) and starts with a ledger of its own. Nil when none matches;
// the project scope only (the user scope is keyed by its state directory,
// which is not moved with anything).
func movedLedger(cacheDir string, lay layout.Layout) *Ledger {
	if lay.User() {
		return nil
	}
	// A state or generations directory the checkout made a link is never
	// read through: it could name another project's generation.
	for _, dir := range []string{lay.State, filepath.Join(lay.State, layout.GenerationsDir)} {
		if fi, err := os.Lstat(dir); err != nil || !fi.IsDir() {
			return nil
		}
	}
	gens, err := os.ReadDir(filepath.Join(lay.State, layout.GenerationsDir))
	if err != nil || len(gens) == 0 {
		return nil
	}
	ledgers, err := filepath.Glob(filepath.Join(cacheDir, layout.ProjectsDir, "*.ledger.json"))
	if err != nil {
		return nil
	}
	for _, p := range ledgers {
		data, err := os.ReadFile(p)
		if err != nil {
			continue
		}
		var l Ledger
		if json.Unmarshal(data, &l) != nil || l.Version != ledgerVersion || l.Root == nil || l.Root.FileID == "" ||
			strings.HasPrefix(l.Project, "user:") || l.Project == lay.Key() || !filepath.IsLocal(l.Root.ID) {
			continue
		}
		fi, err := os.Lstat(filepath.Join(lay.State, layout.GenerationsDir, l.Root.ID))
		if err != nil || !fi.IsDir() || dirID(fi) != l.Root.FileID {
			continue
		}
		if _, err := os.Lstat(filepath.Join(layout.ProjectLayout(l.Project).State, layout.GenerationsDir, l.Root.ID)); !errors.Is(err, fs.ErrNotExist) {
			continue // still there (or cannot be told): not a move
		}
		if l.Targets == nil {
			l.Targets = map[string]map[string]ownedEntry{}
		}
		l.Project, l.path, l.cache, l.movedFrom, l.dir = lay.Key(), layout.LedgerPath(cacheDir, lay.Key()), cacheDir, p, projectDirID(lay)
		// Build names left in targets are absolute paths under the old
		// location, which may hold something else now: never removed.
		l.Temps = nil
		return &l
	}
	return nil
}

// Published returns name -> digest of the generation recorded as
// published; empty when nothing was.
func (l *Ledger) Published() map[string]string {
	out := map[string]string{}
	if l.Root != nil {
		for _, s := range l.Root.Skills {
			out[s.Name] = s.Digest
		}
	}
	return out
}

func (l *Ledger) marshalTargets() string {
	b, _ := json.Marshal(l.Targets)
	return string(b)
}
