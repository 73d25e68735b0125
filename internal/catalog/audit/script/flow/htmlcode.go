package flow

import (
	"html"
	"regexp"
	"strings"
	"sync"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/tables"
)

// Markdown's prose may hold code as HTML: a <pre> or <code> element,
// whose text a renderer shows as a command, and character references
// (&#99;&#117;&#114;&#108; for "curl") that a renderer, or an agent told
// to "decode the entities", turns into one while the file's bytes show
// none. The text of those elements, and any run of character references
// enough to hide a word, is read with the references decoded;
// when it is a command line, it is analysed as shell (decoded, when
// references spelled it).

// minLineRefs is how many numeric character references make a line (or
// an element's text) hidden text; maxHTMLCode bounds the elements and
// lines of one text that are read.
const (
	minLineRefs = 4
	maxHTMLCode = 64
)

var htmlCodeRE struct {
	once        sync.Once
	elem        *regexp.Regexp
	tag, lang   *regexp.Regexp
	numericRefs *regexp.Regexp
}

func htmlCodeREs() *struct {
	once        sync.Once
	elem        *regexp.Regexp
	tag, lang   *regexp.Regexp
	numericRefs *regexp.Regexp
} {
	htmlCodeRE.once.Do(func() {
		htmlCodeRE.elem = regexp.MustCompile(`(?is)<(pre|code)\b([^>]{0,200})>(.+?)</(?:pre|code)>`)
		htmlCodeRE.tag = regexp.MustCompile(`<[^>]{0,200}>`)
		htmlCodeRE.lang = regexp.MustCompile(`(?i)(?:language|lang)-([a-z0-9#+-]+)`)
		htmlCodeRE.numericRefs = regexp.MustCompile(`&#(?:[0-9]{1,7}|[xX][0-9a-fA-F]{1,6});?`)
	})
	return &htmlCodeRE
}

// htmlElemWords finds "<pre" and "<code" in either case: where
// strings.ToLower's copy holds them (no character outside ASCII lowers to
// one of their letters; TestHTMLElemWords).
var htmlElemWords = sync.OnceValue(func() *tables.WordSet { return tables.NewWordSet([]string{"<pre", "<code"}) })

// htmlCode analyses the HTML code elements and character-reference runs
// of text, a stretch of a Markdown file's prose starting at line0.
func (a *Skill) htmlCode(p, text string, line0 int) {
	elems := htmlElemWords().InFold(text) // "<pre" or "<code" in either case
	if !elems && !strings.Contains(text, "&#") {
		return
	}
	re := htmlCodeREs()
	lineAt := func(off int) int { return line0 + strings.Count(text[:off], "\n") }
	n := 0
	var covered [][2]int
	if elems {
		for _, m := range re.elem.FindAllStringSubmatchIndex(text, maxHTMLCode) {
			covered = append(covered, [2]int{m[0], m[1]})
			lang := "sh"
			// The class of the element, or of a <code> just inside a <pre>.
			head := text[m[0]:m[7]]
			if k := strings.IndexByte(head[min(len(head), m[6]-m[0]):], '>'); k >= 0 && strings.HasPrefix(strings.ToLower(text[m[6]:]), "<code") {
				head = text[m[0] : m[6]+k]
			} else {
				head = text[m[4]:m[5]]
			}
			if lm := re.lang.FindStringSubmatch(head); lm != nil {
				lang = fenceLang(lm[1])
			}
			body := text[m[6]:m[7]]
			a.htmlCodeText(p, body, lang, lineAt(m[6]))
			n++
		}
	}
	if !strings.Contains(text, "&#") {
		return
	}
	// A line of prose with references in it, adjacent or spread between
	// letters (c&#117;r&#108;): read decoded when they are enough to hide
	// a word.
	for off := 0; off < len(text) && n < maxHTMLCode; {
		k := strings.Index(text[off:], "&#")
		if k < 0 {
			break
		}
		s := strings.LastIndexByte(text[:off+k], '\n') + 1
		e := strings.IndexByte(text[off+k:], '\n')
		if e < 0 {
			e = len(text)
		} else {
			e += off + k
		}
		off = e + 1
		inside := false
		for _, c := range covered {
			inside = inside || s >= c[0] && e <= c[1]
		}
		if inside || len(re.numericRefs.FindAllStringIndex(text[s:e], minLineRefs)) < minLineRefs {
			continue
		}
		n++
		// The words from the first reference to the last: the line's
		// prose around them is not the command.
		refs := re.numericRefs.FindAllStringIndex(text[s:e], -1)
		ws := s + refs[0][0]
		for ws > s && text[ws-1] != ' ' && text[ws-1] != '\t' && text[ws-1] != '>' && text[ws-1] != '`' {
			ws--
		}
		we := s + refs[len(refs)-1][1]
		for we < e && text[we] != ' ' && text[we] != '\t' && text[we] != '<' && text[we] != '`' {
			we++
		}
		a.htmlCodeText(p, text[ws:we], "sh", lineAt(s))
	}
}

// fenceLang is the analysis language of a code element's language class
// (sh when it names none the analysis reads).
func fenceLang(s string) string {
	switch strings.ToLower(s) {
	case "python", "py", "python3":
		return "py"
	case "js", "javascript", "node", "ts", "typescript":
		return "js"
	case "powershell", "ps1", "pwsh":
		return "ps"
	case "go", "golang":
		return "go"
	}
	return "sh"
}

// htmlCodeText analyses the text of one element or run, its tags
// removed and its references decoded, when it is code.
func (a *Skill) htmlCodeText(p, body, lang string, line int) {
	re := htmlCodeREs()
	refs := len(re.numericRefs.FindAllStringIndex(body, minLineRefs))
	text := html.UnescapeString(re.tag.ReplaceAllString(body, ""))
	if strings.TrimSpace(text) == "" {
		return
	}
	if lang == "sh" && !commandLike(strings.Split(text, "\n")) && !strings.Contains(text, "://") {
		return
	}
	u := &Unit{Skill: a, Path: p, Lang: lang, LineBase: line - 1}
	if refs >= minLineRefs {
		if !u.Take(len(text), line) {
			return
		}
		u.NestedText(text, lang, line, nil, true, LineText(body, 0))
		return
	}
	u.runTop(text)
}
