package script

import (
	"bytes"
	"fmt"
	"maps"
	"path"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/decode"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/flow"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/gitcmd"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/githook"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/lolbin"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/pkgsource"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/shparam"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/tables"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/value"
	"mvdan.cc/sh/v3/syntax"
)

// parserPool reuses shell parsers (each holds buffers).
var parserPool = sync.Pool{New: func() any { return syntax.NewParser(syntax.Variant(syntax.LangBash)) }}

// shState is the shell analysis of one unit: variables, files written,
// descriptors opened to the network, git remotes, functions.
type shState struct {
	u       *flow.Unit
	vars    map[string]value.Value
	files   map[string]value.Value // path -> what was written there
	tcpFDs  map[string]bool
	remotes map[string]string
	staged  value.Value // what git add staged
	funcs   map[string]*syntax.Stmt
	polling int         // loops that never end around the statement evaluated
	stdin   value.Value // the standard input of the command whose words are evaluated: what tee hands a >(…) (det25)
	calls   int
	line    int    // line of the statement being analysed
	text    string // its source line
	lines   []string
	// loopWork counts the statements of loops unrolled (shloop.go).
	loopWork int
}

// shellUnit analyses a unit of shell (or a batch file rewritten as shell).
func shellUnit(u *flow.Unit, src string) {
	p := parserPool.Get().(*syntax.Parser)
	defer parserPool.Put(p)
	sh := &shState{u: u, vars: map[string]value.Value{}, files: map[string]value.Value{}, tcpFDs: map[string]bool{}, remotes: map[string]string{}, funcs: map[string]*syntax.Stmt{}}
	for k, v := range u.Env {
		sh.vars[k] = v
	}
	sh.lines = strings.Split(src, "\n")
	f, err := p.Parse(strings.NewReader(src), "")
	if err == nil {
		out := sh.stmts(f.Stmts, u.Env[gitcmd.StdinVar]) // what a git filter is handed (det25)
		if u.At > 0 {
			// A command a program runs for its output (check_output,
			// execSync): what it prints is what the program gets.
			u.Out.Join(out)
		}
		return
	}
	// Not shell as a whole (a fragment, another shell's syntax, text):
	// each line that parses on its own is analysed.
	if u.File && !u.Nested {
		u.Skill.Skip(u.Path, "does not parse as shell ("+tables.FirstLine(err.Error())+"): analysed line by line")
	}
	for i, l := range sh.lines {
		if strings.TrimSpace(l) == "" {
			continue
		}
		f, err := p.Parse(strings.NewReader(l), "")
		if err != nil {
			continue
		}
		base := u.LineBase
		u.LineBase = base + i
		sh.stmts(f.Stmts, value.Value{})
		u.LineBase = base
	}
}

func (sh *shState) setLine(p syntax.Pos) {
	l := int(p.Line())
	if l <= 0 {
		return
	}
	if sh.u.At > 0 {
		sh.line, sh.text = sh.u.At, sh.u.AtText
		return
	}
	sh.line = sh.u.LineBase + l
	if l-1 < len(sh.lines) {
		sh.text = sh.lines[l-1]
	}
}

// stmts runs a list of statements. Its output is every statement's
// output, as for a group or subshell piped on ({ echo; cat ~/.netrc; }
// | mail): what an earlier statement printed is carried, with the last
// statement's text.
func (sh *shState) stmts(ss []*syntax.Stmt, stdin value.Value) value.Value {
	var out value.Value
	for _, s := range ss {
		o := sh.stmt(s, stdin)
		o.Join(out)
		out = o
	}
	return out
}

func (sh *shState) stmt(s *syntax.Stmt, stdin value.Value) value.Value {
	if s == nil || !sh.u.Step() {
		return value.Value{}
	}
	sh.setLine(s.Pos())
	var outFiles []string
	var hdoc value.Value // a here-document's text, when the statement has one
	tcp := false
	for _, r := range s.Redirs {
		var w value.Value
		if r.Word != nil {
			w = sh.word(r.Word)
		}
		switch r.Op {
		case syntax.RdrIn:
			stdin = sh.content(w)
		case syntax.WordHdoc:
			stdin = w
		case syntax.Hdoc, syntax.DashHdoc:
			if r.Hdoc != nil {
				stdin = sh.word(r.Hdoc)
				hdoc = stdin
				// A here-document writes a file or feeds a command: a
				// miner's configuration in it is a miner.
				if stdin.Known {
					sh.u.Miner(sh.line, stdin.S, tables.FirstLine(stdin.S))
				}
			}
		case syntax.RdrOut, syntax.AppOut, syntax.RdrAll, syntax.AppAll, syntax.RdrClob:
			outFiles = append(outFiles, w.S)
		case syntax.DplIn, syntax.DplOut:
			if sh.tcpFDs[w.S] {
				tcp = true
			}
		}
		if tables.DevTCP(w.S) {
			tcp = true
			if r.Op == syntax.RdrInOut && r.N != nil {
				sh.tcpFDs[r.N.Value] = true
			}
		}
	}
	out := sh.command(s.Cmd, stdin, tcp)
	sh.writtenScript(s, hdoc, outFiles)
	written := append(outFiles, sh.teeFiles(s)...)
	sh.startupWrite(out, written)
	pkgsource.WroteFiles(sh.u, sh.line, sh.text, written, out)
	for _, f := range outFiles {
		if f == "/dev/null" || f == "" {
			continue
		}
		if tables.DevTCP(f) {
			sh.u.Send(flow.SendNet, sh.line, "a /dev/tcp connection", "", out, sh.text)
			continue
		}
		// What the network sent, decoded and put where nobody looks: a
		// dropper's stage, whatever runs it later.
		if out.DL && out.Dec > 0 && hiddenPath(f) {
			sh.u.Hit(flow.Hit{Kind: flow.StagedPayload, Line: sh.line, Level: 2, Source: out.Src, Sink: "decoded into " + f, Text: sh.text})
		}
		sh.files[f] = out
	}
	return out
}

func (sh *shState) command(c syntax.Command, stdin value.Value, tcp bool) value.Value {
	switch c := c.(type) {
	case *syntax.CallExpr:
		if len(c.Args) == 0 {
			for _, as := range c.Assigns {
				sh.assign(as)
			}
			return value.Value{}
		}
		args := make([]value.Value, 0, len(c.Args))
		in := value.Value{}
		if c.Args[0].Lit() == "tee" {
			in = stdin // what tee hands a >(…) of its words: its input
		}
		for _, w := range c.Args {
			sh.stdin = in // (a word's own commands set it again)
			if l := sh.arrayWord(w); l != nil {
				args = append(args, l...)
				continue
			}
			args = append(args, sh.word(w))
		}
		sh.stdin = value.Value{} // a >(…) elsewhere (a redirection's) is handed nothing known
		return sh.call(args, stdin, tcp)
	case *syntax.BinaryCmd:
		switch c.Op {
		case syntax.Pipe, syntax.PipeAll:
			sh.pipeline(c)
			out := sh.stmt(c.X, stdin)
			return sh.stmt(c.Y, out)
		}
		sh.stmt(c.X, stdin)
		return sh.stmt(c.Y, stdin)
	case *syntax.Block:
		return sh.stmts(c.Stmts, stdin)
	case *syntax.Subshell:
		return sh.stmts(c.Stmts, stdin)
	case *syntax.IfClause:
		var out value.Value
		for ; c != nil; c = c.Else {
			sh.prodBranch(sh.condText(c.Cond), c.Then)
			sh.stmts(c.Cond, stdin)
			out.Join(sh.stmts(c.Then, stdin))
		}
		return out
	case *syntax.WhileClause:
		if sh.unrollRead(c, stdin) {
			return value.Value{}
		}
		sh.stmts(c.Cond, stdin)
		if forever(c) {
			sh.polling++
			defer func() { sh.polling-- }()
		}
		return sh.stmts(c.Do, stdin)
	case *syntax.ForClause:
		if wi, ok := c.Loop.(*syntax.WordIter); ok && wi.Name != nil {
			if sh.unrollFor(wi, c.Do, stdin) {
				return value.Value{}
			}
			var v value.Value
			for _, w := range wi.Items {
				x := sh.word(w)
				if t := tables.PathTaint(x.S); t != 0 && x.T == 0 {
					x = flow.PathValue(x.S, sh.line)
				}
				v.Join(x)
				if v.S == "" {
					v.S, v.Known = x.S, x.Known
				}
			}
			sh.vars[wi.Name.Value] = v
		}
		return sh.stmts(c.Do, stdin)
	case *syntax.CaseClause:
		var out value.Value
		for _, it := range c.Items {
			sh.prodBranch(wordsText(it.Patterns), it.Stmts)
			out.Join(sh.stmts(it.Stmts, stdin))
		}
		return out
	case *syntax.FuncDecl:
		if c.Name != nil {
			sh.funcs[c.Name.Value] = c.Body
		}
		// The body is analysed where it is declared too (it may never
		// be called in the text analysed).
		if sh.calls == 0 {
			sh.calls++
			sh.stmt(c.Body, value.Value{})
			sh.calls--
		}
		return value.Value{}
	case *syntax.DeclClause:
		if c.Variant != nil && c.Variant.Value == "export" && len(c.Args) == 0 {
			return envAll(sh.line, "export")
		}
		for _, as := range c.Args {
			if as.Naked && as.Name == nil && as.Value != nil {
				v := sh.word(as.Value)
				if c.Variant.Value != "export" && (v.S == "-p" || v.S == "-x") {
					return envAll(sh.line, c.Variant.Value+" "+v.S)
				}
				continue
			}
			// export NAME, readonly NAME: the variable keeps its value
			// (what read -s put there is still the password).
			if as.Naked && as.Name != nil && as.Value == nil && as.Array == nil && (c.Variant.Value == "export" || c.Variant.Value == "readonly") {
				continue
			}
			sh.assign(as)
		}
	case *syntax.TimeClause:
		return sh.stmt(c.Stmt, stdin)
	case *syntax.CoprocClause:
		return sh.stmt(c.Stmt, stdin)
	}
	return value.Value{}
}

func envAll(line int, how string) value.Value {
	return value.Value{S: value.UnknownPart, T: value.EnvAll, Src: value.SrcAt(how, line)}
}

func (sh *shState) assign(as *syntax.Assign) {
	if as.Name == nil {
		return
	}
	var v value.Value
	switch {
	case as.Value != nil:
		v = sh.word(as.Value)
	case as.Array != nil:
		for _, e := range as.Array.Elems {
			if e.Value != nil {
				x := sh.word(e.Value)
				v.List = append(v.List, x)
				v.Join(x)
			}
		}
		v.S = value.UnknownPart
	}
	if as.Append {
		old := sh.vars[as.Name.Value]
		if old.List != nil || as.Array != nil {
			l := append(append([]value.Value(nil), old.List...), v.List...)
			old.Join(v)
			old.List = l
			v = old
		} else {
			v = value.Concat(old, v)
		}
	}
	if t := tables.PathTaint(v.S); t != 0 && v.T == 0 {
		v.T, v.Src = t, value.SrcAt(v.S, sh.line)
	}
	sh.vars[as.Name.Value] = v
}

