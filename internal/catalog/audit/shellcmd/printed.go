package shellcmd

import (
	"regexp"
	"strings"
	"sync"

	"mvdan.cc/sh/v3/syntax"
)

// PrintedHeredoc reports whether line n (0-based) of a script's lines is
// in the body of a here-document that a bare `cat` prints to the
// terminal (a usage or help text): the opener is `cat <<'TAG'` (or `cat
// >&2 <<TAG`) alone on its line, nothing pipes or redirects what cat
// prints elsewhere, the body expands no command (no $(…), `…` or <(…):
// nothing in it runs), and the script runs no text as code (no pipe into
// a shell or interpreter, no eval or source: a function that prints its
// text could be fed to one). Text printed is read by whoever runs the
// script; it is not run.
func PrintedHeredoc(lines []string, n int) bool {
	if n <= 0 || n >= len(lines) {
		return false
	}
	const reach = 200 // how far above the line an opener is looked for
	for i := n - 1; i >= 0 && i >= n-reach; i-- {
		hm := heredocRE().FindStringSubmatch(lines[i])
		if hm == nil {
			continue
		}
		tag := hm[1] + hm[2] + hm[3]
		for j := i + 1; j < len(lines); j++ {
			if strings.TrimSpace(lines[j]) != tag {
				continue
			}
			if j < n {
				return false // that document closed before the line
			}
			for k, l := range lines {
				if (k <= i || k >= j) && len(l) <= 4096 && runsTextRE().MatchString(l) {
					return false
				}
			}
			return printsBody(lines[i], lines[i+1:j], tag)
		}
		return false
	}
	return false
}

// PrintedLine reports whether line n (0-based) of a script's lines is
// one echo or printf that prints to the terminal: its words expand no
// command (a \$( written for the reader is text), nothing pipes or
// redirects the output elsewhere (but to standard error), and the
// script runs no text as code (see PrintedHeredoc).
func PrintedLine(lines []string, n int) bool {
	if n < 0 || n >= len(lines) {
		return false
	}
	f := parseShell(lines[n])
	if f == nil || len(f.Stmts) != 1 {
		return false
	}
	st := f.Stmts[0]
	call, ok := st.Cmd.(*syntax.CallExpr)
	if !ok || len(call.Args) < 2 || st.Background || st.Negated || len(call.Assigns) != 0 {
		return false
	}
	if name, _ := lit(call.Args[0]); name != "echo" && name != "printf" {
		return false
	}
	for _, r := range st.Redirs {
		if w, _ := lit(r.Word); r.Op != syntax.DplOut || w != "2" || r.N != nil && r.N.Value != "1" {
			return false
		}
	}
	if substitutes(call) {
		return false
	}
	for k, l := range lines {
		if k != n && len(l) <= 4096 && runsTextRE().MatchString(l) {
			return false
		}
	}
	return true
}

// printsBody reports an opener that is a bare cat printing its here-
// document (body, closed by tag) to standard output or error, with no
// command expanded in the body.
func printsBody(opener string, body []string, tag string) bool {
	f := parseShell(opener + "\n" + strings.Join(body, "\n") + "\n" + tag + "\n")
	if f == nil || len(f.Stmts) != 1 {
		return false
	}
	st := f.Stmts[0]
	call, ok := st.Cmd.(*syntax.CallExpr)
	if !ok || len(call.Args) != 1 || st.Background || st.Negated || len(call.Assigns) != 0 {
		return false
	}
	if name, _ := lit(call.Args[0]); name != "cat" {
		return false
	}
	doc := false
	for _, r := range st.Redirs {
		switch {
		case r.Hdoc != nil && !doc:
			doc = true
			if substitutes(r.Hdoc) {
				return false
			}
		case r.Op == syntax.DplOut && r.Word != nil && (r.N == nil || r.N.Value == "1"):
			if w, _ := lit(r.Word); w != "2" {
				return false
			}
		default:
			return false
		}
	}
	return doc
}

// runsTextRE: a line that runs text as code: a pipe into a shell or an
// interpreter, eval, source or . in a command's place, process
// substitution.
var runsTextRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\|\s*(?:sudo\s+)?(?:\S*/)?(?:(?:ba|z|da|k|fi)?sh|python[0-9.]*|node|perl|ruby|php|pwsh|powershell|osascript)\b|(?:^|[;&|(]|\b(?:then|do|else)\b)\s*(?:eval|source|\.)\s|<\(`)
})

// substitutes reports a command or process substitution anywhere in n:
// text that runs something as it is printed.
func substitutes(n syntax.Node) bool {
	found := false
	syntax.Walk(n, func(n syntax.Node) bool {
		switch n.(type) {
		case *syntax.CmdSubst, *syntax.ProcSubst:
			found = true
		}
		return !found
	})
	return found
}
