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
	"github.com/skillpin/skillpin/internal/catalog/audit/prefilter"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/flow"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/tables"
)

// Bounds: the file read, the body of one branch, the hits of one file.
const (
	maxFile = 256 << 10
	maxBody = 200 // lines
	maxHits = 8
)

var ifRE, walkRE, writeRE, treeRE, assignRE, yearRE, clockRE lazyre.RE

// gateExpr is a condition on a date, on chance or on where the machine
// is.
const gateExpr = `(?i)\b(?:date|datetime)\s*\(\s*20\d\d\b|\bDate\s*\(\s*["'` + "`" + `]?20\d\d|\b(?:getFullYear|getUTCFullYear)\s*\(\s*\)\s*[<>=!]=*\s*20\d\d|\.year\s*[<>=!]=*\s*20\d\d|\b20\d\d\s*[<>=!]=*\s*\S*\.year\b|["']?20\d\d-?[01]\d-?[0-3]\d["']?\s*\]?\s*\)?\s*(?:-(?:gt|ge|lt|le|eq))|-(?:gt|ge|lt|le|eq)\s*["']?20\d\d(?:[01]\d[0-3]\d)?\b|\b(?:random\.random|Math\.random|random\.randint|secrets\.randbelow)\s*\(|\$RANDOM\b|\bcountry(?:_?(?:name|code))?\b|\bcountryCode\b|\btimeZone\b|\bgeoip\b|\b(?:Russia|Belarus)\b|["'](?-i:RU|BY)["']`

// gateRE is gateExpr searched only where prefilter's condition derived
// from it holds: most conditions and assignments hold none of it, and
// the pattern's folded alternation was a tenth of the audit's regexp
// time (lead18).
var gateRE prefilter.Filtered

