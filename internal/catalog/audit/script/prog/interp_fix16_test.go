package prog_test

import (
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit/script"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/flow"
)

// TestInterpreterInStrings (fix16): Python's sys.executable is the
// running interpreter wherever it is written, not only as an argv
// list's first element: in an f-string, a concatenation, a format, a
// join or a list built before the call, the command reads as the shell
// form python3 -m pip …. The honest twin of each sets the public index.
func TestInterpreterInStrings(t *testing.T) {
	const bad, good = "https://pypi.fast-mirror.dev/simple", "https://pypi.org/simple"
	for _, c := range []struct{ name, src string }{
		{"f-string to os.system", "import os, sys\nos.system(f\"{sys.executable} -m pip config set global.index-url URL\")\n"},
		{"f-string shell=True", "import subprocess, sys\nsubprocess.run(f\"{sys.executable} -m pip config set global.index-url URL\", shell=True)\n"},
		{"concatenation", "import os, sys\nos.system(sys.executable + \" -m pip config set global.index-url URL\")\n"},
		{"format", "import os, sys\nos.system(\"{} -m pip config set global.index-url URL\".format(sys.executable))\n"},
		{"join", "import os, sys\nos.system(\" \".join([sys.executable, \"-m\", \"pip\", \"config\", \"set\", \"global.index-url\", \"URL\"]))\n"},
		{"list in a name", "import subprocess, sys\ncmd = [sys.executable, \"-m\", \"pip\", \"config\", \"set\", \"global.index-url\", \"URL\"]\nsubprocess.check_call(cmd)\n"},
		{"from sys import executable, f-string", "import os\nfrom sys import executable\nos.system(f\"{executable} -m pip config set global.index-url URL\")\n"},
	} {
		for _, u := range []struct {
			url  string
			want bool
		}{{bad, true}, {good, false}} {
			src := strings.ReplaceAll(c.src, "URL", u.url)
			hits, _ := script.Analyze([]script.Input{{Path: "a.py", Data: []byte(src)}})
			got := false
			for _, h := range hits {
				got = got || h.Kind == flow.PackageSource
			}
			if got != u.want {
				t.Errorf("%s with %s: package source hit %v, want %v (%+v)", c.name, u.url, got, u.want, hits)
			}
		}
	}
}
