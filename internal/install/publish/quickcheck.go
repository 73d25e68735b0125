package publish

import (
	"os"
	"path"
	"path/filepath"

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
	dir, ok := r.Verified()
	if !ok {
		return r.Check(entries) // nothing published, or not by skillpin: Check says which
	}
	return checkSkills(dir, sorted, true, storeLink, quickTree)
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
	var out []store.Mismatch
	seen := make(map[string]bool, len(files))
	implied := map[string]bool{}
	for _, f := range files {
		seen[f.Path] = true
		for d := path.Dir(f.Path); d != "."; d = path.Dir(d) {
			implied[d] = true
		}
		fi, err := os.Lstat(filepath.Join(dir, filepath.FromSlash(f.Path)))
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
	// Extra entries: each directory the lock implies is listed once, as
	// filepath.WalkDir would, without its Lstat of dir (the caller found
	// it a directory) and its callbacks.
	var walk func(rel string)
	walk = func(rel string) {
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
