package shellcmd

import "strings"

// maxConfinedLines bounds the lines of one Markdown file read by
// runsInSandbox.
const maxConfinedLines = 4000

// runsInSandbox reports a Markdown text (lower-cased flag) with a line
// that runs the flag as an argument of the command a sandbox runner runs
// (SandboxRun: devcontainer exec, docker compose run|exec, multipass
// exec…): the skill's own use of the flag is inside a container.
func runsInSandbox(data, flag string) bool {
	if !strings.Contains(strings.ToLower(data), flag) {
		return false
	}
	n := 0
	for l := range strings.Lines(data) {
		if n++; n > maxConfinedLines {
			return false
		}
		if low := strings.ToLower(l); strings.Contains(low, flag) && SandboxRun(strings.TrimSpace(low), flag) {
			return true
		}
	}
	return false
}
