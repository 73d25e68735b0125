// Package shellcmd reads the command on a line as shell (mvdan.cc/sh)
// to judge its shape: whether it only reads, only undoes a scheduled
// task, persists only local commands, runs inside a throwaway container
// or a sandbox that sees nothing of the host beyond the project; and the
// task definitions, package scripts and container files a skill ships,
// judged the same way. The audit's conditions (read_only, local_command,
// undoes, in_container, in_sandbox, shown_task, user_task, declared_tool)
// ask it. It is a leaf: text in, yes or no out.
package shellcmd

import (
	"path"
	"regexp"
	"strings"
	"sync"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
	"mvdan.cc/sh/v3/syntax"
)

// Two conditions read the command on a line as shell (mvdan.cc/sh), not
// as words: read_only (the command only looks: grep over the cron
// directories is forensics, not a scheduled task) and local_command (what
// a line persists — the text it appends to a shell start-up file or
// installs as a cron entry — is shown in full and runs only installed
// programs by name: nothing fetched, decoded, inline interpreter code,
// run from a path, put in the background, or defined as an alias,
// function or variable). Both come from the command's structure; what the
// skill says around it does not count.

var shellParser = sync.Pool{New: func() any { return syntax.NewParser(syntax.Variant(syntax.LangBash)) }}

// parseShell parses one command line; nil when it is not shell.
func parseShell(s string) *syntax.File {
	s = strings.TrimSpace(s)
	s = strings.TrimPrefix(s, "$ ")
	if s == "" || len(s) > 4096 {
		return nil
	}
	p := shellParser.Get().(*syntax.Parser)
	defer shellParser.Put(p)
	f, err := p.Parse(strings.NewReader(s), "")
	if err != nil || len(f.Stmts) == 0 {
		return nil
	}
	return f
}

// lit is a word's value when it is literal (quotes removed), else "".
// litCall reads a call whose command name is a literal: the name, and its
// arguments joined by spaces with "?" for each that is not a literal.
func litCall(n *syntax.CallExpr) (name, rest string, ok bool) {
	name, ok = lit(n.Args[0])
	if !ok {
		return "", "", false
	}
	args := make([]string, 0, len(n.Args)-1)
	for _, a := range n.Args[1:] {
		v, aok := lit(a)
		if !aok {
			v = "?"
		}
		args = append(args, v)
	}
	return name, strings.Join(args, " "), true
}

func lit(w *syntax.Word) (string, bool) {
	var b strings.Builder
	for _, p := range w.Parts {
		switch p := p.(type) {
		case *syntax.Lit:
			b.WriteString(p.Value)
		case *syntax.SglQuoted:
			b.WriteString(p.Value)
		case *syntax.DblQuoted:
			for _, q := range p.Parts {
				l, ok := q.(*syntax.Lit)
				if !ok {
					return "", false
				}
				b.WriteString(dquoteEscapes.Replace(l.Value))
			}
		default:
			return "", false
		}
	}
	return b.String(), true
}

// dquoteEscapes are the backslash escapes a double-quoted string drops.
var dquoteEscapes = strings.NewReplacer(`\$`, `$`, `\"`, `"`, "\\`", "`", `\\`, `\`)

// readOnlyTools only read what they are given.
var readOnlyTools = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"grep": true, "egrep": true, "fgrep": true, "zgrep": true, "rg": true, "ag": true, "cat": true,
		"ls": true, "find": true, "head": true, "tail": true, "stat": true, "file": true, "wc": true, "sort": true, "uniq": true,
		"cut": true, "less": true, "more": true, "diff": true, "ps": true, "ss": true, "netstat": true, "lsof": true, "journalctl": true,
		"readlink": true, "realpath": true, "plutil": true, "defaults": true, "strings": true,
		// They print to the terminal, test or name what is there; a
		// redirect or a pipe into a writer is judged on its own.
		"echo": true, "printf": true, "[": true, "test": true, "true": true, "uname": true, "uptime": true,
		"id": true, "whoami": true, "hostname": true, "date": true}
})

// readOnlyArgs are the sub-commands that only read, of tools that also write.
var readOnlyArgs = sync.OnceValue(func() map[string]*regexp.Regexp {
	return map[string]*regexp.Regexp{
		"crontab":   regexp.MustCompile(`^-l(?: -u \S+)?$|^-u \S+ -l$`),
		"systemctl": regexp.MustCompile(`^(?:--user )?(?:status|list-timers|list-units|list-unit-files|cat|is-enabled|is-active|show)\b`),
		"launchctl": regexp.MustCompile(`^(?:list|print|blame)\b`),
		"schtasks":  regexp.MustCompile(`(?i)^/query\b`),
		"reg":       regexp.MustCompile(`(?i)^query\b`),
		"defaults":  regexp.MustCompile(`^read\b`),
		"plutil":    regexp.MustCompile(`^-p\b`),
	}
})

// findActionRE are find's actions that run or change something.
var findActionRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?:^| )-(?:exec|execdir|ok|okdir|delete|fprint\w*|fls)\b`)
})

