package shellcmd

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Discarded reports a command line on which every command that runs
// prog sends both its output and its errors to /dev/null (`&>/dev/null`,
// `>/dev/null 2>&1`): it tests whether something exists, as `if security
// find-generic-password -s x >/dev/null 2>&1; then` does, and what it
// reads reaches neither the terminal, a pipe nor a variable. False when
// the line does not parse or runs prog nowhere.
func Discarded(text, prog string) bool {
	f := parseShell(text)
	if f == nil {
		// A condition's line on its own (`if …; then`, `while …; do`):
		// closed, it parses.
		t := strings.TrimSpace(text)
		switch {
		case strings.HasSuffix(t, "then") && (strings.HasPrefix(t, "if ") || strings.HasPrefix(t, "elif ")):
			f = parseShell(strings.TrimPrefix(t, "el") + " :; fi")
		case strings.HasSuffix(t, "do") && (strings.HasPrefix(t, "while ") || strings.HasPrefix(t, "until ")):
			f = parseShell(t + " :; done")
		}
		if f == nil {
			return false
		}
	}
	runs, all := 0, true
	syntax.Walk(f, func(n syntax.Node) bool {
		st, ok := n.(*syntax.Stmt)
		if !ok {
			return true
		}
		call, ok := st.Cmd.(*syntax.CallExpr)
		if !ok || len(call.Args) == 0 {
			return true
		}
		name, ok := lit(call.Args[0])
		if ok && name == "sudo" && len(call.Args) > 1 {
			name, ok = lit(call.Args[1])
		}
		if !ok || name != prog {
			return true
		}
		runs++
		all = all && toNull(st.Redirs)
		return true
	})
	return runs > 0 && all
}

// toNull reports redirections that leave both standard output and
// standard error at /dev/null, read in order as the shell applies them.
func toNull(rs []*syntax.Redirect) bool {
	fd := map[string]string{"1": "out", "2": "err"}
	for _, r := range rs {
		n := "1"
		if r.N != nil {
			n = r.N.Value
		}
		w, ok := lit(r.Word)
		if !ok {
			return false
		}
		switch r.Op {
		case syntax.RdrOut, syntax.AppOut, syntax.RdrClob:
			fd[n] = w
		case syntax.RdrAll, syntax.AppAll:
			fd["1"], fd["2"] = w, w
		case syntax.DplOut:
			if t, ok := fd[w]; ok {
				fd[n] = t
			} else {
				return false
			}
		}
	}
	return fd["1"] == "/dev/null" && fd["2"] == "/dev/null"
}
