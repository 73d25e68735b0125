// ExcludedOnly reads a command line for a path it names only to leave
// out: the value of an exclusion option (rsync's, tar's, grep's,
// rclone's, borg's --exclude, restic's --iexclude). Such a path is a
// pattern the command skips; the command reads, copies and sends nothing
// of it.

package codeliteral

import "strings"

// maxExcludeTokens bounds the occurrences ExcludedOnly looks at: a line naming the path
// more often than that is not read as a list of exclusions.
const maxExcludeTokens = 32

// ExcludedOnly reports whether match (the text a rule matched on line) ends in a
// path every occurrence of which on line is an exclusion option's value:
// `--exclude .env`, `--exclude='.env.*'`, `--exclude-dir=.ssh`. A path
// that is also an operand (`--exclude .env ~/app/.env host:`), an
// --include, an --exclude-from file (read for its patterns) or any other
// word of the line keeps the match. When the path is a glob or has a
// directory in front (`--exclude '*.env'`), its last element (.env) must
// not be an operand of the command either (fp18): a word naming such a
// file (the element, alone or at the end of a longer name, then nothing
// or a byte that is not a letter, digit or '_'; not in a host) before a
// comment (# after a blank, outside quotes).
func ExcludedOnly(line, match string) bool {
	ok, _ := excludedOnly(line, match)
	return ok
}

// ExcludedInProse is ExcludedOnly for a line of Markdown outside fenced
// blocks: a match in an inline code span is a command of its own, so the
// operands looked for are that span's (fp18fix), never the prose around
// it ("so your .env files stay here"). A match not wholly inside one
// span reads the whole line, comments included.
func ExcludedInProse(line, match string) bool {
	ok, _ := excludedIn(line, match, modeProse)
	return ok
}

// ExcludedInWindow is ExcludedOnly for a part of a longer line (whose
// quotes and spans may open before it): every word of it counts.
func ExcludedInWindow(line, match string) bool {
	ok, _ := excludedIn(line, match, modeWindow)
	return ok
}

// How excludedIn reads a line for the operands of the match's command.
const (
	modeCode   = iota // a line of code: up to its comment
	modeProse         // Markdown outside fences: the code span holding the match
	modeWindow        // part of a line: all of it
)

// excludedOnly is ExcludedOnly, with the bytes it looked at (its work, for the tests).
func excludedOnly(line, match string) (ok bool, work int) {
	return excludedIn(line, match, modeCode)
}

// excludedIn is ExcludedOnly read in mode, with its work.
func excludedIn(line, match string, mode int) (ok bool, work int) {
	name := strings.ToLower(matchTail(match))
	if len(name) < 2 || !strings.Contains(line, "-exclude") && !strings.Contains(line, "-iexclude") {
		return false, 0
	}
	ok, work = occurrencesExcluded(line, name)
	// And the name without a directory or glob in front (fp18): `--exclude
	// '*.env' .env host:` matches at '*.env', and rsync sends the operand .env.
	if base := name[strings.LastIndexAny(name, `/\~*?]`)+1:]; ok && len(base) >= 2 && base != name {
		var w int
		ok, w = operandsExcluded(strings.ToLower(line), strings.ToLower(match), base, mode)
		work += w
	}
	return ok, work
}

// occurrencesExcluded reports whether name occurs on line and every
// occurrence of it is in an exclusion option's value.
func occurrencesExcluded(line, name string) (ok bool, work int) {
	l := strings.ToLower(line)
	seen := 0
	for off := 0; off < len(l); {
		i := strings.Index(l[off:], name)
		if i < 0 {
			break
		}
		i += off
		work += i - off
		if seen++; seen > maxExcludeTokens {
			return false, work
		}
		// The word holding the occurrence: back to its start, on to its
		// end (each byte is passed once: the search resumes after it).
		s := i
		for s > 0 && !wordEnd(l[s-1]) {
			s--
		}
		e := i + len(name)
		for e < len(l) && !wordEnd(l[e]) {
			e++
		}
		work += e - s
		if !excludeValue(l[:s]) {
			return false, work
		}
		off = e
	}
	return seen > 0, work
}

// matchTail is the last word of a match: what follows its last space, quote,
// '=' or parenthesis, trailing ones trimmed first.
func matchTail(m string) string {
	m = strings.TrimRightFunc(m, func(r rune) bool { return r < 0x80 && wordEnd(byte(r)) })
	for i := len(m) - 1; i >= 0; i-- {
		if wordEnd(m[i]) {
			return m[i+1:]
		}
	}
	return m
}

// wordEnd reports a byte that ends a word of a command line here.
func wordEnd(c byte) bool {
	switch c {
	case ' ', '\t', '"', '\'', '`', '=', '(', ')', ',', ';', '|', '&', '<', '>':
		return true
	}
	return false
}

// excludeValue reports text before a word that makes the word an
// exclusion option's value: the option then '=' or blanks, and at most
// one opening quote.
func excludeValue(before string) bool {
	b := strings.TrimSuffix(strings.TrimSuffix(before, "'"), `"`)
	if t := strings.TrimRight(b, " \t"); len(t) < len(b) {
		return excludeOption(t)
	}
	if t, ok := strings.CutSuffix(b, "="); ok {
		return excludeOption(t)
	}
	return false
}

