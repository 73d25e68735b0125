// Package prog evaluates the Python, JavaScript/TypeScript, PowerShell
// and Go units of the script analysis: statements over the tokens of
// package lex, constants folded into variables, calls matched against
// the sources, decoders, sinks and runners each language has.
package prog

import (
	"path"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/decode"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/flow"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/keymat"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/lex"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/prog/fold"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/tables"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/value"
)

// prog evaluates the statements of a Python, JavaScript, PowerShell or
// Go unit: assignments fold into variables, calls are matched against
// the sources, decoders, sinks and runners of calls.go.
type prog struct {
	http   int8 // the file makes an HTTP request: 1 yes, -1 no, 0 not yet known
	u      *flow.Unit
	lang   string
	vars   map[string]value.Value
	alias  map[string]string // import aliases: name -> module path
	lines  []string
	scopes []*fnScope
	// A pending function heading: its block (or indented body) follows.
	pending *fnScope
	sock    int // line of a network connection (socket, net.connect, TCPClient)
	sockHow string
	shellAt int // line of an interactive shell started or wired (pty.spawn, dup2)
	shellHw string
	depth   int
	fnKeys  map[string]fnKey // summaryOf's keys by name
	// loopWork counts the statements of loops unrolled (bounded by
	// loopBudget).
	loopWork int
}

// tokPool holds token buffers for Run; maxPooledToks bounds what one
// keeps (a buffer for a few hundred kilobytes of code).
var tokPool = sync.Pool{New: func() any { return new([]lex.Tok) }}

const maxPooledToks = 1 << 16

// pooled and poison are for the test that holds the pool safe: without
// the pool, and with every token returned to it overwritten by poison
// (when not nil: a statement that decodes and runs code, so that tokens
// read after their reuse make a finding of their own).
var (
	pooled = true
	poison []lex.Tok
)

type fnScope struct {
	name   string
	params []string
	indent int
	sum    *flow.Summary
	saved  *flow.Summary
}

// Run evaluates a Python, JavaScript, PowerShell or Go unit
// statement by statement.
func Run(u *flow.Unit, src string) {
	var ts []lex.Tok
	switch u.Lang {
	case "py", "js":
		// The tokens live only as long as this call (nothing keeps a
		// slice of them), so their storage goes back to a pool: the
		// token arrays were a quarter of the audit's allocation.
		bp := tokPool.Get().(*[]lex.Tok)
		if !pooled {
			bp = new([]lex.Tok)
		}
		if u.Lang == "py" {
			ts = lex.PythonInto(*bp, src, 1, 0)
		} else {
			ts = lex.JSInto(*bp, src, 1, 0)
		}
		defer func() {
			if cap(ts) <= maxPooledToks {
				clear(ts) // drop what the tokens point to
				if poison != nil {
					for i := range ts {
						ts[i] = poison[i%len(poison)]
					}
				}
				*bp = ts[:0]
				tokPool.Put(bp)
			}
		}()
	case "ps":
		ts = lex.PS(src, 1, 0)
	case "go":
		ts = lex.Go(src, 1)
	}
	p := &prog{u: u, lang: u.Lang, vars: map[string]value.Value{}, alias: map[string]string{}, lines: strings.Split(src, "\n")}
	for k, v := range u.Env {
		p.vars[k] = v
	}
	start := 0
	skip := 0
	var last []lex.Tok // the statement last run: a block's head (Go ends it before the brace)
	for i, t := range ts {
		if i < skip {
			continue
		}
		switch t.Kind {
		case lex.End, lex.Open, lex.Close:
			if i > start {
				if !u.Step() {
					return
				}
				last = ts[start:i]
				p.stmt(last)
				if t.Kind == lex.End && p.lang == "py" && last[0].S == "for" {
					if n := p.unrollIndented(last, ts[i+1:]); n > 0 {
						skip = i + 1 + n
						start = skip
						continue
					}
				}
			}
			start = i + 1
			switch t.Kind {
			case lex.Open:
				head := last
				last = nil
				if len(head) > 0 && head[0].S == "for" && p.pending == nil {
					if n := p.unroll(head, ts[i+1:]); n > 0 {
						skip = i + 1 + n
						start = skip
						continue
					}
				}
				p.scopes = append(p.scopes, p.enter(p.pending))
				p.pending = nil
			case lex.Close:
				last = nil
				if len(p.scopes) > 0 {
					p.leave(p.scopes[len(p.scopes)-1])
					p.scopes = p.scopes[:len(p.scopes)-1]
				}
			}
		}
	}
	for len(p.scopes) > 0 {
		p.leave(p.scopes[len(p.scopes)-1])
		p.scopes = p.scopes[:len(p.scopes)-1]
	}
}

func (p *prog) enter(f *fnScope) *fnScope {
	if f == nil {
		return &fnScope{}
	}
	f.saved = p.u.Fn
	f.sum = p.u.Skill.Summary("fn:" + p.u.Module + "." + f.name)
	p.u.Fn = f.sum
	for i, n := range f.params {
		if i < 64 {
			p.vars[n] = value.Value{S: value.UnknownPart, Param: 1 << uint(i)}
		}
	}
	return f
}

func (p *prog) leave(f *fnScope) {
	if f.sum == nil {
		return
	}
	p.u.Fn = f.saved
	for _, n := range f.params {
		delete(p.vars, n)
	}
}

func (p *prog) text(line int) string {
	if p.u.At > 0 {
		return p.u.AtText
	}
	i := line - 1
	if i >= 0 && i < len(p.lines) {
		return p.lines[i]
	}
	return ""
}

func (p *prog) at(t lex.Tok) int { return p.u.Line(t.Line) }

// stmt evaluates one statement.
func (p *prog) stmt(ts []lex.Tok) {
	if len(ts) == 0 {
		return
	}
	// Python blocks are indentation: leaving a function's body.
	if p.lang == "py" {
		for len(p.scopes) > 0 && ts[0].Col <= p.scopes[len(p.scopes)-1].indent {
			p.leave(p.scopes[len(p.scopes)-1])
			p.scopes = p.scopes[:len(p.scopes)-1]
		}
		if p.pending != nil {
			if ts[0].Col > p.pending.indent {
				p.scopes = append(p.scopes, p.enter(p.pending))
			}
			p.pending = nil
		}
	}
	if p.lang == "js" && p.streamData(ts) {
		return
	}
	head := ts[0]
	if head.Kind == lex.Ident {
		switch head.S {
		case "import", "from":
			if head.S == "import" && len(ts) > 1 && ts[1].S == "(" {
				break // import(…): an expression
			}
			p.imports(ts)
			return
		case "def", "function", "func", "async":
			if f := p.heading(ts); f != nil {
				p.pending = f
				if p.lang == "py" {
					f.indent = head.Col
				}
				return
			}
		case "return", "yield":
			v := p.eval(ts[1:])
			r := v
			r.Param = 0
			p.u.FnOut(r)
			return
		case "with":
			if p.withItems(ts) {
				return
			}
			if i := lex.FindIdent(ts, "as"); i > 0 {
				v := p.eval(ts[1:i])
				p.bind(trimColon(ts[i+1:]), v)
				return
			}
		case "for":
			p.forStmt(ts)
			return
		case "export", "default", "await", "else", "elif", "if", "while", "try", "except", "finally", "assert", "del", "global", "nonlocal", "raise", "throw", "defer", "go", "case", "switch", "catch", "not":
			if head.S == "if" || head.S == "elif" || head.S == "while" || head.S == "switch" || head.S == "catch" {
				p.condStmt(head, ts)
				return
			}
			if len(ts) > 1 {
				p.stmt(inner(head, ts[1:]))
			}
			return
		case "const", "let", "var":
			if p.goEmpty(ts[1:]) {
				return
			}
			p.declarations(ts[1:])
			return
		case "class", "interface", "type", "package", "param", "pass", "break", "continue":
			if head.S == "param" && p.lang == "ps" && p.u.Fn != nil && len(p.scopes) > 0 {
				f := p.scopes[len(p.scopes)-1]
				for _, t := range ts {
					if t.Kind == lex.Ident && strings.HasPrefix(t.S, "$") {
						f.params = append(f.params, t.S)
						if len(f.params) <= 64 {
							p.vars[t.S] = value.Value{S: value.UnknownPart, Param: 1 << uint(len(f.params)-1)}
						}
					}
				}
			}
			return
		}
		// JS method shorthand: name(params) followed by a block.
		if p.lang == "js" && len(ts) >= 3 && ts[1].Kind == lex.Op && ts[1].S == "(" && ts[len(ts)-1].S == ")" && !lex.IsKeyword(head.S) && !strings.Contains(head.S, ".") {
			if f := p.heading(append([]lex.Tok{{Kind: lex.Ident, S: "function"}}, ts...)); f != nil {
				p.pending = f
			}
		}
	}
	// A JS arrow function assigned: const f = (a, b) => {
	if p.lang == "js" && len(ts) > 3 && ts[len(ts)-1].S == "=>" {
		if i := assignAt(ts); i > 0 && arrowHead(ts[i+1:len(ts)-1]) {
			f := &fnScope{name: lastIdent(ts[:i])}
			f.params = paramNames(ts[i+1:])
			p.pending = f
			return
		}
	}
	if i := assignAt(ts); i > 0 {
		p.assign(ts[:i], ts[i].S, ts[i+1:])
		return
	}
	if p.lang == "ps" && psCommandStart(ts) {
		p.psPipeline(ts)
		return
	}
	if p.lang == "ps" && p.psReverseInPlace(ts) {
		return
	}
	v := p.eval(ts)
	p.mutated(ts, v)
	if p.lang == "ps" && head.Kind != lex.Ident {
		p.u.Out.Join(v) // a bare expression is PowerShell's output
	}
}

