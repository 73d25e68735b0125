package shellcmd

import (
	"bytes"
	"path"
	"regexp"
	"strings"
	"sync"
)

// semgrepRegexps are the regular expressions of this file, built once on first use.
type semgrepRegexps struct {
	// semgrepIDRE is a rule's id in a Semgrep rules file.
	semgrepIDRE *regexp.Regexp
	// semgrepAnnotRE is a Semgrep test annotation: the comment naming the
	// rules that must (ruleid) or must not (ok) match the next line.
	semgrepAnnotRE *regexp.Regexp
	// semgrepPreludeRE is a line a test target may hold unannotated: it
	// brings a module in or opens the file, and runs nothing of its own.
	semgrepPreludeRE *regexp.Regexp
}

var semgrepRE = sync.OnceValue(func() *semgrepRegexps {
	return &semgrepRegexps{
		semgrepIDRE:      regexp.MustCompile(`(?m)^\s*(?:-\s+)?id:\s*["']?([\w.-]+)["']?\s*$`),
		semgrepAnnotRE:   regexp.MustCompile(`^(?:todo|deep)?(?:ruleid|ok):\s*([\w.-]+(?:\s*,\s*[\w.-]+)*)\s*$`),
		semgrepPreludeRE: regexp.MustCompile(`^(?:import\s+[\w., ]+|from\s+[\w.]+\s+import\s+[\w., ]+|<\?php|\?>|package\s+[\w.]+;?|require\s+['"][\w./-]+['"]|(?:const|let|var)\s+\w+\s*=\s*require\(\s*['"][\w./-]+['"]\s*\);?|import\s+[\w{}, *]+\s+from\s+['"][\w./-]+['"];?|#!\S+(?:\s+\S+)?)$`),
	}
})

// semgrepTestMark is the line comment of a language a Semgrep test
// target is written in, which carries its annotations ("" for none).
func semgrepTestMark(ext string) string {
	switch ext {
	case ".py", ".rb", ".sh", ".bash":
		return "#"
	case ".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs", ".go", ".java", ".kt", ".c", ".cc", ".cpp", ".cs", ".rs", ".swift", ".scala", ".php":
		return "//"
	}
	return ""
}

// SemgrepTest reports that the file at p is a Semgrep test target: a
// file of code beside (or in a directory under that of) a Semgrep rules
// file of the same stem (decode-exec.yaml, tests/decode-exec.py) that
// `semgrep --test` scans and never runs. Every line of its code is one
// test case, the line after a `ruleid:`/`ok:` annotation naming rules
// that rules file declares (or a line carrying one at its end), bar
// imports; at least one case is a `ruleid:`; and no other file of the
// skill but that rules file names it (no script imports or runs it —
// the caller asks whether an instruction does). Linear in the file.
func SemgrepTest(files []File, p string) bool {
	ext := path.Ext(p)
	mark := semgrepTestMark(ext)
	if mark == "" {
		return false
	}
	stem := strings.TrimSuffix(path.Base(p), ext)
	if testRunnerName(stem) {
		return false
	}
	var data []byte
	var ids map[string]bool
	rules := ""
	for _, f := range files {
		fe := path.Ext(f.Path)
		if f.Path == p {
			data = f.Data
			continue
		}
		if (fe != ".yaml" && fe != ".yml") || strings.TrimSuffix(path.Base(f.Path), fe) != stem ||
			!strings.HasPrefix(path.Dir(p)+"/", path.Dir(f.Path)+"/") || !bytes.HasPrefix(bytes.TrimSpace(f.Data), []byte("rules:")) {
			continue
		}
		rules = f.Path
		ids = map[string]bool{}
		for _, m := range semgrepRE().semgrepIDRE.FindAllSubmatch(f.Data, 1000) {
			ids[string(m[1])] = true
		}
	}
	if data == nil || len(ids) == 0 {
		return false
	}
	for _, f := range files {
		if f.Path != p && f.Path != rules && !f.Markdown && bytes.Contains(f.Data, []byte(stem)) {
			return false
		}
	}
	declared := func(list string) bool {
		for _, id := range strings.Split(list, ",") {
			if !ids[strings.TrimSpace(id)] {
				return false
			}
		}
		return true
	}
	annotated, cases := false, 0
	for l := range strings.Lines(string(data)) {
		t := strings.TrimSpace(l)
		if t == "" {
			continue
		}
		if c, isComment := strings.CutPrefix(t, mark); isComment {
			if m := semgrepRE().semgrepAnnotRE.FindStringSubmatch(strings.TrimSpace(c)); m != nil {
				if !declared(m[1]) {
					return false
				}
				annotated = true
				if strings.Contains(strings.SplitN(strings.TrimSpace(c), ":", 2)[0], "ruleid") {
					cases++
				}
			}
			continue
		}
		if i := strings.LastIndex(t, mark+" "); i > 0 {
			if m := semgrepRE().semgrepAnnotRE.FindStringSubmatch(strings.TrimSpace(t[i+len(mark):])); m != nil && declared(m[1]) {
				if strings.Contains(t[i:], "ruleid") {
					cases++
				}
				continue
			}
		}
		switch {
		case annotated:
			annotated = false
		case semgrepRE().semgrepPreludeRE.MatchString(t):
		default:
			return false
		}
	}
	return cases > 0
}

// testRunnerName reports a file stem a test runner collects and runs
// (pytest's test_*.py and *_test.py, conftest.py, Go's *_test.go, Jest's
// and Mocha's *.test.js and *.spec.js) or a package's entry: a test run
// named by its directory alone would run it.
func testRunnerName(stem string) bool {
	s := strings.ToLower(stem)
	return strings.HasPrefix(s, "test") || strings.HasSuffix(s, "test") || strings.HasSuffix(s, "tests") ||
		strings.HasSuffix(s, ".spec") || s == "conftest" || s == "setup" || s == "__init__" || s == "__main__" || s == "main" || s == "index"
}
