package audit

import (
	"bytes"
	"regexp"
	"sync"
	"unicode/utf8"

	"github.com/skillpin/skillpin/internal/catalog/audit/invisible"
	"github.com/skillpin/skillpin/internal/catalog/audit/sniff"
	"github.com/skillpin/skillpin/internal/catalog/audit/technique"
	"github.com/skillpin/skillpin/internal/ui/safetext"
)

// detectors find what a regular expression cannot: text spelled by
// invisible characters, and instructions inside Markdown comments. They
// use the same notion of a hidden character as the content scan
// (safetext.Hidden), which reports the characters themselves.
var detectors = map[string]func(*Rule, *fileContext) []*match{
	"tag_text":             detectTagText,
	"bidi":                 detectBidi,
	"invisible":            detectInvisible,
	"comment_instructions": detectCommentInstructions,
	"typosquat":            detectTyposquat,
	"package_typosquat":    detectPackageTyposquat,
	"technique":            detectTechnique,
}

// Hidden-character classes a file may hold (invisible.Classes).
const (
	mayTag       = invisible.MayTag
	mayBidi      = invisible.MayBidi
	mayInvisible = invisible.MayInvisible
)

// hiddenClasses says which detectors have anything to look at.
func (fc *fileContext) hiddenClasses() int {
	if fc.hidden < 0 {
		fc.hidden = invisible.Classes(fc.data)
	}
	return fc.hidden
}

// minTagText is how many ASCII characters Unicode tag characters must
// spell to be a message rather than part of a flag sequence.
const minTagText = 4

// detectTagText finds runs of Unicode tag characters (U+E0020–U+E007E)
// that spell text: invisible instructions a model reads.
func detectTagText(r *Rule, fc *fileContext) []*match {
	d := fc.data
	if fc.hiddenClasses()&mayTag == 0 {
		return nil
	}
	var out []*match
	for i := 0; i < len(d); {
		c, n := utf8.DecodeRune(d[i:])
		if c < 0xe0020 || c > 0xe007e {
			i += n
			continue
		}
		start := i
		var text []byte
		for i < len(d) {
			c, n = utf8.DecodeRune(d[i:])
			if c < 0xe0020 || c > 0xe007f {
				break
			}
			if c != 0xe007f {
				text = append(text, byte(c-0xe0000))
			}
			i += n
		}
		flag := start >= 4 && bytes.HasSuffix(d[:start], []byte("\U0001F3F4")) && len(text) <= 6
		if letters(text) >= minTagText && !flag {
			ln, _, _ := fc.line(start)
			out = append(out, &match{rule: r, fc: fc, start: start, end: i, line: ln, lineText: "tag characters spell: " + string(text), hidden: true})
		}
	}
	return out
}

func letters(b []byte) int {
	n := 0
	for _, c := range b {
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
			n++
		}
	}
	return n
}

// detectBidi finds bidirectional embedding, override and isolate
// controls, which make text display in another order than it is read.
func detectBidi(r *Rule, fc *fileContext) []*match {
	d := fc.data
	if fc.hiddenClasses()&mayBidi == 0 {
		return nil
	}
	var out []*match
	lastLine := 0
	for i := 0; i < len(d); {
		c, n := utf8.DecodeRune(d[i:])
		if c >= 0x202a && c <= 0x202e || c >= 0x2066 && c <= 0x2069 {
			ln, ls, le := fc.line(i)
			if ln != lastLine {
				lastLine = ln
				if !invisible.IsolatedRTL(d[ls:le]) {
					out = append(out, &match{rule: r, fc: fc, start: i, end: i + n, line: ln, lineText: string(d[ls:le]), hidden: true})
				}
			}
		}
		i += n
	}
	return out
}

// minInvisible is how many zero-width or other invisible characters in
// one file make a finding: a stray one pasted from a web page is common,
// a scattering of them is how text is hidden from a reader.
const minInvisible = 3

// detectInvisible finds files with several invisible characters other
// than tags and bidi controls (zero-width spaces and joiners, word
// joiners, invisible operators…), outside emoji sequences.
func detectInvisible(r *Rule, fc *fileContext) []*match {
	d := fc.data
	if fc.hiddenClasses()&mayInvisible == 0 {
		return nil
	}
	count, first := invisible.Scattered(d, safetext.Hidden)
	if count < minInvisible {
		return nil
	}
	ln, ls, le := fc.line(first)
	return []*match{{rule: r, fc: fc, start: first, end: first, line: ln, lineText: string(d[ls:le]), hidden: true}}
}

// commentCue is what makes a Markdown comment an instruction to a model
// rather than a note to an editor.
var commentCue = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)\b(?:you (?:must|should|are|will)|always|never|ignore|disregard|instead|do not|don't|before (?:answering|responding|you)|when (?:the user|asked|you)|assistant|the (?:agent|model|ai)|claude|codex|gpt|system prompt|run|execute|send|upload|read the|curl|wget)\b`)
})

// commentNoise are comments tools write (linters, generators, editors).
var commentNoise = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)^\s*(?:markdownlint|prettier|toc|end ?toc|lint|eslint|vale|cspell|spell|generated|auto-generated|do not edit|begin|end|start|stop|omit|include|embed|snippet|region|endregion|badges?|all-contributors|readme|#+|-+|\.\.\.)\b`)
})

// detectCommentInstructions finds HTML comments in Markdown whose text
// addresses the model: instructions rendered Markdown does not show.
func detectCommentInstructions(r *Rule, fc *fileContext) []*match {
	if !fc.markdown || !bytes.Contains(fc.data, []byte("<!--")) {
		return nil
	}
	fc.computeRanges()
	var out []*match
	for _, c := range fc.comments {
		body := fc.data[c[0]+4 : max(c[0]+4, c[1]-3)]
		if len(bytes.TrimSpace(body)) < 20 || commentNoise().Match(body) || !commentCue().Match(body) {
			continue
		}
		ln, _, _ := fc.line(c[0])
		text := bytes.Join(bytes.Fields(fc.data[c[0]:c[1]]), []byte(" "))
		out = append(out, &match{rule: r, fc: fc, start: c[0], end: c[1], line: ln, lineText: string(text)})
	}
	return out
}

// detectTechnique finds what the technique package reads for the rule's
// code (a technique whose mechanism spans lines or needs a second test).
func detectTechnique(r *Rule, fc *fileContext) []*match {
	var out []*match
	if fc.lowered == nil {
		fc.lowered = sniff.LowerASCII(fc.data)
	}
	for _, s := range technique.FindWith(r.Code, fc.data, fc.lowered, &fc.words) {
		n, ls, le := fc.line(s[0])
		ls, le = lineWindow(ls, le, s[0], s[1])
		out = append(out, &match{rule: r, fc: fc, start: s[0], end: s[1], line: n, lineText: string(fc.data[ls:le])})
	}
	return out
}
