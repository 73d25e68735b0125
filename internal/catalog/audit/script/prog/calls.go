package prog

import (
	"fmt"
	"slices"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/decode"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/flow"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/keymat"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/lex"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/lolbin"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/pkgsource"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/prog/fold"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/tables"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/value"
)

// callSite is one call as a language's evaluator sees it: the callee's
// full name, its last part (the method) and what comes before (the base),
// the receiver, and the arguments, with their union for calls that pass
// on whatever they are given.
type callSite struct {
	name, m, base string
	recv          *value.Value
	args          []arg
	vals          []value.Value
	all           value.Value
	line          int
	text          string
}

// arg is the i-th positional argument, unknown when there is none.
func (c *callSite) arg(i int) value.Value {
	if i >= 0 && i < len(c.vals) {
		return c.vals[i]
	}
	return value.Value{S: value.UnknownPart}
}

// kw is the keyword argument k.
func (c *callSite) kw(k string) (value.Value, bool) {
	for _, a := range c.args {
		if a.key == k {
			return a.v, true
		}
	}
	return value.Value{}, false
}

// call evaluates a call of fv (a named function or method) with args.
func (p *prog) call(fv value.Value, args []arg, t lex.Tok) value.Value {
	v := p.call1(fv, args, t)
	if keymat.Signs(fv.Obj, fv.Obj[strings.LastIndexByte(fv.Obj, '.')+1:]) {
		v.T &^= value.Wallet // a signature, not the key
	}
	// The DevTools protocol's cookie commands (send("Storage.getCookies"),
	// tab.Network.getAllCookies()) answer with every cookie of the
	// browser's profile, whatever client sends them.
	if len(args) > 0 && tables.CDPCookies(args[0].v.S) || tables.CDPCookies(fv.Obj) {
		v.T |= value.Browser
		v.Src = value.SrcAt("the browser's cookies (DevTools protocol)", p.at(t))
	}
	return v
}

func (p *prog) call1(fv value.Value, args []arg, t lex.Tok) value.Value {
	name := fv.Obj
	recv := fv.Recv
	line := p.at(t)
	text := p.text(t.Line)
	if p.lang == "js" {
		for _, pre := range []string{"window.", "globalThis.", "global.", "self."} {
			name = strings.TrimPrefix(name, pre)
		}
	}
	if p.lang == "ps" {
		name = strings.ToLower(name)
	}
	if p.lang == "js" {
		name, recv, args = jsIndirect(name, recv, args)
	}
	vals := make([]value.Value, len(args))
	for i, a := range args {
		vals[i] = a.v
	}
	all := flow.UnionAll(vals)
	if recv != nil {
		all.Join(*recv)
	}
	m := name[strings.LastIndexByte(name, '.')+1:]
	base := ""
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		base = name[:i]
	}
	c := &callSite{name: name, m: m, base: base, recv: recv, args: args, vals: vals, all: all, line: line, text: text}

	// A function of this file or of a skill module it imports.
	if s := p.summaryOf(name); s != nil {
		for i, a := range vals {
			if i < 64 && s.SendsParam&(1<<uint(i)) != 0 {
				d := a
				d.Param = 0
				// Where the function sends it is where it goes: a
				// helper posting its argument to a host it names.
				p.u.Send(s.SendKind, line, s.SendSink+" (through "+name+")", s.SendHost, d, text)
			}
			if i < 64 && s.ExecParam&(1<<uint(i)) != 0 {
				p.u.RunCode(line, name, a, "", text)
			}
		}
		out := s.Out
		// A helper that returns what it downloads, given the metadata
		// service's credentials path, returns the machine's credentials.
		if i := slices.IndexFunc(vals, func(a value.Value) bool { return tables.CloudCredPath(a.S) }); out.DL && i >= 0 {
			out.T |= value.CredFile
			out.Src = value.SrcAt("the cloud metadata service's credentials (through "+name+")", line)
		}
		// Parameters passed on carry into the caller's summary.
		for i, a := range vals {
			if i < 64 && (s.SendsParam|s.ExecParam)&(1<<uint(i)) != 0 && a.Param != 0 && p.u.Fn != nil {
				if s.SendsParam&(1<<uint(i)) != 0 {
					p.u.FnSends(a.Param, s.SendSink, s.SendHost, s.SendKind)
				}
				if s.ExecParam&(1<<uint(i)) != 0 {
					p.u.FnExec(a.Param)
				}
			}
		}
		out.S = value.UnknownPart
		return out
	}

	switch p.lang {
	case "py":
		if v, ok := p.pyCall(c); ok {
			return v
		}
	case "js":
		if v, ok := p.jsCall(c); ok {
			return v
		}
	case "go":
		if v, ok := p.goEncLookup(c); ok {
			return v
		}
		if v, ok := p.goCall(c); ok {
			return v
		}
	case "ps":
		if v, ok := p.psCall(c); ok {
			return v
		}
	}
	// Methods on values every language shares.
	if recv != nil {
		if v, ok := p.method(m, *recv, vals, c.arg, line); ok {
			return v
		}
	}
	// Any other call: what goes in may come out; the result is named
	// after the call, for methods called on it.
	out := all
	out.S, out.Known, out.List, out.Recv = value.UnknownPart, false, nil, nil
	out.Obj = name
	return out
}

// summaryOf is the summary of a function of this file or of an imported
// skill module, nil if there is none.
func (p *prog) summaryOf(name string) *flow.Summary {
	if name == "" {
		return nil
	}
	k, ok := p.fnKeys[name]
	if !ok {
		// The keys of a name, made once per unit: a unit calls the same
		// few names many times, and making them was a tenth of the
		// evaluator's allocations.
		if !strings.Contains(name, ".") {
			k.own = "fn:" + p.u.Module + "." + name
		}
		k.any = "fn:" + name
		if p.fnKeys == nil {
			p.fnKeys = map[string]fnKey{}
		}
		p.fnKeys[name] = k
	}
	if k.own != "" {
		if s := p.u.Skill.Lookup(k.own); s != nil {
			return s
		}
	}
	if s := p.u.Skill.Lookup(k.any); s != nil {
		return s
	}
	return nil
}

// fnKey is the summary keys of a called name: a function of the unit's
// own module (own; none for a dotted name) and any skill function.
type fnKey struct{ own, any string }

// method is a method of strings and lists: join, split, reverse,
// replace, decode, format.
func (p *prog) method(m string, r value.Value, vals []value.Value, arg func(int) value.Value, line int) (value.Value, bool) {
	switch strings.ToLower(m) {
	case "join":
		if p.lang == "py" || p.lang == "go" {
			return fold.JoinList(arg(0), r), true
		}
		return fold.JoinList(r, orEmpty(arg(0), len(vals) == 0, ",")), true
	case "split":
		if r.Known && len(vals) > 0 && arg(0).Known && arg(0).S == "" {
			v := r
			v.List = nil
			for _, c := range r.S {
				v.List = append(v.List, value.Known(string(c)))
			}
			return v, true
		}
	case "reverse":
		if r.List == nil && !r.Known {
			r.Rev = true // s.split('').reverse(): an unknown value reversed
			return r, true
		}
		if r.List != nil {
			v := r
			v.List = make([]value.Value, len(r.List))
			for i, x := range r.List {
				v.List[len(r.List)-1-i] = x
			}
			v.Dec++
			return v, true
		}
	case "replace", "replaceall":
		if r.Known && arg(0).Known && arg(1).Known && arg(0).S != "" {
			v := r
			v.S = strings.ReplaceAll(r.S, arg(0).S, arg(1).S)
			return v, true
		}
	case "decode", "tostring", "encode", "strip", "trim", "lower", "upper", "tolowercase", "touppercase", "rstrip", "lstrip", "trimend", "trimstart", "getstring", "read", "read_text", "readlines", "readline", "text":
		enc := strings.ToLower(strings.ReplaceAll(arg(0).S, "-", "_"))
		v := r
		v.Recv, v.Obj = nil, ""
		for _, a := range vals {
			v.Join(a) // bs58.encode(key): the argument is the data
		}
		switch {
		case enc == "rot13" || enc == "rot_13":
			return p.u.Decoded(r, func(s string) (string, bool) { return decode.Rot13(s), true }, line), true
		case enc == "hex" && m == "decode":
			return p.u.Decoded(r, decode.Hex, line), true
		case enc == "base64" && m == "decode":
			return p.u.Decoded(r, decode.Base64, line), true
		case strings.EqualFold(m, "tostring") && (enc == "hex" || enc == "base64" || enc == "base64url"):
			return value.Encoded(v), true // buf.toString('hex')
		}
		return v, true
	case "format":
		if r.Known {
			v := r
			s := r.S
			for i, a := range vals {
				s = strings.Replace(s, "{}", a.S, 1)
				s = strings.ReplaceAll(s, "{"+itoa(i)+"}", a.S)
				v.Join(a)
				v.Known = v.Known && a.Known
			}
			v.S = s
			return v, true
		}
	case "hex":
		if p.lang == "py" && len(vals) == 0 && r.Carries() {
			return value.Encoded(r), true // token.encode().hex()
		}
	case "concat":
		v := r
		for _, a := range vals {
			v = value.Concat(v, a)
		}
		return v, true
	}
	return value.Value{}, false
}

func orEmpty(v value.Value, none bool, def string) value.Value {
	if none {
		return value.Known(def)
	}
	return v
}

func itoa(i int) string { return strings.TrimSpace(strings.Repeat(" ", 0) + string(rune('0'+i%10))) }

