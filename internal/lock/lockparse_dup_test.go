package lock

import (
	"errors"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/errkind"
)

// A key given twice in one table is refused, by the fast parser as by the
// general decoder: otherwise the second value (a reviewer reads the first)
// would silently win. (Planted as "the fast parser forgets the keys it
// saw", it passed every other test.)
func TestParseLockDuplicateKeys(t *testing.T) {
	good := string(sampleLock().Marshal())
	dup := func(line, again string) string {
		t.Helper()
		if !strings.Contains(good, line+"\n") {
			t.Fatalf("test bug: %q not in the lockfile", line)
		}
		return strings.Replace(good, line+"\n", line+"\n"+again+"\n", 1)
	}
	tests := []struct{ name, src string }{
		{"source url", dup(`url = "https://github.com/anthropics/skills"`, `url = "https://example.org/evil/skills"`)},
		{"source commit, same value", dup(`commit = "`+commitA+`"`, `commit = "`+commitA+`"`)},
		{"skill path", dup(`path = "skills/xlsx"`, `path = "skills/evil"`)},
		{"skill tools", dup(`allowed_tools = ["Bash(python:*)", "Read"]`, `allowed_tools = ["Read"]`)},
		{"signature key", dup(`key = "`+sampleLock().Skills[0].Signature.Key+`"`, `key = "`+sampleLock().Skills[0].Signature.Key+`"`)},
		{"version", dup(`version = 1`, `version = 1`)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, ok := parseCanonical([]byte(tt.src)); ok {
				t.Error("the fast parser accepted a duplicate key")
			}
			_, err := ParseLock([]byte(tt.src), "skills.lock")
			if err == nil || !errors.Is(err, errkind.Invalid) {
				t.Fatalf("ParseLock: %v, want an invalid-input error", err)
			}
		})
	}
}
