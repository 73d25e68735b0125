package importer

import (
	"encoding/json"
	"os"
	"path"
	"path/filepath"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"
)

// FuzzRead: no file another tool wrote (or a checkout planted) makes Read
// panic, and whatever it maps stays inside: a local source is a relative
// path in the file's directory, a skill path a relative path in the
// repository.
func FuzzRead(f *testing.F) {
	for _, name := range []string{"skills-lock.json", "skill-lock-global.json", "agents.toml"} {
		data, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte(`{"version":1,"skills":{"x":{"source":"../..","sourceType":"local"}}}`))
	f.Add([]byte("version = 1\n[[skills]]\nname = \"x\"\nsource = \"path:/etc\"\npath = \"../x\"\n"))
	for _, src := range outsideSpellings {
		f.Add([]byte("version = 1\n[[skills]]\nname = \"x\"\nsource = " + tomlQuote("git:"+src) + "\n"))
		f.Add([]byte(`{"version":1,"skills":{"x":{"source":` + jsonQuote(src) + `,"sourceType":"git"}}}`))
	}
	for _, tc := range deepFiles(MaxDepth + 1) {
		f.Add([]byte(tc.data))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, format := range []Format{VercelLock, GlobalLock, Dotagents} {
			r, err := Read(format, data, "f")
			if err != nil {
				continue
			}
			// What Read accepts is within the bounds (item 7 of issue 38):
			// header, dotted key and value each nest MaxDepth at most.
			var generic any
			if format == Dotagents {
				var m map[string]any
				_, _ = toml.Decode(string(data), &m)
				generic = m
			} else {
				_ = json.Unmarshal(data, &generic)
			}
			if d := depthOf(generic); d > 3*MaxDepth+1 || len(data) > MaxFile {
				t.Fatalf("%s: accepted %d bytes nested %d deep", format, len(data), d)
			}
			for _, sk := range r.Skills {
				if sk.Name == "" || sk.Source == "" {
					t.Fatalf("%s: empty name or source: %+v", format, sk)
				}
				if strings.HasPrefix(sk.Source, ".") && (!strings.HasPrefix(sk.Source, "./") && sk.Source != "." || strings.Contains("/"+sk.Source+"/", "/../")) {
					t.Fatalf("%s: local source leaves its directory: %q", format, sk.Source)
				}
				if !remoteOrInside(sk.Source) {
					t.Fatalf("%s: source %q is neither a remote repository nor a directory inside", format, sk.Source)
				}
				if strings.HasPrefix(sk.Source, "/") || strings.HasPrefix(sk.Source, "~") {
					t.Fatalf("%s: absolute local source %q", format, sk.Source)
				}
				if sk.Path != "" && (path.IsAbs(sk.Path) || sk.Path == ".." || strings.HasPrefix(sk.Path, "../")) {
					t.Fatalf("%s: skill path leaves the repository: %q", format, sk.Path)
				}
			}
			_ = Groups(r.Skills)
		}
	})
}
