// Package review is the whole of what a change to a project can change
// about what its agents do: the skills (package lockdiff, with their
// content and its risks), the policy in skills.toml (trusted sources,
// approval mode, signature policies and the keys they name, limits,
// targets, install mode) and the approvals. Compare takes the project's
// files at two points (a base revision and the work tree, say) and
// returns one Review; the renderers show it as text, as a pull-request
// comment or as JSON, risks first.
package review

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/approvals"
	"github.com/skillpin/skillpin/internal/lock/lockdiff"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/verify/policy"
	"github.com/skillpin/skillpin/internal/verify/signature"
)

// Risk codes of policy and approval changes. They are part of the command
// contract (docs/review.md); never rename one.
const (
	// RiskSourceTrusted: a source became trusted (or a trusted source was
	// added): its skills reach agents without an approval.
	RiskSourceTrusted = "POLICY_SOURCE_TRUSTED"
	// RiskApprovalRelaxed: approval = "lock": every locked skill reaches
	// agents without an approval.
	RiskApprovalRelaxed = "POLICY_APPROVAL_RELAXED"
	// RiskSignatureRemoved: a source's signature policy was removed.
	RiskSignatureRemoved = "POLICY_SIGNATURE_REMOVED"
	// RiskSignatureChanged: a source's signature policy accepts another
	// key, identity, issuer or trusted root (a changed key file counts).
	RiskSignatureChanged = "POLICY_SIGNATURE_CHANGED"
	// RiskLimitsRaised: max_files or max_bytes allow larger skills.
	RiskLimitsRaised = "POLICY_LIMITS_RAISED"
	// RiskTargetAdded: skills are published into another harness directory.
	RiskTargetAdded = "POLICY_TARGET_ADDED"
	// RiskPolicyReference: skills.toml names another organisation policy
	// (or none any more): the rules the project is checked against change.
	RiskPolicyReference = "POLICY_REFERENCE_CHANGED"
	// RiskPolicyRuleRemoved: a rule of the organisation's or the
	// project's policy is gone (or was replaced): what it forbade may now
	// be allowed.
	RiskPolicyRuleRemoved = "POLICY_RULE_REMOVED"
	// RiskAuditRelaxed: settings.audit_fail_on lets findings of a
	// severity pass verify that failed it before.
	RiskAuditRelaxed = "POLICY_AUDIT_RELAXED"
	// RiskAuditSuppressed: a finding of the audit is suppressed (or a
	// suppression covers more): it is no longer reported anywhere.
	RiskAuditSuppressed = "AUDIT_SUPPRESSED"
	// RiskSelfApproved: an approval arrives in the same change as the
	// content it approves, so nobody reviewed that content before it was
	// approved.
	RiskSelfApproved = "SELF_APPROVED"
	// RiskSelfApprovalEnabled: settings.self_approval_signers (or the
	// file it names) changed: who may approve their own changes changes.
	RiskSelfApprovalEnabled = "POLICY_SELF_APPROVAL"
)

// Snapshot is a project's files at one point: what decides which skills
// reach an agent.
type Snapshot struct {
	// Manifest is skills.toml; nil when there is none.
	Manifest *manifest.Manifest
	// Lock is skills.lock; nil when there is none.
	Lock *lock.Lock
	// Approvals is .skillpin/approvals.toml; nil when there is none.
	Approvals *approvals.Set
	// PolicyFiles holds, for each file a signature policy names (key,
	// trusted_root), the sha256 of its content, or a word saying why
	// there is none ("missing", "unreadable"), so that a key replaced in
	// place shows as a policy change.
	PolicyFiles map[string]string
	// PolicyRules are the rules of the policy layers a change can change
	// (the organisation's that skills.toml names, the project's
	// skills-policy.toml), each with its layer; PolicyNote says why a
	// pinned organisation policy could not be read.
	PolicyRules []policy.Row
	PolicyNote  string
}

