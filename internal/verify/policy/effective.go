package policy

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/skillpin/skillpin/internal/lock/approvals"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/verify/signature"
)

// Layer names, outermost first. A base layer (verify --approvals-base)
// is "base " + one of these.
const (
	LayerMachine      = "machine"
	LayerUser         = "user"
	LayerOrganisation = "organisation"
	LayerProject      = "project"
)

// Finding codes of policy checks.
const (
	CodeViolation        = "POLICY_VIOLATION"
	CodeApprovalUnsigned = "APPROVAL_UNSIGNED"
	CodeApprovalInvalid  = "APPROVAL_SIGNATURE_INVALID"
)

// Layer is one policy in effect and where it came from.
type Layer struct {
	Name   string // machine, user, organisation, project (or "base …")
	Origin string // a file path, or url@commit:file for a policy repository
	Policy *Policy
}

// Label names the layer for people: "organisation policy (ORIGIN)".
func (l Layer) Label() string { return fmt.Sprintf("%s policy (%s)", l.Name, l.Origin) }

// Effective is every policy that applies to a project. It is their
// intersection: each layer's rules are checked on their own and a skill
// must pass all of them, so a layer can add restrictions and never lift
// one that another layer set.
type Effective struct {
	Layers []Layer
	// Now is the time of the check (zero: the clock), against which an
	// approval key's validity is judged as well as against the approval's
	// own time, which its signer wrote.
	Now time.Time
}

func (e *Effective) now() time.Time {
	if e == nil || e.Now.IsZero() {
		return time.Now().UTC()
	}
	return e.Now
}

// Violation is one rule a skill (or the project) breaks.
type Violation struct {
	Code  string `json:"code"`
	Rule  string `json:"rule"`
	Layer string `json:"layer"`
	// Message says what breaks the rule; the commands it names are
	// rendered for the scope it is printed in (JSON has its text in a
	// project).
	Message hint.Msg `json:"message"`
}

func (v Violation) String() string { return v.Render(hint.Current) }

// Render is the violation for people, the commands it names rendered for
// scope s.
func (v Violation) Render(s hint.Scope) string {
	return fmt.Sprintf("policy rule %s of the %s: %s", v.Rule, v.Layer, v.Message.Render(s))
}

// Empty reports whether no layer sets any rule.
func (e *Effective) Empty() bool {
	if e == nil {
		return true
	}
	for _, l := range e.Layers {
		if !l.Policy.Empty() {
			return false
		}
	}
	return true
}

// Row is one rule of the effective policy and the layer that set it.
type Row struct {
	Rule
	Layer  string `json:"layer"`
	Origin string `json:"origin"`
}

// Rows are the effective policy's rules, outermost layer first.
func (e *Effective) Rows() []Row {
	var out []Row
	if e == nil {
		return out
	}
	for _, l := range e.Layers {
		for _, r := range l.Policy.Rules() {
			out = append(out, Row{Rule: r, Layer: l.Name, Origin: l.Origin})
		}
	}
	return out
}

func (e *Effective) layers() []Layer {
	if e == nil {
		return nil
	}
	return e.Layers
}

// CheckSource checks a normalised source (see srcspec.NormalizeURL) against
// allow_sources and deny_sources: deny wins, and a layer that lists
// allowed sources refuses every other.
func (e *Effective) CheckSource(source string) []Violation {
	var out []Violation
	for _, l := range e.layers() {
		p := l.Policy
		if pat, ok := matchAny(p.deny, source); ok {
			out = append(out, Violation{Code: CodeViolation, Rule: "deny_sources", Layer: l.Label(),
				Message: hint.Sprintf("source %s is denied (pattern %q)", source, pat)})
			continue
		}
		if p.File.AllowSources != nil {
			if _, ok := matchAny(p.allow, source); !ok {
				out = append(out, Violation{Code: CodeViolation, Rule: "allow_sources", Layer: l.Label(),
					Message: hint.Sprintf("source %s is not allowed (allowed: %s)", source, strings.Join(p.File.AllowSources, ", "))})
			}
		}
	}
	return out
}

// Signer is a publisher signature as the lock records it, once verified.
type Signer struct {
	Key      string // key fingerprint sha256:…
	Identity string
	Issuer   string
	// Subject and Chain: an OMS private-PKI signer, the signing
	// certificate's subject and sha256: of the root it chains to.
	Subject, Chain string
}

