package tomlfile

import (
	"errors"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"
)

func nest(open, close string, n int) string {
	return strings.Repeat(open, n) + "1" + strings.Repeat(close, n)
}

func TestCheck(t *testing.T) {
	for _, tc := range []struct {
		name, doc string
		line, col int // 0: accepted
	}{
		{"manifest", "[settings]\ntargets = [\".claude/skills\"]\n\n[[source]]\nname = \"a\"\n[source.signature]\nkey = \"k\"\n", 0, 0},
		{"at the limit", "a = " + nest("[", "]", MaxDepth) + "\n", 0, 0},
		{"arrays too deep", "a = " + nest("[", "]", MaxDepth+1) + "\n", 1, 5 + MaxDepth},
		{"inline tables too deep", "\n\nx = " + nest("{a=", "}", 1000) + "\n", 3, 5 + 3*MaxDepth},
		{"brackets in strings", `a = "` + strings.Repeat("[", 100) + `"` + "\nb = '" + strings.Repeat("{", 100) + "'\n", 0, 0},
		{"brackets in multi-line strings", "a = \"\"\"\n" + strings.Repeat("[", 100) + "\n\\\"\"\"\"\"\nb = '''\n" + strings.Repeat("{", 100) + "'''\n", 0, 0},
		{"brackets in comments", "# " + strings.Repeat("[", 100) + "\na = 1\n", 0, 0},
		{"a quoted key on the line after a comment", "# c\n\"" + strings.Repeat("[", 100) + "\" = 1\n", 0, 0},
		{"escaped quote", `a = "\"` + strings.Repeat("[", 100) + `"` + "\n", 0, 0},
		{"line after a multi-line string", "a = \"\"\"\n\n\"\"\"\nb = " + nest("[", "]", MaxDepth+1), 4, 5 + MaxDepth},
		{"a string before the bracket on a later line", "\na = [\"s\", " + nest("[", "]", MaxDepth) + "]", 2, 11 + MaxDepth - 1},
		{"closers without openers pay for no nesting", "a = 1]]]]\nb = " + nest("[", "]", MaxDepth+1), 2, 5 + MaxDepth},
		{"many arrays one after another", strings.Repeat("a = [1]\n", 2*MaxDepth), 0, 0},
		{"empty string at the end", `a = ""`, 0, 0},
		{"backslash at the end of a multi-line string", "a = \"\"\"\\", 0, 0},
		{"line continuation in a multi-line string", "a = \"\"\"x\\\n  y\"\"\"\nb = " + nest("[", "]", MaxDepth+1), 3, 5 + MaxDepth},
		{"bracket on the line a multi-line string ends", "a = [\"\"\"\nx\"\"\", " + nest("[", "]", MaxDepth) + "]", 2, 7 + MaxDepth - 1},
		{"line continuation, then a bracket on the closing line", "a = [\"\"\"x\\\n\"\"\", " + nest("[", "]", MaxDepth) + "]", 2, 6 + MaxDepth - 1},
		{"multi-line string closing at the end of the data", `a = """x"""`, 0, 0},
		{"a bracket right after the closing quotes", "a = [\"\"\"x\"\"\"," + nest("[", "]", MaxDepth) + "]", 1, 14 + MaxDepth - 1},
		{"a quote inside the closing run", "a = [\"\"\"x\"\"\"\"," + nest("[", "]", MaxDepth) + "]", 1, 15 + MaxDepth - 1},
		{"dotted key at the limit", strings.Repeat("a.", MaxDepth) + "a = 1.5\n[" + strings.Repeat("t.", MaxDepth) + "t]\n", 0, 0},
		{"dotted key too deep", "v = 1.5\n" + strings.Repeat("a.", 3000) + "a = 1\n", 2, 2*MaxDepth + 2},
		{"dotted table header too deep", "[" + strings.Repeat("a.", MaxDepth+1) + "a]\n", 1, 2*MaxDepth + 3},
		{"dotted key in an inline table too deep", "x = {" + strings.Repeat("a.", MaxDepth+1) + "a = 1}\n", 1, 2*MaxDepth + 7},
		{"dots in strings and many floats", "a = [" + strings.Repeat("1.5, ", 100) + "\"" + strings.Repeat(".", 100) + "\"]\n\"" + strings.Repeat(".", 100) + "\" = 1\n", 0, 0},
		{"unterminated string ends at its line", "a = \"" + strings.Repeat("[", 100) + "\nb = " + nest("[", "]", MaxDepth+1), 2, 5 + MaxDepth},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := CheckDepth([]byte(tc.doc))
			if tc.line == 0 {
				if err != nil {
					t.Fatalf("Check = %v, want nil", err)
				}
				return
			}
			var de *DepthError
			if !errors.As(err, &de) || de.Line != tc.line || de.Col != tc.col {
				t.Fatalf("Check = %#v, want DepthError at %d:%d", err, tc.line, tc.col)
			}
			if !strings.Contains(err.Error(), "32 levels") {
				t.Fatalf("message %q does not name the limit", err)
			}
		})
	}
}

// What Check accepts, the decoder handles: the deepest document it lets
// through decodes. (A decoder that went exponential at this depth would
// hang here until the test binary's timeout; the speed itself is a
// benchmark's business, never a clock in a test.)
func TestAcceptedDepthIsCheap(t *testing.T) {
	doc := "x = " + nest("{a=", "}", MaxDepth) + "\n"
	if err := CheckDepth([]byte(doc)); err != nil {
		t.Fatal(err)
	}
	var v map[string]any
	if _, err := toml.Decode(doc, &v); err != nil {
		t.Fatal(err)
	}
}

func FuzzCheckDepth(f *testing.F) {
	for _, s := range []string{"a = [1]", "a = \"\"\"x\"\"\"\"", "a = '''", "x = {a={b=1}}", "# [", `a = "\\`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		err := CheckDepth(data)
		var de *DepthError
		if err != nil && (!errors.As(err, &de) || de.Line < 1 || de.Col < 1) {
			t.Fatalf("Check = %#v", err)
		}
		// Depth comes from brackets and from the dots of a dotted key, so a
		// document with no more of both than the limit is never refused.
		if nesters := strings.Count(string(data), "[") + strings.Count(string(data), "{") + strings.Count(string(data), "."); err != nil && nesters <= MaxDepth {
			t.Fatalf("Check refused a document with %d brackets and dots", nesters)
		}
	})
}
