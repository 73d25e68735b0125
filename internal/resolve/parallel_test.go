package resolve

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
)

// TestParallelStopsWhenInterrupted: once the run's context is done, the
// jobs not started yet are skipped and the caller is told, so an
// interrupted install stops writing instead of storing every skill.
func TestParallelStopsWhenInterrupted(t *testing.T) {
	const n = 200
	for _, tc := range []struct {
		name     string
		cancelAt int // cancel during the cancelAt-th job to run (1-based); -1: before any, n+1: never
		wantErr  bool
	}{
		{"not interrupted", n + 1, false},
		{"interrupted before", -1, true},
		{"interrupted during the first job", 1, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			if tc.cancelAt < 0 {
				cancel()
			}
			var ran atomic.Int64
			err := Parallel(ctx, n, func(int) {
				if int(ran.Add(1)) == tc.cancelAt {
					cancel()
				}
			})
			if tc.wantErr != errors.Is(err, context.Canceled) || !tc.wantErr && err != nil {
				t.Fatalf("parallel = %v, want canceled %v", err, tc.wantErr)
			}
			switch got := int(ran.Load()); {
			case !tc.wantErr && got != n:
				t.Errorf("%d of %d jobs ran", got, n)
			case tc.wantErr && got > workers(n):
				// Only the jobs already started may finish.
				t.Errorf("%d jobs ran after the interrupt (at most %d were started)", got, workers(n))
			}
		})
	}
}