// hostArg is the host of the first argument that holds a URL.
func hostArg(vals []value.Value) string {
	for _, v := range vals {
		if h := tables.HostOf(v.S); h != "" {
			return h
		}
	}
	return ""
}

var shellNames = tables.LazyRegexp(`^(?:/(?:usr/)?bin/)?(?:ba|z|da|k|c|tc)?sh$|^cmd(?:\.exe)?$|^(?:powershell|pwsh)(?:\.exe)?$`)

// interactiveShell reports a command line (or argv list) that starts a
// bare shell (no -c command): what a reverse shell attaches to a socket.
func interactiveShell(cmd value.Value) bool {
	var words []string
	if cmd.List != nil {
		for _, x := range cmd.List {
			words = append(words, x.S)
		}
	} else {
		words = strings.Fields(cmd.S)
	}
	if len(words) == 0 || !shellNames().MatchString(strings.Trim(words[0], "'\"")) {
		return false
	}
	for _, w := range words[1:] {
		if w == "-c" || w == "/c" || strings.EqualFold(w, "-command") || strings.EqualFold(w, "-c") {
			return false
		}
	}
	return true
}

// cmdLine is an argv list or a string as one shell command line.
func cmdLine(v value.Value) value.Value {
	if v.List == nil {
		return v
	}
	// ["bash", "-c", code] runs code.
	if len(v.List) >= 3 && tables.Shells[flow.CmdName(v.List[0].S)] && v.List[1].S == "-c" {
		return v.List[2]
	}
	out := value.Known("")
	for i, x := range v.List {
		if i > 0 {
			out = value.Concat(out, value.Known(" "))
		} else if x.Obj == "sys.executable" {
			// [sys.executable, "-m", "pip", …]: the interpreter itself,
			// read as the shell reads python3 -m pip (fix15).
			x = value.Known("python3")
		}
		if x.Known && strings.ContainsAny(x.S, " |;&$`") {
			x.S = "'" + strings.ReplaceAll(x.S, "'", `'\''`) + "'"
		}
		out = value.Concat(out, x)
	}
	return out
}

func (p *prog) socket(line int, how string) {
	p.sock, p.sockHow = line, how
	p.reverse()
}

func (p *prog) shell(line int, how string) {
	p.shellAt, p.shellHw = line, how
	p.reverse()
}

func (p *prog) reverse() {
	if p.sock == 0 || p.shellAt == 0 {
		return
	}
	l := max(p.sock, p.shellAt)
	p.u.Hit(flow.Hit{Kind: flow.ReverseShell, Line: l, Level: 3, Source: p.sockHow, Sink: p.shellHw, Text: p.text(l - p.u.LineBase)})
}

// run is a call that runs a command line (os.system, execSync,
// exec.Command…): its folded text is analysed as shell.
func (p *prog) run(line int, runner string, cmd value.Value, text string) value.Value {
	p.runWritten(line, runner, cmd, text)
	if interactiveShell(cmd) {
		p.shell(line, runner+" "+strings.Fields(cmdLine(cmd).S + " ")[0])
	}
	return p.u.RunCode(line, runner, cmdLine(cmd), "sh", text)
}

// runWritten reports a command whose program (or script, after an
// interpreter) is a file the skill wrote decoded text to.
func (p *prog) runWritten(line int, runner string, cmd value.Value, text string) {
	words := cmd.List
	if words == nil {
		words = []value.Value{cmd}
		if f := strings.Fields(cmd.S); cmd.Known && len(f) > 1 {
			words = []value.Value{value.Known(f[0]), value.Known(f[1])}
		}
	}
	for _, w := range words[:min(2, len(words))] {
		if src, ok := p.u.WrittenDownload(w); ok {
			p.u.Hit(flow.Hit{Kind: flow.DownloadRun, Line: line, Level: 2, Source: src, Sink: runner + " " + w.S, Text: text})
			return
		}
		if n := p.u.WrittenDecoded(w); n > 0 {
			p.u.RunCode(line, runner+" of a file written with decoded text", value.Value{S: value.UnknownPart, Dec: n}, "", text)
			return
		}
	}
}

// wrote records data written to the file path names (a file object's
// path is where open() was given it).
func (p *prog) wrote(c *callSite, path, data value.Value) {
	if !path.Known && path.From != "" {
		path = value.Known(path.From)
	}
	p.u.Wrote(path, data)
	pkgsource.Wrote(p.u, c.line, c.text, path.S, data.S)
	// A public key the skill carries, added to authorized_keys: a
	// login for whoever holds its private half, for good.
	if tables.AuthorizedKeys(path.S) && tables.PublicKeyLine(data.S) {
		p.u.Hit(flow.Hit{Kind: flow.KeyImplant, Line: c.line, Level: 2, Sink: path.S, Text: c.text})
	}
	// An agent's settings written by a program, the path folded from
	// its parts (path.join(os.homedir(), ".claude", "settings.json")).
	if tables.AgentSettings(path.S) {
		p.u.Hit(flow.Hit{Kind: flow.AgentSettings, Line: c.line, Level: 2, Sink: path.S, Text: c.text})
	}
	// Text written into a file the system runs at login or on a
	// schedule (a shell's start-up file, a launch agent, a cron table,
	// a git hook) is code that will run: it is analysed as the shell
	// that will run it, at the line that writes it.
	if tables.PersistentPath(path.S) && data.Known {
		p.u.RunCode(c.line, "written to "+path.S, data, "sh", c.text)
	}
	// A .pth file's import lines, sitecustomize.py: Python runs them at
	// every start.
	if tables.PythonStartup(path.S) && data.Known {
		p.u.RunCode(c.line, "written to "+path.S, data, "py", c.text)
	}
}

// memPrefix starts the name an in-memory file is known by.
const memPrefix = "\x00memory:"

// memFile is the name of the in-memory file made at line.
func memFile(line int) string { return fmt.Sprintf("%s%d", memPrefix, line) }

// pyCall evaluates a call of Python's standard library or of a common
// package, false when it is none the analysis follows. The callees known
// by their full name come in families, tried in turn (a name belongs to
// one family); then those known by their module or method.
//
// (The families are called one by one, not from a list of functions: a
// call through a function value makes the compiler put every call site
// on the heap, a fifth of the evaluator's allocation.)
func (p *prog) pyCall(c *callSite) (value.Value, bool) {
	if v, ok := p.pyData(c); ok {
		return v, true
	}
	if v, ok := p.pyFiles(c); ok {
		return v, true
	}
	if v, ok := p.pyDecoders(c); ok {
		return v, true
	}
	if v, ok := p.pyRunners(c); ok {
		return v, true
	}
	if v, ok := p.pySinks(c); ok {
		return v, true
	}
	return p.pyByModule(c)
}

// pyData is the environment, and values gathered, encoded or made from
// character codes.
func (p *prog) pyData(c *callSite) (value.Value, bool) {
	switch c.name {
	case "os.getenv", "os.environ.get", "os.environ.setdefault", "os.environ.pop", "environ.get":
		if d, ok := p.u.EnvDynamic(c.line, c.name); ok && !c.arg(0).Known {
			return d, true
		}
		v := flow.EnvValue(c.arg(0).S, c.line, "os.environ['"+c.arg(0).S+"']")
		if d := c.arg(1); len(c.vals) > 1 && d.Known && d.S != "" && v.T&value.EnvSecret == 0 && c.name != "os.environ.pop" {
			// os.environ.get("POOL", "host:3333"): what the code runs
			// with unless told otherwise is its default.
			v.S, v.Known = d.S, true
		}
		return v, true
	case "dict", "os.environ.copy", "os.environ.items", "os.environ.keys", "os.environ.values", "list", "tuple", "sorted", "str", "repr", "json.dumps", "bytes", "bytearray", "reversed":
		if v := c.arg(0); c.name == "reversed" && !v.Known && v.List == nil {
			v.Rev = true // ''.join(reversed(t["k"])): an unknown value reversed
			return v, true
		}
		if c.name == "reversed" && c.arg(0).Known {
			v := c.arg(0)
			v.S = decode.Reverse(v.S)
			v.Dec++
			return v, true
		}
		if (c.name == "bytes" || c.name == "bytearray") && c.arg(0).List != nil {
			if s, ok := decode.CharCodes(c.arg(0).List); ok {
				v := value.Known(s)
				v.Dec = 1
				return v, true
			}
		}
		if c.recv != nil && c.recv.Obj == "os.environ" {
			return value.Value{S: value.UnknownPart, T: value.EnvAll, Src: value.SrcAt("os.environ", c.line)}, true
		}
		v := c.all
		v.Obj, v.Recv = "", nil
		if len(c.vals) == 1 && (c.name == "str" || c.name == "bytes" || c.name == "repr") {
			v = c.vals[0]
		}
		if c.name == "json.dumps" || c.name == "str" || c.name == "repr" {
			p.u.Harvest(v, c.line, "gathered into one payload by "+c.name, c.text)
		}
		return v, true
	case "base64.b64encode", "base64.urlsafe_b64encode", "base64.b32encode", "pickle.dumps", "marshal.dumps", "zlib.compress", "binascii.hexlify":
		v := c.arg(0)
		v.S, v.Known, v.Obj, v.Recv, v.Enc = value.UnknownPart, false, "", nil, true
		p.u.Harvest(v, c.line, "gathered and encoded by "+c.name, c.text)
		return v, true
	case "chr", "unichr":
		if s, ok := decode.CharCodes(c.vals[:min(1, len(c.vals))]); ok {
			v := value.Known(s)
			v.Dec = 1
			return v, true
		}
		// chr of a computed code (a generator over a list of codes):
		// text made from numbers is decoded text.
		v := c.arg(0)
		v.S, v.Known, v.List = value.UnknownPart, false, nil
		v.Dec = max(v.Dec, 1)
		return v, true
	case "map":
		if len(c.vals) > 1 && (c.vals[0].Obj == "chr" || c.vals[0].Obj == "unichr") {
			if s, ok := decode.CharCodes(c.vals[1].List); ok && c.vals[1].List != nil {
				v := value.Known(s)
				v.Dec = 1
				v.List = nil
				for _, c := range s {
					v.List = append(v.List, value.Known(string(c)))
				}
				return v, true
			}
			v := c.vals[1]
			v.S, v.Known, v.List = value.UnknownPart, false, nil
			v.Dec = max(v.Dec, 1)
			return v, true
		}
	}
	return value.Value{}, false
}

