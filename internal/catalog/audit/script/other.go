package script

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/skillpin/skillpin/internal/catalog/audit/prefilter"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/decode"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/flow"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/tables"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/value"
)

// Perl, Ruby, PHP, Lua, Java, C#, Kotlin, Rust and awk are not parsed: the
// analysis knows their sources, decoders, runners and sinks by spelling,
// and follows values within the file (one file is one program), not
// through its statements:
//
//   - a reverse shell: a socket and a shell in the same file;
//   - a secret to a sink: the whole environment, a secret environment
//     variable read by name, or a credential, wallet or browser path
//     spelled in the file's strings, and a network, mail or DNS call in
//     it (each judged as the parsed languages judge a flow: a token to
//     its own service is not reported);
//   - decode, then run: a literal string (or one folded from literals
//     joined by the language's concatenation) that the file's decoder
//     turns into a command or code, in a file that runs code; the
//     decoded text is analysed in turn.
var (
	otherSocket = tables.LazyRegexp(`(?i)IO::Socket|socket\s*\(|TCPSocket\.(?:new|open)|fsockopen|stream_socket_client|/inet/tcp/|socket\.tcp\(|Socket\.tcp|require\s*\(?\s*["']socket["']|new\s+Socket\s*\(|new\s+TcpClient\s*\(|net\.Dial\(`)
	otherShell  = tables.LazyRegexp(`(?i)/bin/(?:ba|z|da)?sh\b|\bsh -i\b|cmd\.exe|exec\s*\(\s*["']?(?:/bin/)?(?:ba)?sh|proc_open|shell_exec|\bsystem\s*\(|\bpopen\s*\(|\bspawn\s*\(`)
	otherDecode = tables.LazyRegexp(`(?i)\b(?:eval|assert|system|exec|passthru|shell_exec)\s*\(\s*(?:gzinflate\s*\(\s*)?(base64_decode|str_rot13|hex2bin|MIME::Base64::decode|decode_base64|Base64\.decode64)\s*\(\s*['"]([^'"]{8,})['"]`)

	// otherEnvNamed reads one environment variable by name.
	otherEnvNamed = tables.LazyRegexp(`\$ENV\{\s*['"]?([A-Za-z_]\w*)|\bENV\[\s*['"]([A-Za-z_]\w*)|\bENV\.fetch\(\s*['"]([A-Za-z_]\w*)|\bgetenv\(\s*['"]([A-Za-z_]\w*)|\$_(?:ENV|SERVER)\[\s*['"]([A-Za-z_]\w*)|\bSystem\.getenv\(\s*"([A-Za-z_]\w*)"|GetEnvironmentVariable\(\s*"([A-Za-z_]\w*)"|env::var(?:_os)?\(\s*"([A-Za-z_]\w*)"`)
	// otherEnvDynamic reads one environment variable by a name held in a
	// variable (searched from its prefixes: \b leaves Go's engine none).
	otherEnvDynamic = prefilter.Starts{Expr: `\bENV\[\s*[a-z_@]\w*\s*\]|\bENV\.fetch\(\s*[a-z_]\w*\s*[,)]|\bgetenv\(\s*\$\w+\s*\)|\$_ENV\[\s*\$|\$ENV\{\s*\$|System\.getenv\(\s*[a-z]\w*\s*\)|env::var\(\s*&?[a-z]\w*\s*\)|os\.getenv\(\s*[a-z_]\w*\s*\)|GetEnvironmentVariable\(\s*[a-z]\w*\s*\)`}
	// otherEnvAll reads the whole environment.
	otherEnvAll = tables.LazyRegexp(`%ENV\b|\bENV\.(?:to_h|to_hash|to_a|each|each_pair|map|inspect|keys|select|filter|sort|dup|clone|to_s)\b|\bENV\s*[\),\]]|\bgetenv\(\s*\)|\$_(?:ENV|SERVER)\b(?:\s*[^\s\[]|$)|\bSystem\.getenv\(\s*\)|GetEnvironmentVariables\(\s*\)|\benv::vars(?:_os)?\(\s*\)`)
	// otherSink sends over the network, by mail or through DNS.
	otherSink = tables.LazyRegexp(`LWP::UserAgent|HTTP::Tiny|HTTP::Request|->post\s*\(|->request\s*\(|Net::HTTP|HTTParty|RestClient|Faraday|Excon|URI\.open|curl_init|curl_exec|CURLOPT_POSTFIELDS|stream_context_create|file_get_contents\s*\(\s*['"]https?:|GuzzleHttp|wp_remote_post|socket\.http|ssl\.https|http\.request|HttpClient|HttpURLConnection|openConnection\s*\(|OkHttpClient|RestTemplate|HttpRequest\.newBuilder|WebClient|UploadString|Net::SMTP|Mail::Sendmail|\bmail\s*\(|IO::Socket|TCPSocket|UDPSocket|fsockopen|stream_socket_client|socket\.tcp|new\s+Socket\s*\(|DatagramSocket|Resolv|gethostbyname|dns_get_record|InetAddress\.getByName|Dns\.GetHostAddresses|\bcurl\s+|\bwget\s+|["'](?:curl|wget)["']\s*,|URLSession|\bhttp\.post\s*\(|httr::POST|HTTPoison|:httpc\.|\bHTTP\.(?:post|request)\b|\bReq\.post\b|reqwest::|ureq::|hyper::|TcpStream::connect|surf::|isahc::|attohttpc::`)
	otherDNS  = tables.LazyRegexp(`Resolv|gethostbyname|dns_get_record|InetAddress\.getByName|Dns\.GetHostAddresses`)
	otherMail = tables.LazyRegexp(`Net::SMTP|Mail::Sendmail|\bmail\s*\(`)
	// otherEncode encodes what it is given (encoded before it is sent).
	otherEncode = tables.LazyRegexp(`encode_base64|Base64\.(?:encode64|strict_encode64|urlsafe_encode64)|\.pack\(\s*['"]m|base64_encode|bin2hex|Base64\.getEncoder|Convert\.ToBase64String`)
	// otherDecoder decodes literal text; otherRunner runs code.
	otherDecoder = tables.LazyRegexp(`(?i)decode_base64|MIME::Base64|Base64\.(?:decode64|strict_decode64|urlsafe_decode64)|\.unpack1?\(\s*['"]m|base64_decode|hex2bin|str_rot13|gzinflate|gzuncompress|Base64\.getDecoder|Base64\.getMimeDecoder|FromBase64String|pack\(\s*['"]H|\bchr\b|\.chr\b|fromCharCode|string\.char\b|\bparseHex\b|\bdecodeHex\b|Hex\.decode|\breverse\b|strrev|string\.reverse|\.pack\(\s*['"][cCU]|\bunpack1?\s*\(?\s*['"]u\*?['"]`)
	otherRunner  = tables.LazyRegexp("\\beval\\b|\\bsystem\\s*[\\(\\s'\"]|\\bexec\\s*[\\(\\s'\"]|`|\\bqx\\s*[\\{\\(/|]|%x[\\{\\(\\[]|IO\\.popen|Open3|\\bspawn\\s*\\(|shell_exec|passthru|\\bpopen\\s*\\(|proc_open|\\bassert\\s*\\(|create_function|\\bload\\s*\\(|loadstring|os\\.execute|io\\.popen|Runtime\\.getRuntime\\(\\)\\.exec|ProcessBuilder|ScriptEngine|Process\\.Start|instance_eval|class_eval|module_eval|Command::new")
	// otherStdin reads standard input in a one-liner (perl -ne, ruby -e).
	otherStdin = tables.LazyRegexp(`\$_\b|<>|<STDIN>|\bSTDIN\b|\$stdin\b|\bARGF\b|\bgets\b|php://stdin|io\.read\(`)
	// otherConcat joins two literals: Perl and PHP ".", Lua "..", Ruby,
	// Java and C# "+", Ruby "<<".
	otherConcat = tables.LazyRegexp(`^\s*(?:\.\.?|\+|<<)\s*$`)
	// cmdLike is decoded or folded text that is a command or code.
	cmdLike = tables.LazyRegexp(`(?i)^\s*(?:curl|wget|bash|sh|zsh|nc|ncat|socat|python[0-9.]*|perl|ruby|php|node|powershell|pwsh|iex|rm|chmod|echo|cat|base64|eval|exec|system|import|require|use|os\.|io\.|socket|invoke-)\b|://|/bin/|/dev/tcp|\|\s*(?:ba)?sh\b`)
	b64Lit  = tables.LazyRegexp(`^[A-Za-z0-9+/_-]{12,}={0,2}$`)
	hexLit  = tables.LazyRegexp(`^(?:[0-9a-fA-F]{2}){8,}$`)
	codes   = tables.LazyRegexp(`\b(?:3[2-9]|[4-9][0-9]|1[01][0-9]|12[0-6])(?:\s*,\s*(?:9|10|3[2-9]|[4-9][0-9]|1[01][0-9]|12[0-6])){7,}\b`)
)

