package flow

import (
	"strings"
	"testing"
	"unicode"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/tables"
)

// TestMayRender holds the render-word gate to what it stands for: on a
// document, ContainsAny of the words over strings.ToLower; before a
// fence, true wherever renderCueRE matches. Random texts of the pattern's
// pieces (in both cases, with ſ, K and İ) and the test data's Markdown,
// each whole and line by line.
func TestMayRender(t *testing.T) {
	pieces := []string{"render", "RENDER", "Rendered ", "as an ", "image", "IMAGE", "as a markdown image", "ſ", "meſſage", "reſponse",
		"İ", "İmage", "\u212a", "end ", "each ", "every ", "answer", "Answer", "response", "reply", "message", "with", "append ",
		"this", " to ", "your ", "\n", " ", "-", "é", "\xff", "renderer", "rendering", "messages", "Reply", "ends ", "closes "}
	checked, matched := 0, 0
	for _, text := range shortcutTexts(t, pieces) {
		for _, s := range append(strings.Split(text, "\n"), text) {
			if got, want := mayRender(s, true), tables.ContainsAny(strings.ToLower(s), renderList); got != want {
				t.Fatalf("mayRender(%q, doc) = %v, ContainsAny of ToLower %v", s, got, want)
			}
			if renderCueRE().MatchString(s) {
				matched++
				if !mayRender(s, false) {
					t.Fatalf("renderCueRE matches %q, mayRender says it cannot", s)
				}
			}
			checked++
		}
	}
	if matched < 1000 {
		t.Errorf("only %d of %d texts matched renderCueRE", matched, checked)
	}
}

// TestRenderFolds: of the runes that lower or fold to an ASCII letter,
// the only ones outside ASCII that touch the render words' letters are
// İ (strings.ToLower gives i) and ſ ((?i) folds it to s), which
// mayRender handles; a new one in Go's tables fails here.
func TestRenderFolds(t *testing.T) {
	letters := map[rune]bool{}
	for _, w := range renderList {
		for _, c := range w {
			letters[c] = true
		}
	}
	for r := rune(0x80); r <= unicode.MaxRune; r++ {
		if l := unicode.ToLower(r); l < 0x80 && letters[l] && r != 'İ' {
			t.Errorf("ToLower(%U) = %q, a letter of the render words", r, l)
		}
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			if f < 0x80 && letters[unicode.ToLower(f)] && r != 'ſ' {
				t.Errorf("%U folds to %q, a letter of the render words", r, f)
			}
		}
	}
}

// TestHTMLElemWords holds htmlElemWords to strings.Contains over
// strings.ToLower's copy, on random texts of the words' pieces in both
// cases with characters that lower to ASCII (İ, the Kelvin sign) and
// invalid bytes, and on the test data; and checks Go's tables: no
// character outside ASCII lowers to a letter of the words.
func TestHTMLElemWords(t *testing.T) {
	pieces := []string{"<pre", "<PRE", "<Pre", "<code", "<CODE", "<cOdE", "<", "p", "re", "co", "de", "İ", "\u212a", "\xff", "é", " ", "\n", "<p", "re>", "<c", "ode"}
	checked := 0
	for _, text := range shortcutTexts(t, pieces) {
		l := strings.ToLower(text)
		if got, want := htmlElemWords().InFold(text), strings.Contains(l, "<pre") || strings.Contains(l, "<code"); got != want {
			t.Fatalf("htmlElemWords(%q) = %v, ToLower %v", text, got, want)
		}
		checked++
	}
	for r := rune(0x80); r <= unicode.MaxRune; r++ {
		if l := unicode.ToLower(r); l < 0x80 && strings.ContainsRune("<precod", l) {
			t.Errorf("ToLower(%U) = %q, a letter of <pre or <code", r, l)
		}
	}
	if checked < 20000 {
		t.Errorf("only %d texts", checked)
	}
}
