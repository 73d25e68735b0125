package flow

import (
	"fmt"
	"net/netip"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/decode"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/tables"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/value"
)

// SendKind is where data leaves the machine.
type SendKind int

const (
	SendNet SendKind = iota
	SendDNS
	SendMail
	SendGit
	SendClipboard
)

var sendWords = [...]string{SendNet: "", SendDNS: "DNS lookup ", SendMail: "mail ", SendGit: "git push ", SendClipboard: "clipboard "}

// Send checks data reaching a sink: a secret in it is a hit. host is the
// destination when known ("" when not).
func (u *Unit) Send(kind SendKind, line int, sink, host string, data value.Value, text string) {
	for _, d := range u.Skill.decURLs {
		if d.path == u.Path {
			u.Skill.impure()
		}
		if d.path == u.Path && d.line <= line {
			u.Hit(Hit{Kind: HiddenDest, Line: d.line, Level: 2, Source: "decoded " + d.url, Sink: "code that goes on the network (" + sink + ")", Text: d.url, Decoded: true})
		}
	}
	if data.Param != 0 {
		u.FnSends(data.Param, sink, host, kind)
	}
	if tables.LocalHost(host) {
		return // it stays on this machine or its network
	}
	t := data.T
	level, resembles := 0, false
	switch {
	case (t|data.A)&value.Heavy != 0:
		level = 3
		t |= data.A & value.Heavy
	case t&value.Clipboard != 0 && host != "" && kind != SendClipboard:
		// Everything the user copies, sent as it changes: a clipboard
		// stealer (an honest sync names its server in a setting).
		level = 2
	case t&value.Repo != 0 && (host != "" && kind == SendNet || kind == SendMail):
		// A git hook that sends the user's code or the remote's URL
		// away does so at every commit of every repository it is in.
		level = 2
	case t&(value.EnvSecret|value.Keychain) != 0:
		switch {
		case kind == SendDNS && data.Enc && tables.UnderZone(data.S):
			// A secret encoded into the labels of a name under a fixed
			// zone: whoever runs the zone's name server reads it from
			// the queries; no lookup needs a token in its name.
			level = 3
		case kind == SendDNS && !data.Enc && data.S == value.UnknownPart:
			// The name is the secret's own value, nothing added (a
			// database URL's host): it reaches only the resolver the
			// user configured. A name with parts added around the
			// secret is sent somewhere, zone seen or not.
			level = 1
		case kind == SendDNS || kind == SendClipboard:
			level = 2
		case max(tables.OwnService(data.Name, host), serviceMatchIf(!data.Multi, data.Svc, host)) == tables.ExactMatch:
			return // its own token to its own service
		case max(tables.OwnService(data.Name, host), serviceMatchIf(!data.Multi, data.Svc, host)) == tables.WeakMatch:
			level, resembles = 1, true // a host that only resembles the service's: shown
		case host == "" && (kind == SendMail || rawSocket(sink)):
			// No API takes a token as the bytes of a bare socket or
			// the text of a mail: wherever it goes, it is given away.
			level = 2
		case host == "":
			level = 0 // a token in the data of a request to a URL the analysis cannot see
		default:
			level = 2
		}
	case data.Enc && t&value.EnvVar != 0 && (host != "" || kind == SendDNS):
		// An environment value encoded and sent as data to a named host:
		// encoding hides what leaves, and no honest request needs its
		// body disguised from the user (auth headers are carried apart).
		level = 2
		data.Src = "an environment variable, encoded"
	case data.A&value.EnvSecret != 0 && host != "" && kind == SendNet:
		// A secret in an authentication header (Authorization: Bearer
		// $X) goes where the request goes. To its own service it is
		// how an API is called; to a host of another name it is given
		// to that host's owner. A secret named for a service that is
		// only ever reached at its own domain (an AI provider, a code
		// host, a cloud), or one sent to a bare address, is high. A
		// service that can be self-hosted is often reached at a host
		// named after it (gitlab.example.org: not reported); elsewhere
		// medium. Whose service an unqualified name (API_KEY) is for
		// cannot be told: low, shown. (A token from a credential store
		// is named for its store's entry, not for a service: left to
		// the capabilities.)
		t |= data.A & value.EnvSecret
		svc := data.Svc
		if data.Multi {
			svc = ""
		}
		named := tables.ServiceOf(data.Name)
		switch max(tables.OwnService(data.Name, host), tables.ServiceMatch(svc, host)) {
		case tables.ExactMatch:
			return
		case tables.WeakMatch:
			level, resembles = 1, true
		default:
			switch {
			case hostedOnly(named) || bareAddress(host):
				level = 2
			case named != "" && hostLabel(host, named):
				return // a self-hosted instance named after its service
			case named != "":
				level = 1
			default:
				level = 0
			}
		}
		data.Src += " in an authentication header"
	default:
		return
	}
	if level == 0 && t&(value.EnvSecret|value.Keychain) == 0 {
		return
	}
	k := SecretFlow
	if t&value.EnvAll != 0 {
		k = EnvExfil
	}
	dst := sendWords[kind] + sink
	if host != "" {
		dst += " to " + host
	}
	u.Hit(Hit{Kind: k, Line: line, Level: level, Source: data.Src, Sink: dst, Text: text, Taint: t, Resembles: resembles})
}

// hostedServices are services whose API is reached only at their own
// registrable domain (no self-hosted instance answers for them): a
// secret named for one sent to another host is not on its way to its
// API. The names are the words serviceOf gives (after serviceAliases).
var hostedServices = map[string]bool{"openai": true, "anthropic": true, "claude": true, "gemini": true, "googleapis": true, "mistral": true, "cohere": true, "groq": true,
	"openrouter": true, "replicate": true, "huggingface": true, "github": true, "stripe": true, "slack": true, "discord": true, "telegram": true, "twilio": true,
	"sendgrid": true, "mailgun": true, "postmark": true, "amazonaws": true, "cloudflare": true, "vercel": true, "netlify": true, "heroku": true, "digitalocean": true,
	"npm": true, "pypi": true, "notion": true, "linear": true, "airtable": true, "figma": true, "dropbox": true, "datadog": true, "pagerduty": true, "shopify": true}

func hostedOnly(svc string) bool { return hostedServices[svc] }

// rawSocket reports a sink that writes bytes to a connection, not a
// request to an API: netcat and the like, a socket's send or write.
func rawSocket(sink string) bool {
	l := strings.ToLower(sink)
	f := strings.Fields(l)
	if len(f) > 0 {
		switch f[0] {
		case "nc", "ncat", "netcat", "socat", "telnet":
			return true
		}
	}
	return strings.Contains(l, "socket") || strings.Contains(l, "sendall") || strings.Contains(l, "/dev/tcp") || strings.Contains(l, "/dev/udp") ||
		strings.Contains(l, "net.conn") || strings.Contains(l, "tcpsocket") || strings.Contains(l, "tcpclient")
}

// hostLabel reports a label of host equal to word (gitlab in
// gitlab.example.org).
func hostLabel(host, word string) bool {
	for _, l := range strings.Split(strings.ToLower(host), ".") {
		if l == word {
			return true
		}
	}
	return false
}

// bareAddress reports a host written as an IP address (no name the
// user could recognise as their service's).
func bareAddress(h string) bool {
	h = strings.Trim(h, "[]")
	if i := strings.LastIndexByte(h, ':'); i > 0 && !strings.Contains(h[:i], ":") {
		h = h[:i]
	}
	_, err := netip.ParseAddr(h)
	return err == nil
}

// serviceMatchIf is serviceMatch when ok, else noMatch.
func serviceMatchIf(ok bool, svc, host string) int {
	if !ok {
		return tables.NoMatch
	}
	return tables.ServiceMatch(svc, host)
}