// ReadOnly reports a command line that only reads: every command a
// read-only tool (find without -exec or -delete; crontab -l, systemctl
// status…), output redirected nowhere but /dev/null, no substitution,
// nothing in the background. A for loop over literal words or globs, a
// { …; } group and a [[ test ]] only arrange such commands (a triage
// script's loop printing each cron file): what they run is judged, and
// a redirect of the group is one of its own.
func ReadOnly(s string) bool {
	f := parseShell(s)
	if f == nil {
		return false
	}
	ok := true
	syntax.Walk(f, func(n syntax.Node) bool {
		if !ok {
			return false
		}
		switch n := n.(type) {
		case *syntax.Stmt:
			if n.Background || n.Coprocess {
				ok = false
			}
			for _, r := range n.Redirs {
				if r.Op == syntax.RdrIn || r.Op == syntax.DplOut || r.Op == syntax.DplIn || r.Op == syntax.Hdoc || r.Op == syntax.DashHdoc || r.Op == syntax.WordHdoc {
					continue
				}
				if v, lok := lit(r.Word); (!lok || v != "/dev/null") && (!reportFile(n, r) || setOnLine(f, r.Word)) {
					ok = false
				}
			}
		case *syntax.CallExpr:
			if len(n.Assigns) > 0 || len(n.Args) == 0 {
				ok = false
				break
			}
			name, rest, lok := litCall(n)
			if !lok {
				ok = false
				break
			}
			if re, has := readOnlyArgs()[name]; has {
				ok = re.MatchString(rest)
				break
			}
			if !readOnlyTools()[name] {
				ok = false
				break
			}
			if name == "find" && findActionRE().MatchString(rest) {
				ok = false
			}
		case *syntax.BinaryCmd, *syntax.Block, *syntax.TestClause:
			// pipes and && / || between read-only commands
		case *syntax.ForClause:
			_, words := n.Loop.(*syntax.WordIter)
			ok = words && !n.Select
		case *syntax.CmdSubst, *syntax.ProcSubst, *syntax.FuncDecl, *syntax.DeclClause, *syntax.ArithmCmd,
			*syntax.Subshell, *syntax.IfClause, *syntax.WhileClause, *syntax.CaseClause:
			ok = false
		}
		return ok
	})
	return ok
}

// persisted is the text a line appends to a start-up file or installs
// as a cron entry: the literal arguments of its echo or printf, a cron
// entry's schedule removed; for schtasks, the command of the task (/tr). "" when the line persists nothing it shows.
func persisted(s string) string {
	f := parseShell(s)
	if f == nil {
		return ""
	}
	var parts []string
	syntax.Walk(f, func(n syntax.Node) bool {
		c, ok := n.(*syntax.CallExpr)
		if !ok || len(c.Args) < 2 {
			return true
		}
		name, _ := lit(c.Args[0])
		if n := strings.ToLower(strings.TrimSuffix(strings.ToLower(name), ".exe")); n == "schtasks" {
			// The task's command: the value of /tr.
			for i := 1; i+1 < len(c.Args); i++ {
				if f, _ := lit(c.Args[i]); strings.EqualFold(f, "/tr") {
					v, ok := lit(c.Args[i+1])
					if !ok {
						v = "\x00"
					}
					parts = append(parts, v)
				}
			}
			return true
		}
		if name == "printf" {
			parts = append(parts, printfArgs(c.Args[1:]))
			return true
		}
		if name != "echo" {
			return true
		}
		for _, a := range c.Args[1:] {
			v, ok := litHome(a)
			if !ok {
				parts = append(parts, "\x00") // text built at run time: not shown
				continue
			}
			if strings.HasPrefix(v, "-") && !strings.Contains(v, " ") {
				continue // echo -e, printf's flags
			}
			parts = append(parts, v)
		}
		return true
	})
	out := strings.Join(parts, "\n")
	if strings.Contains(out, "\x00") {
		return ""
	}
	return out
}

