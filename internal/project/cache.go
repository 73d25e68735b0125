package project

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"github.com/skillpin/skillpin/internal/fetch"
	"github.com/skillpin/skillpin/internal/fetch/oci"
	"github.com/skillpin/skillpin/internal/install/filelock"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/install/store"
	"github.com/skillpin/skillpin/internal/lock"
)

// CacheDir is the skillpin cache env points at (see layout.CacheDir).
func CacheDir(env Env) (string, error) {
	dir, err := layout.CacheDir(env.getenv)
	if err != nil {
		return "", badInput(err)
	}
	return dir, nil
}

// GC removes the store entries that no registered project's skills.lock
// uses, and what crashed runs left in the cache, holding the cache lock.
func GC(ctx context.Context, env Env) (store.GCReport, error) {
	var rep store.GCReport
	err := withCache(ctx, env, "cache gc", func(dir string) error {
		var err error
		rep, err = store.GC(dir, func(projectDir string) ([]string, error) {
			l, err := lock.LoadLock(filepath.Join(projectDir, LockFile))
			if err != nil {
				return nil, err
			}
			ds := make([]string, len(l.Skills))
			for i, sk := range l.Skills {
				ds[i] = sk.Digest
			}
			return ds, nil
		})
		if err != nil {
			return err
		}
		// Temporary packs of fetches that were killed.
		downloads, err := fetch.RemoveStaleDownloads(dir)
		rep.Stale = append(rep.Stale, downloads...)
		if err != nil {
			return fmt.Errorf("cache gc: %w", err)
		}
		layers, err := oci.RemoveStaleDownloads(dir, time.Now())
		rep.Stale = append(rep.Stale, layers...)
		if err != nil {
			return fmt.Errorf("cache gc: %w", err)
		}
		return nil
	})
	return rep, err
}

// CleanCache removes everything skillpin keeps in the cache, holding the
// cache lock, and returns the cache directory.
func CleanCache(ctx context.Context, env Env) (string, error) {
	dir, err := CacheDir(env)
	if err != nil {
		return "", err
	}
	if _, err := os.Stat(dir); errors.Is(err, fs.ErrNotExist) {
		return dir, nil // nothing to clean
	}
	var cache string
	err = withCache(ctx, env, "cache clean", func(dir string) error {
		cache = dir
		return store.Clean(dir)
	})
	return cache, err
}

// withCache runs fn on the cache directory while holding the cache lock.
func withCache(ctx context.Context, env Env, command string, fn func(dir string) error) error {
	dir, err := CacheDir(env)
	if err != nil {
		return err
	}
	if err := store.EnsureCache(dir); err != nil {
		return err
	}
	unlock, err := filelock.Acquire(ctx, filepath.Join(dir, "lock"), command)
	if err != nil {
		return err
	}
	defer unlock()
	return fn(dir)
}