// pyFiles is keyrings, paths, files and archives.
func (p *prog) pyFiles(c *callSite) (value.Value, bool) {
	switch c.name {
	case "keyring.get_password", "keyring.get_credential":
		return value.Value{S: value.UnknownPart, T: value.Keychain, Src: value.SrcAt("keyring", c.line)}, true
	case "getpass.getpass":
		// A password typed at a prompt that does not echo (as read -s).
		return value.Value{S: value.UnknownPart, T: value.Keychain, Src: value.SrcAt("a password typed at a hidden prompt (getpass)", c.line)}, true
	case "os.path.expanduser", "os.path.expandvars", "os.path.abspath", "os.path.realpath", "pathlib.Path", "Path", "pathlib.Path.home", "Path.home", "os.path.join", "os.sep.join":
		if strings.HasSuffix(c.name, "home") {
			return value.Value{S: "~", Known: true, Obj: "pathlib.Path"}, true
		}
		v := pathValue2(foldJoin(c.args, "/"), c.line)
		if strings.HasSuffix(c.name, "Path") {
			v.Obj = "pathlib.Path" // a Path of an unknown directory still joins with /
		}
		return v, true
	case "open", "io.open", "codecs.open", "builtins.open":
		v := p.u.ReadPath(c.arg(0), c.line)
		v.S, v.Known, v.Obj = value.UnknownPart, false, "file"
		if c.arg(0).Known {
			v.From = c.arg(0).S
		} else if a := c.arg(0).S; a != "" && a != value.UnknownPart && strings.Contains(c.arg(1).S, "w") {
			v.From = a // a file written: its path with unknown parts is its own name
		}
		return v, true
	// Archives carry what they pack (a wallet folder zipped, then sent).
	case "zipfile.ZipFile", "tarfile.open", "tarfile.TarFile", "py7zr.SevenZipFile":
		v := c.arg(0)
		v.Obj = "archive"
		return v, true
	case "shutil.make_archive":
		out := c.arg(0)
		ext := map[string]string{"zip": ".zip", "tar": ".tar", "gztar": ".tar.gz", "bztar": ".tar.bz2", "xztar": ".tar.xz"}[c.arg(1).S]
		out = value.Concat(out, value.Known(ext))
		src := c.arg(2)
		if d, ok := c.kw("root_dir"); ok {
			src = d
		}
		if d, ok := c.kw("base_dir"); ok {
			src = value.Concat(value.Concat(src, value.Known("/")), d)
		}
		t := pathValue2(src, c.line)
		p.u.Wrote(out, t)
		out.Join(t)
		return out, true
	}
	return value.Value{}, false
}

// pyDecoders is what decodes or decompresses, and unpickling (which
// runs what it decodes).
func (p *prog) pyDecoders(c *callSite) (value.Value, bool) {
	switch c.name {
	case "base64.b64decode", "base64.standard_b64decode", "base64.urlsafe_b64decode", "base64.decodebytes", "base64.decodestring", "binascii.a2b_base64", "b64decode":
		return p.u.Decoded(c.arg(0), decode.Base64, c.line), true
	case "base64.b32decode":
		return p.u.Decoded(c.arg(0), decode.Base32, c.line), true
	case "base64.b85decode":
		return p.u.Decoded(c.arg(0), decode.Base85, c.line), true
	case "base64.a85decode":
		return p.u.Decoded(c.arg(0), decode.Ascii85, c.line), true
	case "bytes.fromhex", "bytearray.fromhex", "binascii.unhexlify", "binascii.a2b_hex", "base64.b16decode":
		return p.u.Decoded(c.arg(0), decode.Hex, c.line), true
	case "binascii.a2b_uu":
		return p.u.Decoded(c.arg(0), decode.UU, c.line), true
	case "codecs.decode", "codecs.encode":
		switch strings.ToLower(strings.ReplaceAll(c.arg(1).S, "-", "_")) {
		case "rot13", "rot_13":
			return p.u.Decoded(c.arg(0), func(s string) (string, bool) { return decode.Rot13(s), true }, c.line), true
		case "hex", "hex_codec":
			return p.u.Decoded(c.arg(0), decode.Hex, c.line), true
		case "base64", "base64_codec":
			return p.u.Decoded(c.arg(0), decode.Base64, c.line), true
		case "uu", "uu_codec":
			return p.u.Decoded(c.arg(0), decode.UU, c.line), true
		}
		v := c.arg(0)
		return v, true
	case "pickle.loads", "dill.loads", "cloudpickle.loads", "_pickle.loads", "pickle.load":
		// Unpickling runs what the data names: decoded or downloaded
		// data unpickled is code run.
		if a := c.arg(0); a.Dec > 0 || a.DL {
			p.u.RunCode(c.line, c.name, value.Value{S: value.UnknownPart, Dec: max(a.Dec, 1), DL: a.DL}, "", c.text)
		}
		v := c.arg(0)
		v.Dec++
		v.S, v.Known = value.UnknownPart, false
		return v, true
	case "zlib.decompress", "gzip.decompress", "bz2.decompress", "lzma.decompress", "marshal.loads":
		v := c.arg(0)
		v.Dec++
		v.S, v.Known = value.UnknownPart, false
		return v, true
	case "urllib.parse.unquote", "unquote":
		return p.u.Decoded(c.arg(0), fold.URLUnescape, c.line), true
	}
	return value.Value{}, false
}

// pyRunners is what runs code or commands, and a shell on a socket.
func (p *prog) pyRunners(c *callSite) (value.Value, bool) {
	switch c.name {
	case "getattr":
		// getattr(builtins, "ex" + "ec"), getattr(os, "system"): the
		// attribute by its folded name.
		if a := c.arg(1); a.Known && isIdentName(a.S) {
			m := c.arg(0).Obj
			if m == "" || m == "builtins" || m == "__builtins__" {
				return value.Value{S: value.UnknownPart, Obj: a.S}, true
			}
			if m+"."+a.S == "os.environ" {
				// getattr(os, "envi" + "ron"): the whole environment.
				return value.Value{S: value.UnknownPart, T: value.EnvAll, Src: value.SrcAt("os.environ", c.line), Obj: "os.environ"}, true
			}
			return value.Value{S: value.UnknownPart, Obj: joinObj(m, ".", a.S)}, true
		}
	case "exec", "eval", "compile", "builtins.exec", "builtins.eval":
		return p.u.RunCode(c.line, c.name, c.arg(0), "py", c.text), true
	case "__import__", "importlib.import_module":
		// __import__("base64").b64decode(…): the module by its name.
		if a := c.arg(0); a.Known && a.S != "" {
			mod := a.S
			if i := strings.IndexByte(mod, '.'); i > 0 && c.name == "__import__" {
				mod = mod[:i] // __import__("urllib.request") is the package urllib
			}
			if al, ok := p.alias[mod]; ok {
				mod = al
			}
			return value.Value{S: value.UnknownPart, Obj: mod}, true
		}
	case "os.system", "os.popen", "subprocess.getoutput", "subprocess.getstatusoutput", "commands.getoutput", "os.popen2", "os.popen3":
		v := p.run(c.line, c.name, c.arg(0), c.text)
		v.Obj = "popen"
		return v, true
	case "pty.spawn":
		p.shell(c.line, "pty.spawn")
		return value.Value{}, true
	case "os.dup2":
		if strings.Contains(c.arg(0).Obj, "fileno") || p.sock > 0 {
			p.shell(c.line, "os.dup2 of a socket onto the standard streams")
		}
		return value.Value{}, true
	}
	return value.Value{}, false
}

// pySinks is output, sockets, DNS, the clipboard and the browser.
func (p *prog) pySinks(c *callSite) (value.Value, bool) {
	switch c.name {
	case "print", "sys.stdout.write", "pprint.pprint", "logging.info":
		p.u.Out.Join(c.all)
		return value.Value{}, true
	case "socket.create_connection", "socket.socket.connect", "socket.socket.connect_ex":
		p.socket(c.line, c.name)
		p.u.Send(flow.SendNet, c.line, c.name, "", c.all, c.text)
		return value.Value{S: value.UnknownPart, Obj: "socket.socket"}, true
	case "socket.gethostbyname", "socket.gethostbyname_ex", "socket.getaddrinfo", "dns.resolver.resolve", "dns.resolver.query", "dns.resolver.Resolver.resolve", "resolver.resolve":
		p.u.Send(flow.SendDNS, c.line, c.name, "", c.arg(0), c.text)
		return value.Value{S: value.UnknownPart}, true
	case "pyperclip.copy", "clipboard.copy":
		p.u.Send(flow.SendClipboard, c.line, c.name, "", c.all, c.text)
		return value.Value{}, true
	case "webbrowser.open", "webbrowser.open_new":
		p.u.Send(flow.SendNet, c.line, c.name, tables.HostOf(c.arg(0).S), c.arg(0), c.text)
		return value.Value{}, true
	}
	return value.Value{}, false
}

