package sniff

import (
	"path"
	"strings"
	"sync"
)

// loadedByName are files a harness, an editor or a toolchain reads
// because of their name.
var loadedByName = sync.OnceValue(func() map[string]bool {
	return map[string]bool{
		"package.json": true, "settings.json": true, "settings.local.json": true, "hooks.json": true, "mcp.json": true,
		"devcontainer.json": true, "tasks.json": true, "launch.json": true, "action.yml": true, "action.yaml": true,
		"docker-compose.yml": true, "docker-compose.yaml": true, "compose.yml": true, "compose.yaml": true,
		"agents.md": true, "claude.md": true, "gemini.md": true, "plugin.json": true, "marketplace.json": true,
		"pyproject.toml": true, "requirements.txt": true, "skill.md": true,
	}
})

// Passive reports a document or data file (Markdown, text, JSON, YAML,
// CSV, XML) that no harness, editor or toolchain loads by its name and
// that is in no dot-directory: only what names it can make anyone act
// on it.
func Passive(p string) bool {
	if p == "SKILL.md" || loadedByName()[strings.ToLower(path.Base(p))] {
		return false
	}
	// A file of an unpacked archive is named by the unpacking.
	cs := strings.Split(p, "/")
	for i, c := range cs {
		if x := strings.ToLower(path.Ext(c)); strings.HasPrefix(c, ".") || i < len(cs)-1 && (x == ".gz" || x == ".tgz" || x == ".tar") {
			return false
		}
	}
	switch strings.ToLower(path.Ext(p)) {
	case ".md", ".markdown", ".mdx", ".txt", ".json", ".jsonl", ".csv", ".tsv", ".yaml", ".yml", ".xml", ".config":
		return true
	}
	return false
}

// DataDoc reports a Passive JSON or YAML document: data whose strings a
// reader reads as text unless a program loads it (which the caller asks
// of the skill's other files).
func DataDoc(p string) bool {
	switch strings.ToLower(path.Ext(p)) {
	case ".json", ".jsonl", ".yaml", ".yml":
		return Passive(p)
	}
	return false
}