// maxPayloads bounds the decoded texts of one file that are analysed,
// maxInflate the binary ones it tries to decompress.
const (
	maxPayloads = 64
	maxInflate  = 16
)

// otherUnit analyses code in a language without a parser here.
func otherUnit(u *flow.Unit, src string, line0 int) {
	lineOf := func(off int) int { return u.Line(line0 + strings.Count(src[:off], "\n")) }
	lower := flow.ASCIILower(src)
	if m := cSocket.find(src, lower); m != nil {
		if s := cShell.find(src, lower); s != nil {
			at := max(m[0], s[0])
			u.Hit(flow.Hit{Kind: flow.ReverseShell, Line: lineOf(at), Level: 3, Sink: "a shell on a socket", Text: flow.LineText(src, at)})
		}
	}
	for _, m := range cDecode.findAll(src, lower, 20) {
		fn := strings.ToLower(src[m[2]:m[3]])
		lit := value.Known(src[m[4]:m[5]])
		var dec func(string) (string, bool)
		switch {
		case strings.Contains(fn, "rot13"):
			dec = func(s string) (string, bool) { return decode.Rot13(s), true }
		case strings.Contains(fn, "hex"):
			dec = decode.Hex
		default:
			dec = decode.Base64
		}
		v := u.Decoded(lit, dec, lineOf(m[0]))
		u.RunCode(lineOf(m[0]), fn, v, "other", flow.LineText(src, m[0]))
	}
	lines := strings.Split(src, "\n")
	mined := false
	for i, l := range lines {
		if u.Miner(u.Line(line0+i), l, l) {
			mined = true
			break
		}
	}
	if !mined {
		otherMinerFolded(u, lines, line0)
	}
	// The sink both read: found once (a search of forty-odd cues and a
	// pattern around each).
	sink := cSink.find(src, lower)
	otherFlows(u, src, lower, sink, lineOf)
	otherPayloads(u, src, lower, sink, lineOf)
	otherFetchRun(u, src, lineOf)
}

