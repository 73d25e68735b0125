package audit

import (
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/shellcmd"
)

// printed reports a match in the text of a here-document that a bare
// `cat` prints (a script's usage or help text, shellcmd.PrintedHeredoc),
// or in the words of an echo or printf that prints to the terminal and
// expands no command (shellcmd.PrintedLine):
// in a script, or in a fenced code block of a Markdown file, read within
// that block. The text is shown to whoever runs the script; nothing runs
// it.
func (m *match) printed() bool {
	fc := m.fc
	from, to := 0, len(fc.data)
	if fc.markdown {
		fc.computeRanges()
		in := false
		for _, f := range fc.fences {
			if m.start >= f[0] && m.start < f[1] {
				from, to, in = f[0], f[1], true
				break
			}
		}
		if !in {
			return false
		}
	}
	if to-from > 1<<20 {
		return false
	}
	first, _, _ := fc.line(from)
	lines := strings.Split(string(fc.data[from:to]), "\n")
	return shellcmd.PrintedHeredoc(lines, m.line-first) || shellcmd.PrintedLine(lines, m.line-first)
}