// printfArgs is the text printf prints for its arguments (printfText),
// "\x00" when it is built at run time or not shown as written (-v, a
// conversion other than %s).
func printfArgs(args []*syntax.Word) string {
	var lits []string
	for _, a := range args {
		v, ok := litHome(a)
		if !ok {
			return "\x00"
		}
		lits = append(lits, v)
	}
	if len(lits) > 0 && lits[0] == "--" {
		lits = lits[1:]
	}
	if len(lits) == 0 || strings.HasPrefix(lits[0], "-") {
		return "\x00"
	}
	text, ok := printfText(lits[0], lits[1:])
	if !ok {
		return "\x00"
	}
	return text
}

var cronScheduleRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?m)^\s*(?:@\w+\s+|[\d*][\d*/,-]*\s+(?:[\d*/,\-A-Za-z]+\s+){4})`)
})

// notLocal are programs a persisted command may not run: what fetches,
// sends, decodes, runs code given inline or from a file, detaches, or
// schedules again.
var notLocal = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"curl": true, "wget": true, "nc": true, "ncat": true, "netcat": true, "socat": true, "telnet": true,
		"ssh": true, "scp": true, "sftp": true, "rsync": true, "ftp": true, "tftp": true, "openssl": true, "base64": true, "base32": true,
		"xxd": true, "uudecode": true, "rev": true, "python": true, "python2": true, "python3": true, "perl": true, "ruby": true,
		"node": true, "deno": true, "bun": true, "php": true, "lua": true, "bash": true, "sh": true, "zsh": true, "dash": true,
		"ksh": true, "fish": true, "pwsh": true, "powershell": true, "osascript": true, "nohup": true, "setsid": true, "disown": true,
		"exec": true, "eval": true, "source": true, ".": true, "alias": true, "trap": true, "builtin": true, "command": true,
		"enable": true, "crontab": true, "at": true, "launchctl": true, "systemctl": true, "chmod": true, "mkfifo": true,
		"dd": true, "xargs": true, "env": true, "sudo": true, "su": true, "doas": true, "screen": true, "tmux": true, "open": true,
		"xdg-open": true, "awk": true, "gawk": true, "sed": true, "tee": true, "export": true, "declare": true, "typeset": true,
		"readonly": true, "set": true, "ln": true, "cp": true, "mv": true, "install": true, "git": true,
		"mail": true, "mailx": true, "sendmail": true, "mutt": true, "dig": true, "nslookup": true, "host": true, "ping": true,
		"http": true, "https": true, "xh": true, "aria2c": true, "lftp": true, "smbclient": true, "rclone": true, "s3cmd": true,
		"aws": true, "gsutil": true, "gcloud": true, "az": true, "docker": true, "podman": true}
})

// LocalCommand reports that a line persists text (see persisted) that
// runs only installed programs by name with arguments naming no URL and
// no hidden or temporary path. eval and source may only run the output
// of such a program (eval "$(gh completion -s bash)", source <(kubectl
// completion bash)).
func LocalCommand(s string) bool {
	text := persisted(s)
	if text == "" {
		return false
	}
	return localText(cronScheduleRE().ReplaceAllString(text, ""))
}

// localText reports shell text that runs only installed programs by name
// with arguments naming no URL and no hidden or temporary path (see
// localCommand).
func localText(text string) bool {
	if strings.Contains(text, "://") || strings.Contains(text, "/dev/tcp") || strings.Contains(text, "/dev/udp") {
		return false
	}
	f := parseShell(text)
	if f == nil {
		return false
	}
	ok := true
	syntax.Walk(f, func(n syntax.Node) bool {
		if !ok {
			return false
		}
		switch n := n.(type) {
		case *syntax.Stmt:
			if n.Background || n.Coprocess {
				ok = false
			}
		case *syntax.CallExpr:
			if len(n.Args) == 0 || len(n.Assigns) > 0 && !ownSettings(n) {
				ok = false
				break
			}
			name, lok := lit(n.Args[0])
			if b, sys := systemProgram(name); sys {
				name = b // an installed program by its path
			}
			if !lok || strings.ContainsAny(name, "/\\$") {
				ok = false
				break
			}
			if name == "eval" || name == "source" || name == "." {
				// Only the output of a program run by name.
				ok = len(n.Args) == 2 && substOnly(n.Args[1])
				break
			}
			if name == "set" && fishSwitch(n.Args[1:]) {
				break // fish's export NAME=1
			}
			if notLocal()[strings.ToLower(name)] && !(name == "rsync" && rsyncLocal(n.Args[1:])) {
				ok = false
				break
			}
			for _, a := range n.Args[1:] {
				if v, lok := lit(a); lok && badPath(v) {
					ok = false
				}
			}
		case *syntax.Redirect:
			if v, lok := lit(n.Word); lok && badPath(v) {
				ok = false
			}
		case *syntax.DeclClause:
			// export DO_NOT_TRACK=1: a switch set, nothing run; or
			// where a toolchain is (toolchain.go).
			ok = flagExport(n) || toolchainExport(n)
			return false
		case *syntax.FuncDecl, *syntax.ArithmCmd, *syntax.CoprocClause, *syntax.TestClause,
			*syntax.WhileClause, *syntax.ForClause:
			ok = false
		}
		return ok
	})
	return ok
}

// ownSettings reports assignments before a command that are settings
// of that program alone (RESTIC_PASSWORD_FILE=~/.config/restic/pw
// restic …): each name begins with the program's name, each value is
// one literal word naming no URL and no hidden or temporary path but the
// program's own ~/.config/PROGRAM directory. The names are the
// program's, so none may be one through which a program runs another
// (…_COMMAND, …_RSH, …_SHELL, …_EDITOR…): a local program's own setting
// changes what it reads, not what runs.
func ownSettings(n *syntax.CallExpr) bool {
	prog, ok := lit(n.Args[0])
	if !ok || prog == "" || strings.ContainsAny(prog, "/\\$") || notLocal()[strings.ToLower(prog)] {
		return false
	}
	prefix := strings.ToUpper(strings.ReplaceAll(prog, "-", "_")) + "_"
	for _, a := range n.Assigns {
		if a.Append || a.Naked || a.Index != nil || a.Array != nil || a.Value == nil || a.Name == nil {
			return false
		}
		v, ok := lit(a.Value)
		if !ok || !strings.HasPrefix(a.Name.Value, prefix) || runsOtherRE().MatchString(a.Name.Value) ||
			strings.ContainsAny(v, " \t;&|<>`$") || strings.Contains(v, "://") {
			return false
		}
		if own := "~/.config/" + prog + "/"; badPath(v) && !(strings.HasPrefix(v, own) && !badPath(strings.TrimPrefix(v, own))) {
			return false
		}
	}
	return true
}

