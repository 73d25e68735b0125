package script

import (
	"runtime"
	"strings"
	"testing"
	"unsafe"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/value"
)

// TestUnwrapChainAllocs (fix16fix): unwrap's memory for a chain of
// wrappers that rewrite the line (env -S, flock FILE, su -c, runuser
// -u, sg) is linear in the line: counted in bytes allocated, at most a
// few copies of each word. Before, each env -S copied the rest of the
// line (6,000 deep: about 18 million word copies; 120,000 deep ran past
// 700 s).
func TestUnwrapChainAllocs(t *testing.T) {
	for _, chain := range []string{"env -S ", "flock f ", "su -c ", "runuser -u u -- ", "sg g ", "env -S flock f taskset 1 "} {
		var args []value.Value
		for _, w := range strings.Fields(strings.Repeat(chain, 6000) + "sh") {
			args = append(args, value.Known(w))
		}
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		unwrap(args, value.Value{}, 1)
		runtime.ReadMemStats(&after)
		limit := uint64(16*len(args)) * uint64(unsafe.Sizeof(value.Value{}))
		if got := after.TotalAlloc - before.TotalAlloc; got > limit {
			t.Errorf("%q × 6000: %d bytes allocated, over %d", chain, got, limit)
		}
	}
}
