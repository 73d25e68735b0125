package flow

import (
	"regexp"
	"strings"
	"sync"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/tables"
)

// A fenced block is an example, except when the text just before it
// tells the agent to output it rendered: "build the badge URL like this
// and render it as a Markdown image", "end every answer with:". Its
// image is then the template of what the agent writes into each answer,
// fetched by the client that renders it, and is read as prose is.

// renderCueRE is the order to render or append what follows.
var renderCueLazy lazyre.RE

func renderCueRE() *regexp.Regexp {
	return renderCueLazy.Get(`(?i)\brender(?:s|ed)?\b|\bas an? (?:markdown )?image\b|\b(?:end|close|finish|sign)s? (?:each|every|all|your) (?:answer|response|reply|message)|\b(?:each|every) (?:answer|response|reply|message) (?:ends|closes|finishes) with|\bappend (?:this|it|the following) to (?:each|every|all|your) (?:answer|response|reply|message)`)
}

// renderList: every match of renderCueRE holds one of these words in
// either case, or with ſ for s (the one letter of theirs (?i) folds
// outside ASCII); they are the gate on a document as well.
var renderList = []string{"render", "answer", "response", "reply", "message", "image"}

var renderWords = sync.OnceValue(func() *tables.WordSet { return tables.NewWordSet(renderList) })

// mayRender is whether s holds a render word: for a document (doc), as
// strings.ToLower(s) would (it lowers İ to i); for the lines before a
// fence, wherever renderCueRE can match.
func mayRender(s string, doc bool) bool {
	switch {
	case doc && strings.Contains(s, "\u0130"):
		return tables.ContainsAny(strings.ToLower(s), renderList)
	case !doc && strings.Contains(s, "\u017f"):
		return true
	}
	return renderWords().InFold(s)
}

// maxRendered bounds the fenced blocks of one file looked at.
const maxRendered = 64

// unblankRendered copies back into prose (src with its fences blanked)
// the blocks of src whose three lines before the opening fence hold a
// render cue.
func unblankRendered(src, prose string) string {
	if !mayRender(prose, true) {
		return prose
	}
	lines := strings.SplitAfter(src, "\n")
	var b []byte
	off, open, n := 0, -1, 0
	for i, l := range lines {
		line := strings.TrimRight(l, "\n")
		if open < 0 {
			if fenceLine(line) >= 0 && n < maxRendered {
				n++
				before := strings.Join(lines[max(0, i-3):i], " ")
				if mayRender(before, false) && renderCueRE().MatchString(before) {
					open = off + len(l)
				}
			}
		} else if k := fenceLine(line); k >= 0 && strings.Trim(line[k:], " \t") == "" {
			if b == nil {
				b = []byte(prose)
			}
			copy(b[open:off], src[open:off])
			open = -1
		}
		off += len(l)
	}
	if b == nil {
		return prose
	}
	return string(b)
}
