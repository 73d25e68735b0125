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
//     instructions, a NUL that turns a log binary).
//   - Redact: credentials never leave the process: URL user info and
//     strings that look like access tokens are masked.
package safetext

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Hidden reports whether r is a character that displays as nothing, or
// that changes how other characters display, and so must be shown
// escaped. Ordinary spaces, tabs and newlines are not hidden (Line
// escapes tabs and newlines separately).
func Hidden(r rune) bool {
	switch {
	case r == '\t' || r == '\n':
		return false
	case r < 0x20 || r == 0x7f || r >= 0x80 && r <= 0x9f: // C0, DEL, C1
		return true
	case r == utf8.RuneError:
		return true
	case unicode.Is(unicode.Cf, r): // format: bidi controls, zero-width, tags, soft hyphen, BOM
		return true
	case r == '\u2028' || r == '\u2029': // line and paragraph separators
		return true
	case r == '\u034f' || r == '\u115f' || r == '\u1160' || r == '\u3164' || r == '\uffa0' || r == '\u2800': // invisible joiners and fillers
		return true
	case r >= '\ufe00' && r <= '\ufe0d', r >= 0xe0100 && r <= 0xe01ef: // variation selectors (FE0E/FE0F select emoji style)
		return true
	case unicode.Is(unicode.Co, r), r >= 0xfff0 && r <= 0xfffb: // private use, specials
		return true
	case r&0xfffe == 0xfffe || r >= 0xfdd0 && r <= 0xfdef: // noncharacters
		return true
	case unicode.Is(unicode.Zs, r) && r != ' ' && r != '\u00a0' && r != '\u3000':
		// Spaces of unusual width (en, em, thin, hair, narrow no-break,
		// Ogham…) look like a space or like nothing; a no-break space and
		// the ideographic space are common in prose and stay.
		return true
	}
	return false
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
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && n == 1:
			fmt.Fprintf(&b, "<0x%02X>", s[i])
		case (r == '\n' || r == '\t') && block:
			b.WriteRune(r)
		case r == '\n' || r == '\t' || Hidden(r):
			fmt.Fprintf(&b, "<U+%04X>", r)
		default:
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}

// clean reports whether s needs no escaping (the common case, kept fast).
func clean(s string, block bool) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 0x80:
			return cleanSlow(s[i:], block)
		case c == '\n' || c == '\t':
			if !block {
				return false
			}
		case c < 0x20 || c == 0x7f:
			return false
		}
	}
	return true
}

func cleanSlow(s string, block bool) bool {
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 || Hidden(r) || !block && (r == '\n' || r == '\t') {
			return false
		}
		i += n
	}
	return true
}

// HasHidden reports whether s holds a character Line or Block would escape
// (tabs and newlines do not count).
func HasHidden(s string) bool { return !clean(s, true) }

var (
	// scheme://userinfo@ in any URL. The user info ends at the last '@'
	// before the host, so a password holding '@' is masked whole.
	urlUserinfo = regexp.MustCompile(`(?i)\b([a-z][a-z0-9+.-]*://)([^/?#\s]*)@`)
	// Strings that look like access tokens of well-known services, and
	// bearer or basic credentials in headers.
	tokenLike = regexp.MustCompile(`\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}|glpat-[A-Za-z0-9_-]{20,}|xox[abposr]-[A-Za-z0-9-]{10,}|AKIA[0-9A-Z]{16}|sk-[A-Za-z0-9_-]{20,}|npm_[A-Za-z0-9]{30,})\b|(?i:\b(?:bearer|basic|token)\s+)[A-Za-z0-9._~+/=-]{12,}`)
)

// Redacted is what a masked credential is replaced with.
const Redacted = "***"

// Redact masks credentials in s: the user info of every URL (user and
// password alike, because a token is often the "user"), except a bare
// user name of an ssh:// URL (ssh://git@host/… names an account, never a
// secret), and strings that look like access tokens.
func Redact(s string) string {
	if strings.Contains(s, "@") {
		s = urlUserinfo.ReplaceAllStringFunc(s, func(m string) string {
			sub := urlUserinfo.FindStringSubmatch(m)
			scheme, info := sub[1], sub[2]
			if strings.EqualFold(scheme, "ssh://") && !strings.Contains(info, ":") && !looksLikeToken(info) {
				return m
			}
			return scheme + Redacted + "@"
		})
	}
	return tokenLike.ReplaceAllStringFunc(s, func(m string) string {
		if i := strings.LastIndexAny(m, " \t"); i >= 0 {
			return m[:i+1] + Redacted // keep "Bearer "
		}
		return Redacted
	})
}

func looksLikeToken(s string) bool { return tokenLike.MatchString(s) }

// HasUserinfo reports whether the URL in s carries user info that may be
// a credential: any user info in a URL other than ssh://, and a password
// (or a token-looking user) in an ssh:// URL.
func HasUserinfo(s string) bool { return Redact(s) != s && urlUserinfo.MatchString(s) }

// Show is Line(Redact(s)): a single line from an untrusted place, safe to
// print anywhere.
func Show(s string) string { return Line(Redact(s)) }

// ShowBlock is Block(Redact(s)).
func ShowBlock(s string) string { return Block(Redact(s)) }
