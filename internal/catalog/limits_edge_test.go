package catalog

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

// Each limit holds at its edge: the value at the limit passes, one more is
// refused (mutation testing found these edges untested).
func TestLimitEdges(t *testing.T) {
	t.Run("link chain", func(t *testing.T) {
		for _, n := range []int{maxLinkHops, maxLinkHops + 1} {
			m := fstest.MapFS{"s/SKILL.md": validMD("s"), "s/target.md": file("x")}
			for i := 1; i <= n; i++ {
				next := fmt.Sprintf("l%02d", i+1)
				if i == n {
					next = "target.md"
				}
				m[fmt.Sprintf("s/l%02d", i)] = link(next)
			}
			_, probs := FileSetOf(m, "s", Limits{})
			if n == maxLinkHops && len(probs) != 0 {
				t.Errorf("a chain of %d links: %v", n, probs)
			}
			if n > maxLinkHops && (!slices.Equal(codes(probs), []Code{CodeSymlinkEscape}) || !strings.Contains(probs[0].Message, "more than 40 links")) {
				t.Errorf("a chain of %d links: %v, want one SYMLINK_ESCAPE", n, probs)
			}
		}
	})
	t.Run("bytes", func(t *testing.T) {
		m := fstest.MapFS{"s/SKILL.md": validMD("s"), "s/a.md": file("0123456789")}
		total := int64(len(m["s/SKILL.md"].Data) + 10)
		if _, probs := FileSetOf(m, "s", Limits{MaxBytes: total}); len(probs) != 0 {
			t.Errorf("max_bytes = the skill's size: %v", probs)
		}
		if _, probs := FileSetOf(m, "s", Limits{MaxBytes: total - 1}); !slices.Equal(codes(probs), []Code{CodeLimitExceeded}) {
			t.Errorf("max_bytes one under the skill's size: %v", probs)
		}
	})
	t.Run("read", func(t *testing.T) {
		m := fstest.MapFS{"f": file("12345")}
		if b, err := readBounded(m, "f", 5); err != nil || string(b) != "12345" {
			t.Errorf("readBounded at the limit = %q, %v", b, err)
		}
		if _, err := readBounded(m, "f", 4); !errors.Is(err, errTooLarge) {
			t.Errorf("readBounded over the limit: %v", err)
		}
		if b, err := readAllBounded(strings.NewReader("12345"), 5); err != nil || string(b) != "12345" {
			t.Errorf("readAllBounded at the limit = %q, %v", b, err)
		}
		if _, err := readAllBounded(strings.NewReader("12345"), 4); !errors.Is(err, errTooLarge) {
			t.Errorf("readAllBounded over the limit: %v", err)
		}
	})
}

// A link target naming a drive (Windows absolute) is told from a relative
// name at every edge of the letter range.
func TestIsDrivePath(t *testing.T) {
	for p, want := range map[string]bool{
		"a:": true, "z:/x": true, "A:": true, "Z:/": true, "c:/windows": true,
		"@:": false, "[:": false, "`:": false, "{:": false, "a:b": false, "ab": false, "a": false, "": false, "1:": false,
	} {
		if got := isDrivePath(p); got != want {
			t.Errorf("isDrivePath(%q) = %v, want %v", p, got, want)
		}
	}
}

// ValidDigest takes lowercase hex only: the characters either side of each
// range are refused.
func TestValidDigestEdges(t *testing.T) {
	good := "sha256:" + strings.Repeat("0", 63)
	for _, c := range []string{"0", "9", "a", "f"} {
		if !ValidDigest(good + c) {
			t.Errorf("ValidDigest refuses hex digit %q", c)
		}
	}
	for _, c := range []string{"/", ":", "`", "g", "A", "F"} {
		if ValidDigest(good + c) {
			t.Errorf("ValidDigest accepts %q", c)
		}
	}
}
