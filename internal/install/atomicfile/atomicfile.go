// Package atomicfile writes files so that a reader, or the next run after a
// crash, sees either the old content or the new one, never a mix.
package atomicfile

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/skillpin/skillpin/internal/faults"
)

// WriteFile writes data to a temporary file in the same directory, syncs it,
// and renames it over path. point names the write step for fault injection
// in tests (see package faults); it may be empty.
func WriteFile(path string, data []byte, perm os.FileMode, point string) error {
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	tmpName := tmp.Name()
	defer os.Remove(tmpName) // no-op once renamed

	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := tmp.Chmod(perm); err != nil {
		tmp.Close()
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := faults.Hit(point); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := os.Rename(tmpName, path); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	return SyncDir(dir)
}

// SyncDir flushes a directory so that a rename in it survives a crash.
func SyncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	// Some file systems refuse to sync a directory; the rename is still
	// atomic there, only its durability is weaker.
	_ = d.Sync()
	return nil
}

// RemoveStale removes the temporary files WriteFile(path, …) leaves behind
// when the process dies between creating one and renaming it, so that a
// crash does not litter a project with ".skills.lock.tmp-…" files. Call it
// only while holding the lock that serializes the writers of path: a
// writer in progress would lose its temporary file.
func RemoveStale(path string) error {
	dir, prefix := filepath.Dir(path), "."+filepath.Base(path)+".tmp-"
	ents, err := os.ReadDir(dir)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil
		}
		return err
	}
	var errs []error
	for _, e := range ents {
		if strings.HasPrefix(e.Name(), prefix) && e.Type().IsRegular() {
			if err := os.Remove(filepath.Join(dir, e.Name())); err != nil && !errors.Is(err, os.ErrNotExist) {
				errs = append(errs, err)
			}
		}
	}
	return errors.Join(errs...)
}