// arrayWord is the elements of an array expanded whole ("${a[@]}"), nil
// for any other word.
func (sh *shState) arrayWord(w *syntax.Word) []value.Value {
	if len(w.Parts) != 1 {
		return nil
	}
	var pe *syntax.ParamExp
	switch p := w.Parts[0].(type) {
	case *syntax.ParamExp:
		pe = p
	case *syntax.DblQuoted:
		if len(p.Parts) == 1 {
			pe, _ = p.Parts[0].(*syntax.ParamExp)
		}
	}
	if pe == nil || pe.Param == nil || pe.Index == nil {
		return nil
	}
	v, ok := sh.vars[pe.Param.Value]
	if !ok || v.List == nil {
		return nil
	}
	return v.List
}

// word folds a shell word.
func (sh *shState) word(w *syntax.Word) value.Value {
	if w == nil {
		return value.Value{}
	}
	v := value.Known("")
	for _, p := range w.Parts {
		x := sh.part(p, false)
		if x.Obj == selfPath && len(w.Parts) == 1 {
			return x // $0, for dirname
		}
		v = value.Concat(v, x)
	}
	return tables.SlotSecret(v, sh.line)
}

func (sh *shState) part(p syntax.WordPart, quoted bool) value.Value {
	switch p := p.(type) {
	case *syntax.Lit:
		s := p.Value
		if strings.Contains(s, `\`) {
			if quoted {
				s = strings.NewReplacer(`\"`, `"`, `\$`, `$`, `\\`, `\`, "\\`", "`", "\\\n", "").Replace(s)
			} else {
				var b strings.Builder
				for i := 0; i < len(s); i++ {
					if s[i] == '\\' && i+1 < len(s) {
						i++
					}
					b.WriteByte(s[i])
				}
				s = b.String()
			}
		}
		if !quoted && strings.HasPrefix(s, "~") {
			s = "~" + s[1:]
		}
		return value.Known(s)
	case *syntax.SglQuoted:
		if p.Dollar {
			s, n := decode.Unescape(p.Value)
			v := value.Known(s)
			if n > 0 {
				v.Dec = 1
			}
			return v
		}
		return value.Known(p.Value)
	case *syntax.DblQuoted:
		if pe, ok := onlyParam(p); ok {
			if self, ok := sh.self(pe); ok {
				return self // "$0"
			}
		}
		v := value.Known("")
		for _, q := range p.Parts {
			v = value.Concat(v, sh.part(q, true))
		}
		return v
	case *syntax.ParamExp:
		return sh.param(p)
	case *syntax.CmdSubst:
		return sh.stmts(p.Stmts, value.Value{})
	case *syntax.ProcSubst:
		var in value.Value
		if p.Op == syntax.CmdOut {
			in = sh.stdin // what the command writes there (tee: its input)
		}
		out := sh.stmts(p.Stmts, in)
		name := fmt.Sprintf("/dev/fd/%d", 63+len(sh.files))
		sh.files[name] = out
		v := value.Known(name)
		v.Join(out)
		v.T, v.A = 0, 0 // the name carries nothing; reading it does
		return v
	}
	return value.Unknown()
}

func (sh *shState) param(p *syntax.ParamExp) value.Value {
	if p.Param == nil {
		return value.Unknown()
	}
	name := p.Param.Value
	v, ok := sh.vars[name]
	if self, ok := sh.self(p); ok {
		return self
	}
	if !ok {
		v = flow.EnvValue(name, sh.line, "$"+name)
		if (name == "HOME" || name == "USERPROFILE") && !p.Length {
			v = value.Known("~")
		}
		if name == "IFS" {
			v = value.Known(shparam.DefaultIFS) // a blank between words no line writes
		}
	}
	switch {
	case p.Length:
		return value.Value{S: value.UnknownPart}
	case p.Excl && p.Names == 0 && p.Index == nil:
		// ${!v}: the variable v names.
		if v.Known && tables.EnvName(v.S) {
			if x, ok := sh.vars[v.S]; ok {
				return x
			}
			return flow.EnvValue(v.S, sh.line, "${!"+name+"}")
		}
		if d, ok := sh.u.EnvDynamic(sh.line, "${!"+name+"}"); ok {
			return d
		}
		v.S, v.Known = value.UnknownPart, false
	case p.Slice != nil && !p.Excl && p.Index == nil && v.Known:
		// ${v:2:1}: a command's name picked from an alphabet.
		if v.S, v.Known = shparam.Slice(p.Slice, v.S, sh.num); !v.Known {
			v.S = value.UnknownPart
		}
	case p.Excl || p.Slice != nil || p.Index != nil:
		v.S, v.Known = value.UnknownPart, false
	case p.Repl != nil && v.Known:
		o, w := sh.word(p.Repl.Orig), sh.word(p.Repl.With)
		if p.Repl.With == nil {
			w = value.Known("") // ${a//x/}: what matches is deleted
		}
		if o.Known && w.Known && o.S != "" {
			n := 1
			if p.Repl.All {
				n = -1
			}
			v.S = strings.Replace(v.S, o.S, w.S, n)
		} else {
			v.S, v.Known = value.UnknownPart, false
		}
	case p.Exp != nil:
		d := sh.word(p.Exp.Word)
		if !ok && d.Known && (v.T == 0 || !strings.ContainsAny(p.Exp.Op.String(), "#%")) {
			d.Join(v)
			return d
		}
		if strings.ContainsAny(p.Exp.Op.String(), "#%^,") {
			v.S, v.Known = value.UnknownPart, false
		}
	}
	return v
}

// num is the integer a variable of the script holds, for an offset.
func (sh *shState) num(name string) (int, bool) {
	if v, ok := sh.vars[name]; ok && v.Known {
		n, err := strconv.Atoi(strings.TrimSpace(v.S))
		return n, err == nil
	}
	return 0, false
}

// content is what reading the file a word names gives.
func (sh *shState) content(w value.Value) value.Value {
	if v, ok := sh.files[w.S]; ok {
		return v
	}
	if dir, pat, _ := strings.Cut(w.S, "/*"); w.Known && pat == "" && dir != "" {
		// DIR/*: the files the script wrote there, in the order of
		// their paths.
		var v value.Value
		for _, p := range slices.Sorted(maps.Keys(sh.files)) {
			if strings.HasPrefix(p, dir+"/") && !strings.Contains(p[len(dir)+1:], "/") {
				v.Join(sh.files[p])
			}
		}
		if v.Carries() {
			return v
		}
	}
	if p := sh.u.Skill.Resolve(sh.u.Path, w.S); p != "" && w.Known {
		if f := sh.u.Skill.Files[p]; f != nil && len(f.Data) <= value.MaxText {
			return value.Known(f.Text())
		}
	}
	v := flow.PathValue(w.S, sh.line)
	v.S, v.Known = value.UnknownPart, false
	v.Join(w)
	return v
}

// inspectors look for text or processes: a miner's name among their
// arguments is what they search for.
var inspectors = map[string]bool{"grep": true, "egrep": true, "fgrep": true, "rg": true, "ag": true, "ack": true, "find": true, "pkill": true, "killall": true,
	"pgrep": true, "ps": true, "kill": true, "yara": true, "clamscan": true, "sed": true, "awk": true, "jq": true, "test": true, "[": true, "[[": true, "case": true, "ls": true, "lsof": true, "systemctl": true}

// wrappers run the command given after their own options.
var wrappers = map[string]bool{"sudo": true, "doas": true, "nohup": true, "exec": true, "command": true, "builtin": true, "time": true, "nice": true,
	"ionice": true, "timeout": true, "setsid": true, "stdbuf": true, "xargs": true, "env": true, "strace": true, "torsocks": true, "proxychains": true, "proxychains4": true, "chroot": false, "watch": true, "caffeinate": true, "nsenter": true}

func flagsOf(args []value.Value) (flags map[string]bool, rest []value.Value) {
	flags = map[string]bool{}
	rest = make([]value.Value, 0, len(args))
	for i, a := range args {
		if a.S == "--" {
			return flags, append(rest, args[i+1:]...)
		}
		if strings.HasPrefix(a.S, "-") && len(a.S) > 1 && a.Known {
			flags[a.S] = true
			continue
		}
		rest = append(rest, a)
	}
	return flags, rest
}

// operandsWithout is flagsOf's rest of args less the value of each of
// the options given (`-i KEY`): a value the command uses itself.
func operandsWithout(args []value.Value, opts ...string) []value.Value {
	rest := make([]value.Value, 0, len(args))
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a.S == "--" {
			return append(rest, args[i+1:]...)
		}
		if strings.HasPrefix(a.S, "-") && len(a.S) > 1 && a.Known {
			if slices.Contains(opts, a.S) {
				i++
			}
			continue
		}
		rest = append(rest, a)
	}
	return rest
}

// optionValue is the word after the first of opts in args (`-e CMD`), or
// nil.
func optionValue(args []value.Value, opts ...string) *value.Value {
	for i := 0; i+1 < len(args); i++ {
		if args[i].S == "--" {
			return nil
		}
		if args[i].Known && slices.Contains(opts, args[i].S) {
			return &args[i+1]
		}
	}
	return nil
}

// sshTransport reports a remote shell command (rsync's -e) that is ssh
// with nothing but an identity file, a port, a login name and quiet or
// address-family switches: no -o (ProxyCommand runs a program), no
// forwarding, no command, nothing a shell would expand further.
func sshTransport(s string) bool {
	w := strings.Fields(s)
	if len(w) == 0 || w[0] != "ssh" || strings.ContainsAny(s, ";|&`<>\n") || strings.Contains(s, "$(") {
		return false
	}
	for i := 1; i < len(w); i++ {
		switch w[i] {
		case "-i", "-p", "-l":
			i++
			if i == len(w) {
				return false
			}
		case "-q", "-T", "-4", "-6", "-C":
		default:
			return false
		}
	}
	return true
}

func has(flags map[string]bool, names ...string) bool {
	for _, n := range names {
		if flags[n] {
			return true
		}
	}
	for f := range flags {
		if len(f) > 2 && f[0] == '-' && f[1] != '-' {
			for _, n := range names {
				if len(n) == 2 && n[0] == '-' && strings.IndexByte(f[1:], n[1]) >= 0 {
					return true
				}
			}
		}
	}
	return false
}

// shCall is one simple command after its wrappers: its name (empty when
// it is not known), its arguments, with the flags apart from the rest,
// what it reads on its standard input, and the union of both.
type shCall struct {
	name       string
	argv, rest []value.Value
	flags      map[string]bool
	stdin, all value.Value
	line       int
	text       string
}

// call evaluates a simple command given its words and its input: the
// wrappers it runs under are peeled, miners looked for in its words, and
// then it is a function of the script, a command of one of the families
// the analysis follows, a shell, an interpreter or another program.
func (sh *shState) call(args []value.Value, stdin value.Value, tcp bool) value.Value {
	// A download by a command whose name is not written on its line
	// ($a$b, $c where c=curl) is hidden from whoever reads the line.
	split := splitName(args)
	asm := len(split) != len(args) || len(args) > 0 && args[0].Known && args[0].S != "" && !strings.Contains(sh.text, flow.CmdName(args[0].S))
	v := sh.command1(split, stdin, tcp)
	if asm {
		v.Asm = v.DL
	}
	return v
}

// command1 is call after the command word's fields are split.
func (sh *shState) command1(args []value.Value, stdin value.Value, tcp bool) value.Value {
	args, stdin, v, done := unwrap(args, stdin, sh.line)
	if done {
		return v
	}
	name := flow.CmdName(args[0].S)
	argv := args[1:]
	line, text := sh.line, sh.text
	// What the command is called as may itself be folded ($a$b).
	if !args[0].Known || strings.ContainsAny(name, "$") {
		name = ""
	}
	sh.minerCommand(name, args, line, text)
	pkgsource.RanWords(sh.u, line, text, args)
	flags, rest := flagsOf(argv)
	if opts := tables.OperandValueOpts(name); opts != nil {
		rest = operandsWithout(argv, opts...)
	}
	all := flow.UnionAll(argv)
	all.Join(stdin)
	if body, ok := sh.funcs[name]; ok && sh.calls < flow.MaxCalls {
		return sh.callFunc(body, argv, stdin)
	}
	if tcp && tables.Shells[name] {
		sh.u.Hit(flow.Hit{Kind: flow.ReverseShell, Line: line, Level: 3, Sink: "a shell on a /dev/tcp connection", Text: text})
	}
	if lolbin.Named(name) { // mshta URL, regsvr32 /i:URL: Windows runs what it fetches
		words := make([]string, len(argv))
		for i, a := range argv {
			words[i] = a.S
		}
		if addr, ok := lolbin.Remote(name, words); ok {
			return sh.u.RunCode(line, name+" "+addr, value.Value{S: value.UnknownPart, DL: true, Src: value.SrcAt(name+" "+addr, line)}, "", text)
		}
		if f, ok := lolbin.Disguised(name, words); ok {
			sh.u.Hit(flow.Hit{Kind: flow.ExternalExec, Line: line, Level: 2, Source: f + ", a file whose name says it is not a library", Sink: name + ", which loads it as one and runs it", Text: text})
		}
	}
	c := &shCall{name: name, argv: argv, rest: rest, flags: flags, stdin: stdin, all: all, line: line, text: text}
	for _, family := range []func(*shState, *shCall) (value.Value, bool){(*shState).textCmd, (*shState).decodeCmd, (*shState).sourceCmd, (*shState).fileCmd, (*shState).netCmd, (*shState).runCmd} {
		if v, ok := family(sh, c); ok {
			return v
		}
	}
	if tables.Shells[name] {
		return sh.shellCmd(name, argv, flags, rest, stdin, line, text)
	}
	if l, ok := tables.Interpreters[strings.TrimRight(name, "0123456789.")]; ok {
		return sh.interp(name, l, argv, stdin, line, text)
	}
	return sh.program(c, args[0])
}

// splitName splits a command word folded from expansions into the words
// the shell's field splitting makes of it: $a$b where a="cu", b="rl -s
// URL" runs curl with its arguments. A name with a space in it is such a
// word (a quoted one names no program).
func splitName(args []value.Value) []value.Value {
	if len(args) == 0 || !args[0].Known || !strings.ContainsAny(args[0].S, " \t") || strings.TrimSpace(args[0].S) == "" {
		return args
	}
	var out []value.Value
	for _, f := range strings.Fields(args[0].S) {
		w := args[0]
		w.S = f
		out = append(out, w)
	}
	return append(out, args[1:]...)
}

// unwrap peels the wrappers a command runs under (sudo, env VAR=x,
// timeout 5, xargs…) with their options; done when nothing is left to
// run, with what the wrapper alone gives (env alone prints the
// environment).
func unwrap(args []value.Value, stdin value.Value, line int) ([]value.Value, value.Value, value.Value, bool) {
	var buf []value.Value // where rewritten lines are spliced (tables.Splice)
	for len(args) > 0 {
		n := flow.CmdName(args[0].S)
		if n == "busybox" && len(args) > 1 && !tables.Shells[flow.CmdName(args[1].S)] {
			args = args[1:] // busybox base64 -d: the applet it names
			continue
		}
		// command -v git, which git: the real program's path, known by
		// its name (a wrapper that runs "$real" runs git).
		if (n == "command" || n == "type" || n == "whence") && len(args) == 3 && (args[1].S == "-v" || args[1].S == "-P" || args[1].S == "-p") || n == "which" && (len(args) == 2 || len(args) == 3 && args[1].S == "-a") {
			return nil, stdin, value.Known(args[len(args)-1].S), true
		}
		if head, used, ok := tables.Rewrap(n, args); ok { // su -c CMD, env -S STR, flock FILE cmd (fix16)
			buf, args = tables.Splice(buf, head, args[used:])
			continue
		}
		if !wrappers[n] && !tables.MoreWrapper(n) {
			break
		}
		if n == "env" && len(args) == 1 {
			return nil, stdin, envAll(line, "env"), true
		}
		if n == "exec" && len(args) == 1 {
			return nil, stdin, value.Value{}, true
		}
		args = args[1:]
		if n == "xargs" {
			x := stdin
			x.List = nil
			args = append(args, x)
			stdin = value.Value{}
		}
		args = args[tables.WrapperArgs(n, args):] // its options and their values (sudo -u USER)
	}
	if len(args) == 0 {
		return nil, stdin, value.Value{}, true
	}
	return args, stdin, value.Value{}, false
}

// minerCommand reports a miner's name or pool in a command, or a miner
// known by its options whatever it is called; not in what a search or a
// clean-up looks for (grep xmrig, pkill xmrig).
func (sh *shState) minerCommand(name string, args []value.Value, line int, text string) {
	if inspectors[name] {
		return
	}
	for _, a := range args {
		if a.Known && sh.u.Miner(line, a.S, text) {
			return
		}
	}
	if len(args) > 4 {
		words := make([]string, 0, len(args))
		for _, a := range args {
			words = append(words, a.S)
		}
		if tables.MinerShape(strings.Join(words, " ")) {
			sh.u.Hit(flow.Hit{Kind: flow.Miner, Line: line, Level: 2, Sink: "a crypto miner", Text: text})
		}
	}
}

// callFunc runs a function of the script with argv as its positional
// parameters, restoring the caller's afterwards.
func (sh *shState) callFunc(body *syntax.Stmt, argv []value.Value, stdin value.Value) value.Value {
	sh.calls++
	saved := map[string]value.Value{}
	for i := 0; i < 9; i++ {
		k := fmt.Sprint(i + 1)
		saved[k] = sh.vars[k]
		if i < len(argv) {
			sh.vars[k] = argv[i]
		} else {
			delete(sh.vars, k)
		}
	}
	out := sh.stmt(body, stdin)
	for k, v := range saved {
		sh.vars[k] = v
	}
	sh.calls--
	return out
}

// textCmd is the commands that print or read text: echo, printf, cat and
// its kin.
func (sh *shState) textCmd(c *shCall) (value.Value, bool) {
	switch c.name {
	case "echo":
		var parts []string
		v := value.Known("")
		e := false
		for _, a := range c.argv {
			if a.Known && (a.S == "-e" || a.S == "-n" || a.S == "-en" || a.S == "-ne" || a.S == "-E") {
				e = e || strings.Contains(a.S, "e")
				continue
			}
			parts = append(parts, a.S)
			v.Join(a)
			v.Known = v.Known && a.Known
		}
		v.S = strings.Join(parts, " ")
		if e {
			s, n := decode.Unescape(v.S)
			v.S = s
			if n > 0 {
				v.Dec = max(v.Dec, 1)
			}
		}
		return v, true
	case "printf":
		return sh.printf(c.argv), true
	case "dirname":
		if len(c.rest) == 1 && c.rest[0].Obj == selfPath {
			return value.Known(path.Dir(sh.u.Path)), true
		}
	case "cat", "tac", "head", "tail", "more", "less", "strings", "type", "Get-Content":
		if len(c.rest) == 0 {
			return c.stdin, true
		}
		var v value.Value
		for i, a := range c.rest {
			f := sh.content(a)
			if i == 0 {
				v = f
			} else {
				v = value.Concat(v, f)
			}
		}
		return v, true
	}
	return value.Value{}, false
}

// decodeCmd is the commands that decode, decompress or decrypt what they
// are given.
func (sh *shState) decodeCmd(c *shCall) (value.Value, bool) {
	switch c.name {
	case "base64", "base32", "basenc", "b64decode", "gbase64":
		in := c.stdin
		if len(c.rest) > 0 {
			in = sh.content(c.rest[0])
		}
		if !has(c.flags, "-d", "-D", "--decode") && c.name != "b64decode" {
			in.S, in.Known, in.Enc = value.UnknownPart, false, true
			return in, true
		}
		dec := decode.Base64
		if c.name == "base32" || c.flags["--base32"] {
			dec = decode.Base32
		}
		return sh.u.Decoded(in, dec, c.line), true
	case "xxd":
		in := c.stdin
		if len(c.rest) > 0 {
			in = sh.content(c.rest[0])
		}
		if !has(c.flags, "-r") {
			in.S, in.Known, in.Enc = value.UnknownPart, false, true
			return in, true
		}
		return sh.u.Decoded(in, decode.Hex, c.line), true
	case "uudecode":
		// uudecode writes the file its begin line names, unless told to
		// print (-p; -o /dev/stdout): then what it decodes is its output.
		in := c.stdin
		toOut := has(c.flags, "-p", "--print")
		for _, a := range c.rest {
			if a.S == "/dev/stdout" || a.S == "-" {
				toOut = true
			} else {
				in = sh.content(a)
			}
		}
		if !toOut {
			return value.Value{}, true
		}
		return sh.u.Decoded(in, decode.UU, c.line), true
	case "rev":
		return sh.u.Decoded(c.stdin, func(s string) (string, bool) {
			ls := strings.Split(strings.TrimSuffix(s, "\n"), "\n")
			for i := range ls {
				ls[i] = decode.Reverse(ls[i])
			}
			return strings.Join(ls, "\n"), true
		}, c.line), true
	case "tr":
		if len(c.rest) >= 2 && isRot13Sets(c.rest[0].S, c.rest[1].S) {
			return sh.u.Decoded(c.stdin, func(s string) (string, bool) { return decode.Rot13(s), true }, c.line), true
		}
		v := c.stdin
		v.S, v.Known = value.UnknownPart, false
		return v, true
	case "gunzip", "zcat", "bunzip2", "xz", "unxz", "gzip", "zstd", "uncompress", "lzma", "bzcat", "xzcat", "zstdcat":
		v := c.stdin
		if len(c.rest) > 0 {
			v = sh.content(c.rest[0])
		}
		// Decompressing is decoding: what comes out was not readable
		// where it was shipped or fetched (zcat setup.gz | sh).
		if has(c.flags, "-d", "-dc", "-cd", "--decompress") || c.name != "gzip" && c.name != "xz" && c.name != "zstd" && c.name != "lzma" {
			v.Dec++
		}
		v.S, v.Known = value.UnknownPart, false
		return v, true
	case "gpg", "gpg2", "age", "rage", "unzip", "funzip", "unrar", "tar", "bsdtar", "7z", "7za", "7zz":
		// Decrypting or unpacking onto standard output: what comes out
		// was not readable where it was shipped (gpg -d p.gpg | sh,
		// unzip -p -P pw a.zip | sh, tar -xOzf a.tgz | sh).
		if !unpacksToStdout(c.name, c.argv, c.flags) {
			return value.Value{}, false
		}
		v := c.stdin
		for _, a := range c.rest {
			if a.Known && strings.Contains(a.S, ".") {
				v = sh.content(a)
				break
			}
		}
		v.Dec++
		v.S, v.Known = value.UnknownPart, false
		return v, true
	case "certutil", "certutil.exe":
		// certutil -decode IN OUT writes the decoded file.
		if has(c.flags, "-decode", "-decodehex") && len(c.rest) >= 2 {
			v := sh.content(c.rest[0])
			v.Dec++
			v.S, v.Known = value.UnknownPart, false
			sh.files[c.rest[len(c.rest)-1].S] = v
		}
		return value.Value{}, true
	case "openssl":
		return sh.openssl(c.argv, c.stdin, c.rest, c.line, c.text), true
	}
	return value.Value{}, false
}

// sourceCmd is the commands that read the environment, shell history,
// keychains and cloud credentials (a cloud CLI that prints no token is
// any other program).
func (sh *shState) sourceCmd(c *shCall) (value.Value, bool) {
	if svc, ok := cliSecret(c.name, strs(c.argv)); ok {
		return value.Value{S: value.UnknownPart, T: value.Keychain, Name: svc, Src: value.SrcAt(c.name+" "+strings.Join(strs(c.argv), " "), c.line)}, true
	}
	switch c.name {
	case "printenv":
		if len(c.rest) == 0 {
			return envAll(c.line, "printenv"), true
		}
		if d, ok := sh.u.EnvDynamic(c.line, "printenv"); ok && !c.rest[0].Known {
			return d, true
		}
		return flow.EnvValue(c.rest[0].S, c.line, "printenv "+c.rest[0].S), true
	case "set", "compgen":
		if len(c.argv) == 0 || c.name == "compgen" && has(c.flags, "-v", "-e") {
			return envAll(c.line, c.name), true
		}
		return value.Value{}, true
	case "history", "fc":
		return value.Value{S: value.UnknownPart, T: value.History, Src: value.SrcAt(c.name, c.line)}, true
	case "security", "secret-tool", "pass", "gopass", "op", "bw", "kwallet-query", "cmdkey", "vaultcmd", "keyctl":
		if c.name == "security" && !(len(c.rest) > 0 && (strings.HasPrefix(c.rest[0].S, "find-") || strings.HasPrefix(c.rest[0].S, "dump-"))) {
			return c.all, true
		}
		return value.Value{S: value.UnknownPart, T: value.Keychain, Svc: keychainService(c.name, strs(c.argv)), Src: value.SrcAt(c.name+" "+firstWord(c.rest), c.line)}, true
	case "git":
		if what, ok := githook.Content(strs(c.argv)); ok && githook.Hook(sh.u.Path) {
			return value.Value{S: value.UnknownPart, T: value.Repo, Src: value.SrcAt(what, c.line)}, true
		}
		// git credential fill, git credential-HELPER get: what a
		// credential helper prints is the user's password or token.
		if len(c.rest) > 0 && (c.rest[0].S == "credential" && len(c.rest) > 1 && c.rest[1].S == "fill" || strings.HasPrefix(c.rest[0].S, "credential-")) {
			return value.Value{S: value.UnknownPart, T: value.Keychain, Src: value.SrcAt("git "+c.rest[0].S, c.line)}, true
		}
	case "gh", "gcloud", "az", "aws", "doppler", "vault":
		w := strings.Join(strs(c.argv), " ")
		if strings.Contains(w, "auth token") || strings.Contains(w, "print-access-token") || strings.Contains(w, "print-identity-token") ||
			strings.Contains(w, "get-access-token") || strings.Contains(w, "configure get") || strings.Contains(w, "secrets download") || c.name == "vault" && strings.Contains(w, "kv get") {
			svc := map[string]string{"gh": "GH_TOKEN", "gcloud": "GOOGLE_TOKEN", "az": "AZURE_TOKEN", "aws": "AWS_SECRET", "doppler": "DOPPLER_TOKEN", "vault": "VAULT_TOKEN"}[c.name]
			return value.Value{S: value.UnknownPart, T: value.Keychain, Name: svc, Src: value.SrcAt(c.name+" "+w, c.line)}, true
		}
	}
	return value.Value{}, false
}

// fileCmd is the commands that copy, pack or write files, and the shell
// builtins that pass nothing on.
func (sh *shState) fileCmd(c *shCall) (value.Value, bool) {
	switch c.name {
	case "cp", "mv", "install", "ln":
		if len(c.rest) >= 2 {
			var v value.Value
			for _, a := range c.rest[:len(c.rest)-1] {
				v.Join(sh.content(a))
			}
			sh.files[c.rest[len(c.rest)-1].S] = v
		}
		return value.Value{}, true
	case "tar", "bsdtar", "zip", "7z", "7za", "7zz", "rar":
		return sh.archive(c.name, c.argv), true
	case "tee":
		for _, a := range c.rest {
			sh.files[a.S] = c.stdin
		}
		return c.stdin, true
	case "chmod":
		return value.Value{}, true
	case "mkfifo", "true", "false", ":", "cd", "pushd", "popd", "sleep", "wait", "trap", "shift", "unset", "return", "exit", "test", "[", "[[", "read":
		if c.name == "read" {
			// read -s: a password typed at a prompt that does not echo
			// it (a sudo() wrapper's "[sudo] password for"): a secret.
			v := c.stdin
			for f := range c.flags {
				if !strings.HasPrefix(f, "--") && strings.ContainsRune(f[1:], 's') {
					v.Join(value.Value{S: value.UnknownPart, T: value.Keychain, Src: value.SrcAt("a password typed at a hidden prompt (read -s)", c.line)})
					break
				}
			}
			for _, a := range c.rest {
				sh.vars[a.S] = v
			}
		}
		return value.Value{}, true
	}
	return value.Value{}, false
}

// netCmd is the commands that reach the network: HTTP clients, sockets,
// DNS, mail, the clipboard, remote copies, git.
func (sh *shState) netCmd(c *shCall) (value.Value, bool) {
	switch c.name {
	case "curl", "wget", "http", "https", "xh", "aria2c", "lwp-request", "fetch", "Invoke-WebRequest", "Invoke-RestMethod", "iwr", "irm":
		return sh.httpClient(c.name, c.argv, c.stdin, c.line, c.text), true
	case "nc", "ncat", "netcat", "telnet", "socat", "openssl-s_client":
		return sh.socket(c.name, c.argv, c.flags, c.rest, c.stdin, c.line, c.text), true
	case "dig", "nslookup", "host", "drill", "resolvectl", "getent", "ping", "ping6", "traceroute":
		for _, a := range c.rest {
			if a.Carries() {
				sh.u.Send(flow.SendDNS, c.line, c.name, "", a, c.text)
			}
		}
		return value.Value{S: value.UnknownPart}, true
	case "mail", "mailx", "sendmail", "mutt", "msmtp", "swaks", "ssmtp":
		sh.u.Send(flow.SendMail, c.line, c.name, "", c.all, c.text)
		return value.Value{}, true
	case "pbpaste", "wl-paste", "Get-Clipboard", "gcb", "termux-clipboard-get":
		return sh.clipboardRead(c), true
	case "xclip", "xsel", "pbcopy", "wl-copy", "clip", "Set-Clipboard":
		if (c.name == "xclip" || c.name == "xsel") && has(c.flags, "-o", "-out", "--output") {
			return sh.clipboardRead(c), true
		}
		sh.u.Send(flow.SendClipboard, c.line, c.name, "", c.stdin, c.text)
		return value.Value{}, true
	case "ssh", "scp", "sftp", "rsync", "ftp", "tftp", "smbclient":
		if c.name == "ssh" {
			sh.reverseTunnel(c)
		}
		// ssh signs with the identity file -i names: the key authenticates
		// to the host and never leaves the machine.
		ops := c.rest
		if c.name == "ssh" || c.name == "scp" || c.name == "sftp" {
			ops = operandsWithout(c.argv, "-i")
		} else if c.name == "rsync" {
			// A pattern given to --exclude or --include names files
			// rsync filters, not files it sends: `--exclude .env` keeps
			// the file at home.
			ops = operandsWithout(c.argv, "--exclude", "--include")
			if rsh := optionValue(c.argv, "-e", "--rsh"); rsh != nil && sshTransport(rsh.S) {
				// `-e "ssh -i KEY -p N"`: ssh carries the copy and signs
				// with the key, which never leaves the machine.
				ops = operandsWithout(c.argv, "--exclude", "--include", "-e", "--rsh")
			}
		}
		host := ""
		for _, a := range ops {
			if i := strings.Index(a.S, "@"); i >= 0 {
				host = strings.SplitN(a.S[i+1:], ":", 2)[0]
			} else if strings.Contains(a.S, ":") && !strings.HasPrefix(a.S, "/") {
				host = strings.SplitN(a.S, ":", 2)[0]
			}
		}
		if host != "" || c.name == "ssh" {
			data := c.stdin
			for _, a := range ops {
				if c.name == "ssh" {
					// ssh's operands are a remote command: its text
					// goes, not the files it names (they are the far
					// host's: "ssh HOST 'grep -v KEY ~/.ssh/authorized_keys'").
					data.Join(a)
					continue
				}
				data.Join(sh.content(a))
			}
			sh.u.Send(flow.SendNet, c.line, c.name, host, data, c.text)
		}
		return value.Value{S: value.UnknownPart}, true
	case "kubectl", "oc":
		sh.kubectlWipe(c)
		return value.Value{}, false // and read as any other program
	case "git":
		i := tables.GitSubcommand(c.argv)
		if i > 0 {
			c.flags, c.rest = flagsOf(c.argv[i:])
		}
		if len(c.rest) > 0 && c.rest[0].S == "push" {
			sh.hookPush(c)
			if h := tables.MirrorHost(c.argv[i+1:], sh.remotes, i > 0); h != "" && !flow.CodeHost(h) {
				sh.u.Send(flow.SendNet, c.line, "git push --mirror", h, value.Value{S: value.UnknownPart, T: value.Repo, Src: value.SrcAt("every branch and tag of the repository", c.line)}, c.text)
			}
		}
		return sh.git(c.argv, i, c.rest, c.line, c.text), true
	case "gh":
		return sh.ghCLI(c), true
	}
	return value.Value{}, false
}

// ztcpFD stands for the descriptor ztcp opens.
const ztcpFD = "ztcp-connection"

// remoteAccessPort reports a local service a reverse tunnel hands to
// whoever holds the far end: ssh, RDP, VNC. (A switch, not a map: a
// map literal is built at start by every command.)
func remoteAccessPort(p string) bool {
	switch p {
	case "22", "3389", "5900", "5901":
		return true
	}
	return false
}

// reverseTunnel reports ssh -R forwarding a local remote-access service
// (ssh -R 9000:localhost:22 host): the far end logs into this machine,
// a reverse shell by another name. A dev server forwarded (-R
// 8080:localhost:3000) is not one.
func (sh *shState) reverseTunnel(c *shCall) {
	for i, a := range c.argv {
		spec := ""
		switch {
		case a.S == "-R" && i+1 < len(c.argv):
			spec = c.argv[i+1].S
		case strings.HasPrefix(a.S, "-R") && len(a.S) > 2:
			spec = a.S[2:]
		default:
			continue
		}
		f := strings.Split(spec, ":")
		if len(f) >= 3 && remoteAccessPort(f[len(f)-1]) {
			h := f[len(f)-2]
			if h == "localhost" || h == "127.0.0.1" || h == "0.0.0.0" || h == "[::1]" {
				sh.u.Hit(flow.Hit{Kind: flow.ReverseShell, Line: c.line, Level: 3, Sink: "ssh -R " + spec + ": this machine's " + f[len(f)-1] + " handed to the far end", Text: c.text})
				return
			}
		}
	}
}

// runCmd is the commands that run code they are given: eval, source,
// awk (with its network files), PowerShell.
func (sh *shState) runCmd(c *shCall) (value.Value, bool) {
	switch c.name {
	case "ztcp":
		// zsh's zsh/net/tcp: ztcp HOST PORT opens a connection whose
		// file descriptor is left in $REPLY; a shell redirected to it
		// is a reverse shell.
		if len(c.rest) > 0 && !strings.HasPrefix(c.rest[0].S, "-") {
			sh.vars["REPLY"] = value.Known(ztcpFD)
			sh.tcpFDs[ztcpFD] = true
		}
		return value.Value{S: value.UnknownPart}, true
	case "eval":
		code := value.Known("")
		for i, a := range c.argv {
			if i > 0 {
				code = value.Concat(code, value.Known(" "))
			}
			code = value.Concat(code, a)
		}
		sh.runShell(c.line, "eval", code, c.text)
		return c.stdin, true
	case "source", ".":
		if len(c.rest) > 0 {
			sh.runFile(c.line, c.name, c.rest[0], "sh", c.text)
			sh.sourceAssigns(c.rest[0])
		}
		return value.Value{}, true
	case "source_url":
		// direnv's source_url URL HASH runs the script at URL. A hash
		// the file pins keeps the script from changing, not from being
		// unread: the reviewer sees a hash of code on a host the author
		// controls, as for a download checked by sha256sum and run
		// (high). A well-known vendor's host is judged by the audit
		// (medium), pinned or not.
		if len(c.rest) > 0 && strings.Contains(c.rest[0].S, "://") {
			sh.u.Hit(flow.Hit{Kind: flow.RemoteExec, Line: c.line, Level: 2, Source: c.rest[0].S, Sink: "direnv's source_url", Text: c.text})
		}
		return value.Value{}, true
	case "awk", "gawk", "nawk", "mawk":
		for _, a := range c.rest {
			if strings.Contains(a.S, "/inet/") {
				sh.u.Hit(flow.Hit{Kind: flow.ReverseShell, Line: c.line, Level: 3, Sink: "awk's /inet/ network file", Text: c.text})
			}
		}
		v := c.stdin
		v.S, v.Known = value.UnknownPart, false
		for _, a := range c.rest[min(1, len(c.rest)):] {
			v.Join(sh.content(a))
		}
		return v, true
	case "powershell", "pwsh":
		return sh.powershell(c.argv, c.stdin, c.line, c.text), true
	}
	return value.Value{}, false
}

// program is a command none of the families know: a file written here or
// a skill file run by its path, a variable's name run as a command, or
// any other program, whose output may carry what it is given.
func (sh *shState) program(c *shCall, prog value.Value) value.Value {
	// A program given by path: a file written here, or a skill file.
	if strings.Contains(prog.S, "/") || prog.Known && sh.files[prog.S].S != "" {
		if v, ok := sh.files[prog.S]; ok {
			if v.DL {
				sh.u.Hit(flow.Hit{Kind: flow.DownloadRun, Line: c.line, Level: 2, Source: v.Src, Sink: "runs " + prog.S, Text: c.text})
			}
			if v.Dec > 0 {
				sh.u.RunCode(c.line, "runs "+prog.S, v, "sh", c.text)
			}
			return value.Value{S: value.UnknownPart}
		}
		if s, _ := sh.u.Skill.Runs(sh.u.Path, prog.S, ""); s != nil {
			out := s.Out
			out.Join(value.Value{Param: 0})
			sh.crossSend(s, c.argv, c.stdin, c.line, c.text)
			return out
		}
	}
	// $(API_KEY): a variable's name run as a command reads it.
	if tables.EnvName(c.name) && tables.SecretName(c.name) && len(c.argv) == 0 {
		return flow.EnvValue(c.name, c.line, "$("+c.name+")")
	}
	// Any other program: what goes in may come out.
	v := c.all
	for _, a := range c.rest {
		if t := tables.PathTaint(a.S); t != 0 {
			v.Join(flow.PathValue(a.S, c.line))
		}
	}
	return v
}

// crossSend checks arguments given to another file that sends what it
// is given.
func (sh *shState) crossSend(s *flow.Summary, argv []value.Value, stdin value.Value, line int, text string) {
	if s.SendsParam == 0 {
		return
	}
	d := stdin
	for _, a := range argv {
		d.Join(a)
	}
	d.Param = 0
	sh.u.Send(s.SendKind, line, s.SendSink+" (in the script it runs)", s.SendHost, d, text)
}

// ownerPart reports a URL whose one value computed at run time is the
// part of the address that authenticates the request to it, where an
// API takes its own credential: the user information before the host
// (https://user:$TOKEN@host/…), or a Telegram bot's token in the path
// (https://api.telegram.org/bot$TOKEN/…). A secret there is used as the
// credential of that address, like an Authorization header; one
// anywhere else in the URL (a query, a path) is data sent to it.
func ownerPart(u string) bool {
	if strings.Count(u, value.UnknownPart) != 1 {
		return false
	}
	_, rest, ok := strings.Cut(u, "://")
	if !ok {
		return false
	}
	if at := strings.IndexByte(rest, '@'); at > 0 && !strings.ContainsAny(rest[:at], "/?#") {
		return strings.Contains(rest[:at], value.UnknownPart)
	}
	return strings.HasPrefix(strings.ToLower(rest), "api.telegram.org/bot"+strings.ToLower(value.UnknownPart)+"/")
}

// keychainService is the service a credential store's item is named
// for: the first word (four letters or more, lower case) of the item a
// store command reads by a literal name (security's -s, secret-tool's
// service or server attribute, pass and gopass's entry, op read's item,
// op item get's name); "" when the item is not named literally. The
// name selects which of the user's secrets is read, so a token read by
// the name of a service and sent to that service's own host goes where
// it is meant to (flow settles it by the host's registrable name).
func keychainService(name string, argv []string) string {
	item := ""
	for i, a := range argv {
		next := ""
		if i+1 < len(argv) {
			next = argv[i+1]
		}
		switch {
		case name == "security" && a == "-s":
			item = next
		case name == "secret-tool" && (a == "service" || a == "server") && i > 0:
			item = next
		case (name == "pass" || name == "gopass") && a == "show":
			item = next[strings.LastIndexByte(next, '/')+1:]
		case name == "op" && a == "read" && strings.HasPrefix(next, "op://"):
			if p := strings.Split(strings.TrimPrefix(next, "op://"), "/"); len(p) >= 2 {
				item = p[1]
			}
		case name == "op" && a == "get" && i > 0 && argv[i-1] == "item":
			item = next
		}
		if item != "" {
			break
		}
	}
	if item == "" || strings.Contains(item, value.UnknownPart) || strings.ContainsAny(item, "$`") {
		return ""
	}
	ws := strings.FieldsFunc(item, func(r rune) bool { return r == '-' || r == '_' || r == '.' || r == ' ' || r == '/' || r == ':' })
	if len(ws) == 0 || len(ws[0]) < 4 {
		return ""
	}
	return strings.ToLower(ws[0])
}

func firstWord(vs []value.Value) string {
	if len(vs) == 0 {
		return ""
	}
	return vs[0].S
}

func strs(vs []value.Value) []string {
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = v.S
	}
	return out
}

// isNum is a number or a duration (5, 2.5, 30s, 1m).
func isNum(s string) bool { return s != "" && strings.Trim(s, "0123456789.sm") == "" }

// pyModuleCLI is Python's modules run as decoders: python -m base64 -d
// (its input or a file, decoded), python -m gzip -d.
func (sh *shState) pyModuleCLI(lang string, argv []value.Value, stdin value.Value, line int) (value.Value, bool) {
	if lang != "py" {
		return value.Value{}, false
	}
	for i := 0; i+1 < len(argv); i++ {
		if argv[i].S != "-m" {
			continue
		}
		mod := argv[i+1].S
		flags, rest := flagsOf(argv[i+2:])
		in := stdin
		if len(rest) > 0 && rest[0].S != "-" {
			in = sh.content(rest[0])
		}
		switch {
		case mod == "base64" && has(flags, "-d", "-u", "--decode"):
			return sh.u.Decoded(in, decode.Base64, line), true
		case (mod == "gzip" || mod == "zipfile" || mod == "tarfile") && has(flags, "-d", "--decompress", "-e", "--extract"):
			in.Dec++
			in.S, in.Known = value.UnknownPart, false
			return in, true
		}
		return value.Value{}, false
	}
	return value.Value{}, false
}

// unpacksToStdout reports a decryption or an extraction written to
// standard output.
func unpacksToStdout(name string, argv []value.Value, flags map[string]bool) bool {
	switch name {
	case "gpg", "gpg2":
		if has(flags, "-o", "--output") {
			return false
		}
		// gpg -d, or gpg FILE.gpg alone (which decrypts it).
		_, rest := flagsOf(argv)
		return has(flags, "-d", "--decrypt") || len(rest) == 1 && len(flags) <= 3 && (strings.HasSuffix(rest[0].S, ".gpg") || strings.HasSuffix(rest[0].S, ".pgp"))
	case "age", "rage":
		return has(flags, "-d", "--decrypt") && !has(flags, "-o", "--output")
	case "unzip", "unrar":
		return has(flags, "-p", "-c") || name == "unrar" && len(argv) > 0 && argv[0].S == "p"
	case "funzip":
		return true
	case "7z", "7za", "7zz":
		return has(flags, "-so")
	case "tar", "bsdtar":
		for i, a := range argv {
			if !a.Known {
				continue
			}
			if a.S == "-O" || a.S == "--to-stdout" {
				return true
			}
			// A bundle of letters (xOzf, -xOf).
			if (strings.HasPrefix(a.S, "-") && !strings.HasPrefix(a.S, "--") || i == 0) && len(a.S) <= 8 && strings.Contains(a.S, "O") && strings.Contains(a.S, "x") {
				return true
			}
		}
	}
	return false
}

func isRot13Sets(a, b string) bool {
	a, b = strings.Trim(a, "'\"[]"), strings.Trim(b, "'\"[]")
	if strings.Contains(a, "A-Z") && strings.Contains(a, "a-z") && (strings.Contains(b, "N-ZA-M") || strings.Contains(b, "n-za-m")) {
		return true
	}
	// One case alone, or with the other case written out: the sets
	// expanded map each letter 13 places on.
	x, y := trSet(a), trSet(b)
	if len(x) < 13 || len(x) != len(y) {
		return false
	}
	for i := range x {
		if !(x[i] >= 'a' && x[i] <= 'z' || x[i] >= 'A' && x[i] <= 'Z') || decode.Rot13(string(x[i])) != string(y[i]) {
			return false
		}
	}
	return true
}

// trSet expands a tr set of ranges and letters ("a-z", "[a-z]", "n-za-m").
func trSet(s string) []byte {
	s = strings.NewReplacer("[", "", "]", "").Replace(s)
	var out []byte
	for i := 0; i < len(s) && len(out) <= 256; i++ {
		if i+2 < len(s) && s[i+1] == '-' && s[i] <= s[i+2] {
			for c := int(s[i]); c <= int(s[i+2]); c++ {
				out = append(out, byte(c))
			}
			i += 2
			continue
		}
		out = append(out, s[i])
	}
	return out
}

// maxPrintfRounds bounds the rounds of a printf format over its arguments.
const maxPrintfRounds = 256

func (sh *shState) printf(argv []value.Value) value.Value {
	if len(argv) == 0 {
		return value.Value{}
	}
	if argv[0].S == "-v" && len(argv) > 2 {
		v := sh.printf(argv[2:])
		sh.vars[argv[1].S] = v
		return value.Value{}
	}
	f := argv[0]
	s, n := decode.Unescape(f.S)
	v := value.Known("")
	v.Join(f)
	args := argv[1:]
	var b strings.Builder
	// printf reuses its format while arguments are left (printf '%s\n'
	// "$A" "$B" prints both): each round consumes at least one, and the
	// rounds are bounded by the arguments, which the parse bounds.
	for round := 0; round == 0 || len(args) > 0 && round <= maxPrintfRounds; round++ {
		used := false
		for i := 0; i < len(s); i++ {
			if s[i] != '%' || i+1 >= len(s) {
				b.WriteByte(s[i])
				continue
			}
			i++
			switch s[i] {
			case '%':
				b.WriteByte('%')
			case 's', 'b', 'c':
				used = true
				if len(args) > 0 {
					a := args[0]
					args = args[1:]
					x := a.S
					if s[i] == 'b' {
						var m int
						x, m = decode.Unescape(x)
						n += m
					}
					b.WriteString(x)
					v.Join(a)
					v.Known = v.Known && a.Known
				}
			default:
				used = true
				if len(args) > 0 {
					args = args[1:]
				}
				v.Known = false
				b.WriteString(value.UnknownPart)
			}
		}
		if !used {
			break
		}
	}
	v.S = b.String()
	v.Known = v.Known && f.Known
	if n > 0 {
		v.Dec = max(v.Dec, 1)
	}
	return v
}

func (sh *shState) openssl(argv []value.Value, stdin value.Value, rest []value.Value, line int, text string) value.Value {
	w := strings.Join(strs(argv), " ")
	switch {
	case len(argv) > 0 && argv[0].S == "s_client":
		return sh.socket("openssl s_client", argv[1:], map[string]bool{}, argv[1:], stdin, line, text)
	case strings.Contains(w, "-d") && (strings.Contains(w, "base64") || strings.Contains(w, " -a") || strings.HasPrefix(w, "enc -a")):
		return sh.u.Decoded(stdin, decode.Base64, line)
	case strings.Contains(w, "-d"):
		v := stdin
		v.Dec++
		v.S, v.Known = value.UnknownPart, false
		return v
	}
	return flow.UnionAll(append(rest, stdin))
}

// httpClient is curl, wget and the like: the data they send, the auth
// they carry, and the download they return.
func (sh *shState) httpClient(name string, argv []value.Value, stdin value.Value, line int, text string) value.Value {
	var data value.Value
	host := ""
	var outFile string
	takesArg := map[string]bool{"-d": true, "--data": true, "--data-binary": true, "--data-raw": true, "--data-urlencode": true, "-F": true, "--form": true,
		"-H": true, "--header": true, "-u": true, "--user": true, "-o": true, "--output": true, "-O": false, "-T": true, "--upload-file": true, "-X": true, "--request": true,
		"-A": true, "--user-agent": true, "-e": true, "--referer": true, "-b": true, "--cookie": true, "--post-data": true, "--post-file": true, "--body-data": true,
		"--body-file": true, "-x": true, "--proxy": true, "--oauth2-bearer": true, "-m": true, "--max-time": true, "--connect-timeout": true, "-w": true, "-Body": true,
		"-Uri": true, "-Headers": true, "-Method": true, "-OutFile": true, "-InFile": true, "-Credential": true, "--json": true}
	for i := 0; i < len(argv); i++ {
		a := argv[i]
		f := a.S
		val := value.Value{}
		hasVal := false
		// wget's -O takes the file (- for standard output), attached or
		// not, in a cluster of short flags (-qO-, -O /tmp/x).
		if name == "wget" && a.Known && len(f) >= 2 && f[0] == '-' && f[1] != '-' {
			if k := strings.IndexByte(f, 'O'); k > 0 {
				if k+1 < len(f) {
					outFile = f[k+1:]
				} else if i+1 < len(argv) {
					i++
					outFile = argv[i].S
				}
				continue
			}
		}
		if name == "wget" && strings.HasPrefix(f, "--output-document") {
			if _, v, ok := strings.Cut(f, "="); ok {
				outFile = v
			} else if i+1 < len(argv) {
				i++
				outFile = argv[i].S
			}
			continue
		}
		if !takesArg[f] && len(f) > 2 && f[0] == '-' && f[1] != '-' && a.Known && takesArg["-"+f[len(f)-1:]] && i+1 < len(argv) {
			f = "-" + f[len(f)-1:] // -fsSLo FILE
		}
		if k := strings.IndexByte(f, '='); k > 0 && strings.HasPrefix(f, "--") {
			val, hasVal = value.Known(f[k+1:]), true
			val.Join(a)
			val.Known = a.Known
			f = f[:k]
		} else if takesArg[f] && i+1 < len(argv) {
			i++
			val, hasVal = argv[i], true
		}
		if !hasVal {
			if a.Carries() && !strings.HasPrefix(a.S, value.UnknownPart+"/") && !strings.HasPrefix(a.S, value.UnknownPart+":") {
				if ownerPart(a.S) {
					data.Join(value.AsAuth(a)) // the credential of the address itself
				} else {
					data.Join(a) // a URL whose base is unknown carries its destination, not data
				}
			}
			if h := tables.HostOf(a.S); h != "" && host == "" {
				host = h
			}
			if a.Dec > 0 {
				sh.u.HiddenDest(a, line, name, text)
			}
			continue
		}
		switch f {
		case "-H", "--header", "-Headers":
			if authHeader(val.S) {
				data.Join(value.AsAuth(val))
			} else {
				data.Join(val)
			}
		case "-u", "--user", "--oauth2-bearer", "-Credential", "-b", "--cookie":
			data.Join(value.AsAuth(val))
		case "-o", "--output", "-OutFile", "-O":
			outFile = val.S
		case "-T", "--upload-file", "--post-file", "--body-file", "-InFile":
			data.Join(sh.upload(val, stdin))
		case "-d", "--data", "--data-binary", "--data-raw", "--data-urlencode", "-F", "--form", "--post-data", "--body-data", "-Body", "--json":
			data.Join(sh.upload(val, stdin))
		case "-Uri":
			host = tables.HostOf(val.S)
		}
	}
	if strings.HasPrefix(name, "http") || name == "xh" {
		data.Join(stdin)
	}
	sh.u.Send(flow.SendNet, line, name, host, data, text)
	src := name
	for _, a := range argv {
		if tables.HostOf(a.S) != "" {
			src = name + " " + a.S
			break
		}
	}
	out := flow.Fetched(value.Value{S: value.UnknownPart, DL: true, Src: value.SrcAt(src, line)}, argv, line)
	if name == "wget" && outFile == "" {
		for _, a := range argv {
			if tables.HostOf(a.S) != "" && !strings.Contains(a.S, "-O") {
				outFile = path.Base(strings.SplitN(a.S, "?", 2)[0])
			}
		}
	}
	if outFile != "" && outFile != "-" {
		sh.files[outFile] = out
		return value.Value{}
	}
	return out
}

// upload is what a data argument sends: @file and @- read a file or stdin.
func (sh *shState) upload(v value.Value, stdin value.Value) value.Value {
	s := v.S
	if i := strings.Index(s, "=@"); i >= 0 {
		s = s[i+1:]
	} else if i := strings.Index(s, "=<"); i >= 0 {
		s = "@" + s[i+2:]
	}
	if strings.HasPrefix(s, "@") || v.S == "-" || strings.HasPrefix(s, "/") || strings.HasPrefix(s, "~") {
		f := strings.TrimPrefix(s, "@")
		if f == "-" || f == "/dev/stdin" || f == "/dev/fd/0" || f == "/proc/self/fd/0" {
			return stdin
		}
		c := sh.content(value.Known(strings.SplitN(f, ";", 2)[0]))
		c.Join(v)
		return c
	}
	return v
}

var authHeaderRE = tables.LazyRegexp(`(?i)^\s*(?:authorization|proxy-authorization|x-api-key|api-key|apikey|x-auth-token|x-access-token|private-token|cookie|x-[a-z0-9-]*(?:key|token|auth)[a-z0-9-]*|[a-z0-9-]*-(?:token|key))\s*:`)

func authHeader(s string) bool { return authHeaderRE().MatchString(s) }

// socket is nc, socat, telnet, openssl s_client: a shell attached is a
// reverse (or bind) shell; otherwise what goes in is sent.
func (sh *shState) socket(name string, argv []value.Value, flags map[string]bool, rest []value.Value, stdin value.Value, line int, text string) value.Value {
	for i, a := range argv {
		s := strings.ToLower(a.S)
		if (a.S == "-e" || a.S == "-c" || a.S == "--exec" || a.S == "--sh-exec" || strings.HasPrefix(a.S, "-e")) && name != "socat" && name != "telnet" {
			prog := ""
			if len(a.S) > 2 && strings.HasPrefix(a.S, "-e") {
				prog = a.S[2:]
			} else if i+1 < len(argv) {
				prog = argv[i+1].S
			}
			if tables.Shells[flow.CmdName(strings.Fields(prog + " x")[0])] || strings.Contains(prog, "cmd") || strings.Contains(prog, "powershell") {
				sh.u.Hit(flow.Hit{Kind: flow.ReverseShell, Line: line, Level: 3, Sink: name + " " + a.S + " " + prog, Text: text})
			}
		}
		if name == "socat" && (strings.Contains(s, "exec:") || strings.Contains(s, "system:")) {
			sh.u.Hit(flow.Hit{Kind: flow.ReverseShell, Line: line, Level: 3, Sink: "socat " + a.S, Text: text})
		}
	}
	host := ""
	for _, a := range rest {
		if a.Known && !isNum(a.S) && host == "" {
			host = a.S
		}
	}
	sh.u.Send(flow.SendNet, line, name, host, stdin, text)
	return value.Value{S: value.UnknownPart, DL: true, Src: value.SrcAt(name, line)}
}

// pipeline reports a shell and a network tool in one pipeline: the
// mkfifo reverse shell, telnet | sh | telnet.
func (sh *shState) pipeline(c *syntax.BinaryCmd) {
	var names []string
	var walk func(s *syntax.Stmt)
	walk = func(s *syntax.Stmt) {
		if s == nil {
			return
		}
		switch x := s.Cmd.(type) {
		case *syntax.BinaryCmd:
			if x.Op == syntax.Pipe || x.Op == syntax.PipeAll {
				walk(x.X)
				walk(x.Y)
			}
		case *syntax.CallExpr:
			var ws []string
			for _, w := range x.Args {
				ws = append(ws, sh.word(w).S)
			}
			for len(ws) > 0 && (wrappers[flow.CmdName(ws[0])] || tables.MoreWrapper(flow.CmdName(ws[0]))) {
				ws = ws[1:]
			}
			if len(ws) > 0 {
				n := flow.CmdName(ws[0])
				if n == "openssl" && len(ws) > 1 && ws[1] == "s_client" {
					n = "s_client"
				}
				if tables.Shells[n] && len(ws) > 1 && !strings.HasPrefix(ws[1], "-") {
					n = "script" // runs a script file, not its stdin
				}
				names = append(names, n)
			}
		}
	}
	walk(&syntax.Stmt{Cmd: c})
	netAt, shAt := -1, -1
	for i, n := range names {
		switch {
		case n == "nc" || n == "ncat" || n == "netcat" || n == "telnet" || n == "s_client" || n == "socat":
			netAt = i
		case tables.Shells[n]:
			shAt = i
		}
	}
	// A shell reading from the network (nc … | sh) or writing to it
	// (sh | nc with the fifo feeding back).
	if netAt >= 0 && shAt >= 0 {
		sh.u.Hit(flow.Hit{Kind: flow.ReverseShell, Line: sh.line, Level: 3, Sink: "a shell piped to and from " + names[netAt], Text: sh.text})
	}
}

// shellCmd is sh/bash/zsh: -c code, a script file, or stdin.
func (sh *shState) shellCmd(name string, argv []value.Value, flags map[string]bool, rest []value.Value, stdin value.Value, line int, text string) value.Value {
	for i, a := range argv {
		if a.Known && strings.HasPrefix(a.S, "-") && !strings.HasPrefix(a.S, "--") && strings.Contains(a.S, "c") && i+1 < len(argv) {
			sh.runShell(line, name+" -c", argv[i+1], text)
			return value.Value{S: value.UnknownPart}
		}
	}
	if len(rest) > 0 {
		sh.runFile(line, name, rest[0], "sh", text)
		return value.Value{S: value.UnknownPart}
	}
	sh.u.RunCode(line, "a pipe into "+name, stdin, "sh", text)
	return value.Value{S: value.UnknownPart}
}

// runShell runs shell text: decoded or downloaded text is a hit; folded
// text (not written as such) is analysed as shell.
func (sh *shState) runShell(line int, runner string, code value.Value, text string) {
	if code.Known && code.Dec == 0 && !code.DL && sh.u.Nested {
		// Already analysed as the literal it is.
	}
	env := map[string]value.Value{}
	for k, v := range sh.vars {
		env[k] = v
	}
	if code.DL && (sh.u.Nested || !strings.HasPrefix(runner, "a pipe into") || !tables.PipeToShellLine(text)) {
		sh.u.Hit(flow.Hit{Kind: flow.RemoteExec, Line: line, Level: 2, Source: flow.DownloadSource(code.Src), Sink: runner, Text: text})
	}
	if code.Dec > 0 {
		show := text
		if code.Known {
			show = "decoded: " + code.S
		}
		sh.u.Hit(flow.Hit{Kind: flow.DecodeToShell, Line: line, Level: 3, Source: "decoded text", Sink: runner, Text: show})
	}
	if code.S == "" || !decode.Printable(code.S) {
		return
	}
	if !code.Known {
		v := code
		v.S, v.Known, v.List = value.UnknownPart, false, nil
		env["__u"] = v
	}
	sh.u.NestedText(code.S, "sh", line, env, code.Dec > 0 || !code.Known || !strings.Contains(text, code.S), text)
}

// runFile runs a script file: one written here (downloaded, decoded) or
// a file of the skill.
func (sh *shState) runFile(line int, runner string, f value.Value, lang string, text string) {
	if v, ok := sh.files[f.S]; ok {
		if v.DL {
			sh.u.Hit(flow.Hit{Kind: flow.DownloadRun, Line: line, Level: 2, Source: v.Src, Sink: runner + " " + f.S, Text: text})
		}
		if v.Dec > 0 || v.Known {
			sh.u.RunCode(line, runner+" "+f.S, v, lang, text)
		}
		return
	}
	sh.u.Skill.Runs(sh.u.Path, f.S, lang)
}

// maxSourced is the largest skill file whose assignments a source
// command takes in.
const maxSourced = 64 << 10

// sourceAssigns takes in the plain assignments of a skill file the shell
// sources (. config/rules.env), so a command assembled from its values
// ("${R1}${R2}" with R1=cu, R2=rl) is read as the command it is. Only
// assignments without command substitutions are taken: the file's own
// commands are analysed as its own unit, where their findings belong.
func (sh *shState) sourceAssigns(f value.Value) {
	if !f.Known {
		return
	}
	if _, ok := sh.files[f.S]; ok {
		return
	}
	p := sh.u.Skill.Resolve(sh.u.Path, f.S)
	sf := sh.u.Skill.Files[p]
	if p == "" || sf == nil || len(sf.Data) > maxSourced {
		return
	}
	parser := parserPool.Get().(*syntax.Parser)
	defer parserPool.Put(parser)
	file, err := parser.Parse(bytes.NewReader(sf.Data), "")
	if err != nil {
		return
	}
	for _, st := range file.Stmts {
		var assigns []*syntax.Assign
		switch c := st.Cmd.(type) {
		case *syntax.CallExpr:
			if len(c.Args) == 0 {
				assigns = c.Assigns
			}
		case *syntax.DeclClause:
			if c.Variant.Value == "export" || c.Variant.Value == "declare" || c.Variant.Value == "readonly" {
				assigns = c.Args
			}
		}
		for _, as := range assigns {
			if as.Value != nil && plainWord(as.Value) {
				sh.assign(as)
			}
		}
	}
}

// plainWord reports whether w holds no command or process substitution.
func plainWord(w *syntax.Word) bool {
	plain := true
	syntax.Walk(w, func(n syntax.Node) bool {
		switch n.(type) {
		case *syntax.CmdSubst, *syntax.ProcSubst:
			plain = false
		}
		return plain
	})
	return plain
}

func (sh *shState) interp(name, lang string, argv []value.Value, stdin value.Value, line int, text string) value.Value {
	if v, ok := sh.pyModuleCLI(lang, argv, stdin, line); ok {
		return v
	}
	for i, a := range argv {
		if !a.Known || i+1 >= len(argv) {
			continue
		}
		if a.S == "-c" || a.S == "-e" || a.S == "-r" || a.S == "-E" || a.S == "--eval" || a.S == "-p" || a.S == "--print" ||
			strings.HasPrefix(a.S, "-") && !strings.HasPrefix(a.S, "--") && strings.HasSuffix(a.S, "e") && lang == "other" {
			code := argv[i+1]
			if lang == "other" {
				code.S = name + " " + code.S
			}
			// What the code prints is the command's output (perl -e
			// 'print pack("H*", …)' | sh runs what it decodes).
			out := sh.u.RunCode(line, name+" "+a.S, code, lang, text)
			if out.Dec > 0 {
				return out
			}
			// A one-liner that decodes what it reads on its input
			// (perl -MMIME::Base64 -ne 'print decode_base64($_)'): its
			// output is its input decoded.
			if lang == "other" && otherStdin().MatchString(code.S) && otherDecoder().MatchString(code.S) {
				dec := decode.Base64
				if strings.Contains(code.S, "H*") || strings.Contains(strings.ToLower(code.S), "hex") {
					dec = decode.Hex
				}
				return sh.u.Decoded(stdin, dec, line)
			}
			return value.Value{S: value.UnknownPart}
		}
		if !strings.HasPrefix(a.S, "-") {
			break
		}
	}
	_, rest := flagsOf(argv)
	if len(rest) > 0 && rest[0].S != "-" {
		if v, ok := sh.files[rest[0].S]; ok {
			if v.DL {
				sh.u.Hit(flow.Hit{Kind: flow.DownloadRun, Line: line, Level: 2, Source: v.Src, Sink: name + " " + rest[0].S, Text: text})
			}
			if v.Dec > 0 || v.Known {
				sh.u.RunCode(line, name+" "+rest[0].S, v, lang, text)
			}
			return value.Value{S: value.UnknownPart}
		}
		if s, _ := sh.u.Skill.Runs(sh.u.Path, rest[0].S, lang); s != nil {
			sh.crossSend(s, rest[1:], stdin, line, text)
			return s.Out
		}
		return flow.UnionAll(append(rest[1:], stdin))
	}
	if lang == "other" {
		stdin.S = name + " " + stdin.S
	}
	sh.u.RunCode(line, "a pipe into "+name, stdin, lang, text)
	return value.Value{S: value.UnknownPart}
}

func (sh *shState) powershell(argv []value.Value, stdin value.Value, line int, text string) value.Value {
	for i, a := range argv {
		f := strings.ToLower(a.S)
		if i+1 >= len(argv) || !strings.HasPrefix(f, "-") && !strings.HasPrefix(f, "/") {
			continue
		}
		f = f[1:]
		switch {
		case f == "e" || f == "ec" || strings.HasPrefix("encodedcommand", f) && len(f) >= 3:
			v := argv[i+1]
			sh.u.RunCode(line, "powershell -EncodedCommand", sh.u.Decoded(v, decode.UTF16Base64, line), "ps", text)
			return value.Value{S: value.UnknownPart}
		case f == "c" || strings.HasPrefix("command", f) && len(f) >= 3:
			code := value.Known("")
			for j, x := range argv[i+1:] {
				if j > 0 {
					code = value.Concat(code, value.Known(" "))
				}
				code = value.Concat(code, x)
			}
			sh.u.RunCode(line, "powershell -Command", code, "ps", text)
			return value.Value{S: value.UnknownPart}
		}
	}
	return value.Value{S: value.UnknownPart}
}

func (sh *shState) git(argv []value.Value, sub int, rest []value.Value, line int, text string) value.Value {
	if len(rest) == 0 {
		return value.Value{}
	}
	for _, r := range gitcmd.Args(strs(argv), sub) { // a setting whose value git runs as a command (det25)
		v := argv[r.Arg]
		v.S, sh.vars[gitcmd.StdinVar] = r.Text, r.Stdin(line)
		sh.runShell(line, "git "+r.Key, v, text)
		delete(sh.vars, gitcmd.StdinVar)
	}
	switch rest[0].S {
	case "remote":
		if len(rest) >= 4 && (rest[1].S == "add" || rest[1].S == "set-url") {
			sh.remotes[rest[2].S] = rest[3].S
		}
	case "add":
		for _, a := range rest[1:] {
			sh.staged.Join(sh.content(a))
		}
	case "commit":
		for _, a := range rest[1:] {
			if a.Carries() {
				sh.staged.Join(a)
			}
		}
	case "clone", "ls-remote", "fetch", "pull":
		// A URL is a request to its host: a secret put into it is sent
		// (git as an exfiltration channel).
		for _, a := range rest[1:] {
			if h := tables.HostOf(a.S); h != "" && a.Carries() {
				sh.u.Send(flow.SendNet, line, "git "+rest[0].S, h, gitURLAuth(a), text)
			}
		}
		if rest[0].S != "clone" {
			break
		}
		// The clone's origin is where a later bare "git push" goes.
		for _, a := range rest[1:] {
			if !strings.HasPrefix(a.S, "-") && (tables.HostOf(a.S) != "" || strings.Contains(a.S, "@")) {
				sh.remotes["origin"] = a.S
				break
			}
		}
	case "push":
		named := false
		for _, a := range rest[1:] {
			if !strings.HasPrefix(a.S, "-") {
				named = true
			}
			url, ok := sh.remotes[a.S]
			if !ok && tables.HostOf(a.S) == "" && !strings.Contains(a.S, "@") {
				continue
			}
			if !ok {
				url = a.S
			}
			sh.u.Send(flow.SendGit, line, url, tables.HostOf(url), sh.pushed(), text)
			return value.Value{}
		}
		// git push alone: to the origin the script cloned.
		if url, ok := sh.remotes["origin"]; ok && !named {
			sh.u.Send(flow.SendGit, line, url, tables.HostOf(url), sh.pushed(), text)
		}
	}
	return value.Value{}
}

// clipboardRead is what a command reading the clipboard prints: what
// the user copied, a secret of its own kind when the script polls it (a
// loop that never ends).
func (sh *shState) clipboardRead(c *shCall) value.Value {
	if sh.polling == 0 {
		return value.Value{S: value.UnknownPart}
	}
	return value.Value{S: value.UnknownPart, T: value.Clipboard, Src: value.SrcAt(c.name+", in a loop that never ends", c.line)}
}

// forever reports a while loop whose condition is always true (true, :,
// [ 1 ]) or an until loop whose condition is always false.
func forever(c *syntax.WhileClause) bool {
	if len(c.Cond) != 1 {
		return false
	}
	call, ok := c.Cond[0].Cmd.(*syntax.CallExpr)
	if !ok || len(call.Args) == 0 {
		return false
	}
	w := call.Args[0].Lit()
	if c.Until {
		return w == "false" && len(call.Args) == 1
	}
	return (w == "true" || w == ":") && len(call.Args) == 1 || w == "[" && len(call.Args) == 3 && call.Args[1].Lit() == "1"
}

// hookPush reports a git hook that pushes every branch (--all,
// --mirror, refs/*) to a URL written in it, on a host that is not a
// code host nor local: a hook runs at every commit, and with a global
// core.hooksPath in every repository of the machine, so each one's code
// goes to whoever runs that host.
func (sh *shState) hookPush(c *shCall) {
	if !gitHookPath(sh.u.Path) {
		return
	}
	args, line, text := c.rest[1:], c.line, c.text
	all := has(c.flags, "--all", "--mirror")
	for _, a := range args {
		all = all || strings.HasPrefix(a.S, "refs/*") || strings.HasPrefix(a.S, "+refs/*") || a.S == "*:*"
	}
	if !all {
		return
	}
	for _, a := range args {
		h := tables.GitHost(a.S)
		if strings.HasPrefix(a.S, "-") || h == "" || tables.LocalHost(h) || flow.CodeHost(h) {
			continue
		}
		sh.u.Hit(flow.Hit{Kind: flow.SecretFlow, Line: line, Level: 2, Source: "every branch of the repository", Sink: "git push from a git hook to " + h, Text: text})
		return
	}
}

// gitHookName reports a hook git runs by itself.
func gitHookName(b string) bool {
	switch b {
	case "pre-commit", "prepare-commit-msg", "commit-msg", "post-commit", "pre-push", "post-checkout", "post-merge", "pre-rebase", "post-rewrite", "pre-auto-gc", "reference-transaction", "post-update", "pre-receive", "update", "post-receive":
		return true
	}
	return false
}

// gitHookPath reports a file that is a git hook by its name, in a hooks
// directory (hooks/, .githooks/, .husky/, .git/hooks/).
func gitHookPath(p string) bool {
	b := path.Base(p)
	if !gitHookName(strings.TrimSuffix(b, ".sh")) {
		return false
	}
	d := path.Base(path.Dir(p))
	return strings.Contains(strings.ToLower(d), "hook") || d == ".husky"
}

// gitURLAuth is a git URL's value with a secret in its user part (and
// none in its path) read as the credential it is, like an
// authentication header: https://oauth2:$CI_JOB_TOKEN@gitlab.com/...
func gitURLAuth(a value.Value) value.Value {
	rest, ok := strings.CutPrefix(a.S[strings.Index(a.S, "://")+1:], "//")
	auth, path, _ := strings.Cut(rest, "/")
	if ok && strings.Contains(auth, "@") && !strings.Contains(path, value.UnknownPart) {
		a.A |= a.T & value.EnvSecret
		a.T &^= value.EnvSecret
	}
	return a
}

// ghCLI is the GitHub CLI: a gist, an issue, a pull request, a comment,
// a release asset or an API call with fields publishes what it is given
// (its arguments, the files it names, its input) on GitHub.
func (sh *shState) ghCLI(c *shCall) value.Value {
	if len(c.rest) < 2 {
		return value.Value{S: value.UnknownPart}
	}
	sub := c.rest[0].S + " " + c.rest[1].S
	publishes := false
	switch c.rest[0].S {
	case "gist", "issue", "pr", "release":
		publishes = c.rest[1].S == "create" || c.rest[1].S == "comment" || c.rest[1].S == "edit" || c.rest[1].S == "upload"
	case "api":
		sub = "api"
		publishes = has(c.flags, "-f", "-F", "--field", "--raw-field", "--input")
	}
	if !publishes {
		return value.Value{S: value.UnknownPart}
	}
	data := c.stdin
	for _, a := range c.argv {
		data.Join(a)
		s := strings.TrimPrefix(a.S, "@")
		if i := strings.Index(s, "=@"); i >= 0 {
			s = s[i+2:] // -F content=@file
		}
		if _, wrote := sh.files[s]; a.Known && !strings.HasPrefix(s, "-") && (tables.PathTaint(s) != 0 || wrote || strings.HasSuffix(s, "/*")) {
			data.Join(sh.content(value.Known(s)))
		}
	}
	sh.u.Send(flow.SendNet, c.line, "gh "+sub, "github.com", data, c.text)
	return value.Value{S: value.UnknownPart}
}

// pushed is what a push sends: what was staged, and the credentials
// and wallets copied into files (git add . stages them), joined in the
// order of their paths (the first gives the source shown: in the map's
// order it changed from run to run).
func (sh *shState) pushed() value.Value {
	data := sh.staged
	for _, p := range slices.Sorted(maps.Keys(sh.files)) {
		if v := sh.files[p]; v.T&value.Heavy != 0 {
			data.Join(v)
		}
	}
	return data
}

// archive is tar, zip, 7z or rar creating an archive: what it packs is in
// the archive (a stealer packs ~/.ssh or a wallet folder, then uploads
// the one file). An archive written to "-" or to no file is the output.
func (sh *shState) archive(name string, argv []value.Value) value.Value {
	var out string
	var in []value.Value
	switch name {
	case "tar", "bsdtar":
		create := false
		// -C DIR: the names after it are read in DIR (tar -C ~/wallet
		// leveldb packs ~/wallet/leveldb).
		var dir value.Value
		for i := 0; i < len(argv); i++ {
			a := argv[i].S
			switch {
			case a == "-f" || a == "--file":
				if i+1 < len(argv) {
					out = argv[i+1].S
					i++
				}
			case strings.HasPrefix(a, "--file="):
				out = a[len("--file="):]
			case a == "-C" || a == "--directory":
				if i+1 < len(argv) {
					dir = argv[i+1]
					i++
				}
			case dir.S != "" && !strings.HasPrefix(a, "-"):
				in = append(in, value.Concat(value.Concat(dir, value.Known("/")), argv[i]))
			case strings.HasPrefix(a, "--"):
				create = create || a == "--create"
			case (strings.HasPrefix(a, "-") || i == 0) && argv[i].Known && !strings.ContainsAny(a, "/.~$") && len(a) <= 8:
				// A bundle of letters (czf, -cvzf): f takes the next word.
				create = create || strings.Contains(a, "c")
				if strings.Contains(a, "f") && i+1 < len(argv) {
					out = argv[i+1].S
					i++
				}
			default:
				in = append(in, argv[i])
			}
		}
		if !create {
			return value.Value{S: value.UnknownPart}
		}
	default:
		_, rest := flagsOf(argv)
		if name != "zip" && len(rest) > 0 { // 7z a OUT IN…
			rest = rest[1:]
		}
		if len(rest) == 0 {
			return value.Value{S: value.UnknownPart}
		}
		out, in = rest[0].S, rest[1:]
	}
	var v value.Value
	for _, a := range in {
		v.Join(sh.content(a))
	}
	v.S, v.Known = value.UnknownPart, false
	if out == "" || out == "-" {
		return v
	}
	sh.files[out] = v
	return value.Value{}
}

// hiddenPath reports a file hidden by its name (a dot file) or kept in
// memory (/dev/shm).
func hiddenPath(p string) bool {
	b := p[strings.LastIndexByte(p, '/')+1:]
	return len(b) > 1 && b[0] == '.' && b != ".." || strings.HasPrefix(p, "/dev/shm/")
}

// startupWrite analyses what a command writes (a here-document, an
// echo, a printf) into a file the system runs by itself (a shell's
// start-up file, /etc/profile.d, a git hook, a cron table) as the shell
// that will run it: a function or alias appended to ~/.zshrc runs in
// every new shell, whether or not it starts with a #! line.
func (sh *shState) startupWrite(out value.Value, outFiles []string) {
	if !out.Known || strings.TrimSpace(out.S) == "" || strings.HasPrefix(out.S, "#!") {
		return
	}
	for _, f := range outFiles {
		if tables.PersistentPath(f) && shellRunFile(f) {
			sh.u.NestedText(out.S, "sh", sh.line, nil, false, sh.text)
			return
		}
	}
}

// teeFiles are the files a tee statement writes (tee -a ~/.bashrc).
func (sh *shState) teeFiles(s *syntax.Stmt) []string {
	c, ok := s.Cmd.(*syntax.CallExpr)
	if !ok || len(c.Args) < 2 || c.Args[pkgsource.Program(c.Args)].Lit() != "tee" {
		return nil
	}
	var fs []string
	for _, w := range c.Args[pkgsource.Program(c.Args)+1:] {
		if f := sh.word(w).S; !strings.HasPrefix(f, "-") {
			fs = append(fs, f)
		}
	}
	return fs
}

// shellRunFile reports a persistent file a shell runs as a script (not
// a launch agent's plist or a unit's INI).
func shellRunFile(f string) bool {
	l := strings.ToLower(f)
	return !strings.Contains(l, "launch") && !strings.Contains(l, "systemd") && !strings.Contains(l, "/cron") && !strings.Contains(l, "autostart") && !strings.Contains(l, "start menu") && !strings.HasSuffix(l, "config.fish")
}

// writtenScript analyses a script a here-document writes (cat > F <<W,
// tee F <<W) in the language of its #! line: the wrapper or hook a
// skill installs is code of the skill, run later by whatever calls it
// (a sudo in PATH, a git credential helper), not text.
func (sh *shState) writtenScript(s *syntax.Stmt, body value.Value, outFiles []string) {
	if body.S == "" || !strings.HasPrefix(body.S, "#!") {
		return
	}
	written := false
	for _, f := range outFiles {
		written = written || f != "" && f != "/dev/null"
	}
	if c, ok := s.Cmd.(*syntax.CallExpr); ok && len(c.Args) > 0 && c.Args[pkgsource.Program(c.Args)].Lit() == "tee" {
		written = true
	}
	lang := tables.LangOfShebang([]byte(body.S))
	if !written || lang == "" {
		return
	}
	sh.u.NestedText(body.S, lang, sh.line, nil, false, sh.text)
}
