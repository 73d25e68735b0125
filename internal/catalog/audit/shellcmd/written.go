package shellcmd

import (
	"path"
	"regexp"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/bulkwrite"
	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
	"mvdan.cc/sh/v3/syntax"
)

// The bounds of WrittenLocal: the lines of a file read, and the lines of
// a here-document body.
const (
	maxWrittenLines = 2000
	maxWrittenBody  = 200
)

var writtenREs struct{ prog, opener, persist, mode lazyre.RE }

// writtenProgRE: a program a task may run from the user's home: through
// no hidden directory, or in ~/.local/bin (where the XDG layout puts a
// user's programs); the base name is the submatch.
func writtenProgRE() *regexp.Regexp {
	return writtenREs.prog.Get(`^~(?:/\.local/bin|(?:/[A-Za-z0-9][\w+-]*)*)/([A-Za-z0-9][\w.+-]*)$`)
}

// openerRE: `cat > PATH <<'TAG'`, `cat <<'TAG' > PATH` or `tee PATH
// >/dev/null <<'TAG'`, the path in the home, the tag quoted (the body is
// written as shown: nothing in it is expanded). The path is the first
// submatch of the two, the tag the first of the next two.
func openerRE() *regexp.Regexp {
	const home = `["']?(?:~|\$HOME|\$\{HOME\})(/[^\s"'<>|;&]+)["']?`
	const tag = `<<-?\s*(?:'(\w+)'|"(\w+)")`
	return writtenREs.opener.Get(`^\s*(?:cat\s*>\s*` + home + `\s*` + tag + `|cat\s+` + tag + `\s*>\s*` + home + `|tee\s+` + home + `\s*>\s*/dev/null\s*` + tag + `)\s*$`)
}

// openerParts are the path and the tag of an openerRE match.
func openerParts(m []string) (p, tag string) {
	return m[1] + m[6] + m[7], m[2] + m[3] + m[4] + m[5] + m[8] + m[9]
}

// WrittenLocal reports a program p (as a task names it, in the home:
// ~/.local/bin/pg-nightly) that a script of the skill writes whole from a
// quoted here-document whose body runs only installed programs by name
// (bodyLocal), and that no other line of the skill writes, copies, links
// or names but to make it executable, to schedule it (a cron entry, the
// crontab line, an assignment or echo of the entry) or to filter an
// entry out (grep): the task then runs code the skill shows in full and
// that is judged as a cron entry's text would be. One writer only; a
// Markdown sentence naming the program provides it as before.
func WrittenLocal(files []File, p string) bool {
	m := writtenProgRE().FindStringSubmatch(p)
	if m == nil {
		return false
	}
	rel, base := strings.TrimPrefix(p, "~"), m[1]
	writers := 0
	for _, f := range files {
		if !strings.Contains(string(f.Data), base) {
			continue
		}
		lines := strings.Split(string(f.Data), "\n")
		if len(lines) > maxWrittenLines {
			return false
		}
		for i := 0; i < len(lines); i++ {
			l := lines[i]
			if !namesProg(l, base) {
				continue
			}
			if om := openerRE().FindStringSubmatch(l); om != nil && !f.Markdown {
				op, tag := openerParts(om)
				if path.Clean(op) != path.Clean(rel) {
					return false
				}
				end, ok := bodyEnd(lines, i+1, tag)
				if !ok || !bodyLocal(strings.Join(lines[i+1:end], "\n")) {
					return false
				}
				writers++
				i = end
				continue
			}
			if !namesOnly(l, base, f.Markdown) {
				return false
			}
		}
	}
	for _, f := range files {
		if writers == 1 && bulkwrite.Into(string(f.Data), "~"+path.Dir(rel), f.Markdown, nil) {
			return false // an archive, tree or checkout put into its directory can replace it
		}
	}
	return writers == 1
}

// bodyEnd is the index of the line closing a here-document of tag that
// starts at line from; ok is false when none does within maxWrittenBody.
func bodyEnd(lines []string, from int, tag string) (int, bool) {
	for j := from; j < len(lines) && j-from < maxWrittenBody; j++ {
		if strings.TrimSpace(lines[j]) == tag {
			return j, true
		}
	}
	return 0, false
}

// namesOnly reports a line naming the program base that neither writes
// it nor tells anyone to: shell (a cron entry's command, its schedule
// set aside) whose every command naming it runs it, makes it
// executable, installs or echoes the entry or filters one out, and whose
// every redirect names it not. A Markdown
// line outside a command (a sentence) is not read as shell.
func namesOnly(l, base string, markdown bool) bool {
	t := strings.TrimSpace(l)
	if markdown {
		t = strings.Trim(t, "`")
	}
	t = strings.TrimSpace(cronScheduleRE().ReplaceAllString(t, "")) // a cron entry: its command
	f := parseShell(t)
	if f == nil {
		return false
	}
	ok := true
	syntax.Walk(f, func(n syntax.Node) bool {
		switch n := n.(type) {
		case *syntax.Redirect:
			if namesProg(nodeText(t, n.Word), base) {
				ok = false
			}
		case *syntax.CallExpr:
			if len(n.Args) == 0 {
				return ok // an assignment: line="… pg-nightly …"
			}
			name, _ := lit(n.Args[0])
			if namesProg(nodeText(t, n), base) && !namingCall(name) && path.Base(name) != base {
				ok = false
			}
			if name == "chmod" { // executable, never setuid or recursive
				mode, _ := lit(n.Args[min(1, len(n.Args)-1)])
				ok = ok && len(n.Args) > 2 && writtenREs.mode.Get(`^(?:[ugoa]*\+x|0?[0-7][0-7][0-7])$`).MatchString(mode)
				for _, a := range n.Args[2:] {
					if v, _ := lit(a); strings.HasPrefix(v, "-") {
						ok = false
					}
				}
			}
		}
		return ok
	})
	return ok
}

