// Package gated finds destruction held back by a gate: a branch whose
// condition is a calendar date (a day to come, a month, a weekday), a
// random draw, or where the machine is (a country from an IP lookup, the
// time zone, the locale), and whose body walks directories overwriting
// or deleting their files, or deletes a tree. It is the shape of time
// bombs and geo-targeted protestware (node-ipc's, holdout13's
// time-bomb-wiper and geo-gated-wiper): harmless on the day and in the
// place the skill is reviewed. Honest cleanup prunes by age (now minus
// a file's time), which is no calendar date, and walks outside the
// branch. It reads Python, JavaScript/TypeScript and shell by their
// blocks (indentation, braces, if…fi), in one pass per file (det25).
package gated

import (
	"regexp"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/flow"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/tables"
)

// Bounds: the file read, the body of one branch, the hits of one file.
const (
	maxFile = 256 << 10
	maxBody = 200 // lines
	maxHits = 8
	maxUses = 16 << 10 // the bytes of assignments joined for one condition
)

var ifRE, gateRE, walkRE, writeRE, treeRE, assignRE, yearRE, clockRE lazyre.RE

// res are the patterns, compiled when first used.
func res() (ifs, gate, walk, write, tree *regexp.Regexp) {
	ifs = ifRE.Get(`^(\s*)(?:\}\s*)?(?:el)?(?:if|elif|else\s+if)\b\s*(.*)$`)
	gate = gateRE.Get(`(?i)\b(?:date|datetime)\s*\(\s*20\d\d\b|\bDate\s*\(\s*["'` + "`" + `]?20\d\d|\b(?:getFullYear|getUTCFullYear)\s*\(\s*\)\s*[<>=!]=*\s*20\d\d|\.year\s*[<>=!]=*\s*20\d\d|\b20\d\d\s*[<>=!]=*\s*\S*\.year\b|["']?20\d\d-?[01]\d-?[0-3]\d["']?\s*\]?\s*\)?\s*(?:-(?:gt|ge|lt|le|eq))|-(?:gt|ge|lt|le|eq)\s*["']?20\d\d(?:[01]\d[0-3]\d)?\b|\b(?:random\.random|Math\.random|random\.randint|secrets\.randbelow)\s*\(|\$RANDOM\b|\bcountry(?:_?(?:name|code))?\b|\bcountryCode\b|\btimeZone\b|\bgeoip\b|\b(?:Russia|Belarus)\b|["'](?-i:RU|BY)["']`)
	walk = walkRE.Get(`\b(?:os\.walk|os\.scandir|os\.listdir|readdirSync|readdir|glob|rglob|iterdir|walkSync|Get-ChildItem|find)\b`)
	write = writeRE.Get(`\b(?:writeFileSync|writeFile|appendFileSync|truncateSync|unlinkSync|unlink|write_text|write_bytes|truncate|os\.remove|Remove-Item|Set-Content|Clear-Content)\b|\bopen\s*\((?:[^()\n]|\([^()\n]*\))*,\s*["'][wa]b?\+?["']|-exec\s+(?:rm|shred|truncate)\b|-delete\b`)
	tree = treeRE.Get(`\b(?:shutil\.rmtree|rmSync|rimraf|fs\.rm)\s*\(|\brm\s+-(?:rf|fr|r)\b|\bRemove-Item\b[^\n]*-Recurse|\brd\s+/s\b|\bdel\s+/[sfq]`)
	return
}

// assign finds a name's assignment on a line, for a condition's names.
func assign() *regexp.Regexp {
	return assignRE.Get(`^\s*(?:(?:const|let|var)\s+)?([A-Za-z_$][\w$]*)\s*=[^=]`)
}

// Find reports the gated destruction of each script of files.
func Find(files []flow.Input) []flow.Hit {
	var out []flow.Hit
	for _, f := range files {
		if f.Data == nil || len(f.Data) > maxFile {
			continue
		}
		lang := tables.LangOfShebang(f.Data)
		if lang == "" {
			lang = tables.LangOfPath(f.Path)
		}
		if lang != "py" && lang != "js" && lang != "sh" {
			continue
		}
		out = append(out, file(f.Path, string(f.Data), lang)...)
	}
	return out
}

