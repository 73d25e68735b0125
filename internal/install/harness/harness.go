// Package harness is skillpin's one table of agent harnesses: which files
// in a project say that it uses a harness, which project directory the
// harness scans for skills (the target skillpin writes for it), which other
// directories it also scans, and where it looks for user-level skills.
//
// Three things read it: `skillpin init` (which targets to write), the
// check that agents can see a project's skills at all, and cache isolation
// (the store must lie in no directory any harness scans).
package harness

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// Harness is an agent harness that discovers skills in directories.
type Harness struct {
	Name string
	// Markers are project-relative paths whose presence says that the
	// project uses the harness; a trailing slash marks a directory.
	Markers []string
	// Dir is the project directory the harness scans for skills, the
	// target skillpin writes for it.
	Dir string
	// Also are the other project directories it scans: its own
	// alternatives and the shared ones (.agents/skills, .claude/skills).
	Also []string
	// User are its user-level skills directories, relative to the home
	// directory, the one it documents first.
	User []string
	// Home is the harness's own directory in the home directory, whose
	// presence says that the user uses the harness.
	Home string
}

// Reads lists every project directory h scans for skills, Dir first.
func (h *Harness) Reads() []string { return append([]string{h.Dir}, h.Also...) }

// All is the table, in the order output lists harnesses. docs/harnesses.md
// shows it (a test keeps the two equal).
var All = []Harness{
	{Name: "Claude Code", Markers: []string{".claude/", "CLAUDE.md"}, Dir: ".claude/skills", User: []string{".claude/skills"}, Home: ".claude"},
	{Name: "Codex", Markers: []string{".codex/", "AGENTS.md", ".agents/"}, Dir: ".agents/skills", User: []string{".codex/skills", ".agents/skills"}, Home: ".codex"},
	{Name: "OpenCode", Markers: []string{".opencode/", "opencode.json", "opencode.jsonc"}, Dir: ".opencode/skills",
		Also: []string{".opencode/skill", ".claude/skills", ".agents/skills"}, User: []string{".config/opencode/skills", ".config/opencode/skill"}, Home: ".config/opencode"},
	{Name: "Gemini CLI", Markers: []string{".gemini/", "GEMINI.md"}, Dir: ".gemini/skills", Also: []string{".agents/skills"}, User: []string{".gemini/skills"}, Home: ".gemini"},
	// Copilot: .github/ alone says nothing (every GitHub repository has
	// workflows there); its own files under it do.
	{Name: "GitHub Copilot", Markers: []string{".github/copilot-instructions.md", ".github/instructions/", ".github/prompts/", ".github/agents/", ".github/skills/"},
		Dir: ".github/skills", Also: []string{".claude/skills", ".agents/skills"}, User: []string{".copilot/skills"}, Home: ".copilot"},
	{Name: "Cursor", Markers: []string{".cursor/", ".cursorrules"}, Dir: ".cursor/skills", Also: []string{".agents/skills"}, User: []string{".cursor/skills"}, Home: ".cursor"},
	{Name: "Goose", Markers: []string{".goose/", ".goosehints"}, Dir: ".goose/skills", Also: []string{".agents/skills", ".claude/skills"}, User: []string{".config/goose/skills"}, Home: ".config/goose"},
	{Name: "Amp", Markers: []string{"AGENTS.md", ".agents/"}, Dir: ".agents/skills", User: []string{".config/agents/skills", ".config/amp/skills"}, Home: ".config/amp"},
	{Name: "Windsurf", Markers: []string{".windsurf/", ".windsurfrules"}, Dir: ".windsurf/skills", User: []string{".codeium/windsurf/skills"}, Home: ".codeium/windsurf"},
	{Name: "Cline", Markers: []string{".clinerules", ".cline/"}, Dir: ".clinerules/skills", Also: []string{".agents/skills"}, User: []string{".cline/skills", ".agents/skills"}, Home: ".cline"},
	{Name: "Roo Code", Markers: []string{".roo/", ".roomodes"}, Dir: ".roo/skills", User: []string{".roo/skills"}, Home: ".roo"},
}

// DefaultTargets are the targets of a project that shows no harness: the
// shared directory most harnesses read, and Claude Code's.
var DefaultTargets = []string{".agents/skills", ".claude/skills"}

// Found is a harness a project uses, with the markers that say so.
type Found struct {
	Harness *Harness
	Markers []string
}

// Detect lists the harnesses whose markers exist in the project dir, in
// table order. It only asks whether paths exist: nothing is read.
func Detect(dir string) []Found {
	var out []Found
	for i := range All {
		h := &All[i]
		var seen []string
		for _, m := range h.Markers {
			if present(dir, m) {
				seen = append(seen, m)
			}
		}
		if len(seen) > 0 {
			out = append(out, Found{Harness: h, Markers: seen})
		}
	}
	return out
}

// present reports whether marker m exists in dir: a directory for a
// marker ending in "/", anything for another.
func present(dir, m string) bool {
	want := strings.HasSuffix(m, "/")
	fi, err := os.Stat(filepath.Join(dir, filepath.FromSlash(strings.TrimSuffix(m, "/"))))
	if err != nil {
		return false
	}
	return !want || fi.IsDir()
}