// declarations runs a declaration's statements: const a = x, b = y
// declares each on its own.
func (p *prog) declarations(ts []lex.Tok) {
	if len(ts) == 0 {
		return
	}
	if parts := lex.SplitTop(ts, ","); p.lang == "js" && len(parts) > 1 && allAssign(parts) {
		for _, d := range parts {
			p.stmt(d)
		}
		return
	}
	p.stmt(ts)
}

// mutated records what a statement that calls a method adding to its
// receiver (o.push(x), b.WriteString(x), l.append(x)) put in the
// receiver's variable: v, the call's value, carries its arguments.
func (p *prog) mutated(ts []lex.Tok, v value.Value) {
	name, ok := mutatorCall(ts)
	if !ok {
		return
	}
	w := v
	w.Obj, w.Recv, w.List = "", nil, nil
	if strings.Contains(strings.ToLower(name), "header") {
		w = value.AsAuth(w)
	}
	x, ok := p.vars[name]
	if !ok {
		x = value.Value{S: value.UnknownPart}
	}
	x.Join(w)
	p.vars[name] = x
}

// allAssign reports declarations that each assign a value.
func allAssign(parts [][]lex.Tok) bool {
	for _, d := range parts {
		if assignAt(d) <= 0 {
			return false
		}
	}
	return true
}

// arrowHead reports the parameters of an arrow function: x, (a, b),
// async (a).
func arrowHead(ts []lex.Tok) bool {
	if len(ts) > 0 && ts[0].Kind == lex.Ident && ts[0].S == "async" {
		ts = ts[1:]
	}
	if len(ts) == 1 && ts[0].Kind == lex.Ident {
		return true
	}
	if len(ts) < 2 || ts[0].S != "(" || ts[len(ts)-1].S != ")" {
		return false
	}
	d := 0
	for i, t := range ts {
		if t.Kind != lex.Op {
			continue
		}
		switch t.S {
		case "(", "[", "{":
			d++
		case ")", "]", "}":
			d--
			if d == 0 && i != len(ts)-1 {
				return false
			}
		}
	}
	return true
}

// withItems evaluates Python's with A as a, B as b, false when it has
// one item: each item binds its own name (the whole tail bound to A's
// value made b a download when A was one).
func (p *prog) withItems(ts []lex.Tok) bool {
	items := lex.SplitTop(trimColon(ts[1:]), ",")
	if len(items) < 2 || p.lang != "py" {
		return false
	}
	for _, it := range items {
		if i := lex.FindIdent(it, "as"); i > 0 {
			p.bind(it[i+1:], p.eval(it[:i]))
		} else {
			p.eval(it)
		}
	}
	return true
}

func trimColon(ts []lex.Tok) []lex.Tok {
	if n := len(ts); n > 0 && ts[n-1].Kind == lex.Op && ts[n-1].S == ":" {
		return ts[:n-1]
	}
	return ts
}

// assignAt finds a top-level assignment operator.
func assignAt(ts []lex.Tok) int {
	d := 0
	for i, t := range ts {
		if t.Kind != lex.Op {
			continue
		}
		switch t.S {
		case "(", "[", "{", "$(":
			d++
		case ")", "]", "}":
			d--
		case "=", ":=", "+=", "-=", "|=", "??=", "||=", "&&=":
			if d == 0 && i > 0 {
				return i
			}
		}
	}
	return -1
}

func lastIdent(ts []lex.Tok) string {
	for i := len(ts) - 1; i >= 0; i-- {
		if ts[i].Kind == lex.Ident {
			return ts[i].S
		}
	}
	return ""
}

// heading reads a function heading: def f(a, b):, function f(a, b),
// func (r T) f(a T) R, function f { (PowerShell).
func (p *prog) heading(ts []lex.Tok) *fnScope {
	i := 0
	for i < len(ts) && ts[i].Kind == lex.Ident && (ts[i].S == "async" || ts[i].S == "def" || ts[i].S == "function" || ts[i].S == "func" || ts[i].S == "export") {
		i++
	}
	if p.lang == "go" && i < len(ts) && ts[i].S == "(" { // a receiver
		d := 0
		for ; i < len(ts); i++ {
			if ts[i].S == "(" {
				d++
			} else if ts[i].S == ")" {
				d--
				if d == 0 {
					i++
					break
				}
			}
		}
	}
	f := &fnScope{}
	if i < len(ts) && ts[i].Kind == lex.Ident {
		f.name = ts[i].S
		i++
	}
	if i < len(ts) && ts[i].S == "(" {
		f.params = paramNames(ts[i:])
	}
	if f.name == "" && f.params == nil {
		return nil
	}
	return f
}

// paramNames are the names in the first parenthesised list of ts.
func paramNames(ts []lex.Tok) []string {
	var out []string
	d := 0
	expect := true
	for _, t := range ts {
		if t.Kind == lex.Op {
			switch t.S {
			case "(", "[", "{":
				d++
				if d == 1 {
					expect = true
				}
				continue
			case ")", "]", "}":
				d--
				if d == 0 {
					return out
				}
				continue
			case ",":
				if d == 1 {
					expect = true
				}
				continue
			}
			continue
		}
		if d == 1 && expect && t.Kind == lex.Ident {
			expect = false
			if t.S == "self" || t.S == "cls" {
				continue
			}
			out = append(out, t.S)
		}
	}
	if len(ts) > 0 && ts[0].Kind == lex.Ident && len(out) == 0 && d == 0 {
		out = append(out, ts[0].S) // x => …
	}
	return out
}