// runsOtherRE: setting names through which a program runs another
// program or loads code.
var runsOtherRELazy lazyre.RE

func runsOtherRE() *regexp.Regexp {
	return runsOtherRELazy.Get(`(?:COMMAND|CMD|RSH|SSH|SHELL|EXEC|HOOKS?|PROGRAM|EDITOR|PAGER|PROCESS|SCRIPT|PLUGINS?|PRELOAD|OPTIONS|OPTS|ARGS|PATH|LIB|MODULES?)$`)
}

// rsyncLocal reports an rsync whose every argument is literal and
// names no remote (host:path, host::module, rsync://) and no program to
// run (-e, --rsh, --rsync-path): a copy from one local directory to
// another, which sends nothing anywhere.
func rsyncLocal(args []*syntax.Word) bool {
	for _, w := range args {
		v, ok := lit(w)
		if !ok || strings.Contains(v, ":") && !lanRemote(v) || v == "-e" || strings.HasPrefix(v, "--rsh") || strings.HasPrefix(v, "--rsync-path") ||
			strings.HasPrefix(v, "-") && !strings.HasPrefix(v, "--") && strings.Contains(v, "e") {
			return false
		}
	}
	return true
}

// substOnly reports a word that is one command or process substitution.
func substOnly(w *syntax.Word) bool {
	parts := w.Parts
	if len(parts) == 1 {
		if d, ok := parts[0].(*syntax.DblQuoted); ok {
			parts = d.Parts
		}
	}
	if len(parts) != 1 {
		return false
	}
	switch parts[0].(type) {
	case *syntax.CmdSubst, *syntax.ProcSubst:
		return true
	}
	return false
}

