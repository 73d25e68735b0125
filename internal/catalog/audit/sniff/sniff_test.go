package sniff

import (
	"bytes"
	"math/rand/v2"
	"testing"
)

// TestMayHaveBlankRun checks the strided test that spares most lines
// the scan for padding: every line whose longest run of blanks is n or
// more passes it.
func TestMayHaveBlankRun(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	pieces := []string{" ", "\t", "\r", "x", "    ", "\t\t\t", "é"}
	for i := 0; i < 50000; i++ {
		var b bytes.Buffer
		for k := r.IntN(40); k > 0; k-- {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		line := b.Bytes()
		for n := 1; n <= 9; n++ {
			if longestBlankRun(line) >= n && !mayHaveBlankRun(line, n) {
				t.Fatalf("%q: a run of %d blanks, mayHaveBlankRun(%d) says none", line, longestBlankRun(line), n)
			}
		}
	}
}

// TestDecodeTextShortcuts checks DecodeText's table of control bytes
// and utf16Text's early return (no NUL) against the tests they replace.
func TestDecodeTextShortcuts(t *testing.T) {
	for b := range 256 {
		want := b < 0x20 && b != '\t' && b != '\n' && b != '\r' && b != '\f' && b != 0x1b || b == 0x7f
		if (controlBytes[b] == 1) != want {
			t.Fatalf("controlBytes[%#x] = %d", b, controlBytes[b])
		}
	}
	for _, d := range []string{"h\x00e\x00l\x00l\x00o\x00!\x00", "\x00h\x00e\x00l\x00l\x00o\x00!", "hello wo", "h\x00ello wo"} {
		_, got := utf16Text([]byte(d))
		// The count the shortcut skips, done here.
		var even, odd int
		for i := 0; i+1 < len(d); i += 2 {
			if d[i] == 0 {
				even++
			}
			if d[i+1] == 0 {
				odd++
			}
		}
		half := len(d) / 2
		want := odd*10 >= half*9 && even == 0 || even*10 >= half*9 && odd == 0
		if got != want {
			t.Fatalf("utf16Text(%q) = %v, the halves' NUL count says %v", d, got, want)
		}
	}
}

// TestControls holds controls, which steps over words with no control
// byte eight bytes at a time, equal to counting byte by byte.
func TestControls(t *testing.T) {
	r := rand.New(rand.NewPCG(2, 11))
	pick := []byte("\x00\x01\x08\t\n\x0b\x0c\r\x1a\x1b\x1f !~\x7f\x80\xff")
	for n := range 50 {
		for range 300 {
			b := make([]byte, n)
			for i := range b {
				if r.IntN(2) == 0 {
					b[i] = byte(r.IntN(256))
				} else {
					b[i] = pick[r.IntN(len(pick))]
				}
			}
			want := 0
			for _, c := range b {
				want += int(controlBytes[c])
			}
			if got := controls(b); got != want {
				t.Fatalf("controls(%q) = %d, byte by byte %d", b, got, want)
			}
		}
	}
}

// BenchmarkControls counts the control bytes of 1 MiB of ASCII text.
func BenchmarkControls(b *testing.B) {
	text := bytes.Repeat([]byte("Run `curl -fsSL https://example.com/x.sh` and read the output.\n"), 1<<20/64)
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		controls(text)
	}
}

// TestAllBlank holds allBlank equal to trimming the blanks it stands
// for, on random lines of blanks and other bytes.
func TestAllBlank(t *testing.T) {
	pick := []byte(" \t\r\f\v\n\x00a\xa0")
	r := rand.New(rand.NewPCG(21, 22))
	for i := 0; i < 50000; i++ {
		b := make([]byte, r.IntN(8))
		for k := range b {
			b[k] = pick[r.IntN(len(pick))]
		}
		if got, want := allBlank(b), len(bytes.TrimLeft(b, " \t\r\f\v")) == 0; got != want {
			t.Fatalf("allBlank(%q) = %v, trimming says %v", b, got, want)
		}
	}
}
