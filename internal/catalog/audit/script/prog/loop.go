package prog

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/lex"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/value"
)

// A loop over a literal list or string whose body only builds values (a
// command assembled a part or a character at a time: for _, i := range
// idx { b = append(b, p[i][0]) }) runs once per element, so the value
// after it is known. Both bounds keep a hostile file linear: a loop of
// more than maxLoopIter elements is read once as before, and a unit's
// unrolled statements stop at loopBudget.
const (
	maxLoopIter = 256
	loopBudget  = 1 << 14
)

// loopHook, when set, counts the statements unrolled (for the test that
// holds the budget).
var loopHook func(int)

// unroll runs the block body (the tokens after the loop head's opening
// brace) once per element of the loop's literal range and reports how
// many tokens of rest it consumed, through the closing brace; 0 when
// the loop is not one it unrolls (the body is then read once, as every
// block is).
func (p *prog) unroll(head, rest []lex.Tok) int {
	end := -1
	for i, t := range rest {
		if t.Kind == lex.Open {
			return 0 // nested blocks: not a loop that only builds
		}
		if t.Kind == lex.Close {
			end = i
			break
		}
	}
	if end < 0 {
		return 0
	}
	var stmts [][]lex.Tok
	start := 0
	for i, t := range rest[:end+1] {
		if t.Kind == lex.End || t.Kind == lex.Close {
			if i > start {
				stmts = append(stmts, rest[start:i])
			}
			start = i + 1
		}
	}
	if !p.unrollStmts(head, stmts) {
		return 0
	}
	return end + 1
}

// unrollStmts runs stmts once per element of the range of the loop head
// head, if the loop is one to unroll.
func (p *prog) unrollStmts(head []lex.Tok, stmts [][]lex.Tok) bool {
	if len(stmts) == 0 {
		return false
	}
	for _, s := range stmts {
		if !p.builds(s) {
			return false
		}
	}
	keys, vals, elems, ok := p.loopRange(head)
	if !ok || len(elems)*len(stmts) > loopBudget-p.loopWork {
		return false
	}
	for i, el := range elems {
		if keys != "" {
			p.vars[keys] = value.Known(strconv.Itoa(i))
		}
		if vals != "" {
			p.vars[vals] = el
		}
		for _, s := range stmts {
			p.loopWork++
			if loopHook != nil {
				loopHook(1)
			}
			if !p.u.Step() {
				return true
			}
			if !p.buildStmt(s) {
				p.stmt(s)
			}
		}
	}
	return true
}

// loopRange reads a loop head: the names bound to each element's index
// and value ("" when none) and the elements, when the range is a list
// or string the analysis knows of at most maxLoopIter elements.
func (p *prog) loopRange(head []lex.Tok) (keys, vals string, elems []value.Value, ok bool) {
	ts := trimColon(head[1:])
	if len(ts) > 1 && ts[0].S == "(" && ts[len(ts)-1].S == ")" {
		ts = ts[1 : len(ts)-1]
	}
	var names []string
	var rng []lex.Tok
	switch p.lang {
	case "go":
		j := lex.FindIdent(ts, "range")
		if j < 0 {
			return "", "", nil, false
		}
		k := lex.IndexOp(ts[:j], ":=")
		if k < 0 {
			k = lex.IndexOp(ts[:j], "=")
		}
		if k < 0 {
			return "", "", nil, false
		}
		names = identList(ts[:k])
		rng = ts[j+1:]
		if len(names) == 1 {
			names = []string{names[0], ""}
		}
	case "py", "js":
		i := lex.FindIdent(ts, "in")
		if p.lang == "js" {
			i = lex.FindIdent(ts, "of")
		}
		if i <= 0 {
			return "", "", nil, false
		}
		names = identList(ts[:i])
		if len(names) != 1 {
			return "", "", nil, false
		}
		names = []string{"", names[0]}
		rng = ts[i+1:]
	default:
		return "", "", nil, false
	}
	if len(names) != 2 || len(rng) == 0 {
		return "", "", nil, false
	}
	v := p.eval(rng)
	switch {
	case v.List != nil:
		elems = v.List
	case v.Known && utf8.RuneCountInString(v.S) <= maxLoopIter:
		for _, r := range v.S {
			elems = append(elems, value.Known(string(r)))
		}
	default:
		return "", "", nil, false
	}
	if len(elems) == 0 || len(elems) > maxLoopIter {
		return "", "", nil, false
	}
	keys, vals = names[0], names[1]
	if keys == "_" {
		keys = ""
	}
	if vals == "_" {
		vals = ""
	}
	return keys, vals, elems, true
}

