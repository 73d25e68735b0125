package script

import (
	"strings"
)

// call evaluates a call of fv (a named function or method) with args.
func (p *prog) call(fv Value, args []arg, t tok) Value {
	name := fv.Obj
	recv := fv.Recv
	line := p.at(t)
	text := p.text(t.line)
	if p.lang == "js" {
		for _, pre := range []string{"window.", "globalThis.", "global.", "self."} {
			name = strings.TrimPrefix(name, pre)
		}
	}
	if p.lang == "ps" {
		name = strings.ToLower(name)
	}
	vals := make([]Value, len(args))
	for i, a := range args {
		vals[i] = a.v
	}
	all := unionAll(vals)
	if recv != nil {
		all.join(*recv)
	}
	arg := func(i int) Value {
		if i >= 0 && i < len(vals) {
			return vals[i]
		}
		return Value{S: unknownPart}
	}
	kw := func(k string) (Value, bool) {
		for _, a := range args {
			if a.key == k {
				return a.v, true
			}
		}
		return Value{}, false
	}
	m := name[strings.LastIndexByte(name, '.')+1:]
	base := ""
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		base = name[:i]
	}

	// A function of this file or of a skill module it imports.
	if s := p.summaryOf(name); s != nil {
		for i, a := range vals {
			if i < 64 && s.sendsParam&(1<<uint(i)) != 0 {
				d := a
				d.Param = 0
				p.u.send(sendNet, line, s.sendSink+" (through "+name+")", "", d, text)
			}
			if i < 64 && s.execParam&(1<<uint(i)) != 0 {
				p.u.runCode(line, name, a, "", text)
			}
		}
		out := s.out
		// Parameters passed on carry into the caller's summary.
		for i, a := range vals {
			if i < 64 && (s.sendsParam|s.execParam)&(1<<uint(i)) != 0 && a.Param != 0 && p.u.fn != nil {
				if s.sendsParam&(1<<uint(i)) != 0 {
					p.u.fn.sendsParam |= a.Param
					p.u.fn.sendSink = s.sendSink
				}
				if s.execParam&(1<<uint(i)) != 0 {
					p.u.fn.execParam |= a.Param
				}
			}
		}
		out.S = unknownPart
		return out
	}

	switch p.lang {
	case "py":
		if v, ok := p.pyCall(name, m, base, recv, args, vals, arg, kw, all, line, text); ok {
			return v
		}
	case "js":
		if v, ok := p.jsCall(name, m, base, recv, vals, arg, all, line, text); ok {
			return v
		}
	case "go":
		if v, ok := p.goCall(name, m, vals, arg, all, line, text); ok {
			return v
		}
	case "ps":
		if v, ok := p.psCall(name, m, recv, vals, arg, all, line, text); ok {
			return v
		}
	}
	// Methods on values every language shares.
	if recv != nil {
		if v, ok := p.method(m, *recv, vals, arg, line); ok {
			return v
		}
	}
	// Any other call: what goes in may come out; the result is named
	// after the call, for methods called on it.
	out := all
	out.S, out.Known, out.List, out.Recv = unknownPart, false, nil, nil
	out.Obj = name
	return out
}

// summaryOf is the summary of a function of this file or of an imported
// skill module, nil if there is none.
func (p *prog) summaryOf(name string) *summary {
	if name == "" {
		return nil
	}
	k := "fn:" + p.u.module + "." + name
	if !strings.Contains(name, ".") {
		if s := p.u.a.summaries[k]; s != nil {
			return s
		}
	}
	if s := p.u.a.summaries["fn:"+name]; s != nil {
		return s
	}
	return nil
}

