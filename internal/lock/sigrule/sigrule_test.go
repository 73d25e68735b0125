package sigrule

import (
	"strings"
	"testing"
)

func TestCheck(t *testing.T) {
	keyless := Fields{Identity: "a@example.com", Issuer: "https://issuer.example", TrustedRoot: "root.json"}
	for _, tc := range []struct {
		name     string
		f        Fields
		anchored bool
		want     string // a part of the one error; "" for none
		key      string // the key the error is at
	}{
		{"key", Fields{Key: "k.pub"}, true, "", ""},
		{"keyless", keyless, true, "", ""},
		{"oms chain", Fields{Format: FormatOMS, CertificateChain: "root.pem", AllowUnsignedFiles: true}, true, "", ""},
		{"nothing", Fields{}, true, "set key =", ""},
		{"unknown format", Fields{Key: "k.pub", Format: "pgp"}, true, `format "pgp" is not known`, "format"},
		{"chain without oms", Fields{CertificateChain: "root.pem"}, true, "certificate_chain is for OMS", "certificate_chain"},
		{"unsigned without oms", Fields{Key: "k.pub", AllowUnsignedFiles: true}, true, "allow_unsigned_files is for OMS", "allow_unsigned_files"},
		{"chain and key", Fields{Format: FormatOMS, CertificateChain: "root.pem", Key: "k.pub"}, true, "exclusive", "certificate_chain"},
		{"chain outside", Fields{Format: FormatOMS, CertificateChain: "../root.pem"}, true, "name a PEM file inside the project", "certificate_chain"},
		{"key and identity", Fields{Key: "k.pub", Identity: "a"}, true, "set one or the other", "key"},
		{"no identity", Fields{Issuer: "i", TrustedRoot: "r"}, true, "needs identity", ""},
		{"no issuer", Fields{Identity: "a", TrustedRoot: "r"}, true, "needs issuer", ""},
		{"no trusted root", Fields{Identity: "a", Issuer: "i"}, true, "needs trusted_root", ""},
		{"both identities", Fields{Identity: "a", IdentityRegexp: "^a$", Issuer: "i", TrustedRoot: "r"}, true, "not both", "identity_regexp"},
		{"both issuers", Fields{Identity: "a", Issuer: "i", IssuerRegexp: "^i$", TrustedRoot: "r"}, true, "not both", "issuer_regexp"},
		{"bad regexp", Fields{IdentityRegexp: "(", Issuer: "i", TrustedRoot: "r"}, true, "does not compile", "identity_regexp"},
		{"unanchored", Fields{IdentityRegexp: "a.*", Issuer: "i", TrustedRoot: "r"}, true, "identity_regexp", "identity_regexp"},
		{"unanchored, not checked", Fields{IdentityRegexp: "a.*", Issuer: "i", TrustedRoot: "r"}, false, "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			errs := Check(tc.f, `source "s"`, []string{"source", "0", "signature"}, tc.anchored)
			if tc.want == "" {
				if len(errs) > 0 {
					t.Fatalf("Check = %v, want none", errs)
				}
				return
			}
			if len(errs) != 1 || !strings.Contains(errs[0].Msg, tc.want) || !strings.HasPrefix(errs[0].Msg, `source "s": signature: `) {
				t.Fatalf("Check = %v, want one error with %q", errs, tc.want)
			}
			want := []string{"source", "0", "signature"}
			if tc.key != "" {
				want = append(want, tc.key)
			}
			if strings.Join(errs[0].Path, ".") != strings.Join(want, ".") {
				t.Errorf("error at %v, want %v", errs[0].Path, want)
			}
		})
	}
}