// res are the patterns, compiled when first used.
func res() (ifs *regexp.Regexp, gate *prefilter.Filtered, walk, write, tree *regexp.Regexp) {
	ifs = ifRE.Get(`^(\s*)(?:\}\s*)?(?:el)?(?:if|elif|else\s+if)\b\s*(.*)$`)
	gate = gateRE.Get(gateExpr)
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
// destruction. Each line is read as a condition once and searched for
// destruction once; bodies are read to their end until four times the
// file's lines have been read (work counts the lines read, for the
// bound test).
func file(p, src, lang string) []flow.Hit {
	hits, _ := scan(p, src, lang)
	return hits
}

func scan(p, src, lang string) (out []flow.Hit, work int) {
	ifs, gate, walk, write, tree := res()
	lines := strings.Split(src, "\n")
	assigned := map[string]*assignment{} // a name → its last assignment above
	var marks *destruction               // found when the file's first gated branch is
	read := 0                            // the lines of bodies read
	for i, l := range lines {
		work++
		if len(out) >= maxHits {
			break
		}
		if strings.IndexByte(l, '=') >= 0 && len(l) < 4096 {
			if m := assign().FindStringSubmatch(l); m != nil {
				assigned[m[1]] = &assignment{line: l}
			}
		}
		// Only a line holding "if" can open a branch: the anchored
		// pattern runs on those alone (lead18: searching every file
		// whole for destruction first cost a third of the audit).
		if !strings.Contains(l, "if") {
			continue
		}
		m := ifs.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		cond := m[2]
		if !gate.MatchString(cond) && !usesGate(cond, assigned, gate) && !yearOf(cond, assigned) {
			continue
		}
		if marks == nil {
			marks = destructionLines(lines, walk, write, tree)
			work += len(lines)
		}
		end, n := min(i+1+maxBody, len(lines)), 0
		if read < 4*len(lines)+maxBody {
			end, n = blockEnd(lines, i, len(m[1]), lang)
		} // else: many gated branches (no honest file): each body taken to its bound, a superset, unread
		read += n
		work += n
		if marks.in(i, end) {
			out = append(out, flow.Hit{Kind: flow.Wiper, Path: p, Line: i + 1, Level: 2,
				Source: "a branch taken on a date, by chance or by where the machine is (" + clip(strings.TrimSpace(cond)) + ")",
				Sink:   "files overwritten or deleted in bulk", Text: clip(strings.TrimSpace(l))})
		}
	}
	return out, work
}

// assignment is a name's assignment, and what it was found to hold
// (each pattern run on it at most once, however many conditions use
// the name: lead18).
type assignment struct {
	line                             string
	gateDone, gate, clockDone, clock bool
}

// usesGate reports a name cond compares assigned from a gate (r =
// random.random(); if r < 0.1). A name only used (a directory named with
// a random number, tested for existence and removed: rev18) is no gate.
func usesGate(cond string, assigned map[string]*assignment, gate *prefilter.Filtered) bool {
	if !compares(cond) {
		return false
	}
	for _, a := range namesIn(cond, assigned) {
		if !a.gateDone {
			a.gateDone, a.gate = true, gate.MatchString(a.line)
		}
		if a.gate {
			return true
		}
	}
	return false
}

// yearOf reports a condition comparing a name to a year (y >= 2027)
// where the name is assigned from the clock (y = now().year).
func yearOf(cond string, assigned map[string]*assignment) bool {
	if !yearRE.Get(`[<>=!]=?\s*20\d\d\b|\b20\d\d\s*[<>=!]`).MatchString(cond) {
		return false
	}
	clock := clockRE.Get(`(?i)\.year\b|getFullYear|\bnow\s*\(|\btoday\s*\(|date\s+\+%Y`)
	for _, a := range namesIn(cond, assigned) {
		if !a.clockDone {
			a.clockDone, a.clock = true, clock.MatchString(a.line)
		}
		if a.clock {
			return true
		}
	}
	return false
}

// compares reports a condition that compares values: an operator of
// Python, JavaScript or the shell's test.
func compares(cond string) bool {
	if strings.ContainsAny(cond, "<>") || strings.Contains(cond, "==") || strings.Contains(cond, "!=") || strings.Contains(cond, " in ") {
		return true
	}
	for _, op := range []string{"-lt", "-gt", "-eq", "-ne", "-le", "-ge"} {
		if strings.Contains(cond, op) {
			return true
		}
	}
	return false
}

// namesIn is the assignments of the names cond uses.
func namesIn(cond string, assigned map[string]*assignment) []*assignment {
	var out []*assignment
	for _, w := range strings.FieldsFunc(cond, func(r rune) bool {
		return !(r == '_' || r == '$' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9')
	}) {
		if a, ok := assigned[w]; ok {
			out = append(out, a)
		}
	}
	return out
}

// blockEnd is where the body of the branch at line i (its indentation
// ind) ends: lines[i:end] are the condition's line and the lines after
// it indented deeper (Python), to its closing brace (JavaScript: braces
// counted from the condition's line), or to fi (shell); at most maxBody
// lines after i, and n is how many were read.
func blockEnd(lines []string, i, ind int, lang string) (end, n int) {
	depth := 0
	if lang == "js" {
		depth = strings.Count(lines[i], "{") - strings.Count(lines[i], "}")
		if depth <= 0 && strings.Contains(lines[i], "{") {
			return i + 1, 0 // the body closes on its line
		}
	}
	if lang == "sh" && strings.Contains(lines[i], "fi") && strings.Contains(lines[i], "then") {
		return i + 1, 0 // if …; then …; fi
	}
	j := i + 1
	for ; j < len(lines) && n < maxBody; j++ {
		n++
		l := lines[j]
		t := strings.TrimSpace(l)
		switch lang {
		case "py":
			if t != "" && len(l)-len(strings.TrimLeft(l, " \t")) <= ind {
				return j, n
			}
		case "sh":
			if t == "fi" || strings.HasPrefix(t, "fi ") || strings.HasPrefix(t, "fi;") || strings.HasPrefix(t, "else") || strings.HasPrefix(t, "elif") {
				return j, n
			}
		case "js":
			if depth <= 0 && j > i+1 {
				return j, n // a body of one statement, without braces
			}
			depth += strings.Count(l, "{") - strings.Count(l, "}")
		}
		if lang == "js" && depth <= 0 {
			return j + 1, n
		}
	}
	return j, n
}

// destruction is, for each line of a file, the next line at or after it
// that deletes a tree, walks directories, or writes files: a body
// lines[i:end] destroys when it holds a tree's deletion, or a walk and
// a write. Every line is searched once, so a file of many gated
// branches costs no more than one (rev18: reading each branch's body
// again cost 200 times the file; a cap on the branches read would let
// decoys hide the real one).
type destruction struct{ tree, walk, write []int }

func destructionLines(lines []string, walk, write, tree *regexp.Regexp) *destruction {
	n := len(lines)
	d := &destruction{tree: make([]int, n+1), walk: make([]int, n+1), write: make([]int, n+1)}
	d.tree[n], d.walk[n], d.write[n] = n, n, n
	for i := n - 1; i >= 0; i-- {
		d.tree[i], d.walk[i], d.write[i] = d.tree[i+1], d.walk[i+1], d.write[i+1]
		if tree.MatchString(lines[i]) {
			d.tree[i] = i
		}
		if walk.MatchString(lines[i]) {
			d.walk[i] = i
		}
		if write.MatchString(lines[i]) {
			d.write[i] = i
		}
	}
	return d
}

// in reports destruction in lines[i:end].
func (d *destruction) in(i, end int) bool {
	return d.tree[i] < end || d.walk[i] < end && d.write[i] < end
}

func clip(s string) string {
	if len(s) > 160 {
		return s[:160] + "…"
	}
	return s
}
