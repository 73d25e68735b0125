package hosts

import (
	"strings"
	"testing"
)

// TestDotSuffix: dotSuffix(h, d) = strings.HasSuffix(h, "."+d) on every
// split of a few hosts, empty parts and a dot alone included (cpu18).
func TestDotSuffix(t *testing.T) {
	hosts := []string{"", ".", "a", ".a", "a.", "github.com", "api.github.com", "xgithub.com", "x.github.com.", "..github.com", "é.ex.amplé"}
	for _, h := range hosts {
		for _, d := range append(hosts, "com", "github.com", ".com", "m") {
			if got, want := dotSuffix(h, d), strings.HasSuffix(h, "."+d); got != want {
				t.Errorf("dotSuffix(%q, %q) = %v, want %v", h, d, got, want)
			}
		}
	}
}
