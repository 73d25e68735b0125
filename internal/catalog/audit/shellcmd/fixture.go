package shellcmd

import (
	"bytes"
	"path"
	"strings"
)

// TestFixture reports a data file (JSON, YAML, text, CSV) that only the
// skill's tests read: at least one file of code names it, and every file
// of code naming it is a test (under a test, tests, __tests__ or spec
// directory, or named test_*, *_test.*, *.test.*, *.spec.*). Its content
// is input a test feeds to the code under test — a sanitizer's hostile
// strings — not text the skill hands the agent (the caller asks that no
// instruction tells the agent to follow it).
func TestFixture(files []File, p string) bool {
	switch strings.ToLower(path.Ext(p)) {
	case ".json", ".jsonl", ".yaml", ".yml", ".txt", ".csv":
	default:
		return false
	}
	base := []byte(path.Base(p))
	readers := 0
	for _, f := range files {
		if f.Path == p || f.Markdown || !bytes.Contains(f.Data, base) {
			continue
		}
		if !testFile(f.Path) {
			return false
		}
		readers++
	}
	return readers > 0
}

func testFile(p string) bool {
	for _, c := range strings.Split(path.Dir(p), "/") {
		switch c {
		case "test", "tests", "__tests__", "spec":
			return true
		}
	}
	b := strings.ToLower(path.Base(p))
	return strings.HasPrefix(b, "test_") || strings.Contains(b, "_test.") || strings.Contains(b, ".test.") || strings.Contains(b, ".spec.")
}
