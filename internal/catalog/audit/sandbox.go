package audit

import (
	"bytes"
	"path"
	"regexp"
	"strings"
	"sync"

	"github.com/skillpin/skillpin/internal/catalog/audit/installed"
	"github.com/skillpin/skillpin/internal/catalog/audit/shellcmd"
)

// Contexts of where something runs and who chose it (issue 37, a fourth
// pass): an agent with its checks off inside a sandbox the skill defines
// (in_sandbox), a scheduled task whose definition the skill shows in full
// (shown_task) or names only by a placeholder the user's request fills
// (user_task), and an install script that runs only tools the package
// declares (declared_tool). Package shellcmd reads the commands and the
// files; this file hands it the match's text and the skill's files.

// inSandbox reports a match that runs inside a container or VM that sees
// nothing of the host beyond the project: an argument of the command a
// sandbox runner runs (`devcontainer exec`, `docker compose run|exec`,
// `multipass exec`, `vagrant ssh -c`, `limactl shell`), or a line of the
// skill's own container definition, or a Markdown line placed in the
// container (by its own words, its heading or the lines that introduce
// its fenced block) of a skill that ships one, or a line of a script
// after a top-level guard that exits outside a container. No file of the skill may give a container or VM more of the host
// (hostMounts): the skill's own definitions decide what the agent reaches.
func (m *match) inSandbox(sc *skillContext) bool {
	// The skill's mounts (every file of it read) are looked at only
	// when the match's own place would put it in the sandbox.
	if shellcmd.SandboxRun(logicalLine(m), string(m.fc.data[m.start:m.end])) {
		return !sc.hostMounts()
	}
	if !m.fc.markdown && containerGuarded(m) {
		return !sc.hostMounts()
	}
	if !sc.shipsSandbox() {
		return false
	}
	if shellcmd.SandboxFile(m.fc.path) {
		return !sc.hostMounts()
	}
	if !m.fc.markdown {
		return false
	}
	m.fc.computeRanges()
	return (sandboxPlaceRE().MatchString(m.lineText) || sandboxPlaceRE().MatchString(m.fc.headings[m.line-1]) ||
		sandboxPlaceRE().MatchString(leadIn(m))) && !sc.hostMounts()
}

// leadIn is the prose that introduces the fenced block holding the
// match: the last two lines of text before the fence opens, within its
// section ("" when the match is not in a fence).
func leadIn(m *match) string {
	for _, f := range m.fc.fences {
		if m.start < f[0] || m.start >= f[1] {
			continue
		}
		lines := strings.Split(string(m.fc.data[:f[0]]), "\n")
		var out []string
		for i := len(lines) - 1; i >= 0 && len(out) < 2; i-- {
			t := strings.TrimSpace(lines[i])
			if strings.HasPrefix(t, "#") || strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
				break
			}
			if t != "" {
				out = append(out, t)
			}
		}
		return strings.Join(out, " ")
	}
	return ""
}

// containerGuarded reports a match in a script after an unindented line
// that exits unless the script runs in a container (see
// shellcmd.ContainerGuarded).
func containerGuarded(m *match) bool {
	_, ls, _ := m.fc.line(m.start)
	return shellcmd.ContainerGuarded(string(m.fc.data[:ls]))
}

