package audit

import (
	"bytes"
	"regexp"
	"regexp/syntax"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit/prefilter"
)

// TestNearFits checks, on every branch of every rule's pattern that has
// a prefilter.Near, what its shortcut rests on: every match of the
// branch, at every place one starts, in the rule examples, the test data
// and the same texts made one line (their newlines turned to blanks and
// to semicolons), holds at most its limit of bytes outside its free
// set; and Near.Match answers as the branch run over the whole text.
func TestNearFits(t *testing.T) {
	var texts [][]byte
	for _, text := range auditTexts(t) {
		if len(text) > 8<<10 {
			continue
		}
		texts = append(texts, text, bytes.ReplaceAll(text, []byte("\n"), []byte(" ")), bytes.ReplaceAll(text, []byte("\n"), []byte(";")))
	}
	nears, matches := 0, 0
	for _, r := range Builtin() {
		if r.Pattern == "" {
			continue
		}
		re, err := syntax.Parse("(?m)"+r.Pattern, syntax.Perl)
		if err != nil {
			t.Fatal(err)
		}
		for _, sub := range append(prefilter.Split(re), re) {
			f := prefilter.New(sub)
			n := prefilter.NewNear(sub, f)
			if n == nil {
				continue
			}
			nears++
			c := regexp.MustCompile(prefilter.BranchText(sub))
			anchored := regexp.MustCompile(`\A(?:` + prefilter.BranchText(sub) + `)`)
			for _, text := range texts {
				if prefilter.FoldsToASCII(text) {
					continue
				}
				lower := lowerASCII(text)
				if !f.Holds(lower) {
					continue // the audit does not run the branch (its Filter is tested on its own)
				}
				want := c.Match(text)
				if got := n.Match(c, text, lower); got != want {
					t.Fatalf("%s: Near says %v, the branch %v, on %q", r.Code, got, want, text)
				}
				if !want {
					continue
				}
				// Every match, from every start (the leftmost-first match
				// there; the anchored pattern lacks the context of ^ and \b
				// at the start, so it finds more, never fewer).
				for _, loc := range c.FindAllIndex(text, -1) {
					matches++
					if m := text[loc[0]:loc[1]]; !n.Fits(m) {
						t.Fatalf("%s: the match %q holds more than the Near allows", r.Code, m)
					}
				}
				for s := range text {
					if len(text) > 2<<10 {
						break
					}
					if loc := anchored.FindIndex(text[s:]); loc != nil {
						matches++
						if m := text[s : s+loc[1]]; !n.Fits(m) {
							t.Fatalf("%s: the match %q holds more than the Near allows", r.Code, m)
						}
					}
				}
			}
		}
	}
	t.Logf("%d Nears, %d matches checked", nears, matches)
	if nears < 20 || matches < 1000 {
		t.Errorf("%d Nears, %d matches checked: the test shows little", nears, matches)
	}
}
