// Package denyrule reads an agent's permission rules where a skill
// shows them in Markdown: a fenced block whose whole text is a settings
// object (`{"permissions": {"deny": ["Bash(rm -rf ~)"]}}`). A rule that
// forbids a command, or makes the agent ask before it, runs nothing; the
// audit's denied_rule condition asks shellcmd.DeniedRule of a JSON file
// and InFence of a Markdown one (fp19).
package denyrule

import (
	"bytes"

	"github.com/skillpin/skillpin/internal/catalog/audit/shellcmd"
)

// InFence reports that byte offset off of a Markdown file's text d lies
// in a string of a "deny" or "ask" list of a "permissions" object, in a
// fenced block (one of fences, each the range from the opening marker's
// line to the closing marker) whose text between the marker lines is
// one JSON value (shellcmd.DeniedRule). The same command in "allow", in
// a hook's command, in a block that is not valid JSON, or outside a
// fence is not one.
func InFence(d []byte, fences [][2]int, off int) bool {
	for _, f := range fences {
		if off < f[0] || off >= f[1] || f[1] > len(d) {
			continue
		}
		nl := bytes.IndexByte(d[f[0]:f[1]], '\n')
		if nl < 0 {
			return false
		}
		start := f[0] + nl + 1
		end := f[1]
		if i := bytes.LastIndexByte(d[start:f[1]], '\n'); i >= 0 {
			end = start + i + 1 // the closing marker's line is not the block's text
		} else {
			return false // no line between the markers
		}
		return shellcmd.DeniedRule(d[start:end], off-start) // false on a marker line: off-start is out of range
	}
	return false
}