func (p *prog) imports(ts []lex.Tok) {
	if p.lang == "go" {
		// Only a renamed import changes a package's name: import x "p".
		for i, t := range ts {
			if t.Kind == lex.Str && i > 0 && ts[i-1].Kind == lex.Ident && ts[i-1].S != "import" && ts[i-1].S != "_" {
				p.alias[ts[i-1].S] = path.Base(t.S)
			}
		}
		return
	}
	if p.lang == "js" {
		// import x from 'm'; import {a as b} from 'm'; import * as x from 'm'
		mod := ""
		for _, t := range ts {
			if t.Kind == lex.Str {
				mod = p.module(t.S)
			}
		}
		if mod == "" {
			return
		}
		inBrace := false
		for i := 1; i < len(ts); i++ {
			t := ts[i]
			switch {
			case t.S == "{":
				inBrace = true
			case t.S == "}":
				inBrace = false
			case t.Kind == lex.Ident && t.S == "from":
				return
			case t.Kind == lex.Ident && t.S != "as" && t.S != "type":
				name, target := t.S, mod
				if inBrace {
					target = mod + "." + t.S
				}
				if i+2 < len(ts) && ts[i+1].S == "as" {
					name = ts[i+2].S
					i += 2
				}
				if i > 0 && ts[i-1].S == "as" && ts[i-2].S == "*" {
					target = mod
				}
				p.alias[name] = target
			}
		}
		return
	}
	// Python: import a.b as c, d / from m import x as y, z
	if ts[0].S == "import" {
		for _, g := range lex.SplitTop(ts[1:], ",") {
			name := dotted(g)
			if i := lex.FindIdent(g, "as"); i > 0 && i+1 < len(g) {
				p.alias[g[i+1].S] = dotted(g[:i])
			} else if name != "" {
				first := strings.SplitN(name, ".", 2)[0]
				p.alias[first] = first
			}
			p.local(name)
		}
		return
	}
	i := lex.FindIdent(ts, "import")
	if i < 0 {
		return
	}
	mod := strings.TrimLeft(dotted(ts[1:i]), ".")
	p.local(mod)
	if mod == "" {
		mod = "."
	}
	for _, g := range lex.SplitTop(ts[i+1:], ",") {
		for len(g) > 0 && g[0].Kind == lex.Op {
			g = g[1:]
		}
		if len(g) == 0 {
			continue
		}
		name := g[0].S
		as := name
		if j := lex.FindIdent(g, "as"); j > 0 && j+1 < len(g) {
			as = g[j+1].S
		}
		p.alias[as] = mod + "." + name
	}
}

// local queues a module of the skill that a file imports.
func (p *prog) local(mod string) {
	if mod == "" {
		return
	}
	ext := map[string]string{"py": ".py", "js": ".js"}[p.lang]
	if ext == "" {
		return
	}
	rel := strings.ReplaceAll(mod, ".", "/") + ext
	if p.lang == "js" {
		rel = mod
	}
	p.u.Skill.Runs(p.u.Path, rel, p.lang)
}

// module is the name a JS module is known by: "child_process" for
// "node:child_process", "helper" for "./lib/helper.js" (and the file is
// queued for analysis).
func (p *prog) module(s string) string {
	s = strings.TrimPrefix(s, "node:")
	if strings.HasPrefix(s, ".") || strings.HasPrefix(s, "/") {
		for _, ext := range []string{"", ".js", ".ts", ".mjs", ".cjs"} {
			if _, f := p.u.Skill.Runs(p.u.Path, s+ext, "js"); f != "" {
				break
			}
		}
		b := path.Base(s)
		return strings.TrimSuffix(b, path.Ext(b))
	}
	return s
}

func dotted(ts []lex.Tok) string {
	var b strings.Builder
	for _, t := range ts {
		if t.Kind == lex.Ident || t.Kind == lex.Op && t.S == "." {
			b.WriteString(t.S)
		} else {
			break
		}
	}
	return b.String()
}

func (p *prog) forStmt(ts []lex.Tok) {
	body := trimColon(ts[1:])
	// A loop whose body is on its line: for (const k of ks) o[k] = v;
	// in Python, for k in ks: o[k] = v. The body runs once the names
	// are bound.
	var inline, hd []lex.Tok // hd: the head without the inline body
	if len(body) > 0 && body[0].S == "(" {
		if k := lex.Closing(body); k > 0 && k < len(body)-1 {
			inline = body[k+1:]
			body = body[:k+1]
			hd = ts[:k+2]
		}
		body = body[1:]
		if n := len(body); n > 0 && body[n-1].S == ")" {
			body = body[:n-1]
		}
	} else if p.lang == "py" {
		if g := lex.SplitTop(body, ":"); len(g) > 1 && len(g[0]) > 0 && len(g[0]) < len(body)-1 {
			inline = body[len(g[0])+1:]
			body = g[0]
			hd = ts[:len(g[0])+1]
		}
	}
	if len(inline) > 0 {
		defer func() {
			if !p.unrollStmts(hd, [][]lex.Tok{inline}) {
				p.stmt(inline)
			}
		}()
	}
	i := lex.FindIdent(body, "in")
	if j := lex.FindIdent(body, "of"); j > 0 {
		i = j
	}
	if j := lex.FindIdent(body, "range"); j > 0 && p.lang == "go" {
		// for _, f := range fs: the names before := take fs's elements.
		i = j
		if k := lex.IndexOp(body[:j], ":="); k >= 0 {
			body = append(append([]lex.Tok{}, body[:k]...), body[j:]...)
			i = k
		} else if k := lex.IndexOp(body[:j], "="); k >= 0 {
			body = append(append([]lex.Tok{}, body[:k]...), body[j:]...)
			i = k
		}
	}
	if i <= 0 {
		p.eval(body)
		return
	}
	v := p.eval(body[i+1:])
	el := v
	el.S, el.Known, el.List, el.Rev = value.UnknownPart, false, nil, false
	p.bind(body[:i], el)
}

// condStmt evaluates a statement headed by a condition (if, elif,
// while, switch, catch).
func (p *prog) condStmt(head lex.Tok, ts []lex.Tok) {
	// Go's if b, err := f(); err == nil { binds b for the block: a
	// header's assignment is one.
	if i := assignAt(ts[1:]); i > 0 && p.lang == "go" {
		p.stmt(ts[1:])
		return
	}
	// A one-line body after the condition ("if (re.test(k)) m.set(k,
	// v);", "if k in os.environ: d[k] = v") is a statement of its own,
	// not part of the condition.
	if cond, body := oneLineBody(p.lang, ts); body != nil {
		p.eval(cond)
		p.stmt(inner(head, body))
		return
	}
	p.eval(trimColon(ts[1:]))
}

// inner is the rest of a statement after its keyword head, as a
// statement inside head's block. Only a line's first token has a
// column: the rest of "try:", "except E:", "if x: y = 1", read at
// column 0, would close the Python function holding it (a send in a try
// block was lost from the function's summary).
func inner(head lex.Tok, rest []lex.Tok) []lex.Tok {
	if len(rest) == 0 || rest[0].Col > head.Col {
		return rest
	}
	r0 := rest[0]
	r0.Col = head.Col + 1
	return append([]lex.Tok{r0}, rest[1:]...)
}

// oneLineBody splits "if (cond) stmt" (JS, PowerShell) or "if cond:
// stmt" (Python) into the condition and the statement; body is nil when
// the statement is not on the condition's line (a block follows).
func oneLineBody(lang string, ts []lex.Tok) (cond, body []lex.Tok) {
	switch lang {
	case "js", "ps":
		if len(ts) > 2 && ts[1].S == "(" {
			if j := lex.Closing(ts[1:]); j > 0 && 2+j < len(ts) && ts[2+j].S != "{" && ts[2+j].Kind != lex.End {
				return ts[2 : 1+j], ts[2+j:]
			}
		}
	case "py":
		d := 0
		for i, t := range ts {
			if t.Kind != lex.Op {
				continue
			}
			switch t.S {
			case "(", "[", "{":
				d++
			case ")", "]", "}":
				d--
			case ":":
				if d == 0 {
					if i+1 < len(ts) && ts[i+1].Kind != lex.End {
						return ts[1:i], ts[i+1:]
					}
					return nil, nil
				}
			}
		}
	}
	return nil, nil
}