// Choice is a target chosen for found harnesses.
type Choice struct {
	Dir string
	// For are the harnesses that read Dir, with the markers that showed
	// each; empty for a default target.
	For []Found
}

// Choose picks targets for the found harnesses: few directories that
// reach every one of them (a harness that scans two targets would list
// each skill twice), chosen greedily: the directory most of the remaining
// harnesses read first, a harness's own directory before a shared one it
// also reads. With nothing found, the defaults.
func Choose(found []Found) []Choice {
	if len(found) == 0 {
		var out []Choice
		for _, d := range DefaultTargets {
			out = append(out, Choice{Dir: d})
		}
		return out
	}
	var out []Choice
	left := slices.Clone(found)
	for len(left) > 0 {
		// Candidates in a stable order: each remaining harness's own
		// directory, then the others it reads.
		var cands []string
		for _, f := range left {
			for _, d := range f.Harness.Reads() {
				if !slices.Contains(cands, d) {
					cands = append(cands, d)
				}
			}
		}
		best, bestN := "", 0
		for _, d := range cands {
			n := 0
			for _, f := range left {
				if slices.Contains(f.Harness.Reads(), d) {
					n++
				}
			}
			if n > bestN {
				best, bestN = d, n
			}
		}
		c := Choice{Dir: best}
		var rest []Found
		for _, f := range left {
			if slices.Contains(f.Harness.Reads(), best) {
				c.For = append(c.For, f)
			} else {
				rest = append(rest, f)
			}
		}
		out = append(out, c)
		left = rest
	}
	return out
}

// UserChoice is a user-level skills directory chosen as a target of the
// user scope, and the harnesses that read it.
type UserChoice struct {
	Dir string // relative to the home directory, slash-separated
	For []string
}

// DetectUser lists the user-level skills directories to target for the
// harnesses present in home, in table order, one per harness (a harness
// that reads two targets would list each skill twice): a directory chosen
// for an earlier harness that it also reads; else the first of its user
// directories that exists; else, when its own directory (Home) exists,
// its first user directory. Like Detect, it only asks whether
// directories exist.
func DetectUser(home string) []UserChoice {
	var out []UserChoice
	for _, h := range All {
		i := slices.IndexFunc(out, func(c UserChoice) bool { return slices.Contains(h.User, c.Dir) })
		if i < 0 {
			dir := ""
			for _, d := range h.User {
				if present(home, d+"/") {
					dir = d
					break
				}
			}
			if dir == "" && h.Home != "" && len(h.User) > 0 && present(home, h.Home+"/") {
				dir = h.User[0]
			}
			if dir == "" {
				continue
			}
			out = append(out, UserChoice{Dir: dir})
			i = len(out) - 1
		}
		out[i].For = append(out[i].For, h.Name)
	}
	return out
}

// ReadBy names the harnesses that scan the project directory d, in table
// order.
func ReadBy(d string) []string {
	var out []string
	for _, h := range All {
		if slices.Contains(h.Reads(), d) {
			out = append(out, h.Name)
		}
	}
	return out
}

// Discovery is a directory some harness scans for skills, as a
// slash-separated relative path (matched anywhere in a path: project,
// user level and nested projects alike), and who scans it.
type Discovery struct {
	Path string
	Who  []string
}

// Discoveries lists every directory of the table, project and user
// level, each once, in table order.
func Discoveries() []Discovery {
	var out []Discovery
	add := func(p, who string) {
		i := slices.IndexFunc(out, func(d Discovery) bool { return d.Path == p })
		if i < 0 {
			out = append(out, Discovery{Path: p})
			i = len(out) - 1
		}
		if !slices.Contains(out[i].Who, who) {
			out[i].Who = append(out[i].Who, who)
		}
	}
	for _, h := range All {
		for _, d := range h.Reads() {
			add(d, h.Name)
		}
		for _, d := range h.User {
			add(d, h.Name)
		}
	}
	return out
}

// ProjectDirs lists every project directory some harness scans, each once.
func ProjectDirs() []string {
	var out []string
	for _, h := range All {
		for _, d := range h.Reads() {
			if !slices.Contains(out, d) {
				out = append(out, d)
			}
		}
	}
	return out
}

// LinkedTo lists the harness directories of the project in dir that are
// symlinks to root (e.g. .claude/skills -> ../.skillpin/root): harnesses
// reading them see the trusted root itself, with no target.
func LinkedTo(dir, root string) []string {
	var out []string
	for _, d := range ProjectDirs() {
		if links(filepath.Join(dir, filepath.FromSlash(d)), root) {
			out = append(out, d)
		}
	}
	return out
}

// links reports whether path is a symlink that names root or resolves
// to where root resolves.
func links(path, root string) bool {
	fi, err := os.Lstat(path)
	if err != nil || fi.Mode()&fs.ModeSymlink == 0 {
		return false
	}
	target, err := os.Readlink(path)
	if err != nil {
		return false
	}
	if !filepath.IsAbs(target) {
		target = filepath.Join(filepath.Dir(path), target)
	}
	if filepath.Clean(target) == filepath.Clean(root) {
		return true
	}
	got, err1 := filepath.EvalSymlinks(path)
	want, err2 := filepath.EvalSymlinks(root)
	return err1 == nil && err2 == nil && got == want
}
