package contentscan

import (
	"fmt"
	"regexp"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/skillpin/skillpin/internal/ui/humanize"
	"github.com/skillpin/skillpin/internal/ui/safetext"
)

// scanText runs the hidden-text checks over the new lines of a text file.
func scanText(f *File) []Finding {
	lines := strings.Split(string(f.Data), "\n")
	if len(lines) > 0 && lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1] // the newline ends the last line
	}
	var out []Finding
	if fd, ok := hiddenUnicode(f, lines); ok {
		out = append(out, fd)
	}
	if Markdown(f.Path) {
		out = append(out, hiddenMarkup(f, codeMasked(lines))...)
	}
	out = append(out, hiddenWhitespace(f, lines)...)
	if fd, ok := longLines(f, lines); ok {
		out = append(out, fd)
	}
	return out
}

// hiddenUnicode reports the invisible and formatting characters on new
// lines, by class, and spells out what Unicode tag characters encode.
func hiddenUnicode(f *File, lines []string) (Finding, bool) {
	counts := map[string]int{}
	var onLines []int
	var tagText strings.Builder
	total := 0
	for i, line := range lines {
		if !f.added(i+1) || clean(line) {
			continue
		}
		rs := []rune(line)
		n := 0
		for j, r := range rs {
			if r >= 0x20 && r < 0x7f || r == '\t' {
				continue // printable ASCII: most of any line
			}
			if r == utf8.RuneError || !safetext.Hidden(r) || allowed(rs, j, i == 0) {
				continue
			}
			n++
			counts[class(r)]++
			if r >= 0xe0020 && r <= 0xe007e {
				tagText.WriteRune(r - 0xe0000)
			}
		}
		if n > 0 {
			total += n
			onLines = append(onLines, i+1)
		}
	}
	if total == 0 {
		return Finding{}, false
	}
	var classes []string
	for _, c := range classOrder {
		if counts[c] > 0 {
			classes = append(classes, fmt.Sprintf("%s ×%d", c, counts[c]))
		}
	}
	msg := fmt.Sprintf("%s has %d invisible or formatting %s on %s %s (%s), shown as <U+XXXX>: text can read differently from what it is, or carry instructions nobody sees",
		show(f.Path), total, humanize.Noun(total, "character", "characters"), humanize.Noun(len(onLines), "line", "lines"), lineList(onLines), strings.Join(classes, ", "))
	if tagText.Len() > 0 {
		msg += fmt.Sprintf("; the tag characters spell %q", excerpt(tagText.String(), 200))
	}
	return Finding{Code: HiddenUnicode, File: f.Path, Line: onLines[0], Message: msg}, true
}

// clean reports a line of printable ASCII (the common case, kept fast).
func clean(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 0x7f || c < 0x20 && c != '\t' && !(c == '\r' && i == len(s)-1) {
			return false
		}
	}
	return true
}

// allowed reports the hidden characters that are part of ordinary text:
// a carriage return ending a line, a byte order mark opening the file, an
// emoji's single presentation selector, the joiner between two emoji, and
// the tag sequence of a subdivision flag (🏴 + a few lowercase tags +
// cancel tag).
func allowed(rs []rune, j int, firstLine bool) bool {
	r := rs[j]
	prev := func(k int) rune {
		if j-k < 0 {
			return 0
		}
		return rs[j-k]
	}
	switch {
	case r == '\r':
		return j == len(rs)-1
	case r == '\ufeff':
		return j == 0 && firstLine
	case r == '\ufe0f' || r == '\ufe0e':
		p := prev(1)
		return emoji(p) || p >= '0' && p <= '9' || p == '#' || p == '*'
	case r == '\u200d':
		p := prev(1)
		if p == '\ufe0f' || p >= 0x1f3fb && p <= 0x1f3ff {
			p = prev(2)
		}
		return j+1 < len(rs) && emoji(p) && emoji(rs[j+1])
	case r >= 0xe0020 && r <= 0xe007f:
		return flagTag(rs, j)
	}
	return false
}

// emoji approximates a pictographic character: a symbol outside ASCII.
func emoji(r rune) bool { return safetext.Pictograph(r) }

// flagTag reports whether rs[j] is in a subdivision flag's tag sequence:
// U+1F3F4, then 2 to 6 tags for lowercase letters or digits, then U+E007F.
func flagTag(rs []rune, j int) bool {
	start := j
	for start > 0 && rs[start-1] >= 0xe0020 && rs[start-1] <= 0xe007f {
		start--
	}
	if start == 0 || rs[start-1] != 0x1f3f4 {
		return false
	}
	end := start
	for end < len(rs) && rs[end] != 0xe007f {
		t := rs[end] - 0xe0000
		if !(t >= 'a' && t <= 'z' || t >= '0' && t <= '9') {
			return false
		}
		end++
	}
	return end < len(rs) && end-start >= 2 && end-start <= 6
}

