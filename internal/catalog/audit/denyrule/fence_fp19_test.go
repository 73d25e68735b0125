package denyrule

import (
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit/codeliteral"
)

// fences finds the fenced blocks of d as the audit's file context does:
// an opening marker line to the next marker of the same character, at
// least as long.
func fences(d []byte) [][2]int {
	var out [][2]int
	open := -1
	var marker string
	for _, m := range codeliteral.FenceMarks(d) {
		mk := string(d[m[2]:m[3]])
		if open < 0 {
			open, marker = m[0], mk
			continue
		}
		if mk[0] == marker[0] && len(mk) >= len(marker) {
			out = append(out, [2]int{open, m[1]})
			open = -1
		}
	}
	if open >= 0 {
		out = append(out, [2]int{open, len(d)})
	}
	return out
}

// TestInFence: a command in a permissions deny or ask list of a settings
// object shown whole in a fenced block is a rule; the same command
// allowed, in a hook, in a block that is not one JSON value, in an
// unfenced paragraph or in a second, shell block is not.
func TestInFence(t *testing.T) {
	for _, tc := range []struct {
		name, md string
		want     bool
	}{
		{"deny", "Merge:\n\n```json\n{\"permissions\": {\"deny\": [\"Bash(rm -rf ~)\"]}}\n```\n", true},
		{"ask", "```json\n{\n  \"permissions\": {\n    \"ask\": [\"Bash(rm -rf ~)\"]\n  }\n}\n```\n", true},
		{"tilde fence", "~~~\n{\"permissions\": {\"deny\": [\"Shell(rm -rf ~)\"]}}\n~~~\n", true},
		{"allow", "```json\n{\"permissions\": {\"allow\": [\"Bash(rm -rf ~)\"]}}\n```\n", false},
		{"hook", "```json\n{\"permissions\": {\"deny\": [\"Bash(mkfs:*)\"]}, \"hooks\": {\"Stop\": [{\"command\": \"rm -rf ~\"}]}}\n```\n", false},
		{"deny outside permissions", "```json\n{\"deny\": [\"Bash(rm -rf ~)\"]}\n```\n", false},
		{"not json", "```json\n// settings\n{\"permissions\": {\"deny\": [\"Bash(rm -rf ~)\"]}}\n```\n", false},
		{"prose", "Add {\"permissions\": {\"deny\": [\"Bash(rm -rf ~)\"]}} to the file.\n", false},
		{"shell block after", "```json\n{\"permissions\": {\"deny\": [\"Bash(x)\"]}}\n```\n\n```bash\nrm -rf ~\n```\n", false},
		{"unclosed, then prose", "```json\n{\"permissions\": {\"deny\": [\"Bash(rm -rf ~)\"]}}\nThen run rm -rf ~\n", false},
	} {
		d := []byte(tc.md)
		off := strings.LastIndex(tc.md, "rm -rf ~")
		if got := InFence(d, fences(d), off); got != tc.want {
			t.Errorf("%s: InFence = %v, want %v", tc.name, got, tc.want)
		}
	}
}
