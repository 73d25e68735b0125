package jsonout

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/ui/safetext"
)

func TestWrite(t *testing.T) {
	var b bytes.Buffer
	if err := Write(&b, map[string]any{"s": "<a> & \"b\"", "n": []int{1}}); err != nil {
		t.Fatal(err)
	}
	want := "{\n  \"n\": [\n    1\n  ],\n  \"s\": \"<a> & \\\"b\\\"\"\n}\n"
	if b.String() != want {
		t.Errorf("got:\n%s\nwant:\n%s", b.String(), want)
	}
}

// Bytes from outside come back exactly when decoded, but the encoded
// text holds no hidden character and no CI workflow command.
func TestWriteEscapesHidden(t *testing.T) {
	in := "A\rB\nC\x1b[31mD\u009b2J\x7f ##[add-mask]x \u202eI\u200bJ\u17b4K\u180bL\U000E0041M ❤\ufe0f é 名 # [x] \xff"
	var b bytes.Buffer
	if err := Write(&b, map[string]string{"s": in}); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	if r, ok := safetext.FirstHidden(out); ok {
		t.Errorf("output holds U+%04X raw: %q", r, out)
	}
	if strings.Contains(out, "##[") {
		t.Errorf("output holds ##[: %q", out)
	}
	for _, want := range []string{`\u202e`, `\udb40\udc41`, `\u009b`, `\u007f`, `\u0023#[add-mask]`, "é 名 # [x]"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %s: %s", want, out)
		}
	}
	var back map[string]string
	if err := json.Unmarshal(b.Bytes(), &back); err != nil {
		t.Fatal(err)
	}
	if want := strings.ToValidUTF8(in, "\ufffd"); back["s"] != want {
		t.Errorf("decoded %q, want %q", back["s"], want)
	}
}
