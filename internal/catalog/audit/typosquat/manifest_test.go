package typosquat

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"testing"
)

// declLinesByLine is declLines as it was: every line tried in turn.
func declLinesByLine(data []byte, limit int) [][2]int {
	var out [][2]int
	for off := 0; off < len(data) && len(out) < limit; {
		le := bytes.IndexByte(data[off:], '\n')
		end := len(data)
		if le >= 0 {
			end = off + le
		}
		if declLine(data[off:end]) {
			out = append(out, [2]int{off, end})
		}
		off = end + 1
	}
	return out
}

// TestDeclLines holds declLines, which visits only the lines holding
// one of declNeeds, to the line-by-line search: random lines of the
// marks' pieces, long lines, the bound, and the test data.
func TestDeclLines(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	pieces := []string{"=", "==", ">=", "~=", "<=", "!=", "gem ", "gem", `= "`, `": "`, `"`, ": ", "1.2", "^1", "x", " ", "\n", "\n", "requests", "\r\n"}
	for i := 0; i < 30000; i++ {
		var b bytes.Buffer
		for k := r.IntN(40); k > 0; k-- {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		if r.IntN(20) == 0 {
			b.WriteString(string(bytes.Repeat([]byte("a=b "), 70)))
		}
		d := b.Bytes()
		limit := 1 + r.IntN(5)
		if r.IntN(2) == 0 {
			limit = maxLines
		}
		if got, want := declLines(d, limit), declLinesByLine(d, limit); !slices.Equal(got, want) {
			t.Fatalf("%q (limit %d): declLines = %v, line by line %v", d, limit, got, want)
		}
	}
	eachTestFile(t, func(p string, data []byte) {
		if got, want := declLines(data, maxLines), declLinesByLine(data, maxLines); !slices.Equal(got, want) {
			t.Fatalf("%s: declLines = %v, line by line %v", p, got, want)
		}
	})
}

// declMatchRef is declMatch without its shortcut (digitDot).
func declMatchRef(line []byte) []int {
	m := declRE().FindSubmatchIndex(line)
	if m == nil {
		return nil
	}
	for g := 2; g+1 < len(m); g += 2 {
		if m[g] >= 0 {
			return []int{m[0], m[1], m[g], m[g+1]}
		}
	}
	return nil
}

// TestDeclMatch holds declMatch to the pattern alone on random lines of
// the pattern's pieces and on the lines of the test data.
func TestDeclMatch(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 16))
	pieces := []string{"gem", "gem ", "ge", "m", "\"", "'", ":", " ", "\t", "=", "==", ">=", "~=", "<=", "!=", "^", "~", "1", "2", ".", "0.", "1.2", "x", "requests", "[extra]", ",", ";", "#", "@scope/", "-", "é"}
	lines := [][]byte{[]byte("gem\t'rails'"), []byte("  gem \"x-y\", '~> 7'"), []byte("gem 'a'"), []byte("gemx 'a'"), []byte(`"dep": "1.2"`), []byte("a==1"), []byte("a==1.")}
	for i := 0; i < 50000; i++ {
		var b bytes.Buffer
		for k := r.IntN(14); k > 0; k-- {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		lines = append(lines, b.Bytes())
	}
	eachTestFile(t, func(p string, data []byte) {
		lines = append(lines, bytes.Split(data, []byte("\n"))...)
	})
	matched := 0
	for _, l := range lines {
		want := declMatchRef(l)
		if want != nil {
			matched++
		}
		if got := declMatch(l); !slices.Equal(got, want) {
			t.Fatalf("%q: declMatch = %v, the pattern %v", l, got, want)
		}
	}
	if matched < 100 {
		t.Fatalf("only %d lines declare a dependency: the test tries too few", matched)
	}
}
