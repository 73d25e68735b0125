package flow

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/tables"
)

// fenceRE is the pattern blankFences stands for.
var fenceRE = tables.LazyRegexp("(?ms)^ {0,3}(?:```|~~~).*?^ {0,3}(?:```|~~~)[ \t]*$")

// blankFencesRE is blankFences as a regexp: the fenced blocks fenceRE
// matches, blanked.
func blankFencesRE(src string) string {
	if !strings.Contains(src, "```") && !strings.Contains(src, "~~~") {
		return src
	}
	b := []byte(src)
	for _, m := range fenceRE().FindAllStringIndex(src, -1) {
		for i := m[0]; i < m[1]; i++ {
			if b[i] != '\n' {
				b[i] = ' '
			}
		}
	}
	return string(b)
}

// piecesText joins n pieces drawn from pieces.
func piecesText(r *rand.Rand, pieces []string, n int) string {
	var b strings.Builder
	for range n {
		b.WriteString(pieces[r.IntN(len(pieces))])
	}
	return b.String()
}

// shortcutTexts are texts to try a shortcut on: random ones built from
// pieces, and the Markdown files of the repository's audit test data.
func shortcutTexts(t *testing.T, pieces []string) []string {
	r := rand.New(rand.NewPCG(3, 7))
	var texts []string
	for i := range 20000 {
		texts = append(texts, piecesText(r, pieces, 1+i%60))
	}
	for _, dir := range []string{"../../../../../testdata/audit/benign", "../../../../../testdata/audit/malicious", "../../../../../testdata/audit/eval/tune"} {
		_ = filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(p, ".md") {
				if data, err := os.ReadFile(p); err == nil {
					texts = append(texts, string(data))
				}
			}
			return nil
		})
	}
	if len(texts) < 20100 {
		t.Fatalf("only %d texts: the test data's Markdown files were not found", len(texts))
	}
	return texts
}

// TestBlankFences holds the line-by-line blankFences equal to the
// regexp it replaces.
func TestBlankFences(t *testing.T) {
	pieces := []string{"```", "~~~", "`", "~", " ", "  ", "   ", "    ", "\t", "\n", "\r\n", "\r", "a", "sh", "é", "\xff", "\n```\n", "\n~~~ \n"}
	for _, s := range shortcutTexts(t, pieces) {
		if got, want := blankFences(s), blankFencesRE(s); got != want {
			t.Fatalf("blankFences(%q) = %q, the regexp gives %q", s, got, want)
		}
	}
}

// TestProseURLs holds proseURLs equal to proseURLRE's matches, on texts
// where the three alternatives overlap, nest and run past the limit.
func TestProseURLs(t *testing.T) {
	pieces := []string{"![", "](", "]", "[", "(", ")", "<", ">", "<img ", "<img\n", "src=", "src = ", "\"", "'", "`",
		"http://", "https://", "http:/", "h.io", "/p?d={K}", "a", " ", "\n", "\t", "é", "\xff", "![x](https://e.com/i.png)"}
	for _, s := range shortcutTexts(t, pieces) {
		for _, n := range []int{64, 2} {
			got, want := proseURLs(s, n), proseURLRE().FindAllStringSubmatchIndex(s, n)
			if !slices.EqualFunc(got, want, slices.Equal) {
				t.Fatalf("proseURLs(%q, %d) = %v, the regexp gives %v", s, n, got, want)
			}
		}
	}
}

// TestMayHoldPlaceholder holds the test in front of placeholderRE true
// of every URL the pattern matches in.
func TestMayHoldPlaceholder(t *testing.T) {
	pieces := []string{"https://h.io/", "?", "&", "=", "a", "A_B", "_", "{", "}", "{{", "%7B", "%7d", "%3C", "%3e", "<", ">", "$", "${", "[", "]", "X", "KEY", ".", "-", " "}
	n := 0
	for _, s := range shortcutTexts(t, pieces) {
		if placeholderRE().MatchString(s) {
			n++
			if !mayHoldPlaceholder(s) {
				t.Fatalf("placeholderRE matches in %q, mayHoldPlaceholder says it cannot", s)
			}
		}
	}
	if n < 1000 {
		t.Fatalf("placeholderRE matched only %d texts: the test tries too little", n)
	}
}

