package resolve

import (
	"context"
	"io/fs"
	"runtime"

	"golang.org/x/sync/errgroup"

	"github.com/skillpin/skillpin/internal/fetch/source"
	"github.com/skillpin/skillpin/internal/lock"
)

// workers is how many goroutines Parallel uses for n jobs: enough to keep
// the CPUs busy while others wait for the disk, few enough not to thrash it.
func workers(n int) int { return min(n, max(2, runtime.GOMAXPROCS(0)), 8) }

// TreePool hands out file systems of the tree of ls for n parallel jobs:
// fsys itself, and for a git tree up to maxTrees-1 more opened from the
// cache, each with a git storage of its own (one storage decodes one
// object at a time, and caches decoded objects: more would cost memory
// for little). Failing to open one only means less parallelism. A job
// takes one from the channel and puts it back when done.
func (r *Resolver) TreePool(ctx context.Context, fsys fs.FS, ls *lock.LockedSource, n int) chan fs.FS {
	const maxTrees = 4
	pool := make(chan fs.FS, max(1, workers(n)))
	pool <- fsys
	if s, err := r.Sources(ls.URL); err != nil || source.Shared(s) {
		for range workers(n) - 1 {
			pool <- fsys // a directory (or an artifact in memory) is read concurrently as it is
		}
		return pool
	}
	for range min(workers(n), maxTrees) - 1 {
		if t, err := r.LockedTree(ctx, ls, nil); err == nil {
			pool <- t
		}
	}
	return pool
}

// Parallel runs fn(0) … fn(n-1) on workers(n) goroutines. Once ctx is
// done (the run was interrupted) the jobs not started yet are skipped and
// ctx's error is returned: the caller must not take the results as whole.
func Parallel(ctx context.Context, n int, fn func(i int)) error {
	var g errgroup.Group
	g.SetLimit(workers(n))
	for i := range n {
		if ctx.Err() != nil {
			break
		}
		g.Go(func() error {
			if ctx.Err() == nil {
				fn(i)
			}
			return nil
		})
	}
	_ = g.Wait() // fn reports its own errors
	return ctx.Err()
}
