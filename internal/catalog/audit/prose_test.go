package audit

import (
	"os"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit/confusable"
	"github.com/skillpin/skillpin/internal/catalog/audit/prose"
)

const proseFM = "---\nname: notes-helper\ndescription: Keeps project notes tidy.\n---\n# Notes helper\n\n"

func analyseWith(lex *prose.Lexicon, files map[string]string) prose.Result {
	var docs []prose.Doc
	for p, t := range files {
		docs = append(docs, prose.Doc{Path: p, Data: []byte(t)})
	}
	return prose.Analyze(docs, prose.Options{Skeleton: confusable.Skeleton, Host: hostClass, Lexicon: lex})
}

func maxProse(r prose.Result) prose.Severity {
	m := prose.None
	for _, f := range r.Findings {
		m = max(m, f.Severity)
	}
	return m
}

// TestLexiconExamples: every entry's find example is found at high or
// above, read as a paragraph of SKILL.md; its miss example gives no
// finding at all.
func TestLexiconExamples(t *testing.T) {
	lex := prose.Builtin()
	for _, role := range []prose.Role{prose.Sensitive, prose.Take, prose.Send, prose.Destination, prose.Conceal, prose.Override, prose.Execute} {
		es := lex.Entries(role)
		if len(es) == 0 {
			t.Fatalf("no entries of role %s", role)
		}
		for _, e := range es {
			r := analyseWith(lex, map[string]string{"SKILL.md": proseFM + e.Find + "\n"})
			if maxProse(r) < prose.High {
				t.Errorf("%s: find example not found at high: %q (findings %v)", e, e.Find, r.Findings)
			}
			r = analyseWith(lex, map[string]string{"SKILL.md": proseFM + e.Miss + "\n"})
			if len(r.Findings) > 0 {
				t.Errorf("%s: miss example found: %q: %+v", e, e.Miss, r.Findings[0])
			}
		}
	}
}

// TestLexiconEntriesNeeded drops each entry in turn: its find example
// must then be found at a lower severity (or not at all), so every entry
// is tested by its example and not by another entry.
func TestLexiconEntriesNeeded(t *testing.T) {
	lex := prose.Builtin()
	for _, role := range []prose.Role{prose.Sensitive, prose.Take, prose.Send, prose.Destination, prose.Conceal, prose.Override, prose.Execute} {
		for _, e := range lex.Entries(role) {
			files := map[string]string{"SKILL.md": proseFM + e.Find + "\n"}
			with, without := maxProse(analyseWith(lex, files)), maxProse(analyseWith(lex.Without(e), files))
			if without >= with {
				t.Errorf("%s: its find example is found at %v without the entry too: %q", e, without, e.Find)
			}
		}
	}
}

// TestProseCodesDocumented: every code the instruction analysis reports
// is in docs/review.md.
func TestProseCodesDocumented(t *testing.T) {
	doc, err := os.ReadFile("../../../docs/review.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []string{prose.CodeSecretDisclosure, prose.CodeHideFromUser, prose.CodeOverride, prose.CodeDownloadAndRun, prose.CodeRemoteInstr, prose.CodePermissionBypass} {
		if !strings.Contains(string(doc), "| `"+c+"` |") {
			t.Errorf("docs/review.md has no row for %s", c)
		}
	}
	if !strings.Contains(string(doc), "#### Instructions read by role") {
		t.Error("docs/review.md does not describe the instruction analysis")
	}
}