// file reads one script: each branch's condition, with the lines that
// assign the names it uses, against the gates, and its body against the
// destruction. Each line is read as a condition once and as a body
// line at most maxBody times (work counts the lines read, for the bound
// test).
func file(p, src, lang string) []flow.Hit {
	hits, _ := scan(p, src, lang)
	return hits
}

func scan(p, src, lang string) (out []flow.Hit, work int) {
	ifs, gate, walk, write, tree := res()
	if !tree.MatchString(src) && !(walk.MatchString(src) && write.MatchString(src)) {
		return nil, 0
	}
	lines := strings.Split(src, "\n")
	assigned := map[string]string{} // a name → the text of its last assignment above
	for i, l := range lines {
		work++
		if len(out) >= maxHits {
			break
		}
		if m := assign().FindStringSubmatch(l); m != nil && len(l) < 4096 {
			assigned[m[1]] = l
		}
		m := ifs.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		cond := m[2]
		if u := uses(cond, assigned); !gate.MatchString(cond) && !gate.MatchString(u) && !yearOf(cond, u) {
			continue
		}
		body, n := block(lines, i, len(m[1]), lang)
		work += n
		if tree.MatchString(body) || walk.MatchString(body) && write.MatchString(body) {
			out = append(out, flow.Hit{Kind: flow.Wiper, Path: p, Line: i + 1, Level: 2,
				Source: "a branch taken on a date, by chance or by where the machine is (" + clip(strings.TrimSpace(cond)) + ")",
				Sink:   "files overwritten or deleted in bulk", Text: clip(strings.TrimSpace(l))})
		}
	}
	return out, work
}

// yearOf reports a condition comparing a name to a year (y >= 2027)
// where the name is assigned from the clock (y = now().year).
func yearOf(cond, uses string) bool {
	return yearRE.Get(`[<>=!]=?\s*20\d\d\b|\b20\d\d\s*[<>=!]`).MatchString(cond) &&
		clockRE.Get(`(?i)\.year\b|getFullYear|\bnow\s*\(|\btoday\s*\(|date\s+\+%Y`).MatchString(uses)
}

// uses is the assignments of the names cond uses, joined.
func uses(cond string, assigned map[string]string) string {
	var b strings.Builder
	for _, w := range strings.FieldsFunc(cond, func(r rune) bool {
		return !(r == '_' || r == '$' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9')
	}) {
		if a, ok := assigned[w]; ok && b.Len() < maxUses {
			b.WriteString(a)
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// block is the body of the branch at line i (its indentation ind): the
// lines after it indented deeper (Python), to its closing brace
// (JavaScript: braces counted from the condition's line), or to fi
// (shell); at most maxBody lines, and how many were read.
func block(lines []string, i, ind int, lang string) (string, int) {
	var b strings.Builder
	n := 0
	depth := 0
	b.WriteString(lines[i]) // a body on the condition's line (if x: f(), if …; then …; fi)
	b.WriteByte('\n')
	if lang == "js" {
		depth = strings.Count(lines[i], "{") - strings.Count(lines[i], "}")
		if depth <= 0 && strings.Contains(lines[i], "{") {
			return b.String(), 0 // the body closes on its line
		}
	}
	if lang == "sh" && strings.Contains(lines[i], "fi") && strings.Contains(lines[i], "then") {
		return b.String(), 0
	}
	for j := i + 1; j < len(lines) && n < maxBody; j++ {
		n++
		l := lines[j]
		t := strings.TrimSpace(l)
		switch lang {
		case "py":
			if t != "" && len(l)-len(strings.TrimLeft(l, " \t")) <= ind {
				return b.String(), n
			}
		case "sh":
			if t == "fi" || strings.HasPrefix(t, "fi ") || strings.HasPrefix(t, "fi;") || strings.HasPrefix(t, "else") || strings.HasPrefix(t, "elif") {
				return b.String(), n
			}
		case "js":
			if depth <= 0 && j > i+1 {
				return b.String(), n // a body of one statement, without braces
			}
			depth += strings.Count(l, "{") - strings.Count(l, "}")
		}
		b.WriteString(l)
		b.WriteByte('\n')
		if lang == "js" && depth <= 0 {
			return b.String(), n
		}
	}
	return b.String(), n
}

func clip(s string) string {
	if len(s) > 160 {
		return s[:160] + "…"
	}
	return s
}
