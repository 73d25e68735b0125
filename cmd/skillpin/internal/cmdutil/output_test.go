package cmdutil

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"
)

func TestSafeWriter(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name   string
		cr     bool
		writes []string
		want   string
	}{
		{"plain lines", false, []string{"one\ntwo\n"}, "one\ntwo\n"},
		{"control bytes", false, []string{"a\x00b\x1b[2Jc\n"}, "a<U+0000>b<U+001B>[2Jc\n"},
		{"carriage return in a log line", false, []string{"done\roverwritten\n"}, "done<U+000D>overwritten\n"},
		{"a rune split across writes", false, []string{"caf\xc3", "\xa9\n"}, "café\n"},
		{"no final newline", false, []string{"last"}, "last\n"},
		{"credentials", false, []string{"fetch https://user:ghp_abcdefghijklmnopqrstuvwxyz0123@host/r\n"}, "fetch https://***@host/r\n"},
		{"progress keeps carriage returns", true, []string{"Counting 10%\r", "Counting 100%\rdone\n"}, "Counting 10%\rCounting 100%\rdone\n"},
		{"progress from a server", true, []string{"remote: \x1b]0;owned\x07\r\n"}, "remote: <U+001B>]0;owned<U+0007>\r\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b bytes.Buffer
			w := NewSafeWriter(&b, tt.cr)
			for _, s := range tt.writes {
				if n, err := w.Write([]byte(s)); n != len(s) || err != nil {
					t.Fatalf("Write(%q) = %d, %v", s, n, err)
				}
			}
			w.Flush()
			if b.String() != tt.want {
				t.Errorf("got %q, want %q", b.String(), tt.want)
			}
		})
	}
	t.Run("a line without end is bounded", func(t *testing.T) {
		var b bytes.Buffer
		w := NewSafeWriter(&b, false)
		long := strings.Repeat("é", maxSegment) // 2 bytes a rune
		w.Write([]byte(long))
		if len(w.buf) > maxSegment || b.Len() == 0 {
			t.Fatalf("held back %d bytes, wrote %d", len(w.buf), b.Len())
		}
		w.Flush()
		if got := strings.ReplaceAll(b.String(), "\n", ""); got != long {
			t.Errorf("a rune was cut: %d bytes out, want %d", len(got), len(long))
		}
	})
}

// TestMessage: a value formatted into a message cannot start a line of
// its own, an error keeps its lines, and nothing hidden survives.
func TestMessage(t *testing.T) {
	t.Parallel()
	got := Message("skill %s: %v (%d)", "a\nverify ok", errors.New("first\nsecond\x1b[0m"), 3)
	want := "skill a<U+000A>verify ok: first\nsecond<U+001B>[0m (3)"
	if got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	var errOut bytes.Buffer
	f := &Factory{IO: &IOStreams{Out: io.Discard, ErrOut: &errOut}, Getenv: func(string) string { return "" }}
	f.Warnf("%s", "w\x00")
	f.Quiet = true
	f.Warnf("hidden")
	f.Infof("hidden")
	if errOut.String() != "warning: w<U+0000>\n" {
		t.Errorf("stderr %q: want one escaped warning, none with -q", errOut.String())
	}
}
