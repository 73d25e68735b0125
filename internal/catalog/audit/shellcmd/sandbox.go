package shellcmd

import (
	"bytes"
	"encoding/json"
	"path"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
	"mvdan.cc/sh/v3/syntax"
)

// Where something runs and who chose it (issue 37, a fourth pass), read
// from the text the audit hands in: an agent with its checks off inside a
// sandbox the skill defines (in_sandbox), a scheduled task whose
// definition the skill shows in full (shown_task) or names only by a
// placeholder the user's request fills (user_task), and an install script
// that runs only tools the package declares (declared_tool).

// ContainerGuarded reports that a script's text before a line (before)
// holds an unindented line that exits unless the script runs in a
// container: a test of /.dockerenv or /run/.containerenv, or of
// $REMOTE_CONTAINERS, $CODESPACES or $DEVCONTAINER, followed by || exit
// (or negated, with then).
func ContainerGuarded(before string) bool {
	// (parseShell trims the text: the offsets are the trimmed text's.)
	prefix := strings.TrimPrefix(strings.TrimSpace(before), "$ ")
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

// SandboxRun reports a sandbox runner's call in the command line s
// (`devcontainer exec`, `docker compose run|exec`, `multipass exec`,
// `vagrant ssh -c`, `limactl shell`) with needle among the arguments of
// the command it runs.
func SandboxRun(s, needle string) bool {
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

// SandboxFile reports a container or VM definition by its name, or a
// file of a .devcontainer folder (what the container's build copies in).
func SandboxFile(p string) bool {
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

var (
	hostAccessRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)--privileged|\bprivileged["']?\s*:\s*true|\b(?:pid|ipc|uts|userns|network_mode|network|net)["']?\s*[:=]\s*["']?host\b|docker\.sock|--cap-add[= ]["']?(?:ALL|SYS_\w+|DAC_\w+|BPF|PERFMON)|cap_add\s*:[^\n]*\b(?:ALL|SYS_\w+)|--device\b|\bdevices\s*:`)
	})
	mountSourceRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)\b(?:source|src)=((?:\$\{[^}\s]*\}|[^,"'\s}])+)` +
			`|(?:^|[\s"'\[,])(?:-v|--volume|--mount)(?:[ =]|"\s*,\s*")["']?([^\s"':,]+):` +
			`|(?m)^\s*-\s*["']?([~/$.][^\s"':]*):[^\s]` +
			`|\bmultipass\s+mount\s+["']?([^\s"']+)` +
			`|\bsynced_folder\s+["']([^"']+)["']`)
	})
)

// HostMounts reports a file's text s that gives a container or VM more
// of the host than the project: a bind mount or synced folder whose
// source is not the working directory (or a path under it) or a named
// volume, the Docker socket, privileged mode, a host namespace, or a
// capability beyond the network's.
func HostMounts(s string) bool {
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

// TaskRefs are the scheduled tasks a command s loads, enables or
// installs: the .plist files of launch agents it names, the systemd
// units a systemctl command names (a timer's service with it), and the
// crontab file it installs ("" none).
func TaskRefs(s string) (plists, units []string, cron string) {
	if strings.Contains(s, "://") {
		// What a command that names a URL installs may be what it
		// fetches, not what the skill shows (fpc11).
		return nil, nil, ""
	}
	plists = plistNameRE().FindAllString(s, -1)
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
	if systemctlRE().MatchString(s) {
		units = append(units, systemctlUnits(s)...)
	}
	if m := crontabFileRE().FindStringSubmatch(s); m != nil {
		cron = m[1]
	}
	return plists, units, cron
}

var (
	plistNameRE   = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`[\w.@-]+\.plist\b`) })
	systemctlRE   = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\bsystemctl\b`) })
	crontabFileRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`\bcrontab\s+(?:-u\s+\S+\s+)?["']?([\w./~-]+\.(?:txt|cron|crontab))\b`)
	})
)

