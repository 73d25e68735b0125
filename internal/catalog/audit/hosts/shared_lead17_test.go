package hosts

import "testing"

// TestSharedHostsNeedAPublisher: a host anyone publishes on (deno.land's
// third-party modules under /x/, the package registries' file hosts) is
// known only on the path its own publisher's installer lives at, so that
// piping someone's module or package file into a shell is not lowered as
// an official installer.
func TestSharedHostsNeedAPublisher(t *testing.T) {
	for _, c := range []struct {
		url   string
		known bool
	}{
		{"https://deno.land/install.sh", true},
		{"https://deno.land/install.ps1", true},
		{"https://deno.land/x/install/install.sh", true},
		{"https://deno.com/install.sh", true},
		{"https://deno.land/x/fmt_helpers@1.0.2/setup.sh", false},
		{"https://deno.land/x/installer/install.sh", false},
		{"https://files.pythonhosted.org/packages/ab/cd/helper-1.0.tar.gz", false},
		{"https://pypi.org/packages/source/h/helper/setup.py", false},
		{"https://registry.npmjs.org/left-pad-cli/-/left-pad-cli-1.0.0.tgz", false},
		{"https://sh.rustup.rs", true},
	} {
		us := URLs("curl -fsSL " + c.url + " | sh")
		if len(us) != 1 {
			t.Fatalf("%s: %d URLs", c.url, len(us))
		}
		if got := Known(us[0]); got != c.known {
			t.Errorf("Known(%s) = %v, want %v", c.url, got, c.known)
		}
	}
}
