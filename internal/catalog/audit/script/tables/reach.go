package tables

import (
	"net/netip"
	"regexp"
	"strings"
	"sync"
)

// HostLabel reports a label of host equal to word (gitlab in
// gitlab.example.org).
func HostLabel(host, word string) bool {
	for _, l := range strings.Split(strings.ToLower(host), ".") {
		if l == word {
			return true
		}
	}
	return false
}

// BareAddress reports a host written as an IP address (no name the
// user could recognise as their service's).
func BareAddress(h string) bool {
	h = strings.Trim(h, "[]")
	if i := strings.LastIndexByte(h, ':'); i > 0 && !strings.Contains(h[:i], ":") {
		h = h[:i]
	}
	_, err := netip.ParseAddr(h)
	return err == nil
}

// weakTLSRE is what turns off a TLS client's check of the server's
// certificate or makes it trust another authority, in the tools and
// languages a skill runs: curl -k and --insecure, --cacert, wget's
// --no-check-certificate, verify=, ssl=, ca: options, the variables
// that point clients at a bundle or turn the check off
// (NODE_TLS_REJECT_UNAUTHORIZED, REQUESTS_CA_BUNDLE, SSL_CERT_FILE…),
// a custom SSL context, a trust store changed (update-ca-certificates,
// security add-trusted-cert, certutil, /etc/ssl/), a certificate shipped;
// and in prose, what tells the agent to do so itself (certificate
// checks, self-signed, a proxy).
// verify= and ssl= set to true keep the check (a client certificate
// named beside them weakens nothing).
var weakTLSRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)\b(?:insecure|rejectunauthorized|node_tls_reject_unauthorized|insecureskipverify|_create_unverified_context|cert_none|check_hostname|` +
		`no-check-certificate|ca-certificate|skipcertificatecheck|servercertificatevalidationcallback|ignore-certificate-errors|curl_ca_bundle|ssl_cert_file|ssl_cert_dir|` +
		`requests_ca_bundle|node_extra_ca_certs|pythonhttpsverify|git_ssl_no_verify|strict-ssl|cacert|capath|cafile|ca_certs|load_verify_locations|rootcas|truststore|certifi|` +
		`update-ca-certificates|update-ca-trust|add-trusted-cert|certutil|import-certificate|sslverify|ssl_verify|verify_ssl|tls_verify|ssl_context|sslcontext|` +
		`create_default_context|sslkeylogfile|rehash|c_rehash)\b|\b(?:verify|ssl)\s*[=:]\s*(?:[^t\s]|t[^r])|\bca\s*[=:]|\bcurl\b[^\n]*\s-[a-z]*k|/etc/ssl/|BEGIN CERTIFICATE|` +
		`\b(?:certificate|cert|ssl|tls)\s+(?:verification|verify|checks?|checking|validation|errors?|warnings?)\b|\b(?:proxy|proxies|mitm|self-signed)\b`)
})

// TLSReadHook, when set (by tests), is called with the length of each
// text TLSTrusted reads: the work of the reading, counted.
var TLSReadHook func(n int)

// TLSTrusted reports texts (the files of a skill) that leave TLS as the
// system sets it up: no text weakens the check of a server's
// certificate or the authorities trusted (weakTLSRE), and every mention
// of a product's API host (productAPIs) follows https:// directly. Then
// a request to that host by name reaches that host and nobody else,
// whatever a proxy, a hosts entry or curl's --resolve does on the way:
// only the host's own certificate completes the handshake. Plain http,
// a scheme-less curl argument (curl's default is http) or user
// information before the host is a mention not right after https://.
// Linear in the texts: one scan of each by the expression, two counts.
func TLSTrusted(texts func(yield func(string) bool)) bool {
	ok := true
	texts(func(t string) bool {
		if TLSReadHook != nil {
			TLSReadHook(len(t))
		}
		if weakTLSRE().MatchString(t) {
			ok = false
			return false
		}
		lower := strings.ToLower(t)
		for _, h := range productAPIs {
			if strings.Count(lower, h) != strings.Count(lower, "https://"+h) {
				ok = false
				return false
			}
		}
		return true
	})
	return ok
}
