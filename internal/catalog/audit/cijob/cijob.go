// Package cijob tells a CI job definition by its format: a YAML file
// that is a GitHub Actions workflow or a GitLab CI configuration runs on
// a runner, not on the user's machine.
package cijob

import (
	"bytes"
	"path"
	"regexp"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
)

var ghaOn, ghaJobs, ghaRunsOn, glStages, glScript, glImage, opener lazyre.RE

// Is reports whether the file at p with content d is a CI job
// definition.
func Is(p string, d []byte) bool {
	switch strings.ToLower(path.Ext(p)) {
	case ".yml", ".yaml":
	default:
		return false
	}
	if ghaOn.Get(`(?m)^["']?on["']?:`).Match(d) && ghaJobs.Get(`(?m)^jobs:\s*$`).Match(d) && ghaRunsOn.Get(`(?m)^\s+runs-on:\s*\S`).Match(d) {
		return true
	}
	return glScript.Get(`(?m)^\s+script:\s*$`).Match(d) && (glStages.Get(`(?m)^stages:\s*$`).Match(d) || glImage.Get(`(?m)^\s*image:\s*\S`).Match(d))
}

// maxBack is how far before a match a here-document's opening line is
// looked for (Heredoc's bound).
const maxBack = 64 << 10

// Heredoc reports whether at (an offset of a script) lies in the body
// of a here-document written to a YAML file (`cat > .github/workflows/
// x.yml <<'EOF'`, `cat <<EOF | tee x.yaml`) whose body is a CI job
// definition (Is): a script that writes a workflow and commits it
// writes one the repository runs. The gate: "<<" before at; the
// opening line is looked for at most maxBack bytes back.
func Heredoc(data []byte, at int) bool {
	at = min(at, len(data))
	from := max(0, at-maxBack)
	if !bytes.Contains(data[from:at], []byte("<<")) {
		return false
	}
	re := opener.Get(`(?m)^[^\n]*?(?:(?:>|\btee\s+(?:-a\s+)?)\s*["']?([^\s"'<>;|&]+\.ya?ml)["']?[^\n]*?<<-?\s*["']?(\w+)["']?|<<-?\s*["']?(\w+)["']?[^\n]*?(?:>|\btee\s+(?:-a\s+)?)\s*["']?([^\s"'<>;|&]+\.ya?ml)["']?)[^\n]*$`)
	locs := re.FindAllSubmatchIndex(data[from:at], -1)
	if len(locs) == 0 {
		return false
	}
	m := locs[len(locs)-1]
	target, tag := group(data[from:], m, 2), group(data[from:], m, 4)
	if target == "" {
		target, tag = group(data[from:], m, 8), group(data[from:], m, 6)
	}
	bodyStart := from + m[1] + 1
	if bodyStart > len(data) {
		return false
	}
	end := regexp.MustCompile(`(?m)^\s*` + regexp.QuoteMeta(tag) + `\s*$`).FindIndex(data[bodyStart:])
	bodyEnd := len(data)
	if end != nil {
		bodyEnd = bodyStart + end[0]
	}
	return at >= bodyStart && at < bodyEnd && Is(target, data[bodyStart:bodyEnd])
}

func group(b []byte, m []int, i int) string {
	if m[i] < 0 {
		return ""
	}
	return string(b[m[i]:m[i+1]])
}
