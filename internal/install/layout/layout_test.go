package layout

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/ui/errkind"
)

func TestUserLayout(t *testing.T) {
	tests := []struct {
		name                string
		env                 map[string]string
		config, state, fail string
	}{
		{"defaults", map[string]string{"HOME": "/home/u"}, "/home/u/.config/skillpin", "/home/u/.local/share/skillpin", ""},
		{"xdg", map[string]string{"HOME": "/home/u", "XDG_CONFIG_HOME": "/cfg", "XDG_DATA_HOME": "/data/"}, "/cfg/skillpin", "/data/skillpin", ""},
		{"relative xdg ignored", map[string]string{"HOME": "/home/u", "XDG_CONFIG_HOME": "cfg", "XDG_DATA_HOME": "./data"}, "/home/u/.config/skillpin", "/home/u/.local/share/skillpin", ""},
		{"no home", map[string]string{"XDG_CONFIG_HOME": "/cfg"}, "", "", "HOME is not set"},
		{"relative home", map[string]string{"HOME": "home"}, "", "", "not an absolute path"},
		{"same dirs", map[string]string{"HOME": "/home/u", "XDG_CONFIG_HOME": "/x", "XDG_DATA_HOME": "/x"}, "", "", "must be apart"},
		{"state in config", map[string]string{"HOME": "/home/u", "XDG_CONFIG_HOME": "/x", "XDG_DATA_HOME": "/x/skillpin"}, "", "", "must be apart"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l, err := UserLayout(func(k string) string { return tt.env[k] })
			if tt.fail != "" {
				if err == nil || !strings.Contains(err.Error(), tt.fail) || !errors.Is(err, errkind.Invalid) {
					t.Fatalf("UserLayout = %+v, %v; want an invalid-input error with %q", l, err, tt.fail)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			want := Layout{Scope: ScopeUser, Config: filepath.FromSlash(tt.config), Approvals: "approvals.toml",
				State: filepath.FromSlash(tt.state), Base: filepath.FromSlash("/home/u"), InstalledLock: filepath.Join(filepath.FromSlash(tt.state), "installed.lock")}
			if l != want {
				t.Errorf("UserLayout = %+v, want %+v", l, want)
			}
			if l.RootPath() != filepath.Join(want.State, "root") || !l.User() {
				t.Errorf("root %s, user scope %v", l.RootPath(), l.User())
			}
		})
	}
	p := ProjectLayout("/src/p")
	if p.Config != filepath.FromSlash("/src/p") || p.State != filepath.FromSlash("/src/p/.skillpin") || p.Base != p.Config || p.ApprovalsPath() != filepath.FromSlash("/src/p/.skillpin/approvals.toml") || p.InstalledLock != "" {
		t.Errorf("ProjectLayout = %+v", p)
	}
}

func TestCacheDir(t *testing.T) {
	tests := []struct {
		name string
		env  map[string]string
		want string
		err  bool
	}{
		{"explicit", map[string]string{"SKILLPIN_CACHE": "/c/sp", "XDG_CACHE_HOME": "/x", "HOME": "/h"}, "/c/sp", false},
		{"xdg", map[string]string{"XDG_CACHE_HOME": "/x", "HOME": "/h"}, "/x/skillpin", false},
		{"relative xdg ignored", map[string]string{"XDG_CACHE_HOME": "rel", "HOME": "/h"}, "/h/.cache/skillpin", false},
		{"home", map[string]string{"HOME": "/h"}, "/h/.cache/skillpin", false},
		{"nothing", map[string]string{}, "", true},
		{"relative home", map[string]string{"HOME": "h"}, "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := CacheDir(func(k string) string { return tt.env[k] })
			if (err != nil) != tt.err || got != tt.want {
				t.Errorf("CacheDir = %q, %v; want %q, err %v", got, err, tt.want, tt.err)
			}
		})
	}
	// A relative SKILLPIN_CACHE is made absolute.
	got, err := CacheDir(func(k string) string { return map[string]string{"SKILLPIN_CACHE": "rel/cache"}[k] })
	if err != nil || !filepath.IsAbs(got) || !strings.HasSuffix(got, "rel/cache") {
		t.Errorf("relative SKILLPIN_CACHE: %q, %v", got, err)
	}
}
