package audit

import (
	"bytes"
	"encoding/json"
	"path"
	"regexp"
	"slices"
	"strings"
	"sync"

	"mvdan.cc/sh/v3/syntax"
)

// Contexts of where something runs and who chose it (issue 37, a fourth
// pass): an agent with its checks off inside a sandbox the skill defines
// (in_sandbox), a scheduled task whose definition the skill shows in full
// (shown_task) or names only by a placeholder the user's request fills
// (user_task), and an install script that runs only tools the package
// declares (declared_tool).

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
	if sc.hostMounts() {
		return false
	}
	if sandboxRun(logicalLine(m), string(m.fc.data[m.start:m.end])) {
		return true
	}
	if !m.fc.markdown && containerGuarded(m) {
		return true
	}
	if !sc.shipsSandbox() {
		return false
	}
	if sandboxFile(m.fc.path) {
		return true
	}
	if !m.fc.markdown {
		return false
	}
	m.fc.computeRanges()
	return sandboxPlaceRE().MatchString(m.lineText) || sandboxPlaceRE().MatchString(m.fc.headings[m.line-1]) ||
		sandboxPlaceRE().MatchString(leadIn(m))
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
// that exits unless the script runs in a container: a test of
// /.dockerenv or /run/.containerenv, or of $REMOTE_CONTAINERS,
// $CODESPACES or $DEVCONTAINER, followed by || exit (or negated, with
// then).
func containerGuarded(m *match) bool {
	_, ls, _ := m.fc.line(m.start)
	// (parseShell trims the text: the offsets are the trimmed text's.)
	prefix := strings.TrimPrefix(strings.TrimSpace(string(m.fc.data[:ls])), "$ ")
	f := parseShell(prefix)
	if f == nil {
		return false
	}
	// Top-level statements only: a guard in a function, a string or a
	// here-document guards nothing.
	for _, st := range f.Stmts {
		t := prefix[st.Pos().Offset():st.End().Offset()]
		if !containerGuardRE().MatchString(t) {
			continue
		}
		// An if must exit in its then, with no other branch.
		if _, isIf := st.Cmd.(*syntax.IfClause); !isIf || exitOnlyRE().MatchString(t) && !elseRE().MatchString(t) {
			return true
		}
	}
	return false
}

var (
	exitOnlyRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\bexit\b`) })
	elseRE     = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\b(?:else|elif)\b`) })
)

var containerGuardRE = sync.OnceValue(func() *regexp.Regexp {
	const test = `(?:-[ef]\s+["']?/(?:\.dockerenv|run/\.containerenv)["']?|-n\s+["']?\$\{?(?:REMOTE_CONTAINERS|CODESPACES|DEVCONTAINER)\}?["']?)`
	return regexp.MustCompile(`^\s*(?:\[\[?\s*` + test + `\s*\]\]?\s*\|\|\s*\{?\s*(?:(?:echo|printf)[^\n;|]*;\s*)?exit\b|if\s+!\s*\[\[?\s*` + test + `\s*\]\]?\s*;\s*then|if\s+\[\[?\s*!\s+` + test + `\s*\]\]?\s*;\s*then)`)
})