// identList is the names of a target list (i, c / const c / [a]).
func identList(ts []lex.Tok) []string {
	var out []string
	for _, t := range ts {
		switch {
		case t.Kind == lex.Ident && !isDeclWord(t.S):
			if strings.Contains(t.S, ".") {
				return nil
			}
			out = append(out, t.S)
		case t.Kind == lex.Op && t.S == ",":
		case t.Kind == lex.Ident:
		default:
			return nil
		}
	}
	return out
}

// pureCalls are the functions and methods a body that only builds may
// call: conversions, character codes, joins, appends.
var pureCalls = map[string]bool{"append": true, "string": true, "byte": true, "rune": true, "chr": true, "str": true, "fromcharcode": true,
	"charat": true, "join": true, "int": true, "ord": true, "len": true, "writestring": true, "writebyte": true, "writerune": true,
	"push": true, "extend": true, "write": true, "concat": true, "charcodeat": true}

// builds reports a statement that only builds a value: an assignment to
// a plain name, or an append to one, calling nothing but pureCalls.
func (p *prog) builds(s []lex.Tok) bool {
	for len(s) > 0 && s[0].Kind == lex.Ident && (s[0].S == "const" || s[0].S == "let" || s[0].S == "var") {
		s = s[1:]
	}
	if len(s) < 3 || s[0].Kind != lex.Ident || strings.Contains(s[0].S, ".") || lex.IsKeyword(s[0].S) {
		return false
	}
	rhs := s
	if i := assignAt(s); i > 0 {
		if i != 1 {
			return false
		}
		rhs = s[i+1:]
	} else if name, ok := mutatorCall(s); !ok || !p.buildable(name) {
		return false
	}
	for i, t := range rhs {
		if t.Kind != lex.Op || t.S != "(" || i == 0 {
			continue
		}
		f := rhs[i-1]
		if f.Kind != lex.Ident {
			return false
		}
		if !pureCalls[strings.ToLower(f.S[strings.LastIndexByte(f.S, '.')+1:])] {
			return false
		}
	}
	return true
}

// buildStmt runs an append to a plain name (name.push(x),
// b.WriteString(x), l.append(x)) folding the text, which mutated does
// not; false when s is not one.
func (p *prog) buildStmt(s []lex.Tok) bool {
	name, ok := mutatorCall(s)
	if !ok {
		return false
	}
	var args []value.Value
	for _, g := range lex.SplitTop(s[4:len(s)-1], ",") {
		if len(g) > 0 {
			args = append(args, p.eval(g))
		}
	}
	x, bound := p.vars[name]
	if !bound || x.Obj == "strings.Builder" || x.Obj == "bytes.Buffer" {
		x = value.Value{Known: true}
	}
	switch strings.ToLower(s[2].S) {
	case "push", "append":
		if x.List == nil && !(x.Known && x.S == "") {
			return false
		}
		for _, a := range args {
			x = appendElem(x, a)
		}
	case "writestring", "writebyte", "writerune", "write":
		if len(args) != 1 {
			return false
		}
		x = value.Concat(x, args[0])
	default:
		return false
	}
	p.vars[name] = x
	return true
}

// appendElem is list l with a appended: its text, the elements' texts
// joined, for a Go []byte turned into a string.
func appendElem(l, a value.Value) value.Value {
	v := value.Concat(l, a)
	// Appended in place, as Go's append and a list's push do: copying
	// made a long loop's appends quadratic.
	v.List = append(l.List, a)
	return v
}

// charAt is a known ASCII string indexed by a known position: the
// character (a Go byte, read as the text it appends).
func charAt(v, x value.Value) (value.Value, bool) {
	if !v.Known || v.List != nil || !x.Known {
		return value.Value{}, false
	}
	n, err := strconv.Atoi(x.S)
	if err != nil || n < 0 || n >= len(v.S) {
		return value.Value{}, false
	}
	for i := 0; i < len(v.S); i++ {
		if v.S[i] >= utf8.RuneSelf {
			return value.Value{}, false
		}
	}
	r := value.Known(v.S[n : n+1])
	r.Join(v)
	return r, true
}

