package tooltext

import "strings"

// Attrs tells an HTML attribute's value from a quotation in a sentence
// the instruction analysis tokenizes: a '="' is an attribute's only
// inside an HTML tag, one opened in the sentence or a sentence that is
// a known element's tag whose '<' flattening removed ("img src="…"
// alt="…""). A flag's value in prose (--body="…") is a quotation
// (det17fix).
type Attrs struct {
	s           string
	scan, tagAt int // the '<' scan moves forward only: linear in s
	tagEnd      int // tagPrefix(s), -1 until asked
}

// NewAttrs reads s.
func NewAttrs(s string) *Attrs { return &Attrs{s: s, tagAt: -1, tagEnd: -1} }

// At reports that the quotation mark at i (after '=') opens an
// attribute's value.
func (a *Attrs) At(i int) bool {
	if a.tagEnd < 0 {
		a.tagEnd = tagPrefix(a.s)
	}
	if i < a.tagEnd {
		return true
	}
	for ; a.scan < i; a.scan++ {
		switch a.s[a.scan] {
		case '<':
			if a.scan+1 < len(a.s) && a.s[a.scan+1]|0x20 >= 'a' && a.s[a.scan+1]|0x20 <= 'z' {
				a.tagAt = a.scan
			}
		case '>':
			a.tagAt = -1
		}
	}
	return a.tagAt >= 0
}

// tagPrefix is the length of the longest prefix of s that reads as an
// HTML tag's name and attributes ("<img src="a.png" alt="…"), the '<'
// optional; an attribute's quoted value is part of it, unclosed to the
// end. 0 when s does not start with a tag name and an attribute.
func tagPrefix(s string) int {
	name := func(k int) int {
		for k < len(s) && (s[k]|0x20 >= 'a' && s[k]|0x20 <= 'z' || s[k] >= '0' && s[k] <= '9' || s[k] == '-' || s[k] == '_' || s[k] == ':') {
			k++
		}
		return k
	}
	k, lt := 0, false
	for k < len(s) && (s[k] == ' ' || s[k] == '<') {
		lt = lt || s[k] == '<'
		k++
	}
	if k >= len(s) || s[k]|0x20 < 'a' || s[k]|0x20 > 'z' {
		return 0
	}
	// Without its '<' the name must be an element's ("img", not
	// "write").
	if e := name(k); !lt && !htmlElement(strings.ToLower(s[k:e])) {
		return 0
	}
	k = name(k)
	valued, bare := 0, 0
	for k < len(s) && (s[k] == ' ' || s[k] == '\t' || s[k] == '\n') {
		for k < len(s) && (s[k] == ' ' || s[k] == '\t' || s[k] == '\n') {
			k++
		}
		if k >= len(s) || s[k]|0x20 < 'a' || s[k]|0x20 > 'z' {
			break
		}
		start := k
		k = name(k)
		if k+1 < len(s) && s[k] == '=' && (s[k+1] == '"' || s[k+1] == '\'') {
			e := strings.IndexByte(s[k+2:], s[k+1])
			if e < 0 {
				return len(s)
			}
			k += 2 + e + 1
			valued++
		} else if bare++; bare > 1 {
			k = start // prose: words, not a tag's bare attributes
			break
		}
	}
	if valued == 0 {
		return 0
	}
	return k
}

// htmlElement reports the name of an element whose attributes hold
// text a page shows or a model reads.
func htmlElement(w string) bool {
	switch w {
	case "a", "abbr", "area", "article", "aside", "audio", "b", "blockquote", "body", "button", "canvas", "caption", "code", "dd", "details", "dialog", "div", "dl", "dt", "em", "embed", "fieldset", "figure", "font", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "html", "i", "iframe", "img", "input", "label", "legend", "li", "link", "main", "map", "meta", "nav", "object", "ol", "option", "p", "picture", "pre", "q", "section", "select", "small", "source", "span", "strong", "sub", "summary", "sup", "svg", "table", "tbody", "td", "template", "textarea", "tfoot", "th", "thead", "tr", "track", "u", "ul", "video":
		return true
	}
	return false
}

// ReviewRuns reports a sentence that names code a review passes and
// a machine runs: CI workflows, deploy code, lockfiles, scripts, hooks.
func ReviewRuns(text string) bool {
	for _, w := range runTargets {
		if strings.Contains(strings.ToLower(text), w) {
			return true
		}
	}
	return false
}

var runTargets = []string{"workflow", ".github", "deploy", "lockfile", "lock.json", ".lock", "ci/", "pipeline", "script", "hook", "dockerfile", "makefile", "install", "depend", "deps/", "terraform", "infra", "permission", "credential", "secret", "auth"}
