package shellcmd

import (
	"regexp"
	"strings"
	"sync"
)

// TaskXMLRef is the file a Windows scheduled task is created from
// (`schtasks /create … /xml FILE`), "" when the command names none.
func TaskXMLRef(s string) string {
	if m := taskXMLRE().FindStringSubmatch(s); m != nil {
		return m[1]
	}
	return ""
}

// TaskXMLLocal reports a Windows task definition (Task Scheduler XML)
// whose every action is an <Exec> of an installed program with literal
// arguments (installedArgv), with one action at least and no action of
// another kind (a COM handler runs code the file does not show).
func TaskXMLLocal(data string) bool {
	if !strings.Contains(data, "<Task") || strings.Contains(data, "<ComHandler") {
		return false
	}
	n := 0
	for _, e := range taskExecRE().FindAllStringSubmatch(data, -1) {
		cmd := strings.Trim(strings.TrimSpace(xmlUnescape.Replace(e[1])), `"`)
		// A program by its path must be in a system directory; by its
		// name, it is the name without .exe (powershell.exe is
		// powershell). %VAR% is a path chosen at run time.
		if strings.ContainsAny(cmd, `/\%`) {
			b, ok := systemProgram(cmd)
			if !ok || strings.Contains(cmd, "%") {
				return false
			}
			cmd = b
		}
		cmd = strings.TrimSuffix(strings.ToLower(cmd), ".exe")
		argv := append([]string{cmd}, strings.Fields(xmlUnescape.Replace(e[2]))...)
		if !installedArgv(argv) {
			return false
		}
		n++
	}
	return n > 0 && n == strings.Count(data, "<Exec>")
}

var (
	taskXMLRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)\bschtasks(?:\.exe)?\s+/create\b[^\n]*?\s/xml\s+["']?([^\s"']+)`)
	})
	taskExecRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?s)<Exec>\s*<Command>([^<]*)</Command>\s*(?:<Arguments>([^<]*)</Arguments>\s*)?(?:<WorkingDirectory>[^<]*</WorkingDirectory>\s*)?</Exec>`)
	})
)
