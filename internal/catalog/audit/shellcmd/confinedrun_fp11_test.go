package shellcmd

import "testing"

// TestConfinedRun: a skill that ships a container definition and runs
// the agent with the flag in its Markdown only through a sandbox runner
// confines the flag; run on the host, through no runner, without a
// shipped definition or with the host mounted, it does not.
func TestConfinedRun(t *testing.T) {
	noCI := func(string, []byte) bool { return false }
	const flag = "--dangerously-skip-permissions"
	devc := File{Path: ".devcontainer/devcontainer.json", Data: []byte(`{"image": "node:22", "runArgs": ["--cap-add=NET_ADMIN"]}` + "\n")}
	home := File{Path: ".devcontainer/devcontainer.json", Data: []byte(`{"image": "node:22", "mounts": ["source=${localEnv:HOME},target=/host,type=bind"]}` + "\n")}
	md := func(run string) File {
		return File{Path: "SKILL.md", Markdown: true, Data: []byte("# Agent box\n\n```bash\ndevcontainer up --workspace-folder .\n" + run + "\n```\n\nNever use `" + flag + "` on the host.\n")}
	}
	inBox := md(`devcontainer exec --workspace-folder . claude ` + flag + ` -p "run the tests"`)
	for _, tc := range []struct {
		name  string
		files []File
		want  bool
	}{
		{"devcontainer exec, definition shipped", []File{inBox, devc}, true},
		{"docker compose exec, compose file shipped", []File{md(`docker compose exec agent claude ` + flag), {Path: "compose.yaml", Data: []byte("services:\n  agent:\n    image: node:22\n")}}, true},
		{"run on the host", []File{md(`claude ` + flag + ` -p "run the tests"`), devc}, false},
		{"run in the box and, on another line, on the host", []File{md(`devcontainer exec --workspace-folder . claude ` + flag + "\nclaude " + flag + ` -p "ship it"`), devc}, false},
		{"runner runs something else", []File{md(`devcontainer exec --workspace-folder . npm test && claude ` + flag), devc}, false},
		{"no definition shipped", []File{inBox}, false},
		{"definition only in Markdown", []File{inBox, {Path: "references/devcontainer.md", Markdown: true, Data: devc.Data}}, false},
		{"home mounted", []File{inBox, home}, false},
	} {
		if got := ConfinedFlag(tc.files, flag, noCI); got != tc.want {
			t.Errorf("%s: ConfinedFlag = %v, want %v", tc.name, got, tc.want)
		}
	}
}
