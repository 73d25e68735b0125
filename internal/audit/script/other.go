package script

import (
	"strconv"
	"strings"
)

// Perl, Ruby, PHP, Lua, Java, C#, Kotlin and awk are not parsed: the
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
	otherSocket = lazyRegexp(`(?i)IO::Socket|socket\s*\(|TCPSocket\.(?:new|open)|fsockopen|stream_socket_client|/inet/tcp/|socket\.tcp\(|Socket\.tcp|new\s+Socket\s*\(|new\s+TcpClient\s*\(|net\.Dial\(`)
	otherShell  = lazyRegexp(`(?i)/bin/(?:ba|z|da)?sh\b|\bsh -i\b|cmd\.exe|exec\s*\(\s*["']?(?:/bin/)?(?:ba)?sh|proc_open|shell_exec|\bsystem\s*\(|\bpopen\s*\(|\bspawn\s*\(`)
	otherDecode = lazyRegexp(`(?i)\b(?:eval|assert|system|exec|passthru|shell_exec)\s*\(\s*(?:gzinflate\s*\(\s*)?(base64_decode|str_rot13|hex2bin|MIME::Base64::decode|decode_base64|Base64\.decode64)\s*\(\s*['"]([^'"]{8,})['"]`)

	// otherEnvNamed reads one environment variable by name.
	otherEnvNamed = lazyRegexp(`\$ENV\{\s*['"]?([A-Za-z_]\w*)|\bENV\[\s*['"]([A-Za-z_]\w*)|\bENV\.fetch\(\s*['"]([A-Za-z_]\w*)|\bgetenv\(\s*['"]([A-Za-z_]\w*)|\$_(?:ENV|SERVER)\[\s*['"]([A-Za-z_]\w*)|\bSystem\.getenv\(\s*"([A-Za-z_]\w*)"|GetEnvironmentVariable\(\s*"([A-Za-z_]\w*)"`)
	// otherEnvAll reads the whole environment.
	otherEnvAll = lazyRegexp(`%ENV\b|\bENV\.(?:to_h|to_hash|to_a|each|each_pair|map|inspect|keys|select|filter|sort|dup|clone|to_s)\b|\bENV\s*[\),\]]|\bgetenv\(\s*\)|\$_(?:ENV|SERVER)\b(?:\s*[^\s\[]|$)|\bSystem\.getenv\(\s*\)|GetEnvironmentVariables\(\s*\)`)
	// otherSink sends over the network, by mail or through DNS.
	otherSink = lazyRegexp(`LWP::UserAgent|HTTP::Tiny|HTTP::Request|->post\s*\(|->request\s*\(|Net::HTTP|HTTParty|RestClient|Faraday|Excon|URI\.open|curl_init|curl_exec|CURLOPT_POSTFIELDS|stream_context_create|file_get_contents\s*\(\s*['"]https?:|GuzzleHttp|wp_remote_post|socket\.http|ssl\.https|http\.request|HttpClient|HttpURLConnection|openConnection\s*\(|OkHttpClient|RestTemplate|HttpRequest\.newBuilder|WebClient|UploadString|Net::SMTP|Mail::Sendmail|\bmail\s*\(|IO::Socket|TCPSocket|UDPSocket|fsockopen|stream_socket_client|socket\.tcp|new\s+Socket\s*\(|DatagramSocket|Resolv|gethostbyname|dns_get_record|InetAddress\.getByName|Dns\.GetHostAddresses|\bcurl\s+|\bwget\s+`)
	otherDNS  = lazyRegexp(`Resolv|gethostbyname|dns_get_record|InetAddress\.getByName|Dns\.GetHostAddresses`)
	otherMail = lazyRegexp(`Net::SMTP|Mail::Sendmail|\bmail\s*\(`)
	// otherEncode encodes what it is given (encoded before it is sent).
	otherEncode = lazyRegexp(`encode_base64|Base64\.(?:encode64|strict_encode64|urlsafe_encode64)|\.pack\(\s*['"]m|base64_encode|bin2hex|Base64\.getEncoder|Convert\.ToBase64String`)
	// otherDecoder decodes literal text; otherRunner runs code.
	otherDecoder = lazyRegexp(`(?i)decode_base64|MIME::Base64|Base64\.(?:decode64|strict_decode64|urlsafe_decode64)|\.unpack1?\(\s*['"]m|base64_decode|hex2bin|str_rot13|gzinflate|gzuncompress|Base64\.getDecoder|Base64\.getMimeDecoder|FromBase64String|pack\(\s*['"]H|\bchr\b|\.chr\b|fromCharCode|\breverse\b|strrev|string\.reverse|\.pack\(\s*['"][cCU]`)
	otherRunner  = lazyRegexp("\\beval\\b|\\bsystem\\s*[\\(\\s'\"]|\\bexec\\s*[\\(\\s'\"]|`|\\bqx\\s*[\\{\\(/|]|%x[\\{\\(\\[]|IO\\.popen|Open3|\\bspawn\\s*\\(|shell_exec|passthru|\\bpopen\\s*\\(|proc_open|\\bassert\\s*\\(|create_function|\\bload\\s*\\(|loadstring|os\\.execute|io\\.popen|Runtime\\.getRuntime\\(\\)\\.exec|ProcessBuilder|ScriptEngine|Process\\.Start|instance_eval|class_eval|module_eval")
	// otherLiteral is a one-line string literal.
	otherLiteral = lazyRegexp(`'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"`)
	// otherConcat joins two literals: Perl and PHP ".", Lua "..", Ruby,
	// Java and C# "+", Ruby "<<".
	otherConcat = lazyRegexp(`^\s*(?:\.\.?|\+|<<)\s*$`)
	// cmdLike is decoded or folded text that is a command or code.
	cmdLike = lazyRegexp(`(?i)^\s*(?:curl|wget|bash|sh|zsh|nc|ncat|socat|python[0-9.]*|perl|ruby|php|node|powershell|pwsh|iex|rm|chmod|echo|cat|base64|eval|exec|system|import|require|use|os\.|io\.|socket|invoke-)\b|://|/bin/|/dev/tcp|\|\s*(?:ba)?sh\b`)
	b64Lit  = lazyRegexp(`^[A-Za-z0-9+/_-]{12,}={0,2}$`)
	hexLit  = lazyRegexp(`^(?:[0-9a-fA-F]{2}){8,}$`)
	codes   = lazyRegexp(`\b(?:3[2-9]|[4-9][0-9]|1[01][0-9]|12[0-6])(?:\s*,\s*(?:9|10|3[2-9]|[4-9][0-9]|1[01][0-9]|12[0-6])){7,}\b`)
)

// other analyses code in a language without a parser here.
func (u *unit) other(src string, line0 int) {
	lineOf := func(off int) int { return u.line(line0 + strings.Count(src[:off], "\n")) }
	if m := otherSocket().FindStringIndex(src); m != nil {
		if s := otherShell().FindStringIndex(src); s != nil {
			at := max(m[0], s[0])
			u.hit(Hit{Kind: ReverseShell, Line: lineOf(at), Level: 3, Sink: "a shell on a socket", Text: lineText(src, at)})
		}
	}
	for _, m := range otherDecode().FindAllStringSubmatchIndex(src, 20) {
		fn := strings.ToLower(src[m[2]:m[3]])
		lit := known(src[m[4]:m[5]])
		var dec func(string) (string, bool)
		switch {
		case strings.Contains(fn, "rot13"):
			dec = func(s string) (string, bool) { return rot13(s), true }
		case strings.Contains(fn, "hex"):
			dec = decodeHex
		default:
			dec = decodeBase64
		}
		v := u.decoded(lit, dec, lineOf(m[0]))
		u.runCode(lineOf(m[0]), fn, v, "other", lineText(src, m[0]))
	}
	for i, l := range strings.Split(src, "\n") {
		if u.miner(u.line(line0+i), l, l) {
			break
		}
	}
	u.otherFlows(src, lineOf)
	u.otherPayloads(src, lineOf)
}

// otherFlows reports a secret the file reads and a sink it calls.
func (u *unit) otherFlows(src string, lineOf func(int) int) {
	sink := otherSink().FindStringIndex(src)
	if sink == nil {
		return
	}
	var data Value
	if m := otherEnvAll().FindStringIndex(src); m != nil {
		data.join(Value{T: EnvAll, Src: srcAt("the whole environment", lineOf(m[0]))})
	}
	for _, m := range otherEnvNamed().FindAllStringSubmatchIndex(src, 64) {
		name := ""
		for k := 2; k+1 < len(m); k += 2 {
			if m[k] >= 0 {
				name = src[m[k]:m[k+1]]
				break
			}
		}
		data.join(envValue(name, lineOf(m[0]), name))
	}
	// Credential paths, spelled in one literal or in the literals of one
	// line (File.join(Dir.home, ".electrum", "wallets")).
	for i, l := range strings.Split(src, "\n") {
		var parts []string
		for _, m := range otherLiteral().FindAllStringSubmatch(l, 16) {
			parts = append(parts, m[1]+m[2])
		}
		if len(parts) == 0 {
			continue
		}
		for _, p := range append(parts, "/"+strings.Join(parts, "/")) {
			if t := pathTaint(p); t != 0 && data.T&t == 0 {
				data.join(Value{T: t, Src: srcAt(p, lineOf(0)+i)})
			}
		}
	}
	if data.T == 0 {
		return
	}
	if otherEncode().MatchString(src) {
		data.Enc = true
	}
	// The destination: a URL on the sink's line, else the nearest one
	// before it, else the first of the file.
	host := ""
	at := sink[0]
	for _, m := range otherLiteral().FindAllStringSubmatchIndex(src, -1) {
		s := src[m[0]:m[1]]
		if h := hostOf(s); h != "" && !localHost(h) {
			if host == "" || m[0] <= at+len(lineText(src, at)) {
				host = h
			}
		}
	}
	kind := sendNet
	name := src[sink[0]:sink[1]]
	switch {
	case otherDNS().MatchString(name):
		kind = sendDNS
	case otherMail().MatchString(name):
		kind = sendMail
	}
	u.send(kind, lineOf(sink[0]), strings.TrimSpace(name), host, data, lineText(src, sink[0]))
}