// CronFileLocal reports a crontab file's text every entry of which runs
// what localText accepts, with one entry at least; comments, blank lines
// and MAILTO are allowed, no other variable.
func CronFileLocal(data string) bool {
	n := 0
	for _, l := range strings.Split(data, "\n") {
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

// UnitSections reports a file's text that shows a systemd unit's
// sections ([Service], [Timer], [Path], [Socket]).
func UnitSections(data []byte) bool { return unitSectionRE().Match(data) }

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
	if shellRE().MatchString(prog) && len(rest) == 2 && loginCommandRE().MatchString(rest[0]) {
		if !strings.ContainsAny(rest[1], " \t;&|<>()`$\"'\\*?[") {
			// zsh -lc PROGRAM: a login shell that runs one program by its
			// name or path (launchd gives no login environment) runs what
			// that program would.
			return installedArgv(rest[1:])
		}
		// zsh -lc 'brew update && brew upgrade': a list of commands,
		// judged as a cron entry's text is (installed programs by name,
		// nothing fetched, decoded, inline or hidden).
		return localText(rest[1])
	}
	if prog == "find" && slices.ContainsFunc(rest, func(a string) bool { return strings.HasPrefix(a, "-exec") || strings.HasPrefix(a, "-ok") }) {
		return false
	}
	if (prog == "docker" || prog == "podman") && prunes(rest) || composeRuns(prog, rest) {
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

var (
	shellRELazy        lazyre.RE
	loginCommandRELazy lazyre.RE
)

// PlistProgramsLocal counts the programs a file's text gives launch
// agents to run (ProgramArguments or Program, in a .plist or written out
// in another file); ok is false when one of them is not an installed
// program run as localText would accept it.
func PlistProgramsLocal(data string) (n int, ok bool) {
	for _, p := range plistProgramRE().FindAllStringSubmatch(data, -1) {
		var argv []string
		for _, s := range plistStringRE().FindAllStringSubmatch(p[2], -1) {
			argv = append(argv, strings.TrimSpace(xmlUnescape.Replace(s[1])))
		}
		if !installedArgv(argv) {
			return n, false
		}
		n++
	}
	return n, true
}

var xmlUnescape = strings.NewReplacer("&quot;", `"`, "&apos;", "'", "&lt;", "<", "&gt;", ">", "&amp;", "&")

// UnitExecsLocal counts the Exec…= lines of a file's text; ok is false
// when one of them does not run an installed program with literal
// arguments.
func UnitExecsLocal(data string) (n int, ok bool) {
	for _, e := range execLineRE().FindAllStringSubmatch(data, -1) {
		v := strings.TrimLeft(strings.TrimSpace(e[1]), "-@:+!")
		f := parseShell(v)
		if f == nil || len(f.Stmts) != 1 {
			return n, false
		}
		call, ok := f.Stmts[0].Cmd.(*syntax.CallExpr)
		if !ok || len(f.Stmts[0].Redirs) > 0 {
			return n, false
		}
		var argv []string
		for _, w := range call.Args {
			s, ok := lit(w)
			if !ok {
				return n, false
			}
			argv = append(argv, s)
		}
		if !installedArgv(argv) {
			return n, false
		}
		n++
	}
	return n, true
}

// TaskLine reports a line naming a scheduled task by a placeholder the
// user's request fills (`com.user.reminder.<slug>.plist`), with no URL
// and no hidden or temporary path.
func TaskLine(line string) bool {
	if !taskNameRE().MatchString(line) || strings.Contains(line, "://") {
		return false
	}
	for _, w := range strings.Fields(line) {
		if badPath(strings.Trim(w, "`'\"(),.;:")) && !taskNameRE().MatchString(w) {
			return false
		}
	}
	return true
}

// TaskBody reports a file's text that gives a program or command for a
// task (ProgramArguments, ExecStart, a schtasks /tr, RunAtLoad…).
func TaskBody(data []byte) bool { return taskBodyRE().Match(data) }

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

// DeclaredTool reports an install script of a package.json (pkgJSON,
// the file; entry, the matched `"name": "script"` text) that, parsed as
// shell, runs only programs by name (localText) each of which the same
// package.json declares from the registry (a version range: not a URL,
// git, file, link or tarball) wherever it names it (optionalDependencies
// overrides dependencies in npm): code installing the package fetches.
func DeclaredTool(pkgJSON []byte, entry string) bool {
	var top map[string]json.RawMessage // npm's keys as npm spells them, not folded
	if json.Unmarshal(pkgJSON, &top) != nil {
		return false
	}
	deps := make([]map[string]string, 3)
	for i, k := range []string{"optionalDependencies", "dependencies", "devDependencies"} {
		json.Unmarshal(top[k], &deps[i]) // absent, or not an object of strings: what decodes
	}
	var script string
	if sm := scriptValueRE().FindStringSubmatch(entry); sm != nil {
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
		ok = false // every spec npm may take for the name is the registry's (fix15)
		for _, d := range deps {
			if v, in := d[name]; in {
				if ok = registryRangeRE().MatchString(v); !ok {
					return false
				}
			}
		}
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

// AgentSandbox reports an agent whose approvals are off but whose own
// sandbox confines what it runs: Gemini CLI given --sandbox (-s) in the
// same command, or Codex with a workspace-write or read-only sandbox in
// the same command, the same fenced block or the same config file. The
// flags that turn the sandbox off with the approvals
// (--dangerously-bypass-approvals-and-sandbox, Codex's --yolo,
// danger-full-access) never hold.
//
// match is the text that turns the approvals off, line the command it is
// part of; scope is the fenced block or config file holding it (nil:
// none).
func AgentSandbox(match, line string, scope []byte) bool {
	needle := strings.ToLower(match)
	if strings.Contains(needle, "sandbox") || strings.Contains(needle, "danger-full-access") {
		return false
	}
	if strings.HasPrefix(needle, "--yolo") && codexRE().MatchString(line) {
		return false
	}
	if geminiSandboxRE().MatchString(line) || codexSandboxRE().MatchString(line) {
		return true
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

// SwitchOnly reports a command line that edits an agent's settings with jq whose
// filter only sets environment switches (`.env.NAME = "1"`, a number,
// true or false, yes or no, on or off): no permission, hook, server or
// address.
func SwitchOnly(s string) bool {
	f := parseShell(s)
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

func shellRE() *regexp.Regexp { return shellRELazy.Get(`^(?:ba|z|da|k)?sh$`) }

func loginCommandRE() *regexp.Regexp { return loginCommandRELazy.Get(`^-l?cl?$`) }

// ConfinedFlag reports a skill that ships, as a file of its own, a
// container definition (SandboxFile) or a CI job (ci, by its format) that
// uses flag — or ships a container definition and runs the agent with
// the flag in its Markdown only through a sandbox runner
// (runsInSandbox) — and no file giving a container more of the host than
// the project (HostMounts): the skill's own Markdown naming the flag then
// describes the use the skill confines, whatever its sentence says.
func ConfinedFlag(files []File, flag string, ci func(string, []byte) bool) bool {
	flag = strings.ToLower(flag)
	used, ran, shipped := false, false, false
	for _, f := range files {
		if HostMounts(string(f.Data)) {
			return false
		}
		if !f.Markdown && (SandboxFile(f.Path) || ci(f.Path, f.Data)) && usesFlag(string(f.Data), flag) {
			used = true
		}
		shipped = shipped || !f.Markdown && SandboxFile(f.Path)
		ran = ran || f.Markdown && runsInSandbox(string(f.Data), flag)
	}
	return used || ran && shipped
}

// usesFlag reports flag (lower-case) on a line of data that is not a
// comment: a "# --flag" says nothing about what the container runs.
func usesFlag(data, flag string) bool {
	for l := range strings.Lines(strings.ToLower(data)) {
		if t := strings.TrimSpace(l); !strings.HasPrefix(t, "#") && !strings.HasPrefix(t, "//") && strings.Contains(t, flag) {
			return true
		}
	}
	return false
}