// excludeOption reports text ending in an exclusion option that takes a
// pattern (never a file of patterns: --exclude-from reads it).
func excludeOption(b string) bool {
	for _, o := range []string{"--exclude", "--exclude-dir", "--iexclude"} {
		if strings.HasSuffix(b, o) && (len(b) == len(o) || strings.IndexByte(" \t(", b[len(b)-len(o)-1]) >= 0) {
			return true
		}
	}
	return false
}

// operandsExcluded reports whether no operand of the command holding
// match (lower case, on line l) names a base file outside an exclusion
// option's value. The command (mode): a line of code cut at its comment;
// in prose, the inline code span wholly holding the match, cut at its
// comment (every span holding one; the whole line when one is not inside
// a span); a window, all of it. It only raises: false when in doubt (too
// many occurrences).
func operandsExcluded(l, match, base string, mode int) (ok bool, work int) {
	regions := [][2]int{{0, len(l)}}
	switch mode {
	case modeCode:
		regions[0][1] = commentAt(l)
		work += len(l)
	case modeProse:
		spans, w := codeSpans(l)
		work += w
		regions = regions[:0]
		whole := false
		for off, n := 0, 0; off < len(l) && n < maxExcludeTokens; n++ {
			i := strings.Index(l[off:], match)
			if i < 0 {
				break
			}
			i += off
			work += i - off + len(spans)
			off = i + max(len(match), 1)
			in := false
			for _, sp := range spans {
				if i >= sp[0] && i+len(match) <= sp[1] {
					in = true
					if r := [2]int{sp[0], sp[0] + commentAt(l[sp[0]:sp[1]])}; len(regions) == 0 || regions[len(regions)-1] != r {
						regions = append(regions, r)
						work += sp[1] - sp[0]
					}
				}
			}
			whole = whole || !in
		}
		if whole || len(regions) == 0 {
			regions = [][2]int{{0, len(l)}}
		}
	}
	seen := 0
	for _, r := range regions {
		t := l[r[0]:r[1]]
		for off := 0; off < len(t); {
			i := strings.Index(t[off:], base)
			if i < 0 {
				break
			}
			i += off
			work += i - off
			s, e := i, i+len(base)
			off = e
			if e < len(t) && isWordByte(t[e]) {
				continue // .environments, .envoy: not the file
			}
			for s > 0 && !wordEnd(t[s-1]) {
				s--
			}
			for e < len(t) && !wordEnd(t[e]) {
				e++
			}
			work += e - s
			off = e
			if inHost(t[s:e], i-s) {
				continue
			}
			if seen++; seen > maxExcludeTokens || !excludeValue(t[:s]) {
				return false, work
			}
		}
	}
	return true, work
}

// codeSpans are the inline code spans of a Markdown line (as
// InCodeSpan reads them: a run of backticks closed by the next run of
// its length), with the bytes looked at; nil past a budget of
// 4*len(l) bytes, when the line is read whole.
func codeSpans(l string) (spans [][2]int, work int) {
	run := func(i int) int {
		n := 0
		for i+n < len(l) && l[i+n] == '`' {
			n++
		}
		return n
	}
	for i := strings.IndexByte(l, '`'); i >= 0 && i < len(l); {
		if l[i] != '`' {
			i++
			continue
		}
		n := run(i)
		open, j := i+n, i+n
		for j < len(l) {
			if l[j] != '`' {
				j++
			} else if k := run(j); k == n {
				break
			} else {
				j += k
			}
		}
		if work += j - i; work > 4*len(l) {
			return nil, work
		}
		if j >= len(l) {
			i = open // no closer: the run is text
			continue
		}
		spans = append(spans, [2]int{open, j})
		i = j + n
	}
	return spans, work
}

// inHost reports whether byte at of word w is in the host of a URL
// (scheme://host/) or of a remote path (host:path, user@host:path,
// nothing but the host before the first ':').
func inHost(w string, at int) bool {
	if i := strings.Index(w, "://"); i >= 0 {
		h := w[i+3:]
		if j := strings.IndexAny(h, `/\`); j >= 0 {
			h = h[:j]
		}
		return at >= i+3 && at < i+3+len(h)
	}
	c := strings.IndexByte(w, ':')
	return c > 1 && at < c && !strings.ContainsAny(w[:c], `/\`)
}

// commentAt is where a shell comment opens in t (# after a blank,
// outside quotes; a backslash escapes the next byte outside single
// quotes and in $'...'), or len(t).
func commentAt(t string) int {
	var quote byte
	ansi := false
	for i := 0; i < len(t); i++ {
		c := t[i]
		switch {
		case c == '\\' && (quote != '\'' || ansi):
			i++
		case quote != 0:
			if c == quote {
				quote, ansi = 0, false
			}
		case c == '"' || c == '\'' || c == '`':
			quote, ansi = c, c == '\'' && i > 0 && t[i-1] == '$'
		case c == '#' && i > 0 && (t[i-1] == ' ' || t[i-1] == '\t'):
			return i
		}
	}
	return len(t)
}