// Skill is what the policy judges about one locked skill.
type Skill struct {
	Name         string
	Source       string // normalised (srcspec.NormalizeURL)
	AllowedTools []string
	// Signer is the verified signer, nil when the skill has no verified
	// signature.
	Signer *Signer
	// TrustedRoot is the digest (Sum) of the trusted root the project
	// verifies the source's keyless signatures with, "" if none.
	TrustedRoot string
	// CommitTime is when the locked commit was made (the later of its
	// committer and tag dates); zero when not known. Local is a source
	// on this machine, which has no age to wait for.
	CommitTime time.Time
	Local      bool
	// Audit is the most severe audit finding's severity ("" for none);
	// AuditErr says why the skill could not be audited.
	Audit    string
	AuditErr hint.Msg
}

// NeedsAge reports whether some layer sets min_age (so commit times are
// worth reading).
func (e *Effective) NeedsAge() bool {
	return slices.ContainsFunc(e.layers(), func(l Layer) bool { return l.Policy.minAge > 0 })
}

// AuditThreshold is the strictest audit_fail_on of all layers, with the
// layer that set it; "" when none does.
func (e *Effective) AuditThreshold() (string, string) {
	best, layer := "", ""
	for _, l := range e.layers() {
		t := l.Policy.File.AuditFailOn
		if t != "" && (best == "" || slices.Index(Severities, t) > slices.Index(Severities, best)) {
			best, layer = t, l.Label()
		}
	}
	return best, layer
}

// AtOrAbove reports whether severity sev is at least threshold.
func AtOrAbove(sev, threshold string) bool {
	i, j := slices.Index(Severities, strings.ToLower(sev)), slices.Index(Severities, threshold)
	return i >= 0 && j >= 0 && i <= j
}

// CheckSkill judges one locked skill: its source, the signature rules,
// the tool ceiling, the minimum age and the audit threshold, at time now.
func (e *Effective) CheckSkill(sk Skill, now time.Time) []Violation {
	out := e.CheckSource(sk.Source)
	var declared []toolEntry
	for _, t := range sk.AllowedTools {
		if d, err := parseTool(t); err == nil {
			declared = append(declared, d)
		} else {
			// An entry no rule can read is treated as the broadest:
			// the unrestricted tool it names, if any.
			declared = append(declared, toolEntry{name: strings.TrimSpace(strings.SplitN(t, "(", 2)[0]), bare: true})
		}
	}
	for _, l := range e.layers() {
		p := l.Policy
		for _, req := range p.signatures {
			pat, ok := matchAny(req.sources, sk.Source)
			if !ok {
				continue
			}
			if why := req.unmet(sk); !why.IsZero() {
				out = append(out, Violation{Code: CodeViolation, Rule: "require_signature", Layer: l.Label(),
					Message: hint.Sprintf("skills from %s (pattern %q) must be signed by %s; %s", sk.Source, pat, req.who(), why)})
			}
		}
		for _, c := range p.tools {
			for i, d := range declared {
				if d.deniedBy(c) {
					out = append(out, Violation{Code: CodeViolation, Rule: "deny_tools", Layer: l.Label(),
						Message: hint.Sprintf("allowed-tools entry %q reaches what %q denies", sk.AllowedTools[i], c.text())})
				}
			}
		}
		if p.minAge > 0 && !sk.Local {
			if _, except := matchAny(p.ageExcept, sk.Source); !except {
				switch {
				case sk.CommitTime.IsZero():
					out = append(out, Violation{Code: CodeViolation, Rule: "min_age", Layer: l.Label(),
						Message: hint.Sprintf("the locked commit's date is not known here, so its age (at least %s) cannot be checked; run `%s` to fetch it", p.File.MinAge, hint.Run("install"))})
				case now.Sub(sk.CommitTime) < p.minAge:
					out = append(out, Violation{Code: CodeViolation, Rule: "min_age", Layer: l.Label(),
						Message: hint.Sprintf("the locked commit is from %s, younger than %s; a fresh release is how a rug-pull arrives: wait, pin an older commit, or add the source to min_age_except", sk.CommitTime.UTC().Format(time.RFC3339), p.File.MinAge)})
				}
			}
		}
		if t := p.File.AuditFailOn; t != "" {
			switch {
			case !sk.AuditErr.IsZero():
				out = append(out, Violation{Code: CodeViolation, Rule: "audit_fail_on", Layer: l.Label(),
					Message: hint.Sprintf("the skill could not be audited: %s", sk.AuditErr)})
			case sk.Audit != "" && AtOrAbove(sk.Audit, t):
				out = append(out, Violation{Code: CodeViolation, Rule: "audit_fail_on", Layer: l.Label(),
					Message: hint.Sprintf("the audit finds a %s finding, at or above %s (run `%s`)", sk.Audit, t, hint.Run("audit", sk.Name))})
			}
		}
	}
	return out
}

