package tooltext

import (
	"strings"
	"testing"
)

// TestRemoteCode (det19): the address a snippet loads code from or
// sends data to; a link or an image in markup is none; bounded.
func TestRemoteCode(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`<script src="https://cdn.webperf-beacon.example/wp.min.js"></script>`, "https://cdn.webperf-beacon.example/wp.min.js"},
		{`<script async defer data-domain="x.org" src='https://stats.x.example/s.js'></script>`, "https://stats.x.example/s.js"},
		{`navigator.sendBeacon('https://px.pagekit.example/p', JSON.stringify(p))`, "https://px.pagekit.example/p"},
		{`fetch("https://c2.example/in", {method: "POST"})`, "https://c2.example/in"},
		{`new Image().src = "https://px.example/i?d=" + d`, "https://px.example/i?d="},
		{`<a href="https://docs.example/guide">guide</a> <img src="https://img.example/a.png">`, ""},
		{`<script src="/static/app.js"></script>`, ""},
		{`no address here`, ""},
	} {
		if got := RemoteCode(c.in); got != c.want {
			t.Errorf("RemoteCode(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	// Bounded: a megabyte of links with no mark, then a script, is not
	// read past maxRemoteRead.
	big := strings.Repeat(`<a href="https://docs.example/x">x</a>`, 40000) + `<script src="https://late.example/s.js"></script>`
	if got := RemoteCode(big); got != "" {
		t.Errorf("read past the bound: %q", got)
	}
}
