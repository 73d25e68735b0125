package publish

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path"
	"path/filepath"
	"slices"
	"sync/atomic"
	"time"
)

// A copy generation's directories are stamped when it is published
// (Generation.Dirs): a sha256 of what lstat says of each of them (see
// appendDirStamp), in a fixed order, with each skill's name and digest.
// Adding, removing or renaming a name in a directory sets its change time
// to the kernel's clock, which no caller can set back, so a warm install
// that finds every stamp as recorded knows that no directory gained or
// lost a name, and looks at each locked file (type, size, mode) without
// listing any directory: an lstat per directory instead of an open, two
// reads of its entries and a close.
//
// A change made within the same tick of the file system's clock as the
// stamp would leave the change time as it was, so a stamp is recorded
// only once that clock has moved past every change time it holds, as a
// file created after the stamp shows (settledStamp).

// skillDirs lists the directories of a skill that its files imply: "."
// and every parent of a file, sorted.
func skillDirs(e RootEntry) []string {
	set := map[string]bool{".": true}
	for _, f := range e.Files {
		for d := path.Dir(f.Path); d != "." && !set[d]; d = path.Dir(d) {
			set[d] = true
		}
	}
	dirs := make([]string, 0, len(set))
	for d := range set {
		dirs = append(dirs, d)
	}
	slices.Sort(dirs)
	return dirs
}

// generationStamp stamps the copy generation at dir holding sorted: the
// hex sha256, the newest change time among its directories, and their
// device. ok is false when a directory the entries imply is missing or
// not a directory, or the platform keeps no change times. each, when not
// nil, is called with every skill's index and directory on the workers
// that stamp it (the quick check looks at its files there).
func generationStamp(dir string, sorted []RootEntry, each func(i int, p string)) (sum string, newest int64, dev uint64, ok bool) {
	top, newest, dev, ok := appendDirStamp(nil, dir)
	if !ok {
		return "", 0, 0, false
	}
	stamps := make([][]byte, len(sorted))
	newests := make([]int64, len(sorted))
	var bad atomic.Bool
	parallel(len(sorted), func(i int) {
		e := sorted[i]
		p := filepath.Join(dir, e.Name)
		dirs := skillDirs(e)
		n := len(e.Name) + len(e.Digest) + 2
		for _, d := range dirs {
			n += len(d) + 1 + stampSize
		}
		b := make([]byte, 0, n)
		b = append(append(b, e.Name...), 0)
		b = append(append(b, e.Digest...), 0)
		for _, d := range dirs {
			b = append(append(b, d...), 0)
			var c int64
			var dv uint64
			var isDir bool
			if b, c, dv, isDir = appendDirStamp(b, filepath.Join(p, filepath.FromSlash(d))); !isDir || dv != dev {
				bad.Store(true)
				return
			}
			newests[i] = max(newests[i], c)
		}
		stamps[i] = b
		if each != nil {
			each(i, p)
		}
	})
	if bad.Load() {
		return "", 0, 0, false
	}
	h := sha256.New()
	h.Write(top)
	for i := range stamps {
		h.Write(stamps[i])
		newest = max(newest, newests[i])
	}
	return hex.EncodeToString(h.Sum(nil)), newest, dev, true
}

// settledStamp is the stamp of the copy generation at dir (in gens)
// holding sorted, taken once the file system's clock has moved past the
// change time of each of its directories: "" when it does not within
// a few milliseconds (a file system that keeps change times to the
// second) or keeps none. Then every warm check lists the directories.
func settledStamp(gens, dir string, sorted []RootEntry) string {
	_, newest, dev, ok := generationStamp(dir, sorted, nil)
	if !ok {
		return ""
	}
	for range 25 {
		now, nowDev, ok := fsNow(gens)
		if !ok || nowDev != dev {
			return ""
		}
		if now > newest {
			// Stamped after the clock read now: any change made since
			// has a change time of now or later, which no stamp holds.
			sum, newest, _, ok := generationStamp(dir, sorted, nil)
			if !ok || newest >= now {
				return ""
			}
			return sum
		}
		time.Sleep(time.Millisecond)
	}
	return ""
}

// fsNow reads the clock of the file system holding dir: the change time
// of a file created there (and removed again), and its device.
var fsNow = func(dir string) (ctime int64, dev uint64, ok bool) {
	f, err := os.CreateTemp(dir, ".tick-")
	if err != nil {
		return 0, 0, false
	}
	defer os.Remove(f.Name())
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return 0, 0, false
	}
	return changeTime(fi)
}