func (t toolEntry) text() string {
	if t.bare {
		return t.name
	}
	return t.name + "(" + t.args + ")"
}

func (r signatureReq) who() string {
	if r.rule.CertificateChain != "" {
		if r.rule.CertificateSubject == "" {
			return "a certificate chained to " + r.rule.CertificateChain
		}
		return fmt.Sprintf("certificate %q chained to %s", r.rule.CertificateSubject, r.rule.CertificateChain)
	}
	if r.rule.Key != "" {
		return "key " + r.keyFingerprint + " (" + r.rule.Key + ")"
	}
	return "identity " + orRE(r.rule.Identity, r.rule.IdentityRegexp) + " of issuer " + orRE(r.rule.Issuer, r.rule.IssuerRegexp)
}

// unmet says why sk's verified signature does not meet the rule, the zero
// Msg when it does.
func (r signatureReq) unmet(sk Skill) hint.Msg {
	s := sk.Signer
	switch {
	case s == nil:
		return hint.Sprintf("the skill has no verified signature (add [source.signature] to skills.toml for its source, then `%s`)", hint.Run("update"))
	case r.rule.CertificateChain != "":
		if s.Subject == "" || !slices.Contains(r.chainFingerprints, s.Chain) || (r.rule.CertificateSubject != "" && s.Subject != r.rule.CertificateSubject) {
			return hint.Text("it is signed by " + signerText(s))
		}
	case r.rule.Key != "":
		if s.Key != r.keyFingerprint {
			return hint.Text("it is signed by " + signerText(s))
		}
	default:
		switch {
		case s.Identity == "" || !r.identityRE.MatchString(s.Identity) || !r.issuerRE.MatchString(s.Issuer):
			return hint.Text("it is signed by " + signerText(s))
		case sk.TrustedRoot != r.trustedRootDigest:
			return hint.Text("the project verifies it with another trusted root than the policy names (" + r.rule.TrustedRoot + "); a trusted root the project picks could certify any identity")
		}
	}
	return hint.Msg{}
}

func signerText(s *Signer) string {
	if s.Key != "" {
		return "key " + s.Key
	}
	if s.Subject != "" {
		return fmt.Sprintf("certificate %q (chain %s)", s.Subject, s.Chain)
	}
	return fmt.Sprintf("identity %s of issuer %s", s.Identity, s.Issuer)
}

// ForbiddenStandIn says which layer forbids an approval stand-in:
// standIn is "lock" (approval = "lock") or "trusted-source". ok is false
// when every layer allows it. A layer that requires signed approvals
// forbids both: a stand-in carries no signature, so letting it count
// would make the requirement moot (issue 38, item 3).
func (e *Effective) ForbiddenStandIn(standIn string) (v Violation, ok bool) {
	for _, l := range e.layers() {
		switch {
		case standIn != "" && l.Policy.File.Approval.Signed:
			what := `approval = "lock" in skills.toml`
			if standIn == "trusted-source" {
				what = "trusted = true on a source"
			}
			return Violation{Code: CodeViolation, Rule: "approval.signed", Layer: l.Label(),
				Message: hint.Sprintf("%s does not count: the policy requires signed approvals, so each skill needs an approval of its own, signed (`%s`)", what, hint.Run("approve", "--sign"))}, true
		case standIn == "lock" && l.Policy.File.Approval.Lock == Forbid:
			return Violation{Code: CodeViolation, Rule: "approval.lock", Layer: l.Label(),
				Message: hint.Sprintf(`approval = "lock" in skills.toml is forbidden: each skill needs an approval of its own (`+"`%s`)", hint.Run("approve"))}, true
		case standIn == "trusted-source" && l.Policy.File.Approval.TrustedSources == Forbid:
			return Violation{Code: CodeViolation, Rule: "approval.trusted_sources", Layer: l.Label(),
				Message: hint.Sprintf("trusted = true on a source is forbidden: each skill needs an approval of its own (`%s`)", hint.Run("approve"))}, true
		}
	}
	return Violation{}, false
}

// SignedApprovals reports whether some layer requires signed approvals.
func (e *Effective) SignedApprovals() bool {
	return slices.ContainsFunc(e.layers(), func(l Layer) bool { return l.Policy.File.Approval.Signed })
}

// SignerResult is the verdict on one signature of an approval.
type SignerResult struct {
	By          string `json:"by"`
	At          string `json:"at"`
	Fingerprint string `json:"fingerprint,omitempty"` // an SSH signature's key
	// Identity and Issuer are what a keyless signature's certificate
	// names (claimed, when the signature does not hold).
	Identity string `json:"identity,omitempty"`
	Issuer   string `json:"issuer,omitempty"`
	Valid    bool   `json:"valid"`
	Why      string `json:"why,omitempty"`
}

