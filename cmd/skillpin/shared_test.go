package main

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/skillpin/skillpin/internal/fetch/gittest"
)

// shared is the package's read-only upstream: upstream's repository built
// once, for the tests that only read theirs (add, list or import from it).
// Each of them building its own cost five git processes and their files
// per test; a test that changes its upstream (a commit, a moved tag, a
// removed repository) still builds its own with upstream.
var shared struct {
	once   sync.Once
	dir    string
	sum    string // fingerprint after it was built (fingerprint)
	failed bool
}

// sharedUpstream returns the package's read-only upstream (see shared),
// building it on first use, as a Repo whose failures are t's. Nothing may
// write to it: it is read-only on disk, which stops an ordinary user, and
// TestMain fails the package when its fingerprint changed, which also
// catches root, whom permissions do not stop.
func sharedUpstream(t testing.TB) *gittest.Repo {
	t.Helper()
	shared.once.Do(func() {
		shared.failed = true // unless it gets to the end
		dir := filepath.Join(binaries.dir, "shared-upstream")
		if err := os.Mkdir(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		r := gittest.NewRepoIn(t, dir)
		r.WriteFile("skills/pdf/SKILL.md", e2eSkill("pdf"))
		r.WriteExec("skills/pdf/scripts/run.sh", "#!/bin/sh\necho pdf\n")
		r.WriteFile("skills/xlsx/SKILL.md", e2eSkill("xlsx"))
		r.Commit("skills")
		r.Tag("v1")
		if err := readOnly(dir); err != nil {
			t.Fatal(err)
		}
		sum, err := fingerprint(dir)
		if err != nil {
			t.Fatal(err)
		}
		shared.dir, shared.sum, shared.failed = dir, sum, false
	})
	if shared.failed {
		t.Fatal("the shared upstream could not be built (see the test that built it)")
	}
	return &gittest.Repo{Dir: shared.dir, T: t}
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

// checkShared reports a test that wrote to the shared upstream: every
// test that used it may then have read what another wrote.
func checkShared() error {
	if shared.dir == "" {
		return nil
	}
	sum, err := fingerprint(shared.dir)
	if err != nil {
		return fmt.Errorf("the shared upstream %s: %w", shared.dir, err)
	}
	if sum != shared.sum {
		return fmt.Errorf("a test wrote to the shared upstream %s: it is read-only for every test (a test that changes its upstream builds its own with upstream(t))", shared.dir)
	}
	return nil
}
