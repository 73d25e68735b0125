package credplace

import (
	"regexp"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
)

var mountRELazy lazyre.RE

// mountRE finds the bind mounts of a line: a --mount or devcontainer mount's
// source=HOST (or src=) in a group of fields that names a target
// ("source=${localEnv:HOME}/.npmrc,target=/home/node/.npmrc,type=bind"),
// and docker's -v or --volume HOST:/PATH.
func mountRE() *regexp.Regexp {
	return mountRELazy.Get(`(?:^|[\s"',])(?:source|src)=([^\s"',]+)(?:,[^\s"',]*)*,(?:target|dst|destination)=[^\s"',]+(?:,[^\s"',]*)*|(?:^|\s)(?:-v|--volume)(?:\s+|=)["']?([^\s"':]+):/[^\s"']*["']?`)
}

// Mounted reports whether the match at line[off:end] (a credential file
// a rule found) is in a bind mount on the line (its host side, or where
// the container sees it), and the line names it nowhere else outside
// its mounts: the file is handed to a container, which
// reads it there; no command of the line reads, copies or sends it
// from the host. What the container does with it is the image's, which
// the line does not show (fp14). A line longer than maxLine is not read.
func Mounted(line string, off, end int) bool {
	if len(line) > maxLine || off < 0 || end > len(line) || off >= end {
		return false
	}
	match := line[off:end]
	in := false
	var rest strings.Builder
	last := 0
	for _, m := range mountRE().FindAllStringSubmatchIndex(line, -1) {
		if m[0] <= off && end <= m[1] {
			in = true
		}
		rest.WriteString(line[last:m[0]])
		rest.WriteByte(' ')
		last = m[1]
	}
	rest.WriteString(line[last:])
	return in && !strings.Contains(strings.ToLower(rest.String()), strings.ToLower(match))
}
