package prose

import (
	"math/rand/v2"
	"testing"
)

// flatByByte is appendFlat as it was written first, a byte at a time: the
// reference the run-copying version is held to.
func flatByByte(s string) string {
	var b []byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch c {
		case '[', '*', '~', '`':
			continue
		case '!':
			if i+1 < len(s) && s[i+1] == '[' {
				continue
			}
		case ']':
			if i+1 < len(s) && s[i+1] == '(' {
				b = append(b, ' ')
			}
			continue
		case '<', '>':
			c = ' '
		case '_':
			if !(i > 0 && i+1 < len(s) && wordByte(s[i-1]) && wordByte(s[i+1])) {
				continue
			}
		default:
			if c >= 'A' && c <= 'Z' {
				c += 'a' - 'A'
			}
		}
		b = append(b, c)
	}
	return string(b)
}

func TestFlattenSame(t *testing.T) {
	cases := []string{"", "plain text", "See ![img](x.png) and [Docs](a_b.md)!", "**Bold** __x__ a_b _c_ `code` ~~del~~ <b>t</b>", "!", "]", "_", "Ünïcode_Ä [x](y)"}
	const alphabet = "aZ_![]()*~`<>. é\n0"
	r := rand.New(rand.NewPCG(1, 2))
	for range 5000 {
		b := make([]byte, r.IntN(24))
		for i := range b {
			b[i] = alphabet[r.IntN(len(alphabet))]
		}
		cases = append(cases, string(b))
	}
	for _, s := range cases {
		if got, want := flatten(s), flatByByte(s); got != want {
			t.Fatalf("flatten(%q) = %q, want %q", s, got, want)
		}
	}
}

