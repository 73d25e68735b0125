// Package lifecycle finds the scripts a package manager runs by itself,
// named by event in a manifest's "scripts" object: Composer's on
// install, update, autoload dump and project creation (composer.json,
// or a snippet of one a skill has the agent merge in), npm's on install,
// prepare and publish (package.json). Each is a shell command the
// manager runs with the user's environment, without anyone asking for
// it: the script analysis reads it as shell, as it reads a CI job's. It
// is a leaf.
package lifecycle

import (
	"encoding/json"
	"maps"
	"slices"
	"strings"
)

// Script is one command a manifest's event runs, at the line of its key.
type Script struct {
	Line int
	Text string
}

// maxManifest bounds the manifest read; maxScripts the commands taken.
const (
	maxManifest = 256 << 10
	maxScripts  = 64
)

// event reports a script name a manager runs on its own: Composer's
// install, update, dump, create-project and archive events, and npm's
// install, prepare, publish and version lifecycle and its dependencies
// hook (lead17: npm version runs preversion, version and postversion;
// npm runs dependencies when node_modules changes). (A switch, not a map: a
// package-level map is work at every command's start.)
func event(k string) bool {
	switch k {
	case "pre-install-cmd", "post-install-cmd", "pre-update-cmd", "post-update-cmd",
		"pre-autoload-dump", "post-autoload-dump", "post-root-package-install", "post-create-project-cmd",
		"pre-archive-cmd", "post-archive-cmd", "pre-status-cmd", "post-status-cmd",
		"preinstall", "install", "postinstall", "preprepare", "prepare", "postprepare",
		"prepublish", "prepublishOnly", "prepack", "postpack", "publish", "postpublish",
		"preversion", "version", "postversion", "dependencies":
		return true
	}
	return false
}

// Scripts are the commands the events of the manifest src (a JSON file)
// run, in the order of their keys, or those a development tool runs by
// itself from its file (devtool.go); nil for any other file.
func Scripts(path, src string) []Script {
	if devTool(path) != "" { // a dev container's, VS Code's (det25)
		return toolScripts(path, src)
	}
	// A key may be written with JSON escapes ("scr\u0069pts"): the
	// decoder reads it as the manager does (lead17).
	if len(src) > maxManifest || !strings.HasSuffix(strings.ToLower(path), ".json") || !strings.Contains(src, `"scripts"`) && !strings.Contains(src, `\u`) {
		return nil
	}
	var m struct {
		Scripts map[string]json.RawMessage `json:"scripts"`
	}
	if json.Unmarshal([]byte(src), &m) != nil || len(m.Scripts) == 0 {
		return nil
	}
	at := max(strings.Index(src, `"scripts"`), 0)
	var out []Script
	for _, k := range slices.Sorted(maps.Keys(m.Scripts)) {
		if !event(k) {
			continue
		}
		line := 1
		if i := strings.Index(src[at:], `"`+k+`"`); i >= 0 {
			line += strings.Count(src[:at+i], "\n")
		}
		seen := map[string]bool{k: true}
		for _, c := range expand(m.Scripts, m.Scripts[k], seen, 0) {
			// An event referring to another event's script runs what
			// that one already gave.
			if len(out) < maxScripts && !slices.ContainsFunc(out, func(s Script) bool { return s.Text == c }) {
				out = append(out, Script{Line: line, Text: c})
			}
		}
	}
	// The keys' lines put them back in the file's order.
	sortByLine(out)
	return out
}

// maxRefDepth bounds how deep Composer's references are followed.
const maxRefDepth = 8

// expand is the shell commands raw runs, Composer's references to other
// scripts (@name, Composer's most common idiom: "post-install-cmd":
// ["@stats"]) replaced by what the named script runs, each script at
// most once (seen) and maxRefDepth deep.
func expand(scripts map[string]json.RawMessage, raw json.RawMessage, seen map[string]bool, depth int) []string {
	var out []string
	for _, c := range commands(raw) {
		c = strings.TrimSpace(c)
		if ref, ok := strings.CutPrefix(c, "@"); ok && !strings.ContainsAny(ref, " \t") {
			if r, ok := scripts[ref]; ok && !seen[ref] && depth < maxRefDepth {
				seen[ref] = true
				out = append(out, expand(scripts, r, seen, depth+1)...)
			}
			continue
		}
		if c = composerCommand(c); c != "" {
			out = append(out, c)
		}
	}
	return out
}

// commands are an event's commands: a string, or a list of them.
func commands(raw json.RawMessage) []string {
	var one string
	if json.Unmarshal(raw, &one) == nil {
		return []string{one}
	}
	var list []string
	if json.Unmarshal(raw, &list) == nil {
		return list
	}
	return nil
}

// composerCommand is the shell command a Composer script item runs:
// "@php x" runs php, "@composer x" composer; a reference to another
// script (@name), @putenv and a PHP callback (Vendor\Class::method) run
// no shell command and are "". npm's commands are shell as they are.
func composerCommand(c string) string {
	c = strings.TrimSpace(c)
	switch {
	case strings.HasPrefix(c, "@php ") || strings.HasPrefix(c, "@composer "):
		return c[1:]
	case strings.HasPrefix(c, "@"):
		return ""
	case !strings.ContainsAny(c, " \t") && strings.Contains(c, "::"):
		return ""
	}
	return c
}

// sortByLine orders scripts by line, stably (insertion sort: a manifest
// has few).
func sortByLine(s []Script) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j].Line < s[j-1].Line; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}
