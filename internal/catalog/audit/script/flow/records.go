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
	for _, m := range cmdRE.FindAllStringSubmatchIndex(src, maxRecords) {
		cmd, ok := jsonUnquote(src[m[2]:m[3]])
		if !ok || strings.TrimSpace(cmd) == "" {
			continue
		}
		line := strings.Count(src[:m[0]], "\n") + 1
		text := cmd
		if am := argsRE.FindStringSubmatch(src[m[1]:min(len(src), m[1]+64<<10)]); am != nil {
			words := []string{shQuote(cmd)}
			for _, s := range buildREs().jsonStr.FindAllString(am[1], 64) {
				w, ok := jsonUnquote(s)
				if !ok {
					words = nil
					break
				}
				words = append(words, shQuote(w))
			}
			if words == nil {
				continue
			}
			text = strings.Join(words, " ")
		}
		u := &Unit{Skill: a, Path: p, Lang: "sh", LineBase: line - 1}
		u.runTop(text)
	}
}

// jsonUnquote is a JSON (or Python, JavaScript) double-quoted string's
// text.
func jsonUnquote(s string) (string, bool) {
	v, err := strconv.Unquote(strings.ReplaceAll(s, `\/`, `/`))
	return v, err == nil
}

func shQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }
