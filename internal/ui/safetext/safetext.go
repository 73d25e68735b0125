// Package safetext makes text from untrusted places safe to show: to a
// terminal, a pull-request comment or a CI log. Two rules, one function
// each, used for everything skillpin prints:
//
//   - Escape (Line, Block): characters that are invisible or that change
//     how the text around them displays — controls, bidirectional
//     overrides, zero-width and other format characters, Unicode tag
//     characters, invisible fillers, invalid UTF-8 — are shown as a
//     visible <U+XXXX> (or <0xNN> for a byte that is not UTF-8), so what a
//     reviewer reads is what the bytes say ("Trojan Source", smuggled
//     instructions, a NUL that turns a log binary); and a CI workflow
//     command ("::" opening a line, "##[" anywhere) has its first
//     character escaped, so that no text from outside runs one in a
//     GitHub Actions log.
//   - Redact: credentials never leave the process: URL user info and
//     strings that look like access tokens are masked.
package safetext

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Hidden reports whether r is a character that displays as nothing, or
// that changes how other characters display, and so must be shown
// escaped. Ordinary spaces, tabs and newlines are not hidden (Line
// escapes tabs and newlines separately).
//
// The invisible characters are Unicode's Default_Ignorable_Code_Point,
// taken from its published definition (UAX #44, DerivedCoreProperties.txt:
// Other_Default_Ignorable_Code_Point + Cf + Variation_Selector, minus a
// few visible format characters, which are escaped here too) through
// Go's unicode tables of the same properties, so the list follows the
// Unicode version Go ships (unicode.Version) rather than a hand-kept
// copy: it covers the Hangul and Khmer fillers (U+115F, U+17B4, U+17B5),
// the Mongolian free variation selectors (U+180B–U+180F) and every
// variation selector (U+FE00–U+FE0F, U+E0100–U+E01EF). The emoji
// presentation selectors U+FE0E and U+FE0F are hidden too, but Line and
// Block leave one right after a pictograph or a keycap base, where it
// only picks how the emoji looks (see presentation).
func Hidden(r rune) bool {
	switch {
	case r == '\t' || r == '\n':
		return false
	case r < 0x20 || r == 0x7f || r >= 0x80 && r <= 0x9f: // C0, DEL, C1
		return true
	case r < 0xa0:
		return false // printable ASCII: most of any text
	case r == utf8.RuneError:
		return true
	case unicode.In(r, defaultIgnorable...): // bidi controls, zero-width, tags, fillers, variation selectors, BOM
		return true
	case r == '\u2028' || r == '\u2029': // line and paragraph separators
		return true
	case r == '\u2800': // braille blank: a letter that prints as nothing
		return true
	case unicode.Is(unicode.Co, r), r >= 0xfff0 && r <= 0xfffb: // private use, specials
		return true
	case r&0xfffe == 0xfffe || r >= 0xfdd0 && r <= 0xfdef: // noncharacters
		return true
	case unicode.Is(unicode.Zs, r) && r != '\u00a0' && r != '\u3000':
		// Spaces of unusual width (en, em, thin, hair, narrow no-break,
		// Ogham…) look like a space or like nothing; a no-break space and
		// the ideographic space are common in prose and stay.
		return true
	}
	return false
}

// defaultIgnorable is the union that Default_Ignorable_Code_Point is
// derived from (see Hidden); what the derivation subtracts — the
// interlinear annotation and Egyptian hieroglyph format controls, the
// prepended concatenation marks — are format characters that are shown
// escaped as well.
var defaultIgnorable = []*unicode.RangeTable{
	unicode.Other_Default_Ignorable_Code_Point,
	unicode.Cf,
	unicode.Variation_Selector,
}

