package rconn

import (
	"strings"
	"testing"
)

// TestRunsBound: bindings past MaxNames are not read.
func TestRunsBound(t *testing.T) {
	pad := strings.Repeat("x <- url(\"https://a.example/\")\n", MaxNames)
	if Runs(pad+"con <- url(\"https://b.example/s.R\")\nsource(con)\n") != nil {
		t.Errorf("a binding past %d was read", MaxNames)
	}
	if Runs("con <- url(\"https://b.example/s.R\")\nsource(con)\n") == nil {
		t.Errorf("within the bound: not found")
	}
}
