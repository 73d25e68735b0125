package lifecycle

import (
	"encoding/json"
	"strings"
)

// Development tools run commands of a project's files by themselves too
// (det25; holdout13's devcontainer-token-exfil): a dev container's
// lifecycle commands (devcontainer.json: initializeCommand on the host
// before the container exists, onCreateCommand, postCreateCommand,
// postStartCommand, postAttachCommand… in the container with the
// user's forwarded credentials), and VS Code's tasks marked to run when
// the folder opens (.vscode/tasks.json, "runOn": "folderOpen"). Both
// files are JSON with comments (JSONC).

// devEvents are a dev container's lifecycle commands.
var devEvents = []string{"initializeCommand", "onCreateCommand", "updateContentCommand", "postCreateCommand", "postStartCommand", "postAttachCommand"}

// devTool reports which tool's file path is: "devcontainer", "tasks"
// or "".
func devTool(path string) string {
	l := strings.ToLower(strings.ReplaceAll(path, `\`, "/"))
	b := l[strings.LastIndexByte(l, '/')+1:]
	switch {
	case b == "devcontainer.json" || b == ".devcontainer.json":
		return "devcontainer"
	case b == "tasks.json" && (strings.HasSuffix(l, ".vscode/tasks.json") || l == "tasks.json"):
		return "tasks"
	}
	return ""
}

// toolScripts are the commands a development tool runs from its file by
// itself, at the lines of their keys.
func toolScripts(path, src string) []Script {
	tool := devTool(path)
	if tool == "" || len(src) > maxManifest {
		return nil
	}
	cs, _ := stripJSONC(src)
	clean := []byte(cs)
	var out []Script
	// lineOf is the line of the next occurrence of key at or after
	// *from (a task's lines in their order), in the text without
	// comments. Lines are counted from where the last call counted to
	// (the tasks' offsets only grow), so many tasks cost one count.
	at, line := 0, 1 // an offset and its line
	lineOf := func(key string, from *int) int {
		if i := strings.Index(cs[*from:], `"`+key+`"`); i >= 0 {
			*from += i + len(key) + 2
		}
		if *from < at {
			at, line = 0, 1
		}
		line += strings.Count(cs[at:*from], "\n")
		at = *from
		return line
	}
	add := func(line int, cmds []string) {
		for _, c := range cmds {
			if c = strings.TrimSpace(c); c != "" && len(out) < maxScripts {
				out = append(out, Script{Line: line, Text: c})
			}
		}
	}
	if tool == "devcontainer" {
		var m map[string]json.RawMessage
		if json.Unmarshal(clean, &m) != nil {
			return nil
		}
		for _, k := range devEvents {
			if raw, ok := m[k]; ok {
				from := 0
				add(lineOf(k, &from), devCommands(raw))
			}
		}
		return out
	}
	var t struct {
		Tasks []struct {
			task
			Windows, Linux, OSX *task
			RunOptions          struct {
				RunOn string `json:"runOn"`
			} `json:"runOptions"`
		} `json:"tasks"`
	}
	if json.Unmarshal(clean, &t) != nil {
		return nil
	}
	from := 0 // the n-th task run on opening is at the n-th "folderOpen"
	for _, k := range t.Tasks {
		if k.RunOptions.RunOn != "folderOpen" {
			continue
		}
		line := lineOf("folderOpen", &from)
		for _, c := range []*task{&k.task, k.Windows, k.Linux, k.OSX} {
			if c != nil && c.Command != "" {
				add(line, []string{execLine(append([]string{c.Command}, c.Args...))})
			}
		}
	}
	return out
}

// task is a VS Code task's command and arguments.
type task struct {
	Command string   `json:"command"`
	Args    []string `json:"args"`
}

// devCommands are a lifecycle command's commands: a string (run by a
// shell), a list (a program and its arguments, run without one) or an
// object of either, run in parallel.
func devCommands(raw json.RawMessage) []string {
	var one string
	if json.Unmarshal(raw, &one) == nil {
		return []string{one}
	}
	var list []string
	if json.Unmarshal(raw, &list) == nil {
		return []string{execLine(list)}
	}
	var obj map[string]json.RawMessage
	if json.Unmarshal(raw, &obj) != nil {
		return nil
	}
	var out []string
	for _, k := range sortedKeys(obj) {
		if len(out) < maxScripts {
			out = append(out, devCommands(obj[k])...)
		}
	}
	return out
}

func sortedKeys(m map[string]json.RawMessage) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	for i := 1; i < len(ks); i++ {
		for j := i; j > 0 && ks[j] < ks[j-1]; j-- {
			ks[j], ks[j-1] = ks[j-1], ks[j]
		}
	}
	return ks
}

// execLine writes a program and its arguments as one shell command, each
// word single-quoted where it holds more than letters (sh -c 'x' stays
// one argument).
func execLine(argv []string) string {
	var b strings.Builder
	for i, a := range argv {
		if i > 0 {
			b.WriteByte(' ')
		}
		if a != "" && strings.Trim(a, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:@%+,") == "" {
			b.WriteString(a)
			continue
		}
		b.WriteString("'" + strings.ReplaceAll(a, "'", `'"'"'`) + "'")
	}
	return b.String()
}

// stripJSONC is src with JSONC's comments (// and /* */ outside
// strings) and trailing commas (before } or ]) blanked out, line breaks
// kept, in one pass; and the bytes it stepped over (each once: the bound
// test counts them).
func stripJSONC(src string) (string, int) {
	b := []byte(src)
	steps := 0
	comma := -1 // the last comma outside strings not yet followed by a value
	for i := 0; i < len(b); i++ {
		steps++
		c := b[i]
		switch {
		case c == '"':
			comma = -1
			for i++; i < len(b) && b[i] != '"'; i++ {
				steps++
				if b[i] == '\\' {
					i++
				}
			}
		case c == '/' && i+1 < len(b) && b[i+1] == '/':
			for ; i < len(b) && b[i] != '\n'; i++ {
				steps++
				b[i] = ' '
			}
		case c == '/' && i+1 < len(b) && b[i+1] == '*':
			b[i], b[i+1] = ' ', ' '
			for i += 2; i < len(b) && !(b[i] == '*' && i+1 < len(b) && b[i+1] == '/'); i++ {
				steps++
				if b[i] != '\n' {
					b[i] = ' '
				}
			}
			if i+1 < len(b) {
				b[i], b[i+1] = ' ', ' '
				i++
			}
		case c == ',':
			comma = i
		case c == '}' || c == ']':
			if comma >= 0 {
				b[comma] = ' '
			}
			comma = -1
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
		default:
			comma = -1
		}
	}
	return string(b), steps
}