var classOrder = []string{"tag", "bidi control", "zero-width", "variation selector", "control", "invisible filler", "unusual space", "private use", "noncharacter", "other format"}

// class names the kind of a hidden character for people.
func class(r rune) string {
	switch {
	case r >= 0xe0000 && r <= 0xe007f:
		return "tag"
	case r >= '\u202a' && r <= '\u202e', r >= '\u2066' && r <= '\u2069', r == '\u200e', r == '\u200f', r == '\u061c':
		return "bidi control"
	case r >= '\u200b' && r <= '\u200d', r == '\u2060', r == '\ufeff', r == '\u180e', r >= '\u2061' && r <= '\u2064', r == '\u034f':
		return "zero-width"
	case unicode.Is(unicode.Variation_Selector, r): // U+FE00–FE0F, U+E0100–E01EF, Mongolian U+180B–180D, U+180F
		return "variation selector"
	case r < 0x20, r >= 0x7f && r <= 0x9f:
		return "control"
	case r == '\u115f', r == '\u1160', r == '\u3164', r == '\uffa0', r == '\u2800', r == '\u17b4', r == '\u17b5':
		return "invisible filler" // Hangul fillers, braille blank, Khmer inherent vowels
	case unicode.Is(unicode.Zs, r), r == '\u2028', r == '\u2029':
		return "unusual space"
	case unicode.Is(unicode.Co, r):
		return "private use"
	case r&0xfffe == 0xfffe, r >= 0xfdd0 && r <= 0xfdef:
		return "noncharacter"
	}
	return "other format"
}

var (
	// A link reference definition used as a comment: [//]: # (text),
	// [comment]: <> "text". Rendered Markdown shows nothing of it.
	refComment = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^ {0,3}\[[^\]]*\]:\s*(?:#|<>|<#>|//)\s*(?:"(.*)"|'(.*)'|\((.*)\))?\s*$`)
	})
	// A link reference definition, [label]: url "title": its title shows
	// only as a tooltip of the links that use it, if any do. The title
	// may stand on the line after the URL (refTitle).
	refDef = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^ {0,3}\[[^\]]+\]:\s*(?:<[^>]*>|\S+)(?:\s+(?:"(.*)"|'(.*)'|\((.*)\)))?\s*$`)
	})
	refTitle = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^\s*(?:"(.*)"|'(.*)'|\((.*)\))\s*$`) })
	// The start of an element whose content rendered Markdown never
	// shows (GitHub drops it; a browser runs or applies it).
	invisibleOpen = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?i)<(script|style)(?:[\s/>]|$)`) })
	// An HTML element that hides itself: the hidden attribute,
	// aria-hidden, or a style that makes it invisible.
	hiddenElement = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)<[a-z][a-z0-9-]*\b[^>]*?(?:\shidden\b|\saria-hidden\s*=\s*["']?true|style\s*=\s*["'][^"']*(?:display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0(?:[^.0-9]|$)|opacity\s*:\s*0(?:[^.0-9]|$)|height\s*:\s*0(?:[^.0-9]|$)|color\s*:\s*(?:transparent|white|#fff\b|#ffffff\b)))`)
	})
)

