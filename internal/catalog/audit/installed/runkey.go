package installed

import (
	"regexp"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
)

var runKeyREs struct{ value, assign, prog, arg, install lazyre.RE }

// runKeyValueRE: the value a PowerShell command writes to a Run key
// (-Value WORD), or reg add's data (/d WORD).
func runKeyValueRE() *regexp.Regexp {
	return runKeyREs.value.Get(`(?i)(?:^|\s)(?:-Value|/d)\s+("(?:[^"\\` + "`" + `]|[\\` + "`" + `].)*"|'[^']*'|[^\s"']+)`)
}

// runKeyProgRE: an installed application's program as a Run value
// names it, quoted or not: an .exe under the per-user Programs folder
// (%LOCALAPPDATA%\Programs, where per-user installers put applications)
// or under Program Files, by the environment's name for the folder;
// the file name is the submatch.
func runKeyProgRE() *regexp.Regexp {
	return runKeyREs.prog.Get(`(?i)^"?(?:\$env:LOCALAPPDATA\\Programs|%LOCALAPPDATA%\\Programs|\$env:ProgramFiles|%ProgramFiles%|\$\{env:ProgramFiles\(x86\)\}|%ProgramFiles\(x86\)%|C:\\Program Files(?: \(x86\))?)(?:\\[A-Za-z0-9][\w .+-]*)+\\([A-Za-z0-9][\w.+-]*\.exe)"?$`)
}

// RunKeyLocal reports a line writing a Run key (Set-ItemProperty,
// New-ItemProperty, reg add) whose value, read through one PowerShell
// variable the skill assigns once to a double-quoted string
// ($exe = "…"), starts an installed application by its path in a
// Programs folder with switches only (--minimized, /background: no URL,
// no path, no further program), when nothing of the skill provides it:
// no file of the skill is an executable, installer or archive, the
// program's file name is named on no other line than its assignment,
// no other line names the Programs folder or Program Files, and the
// variable is used only to test, read or start the program. The key
// then starts what the user already installed.
func RunKeyLocal(line string, files []File) bool {
	if !strings.Contains(strings.ToLower(line), `currentversion\run`) {
		return false
	}
	vm := runKeyValueRE().FindStringSubmatch(line)
	if vm == nil {
		return false
	}
	if rest := strings.Replace(line, vm[1], "", 1); strings.ContainsAny(rest, ";|&`") {
		return false // the line runs more than the write
	}
	v := vm[1]
	if strings.HasPrefix(v, "'") {
		v = strings.Trim(v, "'")
	} else {
		v = strings.NewReplacer("`\"", `"`, "\\\"", `"`).Replace(strings.Trim(v, `"`))
	}
	// One variable, assigned once in the skill to a double-quoted string.
	assignLine := ""
	if ix := runVarIndex(v); ix != nil {
		if runVarIndex(v[ix[1]:]) != nil {
			return false
		}
		name := v[ix[0]+1 : ix[1]]
		val, l, ok := psAssignedOnce(files, name)
		if !ok || !psVarUsesOK(files, name, line, l) {
			return false
		}
		v, assignLine = v[:ix[0]]+val+v[ix[1]:], l
	}
	prog, args := splitRunValue(v)
	pm := runKeyProgRE().FindStringSubmatch(prog)
	if pm == nil {
		return false
	}
	for _, a := range args {
		if !runKeyREs.arg.Get(`^(?:--?|/)[A-Za-z][\w-]*(?:=[\w-]+)?$`).MatchString(a) {
			return false
		}
	}
	return !runProgProvided(files, pm[1], line, assignLine)
}

var runVarLazy lazyre.RE

// runVarIndex is the span of the first PowerShell variable of an
// expandable string that is not the environment's ($env:NAME), nil when
// there is none.
func runVarIndex(v string) []int {
	for _, ix := range runVarLazy.Get(`\$[A-Za-z_]\w*`).FindAllStringIndex(v, 8) {
		if ix[1] < len(v) && v[ix[1]] == ':' {
			continue
		}
		return ix
	}
	return nil
}