// sandboxPlaceRE: words that place a line in the container or VM.
var sandboxPlaceRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)\b(?:in|inside|within|from)\s+(?:the|this|a|an|your|its)\s+(?:[\w-]+\s+){0,2}?(?:dev\s*container|container|sandbox|vm|virtual machine|codespace)s?\b`)
})

// shipsSandbox reports a skill that ships a container or VM definition.
func (sc *skillContext) shipsSandbox() bool {
	for _, fc := range sc.files {
		if shellcmd.SandboxFile(fc.path) {
			return true
		}
	}
	return false
}

// hostMounts reports a file of the skill that gives a container or VM
// more of the host than the project (see shellcmd.HostMounts).
func (sc *skillContext) hostMounts() bool {
	if sc.mounts == 0 {
		sc.mounts = 1
		for _, fc := range sc.files {
			if shellcmd.HostMounts(string(fc.data)) {
				sc.mounts = 2
				break
			}
		}
	}
	return sc.mounts == 2
}

// shownTask reports a command that loads, enables or installs a
// scheduled task whose whole definition the skill ships or shows and
// whose programs are installed ones run with literal arguments (no URL,
// no hidden or temporary path, no interpreter given code): a launch
// agent whose .plist the skill carries or writes out in full, a systemd
// user unit the skill shows, a crontab file the skill ships.
func (m *match) shownTask(sc *skillContext) bool {
	plists, units, cron := shellcmd.TaskRefs(commandText(m))
	switch {
	case len(plists) > 0:
		if shellcmd.SystemTasks(commandText(m)) {
			return true
		}
		for _, p := range plists {
			if !sc.showsPlist(path.Base(p)) {
				return false
			}
		}
		return shellcmd.TasksLocal(sc.taskFiles(), ".plist", true, shellcmd.PlistProgramsLocal)
	case len(units) > 0:
		for _, u := range units {
			if !sc.showsUnit(u) {
				return false
			}
		}
		return shellcmd.TasksLocal(sc.taskFiles(), ".service", false, shellcmd.UnitExecsLocal)
	case cron != "":
		return sc.cronFileLocal(path.Base(cron))
	}
	if x := shellcmd.TaskXMLRef(commandText(m)); x != "" {
		return sc.taskXMLLocal(path.Base(x))
	}
	return false
}

// taskXMLLocal reports a Windows task definition the skill ships (by
// its base name) whose every action runs an installed program
// (shellcmd.TaskXMLLocal).
func (sc *skillContext) taskXMLLocal(base string) bool {
	for _, fc := range sc.files {
		if path.Base(fc.path) == base {
			return shellcmd.TaskXMLLocal(string(fc.data))
		}
	}
	return false
}

// cronFileLocal reports a crontab file the skill ships (by its base
// name) every entry of which runs only local commands
// (shellcmd.CronFileLocal).
func (sc *skillContext) cronFileLocal(base string) bool {
	for _, fc := range sc.files {
		if path.Base(fc.path) == base {
			return shellcmd.CronFileLocal(string(fc.data))
		}
	}
	return false
}

// showsPlist reports a launch agent the skill ships as a file of that
// name, or writes out in full, labelled so (shellcmd.PlistShown).
func (sc *skillContext) showsPlist(base string) bool {
	for _, fc := range sc.files {
		if path.Base(fc.path) == base || shellcmd.PlistShown(fc.data, base) {
			return true
		}
	}
	return false
}

// showsUnit reports a systemd unit the skill ships as a file of that
// name, or names in a file that shows a unit's sections.
func (sc *skillContext) showsUnit(u string) bool {
	for _, fc := range sc.files {
		if path.Base(fc.path) == u {
			return true
		}
		if bytes.Contains(fc.data, []byte(u)) && shellcmd.UnitSections(fc.data) {
			return true
		}
	}
	return false
}

// taskFiles are the skill's files as shellcmd.TasksLocal reads them.
func (sc *skillContext) taskFiles() []shellcmd.File {
	fs := make([]shellcmd.File, len(sc.files))
	for i, fc := range sc.files {
		fs[i] = shellcmd.File{Path: fc.path, Data: fc.data, Markdown: fc.markdown}
	}
	return fs
}

// userTask reports a scheduled task named by a placeholder the user's
// request fills (`com.user.reminder.<slug>.plist`) in a skill that says
// nowhere what a task runs: it ships no script and no task definition,
// and no line gives a program or command for one (ProgramArguments,
// ExecStart, a schtasks /tr), a hidden or temporary path or a URL. What
// the task runs comes from the user, not the skill.
func (m *match) userTask(sc *skillContext) bool {
	if !shellcmd.TaskLine(m.lineText) {
		return false
	}
	for _, fc := range sc.files {
		if !fc.markdown {
			return false
		}
		if shellcmd.TaskBody(fc.data) {
			return false
		}
	}
	return true
}

// declaredTool reports an install script of a package.json that runs
// only tools the package declares (shellcmd.DeclaredTool), or only
// node-gyp on a binding.gyp that runs nothing (installed.GypBuild).
func (m *match) declaredTool(sc *skillContext) bool {
	e := string(m.fc.data[m.start:m.end])
	return shellcmd.DeclaredTool(m.fc.data, e) || installed.GypBuild(sc.taskFiles(), m.fc.path, m.fc.data, e)
}

// agentSandbox reports an agent whose approvals are off but whose own
// sandbox confines what it runs (shellcmd.AgentSandbox): the scope is
// the fenced block holding the match in Markdown, else the whole file.
func (m *match) agentSandbox() bool {
	scope, at := m.fc.data, 0
	if m.fc.markdown {
		m.fc.computeRanges()
		scope = nil
		for _, f := range m.fc.fences {
			if m.start >= f[0] && m.start < f[1] {
				scope, at = m.fc.data[f[0]:f[1]], f[0]
			}
		}
	}
	text, line := string(m.fc.data[m.start:m.end]), logicalLine(m)
	if scope == nil || shellcmd.AgentSandbox(text, line, nil) {
		return shellcmd.AgentSandbox(text, line, scope)
	}
	// The scope's part of the answer, read once per scope (a file of
	// thousands of matches was read once per match): AgentSandbox with
	// no match and no line is that part alone, and with a scope that
	// holds is the match's own part (its exclusions).
	scoped, ok := m.fc.sandboxScopes[at]
	if !ok {
		scoped = shellcmd.AgentSandbox("", "", scope)
		if m.fc.sandboxScopes == nil {
			m.fc.sandboxScopes = map[int]bool{}
		}
		m.fc.sandboxScopes[at] = scoped
	}
	return scoped && shellcmd.AgentSandbox(text, line, sandboxedScope)
}

// sandboxedScope is a scope AgentSandbox holds to be sandboxed.
var sandboxedScope = []byte(`sandbox_mode = "workspace-write"`)

// switchOnly reports a line that edits an agent's settings with jq whose
// filter only sets environment switches (shellcmd.SwitchOnly).
func (m *match) switchOnly() bool { return shellcmd.SwitchOnly(commandText(m)) }

// heredocLocal reports a line that writes a here-document whose body
// runs only local commands (shellcmd.HeredocLocal).
func (m *match) heredocLocal() bool {
	_, _, end := m.fc.line(m.start)
	return shellcmd.HeredocLocal(m.lineText, m.fc.data[min(end+1, len(m.fc.data)):])
}

// inContainer reports a match that is an argument of the command a
// throwaway container runs (shellcmd.InContainer).
func inContainer(m *match) bool {
	return shellcmd.InContainer(logicalLine(m), string(m.fc.data[m.start:m.end]))
}

// logicalLine is the command the match is part of: its line joined with
// the lines a trailing backslash continues (in a script or a fenced
// block), or the inline code span holding it.
func logicalLine(m *match) string {
	fc := m.fc
	if fc.markdown {
		fc.computeRanges()
		if !within(fc.fences, m.start) {
			return commandText(m)
		}
	}
	_, ls, le := fc.line(m.start)
	for ls > 1 && fc.data[ls-2] == '\\' {
		_, ls, _ = fc.line(ls - 2)
	}
	for le < len(fc.data) && le > 0 && fc.data[le-1] == '\\' {
		_, _, le = fc.line(le + 1)
	}
	if le-ls > 4096 {
		return ""
	}
	return string(fc.data[ls:le])
}

// commandText is the shell text of a match: its line, or in Markdown
// prose the inline code span holding the match.
func commandText(m *match) string {
	if !m.fc.markdown {
		return m.lineText
	}
	m.fc.computeRanges()
	if within(m.fc.fences, m.start) {
		return m.lineText
	}
	_, ls, le := m.fc.line(m.start)
	line := m.fc.data[ls:le]
	off := m.start - ls
	open := -1
	for i, c := range line {
		if c != '`' {
			continue
		}
		if open < 0 {
			open = i
			continue
		}
		if open < off && off < i {
			return string(line[open+1 : i])
		}
		open = -1
	}
	return m.lineText
}