// Review is everything a change changes that can alter what an agent
// does.
type Review struct {
	// Skills are the skill changes, with content and risks.
	Skills *lockdiff.Changes `json:"skills"`
	// Policy is the policy changes in skills.toml; nil when manifests
	// were not compared (two lockfiles).
	Policy []PolicyChange `json:"policy"`
	// Approvals is the approval changes; nil when approvals were not
	// compared.
	Approvals []ApprovalChange `json:"approvals"`
	// Audit is, per added or updated skill with findings, what its new
	// version would do compared with its old one (see AuditChanges).
	Audit []AuditChange `json:"audit"`
	// NotFetched are the remotes the review did not contact, because only
	// the change under review names them, with why; what they hold is
	// shown only as far as the store and the cache had it.
	NotFetched []NotFetched `json:"not_fetched"`
	// Sigstore reads who a keyless approval's certificate names, for
	// showing who signed (policy.ClaimedSigner); nil shows the record's
	// identity, which anyone can edit.
	Sigstore signature.Sigstore `json:"-"`
}

// NotFetched is a remote a review did not contact, and why.
type NotFetched struct {
	URL    string `json:"url"`
	Reason string `json:"reason"`
}

// AuditChange is the audit of one changed skill: the findings its new
// version adds (new, or of higher severity than before) first, then
// those it keeps, and those it no longer has. A finding that appears in
// an update is what a rug-pull looks like.
type AuditChange struct {
	Name string          `json:"name"`
	New  []audit.Finding `json:"new"`
	Kept []audit.Finding `json:"kept"`
	Gone []audit.Finding `json:"gone"`
	// Capabilities are what the new version can do (audit.Capabilities);
	// Gained names those the old version could not.
	Capabilities []audit.Capability `json:"capabilities"`
	Gained       []string           `json:"gained"`
}

// AuditChanges compares the findings of a skill's old version (nil for
// an added skill) with its new version's. Findings match by code, file
// and matched text (lines move); one of higher severity than its match
// counts as new.
func AuditChanges(name string, old, cur []audit.Finding) AuditChange {
	c := AuditChange{Name: name, New: []audit.Finding{}, Kept: []audit.Finding{}, Gone: []audit.Finding{}}
	before := map[string]audit.Severity{}
	for _, f := range old {
		before[f.Key()] = max(before[f.Key()], f.Severity)
	}
	now := map[string]bool{}
	for _, f := range cur {
		now[f.Key()] = true
		if sev, ok := before[f.Key()]; ok && sev >= f.Severity {
			c.Kept = append(c.Kept, f)
		} else {
			c.New = append(c.New, f)
		}
	}
	for _, f := range old {
		if !now[f.Key()] {
			c.Gone = append(c.Gone, f)
		}
	}
	c.Capabilities, c.Gained = audit.Capabilities(cur), []string{}
	had := map[string]bool{}
	for _, cp := range audit.Capabilities(old) {
		had[cp.Name] = true
	}
	for _, cp := range c.Capabilities {
		if !had[cp.Name] {
			c.Gained = append(c.Gained, cp.Name)
		}
	}
	return c
}

// CapabilityLine is "network, shell (not claimed)": what a skill can do,
// marking what its description and allowed-tools do not account for,
// and with gained those a change adds ("new: shell").
func CapabilityLine(cs []audit.Capability, gained []string) string {
	var parts []string
	for _, c := range cs {
		p := c.Name
		if !c.Claimed {
			p += " (not claimed)"
		}
		parts = append(parts, p)
	}
	s := strings.Join(parts, ", ")
	if len(gained) > 0 && s != "" {
		s += "; new: " + strings.Join(gained, ", ")
	}
	return s
}

// PolicyChange is one setting of skills.toml that changed.
type PolicyChange struct {
	// Setting names it: "settings.approval", "settings.targets",
	// "source acme", "source acme: trusted", "source acme: signature"…
	Setting string          `json:"setting"`
	From    string          `json:"from"` // "" when it was not set
	To      string          `json:"to"`   // "" when it is not set any more
	Risks   []lockdiff.Risk `json:"risks"`
}

// ApprovalChange is one approval added, removed or changed.
type ApprovalChange struct {
	Name   string              `json:"name"`
	Change string              `json:"change"` // added | removed | changed
	From   *approvals.Approval `json:"from"`   // nil for an added approval
	To     *approvals.Approval `json:"to"`     // nil for a removed one
	Risks  []lockdiff.Risk     `json:"risks"`
}