// otherPayloads decodes the literals of a file that decodes and runs
// code: what they decode to is run.
func (u *unit) otherPayloads(src string, lineOf func(int) int) {
	decodes := otherDecoder().MatchString(src)
	run := otherRunner().FindStringIndex(src)
	sink := otherSink().FindStringIndex(src)
	if run == nil && sink == nil {
		return
	}
	decs := strings.ToLower(src)
	type cand struct {
		off    int
		text   string
		folded bool
	}
	var cands []cand
	lits := otherLiteral().FindAllStringSubmatchIndex(src, 4096)
	for i := 0; i < len(lits); i++ {
		m := lits[i]
		s := litText(src, m)
		// Literals joined by concatenation fold into one.
		j := i
		for j+1 < len(lits) && otherConcat().MatchString(src[lits[j][1]:lits[j+1][0]]) {
			j++
			s += litText(src, lits[j])
		}
		if j > i {
			cands = append(cands, cand{m[0], s, true})
			i = j
			continue
		}
		if decodes {
			cands = append(cands, cand{m[0], s, false})
		}
	}
	for _, m := range codes().FindAllStringIndex(src, 64) {
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
		cands = append(cands, cand{m[0], b.String(), false})
	}
	for _, c := range cands {
		var out string
		ok := false
		switch {
		case !decodes:
			out, ok = c.text, c.folded
		case hexLit().MatchString(c.text) && (strings.Contains(decs, "hex2bin") || strings.Contains(decs, "pack(") || strings.Contains(decs, "fromhex") || strings.Contains(decs, "hex")):
			out, ok = decodeHex(c.text)
		case b64Lit().MatchString(c.text) && strings.Contains(decs, "64"):
			out, ok = decodeBase64(c.text)
		}
		if !ok && (strings.Contains(decs, "rot13")) && len(c.text) >= 8 {
			out, ok = rot13(c.text), true
		}
		if (!ok || !cmdLike().MatchString(out)) && (strings.Contains(decs, "reverse") || strings.Contains(decs, "strrev")) && len(c.text) >= 8 {
			out, ok = reverse(c.text), true
		}
		if !ok && len(c.text) >= 8 && codes().MatchString(src[c.off:min(len(src), c.off+len(c.text)*4+4)]) {
			out, ok = c.text, true // character codes, already turned into text
		}
		if (!ok || !cmdLike().MatchString(out)) && c.folded {
			out, ok = c.text, true
		}
		if !ok || !printable(out) || !cmdLike().MatchString(out) || strings.Contains(src, out) {
			continue
		}
		if !u.take(len(c.text), lineOf(c.off)) {
			return
		}
		line := lineOf(c.off)
		v := known(out)
		if out != c.text || !c.folded {
			v.Dec = 1 // decoded, not only folded
		}
		if run != nil {
			lang := "other"
			if shellLike(out) {
				lang = "sh"
			}
			u.runCode(line, "code the file runs", v, lang, lineText(src, c.off))
		} else {
			u.hiddenDest(v, line, strings.TrimSpace(src[sink[0]:sink[1]]), lineText(src, c.off))
		}
	}
}

// litText is the text of a literal match, with the escapes of double
// quotes decoded (\x41, \101, \n).
func litText(src string, m []int) string {
	if m[2] >= 0 {
		return src[m[2]:m[3]]
	}
	s := src[m[4]:m[5]]
	if !strings.Contains(s, `\`) {
		return s
	}
	if d, _ := unescape(s); d != "" {
		return d
	}
	return s
}

// shellLike reports decoded text that is a shell command line.
func shellLike(s string) bool {
	f := strings.Fields(s)
	if len(f) == 0 {
		return false
	}
	w := f[0][strings.LastIndexByte(f[0], '/')+1:]
	if shells[w] {
		return true
	}
	switch w {
	case "curl", "wget", "nc", "ncat", "socat", "rm", "chmod", "echo", "cat", "base64":
		return true
	}
	return strings.Contains(s, "| sh") || strings.Contains(s, "| bash") || strings.Contains(s, "/dev/tcp")
}

func lineText(src string, off int) string {
	s := strings.LastIndexByte(src[:off], '\n') + 1
	e := strings.IndexByte(src[off:], '\n')
	if e < 0 {
		return src[s:]
	}
	return src[s : off+e]
}
