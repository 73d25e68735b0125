package flow

import (
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/tables"
)

// HTML is code too: a page's inline <script> elements run in the
// browser of whoever opens it, and a skill that has the agent paste a
// snippet into a site's layout ships that code to every visitor. The
// scripts of an HTML code block or file are read as JavaScript, and its
// lines are checked for the browser-miner API (tables.BrowserMiner).

// htmlFence reports a code block of markup that holds scripts.
func htmlFence(info string) bool {
	f := strings.Fields(info)
	if len(f) == 0 {
		return false
	}
	switch strings.ToLower(strings.Trim(f[0], "{}.")) {
	case "html", "htm", "xhtml", "vue", "svelte", "astro", "erb", "ejs", "handlebars", "hbs", "jinja", "jinja2", "liquid", "php":
		return true
	}
	return false
}

// htmlFile reports a page by its name.
func htmlFile(p string) bool {
	l := strings.ToLower(p)
	for _, e := range []string{".html", ".htm", ".xhtml", ".vue", ".svelte", ".astro", ".ejs", ".hbs"} {
		if strings.HasSuffix(l, e) {
			return true
		}
	}
	return false
}

// maxScripts bounds the <script> elements of one page that are read.
const maxScripts = 64

// htmlScripts is src with everything but the bodies of its <script>
// elements blanked (newlines kept, so lines stay where they were), and
// whether it has any.
func htmlScripts(src string) (string, bool) {
	lower := ASCIILower(src)
	b := []byte(src)
	keep := make([]bool, len(b))
	found := false
	off := 0
	for n := 0; n < maxScripts; n++ {
		i := strings.Index(lower[off:], "<script")
		if i < 0 {
			break
		}
		open := off + i
		gt := strings.IndexByte(lower[open:], '>')
		if gt < 0 {
			break
		}
		start := open + gt + 1
		end := strings.Index(lower[start:], "</script")
		if end < 0 {
			end = len(src) - start
		}
		for k := start; k < start+end; k++ {
			keep[k] = true
		}
		found = found || strings.TrimSpace(src[start:start+end]) != ""
		off = start + end
	}
	if !found {
		return "", false
	}
	for k := range b {
		if !keep[k] && b[k] != '\n' {
			b[k] = ' '
		}
	}
	return string(b), true
}

// page reads markup: its scripts as JavaScript, its lines for a browser
// miner. lineBase is the line before the text's first.
func (a *Skill) page(p, text string, lineBase int) {
	if js, ok := htmlScripts(text); ok {
		u := &Unit{Skill: a, Path: p, Lang: "js", LineBase: lineBase}
		u.runTop(js)
	}
	a.textOnly(textKey{"browser miner", p, text, lineBase}, func() { a.browserMiner(p, text, lineBase) })
}

// browserMiner reports the first line of text that runs a browser miner.
func (a *Skill) browserMiner(p, text string, lineBase int) {
	if !a.report || !strings.Contains(text, "throttle") && !strings.Contains(text, "autoThreads") && !strings.Contains(text, "forceASMJS") {
		return
	}
	u := &Unit{Skill: a, Path: p, LineBase: lineBase}
	for i, l := range strings.Split(text, "\n") {
		if tables.BrowserMiner(l) {
			u.Hit(Hit{Kind: Miner, Line: u.Line(i + 1), Level: 2, Sink: "a browser miner", Text: l})
			return
		}
	}
}
