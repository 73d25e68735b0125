// Package policy holds the rules an organisation sets for skills: the
// skills-policy.toml format, its layers (machine, user, organisation,
// project) combined so that each can only tighten, the one evaluation of
// a skill against them, and the signatures (SSH or Sigstore keyless) that
// say who approved.
package policy

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/pem"
	"fmt"
	"path"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/lock/names"
	"github.com/skillpin/skillpin/internal/lock/sigrule"
	"github.com/skillpin/skillpin/internal/lock/tomlfile"
	"github.com/skillpin/skillpin/internal/verify/signature"
)

// FileName is the name of a project's own policy, beside skills.toml, and
// the default file of an organisation's policy repository.
const FileName = layout.PolicyFile

// Version is the policy format this skillpin reads.
const Version = 1

// MaxFile bounds a policy file and each file it names.
const MaxFile = 1 << 20

// Severities audit_fail_on accepts, most severe first.
var Severities = []string{"critical", "high", "medium", "low"}

// Values of approval.lock and approval.trusted_sources.
const (
	Allow  = "allow"
	Forbid = "forbid"
)

// File is skills-policy.toml as written.
type File struct {
	Version          *int            `toml:"version"`
	AllowSources     []string        `toml:"allow_sources"`
	DenySources      []string        `toml:"deny_sources"`
	RequireSignature []SignatureRule `toml:"require_signature"`
	DenyTools        []string        `toml:"deny_tools"`
	AuditFailOn      string          `toml:"audit_fail_on"`
	MinAge           string          `toml:"min_age"`
	MinAgeExcept     []string        `toml:"min_age_except"`
	Approval         ApprovalRules   `toml:"approval"`
}

// SignatureRule is a [[require_signature]] table: skills from sources
// matching Sources must carry a publisher signature by Key, or by the
// keyless Identity and Issuer under TrustedRoot.
type SignatureRule struct {
	Sources        []string `toml:"sources"`
	Key            string   `toml:"key"`
	Identity       string   `toml:"identity"`
	IdentityRegexp string   `toml:"identity_regexp"`
	Issuer         string   `toml:"issuer"`
	IssuerRegexp   string   `toml:"issuer_regexp"`
	TrustedRoot    string   `toml:"trusted_root"`
	// CertificateSubject and CertificateChain require an OMS signature
	// by a private-PKI certificate: the signing certificate's subject
	// (exact, as the lock records it), chained to a root certificate of
	// the PEM file CertificateChain names.
	CertificateSubject string `toml:"certificate_subject"`
	CertificateChain   string `toml:"certificate_chain"`
}

// ApprovalRules is the [approval] table.
type ApprovalRules struct {
	Lock           string `toml:"lock"`            // allow | forbid: approval = "lock" in skills.toml
	TrustedSources string `toml:"trusted_sources"` // allow | forbid: trusted = true on a source
	Signed         bool   `toml:"signed"`          // approvals must carry a valid signature (SSH or keyless)
	AllowedSigners string `toml:"allowed_signers"` // who may sign (git's allowed-signers format)
	MinApprovers   int    `toml:"min_approvers"`   // distinct signers per approval
	// Keyless are the approvers who sign with Sigstore keyless, checked
	// with TrustedRoot (a trusted_root.json beside the policy).
	Keyless     []KeylessApprover `toml:"keyless_signer"`
	TrustedRoot string            `toml:"trusted_root"`
	// SigningConfig names the Sigstore services `approve --sign=sigstore`
	// uses (a signing_config.json beside the policy).
	SigningConfig string `toml:"signing_config"`
}

// Policy is one policy file, validated, with the files it names read.
type Policy struct {
	File   File
	Digest string // sha256: over the policy file and every file it names (see Digest)

	allow, deny, ageExcept []pattern
	tools                  []toolEntry
	minAge                 time.Duration
	signatures             []signatureReq
	signers                *AllowedSigners
	keyless                *keylessRules
	signingConfig          []byte
}

type signatureReq struct {
	rule                 SignatureRule
	sources              []pattern
	keyFingerprint       string
	identityRE, issuerRE *regexp.Regexp
	trustedRootDigest    string
	chainFingerprints    []string // sha256: of each certificate of certificate_chain
}

// ReadFunc reads a file a policy names, by its path relative to the
// policy file's directory (slash-separated, inside it).
type ReadFunc func(rel string) ([]byte, error)

