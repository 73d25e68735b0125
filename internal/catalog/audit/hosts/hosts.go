// Package hosts reads where text sends to or fetches from: the URLs
// written in it and their hosts — well-known installer sources, paste
// sites, tunnels and webhook catchers, local and example names, public
// addresses —, the destinations a command line connects to, and whether
// a credential read goes to its own service. The audit's conditions
// (known_host, risky_host, plain_http, example_host, private_host,
// own_service) ask it. It is a leaf: text in, hosts and verdicts out.
package hosts

import (
	"bytes"
	"net/netip"
	"regexp"
	"slices"
	"strings"
	"sync"

	"golang.org/x/net/publicsuffix"
)

var (
	urlRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)\b(https?|ftp|tcp|wss?):[/\\]+([^\s"'<>()\[\]{}` + "`" + `\\|,;]+)`)
	})
	bareIPRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\b(?:\d{1,3}\.){3}\d{1,3}\b`) })
)

// A URL written in text: its scheme and host lower-cased (the host
// without a trailing dot, user or port, as Readings reads it), its path
// from the first slash. Alt is the host the WHATWG standard reads where
// curl reads another (Readings): https://known\@evil/.
type URL struct {
	Scheme, Host, Path string
	Alt                string
}

// URLs are the URLs written in s (http, https, ftp, tcp, ws, wss), at
// most 8.
func URLs(s string) []URL {
	var out []URL
	for _, m := range urlRE().FindAllStringSubmatchIndex(s, 8) {
		rest := s[m[4]:m[5]]
		if m[5] < len(s) && s[m[5]] == '\\' {
			// The authority read on through backslashes, as curl does.
			e := m[5]
			for e < len(s) && !strings.ContainsRune(" \t\r\n\"'<>()[]{}`|,;/?#", rune(s[e])) {
				e++
			}
			rest = s[m[4]:e]
		}
		if u, ok := userinfo(s, m[0], m[4], m[5]); ok {
			rest = u
		}
		host, alt := Readings(rest)
		p := ""
		if i := strings.IndexByte(rest, '/'); i >= 0 && !strings.ContainsAny(rest[:i], "?#") {
			p = rest[i+1:]
		}
		out = append(out, URL{Scheme: strings.ToLower(s[m[2]:m[3]]), Host: host, Alt: alt, Path: "/" + p})
	}
	return out
}

// userinfo is the authority read on past a character the URL pattern
// stops at but a user name may hold (fix16), as the shell joins the URL's
// word (fix16fix): in https://get.docker.com,@evil.dev/ (or ;@, (@, |@,
// [@, <@, \@) curl and WHATWG both connect to evil.dev, and so in
// "https://get.docker.com"$(:)"@evil.dev/", "https://get.docker.com"\@evil.dev/,
// https://get.docker.com\ @evil.dev/ or https://get.docker.com"$EMPTY"@evil.dev/
// where the shell joins the quoted, escaped and expanded parts into one
// word. Read: inside the URL's own text (its quoted string, blanks
// included, or its unquoted word) any character; once its quote has
// closed, only quotes (any text inside), expansions ($NAME, ${...},
// $(...), `...`) and escaped characters, until an '@'; then the host to
// the authority's end ('/', '?', '#', a blank outside quotes). At most
// 256 bytes. ok when an '@' follows: the text up to the last '@' is the
// user part.
func userinfo(s string, start, a, e int) (string, bool) {
	if e >= len(s) || strings.IndexByte(s[e:min(len(s), e+256)], '@') < 0 {
		return "", false // the cheap test: no '@' in reach
	}
	var q byte // the quote the scanner is inside
	if start > 0 && (s[start-1] == '"' || s[start-1] == '\'') {
		q = s[start-1]
	}
	joined := false // past the URL's own quoted string: no plain text
	at, j := -1, e
	for j < len(s) && j-e < 256 {
		c := s[j]
		if c == '\r' || c == '\n' || c == '/' || c == '?' || c == '#' {
			break
		}
		switch {
		case c == '@':
			at, joined = j, false
		case q != 0 && c == q:
			q, joined = 0, at < 0
		case q == '\'':
		case c == '\\' && j+1 < len(s):
			j++
			if s[j] == '@' {
				at, joined = j, false
			}
		case c == '$' || c == '`':
			j = skipExpansion(s, j, e+256) - 1
		case q == 0 && (c == '"' || c == '\''):
			q = c
		case q == 0 && (c == ' ' || c == '\t'), q == 0 && joined:
			j = len(s) // a blank, or plain text after the quote
			continue
		}
		j++
	}
	if at < 0 {
		return "", false
	}
	h := s[at+1 : min(j, len(s))]
	if k := strings.IndexAny(h, "\"'<>()[]{}`|,;\\ \t$"); k >= 0 {
		h = h[:k]
	}
	user := strings.NewReplacer(`"`, "", "'", "", "@", "%40").Replace(s[a:at])
	return user + "@" + h, true
}

