package hosts

import (
	"net/netip"
	"strconv"
	"strings"
)

// Readings are the hosts a URL's rest (what follows "scheme://") names
// as curl and as the WHATWG URL standard (browsers, Node and npm) read
// it (fix15). The authority ends at the first '/', '?' or '#' for both;
// WHATWG also ends it at a backslash, curl reads the backslash as part
// of the user name: https://known\@evil/ is known to a browser and evil
// to curl. The user part, up to the last '@', and the port go; the
// host is made Canonical: lower-cased, its trailing dot dropped,
// fullwidth forms folded, and an IPv4 address written as a number, in
// hex or octal parts (2130706433, 0x7f.1, 0177.0.0.1) written as four
// decimal ones. whatwg is "" when it is curl. With two or more '@' in
// the authority, whatwg is the host between the first two when that is
// not curl's (a client that ends the user part at the first '@').
func Readings(rest string) (curl, whatwg string) {
	auth := rest
	if i := strings.IndexAny(auth, "/?#"); i >= 0 {
		auth = auth[:i]
	}
	curl = Canonical(hostOf(auth))
	if i := strings.IndexByte(auth, '\\'); i >= 0 {
		w := Canonical(hostOf(auth[:i]))
		if strings.IndexByte(curl, '\\') >= 0 {
			// No '@' after the backslash: curl refuses the host (a
			// JSON-escaped slash, known.com\/x); WHATWG's is the one.
			return w, ""
		}
		if w != curl {
			whatwg = w
		}
	}
	if whatwg == "" {
		if i := strings.IndexByte(auth, '@'); i >= 0 && i != strings.LastIndexByte(auth, '@') {
			// Two '@': curl and WHATWG take the host after the last,
			// a client that ends the user part at the first one (or
			// reads the host up to the next '@') connects to what lies
			// between them (https://x@evil.dev@known.com/): a URL is
			// known only when both are.
			f, _, _ := strings.Cut(auth[i+1:], "@")
			if f = Canonical(hostOf(f)); f != curl {
				whatwg = f
			}
		}
	}
	return curl, whatwg
}

// SplitScheme cuts a URL at its scheme's colon and slashes: "://", or
// the WHATWG standard's other spellings for a special scheme (one or
// more slashes or backslashes: https:\\host, https:/host, https:///host).
func SplitScheme(u string) (scheme, rest string, ok bool) {
	i := strings.IndexByte(u, ':')
	if i <= 0 {
		return "", "", false
	}
	j := i + 1
	for j < len(u) && (u[j] == '/' || u[j] == '\\') {
		j++
	}
	if j == i+1 {
		return "", "", false
	}
	return u[:i], u[j:], true
}

// hostOf is an authority's host: after the last '@', before the port.
func hostOf(auth string) string {
	if i := strings.LastIndexByte(auth, '@'); i >= 0 {
		auth = auth[i+1:]
	}
	if h, _, ok := strings.Cut(auth, ":"); ok && !strings.HasPrefix(auth, "[") {
		auth = h
	}
	return auth
}

// Canonical is a host as it is looked up: lower-cased, without a
// trailing dot, fullwidth letters and digits and the ideographic full
// stops as the ASCII ones IDNA maps them to (ＧＥＴ.docker.com is
// get.docker.com), a numeric IPv4 address in dotted decimal. Another
// international name stays as written (a host no known name equals).
func Canonical(h string) string {
	for i := 0; i < len(h); i++ {
		if h[i] >= 0x80 {
			h = strings.Map(fold, h)
			break
		}
	}
	h = strings.ToLower(strings.TrimSuffix(h, "."))
	if a, ok := numericIPv4(h); ok {
		return a.String()
	}
	return h
}

// numericIPv4 reads h as the WHATWG IPv4 parser does when its last
// label is a number: one to four parts, each decimal, hex (0x) or
// octal (a leading 0), the last filling the bytes left.
func numericIPv4(h string) (netip.Addr, bool) {
	if !number(h[strings.LastIndexByte(h, '.')+1:]) {
		return netip.Addr{}, false
	}
	parts := strings.Split(h, ".")
	if len(parts) > 4 {
		return netip.Addr{}, false
	}
	var n [4]uint64
	for i, p := range parts {
		base := 10
		switch {
		case len(p) >= 2 && (p[:2] == "0x"):
			base, p = 16, p[2:]
			if p == "" {
				p = "0"
			}
		case len(p) > 1 && p[0] == '0':
			base, p = 8, p[1:]
		}
		v, err := strconv.ParseUint(p, base, 32)
		if err != nil || p == "" {
			return netip.Addr{}, false
		}
		n[i] = v
	}
	last := len(parts) - 1
	var ip uint64
	for i := 0; i < last; i++ {
		if n[i] > 255 {
			return netip.Addr{}, false
		}
		ip |= n[i] << (8 * (3 - i))
	}
	if n[last] >= 1<<(8*(4-last)) {
		return netip.Addr{}, false
	}
	ip |= n[last]
	return netip.AddrFrom4([4]byte{byte(ip >> 24), byte(ip >> 16), byte(ip >> 8), byte(ip)}), true
}

// number reports a label the WHATWG parser reads as a number: digits,
// or 0x and hex digits.
func number(l string) bool {
	if strings.HasPrefix(l, "0x") {
		l = l[2:]
		return strings.Trim(l, "0123456789abcdef") == ""
	}
	return l != "" && strings.Trim(l, "0123456789") == ""
}

// fold maps the fullwidth ASCII forms (U+FF01–U+FF5E) to ASCII and the
// ideographic full stops to '.', as IDNA's mapping does (without its
// tables, which every command would initialise).
func fold(r rune) rune {
	switch {
	case r >= 0xFF01 && r <= 0xFF5E:
		return r - 0xFEE0
	case r == 0x3002 || r == 0xFF61:
		return '.'
	}
	return r
}
