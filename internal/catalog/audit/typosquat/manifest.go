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

// declLines are the lines of data that may declare a dependency, as
// [start, end) offsets, at most limit of them.
func declLines(data []byte, limit int) [][2]int {
	var out [][2]int
	for off := 0; off < len(data) && len(out) < limit; {
		le := bytes.IndexByte(data[off:], '\n')
		end := len(data)
		if le >= 0 {
			end = off + le
		}
		l := data[off:end]
		if len(l) < 256 && versionAfterColon(l) {
			out = append(out, [2]int{off, end})
		} else if len(l) < 256 {
			for _, m := range declMarks {
				if bytes.Contains(l, m) {
					out = append(out, [2]int{off, end})
					break
				}
			}
		}
		off = end + 1
	}
	return out
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
