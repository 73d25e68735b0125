package safetext

import (
	"strings"
	"testing"
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
