package catalog

import (
	"io/fs"
	"slices"
	"strings"
	"sync"
	"testing/fstest"
	"time"

	"github.com/skillpin/skillpin/internal/testfs"
)

// rawFS presents a MapFS the way a crafted git tree does: ReadDir may
// return entries whose names no real file system allows ("..", "a/b",
// "x\x00"), and entries may be replaced, e.g. with a listing that lies
// about a file's size. It keeps MapFS's ReadLink and Lstat.
type rawFS struct {
	fstest.MapFS
	entries map[string][]fs.DirEntry // extra or replacing entries per directory
	badDirs map[string]bool          // directories whose listing fails
}

func (r rawFS) ReadDir(name string) ([]fs.DirEntry, error) {
	if r.badDirs[name] {
		return nil, &fs.PathError{Op: "readdir", Path: name, Err: fs.ErrPermission}
	}
	es, err := r.MapFS.ReadDir(name)
	extra := r.entries[name]
	if err != nil && extra == nil {
		return nil, err
	}
	es = slices.DeleteFunc(es, func(e fs.DirEntry) bool {
		return slices.ContainsFunc(extra, func(x fs.DirEntry) bool { return x.Name() == e.Name() })
	})
	es = append(es, extra...)
	slices.SortFunc(es, func(a, b fs.DirEntry) int { return strings.Compare(a.Name(), b.Name()) })
	return es, nil
}

// rawEntry is a directory entry with any name, mode and size.
type rawEntry struct {
	name string
	mode fs.FileMode
	size int64
	sys  any
}

func (e rawEntry) Name() string               { return e.name }
func (e rawEntry) IsDir() bool                { return e.mode.IsDir() }
func (e rawEntry) Type() fs.FileMode          { return e.mode.Type() }
func (e rawEntry) Info() (fs.FileInfo, error) { return e, nil }
func (e rawEntry) Size() int64                { return e.size }
func (e rawEntry) Mode() fs.FileMode          { return e.mode }
func (e rawEntry) ModTime() time.Time         { return time.Time{} }
func (e rawEntry) Sys() any                   { return e.sys }

// submodule marks a gitlink entry, as the git-tree file system does.
type submodule struct{}

func (submodule) IsSubmodule() bool { return true }

// countingFS records every path opened for reading.
type countingFS struct {
	fs.FS
	mu     sync.Mutex
	opened []string
}

func (c *countingFS) Open(name string) (fs.File, error) {
	f, err := c.FS.Open(name)
	if err == nil {
		if st, serr := f.Stat(); serr == nil && !st.IsDir() {
			c.mu.Lock()
			c.opened = append(c.opened, name)
			c.mu.Unlock()
		}
	}
	return f, err
}

func (c *countingFS) ReadDir(name string) ([]fs.DirEntry, error) { return fs.ReadDir(c.FS, name) }
func (c *countingFS) ReadLink(name string) (string, error)       { return fs.ReadLink(c.FS, name) }
func (c *countingFS) Lstat(name string) (fs.FileInfo, error)     { return fs.Lstat(c.FS, name) }

func file(s string) *fstest.MapFile { return &fstest.MapFile{Data: []byte(s), Mode: 0o644} }
func exe(s string) *fstest.MapFile  { return &fstest.MapFile{Data: []byte(s), Mode: 0o755} }
func link(target string) *fstest.MapFile {
	return &fstest.MapFile{Data: []byte(target), Mode: fs.ModeSymlink | 0o777}
}
func emptyDir() *fstest.MapFile { return &fstest.MapFile{Mode: fs.ModeDir | 0o755} }

func validMD(name string) *fstest.MapFile {
	return file(testfs.SkillMD(name, "Does "+name+" things.", "", "# "+name+"\n"))
}