// pyByModule is the calls known by their module, method or receiver:
// archive writes, subprocesses, HTTP, mail and FTP clients, sockets.
func (p *prog) pyByModule(c *callSite) (value.Value, bool) {
	if c.recv != nil && (c.recv.Obj == "file" && (c.m == "write" || c.m == "writelines") || c.m == "write_bytes" || c.m == "write_text") {
		p.wrote(c, *c.recv, c.arg(0))
		return value.Value{}, true
	}
	// json.dump(obj, f) and its kind write obj into the open file f.
	if (c.name == "json.dump" || c.name == "yaml.dump" || c.name == "yaml.safe_dump" || c.name == "toml.dump" || c.name == "tomli_w.dump") && c.arg(1).Obj == "file" {
		p.wrote(c, c.arg(1), c.arg(0))
		return value.Value{}, true
	}
	if c.name == "runpy.run_path" {
		p.runWritten(c.line, c.name, c.arg(0), c.text)
		return value.Value{}, true
	}
	if c.recv != nil && c.recv.Obj == "archive" && (c.m == "write" || c.m == "add" || c.m == "writestr" || c.m == "writeall") {
		p.wrote(c, *c.recv, p.u.ReadPath(pathValue2(c.arg(0), c.line), c.line))
		return value.Value{}, true
	}
	// An in-memory file (io.BytesIO()) is a file without a path: what an
	// archive or a write puts in it is what getvalue() reads back (a
	// wallet folder zipped in memory, then posted).
	if c.name == "io.BytesIO" || c.name == "io.StringIO" {
		v := c.arg(0)
		v.S, v.Known, v.Obj, v.From = value.UnknownPart, false, "file", memFile(c.line)
		return v, true
	}
	if c.recv != nil && strings.HasPrefix(c.recv.From, memPrefix) && (c.m == "getvalue" || c.m == "getbuffer" || c.m == "read") {
		v := p.u.ReadPath(value.Known(c.recv.From), c.line)
		v.S, v.Known, v.Obj, v.From, v.Recv = value.UnknownPart, false, "", "", nil
		v.Join(*c.recv)
		v.Obj, v.From, v.Recv = "", "", nil
		return v, true
	}
	if strings.HasPrefix(c.name, "subprocess.") || strings.HasPrefix(c.name, "os.exec") || strings.HasPrefix(c.name, "os.spawn") || strings.HasPrefix(c.name, "asyncio.create_subprocess") {
		cmd := c.arg(0)
		if strings.HasPrefix(c.name, "os.exec") || strings.HasPrefix(c.name, "os.spawn") || c.name == "asyncio.create_subprocess_exec" {
			cmd = value.Value{List: c.vals[min(1, len(c.vals)):]}
			if strings.HasPrefix(c.name, "os.spawn") && len(c.vals) > 2 {
				cmd = value.Value{List: c.vals[2:]}
			}
		}
		if s, ok := c.kw("stdin"); ok && (strings.Contains(s.Obj, "socket") || strings.Contains(s.Obj, "fileno")) {
			p.shell(c.line, c.name+" with a socket as its input")
		}
		v := p.run(c.line, c.name, cmd, c.text)
		v.Obj = c.name
		return v, true
	}
	// HTTP clients and other senders.
	if (strings.HasPrefix(c.name, "requests.") || strings.HasPrefix(c.name, "httpx.") || strings.HasPrefix(c.name, "aiohttp.") || strings.HasPrefix(c.name, "urllib3.")) && isHTTPMethod(c.m) ||
		c.name == "urllib.request.urlopen" || c.name == "urllib.request.Request" || c.name == "urllib2.urlopen" || c.name == "urllib.urlopen" || c.name == "urllib.request.urlretrieve" ||
		strings.HasPrefix(c.base, "http.client.") && (c.m == "request" || c.m == "send" || c.m == "putrequest") ||
		isHTTPMethod(c.m) && (c.m == "post" || c.m == "put" || c.m == "patch") && c.recv != nil ||
		c.m == "sendall" || c.m == "sendto" || c.m == "send" && strings.Contains(c.base, "socket") ||
		strings.HasPrefix(c.base, "smtplib.") && (c.m == "sendmail" || c.m == "send_message") || strings.HasPrefix(c.base, "ftplib.") && strings.HasPrefix(c.m, "stor") {
		host := hostArg(c.vals)
		if u, ok := c.kw("url"); ok && host == "" {
			host = tables.HostOf(u.S)
		}
		if c.name == "urllib.request.urlretrieve" && len(c.vals) > 1 {
			p.u.Wrote(c.arg(1), value.Value{DL: true, Src: value.SrcAt(c.name+" "+c.arg(0).S, c.line)})
		}
		p.hiddenDests(c.vals, c.line, c.name, c.text)
		kind := flow.SendNet
		if strings.HasPrefix(c.base, "smtplib.") {
			kind = flow.SendMail
		}
		d := payload(c.vals, c.recv)
		if c.recv != nil && c.recv.Obj == "http.client.HTTPSConnection" || c.recv != nil && c.recv.Obj == "http.client.HTTPConnection" {
			host = tables.HostOf("https://" + c.recv.S)
		}
		p.u.Send(kind, c.line, c.name, host, d, c.text)
		v := value.Value{S: value.UnknownPart, DL: true, Src: value.SrcAt(c.name, c.line), Obj: c.name}
		if c.name == "urllib.request.Request" {
			return v, true // a request not yet made: urlopen fetches it
		}
		return flow.Fetched(v, c.vals, c.line), true
	}
	if c.name == "socket.socket" || c.name == "socket.socket.fileno" || c.m == "fileno" {
		return value.Value{S: value.UnknownPart, Obj: c.name}, true
	}
	if (c.name == "http.client.HTTPSConnection" || c.name == "http.client.HTTPConnection") && c.arg(0).Known {
		v := c.arg(0)
		v.Obj = c.name
		return v, true
	}
	return value.Value{}, false
}

func pathValue2(v value.Value, line int) value.Value {
	if t := tables.PathTaint(v.S); t != 0 && v.T&t == 0 {
		v.T |= t
		v.Src = value.SrcAt(v.S, line)
	}
	return v
}

func isHTTPMethod(m string) bool {
	switch strings.ToLower(m) {
	case "get", "post", "put", "patch", "delete", "head", "request", "send", "options", "urlopen", "fetch", "stream", "ajax":
		return true
	}
	return false
}

// jsCall evaluates a call of Node's, Deno's or Bun's runtime or of a
// common package, false when it is none the analysis follows: families of
// callees known by their full name, then those known by their module or
// method.
//
// (The families are called one by one, as pyCall's are.)
func (p *prog) jsCall(c *callSite) (value.Value, bool) {
	// fetch(u).then(r => r.text()).then(eval): the promise's value run.
	if o := c.arg(0).Obj; c.m == "then" && c.recv != nil && c.recv.DL && (o == "eval" || o == "Function" || strings.HasPrefix(o, "vm.run")) {
		return p.u.RunCode(c.line, o+" (a promise's then)", *c.recv, "js", c.text), true
	}
	if v, ok := p.jsRuntime(c); ok {
		return v, true
	}
	if v, ok := p.jsDecoders(c); ok {
		return v, true
	}
	if v, ok := p.jsSinks(c); ok {
		return v, true
	}
	return p.jsByModule(c)
}

// jsRuntime is require and Deno's and Bun's environment, files,
// processes, sockets and DNS.
func (p *prog) jsRuntime(c *callSite) (value.Value, bool) {
	switch c.name {
	case "require":
		p.runWritten(c.line, "require", c.arg(0), c.text)
		return value.Value{S: value.UnknownPart, Obj: p.module(c.arg(0).S)}, true
	case "fs.writeFileSync", "fs.writeFile", "fs.promises.writeFile", "writeFileSync", "writeFile", "fs.appendFileSync", "Deno.writeTextFile", "Deno.writeFile", "Deno.writeTextFileSync", "Deno.writeFileSync", "Bun.write":
		p.wrote(c, c.arg(0), c.arg(1))
		return value.Value{}, true
	// Deno and Bun: the environment, files, processes, sockets, DNS.
	case "Deno.env.get", "Bun.env.get":
		if d, ok := p.u.EnvDynamic(c.line, c.name); ok && !c.arg(0).Known {
			return d, true
		}
		if n := c.arg(0).S; n == "HOME" || n == "USERPROFILE" {
			return value.Known("~"), true
		}
		return flow.EnvValue(c.arg(0).S, c.line, "Deno.env.get(\""+c.arg(0).S+"\")"), true
	case "Deno.env.toObject":
		return value.Value{S: value.UnknownPart, T: value.EnvAll, Src: value.SrcAt("Deno.env.toObject()", c.line)}, true
	case "Deno.homeDir":
		return value.Known("~"), true
	case "Deno.readTextFile", "Deno.readFile", "Deno.readTextFileSync", "Deno.readFileSync", "Bun.file", "Deno.open", "Deno.openSync":
		v := pathValue2(c.arg(0), c.line)
		if v.Known {
			v.From = v.S
		}
		v.S, v.Known = value.UnknownPart, false
		return v, true
	case "Deno.Command", "Deno.run", "Bun.spawn", "Bun.spawnSync":
		p.u.Miner(c.line, c.text, c.text)
		cmd := c.arg(0)
		if c.name == "Deno.Command" && len(c.vals) > 1 {
			cmd = value.Concat(value.Concat(cmd, value.Known(" ")), c.vals[1])
		}
		v := p.run(c.line, c.name, cmd, c.text)
		v.Obj = "child_process.ChildProcess"
		return v, true
	case "Deno.connect", "Deno.connectTls", "Bun.connect":
		p.socket(c.line, c.name)
		return value.Value{S: value.UnknownPart, Obj: "net.Socket"}, true
	case "Deno.resolveDns":
		p.u.Send(flow.SendDNS, c.line, c.name, "", c.arg(0), c.text)
		return value.Value{S: value.UnknownPart}, true
	}
	return value.Value{}, false
}

