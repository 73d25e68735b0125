package script

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/value"
)

// A shell loop over literal words (for p in cu "rl -s" …), or over the
// lines of a skill file read into it (while read -r part; do …; done <
// parts.txt), whose body only assigns (cmd="$cmd$part"), runs once per
// element, so the command assembled is known after it. The bounds are
// package prog's: at most maxLoopIter elements, loopBudget statements a
// unit, so a hostile file stays linear.
const (
	maxLoopIter = 256
	loopBudget  = 1 << 14
)

// loopHook, when set, counts the statements unrolled (for the test that
// holds the budget).
var loopHook func(int)

// unrollFor runs a for loop over words that fold, without globs.
func (sh *shState) unrollFor(wi *syntax.WordIter, body []*syntax.Stmt, stdin value.Value) bool {
	if len(wi.Items) == 0 || len(wi.Items) > maxLoopIter || !sh.builds(body) {
		return false
	}
	var elems []value.Value
	for _, w := range wi.Items {
		if substitutes(w) {
			return false
		}
		x := sh.word(w)
		if !x.Known || strings.ContainsAny(x.S, "*?[") {
			return false
		}
		elems = append(elems, x)
	}
	return sh.unrollBody(wi.Name.Value, elems, body, stdin)
}

// unrollRead runs a while read loop over its known input, a line at a
// time.
func (sh *shState) unrollRead(c *syntax.WhileClause, stdin value.Value) bool {
	if c.Until || len(c.Cond) != 1 || !stdin.Known || !sh.builds(c.Do) {
		return false
	}
	call, ok := c.Cond[0].Cmd.(*syntax.CallExpr)
	if !ok || len(call.Args) < 2 || call.Args[0].Lit() != "read" {
		return false
	}
	name := ""
	for _, a := range call.Args[1:] {
		l := a.Lit()
		switch {
		case l == "-r":
		case l != "" && !strings.HasPrefix(l, "-") && name == "":
			name = l
		default:
			return false
		}
	}
	if name == "" {
		return false
	}
	keepSpace := false
	for _, as := range call.Assigns {
		if as.Name != nil && as.Name.Value == "IFS" && (as.Value == nil || as.Value.Lit() == "") {
			keepSpace = true
		}
	}
	text := strings.TrimSuffix(stdin.S, "\n")
	if strings.Count(text, "\n")+1 > maxLoopIter {
		return false
	}
	var elems []value.Value
	for _, l := range strings.Split(text, "\n") {
		if !keepSpace {
			l = strings.TrimSpace(l)
		}
		elems = append(elems, value.Known(l))
	}
	return sh.unrollBody(name, elems, c.Do, stdin)
}

// unrollBody binds name to each element in turn and runs body.
func (sh *shState) unrollBody(name string, elems []value.Value, body []*syntax.Stmt, stdin value.Value) bool {
	if len(elems)*len(body) > loopBudget-sh.loopWork {
		return false
	}
	for _, el := range elems {
		sh.vars[name] = el
		for _, s := range body {
			sh.loopWork++
			if loopHook != nil {
				loopHook(1)
			}
			if cc, ok := s.Cmd.(*syntax.CaseClause); ok {
				if sh.skips(cc) {
					break
				}
				continue
			}
			sh.stmt(s, stdin)
		}
	}
	return true
}

// builds reports a loop body that only assigns words that run nothing,
// and may skip an element with case … in pattern) continue ;; esac.
func (sh *shState) builds(body []*syntax.Stmt) bool {
	if len(body) == 0 {
		return false
	}
	for _, s := range body {
		if len(s.Redirs) > 0 || s.Negated || s.Background || s.Coprocess {
			return false
		}
		switch c := s.Cmd.(type) {
		case *syntax.CallExpr:
			if len(c.Args) > 0 || len(c.Assigns) == 0 {
				return false
			}
			for _, as := range c.Assigns {
				if as.Name == nil || as.Array != nil || as.Index != nil || as.Value != nil && substitutes(as.Value) {
					return false
				}
			}
		case *syntax.CaseClause:
			if substitutes(c.Word) {
				return false
			}
			for _, it := range c.Items {
				if len(it.Stmts) != 1 || !isContinue(it.Stmts[0]) {
					return false
				}
				for _, p := range it.Patterns {
					if substitutes(p) {
						return false
					}
					if x := sh.word(p); !x.Known || strings.ContainsRune(x.S, '[') {
						return false
					}
				}
			}
		default:
			return false
		}
	}
	return true
}

// skips reports a case clause of continues that matches its word (the
// element is skipped).
func (sh *shState) skips(c *syntax.CaseClause) bool {
	w := sh.word(c.Word)
	for _, it := range c.Items {
		for _, p := range it.Patterns {
			if x := sh.word(p); w.Known && glob(x.S, w.S) {
				return true
			}
		}
	}
	return false
}

func isContinue(s *syntax.Stmt) bool {
	c, ok := s.Cmd.(*syntax.CallExpr)
	return ok && len(c.Args) == 1 && len(c.Assigns) == 0 && c.Args[0].Lit() == "continue"
}

// substitutes reports a word with a command or process substitution or
// arithmetic (which would run, or change state, once per element).
func substitutes(w *syntax.Word) bool {
	found := false
	syntax.Walk(w, func(n syntax.Node) bool {
		switch n.(type) {
		case *syntax.CmdSubst, *syntax.ProcSubst, *syntax.ArithmExp:
			found = true
		}
		return !found
	})
	return found
}

// glob matches s against a shell pattern of * and ? (no brackets).
func glob(p, s string) bool {
	for len(p) > 0 {
		switch p[0] {
		case '*':
			for i := len(s); i >= 0; i-- {
				if glob(p[1:], s[i:]) {
					return true
				}
			}
			return false
		case '?':
			if s == "" {
				return false
			}
			p, s = p[1:], s[1:]
		default:
			if s == "" || s[0] != p[0] {
				return false
			}
			p, s = p[1:], s[1:]
		}
	}
	return s == ""
}

// selfPath marks the script's own path ($0, ${BASH_SOURCE[0]}): its
// dirname is the script's directory in the skill, so a file named beside
// it ("$(dirname "$0")/parts.txt") is the skill's file.
const selfPath = "$0"

// self is $0 or $BASH_SOURCE in a skill file: unknown text marked as the
// script's path.
func (sh *shState) self(p *syntax.ParamExp) (value.Value, bool) {
	if !sh.u.File || sh.u.Nested || p.Length || p.Excl || p.Slice != nil || p.Repl != nil || p.Exp != nil {
		return value.Value{}, false
	}
	if _, set := sh.vars[p.Param.Value]; set {
		return value.Value{}, false
	}
	switch p.Param.Value {
	case "0":
	case "BASH_SOURCE":
		if p.Index != nil {
			if w, ok := p.Index.(*syntax.Word); !ok || w.Lit() != "0" {
				return value.Value{}, false
			}
		}
	default:
		return value.Value{}, false
	}
	return value.Value{S: value.UnknownPart, Obj: selfPath}, true
}

// onlyParam is the parameter expansion a quoted word is made of alone
// ("$0").
func onlyParam(q *syntax.DblQuoted) (*syntax.ParamExp, bool) {
	if len(q.Parts) != 1 {
		return nil, false
	}
	p, ok := q.Parts[0].(*syntax.ParamExp)
	return p, ok
}
