package technique

import (
	"strings"
	"testing"
)

// TestBoundsDet22 counts det22's work on hostile input: the uploads
// tried stop at maxPlaces, the names assigned a date at maxDefs, the
// escaped runs reported at maxPlaces, and the one-pass readers read
// each line's head once (scanned stays within the input's size per
// pass).
func TestBoundsDet22(t *testing.T) {
	for _, c := range []struct {
		code, unit string
		max        int
	}{
		{"CI_ARTIFACT_SECRETS", "      - uses: actions/upload-artifact@v4\n        with:\n          path: dist\n", maxPlaces},
		{"CI_PWN_REQUEST", "      - run: gh pr checkout 1\n", maxPlaces},
		{"ESCAPED_API_NAME", "x['\\u{65}\\u{76}\\u{61}\\u{6c}'](s)\n", maxPlaces},
		{"GATED_DESTRUCTION", "if (Date.now() > T) {\n  rm -rf ~/\n}\n", maxPlaces},
	} {
		_, n := find(c.code, []byte("T = Date.parse('2027-01-01')\n"+strings.Repeat(c.unit, 1<<12)))
		if n > c.max {
			t.Errorf("%s: %d places tried, at most %d", c.code, n, c.max)
		}
	}
	defs := strings.Repeat("const D1 = Date.parse('2027-01-01')\n", 1)
	for i := 0; i < maxDefs+100; i++ {
		defs += "const D" + strings.Repeat("x", i%7) + string(rune('a'+i%26)) + strings.Repeat("y", i/26) + " = 1830000000\n"
	}
	if vars := dateVars([]byte(defs), asciiLower([]byte(defs))); len(vars) > maxDefs {
		t.Errorf("dateVars kept %d names, at most %d", len(vars), maxDefs)
	}
	long := strings.Repeat("\\x65", 1<<18) // a 1 MiB run of escapes
	if got, _ := find("ESCAPED_API_NAME", []byte("require(x)\n'"+long+"'\n")); got != nil {
		t.Errorf("a 1 MiB run of escapes: %v", got)
	}
	for _, code := range []string{"CI_ARTIFACT_SECRETS", "CI_PWN_REQUEST", "GATED_DESTRUCTION", "SHELL_HOOK_EXFIL"} {
		in := []byte("upload-artifact issue_comment if precmd 2027 " + strings.Repeat("a", 1<<20) + "\n")
		scanned.Store(0)
		find(code, in)
		if s := scanned.Load(); s > 3*int64(len(in)) {
			t.Errorf("%s read %d line bytes of a %d-byte input", code, s, len(in))
		}
	}
}
