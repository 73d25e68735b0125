package typosquat

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

func TestLookalike(t *testing.T) {
	for _, tc := range []struct {
		a, b           string
		known, scanned bool // a look-alike of a well-known name; of another scanned one
	}{
		{"skill-creator", "skill-creator", false, false},
		{"skill_creator", "skill-creator", true, true},
		{"skillcreator", "skill-creator", true, true},
		{"skiII-creator", "skill-creator", true, true},        // capital I for l
		{"ѕkill-creator", "skill-creator", true, true},        // Cyrillic dze
		{"ｓｋｉｌｌ-creator", "skill-creator", true, true},        // full-width letters
		{"skill-creater", "skill-creator", true, false},       // a letter replaced
		{"skil-creator", "skill-creator", true, true},         // a letter dropped
		{"skill-craetor", "skill-creator", true, true},        // two swapped
		{"clawhubb", "clawhub", true, true},                   // a letter added
		{"cllawhub", "clawhub", true, true},                   // a letter added
		{"c1awhub", "clawhub", true, true},                    // a digit for a letter
		{"clawhub-cli", "clawhub", true, true},                // a lure word
		{"official-clawhub", "clawhub", true, true},           // a lure word in front
		{"skil-craetor", "skill-creator", true, false},        // two edits in a long name
		{"docs", "docx", false, false},                        // short names
		{"pdf-form-filler", "pdf", false, false},              // contains it
		{"csharp-nunit", "csharp-xunit", true, false},         // a sibling skill
		{"2d-games", "3d-games", true, false},                 // a sibling skill
		{"react-patterns", "react-ui-patterns", false, false}, // a word added
		{"writing-plans", "writing-skills", false, false},     // another word
		{"learn-go", "leam-go", true, true},                   // rn for m
		{"systematic-debugging", "systematic-debuging", true, true},
	} {
		if _, got := lookalike(newNameKey(tc.a), newNameKey(tc.b), false); got != tc.known {
			t.Errorf("lookalike(%q, %q) against a well-known name = %v, want %v", tc.a, tc.b, got, tc.known)
		}
		if _, got := lookalike(newNameKey(tc.a), newNameKey(tc.b), true); got != tc.scanned {
			t.Errorf("lookalike(%q, %q) between scanned skills = %v, want %v", tc.a, tc.b, got, tc.scanned)
		}
	}
}

// No well-known name is a look-alike of another: each would report the
// other.
func TestKnownNamesApart(t *testing.T) {
	text, err := os.ReadFile(filepath.Join("..", "rules", "known-skills.txt"))
	if err != nil {
		t.Fatal(err)
	}
	names := ParseNames(text).Names()
	if len(names) < 10 {
		t.Fatalf("%d well-known names", len(names))
	}
	for i, a := range names {
		for _, b := range names[i+1:] {
			if how, ok := lookalike(newNameKey(a), newNameKey(b), false); ok {
				t.Errorf("well-known names %s and %s are look-alikes (%s)", a, b, how)
			}
		}
	}
}

// Names of one family (skill-0000, skill-0001, …) are each one edit from
// dozens of others: the index compares each name with those neighbours
// (at most the name's length times the alphabet), never with every name,
// so the work grows with the names, not their pairs.
func TestLookalikesWorkGrowsWithTheNames(t *testing.T) {
	// Not parallel: the count is the whole process's.
	for _, n := range []int{1000, 4000} {
		names := make([]string, n)
		for i := range names {
			names[i] = fmt.Sprintf("skill-%04d", i)
		}
		before := Comparisons()
		Lookalikes(names)
		if per := (Comparisons() - before) / int64(n); per > 100 {
			t.Errorf("%d names: %d comparisons a name, want at most 100", n, per)
		}
	}
}
