package contentscan

import (
	"bytes"
	"fmt"
	"path"
	"regexp"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog"
)

// scriptExtensions are the extensions of files an interpreter runs.
var scriptExtensions = map[string]bool{
	".sh": true, ".bash": true, ".zsh": true, ".ksh": true, ".csh": true, ".fish": true, ".command": true,
	".py": true, ".pyw": true, ".js": true, ".mjs": true, ".cjs": true, ".ts": true, ".mts": true, ".cts": true,
	".rb": true, ".pl": true, ".pm": true, ".php": true, ".lua": true, ".tcl": true, ".r": true, ".jl": true,
	".ps1": true, ".psm1": true, ".bat": true, ".cmd": true, ".vbs": true, ".wsf": true, ".applescript": true,
	".swift": true, ".kts": true, ".groovy": true, ".awk": true, ".exs": true, ".nu": true,
}

// scriptNames are file names that a tool runs.
var scriptNames = map[string]bool{"makefile": true, "justfile": true, "rakefile": true, "dockerfile": true}

// runCue is what precedes a file name in an instruction to run it: an
// interpreter or shell word (with any flags), "./", or ". " (source).
const runCue = `(?i)(?:\b(?:sh|bash|zsh|dash|ksh|fish|python[0-9.]*|py|node|deno|bun|npx|tsx|ts-node|ruby|perl|php|lua|rscript|pwsh|powershell|cmd|source|exec|eval|run|execute|invoke|uv\s+run)(?:\s+-{1,2}[\w=-]+)*\s+(?:the\s+)?|(?:^|[\s(` + "`" + `'"])\.\s+|\./)`

// scriptReasons says why a file is a script: a shebang, its extension or
// name, a line of SKILL.md that runs it. None means it is not one.
func scriptReasons(p string, data, skillMD []byte) []string {
	var why []string
	if bytes.HasPrefix(data, []byte("#!")) {
		line, _, _ := bytes.Cut(data, []byte("\n"))
		why = append(why, fmt.Sprintf("it starts with %q", excerpt(string(line), 60)))
	}
	base := path.Base(p)
	if ext := strings.ToLower(path.Ext(base)); scriptExtensions[ext] {
		why = append(why, "its extension is "+ext)
	} else if scriptNames[strings.ToLower(base)] {
		why = append(why, base+" is run by a build tool")
	}
	if p != catalog.SkillFile && skillMD != nil {
		if n, line := mentionedToRun(base, skillMD); n > 0 {
			why = append(why, fmt.Sprintf("SKILL.md line %d tells the agent to run it: %q", n, excerpt(line, 120)))
		}
	}
	return why
}

// mentionedToRun finds the first line of SKILL.md that runs the file
// called base (by any directory prefix, quoted or not).
func mentionedToRun(base string, skillMD []byte) (int, string) {
	if !bytes.Contains(skillMD, []byte(base)) {
		return 0, ""
	}
	re, err := regexp.Compile(runCue + "[`'\"]?(?:[^\\s`'\"]*/)?" + regexp.QuoteMeta(base) + `(?:$|[^\w.-]|\.(?:\s|$))`)
	if err != nil {
		return 0, "" // a name that is not UTF-8: skill paths never are (catalog refuses them)
	}
	for i, line := range strings.Split(string(skillMD), "\n") {
		if strings.Contains(line, base) && re.MatchString(line) {
			return i + 1, line
		}
	}
	return 0, ""
}

// NewlyRun reports a file that a new SKILL.md tells the agent to run and
// the old one (nil when there was none) did not: an unchanged file that
// is not executable became code by an instruction. Executable files are
// not reported (they are code already).
func NewlyRun(p string, oldSkillMD, newSkillMD []byte) (Finding, bool) {
	base := path.Base(p)
	n, line := mentionedToRun(base, newSkillMD)
	if n == 0 {
		return Finding{}, false
	}
	if m, _ := mentionedToRun(base, oldSkillMD); m > 0 {
		return Finding{}, false
	}
	return Finding{Code: Script, File: p, Message: fmt.Sprintf(
		"%s did not change, but SKILL.md line %d now tells the agent to run it: %q; it is not executable, so no executable-file risk covers it: read it as code",
		show(p), n, excerpt(line, 120))}, true
}