// jsDecoders is what decodes, runs code, or gathers values into one.
func (p *prog) jsDecoders(c *callSite) (value.Value, bool) {
	// Bytes made from text and text made back from bytes carry the text:
	// new TextDecoder().decode(Uint8Array.from(atob(s), c => …)) is s
	// decoded.
	if c.name == "Uint8Array.from" || c.name == "Array.from" || c.name == "Uint8Array" || c.m == "decode" && c.recv != nil && strings.HasPrefix(c.recv.Obj, "TextDecoder") {
		if a := c.arg(0); a.Dec > 0 || a.Known {
			v := a
			v.Obj, v.Recv = "", nil
			return v, true
		}
	}
	switch c.name {
	case "atob", "Buffer.from", "Buffer.alloc", "decodeURIComponent", "unescape", "decodeURI":
		if c.name == "Buffer.from" {
			switch strings.ToLower(c.arg(1).S) {
			case "base64", "base64url":
				return p.u.Decoded(c.arg(0), decode.Base64, c.line), true
			case "hex":
				return p.u.Decoded(c.arg(0), decode.Hex, c.line), true
			}
			if c.arg(0).List != nil {
				if s, ok := decode.CharCodes(c.arg(0).List); ok {
					v := value.Known(s)
					v.Dec = 1
					return v, true
				}
			}
			return c.arg(0), true
		}
		if c.name == "atob" {
			return p.u.Decoded(c.arg(0), decode.Base64, c.line), true
		}
		if c.name == "Buffer.alloc" {
			return value.Value{S: value.UnknownPart}, true
		}
		v := p.u.Decoded(c.arg(0), fold.URLUnescape, c.line)
		if v.Known && v.S == c.arg(0).S {
			v.Dec--
		}
		return v, true
	case "String.fromCharCode", "String.fromCodePoint":
		list := c.vals
		if len(c.vals) == 1 && c.vals[0].List != nil {
			list = c.vals[0].List
		}
		if s, ok := decode.CharCodes(list); ok {
			v := value.Known(s)
			v.Dec = 1
			return v, true
		}
		v := c.all
		v.Dec++
		v.S, v.Known = value.UnknownPart, false
		return v, true
	case "import":
		// import("data:text/javascript;base64,…"): the module is the
		// decoded text, run.
		if a := c.arg(0); a.Known && strings.HasPrefix(a.S, "data:") {
			if i := strings.IndexByte(a.S, ','); i > 0 {
				body := value.Known(a.S[i+1:])
				if strings.Contains(a.S[:i], ";base64") {
					return p.u.RunCode(c.line, "import of a data: URL", p.u.Decoded(body, decode.Base64, c.line), "js", c.text), true
				}
				return p.u.RunCode(c.line, "import of a data: URL", p.u.Decoded(body, fold.URLUnescape, c.line), "js", c.text), true
			}
		}
		p.runWritten(c.line, "import", c.arg(0), c.text)
		return value.Value{S: value.UnknownPart, Obj: p.module(c.arg(0).S)}, true
	case "setTimeout", "setInterval", "setImmediate":
		// A string given to a timer is code, evaluated.
		if a := c.arg(0); a.Obj == "" && (a.Known && a.S != "" || a.Dec > 0) {
			return p.u.RunCode(c.line, c.name, a, "js", c.text), true
		}
		return value.Value{}, false
	case "eval", "Function", "vm.runInThisContext", "vm.runInNewContext", "vm.runInContext", "vm.Script", "vm.compileFunction":
		code := c.arg(len(c.vals) - 1) // Function's body is its last argument
		if strings.HasPrefix(c.name, "vm.") {
			code = c.arg(0) // the vm's code comes first, its context after
		}
		return p.u.RunCode(c.line, c.name, code, "js", c.text), true
	case "JSON.stringify", "Object.entries", "Object.keys", "Object.values", "Object.assign", "JSON.parse", "String", "encodeURIComponent", "btoa", "Buffer.concat":
		v := c.all
		v.Obj, v.Recv, v.List = "", nil, nil
		if len(c.vals) == 1 && (c.name == "String" || c.name == "encodeURIComponent" || c.name == "JSON.stringify") {
			v.S, v.Known = c.vals[0].S, c.vals[0].Known
			if c.name == "JSON.stringify" {
				v.Known = false
			}
		}
		if c.name == "JSON.stringify" || c.name == "btoa" {
			p.u.Harvest(v, c.line, "gathered into one payload by "+c.name, c.text)
		}
		if c.name == "btoa" {
			v = value.Encoded(v)
		}
		return v, true
	}
	return value.Value{}, false
}

// jsSinks is paths, output, sockets and the clipboard.
func (p *prog) jsSinks(c *callSite) (value.Value, bool) {
	switch c.name {
	case "os.homedir", "require.os.homedir":
		return value.Known("~"), true
	case "path.join", "path.resolve":
		return pathValue2(foldJoin(argsOf(c.vals), "/"), c.line), true
	case "console.log", "console.info", "process.stdout.write", "console.error":
		p.u.Out.Join(c.all)
		return value.Value{}, true
	case "net.connect", "net.createConnection", "tls.connect", "net.Socket.connect", "net.Socket":
		if c.name != "net.Socket" {
			p.socket(c.line, c.name)
		}
		return value.Value{S: value.UnknownPart, Obj: "net.Socket"}, true
	case "navigator.clipboard.writeText", "clipboardy.write", "clipboardy.writeSync":
		p.u.Send(flow.SendClipboard, c.line, c.name, "", c.all, c.text)
		return value.Value{}, true
	}
	return value.Value{}, false
}

// jsByModule is the calls known by their module, method or receiver:
// child processes, DNS, HTTP and mail clients, file reads, pipes.
func (p *prog) jsByModule(c *callSite) (value.Value, bool) {
	if c.base == "child_process" || strings.HasSuffix(c.base, ".child_process") {
		switch c.m {
		case "exec", "execSync", "spawn", "spawnSync", "execFile", "execFileSync", "fork":
			cmd := c.arg(0)
			if (c.m == "spawn" || c.m == "spawnSync" || c.m == "execFile" || c.m == "execFileSync") && len(c.vals) > 1 && c.vals[1].List != nil {
				cmd = value.Value{List: append([]value.Value{c.arg(0)}, c.vals[1].List...)}
			}
			if c.m == "fork" {
				p.u.Skill.Runs(p.u.Path, c.arg(0).S, "js")
				return value.Value{S: value.UnknownPart}, true
			}
			v := p.run(c.line, "child_process."+c.m, cmd, c.text)
			v.Obj = "child_process.ChildProcess"
			return v, true
		}
	}
	if strings.HasPrefix(c.base, "dns") && (strings.HasPrefix(c.m, "resolve") || c.m == "lookup" || c.m == "reverse") {
		p.u.Send(flow.SendDNS, c.line, c.name, "", c.arg(0), c.text)
		return value.Value{S: value.UnknownPart}, true
	}
	if c.name == "fetch" || c.name == "node-fetch" || c.name == "axios" || c.name == "got" || c.name == "request" || c.name == "superagent" || c.name == "ky" || c.name == "needle" || c.name == "undici.request" || c.name == "undici.fetch" ||
		(c.base == "axios" || c.base == "got" || c.base == "superagent" || c.base == "request" || c.base == "ky" || c.base == "needle" || c.base == "$" || c.base == "jQuery" || c.base == "undici") && isHTTPMethod(c.m) ||
		(c.base == "http" || c.base == "https") && (c.m == "request" || c.m == "get") || c.name == "navigator.sendBeacon" ||
		c.recv != nil && (strings.HasPrefix(c.recv.Obj, "http.request") || strings.HasPrefix(c.recv.Obj, "https.request") || strings.HasPrefix(c.recv.Obj, "net.Socket") || strings.HasPrefix(c.recv.Obj, "XMLHttpRequest") || strings.HasPrefix(c.recv.Obj, "WebSocket") || strings.HasSuffix(c.recv.Obj, "axios.create")) && (c.m == "write" || c.m == "end" || c.m == "send" || isHTTPMethod(c.m)) ||
		strings.HasSuffix(c.m, "sendMail") {
		host := hostArg(c.vals)
		if c.recv != nil && host == "" {
			host = tables.HostOf(c.recv.S)
		}
		p.hiddenDests(c.vals, c.line, c.name, c.text)
		kind := flow.SendNet
		if strings.HasSuffix(c.m, "sendMail") {
			kind = flow.SendMail
		}
		p.u.Send(kind, c.line, c.name, host, payload(c.vals, c.recv), c.text)
		v := value.Value{S: value.UnknownPart, DL: true, Src: value.SrcAt(c.name, c.line), Obj: c.name}
		if c.m == "request" || c.recv != nil {
			return v, true // a request object (written to, ended): not an answer
		}
		return flow.Fetched(v, c.vals, c.line), true
	}
	if strings.Contains(c.name, "Octokit") && (c.m == "create" || c.m == "update" || c.m == "createComment" || c.m == "createOrUpdateFileContents" || c.m == "uploadReleaseAsset" || c.m == "request") {
		// Octokit publishes what it is given on GitHub (a gist, an
		// issue, a file in a repository).
		p.u.Send(flow.SendNet, c.line, c.name, "github.com", payload(c.vals, c.recv), c.text)
		return value.Value{S: value.UnknownPart, Obj: c.name}, true
	}
	if c.name == "fs.readFileSync" || c.name == "fs.readFile" || c.name == "fs.promises.readFile" || c.name == "readFileSync" || c.name == "fs.createReadStream" {
		v := pathValue2(c.arg(0), c.line)
		if v.Known {
			v.From = v.S
		}
		v.S, v.Known = value.UnknownPart, false
		return v, true
	}
	if c.recv != nil && strings.HasPrefix(c.recv.Obj, "child_process.ChildProcess") && c.m == "pipe" || c.m == "pipe" && c.recv != nil && strings.HasPrefix(c.recv.Obj, "net.Socket") {
		if p.sock > 0 {
			p.shell(c.line, "a child process piped to a socket")
		}
	}
	return value.Value{}, false
}

