package shellcmd

import (
	"path"
	"regexp"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
	"mvdan.cc/sh/v3/syntax"
)

// File is one file of a skill as the task judgements read it.
type File struct {
	Path     string
	Data     []byte
	Markdown bool
}

// TasksLocal reports that the skill's task definitions of one kind are
// local: count (PlistProgramsLocal, UnitExecsLocal) accepts every file's
// text and finds at least one program; with named, a file ending in ext
// must name one. Two programs a definition gives by a path are read as
// installed: one in a package manager's bin directory when no other file
// names that directory (PackagePrograms), and the user's own program in
// their home when nothing of the skill provides it (HomePrograms).
func TasksLocal(files []File, ext string, named bool, count func(string) (int, bool)) bool {
	pkg := true
	for _, f := range files {
		if !strings.HasSuffix(f.Path, ext) && WritesPackageBin(string(f.Data)) {
			pkg = false
		}
	}
	compose := ProvidesCompose(files)
	n := 0
	for _, f := range files {
		data := string(f.Data)
		if composeWordRE.Get(`\bcompose\b`).MatchString(data) && (compose || composeElsewhere(data)) {
			return false // the task could run the skill's own containers, or another project's
		}
		if pkg {
			data = PackagePrograms(data)
		}
		data = HomePrograms(data, files)
		k, ok := count(data)
		if named && k == 0 && strings.HasSuffix(f.Path, ext) || !ok {
			return false
		}
		n += k
	}
	return n > 0
}

// homeProgramRE finds a program a task definition gives by its path in
// the user's home (systemd's %h, $HOME, ${HOME}, ~), through directories
// none of which is hidden: a launch agent's <string>, a unit's Exec…=.
var homeProgramRELazy lazyre.RE

func homeProgramRE() *regexp.Regexp {
	return homeProgramRELazy.Get(`(<string>\s*|Exec\w*=[-@:+!]*)(?:%h|\$HOME|\$\{HOME\}|~)((?:/[A-Za-z0-9][\w+-]*)*/([A-Za-z0-9][\w.+-]*))(\s|<|$)`)
}

// HomePrograms is a task definition's text with each program given by
// its path in the user's home written by its name, when nothing of the
// skill provides it (Provides): a task that runs a script the user
// already has (~/bin/mirror-photos.sh) runs the user's code, not the
// skill's. A program the skill ships, writes, copies or shows keeps its
// path (a path is not an installed program).
func HomePrograms(data string, files []File) string {
	return homeProgramRE().ReplaceAllStringFunc(data, func(s string) string {
		m := homeProgramRE().FindStringSubmatch(s)
		if provided(files, m[3]) && !WrittenLocal(files, "~"+m[2]) {
			return s
		}
		return m[1] + m[3] + m[4]
	})
}

// taskDefLineRE: a line of a task definition that names its program.
var taskDefLineRELazy lazyre.RE

func taskDefLineRE() *regexp.Regexp { return taskDefLineRELazy.Get(`<string>|^\s*Exec\w*\s*=`) }

// Provides reports a file of the skill that could put the program base
// (a file name) where a task runs it: a file of that name, or any line
// naming it but a task definition's line. A Markdown sentence counts as
// much as a script or a fenced block: "for example `~/bin/x.sh`" and
// "fill `~/bin/x.sh` as the notes below say" differ only in words, and
// what the agent is told to put there is the skill's code.
func Provides(f File, base string) bool { return provides(f, base, "") }

// provides is Provides, with the line skip (the command being judged,
// which runs the program) set aside.
func provides(f File, base, skip string) bool {
	if path.Base(f.Path) == base {
		return true
	}
	if !strings.Contains(string(f.Data), base) {
		return false
	}
	for _, l := range strings.Split(string(f.Data), "\n") {
		if strings.Contains(l, base) && !taskDefLineRE().MatchString(l) && (skip == "" || strings.TrimSpace(l) != skip) {
			return true
		}
	}
	return false
}

// plistPathRE: a launch agent's or daemon's definition as a command
// names it, with its directory.
var plistPathRELazy lazyre.RE

func plistPathRE() *regexp.Regexp { return plistPathRELazy.Get(`[^\s'"` + "`" + `=]*\.plist\b`) }

// SystemTasks reports a command whose every launch definition is one of
// macOS's own, in /System/Library/LaunchAgents or LaunchDaemons: the
// system volume is read-only and System Integrity Protection keeps
// anyone but Apple from writing there, so loading one turns on a service
// of the OS (auditd, sshd), not something a skill wrote.
func SystemTasks(s string) bool {
	ps := plistPathRE().FindAllString(s, -1)
	for _, p := range ps {
		c := path.Clean(p)
		if strings.ContainsAny(p, "$*?[~") || c != p ||
			!strings.HasPrefix(c, "/System/Library/LaunchDaemons/") && !strings.HasPrefix(c, "/System/Library/LaunchAgents/") {
			return false
		}
	}
	return len(ps) > 0
}

// LocalCommandIn is LocalCommand where a command may also be the user's
// own program by its path in their home, through no hidden directory
// (`0 3 * * * ~/bin/backup.sh`), when nothing of the skill provides it
// (Provides): the cron entry then runs the user's code, not the skill's.
func LocalCommandIn(s string, files []File) bool {
	text := persisted(s)
	if text == "" {
		return false
	}
	text = strings.TrimPrefix(strings.TrimSpace(cronScheduleRE().ReplaceAllString(text, "")), "$ ")
	f := parseShell(text)
	if f == nil {
		return false
	}
	var out strings.Builder
	last := 0
	syntax.Walk(f, func(n syntax.Node) bool {
		c, ok := n.(*syntax.CallExpr)
		if !ok || len(c.Args) == 0 {
			return true
		}
		v, ok := lit(c.Args[0])
		m := homePathRE().FindStringSubmatch(v)
		if ok && WrittenLocal(files, v) {
			m = []string{v, path.Base(v)} // a program the skill writes whole, judged local
		} else if !ok || m == nil || strings.Count(s, m[1]) > 1 || providedBut(files, m[1], strings.TrimSpace(s)) {
			return true
		}
		start, end := int(c.Args[0].Pos().Offset()), int(c.Args[0].End().Offset())
		if start < last {
			return true
		}
		out.WriteString(text[last:start])
		out.WriteString(m[1])
		last = end
		return true
	})
	out.WriteString(text[last:])
	return localText(out.String())
}

// homePathRE: a path in the user's home through no hidden directory;
// its base name is the submatch.
var homePathRELazy lazyre.RE

func homePathRE() *regexp.Regexp {
	return homePathRELazy.Get(`^~(?:/[A-Za-z0-9][\w+-]*)*/([A-Za-z0-9][\w.+-]*)$`)
}

// provided reports a file of the skill that provides the program base
// (Provides).
func provided(files []File, base string) bool { return providedBut(files, base, "") }

// providedBut is provided with the line skip, the command that runs the
// program, set aside (a line naming the program twice, which could also
// write it, is judged by the caller).
func providedBut(files []File, base, skip string) bool {
	for _, f := range files {
		if provides(f, base, skip) {
			return true
		}
	}
	return false
}
