package audit

import (
	"bytes"
	"fmt"
	"testing"
)

// hostileLines are texts of one token repeated on one line and on many
// short ones, bare and with the characters that keep a repetition like
// [^\s]* or [^\n]* going (a path, a word) or stop it.
func hostileLines(tok []byte, size int) [][]byte {
	var out [][]byte
	for _, sep := range []string{"", " ", "/", "\n"} {
		t := append(bytes.Clone(tok), sep...)
		out = append(out, bytes.Repeat(t, size/len(t)))
	}
	return out
}

// ruleTokens are texts a rule's pattern matches or starts at: the
// matches in its examples (a few) and its prefixes.
func ruleTokens(r *Rule, n int) [][]byte {
	var out [][]byte
	seen := map[string]bool{}
	add := func(b []byte) {
		if len(b) > 0 && len(b) <= 200 && !seen[string(b)] && len(out) < n {
			seen[string(b)] = true
			out = append(out, b)
		}
	}
	for _, e := range r.Examples {
		for _, f := range e.files() {
			for _, loc := range r.re.FindAllIndex(f.Data, 3) {
				add(f.Data[loc[0]:loc[1]])
			}
		}
	}
	for _, p := range r.prefixes {
		add(p)
	}
	return out
}

// TestSearchReachBounds: for every rule searched from prefixes, on a
// long text of one of its prefixes repeated (the case where a search
// past the attempt budget read the rest of the line once per match, a
// minute for a megabyte), the work is bounded: the attempts read at most
// their budget and one text more, the searches are given at most twice
// the text plus searchReach per match. Counted, not timed.
func TestSearchReachBounds(t *testing.T) {
	const size = 32 << 10
	if searchReach/2 < lineReach {
		t.Fatalf("a match past the budget is judged on %d bytes, less than the %d a match on a long line carries", searchReach/2, lineReach)
	}
	checked, past := 0, 0
	for _, r := range Builtin() {
		if r.prefixes == nil {
			continue
		}
		for _, tok := range ruleTokens(r, 6) {
			for _, text := range hostileLines(tok, size) {
				lower := lowerASCII(text)
				budget := 2*len(text) + attemptBudget
				got, cost := r.fromCandidates(text, r.candidates(lower), 0, budget)
				checked++
				if cost.Given > 0 {
					past++
				}
				if limit := 2*len(text) + (len(got)+2)*searchReach; cost.Read > budget+len(text) || cost.Given > limit {
					t.Errorf("%s, %q repeated: the attempts read %d bytes (at most %d), the searches were given %d (at most %d) for %d matches",
						r.Code, tok, cost.Read, budget+len(text), cost.Given, limit, len(got))
				}
			}
		}
	}
	t.Logf("%d texts, %d past the budget", checked, past)
	if checked < 100 || past < 10 {
		t.Errorf("%d texts checked, %d went past the attempt budget: the test does not reach the searches", checked, past)
	}
}

// TestSearchReachSameMatches: where the searches past the budget read to
// the end of their reach, on a line of a credential path repeated (each
// search's pattern still open, [^\s"'`]*key, where the match ends), the
// matches are still those regexp finds over the whole line.
func TestSearchReachSameMatches(t *testing.T) {
	r, _ := Builtin().Lookup("CRED_SSH_KEY")
	line := bytes.Repeat([]byte("~/.ssh/"), 3000) // 21,000 bytes
	var want [][2]int
	for _, loc := range r.re.FindAllIndex(line, maxMatchesPerFile) {
		want = append(want, [2]int{loc[0], loc[1]})
	}
	got, cost := r.fromCandidates(line, r.candidates(lowerASCII(line)), 0, -1)
	if cost.Cut == 0 {
		t.Fatal("no search read to the end of its reach: the test does not show the bound")
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("%d matches, regexp finds %d: %v…, want %v…", len(got), len(want), got[:min(len(got), 5)], want[:min(len(want), 5)])
	}
}
