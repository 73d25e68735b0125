package flow

import (
	"regexp"
	"strconv"
	"strings"
	"sync"
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
	once      sync.Once
	cmd, args *regexp.Regexp
}

func recordREs() (*regexp.Regexp, *regexp.Regexp) {
	recordRE.once.Do(func() {
		recordRE.cmd = regexp.MustCompile(`"command"\s*:\s*("(?:[^"\\\n]|\\.){1,1000}")`)
		recordRE.args = regexp.MustCompile(`^\s*,\s*"args"\s*:\s*\[([^\]]*)\]`)
	})
	return recordRE.cmd, recordRE.args
}

// mayHoldRecords is the cheap test before the patterns run.
func mayHoldRecords(src string) bool { return strings.Contains(src, `"command"`) }

// commandRecords reads the command records of file p's text src.
func (a *Skill) commandRecords(p, src string) {
	if !mayHoldRecords(src) {
		return
	}
	cmdRE, argsRE := recordREs()
	line, at := 1, 0 // the line of src[at:], counted on from the last record
	for _, m := range cmdRE.FindAllStringSubmatchIndex(src, maxRecords) {
		cmd := jsonUnquote(src[m[2]:m[3]])
		if strings.TrimSpace(cmd) == "" {
			continue
		}
		line += strings.Count(src[at:m[0]], "\n")
		at = m[0]
		text := cmd
		if am := argsRE.FindStringSubmatch(src[m[1]:min(len(src), m[1]+64<<10)]); am != nil {
			words := []string{shQuote(cmd)}
			for _, s := range buildREs().jsonStr.FindAllString(am[1], 64) {
				words = append(words, shQuote(jsonUnquote(s)))
			}
			text = strings.Join(words, " ")
		}
		u := &Unit{Skill: a, Path: p, Lang: "sh", LineBase: line - 1}
		u.runTop(text)
	}
}

// jsonUnquote is a JSON (or Python, JavaScript) double-quoted string's
// text; one with an escape Go does not know (Python's \', \d) is its
// text between the quotes as written, so that one odd argument cannot
// hide its record.
func jsonUnquote(s string) string {
	if v, err := strconv.Unquote(strings.ReplaceAll(s, `\/`, `/`)); err == nil {
		return v
	}
	return s[1 : len(s)-1]
}

func shQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }
