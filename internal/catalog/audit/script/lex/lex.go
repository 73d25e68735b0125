// Package lex tokenises the program languages the script analysis
// evaluates (Python, JavaScript/TypeScript, PowerShell, Go) into one
// token model, which the evaluator reads statement by statement.
package lex

import (
	"go/scanner"
	"go/token"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/decode"
	"github.com/tdewolff/parse/v2"
	"github.com/tdewolff/parse/v2/js"
)

// Kind is what a token is.
type Kind uint8

const (
	Ident Kind = iota
	Str
	Num
	Op
	Tmpl  // a template string: f"…{x}…", `…${x}…`, "…$x…"
	End   // end of a statement
	Open  // a block opens ({ in JS, PowerShell and Go)
	Close // a block closes
)

// Tok is one token of any of the languages.
type Tok struct {
	Kind  Kind
	S     string // identifier, operator, or the string's decoded value
	Line  int
	Esc   int // escapes that hid characters (\x41, \u0041, \101)
	Col   int // indentation of the line (first token of a Python statement)
	Parts []Part
}

// Part is one part of a template string: literal text, then the tokens
// of the expression that follows it.
type Part struct {
	Lit  string
	Expr []Tok
}

// lexDepth bounds templates nested in templates.
const lexDepth = 8

// Python tokenises Python: logical lines (newlines inside brackets and
// after a backslash continue them), strings of every prefix, f-strings
// with their expressions tokenised.
func Python(src string, line0, depth int) []Tok {
	return PythonInto(make([]Tok, 0, len(src)/6+4), src, line0, depth)
}

// PythonInto is Python with the tokens in buf's storage (from its
// start; grown when it is too small): a caller done with the tokens of
// one unit before it lexes the next reuses one buffer.
func PythonInto(buf []Tok, src string, line0, depth int) []Tok {
	out := buf[:0]
	line := line0
	nest := 0
	bol := true
	col := 0
	emit := func(t Tok) {
		t.Line = line
		if bol {
			t.Col = col
			bol = false
		}
		out = append(out, t)
	}
	i := 0
	for i < len(src) {
		c := src[i]
		if bol && (c == ' ' || c == '\t') {
			col++
			i++
			continue
		}
		switch {
		case c == '\n':
			line++
			i++
			if nest == 0 {
				if len(out) > 0 && out[len(out)-1].Kind != End {
					out = append(out, Tok{Kind: End, Line: line - 1})
				}
				bol, col = true, 0
			}
			continue
		case c == ' ' || c == '\t' || c == '\r' || c == '\f':
			i++
			continue
		case c == '\\' && i+1 < len(src) && (src[i+1] == '\n' || src[i+1] == '\r'):
			i += 2
			if i < len(src) && src[i-1] == '\r' && src[i] == '\n' {
				i++
			}
			line++
			continue
		case c == '#':
			for i < len(src) && src[i] != '\n' {
				i++
			}
			continue
		}
		// Strings, with their prefixes.
		j := i
		for j < len(src) && j < i+3 && strings.IndexByte("rRbBuUfF", src[j]) >= 0 {
			j++
		}
		if j < len(src) && (src[j] == '"' || src[j] == '\'') && (j == i || !isIdentByte(src[i+j-i-1]) || true) {
			prefix := strings.ToLower(src[i:j])
			if j == i || allIn(prefix, "rbuf") {
				s, n, nl := readPyString(src, j)
				raw := strings.Contains(prefix, "r")
				t := Tok{Kind: Str}
				if strings.Contains(prefix, "f") {
					t.Kind = Tmpl
					t.Parts = fParts(s, raw, line, depth)
				} else if raw {
					t.S = s
				} else {
					t.S, t.Esc = decode.Unescape(s)
				}
				emit(t)
				line += nl
				i = n
				continue
			}
		}
		switch {
		case isIdentStart(c, src[i:]):
			j := i
			for j < len(src) {
				r, w := utf8.DecodeRuneInString(src[j:])
				if !(r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r)) {
					break
				}
				j += w
			}
			emit(Tok{Kind: Ident, S: src[i:j]})
			i = j
		case c >= '0' && c <= '9' || c == '.' && i+1 < len(src) && src[i+1] >= '0' && src[i+1] <= '9':
			j := i
			for j < len(src) && (isIdentByte(src[j]) || src[j] == '.') {
				j++
			}
			emit(Tok{Kind: Num, S: src[i:j]})
			i = j
		default:
			op := opAt(src[i:])
			switch op {
			case "(", "[", "{":
				nest++
			case ")", "]", "}":
				if nest > 0 {
					nest--
				}
			}
			if op == ";" && nest == 0 {
				emit(Tok{Kind: End})
			} else {
				emit(Tok{Kind: Op, S: op})
			}
			i += len(op)
		}
	}
	out = append(out, Tok{Kind: End, Line: line})
	return out
}