// skipExpansion is the end of the expansion or substitution at s[i] ('$'
// or '`'): $NAME, $1, $@, ${...}, $(...) with nested parentheses, `...`;
// never past limit.
func skipExpansion(s string, i, limit int) int {
	limit = min(limit, len(s))
	j := i + 1
	if s[i] == '`' {
		for j < limit && s[j] != '`' {
			j++
		}
		return min(j+1, limit)
	}
	if j >= limit {
		return j
	}
	switch c := s[j]; {
	case c == '(' || c == '{':
		closer, depth := byte(')'), 0
		if c == '{' {
			closer = '}'
		}
		for ; j < limit; j++ {
			if s[j] == c {
				depth++
			} else if s[j] == closer {
				if depth--; depth == 0 {
					return j + 1
				}
			}
		}
		return limit
	case c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
		for j < limit && (s[j] == '_' || s[j] >= 'a' && s[j] <= 'z' || s[j] >= 'A' && s[j] <= 'Z' || s[j] >= '0' && s[j] <= '9') {
			j++
		}
		return j
	case strings.IndexByte("0123456789@*#?$!-", c) >= 0:
		return j + 1
	}
	return j
}

// knownHosts are hosts whose https installers and downloads are
// well known; a path prefix narrows a shared host to one publisher.
var knownHosts = []string{
	"sh.rustup.rs", "static.rust-lang.org", "astral.sh", "get.docker.com", "download.docker.com",
	"brew.sh", "install.python-poetry.org", "get.pnpm.io", "bun.sh", "deno.land/install.sh", "deno.land/install.ps1", "deno.land/x/install/", "deno.com",
	"nodejs.org", "get.helm.sh", "get.sdkman.io", "ollama.com", "claude.ai", "cli.github.com",
	"fly.io", "get.volta.sh", "starship.rs", "tailscale.com", "install.determinate.systems",
	"nixos.org", "pyenv.run", "mise.run", "mise.jdx.dev", "go.dev", "dl.google.com", "sdk.cloud.google.com",
	"awscli.amazonaws.com", "aka.ms", "dot.net", "get.k3s.io", "opencode.ai", "cursor.com",
	"foundry.paradigm.xyz", "aspire.dev", "rye.astral.sh", "pixi.sh", "get.rvm.io", "install.julialang.org",
	"raw.githubusercontent.com/homebrew/", "raw.githubusercontent.com/nvm-sh/",
	"raw.githubusercontent.com/ohmyzsh/", "raw.githubusercontent.com/pyenv/",
	"raw.githubusercontent.com/helm/", "raw.githubusercontent.com/rupa/",
	"raw.githubusercontent.com/cachix/", "raw.githubusercontent.com/nix-community/",
	"apt.llvm.org", "packages.microsoft.com",
	"cli.vercel.com", "vercel.com", "supabase.com", "get.openshift.com", "releases.hashicorp.com",
	"apt.releases.hashicorp.com", "github.com/cli/", "docs.anthropic.com", "anthropic.com",
}

// Known reports an https URL to a host (or a publisher's path on a
// shared host) whose installers and downloads are well known.
func Known(u URL) bool {
	if u.Scheme != "https" || u.Alt != "" && !Known(URL{Scheme: u.Scheme, Host: u.Alt, Path: u.Path}) {
		return false
	}
	hp := "" // u.Host + strings.ToLower(u.Path), made for the first entry with a path
	for _, k := range knownHosts {
		if strings.Contains(k, "/") {
			if hp == "" {
				hp = u.Host + strings.ToLower(u.Path)
			}
			if strings.HasPrefix(hp, k) {
				return true
			}
			continue
		}
		if u.Host == k || dotSuffix(u.Host, k) {
			return true
		}
	}
	return brandTLD(u.Host)
}

// dotSuffix is strings.HasSuffix(h, "."+d) without building "."+d (the
// host tests run for every URL of every file).
func dotSuffix(h, d string) bool {
	return len(h) > len(d) && h[len(h)-len(d)-1] == '.' && h[len(h)-len(d):] == d
}

// DotSuffix reports h is a name under d (strings.HasSuffix(h, "."+d)
// without building "."+d).
func DotSuffix(h, d string) bool { return dotSuffix(h, d) }

// brandTLDs are top-level domains whose registry registers names for
// the brand that runs it alone (ICANN's Specification 13): a host under
// one is that company's, whoever writes the URL (fpc11). Those known to
// give customers names under them (.aws: on.aws; .goog: cloud.goog) are
// left out.
var brandTLDs = []string{"google", "microsoft", "apple"}

// brandTLD reports a host with a name under a brand's own top-level
// domain (antigravity.google, not google or google.evil.dev).
func brandTLD(host string) bool {
	i := strings.LastIndexByte(host, '.')
	if i <= 0 {
		return false
	}
	return slices.Contains(brandTLDs, host[i+1:])
}

// RiskyName reports s is one of the risky hosts' names, as written.
func RiskyName(s string) bool {
	for _, h := range riskyHosts {
		if s == h {
			return true
		}
	}
	return false
}

// riskyHosts are paste sites, tunnels, webhook catchers and file drops:
// where stolen data goes and second stages come from.
var riskyHosts = []string{
	"pastebin.com", "paste.ee", "hastebin.com", "ghostbin.com", "rentry.co", "rentry.org", "termbin.com",
	"transfer.sh", "0x0.st", "file.io", "filebin.net", "temp.sh", "bashupload.com", "catbox.moe",
	"webhook.site", "requestbin.com", "requestbin.net", "pipedream.net", "m.pipedream.net", "beeceptor.com",
	"ngrok.io", "ngrok-free.app", "ngrok.app", "trycloudflare.com", "loca.lt", "localtunnel.me",
	"serveo.net", "localhost.run", "interact.sh", "oast.fun", "oast.live", "oast.pro", "oast.site",
	"oast.online", "oast.me", "burpcollaborator.net", "canarytokens.com", "glot.io", "dpaste.com",
	"dpaste.org", "pastes.io", "controlc.com", "ix.io", "sprunge.us", "api.telegram.org",
}

// RiskyHost reports a paste site, tunnel, webhook catcher or file drop,
// or a public address.
func RiskyHost(host string) bool {
	for _, k := range riskyHosts {
		if host == k || dotSuffix(host, k) {
			return true
		}
	}
	if a, err := netip.ParseAddr(host); err == nil {
		return publicAddr(a)
	}
	return false
}

// Risky reports a URL to a risky host (RiskyHost), or a webhook path on
// a chat host.
func Risky(u URL) bool {
	if RiskyHost(u.Host) || u.Alt != "" && RiskyHost(u.Alt) {
		return true
	}
	return (u.Host == "discord.com" || u.Host == "discordapp.com") && strings.HasPrefix(u.Path, "/api/webhooks")
}

func publicAddr(a netip.Addr) bool {
	return !(a.IsLoopback() || a.IsPrivate() || a.IsUnspecified() || a.IsLinkLocalUnicast() || a.IsMulticast() ||
		a.Is4() && (a.As4()[0] == 0 || a.As4()[0] >= 224 || a.As4()[0] == 100 && a.As4()[1]&0xc0 == 64 ||
			a.As4() == [4]byte{192, 0, 2, a.As4()[3]} || a.As4()[0] == 198 && (a.As4()[1] == 18 || a.As4()[1] == 19 || a.As4()[1] == 51) ||
			a.As4()[0] == 203 && a.As4()[1] == 0 && a.As4()[2] == 113))
}

// HasPublicIP reports a public IPv4 address written on the line outside
// a version number (1.2.3.4 preceded by "v" or followed by "-").
func HasPublicIP(s string) bool {
	for _, loc := range bareIPRE().FindAllStringIndex(s, -1) {
		if loc[0] > 0 && (s[loc[0]-1] == 'v' || s[loc[0]-1] == '.' || s[loc[0]-1] == '-' || s[loc[0]-1] == '@' || s[loc[0]-1] == '=') {
			continue
		}
		if loc[1] < len(s) && (s[loc[1]] == '.' || s[loc[1]] == '-') {
			continue
		}
		a, err := netip.ParseAddr(s[loc[0]:loc[1]])
		if err == nil && publicAddr(a) {
			return true
		}
	}
	return false
}

// Example reports a reserved documentation name or a conventional
// placeholder host (placeholderHosts).
func Example(h string) bool {
	for _, d := range placeholderHosts {
		if h == d || dotSuffix(h, d) {
			return true
		}
	}
	return false
}

