package lock

import (
	"errors"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/lock/tomlfile"
	"github.com/skillpin/skillpin/internal/ui/errkind"
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

// Every duplicate the decoder refuses, the fast parser refuses too: each
// key of each table given twice (the same value or another), each table
// header that is not an array element given twice, a key given twice
// inside a file entry, and a key that collides with a sub-table. The
// lines are taken from a lock that has every kind of table and key, so a
// key added to Marshal is covered without editing this test.
func TestParseLockRefusesEveryDuplicate(t *testing.T) {
	l := sampleLock()
	l.Skills[2].Signature = &LockedSignature{Bundle: commitA, Identity: "i", Issuer: "https://issuer"}
	good := string(l.Marshal())
	if _, ok := parseCanonical([]byte(good)); !ok {
		t.Fatal("test bug: the fast parser refuses the sample lock")
	}
	type variant struct{ name, src string }
	var variants []variant
	lines := strings.SplitAfter(good, "\n")
	inFiles := false
	for i, line := range lines {
		trimmed := strings.TrimSuffix(line, "\n")
		switch {
		case trimmed == "files = [":
			// The whole array given twice.
			end := i
			for lines[end] != "]\n" {
				end++
			}
			block := strings.Join(lines[i:end+1], "")
			variants = append(variants, variant{"files twice", strings.Join(lines[:end+1], "") + block + strings.Join(lines[end+1:], "")})
			inFiles = true
		case inFiles && trimmed == "]":
			inFiles = false
		case inFiles:
			// A key given twice in one file entry.
			dup := strings.Replace(line, "{ path = ", "{ path = \"x\", path = ", 1)
			variants = append(variants, variant{"file entry path twice: " + trimmed, strings.Join(lines[:i], "") + dup + strings.Join(lines[i+1:], "")})
		case strings.HasPrefix(trimmed, "[") && !strings.HasPrefix(trimmed, "[["):
			// A table header twice: [policy], [skill.signature].
			variants = append(variants, variant{"header " + trimmed + " twice", strings.Join(lines[:i+1], "") + line + strings.Join(lines[i+1:], "")})
		case strings.Contains(trimmed, " = "):
			key, _, _ := strings.Cut(trimmed, " = ")
			rest := strings.Join(lines[i+1:], "")
			before := strings.Join(lines[:i+1], "")
			variants = append(variants,
				variant{key + " twice, same value: " + trimmed, before + line + rest},
				variant{key + " twice, another value: " + trimmed, before + key + " = " + otherValue(trimmed) + "\n" + rest})
		}
	}
	// A key that collides with a sub-table of the same skill.
	variants = append(variants, variant{"signature key and table", strings.Replace(good, "[skill.signature]\n", "signature = \"x\"\n[skill.signature]\n", 1)})
	if len(variants) < 40 {
		t.Fatalf("test bug: only %d variants", len(variants))
	}
	for _, v := range variants {
		t.Run(v.name, func(t *testing.T) {
			if _, ok := parseCanonical([]byte(v.src)); ok {
				t.Errorf("the fast parser accepted it:\n%s", v.src)
			}
			var decoded Lock
			if err := tomlfile.Decode([]byte(v.src), "skills.lock", &decoded); err == nil {
				t.Fatalf("test bug: the decoder accepts it too:\n%s", v.src)
			}
			if _, err := ParseLock([]byte(v.src), "skills.lock"); err == nil || !errors.Is(err, errkind.Invalid) {
				t.Fatalf("ParseLock: %v, want an invalid-input error", err)
			}
		})
	}
}

// otherValue is a different value of the same TOML type as line's.
func otherValue(line string) string {
	_, val, _ := strings.Cut(line, " = ")
	switch {
	case strings.HasPrefix(val, "["):
		return `["Other"]`
	case strings.HasPrefix(val, `"`):
		return `"other"`
	default:
		return "2"
	}
}