// Parse reads the policy file data (file names it in errors) and the
// files it names through read. Errors are *tomlfile.ParseError with the
// line of the offending key. sig loads the trusted root and signing
// config of keyless approvals (a policy that names them is refused
// without it): it is handed in so that reading a policy links no
// Sigstore code.
func Parse(data []byte, file string, read ReadFunc, sig signature.Sigstore) (*Policy, error) {
	var f File
	if err := tomlfile.Decode(data, file, &f); err != nil {
		return nil, withHint(err)
	}
	ps := &parser{p: &Policy{File: f}, files: map[string][]byte{path.Base(file): data}, read: read, sig: sig}
	ps.rules(&f)
	for i, r := range f.RequireSignature {
		ps.signature(i, r)
	}
	ps.approval(f.Approval)
	if len(ps.errs) > 0 {
		return nil, withHint(tomlfile.Positioned(string(data), file, ps.errs))
	}
	ps.p.Digest = Digest(ps.files)
	return ps.p, nil
}

// parser is one run of Parse: the policy being built, the files read for
// it (for its digest) and the errors found so far.
type parser struct {
	p     *Policy
	files map[string][]byte
	errs  []tomlfile.FieldError
	read  ReadFunc
	sig   signature.Sigstore
}

func (ps *parser) add(msg string, p ...string) {
	ps.errs = append(ps.errs, tomlfile.FieldError{Path: p, Msg: msg})
}

// readRef reads the file rel a policy key names (key is the key's path),
// recording it for the digest; nil after an error, which is added.
func (ps *parser) readRef(rel string, key ...string) []byte {
	if msg := names.RelDir(rel); msg != "" {
		ps.add(fmt.Sprintf("%s: %q %s; name a file beside the policy, such as \"allowed_signers\"", strings.Join(key, "."), rel, msg), key...)
		return nil
	}
	b, err := ps.read(path.Clean(rel))
	if err != nil {
		ps.add(fmt.Sprintf("%s: cannot read %q (relative to the policy file): %v", strings.Join(key, "."), rel, err), key...)
		return nil
	}
	ps.files[path.Clean(rel)] = b
	return b
}

// rules reads the version and the rules on sources, tools, audits and
// age.
func (ps *parser) rules(f *File) {
	p, add := ps.p, ps.add
	if f.Version != nil && *f.Version != Version {
		add(fmt.Sprintf("policy version %d is not supported (this skillpin reads version %d); upgrade skillpin", *f.Version, Version), "version")
	}
	var err error
	if p.allow, err = compilePatterns(f.AllowSources); err != nil {
		add("allow_sources: "+err.Error(), "allow_sources")
	}
	if p.deny, err = compilePatterns(f.DenySources); err != nil {
		add("deny_sources: "+err.Error(), "deny_sources")
	}
	if f.AllowSources != nil && len(f.AllowSources) == 0 {
		add("allow_sources is empty, which would refuse every source; list the sources allowed, or remove the key", "allow_sources")
	}
	for i, t := range f.DenyTools {
		e, err := parseTool(t)
		if err != nil {
			add("deny_tools: "+err.Error()+"; write a tool name (\"Bash\") or a tool with an argument pattern (\"Bash(rm *)\")", "deny_tools", tomlfile.IndexSeg(i))
			continue
		}
		p.tools = append(p.tools, e)
	}
	if f.AuditFailOn != "" && !slices.Contains(Severities, f.AuditFailOn) {
		add(fmt.Sprintf("audit_fail_on is %q; use one of %s", f.AuditFailOn, strings.Join(Severities, ", ")), "audit_fail_on")
	}
	if f.MinAge != "" {
		d, err := ParseAge(f.MinAge)
		if err != nil {
			add("min_age: "+err.Error(), "min_age")
		}
		p.minAge = d
	} else if len(f.MinAgeExcept) > 0 {
		add("min_age_except names exceptions to min_age, which is not set", "min_age_except")
	}
	if p.ageExcept, err = compilePatterns(f.MinAgeExcept); err != nil {
		add("min_age_except: "+err.Error(), "min_age_except")
	}
}

