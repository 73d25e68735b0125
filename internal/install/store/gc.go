package store

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/BurntSushi/toml"

	"github.com/skillpin/skillpin/internal/faults"
	"github.com/skillpin/skillpin/internal/install/atomicfile"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/lock/tomlfile"
)

// The store is shared by every project of the user, so no project can say
// alone which entries are garbage. Each install registers its project in
// <cache>/projects/<hash of the absolute path>.toml; gc reads the
// skills.lock of every registered project and keeps what any of them
// references.

// registerEvery is how stale a registration's last_used may get before an
// install rewrites it; in between, a warm install writes nothing.
const registerEvery = 24 * time.Hour

type registration struct {
	Path     string `toml:"path"`
	LastUsed string `toml:"last_used"`
}

// RegisterProject records the project laid out as l in the cache (by the
// directory of its skills.lock), so that gc keeps the store entries its
// lock references.
func RegisterProject(cacheDir string, l layout.Layout) error {
	return registerProject(cacheDir, l.Config, time.Now())
}

func registerProject(cacheDir, projectDir string, now time.Time) error {
	abs, err := filepath.Abs(projectDir)
	if err != nil {
		return fmt.Errorf("register project: %w", err)
	}
	abs = layout.RealPath(abs) // one registration whatever route named the project
	dir := filepath.Join(cacheDir, layout.ProjectsDir)
	sum := sha256.Sum256([]byte(abs))
	p := filepath.Join(dir, hex.EncodeToString(sum[:8])+".toml")
	if old, ok := readRegistration(p); ok && old.Path == abs {
		if t, err := time.Parse(time.RFC3339, old.LastUsed); err == nil && now.Sub(t) < registerEvery && now.Sub(t) >= 0 {
			return nil
		}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("register project: %w", err)
	}
	data := fmt.Sprintf("# A project that uses this skillpin cache; `skillpin cache gc` keeps what its skills.lock references.\npath = %s\nlast_used = %s\n",
		tomlfile.Quote(abs), tomlfile.Quote(now.UTC().Format(time.RFC3339)))
	return atomicfile.WriteFile(p, []byte(data), 0o644, "")
}

func readRegistration(p string) (registration, bool) {
	var r registration
	data, err := os.ReadFile(p)
	if err != nil {
		return r, false
	}
	if _, err := toml.NewDecoder(bytes.NewReader(data)).Decode(&r); err != nil || r.Path == "" {
		return r, false
	}
	return r, true
}

// GCReport is what GC kept and removed.
type GCReport struct {
	Projects     []string `json:"projects"`     // registered projects whose locks were read
	Unregistered []string `json:"unregistered"` // projects dropped: directory or skills.lock gone
	Kept         int      `json:"kept"`         // store entries still referenced
	Removed      []string `json:"removed"`      // digests of removed store entries
	Stale        []string `json:"stale"`        // leftovers of crashed runs removed from the store and the git caches
	FreedBytes   int64    `json:"freed_bytes"`  // bytes of file content removed
}

// GC removes store entries that no registered project's skills.lock
// references, and temporary directories of crashed runs. referenced
// returns the skill digests a project's lock pins; an error matching
// fs.ErrNotExist means the project has no skills.lock any more, and the
// project is unregistered (so is a project whose directory is gone). Any
// other error stops GC before it removes anything: it cannot know what
// that project needs. Fault point "cache.gc" before the first removal.
// Callers hold LockCache.
func GC(cacheDir string, referenced func(projectDir string) ([]string, error)) (GCReport, error) {
	return gc(cacheDir, referenced, time.Now())
}

