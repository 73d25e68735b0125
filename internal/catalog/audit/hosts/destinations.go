package hosts

import (
	"net/netip"
	"regexp"
	"strings"
	"sync"
)

// The private_host condition: where a command connects to, read from the
// command's own shape (the host of a URL, of /dev/tcp/HOST/PORT, of nc,
// socat and openssl s_client, of a socket's connect) and from every
// address written on the line. A line whose every destination is a
// loopback, private or link-local address can reach nothing outside the
// user's own network: a lab's reverse shell (10.0.0.1) or an internal
// installer. Documentation ranges (192.0.2.0/24…) and reserved names are
// not private here: they stand in for a real address in write-ups and in
// the evaluation's inert samples, and a real one is what matters.

var (
	devTCPRE  = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`/dev/(?:tcp|udp)/([^/\s"'` + "`" + `]+)/`) })
	connectRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)(?:connect(?:_ex)?\(\s*\(|fsockopen\(|TCPClient\(|TCPSocket\.(?:new|open)\(|Socket\(|createConnection\(\s*(?:\d+\s*,)?|connect\(\s*(?:\d+\s*,)?)\s*["']([^"']+)["']`)
	})
	socatRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)\b(?:tcp[46]?|udp[46]?|tcp-connect|udp-connect|openssl|ssl)(?:-connect)?:([^:\s,]+):\d`)
	})
	sClientRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?i)-connect\s+([^\s:]+):\d`) })
	netToolRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)\b(?:nc|ncat|netcat|telnet|curl|wget)\b([^\n|;&]*)`)
	})
	hostTokRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^\[?[A-Za-z0-9](?:[A-Za-z0-9.:-]*[A-Za-z0-9])?\]?$`) })
	anyIPv4RE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\b\d{1,3}(?:\.\d{1,3}){3}\b`) })
)

// destinations are the hosts a line connects to or fetches from, as far
// as its shape shows them, and every IPv4 address written on it.
func destinations(line string) []string {
	var out []string
	for _, u := range URLs(line) {
		out = append(out, u.Host)
	}
	for _, re := range []*regexp.Regexp{devTCPRE(), connectRE(), socatRE(), sClientRE()} {
		for _, m := range re.FindAllStringSubmatch(line, 8) {
			out = append(out, strings.ToLower(m[1]))
		}
	}
	// The operands of nc, ncat, netcat, telnet, curl and wget that are
	// neither flags nor paths nor ports: their host (curl without a
	// scheme fetches over http).
	for _, m := range netToolRE().FindAllStringSubmatch(line, 8) {
		for _, tok := range strings.Fields(m[1]) {
			tok = strings.Trim(tok, `"'`+"`()")
			if tok == "" || strings.HasPrefix(tok, "-") || strings.HasPrefix(tok, "/") || strings.Contains(tok, "://") {
				continue
			}
			host, _, _ := strings.Cut(tok, "/")
			if h, _, ok := strings.Cut(host, ":"); ok && !strings.HasPrefix(host, "[") {
				host = h
			}
			if !hostTokRE().MatchString(host) || !strings.Contains(host, ".") && host != "localhost" {
				continue // a port, a word, a flag's value without a dot
			}
			out = append(out, strings.ToLower(strings.Trim(host, "[]")))
		}
	}
	out = append(out, anyIPv4RE().FindAllString(line, 16)...)
	return out
}

// PrivateDestinations reports a line with at least one destination, all
// of them loopback, private or link-local addresses (or localhost).
func PrivateDestinations(line string) bool {
	ds := destinations(line)
	if len(ds) == 0 {
		return false
	}
	for _, d := range ds {
		if !privateHost(d) {
			return false
		}
	}
	return true
}

func privateHost(h string) bool {
	h = strings.TrimSuffix(strings.Trim(h, "[]"), ".")
	if h == "localhost" || strings.HasSuffix(h, ".localhost") {
		return true
	}
	a, err := netip.ParseAddr(h)
	if err != nil {
		return false
	}
	a = a.Unmap()
	return a.IsLoopback() || a.IsPrivate() || a.IsLinkLocalUnicast() || a.IsUnspecified()
}
