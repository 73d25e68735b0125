package pkgsource

import (
	"strings"
	"testing"
)

// TestSourceHostReadAsClients (fix15): a source's host is read as the
// package managers' URL parsers read it (hosts.Readings): a backslash
// ends the authority for npm (WHATWG) and not for curl-like parsers, so
// a well-known registry on either side of it is not the host; an
// international name is a host (its punycode); a number, hex or octal
// parts are an IPv4 address, public or private as the address is.
func TestSourceHostReadAsClients(t *testing.T) {
	for _, tc := range []struct {
		cmd  string
		want bool
	}{
		// Malicious variants.
		{`npm config set registry https://registry.npmjs.org\@npm-cache.dev/`, true},
		{`npm config set registry https://npm-cache.dev\@registry.npmjs.org/`, true},
		{`pip config set global.index-url https://pypі.org/simple`, true},
		{`pip config set global.index-url http://134744072/simple`, true},
		{`pip config set global.index-url http://0x8.0x8.0x8.0x8/simple`, true},
		{`npm config set registry https://npm-cache.dev#@registry.npmjs.org/`, true},
		// Honest twins: the registry itself, and addresses of the user's
		// own machine or network written as numbers.
		{`npm config set registry https://registry.npmjs.org/`, false},
		{`npm config set registry https://user@registry.npmjs.org/`, false},
		{`pip config set global.index-url https://pypi.org/simple`, false},
		{`pip config set global.index-url http://2130706433:8080/simple`, false},
		{`pip config set global.index-url http://0177.0.0.1:8080/simple`, false},
		{`pip config set global.index-url http://0xc0.0xa8.1.1/simple`, false},
	} {
		c, _ := Command(strings.Fields(tc.cmd))
		if c.Hijack() != tc.want {
			t.Errorf("%s: hijack %v (%+v), want %v", tc.cmd, c.Hijack(), c, tc.want)
		}
	}
}
