package flow

import (
	"regexp"
	"strings"
	"sync"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/value"
)

// Build files are programs: a Makefile's recipes and a Dockerfile's RUN,
// CMD and ENTRYPOINT are shell that make or the image runs, with the
// file's own variables (NAME := value, ENV NAME=value, ARG NAME=value)
// in them. They are read as shell units with those variables bound, so
// a payload kept in a variable and decoded or handed to a renamed miner
// in a recipe or a CMD is seen as it would be in a script.

// maxBuildUnits bounds the recipes or instructions of one file read.
const maxBuildUnits = 512

// maxMakeExpansion bounds the bytes make variables add to one file's
// recipes (expandMake): without it each of a hostile file's lines could
// grow to 64 KiB and be rescanned eight times.
const maxMakeExpansion = 1 << 20

// buildRegexps are the patterns of build.go and workflow.go.
type buildRegexps struct{ makeVar, makeRef, makeWord, dockerVar, jsonStr, runKey, secretRef, secretEnv *regexp.Regexp }

var (
	buildOnce sync.Once
	buildRE   *buildRegexps
)

// buildREs compiles the patterns when first used (a sync.Once allocates
// nothing at start, which every command pays for).
func buildREs() *buildRegexps {
	buildOnce.Do(func() {
		buildRE = &buildRegexps{
			makeVar:   regexp.MustCompile(`^(?:export\s+|override\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*(?::{1,3}|\?|\+|!)?=\s*(.*)$`),
			makeWord:  regexp.MustCompile(`\$\(word\s+([0-9]{1,3})\s*,([^$()]*)\)`),
			makeRef:   regexp.MustCompile(`\$[({]([A-Za-z_][A-Za-z0-9_]*)[)}]`),
			dockerVar: regexp.MustCompile(`([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|'[^']*'|[^\s"']*)`),
			jsonStr:   regexp.MustCompile(`"((?:[^"\\]|\\.)*)"`),
			runKey:    regexp.MustCompile(`^(\s*)(?:-\s+)?run:\s*(.*)$`),
			secretRef: regexp.MustCompile(`\$\{\{\s*secrets\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}`),
			secretEnv: regexp.MustCompile(`^\s*([A-Za-z_][A-Za-z0-9_]*):\s*["']?\$\{\{\s*secrets\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}`),
		}
	})
	return buildRE
}

// buildKind is "make" or "docker" for a build file by its name, "" for
// none.
func buildKind(p string) string {
	b := strings.ToLower(p[strings.LastIndexByte(p, '/')+1:])
	switch {
	case b == "makefile" || b == "gnumakefile" || strings.HasSuffix(b, ".mk") || b == "justfile":
		return "make"
	case b == "dockerfile" || b == "containerfile" || strings.HasSuffix(b, ".dockerfile") || strings.HasPrefix(b, "dockerfile."):
		return "docker"
	}
	return ""
}