// otherMinerFolded reads a miner's command line whose pool and account
// are constants assigned on lines of their own (Ruby's POOL = "…", PHP's
// $wallet = "…";, Perl's my $p = '…';, Lua's local p = "…"): each line
// that names such a constant is read again with the constants' text in
// place of their names.
func otherMinerFolded(u *flow.Unit, lines []string, line0 int) {
	consts := map[string]string{}
	for _, l := range lines {
		if len(consts) >= maxFoldedConsts {
			break
		}
		if name, lit, ok := constAssign(l); ok {
			consts[name] = lit
		}
	}
	if len(consts) == 0 {
		return
	}
	for i, l := range lines {
		if len(l) > 4096 {
			continue
		}
		if _, _, ok := constAssign(l); ok {
			continue
		}
		folded, n := foldConsts(l, consts)
		if n > 0 && u.Miner(u.Line(line0+i), folded, l) {
			return
		}
	}
}

// maxFoldedConsts bounds the constants otherMinerFolded reads in a file.
const maxFoldedConsts = 64

// constAssign reads a line assigning a string literal to a name: the
// name (without $, @ or a declaration word) and the literal.
func constAssign(l string) (name, lit string, ok bool) {
	t := strings.TrimSpace(l)
	for _, d := range []string{"my ", "our ", "local ", "const ", "var ", "let ", "final ", "static ", "String "} {
		t = strings.TrimPrefix(t, d)
	}
	eq := strings.IndexByte(t, '=')
	if eq <= 0 || eq+1 >= len(t) || t[eq+1] == '=' {
		return "", "", false
	}
	name = strings.TrimRight(strings.TrimLeft(t[:eq], "$@"), " \t:")
	if !isIdentWord(name) {
		return "", "", false
	}
	r := strings.TrimSpace(t[eq+1:])
	r = strings.TrimRight(r, "; ")
	if len(r) < 2 || (r[0] != '"' && r[0] != '\'') || r[len(r)-1] != r[0] || strings.IndexByte(r[1:len(r)-1], r[0]) >= 0 {
		return "", "", false
	}
	return name, r[1 : len(r)-1], true
}

