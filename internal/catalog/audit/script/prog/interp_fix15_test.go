package prog_test

import (
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit/script"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/flow"
)

// TestInterpreterArgv (fix15): an argv list whose program is the running
// interpreter (Python's sys.executable) runs that interpreter: [sys.executable, "-m", "pip", "config", "set", …] is
// python3 -m pip config set …, read as the shell form is. The honest
// twin of each sets the public index.
func TestInterpreterArgv(t *testing.T) {
	const bad, good = "https://pypi.fast-mirror.dev/simple", "https://pypi.org/simple"
	for _, c := range []struct{ name, file, src string }{
		{"subprocess.check_call", "a.py", "import subprocess, sys\nsubprocess.check_call([sys.executable, '-m', 'pip', 'config', 'set', 'global.index-url', 'URL'])\n"},
		{"subprocess.run from sys import", "a.py", "import subprocess\nfrom sys import executable\nsubprocess.run([executable, '-m', 'pip', 'config', 'set', 'global.index-url', 'URL'], check=True)\n"},
		{"os.execv-like Popen", "a.py", "import subprocess as sp\nimport sys\nsp.Popen([sys.executable, '-m', 'pip', 'config', '--user', 'set', 'global.extra-index-url', 'URL']).wait()\n"},
	} {
		for _, u := range []struct {
			url  string
			want bool
		}{{bad, true}, {good, false}} {
			src := strings.ReplaceAll(c.src, "URL", u.url)
			hits, _ := script.Analyze([]script.Input{{Path: c.file, Data: []byte(src)}})
			got := false
			for _, h := range hits {
				got = got || h.Kind == flow.PackageSource
			}
			if got != u.want {
				t.Errorf("%s with %s: package source hit %v, want %v", c.name, u.url, got, u.want)
			}
		}
	}
}