// mutatorCall reports a statement that is one call of a method that adds
// to its receiver (name.push(…), name.WriteString(…)), with the
// receiver's name.
func mutatorCall(ts []lex.Tok) (string, bool) {
	if len(ts) < 5 || ts[0].Kind != lex.Ident || ts[1].Kind != lex.Op || ts[1].S != "." || ts[2].Kind != lex.Ident || ts[3].S != "(" || lex.Closing(ts[3:]) != len(ts)-4 {
		return "", false
	}
	switch strings.ToLower(ts[2].S) {
	// (set: a key set in a map, Go's url.Values and http.Header, a JS
	// Map; update and setdefault: a Python dict; set_content, attach: a
	// mail message's body.)
	case "append", "push", "unshift", "extend", "insert", "add", "write", "writestring", "writebyte", "writerune", "put", "set", "update", "setdefault", "set_content", "set_payload", "attach", "add_attachment":
		return ts[0].S, !strings.Contains(ts[0].S, ".")
	}
	return "", false
}

// bind assigns v to the names of a target list (a, b / const {a, b} /
// [a, b]).
func (p *prog) bind(target []lex.Tok, v value.Value) {
	for _, t := range target {
		if t.Kind == lex.Ident && !isDeclWord(t.S) {
			p.vars[t.S] = v
		}
	}
}

func isDeclWord(s string) bool {
	switch s {
	case "const", "let", "var", "as", "in", "of", "await":
		return true
	}
	return false
}

func (p *prog) assign(lhs []lex.Tok, op string, rhs []lex.Tok) {
	var v value.Value
	if p.lang == "ps" && psCommandStart(rhs) {
		v = p.psPipeline(rhs)
	} else {
		v = p.eval(rhs)
	}
	p.fields(lhs, op, rhs)
	for len(lhs) > 0 && lhs[0].Kind == lex.Ident && isDeclWord(lhs[0].S) {
		lhs = lhs[1:]
	}
	if len(lhs) == 0 {
		return
	}
	// Destructuring: const {a, b: c} = require('m') / const [a, b] = x
	if lhs[0].S == "{" || lhs[0].S == "[" {
		for _, g := range lex.SplitTop(lhs[1:len(lhs)-1], ",") {
			if len(g) == 0 || g[0].Kind != lex.Ident {
				continue
			}
			key, name := g[0].S, g[len(g)-1].S
			x := v
			x.List = nil
			if v.Obj != "" {
				x.Obj = joinObj(v.Obj, ".", key)
			}
			if (v.Obj == "process.env" || v.Obj == "os.environ") && lhs[0].S == "{" {
				x = flow.EnvValue(key, p.at(g[0]), "process.env."+key)
			}
			p.vars[name] = x
		}
		return
	}
	// Type annotations and several targets: x: str = …, a, b = …
	var tbuf, pbuf [4][]lex.Tok
	targets := lex.SplitTopInto(tbuf[:0], lhs, ",")
	if parts := lex.SplitTopInto(pbuf[:0], rhs, ","); len(targets) > 1 && len(parts) == len(targets) && p.lang != "ps" {
		// a, b = "x", 1: each target its own value.
		vs := make([]value.Value, len(parts))
		for i, g := range parts {
			vs[i] = p.eval(g)
		}
		v = flow.UnionAll(vs)
		v.List = vs
	}
	for k, tg := range targets {
		if len(tg) == 0 {
			continue
		}
		if i := lex.IndexOp(tg, ":"); i > 0 && p.lang == "py" {
			tg = tg[:i]
		}
		if p.lang == "go" && len(tg) > 1 && tg[0].Kind == lex.Ident && tg[1].Kind == lex.Ident {
			tg = tg[:1] // var x T = …
		}
		x := v
		if len(targets) > 1 && len(v.List) == len(targets) {
			x = v.List[k]
		}
		if len(tg) == 1 && tg[0].Kind == lex.Ident {
			name := tg[0].S
			if op == "+=" {
				x = value.Concat(p.vars[name], x)
			} else if op != "=" && op != ":=" {
				old := p.vars[name]
				old.Join(x)
				x = old
			}
			p.vars[name] = x
			continue
		}
		// a.b = v, a[k] = v: what is stored in a carries v.
		if tg[0].Kind == lex.Ident {
			base := tg[0].S
			old, ok := p.vars[base]
			if !ok {
				old = value.Value{S: value.UnknownPart}
			}
			key := ""
			if len(tg) >= 3 && (tg[1].S == "[" && tg[2].Kind == lex.Str || tg[1].S == "." && tg[2].Kind == lex.Ident) {
				key = tg[2].S
			}
			if isAuthKey(key) || strings.EqualFold(key, "headers") {
				x = value.AsAuth(x)
			}
			p.selfField(tg, op, x)
			old.Join(x)
			p.vars[base] = old
		}
	}
}

// maxFields bounds the fields of one object literal that are kept.
const maxFields = 64

// fields binds the fields of an object or dict literal assigned to one
// name as names of their own (cfg = {o: "pool:443", u: "4…"} binds
// "cfg.o" and "cfg.u"), so that cfg.o and cfg["o"] read their values:
// a miner's pool and wallet, or a secret, kept in a configuration object
// and read back field by field.
func (p *prog) fields(lhs []lex.Tok, op string, rhs []lex.Tok) {
	for len(lhs) > 0 && lhs[0].Kind == lex.Ident && isDeclWord(lhs[0].S) {
		lhs = lhs[1:]
	}
	if op != "=" && op != ":=" || len(lhs) != 1 || lhs[0].Kind != lex.Ident || len(rhs) < 2 || rhs[0].S != "{" || lex.Closing(rhs) != len(rhs)-1 {
		return
	}
	for n, g := range lex.SplitTop(rhs[1:len(rhs)-1], ",") {
		if n >= maxFields {
			return
		}
		if len(g) < 3 || g[0].Kind != lex.Str && g[0].Kind != lex.Ident || g[1].Kind != lex.Op || g[1].S != ":" && g[1].S != "=" {
			continue
		}
		p.vars[lhs[0].S+"."+g[0].S] = p.eval(g[2:])
	}
}

// field is the value bound to name.key by fields, if any.
func (p *prog) field(name, key string) (value.Value, bool) {
	if name == "" {
		return value.Value{}, false
	}
	v, ok := p.vars[name+"."+key]
	if !ok {
		v, ok = p.classAttr(name, key)
	}
	return v, ok
}

// eval evaluates tokens as an expression (a comma list is a tuple).
func (p *prog) eval(ts []lex.Tok) value.Value {
	// An f-string's expression is lexed as a statement: its end is not
	// a second element.
	for len(ts) > 0 && ts[len(ts)-1].Kind == lex.End {
		ts = ts[:len(ts)-1]
	}
	if len(ts) == 0 {
		return value.Value{}
	}
	p.depth++
	defer func() { p.depth-- }()
	if p.depth > flow.MaxNest {
		return value.Unknown()
	}
	e := &ev{p: p, ts: ts}
	// Most expressions are one value: first holds it, and vs is made
	// only for a tuple.
	var first value.Value
	var vs []value.Value
	n := 0
	for !e.eof() {
		start := e.i
		x := e.expr()
		switch n {
		case 0:
			first = x
		case 1:
			vs = append(make([]value.Value, 0, 4), first, x)
		default:
			vs = append(vs, x)
		}
		n++
		if !e.eof() && e.peek().Kind == lex.Op && (e.peek().S == "," || e.peek().S == ";") {
			e.i++
			continue
		}
		if e.i == start {
			e.i++ // an unexpected token: step over it
		}
	}
	if n == 1 {
		return first
	}
	v := flow.UnionAll(vs)
	v.List = vs
	return v
}

type ev struct {
	p  *prog
	ts []lex.Tok
	i  int
}

func (e *ev) eof() bool { return e.i >= len(e.ts) }
func (e *ev) peek() lex.Tok {
	if e.eof() {
		return lex.Tok{Kind: lex.End}
	}
	return e.ts[e.i]
}