func isIdentWord(s string) bool {
	if s == "" || len(s) > 64 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || i > 0 && c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// foldConsts is l with each whole-word name of consts (with or without
// a $ or #{} around it) replaced by its text, and how many were.
func foldConsts(l string, consts map[string]string) (string, int) {
	var b []byte
	n := 0
	for i := 0; i < len(l); {
		c := l[i]
		if c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
			j := i
			for j < len(l) && (l[j] == '_' || l[j] >= 'a' && l[j] <= 'z' || l[j] >= 'A' && l[j] <= 'Z' || l[j] >= '0' && l[j] <= '9') {
				j++
			}
			if v, ok := consts[l[i:j]]; ok {
				// $name, ${name}, #{name}: the sigil and braces go too.
				for len(b) > 0 && (b[len(b)-1] == '$' || b[len(b)-1] == '{' || b[len(b)-1] == '#') {
					b = b[:len(b)-1]
				}
				if j < len(l) && l[j] == '}' {
					j++
				}
				b = append(b, ' ')
				b = append(b, v...)
				b = append(b, ' ')
				n++
			} else {
				b = append(b, l[i:j]...)
			}
			i = j
			continue
		}
		b = append(b, c)
		i++
	}
	return string(b), n
}

// otherFlows reports a secret the file reads and a sink it calls (sink,
// cSink's first match).
func otherFlows(u *flow.Unit, src, lower string, sink []int, lineOf func(int) int) {
	if sink == nil {
		return
	}
	var data value.Value
	if m := cEnvAll.find(src, lower); m != nil {
		data.Join(value.Value{T: value.EnvAll, Src: value.SrcAt("the whole environment", lineOf(m[0]))})
	}
	for _, m := range cEnvNamed.findAll(src, lower, 64) {
		name := ""
		for k := 2; k+1 < len(m); k += 2 {
			if m[k] >= 0 {
				name = src[m[k]:m[k+1]]
				break
			}
		}
		data.Join(flow.EnvValue(name, lineOf(m[0]), name))
	}
	// A build's or program's settings read by a secret's name
	// (props.getProperty("release.storePassword"), findProperty("…Token")).
	if containsProperty(src) {
		for _, m := range otherProp().FindAllStringSubmatchIndex(src, 64) {
			data.Join(flow.EnvValue(src[m[2]:m[3]], lineOf(m[0]), src[m[0]:m[1]]))
		}
	}
	// The environment read by a name held in a variable (ENV[k] over
	// %w[…], getenv($k) in a foreach): the secret names the file spells.
	if m := otherEnvDynamic.FindStringIndex(src, lower); m != nil {
		if d, ok := u.EnvDynamic(lineOf(m[0]), strings.TrimSpace(src[m[0]:m[1]])); ok {
			data.Join(d)
		}
	}
	// Credential paths, spelled in one literal or in the literals of one
	// line (File.join(Dir.home, ".electrum", "wallets")).
	lits, _ := literals(src, maxLiterals)
	for i := 0; i < len(lits); {
		j := i + 1
		for j < len(lits) && lits[j].line == lits[i].line {
			j++
		}
		parts := make([]string, 0, j-i+1)
		for _, l := range lits[i:j] {
			parts = append(parts, l.text)
		}
		for _, p := range append(parts, "/"+strings.Join(parts, "/")) {
			if t := tables.PathTaint(p); t != 0 && data.T&t == 0 {
				data.Join(value.Value{T: t, Src: value.SrcAt(p, lineOf(lits[i].off))})
			}
		}
		i = j
	}
	// The words of a word list (Ruby's %w[…], Perl's qw(…)): a list of
	// history or credential files joined to the home directory later.
	for _, w := range wordLists(src, maxLiterals) {
		if t := tables.PathTaint(w.text); t != 0 && data.T&t == 0 {
			data.Join(value.Value{T: t, Src: value.SrcAt(w.text, lineOf(w.off))})
		}
	}
	if data.T == 0 {
		return
	}
	if cEncode.find(src, lower) != nil {
		data.Enc = true
	}
	// The destination: a URL on the sink's line, else the nearest one
	// before it, else the first of the file.
	host := ""
	end := sink[0] + len(flow.LineText(src, sink[0]))
	for _, l := range lits {
		if h := tables.HostOf(l.text); h != "" && !tables.LocalHost(h) {
			if host == "" || l.off <= end {
				host = h
			}
		}
	}
	kind := flow.SendNet
	name := src[sink[0]:sink[1]]
	switch {
	case otherDNS().MatchString(name):
		kind = flow.SendDNS
	case otherMail().MatchString(name):
		kind = flow.SendMail
	}
	u.Send(kind, lineOf(sink[0]), strings.TrimSpace(name), host, data, flow.LineText(src, sink[0]))
}

