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
// path every occurrence of which on line (its last element, without a
// directory or glob in front) is an exclusion option's value:
// `--exclude .env`, `--exclude='.env.*'`, `--exclude-dir=.ssh`. A path
// that is also an operand (`--exclude .env ~/app/.env host:`), an
// --include, an --exclude-from file (read for its patterns) or any other
// word of the line keeps the match.
func ExcludedOnly(line, match string) bool {
	ok, _ := excludedOnly(line, match)
	return ok
}

// excludedOnly is ExcludedOnly, with the bytes it looked at (its work, for the tests).
func excludedOnly(line, match string) (ok bool, work int) {
	name := strings.ToLower(matchTail(match))
	if len(name) < 2 || !strings.Contains(line, "-exclude") && !strings.Contains(line, "-iexclude") {
		return false, 0
	}
	ok, work = occurrencesExcluded(line, name)
	// And the name without a directory or glob in front (fp18): `--exclude
	// '*.env' .env host:` matches at '*.env', and rsync sends the operand .env.
	if base := name[strings.LastIndexAny(name, `/\~*?]`)+1:]; ok && len(base) >= 2 && base != name {
		var w int
		ok, w = occurrencesExcluded(line, base)
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
