package tooltext

import (
	"regexp"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
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

// The patterns, compiled when first used (no work at start-up).
var hidingRE, anyTagRE lazyre.RE

func hiding() *regexp.Regexp {
	return hidingRE.Get(`(?i)display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0(?:px|pt|em|rem|%)?\s*(?:[;"']|!|$)|opacity\s*:\s*0(?:\.0+)?\s*(?:[;"']|!|$)|(?:left|top|text-indent)\s*:\s*-\d{3,}|max-height\s*:\s*0(?:px)?\s*[;"']|(?:^|\s)hidden(?:\s|=|$)`)
}

func anyTag() *regexp.Regexp { return anyTagRE.Get(`<[^<>]*>`) }

// HiddenHTML is the text of an HTML file's hidden elements, each as one
// HTML comment at the lines it stands on (the form Markdown hides text
// in, which the instruction analysis reads as hidden), other lines
// blank; "" when the file hides nothing or is past maxHTML.
func HiddenHTML(src string) string {
	var work int
	return hiddenHTML(src, &work)
}

// hiddenHTML is HiddenHTML counting in *work the bytes its closing-tag
// search reads (the test of its bound). Every search, found or not,
// counts against maxHidden, and a tag name with no closer after an
// offset is not searched for again after it: at most maxHidden passes.
func hiddenHTML(src string, work *int) string {
	if len(src) > maxHTML || !strings.Contains(src, "<") || !strings.Contains(src, "none") && !strings.Contains(src, "hidden") && !strings.Contains(src, "font-size") && !strings.Contains(src, "opacity") && !strings.Contains(src, ":-") && !strings.Contains(src, ": -") && !strings.Contains(src, "max-height") {
		return "" // (a byte test: nothing can hide an element)
	}
	lines := make([]string, strings.Count(src, "\n")+1)
	n, tries, at, line := 0, 0, 0, 0
	none := map[string]int{} // tag name (lower case) → an offset with no closer after it
	for _, m := range openTags(src) {
		if m[0] < at || !hiding().MatchString(src[m[4]:m[5]]) {
			continue
		}
		name := strings.ToLower(src[m[2]:m[3]])
		if p, ok := none[name]; ok && m[1] >= p {
			continue
		}
		if tries++; tries > maxHidden {
			break
		}
		end := closing(src[m[1]:], name, work)
		if end < 0 {
			none[name] = m[1]
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

// closing is where the first closing tag of name (the whole name: "b"
// is not closed by "</body>") starts in s, any case (-1 none); *work
// counts the bytes passed.
func closing(s, name string, work *int) int {
	for k := 0; ; {
		j := strings.Index(s[k:], "</")
		if j < 0 {
			*work += len(s) - k
			return -1
		}
		*work += j + 2
		k += j + 2
		if len(s)-k >= len(name) && strings.EqualFold(s[k:k+len(name)], name) && (len(s) == k+len(name) || !isNameByte(s[k+len(name)])) {
			return k - 2
		}
	}
}

// isNameByte: a byte that continues a tag name.
func isNameByte(c byte) bool {
	return c|0x20 >= 'a' && c|0x20 <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == ':' || c == '.'
}

// openTags are the opening tags of src that have attributes which can
// hide (a style or "hidden"), as regexp submatch indexes would give them:
// the tag, its name, its attributes. A byte loop: a page's other tags
// (most) are passed over without a pattern.
func openTags(src string) [][6]int {
	var out [][6]int
	for i := 0; i < len(src); i++ {
		j := strings.IndexByte(src[i:], '<')
		if j < 0 {
			break
		}
		i += j
		k := i + 1
		for k < len(src) && (src[k]|0x20 >= 'a' && src[k]|0x20 <= 'z' || k > i+1 && src[k] >= '0' && src[k] <= '9') {
			k++
		}
		if k == i+1 {
			continue
		}
		e := strings.IndexAny(src[k:], "<>")
		if e < 0 {
			break
		}
		if src[k+e] == '<' {
			i = k + e - 1
			continue
		}
		attrs := src[k : k+e]
		if attrs != "" && attrs[0] != ' ' && attrs[0] != '\t' && attrs[0] != '\n' && attrs[0] != '/' {
			continue // "<abc-def": not a tag name
		}
		if containsFold(attrs, "style") || containsFold(attrs, "hidden") {
			out = append(out, [6]int{i, k + e + 1, i + 1, k, k, k + e})
		}
		i = k + e
	}
	return out
}

// containsFold reports w (lower-case ASCII) in s in any case.
func containsFold(s, w string) bool {
	for i := 0; i+len(w) <= len(s); i++ {
		if s[i]|0x20 == w[0] && strings.EqualFold(s[i:i+len(w)], w) {
			return true
		}
	}
	return false
}
