package audit

import (
	"bytes"
	"math/rand"
	"slices"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit/prefilter"
	"github.com/skillpin/skillpin/internal/ui/safetext"
)

// litWindows are windows of a text to test the literal positions on:
// the whole text, each line with its neighbours, and random stretches.
func litWindows(text []byte, rng *rand.Rand) [][2]int {
	ws := [][2]int{{0, len(text)}}
	for i := 0; i < 3 && len(text) > 0; i++ {
		a, b := rng.Intn(len(text)+1), rng.Intn(len(text)+1)
		ws = append(ws, [2]int{min(a, b), max(a, b)})
	}
	for s := 0; s < len(text); {
		e := bytes.IndexByte(text[s:], '\n')
		if e < 0 {
			break
		}
		ws = append(ws, [2]int{max(s-3, 0), min(s+e+4, len(text))})
		s += e + 1 + rng.Intn(400)
	}
	return ws
}

// TestLiteralPositionsSame holds the answers given from the literal
// index's positions (prefilter.At) to those they replace, for every rule:
// each Filter's HoldsAt against Holds of the window, StartsAt against
// candidates of the window, and the branches' AnyAt against Any, on the
// rule examples and the test data, as written and made one line, over
// whole texts, lines and random windows.
func TestLiteralPositionsSame(t *testing.T) {
	idx := literalIndex(Builtin())
	if idx == nil {
		t.Fatal("the built-in rules' literals do not fit the index: the fast path is off")
	}
	rng := rand.New(rand.NewSource(37))
	var texts [][]byte
	for _, text := range auditTexts(t) {
		if len(text) > 4<<10 || prefilter.FoldsToASCII(text) {
			continue
		}
		texts = append(texts, text, bytes.ReplaceAll(text, []byte("\n"), []byte(" ")))
	}
	texts = append(texts, []byte("aaaa"), []byte(""), []byte("curl curl|sh .env.env .env"))
	checked := 0
	for ti, text := range texts {
		lower := lowerASCII(text)
		hits := idx.Scan(lower)
		at := func(l []byte) []int { return hits[string(l)] }
		for _, w := range litWindows(text, rng) {
			lw := lower[w[0]:w[1]]
			for _, r := range Builtin() {
				if r.pre != nil && r.pre.HoldsAt(at, w[0], w[1]) != r.pre.Holds(lw) {
					t.Fatalf("%s: HoldsAt %v, Holds %v on %q", r.Code, !r.pre.Holds(lw), r.pre.Holds(lw), safetext.Clip(string(lw), 200))
				}
				if r.prefixes != nil {
					got, want := prefilter.StartsAt(at, r.prefixes, w[0], w[1]), r.candidates(lw)
					if !slices.Equal(got, want) {
						t.Fatalf("%s: StartsAt %v, candidates %v on %q", r.Code, got, want, safetext.Clip(string(lw), 200))
					}
				}
				if r.branches != nil && ti%4 == 0 {
					if got, want := r.branches.AnyAt(text[w[0]:w[1]], lw, at, w[0]), r.branches.Any(text[w[0]:w[1]], lw); got != want {
						t.Fatalf("%s: AnyAt %v, Any %v on %q", r.Code, got, want, safetext.Clip(string(lw), 200))
					}
				}
				checked++
			}
		}
	}
	if checked < 50000 {
		t.Errorf("only %d rule windows checked", checked)
	}
}

// TestLiteralPositionsFindings audits the rule examples and the test
// data with the literal positions used from the first window of every
// file (litScanMin below zero) and as the command does: the findings
// are the same.
func TestLiteralPositionsFindings(t *testing.T) {
	var sets [][]File // taken once: an example's files come in no fixed order
	for _, r := range Builtin() {
		for _, e := range r.Examples {
			sets = append(sets, e.files())
		}
	}
	texts := auditTexts(t)
	audit := func() [][]Finding {
		var out [][]Finding
		for _, fs := range sets {
			out = append(out, Default().Files(fs))
		}
		for _, text := range texts {
			out = append(out, Default().Files([]File{{Path: "notes.md", Data: text}}))
		}
		return out
	}
	want := audit()
	defer func(n int) { litScanMin = n }(litScanMin)
	litScanMin = -1 << 40
	got := audit()
	n := 0
	for i := range want {
		n += len(want[i])
		if !slices.EqualFunc(got[i], want[i], func(a, b Finding) bool { return a.String() == b.String() && a.Match == b.Match }) {
			t.Fatalf("findings differ:\nwith positions: %v\nwithout: %v", got[i], want[i])
		}
	}
	if n < 1000 {
		t.Errorf("only %d findings compared", n)
	}
}
