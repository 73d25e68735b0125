package e2etest

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"testing"
)

// Fixture is a read-only fixture of a test process: built once, on first
// use, for the tests that only read it (a repository they add from or
// clone), instead of each test building its own. Nothing may write to
// it: it is read-only on disk, which stops an ordinary user, and Check,
// which the package's TestMain calls after the tests, reports a changed
// fingerprint, which also catches root, whom permissions do not stop. A
// test that changes its fixture builds its own.
type Fixture struct {
	Name string // what it is, for failures
	// Base is the name of its directory under Dir(), which tests may
	// see (a source is named after its repository's directory).
	Base  string
	Build func(t testing.TB, dir string) // writes the fixture into the empty dir

	once   sync.Once
	dir    string
	sum    string // fingerprint after it was built
	failed bool
}

// Dir returns the fixture's directory, building it on first use (under
// Dir(), which Main removes); t fails if it could not be built.
func (f *Fixture) Dir(t testing.TB) string {
	t.Helper()
	f.once.Do(func() {
		f.failed = true // unless it gets to the end
		dir := filepath.Join(Dir(), f.Base)
		if err := os.Mkdir(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		f.Build(t, dir)
		if err := readOnly(dir); err != nil {
			t.Fatal(err)
		}
		sum, err := fingerprint(dir)
		if err != nil {
			t.Fatal(err)
		}
		f.dir, f.sum, f.failed = dir, sum, false
	})
	if f.failed {
		t.Fatalf("%s could not be built (see the test that built it)", f.Name)
	}
	return f.dir
}

// Check reports a test that wrote to the fixture: every test that used it
// may then have read what another wrote. An unused fixture is no error.
func (f *Fixture) Check() error {
	if f.dir == "" {
		return nil
	}
	sum, err := fingerprint(f.dir)
	if err != nil {
		return fmt.Errorf("%s %s: %w", f.Name, f.dir, err)
	}
	if sum != f.sum {
		return fmt.Errorf("a test wrote to %s (%s): it is read-only for every test (a test that changes it builds its own)", f.Name, f.dir)
	}
	return nil
}

// readOnly takes write permission from everything under dir.
func readOnly(dir string) error {
	var dirs []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.Type()&fs.ModeSymlink != 0 {
			return err
		}
		if d.IsDir() {
			dirs = append(dirs, p) // after its entries
			return nil
		}
		fi, err := d.Info()
		if err != nil {
			return err
		}
		return os.Chmod(p, fi.Mode().Perm()&^0o222)
	})
	for i := len(dirs) - 1; i >= 0 && err == nil; i-- {
		err = os.Chmod(dirs[i], 0o555)
	}
	return err
}

// fingerprint hashes the name, mode and content (or link target) of
// everything under dir.
func fingerprint(dir string) (string, error) {
	h := sha256.New()
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		fi, err := d.Info()
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		fmt.Fprintf(h, "%q %v\n", rel, fi.Mode())
		switch {
		case fi.Mode().IsRegular():
			data, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			fmt.Fprintf(h, "%d %x\n", len(data), sha256.Sum256(data))
		case fi.Mode()&fs.ModeSymlink != 0:
			target, err := os.Readlink(p)
			if err != nil {
				return err
			}
			fmt.Fprintf(h, "-> %q\n", target)
		}
		return nil
	})
	return hex.EncodeToString(h.Sum(nil)), err
}
