package main

import (
	"strings"
	"testing"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/e2etest"
	"github.com/skillpin/skillpin/internal/fetch/gittest"
	"github.com/skillpin/skillpin/internal/testfs"
)

// TestE2ERepositoryNotFound: a repository the server does not have (an
// HTTP 404, a file:// path that is no repository) exits 2 saying it was
// not found, never "check your network" (which a closed port still says,
// exit 3, in TestE2EExitCodes).
func TestE2ERepositoryNotFound(t *testing.T) {
	t.Parallel()
	served := gittest.ServeHTTP(t, e2etest.Upstream(t).Dir, gittest.ServeOptions{})
	for name, url := range map[string]string{
		"http 404":   served + "-missing",
		"not a repo": gittest.FileURL(testfs.TempDir(t)),
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			e := newE2E(t)
			e.must("init")
			_, errOut := e.expect(ExitUsage, []string{"repository not found"}, "add", url+"@v1", "--skill", "pdf")
			if strings.Contains(errOut, "network") {
				t.Errorf("a missing repository blamed on the network:\n%s", errOut)
			}
		})
	}
}
