package flow

import (
	"regexp"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/tables"
)

// A fenced block is an example, except when the text just before it
// tells the agent to output it rendered: "build the badge URL like this
// and render it as a Markdown image", "end every answer with:". Its
// image is then the template of what the agent writes into each answer,
// fetched by the client that renders it, and is read as prose is.

// renderCueRE is the order to render or append what follows.
var renderCueLazy lazyRE

func renderCueRE() *regexp.Regexp {
	return renderCueLazy.get(`(?i)\brender(?:s|ed)?\b|\bas an? (?:markdown )?image\b|\b(?:end|close|finish|sign)s? (?:each|every|all|your) (?:answer|response|reply|message)|\b(?:each|every) (?:answer|response|reply|message) (?:ends|closes|finishes) with|\bappend (?:this|it|the following) to (?:each|every|all|your) (?:answer|response|reply|message)`)
}

// maxRendered bounds the fenced blocks of one file looked at.
const maxRendered = 64

// unblankRendered copies back into prose (src with its fences blanked)
// the blocks of src whose three lines before the opening fence hold a
// render cue.
func unblankRendered(src, prose string) string {
	if !tables.ContainsAny(strings.ToLower(prose), []string{"render", "answer", "response", "reply", "message", "image"}) {
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
				if renderCueRE().MatchString(before) {
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
