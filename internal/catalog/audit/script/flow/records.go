package flow

import (
	"path"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/skillpin/skillpin/internal/catalog/audit/prefilter"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/tables"
)

// A record of the shape {"command": "sh", "args": ["-c", "…"]} is a
// command line another program runs: an MCP server in an agent's
// configuration (and the code that writes one), a VS Code task, a hook.
// Its command and arguments are read as the shell command they make
// (a command alone, a VS Code shell task's, is the whole line), so a
// download run by a server written into claude_desktop_config.json is
// seen as it would be in a script.

// maxRecords bounds the records of one file read.
const maxRecords = 64

// recordRE holds the patterns, compiled on first use (a sync.Once
// allocates nothing at start, which every command pays for).
var recordRE struct {
	once           sync.Once
	cmd, args, str *regexp.Regexp
}

func recordREs() (*regexp.Regexp, *regexp.Regexp) {
	recordRE.once.Do(func() {
		// The key quoted or not (a JavaScript object, a Python dict, a
		// TOML table: command = "…"), the value in either quotes.
		recordRE.cmd = recordCmd.Regexp()
		recordRE.args = regexp.MustCompile(`^\s*[,\n]\s*(?:"args"|'args'|args)\s*[:=]\s*\[([^\]]*)\]`)
		recordRE.str = regexp.MustCompile(`"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'`)
	})
	return recordRE.cmd, recordRE.args
}

// recordCmd is a record's command: searched only where "command" is.
var recordCmd = prefilter.Starts{Expr: `(?:"command"|'command'|\bcommand)\s*[:=]\s*("(?:[^"\\\n]|\\.){1,1000}"|'(?:[^'\\\n]|\\.){1,1000}')`}

// mayHoldRecords is the cheap test before the patterns run.
func mayHoldRecords(src string) bool {
	return strings.Contains(src, `"command"`) || strings.Contains(src, `command:`) || strings.Contains(src, `command =`) || strings.Contains(src, `'command'`)
}

// commandRecords reads the command records of file p's text src.
func (a *Skill) commandRecords(p, src string) {
	if strings.Contains(src, "<<") && strings.Contains(src, "command") {
		a.heredocCommands(p, src)
	}
	if !mayHoldRecords(src) && !strings.HasSuffix(p, ".tf") && !strings.HasSuffix(p, ".hcl") { // terraform fmt aligns the =
		return
	}
	_, argsRE := recordREs()
	line, at := 1, 0 // the line of src[at:], counted on from the last record
	for _, m := range recordCmd.FindAllStringSubmatchIndex(src, "", maxRecords) {
		cmd := jsonUnquote(src[m[2]:m[3]])
		if strings.TrimSpace(cmd) == "" {
			continue
		}
		line += strings.Count(src[at:m[0]], "\n")
		at = m[0]
		text := cmd
		if am := argsRE.FindStringSubmatch(src[m[1]:min(len(src), m[1]+64<<10)]); am != nil {
			words := []string{shQuote(cmd)}
			for _, s := range recordRE.str.FindAllString(am[1], 64) {
				words = append(words, shQuote(jsonUnquote(s)))
			}
			text = strings.Join(words, " ")
			a.recordFetchRun(p, line, words)
		}
		u := &Unit{Skill: a, Path: p, Lang: "sh", LineBase: line - 1}
		u.runTop(text)
	}
}

// heredocCommands reads a command given as a here-document (Terraform's
// local-exec provisioner: command = <<-EOT … EOT) as shell.
func (a *Skill) heredocCommands(p, src string) {
	lines := strings.Split(src, "\n")
	for i, n := 0, 0; i < len(lines) && n < maxRecords; i++ {
		key, rest, ok := strings.Cut(strings.TrimSpace(lines[i]), "=")
		rest = strings.TrimSpace(rest)
		if !ok || strings.TrimSpace(key) != "command" || !strings.HasPrefix(rest, "<<") {
			continue
		}
		n++
		marker := strings.TrimSpace(strings.TrimLeft(rest[2:], "-~"))
		j := i + 1
		for j < len(lines) && strings.TrimSpace(lines[j]) != marker {
			j++
		}
		if marker != "" && j > i+1 {
			(&Unit{Skill: a, Path: p, Lang: "sh", LineBase: i + 1}).runTop(strings.Join(lines[i+1:j], "\n"))
		}
		i = j
	}
}

// jsonUnquote is a JSON (or Python, JavaScript) double-quoted string's
// text; one with an escape Go does not know (Python's \', \d) is its
// text between the quotes as written, so that one odd argument cannot
// hide its record.
func jsonUnquote(s string) string {
	if s[0] == '\'' {
		return strings.ReplaceAll(s[1:len(s)-1], `\'`, `'`)
	}
	if v, err := strconv.Unquote(strings.ReplaceAll(s, `\/`, `/`)); err == nil {
		return v
	}
	return s[1 : len(s)-1]
}

func shQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

// recordFetchRun reports a record whose program is a package runner
// (npx, bunx, uvx, pnpm dlx, pipx run) given a package by its URL on a
// host that is not a source-code host: a server or task the agent (or
// the editor) starts by itself fetches and runs whatever the address
// serves at every start, outside any registry. words are the record's
// command and arguments, shell-quoted.
func (a *Skill) recordFetchRun(p string, line int, words []string) {
	if len(words) < 2 {
		return
	}
	un := make([]string, len(words))
	for i, w := range words {
		un[i] = strings.ReplaceAll(strings.Trim(w, "'"), `'\''`, "'")
	}
	runner := path.Base(un[0])
	i := 1
	switch runner {
	case "npx", "bunx", "uvx":
	case "pnpm", "yarn":
		if un[1] != "dlx" {
			return
		}
		i = 2
	case "pipx":
		if un[1] != "run" {
			return
		}
		i = 2
	default:
		return
	}
	for ; i < len(un); i++ {
		w := un[i]
		if strings.HasPrefix(w, "-") {
			if w == "--package" || w == "-p" || w == "--from" || w == "--spec" {
				continue
			}
			continue
		}
		w = strings.TrimPrefix(w, "git+")
		if !strings.HasPrefix(w, "https://") && !strings.HasPrefix(w, "http://") {
			return // the package by its registry name
		}
		h := tables.HostOf(w)
		if h == "" || CodeHost(h) || tables.LocalHost(h) {
			return
		}
		u := &Unit{Skill: a, Path: p}
		u.Hit(Hit{Kind: RemoteExec, Line: line, Level: 2, Source: w, Sink: runner + " in a command record (run at every start)", Text: strings.Join(un, " ")})
		return
	}
}

// CodeHost reports a source-code host or a registry's own file host (the
// hosts PACKAGE_FROM_URL does not report).
func CodeHost(h string) bool {
	for _, d := range []string{"github.com", "githubusercontent.com", "gitlab.com", "bitbucket.org", "pythonhosted.org", "pypi.org", "registry.npmjs.org", "npmjs.com", "huggingface.co"} {
		if h == d || strings.HasSuffix(h, "."+d) {
			return true
		}
	}
	return false
}
