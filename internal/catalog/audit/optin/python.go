package optin

import (
	"regexp"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
)

// The Python shapes a pyFile reads (fpc11): argparse's definition of
// the flag as a switch off by default, and a test of its value.
var pyOptInDefLazy, pyOptInTamperLazy lazyre.RE

func pyOptInDefRE() *regexp.Regexp {
	return pyOptInDefLazy.Get(`^\s*\w+\.add_argument\(\s*["']--dangerously-skip-permissions["']\s*,\s*(?:dest\s*=\s*["'](\w+)["']\s*,\s*)?action\s*=\s*["']store_true["']\s*(?:,\s*(?:dest\s*=\s*["'](\w+)["']|help\s*=\s*(?:"[^"\\\n]*"|'[^'\\\n]*')))*\s*,?\s*\)\s*(?:#[^\n]*)?$`)
}

func pyOptInTamperRE() *regexp.Regexp {
	return pyOptInTamperLazy.Get(`setattr|set_defaults|__dict__|\bvars\(|sys\.argv|parse(?:_known)?_args\(\s*[^)\s]|\bexec\(|\beval\(`)
}

// pyFile is Flag for a Python script, the file read once (newPyFile):
// the line defines the flag with argparse as a switch (action="store_true", no default), or
// tests the switch's value (`if args.dangerously_skip_permissions:` on
// the line or the line before it), where the file names the switch's
// value nowhere but in such a definition and such tests, and neither
// changes its arguments (sys.argv, parse_args with a list, set_defaults,
// setattr) nor runs code it builds.
type pyFile struct {
	lines []string
	// defined: the file defines the switch once and changes no
	// arguments; guarded: it names the switch's value only in tests.
	defined, guarded bool
	guard            *regexp.Regexp
}

func newPyFile(data string) *pyFile {
	f := &pyFile{lines: strings.Split(data, "\n")}
	if pyOptInTamperRE().MatchString(data) {
		return f
	}
	dest := ""
	defs := 0
	for _, l := range f.lines {
		if m := pyOptInDefRE().FindStringSubmatch(l); m != nil {
			defs++
			dest = "dangerously_skip_permissions"
			if m[1] != "" {
				dest = m[1]
			} else if m[2] != "" {
				dest = m[2]
			}
		}
	}
	if defs != 1 {
		return f
	}
	f.defined = true
	f.guard = regexp.MustCompile(`\bif\s+(?:not\s+)?(?:self\.)?\w+\.` + dest + `\b\s*(?::|else\b|and\b)`)
	use := regexp.MustCompile(`\.` + dest + `\b`)
	for _, l := range f.lines {
		if use.MatchString(l) && !f.guard.MatchString(l) {
			return f
		}
		if strings.Contains(l, "if not") && f.guard.MatchString(l) {
			return f
		}
	}
	f.guarded = true
	return f
}

func (f *pyFile) line(line int) bool {
	if line < 1 || line > len(f.lines) || !f.defined {
		return false
	}
	if pyOptInDefRE().MatchString(f.lines[line-1]) {
		return true
	}
	if !f.guarded {
		return false
	}
	if f.guard.MatchString(f.lines[line-1]) {
		return true
	}
	prev := line - 2
	for prev >= 0 && strings.TrimSpace(f.lines[prev]) == "" {
		prev--
	}
	return prev >= 0 && f.guard.MatchString(f.lines[prev]) && strings.HasSuffix(strings.TrimSpace(f.lines[prev]), ":")
}
