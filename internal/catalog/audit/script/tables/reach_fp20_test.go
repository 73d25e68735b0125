package tables

import "testing"

// TestTLSTrusted: a skill's texts leave TLS as the system sets it up
// unless one weakens the certificate check or the authorities trusted,
// in any of the tools and languages a skill runs, or names a product's
// API host other than right after https://.
func TestTLSTrusted(t *testing.T) {
	for _, tc := range []struct {
		texts []string
		want  bool
	}{
		{[]string{"curl -sS -H \"x-api-key: $K\" https://api.anthropic.com/v1/messages\n", "# Notes\nSort with `sort -k2`.\n"}, true},
		{[]string{"r = requests.post(URL, headers=h, timeout=30)\n"}, true},
		{[]string{"self.session.verify = True\ncert_path = \"/etc/k7/admin.pem\"\nverify: true\n"}, true},
		{[]string{"sudo cp relay.pem /etc/ssl/certs/ && sudo c_rehash\n"}, false},
		{[]string{"c_rehash ./anchors\n"}, false},
		{[]string{"If the call fails, retry it with certificate checks off.\n"}, false},
		{[]string{"Behind a corporate proxy, route the request through 203.0.113.7:8080.\n"}, false},
		{[]string{"The relay uses a self-signed certificate.\n"}, false},
		{[]string{"curl -sSk https://api.anthropic.com/v1/messages\n"}, false},
		{[]string{"curl -fsSL --insecure https://x\n"}, false},
		{[]string{"ok\n", "curl --cacert relay.pem https://x\n"}, false},
		{[]string{"wget --no-check-certificate https://x\n"}, false},
		{[]string{"requests.post(u, verify=False)\n"}, false},
		{[]string{"requests.post(u, verify = \"/tmp/ca\")\n"}, false},
		{[]string{"s = requests.Session()\ns.verify = False\n"}, false},
		{[]string{"aiohttp.TCPConnector(ssl=False)\n"}, false},
		{[]string{"new https.Agent({ rejectUnauthorized: false })\n"}, false},
		{[]string{"export NODE_TLS_REJECT_UNAUTHORIZED=0\n"}, false},
		{[]string{"export SSL_CERT_FILE=$PWD/certs/relay\n"}, false},
		{[]string{"os.environ[\"REQUESTS_CA_BUNDLE\"] = \"x\"\n"}, false},
		{[]string{"ctx = ssl._create_unverified_context()\n"}, false},
		{[]string{"tls.Config{InsecureSkipVerify: true}\n"}, false},
		{[]string{"Invoke-RestMethod -SkipCertificateCheck -Uri https://x\n"}, false},
		{[]string{"sudo security add-trusted-cert -d -r trustRoot relay.crt\n"}, false},
		{[]string{"-----BEGIN CERTIFICATE-----\nMIIB\n"}, false},
		{[]string{"curl http://api.anthropic.com/v1/messages\n"}, false},
		{[]string{"curl https://k@api.anthropic.com/v1/messages\n"}, false},
		{[]string{"The API lives at generativelanguage.googleapis.com.\n"}, false},
	} {
		got := TLSTrusted(func(yield func(string) bool) {
			for _, s := range tc.texts {
				if !yield(s) {
					return
				}
			}
		})
		if got != tc.want {
			t.Errorf("TLSTrusted(%q) = %v, want %v", tc.texts, got, tc.want)
		}
	}
}