// signature reads the i-th [[require_signature]] table r.
func (ps *parser) signature(i int, r SignatureRule) {
	p, add, readRef, errs := ps.p, ps.add, ps.readRef, &ps.errs
	var err error
	key := func(k ...string) []string {
		return append([]string{"require_signature", tomlfile.IndexSeg(i)}, k...)
	}
	req := signatureReq{rule: r}
	if len(r.Sources) == 0 {
		add(fmt.Sprintf("require_signature #%d has no sources; set sources = [\"github.com/acme/*\"]", i+1), key()...)
	}
	if req.sources, err = compilePatterns(r.Sources); err != nil {
		add("require_signature.sources: "+err.Error(), key("sources")...)
	}
	if r.CertificateSubject != "" || r.CertificateChain != "" {
		switch {
		case r.Key != "" || r.Identity != "" || r.IdentityRegexp != "" || r.Issuer != "" || r.IssuerRegexp != "" || r.TrustedRoot != "":
			add(fmt.Sprintf("require_signature #%d: certificate_subject and certificate_chain (an OMS private-PKI signer) are exclusive with key, identity, issuer and trusted_root", i+1), key("certificate_subject")...)
		case r.CertificateChain == "":
			add(fmt.Sprintf("require_signature #%d: certificate_subject needs certificate_chain = \"root.pem\": a subject means nothing without the root that certifies it", i+1), key("certificate_chain")...)
		default:
			if b := readRef(r.CertificateChain, key("certificate_chain")...); b != nil {
				if req.chainFingerprints = chainFingerprints(b); len(req.chainFingerprints) == 0 {
					add(fmt.Sprintf("require_signature.certificate_chain %q holds no PEM certificate", r.CertificateChain), key("certificate_chain")...)
				}
			}
			p.signatures = append(p.signatures, req)
		}
		return
	}
	sp := sigrule.Fields{Key: r.Key, Identity: r.Identity, IdentityRegexp: r.IdentityRegexp,
		Issuer: r.Issuer, IssuerRegexp: r.IssuerRegexp, TrustedRoot: r.TrustedRoot}
	if e := sigrule.Check(sp, fmt.Sprintf("require_signature #%d", i+1), key(), true); len(e) > 0 {
		*errs = append(*errs, e...)
		return
	}
	if r.Key != "" {
		if b := readRef(r.Key, key("key")...); b != nil {
			pub, err := signature.ParsePublicKey(b)
			if err == nil {
				req.keyFingerprint, err = signature.Fingerprint(pub)
			}
			if err != nil {
				add(fmt.Sprintf("require_signature.key %q: %v", r.Key, err), key("key")...)
			}
		}
	} else {
		req.identityRE = exactOr(r.Identity, r.IdentityRegexp)
		req.issuerRE = exactOr(r.Issuer, r.IssuerRegexp)
		if b := readRef(r.TrustedRoot, key("trusted_root")...); b != nil {
			req.trustedRootDigest = Sum(b)
		}
	}
	p.signatures = append(p.signatures, req)
}

// approval reads the [approval] table.
func (ps *parser) approval(a ApprovalRules) {
	p, add, readRef := ps.p, ps.add, ps.readRef
	for _, kv := range [][2]string{{"lock", a.Lock}, {"trusted_sources", a.TrustedSources}} {
		if kv[1] != "" && kv[1] != Allow && kv[1] != Forbid {
			add(fmt.Sprintf("approval.%s is %q; use %q or %q", kv[0], kv[1], Allow, Forbid), "approval", kv[0])
		}
	}
	switch {
	case a.Signed && a.AllowedSigners == "" && len(a.Keyless) == 0:
		add("approval.signed = true needs who may sign approvals: approval.allowed_signers = \"FILE\" (SSH keys, git's gpg.ssh.allowedSignersFile format) and/or [[approval.keyless_signer]] tables (Sigstore keyless identities)", "approval", "signed")
	case !a.Signed && len(a.Keyless) > 0:
		add("approval.keyless_signer says who may sign approvals keyless; set approval.signed = true to require signed approvals", "approval", "keyless_signer", tomlfile.IndexSeg(0))
	case !a.Signed && a.AllowedSigners != "":
		add("approval.allowed_signers says who may sign approvals; set approval.signed = true to require signed approvals", "approval", "allowed_signers")
	case a.AllowedSigners != "":
		if b := readRef(a.AllowedSigners, "approval", "allowed_signers"); b != nil {
			s, err := ParseAllowedSigners(b, a.AllowedSigners)
			if err != nil {
				add("approval.allowed_signers: "+err.Error(), "approval", "allowed_signers")
			} else {
				p.signers = s
			}
		}
	}
	p.parseKeyless(a, ps.sig, readRef, add)
	switch {
	case a.MinApprovers < 0:
		add(fmt.Sprintf("approval.min_approvers is %d; use a count of 1 or more", a.MinApprovers), "approval", "min_approvers")
	case a.MinApprovers > 1 && !a.Signed:
		add("approval.min_approvers counts the distinct signers of an approval; set approval.signed = true and approval.allowed_signers or [[approval.keyless_signer]]", "approval", "min_approvers")
	}
}

