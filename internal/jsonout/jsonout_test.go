package jsonout

import (
	"bytes"
	"testing"
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
