package jsonout

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/ui/safetext"
)

// FuzzWrite: whatever a string holds, the output is valid JSON that
// decodes to it (invalid UTF-8 replaced, as encoding/json does), with no
// hidden character raw and no "##[".
func FuzzWrite(f *testing.F) {
	for _, s := range []string{"", "plain", "A\rB\nC\x1b[31m\u009b", "##[add-mask]x", "\u202e\u200b\U000E0041\ufe0f", "\xff", "#\\u0023[", "❤\ufe0f"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var b bytes.Buffer
		if err := Write(&b, []string{s}); err != nil {
			t.Fatal(err)
		}
		out := b.String()
		var back []string
		if err := json.Unmarshal(b.Bytes(), &back); err != nil {
			t.Fatalf("output of %q is not JSON: %v\n%s", s, err, out)
		}
		var want strings.Builder // each invalid byte a U+FFFD, as encoding/json does
		for _, r := range s {
			want.WriteRune(r)
		}
		if len(back) != 1 || back[0] != want.String() {
			t.Errorf("%q decodes to %q", s, back)
		}
		if r, ok := safetext.FirstHidden(out); ok {
			t.Errorf("output of %q holds U+%04X raw: %q", s, r, out)
		}
		if strings.Contains(out, "##[") {
			t.Errorf("output of %q holds ##[: %q", s, out)
		}
	})
}