// hiddenMarkup reports text that rendered Markdown does not show, in
// lines whose code is already blanked (codeMasked: markup in code is
// shown, not rendered), when it touches a new line: HTML comments (an unterminated one hides the rest
// of the file), comment-style link reference definitions, the titles of
// link reference definitions, the content of <script> and <style>
// elements outside code blocks, and elements styled invisible. One
// finding per kind.
func hiddenMarkup(f *File, lines []string) []Finding {
	type hit = markupHit
	var comments, refs, titles, elems []hit
	touches := func(from, to int) bool {
		for l := from; l <= to; l++ {
			if f.added(l) {
				return true
			}
		}
		return false
	}
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		if strings.Contains(line, "]:") && f.added(i+1) {
			if m := refComment().FindStringSubmatch(line); m != nil {
				refs = append(refs, hit{i + 1, m[1] + m[2] + m[3]})
			}
		}
		if strings.Contains(line, "]:") {
			if m := refDef().FindStringSubmatch(line); m != nil && !refComment().MatchString(line) {
				title, at := m[1]+m[2]+m[3], i
				if title == "" && i+1 < len(lines) {
					if t := refTitle().FindStringSubmatch(lines[i+1]); t != nil {
						title, at = t[1]+t[2]+t[3], i+1
					}
				}
				if title != "" && touches(i+1, at+1) {
					titles = append(titles, hit{at + 1, title})
				}
			}
		}
		if strings.Contains(line, "<") && f.added(i+1) && hiddenElement().MatchString(line) {
			elems = append(elems, hit{i + 1, line})
		}
		// HTML comments, possibly several on a line, possibly spanning lines.
		for col := 0; ; {
			k := strings.Index(line[col:], "<!--")
			if k < 0 {
				break
			}
			startLine, start := i, col+k+4
			var text strings.Builder
			endLine, endCol := -1, 0
			for l, c := i, start; l < len(lines); l, c = l+1, 0 {
				if e := strings.Index(lines[l][c:], "-->"); e >= 0 {
					text.WriteString(lines[l][c : c+e])
					endLine, endCol = l, c+e+3
					break
				}
				text.WriteString(lines[l][c:])
				text.WriteByte('\n')
			}
			last := endLine
			if endLine < 0 {
				last = len(lines) - 1
			}
			if touches(startLine+1, last+1) {
				t := text.String()
				if endLine < 0 {
					t = "(never closed: hides the rest of the file) " + t
				}
				comments = append(comments, hit{startLine + 1, t})
			}
			if endLine < 0 {
				i = len(lines)
				break
			}
			if endLine != i {
				i, line = endLine, lines[endLine]
			}
			col = endCol
		}
	}
	var out []Finding
	report := func(hits []hit, what string) {
		if len(hits) == 0 {
			return
		}
		var at []int
		for _, h := range hits {
			at = append(at, h.line)
		}
		out = append(out, Finding{Code: HiddenMarkup, File: f.Path, Line: at[0], Message: fmt.Sprintf(
			"%s has %d %s on %s %s that rendered Markdown does not show; the first reads %q",
			show(f.Path), len(hits), what, humanize.Noun(len(at), "line", "lines"), lineList(at), excerpt(hits[0].text, 160))})
	}
	report(comments, humanize.Noun(len(comments), "HTML comment", "HTML comments"))
	report(refs, humanize.Noun(len(refs), "comment-style link definition", "comment-style link definitions"))
	report(titles, humanize.Noun(len(titles), "link definition title", "link definition titles"))
	for _, e := range invisibleElements(lines, touches) {
		report(e.hits, humanize.Noun(len(e.hits), "<"+e.tag+"> element", "<"+e.tag+"> elements"))
	}
	report(elems, humanize.Noun(len(elems), "HTML element styled invisible", "HTML elements styled invisible"))
	return out
}

// markupHit is one piece of hidden markup: where it starts and what it
// hides.
type markupHit struct {
	line int
	text string
}

// elementHits are the <script> or <style> elements of a file.
type elementHits struct {
	tag  string
	hits []markupHit
}

// invisibleElements finds the <script> and <style> elements outside
// fenced code blocks that touch a new line (touches), with their
// content: an element never closed hides the rest of the file.
func invisibleElements(lines []string, touches func(from, to int) bool) []elementHits {
	out := []elementHits{{tag: "script"}, {tag: "style"}}
	code := fencedLines(lines)
	for i := 0; i < len(lines); i++ {
		for col := 0; !code[i]; {
			loc := invisibleOpen().FindStringSubmatchIndex(lines[i][col:])
			if loc == nil {
				break
			}
			tag := strings.ToLower(lines[i][col+loc[2] : col+loc[3]])
			startLine, start := i, len(lines[i])
			if gt := strings.IndexByte(lines[i][col+loc[0]:], '>'); gt >= 0 {
				start = col + loc[0] + gt + 1
			}
			closeTag := "</" + tag
			var text strings.Builder
			endLine, endCol := -1, 0
			for l, c := i, start; l < len(lines); l, c = l+1, 0 {
				if e := strings.Index(strings.ToLower(lines[l][c:]), closeTag); e >= 0 {
					text.WriteString(lines[l][c : c+e])
					endLine, endCol = l, c+e+len(closeTag)
					break
				}
				text.WriteString(lines[l][c:])
				text.WriteByte('\n')
			}
			last := endLine
			if endLine < 0 {
				last = len(lines) - 1
			}
			if t := strings.TrimSpace(text.String()); t != "" && touches(startLine+1, last+1) {
				if endLine < 0 {
					t = "(never closed: hides the rest of the file) " + t
				}
				k := 0
				if tag == "style" {
					k = 1
				}
				out[k].hits = append(out[k].hits, markupHit{startLine + 1, t})
			}
			if endLine < 0 {
				i = len(lines)
				break
			}
			i, col = endLine, endCol
		}
	}
	return out
}

