package prose

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/skillpin/skillpin/internal/catalog/audit/prose/tooltext"
)

type kind uint8

const (
	word kind = iota
	url
	email
	host
	stop // a comma, semicolon, colon or bracket: ends a negation's reach
)

type token struct {
	text   string
	kind   kind
	pathy  bool // a word holding . / ~ _ or $ (a path or a variable)
	quoted bool // inside quotation marks: an example, not an order
	// key is firstKey(text), made once: the lexicon's look-ups test its
	// bits before their maps.
	key uint16
}

var (
	emailRE = lazyRegexp(`^[a-z0-9._%+-]+@([a-z0-9-]+\.)+[a-z]{2,}$`)
)

// tlds are the top-level domains a bare host name is recognised by
// (without those that are also common file extensions: .md, .sh, .py).
var tlds = map[string]bool{
	"com": true, "net": true, "org": true, "io": true, "co": true, "ai": true, "app": true, "dev": true,
	"xyz": true, "ru": true, "cn": true, "top": true, "site": true, "online": true, "me": true, "cc": true,
	"tk": true, "info": true, "biz": true, "us": true, "uk": true, "su": true, "pw": true, "ws": true,
	"gg": true, "link": true, "click": true, "live": true, "tech": true, "cloud": true, "host": true,
	"store": true, "icu": true, "shop": true, "fun": true, "space": true, "website": true, "club": true,
	"moe": true, "st": true, "lt": true, "run": true, "fr": true, "de": true, "nl": true, "in": true,
	// The reserved names (RFC 2606) stand for a real host in written
	// examples and test material: read as one, as their URLs are.
	"example": true, "test": true, "invalid": true,
}

var urlSchemes = []string{"https://", "http://", "ftp://", "ftps://", "sftp://", "wss://", "ws://", "tcp://", "stratum+tcp://"}

// wordChars are the ASCII bytes a word may hold (paths, variables,
// addresses included); urlEnd the bytes that end a URL.
var wordChars, urlEnd [256]bool

func init() {
	for c := 'a'; c <= 'z'; c++ {
		wordChars[c] = true
	}
	for c := '0'; c <= '9'; c++ {
		wordChars[c] = true
	}
	for _, c := range "._~/@:-'$%+=#\\" {
		wordChars[c] = true
	}
	for _, c := range " \t\"'<>()[]{}`" {
		urlEnd[c] = true
	}
}

// tokenize splits a normalised (lower-cased) sentence into tokens.
func tokenize(s string) []token {
	return appendTokens(make([]token, 0, len(s)/6+1), s)
}

// appendTokens appends tokenize(s) to out.
func appendTokens(out []token, s string) []token {
	i := 0
	// attr: inside an attribute's value (alt="…"): text a page holds,
	// not a quotation (det17: instructions in an image's alt text).
	quoted, attr := false, false
	// An attribute's value ('="' inside an HTML tag, det17fix).
	attrs := tooltext.NewAttrs(s)
	emit := func(t token) {
		t.quoted = quoted
		t.key = uint16(firstKey(t.text))
		out = append(out, t)
	}
	for i < len(s) {
		c := s[i]
		switch c {
		case '"':
			switch {
			case attr:
				attr = false
			case i > 0 && s[i-1] == '=' && !quoted && attrs.At(i):
				attr = true
			default:
				quoted = !quoted
			}
			i++
			continue
		case ' ', '\t', '\'', '*':
			i++
			continue
		case ',', ';', ':', '(', ')', '[', ']', '{', '}':
			emit(token{text: s[i : i+1], kind: stop})
			i++
			continue
		}
		if u := schemeAt(s[i:]); u > 0 {
			j := i + u
			for j < len(s) && !urlEnd[s[j]] {
				// A placeholder for a query's value ("?c={ctx}") is
				// part of the URL: what the text says to put there
				// is sent with it.
				if s[j] == '=' && j+1 < len(s) && s[j+1] == '{' {
					if k := strings.IndexByte(s[j+1:min(len(s), j+42)], '}'); k > 0 {
						j += k + 2
						continue
					}
				}
				if s[j] >= utf8.RuneSelf {
					// A URL ends where CJK text or punctuation
					// follows it without a space.
					if r, _ := utf8.DecodeRuneInString(s[j:]); wide(r) {
						break
					}
				}
				j++
			}
			emit(token{text: strings.TrimRight(s[i:j], ".,;:!?\""), kind: url})
			i = j
			continue
		}
		j := i
		cjk := -1 // a word is all CJK or none: "发送到https://…" is two
		for j < len(s) {
			if c := s[j]; c < utf8.RuneSelf {
				if !wordChars[c] || cjk == 1 {
					break
				}
				cjk = 0
				j++
				for j < len(s) && wordChars[s[j]] {
					j++ // the rest of a run of ASCII word bytes
				}
				continue
			}
			r, n := utf8.DecodeRuneInString(s[j:])
			if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
				break
			}
			k := 0
			if wide(r) {
				k = 1
			}
			if cjk >= 0 && k != cjk {
				break
			}
			cjk = k
			j += n
		}
		if j == i {
			r, n := utf8.DecodeRuneInString(s[i:])
			switch r {
			case '\u201c', '\u00ab':
				quoted = true
			case '\u201d', '\u00bb':
				quoted = false
			}
			i += n
			continue
		}
		raw := trimRight(s[i:j], false)
		w := trimLeft(trimRight(raw, true))
		i = j
		if w != "" {
			emit(classify(w))
		}
		if strings.HasSuffix(raw, ":") {
			emit(token{text: ":", kind: stop})
		}
	}
	return out
}

