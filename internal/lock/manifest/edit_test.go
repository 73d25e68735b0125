package manifest

import (
	"reflect"
	"strings"
	"testing"
)

// A File takes several edits in a row, each on the text the one before
// left, with the same result as the one-shot functions applied in turn;
// its manifest and positions follow the text.
func TestFileEdits(t *testing.T) {
	f, err := ParseFile([]byte(sampleManifest))
	if err != nil {
		t.Fatal(err)
	}
	anthropic := *f.Manifest.Source("anthropic")
	anthropic.Ref = "v1.3.0"
	added := Source{Name: "new", URL: "owner/repo", Skills: []string{"a"}}

	steps := []struct {
		name  string
		file  func() error
		bytes func([]byte) ([]byte, error)
	}{
		{"remove internal", func() error { return f.RemoveSource("internal") }, func(b []byte) ([]byte, error) { return RemoveSource(b, "internal") }},
		{"replace anthropic", func() error { return f.ReplaceSource("anthropic", anthropic) }, func(b []byte) ([]byte, error) { return ReplaceSource(b, "anthropic", anthropic) }},
		{"replace with itself", func() error { return f.ReplaceSource("local", *f.Manifest.Source("local")) }, func(b []byte) ([]byte, error) { return b, nil }},
		{"add new", func() error { return f.AddSource(added) }, func(b []byte) ([]byte, error) { return AddSource(b, added) }},
	}
	want := []byte(sampleManifest)
	for _, st := range steps {
		if err := st.file(); err != nil {
			t.Fatalf("%s: %v", st.name, err)
		}
		if want, err = st.bytes(want); err != nil {
			t.Fatalf("%s (bytes): %v", st.name, err)
		}
		if got := f.Format(); string(got) != string(want) {
			t.Fatalf("%s: File gives\n%s\nthe functions give\n%s", st.name, got, want)
		}
		reparsed, err := ParseManifest(want, FileName)
		if err != nil || !reflect.DeepEqual(f.Manifest, reparsed) {
			t.Fatalf("%s: the File's manifest is not its text's (%v)", st.name, err)
		}
	}
	if !strings.Contains(string(f.Format()), `ref    = "v1.3.0"   # pinned release`) {
		t.Errorf("the in-place edit lost the layout:\n%s", f.Format())
	}
	// Positions are those of the edited text: the added source is the
	// third [[source]], on the line that says so.
	off, ok := f.Syntax.Locate([]string{"source", "#2", "url"})
	line, _ := f.Syntax.Pos(off)
	if lines := strings.Split(string(f.Format()), "\n"); !ok || lines[line-1] != `url = "owner/repo"` {
		t.Errorf("Locate(source[3].url) = line %d (%v)", line, ok)
	}
}

// An edit that fails leaves the File as it was.
func TestFileFailedEditChangesNothing(t *testing.T) {
	f, err := ParseFile([]byte(sampleManifest))
	if err != nil {
		t.Fatal(err)
	}
	before, syntax := f.Manifest, f.Syntax
	for name, edit := range map[string]func() error{
		"add existing":    func() error { return f.AddSource(Source{Name: "local", URL: "u"}) },
		"remove missing":  func() error { return f.RemoveSource("nope") },
		"invalid result":  func() error { return f.set("[settings\n", before) },
		"another meaning": func() error { return f.set(sampleManifest+"[[source]]\nname = \"x\"\nurl = \"u\"\n", before) },
	} {
		if err := edit(); err == nil {
			t.Errorf("%s: no error", name)
		}
		if f.Manifest != before || f.Syntax != syntax || string(f.Format()) != sampleManifest {
			t.Fatalf("%s: the failed edit changed the File", name)
		}
	}
}