// otherPayloads decodes the literals of a file that decodes and runs
// code: what they decode to is run (or sent, to sink: cSink's first
// match).
func otherPayloads(u *flow.Unit, src, lower string, sink []int, lineOf func(int) int) {
	run := cRunner.find(src, lower)
	// What the program prints is its output: perl -e 'print pack(…)' | sh
	// runs what it decodes.
	prints := tables.ContainsAny(lower, []string{"print", "puts", "say ", "echo", "write("})
	if run == nil && sink == nil && !prints {
		return
	}
	decodes := cDecoder.find(src, lower) != nil
	dec := otherDecoding{
		decodes: decodes,
		hex:     strings.Contains(lower, "hex2bin") || strings.Contains(lower, "pack(") || strings.Contains(lower, "hex"),
		b64:     strings.Contains(lower, "64") || strings.Contains(lower, "unpack1(\"m") || strings.Contains(lower, "unpack1('m") || strings.Contains(lower, "unpack(\"m") || strings.Contains(lower, "unpack('m"),
		rot:     strings.Contains(lower, "rot13"),
		rev:     strings.Contains(lower, "reverse") || strings.Contains(lower, "strrev"),
		uu:      strings.Contains(lower, "unpack") && otherUU().MatchString(src),
	}
	cands := otherCands(u, src, lower, decodes)
	shown, inflated := 0, 0
	for _, c := range cands {
		if shown >= maxPayloads {
			u.Skill.Skip(u.Path, fmt.Sprintf("more than %d decoded payloads: the rest were not analysed", maxPayloads))
			return
		}
		if !u.Take(len(c.text), lineOf(c.off)) {
			return
		}
		out, ok := dec.decode(c)
		if ok && !decode.Printable(out) && len(out) > 8 && inflated < maxInflate {
			inflated++
			if z, zok := decode.Inflate(out, value.MaxText); zok && u.Take(len(z), lineOf(c.off)) {
				out = z // compressed, then encoded (gzinflate(base64_decode(…)))
			}
		}
		if !ok || !decode.Printable(out) || !cmdLike().MatchString(out) {
			continue
		}
		shown++
		if strings.Contains(src, out) {
			continue // written as such: the rules and the file's own reading see it
		}
		line := lineOf(c.off)
		v := value.Known(out)
		if out != c.text || !c.folded {
			v.Dec = 1 // decoded, not only folded
		}
		if run != nil {
			lang := "other"
			if shellLike(out) {
				lang = "sh"
			}
			u.RunCode(line, "code the file runs", v, lang, flow.LineText(src, c.off))
		} else if sink != nil {
			u.HiddenDest(v, line, strings.TrimSpace(src[sink[0]:sink[1]]), flow.LineText(src, c.off))
		} else {
			u.Out.Join(v)
			if u.Out.S == "" || u.Out.S == value.UnknownPart {
				u.Out.S, u.Out.Known, u.Out.Dec = v.S, v.Known, max(u.Out.Dec, v.Dec)
			}
		}
	}
}

// otherCand is a literal (or a run of them) of a file in a language the
// audit does not parse, which may be a payload.
type otherCand struct {
	off     int
	text    string
	folded  bool // literals joined
	codes   bool // character codes
	escaped bool // written as escape sequences (\x63, \143, Lua's \99)
}

// otherCands gathers a file's candidate payloads: literals spelled in
// escapes, literals joined by concatenation, and, when the file decodes,
// every literal and every list of character codes.
// joinOpener reports text ending in a join call's opening parenthesis
// (join(, implode(, String.join(, Join(), before its first argument.
func joinOpener(before string) bool {
	t := strings.TrimRight(before, " \t")
	if !strings.HasSuffix(t, "(") {
		return false
	}
	t = strings.ToLower(strings.TrimRight(t[:len(t)-1], " \t"))
	return strings.HasSuffix(t, "join") || strings.HasSuffix(t, "implode")
}