// badPath is an argument naming a hidden file or directory, or one in a
// temporary directory: where droppers put what they persist.
func badPath(v string) bool {
	if !strings.Contains(v, "/") {
		return false
	}
	p := path.Clean(strings.TrimPrefix(v, "~"))
	for _, d := range []string{"/tmp", "/var/tmp", "/dev/shm", "/private/tmp"} {
		if p == d || strings.HasPrefix(p, d+"/") {
			return true
		}
	}
	for _, c := range strings.Split(p, "/") {
		if len(c) > 1 && c[0] == '.' && c != ".." {
			return true
		}
	}
	return false
}

// undoArgs are the sub-commands that remove or stop a scheduled or login
// task, of the tools that also install one.
var undoArgs = sync.OnceValue(func() map[string]*regexp.Regexp {
	return map[string]*regexp.Regexp{
		"launchctl": regexp.MustCompile(`^(?:unload|bootout|remove|disable|stop|kill)\b`),
		"crontab":   regexp.MustCompile(`^(?:-u \S+ )?-r$`),
		"systemctl": regexp.MustCompile(`^(?:--user )?(?:disable|stop|mask)\b`),
		"schtasks":  regexp.MustCompile(`(?i)^/(?:delete|end)\b`),
		"reg":       regexp.MustCompile(`(?i)^delete\b`),
	}
})

// substTools are what a substitution of an undoing command may run: they
// print who or where the user is.
var substTools = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"id": true, "whoami": true, "uname": true, "hostname": true, "pwd": true, "basename": true, "dirname": true}
})

// Undoes reports a command line that installs nothing: every command
// removes or stops a scheduled or login task (launchctl unload or
// bootout, crontab -r, systemctl --user disable, schtasks /delete, rm of
// a file), only reads, or only assigns a value that nothing runs (a
// path named for later lines); a substitution may only print who the
// user is (gui/$(id -u)). Output redirected nowhere but /dev/null,
// nothing in the background.
func Undoes(s string) bool {
	f := parseShell(s)
	if f == nil {
		// A loop's header on its own line (`for p in ~/Library/LaunchAgents/*.plist; do`):
		// it names the files its body acts on, and the body's lines are
		// judged on their own.
		return forHeader(s)
	}
	ok := true
	filtered := crontabFilters(f)
	var walk func(n syntax.Node) bool
	walk = func(n syntax.Node) bool {
		if !ok {
			return false
		}
		switch n := n.(type) {
		case *syntax.Stmt:
			if n.Background || n.Coprocess {
				ok = false
			}
			for _, r := range n.Redirs {
				if r.Op == syntax.DplOut || r.Op == syntax.DplIn {
					continue
				}
				if v, lok := lit(r.Word); (!lok || v != "/dev/null") && (!reportFile(n, r) || setOnLine(f, r.Word)) {
					ok = false
				}
			}
		case *syntax.CmdSubst:
			// Only a command that prints who the user is.
			for _, st := range n.Stmts {
				c, isCall := st.Cmd.(*syntax.CallExpr)
				if !isCall || len(c.Args) == 0 || len(st.Redirs) > 0 {
					ok = false
					break
				}
				if name, lok := lit(c.Args[0]); !lok || !substTools()[name] {
					ok = false
				}
			}
			return false
		case *syntax.CallExpr:
			if len(n.Args) == 0 {
				// An assignment alone: a value named for later lines.
				for _, a := range n.Assigns {
					if a.Value == nil {
						continue
					}
					syntax.Walk(a.Value, walk)
				}
				return false
			}
			if len(n.Assigns) > 0 {
				ok = false
				break
			}
			name, rest, lok := litCall(n)
			if !lok {
				ok = false
				break
			}
			// sudo with no options of its own runs the command that
			// follows it, as root: what it undoes is that command's.
			if name == "sudo" && rest != "" && rest[0] != '-' {
				name, rest, _ = strings.Cut(rest, " ")
			}
			switch {
			case name == "rm", name == "true", name == ":", name == "echo":
			case filtered[n]:
			case undoArgs()[name] != nil && undoArgs()[name].MatchString(rest):
			case readOnlyArgs()[name] != nil:
				ok = readOnlyArgs()[name].MatchString(rest)
			case readOnlyTools()[name]:
				ok = name != "find" || !findActionRE().MatchString(rest)
			default:
				ok = false
			}
		case *syntax.BinaryCmd:
		case *syntax.ProcSubst, *syntax.FuncDecl, *syntax.DeclClause, *syntax.ArithmCmd,
			*syntax.Subshell, *syntax.Block, *syntax.IfClause, *syntax.WhileClause, *syntax.ForClause, *syntax.CaseClause:
			ok = false
		}
		return ok
	}
	syntax.Walk(f, walk)
	return ok
}