// sandboxPlaceRE: words that place a line in the container or VM.
var sandboxPlaceRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)\b(?:in|inside|within|from)\s+(?:the|this|a|an|your|its)\s+(?:[\w-]+\s+){0,2}?(?:dev\s*container|container|sandbox|vm|virtual machine|codespace)s?\b`)
})

// sandboxRun reports a sandbox runner's call with needle among the
// arguments of the command it runs.
func sandboxRun(s, needle string) bool {
	f := parseShell(s)
	if f == nil {
		return false
	}
	found := false
	syntax.Walk(f, func(n syntax.Node) bool {
		call, ok := n.(*syntax.CallExpr)
		if found || !ok {
			return !found
		}
		words := make([]string, len(call.Args))
		for i, w := range call.Args {
			words[i] = unquote.Replace(s[w.Pos().Offset():w.End().Offset()])
		}
		for len(words) > 0 && (words[0] == "exec" || words[0] == "command" || words[0] == "nohup") {
			words = words[1:]
		}
		if k := runnerArgs(words); k > 0 {
			for _, w := range words[k:] {
				if strings.Contains(w, needle) {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// runnerArgs is the index of the first word after a sandbox runner's own
// verb (0: not a runner).
func runnerArgs(w []string) int {
	at := func(i int, vs ...string) bool { return i < len(w) && slices.Contains(vs, w[i]) }
	if len(w) == 0 {
		return 0
	}
	switch path.Base(w[0]) {
	case "devcontainer":
		if at(1, "exec") {
			return 2
		}
	case "docker", "podman":
		if at(1, "compose") && at(2, "run", "exec") {
			return 3
		}
	case "docker-compose", "podman-compose":
		if at(1, "run", "exec") {
			return 2
		}
	case "multipass":
		if at(1, "exec") {
			return 2
		}
	case "vagrant":
		if at(1, "ssh") {
			return 2
		}
	case "limactl":
		if at(1, "shell") {
			return 2
		}
	}
	return 0
}

// sandboxFile reports a container or VM definition by its name, or a
// file of a .devcontainer folder (what the container's build copies in).
func sandboxFile(p string) bool {
	if strings.Contains("/"+p, "/.devcontainer/") {
		return true
	}
	switch b := strings.ToLower(path.Base(p)); b {
	case "devcontainer.json", ".devcontainer.json", "dockerfile", "containerfile", "vagrantfile",
		"compose.yaml", "compose.yml", "docker-compose.yaml", "docker-compose.yml":
		return true
	default:
		return strings.HasSuffix(b, ".dockerfile")
	}
}

// shipsSandbox reports a skill that ships a container or VM definition.
func (sc *skillContext) shipsSandbox() bool {
	for _, fc := range sc.files {
		if sandboxFile(fc.path) {
			return true
		}
	}
	return false
}

// hostMounts reports a file of the skill that gives a container or VM
// more of the host than the project: a bind mount or synced folder whose
// source is not the working directory (or a path under it) or a named
// volume, the Docker socket, privileged mode, a host namespace, or a
// capability beyond the network's.
func (sc *skillContext) hostMounts() bool {
	if sc.mounts == 0 {
		sc.mounts = 1
		for _, fc := range sc.files {
			if hostMountsIn(string(fc.data)) {
				sc.mounts = 2
				break
			}
		}
	}
	return sc.mounts == 2
}

var (
	hostAccessRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)--privileged|\bprivileged["']?\s*:\s*true|\b(?:pid|ipc|uts|userns|network_mode|network|net)["']?\s*[:=]\s*["']?host\b|docker\.sock|--cap-add[= ]["']?(?:ALL|SYS_\w+|DAC_\w+|BPF|PERFMON)|cap_add\s*:[^\n]*\b(?:ALL|SYS_\w+)|--device\b|\bdevices\s*:`)
	})
	mountSourceRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)\b(?:source|src)=([^,"'\s}]+)` +
			`|(?:^|[\s"'\[,])(?:-v|--volume|--mount)(?:[ =]|"\s*,\s*")["']?([^\s"':,]+):` +
			`|(?m)^\s*-\s*["']?([~/$.][^\s"':]*):[^\s]` +
			`|\bmultipass\s+mount\s+["']?([^\s"']+)` +
			`|\bsynced_folder\s+["']([^"']+)["']`)
	})
)

func hostMountsIn(s string) bool {
	if hostAccessRE().MatchString(s) {
		return true
	}
	for _, m := range mountSourceRE().FindAllStringSubmatch(s, -1) {
		for _, src := range m[1:] {
			if src == "" {
				continue
			}
			src = strings.NewReplacer("${localWorkspaceFolder}", ".", "${containerWorkspaceFolder}", ".").Replace(src)
			if !projectSource(src) {
				return true
			}
		}
	}
	return false
}

// shownTask reports a command that loads, enables or installs a
// scheduled task whose whole definition the skill ships or shows and
// whose programs are installed ones run with literal arguments (no URL,
// no hidden or temporary path, no interpreter given code): a launch
// agent whose .plist the skill carries or writes out in full, a systemd
// user unit the skill shows, a crontab file the skill ships.
func (m *match) shownTask(sc *skillContext) bool {
	s := commandText(m)
	plists := plistNameRE().FindAllString(s, -1)
	var units []string
	if systemctlRE().MatchString(s) {
		for _, w := range strings.Fields(s) {
			w = strings.Trim(w, "`'\"")
			if unitNameRE().MatchString(w) {
				units = append(units, w)
				if b, ok := strings.CutSuffix(w, ".timer"); ok {
					units = append(units, b+".service")
				}
			}
		}
	}
	cron := crontabFileRE().FindStringSubmatch(s)
	switch {
	case len(plists) > 0:
		for _, p := range plists {
			if !sc.showsPlist(path.Base(p)) {
				return false
			}
		}
		return sc.plistsLocal()
	case len(units) > 0:
		for _, u := range units {
			if !sc.showsUnit(u) {
				return false
			}
		}
		return sc.unitsLocal()
	case cron != nil:
		return sc.cronFileLocal(path.Base(cron[1]))
	}
	return false
}

