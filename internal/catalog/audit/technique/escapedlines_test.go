package technique

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// escapedFragments are pieces of obfuscated and plain code, put
// together at random below.
var escapedFragments = []string{
	`\x65`, `\x76`, `\x61`, `\x6c`, `\u0065`, `\u{76}`, `\141`, `\154`, `\x63\x68\x69\x6c\x64\x5f\x70\x72\x6f\x63\x65\x73\x73`,
	"ev", "al", "exec", "$", "_", "'", `"`, " ", "\n", "\n", "\r\n", `\`, `\n`, `\X`, "é", "\xff", "x[", "](", "require(", "getattr(",
	"// ", "# ", "a", "9",
}

// TestEscapedLines holds escapedAPI's search, line by line where a
// backslash is, to the pattern run over the whole file as before: the
// same places on every generated text (planting a start one byte past
// the line's, or stopping at the first backslash's line, fails it).
func TestEscapedLines(t *testing.T) {
	whole := func(data []byte) [][2]int {
		runs := reEscaped.Get(`(?:[\w$]|` + escape + `)*` + escape + `(?:[\w$]|` + escape + `)*`)
		var locs [][2]int
		for _, l := range runs.FindAllIndex(data, -1) {
			if l[1]-l[0] > 13*10 {
				continue
			}
			if slices.Contains(escapedAPINames, strings.ToLower(decodeEscapes(data[l[0]:l[1]]))) {
				if locs = append(locs, [2]int{l[0], l[1]}); len(locs) == maxPlaces {
					break
				}
			}
		}
		return locs
	}
	r := rand.New(rand.NewPCG(17, 40))
	found := 0
	for n := 0; n < 20000; n++ {
		var b strings.Builder
		for k := 1 + r.IntN(40); k > 0; k-- {
			b.WriteString(escapedFragments[r.IntN(len(escapedFragments))])
		}
		b.WriteString("\nx[k](1)\n") // a computed call: escapedAPI returns its places
		data := []byte(b.String())
		want := whole(data)
		got, places := escapedAPI(data, asciiLower(data), &Words{})
		if len(want) > 0 {
			found++
		}
		if !slices.Equal(got, want) && !(len(got) == 0 && len(want) == 0) || places != len(want) {
			t.Fatalf("escapedAPI(%q) = %v, the pattern over the whole file finds %v", data, got, want)
		}
	}
	if found < 1000 {
		t.Errorf("the pattern found names in %d generated texts: too few to test the search", found)
	}
}