// presentation reports whether r, a character Hidden reports, is an
// emoji presentation selector (U+FE0E, U+FE0F) right after prev, a
// pictograph or the digit, '#' or '*' of a keycap: there it only picks
// how the emoji looks, and ordinary text is full of them. A selector
// after another selector, a letter or nothing is hidden.
func presentation(prev, r rune) bool {
	if r != '\ufe0e' && r != '\ufe0f' {
		return false
	}
	return Pictograph(prev) || prev >= '0' && prev <= '9' || prev == '#' || prev == '*'
}

// Pictograph approximates a character that can be shown as an emoji: a
// symbol outside ASCII (not U+FFFD, which stands for a byte that is not
// UTF-8).
func Pictograph(r rune) bool {
	return r > 0x7f && r != utf8.RuneError && (unicode.Is(unicode.So, r) || unicode.Is(unicode.Sm, r))
}

// Line escapes s for one line of output: every hidden character, and tabs
// and line breaks too, so that a name, path, description or message can
// never start a new line or hide part of itself.
func Line(s string) string { return escape(s, false) }

// Block escapes s for multi-line output (file content, a multi-line
// message): like Line, but tabs and newlines stay as they are. A carriage
// return is escaped: it can overwrite a line on a terminal.
func Block(s string) string { return escape(s, true) }

func escape(s string, block bool) string {
	if clean(s, block) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 16)
	lineStart := true // at the start of a line, spaces aside
	prev := rune(0)
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && n == 1:
			fmt.Fprintf(&b, "<0x%02X>", s[i])
		case (r == '\n' || r == '\t') && block:
			b.WriteRune(r)
		case r == '\n' || r == '\t' || Hidden(r) && !presentation(prev, r):
			fmt.Fprintf(&b, "<U+%04X>", r)
		case r == ':' && lineStart && strings.HasPrefix(s[i:], "::"),
			r == '#' && strings.HasPrefix(s[i:], "##["):
			// A CI workflow command: "::cmd::" opening a line (GitHub
			// Actions, after any leading space) or "##[cmd]" anywhere
			// (the runner's older syntax). Escaping its first character
			// keeps it from running: add-mask, stop-commands, a forged
			// error annotation.
			fmt.Fprintf(&b, "<U+%04X>", r)
		default:
			b.WriteString(s[i : i+n])
		}
		switch {
		case r == '\n':
			lineStart = true
		case lineStart && !lineSpace(r):
			lineStart = false
		}
		prev = r
		i += n
	}
	return b.String()
}

// lineSpace reports the spaces a CI runner trims before it looks for a
// workflow command and that Line and Block leave as they are.
func lineSpace(r rune) bool {
	return r == ' ' || r == '\t' || r == '\u00a0' || r == '\u3000'
}

// clean reports whether s needs no escaping (the common case, kept fast).
func clean(s string, block bool) bool {
	lineStart := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 0x80:
			return cleanSlow(s, block)
		case c == '\n':
			if !block {
				return false
			}
			lineStart = true
			continue
		case c == '\t':
			if !block {
				return false
			}
		case c < 0x20 || c == 0x7f:
			return false
		case c == ':' && lineStart && strings.HasPrefix(s[i:], "::"),
			c == '#' && strings.HasPrefix(s[i:], "##["):
			return false
		}
		if c != ' ' && c != '\t' {
			lineStart = false
		}
	}
	return true
}

func cleanSlow(s string, block bool) bool {
	lineStart := true
	prev := rune(0)
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && n == 1,
			Hidden(r) && !presentation(prev, r),
			!block && (r == '\n' || r == '\t'),
			r == ':' && lineStart && strings.HasPrefix(s[i:], "::"),
			r == '#' && strings.HasPrefix(s[i:], "##["):
			return false
		case r == '\n':
			lineStart = true
		case lineStart && !lineSpace(r):
			lineStart = false
		}
		prev = r
		i += n
	}
	return true
}