var (
	plistNameRE   = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`[\w.@-]+\.plist\b`) })
	systemctlRE   = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\bsystemctl\b`) })
	crontabFileRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`\bcrontab\s+(?:-u\s+\S+\s+)?["']?([\w./~-]+\.(?:txt|cron|crontab))\b`)
	})
)

// cronFileLocal reports a crontab file the skill ships (by its base
// name) every entry of which runs what localText accepts; comments,
// blank lines and MAILTO are allowed, no other variable.
func (sc *skillContext) cronFileLocal(base string) bool {
	for _, fc := range sc.files {
		if path.Base(fc.path) != base {
			continue
		}
		n := 0
		for _, l := range strings.Split(string(fc.data), "\n") {
			l = strings.TrimSpace(l)
			if l == "" || strings.HasPrefix(l, "#") || strings.HasPrefix(l, "MAILTO=") {
				continue
			}
			e := cronScheduleRE().ReplaceAllString(l, "")
			if e == l || !localText(e) {
				return false
			}
			n++
		}
		return n > 0
	}
	return false
}

// showsPlist reports a launch agent the skill ships as a file of that
// name, or writes out in full in a file that names it.
func (sc *skillContext) showsPlist(base string) bool {
	for _, fc := range sc.files {
		if path.Base(fc.path) == base || bytes.Contains(fc.data, []byte(base)) && bytes.Contains(fc.data, []byte("<plist")) {
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
		if bytes.Contains(fc.data, []byte(u)) && unitSectionRE().Match(fc.data) {
			return true
		}
	}
	return false
}

var (
	unitNameRE     = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[\w@.-]+\.(?:service|timer|path|socket)$`) })
	unitSectionRE  = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?m)^\s*\[(?:Service|Timer|Path|Socket)\]\s*$`) })
	plistProgramRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?s)<key>\s*(ProgramArguments|Program)\s*</key>\s*(<array>.*?</array>|<string>.*?</string>)`)
	})
	plistStringRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?s)<string>(.*?)</string>`)
	})
	execLineRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?m)^\s*Exec(?:Start|StartPre|StartPost|Stop|StopPost|Reload|Condition)\s*=\s*(.*)$`)
	})
)

// systemBin: directories of installed programs only root writes to
// (/usr/local/bin and Homebrew's bin are the user's on many Macs: a
// program dropped there is not an installed one).
var systemBin = []string{"/usr/bin/", "/bin/", "/usr/sbin/", "/sbin/"}

// installedArgv reports an argument vector that runs an installed
// program (by name, or by a path in a system directory) as localText
// would accept it; osascript may show a notification or dialog but not
// run a script.
func installedArgv(argv []string) bool {
	if len(argv) == 0 {
		return false
	}
	prog := argv[0]
	if strings.Contains(prog, "/") {
		b, ok := systemProgram(prog)
		if !ok {
			return false
		}
		prog = b
	}
	rest := argv[1:]
	if prog == "find" && slices.ContainsFunc(rest, func(a string) bool { return strings.HasPrefix(a, "-exec") || strings.HasPrefix(a, "-ok") }) {
		return false
	}
	if (prog == "docker" || prog == "podman") && prunes(rest) {
		return true
	}
	if prog == "osascript" {
		for _, a := range rest {
			if strings.Contains(strings.ToLower(a), "script") || strings.Contains(a, "://") {
				return false
			}
		}
		return true
	}
	for _, a := range rest {
		if strings.Contains(a, "://") || badPath(a) {
			return false
		}
	}
	q := make([]string, len(argv))
	q[0] = prog
	for i, a := range rest {
		q[i+1] = "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
	}
	return localText(strings.Join(q, " "))
}

// plistsLocal reports that every .plist of the skill names what it runs,
// and every program a launch agent of the skill (in a .plist or written
// out in another file) runs is installed.
func (sc *skillContext) plistsLocal() bool {
	n := 0
	for _, fc := range sc.files {
		ps := plistProgramRE().FindAllStringSubmatch(string(fc.data), -1)
		if len(ps) == 0 && strings.HasSuffix(fc.path, ".plist") {
			return false
		}
		for _, p := range ps {
			var argv []string
			for _, s := range plistStringRE().FindAllStringSubmatch(p[2], -1) {
				argv = append(argv, strings.TrimSpace(xmlUnescape.Replace(s[1])))
			}
			if !installedArgv(argv) {
				return false
			}
			n++
		}
	}
	return n > 0
}

var xmlUnescape = strings.NewReplacer("&quot;", `"`, "&apos;", "'", "&lt;", "<", "&gt;", ">", "&amp;", "&")