// goAppend is Go's append(l, a, b) on a list the analysis knows (a
// literal, or one declared empty): the list grown, its text the
// elements' texts joined (string(b) of a []byte built so).
func goAppend(vals []value.Value) (value.Value, bool) {
	if len(vals) < 2 {
		return value.Value{}, false
	}
	l := vals[0]
	if l.List == nil && !(l.Known && l.S == "") {
		return value.Value{}, false
	}
	for _, a := range vals[1:] {
		l = appendElem(l, a)
	}
	l.Obj, l.Recv = "", nil
	return l, true
}

// goEmpty binds a Go variable declared without a value as a slice or a
// builder (var b []byte, var sb strings.Builder) to the empty text it
// is, so what is appended to it folds.
func (p *prog) goEmpty(ts []lex.Tok) bool {
	if p.lang != "go" || len(ts) < 2 || ts[0].Kind != lex.Ident || assignAt(ts) > 0 {
		return false
	}
	slice := len(ts) == 4 && ts[1].S == "[" && ts[2].S == "]" && ts[3].Kind == lex.Ident
	builder := len(ts) == 2 && (ts[1].S == "strings.Builder" || ts[1].S == "bytes.Buffer")
	if !slice && !builder {
		return false
	}
	p.vars[ts[0].S] = value.Value{Known: true, List: []value.Value{}}
	return true
}

// unrollIndented is unroll for a Python loop head (ending in a colon)
// whose body is the indented statements after it.
func (p *prog) unrollIndented(head, rest []lex.Tok) int {
	if n := len(head); n < 2 || head[n-1].S != ":" {
		return 0
	}
	var stmts [][]lex.Tok
	start, used := 0, 0
	for i, t := range rest {
		if t.Kind != lex.End {
			continue
		}
		if i > start {
			if rest[start].Col <= head[0].Col {
				break
			}
			stmts = append(stmts, rest[start:i])
			used = i + 1
		}
		start = i + 1
	}
	if !p.unrollStmts(head, stmts) {
		return 0
	}
	return used
}

// buildable reports a receiver an append builds as text or a list: not
// yet bound, text, a list or a builder; never an object such as a file,
// whose writes are sinks read once as before.
func (p *prog) buildable(name string) bool {
	x, ok := p.vars[name]
	return !ok || x.Known || x.List != nil || x.Obj == "strings.Builder" || x.Obj == "bytes.Buffer"
}

// goBuilt is what Go's append and a strings.Builder's String() make of
// what the analysis knows (a value a loop built).
func goBuilt(c *callSite) (value.Value, bool) {
	switch {
	case c.name == "append":
		return goAppend(c.vals)
	case c.m == "String" && len(c.vals) == 0 && c.recv != nil && c.recv.Known:
		v := *c.recv
		v.Obj, v.Recv, v.List = "", nil, nil
		return v, true
	}
	return value.Value{}, false
}

// comprehension is Python's x for k, v in it (if c) (for ...): each
// clause's names bound to its iterable's elements, then the element
// expression; the names are restored after.
func (p *prog) comprehension(ts []lex.Tok, f int) value.Value {
	saved := map[string][2]any{}
	for n := 0; f >= 0 && n < 8; n++ {
		rest := ts[f+1:]
		i := lex.FindIdent(rest, "in")
		if i <= 0 {
			break
		}
		it, next := rest[i+1:], -1
		if j := lex.FindIdent(it, "for"); j > 0 {
			next, it = f+1+i+1+j, it[:j]
		}
		if j := lex.FindIdent(it, "if"); j > 0 {
			it = it[:j]
		}
		el := p.eval(it)
		el.S, el.Known, el.List = value.UnknownPart, false, nil
		for _, t := range rest[:i] {
			if _, done := saved[t.S]; !done && t.Kind == lex.Ident {
				old, ok := p.vars[t.S]
				saved[t.S] = [2]any{old, ok}
			}
		}
		p.bind(rest[:i], el)
		f = next
	}
	v := p.eval(ts[:lex.FindIdent(ts, "for")])
	v.S, v.Known, v.List = value.UnknownPart, false, nil
	for k, o := range saved {
		if delete(p.vars, k); o[1].(bool) {
			p.vars[k] = o[0].(value.Value)
		}
	}
	return v
}
