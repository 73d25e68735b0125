package contentscan

import (
	"regexp"
	"slices"
	"strings"
	"sync"
)

// rawBlockOpen starts an HTML block whose lines Markdown passes through as
// they are, blank lines included, until its closing tag (CommonMark's HTML
// blocks of type 1): backticks in it make no code span.
var rawBlockOpen = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)^ {0,3}<(pre|textarea|script|style)(?:[\s>]|$)`)
})

// codeMasked is lines with what rendered Markdown shows as code blanked
// out: the lines of fenced code blocks, and the content of code spans
// (one or more backticks on each side). Markup there is shown as text, not rendered: `<script>`
// in inline code hides nothing. Blanks keep every byte offset, so lines
// and columns found in the result are the original's. Lines that start
// an HTML block, and the paragraphs they start, are left as they are:
// there a backtick is only a character, and what looks like a span may
// hide markup.
func codeMasked(lines []string) []string {
	out := slices.Clone(lines)
	fenced := fencedLines(lines)
	raw := ""
	for i := 0; i < len(out); {
		switch {
		case fenced[i]:
			out[i] = strings.Repeat(" ", len(out[i]))
			i++
			continue
		case raw != "":
			if strings.Contains(strings.ToLower(out[i]), "</"+raw) {
				raw = ""
			}
			i++
			continue
		case strings.TrimSpace(out[i]) == "":
			i++
			continue
		}
		if m := rawBlockOpen().FindStringSubmatch(out[i]); m != nil {
			if !strings.Contains(strings.ToLower(out[i]), "</"+strings.ToLower(m[1])) {
				raw = strings.ToLower(m[1])
			}
			i++
			continue
		}
		// A paragraph: code spans may run across its lines, never
		// beyond a blank line or into a fence.
		j := i + 1
		for j < len(out) && !fenced[j] && strings.TrimSpace(out[j]) != "" {
			j++
		}
		if strings.HasPrefix(strings.TrimLeft(out[i], " "), "<") {
			i = j // an HTML block (it ends at a blank line)
			continue
		}
		copy(out[i:j], strings.Split(maskCodeSpans(strings.Join(out[i:j], "\n")), "\n"))
		i = j
	}
	return out
}

// maskCodeSpans blanks the content of the code spans of s, backticks
// included: a run of n backticks opens a span that the next run of
// exactly n closes; a run never closed is literal backticks, and a
// backslash-escaped backtick opens nothing. Line breaks are kept.
func maskCodeSpans(s string) string {
	b := []byte(s)
	run := func(k int) int {
		n := 0
		for k+n < len(b) && b[k+n] == '`' {
			n++
		}
		return n
	}
	for i := 0; i < len(b); {
		switch {
		case b[i] == '\\':
			i += 2
			continue
		case b[i] != '`':
			i++
			continue
		}
		n := run(i)
		end := -1
		for k := i + n; k < len(b); {
			if b[k] != '`' {
				k++
				continue
			}
			m := run(k)
			if m == n {
				end = k
				break
			}
			k += m
		}
		if end < 0 {
			i += n
			continue
		}
		for x := i; x < end+n; x++ {
			if b[x] != '\n' {
				b[x] = ' '
			}
		}
		i = end + n
	}
	return string(b)
}