// unitsLocal reports that the skill shows systemd units (some file holds
// an Exec…= line) and every Exec…= line of every file runs an installed
// program.
func (sc *skillContext) unitsLocal() bool {
	n := 0
	for _, fc := range sc.files {
		for _, e := range execLineRE().FindAllStringSubmatch(string(fc.data), -1) {
			v := strings.TrimLeft(strings.TrimSpace(e[1]), "-@:+!")
			f := parseShell(v)
			if f == nil || len(f.Stmts) != 1 {
				return false
			}
			call, ok := f.Stmts[0].Cmd.(*syntax.CallExpr)
			if !ok || len(f.Stmts[0].Redirs) > 0 {
				return false
			}
			var argv []string
			for _, w := range call.Args {
				s, ok := lit(w)
				if !ok {
					return false
				}
				argv = append(argv, s)
			}
			if !installedArgv(argv) {
				return false
			}
			n++
		}
	}
	return n > 0
}

// userTask reports a scheduled task named by a placeholder the user's
// request fills (`com.user.reminder.<slug>.plist`) in a skill that says
// nowhere what a task runs: it ships no script and no task definition,
// and no line gives a program or command for one (ProgramArguments,
// ExecStart, a schtasks /tr), a hidden or temporary path or a URL. What
// the task runs comes from the user, not the skill.
func (m *match) userTask(sc *skillContext) bool {
	if !taskNameRE().MatchString(m.lineText) || strings.Contains(m.lineText, "://") {
		return false
	}
	for _, w := range strings.Fields(m.lineText) {
		if badPath(strings.Trim(w, "`'\"(),.;:")) && !taskNameRE().MatchString(w) {
			return false
		}
	}
	for _, fc := range sc.files {
		if !fc.markdown {
			return false
		}
		if taskBodyRE().Match(fc.data) {
			return false
		}
	}
	return true
}