// fencedLines marks the lines of fenced code blocks (``` or ~~~, fence
// lines included): what is in them is shown as code, not rendered.
func fencedLines(lines []string) []bool {
	code := make([]bool, len(lines))
	var fence string
	for i, line := range lines {
		t := strings.TrimLeft(line, " ")
		if len(line)-len(t) > 3 && fence == "" {
			continue // indented code
		}
		if fence != "" {
			code[i] = true
			if strings.HasPrefix(t, fence) && strings.Trim(t, fence[:1]+" \t\r") == "" {
				fence = ""
			}
			continue
		}
		for _, c := range []string{"`", "~"} {
			if n := len(t) - len(strings.TrimLeft(t, c)); n >= 3 {
				fence = strings.Repeat(c, n)
				code[i] = true
				break
			}
		}
	}
	return code
}

// hiddenWhitespace reports runs of spaces that push text out of view to
// the right, and runs of blank lines before more text.
func hiddenWhitespace(f *File, lines []string) []Finding {
	var wide []int
	var firstWide string
	for i, line := range lines {
		if !f.added(i + 1) {
			continue
		}
		if run, rest := longestSpaceRun(line); run > MaxSpaceRun && strings.TrimSpace(rest) != "" {
			wide = append(wide, i+1)
			if firstWide == "" {
				firstWide = rest
			}
		}
	}
	var out []Finding
	if len(wide) > 0 {
		out = append(out, Finding{Code: HiddenWhitespace, File: f.Path, Line: wide[0], Message: fmt.Sprintf(
			"%s has more than %d spaces before more text on %s %s, which pushes that text out of view; the first hidden text reads %q",
			show(f.Path), MaxSpaceRun, humanize.Noun(len(wide), "line", "lines"), lineList(wide), excerpt(firstWide, 160))})
	}
	var blanks []int
	var firstAfter string
	runStart := -1
	for i, line := range lines {
		if strings.TrimSpace(line) == "" {
			if runStart < 0 {
				runStart = i
			}
			continue
		}
		if runStart >= 0 && i-runStart > MaxBlankRun {
			touched := false
			for l := runStart; l <= i; l++ {
				touched = touched || f.added(l+1)
			}
			if touched {
				blanks = append(blanks, runStart+1)
				if firstAfter == "" {
					firstAfter = fmt.Sprintf("%d blank lines, then line %d: %s", i-runStart, i+1, line)
				}
			}
		}
		runStart = -1
	}
	if len(blanks) > 0 {
		out = append(out, Finding{Code: HiddenWhitespace, File: f.Path, Line: blanks[0], Message: fmt.Sprintf(
			"%s has more than %d blank lines before more text (starting on %s %s), which pushes that text far out of view: %q",
			show(f.Path), MaxBlankRun, humanize.Noun(len(blanks), "line", "lines"), lineList(blanks), excerpt(firstAfter, 200))})
	}
	return out
}

// longestSpaceRun is the widest run of spaces in line (a tab counts as 8)
// and what follows it.
func longestSpaceRun(line string) (int, string) {
	best, bestEnd, run := 0, 0, 0
	for i, r := range line {
		switch {
		case r == ' ' || r == '\u00a0' || r == '\u3000':
			run++
		case r == '\t':
			run += 8
		default:
			run = 0
			continue
		}
		if run > best {
			best, bestEnd = run, i+utf8.RuneLen(r)
		}
	}
	return best, line[bestEnd:]
}

// longLines reports new lines longer than MaxLineLength characters.
func longLines(f *File, lines []string) (Finding, bool) {
	var at []int
	longest, tail := 0, ""
	for i, line := range lines {
		if len(line) <= MaxLineLength || !f.added(i+1) {
			continue
		}
		n := utf8.RuneCountInString(line)
		if n <= MaxLineLength {
			continue
		}
		at = append(at, i+1)
		if n > longest {
			r := []rune(line)
			longest, tail = n, string(r[len(r)-min(len(r), 120):])
		}
	}
	if len(at) == 0 {
		return Finding{}, false
	}
	return Finding{Code: LongLine, File: f.Path, Line: at[0], Message: fmt.Sprintf(
		"%s has %s over %d characters (%s %s, the longest %d), wider than a review shows; the longest ends %q",
		show(f.Path), humanize.Noun(len(at), "a line", "lines"), MaxLineLength, humanize.Noun(len(at), "line", "lines"), lineList(at), longest, excerpt(tail, 120))}, true
}
