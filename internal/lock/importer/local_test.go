package importer

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// outsideSpellings are the ways a file another tool wrote can name a
// repository or directory elsewhere on this machine. Every one is
// refused alike, in every format and field (trust round 4, item 6).
var outsideSpellings = []string{
	"/abs/path/private",
	"/abs/path/private@main",
	"..",
	"../..",
	"../private@main",
	"./../private",
	"a/../../private",
	"~/private",
	"~",
	"C:/private",
	"c:private",
	"//server/share/private",
	"\\\\server\\share\\private",
}

// urlSpellings are local repositories dressed as URLs: refused where a
// file names a git URL (as a path they are relative paths inside).
var urlSpellings = []string{
	"file:///abs/path/private",
	"file://localhost/abs/private@main",
	"FILE:///abs/private",
	"https:///abs/private",
	"ssh:///abs/private",
	"http://@/abs/private",
	"user@/abs/private:x",
	"@host:path",
	"ext::sh -c touch% /tmp/pwned",
}

func TestLocalSourcesOutsideRefusedAlike(t *testing.T) {
	for _, src := range append(append([]string{}, outsideSpellings...), urlSpellings...) {
		url := slices.Contains(urlSpellings, src)
		for _, tc := range []struct {
			format Format
			data   string
		}{
			{Dotagents, "version = 1\n[[skills]]\nname = \"x\"\nsource = " + tomlQuote("git:"+src) + "\n"},
			{Dotagents, "version = 1\n[[skills]]\nname = \"x\"\nsource = " + tomlQuote("path:"+src) + "\n"},
			{Dotagents, "version = 1\n[[skills]]\nname = \"x\"\nsource = " + tomlQuote(src) + "\n"},
			{VercelLock, `{"version":1,"skills":{"x":{"source":` + jsonQuote(src) + `,"sourceType":"local"}}}`},
			{VercelLock, `{"version":1,"skills":{"x":{"source":` + jsonQuote(src) + `,"sourceType":"git"}}}`},
			{VercelLock, `{"version":1,"skills":{"x":{"source":` + jsonQuote(src) + `,"sourceType":"github"}}}`},
			{GlobalLock, `{"version":3,"skills":{"x":{"source":` + jsonQuote(src) + `,"sourceType":"git","sourceUrl":` + jsonQuote(src) + `}}}`},
		} {
			if url && (strings.Contains(tc.data, "path:") || strings.Contains(tc.data, `"local"`)) {
				continue
			}
			r, err := Read(tc.format, []byte(tc.data), "f")
			if err != nil {
				continue // refused whole: nothing mapped
			}
			for _, sk := range r.Skills {
				t.Errorf("%s %s: mapped to source %q, want it skipped", tc.format, tc.data, sk.Source)
			}
			if len(r.Skipped) != 1 {
				t.Errorf("%s %s: skipped %v, want the one entry", tc.format, tc.data, r.Skipped)
			}
		}
	}
	// What stays importable: a remote repository, a directory inside.
	for _, src := range []string{"git:https://host/o/r", "git:git@host:o/r@main", "git:ssh://git@host/o/r", "path:./skills/x", "path:skills", "o/r@v1"} {
		r, err := Read(Dotagents, []byte("version = 1\n[[skills]]\nname = \"x\"\nsource = "+tomlQuote(src)+"\n"), "f")
		if err != nil || len(r.Skills) != 1 {
			t.Errorf("%s: %v %+v, want it mapped", src, err, r)
		}
	}
}

func tomlQuote(s string) string { return "'" + s + "'" }
func jsonQuote(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) + `"`
}

// remoteOrInside is FuzzRead's invariant for a mapped source: a
// repository on another host, owner/repo, or a directory inside the
// file's own.
func remoteOrInside(src string) bool {
	switch {
	case src == "." || strings.HasPrefix(src, "./"):
		return !strings.Contains(src+"/", "/../")
	case isOwnerRepo(src):
		return true
	}
	return isGitURL(src)
}

// deepFiles are files nested past MaxDepth in each way a format nests.
func deepFiles(n int) []struct {
	format Format
	data   string
} {
	return []struct {
		format Format
		data   string
	}{
		{Dotagents, "version = 1\nx = " + strings.Repeat("{a=", n) + "1" + strings.Repeat("}", n) + "\n"},
		{Dotagents, "version = 1\nx = " + strings.Repeat("[", n) + strings.Repeat("]", n) + "\n"},
		{Dotagents, "version = 1\n" + strings.Repeat("a.", n) + "a = 1\n"},
		{Dotagents, "version = 1\n[" + strings.Repeat("a.", n) + "a]\n"},
		{VercelLock, `{"version":1,"skills":{"x":` + strings.Repeat("[", n) + strings.Repeat("]", n) + `}}`},
		{GlobalLock, `{"version":3,"x":` + strings.Repeat(`{"a":`, n) + "1" + strings.Repeat("}", n) + `}`},
	}
}

// TestReadRefusesDeepAndLarge: every file import reads gets the bounds of
// skillpin's own TOML files (trust round 4, item 7): 300,000 levels cost
// about 1 GiB and seconds in the decoder before; now they are refused
// before it runs.
func TestReadRefusesDeepAndLarge(t *testing.T) {
	for _, tc := range deepFiles(300000) {
		_, err := Read(tc.format, []byte(tc.data), "f")
		var e *Error
		if !errors.As(err, &e) || !strings.Contains(err.Error(), "32 levels") {
			t.Errorf("%s %.40q…: %v, want refused as nested too deep", tc.format, tc.data, err)
		}
	}
	for _, tc := range deepFiles(MaxDepth - 3) {
		if _, err := Read(tc.format, []byte(tc.data), "f"); err != nil && strings.Contains(err.Error(), "levels") {
			t.Errorf("%s at the limit: %v", tc.format, err)
		}
	}
	big := `{"version":1,"skills":{}, "pad":"` + strings.Repeat("x", MaxFile) + `"}`
	if _, err := Read(VercelLock, []byte(big), "f"); err == nil || !strings.Contains(err.Error(), "over 4 MiB") {
		t.Errorf("a file over MaxFile: %v", err)
	}
}

// depthOf is how deep a decoded value nests.
func depthOf(v any) int {
	d := 0
	switch x := v.(type) {
	case map[string]any:
		for _, e := range x {
			d = max(d, depthOf(e))
		}
		return d + 1
	case []any:
		for _, e := range x {
			d = max(d, depthOf(e))
		}
		return d + 1
	case []map[string]any:
		for _, e := range x {
			d = max(d, depthOf(e))
		}
		return d + 1
	}
	return 0
}