// RunCode checks code handed to something that runs it: decoded or
// downloaded text is a hit, and known text is analysed as lang.
func (u *Unit) RunCode(line int, runner string, code value.Value, lang string, text string) value.Value {
	if code.Param != 0 {
		u.FnExec(code.Param)
	}
	if code.From != "" && (strings.HasPrefix(code.From, "/") || strings.HasPrefix(code.From, "~")) && u.Skill.Resolve(u.Path, code.From) == "" {
		u.Hit(Hit{Kind: ExternalExec, Line: line, Level: 2, Source: code.From, Sink: runner, Text: text})
	}
	if code.DL && (u.Nested || code.Asm || !strings.HasPrefix(runner, "a pipe into") || !tables.PipeToShellLine(text)) {
		// (A line the rules match is theirs: package audit keeps the
		// rule's finding, judged with its host; the others are judged
		// here by the download's source.)
		u.Hit(Hit{Kind: RemoteExec, Line: line, Level: 2, Source: DownloadSource(code.Src), Sink: runner, Text: text, Decoded: code.Asm}) // Asm: folded from parts
	}
	if code.Dec > 0 || code.Rev {
		k := DecodeAndExec
		if u.Lang == "sh" {
			k = DecodeToShell // a shell runs it (a pipe, bash -c, eval)
		}
		show := text
		if code.Known {
			show = "decoded: " + code.S
		}
		u.Hit(Hit{Kind: k, Line: line, Level: 3, Source: "decoded text", Sink: runner, Text: show})
	}
	if code.S == "" || code.S == value.UnknownPart || lang == "" {
		return value.Value{S: value.UnknownPart}
	}
	// Folded or decoded text is analysed again as code; text written
	// as such in the file already was (a literal argument to bash -c is
	// analysed here too: the shell parser saw it only as a word).
	env := map[string]value.Value{}
	s := code.S
	if !code.Known {
		// Unknown parts carry what the whole value carries.
		v := code
		v.S, v.Known, v.List = value.UnknownPart, false, nil
		env["__u"] = v
		if lang != "sh" {
			return value.Value{S: value.UnknownPart}
		}
	}
	if !decode.Printable(s) {
		return value.Value{S: value.UnknownPart}
	}
	out := value.Value{S: value.UnknownPart}
	if n := u.NestedText(s, lang, line, env, code.Dec > 0 || !code.Known || !strings.Contains(text, s), text); n != nil {
		out.Join(n.Out)
	}
	return out
}

// Miner reports a crypto miner in text.
func (u *Unit) Miner(line int, s, text string) bool {
	if len(s) < 4 || !tables.MinerText(s) {
		return false
	}
	u.Hit(Hit{Kind: Miner, Line: line, Level: 2, Sink: "a crypto miner", Text: text})
	return true
}

// EnvValue is the value of the environment variable name read at line.
func EnvValue(name string, line int, how string) value.Value {
	v := value.Unknown()
	if name != "" {
		v.T = value.EnvVar
	}
	if tables.SecretName(name) {
		v.T, v.Name, v.Src, v.NS = value.EnvSecret, name, value.SrcAt(how, line), 1
		v.Svc = tables.ServiceOf(name)
		if v.Svc == "" {
			v.Svc = strings.ToLower(name)
		}
	}
	return v
}

// EnvDynamic is what reading the environment by a name computed at run
// time gives (os.getenv(n) in a loop over a list, process.env[k], the
// shell's ${!v}): any of the secret variable names the code spells, as
// literals or words. A program that lists secret names and reads the
// environment by a variable reads those secrets, however the name
// reaches the read. ok is false when the code spells none.
func (u *Unit) EnvDynamic(line int, how string) (value.Value, bool) {
	if !u.namesOK {
		u.namesOK = true
		seen := map[string]bool{}
		for _, n := range envNames(u.src, 4*maxEnvNames) {
			if !seen[n] && tables.SecretName(n) && len(u.names) < maxEnvNames {
				seen[n] = true
				u.names = append(u.names, n)
			}
		}
	}
	if len(u.names) == 0 {
		return value.Value{}, false
	}
	var v value.Value
	for _, n := range u.names {
		v.Join(EnvValue(n, line, how+" ("+n+", a name the code lists)"))
	}
	v.S, v.Known = value.UnknownPart, false
	return v, true
}