func withHint(err error) error {
	if pe, ok := err.(*tomlfile.ParseError); ok {
		pe.Msg += " (see docs/policy.md)"
	}
	return err
}

// exactOr compiles regexp re, or matches exactly s.
func exactOr(s, re string) *regexp.Regexp {
	if re != "" {
		return regexp.MustCompile(re) // validated
	}
	return regexp.MustCompile("^" + regexp.QuoteMeta(s) + "$")
}

// Sum is "sha256:" and the hex SHA-256 of b.
func Sum(b []byte) string {
	h := sha256.Sum256(b)
	return "sha256:" + hex.EncodeToString(h[:])
}

// Digest is a policy's digest: the SHA-256 of one line per file (the
// policy file by its base name, and every file it names by its path
// relative to it), sorted by path: "<sha256 hex> <path>\n". It changes
// when the policy or any key, allowed-signers file or trusted root it
// names changes.
func Digest(files map[string][]byte) string {
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	h := sha256.New()
	for _, n := range names {
		s := sha256.Sum256(files[n])
		fmt.Fprintf(h, "%s %s\n", hex.EncodeToString(s[:]), n)
	}
	return "sha256:" + hex.EncodeToString(h.Sum(nil))
}

// ParseAge reads a minimum age: a whole number of days ("7d") or weeks
// ("2w"), or a Go duration ("36h").
func ParseAge(s string) (time.Duration, error) {
	for suffix, unit := range map[string]time.Duration{"d": 24 * time.Hour, "w": 7 * 24 * time.Hour} {
		if n, ok := strings.CutSuffix(s, suffix); ok {
			v, err := strconv.Atoi(n)
			if err != nil || v < 0 || v > 3650 {
				return 0, fmt.Errorf("%q is not a number of days or weeks (e.g. \"7d\", \"2w\")", s)
			}
			return time.Duration(v) * unit, nil
		}
	}
	d, err := time.ParseDuration(s)
	if err != nil || d < 0 {
		return 0, fmt.Errorf("%q is not an age; write \"7d\", \"2w\" or \"36h\"", s)
	}
	return d, nil
}

// Empty reports whether the policy sets no rule at all.
func (p *Policy) Empty() bool { return len(p.Rules()) == 0 }

// Rules are the rules the policy sets, each as "key = value" for people.
func (p *Policy) Rules() []Rule {
	f := p.File
	var out []Rule
	add := func(key, val string) { out = append(out, Rule{Key: key, Value: val}) }
	if f.AllowSources != nil {
		add("allow_sources", tomlfile.QuoteList(f.AllowSources))
	}
	if len(f.DenySources) > 0 {
		add("deny_sources", tomlfile.QuoteList(f.DenySources))
	}
	for _, r := range p.signatures {
		who := "key " + r.keyFingerprint
		if r.rule.Key == "" {
			who = "identity " + orRE(r.rule.Identity, r.rule.IdentityRegexp) + ", issuer " + orRE(r.rule.Issuer, r.rule.IssuerRegexp) + ", trusted root " + r.trustedRootDigest
		}
		add("require_signature", tomlfile.QuoteList(r.rule.Sources)+" signed by "+who)
	}
	if len(f.DenyTools) > 0 {
		add("deny_tools", tomlfile.QuoteList(f.DenyTools))
	}
	if f.AuditFailOn != "" {
		add("audit_fail_on", tomlfile.Quote(f.AuditFailOn))
	}
	if f.MinAge != "" {
		v := tomlfile.Quote(f.MinAge)
		if len(f.MinAgeExcept) > 0 {
			v += " except " + tomlfile.QuoteList(f.MinAgeExcept)
		}
		add("min_age", v)
	}
	if f.Approval.Lock != "" {
		add("approval.lock", tomlfile.Quote(f.Approval.Lock))
	}
	if f.Approval.TrustedSources != "" {
		add("approval.trusted_sources", tomlfile.Quote(f.Approval.TrustedSources))
	}
	if f.Approval.Signed {
		v := "true"
		if p.signers != nil {
			v += fmt.Sprintf(" (allowed signers %s: %d keys)", p.signers.File, len(p.signers.Signers))
		}
		add("approval.signed", v)
	}
	for _, k := range f.Approval.Keyless {
		add("approval.keyless_signer", k.String()+", trusted root "+f.Approval.TrustedRoot)
	}
	if f.Approval.SigningConfig != "" {
		add("approval.signing_config", tomlfile.Quote(f.Approval.SigningConfig))
	}
	if f.Approval.MinApprovers > 0 {
		add("approval.min_approvers", strconv.Itoa(f.Approval.MinApprovers))
	}
	return out
}