// Signer names the key or identity of the signature, for people.
func (r SignerResult) Signer() string {
	if r.Identity != "" || r.Issuer != "" {
		return fmt.Sprintf("identity %s, issuer %s", r.Identity, r.Issuer)
	}
	return "key " + orUnknown(r.Fingerprint)
}

// approvers reports whether the policy says who may sign approvals.
func (p *Policy) approvers() bool { return p.signers != nil || p.keyless != nil }

// CheckSignatures verifies every signature of ap (an approval of name at
// digest) against the approvers of every layer that names them: an SSH
// signature against the layer's allowed signers, a keyless one against
// its keyless approvers and trusted root. A signature is valid only when
// each of those layers allows it.
func (e *Effective) CheckSignatures(ap *approvals.Approval) []SignerResult {
	out := []SignerResult{}
	for _, s := range ap.Signatures {
		r := SignerResult{By: s.By, At: s.At, Valid: true}
		if s.Keyless() {
			r.Identity, r.Issuer = s.Identity, s.Issuer
		} else {
			r.Fingerprint = Fingerprint(s.Sig)
		}
		at, err := time.Parse(time.RFC3339, s.At)
		msg := ApprovalMessage(ap.Name, ap.Digest, s.By, s.At)
		checked := false
		for _, l := range e.layers() {
			p := l.Policy
			if !p.approvers() {
				continue
			}
			checked = true
			if err != nil {
				r.Valid, r.Why = false, fmt.Sprintf("at = %q is not an RFC 3339 time", s.At)
				break
			}
			var verr error
			switch {
			case s.Keyless() && p.keyless == nil:
				verr = &SignatureError{Reason: "it is a keyless signature, and this policy names no keyless approvers ([[approval.keyless_signer]])"}
			case s.Keyless():
				var who signature.Signer
				who, verr = p.keyless.verifyKeyless(msg, s)
				if who.Identity != "" {
					// What the certificate says, not what the file says.
					r.Identity, r.Issuer = who.Identity, who.Issuer
				}
			case p.signers == nil:
				verr = &SignatureError{Reason: "it is an SSH signature, and this policy names no allowed signers (approval.allowed_signers)"}
			default:
				_, verr = p.signers.Verify(msg, s.Sig, s.By, at, e.now())
			}
			if verr != nil {
				r.Valid, r.Why = false, fmt.Sprintf("%v (approvers of the %s)", verr, l.Label())
				break
			}
		}
		if !checked {
			r.Valid, r.Why = false, "no policy names who may sign approvals, so nothing can check it"
		}
		out = append(out, r)
	}
	return out
}

// CheckApproval judges the approval ap of exactly a skill's locked
// digest against the approval rules: signatures required, valid, and by
// enough distinct approvers.
func (e *Effective) CheckApproval(ap *approvals.Approval) []Violation {
	if !e.SignedApprovals() {
		return nil
	}
	var out []Violation
	layer := ""
	for _, l := range e.layers() {
		if l.Policy.File.Approval.Signed {
			layer = l.Label()
			break
		}
	}
	if len(ap.Signatures) == 0 {
		return []Violation{{Code: CodeApprovalUnsigned, Rule: "approval.signed", Layer: layer,
			Message: hint.Sprintf("the approval of %s (by %s) is not signed; approve it with `%s`", ap.Name, ap.By, hint.Run("approve", "--sign", ap.Name))}}
	}
	approvers := map[string]bool{}
	for _, r := range e.CheckSignatures(ap) {
		if !r.Valid {
			out = append(out, Violation{Code: CodeApprovalInvalid, Rule: "approval.signed", Layer: layer,
				Message: hint.Sprintf("the signature by %s (%s) does not hold: %s", r.By, r.Signer(), r.Why)})
			continue
		}
		approvers[strings.ToLower(r.By)] = true
	}
	for _, l := range e.layers() {
		n := l.Policy.File.Approval.MinApprovers
		if n < 1 {
			n = 1
		}
		if len(approvers) < n && len(approvers) > 0 {
			out = append(out, Violation{Code: CodeViolation, Rule: "approval.min_approvers", Layer: l.Label(),
				Message: hint.Sprintf("%d distinct signed approvers of %d required; another allowed signer must run `%s`", len(approvers), n, hint.Run("approve", "--sign", ap.Name))})
		}
	}
	return out
}

func orUnknown(s string) string {
	if s == "" {
		return "unknown"
	}
	return s
}
