package typosquat

import (
	"bytes"
	"regexp"
	"sort"
	"sync"
)

// A dependency declared in a manifest (requirements.txt, a Gemfile,
// package.json, pyproject.toml) is installed by the command that reads
// the manifest (pip install -r, bundle install, npm install): a
// look-alike there is the same typosquat as on an install command's
// line, one step removed. A declaration is known by its line's shape,
// whatever the file is called.

// declRE matches one declaration line (a version holds a dot: "clicks":
// "10" in a JSON report declares nothing); the name is the one group that
// matched: a Gemfile's gem "name", a requirement "name==1.2" (extras,
// any version operator), a JSON dependency "name": "^1.2", a TOML one
// name = "^1.2", a quoted requirement in a list "name>=1.2",.
var declRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^[ \t]*(?:gem[ \t]+["']([A-Za-z0-9][\w.-]*)["']|([A-Za-z0-9][\w.-]*)[ \t]*(?:\[[^\]\n]*\])?[ \t]*(?:===?|>=|~=|<=|!=)[ \t]*\d+\.[\w.*]*[ \t]*(?:[;#].*)?$|"(@?[A-Za-z0-9][\w./-]*)"[ \t]*:[ \t]*"[\^~>=< ]*\d+\.[^"]*",?[ \t]*$|([A-Za-z0-9][\w.-]*)[ \t]*=[ \t]*"[\^~>=< ]*\d+\.[^"]*"[ \t]*$|["']([A-Za-z0-9][\w.-]*)[ \t]*(?:\[[^\]\n]*\])?[ \t]*(?:==|>=|~=|<=)[ \t]*\d+\.[^"']*["'],?[ \t]*$)`)
})

// declMarks are the bytes a declaration line holds one of: lines
// without any are not tried.
var declMarks = [][]byte{[]byte("=="), []byte(">="), []byte("~="), []byte("<="), []byte("!="), []byte("gem "), []byte(`= "`)}

// versionAfterColon reports `": "` followed by a version ("^1.2", "1.2",
// "~1", ">=2"): a JSON dependency, not any JSON string value.
func versionAfterColon(l []byte) bool {
	for off := 0; ; {
		k := bytes.Index(l[off:], []byte(`": "`))
		if k < 0 {
			return false
		}
		off += k + 4
		if off < len(l) && (l[off] >= '0' && l[off] <= '9' || l[off] == '^' || l[off] == '~' || l[off] == '>' || l[off] == '=') {
			return true
		}
	}
}

// declMatch is declRE's match of line as InstallMatch gives one: the
// whole line, and the declared name as the words installed.
func declMatch(line []byte) []int {
	if !bytes.Contains(line, []byte("gem")) && !digitDot(line) {
		return nil // no match can be here (see digitDot)
	}
	m := declRE().FindSubmatchIndex(line)
	if m == nil {
		return nil
	}
	for g := 2; g+1 < len(m); g += 2 {
		if m[g] >= 0 {
			return []int{m[0], m[1], m[g], m[g+1]}
		}
	}
	return nil
}

// digitDot reports a digit followed by a dot in line: every match of
// declRE but a Gemfile's holds one (a version, \d+\.), and most lines
// with '=' in code hold none.
func digitDot(line []byte) bool {
	for off := 0; ; {
		k := bytes.IndexByte(line[off:], '.')
		if k < 0 {
			return false
		}
		if off+k > 0 && '0' <= line[off+k-1] && line[off+k-1] <= '9' {
			return true
		}
		off += k + 1
	}
}

// declLines are the lines of data that may declare a dependency, as
// [start, end) offsets, at most limit of them.
func declLines(data []byte, limit int) [][2]int {
	// A line can only pass when it holds one of three strings: '=' (in
	// every one of declMarks but "gem "), "gem " and `": "`
	// (versionAfterColon). Each is found with a search over the whole
	// file, not line by line: most lines of a document hold none, and a
	// search per line and per mark cost more than the lines it kept.
	var out [][2]int
	next := [3]int{-2, -2, -2} // where each string is next found at or after off; -1: nowhere
	for off := 0; off < len(data) && len(out) < limit; {
		k := -1
		for i, s := range declNeeds {
			if next[i] != -1 && next[i] < off {
				if j := bytes.Index(data[off:], s); j >= 0 {
					next[i] = off + j
				} else {
					next[i] = -1
				}
			}
			if next[i] >= 0 && (k < 0 || next[i] < k) {
				k = next[i]
			}
		}
		if k < 0 {
			break
		}
		// The one line holding k (not lineAround's continued command:
		// a declaration is one line).
		l := [2]int{bytes.LastIndexByte(data[:k], '\n') + 1, len(data)}
		if e := bytes.IndexByte(data[k:], '\n'); e >= 0 {
			l[1] = k + e
		}
		if declLine(data[l[0]:l[1]]) {
			out = append(out, l)
		}
		off = l[1] + 1
	}
	return out
}

// declNeeds are the strings one of which a line declLine keeps holds.
var declNeeds = [3][]byte{[]byte("="), []byte("gem "), []byte(`": "`)}

// declLine reports a line of the shape declLines keeps.
func declLine(l []byte) bool {
	if len(l) >= 256 {
		return false
	}
	if versionAfterColon(l) {
		return true
	}
	for _, m := range declMarks {
		if bytes.Contains(l, m) {
			return true
		}
	}
	return false
}

// withDecls merges the install lines and the declaration lines, each
// line once, in order.
func withDecls(lines, decls [][2]int) [][2]int {
	if len(decls) == 0 {
		return lines
	}
	seen := make(map[int]bool, len(lines))
	for _, l := range lines {
		seen[l[0]] = true
	}
	for _, d := range decls {
		if !seen[d[0]] {
			lines = append(lines, d)
		}
	}
	sort.Slice(lines, func(i, j int) bool { return lines[i][0] < lines[j][0] })
	return lines
}