// FirstHidden returns the first character of s that Block shows escaped
// for being hidden (a character Hidden reports, except a presentation
// selector after a pictograph; tabs and newlines do not count), and
// whether there is one. An invalid byte is returned as utf8.RuneError.
// Tests use it to prove that an output holds no hidden character raw.
func FirstHidden(s string) (rune, bool) {
	prev := rune(0)
	for _, r := range s {
		if r != '\n' && r != '\t' && Hidden(r) && !presentation(prev, r) {
			return r, true
		}
		prev = r
	}
	return 0, false
}

// HasHidden reports whether Block would change s: it holds a hidden
// character (tabs and newlines do not count) or a CI workflow command.
func HasHidden(s string) bool { return !clean(s, true) }

// Strings that look like access tokens of well-known services, and bearer
// or basic credentials in headers.
var tokenLike = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}|glpat-[A-Za-z0-9_-]{20,}|xox[abposr]-[A-Za-z0-9-]{10,}|AKIA[0-9A-Z]{16}|sk-[A-Za-z0-9_-]{20,}|npm_[A-Za-z0-9]{30,})\b|(?i:\b(?:bearer|basic|token)\s+)[A-Za-z0-9._~+/=-]{12,}`)
})

// Redacted is what a masked credential is replaced with.
const Redacted = "***"

// Redact masks credentials in s, text of any kind (a message, a line of
// git's output, a JSON field): the user info of every URL (user and
// password alike, because a token is often the "user"), except a bare
// user name of an ssh URL (ssh://git@host/… and git@host:… name an
// account, never a secret), and strings that look like access tokens.
//
// User info is found the way a person wrote it, not the way RFC 3986
// would parse it: a password holding '@', '#', '?', '/', a space or a
// quote is masked whole (see userinfoEnd). When the text is ambiguous,
// more is masked rather than less.
func Redact(s string) string {
	if strings.Contains(s, "@") {
		s = mask(s, credentialSpans(s, false))
	}
	return tokenLike().ReplaceAllStringFunc(s, func(m string) string {
		if i := strings.LastIndexAny(m, " \t"); i >= 0 {
			return m[:i+1] + Redacted // keep "Bearer "
		}
		return Redacted
	})
}

// HasUserinfo reports whether u, one URL or source as written in a field
// (skills.toml, skills.lock, a command-line argument), carries user info
// that may be a credential: any user info in a URL other than ssh, and a
// password (or a token-looking user) in an ssh URL or an scp-like
// user@host:path. The whole of u is the URL: a space or a quote does not
// end it.
func HasUserinfo(u string) bool { return len(credentialSpans(u, true)) > 0 }

// RedactURL is Redact for one URL as written in a field: it masks exactly
// the user info HasUserinfo reports, reading the whole of u as the URL.
func RedactURL(u string) string { return Redact(mask(u, credentialSpans(u, true))) }

// mask replaces each span of s (sorted, not overlapping) with Redacted.
func mask(s string, spans [][2]int) string {
	if len(spans) == 0 {
		return s
	}
	var b strings.Builder
	last := 0
	for _, sp := range spans {
		b.WriteString(s[last:sp[0]])
		b.WriteString(Redacted)
		last = sp[1]
	}
	b.WriteString(s[last:])
	return b.String()
}

var schemeRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?i)\b[a-z][a-z0-9+.-]*://`) })

