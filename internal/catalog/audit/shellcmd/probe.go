package shellcmd

import (
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
	"mvdan.cc/sh/v3/syntax"
)

// Probe reports a line whose every /dev/tcp and /dev/udp is opened by a
// shell program given with -c that is one statement, `exec N<>/dev/tcp/H/P`
// (N of 3 or more, nothing else but /dev/null redirects): the shell exits
// and the socket closes with it, so nothing ever reads from the
// connection (a port check's fallback where nc is missing). A descriptor
// above 2 duplicated anywhere on the line, a second statement in the
// program or a /dev/tcp outside one keep the line a reverse shell.
func Probe(s string) bool {
	n := strings.Count(s, "/dev/tcp/") + strings.Count(s, "/dev/udp/")
	if n == 0 {
		return false
	}
	f := parseShell(s)
	for _, end := range []string{"\n:\nfi", "\n:\ndone"} {
		if f == nil {
			// An if or while header alone (if timeout 3 bash -c …; then):
			// closed so that it parses.
			f = parseShell(s + end)
		}
	}
	if f == nil {
		return false
	}
	probes := 0
	ok := true
	syntax.Walk(f, func(node syntax.Node) bool {
		switch node := node.(type) {
		case *syntax.Redirect:
			if (node.Op == syntax.DplIn || node.Op == syntax.DplOut) && !lowFD(node.Word) {
				ok = false
			}
		case *syntax.CallExpr:
			for i := 1; i+1 < len(node.Args); i++ {
				prog, _ := lit(node.Args[i-1])
				if c, _ := lit(node.Args[i]); c != "-c" || !shellRE().MatchString(prog[strings.LastIndex(prog, "/")+1:]) {
					continue
				}
				code, fok := flatWord(node.Args[i+1])
				if !fok || !probeProgram(code) {
					continue
				}
				// Counted in the line as written too: a path spelled in
				// pieces ('/dev/tc''p/…') is a socket n never counted,
				// and must not stand for one that n did.
				k := strings.Count(code, "/dev/tcp/") + strings.Count(code, "/dev/udp/")
				if from, to := int(node.Args[i+1].Pos().Offset()), int(node.Args[i+1].End().Offset()); to > len(s) || strings.Count(s[from:to], "/dev/tcp/")+strings.Count(s[from:to], "/dev/udp/") != k {
					continue
				}
				probes += k
			}
		}
		return ok
	})
	return ok && probes == n
}

// probeProgram reports shell code of one statement, exec with only
// redirects, opening a descriptor of 3 or more on /dev/tcp or /dev/udp.
func probeProgram(code string) bool {
	f := parseShell(code)
	if f == nil || len(f.Stmts) != 1 {
		return false
	}
	st := f.Stmts[0]
	c, isCall := st.Cmd.(*syntax.CallExpr)
	if !isCall || st.Background || st.Coprocess || st.Negated || len(c.Assigns) > 0 || len(c.Args) != 1 {
		return false
	}
	if name, _ := lit(c.Args[0]); name != "exec" {
		return false
	}
	opened := false
	for _, r := range st.Redirs {
		v, _ := lit(r.Word)
		switch {
		case r.Op == syntax.RdrInOut && r.N != nil && r.N.Value >= "3" && len(r.N.Value) == 1 &&
			(strings.HasPrefix(v, "/dev/tcp/") || strings.HasPrefix(v, "/dev/udp/")):
			opened = true
		case (r.Op == syntax.RdrOut || r.Op == syntax.AppOut) && v == "/dev/null":
		default:
			return false
		}
	}
	return opened
}

// lowFD reports a duplicated descriptor of 0, 1 or 2 (2>&1), or - (close).
func lowFD(w *syntax.Word) bool {
	v, ok := lit(w)
	return ok && (v == "0" || v == "1" || v == "2" || v == "-")
}