// namesProg reports s naming the program base as a word of its own, not
// as a part of a longer name (tidy-downloads.timer does not name
// tidy-downloads).
func namesProg(s, base string) bool {
	for i := strings.Index(s, base); i >= 0; {
		j := i + len(base)
		// A sentence's full stop after the name ends it.
		end := j == len(s) || !progNameByte(s[j]) || s[j] == '.' && (j+1 == len(s) || !progNameByte(s[j+1]))
		if (i == 0 || !progNameByte(s[i-1])) && end {
			return true
		}
		k := strings.Index(s[i+1:], base)
		if k < 0 {
			break
		}
		i += 1 + k
	}
	return false
}

// progNameByte is a byte that continues a program's name.
func progNameByte(c byte) bool {
	return c == '.' || c == '-' || c == '_' || c == '+' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// namingCall are the commands that may name a written program: to make
// it executable, print or install the cron entry, or filter it out.
func namingCall(name string) bool {
	switch name {
	case "chmod", "echo", "printf", "grep", "crontab":
		return true
	}
	return false
}

// nodeText is the source of a node of the text t.
func nodeText(t string, n syntax.Node) string {
	if n == nil {
		return ""
	}
	s, e := int(n.Pos().Offset()), int(n.End().Offset())
	if s < 0 || e > len(t) || s > e {
		return t
	}
	return t[s:e]
}

// bodyLocal reports a script body that runs only what a cron entry's
// text may run (localText's judgement: installed programs by name, with
// no URL and no hidden or temporary path) besides assignments, `set` of
// shell options and the program's own arguments: no find -exec, no
// redirect into the home or a hidden, temporary or start-up path, no
// loop, function or background job.
func bodyLocal(body string) bool {
	if strings.Contains(body, "://") || strings.Contains(body, "/dev/tcp") || strings.Contains(body, "/dev/udp") {
		return false
	}
	f := parseShell(body)
	if f == nil || len(f.Stmts) == 0 {
		return false
	}
	ok := true
	syntax.Walk(f, func(n syntax.Node) bool {
		if !ok {
			return false
		}
		switch n := n.(type) {
		case *syntax.Stmt:
			ok = !n.Background && !n.Coprocess
		case *syntax.CallExpr:
			ok = bodyCall(n)
		case *syntax.Redirect:
			w := strings.ReplaceAll(nodeText(body, n.Word), `"`, "")
			ok = n.Hdoc == nil && !badPath(w) && !strings.Contains(w, "~") && !strings.Contains(w, "HOME") &&
				!writtenREs.persist.Get(`(?i)rc\b|profile|cron|launch|systemd|autostart|\.plist|\.service`).MatchString(w)
		case *syntax.DeclClause:
			ok = flagExport(n) || toolchainExport(n)
			return false
		case *syntax.FuncDecl, *syntax.ArithmCmd, *syntax.CoprocClause, *syntax.WhileClause, *syntax.ForClause, *syntax.ProcSubst:
			ok = false
		}
		return ok
	})
	return ok
}

// bodyCall judges one command of a written program's body.
func bodyCall(n *syntax.CallExpr) bool {
	if len(n.Args) == 0 {
		return true // assignments; their substitutions are walked
	}
	name, ok := lit(n.Args[0])
	if b, sys := systemProgram(name); sys {
		name = b
	}
	if !ok || strings.ContainsAny(name, "/\\$") || len(n.Assigns) > 0 && !ownSettings(n) {
		return false
	}
	var args []string
	for _, a := range n.Args[1:] {
		v, lok := lit(a)
		if lok && badPath(v) {
			return false
		}
		args = append(args, v)
	}
	switch name {
	case "set":
		for _, a := range args {
			if a != "pipefail" && !shellOptsRE.Get(`^[-+][euxo]+$`).MatchString(a) {
				return false
			}
		}
		return true
	case "find":
		for _, a := range args {
			if strings.HasPrefix(a, "-exec") || strings.HasPrefix(a, "-ok") || a == "-fprint" || a == "-fls" {
				return false
			}
		}
	case "eval", "source", ".", "alias", "trap":
		return false
	}
	return !notLocal()[strings.ToLower(name)] || name == "rsync" && rsyncLocal(n.Args[1:])
}

var shellOptsRE lazyre.RE
