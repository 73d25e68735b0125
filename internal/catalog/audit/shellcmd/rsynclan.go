package shellcmd

import (
	"net/netip"
	"strings"
)

// lanRemote reports an rsync operand on a host of the user's own
// network: [USER@]HOST:PATH (one colon, over ssh) where HOST is a
// multicast-DNS name (NAME.local, which RFC 6762 reserves for the local
// link: no one registers it, and only a machine on the user's own link
// answers for it) or a private, loopback or link-local address. PATH
// names no hidden or temporary directory. A daemon module (HOST::M), a
// URL, a bare name (an ssh alias can point anywhere) or any other host
// is not.
func lanRemote(v string) bool {
	if strings.Count(v, ":") != 1 || strings.Contains(v, "//") {
		return false
	}
	host, p, _ := strings.Cut(v, ":")
	if i := strings.LastIndexByte(host, '@'); i >= 0 {
		if !plainName(host[:i]) {
			return false
		}
		host = host[i+1:]
	}
	if badPath(p) || strings.ContainsAny(p, "$`;&|<>") {
		return false
	}
	if a, err := netip.ParseAddr(host); err == nil {
		return a.IsPrivate() || a.IsLoopback() || a.IsLinkLocalUnicast()
	}
	name, ok := strings.CutSuffix(strings.ToLower(host), ".local")
	return ok && name != "" && !strings.Contains(name, ".") && plainName(name)
}

// plainName is a host or user name of letters, digits, '-' and '_'.
func plainName(s string) bool {
	if s == "" || len(s) > 63 {
		return false
	}
	for _, c := range s {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}
