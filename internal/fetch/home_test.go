package fetch

import (
	"os"
	"path/filepath"
	"testing"
)

// TestMain runs the package's tests under a home and XDG directories of
// their own: specs such as ~/repo are expanded from HOME, and nothing the
// tests do may read (or depend on) the real user's files.
func TestMain(m *testing.M) {
	home, err := os.MkdirTemp("", "skillpin-fetch-home-")
	if err != nil {
		panic(err)
	}
	for k, v := range map[string]string{
		"HOME": home, "XDG_CONFIG_HOME": filepath.Join(home, ".config"), "XDG_DATA_HOME": filepath.Join(home, ".local", "share"),
		"XDG_STATE_HOME": filepath.Join(home, ".local", "state"), "XDG_CACHE_HOME": filepath.Join(home, ".cache"),
	} {
		os.Setenv(k, v)
	}
	code := m.Run()
	os.RemoveAll(home)
	os.Exit(code)
}
