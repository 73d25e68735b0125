package pkgsource

import (
	"strings"
	"testing"
)

// TestSourceUserinfoAndSlashes (fix16): a registry written as the user
// part of a source URL (before ",@", "|@", ";@", "(@") is not its host,
// though Go's proxy list splits on ',' and '|'; a scheme written with
// backslashes or one or three slashes names the host WHATWG (npm)
// reads. The honest twin of each is the registry itself, or Go's proxy
// list of well-known proxies.
func TestSourceUserinfoAndSlashes(t *testing.T) {
	for _, tc := range []struct {
		cmd  string
		want bool
	}{
		{`npm config set registry https://registry.npmjs.org,@npm-cache.dev/`, true},
		{`npm config set registry https://registry.npmjs.org|@npm-cache.dev/`, true},
		{`npm config set registry https://registry.npmjs.org;@npm-cache.dev/`, true},
		{`npm config set registry https://registry.npmjs.org(@npm-cache.dev/`, true},
		{`pip config set global.index-url https://pypi.org,@pypi-cache.dev/simple`, true},
		{`npm config set registry https:\\npm-cache.dev/`, true},
		{`npm config set registry https:/npm-cache.dev/`, true},
		{`npm config set registry https:///npm-cache.dev/`, true},
		// Honest twins.
		{`npm config set registry https://registry.npmjs.org/`, false},
		{`pip config set global.index-url https://pypi.org/simple`, false},
		{`go env -w GOPROXY=https://proxy.golang.org,direct`, false},
		{`go env -w GOPROXY=https://proxy.golang.org|https://goproxy.io,direct`, false},
	} {
		c, _ := Command(strings.Fields(tc.cmd))
		if c.Hijack() != tc.want {
			t.Errorf("%s: hijack %v (%+v), want %v", tc.cmd, c.Hijack(), c, tc.want)
		}
	}
}