// maxEnvNames bounds the names envDynamic reads from one unit's code.
const maxEnvNames = 16

// envNames are the first n names in src in the shape of an environment
// variable's: upper case words joined by underscores, the matches of
// `\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b` (TestEnvNames), found without the
// regexp engine (which read each unit's whole code at a few tens of
// MB/s). A match begins and ends at a word boundary and holds word bytes
// only, so it is a whole word (a longest run of ASCII letters, digits
// and underscores) of that shape, and the words are read in turn.
func envNames(src string, n int) []string {
	var out []string
	for i := 0; i < len(src) && len(out) < n; {
		if !wordByte(src[i]) {
			i++
			continue
		}
		j := i + 1
		for j < len(src) && wordByte(src[j]) {
			j++
		}
		if envShape(src[i:j]) {
			out = append(out, src[i:j])
		}
		i = j
	}
	return out
}

// envShape reports a word matching [A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+: an
// upper-case letter first, upper-case letters, digits and single
// underscores, at least one underscore, none last.
func envShape(w string) bool {
	if len(w) < 3 || w[0] < 'A' || w[0] > 'Z' || w[len(w)-1] == '_' {
		return false
	}
	under := false
	for i := 1; i < len(w); i++ {
		switch c := w[i]; {
		case c == '_':
			if w[i-1] == '_' {
				return false
			}
			under = true
		case c >= 'A' && c <= 'Z' || c >= '0' && c <= '9':
		default:
			return false
		}
	}
	return under
}

// wordByte reports an ASCII letter, digit or underscore (the regexp's
// \w; every other byte, and every byte of a character beyond ASCII, is
// a boundary).
func wordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

// PathValue is a path string: reading what it names carries its taint.
func PathValue(s string, line int) value.Value {
	v := value.Known(s)
	if t := tables.PathTaint(s); t != 0 {
		v.T, v.Src = t, value.SrcAt(s, line)
	}
	return v
}

// Harvest reports several secrets gathered into one value that is
// serialised or encoded: a payload being prepared.
func (u *Unit) Harvest(v value.Value, line int, how, text string) {
	if v.NS >= 2 && v.Multi && v.T&value.EnvSecret != 0 || v.T&(value.CredFile|value.Wallet|value.Browser|value.Agent) != 0 && strings.Contains(how, "encoded") {
		u.Hit(Hit{Kind: Harvest, Line: line, Level: 2, Source: v.Src, Sink: how, Text: text, Taint: v.T})
	}
}

// HiddenDest reports a network destination that only decoding reveals.
func (u *Unit) HiddenDest(dest value.Value, line int, sink, text string) {
	if dest.Dec > 0 && (tables.HostOf(dest.S) != "" || !dest.Known) {
		show := dest.S
		if !dest.Known {
			show = "an encoded value"
		}
		u.Hit(Hit{Kind: HiddenDest, Line: line, Level: 2, Source: "decoded " + show, Sink: sink, Text: text})
	}
}

// DownloadSource is how a hit names the download a value came from:
// its source when that names the address (so that its host judges the
// hit), else "a download".
func DownloadSource(src string) string {
	if strings.Contains(src, "://") {
		return src
	}
	return "a download"
}

// Wrote records that the file a path value names holds what v carries
// (an archive of a wallet folder): reading it back carries it.
func (u *Unit) Wrote(path, v value.Value) {
	// (A path with unknown parts is its own name: "$env:TEMP\\w.zip"
	// written and read back is the same file.)
	if path.S == "" || path.S == value.UnknownPart || v.T == 0 && v.Dec == 0 && !v.DL {
		return
	}
	u.Skill.impure()
	if u.Skill.written == nil {
		u.Skill.written = map[string]value.Value{}
	}
	w := u.Skill.written[path.S]
	w.Join(value.Value{T: v.T, Src: v.Src, Dec: v.Dec, DL: v.DL})
	u.Skill.written[path.S] = w
}