// flatWord is a word's text with each plain parameter expansion ($h,
// ${p}) written as "x": a value the shell does not parse again, so the
// code the word holds keeps its statements. False for a command
// substitution or any other expansion.
func flatWord(w *syntax.Word) (string, bool) {
	var b strings.Builder
	var parts func([]syntax.WordPart) bool
	parts = func(ps []syntax.WordPart) bool {
		for _, p := range ps {
			switch p := p.(type) {
			case *syntax.Lit:
				b.WriteString(p.Value)
			case *syntax.SglQuoted:
				b.WriteString(p.Value)
			case *syntax.DblQuoted:
				for _, q := range p.Parts {
					if l, isLit := q.(*syntax.Lit); isLit {
						b.WriteString(dquoteEscapes.Replace(l.Value))
					} else if !parts([]syntax.WordPart{q}) {
						return false
					}
				}
			case *syntax.ParamExp:
				if p.Param == nil || p.Exp != nil || p.Repl != nil || p.Slice != nil || p.Index != nil || p.Excl || p.Length {
					return false
				}
				b.WriteString("x")
			default:
				return false
			}
		}
		return true
	}
	if !parts(w.Parts) {
		return "", false
	}
	return b.String(), true
}

// reportFile reports a redirect that writes what a read-only command
// prints into an ordinary file, a triage script's report ("$out/ps.txt"):
// > or >> to a word with no command substitution, whose directories name
// no place a scheduler or a shell reads at start-up (cron, launchd,
// systemd, autostart, init, profile.d) and whose file is no task
// definition or start-up file (.plist, .service, .timer, .desktop, an rc
// or profile file, crontab). A file outside those places runs nothing by
// being written; a variable for the directory is opaque, but a line
// naming a cron directory only as what it reads (the reason it matched)
// is no more an installer than the same line without that name.
func reportFile(st *syntax.Stmt, r *syntax.Redirect) bool {
	if r.Op != syntax.RdrOut && r.Op != syntax.AppOut || r.N != nil && r.N.Value != "1" && r.N.Value != "2" {
		return false
	}
	// echo and printf write the author's own text, which may be a cron
	// entry or a login command: no report of what was read.
	if c, ok := st.Cmd.(*syntax.CallExpr); ok && len(c.Args) > 0 {
		if name, ok := lit(c.Args[0]); ok && (name == "echo" || name == "printf") {
			return false
		}
	}
	v, ok := flatWord(r.Word)
	if !ok || v == "" {
		return false
	}
	dir, base := "", v
	if i := strings.LastIndex(v, "/"); i >= 0 {
		dir, base = v[:i], v[i+1:]
	}
	return !persistDirRE.Get(`(?i)(?:^|/)(?:cron[\w.-]*|crontabs|Launch(?:Agents|Daemons)|systemd|autostart|init\.d|rc\d?\.d|profile\.d|Startup|StartUp)(?:/|$)`).MatchString(dir) &&
		!persistFileRE.Get(`(?i)^(?:crontab|rc\.local|environment|profile|bash\.bashrc|z(?:shrc|profile|shenv|login)|\.\w*(?:rc|profile|login|env))$|\.(?:plist|service|timer|path|socket|desktop)$`).MatchString(base)
}

var persistDirRE, persistFileRE lazyre.RE

// setOnLine reports a word using a variable the line itself sets (a for
// loop's variable, an assignment): its value is what the line chose,
// cron files included, so the word is judged by that, not as opaque.
func setOnLine(f *syntax.File, w *syntax.Word) bool {
	set := map[string]bool{}
	syntax.Walk(f, func(n syntax.Node) bool {
		switch n := n.(type) {
		case *syntax.ForClause:
			if wi, ok := n.Loop.(*syntax.WordIter); ok {
				set[wi.Name.Value] = true
			}
		case *syntax.Assign:
			if n.Name != nil {
				set[n.Name.Value] = true
			}
		}
		return true
	})
	used := false
	syntax.Walk(w, func(n syntax.Node) bool {
		if p, ok := n.(*syntax.ParamExp); ok && p.Param != nil && set[p.Param.Value] {
			used = true
		}
		return !used
	})
	return used
}
