package view

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

// Progressive disclosure: below WholeBodyTokens, or when a task needs more
// than MaxSections sections, loading sections one by one costs more
// round trips than it saves tokens.
const (
	WholeBodyTokens = 1000
	MaxSections     = 3
)

// PreambleKey names the text before a body's first heading (or the whole
// body when it has none). Heading keys never start with "_".
const PreambleKey = "_preamble"

// Section is one part of a SKILL.md body: a heading line and its own text
// up to the next heading of any level. Sections tile the body: their
// bytes, in order, are the body.
type Section struct {
	Key    string `json:"key"`   // slug of the title, "-2", "-3"… on collision
	Title  string `json:"title"` // heading text, "" for the preamble
	Level  int    `json:"level"` // 1-6, 0 for the preamble
	Offset int    `json:"offset"`
	Bytes  int    `json:"bytes"`
	Tokens int    `json:"tokens"`
	Text   string `json:"-"` // the section's bytes, verbatim
}

// Outline is a body's sections and whether to load them one by one.
type Outline struct {
	Bytes    int       `json:"bytes"`
	Tokens   int       `json:"tokens"`
	Sections []Section `json:"sections"`
	// LoadWhole says the body is better loaded whole; Advice says why.
	LoadWhole bool   `json:"load_whole"`
	Advice    string `json:"advice"`
}

// OutlineOf cuts body at its ATX headings ("#" to "######" at the start
// of a line, up to three spaces in), ignoring lines inside fenced code
// blocks. Line endings (LF or CRLF) stay with their lines, so the
// sections add up to the body byte for byte.
func OutlineOf(body string) *Outline {
	o := &Outline{Bytes: len(body), Tokens: EstimateTokens(len(body)), Sections: []Section{}}
	type heading struct {
		off   int
		level int
		title string
	}
	var hs []heading
	var fence string // the open fence's marker, "" outside code
	for off := 0; off < len(body); {
		end := strings.IndexByte(body[off:], '\n')
		next := len(body)
		if end >= 0 {
			next = off + end + 1
		}
		line := strings.TrimSuffix(strings.TrimSuffix(body[off:next], "\n"), "\r")
		if fence != "" {
			if closesFence(line, fence) {
				fence = ""
			}
		} else if f := openFence(line); f != "" {
			fence = f
		} else if level, title, ok := atxHeading(line); ok {
			hs = append(hs, heading{off, level, title})
		}
		off = next
	}

	used := map[string]bool{}
	add := func(key, title string, level, from, to int) {
		o.Sections = append(o.Sections, Section{
			Key: key, Title: title, Level: level, Offset: from, Bytes: to - from,
			Tokens: EstimateTokens(to - from), Text: body[from:to],
		})
	}
	switch {
	case len(body) == 0:
	case len(hs) == 0:
		add(PreambleKey, "", 0, 0, len(body))
	default:
		if strings.TrimSpace(body[:hs[0].off]) == "" {
			hs[0].off = 0 // leading blank lines belong to the first section
		} else {
			add(PreambleKey, "", 0, 0, hs[0].off)
		}
		for i, h := range hs {
			to := len(body)
			if i+1 < len(hs) {
				to = hs[i+1].off
			}
			add(uniqueKey(slug(h.title), used), h.title, h.level, h.off, to)
		}
	}

	switch {
	case o.Tokens < WholeBodyTokens:
		o.LoadWhole = true
		o.Advice = fmt.Sprintf("the body is only ~%d tokens (under %d): load it whole rather than by section", o.Tokens, WholeBodyTokens)
	case len(o.Sections) <= MaxSections:
		o.LoadWhole = true
		o.Advice = fmt.Sprintf("the body has only %d sections: load it whole", len(o.Sections))
	default:
		o.Advice = fmt.Sprintf("load only the sections you need; if you need more than %d, load the whole body instead", MaxSections)
	}
	return o
}

// Section returns the section with the given key.
func (o *Outline) Section(key string) (Section, bool) {
	for _, s := range o.Sections {
		if s.Key == key {
			return s, true
		}
	}
	return Section{}, false
}

// Keys returns the section keys in body order.
func (o *Outline) Keys() []string {
	keys := make([]string, len(o.Sections))
	for i, s := range o.Sections {
		keys[i] = s.Key
	}
	return keys
}

// atxHeading parses a CommonMark ATX heading line.
func atxHeading(line string) (level int, title string, ok bool) {
	s, ok := cutIndent(line)
	if !ok {
		return 0, "", false
	}
	for level < len(s) && s[level] == '#' {
		level++
	}
	if level == 0 || level > 6 {
		return 0, "", false
	}
	rest := s[level:]
	if rest != "" && rest[0] != ' ' && rest[0] != '\t' {
		return 0, "", false // "#tag" is not a heading
	}
	rest = strings.TrimRight(rest, " \t")
	// An optional closing sequence: spaces, then only #s.
	if t := strings.TrimRight(rest, "#"); t != rest && (t == "" || strings.HasSuffix(t, " ") || strings.HasSuffix(t, "\t")) {
		rest = t
	}
	return level, strings.TrimSpace(rest), true
}

// cutIndent removes up to three leading spaces; four or a tab make an
// indented code block, not a heading or fence.
func cutIndent(line string) (string, bool) {
	n := 0
	for n < len(line) && line[n] == ' ' {
		n++
	}
	if n > 3 || (n < len(line) && line[n] == '\t') {
		return "", false
	}
	return line[n:], true
}

// openFence returns the fence marker (``` or ~~~, as long as written)
// when line opens a fenced code block.
func openFence(line string) string {
	s, ok := cutIndent(line)
	if !ok || len(s) < 3 || (s[0] != '`' && s[0] != '~') {
		return ""
	}
	n := 0
	for n < len(s) && s[n] == s[0] {
		n++
	}
	if n < 3 || (s[0] == '`' && strings.Contains(s[n:], "`")) {
		return ""
	}
	return s[:n]
}

// closesFence reports whether line closes a block opened with fence: the
// same character, at least as many, nothing after but spaces.
func closesFence(line, fence string) bool {
	s, ok := cutIndent(line)
	if !ok {
		return false
	}
	n := 0
	for n < len(s) && s[n] == fence[0] {
		n++
	}
	return n >= len(fence) && strings.TrimSpace(s[n:]) == ""
}

// slug makes a heading title a key: lowercase letters and digits, other
// runs of characters folded to one hyphen. Keys are flat: a key names a
// section, not its place in the tree.
func slug(title string) string {
	var b strings.Builder
	hyphen := false
	for _, r := range strings.ToLower(title) {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if hyphen && b.Len() > 0 {
				b.WriteByte('-')
			}
			hyphen = false
			b.WriteRune(r)
		case r == '\'' || r == '\u2019' || r == '`' || r == '*':
			// apostrophes and emphasis marks join: "Don't" is "dont"
		default:
			hyphen = true
		}
	}
	if b.Len() == 0 {
		return "section"
	}
	return b.String()
}

// uniqueKey returns base, or base-2, base-3… when taken, and marks it used.
func uniqueKey(base string, used map[string]bool) string {
	key := base
	for n := 2; used[key]; n++ {
		key = base + "-" + strconv.Itoa(n)
	}
	used[key] = true
	return key
}