// WrittenDecoded is how many decodings what the skill wrote to the file
// path names went through (0: none, or not written here): decoded text
// written to a file and the file then run, imported or required is
// decoded code run, in two steps.
func (u *Unit) WrittenDecoded(path value.Value) int {
	if path.S == "" || path.S == value.UnknownPart {
		return 0
	}
	w, _ := u.Skill.lookWritten(path.S)
	return w.Dec
}

// WrittenDownload is where the download the skill wrote to the file path
// names came from, ok false when it wrote none there: a program
// downloaded into a file and the file then run is a download run,
// whatever language saved it.
func (u *Unit) WrittenDownload(path value.Value) (src string, ok bool) {
	if path.S == "" || path.S == value.UnknownPart {
		return "", false
	}
	w, _ := u.Skill.lookWritten(path.S)
	return w.Src, w.DL
}

// ReadPath is reading the file a path value names: its own taint, and
// what the skill wrote into it.
func (u *Unit) ReadPath(v value.Value, line int) value.Value {
	if w, ok := u.Skill.lookWritten(v.S); ok {
		v.Join(w)
	}
	return v
}

// LineText is the line of src at byte off.
func LineText(src string, off int) string {
	s := strings.LastIndexByte(src[:off], '\n') + 1
	e := strings.IndexByte(src[off:], '\n')
	if e < 0 {
		return src[s:]
	}
	return src[s : off+e]
}

// ASCIILower lower-cases ASCII letters only, keeping every offset.
func ASCIILower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// Decoded applies a decoder to in: known text that decodes is analysed
// as the decoded text; anything else is marked decoded but unknown.
func (u *Unit) Decoded(in value.Value, dec func(string) (string, bool), line int) value.Value {
	out := in
	out.Dec++
	out.List = nil
	if len(in.S) > value.MaxText {
		u.Skill.Skip(u.Path, fmt.Sprintf("an encoded payload over %d bytes at line %d: not decoded", value.MaxText, line))
	}
	if !in.Known {
		out.S, out.Known = value.UnknownPart, false
		return out
	}
	if !u.Take(len(in.S), line) {
		out.S, out.Known = value.UnknownPart, false
		return out
	}
	s, ok := dec(in.S)
	if !ok {
		out.S, out.Known = value.UnknownPart, false
		return out
	}
	if len(s) > value.MaxText {
		u.Skill.Skip(u.Path, fmt.Sprintf("a decoded payload over %d bytes at line %d: not analysed", value.MaxText, line))
		out.S, out.Known = value.UnknownPart, false
		return out
	}
	out.S = s
	if t := tables.PathTaint(s); t != 0 {
		out.T |= t
		out.Src = value.SrcAt("decoded "+s, line)
	}
	// A URL that only decoding shows, in code that goes on the network:
	// reported when the network call is seen (send).
	if h := tables.HostOf(s); h != "" && !tables.LocalHost(h) {
		u.Skill.impure() // what it does depends on the URLs found before
		if len(u.Skill.decURLs) < 64 {
			u.Skill.decURLs = append(u.Skill.decURLs, decURL{path: u.Path, line: line, url: clipText(s)})
		}
	}
	u.Miner(line, s, "decoded: "+s)
	return out
}

// CmdName is the program a command runs, without its directory.
func CmdName(s string) string {
	s = strings.TrimSuffix(s, ".exe")
	return s[strings.LastIndexByte(s, '/')+1:]
}

// UnionAll is the values joined: what any of them carries, text unknown.
func UnionAll(vs []value.Value) value.Value {
	var v value.Value
	v.S = value.UnknownPart
	for _, x := range vs {
		v.Join(x)
	}
	return v
}

// Fetched is what a request to urls returns, out: a cloud metadata
// endpoint's answer is the machine's credentials (the instance role's
// keys, the service account's token), read like a credential file.
func Fetched(out value.Value, urls []value.Value, line int) value.Value {
	for _, u := range urls {
		if tables.CloudCredURL(u.S) {
			out.T |= value.CredFile
			out.Src = value.SrcAt("the cloud metadata service's credentials", line)
			break
		}
	}
	return out
}