func (e *ev) isOp(s string) bool {
	t := e.peek()
	return t.Kind == lex.Op && t.S == s
}

var binops = map[string]bool{"+": true, "-": true, "*": true, "/": true, "%": true, "**": true, "//": true, "|": true, "&": true, "^": true, "<<": true, ">>": true,
	"==": true, "!=": true, "<": true, ">": true, "<=": true, ">=": true, "===": true, "!==": true, "&&": true, "||": true, "??": true, "in": true, "instanceof": true}

var wordOps = map[string]bool{"and": true, "or": true, "if": true, "else": true, "in": true, "not": true, "for": true, "is": true, "instanceof": true, "of": true, "async": true, "await": true}

func (e *ev) expr() value.Value {
	v := e.unary()
	for !e.eof() {
		t := e.peek()
		switch {
		case t.Kind == lex.Op && t.S == "?":
			e.i++
			a := e.expr()
			if e.isOp(":") {
				e.i++
				b := e.expr()
				a.Join(b)
			}
			v.Join(a)
			v.S, v.Known = value.UnknownPart, false
		case t.Kind == lex.Op && t.S == "=>":
			e.i++
			b := e.expr()
			v = b
		case t.Kind == lex.Op && binops[t.S]:
			e.i++
			r := e.unary()
			v = e.binop(t.S, v, r)
		case t.Kind == lex.Op && e.p.lang == "ps" && strings.HasPrefix(t.S, "-") && len(t.S) > 1:
			e.i++
			if t.S == "-join" && !e.eof() && e.peek().Kind != lex.End {
				sep := e.unary()
				v = fold.JoinList(v, sep)
				continue
			}
			r := e.unary()
			if op := strings.TrimLeft(t.S, "-"); op == "f" || strings.HasSuffix(op, "replace") {
				// -f and -replace take a list: 'a' -replace '#', ''.
				list := []value.Value{r}
				for !e.eof() && e.isOp(",") && len(list) < 64 {
					e.i++
					list = append(list, e.unary())
				}
				if len(list) > 1 {
					r = flow.UnionAll(list)
					r.List = list
					r.Known = true
					for _, x := range list {
						r.Known = r.Known && x.Known
					}
				}
			}
			v = e.psOp(strings.Replace(strings.Replace(t.S, "-ireplace", "-replace", 1), "-creplace", "-replace", 1), v, r)
		case t.Kind == lex.Ident && wordOps[t.S]:
			e.i++
			if e.eof() {
				return v
			}
			r := e.unary()
			r.S, r.Known = value.UnknownPart, false
			v.Join(r)
			if t.S != "if" && t.S != "else" {
				v.S, v.Known = value.UnknownPart, false
			}
		default:
			return v
		}
	}
	return v
}

func (e *ev) binop(op string, a, b value.Value) value.Value {
	switch {
	case op == "+":
		if a.Known && b.Known && isNumber(a.S) && isNumber(b.S) {
			x, _ := strconv.ParseFloat(a.S, 64)
			y, _ := strconv.ParseFloat(b.S, 64)
			return value.Known(strconv.FormatFloat(x+y, 'f', -1, 64))
		}
		return value.Concat(a, b)
	case op == "%" && e.p.lang == "py" && a.Known:
		return fold.Format(a, b)
	case op == "/" && e.p.lang == "py" && (strings.Contains(a.Obj, "Path") || strings.HasPrefix(a.S, "~") || strings.Contains(a.S, "/")) && !isNumber(b.S):
		// pathlib: Path.home() / ".electrum" / "wallets"
		v := pathValue2(value.Concat(value.Concat(a, value.Known("/")), b), e.p.at(e.ts[max(0, e.i-1)]))
		v.Obj = "pathlib.Path"
		return v
	case (op == "||" || op == "??") && !a.Carries() && !a.Known:
		return b
	}
	if a.Known && b.Known && isNumber(a.S) && isNumber(b.S) {
		x, _ := strconv.ParseInt(a.S, 0, 64)
		y, _ := strconv.ParseInt(b.S, 0, 64)
		switch op {
		case "-":
			return value.Known(strconv.FormatInt(x-y, 10))
		case "*":
			return value.Known(strconv.FormatInt(x*y, 10))
		case "^":
			return value.Known(strconv.FormatInt(x^y, 10))
		}
	}
	v := a
	v.Join(b)
	v.S, v.Known, v.List, v.Obj = value.UnknownPart, false, nil, ""
	return v
}

func isNumber(s string) bool {
	_, err := strconv.ParseFloat(s, 64)
	if err != nil {
		_, err = strconv.ParseInt(s, 0, 64)
	}
	return err == nil
}

func (e *ev) psOp(op string, a, b value.Value) value.Value {
	switch op {
	case "-f":
		args := b.List
		if args == nil {
			args = []value.Value{b}
		}
		s := a.S
		for i, x := range args {
			s = strings.ReplaceAll(s, "{"+strconv.Itoa(i)+"}", x.S)
		}
		v := value.Known(s)
		v.Known = a.Known && b.Known
		v.Join(a)
		v.Join(b)
		return v
	case "-replace":
		if a.Known && len(b.List) == 2 && b.List[0].Known && b.List[1].Known {
			v := a
			v.S = strings.ReplaceAll(a.S, b.List[0].S, b.List[1].S)
			return v
		}
	case "-bxor":
		return e.binop("^", a, b)
	}
	return e.binop("|", a, b)
}

func (e *ev) unary() value.Value {
	for !e.eof() {
		t := e.peek()
		if t.Kind == lex.Op && (t.S == "-" || t.S == "+" || t.S == "!" || t.S == "~" || t.S == "*" || t.S == "**" || t.S == "..." || t.S == "&" || t.S == "<-" || t.S == "@") ||
			t.Kind == lex.Ident && (t.S == "not" || t.S == "await" || t.S == "new" || t.S == "typeof" || t.S == "void" || t.S == "delete" || t.S == "yield" || t.S == "async") {
			e.i++
			if t.S == "-" && !e.eof() && e.peek().Kind == lex.Num {
				v := e.postfix()
				v.S = "-" + v.S
				return v
			}
			continue
		}
		if t.Kind == lex.Op && t.S == "-join" && e.p.lang == "ps" {
			// -join X: the elements of X joined with nothing between.
			e.i++
			return fold.JoinList(e.unary(), value.Known(""))
		}
		if t.Kind == lex.Ident && t.S == "lambda" {
			for !e.eof() && !(e.peek().Kind == lex.Op && e.peek().S == ":") {
				e.i++
			}
			e.i++
			return e.expr()
		}
		break
	}
	return e.postfix()
}

func (e *ev) postfix() value.Value {
	// The name the value so far is held in (cfg, then cfg.o), for the
	// fields an object literal bound (prog.fields).
	held := ""
	if !e.eof() && e.peek().Kind == lex.Ident {
		held = e.peek().S
	}
	v := e.primary()
	for !e.eof() {
		t := e.peek()
		switch {
		case t.Kind == lex.Op && (t.S == "." || t.S == "?." || t.S == "::") && e.i+1 < len(e.ts) && e.ts[e.i+1].Kind == lex.Ident:
			m := e.ts[e.i+1].S
			e.i += 2
			if f, ok := e.p.field(held, m); ok {
				v, held = f, held+"."+m
				continue
			}
			held = ""
			v = e.p.member(v, m, e.ts[e.i-1])
		case t.Kind == lex.Op && (t.S == "(" || t.S == "?.("):
			args := e.args("(", ")")
			v, held = e.p.call(v, args, t), ""
		case t.Kind == lex.Op && t.S == "[":
			e.i++
			start := e.i
			e.skipTo("]")
			idx := e.ts[start:e.i]
			e.i++
			if len(idx) == 1 && idx[0].Kind == lex.Str {
				if f, ok := e.p.field(held, idx[0].S); ok {
					v, held = f, held+"."+idx[0].S
					continue
				}
			}
			held = ""
			v = e.p.index(v, idx)
		case t.Kind == lex.Op && t.S == "!" && e.p.lang == "js":
			e.i++
		case (t.Kind == lex.Str || t.Kind == lex.Tmpl) && e.p.lang == "js" && v.Obj != "" && !v.Known:
			if shellTag(v.Obj) {
				// Bun's and zx's $`…`: a shell command line, each ${…}
				// one argument.
				e.i++
				out := e.p.run(e.p.at(t), v.Obj, shellTemplate(e.p, t), e.p.text(t.Line))
				out.Obj = "child_process.ChildProcess"
				v = out
				continue
			}
			e.primary() // a tagged template
		case t.Kind == lex.Op && t.S == "{" && e.p.lang == "go" && goTypeName(v.Obj):
			// A composite literal (url.Values{"k": {key}}, Payload{Key: k}):
			// it carries what its elements carry.
			o := e.object()
			o.Obj = v.Obj
			v = o
		default:
			return v
		}
	}
	return v
}

