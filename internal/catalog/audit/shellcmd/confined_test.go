package shellcmd

import "testing"

// TestConfinedFlag: a flag is confined when a container definition the
// skill ships uses it, on a line that is not a comment.
func TestConfinedFlag(t *testing.T) {
	noCI := func(string, []byte) bool { return false }
	md := File{Path: "SKILL.md", Markdown: true, Data: []byte("Run `claude --dangerously-skip-permissions`.\n")}
	for _, tc := range []struct {
		name string
		file File
		want bool
	}{
		{"used by the container", File{Path: "Dockerfile", Data: []byte("FROM node:22\nCMD [\"claude\", \"--dangerously-skip-permissions\"]\n")}, true},
		{"only a comment in the container", File{Path: "Dockerfile", Data: []byte("FROM node:22\n# --dangerously-skip-permissions\nCMD [\"claude\"]\n")}, false},
		{"only in a script that is no container", File{Path: "run.sh", Data: []byte("claude --dangerously-skip-permissions\n")}, false},
	} {
		if got := ConfinedFlag([]File{md, tc.file}, "--dangerously-skip-permissions", noCI); got != tc.want {
			t.Errorf("%s: ConfinedFlag = %v, want %v", tc.name, got, tc.want)
		}
	}
}