// trimRight drops the dots, apostrophes and hyphens ending a word (and
// colons, with colon).
func trimRight(w string, colon bool) string {
	for len(w) > 0 {
		c := w[len(w)-1]
		if c != '.' && c != '\'' && c != '-' && !(colon && c == ':') {
			break
		}
		w = w[:len(w)-1]
	}
	return w
}

func trimLeft(w string) string {
	for len(w) > 0 && (w[0] == ':' || w[0] == '\'' || w[0] == '-') {
		w = w[1:]
	}
	return w
}

func schemeAt(s string) int {
	if len(s) < 6 {
		return 0
	}
	switch s[0] {
	case 'h', 'f', 's', 'w', 't':
	default:
		return 0
	}
	if !strings.Contains(s[:min(len(s), 16)], "://") {
		return 0
	}
	for _, p := range urlSchemes {
		if strings.HasPrefix(s, p) {
			return len(p)
		}
	}
	return 0
}

// pathMarks are the bytes that make a word pathy (markPath) and the dot
// (markDot as well): classify ORs them over a word's bytes, one table
// look-up a byte.
var pathMarks = func() (t [256]uint8) {
	for _, c := range "/~_$" {
		t[c] = markPath
	}
	t['.'] = markPath | markDot
	return t
}()

const (
	markPath = 1 << iota
	markDot
)

func classify(w string) token {
	t := token{text: w, kind: word}
	var m uint8
	for i := 0; i < len(w); i++ {
		m |= pathMarks[w[i]]
	}
	t.pathy = m != 0
	if m&markDot == 0 {
		return t
	}
	switch {
	case isIPv4(w):
		t.kind = host
	case strings.IndexByte(w, '@') > 0 && emailRE().MatchString(w):
		t.kind = email
	case w[0] != '.' && isHost(w):
		t.kind = host
	}
	return t
}

// isIPv4 reports four dot-separated numbers of one to three digits, a
// port allowed.
func isIPv4(w string) bool {
	if i := strings.IndexByte(w, ':'); i >= 0 {
		w = w[:i]
	}
	parts := 0
	n := 0
	for i := 0; i <= len(w); i++ {
		if i == len(w) || w[i] == '.' {
			if n == 0 || n > 3 {
				return false
			}
			parts, n = parts+1, 0
			continue
		}
		if w[i] < '0' || w[i] > '9' {
			return false
		}
		n++
	}
	return parts == 4
}

// isHost reports a domain name with a known top-level domain, a port or
// a path allowed after it.
func isHost(w string) bool {
	if i := strings.IndexAny(w, ":/"); i >= 0 {
		w = w[:i]
	}
	last := strings.LastIndexByte(w, '.')
	if last <= 0 || !tlds[w[last+1:]] {
		return false
	}
	for i := 0; i < last; i++ {
		c := w[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '.') {
			return false
		}
	}
	return true
}

// hostOf is the host a destination token names.
func hostOf(t token) string {
	s := t.text
	switch t.kind {
	case url:
		s = s[strings.Index(s, "://")+3:]
	case email:
		s = s[strings.LastIndexByte(s, '@')+1:]
	}
	if i := strings.IndexAny(s, "/?#"); i >= 0 {
		s = s[:i]
	}
	if i := strings.LastIndexByte(s, '@'); i >= 0 {
		s = s[i+1:]
	}
	if i := strings.LastIndexByte(s, ':'); i >= 0 && !strings.Contains(s, "]") {
		s = s[:i]
	}
	return s
}

// abbreviations end in a period without ending a sentence.
var abbreviations = map[string]bool{"e.g": true, "i.e": true, "etc": true, "vs": true, "cf": true, "approx": true, "no": true, "fig": true, "mr": true, "dr": true, "st": true}

// sentences splits a block's normalised text into sentences: at ".",
// "!" or "?" followed by a space (not after an abbreviation or a single
// letter). starts are the offsets where each of the block's lines begin
// in text; the sentence's line is that of its first character.
// sentenceEnd are the bytes that end a sentence before a space: a
// table, read at every byte of every block.
var sentenceEnd = [256]bool{'.': true, '!': true, '?': true}

func splitSentences(text string) []int {
	var cuts []int
	for i := 0; i+1 < len(text); i++ {
		c := text[i]
		if !sentenceEnd[c] || text[i+1] != ' ' {
			continue
		}
		if c == '.' {
			k := i
			for k > 0 && text[k-1] != ' ' {
				k--
			}
			w := text[k:i]
			if abbreviations[w] || len(w) == 1 {
				continue
			}
		}
		cuts = append(cuts, i+1)
	}
	return cuts
}

// wide reports a CJK character or CJK punctuation (ideographs, kana,
// hangul, the fullwidth forms).
func wide(r rune) bool {
	return r >= 0x2e80 && (unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul) ||
		r >= 0x3000 && r <= 0x303f || r >= 0xff00 && r <= 0xffef)
}
