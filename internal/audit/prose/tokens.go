package prose

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
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
	text  string
	kind  kind
	pathy bool // a word holding . / ~ _ or $ (a path or a variable)
}

var (
	ipRE    = regexp.MustCompile(`^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?::\d+)?$`)
	emailRE = regexp.MustCompile(`^[a-z0-9._%+-]+@([a-z0-9-]+\.)+[a-z]{2,}$`)
	hostRE  = regexp.MustCompile(`^([a-z0-9-]+\.)+([a-z]{2,12})(?::\d+)?(/\S*)?$`)
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
	out := make([]token, 0, len(s)/6+1)
	i := 0
	for i < len(s) {
		c := s[i]
		switch c {
		case ' ', '\t', '"', '\'', '*':
			i++
			continue
		case ',', ';', ':', '(', ')', '[', ']', '{', '}':
			out = append(out, token{text: s[i : i+1], kind: stop})
			i++
			continue
		}
		if u := schemeAt(s[i:]); u > 0 {
			j := i + u
			for j < len(s) && !urlEnd[s[j]] {
				j++
			}
			out = append(out, token{text: strings.TrimRight(s[i:j], ".,;:!?"), kind: url})
			i = j
			continue
		}
		j := i
		for j < len(s) {
			if c := s[j]; c < utf8.RuneSelf {
				if !wordChars[c] {
					break
				}
				j++
				continue
			}
			r, n := utf8.DecodeRuneInString(s[j:])
			if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
				break
			}
			j += n
		}
		if j == i {
			_, n := utf8.DecodeRuneInString(s[i:])
			i += n
			continue
		}
		raw := strings.TrimRight(s[i:j], ".'-")
		w := strings.TrimLeft(strings.TrimRight(raw, ".:'-"), ":'-")
		i = j
		if w != "" {
			out = append(out, classify(w))
		}
		if strings.HasSuffix(raw, ":") {
			out = append(out, token{text: ":", kind: stop})
		}
	}
	return out
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

func classify(w string) token {
	t := token{text: w, kind: word, pathy: strings.ContainsAny(w, "./~_$")}
	if !strings.Contains(w, ".") {
		return t
	}
	switch {
	case ipRE.MatchString(w):
		t.kind = host
	case strings.Contains(w, "@") && emailRE.MatchString(w):
		t.kind = email
	default:
		if m := hostRE.FindStringSubmatch(w); m != nil && tlds[m[2]] && !strings.HasPrefix(w, ".") {
			t.kind = host
		}
	}
	return t
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
func splitSentences(text string) []int {
	var cuts []int
	for i := 0; i+1 < len(text); i++ {
		c := text[i]
		if (c != '.' && c != '!' && c != '?') || text[i+1] != ' ' {
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