// method is a method of strings and lists: join, split, reverse,
// replace, decode, format.
func (p *prog) method(m string, r Value, vals []Value, arg func(int) Value, line int) (Value, bool) {
	switch strings.ToLower(m) {
	case "join":
		if p.lang == "py" || p.lang == "go" {
			return joinList(arg(0), r), true
		}
		return joinList(r, orEmpty(arg(0), len(vals) == 0, ",")), true
	case "split":
		if r.Known && len(vals) > 0 && arg(0).Known && arg(0).S == "" {
			v := r
			v.List = nil
			for _, c := range r.S {
				v.List = append(v.List, known(string(c)))
			}
			return v, true
		}
	case "reverse":
		if r.List != nil {
			v := r
			v.List = make([]Value, len(r.List))
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
		switch {
		case enc == "rot13" || enc == "rot_13":
			return p.u.decoded(r, func(s string) (string, bool) { return rot13(s), true }, line), true
		case enc == "hex" && m == "decode":
			return p.u.decoded(r, decodeHex, line), true
		case enc == "base64" && m == "decode":
			return p.u.decoded(r, decodeBase64, line), true
		}
		return v, true
	case "format":
		if r.Known {
			v := r
			s := r.S
			for i, a := range vals {
				s = strings.Replace(s, "{}", a.S, 1)
				s = strings.ReplaceAll(s, "{"+itoa(i)+"}", a.S)
				v.join(a)
				v.Known = v.Known && a.Known
			}
			v.S = s
			return v, true
		}
	case "concat":
		v := r
		for _, a := range vals {
			v = concat(v, a)
		}
		return v, true
	}
	return Value{}, false
}

func orEmpty(v Value, none bool, def string) Value {
	if none {
		return known(def)
	}
	return v
}

func itoa(i int) string { return strings.TrimSpace(strings.Repeat(" ", 0) + string(rune('0'+i%10))) }

// hostArg is the host of the first argument that holds a URL.
func hostArg(vals []Value) string {
	for _, v := range vals {
		if h := hostOf(v.S); h != "" {
			return h
		}
	}
	return ""
}

var shellNames = lazyRegexp(`^(?:/(?:usr/)?bin/)?(?:ba|z|da|k|c|tc)?sh$|^cmd(?:\.exe)?$|^(?:powershell|pwsh)(?:\.exe)?$`)

// interactiveShell reports a command line (or argv list) that starts a
// bare shell (no -c command): what a reverse shell attaches to a socket.
func interactiveShell(cmd Value) bool {
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
func cmdLine(v Value) Value {
	if v.List == nil {
		return v
	}
	// ["bash", "-c", code] runs code.
	if len(v.List) >= 3 && shells[cmdName(v.List[0].S)] && v.List[1].S == "-c" {
		return v.List[2]
	}
	out := known("")
	for i, x := range v.List {
		if i > 0 {
			out = concat(out, known(" "))
		}
		if x.Known && strings.ContainsAny(x.S, " |;&$`") {
			x.S = "'" + strings.ReplaceAll(x.S, "'", `'\''`) + "'"
		}
		out = concat(out, x)
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
	p.u.hit(Hit{Kind: ReverseShell, Line: l, Level: 3, Source: p.sockHow, Sink: p.shellHw, Text: p.text(l - p.u.lineBase)})
}

// run is a call that runs a command line (os.system, execSync,
// exec.Command…): its folded text is analysed as shell.
func (p *prog) run(line int, runner string, cmd Value, text string) Value {
	if interactiveShell(cmd) {
		p.shell(line, runner+" "+strings.Fields(cmdLine(cmd).S + " ")[0])
	}
	return p.u.runCode(line, runner, cmdLine(cmd), "sh", text)
}

func (p *prog) pyCall(name, m, base string, recv *Value, args []arg, vals []Value, arg func(int) Value, kw func(string) (Value, bool), all Value, line int, text string) (Value, bool) {
	switch name {
	case "os.getenv", "os.environ.get", "os.environ.setdefault", "os.environ.pop", "environ.get":
		return envValue(arg(0).S, line, "os.environ['"+arg(0).S+"']"), true
	case "dict", "os.environ.copy", "os.environ.items", "os.environ.keys", "os.environ.values", "list", "tuple", "sorted", "str", "repr", "json.dumps", "bytes", "bytearray", "reversed":
		if name == "reversed" && arg(0).Known {
			v := arg(0)
			v.S = reverse(v.S)
			v.Dec++
			return v, true
		}
		if (name == "bytes" || name == "bytearray") && arg(0).List != nil {
			if s, ok := charCodes(arg(0).List); ok {
				v := known(s)
				v.Dec = 1
				return v, true
			}
		}
		if recv != nil && recv.Obj == "os.environ" {
			return Value{S: unknownPart, T: EnvAll, Src: srcAt("os.environ", line)}, true
		}
		v := all
		v.Obj, v.Recv = "", nil
		if len(vals) == 1 && (name == "str" || name == "bytes" || name == "repr") {
			v = vals[0]
		}
		if name == "json.dumps" || name == "str" || name == "repr" {
			p.u.harvest(v, line, "gathered into one payload by "+name, text)
		}
		return v, true
	case "base64.b64encode", "base64.urlsafe_b64encode", "base64.b32encode", "pickle.dumps", "marshal.dumps", "zlib.compress", "binascii.hexlify":
		v := arg(0)
		v.S, v.Known, v.Obj, v.Recv, v.Enc = unknownPart, false, "", nil, true
		p.u.harvest(v, line, "gathered and encoded by "+name, text)
		return v, true
	case "chr", "unichr":
		if s, ok := charCodes(vals[:min(1, len(vals))]); ok {
			v := known(s)
			v.Dec = 1
			return v, true
		}
		// chr of a computed code (a generator over a list of codes):
		// text made from numbers is decoded text.
		v := arg(0)
		v.S, v.Known, v.List = unknownPart, false, nil
		v.Dec = max(v.Dec, 1)
		return v, true
	case "map":
		if len(vals) > 1 && (vals[0].Obj == "chr" || vals[0].Obj == "unichr") {
			if s, ok := charCodes(vals[1].List); ok && vals[1].List != nil {
				v := known(s)
				v.Dec = 1
				v.List = nil
				for _, c := range s {
					v.List = append(v.List, known(string(c)))
				}
				return v, true
			}
			v := vals[1]
			v.S, v.Known, v.List = unknownPart, false, nil
			v.Dec = max(v.Dec, 1)
			return v, true
		}
	case "keyring.get_password", "keyring.get_credential":
		return Value{S: unknownPart, T: Keychain, Src: srcAt("keyring", line)}, true
	case "os.path.expanduser", "os.path.expandvars", "os.path.abspath", "os.path.realpath", "pathlib.Path", "Path", "pathlib.Path.home", "Path.home", "os.path.join", "os.sep.join":
		if strings.HasSuffix(name, "home") {
			return known("~"), true
		}
		v := foldJoin(args, "/")
		return pathValue2(v, line), true
	case "open", "io.open", "codecs.open", "builtins.open":
		v := p.u.readPath(arg(0), line)
		v.S, v.Known, v.Obj = unknownPart, false, "file"
		if arg(0).Known {
			v.From = arg(0).S
		}
		return v, true
	// Archives carry what they pack (a wallet folder zipped, then sent).
	case "zipfile.ZipFile", "tarfile.open", "tarfile.TarFile", "py7zr.SevenZipFile":
		v := arg(0)
		v.Obj = "archive"
		return v, true
	case "shutil.make_archive":
		out := arg(0)
		ext := map[string]string{"zip": ".zip", "tar": ".tar", "gztar": ".tar.gz", "bztar": ".tar.bz2", "xztar": ".tar.xz"}[arg(1).S]
		out = concat(out, known(ext))
		src := arg(2)
		if d, ok := kw("root_dir"); ok {
			src = d
		}
		if d, ok := kw("base_dir"); ok {
			src = concat(concat(src, known("/")), d)
		}
		t := pathValue2(src, line)
		p.u.wrote(out, t)
		out.join(t)
		return out, true
	case "base64.b64decode", "base64.standard_b64decode", "base64.urlsafe_b64decode", "base64.decodebytes", "base64.decodestring", "binascii.a2b_base64", "b64decode":
		return p.u.decoded(arg(0), decodeBase64, line), true
	case "base64.b32decode":
		return p.u.decoded(arg(0), decodeBase32, line), true
	case "bytes.fromhex", "bytearray.fromhex", "binascii.unhexlify", "binascii.a2b_hex", "base64.b16decode":
		return p.u.decoded(arg(0), decodeHex, line), true
	case "codecs.decode", "codecs.encode":
		switch strings.ToLower(strings.ReplaceAll(arg(1).S, "-", "_")) {
		case "rot13", "rot_13":
			return p.u.decoded(arg(0), func(s string) (string, bool) { return rot13(s), true }, line), true
		case "hex", "hex_codec":
			return p.u.decoded(arg(0), decodeHex, line), true
		case "base64", "base64_codec":
			return p.u.decoded(arg(0), decodeBase64, line), true
		}
		v := arg(0)
		return v, true
	case "pickle.loads", "dill.loads", "cloudpickle.loads", "_pickle.loads", "pickle.load":
		// Unpickling runs what the data names: decoded or downloaded
		// data unpickled is code run.
		if a := arg(0); a.Dec > 0 || a.DL {
			p.u.runCode(line, name, Value{S: unknownPart, Dec: max(a.Dec, 1), DL: a.DL}, "", text)
		}
		v := arg(0)
		v.Dec++
		v.S, v.Known = unknownPart, false
		return v, true
	case "zlib.decompress", "gzip.decompress", "bz2.decompress", "lzma.decompress", "marshal.loads":
		v := arg(0)
		v.Dec++
		v.S, v.Known = unknownPart, false
		return v, true
	case "urllib.parse.unquote", "unquote":
		return p.u.decoded(arg(0), urlUnescape, line), true
	case "exec", "eval", "compile", "builtins.exec", "builtins.eval":
		return p.u.runCode(line, name, arg(0), "py", text), true
	case "__import__", "importlib.import_module":
		// __import__("base64").b64decode(…): the module by its name.
		if a := arg(0); a.Known && a.S != "" {
			m := a.S
			if al, ok := p.alias[m]; ok {
				m = al
			}
			return Value{S: unknownPart, Obj: m}, true
		}
	case "os.system", "os.popen", "subprocess.getoutput", "subprocess.getstatusoutput", "commands.getoutput", "os.popen2", "os.popen3":
		v := p.run(line, name, arg(0), text)
		v.Obj = "popen"
		return v, true
	case "pty.spawn":
		p.shell(line, "pty.spawn")
		return Value{}, true
	case "os.dup2":
		if strings.Contains(arg(0).Obj, "fileno") || p.sock > 0 {
			p.shell(line, "os.dup2 of a socket onto the standard streams")
		}
		return Value{}, true
	case "print", "sys.stdout.write", "pprint.pprint", "logging.info":
		p.u.out.join(all)
		return Value{}, true
	case "socket.create_connection", "socket.socket.connect", "socket.socket.connect_ex":
		p.socket(line, name)
		p.u.send(sendNet, line, name, "", all, text)
		return Value{S: unknownPart, Obj: "socket.socket"}, true
	case "socket.gethostbyname", "socket.gethostbyname_ex", "socket.getaddrinfo", "dns.resolver.resolve", "dns.resolver.query", "dns.resolver.Resolver.resolve", "resolver.resolve":
		p.u.send(sendDNS, line, name, "", arg(0), text)
		return Value{S: unknownPart}, true
	case "pyperclip.copy", "clipboard.copy":
		p.u.send(sendClipboard, line, name, "", all, text)
		return Value{}, true
	case "webbrowser.open", "webbrowser.open_new":
		p.u.send(sendNet, line, name, hostOf(arg(0).S), arg(0), text)
		return Value{}, true
	}
	if recv != nil && recv.Obj == "archive" && (m == "write" || m == "add" || m == "writestr" || m == "writeall") {
		p.u.wrote(*recv, p.u.readPath(pathValue2(arg(0), line), line))
		return Value{}, true
	}
	if strings.HasPrefix(name, "subprocess.") || strings.HasPrefix(name, "os.exec") || strings.HasPrefix(name, "os.spawn") || strings.HasPrefix(name, "asyncio.create_subprocess") {
		cmd := arg(0)
		if strings.HasPrefix(name, "os.exec") || strings.HasPrefix(name, "os.spawn") || name == "asyncio.create_subprocess_exec" {
			cmd = Value{List: vals[min(1, len(vals)):]}
			if strings.HasPrefix(name, "os.spawn") && len(vals) > 2 {
				cmd = Value{List: vals[2:]}
			}
		}
		if s, ok := kw("stdin"); ok && (strings.Contains(s.Obj, "socket") || strings.Contains(s.Obj, "fileno")) {
			p.shell(line, name+" with a socket as its input")
		}
		v := p.run(line, name, cmd, text)
		v.Obj = name
		return v, true
	}
	// HTTP clients and other senders.
	if (strings.HasPrefix(name, "requests.") || strings.HasPrefix(name, "httpx.") || strings.HasPrefix(name, "aiohttp.") || strings.HasPrefix(name, "urllib3.")) && isHTTPMethod(m) ||
		name == "urllib.request.urlopen" || name == "urllib.request.Request" || name == "urllib2.urlopen" || name == "urllib.urlopen" || name == "urllib.request.urlretrieve" ||
		strings.HasPrefix(base, "http.client.") && (m == "request" || m == "send" || m == "putrequest") ||
		isHTTPMethod(m) && (m == "post" || m == "put" || m == "patch") && recv != nil ||
		m == "sendall" || m == "sendto" || m == "send" && strings.Contains(base, "socket") ||
		strings.HasPrefix(base, "smtplib.") && (m == "sendmail" || m == "send_message") || strings.HasPrefix(base, "ftplib.") && strings.HasPrefix(m, "stor") {
		host := hostArg(vals)
		if u, ok := kw("url"); ok && host == "" {
			host = hostOf(u.S)
		}
		p.hiddenDests(vals, line, name, text)
		kind := sendNet
		if strings.HasPrefix(base, "smtplib.") {
			kind = sendMail
		}
		d := payload(vals, recv)
		if recv != nil && recv.Obj == "http.client.HTTPSConnection" || recv != nil && recv.Obj == "http.client.HTTPConnection" {
			host = hostOf("https://" + recv.S)
		}
		p.u.send(kind, line, name, host, d, text)
		return Value{S: unknownPart, DL: true, Src: srcAt(name, line), Obj: name}, true
	}
	if name == "socket.socket" || name == "socket.socket.fileno" || m == "fileno" {
		return Value{S: unknownPart, Obj: name}, true
	}
	if (name == "http.client.HTTPSConnection" || name == "http.client.HTTPConnection") && arg(0).Known {
		v := arg(0)
		v.Obj = name
		return v, true
	}
	return Value{}, false
}

func pathValue2(v Value, line int) Value {
	if t := pathTaint(v.S); t != 0 && v.T&t == 0 {
		v.T |= t
		v.Src = srcAt(v.S, line)
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

func (p *prog) jsCall(name, m, base string, recv *Value, vals []Value, arg func(int) Value, all Value, line int, text string) (Value, bool) {
	switch name {
	case "require":
		return Value{S: unknownPart, Obj: p.module(arg(0).S)}, true
	// Deno and Bun: the environment, files, processes, sockets, DNS.
	case "Deno.env.get", "Bun.env.get":
		if n := arg(0).S; n == "HOME" || n == "USERPROFILE" {
			return known("~"), true
		}
		return envValue(arg(0).S, line, "Deno.env.get(\""+arg(0).S+"\")"), true
	case "Deno.env.toObject":
		return Value{S: unknownPart, T: EnvAll, Src: srcAt("Deno.env.toObject()", line)}, true
	case "Deno.homeDir":
		return known("~"), true
	case "Deno.readTextFile", "Deno.readFile", "Deno.readTextFileSync", "Deno.readFileSync", "Bun.file", "Deno.open", "Deno.openSync":
		v := pathValue2(arg(0), line)
		if v.Known {
			v.From = v.S
		}
		v.S, v.Known = unknownPart, false
		return v, true
	case "Deno.Command", "Deno.run", "Bun.spawn", "Bun.spawnSync":
		p.u.miner(line, text, text)
		cmd := arg(0)
		if name == "Deno.Command" && len(vals) > 1 {
			cmd = concat(concat(cmd, known(" ")), vals[1])
		}
		v := p.run(line, name, cmd, text)
		v.Obj = "child_process.ChildProcess"
		return v, true
	case "Deno.connect", "Deno.connectTls", "Bun.connect":
		p.socket(line, name)
		return Value{S: unknownPart, Obj: "net.Socket"}, true
	case "Deno.resolveDns":
		p.u.send(sendDNS, line, name, "", arg(0), text)
		return Value{S: unknownPart}, true
	case "atob", "Buffer.from", "Buffer.alloc", "decodeURIComponent", "unescape", "decodeURI":
		if name == "Buffer.from" {
			switch strings.ToLower(arg(1).S) {
			case "base64", "base64url":
				return p.u.decoded(arg(0), decodeBase64, line), true
			case "hex":
				return p.u.decoded(arg(0), decodeHex, line), true
			}
			if arg(0).List != nil {
				if s, ok := charCodes(arg(0).List); ok {
					v := known(s)
					v.Dec = 1
					return v, true
				}
			}
			return arg(0), true
		}
		if name == "atob" {
			return p.u.decoded(arg(0), decodeBase64, line), true
		}
		if name == "Buffer.alloc" {
			return Value{S: unknownPart}, true
		}
		v := p.u.decoded(arg(0), urlUnescape, line)
		if v.Known && v.S == arg(0).S {
			v.Dec--
		}
		return v, true
	case "String.fromCharCode", "String.fromCodePoint":
		list := vals
		if len(vals) == 1 && vals[0].List != nil {
			list = vals[0].List
		}
		if s, ok := charCodes(list); ok {
			v := known(s)
			v.Dec = 1
			return v, true
		}
		v := all
		v.Dec++
		v.S, v.Known = unknownPart, false
		return v, true
	case "eval", "Function", "vm.runInThisContext", "vm.runInNewContext", "vm.runInContext", "vm.Script", "vm.compileFunction":
		code := arg(len(vals) - 1) // Function's body is its last argument
		if strings.HasPrefix(name, "vm.") {
			code = arg(0) // the vm's code comes first, its context after
		}
		return p.u.runCode(line, name, code, "js", text), true
	case "JSON.stringify", "Object.entries", "Object.keys", "Object.values", "Object.assign", "JSON.parse", "String", "encodeURIComponent", "btoa", "Buffer.concat":
		v := all
		v.Obj, v.Recv, v.List = "", nil, nil
		if len(vals) == 1 && (name == "String" || name == "encodeURIComponent" || name == "JSON.stringify") {
			v.S, v.Known = vals[0].S, vals[0].Known
			if name == "JSON.stringify" {
				v.Known = false
			}
		}
		if name == "JSON.stringify" || name == "btoa" {
			p.u.harvest(v, line, "gathered into one payload by "+name, text)
		}
		return v, true
	case "os.homedir", "require.os.homedir":
		return known("~"), true
	case "path.join", "path.resolve":
		return pathValue2(foldJoin(argsOf(vals), "/"), line), true
	case "console.log", "console.info", "process.stdout.write", "console.error":
		p.u.out.join(all)
		return Value{}, true
	case "net.connect", "net.createConnection", "tls.connect", "net.Socket.connect", "net.Socket":
		if name != "net.Socket" {
			p.socket(line, name)
		}
		return Value{S: unknownPart, Obj: "net.Socket"}, true
	case "navigator.clipboard.writeText", "clipboardy.write", "clipboardy.writeSync":
		p.u.send(sendClipboard, line, name, "", all, text)
		return Value{}, true
	}
	if base == "child_process" || strings.HasSuffix(base, ".child_process") {
		switch m {
		case "exec", "execSync", "spawn", "spawnSync", "execFile", "execFileSync", "fork":
			cmd := arg(0)
			if (m == "spawn" || m == "spawnSync" || m == "execFile" || m == "execFileSync") && len(vals) > 1 && vals[1].List != nil {
				cmd = Value{List: append([]Value{arg(0)}, vals[1].List...)}
			}
			if m == "fork" {
				p.u.a.runs(p.u.path, arg(0).S, "js")
				return Value{S: unknownPart}, true
			}
			v := p.run(line, "child_process."+m, cmd, text)
			v.Obj = "child_process.ChildProcess"
			return v, true
		}
	}
	if strings.HasPrefix(base, "dns") && (strings.HasPrefix(m, "resolve") || m == "lookup" || m == "reverse") {
		p.u.send(sendDNS, line, name, "", arg(0), text)
		return Value{S: unknownPart}, true
	}
	if name == "fetch" || name == "node-fetch" || name == "axios" || name == "got" || name == "request" || name == "superagent" || name == "ky" || name == "needle" || name == "undici.request" || name == "undici.fetch" ||
		(base == "axios" || base == "got" || base == "superagent" || base == "request" || base == "ky" || base == "needle" || base == "$" || base == "jQuery" || base == "undici") && isHTTPMethod(m) ||
		(base == "http" || base == "https") && (m == "request" || m == "get") || name == "navigator.sendBeacon" ||
		recv != nil && (strings.HasPrefix(recv.Obj, "http.request") || strings.HasPrefix(recv.Obj, "https.request") || strings.HasPrefix(recv.Obj, "net.Socket") || strings.HasPrefix(recv.Obj, "XMLHttpRequest") || strings.HasPrefix(recv.Obj, "WebSocket") || strings.HasSuffix(recv.Obj, "axios.create")) && (m == "write" || m == "end" || m == "send" || isHTTPMethod(m)) ||
		strings.HasSuffix(m, "sendMail") {
		host := hostArg(vals)
		if recv != nil && host == "" {
			host = hostOf(recv.S)
		}
		p.hiddenDests(vals, line, name, text)
		kind := sendNet
		if strings.HasSuffix(m, "sendMail") {
			kind = sendMail
		}
		p.u.send(kind, line, name, host, payload(vals, recv), text)
		return Value{S: unknownPart, DL: true, Src: srcAt(name, line), Obj: name}, true
	}
	if name == "fs.readFileSync" || name == "fs.readFile" || name == "fs.promises.readFile" || name == "readFileSync" || name == "fs.createReadStream" {
		v := pathValue2(arg(0), line)
		if v.Known {
			v.From = v.S
		}
		v.S, v.Known = unknownPart, false
		return v, true
	}
	if recv != nil && strings.HasPrefix(recv.Obj, "child_process.ChildProcess") && m == "pipe" || m == "pipe" && recv != nil && strings.HasPrefix(recv.Obj, "net.Socket") {
		if p.sock > 0 {
			p.shell(line, "a child process piped to a socket")
		}
	}
	return Value{}, false
}

func argsOf(vals []Value) []arg {
	out := make([]arg, len(vals))
	for i, v := range vals {
		out[i] = arg{v: v}
	}
	return out
}

func (p *prog) goCall(name, m string, vals []Value, arg func(int) Value, all Value, line int, text string) (Value, bool) {
	switch name {
	case "os.Getenv", "os.LookupEnv", "syscall.Getenv":
		return envValue(arg(0).S, line, "os.Getenv(\""+arg(0).S+"\")"), true
	case "os.Environ", "syscall.Environ":
		return Value{S: unknownPart, T: EnvAll, Src: srcAt("os.Environ()", line)}, true
	case "os.UserHomeDir":
		return known("~"), true
	case "filepath.Join", "path.Join":
		return pathValue2(foldJoin(argsOf(vals), "/"), line), true
	case "os.ReadFile", "ioutil.ReadFile", "os.Open":
		return pathValue2(arg(0), line), true
	case "base64.StdEncoding.DecodeString", "base64.URLEncoding.DecodeString", "base64.RawStdEncoding.DecodeString", "base64.RawURLEncoding.DecodeString":
		return p.u.decoded(arg(0), decodeBase64, line), true
	case "hex.DecodeString":
		return p.u.decoded(arg(0), decodeHex, line), true
	case "exec.Command", "exec.CommandContext":
		v := vals
		if name == "exec.CommandContext" && len(v) > 0 {
			v = v[1:]
		}
		out := p.run(line, name, Value{List: v}, text)
		out.Obj = "exec.Cmd"
		return out, true
	case "net.Dial", "net.DialTimeout", "net.DialTCP", "tls.Dial":
		p.socket(line, name)
		return Value{S: unknownPart, Obj: "net.Conn"}, true
	case "net.LookupHost", "net.LookupIP", "net.LookupTXT", "net.LookupCNAME", "net.LookupAddr", "net.LookupMX":
		p.u.send(sendDNS, line, name, "", arg(0), text)
		return Value{S: unknownPart}, true
	case "smtp.SendMail":
		p.u.send(sendMail, line, name, "", all, text)
		return Value{}, true
	case "fmt.Println", "fmt.Printf", "fmt.Print", "fmt.Fprintln", "fmt.Fprintf":
		p.u.out.join(all)
		return Value{}, true
	case "http.Post", "http.PostForm", "http.Get", "http.Head", "http.NewRequest", "http.NewRequestWithContext":
		p.hiddenDests(vals, line, name, text)
		p.u.send(sendNet, line, name, hostArg(vals), all, text)
		return Value{S: unknownPart, DL: true, Src: srcAt(name, line), Obj: "http.Request"}, true
	case "strings.NewReader", "bytes.NewBuffer", "bytes.NewReader", "bytes.NewBufferString", "json.Marshal", "string", "[]byte", "fmt.Sprintf", "url.Values.Encode":
		v := all
		if name == "fmt.Sprintf" && arg(0).Known {
			v = pyFormat(arg(0), Value{List: vals[1:]})
		} else if len(vals) == 1 {
			v = vals[0]
		}
		v.Obj, v.Recv = "", nil
		return v, true
	}
	if m == "Do" || m == "Write" && p.sock > 0 {
		p.u.send(sendNet, line, name, "", all, text)
		return Value{S: unknownPart, DL: true}, true
	}
	return Value{}, false
}

func (p *prog) psCall(name, m string, recv *Value, vals []Value, arg func(int) Value, all Value, line int, text string) (Value, bool) {
	switch name {
	case "[convert]::frombase64string":
		return p.u.decoded(arg(0), decodeBase64, line), true
	case "[environment]::getenvironmentvariables":
		return Value{S: unknownPart, T: EnvAll, Src: srcAt(name, line)}, true
	case "[environment]::getenvironmentvariable":
		return envValue(arg(0).S, line, name+"('"+arg(0).S+"')"), true
	case "[scriptblock]::create", "[management.automation.scriptblock]::create":
		return p.u.runCode(line, name, arg(0), "ps", text), true
	case "[reflection.assembly]::load", "[appdomain]::currentdomain.load":
		// A .NET assembly loaded from bytes runs in the process: decoded
		// or downloaded bytes are code run unseen.
		if a := arg(0); a.Dec > 0 || a.DL {
			p.u.runCode(line, name, Value{S: unknownPart, Dec: max(a.Dec, 1), DL: a.DL}, "", text)
		}
		return Value{S: unknownPart, Obj: "assembly"}, true
	case "[io.file]::readalltext", "[io.file]::readallbytes", "[io.file]::readalllines":
		return pathValue2(arg(0), line), true
	case "[text.encoding]::utf8.getstring", "[text.encoding]::unicode.getstring", "[text.encoding]::ascii.getstring":
		return arg(0), true
	case "[net.sockets.tcpclient]::new":
		p.socket(line, "TCPClient")
		return Value{S: unknownPart, Obj: "net.sockets.tcpclient"}, true
	case "[net.dns]::gethostaddresses", "[net.dns]::gethostentry", "[net.dns]::resolve":
		p.u.send(sendDNS, line, name, "", arg(0), text)
		return Value{S: unknownPart}, true
	}
	if recv != nil && strings.Contains(recv.Obj, "webclient") {
		switch m {
		case "uploadstring", "uploaddata", "uploadfile", "uploadvalues", "uploadstringasync":
			p.u.send(sendNet, line, "WebClient."+m, hostArg(vals), all, text)
			return Value{S: unknownPart}, true
		case "downloadstring", "downloaddata", "downloadfile", "openread":
			p.u.send(sendNet, line, "WebClient."+m, hostArg(vals), all, text)
			return Value{S: unknownPart, DL: true, Src: srcAt("WebClient."+m, line)}, true
		}
	}
	if recv != nil && strings.Contains(recv.Obj, "tcpclient") && (m == "getstream" || m == "connect") {
		p.socket(line, "TCPClient")
		return Value{S: unknownPart, Obj: "net.sockets.tcpclient.stream"}, true
	}
	return Value{}, false
}

// psCommandStart reports a statement that is a PowerShell command (or a
// pipeline) rather than an expression.
func psCommandStart(ts []tok) bool {
	if len(ts) == 0 {
		return false
	}
	t := ts[0]
	if t.k == tOp && (t.s == "&" || t.s == ".") && len(ts) > 1 {
		return true
	}
	if t.k != tIdent || strings.HasPrefix(t.s, "$") || strings.HasPrefix(t.s, "[") || isKeyword(t.s) {
		return len(splitTop(ts, "|")) > 1
	}
	if len(ts) > 1 && ts[1].k == tOp && ts[1].s == "(" && (strings.Contains(t.s, "-") || psCommandAliases[t.s]) {
		return true // iex ($x), Invoke-Expression (…): a command given a parenthesised argument
	}
	if len(ts) > 1 && ts[1].k == tOp && (ts[1].s == "(" || ts[1].s == "." || ts[1].s == "=") {
		return false
	}
	return true
}

// psCommandAliases are PowerShell's aliases of the commands the analysis
// follows (PowerShell calls commands without parentheses: "iex (…)" is
// the command iex given one argument).
var psCommandAliases = map[string]bool{"iex": true, "icm": true, "iwr": true, "irm": true, "saps": true, "start": true, "echo": true, "write": true, "curl": true, "wget": true, "scb": true, "gcb": true}

// psPipeline evaluates a PowerShell pipeline of commands.
func (p *prog) psPipeline(ts []tok) Value {
	var in Value
	for i, seg := range splitTop(ts, "|") {
		if len(seg) == 0 {
			continue
		}
		if i == 0 && !psCommandStart(seg) || seg[0].k != tIdent && !(seg[0].k == tOp && (seg[0].s == "&" || seg[0].s == "%" || seg[0].s == "?")) {
			in = p.eval(seg)
			continue
		}
		in = p.psCommand(seg, in)
	}
	return in
}

func (p *prog) psCommand(seg []tok, stdin Value) Value {
	name := strings.ToLower(seg[0].s)
	line := p.at(seg[0])
	text := p.text(seg[0].line)
	e := &ev{p: p, ts: seg, i: 1}
	params := map[string]Value{}
	var pos []Value
	for !e.eof() {
		t := e.peek()
		if t.k == tOp && strings.HasPrefix(t.s, "-") && len(t.s) > 1 {
			e.i++
			if e.eof() || e.peek().k == tOp && strings.HasPrefix(e.peek().s, "-") && len(e.peek().s) > 1 {
				params[t.s] = known("true")
				continue
			}
			// In a command, a parameter's value is one argument: the
			// next "-Name" is the next parameter, not an operator.
			v := e.unary()
			if isAuthKey(t.s) {
				v = asAuth(v)
			}
			params[t.s] = v
			continue
		}
		start := e.i
		if t.k == tOpen || t.k == tClose {
			e.i++
			continue
		}
		pos = append(pos, e.unary())
		if e.i == start {
			e.i++
		}
	}
	get := func(names ...string) (Value, bool) {
		for _, n := range names {
			if v, ok := params[n]; ok {
				return v, true
			}
		}
		return Value{}, false
	}
	first := func(names ...string) Value {
		if v, ok := get(names...); ok {
			return v
		}
		if len(pos) > 0 {
			return pos[0]
		}
		return Value{S: unknownPart}
	}
	all := stdin
	for _, v := range params {
		all.join(v)
	}
	for _, v := range pos {
		all.join(v)
	}
	for _, v := range append(pos, stdin) {
		if v.Known {
			p.u.miner(line, v.S, text)
		}
	}
	for _, k := range []string{"-argumentlist", "-filepath", "-args"} {
		if v, ok := params[k]; ok && v.Known {
			p.u.miner(line, v.S, text)
		}
	}
	switch name {
	case "invoke-webrequest", "iwr", "invoke-restmethod", "irm", "curl", "wget", "start-bitstransfer":
		u := first("-uri", "-source")
		d := stdin
		for k, v := range params {
			if k == "-uri" || k == "-outfile" || k == "-method" {
				continue
			}
			if k == "-infile" {
				v = p.u.readPath(pathValue2(v, line), line)
			}
			d.join(v)
		}
		d.join(u)
		p.u.hiddenDest(u, line, name, text)
		p.u.send(sendNet, line, name, hostOf(u.S), d, text)
		return Value{S: unknownPart, DL: true, Src: srcAt(name, line)}
	case "invoke-expression", "iex":
		code := stdin
		if v, ok := get("-command"); ok || len(pos) > 0 {
			if !ok {
				v = pos[0]
			}
			code = v
		}
		if p.sock > 0 {
			p.shell(line, name+" of what the connection sends")
		}
		return p.u.runCode(line, name, code, "ps", text)
	case "get-childitem", "gci", "dir", "ls", "get-item", "gi":
		if pv := first("-path"); strings.HasPrefix(strings.ToLower(pv.S), "env:") || pv.Obj == "env" {
			return Value{S: unknownPart, T: EnvAll, Src: srcAt(name+" env:", line)}
		}
		return pathValue2(first("-path"), line)
	case "get-content", "gc", "cat", "type":
		return p.u.readPath(pathValue2(first("-path", "-literalpath"), line), line)
	case "compress-archive":
		dst, _ := get("-destinationpath")
		src := first("-path", "-literalpath")
		p.u.wrote(dst, pathValue2(src, line))
		return Value{}
	case "join-path":
		v := concat(concat(first("-path"), known("\\")), params["-childpath"])
		if len(pos) > 1 {
			v = concat(concat(pos[0], known("\\")), pos[1])
		}
		return pathValue2(v, line)
	case "send-mailmessage":
		p.u.send(sendMail, line, name, "", all, text)
		return Value{}
	case "resolve-dnsname":
		p.u.send(sendDNS, line, name, "", first("-name"), text)
		return Value{S: unknownPart}
	case "set-clipboard", "scb":
		p.u.send(sendClipboard, line, name, "", all, text)
		return Value{}
	case "new-object":
		tv := first("-typename")
		tn := strings.ToLower(tv.S)
		if !tv.Known {
			tn = strings.ToLower(tv.Obj)
		}
		tn = strings.TrimPrefix(tn, "system.")
		if strings.Contains(tn, "tcpclient") {
			p.socket(line, "TCPClient")
		}
		return Value{S: unknownPart, Obj: tn}
	case "write-output", "write-host", "echo", "write":
		p.u.out.join(all)
		return all
	case "start-process", "saps", "start", "&":
		cmd := first("-filepath")
		if interactiveShell(cmd) {
			p.shell(line, name+" "+cmd.S)
		}
		return Value{S: unknownPart}
	case "set-content", "add-content", "out-file":
		return Value{}
	}
	v := all
	v.S, v.Known = unknownPart, false
	return v
}

// hiddenDests checks the first argument (the URL) of a network call.
func (p *prog) hiddenDests(vals []Value, line int, name, text string) {
	if len(vals) > 0 {
		p.u.hiddenDest(vals[0], line, name, text)
	}
}

// payload is what a request sends: its arguments and receiver, but not
// the URL when its base is not known (a URL read from configuration
// carries its destination, not data).
func payload(vals []Value, recv *Value) Value {
	var d Value
	for i, v := range vals {
		if i == 0 && (strings.HasPrefix(v.S, unknownPart+"/") || strings.HasPrefix(v.S, unknownPart+":")) {
			continue
		}
		d.join(v)
	}
	if recv != nil {
		d.join(*recv)
	}
	return d
}
