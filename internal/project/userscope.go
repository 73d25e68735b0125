package project

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/skillpin/skillpin/internal/install"
	"github.com/skillpin/skillpin/internal/lock/manifest"
)

// UserHarness is a harness's user-level skills directory: where the
// harness looks for personal skills, relative to the home directory, and
// the directory whose presence says the harness is used here.
type UserHarness struct {
	Name   string
	Marker string // relative to $HOME: the harness's own directory
	Dir    string // relative to $HOME: its user-level skills directory (slash-separated)
}

// UserHarnesses are the user-level skills directories `skillpin -g init`
// targets when their harness is present, in the order of the harness
// table (docs/harnesses.md).
var UserHarnesses = []UserHarness{
	{"Claude Code", ".claude", ".claude/skills"},
	{"Codex", ".codex", ".codex/skills"},
	{"Codex, Amp, Gemini CLI, Cursor, Cline and others", ".agents", ".agents/skills"},
	{"OpenCode", ".config/opencode", ".config/opencode/skills"},
	{"Gemini CLI", ".gemini", ".gemini/skills"},
	{"GitHub Copilot", ".copilot", ".copilot/skills"},
	{"Cursor", ".cursor", ".cursor/skills"},
	{"Goose", ".config/goose", ".config/goose/skills"},
	{"Amp", ".config/amp", ".config/agents/skills"},
	{"Windsurf", ".codeium/windsurf", ".codeium/windsurf/skills"},
	{"Cline", ".cline", ".cline/skills"},
	{"Roo Code", ".roo", ".roo/skills"},
}

// DetectUserTargets lists the user-level skills directories of the
// harnesses present in home: those whose own directory (or skills
// directory) exists. Each directory is listed once.
func DetectUserTargets(home string) []UserHarness {
	var out []UserHarness
	seen := map[string]bool{}
	isDir := func(rel string) bool {
		fi, err := os.Stat(filepath.Join(home, filepath.FromSlash(rel)))
		return err == nil && fi.IsDir()
	}
	for _, h := range UserHarnesses {
		if seen[h.Dir] || !(isDir(h.Marker) || isDir(h.Dir)) {
			continue
		}
		seen[h.Dir] = true
		out = append(out, h)
	}
	return out
}

// InitUser writes the user scope's commented skills.toml into the config
// directory of l, targeting the user-level skills directories of the
// harnesses found in l.Base (the home directory); it returns the path
// written and the harnesses targeted.
func InitUser(l install.Layout) (string, []UserHarness, error) {
	found := DetectUserTargets(l.Base)
	targets := make([]string, len(found))
	for i, h := range found {
		targets[i] = h.Dir
	}
	// Checked as install will check them, so that init never writes a
	// manifest the next command refuses.
	if _, err := install.CleanTargets(l, targets); err != nil {
		return "", nil, err
	}
	path, err := writeInit(l.Config, manifest.InitUserManifest(targets))
	return path, found, err
}

// writeInit writes data as dir's skills.toml, refusing to overwrite one.
func writeInit(dir string, data []byte) (string, error) {
	path := filepath.Join(dir, ManifestFile)
	if _, err := os.Lstat(path); err == nil {
		return path, badInput(fmt.Errorf("%s already exists; edit it or use `skillpin add`", path))
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return path, badInput(err)
	}
	if err := manifest.SaveManifestFile(path, data); err != nil {
		return path, err
	}
	return path, nil
}