// TestClipCueSet holds clipCueSet's one-pass search equal to the search
// it replaces: strings.EqualFold of each cue at every offset whose byte
// folds to the cue's first letter (Unicode folding included: the long s
// and the Kelvin sign fold to ASCII letters).
func TestClipCueSet(t *testing.T) {
	equalFold := func(s string) bool {
		for i := 0; i < len(s); i++ {
			for _, w := range clipCues {
				if s[i]|0x20 == w[0] && i+len(w) <= len(s) && strings.EqualFold(s[i:i+len(w)], w) {
					return true
				}
			}
		}
		return false
	}
	pieces := []string{"c", "C", "l", "L", "i", "p", "P", "a", "s", "S", "ſ", "t", "e", "E", "g", "b", "x", "X", "r", "R", "d", "T", "k", "K", "\u212a", "é", "\xff", " ", "\n", "clip", "PASTE", "paſte", "Gcb", "xSel", "readText"}
	for _, s := range shortcutTexts(t, pieces) {
		if got, want := clipCueSet().InFold(s), equalFold(s); got != want {
			t.Fatalf("clipCueSet().InFold(%q) = %v, strings.EqualFold finds %v", s, got, want)
		}
	}
}

// TestNesting checks nesting, which counts the opening brackets first,
// against the depth: the same above MaxNest, and no more than MaxNest
// where it says 0.
func TestNesting(t *testing.T) {
	r := rand.New(rand.NewPCG(19, 20))
	pieces := []string{"(", ")", "[", "]", "{", "}", "x", " ", strings.Repeat("(", 60), strings.Repeat(")", 60), strings.Repeat("[{", 30)}
	over := 0
	for i := 0; i < 20000; i++ {
		var b strings.Builder
		for n := r.IntN(40); n > 0; n-- {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		s := b.String()
		got, d := nesting(s), depth(s)
		if d > MaxNest {
			over++
		}
		if got > MaxNest != (d > MaxNest) || got > MaxNest && got != d || got != 0 && got != d {
			t.Fatalf("nesting(%q) = %d, its depth is %d", s, got, d)
		}
	}
	if over < 100 {
		t.Fatalf("only %d texts nest deeper than %d: the test reads too few", over, MaxNest)
	}
}

// TestWorkflowLineWords holds the words workflow looks for before its
// patterns ("secrets.", "run:") to the patterns: no line of random
// pieces of them, nor of the test data's YAML, matches without its word.
func TestWorkflowLineWords(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	pieces := []string{" ", "  ", "\t", "- ", "run", "run:", "ru", "n:", ":", " |", "echo x", "TOKEN", "_", "a", "${{", "}}", "secrets", "secrets.", ".", "GH_TOKEN", "'", "\"", "\r"}
	var lines []string
	for i := 0; i < 50000; i++ {
		var b strings.Builder
		for k := r.IntN(10); k > 0; k-- {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		lines = append(lines, b.String())
	}
	for _, dir := range []string{"../../../../../testdata/audit/benign", "../../../../../testdata/audit/malicious", "../../../../../testdata/audit/eval/tune"} {
		_ = filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(p, ".yml") && !strings.HasSuffix(p, ".yaml") {
				return nil
			}
			data, err := os.ReadFile(p)
			if err == nil {
				lines = append(lines, strings.Split(string(data), "\n")...)
			}
			return nil
		})
	}
	matched := 0
	for _, l := range lines {
		for _, c := range []struct {
			word  string
			match bool
		}{{"secrets.", buildREs().secretEnv.MatchString(l)}, {"run:", buildREs().runKey.MatchString(l)}} {
			if c.match {
				matched++
				if !strings.Contains(l, c.word) {
					t.Fatalf("%q matches a workflow pattern without %q", l, c.word)
				}
			}
		}
	}
	if matched < 100 {
		t.Fatalf("only %d lines match: the test tries too few", matched)
	}
}
