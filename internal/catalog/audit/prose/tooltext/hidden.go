package tooltext

import (
	"regexp"
	"strings"
	"sync"
)

// An HTML file's hidden elements (a div styled display:none, text in a
// zero font size or pushed off the page) are not seen by a person who
// opens the file or the mail it becomes, but a model given the file,
// or the mail, reads them: an email template whose hidden block
// addresses "AI email assistants processing this message" injects
// instructions into every recipient's assistant (Rehberger; EchoLeak).

// maxHTML bounds the file read, maxHidden the hidden elements read.
const (
	maxHTML   = 256 << 10
	maxHidden = 200
)

var (
	openTag = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?i)<([a-z][a-z0-9]*)\b([^<>]*)>`) })
	hiding  = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0(?:px|pt|em|rem|%)?\s*(?:[;"']|!|$)|opacity\s*:\s*0(?:\.0+)?\s*(?:[;"']|!|$)|(?:left|top|text-indent)\s*:\s*-\d{3,}|max-height\s*:\s*0(?:px)?\s*[;"']|(?:^|\s)hidden(?:\s|=|$)`)
	})
	anyTag = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`<[^<>]*>`) })
)

// HiddenHTML is the text of an HTML file's hidden elements, each as one
// HTML comment at the lines it stands on (the form Markdown hides text
// in, which the instruction analysis reads as hidden), other lines
// blank; "" when the file hides nothing or is past maxHTML.
func HiddenHTML(src string) string {
	if len(src) > maxHTML || !strings.Contains(src, "<") {
		return ""
	}
	lines := make([]string, strings.Count(src, "\n")+1)
	n, at, line := 0, 0, 0
	for _, m := range openTag().FindAllStringSubmatchIndex(src, -1) {
		if m[0] < at || !hiding().MatchString(src[m[4]:m[5]]) {
			continue
		}
		end := closing(src[m[1]:], src[m[2]:m[3]])
		if end < 0 {
			continue
		}
		line += strings.Count(src[at:m[1]], "\n")
		inner := src[m[1] : m[1]+end]
		// Tags out, their line breaks kept.
		inner = anyTag().ReplaceAllStringFunc(inner, func(t string) string { return " " + strings.Repeat("\n", strings.Count(t, "\n")) })
		body := strings.Split(inner, "\n")
		for k, l := range body {
			l = strings.TrimSpace(strings.ReplaceAll(l, "-->", ""))
			if k == 0 {
				l = "<!-- " + l
			}
			if k == len(body)-1 {
				l += " -->"
			}
			lines[line+k] += l
		}
		line += len(body) - 1
		at = m[1] + end
		if n++; n >= maxHidden {
			break
		}
	}
	found := n > 0
	if !found {
		return ""
	}
	return strings.Join(lines, "\n")
}

// closing is where the first closing tag of name starts in s, any case
// (-1 none).
func closing(s, name string) int {
	for k := 0; ; {
		j := strings.Index(s[k:], "</")
		if j < 0 {
			return -1
		}
		k += j + 2
		if len(s)-k >= len(name) && strings.EqualFold(s[k:k+len(name)], name) {
			return k - 2
		}
	}
}