// Compare reviews the change from base to head. Manifests and approvals
// are compared when both snapshots come from a project (a Manifest or
// Approvals on either side); two bare lockfiles compare skills only.
// Content is not read: attach it to r.Skills with AttachContent.
func Compare(base, head *Snapshot) *Review {
	r := &Review{Skills: lockdiff.Diff(base.Lock, head.Lock)}
	if base.Manifest != nil || head.Manifest != nil {
		r.Policy = comparePolicy(base, head)
	}
	if base.Approvals != nil || head.Approvals != nil {
		r.Approvals = compareApprovals(base, head)
	}
	return r
}

// Empty reports whether nothing changed.
func (r *Review) Empty() bool {
	return r.Skills.Empty() && len(r.Policy) == 0 && len(r.Approvals) == 0
}

// Risks counts the risky changes: skills, policy settings and approvals
// with at least one risk.
func (r *Review) Risks() int {
	n := r.Skills.Risky()
	for _, p := range r.Policy {
		if len(p.Risks) > 0 {
			n++
		}
	}
	for _, a := range r.Approvals {
		if len(a.Risks) > 0 {
			n++
		}
	}
	return n
}

func comparePolicy(base, head *Snapshot) []PolicyChange {
	bm, hm := orEmpty(base.Manifest), orEmpty(head.Manifest)
	c := &policyChanges{out: []PolicyChange{}}
	c.rules(base, head, bm, hm)
	c.settings(base, head, bm.Settings, hm.Settings)
	c.out = append(c.out, compareAudit(bm, hm, base.PolicyFiles, head.PolicyFiles)...)
	c.sources(base, head, bm, hm)
	return c.out
}

// policyChanges collects what comparePolicy finds.
type policyChanges struct{ out []PolicyChange }

func (c *policyChanges) add(setting, from, to string, risks ...lockdiff.Risk) {
	c.out = append(c.out, PolicyChange{Setting: setting, From: from, To: to, Risks: append([]lockdiff.Risk{}, risks...)})
}

func risk(code, format string, args ...any) lockdiff.Risk {
	return lockdiff.Risk{Code: code, Message: hint.Sprintf(format, args...)}
}

// rules compares which organisation policy applies, its pin and its
// rules.
func (c *policyChanges) rules(base, head *Snapshot, bm, hm *manifest.Manifest) {
	add := c.add
	if a, b := describePolicyRef(bm.Policy), describePolicyRef(hm.Policy); a != b {
		add("policy", a, b, risk(RiskPolicyReference, "skills.toml now names %s as the organisation policy (was %s): the rules this project is checked against change; only the organisation should change which policy applies", orNone(b), orNone(a)))
	}
	if a, b := describePin(base.Lock), describePin(head.Lock); a != b {
		add("policy pin (skills.lock)", a, b)
	}
	if base.PolicyNote != head.PolicyNote && head.PolicyNote != "" {
		add("policy rules", "", "not read: "+head.PolicyNote)
	}
	key := func(r policy.Row) string { return r.Layer + "\x00" + r.Key + "\x00" + r.Value }
	headRules, baseRules := map[string]bool{}, map[string]bool{}
	for _, r := range head.PolicyRules {
		headRules[key(r)] = true
	}
	for _, r := range base.PolicyRules {
		baseRules[key(r)] = true
		if !headRules[key(r)] {
			add("policy rule ("+r.Layer+")", r.Key+" = "+r.Value, "",
				risk(RiskPolicyRuleRemoved, "the %s policy no longer sets %s = %s: what it forbade may now be allowed", r.Layer, r.Key, r.Value))
		}
	}
	for _, r := range head.PolicyRules {
		if !baseRules[key(r)] {
			add("policy rule ("+r.Layer+")", "", r.Key+" = "+r.Value)
		}
	}
}