func orRE(s, re string) string {
	if re != "" {
		return "matching " + tomlfile.Quote(re)
	}
	return tomlfile.Quote(s)
}

// Rule is one rule a policy sets, for `skillpin policy show`.
type Rule struct {
	Key   string `json:"key"`
	Value string `json:"value"`
}

// parseKeyless reads the keyless approvers of the [approval] table, the
// trusted root they are checked with and the signing config, both loaded
// with sig.
func (p *Policy) parseKeyless(a ApprovalRules, sig signature.Sigstore, readRef func(string, ...string) []byte, add func(string, ...string)) {
	switch {
	case len(a.Keyless) > 0 && a.TrustedRoot == "":
		add("approval.keyless_signer needs approval.trusted_root = \"trusted_root.json\": the Sigstore trusted root that certifies approvers' identities (skillpin never fetches it: commit it beside the policy)", "approval", "keyless_signer", tomlfile.IndexSeg(0))
	case len(a.Keyless) == 0 && a.TrustedRoot != "":
		add("approval.trusted_root checks keyless approval signatures; name the approvers in [[approval.keyless_signer]] tables, or remove the key", "approval", "trusted_root")
	}
	k := &keylessRules{sig: sig}
	ok := true
	for i, r := range a.Keyless {
		key := []string{"approval", "keyless_signer", tomlfile.IndexSeg(i)}
		label := fmt.Sprintf("approval.keyless_signer #%d", i+1)
		for _, pair := range [][3]string{{"identity", r.Identity, r.IdentityRegexp}, {"issuer", r.Issuer, r.IssuerRegexp}} {
			switch {
			case pair[1] == "" && pair[2] == "":
				add(fmt.Sprintf("%s needs %s or %s_regexp", label, pair[0], pair[0]), key...)
				ok = false
			case pair[1] != "" && pair[2] != "":
				add(fmt.Sprintf("%s sets both %s and %s_regexp; keep one", label, pair[0], pair[0]), key...)
				ok = false
			case pair[2] != "":
				if _, err := regexp.Compile(pair[2]); err != nil {
					add(fmt.Sprintf("%s: %s_regexp: %v", label, pair[0], err), append(key, pair[0]+"_regexp")...)
					ok = false
				} else if msg := names.CheckAnchored(pair[0]+"_regexp", pair[2]); msg != "" {
					add(label+": "+msg, append(key, pair[0]+"_regexp")...)
					ok = false
				}
			}
		}
		if ok {
			k.approvers = append(k.approvers, keylessApprover{rule: r, identityRE: exactOr(r.Identity, r.IdentityRegexp), issuerRE: exactOr(r.Issuer, r.IssuerRegexp)})
		}
	}
	if a.TrustedRoot != "" {
		if b := readRef(a.TrustedRoot, "approval", "trusted_root"); b != nil {
			v, err := newBlobVerifier(sig, b)
			if err != nil {
				add(fmt.Sprintf("approval.trusted_root %q: %v", a.TrustedRoot, err), "approval", "trusted_root")
				ok = false
			}
			k.verifier, k.root = v, b
		} else {
			ok = false
		}
	}
	if ok && len(a.Keyless) > 0 && a.Signed {
		p.keyless = k
	}
	if a.SigningConfig != "" {
		if b := readRef(a.SigningConfig, "approval", "signing_config"); b != nil {
			if err := checkSigningConfig(sig, b); err != nil {
				add(fmt.Sprintf("approval.signing_config %q: %v", a.SigningConfig, err), "approval", "signing_config")
			}
			p.signingConfig = b
		}
	}
}

// chainFingerprints are "sha256:" of the DER of each PEM certificate in
// data, as the lock records the root an OMS signing certificate chains to.
func chainFingerprints(data []byte) []string {
	var out []string
	for rest := data; ; {
		var block *pem.Block
		block, rest = pem.Decode(rest)
		if block == nil {
			return out
		}
		if block.Type == "CERTIFICATE" {
			sum := sha256.Sum256(block.Bytes)
			out = append(out, "sha256:"+hex.EncodeToString(sum[:]))
		}
	}
}
