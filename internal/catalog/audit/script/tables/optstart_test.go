package tables

import (
	"strings"
	"testing"
)

// TestMinerOptStart holds mayBeMinerOpt, shapeOfMiner's first-byte test, true of
// every word that is one of the miner's options as written or
// lower-cased: the options in upper, lower and mixed case.
func TestMinerOptStart(t *testing.T) {
	for _, m := range []map[string]bool{minerAlgoOpts, minerPoolOpts, minerUserOpts, minerPassOpts} {
		for k := range m {
			for _, w := range []string{k, strings.ToUpper(k), strings.ToUpper(k[:1]) + k[1:], strings.ToLower(k)} {
				if !m[w] && !m[strings.ToLower(w)] {
					continue
				}
				if !mayBeMinerOpt(w) {
					t.Errorf("the option %q (as %q) is passed over by its first byte", k, w)
				}
			}
		}
	}
}