// credentialSpans returns the byte ranges of s that hold user info that
// may be a credential, sorted and merged. lone says s is one URL (a field
// value), not running text.
func credentialSpans(s string, lone bool) [][2]int {
	if !strings.Contains(s, "@") {
		return nil
	}
	var spans [][2]int
	locs := schemeRE().FindAllStringIndex(s, -1)
	// nextWord[i] is where the first URL after locs[i] that starts a word
	// begins (len(s) if none).
	nextWord := make([]int, len(locs))
	for i, next := len(locs)-1, len(s); i >= 0; i-- {
		nextWord[i] = next
		if p := locs[i][0]; p == 0 || closes(s[p-1], false) {
			next = p
		}
	}
	done, lineEnd := 0, -1
	for i, loc := range locs {
		start := loc[1]
		if start < done {
			continue // this "scheme://" is inside user info already masked
		}
		if lineEnd < start {
			lineEnd = len(s)
			if j := strings.IndexAny(s[start:], "\n\r"); j >= 0 {
				lineEnd = start + j
			}
		}
		// Another URL that starts a word ends this one's window, so two
		// URLs on a line are read apart; a "x://" inside a password does not.
		end := min(lineEnd, nextWord[i])
		at, stop := userinfoEnd(s[start:end], lone)
		if at < 0 {
			if stop == end-start {
				// No '@' up to the end of the window: no URL starting
				// inside it has user info either (and text full of
				// "x://" is not read once per scheme).
				done = end
			}
			continue
		}
		info := s[start : start+at]
		if isSSH(s[loc[0]:loc[1]]) && !strings.Contains(info, ":") && !tokenLike().MatchString(info) {
			continue // ssh://git@host: an account name
		}
		spans = append(spans, [2]int{start, start + at})
		done = start + at
	}
	spans = append(spans, scpSpans(s, lone)...)
	return merge(spans)
}

// userinfoEnd returns the index in w (the text after "scheme://") of the
// '@' that ends the URL's user info, or -1 when it has none, and where it
// stopped reading (len(w) when the authority did not end before).
//
// A hand-written password need not be percent-encoded, so the first '/',
// '?', '#' or space does not necessarily end the authority: the user info
// ends at the LAST '@' before the authority is known to have ended, and it
// is known to have ended only at such a character when what precedes it
// (since the last '@') is a host name, an IP address or localhost, with an
// optional numeric port. "https://github.com/o/r@v1" has no user info;
// "https://deploy:a/b c@host/r" has "deploy:a/b c", because "deploy:a" is
// no host and port. In running text a quote, a bracket, ',' or ';' may end
// a URL too; in a lone URL only '/', '?' and '#' may.
func userinfoEnd(w string, lone bool) (at, stop int) {
	defer func() { readHook(stop) }()
	at = -1
	// closed: a closing character came since the last '@', so what follows
	// it is no host (no host holds one) until the next '@'. Without it,
	// each closer would re-read everything since that '@': quadratic on
	// "u@a/a/a/…".
	closed := false
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c == '@' {
			at, closed = i, false
			continue
		}
		if closes(c, lone) {
			// Nothing after "://" (file:///path): no authority at all.
			// Nothing after an '@' is no host: the password goes on.
			host := w[at+1 : i]
			if !closed {
				readHook(len(host))
			}
			if host == "" && at < 0 || !closed && isHostPort(host) {
				return at, i
			}
			closed = true
		}
	}
	return at, len(w)
}

// closes reports whether c may end a URL's authority: '/', '?', '#'
// always, and in running text whitespace and the punctuation that
// surrounds a URL in prose, quotes, logs and JSON.
func closes(c byte, lone bool) bool {
	switch c {
	case '/', '?', '#':
		return true
	case ' ', '\t', '"', '\'', '`', '<', '>', '(', ')', '{', '}', ',', ';', '|', '\\':
		return !lone
	}
	return false
}

func isSSH(scheme string) bool { return strings.Contains(strings.ToLower(scheme), "ssh") }

// isHostPort reports whether s is certainly a host with an optional port:
// localhost, an IPv4 address, a bracketed IPv6 address or a dotted name
// whose last label starts with a letter, then ":digits" or nothing. A
// name without a dot ("deploy") is not certain: it may be a user name
// whose password follows the ':'.
func isHostPort(s string) bool {
	host, port := s, ""
	if strings.HasPrefix(s, "[") {
		j := strings.IndexByte(s, ']')
		if j < 0 {
			return false
		}
		host, port = s[:j+1], s[j+1:]
		if port != "" {
			if port[0] != ':' {
				return false
			}
			port = port[1:]
			if port == "" {
				return false
			}
		}
		inner := host[1 : len(host)-1]
		if inner == "" || strings.Trim(inner, "0123456789abcdefABCDEF:.") != "" || !strings.Contains(inner, ":") {
			return false
		}
	} else {
		if j := strings.LastIndexByte(s, ':'); j >= 0 {
			host, port = s[:j], s[j+1:]
			if port == "" {
				return false
			}
		}
		if !isHostName(host) {
			return false
		}
	}
	if len(port) > 5 || strings.Trim(port, "0123456789") != "" {
		return false
	}
	return true
}