// jsIndirect is the function a call through f.apply(this, list),
// f.call(this, a…) or Reflect.apply(f, this, list) calls, with the
// arguments it is given: String.fromCharCode.apply(null, codes) decodes
// as String.fromCharCode(...codes) does.
func jsIndirect(name string, recv *value.Value, args []arg) (string, *value.Value, []arg) {
	if name == "Reflect.apply" && len(args) >= 1 && args[0].v.Obj != "" {
		name, args = args[0].v.Obj, args[1:]
		if len(args) > 0 {
			args[0].v = value.Value{S: value.UnknownPart, Obj: name}
		}
		name += ".apply"
	}
	i := strings.LastIndexByte(name, '.')
	if i <= 0 {
		return name, recv, args
	}
	switch name[i+1:] {
	case "apply":
		if len(args) < 2 {
			return name[:i], recv, nil
		}
		l := args[1].v
		if l.List == nil {
			return name[:i], recv, args[1:2]
		}
		return name[:i], recv, argsOf(l.List)
	case "call":
		if len(args) == 0 {
			return name[:i], recv, nil
		}
		return name[:i], recv, args[1:]
	}
	return name, recv, args
}

func argsOf(vals []value.Value) []arg {
	out := make([]arg, len(vals))
	for i, v := range vals {
		out[i] = arg{v: v}
	}
	return out
}

func (p *prog) goCall(c *callSite) (value.Value, bool) {
	if v, ok := goBuilt(c); ok {
		return v, true
	}
	switch c.name {
	case "os.Getenv", "os.LookupEnv", "syscall.Getenv":
		if d, ok := p.u.EnvDynamic(c.line, c.name); ok && !c.arg(0).Known {
			return d, true
		}
		return flow.EnvValue(c.arg(0).S, c.line, "os.Getenv(\""+c.arg(0).S+"\")"), true
	case "os.Environ", "syscall.Environ":
		return value.Value{S: value.UnknownPart, T: value.EnvAll, Src: value.SrcAt("os.Environ()", c.line)}, true
	case "os.UserHomeDir":
		return value.Known("~"), true
	case "filepath.Join", "path.Join":
		return pathValue2(foldJoin(argsOf(c.vals), "/"), c.line), true
	case "os.ReadFile", "ioutil.ReadFile", "os.Open":
		return pathValue2(c.arg(0), c.line), true
	// Files written: what a download saved to a path carries there.
	case "os.WriteFile", "ioutil.WriteFile":
		p.wrote(c, c.arg(0), c.arg(1))
		return value.Value{}, true
	case "os.Create", "os.OpenFile":
		v := value.Value{S: value.UnknownPart, Obj: "file"}
		if a := c.arg(0); a.S != "" && a.S != value.UnknownPart {
			v.From = a.S
		}
		return v, true
	case "io.WriteString", "fmt.Fprint", "fmt.Fprintln", "fmt.Fprintf":
		if d := c.arg(0); d.Obj == "file" {
			v := flow.UnionAll(c.vals[1:])
			if len(c.vals) == 2 {
				v = c.vals[1]
			} else if c.name == "fmt.Fprintf" && len(c.vals) > 1 && c.vals[1].Known {
				a := flow.UnionAll(c.vals[2:])
				a.List = c.vals[2:]
				v = fold.Format(c.vals[1], a)
			}
			p.wrote(c, d, v)
		} else if c.name != "io.WriteString" {
			p.u.Out.Join(c.all) // printed (to os.Stdout, os.Stderr)
		}
		return value.Value{}, true
	case "io.Copy", "io.CopyN", "io.CopyBuffer":
		if d := c.arg(0); d.Obj == "file" {
			p.wrote(c, d, c.arg(1))
		}
		return value.Value{S: value.UnknownPart}, true
	case "io.ReadAll", "ioutil.ReadAll":
		v := c.arg(0)
		v.Obj, v.Recv = "", nil
		return v, true
	case "base64.StdEncoding.DecodeString", "base64.URLEncoding.DecodeString", "base64.RawStdEncoding.DecodeString", "base64.RawURLEncoding.DecodeString":
		return p.u.Decoded(c.arg(0), decode.Base64, c.line), true
	case "strings.Join":
		return fold.JoinList(c.arg(0), c.arg(1)), true
	case "hex.DecodeString":
		return p.u.Decoded(c.arg(0), decode.Hex, c.line), true
	case "base32.StdEncoding.DecodeString", "base32.HexEncoding.DecodeString", "base32.StdEncoding.WithPadding.DecodeString":
		return p.u.Decoded(c.arg(0), decode.Base32, c.line), true
	case "exec.Command", "exec.CommandContext":
		v := c.vals
		if c.name == "exec.CommandContext" && len(v) > 0 {
			v = v[1:]
		}
		out := p.run(c.line, c.name, value.Value{List: v}, c.text)
		out.Obj = "exec.Cmd"
		return out, true
	case "net.Dial", "net.DialTimeout", "net.DialTCP", "tls.Dial":
		p.socket(c.line, c.name)
		return value.Value{S: value.UnknownPart, Obj: "net.Conn"}, true
	case "net.LookupHost", "net.LookupIP", "net.LookupTXT", "net.LookupCNAME", "net.LookupAddr", "net.LookupMX":
		p.u.Send(flow.SendDNS, c.line, c.name, "", c.arg(0), c.text)
		return value.Value{S: value.UnknownPart}, true
	case "smtp.SendMail":
		p.u.Send(flow.SendMail, c.line, c.name, "", c.all, c.text)
		return value.Value{}, true
	case "fmt.Println", "fmt.Printf", "fmt.Print":
		p.u.Out.Join(c.all)
		return value.Value{}, true
	case "http.Post", "http.PostForm", "http.Get", "http.Head", "http.NewRequest", "http.NewRequestWithContext":
		p.hiddenDests(c.vals, c.line, c.name, c.text)
		p.u.Send(flow.SendNet, c.line, c.name, hostArg(c.vals), c.all, c.text)
		src := c.name
		if u := c.arg(0); c.name == "http.Get" && u.Known {
			src += " " + u.S // the host judges a download that is run
		}
		return flow.Fetched(value.Value{S: value.UnknownPart, DL: true, Src: value.SrcAt(src, c.line), Obj: "http.Request"}, c.vals, c.line), true
	case "strings.NewReader", "bytes.NewBuffer", "bytes.NewReader", "bytes.NewBufferString", "json.Marshal", "string", "[]byte", "fmt.Sprintf", "url.Values.Encode":
		v := c.all
		if c.name == "fmt.Sprintf" && c.arg(0).Known {
			// The arguments' union carries what they carry into the text.
			a := flow.UnionAll(c.vals[1:])
			a.List = c.vals[1:]
			v = fold.Format(c.arg(0), a)
		} else if len(c.vals) == 1 {
			v = c.vals[0]
		}
		v.Obj, v.Recv = "", nil
		return v, true
	}
	// An http.Client's own methods (c := &http.Client{}; c.Post(…),
	// http.DefaultClient.PostForm(…)) send as http.Post does.
	if (c.m == "Post" || c.m == "PostForm" || c.m == "Get" || c.m == "Head") && (strings.HasPrefix(c.base, "http.Client") || c.base == "http.DefaultClient" || c.recv != nil && strings.HasPrefix(c.recv.Obj, "http.Client")) {
		p.hiddenDests(c.vals, c.line, c.name, c.text)
		p.u.Send(flow.SendNet, c.line, c.name, hostArg(c.vals), c.all, c.text)
		return flow.Fetched(value.Value{S: value.UnknownPart, DL: true, Src: value.SrcAt(c.name, c.line), Obj: "http.Request"}, c.vals, c.line), true
	}
	if c.recv != nil && c.recv.Obj == "file" && (c.m == "WriteString" || c.m == "Write") {
		p.wrote(c, *c.recv, c.arg(0))
		return value.Value{}, true
	}
	if c.m == "Do" || c.m == "Write" && p.sock > 0 {
		p.u.Send(flow.SendNet, c.line, c.name, "", c.all, c.text)
		return value.Value{S: value.UnknownPart, DL: true}, true
	}
	return value.Value{}, false
}

