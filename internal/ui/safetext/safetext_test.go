package safetext

import (
	"strings"
	"testing"
	"unicode"
)

func TestLine(t *testing.T) {
	tests := []struct{ in, want string }{
		{"plain ascii", "plain ascii"},
		{"ünïcödé 名前", "ünïcödé 名前"},
		{"tab\there", "tab<U+0009>here"},
		{"two\nlines", "two<U+000A>lines"},
		{"nul\x00byte", "nul<U+0000>byte"},
		{"esc\x1b[31mred", "esc<U+001B>[31mred"},
		{"cr\roverwrite", "cr<U+000D>overwrite"},
		{"evil\u202egnp.sh", "evil<U+202E>gnp.sh"},
		{"zero\u200bwidth", "zero<U+200B>width"},
		{"tag\U000E0041\U000E0042", "tag<U+E0041><U+E0042>"},
		{"bom\ufeff", "bom<U+FEFF>"},
		{"soft\u00adhyphen", "soft<U+00AD>hyphen"},
		{"fill\u3164er", "fill<U+3164>er"},
		{"vs\U000E0100", "vs<U+E0100>"},
		{"emoji ❤\ufe0f", "emoji ❤\ufe0f"},
		{"thin\u2009space", "thin<U+2009>space"},
		{"nbsp\u00a0ok", "nbsp\u00a0ok"},
		{"bad\xffbyte", "bad<0xFF>byte"},
		{"c1\u0085", "c1<U+0085>"},
		{"line\u2028sep", "line<U+2028>sep"},
		// Default_Ignorable_Code_Point beyond Cf: Khmer inherent vowels,
		// Mongolian free variation selectors, a reserved ignorable.
		{"k\u17b4h\u17b5m", "k<U+17B4>h<U+17B5>m"},
		{"m\u180bo\u180co\u180do\u180eo\u180f", "m<U+180B>o<U+180C>o<U+180D>o<U+180E>o<U+180F>"},
		{"r\u2065", "r<U+2065>"},
		// An emoji presentation selector after a pictograph or a keycap
		// base is how the emoji looks; anywhere else it is a mark.
		{"1\ufe0f\u20e3 ok", "1\ufe0f\u20e3 ok"},
		{"a\ufe0fb", "a<U+FE0F>b"},
		{"❤\ufe0f\ufe0f", "❤\ufe0f<U+FE0F>"},
		{"\ufe0e", "<U+FE0E>"},
		// CI workflow commands: "::" opening a line, "##[" anywhere.
		{"::error::x", "<U+003A>:error::x"},
		{"  \u00a0::add-mask::s", "  \u00a0<U+003A>:add-mask::s"},
		{"a ::b", "a ::b"},
		{"see ##[add-mask]x", "see <U+0023>#[add-mask]x"},
		{"## [heading]", "## [heading]"},
	}
	for _, tt := range tests {
		if got := Line(tt.in); got != tt.want {
			t.Errorf("Line(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestBlock(t *testing.T) {
	in := "line one\n\tindented\r\nhidden\u200d\n"
	want := "line one\n\tindented<U+000D>\nhidden<U+200D>\n"
	if got := Block(in); got != want {
		t.Errorf("Block = %q, want %q", got, want)
	}
	for in, want := range map[string]string{
		"ok\n::stop-commands::t\n\t::error::x": "ok\n<U+003A>:stop-commands::t\n\t<U+003A>:error::x",
		"a::b\nc: d::\n":                       "a::b\nc: d::\n",
	} {
		if got := Block(in); got != want {
			t.Errorf("Block(%q) = %q, want %q", in, got, want)
		}
	}
	if HasHidden("a\tb\nc") || !HasHidden("a\u202eb") || !HasHidden("\x01") {
		t.Error("HasHidden wrong")
	}
}

// Escaping must be injective enough that two different inputs never
// display the same (the reviewer's "two identical-looking lines").
func TestLineDistinguishes(t *testing.T) {
	pairs := [][2]string{
		{"description", "descr\u200biption"},
		{"run tests", "run\u00a0tests"},
		{"a", "a\U000E0061"},
	}
	for _, p := range pairs {
		if p[0] != p[1] && Line(p[0]) == Line(p[1]) && !strings.Contains(p[1], "\u00a0") {
			t.Errorf("%q and %q display the same: %q", p[0], p[1], Line(p[0]))
		}
	}
}

// Every Default_Ignorable_Code_Point, as UAX #44 derives it from the
// properties Go's unicode package publishes, is hidden; so is every
// variation selector (the emoji presentation selectors only where they
// follow no pictograph).
func TestHiddenCoversDefaultIgnorable(t *testing.T) {
	n := 0
	for r := rune(0); r <= unicode.MaxRune; r++ {
		dicp := unicode.In(r, unicode.Other_Default_Ignorable_Code_Point, unicode.Cf, unicode.Variation_Selector) &&
			!unicode.Is(unicode.White_Space, r)
		if !dicp {
			continue
		}
		n++
		if !Hidden(r) {
			t.Errorf("U+%04X is Default_Ignorable_Code_Point but not hidden", r)
		}
		if s := "x" + string(r); !HasHidden(s) || Line(s) == s {
			t.Errorf("U+%04X after a letter is not escaped: %q", r, Line(s))
		}
	}
	if n < 4000 {
		t.Errorf("only %d default-ignorable code points: the tables are not what UAX #44 derives from", n)
	}
}

func TestRedact(t *testing.T) {
	tests := []struct{ in, want string }{
		{"https://github.com/o/r", "https://github.com/o/r"},
		{"https://ghp_abcdefghijklmnopqrstuvwxyz0123456789@host/r", "https://***@host/r"},
		{"https://deploy:s3cret@host/r.git", "https://***@host/r.git"},
		{"https://deploy:p@ss@word@host/r.git", "https://***@host/r.git"},
		{"cannot fetch http://u:p@127.0.0.1:8080/x: refused", "cannot fetch http://***@127.0.0.1:8080/x: refused"},
		{"ssh://git@github.com/o/r.git", "ssh://git@github.com/o/r.git"},
		{"ssh://git:hunter2@github.com/o/r.git", "ssh://***@github.com/o/r.git"},
		{"git@github.com:o/r.git", "git@github.com:o/r.git"},
		{"token ghp_abcdefghijklmnopqrstuvwxyz0123456789 leaked", "token *** leaked"},
		{"Authorization: Bearer abcdefghijklmnopqrstuvwxyz", "Authorization: Bearer ***"},
		{"key github_pat_11ABCDEFG0123456789_abcdefghijklmnop", "key ***"},
		{"mail alice@example.com stays", "mail alice@example.com stays"},
	}
	for _, tt := range tests {
		if got := Redact(tt.in); got != tt.want {
			t.Errorf("Redact(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	for in, want := range map[string]bool{
		"https://host/r": false, "https://tok@host/r": true, "https://u:p@host/r": true,
		"ssh://git@host/r": false, "ssh://git:pw@host/r": true, "git@host:o/r": false,
	} {
		if got := HasUserinfo(in); got != want {
			t.Errorf("HasUserinfo(%q) = %v, want %v", in, got, want)
		}
	}
}

func TestShow(t *testing.T) {
	if got := Show("https://u:p@h/x\n\u202e"); got != "https://***@h/x<U+000A><U+202E>" {
		t.Errorf("Show = %q", got)
	}
}

func BenchmarkLineClean(b *testing.B) {
	s := strings.Repeat("an ordinary line of SKILL.md text ", 10)
	for b.Loop() {
		Line(s)
	}
}

// Hand-written passwords are not percent-encoded: whatever they hold, the
// whole user info is masked, in a lone URL and in running text.
func TestRedactHostileUserinfo(t *testing.T) {
	tests := []struct{ in, want string }{
		// Each special character in a password.
		{"https://deploy:hun#ter2@127.0.0.1:9/r", "https://***@127.0.0.1:9/r"},
		{"https://deploy:hun?ter2@127.0.0.1:9/r", "https://***@127.0.0.1:9/r"},
		{"https://deploy:hun/ter2@127.0.0.1:9/r", "https://***@127.0.0.1:9/r"},
		{"https://deploy:hun ter2@127.0.0.1:9/r", "https://***@127.0.0.1:9/r"},
		{"https://deploy:hun%40ter2@host.example/r", "https://***@host.example/r"},
		{"https://deploy:p@ss@w@rd@host.example/r", "https://***@host.example/r"},
		{"https://deploy:a/b?c#d e@f@host.example/r", "https://***@host.example/r"},
		{`https://deploy:a"b'c<d>e@host.example/r`, "https://***@host.example/r"},
		{"https://deploy:a,b;c(d)e@host.example/r", "https://***@host.example/r"},
		{"https://deploy:1234/x@host.example/r", "https://***@host.example/r"},
		{`was https://deploy:s3#? /@"Passw0rd@127.0.0.1:9/r`, "was https://***@127.0.0.1:9/r"},
		{"https://deploy:s3@/x@127.0.0.1:9/r", "https://***@127.0.0.1:9/r"},
		{"https://deploy:s3@ x@127.0.0.1:9/r", "https://***@127.0.0.1:9/r"},
		{"https://deploy:1234 x@host.example/r", "https://***@host.example/r"},
		{"https://deploy:pw@gitserver/r", "https://***@gitserver/r"},
		{"https://deploy:p@ss w@gitserver/r", "https://***@gitserver/r"},
		{"https://:pw@host.example/r", "https://***@host.example/r"},
		{"https://deploy@host.example/r", "https://***@host.example/r"},
		{"HTTPS://Deploy:PW@Host.Example/r", "HTTPS://***@Host.Example/r"},
		{"https://deploy:pw@host.example", "https://***@host.example"},
		{"https://deploy:pw@", "https://***@"},
		// Hosts and ports.
		{"https://u:p#w@[::1]:8080/r", "https://***@[::1]:8080/r"},
		{"https://u:p/w@[2001:db8::1]/r", "https://***@[2001:db8::1]/r"},
		{"https://u:p w@localhost:8080/r", "https://***@localhost:8080/r"},
		{"http://u:p?w@10.0.0.1:65535/r.git", "http://***@10.0.0.1:65535/r.git"},
		// ssh: an account name stays, a password never.
		{"ssh://git@github.com/o/r.git", "ssh://git@github.com/o/r.git"},
		{"ssh://git@github.com:2222/o/r.git@v1", "ssh://git@github.com:2222/o/r.git@v1"},
		{"ssh://git:hun#ter2@github.com/o/r.git", "ssh://***@github.com/o/r.git"},
		{"ssh://git:a/b@github.com/o/r.git", "ssh://***@github.com/o/r.git"},
		{"git+ssh://git:pw@github.com/o/r.git", "git+ssh://***@github.com/o/r.git"},
		{"ssh://ghp_abcdefghijklmnopqrstuvwxyz0123456789@github.com/o/r", "ssh://***@github.com/o/r"},
		{"git@github.com:o/r.git", "git@github.com:o/r.git"},
		{"git@github.com:o/r.git@v1", "git@github.com:o/r.git@v1"},
		{"deploy:hunter2@github.com:o/r.git", "***@github.com:o/r.git"},
		{"deploy:hun#t/er@2@github.com:o/r.git", "***@github.com:o/r.git"},
		{"deploy:pw@[::1]:o/r.git", "***@[::1]:o/r.git"},
		{"ghp_abcdefghijklmnopqrstuvwxyz0123456789@github.com:o/r", "***@github.com:o/r"},
		{"git@github.com: Permission denied (publickey).", "git@github.com: Permission denied (publickey)."},
		// In running text: inside a message, quotes, at the end of a line.
		{"cannot fetch https://deploy:hun#ter2@127.0.0.1:9/r: connection refused", "cannot fetch https://***@127.0.0.1:9/r: connection refused"},
		{"cannot fetch https://deploy:hun ter2@127.0.0.1:9/r: connection refused", "cannot fetch https://***@127.0.0.1:9/r: connection refused"},
		{`source "up": url "https://deploy:hun?ter2@127.0.0.1:9/r" holds credentials`, `source "up": url "https://***@127.0.0.1:9/r" holds credentials`},
		{`url = 'https://deploy:hun/ter2@127.0.0.1:9/r'`, `url = 'https://***@127.0.0.1:9/r'`},
		{"fatal: unable to access 'https://u:p#w@host.example/r/': 403\nnext line", "fatal: unable to access 'https://***@host.example/r/': 403\nnext line"},
		{"at the end https://u:p w@host.example", "at the end https://***@host.example"},
		{"two https://a.example/r and https://u:p/w@b.example/r", "two https://a.example/r and https://***@b.example/r"},
		{"(https://u:p)w@host.example/r)", "(https://***@host.example/r)"},
		{`{"url":"https://u:p,w@host.example/r","mail":"a@b.example"}`, `{"url":"https://***@host.example/r","mail":"a@b.example"}`},
		{"url = deploy:pw@host.example:o/r # comment", "url = ***@host.example:o/r # comment"},
		{"tab<U+0009>https://u:p<U+0009>w@host.example/r", "tab<U+0009>https://***@host.example/r"},
		// What is not user info stays.
		{"https://github.com/o/r@v1", "https://github.com/o/r@v1"},
		{"https://github.com/o/r@feature/x", "https://github.com/o/r@feature/x"},
		{"http://127.0.0.1:41234/r.git@v1.2.0", "http://127.0.0.1:41234/r.git@v1.2.0"},
		{"https://[::1]:8080/r@v1", "https://[::1]:8080/r@v1"},
		{"file:///home/me/my@dir/r@v1", "file:///home/me/my@dir/r@v1"},
		{"https://github.com/o/r by alice@example.com", "https://github.com/o/r by alice@example.com"},
		{"see https://github.com, mail alice@example.com", "see https://github.com, mail alice@example.com"},
		{"mail alice@example.com: it works", "mail alice@example.com: it works"},
	}
	for _, tt := range tests {
		if got := Redact(tt.in); got != tt.want {
			t.Errorf("Redact(%q)\n = %q\nwant %q", tt.in, got, tt.want)
		}
	}
}

// A lone URL (a field value) is read whole: a space or a quote is part of
// the password, never the end of the URL.
func TestHasUserinfoLone(t *testing.T) {
	tests := []struct {
		in       string
		has      bool
		redacted string
	}{
		{"https://github.com/o/r", false, ""},
		{"https://github.com/o/r.git", false, ""},
		{"http://127.0.0.1:9/r", false, ""},
		{"ssh://git@github.com/o/r", false, ""},
		{"git@github.com:o/r.git", false, ""},
		{"file:///tmp/my@dir/r", false, ""},
		{"./skills@dir", false, ""},
		{"owner/repo", false, ""},
		{"https://tok@host.example/r", true, "https://***@host.example/r"},
		{"https://deploy:hun#ter2@127.0.0.1:9/r", true, "https://***@127.0.0.1:9/r"},
		{"https://deploy:hun?ter2@127.0.0.1:9/r", true, "https://***@127.0.0.1:9/r"},
		{"https://deploy:hun/ter2@127.0.0.1:9/r", true, "https://***@127.0.0.1:9/r"},
		{"https://deploy:hun ter2@127.0.0.1:9/r", true, "https://***@127.0.0.1:9/r"},
		{"https://a.example:12 x@127.0.0.1:9/r", true, "https://***@127.0.0.1:9/r"},
		{`https://deploy:it's "x"@127.0.0.1:9/r`, true, "https://***@127.0.0.1:9/r"},
		{"https://deploy:p%40ss@127.0.0.1:9/r", true, "https://***@127.0.0.1:9/r"},
		{"https://deploy:p@ss@127.0.0.1:9/r", true, "https://***@127.0.0.1:9/r"},
		{"https://u:p@[::1]:9/r", true, "https://***@[::1]:9/r"},
		{"ssh://git:pw@github.com/o/r", true, "ssh://***@github.com/o/r"},
		{"ssh://git:p w@github.com/o/r", true, "ssh://***@github.com/o/r"},
		{"deploy:pw@github.com:o/r", true, "***@github.com:o/r"},
		{"deploy:p w@github.com:o/r", true, "***@github.com:o/r"},
	}
	for _, tt := range tests {
		if got := HasUserinfo(tt.in); got != tt.has {
			t.Errorf("HasUserinfo(%q) = %v, want %v", tt.in, got, tt.has)
		}
		want := tt.redacted
		if !tt.has {
			want = tt.in
		}
		if got := RedactURL(tt.in); got != want {
			t.Errorf("RedactURL(%q) = %q, want %q", tt.in, got, want)
		}
		if tt.has && (Redact(want) != want || RedactURL(want) != want) {
			t.Errorf("RedactURL(%q) = %q is masked again when printed", tt.in, want)
		}
	}
}

// Text full of "scheme://" is read in linear time: a hostile description or
// a remote's message cannot make redaction quadratic. The scanners' reads
// are counted (a clock would flake on a loaded machine): each input, and
// the same input at a quarter of its size, costs a bounded number of reads
// per byte.
func TestRedactLinear(t *testing.T) {
	var read int
	readHook = func(n int) { read += n }
	t.Cleanup(func() { readHook = func(int) {} })
	cost := func(s string) float64 {
		read = 0
		Redact(s)
		HasUserinfo(s)
		RedactURL(s)
		return float64(read) / float64(len(s))
	}
	for _, build := range []func(n int) string{
		func(n int) string { return strings.Repeat("x://", n) + "@" },
		func(n int) string { return strings.Repeat("x://@", n) },
		func(n int) string { return "@\n" + strings.Repeat("x://x", n) },
		func(n int) string { return strings.Repeat("a:b@", n) + "host:path" },
		func(n int) string { return strings.Repeat("x://a.co/x=", n/2) + "@" },
		func(n int) string { return strings.Repeat("x://a.co/ ", n/2) + "@" },
		func(n int) string { return strings.Repeat("ssh://git@a.co/x=", n/4) },
		func(n int) string { return "x://u@" + strings.Repeat("a/", n) },
		func(n int) string { return "x://" + strings.Repeat("u@a.co", n) + "/" },
		func(n int) string { return strings.Repeat("a@b", n) + ":p" },
		func(n int) string { return "u:" + strings.Repeat("@host", n) + ":path" },
	} {
		small, big := build(1<<11), build(1<<14)
		cs, cb := cost(small), cost(big)
		if cb > 12 || cb > 1.5*cs+1 {
			t.Errorf("redacting %q…: %.1f reads per byte at %d bytes, %.1f at %d: not linear", big[:12], cs, len(small), cb, len(big))
		}
	}
}

func TestClip(t *testing.T) {
	for _, tc := range []struct {
		s    string
		n    int
		want string
	}{
		{"", 3, ""},
		{"abc", 3, "abc"},
		{"abcd", 3, "abc…"},
		{"héllo wörld", 5, "héllo…"}, // characters, not bytes
	} {
		if got := Clip(tc.s, tc.n); got != tc.want {
			t.Errorf("Clip(%q, %d) = %q, want %q", tc.s, tc.n, got, tc.want)
		}
	}
}