// settings compares [settings].
func (c *policyChanges) settings(base, head *Snapshot, bs, hs manifest.Settings) {
	add := c.add
	if a, b := bs.ApprovalPolicy(), hs.ApprovalPolicy(); a != b {
		var rs []lockdiff.Risk
		if b == manifest.ApprovalLock {
			rs = append(rs, risk(RiskApprovalRelaxed, `approval = "lock": every locked skill now reaches agents without an approval; the lockfile review is the only review`))
		}
		add("settings.approval", a, b, rs...)
	}
	if a, b := bs.SelfApprovalSigners, hs.SelfApprovalSigners; a != b || b != "" && fileDigest(base.PolicyFiles, b) != fileDigest(head.PolicyFiles, b) {
		from, to := a, b
		if a != "" {
			from += " " + fileDigest(base.PolicyFiles, a)
		}
		if b != "" {
			to += " " + fileDigest(head.PolicyFiles, b)
		}
		var rs []lockdiff.Risk
		if b != "" {
			rs = append(rs, risk(RiskSelfApprovalEnabled, "an approval that arrives with the content it approves will count when signed by a key %s lists (from the next change on: `%s` reads the base's file)", b, hint.Run("verify", "--approvals-base", "BASE")))
		}
		add("settings.self_approval_signers", from, to, rs...)
	}
	for _, t := range hs.Targets {
		if !slices.Contains(bs.Targets, t) {
			add("settings.targets", "", t, risk(RiskTargetAdded, "skills are now also published into %s, for the harness that reads it", t))
		}
	}
	for _, t := range bs.Targets {
		if !slices.Contains(hs.Targets, t) {
			add("settings.targets", t, "")
		}
	}
	if a, b := bs.InstallMode(), hs.InstallMode(); a != b {
		add("settings.install", a, b)
	}
	if a, b := bs.FileLimit(), hs.FileLimit(); a != b {
		var rs []lockdiff.Risk
		if b > a {
			rs = append(rs, risk(RiskLimitsRaised, "a skill may now hold %d files (was %d)", b, a))
		}
		add("settings.max_files", fmt.Sprint(a), fmt.Sprint(b), rs...)
	}
	if a, b := bs.ByteLimit(), hs.ByteLimit(); a != b {
		var rs []lockdiff.Risk
		if b > a {
			rs = append(rs, risk(RiskLimitsRaised, "a skill may now hold %d bytes (was %d)", b, a))
		}
		add("settings.max_bytes", fmt.Sprint(a), fmt.Sprint(b), rs...)
	}
}

// sources compares the sources: added, removed, trusted, what a trusted
// source takes, and their signature rules.
func (c *policyChanges) sources(base, head *Snapshot, bm, hm *manifest.Manifest) {
	add := c.add
	names := map[string]bool{}
	for _, s := range bm.Sources {
		names[s.Name] = true
	}
	for _, s := range hm.Sources {
		names[s.Name] = true
	}
	for _, name := range slices.Sorted(maps.Keys(names)) {
		o, n := bm.Source(name), hm.Source(name)
		label := "source " + name
		switch {
		case o == nil:
			var rs []lockdiff.Risk
			if n.Trusted {
				rs = append(rs, risk(RiskSourceTrusted, "new source %q is trusted: its skills reach agents without an approval", name))
			}
			add(label, "", describeSource(n, head.PolicyFiles), rs...)
			continue
		case n == nil:
			add(label, describeSource(o, base.PolicyFiles), "")
			continue
		}
		// Where a source that stays trusted takes skills from, and which:
		// keeping its name, it can point at another repository or take
		// every skill, and what it brings reaches agents unapproved. (A
		// source trusted only now is reported below; for any other the
		// skills' review and their approvals show the change.)
		if a, b := describeSelection(o), describeSelection(n); a != b && o.Trusted && n.Trusted {
			add(label, a, b, risk(RiskSourceTrusted, "trusted source %q now takes %s (was %s): its skills reach agents without an approval", name, b, a))
		}
		if o.Trusted != n.Trusted {
			var rs []lockdiff.Risk
			if n.Trusted {
				rs = append(rs, risk(RiskSourceTrusted, "source %q is now trusted: its skills reach agents without an approval", name))
			}
			add(label+": trusted", fmt.Sprint(o.Trusted), fmt.Sprint(n.Trusted), rs...)
		}
		a, b := describeSignature(o.Signature, base.PolicyFiles), describeSignature(n.Signature, head.PolicyFiles)
		if a != b {
			var rs []lockdiff.Risk
			switch {
			case n.Signature == nil:
				rs = append(rs, risk(RiskSignatureRemoved, "source %q no longer requires a signature (was %s)", name, a))
			case o.Signature != nil:
				rs = append(rs, risk(RiskSignatureChanged, "source %q accepts other signers: %s (was %s)", name, b, a))
			}
			add(label+": signature", a, b, rs...)
		}
	}
}