// goTypeName reports a Go name that can open a composite literal: a
// type of a package (url.Values) or an exported one (Payload), not a
// variable before a block's brace (if ok {).
func goTypeName(s string) bool {
	return s != "" && (strings.Contains(s, ".") || s[0] >= 'A' && s[0] <= 'Z')
}

// skipTo advances to the matching closing bracket (at depth 0).
func (e *ev) skipTo(close string) {
	d := 0
	for !e.eof() {
		t := e.peek()
		if t.Kind == lex.Op {
			switch t.S {
			case "(", "[", "{", "$(", "?.(":
				d++
			case ")", "]", "}":
				if d == 0 && t.S == close {
					return
				}
				d--
				if d < 0 {
					return
				}
			}
		}
		e.i++
	}
}

type arg struct {
	key string
	v   value.Value
}

// args reads a bracketed argument list (the opening bracket is next).
func (e *ev) args(open, close string) []arg {
	e.i++
	start := e.i
	e.skipTo(close)
	inner := e.ts[start:min(e.i, len(e.ts))]
	e.i++
	if f := lex.FindIdent(inner, "for"); f > 0 && e.p.lang == "py" {
		// A generator or comprehension, f(x for k, x in d.items()): one
		// argument, its names bound to the elements (comprehension).
		return []arg{{v: e.p.comprehension(inner, f)}}
	}
	var buf [8][]lex.Tok
	groups := lex.SplitTopInto(buf[:0], inner, ",")
	out := make([]arg, 0, len(groups))
	for _, g := range groups {
		if len(g) == 0 {
			continue
		}
		a := arg{}
		if len(g) > 2 && g[0].Kind == lex.Ident && g[1].Kind == lex.Op && g[1].S == "=" && e.p.lang == "py" {
			a.key = g[0].S
			g = g[2:]
		}
		a.v = e.p.eval(g)
		if isAuthKey(a.key) || a.key == "headers" || a.key == "cookies" {
			a.v = value.AsAuth(a.v)
		}
		out = append(out, a)
	}
	return out
}

var authKeys = map[string]bool{"auth": true, "authorization": true, "proxy-authorization": true, "x-api-key": true, "api-key": true, "apikey": true,
	"x-auth-token": true, "x-access-token": true, "private-token": true, "cookie": true, "cookies": true, "bearer": true, "x-goog-api-key": true,
	"anthropic-api-key": true, "x-subscription-token": true, "x-figma-token": true, "x-github-token": true, "proxy_auth": true, "-headers": true, "-credential": true}

func isAuthKey(k string) bool { return authKeys[strings.ToLower(k)] }

func (e *ev) primary() value.Value {
	if e.eof() {
		return value.Unknown()
	}
	t := e.peek()
	p := e.p
	switch t.Kind {
	case lex.Str:
		e.i++
		v := value.Known(t.S)
		if t.Esc > 0 {
			v.Dec = 1
		}
		// Python's adjacent literals join.
		for p.lang == "py" && !e.eof() && e.peek().Kind == lex.Str {
			n := e.peek()
			e.i++
			v.S += n.S
			if n.Esc > 0 {
				v.Dec = 1
			}
		}
		return p.literal(v, t)
	case lex.Tmpl:
		e.i++
		v := value.Known("")
		for _, part := range t.Parts {
			if part.Expr == nil {
				v = value.Concat(v, value.Known(part.Lit))
				continue
			}
			x := p.eval(part.Expr)
			x.List = nil
			v = value.Concat(v, x)
		}
		if t.Esc > 0 {
			v.Dec = max(v.Dec, 1)
		}
		return p.literal(v, t)
	case lex.Num:
		e.i++
		return value.Known(t.S)
	case lex.Ident:
		e.i++
		return p.name(t, e)
	}
	switch t.S {
	case "(", "$(":
		if p.lang == "ps" {
			e.i++
			start := e.i
			e.skipTo(")")
			inner := e.ts[start:min(e.i, len(e.ts))]
			e.i++
			if psCommandStart(inner) {
				return p.psPipeline(inner)
			}
			return p.eval(inner)
		}
		args := e.args(t.S, ")")
		if len(args) == 1 {
			return args[0].v
		}
		if p.lang == "js" && len(args) > 1 {
			// JavaScript's comma operator is its last operand:
			// (0, eval)(code) is an indirect eval.
			return args[len(args)-1].v
		}
		vs := make([]value.Value, len(args))
		for i, a := range args {
			vs[i] = a.v
		}
		v := flow.UnionAll(vs)
		v.List = vs
		return v
	case "[":
		args := e.args("[", "]")
		if p.lang == "go" && len(args) <= 1 {
			// A Go slice or array literal, []string{"a", "b"}: its
			// elements are in the braces after the element type.
			j := e.i
			for j < len(e.ts) && j < e.i+4 && (e.ts[j].Kind == lex.Ident || e.ts[j].Kind == lex.Op && (e.ts[j].S == "." || e.ts[j].S == "*")) {
				j++
			}
			if j > e.i && j < len(e.ts) && e.ts[j].Kind == lex.Op && e.ts[j].S == "{" {
				e.i = j
				args = e.args("{", "}")
			}
		}
		vs := make([]value.Value, len(args))
		for i, a := range args {
			vs[i] = a.v
		}
		v := flow.UnionAll(vs)
		v.List = vs
		return v
	case "{":
		return e.object()
	}
	return value.Unknown()
}

// object reads a dict, set or object literal; values under
// authentication keys (headers, auth) are carried as authentication.
func (e *ev) object() value.Value {
	e.i++
	start := e.i
	e.skipTo("}")
	inner := e.ts[start:min(e.i, len(e.ts))]
	e.i++
	var v value.Value
	v.S = value.UnknownPart
	var vs []value.Value
	var buf [8][]lex.Tok
	for _, g := range lex.SplitTopInto(buf[:0], inner, ",") {
		if len(g) == 0 {
			continue
		}
		sep := -1
		for j, t := range g {
			if t.Kind == lex.Op && (t.S == ":" || t.S == "=") && j > 0 {
				sep = j
				break
			}
			if t.Kind == lex.Op && (t.S == "(" || t.S == "[" || t.S == "{") && j > 0 {
				break
			}
		}
		var x value.Value
		key := ""
		if sep > 0 {
			if g[0].Kind == lex.Str || g[0].Kind == lex.Ident {
				key = g[0].S
			}
			x = e.p.eval(g[sep+1:])
		} else {
			x = e.p.eval(g)
		}
		if isAuthKey(key) || strings.EqualFold(key, "headers") {
			x = value.AsAuth(x)
		}
		vs = append(vs, x)
		v.Join(x)
	}
	v.List = nil
	_ = vs
	return v
}