func allIn(s, set string) bool {
	for i := 0; i < len(s); i++ {
		if strings.IndexByte(set, s[i]) < 0 {
			return false
		}
	}
	return true
}

func isIdentByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

func isIdentStart(c byte, s string) bool {
	if c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
		return true
	}
	if c < utf8.RuneSelf {
		return false
	}
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsLetter(r)
}

var ops3 = []string{"**=", "//=", ">>=", "<<=", "...", "===", "!==", "?.(", "&&=", "||=", "??="}
var ops2 = []string{"==", "!=", "<=", ">=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "**", "//", "->", ":=", "=>", "&&", "||", "??", "?.", "::", "<<", ">>", "++", "--"}

// opSecond has the second byte of every operator of ops2 and ops3: at
// a byte followed by none of them, the operator is the one character.
var opSecond = func() (t [256]bool) {
	for _, o := range ops2 {
		t[o[1]] = true
	}
	for _, o := range ops3 {
		t[o[1]] = true
	}
	return t
}()

func opAt(s string) string {
	if len(s) > 1 && !opSecond[s[1]] && s[0] < utf8.RuneSelf {
		return s[:1]
	}
	return opAtAll(s)
}

// opAtAll is opAt without the shortcut.
func opAtAll(s string) string {
	for _, o := range ops3 {
		if strings.HasPrefix(s, o) {
			return o
		}
	}
	for _, o := range ops2 {
		if strings.HasPrefix(s, o) {
			return o
		}
	}
	_, w := utf8.DecodeRuneInString(s)
	return s[:w]
}

// readPyString reads a string literal starting at its quote: its body,
// the offset after it, and the newlines it spans.
func readPyString(src string, i int) (body string, end, nl int) {
	q := src[i]
	triple := i+2 < len(src) && src[i+1] == q && src[i+2] == q
	start := i + 1
	if triple {
		start = i + 3
	}
	j := start
	for j < len(src) {
		c := src[j]
		if c == '\\' {
			if j+1 < len(src) && src[j+1] == '\n' {
				nl++
			}
			j += 2
			continue
		}
		if c == '\n' {
			if !triple {
				return src[start:j], j, nl
			}
			nl++
		}
		if c == q {
			if !triple {
				return src[start:j], j + 1, nl
			}
			if j+2 < len(src) && src[j+1] == q && src[j+2] == q {
				return src[start:j], j + 3, nl
			}
		}
		j++
	}
	if j > len(src) {
		j = len(src)
	}
	return src[start:j], j, nl
}

// fParts splits an f-string's body into literal text and expressions.
func fParts(s string, raw bool, line, depth int) []Part {
	var parts []Part
	var lit strings.Builder
	flush := func() {
		if lit.Len() > 0 {
			t := lit.String()
			if !raw {
				t, _ = decode.Unescape(t)
			}
			parts = append(parts, Part{Lit: t})
			lit.Reset()
		}
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '{' && i+1 < len(s) && s[i+1] == '{' || c == '}' && i+1 < len(s) && s[i+1] == '}' {
			lit.WriteByte(c)
			i++
			continue
		}
		if c != '{' {
			lit.WriteByte(c)
			continue
		}
		// The expression runs to the matching }, cut at a top-level
		// conversion (!r) or format spec (:>10).
		d, j, cut := 0, i+1, -1
		for ; j < len(s); j++ {
			switch s[j] {
			case '{', '(', '[':
				d++
			case ')', ']':
				d--
			case '}':
				if d == 0 {
					goto done
				}
				d--
			case '!', ':':
				if d == 0 && cut < 0 && !(s[j] == '!' && j+1 < len(s) && s[j+1] == '=') {
					cut = j
				}
			case '\'', '"':
				if k := strings.IndexByte(s[j+1:], s[j]); k >= 0 {
					j += k + 1
				}
			}
		}
	done:
		e := s[i+1 : min(j, len(s))]
		if cut >= 0 {
			e = s[i+1 : cut]
		}
		flush()
		if depth < lexDepth {
			ts := Python(strings.TrimSuffix(strings.TrimSpace(e), "="), line, depth+1)
			parts = append(parts, Part{Expr: ts})
		} else {
			parts = append(parts, Part{Expr: []Tok{{Kind: Ident, S: "__unknown"}}})
		}
		i = j
	}
	flush()
	return parts
}

// JS tokenises JavaScript and TypeScript with tdewolff/parse's lexer
// (template literals, regular expressions and ASI-relevant line ends
// handled by it), then marks statement ends and blocks.
func JS(src string, line0, depth int) []Tok {
	return JSInto(make([]Tok, 0, len(src)/6+4), src, line0, depth)
}

// JSInto is JS with the tokens in buf's storage, as PythonInto.
func JSInto(buf []Tok, src string, line0, depth int) []Tok {
	if strings.HasPrefix(src, "#!") { // a #! line is not JavaScript
		if i := strings.IndexByte(src, '\n'); i >= 0 {
			src = strings.Repeat(" ", i) + src[i:]
		} else {
			src = ""
		}
	}
	x := &jsLexer{src: src, line0: line0, line: line0, out: buf[:0], prevSig: Tok{Kind: End}}
	x.in = parse.NewInputString(src)
	x.l = js.NewLexer(x.in)
	for {
		tt, data := x.l.Next()
		switch tt {
		case js.ErrorToken:
			if x.skipError() {
				return x.out
			}
		case js.WhitespaceToken, js.CommentToken, js.CommentLineTerminatorToken, js.LineTerminatorToken:
			x.layout(tt, data)
		case js.StringToken, js.TemplateToken, js.TemplateStartToken, js.TemplateMiddleToken, js.TemplateEndToken:
			if !x.literal(tt, data) {
				return append(x.out, Tok{Kind: End, Line: x.line})
			}
		case js.DivToken, js.DivEqToken:
			if regexAllowed(x.prevSig) {
				x.l.RegExp()
				x.emit(Tok{Kind: Str, S: "/regexp/"})
				continue
			}
			x.emit(Tok{Kind: Op, S: string(data)})
		case js.OpenBraceToken, js.CloseBraceToken, js.OpenParenToken, js.OpenBracketToken, js.CloseParenToken, js.CloseBracketToken, js.SemicolonToken:
			x.bracket(tt, data)
		default:
			switch {
			case js.IsIdentifierName(tt) || tt == js.PrivateIdentifierToken:
				x.emit(Tok{Kind: Ident, S: string(data)})
			case js.IsNumeric(tt):
				x.emit(Tok{Kind: Num, S: string(data)})
			default:
				x.emit(Tok{Kind: Op, S: string(data)})
			}
		}
	}
}

// jsLexer is lexJS's state: the tokens so far, the line, the brackets
// open (blocks or not), the template literals open (whose ${…} parts
// collect the tokens inside them) and the last significant token.
type jsLexer struct {
	src         string
	line0, line int
	base        int // where in src the lexer's input starts
	in          *parse.Input
	l           *js.Lexer
	out         []Tok
	stack       []jsFrame
	tmpl        []*Tok // open templates
	prevSig     Tok
}

// emit adds a token, to the innermost open template's ${…} part when
// there is one.
func (x *jsLexer) emit(t Tok) {
	t.Line = x.line
	if len(x.tmpl) > 0 {
		top := x.tmpl[len(x.tmpl)-1]
		p := &top.Parts[len(top.Parts)-1]
		p.Expr = append(p.Expr, t)
		// What comes before a / inside ${…} decides it as in code: the
		// division in ${(n / 1024).toFixed(1)} is no regular expression
		// (read as one, it swallowed the rest of the file).
		x.prevSig = t
		return
	}
	x.out = append(x.out, t)
	if t.Kind != End {
		x.prevSig = t
	}
}

// end ends the statement, once.
func (x *jsLexer) end() {
	if len(x.tmpl) == 0 && len(x.out) > 0 && x.out[len(x.out)-1].Kind != End && x.out[len(x.out)-1].Kind != Open {
		x.out = append(x.out, Tok{Kind: End, Line: x.line})
	}
}

// skipError handles the end of input, or a character the lexer does not
// accept (a decorator, a stray byte): it goes on after it. It reports
// whether the input is done.
func (x *jsLexer) skipError() bool {
	at := x.base + x.in.Offset()
	if x.l.Err() == io.EOF || at >= len(x.src) {
		x.out = append(x.out, Tok{Kind: End, Line: x.line})
		return true
	}
	x.line = x.line0 + strings.Count(x.src[:at+1], "\n")
	x.base = at + 1
	x.in = parse.NewInputString(x.src[x.base:])
	x.l = js.NewLexer(x.in)
	x.tmpl, x.stack = nil, nil
	return false
}

// layout counts lines in whitespace, comments and line ends; a line end
// outside brackets ends the statement unless the last token continues it.
func (x *jsLexer) layout(tt js.TokenType, data []byte) {
	switch tt {
	case js.CommentToken, js.CommentLineTerminatorToken:
		n := strings.Count(string(data), "\n")
		x.line += n
		if (tt == js.CommentLineTerminatorToken || n > 0) && nestJS(x.stack) == 0 && !continues(x.prevSig) {
			x.end()
		}
	case js.LineTerminatorToken:
		x.line += strings.Count(string(data), "\n")
		if nestJS(x.stack) == 0 && !continues(x.prevSig) {
			x.end()
		}
	}
}

// literal handles strings and template literals; a template's ${…}
// parts collect the tokens between its pieces. It reports false when
// templates nest past lexDepth.
func (x *jsLexer) literal(tt js.TokenType, data []byte) bool {
	switch tt {
	case js.StringToken:
		s, n := decode.Unescape(string(data[1 : len(data)-1]))
		x.emit(Tok{Kind: Str, S: s, Esc: n})
	case js.TemplateToken:
		s, n := decode.Unescape(string(data[1 : len(data)-1]))
		x.line += strings.Count(string(data), "\n")
		x.emit(Tok{Kind: Str, S: s, Esc: n})
	case js.TemplateStartToken:
		s, _ := decode.Unescape(string(data[1 : len(data)-2]))
		x.line += strings.Count(string(data), "\n")
		t := &Tok{Kind: Tmpl, Line: x.line, Parts: []Part{{Lit: s}, {}}}
		x.tmpl = append(x.tmpl, t)
		x.prevSig = Tok{Kind: Op, S: "${"}
		if len(x.tmpl) > lexDepth {
			return false
		}
	case js.TemplateMiddleToken, js.TemplateEndToken:
		if len(x.tmpl) == 0 {
			return true
		}
		top := x.tmpl[len(x.tmpl)-1]
		body := string(data[1:])
		if tt == js.TemplateMiddleToken {
			body = body[:len(body)-2]
		} else {
			body = body[:len(body)-1]
		}
		x.line += strings.Count(string(data), "\n")
		s, _ := decode.Unescape(body)
		top.Parts = append(top.Parts, Part{Lit: s})
		if tt == js.TemplateMiddleToken {
			top.Parts = append(top.Parts, Part{})
			x.prevSig = Tok{Kind: Op, S: "${"}
			return true
		}
		x.tmpl = x.tmpl[:len(x.tmpl)-1]
		x.emit(*top)
	}
	return true
}

// bracket handles braces, brackets, parentheses and semicolons: a brace
// that opens a block (and its closing one) becomes tOpen and tClose, a
// semicolon outside brackets ends the statement.
func (x *jsLexer) bracket(tt js.TokenType, data []byte) {
	switch tt {
	case js.OpenBraceToken:
		if len(x.tmpl) == 0 && blockStart(x.prevSig, x.out) {
			x.stack = append(x.stack, jsFrame{block: true})
			x.end()
			x.out = append(x.out, Tok{Kind: Open, Line: x.line})
			x.prevSig = Tok{Kind: Open}
			return
		}
		x.stack = append(x.stack, jsFrame{})
		x.emit(Tok{Kind: Op, S: "{"})
	case js.CloseBraceToken:
		blk := false
		if len(x.stack) > 0 {
			blk = x.stack[len(x.stack)-1].block
			x.stack = x.stack[:len(x.stack)-1]
		}
		if blk {
			x.end()
			x.out = append(x.out, Tok{Kind: Close, Line: x.line})
			x.prevSig = Tok{Kind: Close}
			return
		}
		x.emit(Tok{Kind: Op, S: "}"})
	case js.OpenParenToken, js.OpenBracketToken:
		x.stack = append(x.stack, jsFrame{})
		x.emit(Tok{Kind: Op, S: string(data)})
	case js.CloseParenToken, js.CloseBracketToken:
		if len(x.stack) > 0 {
			x.stack = x.stack[:len(x.stack)-1]
		}
		x.emit(Tok{Kind: Op, S: string(data)})
	case js.SemicolonToken:
		if nestJS(x.stack) == 0 {
			x.end()
			return
		}
		x.emit(Tok{Kind: Op, S: ";"})
	}
}

// nestJS counts the brackets open above the innermost block: inside
// them a line end does not end the statement.
func nestJS(stack []jsFrame) int {
	n := 0
	for i := len(stack) - 1; i >= 0 && !stack[i].block; i-- {
		n++
	}
	return n
}

type jsFrame struct{ block bool }

// continues reports a token after which a line end does not end the
// statement (an operator, an opening bracket, a comma).
func continues(t Tok) bool {
	if t.Kind != Op {
		return false
	}
	switch t.S {
	case ")", "]", "}", "++", "--":
		return false
	}
	return true
}

func regexAllowed(prev Tok) bool {
	switch prev.Kind {
	case End, Open, Close:
		return true
	case Op:
		return prev.S != ")" && prev.S != "]" && prev.S != "}"
	case Ident:
		switch prev.S {
		case "return", "typeof", "case", "do", "else", "in", "of", "new", "delete", "void", "throw", "yield", "await":
			return true
		}
	}
	return false
}

// blockStart reports a { that opens a block rather than an object
// literal: after ), =>, else, try, finally, do, a class heading, or at the
// start of a statement.
func blockStart(prev Tok, out []Tok) bool {
	switch prev.Kind {
	case End, Open, Close:
		return true
	case Op:
		return prev.S == ")" || prev.S == "=>" || (prev.S == ">" || prev.S == "]") && returnType(out)
	case Ident:
		switch prev.S {
		case "else", "try", "finally", "do":
			return true
		}
		if returnType(out) {
			return true
		}
		// class X {, class X extends Y {
		for i := len(out) - 1; i >= 0 && i >= len(out)-4; i-- {
			if out[i].Kind == End || out[i].Kind == Open || out[i].Kind == Close {
				break
			}
			if out[i].Kind == Ident && (out[i].S == "class" || out[i].S == "interface" || out[i].S == "enum" || out[i].S == "namespace") {
				return true
			}
		}
	}
	return false
}

// returnType reports out ending in a TypeScript return type after a
// parameter list, "): void", "): Promise<string[]>": the { that follows
// opens the function's body (read as an object literal, the body was
// lost, and a reverse shell in a typed function with it). At most 32
// tokens are looked back over.
func returnType(out []Tok) bool {
	for i := len(out) - 1; i > 0 && i >= len(out)-32; i-- {
		t := out[i]
		switch t.Kind {
		case Ident:
			continue
		case Op:
			switch t.S {
			case ":":
				return out[i-1].Kind == Op && out[i-1].S == ")"
			case "<", ">", "[", "]", "|", "&", ".", ",", "?":
				continue
			}
		}
		return false
	}
	return false
}

// Go tokenises Go with go/scanner (automatic semicolons end
// statements); braces are blocks.
func Go(src string, line0 int) []Tok {
	var out []Tok
	fset := token.NewFileSet()
	file := fset.AddFile("", -1, len(src))
	var s scanner.Scanner
	s.Init(file, []byte(src), nil, 0)
	nest := 0
	// braces: for each open brace, whether it opens a composite literal
	// (an expression: url.Values{"k": {key}}) rather than a block.
	var braces []bool
	var decl []int    // the nesting of each open const ( or var ( group
	stmt := 0         // where the current statement's tokens start
	sep, fn := -1, -1 // the last expression separator, the last func
	for {
		pos, tk, lit := s.Scan()
		if tk == token.EOF {
			break
		}
		line := line0 + fset.Position(pos).Line - 1
		switch {
		case tk == token.SEMICOLON:
			if nest == 0 {
				out = append(out, Tok{Kind: End, Line: line})
				stmt = len(out)
			}
		case tk == token.LBRACE && goLiteralBrace(out, stmt, sep, fn, len(braces) > 0 && braces[len(braces)-1]):
			braces = append(braces, true)
			nest++
			out = append(out, Tok{Kind: Op, S: "{", Line: line})
			sep = len(out) - 1
		case tk == token.LBRACE:
			braces = append(braces, false)
			out = append(out, Tok{Kind: End, Line: line}, Tok{Kind: Open, Line: line})
			stmt = len(out)
		case tk == token.RBRACE && len(braces) > 0 && braces[len(braces)-1]:
			braces = braces[:len(braces)-1]
			if nest > 0 {
				nest--
			}
			out = append(out, Tok{Kind: Op, S: "}", Line: line})
		case tk == token.RBRACE:
			if len(braces) > 0 {
				braces = braces[:len(braces)-1]
			}
			out = append(out, Tok{Kind: End, Line: line}, Tok{Kind: Close, Line: line})
			stmt = len(out)
		case tk == token.IDENT || tk.IsKeyword():
			out = append(out, Tok{Kind: Ident, S: lit, Line: line})
			if tk.IsKeyword() {
				out[len(out)-1].S = tk.String()
				switch tk {
				case token.FUNC:
					fn = len(out) - 1
				case token.RETURN:
					sep = len(out) - 1
				}
			}
		case tk == token.STRING || tk == token.CHAR:
			v, err := strconv.Unquote(lit)
			if err != nil {
				v = strings.Trim(lit, "`\"'")
			}
			n := 0
			if lit[0] != '`' {
				_, n = decode.Unescape(lit[1 : len(lit)-1])
			}
			out = append(out, Tok{Kind: Str, S: v, Esc: n, Line: line})
		case tk == token.INT || tk == token.FLOAT || tk == token.IMAG:
			out = append(out, Tok{Kind: Num, S: lit, Line: line})
		case tk == token.ILLEGAL:
		default:
			op := tk.String()
			if op == "(" && len(out) > 0 && out[len(out)-1].Kind == Ident && (out[len(out)-1].S == "const" || out[len(out)-1].S == "var") {
				// const ( a = "x"; b = … ): each line its own statement.
				decl = append(decl, nest)
				out = append(out[:len(out)-1], Tok{Kind: End, Line: line})
				stmt = len(out)
				continue
			}
			if op == ")" && len(decl) > 0 && decl[len(decl)-1] == nest {
				decl = decl[:len(decl)-1]
				out = append(out, Tok{Kind: End, Line: line})
				stmt = len(out)
				continue
			}
			switch op {
			case "(", "[":
				nest++
			case ")", "]":
				if nest > 0 {
					nest--
				}
			}
			out = append(out, Tok{Kind: Op, S: op, Line: line})
			switch op {
			case "(", ",", "=", ":=", ":":
				sep = len(out) - 1
			}
		}
	}
	return append(out, Tok{Kind: End})
}

// goLiteralBrace reports an opening brace of Go that starts a composite
// literal, from the tokens before it: out, the current statement from
// stmt, the last expression separator sep and the last func keyword fn.
// A literal's brace follows a type (a name, a qualified name, []T or
// map[K]V) where an expression is: after "=", ":=", "(", ",", ":",
// return, or inside another literal. The brace after a func's
// signature, or closing the header of if, for or switch (where only a
// type starting with "[" can open a literal), opens a block.
func goLiteralBrace(out []Tok, stmt, sep, fn int, inLiteral bool) bool {
	n := len(out)
	if n == 0 || n <= stmt {
		return false
	}
	prev := out[n-1]
	if inLiteral && prev.Kind == Op && (prev.S == "," || prev.S == ":" || prev.S == "{") {
		return true // an element written without its type: {key}
	}
	if prev.Kind != Ident || IsKeyword(prev.S) && prev.S != "struct" {
		return false
	}
	if fn > sep || sep < stmt && !inLiteral {
		return false
	}
	if out[stmt].Kind != Ident {
		return true
	}
	switch out[stmt].S {
	case "if", "for", "switch":
		// In a header only []T{…} and map[K]V{…} are literals.
		return n >= 2 && out[n-2].Kind == Op && out[n-2].S == "]"
	case "select", "else", "func", "type":
		return false
	}
	return true
}

// PS tokenises PowerShell: variables ($x, $env:X, ${x}), type
// literals ([Convert]), parameters (-Uri), expandable strings with the
// variables and subexpressions inside them, here-strings, comments.
// Identifiers are lower-cased (PowerShell ignores case), environment
// variable names are kept.
func PS(src string, line0, depth int) []Tok {
	x := &psLexer{src: src, line: line0, depth: depth}
	for x.i < len(x.src) {
		if x.layout() || x.literal() || x.word() {
			continue
		}
		x.op()
	}
	x.end()
	return x.out
}

// psLexer is lexPS's state: the tokens so far, the position and line,
// and the brackets open (inside them a line end does not end the
// statement).
type psLexer struct {
	src   string
	i     int
	line  int
	nest  int
	depth int
	out   []Tok
}

func (x *psLexer) emit(t Tok) { t.Line = x.line; x.out = append(x.out, t) }

// end ends the statement, once.
func (x *psLexer) end() {
	if len(x.out) > 0 && x.out[len(x.out)-1].Kind != End {
		x.out = append(x.out, Tok{Kind: End, Line: x.line})
	}
}

// layout steps over line ends (which end the statement outside brackets
// and after no pipe or continuation), whitespace and comments.
func (x *psLexer) layout() bool {
	c := x.src[x.i]
	switch {
	case c == '\n':
		x.line++
		x.i++
		if x.nest == 0 && !(len(x.out) > 0 && x.out[len(x.out)-1].Kind == Op && (x.out[len(x.out)-1].S == "|" || x.out[len(x.out)-1].S == "`")) {
			x.end()
		}
		return true
	case c == '`' && x.i+1 < len(x.src) && (x.src[x.i+1] == '\n' || x.src[x.i+1] == '\r'):
		x.i += 2
		x.line++
		return true
	case c == ' ' || c == '\t' || c == '\r':
		x.i++
		return true
	case c == '#':
		for x.i < len(x.src) && x.src[x.i] != '\n' {
			x.i++
		}
		return true
	case strings.HasPrefix(x.src[x.i:], "<#"):
		j := strings.Index(x.src[x.i:], "#>")
		if j < 0 {
			j = len(x.src) - x.i
		}
		x.line += strings.Count(x.src[x.i:x.i+j], "\n")
		x.i += j + 2
		return true
	}
	return false
}

// literal reads variables ($x, $env:X, ${x}, $( ), here-strings and
// strings.
func (x *psLexer) literal() bool {
	c := x.src[x.i]
	switch {
	case c == '$':
		j := x.i + 1
		if j < len(x.src) && x.src[j] == '(' {
			x.emit(Tok{Kind: Op, S: "$("})
			x.nest++
			x.i += 2
			return true
		}
		if j < len(x.src) && x.src[j] == '{' {
			k := strings.IndexByte(x.src[j:], '}')
			if k < 0 {
				k = len(x.src) - j
			}
			x.emit(Tok{Kind: Ident, S: psVar(x.src[j+1 : j+k])})
			x.i = j + k + 1
			return true
		}
		for j < len(x.src) && (isIdentByte(x.src[j]) || x.src[j] == ':' && j+1 < len(x.src) && isIdentByte(x.src[j+1])) {
			j++
		}
		x.emit(Tok{Kind: Ident, S: psVar(x.src[x.i+1 : j])})
		x.i = j
		return true
	case c == '@' && x.i+1 < len(x.src) && (x.src[x.i+1] == '"' || x.src[x.i+1] == '\'') && strings.HasPrefix(x.src[x.i+2:], "\n") || c == '@' && x.i+2 < len(x.src) && (x.src[x.i+1] == '"' || x.src[x.i+1] == '\'') && x.src[x.i+2] == '\r':
		q := x.src[x.i+1]
		endq := "\n" + string(q) + "@"
		j := strings.Index(x.src[x.i+2:], endq)
		body := ""
		if j < 0 {
			body = x.src[x.i+2:]
			x.i = len(x.src)
		} else {
			body = x.src[x.i+2 : x.i+2+j]
			x.i = x.i + 2 + j + len(endq)
		}
		body = strings.TrimPrefix(strings.TrimPrefix(body, "\r"), "\n")
		x.emit(psString(body, q == '"', x.line, x.depth))
		x.line += strings.Count(body, "\n") + 1
		return true
	case c == '\'' || c == '"':
		j := x.i + 1
		var b strings.Builder
		for j < len(x.src) {
			if x.src[j] == '`' && c == '"' && j+1 < len(x.src) {
				b.WriteByte(x.src[j])
				b.WriteByte(x.src[j+1])
				j += 2
				continue
			}
			if x.src[j] == c {
				if j+1 < len(x.src) && x.src[j+1] == c {
					b.WriteByte(c)
					j += 2
					continue
				}
				break
			}
			b.WriteByte(x.src[j])
			j++
		}
		body := b.String()
		x.emit(psString(body, c == '"', x.line, x.depth))
		x.line += strings.Count(body, "\n")
		x.i = min(j+1, len(x.src))
		return true
	}
	return false
}

// word reads type literals, parameters (-Uri), bare URLs, identifiers
// and numbers.
func (x *psLexer) word() bool {
	c := x.src[x.i]
	switch {
	case c == '[' && typeLiteral(x.src[x.i:]) > 0:
		n := typeLiteral(x.src[x.i:])
		x.emit(Tok{Kind: Ident, S: strings.ToLower(x.src[x.i : x.i+n])})
		x.i += n
		return true
	case c == '-' && x.i+1 < len(x.src) && (x.src[x.i+1] >= 'a' && x.src[x.i+1] <= 'z' || x.src[x.i+1] >= 'A' && x.src[x.i+1] <= 'Z'):
		j := x.i + 1
		for j < len(x.src) && (isIdentByte(x.src[j]) || x.src[j] == '-') {
			j++
		}
		x.emit(Tok{Kind: Op, S: strings.ToLower(x.src[x.i:j])})
		x.i = j
		return true
	case isIdentStart(c, x.src[x.i:]) && bareURL(x.src[x.i:]) > 0:
		n := bareURL(x.src[x.i:])
		x.emit(Tok{Kind: Str, S: x.src[x.i : x.i+n]})
		x.i += n
		return true
	case isIdentStart(c, x.src[x.i:]):
		j := x.i
		for j < len(x.src) {
			if x.src[j] >= utf8.RuneSelf {
				// A letter outside ASCII is part of the name; stepping by
				// bytes here would stop at it and never move on.
				r, w := utf8.DecodeRuneInString(x.src[j:])
				if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
					break
				}
				j += w
				continue
			}
			if !(isIdentByte(x.src[j]) || x.src[j] == '-' && j+1 < len(x.src) && (x.src[j+1] >= 'a' && x.src[j+1] <= 'z' || x.src[j+1] >= 'A' && x.src[j+1] <= 'Z') || x.src[j] == '.' && j+1 < len(x.src) && isIdentByte(x.src[j+1]) && len(x.out) > 0 && x.out[len(x.out)-1].Kind == End) {
				break
			}
			j++
		}
		x.emit(Tok{Kind: Ident, S: strings.ToLower(x.src[x.i:j])})
		x.i = j
		return true
	case c >= '0' && c <= '9':
		j := x.i
		for j < len(x.src) && (isIdentByte(x.src[j]) || x.src[j] == '.' && !strings.HasPrefix(x.src[j:], "..")) {
			j++
		}
		x.emit(Tok{Kind: Num, S: x.src[x.i:j]})
		x.i = j
		return true
	}
	return false
}