// psAssignedOnce is the value of the PowerShell variable name, assigned
// once in the skill's files to a double-quoted string holding no other
// variable than the environment's ($env:NAME), and the assignment's
// line.
func psAssignedOnce(files []File, name string) (val, line string, ok bool) {
	re := regexp.MustCompile(`(?i)^\s*\$` + regexp.QuoteMeta(name) + `\s*=\s*(.*)$`)
	n := 0
	for _, f := range files {
		if !strings.Contains(string(f.Data), "$"+name) {
			continue
		}
		for l := range strings.Lines(string(f.Data)) {
			m := re.FindStringSubmatch(strings.TrimRight(l, "\r\n"))
			if m == nil {
				continue
			}
			n++
			rhs := strings.TrimSpace(m[1])
			if i := strings.Index(rhs, "  #"); i > 0 {
				rhs = strings.TrimSpace(rhs[:i]) // a trailing comment
			}
			if len(rhs) < 2 || rhs[0] != '"' || rhs[len(rhs)-1] != '"' || strings.ContainsAny(rhs[1:len(rhs)-1], "\"`(") {
				return "", "", false
			}
			inner := rhs[1 : len(rhs)-1]
			if strings.Contains(strings.ReplaceAll(strings.ToLower(inner), "$env:", ""), "$") {
				return "", "", false
			}
			val, line = inner, strings.TrimSpace(l)
		}
	}
	return val, line, n == 1
}

// psVarUsesOK reports that every line of the skill using $name, but
// the assignment and the judged line, only tests, reads or starts the
// program (Test-Path, Get-Item, Get-Command, Start-Process, & $name),
// with nothing written, copied, moved, fetched or extracted to it.
func psVarUsesOK(files []File, name, judged, assign string) bool {
	ref := regexp.MustCompile(`(?i)\$` + regexp.QuoteMeta(name) + `\b`)
	for _, f := range files {
		for l := range strings.Lines(string(f.Data)) {
			t := strings.TrimSpace(l)
			if !ref.MatchString(t) || t == strings.TrimSpace(judged) || t == assign {
				continue
			}
			if !runKeyREs.install.Get(`(?i)^(?:Test-Path|Get-Item|Get-Command|Start-Process)\s+\$\w+\s*(?:$|\|)`).MatchString(t) {
				return false
			}
		}
	}
	return true
}

// splitRunValue splits a Run value into its program (quoted or the
// first word) and the words after it.
func splitRunValue(v string) (string, []string) {
	v = strings.TrimSpace(v)
	if strings.HasPrefix(v, `"`) {
		if i := strings.Index(v[1:], `"`); i >= 0 {
			return v[:i+2], strings.Fields(v[i+2:])
		}
		return v, nil
	}
	w := strings.Fields(v)
	if len(w) == 0 {
		return "", nil
	}
	return w[0], w[1:]
}

// runProgProvided reports a file of the skill that could put the program
// base where the Run value points: an executable, installer or archive
// shipped, the file name on a line other than the judged one and its
// assignment, or a line naming a Programs folder.
func runProgProvided(files []File, base, judged, assign string) bool {
	lowBase := strings.ToLower(base)
	for _, f := range files {
		p := strings.ToLower(f.Path)
		for _, ext := range []string{".exe", ".msi", ".msix", ".zip", ".7z", ".cab", ".dll"} {
			if strings.HasSuffix(p, ext) {
				return true
			}
		}
		for l := range strings.Lines(string(f.Data)) {
			t := strings.TrimSpace(l)
			if t == strings.TrimSpace(judged) || t == assign {
				continue
			}
			low := strings.ToLower(t)
			if strings.Contains(low, lowBase) || strings.Contains(low, `\programs`) || strings.Contains(low, "program files") || strings.Contains(low, "programfiles") {
				return true
			}
		}
	}
	return false
}