// flagValueRE is a value that can only be a switch: a number, or a
// yes/no word.
var flagValueRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)^(?:[0-9]{1,3}|true|false|yes|no|on|off|none|disabled?|enabled?)$`)
})

// flagExport reports `export NAME=VALUE…` whose every value is a switch
// (NEXT_TELEMETRY_DISABLED=1, DO_NOT_TRACK=1): whatever the variable,
// such a value names no program, path or code to run; or a credential's
// word (VIRUSTOTAL_API_KEY="your-api-key-here").
func flagExport(d *syntax.DeclClause) bool {
	if d.Variant == nil || d.Variant.Value != "export" || len(d.Args) == 0 {
		return false
	}
	for _, a := range d.Args {
		if a.Naked || a.Name == nil || a.Value == nil || a.Array != nil || a.Index != nil || a.Append {
			return false
		}
		v, ok := lit(a.Value)
		if !ok || !flagValueRE().MatchString(v) && !(secretNameRE().MatchString(a.Name.Value) && secretValueRE().MatchString(v)) {
			return false
		}
	}
	return true
}

// A credential's variable (…_API_KEY, …_TOKEN) set to one plain word (a
// key, or a placeholder for one) names no program, path or code either:
// no shell or program runs a value it reads under such a name.
var (
	secretNameRELazy  lazyre.RE
	secretValueRELazy lazyre.RE
)

// fishSwitch reports fish's form of a switch set for later shells:
// `set -gx NAME 1`, `set -Ux NAME 1` (an exported variable, a switch's
// value as flagExport takes it).
func fishSwitch(args []*syntax.Word) bool {
	if len(args) != 3 {
		return false
	}
	f, _ := lit(args[0])
	name, _ := lit(args[1])
	v, ok := lit(args[2])
	return ok && (f == "-gx" || f == "-Ux" || f == "-x" || f == "-xg" || f == "-xU") &&
		envNameRE().MatchString(name) && flagValueRE().MatchString(v)
}

var envNameRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`) })

// heredocRE: a line whose command ends by opening a here-document.
var heredocRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`<<-?\s*(?:'(\w+)'|"(\w+)"|(\w+))\s*$`)
})

// HeredocLocal reports a line that writes a here-document (cat or tee
// into a start-up file) whose body, the lines of rest (what follows the
// line) up to its terminator, is shown in full and runs only what
// localText accepts.
func HeredocLocal(line string, rest []byte) bool {
	hm := heredocRE().FindStringSubmatch(line)
	if hm == nil {
		return false
	}
	tag := hm[1] + hm[2] + hm[3]
	var body []string
	closed := false
	for i, l := range strings.Split(string(rest), "\n") {
		if i >= 64 {
			break
		}
		if strings.TrimSpace(l) == tag {
			closed = true
			break
		}
		body = append(body, l)
	}
	if !closed || len(body) == 0 {
		return false
	}
	f := parseShell(line + "\n" + strings.Join(body, "\n") + "\n" + tag + "\n")
	if f == nil || len(f.Stmts) != 1 {
		return false
	}
	call, ok := f.Stmts[0].Cmd.(*syntax.CallExpr)
	if !ok || len(call.Args) == 0 {
		return false
	}
	if name, _ := lit(call.Args[0]); name != "cat" && name != "tee" {
		return false
	}
	for _, r := range f.Stmts[0].Redirs {
		if r.Hdoc != nil {
			text, ok := lit(r.Hdoc)
			return ok && localText(text)
		}
	}
	return false
}