// literal checks a string where it is written: a credential path, a
// miner.
func (p *prog) literal(v value.Value, t lex.Tok) value.Value {
	if len(v.S) > 3 {
		// A path under a home or data directory the analysis does not
		// know ("$env:APPDATA\\Exodus", f"{home}/.ssh/id_rsa") still
		// names the file.
		if pt := tables.PathTaint(v.S); pt != 0 {
			v.T |= pt
			v.Src = value.SrcAt(v.S, p.at(t))
		}
	}
	if len(v.S) > 3 && v.Known {
		if tables.MinerFlagged(v.S) {
			p.u.Miner(p.at(t), v.S, p.text(t.Line))
		} else if tables.StratumMethod(v.S) {
			p.u.Hit(flow.Hit{Kind: flow.Miner, Line: p.at(t), Level: 2, Source: "the Stratum protocol", Sink: "a crypto miner", Text: p.text(t.Line)})
		}
	}
	return v
}

// name is the value of an identifier: a variable, an environment
// variable (PowerShell), or a module or builtin (its name, for calls).
func (p *prog) name(t lex.Tok, e *ev) value.Value {
	s := t.S
	switch s {
	case "True", "False", "None", "null", "undefined", "true", "false", "nil", "this", "self", "$true", "$false", "$null":
		return value.Value{S: value.UnknownPart}
	case "function":
		// An anonymous function expression: its body is a block.
		for !e.eof() && !(e.peek().Kind == lex.Op && e.peek().S == "(") {
			e.i++
		}
		if !e.eof() {
			e.args("(", ")")
		}
		return value.Unknown()
	}
	if strings.HasPrefix(s, "$env:") {
		return flow.EnvValue(s[5:], p.at(t), s)
	}
	if v, ok := p.vars[s]; ok {
		return v
	}
	if p.lang == "ps" && s == "[char[]]" && !e.eof() {
		x := e.unary()
		if c, ok := decode.CharCodes(x.List); ok && x.List != nil {
			v := value.Known(c)
			v.Dec = 1
			for _, r := range c {
				v.List = append(v.List, value.Known(string(r)))
			}
			return v
		}
		return x
	}
	if p.lang == "ps" && s == "[char]" && !e.eof() {
		x := e.unary()
		if c, ok := decode.CharCodes([]value.Value{x}); ok {
			v := value.Known(c)
			v.Dec = 1
			return v
		}
		return x
	}
	if p.lang == "ps" && strings.HasPrefix(s, "[") {
		s = strings.TrimPrefix(strings.TrimPrefix(s, "["), "system.")
		s = strings.TrimSuffix(s, "]")
		return value.Value{S: value.UnknownPart, Obj: "[" + s + "]"}
	}
	if a, ok := p.alias[s]; ok {
		s = a
	}
	if s == "sys.executable" {
		return pyExecutable() // from sys import executable
	}
	return value.Value{S: value.UnknownPart, Obj: s}
}

// pyExecutable is Python's sys.executable: the running interpreter,
// folded as python3 so that an f-string, a concatenation or a join that
// names it reads as the shell form (f"{sys.executable} -m pip …", fix16).
func pyExecutable() value.Value {
	return value.Value{S: "python3", Known: true, Obj: "sys.executable"}
}

// maxObj bounds the receiver's part of the name a value is known by
// (Obj): a chain of members (x .env .env …, a.b.c… in minified code)
// grows it by every access, and each access copied all of it, quadratic
// in the chain. A longer receiver keeps its first and last halves; the
// member itself is kept whole (each is a token of the source, so the
// work stays linear), since calls are matched by it: a summary's key is
// the module and the whole function name (fn:helper.send_…), however
// long the name (rev15a: a 285-byte name hid a flow with its name cut).
const maxObj = 256

// objHook, when set, is told the length of each name joinObj builds
// (for the test that holds the work linear).
var objHook func(int)

// joinObj is obj + sep + m, obj cut to its head, a marker and its tail
// when longer than maxObj, at a character's start.
func joinObj(obj, sep, m string) string {
	if len(obj) > maxObj {
		h := maxObj / 2
		for h > 0 && !utf8.RuneStart(obj[h]) {
			h--
		}
		k := len(obj) - maxObj/2
		for k < len(obj) && !utf8.RuneStart(obj[k]) {
			k++
		}
		obj = obj[:h] + "…" + obj[k:]
	}
	out := obj + sep + m
	if objHook != nil {
		objHook(len(out))
	}
	return out
}

// member is v.m.
func (p *prog) member(v value.Value, m string, t lex.Tok) value.Value {
	name := joinObj(v.Obj, ".", m)
	if p.lang == "js" {
		name = strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(name, "window."), "globalThis."), "global.")
	}
	line := p.at(t)
	switch name {
	case "process.env", "Bun.env", "import.meta.env":
		return value.Value{S: value.UnknownPart, T: value.EnvAll, Src: value.SrcAt("process.env", line), Obj: "process.env"}
	case "os.environ":
		return value.Value{S: value.UnknownPart, T: value.EnvAll, Src: value.SrcAt("os.environ", line), Obj: "os.environ"}
	case "sys.executable":
		return pyExecutable()
	}
	if v.Obj == "process.env" || v.Obj == "Bun.env" || v.Obj == "import.meta.env" {
		return flow.EnvValue(m, line, v.Obj+"."+m)
	}
	if v.Obj == "os.environ" && (m == "get" || m == "setdefault" || m == "pop") {
		return value.Value{S: value.UnknownPart, Obj: name}
	}
	r := v
	out := value.Value{S: value.UnknownPart, Obj: name, Recv: &r}
	if p.lang == "ps" && strings.HasPrefix(v.Obj, "[") {
		out.Obj = joinObj(v.Obj, "::", m)
	}
	out.Join(v)
	if m == "length" || m == "Length" || m == "count" {
		out.T, out.A = 0, 0
	}
	if keymat.Field(m) {
		// kp.secretKey, wallet.privateKey: the key itself.
		out.T, out.Src = out.T|value.Wallet, value.SrcAt(name, line)
	}
	return out
}

// index is v[idx]: an environment variable by name, a reversed slice, an
// element.
func (p *prog) index(v value.Value, idx []lex.Tok) value.Value {
	if len(idx) == 1 && idx[0].Kind == lex.Str && (v.Obj == "os.environ" || v.Obj == "process.env") {
		return flow.EnvValue(idx[0].S, p.at(idx[0]), v.Obj+"['"+idx[0].S+"']")
	}
	if o := v.Obj; o == "sys.modules" || o == "globalThis" || o == "global" || o == "__builtins__" || strings.HasSuffix(o, "builtins.__dict__") {
		// sys.modules['os'] is os; builtins.__dict__['__imp' + 'ort__'] is __import__.
		if k := p.eval(idx); k.Known && isIdentName(strings.ReplaceAll(k.S, ".", "_")) {
			return value.Value{S: value.UnknownPart, Obj: k.S}
		}
	}
	if len(idx) == 3 && idx[0].S == ":" && idx[1].S == ":" || len(idx) == 4 && idx[0].S == "::" || len(idx) == 3 && idx[0].S == "::" && idx[1].S == "-" && idx[2].S == "1" {
		// [::-1]: text or a list reversed; a value not known here (read
		// from a table, imported) reversed is decoded all the same.
		r := v
		if r.Rev = !v.Known && v.List == nil; !r.Rev {
			r.Dec++
		}
		if v.Known {
			r.S = decode.Reverse(v.S)
		} else if v.List != nil {
			r.List = make([]value.Value, len(v.List))
			for i, x := range v.List {
				r.List[len(v.List)-1-i] = x
			}
		}
		return r
	}
	if r, ok := p.psReversed(v, idx); ok {
		return r
	}
	x := p.eval(idx)
	if v.Obj == "os.environ" || v.Obj == "process.env" {
		// The environment indexed by a computed name.
		if x.Known && tables.EnvName(x.S) {
			return flow.EnvValue(x.S, p.at(idx[0]), v.Obj+"['"+x.S+"']")
		}
		// By a name computed at run time: the secret names the code
		// lists, if it lists any (else the whole environment, below).
		if d, ok := p.u.EnvDynamic(p.at(idx[0]), v.Obj+"[…]"); ok && !x.Known {
			return d
		}
	}
	if p.lang == "js" && x.Known && isIdentName(x.S) && (v.Obj != "" || v.Recv == nil && !v.Known && v.List == nil) {
		// A property by a computed name, o["ex" + "ec"]: the property.
		if v.Obj == "" {
			v.Obj = "globalThis"
		}
		return p.member(v, x.S, idx[0])
	}
	if v.List != nil && x.Known {
		if n, err := strconv.Atoi(x.S); err == nil && n >= 0 && n < len(v.List) {
			return v.List[n]
		}
	}
	if r, ok := charAt(v, x); ok {
		return r
	}
	out := v
	out.S, out.Known, out.List, out.Obj, out.Recv, out.Rev = value.UnknownPart, false, nil, "", nil, false
	out.Join(x)
	return out
}