func (p *prog) psCall(c *callSite) (value.Value, bool) {
	switch c.name {
	case "[convert]::toint32", "[convert]::tobyte", "[convert]::tochar":
		// [Convert]::ToInt32($pair, 16): text read as numbers, then
		// made characters: decoding.
		if b := c.arg(1); b.Known && (b.S == "16" || b.S == "2" || b.S == "8") {
			v := c.arg(0)
			v.S, v.Known, v.List = value.UnknownPart, false, nil
			v.Dec = max(v.Dec, 1)
			return v, true
		}
	case "[convert]::frombase64string":
		return p.u.Decoded(c.arg(0), decode.Base64, c.line), true
	case "[convert]::fromhexstring":
		return p.u.Decoded(c.arg(0), decode.Hex, c.line), true
	case "[environment]::getenvironmentvariables":
		return value.Value{S: value.UnknownPart, T: value.EnvAll, Src: value.SrcAt(c.name, c.line)}, true
	case "[environment]::getenvironmentvariable":
		if d, ok := p.u.EnvDynamic(c.line, c.name); ok && !c.arg(0).Known {
			return d, true
		}
		return flow.EnvValue(c.arg(0).S, c.line, c.name+"('"+c.arg(0).S+"')"), true
	case "[scriptblock]::create", "[management.automation.scriptblock]::create", "$executioncontext.invokecommand.invokescript", "$executioncontext.invokecommand.newscriptblock", "$executioncontext.sessionstate.invokecommand.invokescript":
		return p.u.RunCode(c.line, c.name, c.arg(0), "ps", c.text), true
	case "[reflection.assembly]::load", "[appdomain]::currentdomain.load":
		// A .NET assembly loaded from bytes runs in the process: decoded
		// or downloaded bytes are code run unseen.
		if a := c.arg(0); a.Dec > 0 || a.DL {
			p.u.RunCode(c.line, c.name, value.Value{S: value.UnknownPart, Dec: max(a.Dec, 1), DL: a.DL}, "", c.text)
		}
		return value.Value{S: value.UnknownPart, Obj: "assembly"}, true
	case "[io.file]::readalltext", "[io.file]::readallbytes", "[io.file]::readalllines":
		return pathValue2(c.arg(0), c.line), true
	case "[text.encoding]::utf8.getstring", "[text.encoding]::unicode.getstring", "[text.encoding]::ascii.getstring":
		return c.arg(0), true
	case "[net.sockets.tcpclient]::new":
		p.socket(c.line, "TCPClient")
		return value.Value{S: value.UnknownPart, Obj: "net.sockets.tcpclient"}, true
	case "[net.dns]::gethostaddresses", "[net.dns]::gethostentry", "[net.dns]::resolve":
		p.u.Send(flow.SendDNS, c.line, c.name, "", c.arg(0), c.text)
		return value.Value{S: value.UnknownPart}, true
	}
	if c.recv != nil && strings.Contains(c.recv.Obj, "webclient") {
		switch c.m {
		case "uploadstring", "uploaddata", "uploadfile", "uploadvalues", "uploadstringasync":
			p.u.Send(flow.SendNet, c.line, "WebClient."+c.m, hostArg(c.vals), c.all, c.text)
			return value.Value{S: value.UnknownPart}, true
		case "downloadstring", "downloaddata", "downloadfile", "openread":
			p.u.Send(flow.SendNet, c.line, "WebClient."+c.m, hostArg(c.vals), c.all, c.text)
			return value.Value{S: value.UnknownPart, DL: true, Src: value.SrcAt("WebClient."+c.m, c.line)}, true
		}
	}
	if c.recv != nil && strings.Contains(c.recv.Obj, "tcpclient") && (c.m == "getstream" || c.m == "connect") {
		p.socket(c.line, "TCPClient")
		return value.Value{S: value.UnknownPart, Obj: "net.sockets.tcpclient.stream"}, true
	}
	return value.Value{}, false
}

// psCommandStart reports a statement that is a PowerShell command (or a
// pipeline) rather than an expression.
func psCommandStart(ts []lex.Tok) bool {
	if len(ts) == 0 {
		return false
	}
	t := ts[0]
	if t.Kind == lex.Op && (t.S == "&" || t.S == ".") && len(ts) > 1 {
		return true
	}
	if t.Kind != lex.Ident || strings.HasPrefix(t.S, "$") || strings.HasPrefix(t.S, "[") || lex.IsKeyword(t.S) {
		return len(lex.SplitTop(ts, "|")) > 1
	}
	if len(ts) > 1 && ts[1].Kind == lex.Op && ts[1].S == "(" && (strings.Contains(t.S, "-") || psCommandAliases[t.S]) {
		return true // iex ($x), Invoke-Expression (…): a command given a parenthesised argument
	}
	if len(ts) > 1 && ts[1].Kind == lex.Op && (ts[1].S == "(" || ts[1].S == "." || ts[1].S == "=") {
		return false
	}
	return true
}

// psCommandAliases are PowerShell's aliases of the commands the analysis
// follows (PowerShell calls commands without parentheses: "iex (…)" is
// the command iex given one argument).
var psCommandAliases = map[string]bool{"iex": true, "icm": true, "iwr": true, "irm": true, "saps": true, "start": true, "echo": true, "write": true, "curl": true, "wget": true, "scb": true, "gcb": true}

// psPipeline evaluates a PowerShell pipeline of commands.
func (p *prog) psPipeline(ts []lex.Tok) value.Value {
	var in value.Value
	for i, seg := range lex.SplitTop(ts, "|") {
		if len(seg) == 0 {
			continue
		}
		if i == 0 && !psCommandStart(seg) || seg[0].Kind != lex.Ident && !(seg[0].Kind == lex.Op && (seg[0].S == "&" || seg[0].S == "%" || seg[0].S == "?")) {
			in = p.eval(seg)
			continue
		}
		in = p.psCommand(seg, in)
	}
	return in
}

// psCmd is one PowerShell command: its name in lower case, its named
// parameters (with their dash, in lower case), its positional arguments
// and its pipeline input, with the union of all of them.
type psCmd struct {
	name       string
	params     map[string]value.Value
	pos        []value.Value
	stdin, all value.Value
	line       int
	text       string
}

// get is the first of the named parameters given.
func (c *psCmd) get(names ...string) (value.Value, bool) {
	for _, n := range names {
		if v, ok := c.params[n]; ok {
			return v, true
		}
	}
	return value.Value{}, false
}

// first is the first of the named parameters given, or else the first
// positional argument (PowerShell binds it to the main parameter).
func (c *psCmd) first(names ...string) value.Value {
	if v, ok := c.get(names...); ok {
		return v
	}
	if len(c.pos) > 0 {
		return c.pos[0]
	}
	return value.Value{S: value.UnknownPart}
}

// psCommand evaluates one command of a PowerShell pipeline given its
// input: its arguments bound, miners looked for in them, then the
// command by its family.
func (p *prog) psCommand(seg []lex.Tok, stdin value.Value) value.Value {
	c := &psCmd{name: strings.ToLower(seg[0].S), stdin: stdin, line: p.at(seg[0]), text: p.text(seg[0].Line)}
	c.params, c.pos = p.psArgs(seg)
	c.all = stdin
	for _, v := range c.params {
		c.all.Join(v)
	}
	for _, v := range c.pos {
		c.all.Join(v)
	}
	for _, v := range append(c.pos, stdin) {
		if v.Known {
			p.u.Miner(c.line, v.S, c.text)
		}
	}
	for _, k := range []string{"-argumentlist", "-filepath", "-args"} {
		if v, ok := c.params[k]; ok && v.Known {
			p.u.Miner(c.line, v.S, c.text)
		}
	}
	if v, ok := p.psNetCommand(c); ok {
		return v
	}
	// powershell -enc …, pwsh -c … run from a script: the line runs as
	// a command line does (its -EncodedCommand decoded).
	if n := strings.TrimSuffix(c.name, ".exe"); n == "powershell" || n == "pwsh" {
		line := value.Known(n)
		for _, t := range seg[1:] {
			x := value.Known(t.S)
			if t.Kind != lex.Op {
				x = p.eval([]lex.Tok{t})
			}
			line = value.Concat(value.Concat(line, value.Known(" ")), x)
		}
		p.u.RunCode(c.line, n, line, "sh", c.text)
		return value.Value{S: value.UnknownPart}
	}
	if v, ok := p.psLocalCommand(c); ok {
		return v
	}
	v := c.all
	v.S, v.Known = value.UnknownPart, false
	return v
}