// describePolicyRef is the [policy] table as one line; "" when absent.
func describePolicyRef(r *manifest.PolicyRef) string {
	switch {
	case r == nil:
		return ""
	case r.Path != "":
		return "path " + r.Path
	}
	line := r.URL
	if r.Ref != "" {
		line += "@" + r.Ref
	}
	return line + ", file " + r.PolicyFile()
}

// describePin is the policy commit a lock pins, with its digest.
func describePin(l *lock.Lock) string {
	pin := l.PolicyPin()
	if pin == nil {
		return ""
	}
	return fmt.Sprintf("%s at %s (%s)", pin.URL, pin.Commit, pin.Digest)
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

// compareAudit reviews the audit's policy: the severity verify fails on,
// the project's rule files (by content), and suppressions, each shown
// with its reason.
func compareAudit(bm, hm *manifest.Manifest, bf, hf map[string]string) []PolicyChange {
	var out []PolicyChange
	add := func(setting, from, to string, risks ...lockdiff.Risk) {
		out = append(out, PolicyChange{Setting: setting, From: from, To: to, Risks: append([]lockdiff.Risk{}, risks...)})
	}
	failOn := func(s string) audit.Severity {
		v, _ := audit.ParseSeverity(s) // validated when loaded; "" is none
		return v
	}
	if a, b := bm.Settings.AuditFailOn, hm.Settings.AuditFailOn; failOn(a) != failOn(b) {
		var rs []lockdiff.Risk
		fa, fb := failOn(a), failOn(b)
		if fa != audit.None && (fb == audit.None || fb > fa) {
			rs = append(rs, lockdiff.Risk{Code: RiskAuditRelaxed, Message: hint.Sprintf("verify no longer fails on audit findings at %s severity (audit_fail_on %s, was %s)", fa, fb, fa)})
		}
		add("settings.audit_fail_on", fa.String(), fb.String(), rs...)
	}
	for _, r := range hm.Audit.Rules {
		switch {
		case !slices.Contains(bm.Audit.Rules, r):
			add("audit.rules", "", r+" "+fileDigest(hf, r))
		case fileDigest(bf, r) != fileDigest(hf, r):
			add("audit.rules: "+r, fileDigest(bf, r), fileDigest(hf, r))
		}
	}
	for _, r := range bm.Audit.Rules {
		if !slices.Contains(hm.Audit.Rules, r) {
			add("audit.rules", r, "")
		}
	}
	describe := func(s manifest.Suppression) string {
		where := s.Skill
		if s.File != "" {
			where += "/" + s.File
		}
		return s.Code + " in " + where
	}
	for _, s := range hm.Audit.Suppress {
		if slices.Contains(bm.Audit.Suppress, s) {
			continue
		}
		add("audit.suppress "+describe(s), "", "reason: "+s.Reason, lockdiff.Risk{Code: RiskAuditSuppressed,
			Message: hint.Sprintf("findings %s are no longer reported; recorded reason: %s", describe(s), s.Reason)})
	}
	for _, s := range bm.Audit.Suppress {
		if !slices.Contains(hm.Audit.Suppress, s) {
			add("audit.suppress "+describe(s), "reason: "+s.Reason, "")
		}
	}
	return out
}

func orEmpty(m *manifest.Manifest) *manifest.Manifest {
	if m == nil {
		return &manifest.Manifest{}
	}
	return m
}

// describeSource is a new or removed source as one line.
func describeSource(s *manifest.Source, files map[string]string) string {
	parts := []string{s.URL}
	if s.Ref != "" {
		parts[0] += "@" + s.Ref
	}
	if s.Trusted {
		parts = append(parts, "trusted")
	}
	if s.Signature != nil {
		parts = append(parts, "signature: "+describeSignature(s.Signature, files))
	}
	return strings.Join(parts, ", ")
}

// describeSelection is where a source takes skills from and which, as
// one line: "URL@REF, skills a b, paths d, exclude x".
func describeSelection(s *manifest.Source) string {
	line := s.URL
	if s.Ref != "" {
		line += "@" + s.Ref
	}
	for _, l := range []struct {
		key    string
		values []string
	}{{"skills", s.Skills}, {"paths", s.Paths}, {"exclude", s.Exclude}} {
		if len(l.values) > 0 {
			line += ", " + l.key + " " + strings.Join(l.values, " ")
		}
	}
	return line
}

// describeSignature is a signature policy as one line, with the digest of
// each file it names: "none", "key keys/a.pub (sha256:…)",
// "identity_regexp ^…$, issuer …, trusted_root root.json (sha256:…)".
func describeSignature(p *manifest.SignaturePolicy, files map[string]string) string {
	if p == nil {
		return "none"
	}
	var parts []string
	file := func(key, path string) {
		if path != "" {
			parts = append(parts, fmt.Sprintf("%s %s (%s)", key, path, fileDigest(files, path)))
		}
	}
	kv := func(key, v string) {
		if v != "" {
			parts = append(parts, key+" "+v)
		}
	}
	file("key", p.Key)
	kv("identity", p.Identity)
	kv("identity_regexp", p.IdentityRegexp)
	kv("issuer", p.Issuer)
	kv("issuer_regexp", p.IssuerRegexp)
	file("trusted_root", p.TrustedRoot)
	return strings.Join(parts, ", ")
}

func fileDigest(files map[string]string, path string) string {
	if d, ok := files[path]; ok {
		return d
	}
	return "not read"
}

func compareApprovals(base, head *Snapshot) []ApprovalChange {
	out := []ApprovalChange{}
	get := func(s *approvals.Set, name string) *approvals.Approval {
		if s == nil {
			return nil
		}
		if a, ok := s.Get(name); ok {
			return &a
		}
		return nil
	}
	names := map[string]bool{}
	for _, s := range []*approvals.Set{base.Approvals, head.Approvals} {
		if s != nil {
			for _, a := range s.List {
				names[a.Name] = true
			}
		}
	}
	for _, name := range slices.Sorted(maps.Keys(names)) {
		o, n := get(base.Approvals, name), get(head.Approvals, name)
		ac := ApprovalChange{Name: name, From: o, To: n, Risks: []lockdiff.Risk{}}
		switch {
		case o == nil:
			ac.Change = "added"
		case n == nil:
			ac.Change = "removed"
		case !o.Equal(*n):
			ac.Change = "changed"
		default:
			continue
		}
		if r, ok := selfApproved(base, head, o, n); ok {
			ac.Risks = append(ac.Risks, r)
		}
		out = append(out, ac)
	}
	return out
}

// selfApproved reports an approval that approves content arriving in the
// same change: the head lock pins the approved digest, and the base lock
// did not pin it (the skill is new, or its content changed).
func selfApproved(base, head *Snapshot, o, n *approvals.Approval) (lockdiff.Risk, bool) {
	if n == nil || o != nil && o.Digest == n.Digest || head.Lock == nil {
		return lockdiff.Risk{}, false
	}
	sk := head.Lock.Skill(n.Name)
	if sk == nil || sk.Digest != n.Digest {
		return lockdiff.Risk{}, false
	}
	if base.Lock != nil {
		if old := base.Lock.Skill(n.Name); old != nil && old.Digest == n.Digest {
			return lockdiff.Risk{}, false
		}
	}
	if base.Manifest != nil && base.Manifest.Settings.SelfApprovalSigners != "" {
		// Shown as what it is: a self-approval, which counts only signed.
		signed := "it is not signed, so it does not count"
		var by []string
		for _, sig := range n.Signatures {
			if !sig.Keyless() {
				by = append(by, sig.By+" (key "+sig.Key+")")
			}
		}
		if len(by) > 0 {
			signed = "signed by " + strings.Join(by, ", ") + "; it counts if " + base.Manifest.Settings.SelfApprovalSigners + " in the base lists that key for the signer (and the signer is the pull request's author)"
		}
		return lockdiff.Risk{Code: RiskSelfApproved, Message: hint.Sprintf(
			"a self-approval: the approval of %s for %s (by %s at %s) arrives in the same change as the content it approves, which the base allows for signed approvals (self_approval_signers); %s",
			n.Name, n.Digest, n.By, n.At, signed)}, true
	}
	return lockdiff.Risk{Code: RiskSelfApproved, Message: hint.Sprintf(
		"the approval of %s for %s (by %s at %s) arrives in the same change as the content it approves, so that content was not reviewed before it was approved; "+
			"approve after review instead (`%s` fails such a change in CI)",
		n.Name, n.Digest, n.By, n.At, hint.Run("verify", "--approvals-base", "BASE"))}, true
}