func gc(cacheDir string, referenced func(string) ([]string, error), now time.Time) (GCReport, error) {
	rep := GCReport{Projects: []string{}, Unregistered: []string{}, Removed: []string{}, Stale: []string{}}
	keep := map[string]bool{}
	var drop []string // registration files to remove

	dir := filepath.Join(cacheDir, layout.ProjectsDir)
	ents, err := os.ReadDir(dir)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return rep, fmt.Errorf("cache gc: %w", err)
	}
	for _, e := range ents {
		p := filepath.Join(dir, e.Name())
		if !strings.HasSuffix(e.Name(), ".toml") {
			continue
		}
		reg, ok := readRegistration(p)
		if !ok {
			drop = append(drop, p)
			rep.Unregistered = append(rep.Unregistered, p)
			continue
		}
		if fi, err := os.Stat(reg.Path); err != nil || !fi.IsDir() {
			// The project is gone: so is everything skillpin wrote in it.
			drop = append(drop, p)
			rep.Unregistered = append(rep.Unregistered, reg.Path)
			// (The user scope's ledger is keyed by its state directory and
			// stays: its targets are in the home directory, not here.)
			drop = append(drop, layout.LedgerPath(cacheDir, layout.ProjectLayout(reg.Path).Key()))
			continue
		}
		digests, err := referenced(reg.Path)
		if errors.Is(err, fs.ErrNotExist) {
			drop = append(drop, p)
			rep.Unregistered = append(rep.Unregistered, reg.Path)
			continue
		}
		if err != nil {
			return rep, fmt.Errorf("cache gc: project %s: %w; nothing was removed: fix the project, or delete its registration %s", reg.Path, err, p)
		}
		rep.Projects = append(rep.Projects, reg.Path)
		for _, d := range digests {
			keep[d] = true
		}
	}

	store := &Store{Dir: filepath.Join(cacheDir, layout.StoreDir)}
	digests, err := store.List()
	if err != nil {
		return rep, fmt.Errorf("cache gc: %w", err)
	}
	if err := faults.Hit("cache.gc"); err != nil {
		return rep, fmt.Errorf("cache gc: %w", err)
	}
	for _, p := range drop {
		if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return rep, fmt.Errorf("cache gc: %w", err)
		}
	}
	for _, d := range digests {
		if keep[d] {
			rep.Kept++
			continue
		}
		size := treeSize(store.Path(d))
		if err := store.Remove(d); err != nil {
			return rep, fmt.Errorf("cache gc: %w", err)
		}
		rep.Removed = append(rep.Removed, d)
		rep.FreedBytes += size
	}
	if _, err := os.Stat(store.Dir); err == nil {
		stale, err := store.cleanStale(now)
		rep.Stale = append(rep.Stale, stale...)
		if err != nil {
			return rep, fmt.Errorf("cache gc: %w", err)
		}
	}
	slices.Sort(rep.Projects)
	return rep, nil
}

func treeSize(dir string) int64 {
	var n int64
	_ = filepath.WalkDir(dir, func(_ string, d fs.DirEntry, err error) error {
		if err == nil && d.Type().IsRegular() {
			if fi, err := d.Info(); err == nil {
				n += fi.Size()
			}
		}
		return nil
	})
	return n
}

// Clean removes everything skillpin keeps in the cache (store, git caches),
// keeping only the lock the caller holds, the CACHEDIR.TAG and the
// projects directory (registrations, and the ledgers that say which
// target entries skillpin made). It refuses a directory without skillpin's CACHEDIR.TAG:
// a mistyped SKILLPIN_CACHE must never empty someone's home. Callers hold
// LockCache.
func Clean(cacheDir string) error {
	abs, err := filepath.Abs(cacheDir)
	if err != nil {
		return fmt.Errorf("cache clean: %w", err)
	}
	tag, err := os.ReadFile(filepath.Join(abs, cacheTagFile))
	if errors.Is(err, fs.ErrNotExist) {
		if _, serr := os.Stat(abs); errors.Is(serr, fs.ErrNotExist) {
			return nil // nothing to clean
		}
	}
	if err != nil || !isCacheTag(tag) {
		return fmt.Errorf("cache clean: refusing to empty %s: it has no skillpin %s, so it may not be a skillpin cache; check SKILLPIN_CACHE, or remove the directory by hand if you are sure", abs, cacheTagFile)
	}
	ents, err := os.ReadDir(abs)
	if err != nil {
		return fmt.Errorf("cache clean: %w", err)
	}
	var errs []error
	for _, e := range ents {
		switch e.Name() {
		case cacheTagFile, "lock", "lock.holder":
			continue
		case layout.ProjectsDir:
			// Project registrations and skillpin's ledgers of what it
			// wrote in each project stay: without a ledger, skillpin no
			// longer knows its target entries from a user's.
			continue
		}
		if err := RemoveTree(filepath.Join(abs, e.Name())); err != nil {
			errs = append(errs, err)
		}
	}
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("cache clean: %w", err)
	}
	return nil
}
