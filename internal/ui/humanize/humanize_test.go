package humanize

import "testing"

func TestHumanize(t *testing.T) {
	for _, tc := range []struct{ got, want string }{
		{Noun(0, "file", "files"), "files"},
		{Noun(1, "file", "files"), "file"},
		{Noun(2, "file", "files"), "files"},
		{Count(1, "skill", "skills"), "1 skill"},
		{Count(3, "skill", "skills"), "3 skills"},
		{Bytes(0), "0 B"},
		{Bytes(1023), "1023 B"},
		{Bytes(1024), "1.0 KiB"},
		{Bytes(1024*1024 - 1), "1024.0 KiB"},
		{Bytes(1024 * 1024), "1.0 MiB"},
		{Bytes(5 << 20), "5.0 MiB"},
		{OneLine("a\n  b\tc ", 10), "a b c"},
		{OneLine("abcdef", 6), "abcdef"},
		{OneLine("abcdefg", 6), "abcde…"},
		{OneLine("ééééééé", 6), "ééééé…"}, // cut between runes, not bytes
	} {
		if tc.got != tc.want {
			t.Errorf("got %q, want %q", tc.got, tc.want)
		}
	}
}