// buildFile reads a Makefile's recipes or a Dockerfile's commands as
// shell.
func (a *Skill) buildFile(p, text string) {
	lines := strings.Split(text, "\n")
	env := map[string]value.Value{}
	n := 0
	run := func(body string, base int) {
		if n++; n > maxBuildUnits || strings.TrimSpace(body) == "" {
			return
		}
		uenv := make(map[string]value.Value, len(env))
		for k, v := range env {
			uenv[k] = v
		}
		u := &Unit{Skill: a, Path: p, Lang: "sh", LineBase: base, Env: uenv}
		u.runTop(body)
	}
	if buildKind(p) == "make" {
		env["SHELL"] = value.Known("/bin/sh") // make's, unless the file sets it
		defs := map[string]string{}
		expand := maxMakeExpansion
		for i := 0; i < len(lines) && n < maxBuildUnits; i++ {
			l := strings.TrimRight(lines[i], "\r")
			if strings.HasPrefix(l, "\t") {
				// A recipe line: make's prefixes off, its $(NAME) as the
				// shell's ${NAME}, $$ as $.
				r := strings.TrimLeft(l[1:], "@-+ ")
				r = expandMake(strings.ReplaceAll(r, "$$", "\x00"), defs, &expand)
				r = buildREs().makeRef.ReplaceAllString(r, "$${$1}")
				run(strings.ReplaceAll(r, "\x00", "$"), i)
				continue
			}
			if m := buildREs().makeVar.FindStringSubmatch(strings.TrimSpace(l)); m != nil && !strings.Contains(m[1], ":") {
				env[m[1]] = value.Known(strings.TrimSpace(buildREs().makeRef.ReplaceAllString(m[2], "$${$1}")))
				if strings.Contains(m[2], "$(") && len(m[2]) <= 4<<10 {
					defs[m[1]] = strings.TrimSpace(m[2])
				}
			}
		}
		return
	}
	for i := 0; i < len(lines); i++ {
		start := i
		l := strings.TrimSpace(lines[i])
		// An instruction continued over lines ending in a backslash.
		for strings.HasSuffix(strings.TrimRight(lines[i], "\r "), "\\") && i+1 < len(lines) {
			i++
			l += "\n" + lines[i]
		}
		f := strings.Fields(l)
		if len(f) < 2 {
			continue
		}
		rest := strings.TrimSpace(l[len(f[0]):])
		switch strings.ToUpper(f[0]) {
		case "ENV", "ARG":
			rest = strings.ReplaceAll(rest, "\\\n", " ")
			if !strings.Contains(f[1], "=") && len(f) > 2 && strings.ToUpper(f[0]) == "ENV" {
				env[f[1]] = value.Known(strings.TrimSpace(rest[len(f[1]):])) // ENV NAME value
				continue
			}
			for _, m := range buildREs().dockerVar.FindAllStringSubmatch(rest, -1) {
				env[m[1]] = value.Known(strings.Trim(m[2], "\"'"))
			}
		case "RUN", "CMD", "ENTRYPOINT":
			if strings.HasPrefix(rest, "[") {
				rest = execForm(rest)
			}
			run(rest, start)
		}
	}
}

// expandMake expands, in a recipe line, the make variables whose
// definitions call make's functions, as make does before the shell
// sees the line: $(shell CMD) is the shell's $(CMD), $(word N,LIST) its
// Nth word (a URL built from "$(shell printf '\150\164…')" and other
// variables had stayed three opaque names). Bounded: 8 rounds, a line
// grown to 64 KiB at most, definitions of 4 KiB at most, and the bytes
// a file's recipes gain, taken from *budget (maxMakeExpansion a file).
func expandMake(r string, defs map[string]string, budget *int) string {
	if len(defs) == 0 || *budget <= 0 {
		return r
	}
	for round := 0; round < 8 && len(r) < 64<<10; round++ {
		changed := false
		grown := len(r)
		r = buildREs().makeRef.ReplaceAllStringFunc(r, func(m string) string {
			name := m[2 : len(m)-1]
			if d, ok := defs[name]; ok && grown+len(d) <= 64<<10 && len(d) <= *budget {
				changed = true
				grown += len(d)
				*budget -= len(d)
				return d
			}
			return m
		})
		if !changed {
			break
		}
	}
	r = strings.ReplaceAll(r, "$(shell ", "$(")
	return buildREs().makeWord.ReplaceAllStringFunc(r, func(m string) string {
		sm := buildREs().makeWord.FindStringSubmatch(m)
		n := 0
		for _, c := range sm[1] {
			n = n*10 + int(c-'0')
		}
		if f := strings.Fields(sm[2]); n >= 1 && n <= len(f) {
			return f[n-1]
		}
		return ""
	})
}

// execForm is a JSON exec form (["sh", "-c", "…"]) as a shell command
// line, each element one quoted word.
func execForm(s string) string {
	var words []string
	for _, m := range buildREs().jsonStr.FindAllStringSubmatch(s, 64) {
		w := strings.ReplaceAll(m[1], `\"`, `"`)
		words = append(words, "'"+strings.ReplaceAll(w, "'", `'\''`)+"'")
	}
	return strings.Join(words, " ")
}
