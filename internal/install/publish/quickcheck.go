package publish

import (
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/install/store"
	"github.com/skillpin/skillpin/internal/ui/hint"
)

// QuickCheck is Check without reading any file's bytes: what a plain
// install can afford on every run. It finds skills and files missing or
// added, files of another type, size or mode, and links that point
// anywhere but the store; an edit that keeps a file's size and mode is
// what Check (verify, install --repair) re-hashes for.
func (r *Root) QuickCheck(entries []RootEntry) []store.Mismatch {
	sorted, err := sortEntries(entries)
	if err != nil {
		return []store.Mismatch{{Path: ".", Kind: store.KindModified, Detail: hint.Text(err.Error())}}
	}
	g, err := r.current()
	if err != nil || g == nil {
		return r.Check(entries) // nothing published, or not by skillpin: Check says which
	}
	dir := filepath.Join(r.gensDir(), g.ID)
	if g.Mode == ModeCopy && g.Dirs != "" {
		if out, ok := quickStamped(dir, sorted, g.Dirs); ok {
			return out
		}
	}
	return checkSkills(dir, sorted, true, storeLink, quickTree)
}

// quickStamped is the quick check of a copy generation whose directories
// were stamped when it was published (Generation.Dirs): each file is
// looked at as quickTree does, and each directory is looked at instead of
// listed. ok is false when a directory's stamp differs (a name added,
// removed or renamed in it, or the directory replaced) or entries are not
// what the generation holds: the caller then lists every directory.
func quickStamped(dir string, sorted []RootEntry, want string) (out []store.Mismatch, ok bool) {
	found := make([][]store.Mismatch, len(sorted))
	sum, _, _, ok := generationStamp(dir, sorted, func(i int, p string) {
		found[i] = quickFiles(p, sorted[i].Files, true)
	})
	if !ok || sum != want {
		return nil, false
	}
	for i, e := range sorted {
		for _, m := range found[i] {
			m.Path = e.Name + "/" + m.Path
			out = append(out, m)
		}
	}
	slices.SortFunc(out, func(a, b store.Mismatch) int { return strings.Compare(a.Path, b.Path) })
	return out, true
}

// QuickCheckTargets is CheckTargets without reading any file's bytes
// (see QuickCheck).
func QuickCheckTargets(root *Root, targets []string, entries []RootEntry) []TargetMismatch {
	return checkTargets(root, targets, entries, quickTree)
}

// quickTree compares dir with files by what Lstat says: each file there,
// regular, of its locked size (and, strictMode, of the mode skillpin
// writes; else of its locked exec bit), and nothing else there.
func quickTree(dir string, files catalog.FileSet, strictMode bool) []store.Mismatch {
	out := quickFiles(dir, files, strictMode)
	seen := make(map[string]bool, len(files))
	implied := map[string]bool{}
	for _, f := range files {
		seen[f.Path] = true
		for d := path.Dir(f.Path); d != "."; d = path.Dir(d) {
			implied[d] = true
		}
	}
	// Extra entries: each directory the lock implies is listed once, as
	// filepath.WalkDir would, without its Lstat of dir (the caller found
	// it a directory) and its callbacks.
	var walk func(rel string)
	walk = func(rel string) {
		dirsListed.Add(1)
		ents, err := os.ReadDir(filepath.Join(dir, filepath.FromSlash(rel)))
		if err != nil && rel != "." {
			out = append(out, store.Mismatch{Path: rel, Kind: store.KindModified, Detail: hint.Text(err.Error())})
		}
		for _, d := range ents {
			p := d.Name()
			if rel != "." {
				p = rel + "/" + p
			}
			switch {
			case d.IsDir() && implied[p]:
				walk(p)
			case d.IsDir():
				out = append(out, store.Mismatch{Path: p + "/", Kind: store.KindExtra, Detail: hint.Text("directory not in the lock")})
			case !seen[p]:
				out = append(out, store.Mismatch{Path: p, Kind: store.KindExtra, Detail: hint.Text("file not in the lock")})
			}
		}
	}
	walk(".")
	return out
}

// dirsListed counts the directories quickTree listed, for tests that a
// stamped generation is checked without listing any.
var dirsListed atomic.Int64

// quickFiles is quickTree's look at each file alone: there, regular, of
// its locked size and mode.
func quickFiles(dir string, files catalog.FileSet, strictMode bool) []store.Mismatch {
	var out []store.Mismatch
	for _, f := range files {
		p := filepath.Join(dir, filepath.FromSlash(f.Path))
		if strictMode && plainFile(p, f.Size, uint32(store.FileMode(f.Exec))) {
			continue
		}
		fi, err := os.Lstat(p)
		switch {
		case err != nil:
			out = append(out, store.Mismatch{Path: f.Path, Kind: store.KindMissing})
		case !fi.Mode().IsRegular():
			out = append(out, store.Mismatch{Path: f.Path, Kind: store.KindModified, Detail: hint.Sprintf("is a %s, not a regular file", store.TypeName(fi.Mode()))})
		case fi.Size() != f.Size:
			out = append(out, store.Mismatch{Path: f.Path, Kind: store.KindModified, Detail: hint.Sprintf("is %d bytes, locked as %d", fi.Size(), f.Size)})
		case strictMode && fi.Mode().Perm() != store.FileMode(f.Exec):
			out = append(out, store.Mismatch{Path: f.Path, Kind: store.KindMode, Detail: hint.Sprintf("mode is %04o, want %04o", fi.Mode().Perm(), store.FileMode(f.Exec))})
		case !strictMode && (fi.Mode().Perm()&0o111 != 0) != f.Exec:
			out = append(out, store.Mismatch{Path: f.Path, Kind: store.KindMode, Detail: hint.Sprintf("mode is %04o, locked as %s", fi.Mode().Perm(), f.Mode())})
		}
	}
	return out
}
