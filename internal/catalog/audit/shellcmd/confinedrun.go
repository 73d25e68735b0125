package shellcmd

import "strings"

// maxConfinedLines bounds the lines of one Markdown file read by
// runsInSandbox.
const maxConfinedLines = 4000

// runsInSandbox reports a Markdown text (lower-cased flag) with a line
// that runs the flag as an argument of the command a sandbox runner runs
// (SandboxRun: devcontainer exec, docker compose run|exec, multipass
// exec…), and no line of a fenced block that uses the flag otherwise:
// the skill's own use of the flag is inside a container, every time.
// Prose outside the fences ("never use the flag on the host") is not a
// use.
func runsInSandbox(data, flag string) bool {
	if !strings.Contains(strings.ToLower(data), flag) {
		return false
	}
	n, fenced, boxed := 0, false, false
	for l := range strings.Lines(data) {
		if n++; n > maxConfinedLines {
			return false
		}
		low := strings.TrimSpace(strings.ToLower(l))
		if strings.HasPrefix(low, "```") || strings.HasPrefix(low, "~~~") {
			fenced = !fenced
			continue
		}
		if !strings.Contains(low, flag) {
			continue
		}
		switch {
		case SandboxRun(low, flag):
			boxed = true
		case fenced:
			return false // run on the host beside the boxed run
		}
	}
	return boxed
}