// op reads an operator; braces open and close blocks (or hashtables
// after @), a semicolon ends the statement.
func (x *psLexer) op() {
	op := opAt(x.src[x.i:])
	if n := len(x.out); strings.HasPrefix(x.src[x.i:], "..") && n > 0 && (x.out[n-1].Kind == Num || x.out[n-1].S == ")") {
		op = ".." // a range: 1..10, ($s.Length-1)..0
	}
	switch op {
	case "(", "[", "$(":
		x.nest++
	case ")", "]":
		if x.nest > 0 {
			x.nest--
		}
	case "@":
		if x.i+1 < len(x.src) && x.src[x.i+1] == '{' {
			x.emit(Tok{Kind: Op, S: "{"})
			x.nest++
			x.i += 2
			return
		}
	case "{":
		x.end()
		x.emit(Tok{Kind: Open})
		x.i++
		return
	case "}":
		if x.nest > 0 {
			x.nest--
			x.emit(Tok{Kind: Op, S: "}"})
			x.i++
			return
		}
		x.end()
		x.emit(Tok{Kind: Close})
		x.i++
		return
	case ";":
		x.end()
		x.i++
		return
	}
	x.emit(Tok{Kind: Op, S: op})
	x.i += len(op)
}

// psVar names a variable token: "$x", or "$env:NAME" keeping the name.
func psVar(s string) string {
	if len(s) > 4 && strings.EqualFold(s[:4], "env:") {
		return "$env:" + s[4:]
	}
	return "$" + strings.ToLower(s)
}