func otherCands(u *flow.Unit, src, lower string, decodes bool) []otherCand {
	var cands []otherCand
	lits, more := literals(src, maxLiterals)
	if more {
		u.Skill.Skip(u.Path, fmt.Sprintf("more than %d string literals: the rest were not decoded", maxLiterals))
	}
	lua := strings.HasSuffix(strings.ToLower(u.Path), ".lua")
	for i := 0; i < len(lits); i++ {
		l := lits[i]
		s := l.text
		raw := src[l.off+1 : l.end-1]
		if lua {
			s = luaUnescape(raw) // Lua's \ddd is decimal
			lits[i].text = s
		}
		// A literal spelled in escapes is text decoded as it is read:
		// a command written so is hidden from whoever reads the file.
		if s != raw && strings.Count(raw, `\`) >= 8 && len(s) >= 8 {
			cands = append(cands, otherCand{off: l.off, text: s, escaped: true})
			continue
		}
		// Literals joined by a join call (Perl's join("", "cu", "rl"),
		// PHP's implode, Java's String.join) fold into one with the
		// separator, its first argument, between.
		if k := joinOpener(src[max(0, l.off-16):l.off]); k {
			j, parts := i, []string{}
			for j+1 < len(lits) && lits[j+1].off-lits[j].end <= 8 && strings.TrimSpace(src[lits[j].end:lits[j+1].off]) == "," && len(parts) < 256 {
				j++
				parts = append(parts, lits[j].text)
			}
			if len(parts) > 1 {
				cands = append(cands, otherCand{off: l.off, text: strings.Join(parts, s), folded: true})
				i = j
				continue
			}
		}
		// Literals joined by concatenation fold into one.
		j := i
		for j+1 < len(lits) && lits[j+1].off-lits[j].end <= 8 && otherConcat().MatchString(src[lits[j].end:lits[j+1].off]) && len(s) < value.MaxText {
			j++
			s += lits[j].text
		}
		if j > i {
			cands = append(cands, otherCand{off: l.off, text: s, folded: true})
			i = j
			continue
		}
		if decodes {
			cands = append(cands, otherCand{off: l.off, text: s})
		}
	}
	if decodes && strings.Contains(src, "q") {
		cands = append(cands, perlQuoted(src)...)
	}
	for _, m := range cCodes.findAll(src, lower, 64) {
		if !decodes {
			break
		}
		var b strings.Builder
		for _, f := range strings.Split(src[m[0]:m[1]], ",") {
			n, err := strconv.Atoi(strings.TrimSpace(f))
			if err == nil {
				b.WriteByte(byte(n))
			}
		}
		cands = append(cands, otherCand{off: m[0], text: b.String(), codes: true})
	}
	return cands
}

// otherDecoding is what a file decodes with, judged by the names it
// calls: whether it decodes at all, and hex, base64, rot13, reversal.
type otherDecoding struct {
	decodes, hex, b64, rot, rev, uu bool
}

// decode turns a candidate into the text it stands for, trying the
// decoders the file calls; ok false when none applies.
func (d otherDecoding) decode(c otherCand) (out string, ok bool) {
	switch {
	case !d.decodes:
		out, ok = c.text, c.folded
	case d.hex && hexLit().MatchString(c.text):
		out, ok = decode.Hex(c.text)
	case d.b64 && b64Lit().MatchString(c.text):
		out, ok = decode.Base64(c.text)
	}
	if !ok && d.uu && len(c.text) >= 8 {
		out, ok = decode.UU(c.text)
	}
	if !ok && d.rot && len(c.text) >= 8 {
		out, ok = decode.Rot13(c.text), true
	}
	if (!ok || !cmdLike().MatchString(out)) && d.rev && len(c.text) >= 8 {
		out, ok = decode.Reverse(c.text), true
	}
	if !ok && (c.codes || c.escaped) {
		out, ok = c.text, true // character codes or escapes, already turned into text
	}
	if (!ok || !cmdLike().MatchString(out)) && c.folded {
		out, ok = c.text, true
	}
	return out, ok
}

// maxLiterals bounds the string literals of one file that are read.
const maxLiterals = 4096

// lit is a one-line string literal: its text (the escapes of double
// quotes decoded: \x41, \101, \n), where it starts and ends, its line.
type lit struct {
	text           string
	off, end, line int
}

// literals are the one-line string literals of src, at most max (more
// reports that there were others). A scan, not a pattern: linear in the
// size of src whatever it holds.
func literals(src string, max int) (out []lit, more bool) {
	line := 0
	for i := 0; i < len(src); i++ {
		c := src[i]
		if c == '\n' {
			line++
			continue
		}
		if c != '\'' && c != '"' {
			continue
		}
		j := i + 1
		esc := false
		for j < len(src) && src[j] != c && src[j] != '\n' {
			if src[j] == '\\' && j+1 < len(src) && src[j+1] != '\n' {
				j++
				esc = true
			}
			j++
		}
		if j >= len(src) || src[j] != c {
			i = j - 1 // an unterminated quote (an apostrophe in a comment)
			continue
		}
		if len(out) == max {
			return out, true
		}
		t := src[i+1 : j]
		if esc && c == '"' {
			if d, _ := decode.Unescape(t); d != "" {
				t = d
			}
		}
		out = append(out, lit{text: t, off: i, end: j + 1, line: line})
		i = j
	}
	return out, false
}

// wordLists are the words of src's word lists, Ruby's %w[a b] (%W, %i,
// any bracket or punctuation delimiter) and Perl's qw(a b), at most max.
// A scan, linear in src; a list ends at its closing delimiter or after
// 4 KiB.
func wordLists(src string, max int) (out []lit) {
	for i := 0; i+2 < len(src) && len(out) < max; i++ {
		var open int
		switch {
		case src[i] == '%' && (src[i+1] == 'w' || src[i+1] == 'W' || src[i+1] == 'i'):
			open = i + 2
		case src[i] == 'q' && src[i+1] == 'w' && (i == 0 || !isIdentByte(src[i-1])):
			open = i + 2
			for open < len(src) && src[open] == ' ' {
				open++
			}
		default:
			continue
		}
		if open >= len(src) {
			break
		}
		closer := map[byte]byte{'[': ']', '(': ')', '{': '}', '<': '>', '/': '/', '|': '|', '!': '!'}[src[open]]
		if closer == 0 {
			continue
		}
		end := strings.IndexByte(src[open+1:min(len(src), open+1+4096)], closer)
		if end < 0 {
			continue
		}
		for j, k := open+1, open+1+end; j < k && len(out) < max; {
			for j < k && (src[j] == ' ' || src[j] == '\t' || src[j] == '\n' || src[j] == '\r') {
				j++
			}
			w := j
			for j < k && src[j] != ' ' && src[j] != '\t' && src[j] != '\n' && src[j] != '\r' {
				j++
			}
			if j > w {
				out = append(out, lit{text: src[w:j], off: w})
			}
		}
		i = open + end
	}
	return out
}

func isIdentByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// luaUnescape decodes a Lua string literal's escapes: \ddd is a byte in
// decimal (up to three digits), \xhh in hex, and the usual letters.
func luaUnescape(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 >= len(s) || s[i+1] < '0' || s[i+1] > '9' {
			if c == '\\' && i+1 < len(s) {
				// Not a decimal escape: as the other languages read it.
				j := i + 2
				if s[i+1] == 'x' {
					j = min(len(s), i+4)
				}
				d, _ := decode.Unescape(s[i:j])
				b.WriteString(d)
				i = j - 1
				continue
			}
			b.WriteByte(c)
			continue
		}
		j := i + 1
		for j < len(s) && j < i+4 && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		v, err := strconv.Atoi(s[i+1 : j])
		if err != nil || v > 255 {
			b.WriteString(s[i:j])
		} else {
			b.WriteByte(byte(v))
		}
		i = j - 1
	}
	return b.String()
}

// shellLike reports decoded text that is a shell command line.
func shellLike(s string) bool {
	f := strings.Fields(s)
	if len(f) == 0 {
		return false
	}
	w := f[0][strings.LastIndexByte(f[0], '/')+1:]
	if tables.Shells[w] {
		return true
	}
	switch w {
	case "curl", "wget", "nc", "ncat", "socat", "rm", "chmod", "echo", "cat", "base64":
		return true
	}
	return strings.Contains(s, "| sh") || strings.Contains(s, "| bash") || strings.Contains(s, "/dev/tcp")
}

// cued is a pattern every match of which holds one of its cues (lower
// case): it runs only on windows around the cues' places, so that a file
// of megabytes without them costs a few byte searches, and one with them
// a bounded number of windows, whatever the pattern's alternation costs.
type cued struct {
	re            func() *regexp.Regexp
	cues          []string
	before, after int     // the window around a cue
	set           *cueSet // the cues, searched for all at once
}

// cueSet finds whether a text holds any of a cued's cues in one pass
// (most units hold none of a list's): built on first use.
type cueSet struct {
	once sync.Once
	ws   *tables.WordSet
	re   *prefilter.Starts // the pattern, searched where a match can start
}

// any reports whether lower holds one of the cues (as windows would
// find one).
func (c cued) any(lower string) bool {
	c.set.once.Do(func() { c.set.ws, c.set.re = tables.NewWordSet(c.cues), &prefilter.Starts{Expr: c.re().String()} })
	return c.set.ws.In(lower)
}

// maxCueHits bounds the places of one cue that are looked at.
const maxCueHits = 64

// windows are the merged windows around the cues in lower (src in ASCII
// lower case, offsets the same).
func (c cued) windows(lower string) [][2]int {
	var ws [][2]int
	for _, cue := range c.cues {
		off := 0
		for n := 0; n < maxCueHits; n++ {
			k := strings.Index(lower[off:], cue)
			if k < 0 {
				break
			}
			k += off
			ws = append(ws, [2]int{max(0, k-c.before), min(len(lower), k+len(cue)+c.after)})
			off = k + len(cue)
		}
	}
	for i := 1; i < len(ws); i++ { // sort by start (few windows)
		for j := i; j > 0 && ws[j][0] < ws[j-1][0]; j-- {
			ws[j], ws[j-1] = ws[j-1], ws[j]
		}
	}
	var out [][2]int
	for _, w := range ws {
		if n := len(out); n > 0 && w[0] <= out[n-1][1] {
			out[n-1][1] = max(out[n-1][1], w[1])
			continue
		}
		out = append(out, w)
	}
	return out
}

// find is the first match in src (nil: none).
func (c cued) find(src, lower string) []int {
	if !c.any(lower) {
		return nil // no cue: no window (one pass, not one search per cue)
	}
	for _, w := range c.windows(lower) {
		if m := c.set.re.FindStringIndex(src[w[0]:w[1]], lower[w[0]:w[1]]); m != nil {
			return []int{m[0] + w[0], m[1] + w[0]}
		}
	}
	return nil
}

// findAll are the submatch indexes of up to n matches in src.
func (c cued) findAll(src, lower string, n int) [][]int {
	if !c.any(lower) {
		return nil
	}
	var out [][]int
	for _, w := range c.windows(lower) {
		for _, m := range c.set.re.FindAllStringSubmatchIndex(src[w[0]:w[1]], lower[w[0]:w[1]], n-len(out)) {
			for k := range m {
				if m[k] >= 0 {
					m[k] += w[0]
				}
			}
			out = append(out, m)
		}
		if len(out) >= n {
			break
		}
	}
	return out
}

var (
	cSocket   = cued{otherSocket, []string{"socket", "fsockopen", "/inet/tcp/", "tcpclient", "net.dial"}, 64, 64, &cueSet{}}
	cShell    = cued{otherShell, []string{"/bin/", "sh -i", "cmd.exe", "exec", "proc_open", "shell_exec", "system", "popen", "spawn"}, 64, 64, &cueSet{}}
	cDecode   = cued{otherDecode, []string{"base64_decode", "str_rot13", "hex2bin", "decode_base64", "mime::base64", "base64.decode64"}, 64, 8 << 10, &cueSet{}}
	cEnvNamed = cued{otherEnvNamed, []string{"env", "getenv"}, 16, 160, &cueSet{}}
	cEnvAll   = cued{otherEnvAll, []string{"env", "getenv", "_server"}, 16, 32, &cueSet{}}
	cSink     = cued{otherSink, []string{"lwp::", "http::", "->post", "->request", "net::", "httparty", "restclient", "faraday", "excon", "uri.open", "curl", "stream_context", "file_get_contents",
		"guzzle", "wp_remote", "socket", "ssl.https", "http.request", "httpclient", "httpurlconnection", "openconnection", "okhttp", "resttemplate", "httprequest", "webclient", "uploadstring",
		"mail", "udpsocket", "fsockopen", "resolv", "gethostbyname", "dns_get_record", "inetaddress", "dns.", "wget", "reqwest::", "ureq::", "hyper::", "tcpstream::", "surf::", "isahc::", "attohttpc::", "urlsession", "http.post", "httr::", "httpoison", "httpc.", "http.request", "req.post"}, 64, 64, &cueSet{}}
	cEncode  = cued{otherEncode, []string{"encode", "pack(", "bin2hex", "tobase64"}, 32, 32, &cueSet{}}
	cDecoder = cued{otherDecoder, []string{"decode", "base64", "unpack", "hex2bin", "rot13", "gzinflate", "gzuncompress", "pack(", "chr", "fromcharcode", "string.char", "parsehex", "hex.decode", "reverse", "strrev"}, 32, 32, &cueSet{}}
	cRunner  = cued{otherRunner, []string{"eval", "system", "exec", "`", "qx", "%x", "popen", "open3", "spawn", "passthru", "proc_open", "assert", "create_function", "load", "os.execute",
		"runtime", "processbuilder", "scriptengine", "process.start", "command::new"}, 32, 32, &cueSet{}}
	cCodes = cued{codes, []string{"pack(", "chr", "fromcharcode", "map", "join", "char"}, 8 << 10, 8 << 10, &cueSet{}}
)