// psArgs binds a command's arguments: "-Name value" pairs (a switch
// without a value is "true") and positional arguments.
func (p *prog) psArgs(seg []lex.Tok) (params map[string]value.Value, pos []value.Value) {
	e := &ev{p: p, ts: seg, i: 1}
	params = map[string]value.Value{}

	for !e.eof() {
		t := e.peek()
		if t.Kind == lex.Op && strings.HasPrefix(t.S, "-") && len(t.S) > 1 {
			e.i++
			if e.eof() || e.peek().Kind == lex.Op && strings.HasPrefix(e.peek().S, "-") && len(e.peek().S) > 1 {
				params[t.S] = value.Known("true")
				continue
			}
			// In a command, a parameter's value is one argument: the
			// next "-Name" is the next parameter, not an operator.
			v := e.unary()
			// A list after a parameter is its value, all of it:
			// -ArgumentList '-NoP', '-enc', $cfg.
			if !e.eof() && e.peek().Kind == lex.Op && e.peek().S == "," {
				l := value.Value{S: value.UnknownPart, List: []value.Value{v}}
				l.Join(v)
				for !e.eof() && e.peek().Kind == lex.Op && e.peek().S == "," {
					e.i++
					if e.eof() {
						break
					}
					x := e.unary()
					l.List = append(l.List, x)
					l.Join(x)
				}
				v = l
			}
			if isAuthKey(t.S) {
				v = value.AsAuth(v)
			}
			params[t.S] = v
			continue
		}
		start := e.i
		if t.Kind == lex.Open || t.Kind == lex.Close {
			e.i++
			continue
		}
		pos = append(pos, e.unary())
		if e.i == start {
			e.i++
		}
	}
	return params, pos
}

// psNetCommand is the commands that reach the network: web requests,
// mail, DNS, the clipboard, and the objects that open sockets.
func (p *prog) psNetCommand(c *psCmd) (value.Value, bool) {
	switch c.name {
	case "invoke-webrequest", "iwr", "invoke-restmethod", "irm", "curl", "wget", "start-bitstransfer":
		u := c.first("-uri", "-source")
		d := c.stdin
		for k, v := range c.params {
			if k == "-uri" || k == "-outfile" || k == "-method" {
				continue
			}
			if k == "-infile" {
				v = p.u.ReadPath(pathValue2(v, c.line), c.line)
			}
			d.Join(v)
		}
		d.Join(u)
		p.u.HiddenDest(u, c.line, c.name, c.text)
		p.u.Send(flow.SendNet, c.line, c.name, tables.HostOf(u.S), d, c.text)
		src := c.name
		if u.Known {
			src += " " + u.S // its host judges what is run of it
		}
		if o, ok := c.get("-outfile", "-destination"); ok {
			p.u.Wrote(o, value.Value{DL: true, Src: value.SrcAt(src, c.line)})
		}
		return flow.Fetched(value.Value{S: value.UnknownPart, DL: true, Src: value.SrcAt(src, c.line)}, []value.Value{u}, c.line), true
	case "send-mailmessage":
		p.u.Send(flow.SendMail, c.line, c.name, "", c.all, c.text)
		return value.Value{}, true
	case "resolve-dnsname":
		p.u.Send(flow.SendDNS, c.line, c.name, "", c.first("-name"), c.text)
		return value.Value{S: value.UnknownPart}, true
	case "set-clipboard", "scb":
		p.u.Send(flow.SendClipboard, c.line, c.name, "", c.all, c.text)
		return value.Value{}, true
	case "new-object":
		tv := c.first("-typename")
		tn := strings.ToLower(tv.S)
		if !tv.Known {
			tn = strings.ToLower(tv.Obj)
		}
		tn = strings.TrimPrefix(tn, "system.")
		if strings.Contains(tn, "tcpclient") {
			p.socket(c.line, "TCPClient")
		}
		return value.Value{S: value.UnknownPart, Obj: tn}, true
	}
	return value.Value{}, false
}

// psLocalCommand is the commands that run code or processes, read the
// environment and files, build paths and archives, and write output.
func (p *prog) psLocalCommand(c *psCmd) (value.Value, bool) {
	switch c.name {
	case "invoke-expression", "iex":
		code := c.stdin
		if v, ok := c.get("-command"); ok || len(c.pos) > 0 {
			if !ok {
				v = c.pos[0]
			}
			code = v
		}
		if p.sock > 0 {
			p.shell(c.line, c.name+" of what the connection sends")
		}
		return p.u.RunCode(c.line, c.name, code, "ps", c.text), true
	case "get-childitem", "gci", "dir", "ls", "get-item", "gi":
		if pv := c.first("-path"); strings.HasPrefix(strings.ToLower(pv.S), "env:") || pv.Obj == "env" {
			return value.Value{S: value.UnknownPart, T: value.EnvAll, Src: value.SrcAt(c.name+" env:", c.line)}, true
		}
		return pathValue2(c.first("-path"), c.line), true
	case "get-content", "gc", "cat", "type":
		return p.u.ReadPath(pathValue2(c.first("-path", "-literalpath"), c.line), c.line), true
	case "compress-archive":
		dst, _ := c.get("-destinationpath")
		src := c.first("-path", "-literalpath")
		p.u.Wrote(dst, pathValue2(src, c.line))
		return value.Value{}, true
	case "join-path":
		v := value.Concat(value.Concat(c.first("-path"), value.Known("\\")), c.params["-childpath"])
		if len(c.pos) > 1 {
			v = value.Concat(value.Concat(c.pos[0], value.Known("\\")), c.pos[1])
		}
		return pathValue2(v, c.line), true
	case "write-output", "write-host", "echo", "write":
		p.u.Out.Join(c.all)
		return c.all, true
	case "start-process", "saps", "start", "&":
		cmd := c.first("-filepath")
		if interactiveShell(cmd) {
			p.shell(c.line, c.name+" "+cmd.S)
		}
		p.runWritten(c.line, c.name, cmd, c.text)
		// A shell or an interpreter started with an argument line runs
		// that line: Start-Process powershell -ArgumentList "-enc …".
		prog := cmd.S
		if !cmd.Known && !strings.ContainsAny(cmd.S, `/\`) {
			prog = cmd.Obj // a bare word: powershell ("$env:WINDIR\System32\mshta.exe" keeps its name: lead18)
		}
		prog = strings.ToLower(flow.CmdName(strings.ReplaceAll(prog, "\\", "/")))
		a, ok := c.get("-argumentlist", "-args")
		if !ok && lolbin.Named(prog) && len(c.pos) > 1 { // & mshta URL, Start-Process regsvr32 '/i:URL scrobj.dll' (lead18)
			a, ok = value.Value{S: value.UnknownPart, List: c.pos[1:]}, true
		}
		if ok && (tables.Shells[prog] || interpreterName(prog) || lolbin.Named(prog)) {
			if a.List != nil {
				a = fold.JoinList(a, value.Known(" "))
			}
			p.u.RunCode(c.line, c.name+" "+prog, value.Concat(value.Known(prog+" "), a), "sh", c.text)
		}
		return value.Value{S: value.UnknownPart}, true
	case "set-content", "add-content", "out-file":
		return value.Value{}, true
	}
	return value.Value{}, false
}

// hiddenDests checks the first argument (the URL) of a network call.
func (p *prog) hiddenDests(vals []value.Value, line int, name, text string) {
	if len(vals) > 0 {
		p.u.HiddenDest(vals[0], line, name, text)
	}
}

// payload is what a request sends: its arguments and receiver, but not
// the URL when its base is not known (a URL read from configuration
// carries its destination, not data).
func payload(vals []value.Value, recv *value.Value) value.Value {
	var d value.Value
	for i, v := range vals {
		if i == 0 && (strings.HasPrefix(v.S, value.UnknownPart+"/") || strings.HasPrefix(v.S, value.UnknownPart+":")) {
			continue
		}
		d.Join(v)
	}
	if recv != nil {
		d.Join(*recv)
	}
	return d
}

// interpreterName reports a program that runs code or a command line it
// is given: an interpreter, PowerShell or cmd.
func interpreterName(n string) bool {
	_, ok := tables.Interpreters[strings.TrimRight(n, "0123456789.")]
	return ok || n == "powershell" || n == "pwsh" || n == "cmd"
}

// isSelf reports the name of the object a method runs on.
func isSelf(s string) bool { return s == "self" || s == "cls" || s == "this" }

// selfField binds self.x = v (this.x, cls.x) as a name of its own, so
// that a later self.x reads v itself, not everything self was given.
func (p *prog) selfField(tg []lex.Tok, op string, v value.Value) {
	if op == "=" && len(tg) == 3 && isSelf(tg[0].S) && tg[1].S == "." && tg[2].Kind == lex.Ident {
		// A method's parameters are numbered per method: what one
		// method's parameter gave self is no parameter of another.
		v.Param = 0
		p.vars[tg[0].S+"."+tg[2].S] = v
	}
}

// classAttr is what self.x, cls.x or this.x reads when no method set
// it: the class attribute or field x assigned in the class's body
// (`_verb = "".join(map(chr, […]))` read back as self._verb).
func (p *prog) classAttr(name, key string) (value.Value, bool) {
	if !isSelf(name) {
		return value.Value{}, false
	}
	v, ok := p.vars[key]
	return v, ok
}

// goEncLookup is Go's encoders (hex.EncodeToString, an Encoding's
// EncodeToString) and a resolver's Lookup methods (a DNS sink).
func (p *prog) goEncLookup(c *callSite) (value.Value, bool) {
	if c.name == "hex.EncodeToString" || c.m == "EncodeToString" {
		return value.Encoded(c.arg(0)), true
	}
	if strings.HasPrefix(c.m, "Lookup") && (c.base == "net.DefaultResolver" || c.recv != nil && strings.HasPrefix(c.recv.Obj, "net.Resolver")) {
		p.u.Send(flow.SendDNS, c.line, c.name, "", c.arg(1), c.text) // (ctx, name)
		return value.Value{S: value.UnknownPart}, true
	}
	return value.Value{}, false
}