func typeLiteral(s string) int {
	j := 1
	for j < len(s) && (isIdentByte(s[j]) || s[j] == '.' || s[j] == '[' && j+1 < len(s) && s[j+1] == ']' || s[j] == ']' && s[j-1] == '[') {
		j++
	}
	if j > 1 && j < len(s) && s[j] == ']' {
		return j + 1
	}
	return 0
}

// psString is a PowerShell string: '…' literal, "…" with `-escapes and
// $variables and $(…) inside.
func psString(body string, expand bool, line, depth int) Tok {
	if !expand {
		return Tok{Kind: Str, S: body}
	}
	var parts []Part
	var lit strings.Builder
	esc := 0
	for i := 0; i < len(body); i++ {
		c := body[i]
		if c == '`' && i+1 < len(body) {
			i++
			switch body[i] {
			case 'n':
				lit.WriteByte('\n')
			case 't':
				lit.WriteByte('\t')
			case '0':
				lit.WriteByte(0)
			case 'u':
				if k := strings.IndexByte(body[i:], '}'); body[i+1:][0:1] == "{" && k > 0 {
					if v, err := strconv.ParseUint(body[i+2:i+k], 16, 32); err == nil {
						lit.WriteRune(rune(v))
						esc++
					}
					i += k
				}
			default:
				lit.WriteByte(body[i])
			}
			continue
		}
		if c == '$' && i+1 < len(body) && (isIdentByte(body[i+1]) || body[i+1] == '(' || body[i+1] == '{') {
			j := i + 1
			var expr string
			switch body[j] {
			case '(':
				d := 0
				k := j
				for ; k < len(body); k++ {
					if body[k] == '(' {
						d++
					} else if body[k] == ')' {
						d--
						if d == 0 {
							break
						}
					}
				}
				expr = body[i:min(k+1, len(body))]
				i = k
			case '{':
				k := strings.IndexByte(body[j:], '}')
				if k < 0 {
					k = len(body) - j - 1
				}
				expr = body[i : j+k+1]
				i = j + k
			default:
				for j < len(body) && (isIdentByte(body[j]) || body[j] == ':' && j+1 < len(body) && isIdentByte(body[j+1])) {
					j++
				}
				expr = body[i:j]
				i = j - 1
			}
			if lit.Len() > 0 {
				parts = append(parts, Part{Lit: lit.String()})
				lit.Reset()
			}
			if depth < lexDepth {
				ts := PS(expr, line, depth+1)
				parts = append(parts, Part{Expr: ts})
			}
			continue
		}
		lit.WriteByte(c)
	}
	if len(parts) == 0 {
		return Tok{Kind: Str, S: lit.String(), Esc: esc}
	}
	if lit.Len() > 0 {
		parts = append(parts, Part{Lit: lit.String()})
	}
	return Tok{Kind: Tmpl, Parts: parts, Esc: esc}
}

// bareURL is the length of an unquoted URL argument at the start of s
// (PowerShell takes one as a word), 0 if there is none.
func bareURL(s string) int {
	j := 0
	for j < len(s) && j < 10 && (s[j] >= 'a' && s[j] <= 'z' || s[j] >= 'A' && s[j] <= 'Z') {
		j++
	}
	if !strings.HasPrefix(s[j:], "://") {
		return 0
	}
	k := j + 3
	for k < len(s) && !strings.ContainsRune(" \t\r\n;|)'\"", rune(s[k])) {
		k++
	}
	return k
}

// IsKeyword reports a statement keyword of the program languages.
func IsKeyword(s string) bool {
	switch s {
	case "if", "for", "while", "switch", "catch", "function", "return", "with", "elif", "foreach", "until":
		return true
	}
	return false
}