// Local reports a host that is no place on the internet: an example
// name, localhost, a .local, .internal or .test name, a private or
// loopback address, or a bare name (a local service).
func Local(h string) bool {
	if Example(h) {
		return true
	}
	if h == "localhost" || strings.HasSuffix(h, ".localhost") || strings.HasSuffix(h, ".local") || strings.HasSuffix(h, ".internal") || h == "example.com" || strings.HasSuffix(h, ".example.com") || strings.HasSuffix(h, ".test") || strings.HasSuffix(h, ".example") || h == "host.docker.internal" {
		return true
	}
	if a, err := netip.ParseAddr(strings.Trim(h, "[]")); err == nil {
		return !publicAddr(a)
	}
	return !strings.Contains(h, ".") // a bare name: a local service
}

// placeholderHosts are the reserved documentation names (RFC 2606) and
// the conventional placeholders of security write-ups, whose owners
// serve no payloads: a URL to one is an example by its address.
var placeholderHosts = []string{"example.com", "example.org", "example.net", "example", "test", "invalid", "localhost",
	"target.com", "victim.com", "attacker.com", "evil.com", "yourdomain.com", "your-domain.com"}

// ownServiceRE finds the named item of a keychain read: macOS security's
// -s, secret-tool's service attribute, Windows Credential Manager's
// target (Get-StoredCredential -Target).
var ownServiceRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?:find-(?:generic|internet)-password\b[^\n]*?\s-s\s+["']?|secret-tool\s+lookup\s+(?:service|server)\s+["']?|(?i:Get-StoredCredential)\s+(?i:-Target)\s+["']?)([A-Za-z0-9][\w.-]*)`)
})

// OwnService reports a read of one named credential item whose name's
// first word (of four letters or more) is the registrable name of the
// host of every URL of the file (api.linear.app for linear-cli), with
// at least one URL: the token goes to its own service. Both the item's
// name and the host are the author's words, so the name must be the
// host's registrable label exactly, under a suffix nobody registers
// tenants in: linear.example-x.net, linear-sync.net and linear.vercel.app
// do not carry it. (A look-alike under another top-level domain does;
// the finding still names the host.)
func OwnService(line string, file []byte) bool {
	if ownServer(line, file) {
		return true
	}
	m := ownServiceRE().FindStringSubmatch(line)
	if m == nil {
		return false
	}
	word := strings.ToLower(strings.FieldsFunc(m[1], func(r rune) bool { return r == '-' || r == '_' || r == '.' })[0])
	if len(word) < 4 {
		return false
	}
	us := URLs(string(file))
	if len(us) == 0 {
		return false
	}
	for _, u := range us {
		if u.Scheme != "https" || registrableLabel(u.Host) != word {
			return false
		}
	}
	return true
}

// ownServerRE finds an internet password's server, a host name that
// may start with a variable ($SITE.atlassian.net); urlHostRE the host of
// every URL, as written.
var (
	ownServerRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`find-internet-password\b[^\n]*?\s-s\s+["']?((?:\$\{?\w+\}?\.)?[A-Za-z0-9][\w-]*(?:\.[\w-]+)+)["']?(?:\s|$)`)
	})
	urlHostRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?i)\b[a-z][a-z0-9+.-]*://([^/\s"'?#<>]*)`) })
)

// ownServer reports macOS's internet password of a server (security
// find-internet-password -s HOST) in a file whose every URL is https to
// that same host, as written: the password saved for a site goes back
// to it. A variable at its start stands for the same text in both.
func ownServer(line string, file []byte) bool {
	m := ownServerRE().FindStringSubmatch(line)
	if m == nil {
		return false
	}
	us := urlHostRE().FindAllSubmatch(file, -1)
	if len(us) == 0 {
		return false
	}
	for _, u := range us {
		if !bytes.HasPrefix(bytes.ToLower(u[0]), []byte("https://")) || !strings.EqualFold(string(u[1]), m[1]) {
			return false
		}
	}
	return true
}

// registrableLabel is the label of host just under its public suffix
// ("linear" for api.linear.app), "" under a suffix anyone can register
// names in (vercel.app, s3.amazonaws.com: the label is a tenant's, not
// the service's) or for an address.
func registrableLabel(host string) string {
	host = strings.TrimSuffix(strings.ToLower(host), ".")
	suffix, icann := publicsuffix.PublicSuffix(host)
	if !icann || len(host) <= len(suffix)+1 {
		return ""
	}
	rest := host[:len(host)-len(suffix)-1]
	return rest[strings.LastIndexByte(rest, '.')+1:]
}