// systemProgram reports a program named by its path in a directory of
// installed programs only root writes to (/usr/bin, /bin, /usr/sbin,
// /sbin; Windows' System32), and its name.
func systemProgram(p string) (string, bool) {
	for _, d := range systemBin {
		if rest, ok := strings.CutPrefix(p, d); ok && rest != "" && !strings.ContainsAny(rest, "/\\$") {
			return rest, true
		}
	}
	const win = `c:\windows\system32\`
	if len(p) > len(win) && strings.EqualFold(p[:len(win)], win) {
		if rest := p[len(win):]; !strings.ContainsAny(rest, "/\\$") {
			return strings.TrimSuffix(strings.ToLower(rest), ".exe"), true
		}
	}
	return "", false
}

// litHome is lit that also takes $HOME, ${HOME}, $USER and $LOGNAME in
// double quotes: the user's own home and name, written as ~ and user
// (what is persisted is still shown; a path under the home is judged
// as one under ~).
func litHome(w *syntax.Word) (string, bool) {
	if v, ok := lit(w); ok {
		return v, true
	}
	var b strings.Builder
	for _, p := range w.Parts {
		switch p := p.(type) {
		case *syntax.Lit:
			b.WriteString(p.Value)
		case *syntax.SglQuoted:
			b.WriteString(p.Value)
		case *syntax.DblQuoted:
			for _, q := range p.Parts {
				switch q := q.(type) {
				case *syntax.Lit:
					b.WriteString(dquoteEscapes.Replace(q.Value))
				case *syntax.ParamExp:
					v, ok := userVar(q)
					if !ok {
						return "", false
					}
					b.WriteString(v)
				default:
					return "", false
				}
			}
		default:
			return "", false
		}
	}
	return b.String(), true
}

// userVar is what litHome writes for a plain expansion of the user's
// home or name.
func userVar(p *syntax.ParamExp) (string, bool) {
	if p.Param == nil || p.Excl || p.Length || p.Width || p.Index != nil || p.Slice != nil || p.Repl != nil || p.Names != 0 || p.Exp != nil {
		return "", false
	}
	switch p.Param.Value {
	case "HOME":
		return "~", true
	case "USER", "LOGNAME":
		return "user", true
	}
	return "", false
}

var forHeaderRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^\s*for\s+\w+\s+in\s+[^;&|<>\n]*;\s*do\s*$`)
})

// forHeader reports a loop's header alone (for NAME in WORDS; do) whose
// words run nothing: no command or process substitution.
func forHeader(s string) bool {
	if !forHeaderRE().MatchString(s) {
		return false
	}
	f := parseShell(s + "\n:\ndone")
	if f == nil || len(f.Stmts) != 1 {
		return false
	}
	fc, ok := f.Stmts[0].Cmd.(*syntax.ForClause)
	if !ok {
		return false
	}
	wi, ok := fc.Loop.(*syntax.WordIter)
	if !ok {
		return false
	}
	clean := true
	for _, w := range wi.Items {
		syntax.Walk(w, func(n syntax.Node) bool {
			switch n.(type) {
			case *syntax.CmdSubst, *syntax.ProcSubst, *syntax.ArithmExp:
				clean = false
			}
			return clean
		})
	}
	return clean
}

func secretNameRE() *regexp.Regexp {
	return secretNameRELazy.Get(`^[A-Z][A-Z0-9_]*_(?:API_KEY|KEY|TOKEN|SECRET|PASSWORD)$`)
}

func secretValueRE() *regexp.Regexp { return secretValueRELazy.Get(`^[A-Za-z0-9_.+=-]{1,200}$`) }