// psReverseInPlace reads [array]::Reverse($a): the variable's elements
// (or text) reversed in place, decoded by reversal.
func (p *prog) psReverseInPlace(ts []lex.Tok) bool {
	if len(ts) < 4 || ts[0].S != "[array]::reverse" && !(ts[0].S == "[array]" && len(ts) > 2 && ts[1].S == "::" && ts[2].S == "reverse") {
		return false
	}
	i := lex.IndexOp(ts, "(")
	if i < 0 || i+2 >= len(ts) || ts[i+1].Kind != lex.Ident || ts[i+2].S != ")" {
		return false
	}
	name := ts[i+1].S
	v, ok := p.vars[name]
	if !ok {
		return false
	}
	if v.List != nil {
		l := make([]value.Value, len(v.List))
		for j, x := range v.List {
			l[len(v.List)-1-j] = x
		}
		v.List = l
	} else if v.Known {
		v.S = decode.Reverse(v.S)
	}
	v.Dec++
	p.vars[name] = v
	return true
}

// psReversed reads PowerShell's index by a descending range over the
// whole of a string or an array, $s[-1..-($s.Length)] or
// $a[($a.Length-1)..0]: the elements in reverse order, text decoded by
// reversal. ok is false for any other index.
func (p *prog) psReversed(v value.Value, idx []lex.Tok) (value.Value, bool) {
	if p.lang != "ps" {
		return value.Value{}, false
	}
	r := lex.IndexOp(idx, "..")
	if r <= 0 || r == len(idx)-1 {
		return value.Value{}, false
	}
	lo, hi := idx[:r], idx[r+1:]
	fromEnd := len(lo) == 2 && lo[0].S == "-" && lo[1].S == "1" || lengthExpr(lo)
	toStart := len(hi) == 1 && hi[0].S == "0" || len(hi) > 1 && hi[0].S == "-" && lengthExpr(hi[1:])
	if !fromEnd || !toStart {
		return value.Value{}, false
	}
	out := v
	if out.Rev = !v.Known && v.List == nil; out.Rev {
		return out, true // an unknown value reversed
	}
	if v.List != nil {
		out.List = make([]value.Value, len(v.List))
		for i, x := range v.List {
			out.List[len(v.List)-1-i] = x
		}
	} else {
		out.S = decode.Reverse(v.S)
	}
	out.Dec++
	return out, true
}

// shellTag reports a template tag that runs its template as a shell
// command: Bun's $ (imported, or Bun.$), zx's and execa's $.
func shellTag(obj string) bool {
	switch obj {
	case "bun.$", "Bun.$", "zx.$", "execa.$", "execa.execaCommand", "dax.$", "@david/dax.$":
		return true
	}
	return false
}

// shellTemplate folds a template given to a shell tag: each
// interpolated value is one argument, quoted as the tag quotes it.
func shellTemplate(p *prog, t lex.Tok) value.Value {
	if t.Kind == lex.Str {
		return value.Known(t.S)
	}
	v := value.Known("")
	for _, part := range t.Parts {
		if part.Expr == nil {
			v = value.Concat(v, value.Known(part.Lit))
			continue
		}
		x := p.eval(part.Expr)
		x.List = nil
		if x.Known && strings.ContainsAny(x.S, " |;&$`'\"") {
			x.S = "'" + strings.ReplaceAll(x.S, "'", `'\''`) + "'"
		}
		v = value.Concat(v, x)
	}
	return v
}

// isIdentName reports a name a property or function can have.
func isIdentName(s string) bool {
	if s == "" || len(s) > 64 {
		return false
	}
	for i, c := range s {
		if !(c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || i > 0 && c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// lengthExpr reports an expression that names a length: ($s.Length),
// $s.Length-1, ($a.Count - 1).
func lengthExpr(ts []lex.Tok) bool {
	for _, t := range ts {
		if t.Kind == lex.Ident && (strings.EqualFold(t.S, "length") || strings.EqualFold(t.S, "count")) {
			return true
		}
	}
	return false
}

// fold joins path parts as os.path.join and its kin do.
func foldJoin(args []arg, sep string) value.Value {
	v := value.Known("")
	var parts []string
	for _, a := range args {
		parts = append(parts, a.v.S)
		v.Join(a.v)
		v.Known = v.Known && a.v.Known
	}
	v.S = strings.Join(parts, sep)
	return v
}

// streamData reads a response's "data" events gathered into a variable,
// X.on('data', c => body += c) or with the handler's body a block that
// follows: in a file that makes an HTTP request, what is gathered is
// downloaded (Node's https.get(url, r => { … r.on('end', () =>
// eval(body)) })). The handler's parameter, or the variable it fills,
// is bound as a download.
func (p *prog) streamData(ts []lex.Tok) bool {
	i := 0
	for i+2 < len(ts) && !(ts[i].S == "." && ts[i+1].S == "on" && ts[i+2].S == "(") {
		i++
	}
	// Only a statement of its own on a named response (res.on(…)): a
	// statement that does more (https.get(URL).on(…)) is evaluated
	// whole, so that a handler cannot hide a send before it.
	if i != 1 || ts[0].Kind != lex.Ident || i+6 >= len(ts) || ts[i+3].Kind != lex.Str || ts[i+3].S != "data" || ts[i+4].S != "," {
		return false
	}
	j := i + 5
	paren := ts[j].S == "("
	if paren {
		j++
	}
	if ts[j].Kind != lex.Ident {
		return false
	}
	param := ts[j].S
	j++
	if paren {
		if j >= len(ts) || ts[j].S != ")" {
			return false
		}
		j++
	}
	if j >= len(ts) || ts[j].S != "=>" || !p.httpFile() {
		return false
	}
	dl := value.Value{S: value.UnknownPart, DL: true, Src: value.SrcAt("a response's data events", p.at(ts[j]))}
	rest := ts[j+1:]
	switch {
	case len(rest) == 0: // the handler's body is the block that follows
		p.vars[param] = dl
		return true
	case len(rest) >= 4 && rest[0].Kind == lex.Ident && rest[1].S == "+=" && rest[2].S == param:
		v := p.vars[rest[0].S]
		v.Join(dl)
		v.S, v.Known = value.UnknownPart, false
		p.vars[rest[0].S] = v
		return true
	case len(rest) >= 6 && rest[0].Kind == lex.Ident && rest[1].S == "." && rest[2].S == "push" && rest[3].S == "(" && rest[4].S == param:
		v := p.vars[rest[0].S]
		v.Join(dl)
		p.vars[rest[0].S] = v
		return true
	}
	return false
}

// httpFile reports the unit's code making an HTTP request (found once).
func (p *prog) httpFile() bool {
	if p.http == 0 {
		p.http = -1
		for _, l := range p.lines {
			if strings.Contains(l, "http") && (strings.Contains(l, ".get(") || strings.Contains(l, "request(")) {
				p.http = 1
				break
			}
		}
	}
	return p.http > 0
}