func isHostName(h string) bool {
	if strings.EqualFold(h, "localhost") {
		return true
	}
	labels := strings.Split(h, ".")
	if len(labels) < 2 {
		return false
	}
	digits := 0
	for _, l := range labels {
		if l == "" || strings.Trim(l, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_") != "" {
			return false
		}
		if strings.Trim(l, "0123456789") == "" {
			digits++
		}
	}
	last := labels[len(labels)-1]
	if digits == len(labels) {
		return len(labels) == 4 // an IPv4 address
	}
	c := last[0]
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// readHook is told how many bytes each scan of the credential finders
// reads, so that a test can prove redaction linear by counting work (a
// clock flakes on a loaded machine). It does nothing outside that test.
var readHook = func(n int) {}

// scpHost is what follows the '@' of an scp-like ssh address
// (user@host:path): a host name or a bracketed IPv6 address, then ':'.
var scpHost = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(?:[A-Za-z0-9][A-Za-z0-9._-]*|\[[0-9A-Fa-f:.%]+\]):`)
})

// scpSpans finds scp-like ssh addresses, user@host:path, whose user
// info holds a password or a token (git@host:path names an account). The
// user info runs from the start of the word to the last '@' followed by
// host and ':'. In running text a word ends at whitespace, a quote or a
// bracket; a lone value is one word.
func scpSpans(s string, lone bool) [][2]int {
	var spans [][2]int
	word := func(from, to int) {
		w := s[from:to]
		readHook(len(w))
		if strings.Contains(w, "://") || !strings.Contains(w, "@") {
			return
		}
		for k := strings.LastIndexByte(w, '@'); k > 0; k = strings.LastIndexByte(w[:k], '@') {
			// scpHost stops at the next '@' (no host holds one), so the
			// words' matches read each byte once.
			if next := strings.IndexByte(w[k+1:], '@'); next >= 0 {
				readHook(next + 1)
			} else {
				readHook(len(w) - k)
			}
			if !scpHost().MatchString(w[k+1:]) {
				continue
			}
			if info := w[:k]; strings.Contains(info, ":") || tokenLike().MatchString(info) {
				spans = append(spans, [2]int{from, from + k})
			}
			return
		}
	}
	if lone {
		word(0, len(s))
		return spans
	}
	from := 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == '\n' || s[i] == '\r' || s[i] != '/' && s[i] != '?' && s[i] != '#' && s[i] != ',' && s[i] != ';' && closes(s[i], false) || s[i] == '=' {
			word(from, i)
			from = i + 1
		}
	}
	return spans
}

// merge sorts spans and joins those that overlap or touch.
func merge(spans [][2]int) [][2]int {
	if len(spans) < 2 {
		return spans
	}
	slices.SortFunc(spans, func(a, b [2]int) int { return a[0] - b[0] })
	out := spans[:1]
	for _, sp := range spans[1:] {
		if last := &out[len(out)-1]; sp[0] <= last[1] {
			last[1] = max(last[1], sp[1])
		} else {
			out = append(out, sp)
		}
	}
	return out
}

// Show is Line(Redact(s)): a single line from an untrusted place, safe to
// print anywhere.
func Show(s string) string { return Line(Redact(s)) }

// ShowBlock is Block(Redact(s)).
func ShowBlock(s string) string { return Block(Redact(s)) }

// Clip is s cut to its first n characters (runes), with "…" after a cut.
func Clip(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n]) + "…"
}