// crontabFilters are the `crontab -` calls of f that install the user's
// crontab less some of its lines: the last stage of a pipeline whose
// first stage is `crontab -l` and whose other stages are each a grep
// with options and a pattern only (`crontab -l | grep -v '# tool' |
// crontab -`). What such a pipeline installs is a subset of what was
// installed: it removes a task, it cannot add one. A stage that reads a
// file, a second input, a grep that names a file or recurses (and so
// prints other text), a pattern that is an unquoted expansion (it may
// split into a file name) or anything but grep is not a filter.
func crontabFilters(f *syntax.File) map[*syntax.CallExpr]bool {
	var out map[*syntax.CallExpr]bool
	syntax.Walk(f, func(n syntax.Node) bool {
		b, isBin := n.(*syntax.BinaryCmd)
		if !isBin || b.Op != syntax.Pipe {
			return true
		}
		// The stages of a pipeline are read once, from its root: the
		// pipes inside it are not walked again (each stage is judged by
		// Undoes's own walk).
		stages := pipeStages(b, nil)
		if len(stages) < 3 || len(stages) > 8 {
			return false
		}
		calls := make([]*syntax.CallExpr, len(stages))
		for i, st := range stages {
			c, isCall := st.Cmd.(*syntax.CallExpr)
			if !isCall || len(c.Assigns) > 0 || len(c.Args) == 0 || st.Background || st.Coprocess || st.Negated {
				return false
			}
			calls[i] = c
		}
		first, last := calls[0], calls[len(calls)-1]
		if name, rest, lok := litCall(first); !lok || name != "crontab" || !readOnlyArgs()["crontab"].MatchString(rest) {
			return false
		}
		if name, rest, lok := litCall(last); !lok || name != "crontab" || !crontabStdin(rest) || len(stages[len(stages)-1].Redirs) > 0 {
			return false
		}
		for _, c := range calls[1 : len(calls)-1] {
			if !grepFilter(c) {
				return false
			}
		}
		if out == nil {
			out = map[*syntax.CallExpr]bool{}
		}
		out[last] = true
		return false
	})
	return out
}

// crontabStdin reports crontab's arguments when it installs its input
// (`-`, `-u USER -`).
func crontabStdin(rest string) bool {
	u, ok := strings.CutPrefix(rest, "-u ")
	if !ok {
		return rest == "-"
	}
	user, dash, _ := strings.Cut(u, " ")
	return user != "" && !strings.ContainsAny(user, " \t") && dash == "-"
}

// pipeStages flattens a pipeline (`|` only) into its statements.
func pipeStages(b *syntax.BinaryCmd, out []*syntax.Stmt) []*syntax.Stmt {
	for _, st := range []*syntax.Stmt{b.X, b.Y} {
		if inner, isBin := st.Cmd.(*syntax.BinaryCmd); isBin && inner.Op == syntax.Pipe && len(st.Redirs) == 0 && !st.Negated {
			out = pipeStages(inner, out)
			continue
		}
		out = append(out, st)
	}
	return out
}

// grepFilter reports a grep that reads its input only and prints a
// subset of its lines: switches that select, invert or match otherwise
// (-v -F -E -G -x -w -i -s), -e PATTERN or -f FILE, and one pattern
// that is a literal or wholly double-quoted, no file operand.
func grepFilter(c *syntax.CallExpr) bool {
	if name, lok := lit(c.Args[0]); !lok || name != "grep" {
		return false
	}
	patterns := 0
	given := false
	for i := 1; i < len(c.Args); i++ {
		w := c.Args[i]
		v, lok := lit(w)
		switch {
		case lok && (v == "-e" || v == "-f" || v == "--regexp" || v == "--file"):
			i++
			if i == len(c.Args) {
				return false
			}
			if _, vok := lit(c.Args[i]); !vok && !(len(c.Args[i].Parts) == 1 && isDblQuoted(c.Args[i].Parts[0])) {
				return false
			}
			given = true
		case lok && strings.HasPrefix(v, "--"):
			switch v {
			case "--invert-match", "--fixed-strings", "--extended-regexp", "--basic-regexp", "--line-regexp", "--word-regexp", "--ignore-case", "--no-messages":
			default:
				return false
			}
		case lok && len(v) > 1 && v[0] == '-':
			if strings.Trim(v[1:], "vFEGxwis") != "" {
				return false
			}
		default:
			if !lok && !(len(w.Parts) == 1 && isDblQuoted(w.Parts[0])) {
				return false
			}
			patterns++
		}
	}
	return given && patterns == 0 || !given && patterns == 1
}

func isDblQuoted(p syntax.WordPart) bool {
	_, ok := p.(*syntax.DblQuoted)
	return ok
}
