// Package sigrule is the one check of a signature rule's fields — a key,
// an identity and issuer with a trusted root (keyless), or an OMS
// certificate chain — shared by skills.toml's [source.signature] and an
// organisation policy's [[require_signature]]: both files name signers
// the same way, so both are held to the same rules, on plain values.
package sigrule

import (
	"fmt"
	"regexp"
	"slices"

	"github.com/skillpin/skillpin/internal/lock/names"
	"github.com/skillpin/skillpin/internal/lock/tomlfile"
)

// FormatOMS is the format of OpenSSF Model Signing signatures
// (skill.oms.sig); "" is skillpin's own (SKILL.sigstore.json).
const FormatOMS = "oms"

// Fields are a signature rule's fields, as the files spell them.
type Fields struct {
	Key                      string
	Identity, IdentityRegexp string
	Issuer, IssuerRegexp     string
	TrustedRoot              string
	Format                   string
	CertificateChain         string
	AllowUnsignedFiles       bool
}

// Check returns what is wrong with f: one method (key, keyless or chain)
// fully set, the OMS-only fields only with format "oms", regexps that
// compile (and, when anchored, are anchored). label names the rule in
// messages ("source \"acme\""), p is its key path, for positions.
func Check(f Fields, label string, p []string, anchored bool) []tomlfile.FieldError {
	var errs []tomlfile.FieldError
	add := func(msg string, key string) {
		path := slices.Clone(p)
		if key != "" {
			path = append(path, key)
		}
		errs = append(errs, tomlfile.FieldError{Path: path, Msg: label + ": signature: " + msg})
	}
	identity := f.Identity != "" || f.IdentityRegexp != ""
	issuer := f.Issuer != "" || f.IssuerRegexp != ""
	switch {
	case f.Format != "" && f.Format != FormatOMS:
		add(fmt.Sprintf("format %q is not known; use format = %q for OpenSSF Model Signing signatures (skill.oms.sig), or leave it out for skillpin's own (SKILL.sigstore.json)", f.Format, FormatOMS), "format")
	case f.Format != FormatOMS && f.CertificateChain != "":
		add(fmt.Sprintf("certificate_chain is for OMS signatures; add format = %q", FormatOMS), "certificate_chain")
	case f.Format != FormatOMS && f.AllowUnsignedFiles:
		add(fmt.Sprintf("allow_unsigned_files is for OMS signatures; add format = %q", FormatOMS), "allow_unsigned_files")
	case f.CertificateChain != "" && (f.Key != "" || identity || issuer || f.TrustedRoot != ""):
		add("certificate_chain (a private PKI's root) is exclusive with key, identity, issuer and trusted_root; set one method", "certificate_chain")
	case f.CertificateChain != "":
		if msg := names.RelDirProblem(f.CertificateChain, true); msg != "" {
			add(fmt.Sprintf("certificate_chain %q %s; name a PEM file inside the project, relative to skills.toml", f.CertificateChain, msg), "certificate_chain")
		}
	case f.Key != "" && (identity || issuer || f.TrustedRoot != ""):
		add("key is for key-based signatures; identity, issuer and trusted_root are for keyless ones; set one or the other", "key")
	case f.Key == "" && !identity && !issuer:
		add("set key = \"path/to/key.pub\", certificate_chain = \"root.pem\" (with format = \"oms\"), or identity (or identity_regexp) + issuer (or issuer_regexp) + trusted_root", "")
	case f.Key == "":
		if !identity {
			add("keyless verification needs identity or identity_regexp (the certificate subject to accept)", "")
		}
		if !issuer {
			add("keyless verification needs issuer or issuer_regexp (the OIDC issuer, e.g. https://token.actions.githubusercontent.com)", "")
		}
		if f.TrustedRoot == "" {
			add("keyless verification needs trusted_root = \"path/to/trusted_root.json\" (skillpin never fetches it)", "")
		}
	}
	if f.Identity != "" && f.IdentityRegexp != "" {
		add("set identity or identity_regexp, not both", "identity_regexp")
	}
	if f.Issuer != "" && f.IssuerRegexp != "" {
		add("set issuer or issuer_regexp, not both", "issuer_regexp")
	}
	for _, kv := range [][2]string{{"identity_regexp", f.IdentityRegexp}, {"issuer_regexp", f.IssuerRegexp}} {
		if kv[1] == "" {
			continue
		}
		if _, err := regexp.Compile(kv[1]); err != nil {
			add(fmt.Sprintf("%s does not compile: %v", kv[0], err), kv[0])
		} else if msg := names.CheckAnchored(kv[0], kv[1]); msg != "" && anchored {
			add(msg, kv[0])
		}
	}
	return errs
}