var (
	// taskNameRE: a launch agent's, unit's or task's name holding a
	// placeholder.
	taskNameRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`[^\s` + "`" + `]*(?:<[\w-]+>|\{[\w-]+\})[^\s` + "`" + `]*\.(?:plist|service|timer)\b`)
	})
	taskBodyRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)ProgramArguments|<key>\s*Program\s*</key>|\bExec(?:Start|Stop)\w*\s*=|/tr\s|\bRunAtLoad\b|\bKeepAlive\b`)
	})
)

// declaredTool reports an install script of a package.json that, parsed
// as shell, runs only programs by name (localText) each of which the same
// package.json declares as a dependency from the registry (a version
// range: not a URL, git, file, link or tarball): what it runs is code
// that installing the package fetches anyway.
func (m *match) declaredTool() bool {
	var pkg struct {
		Dependencies         map[string]string `json:"dependencies"`
		DevDependencies      map[string]string `json:"devDependencies"`
		OptionalDependencies map[string]string `json:"optionalDependencies"`
	}
	if json.Unmarshal(m.fc.data, &pkg) != nil {
		return false
	}
	var script string
	if sm := scriptValueRE().FindStringSubmatch(string(m.fc.data[m.start:m.end])); sm != nil {
		if json.Unmarshal([]byte(`"`+sm[1]+`"`), &script) != nil {
			return false
		}
	}
	if script == "" || !localText(script) {
		return false
	}
	f := parseShell(script)
	if f == nil {
		return false
	}
	ok := true
	syntax.Walk(f, func(n syntax.Node) bool {
		call, isCall := n.(*syntax.CallExpr)
		if !ok || !isCall || len(call.Args) == 0 {
			return ok
		}
		name, _ := lit(call.Args[0])
		v := pkg.Dependencies[name]
		if v == "" {
			v = pkg.DevDependencies[name]
		}
		if v == "" {
			v = pkg.OptionalDependencies[name]
		}
		ok = registryRangeRE().MatchString(v)
		return ok
	})
	return ok
}

var (
	scriptValueRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`:\s*"((?:[^"\\]|\\.)*)"$`)
	})
	// registryRangeRE: a version or range from the registry (^1.2.3,
	// ~1.2, >=1 <2, 1.x, *, latest), not a URL, path, git or alias.
	registryRangeRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^(?:[~^<>=v\s]*\d[\w.+-]*(?:\s*(?:\|\||-|\s)\s*[~^<>=v]*\d[\w.+-]*)*|\d+\.x(?:\.x)?|\*|latest)$`)
	})
)

// agentSandbox reports an agent whose approvals are off but whose own
// sandbox confines what it runs: Gemini CLI given --sandbox (-s) in the
// same command, or Codex with a workspace-write or read-only sandbox in
// the same command, the same fenced block or the same config file. The
// flags that turn the sandbox off with the approvals
// (--dangerously-bypass-approvals-and-sandbox, Codex's --yolo,
// danger-full-access) never hold.
func (m *match) agentSandbox() bool {
	needle := strings.ToLower(string(m.fc.data[m.start:m.end]))
	if strings.Contains(needle, "sandbox") || strings.Contains(needle, "danger-full-access") {
		return false
	}
	line := logicalLine(m)
	if strings.HasPrefix(needle, "--yolo") && codexRE().MatchString(line) {
		return false
	}
	if geminiSandboxRE().MatchString(line) || codexSandboxRE().MatchString(line) {
		return true
	}
	scope := m.fc.data
	if m.fc.markdown {
		m.fc.computeRanges()
		scope = nil
		for _, f := range m.fc.fences {
			if m.start >= f[0] && m.start < f[1] {
				scope = m.fc.data[f[0]:f[1]]
			}
		}
	}
	return scope != nil && sandboxModeRE().Match(scope) && !bytes.Contains(bytes.ToLower(scope), []byte("danger-full-access"))
}

var (
	codexRE         = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\bcodex\b`) })
	geminiSandboxRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`\bgemini\b[^\n|;&]*\s(?:--sandbox(?:=true)?|-s)(?:\s|$)`)
	})
	codexSandboxRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`\bcodex\b[^\n|;&]*\s(?:--sandbox|-s)[ =](?:workspace-write|read-only)\b`)
	})
	sandboxModeRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?m)^\s*sandbox_mode\s*=\s*"(?:workspace-write|read-only)"`)
	})
)

// switchOnly reports a line that edits an agent's settings with jq whose
// filter only sets environment switches (`.env.NAME = "1"`, a number,
// true or false, yes or no, on or off): no permission, hook, server or
// address.
func (m *match) switchOnly() bool {
	f := parseShell(commandText(m))
	if f == nil {
		return false
	}
	found, ok := false, true
	syntax.Walk(f, func(n syntax.Node) bool {
		call, isCall := n.(*syntax.CallExpr)
		if !isCall || len(call.Args) < 2 {
			return true
		}
		if name, _ := lit(call.Args[0]); name != "jq" {
			return true
		}
		for _, a := range call.Args[1:] {
			v, lok := lit(a)
			if !lok {
				ok = false
				continue
			}
			if strings.HasPrefix(v, "-") || !strings.HasPrefix(strings.TrimSpace(v), ".") {
				continue // a flag or the file
			}
			for _, part := range strings.Split(v, "|") {
				sm := envSwitchRE().FindStringSubmatch(strings.TrimSpace(part))
				if sm == nil || !flagValueRE().MatchString(sm[1]) {
					ok = false
				}
			}
			found = true
		}
		return true
	})
	return found && ok
}

var envSwitchRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^\.env\.[A-Za-z_][A-Za-z0-9_]*\s*=\s*"?([^"\s]*)"?$`)
})

// prunes reports docker's (or podman's) arguments that only remove what
// is unused: `image prune`, `system prune`, `container prune` and the
// like, with flags and filters but nothing to run.
func prunes(args []string) bool {
	if len(args) < 2 || args[1] != "prune" {
		return false
	}
	switch args[0] {
	case "image", "container", "volume", "network", "system", "builder", "buildx":
	default:
		return false
	}
	for _, a := range args[2:] {
		if !strings.HasPrefix(a, "-") && !strings.Contains(a, "=") {
			return false
		}
	}
	return true
}
