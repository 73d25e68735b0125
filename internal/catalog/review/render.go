package review

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit"
	"github.com/skillpin/skillpin/internal/lock/approvals"
	"github.com/skillpin/skillpin/internal/lock/lockdiff"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/ui/humanize"
	"github.com/skillpin/skillpin/internal/ui/jsonout"
	"github.com/skillpin/skillpin/internal/ui/safetext"
	"github.com/skillpin/skillpin/internal/verify/policy"
	"github.com/skillpin/skillpin/internal/verify/signature"
)

// Renderers: the policy and approval sections come before the skills
// (they decide what every skill may do), risks first within each. Text
// from the checkout (settings, names, approvers) is shown through
// safetext like everything else.

// RenderText writes r for people at a terminal.
func RenderText(w io.Writer, r *Review, o lockdiff.Options) error {
	bw := bufio.NewWriter(w)
	p := func(format string, args ...any) { fmt.Fprintf(bw, format, args...) }
	if len(r.NotFetched) > 0 {
		p("not fetched (the review contacts no host only the change names; what the store and the cache lack is not shown):\n")
		for _, nf := range r.NotFetched {
			p("  %s: %s\n", show(nf.URL), show(nf.Reason))
		}
		p("\n")
	}
	if len(r.Policy) > 0 {
		p("policy (skills.toml): %s\n", countLine(len(r.Policy), "change", riskyPolicy(r.Policy)))
		for _, c := range r.Policy {
			for _, rk := range c.Risks {
				p("  ! %-24s %s\n", rk.Code, show(rk.Message.Render(o.Scope)))
			}
		}
		for _, c := range r.Policy {
			p("  %s %s: %s\n", mark(c.From, c.To), show(c.Setting), fromTo(c.From, c.To))
		}
		p("\n")
	}
	if len(r.Approvals) > 0 {
		p("approvals (.skillpin/approvals.toml): %s\n", countLine(len(r.Approvals), "change", riskyApprovals(r.Approvals)))
		for _, a := range r.Approvals {
			for _, rk := range a.Risks {
				p("  ! %-24s %s\n", rk.Code, show(rk.Message.Render(o.Scope)))
			}
		}
		for _, a := range r.Approvals {
			p("  %s %s: %s\n", approvalMark(a), show(a.Name), describeApproval(a, r.Sigstore))
		}
		p("\n")
	}
	if len(r.Audit) > 0 {
		p("audit (what the changed skills would do; new findings first):\n")
		for _, a := range r.Audit {
			p("  %s: %s\n", show(a.Name), auditCounts(a))
			if line := CapabilityLine(a.Capabilities, a.Gained); line != "" {
				p("    can: %s\n", line)
			}
			for _, f := range a.New {
				p("    + %-8s %s %s: %s\n", f.Severity, f.Code, show(findingLoc(f)), show(f.Title))
				if f.Match != "" {
					p("               %s\n", f.Match)
				}
			}
			for _, f := range a.Kept {
				p("    = %-8s %s %s: %s\n", f.Severity, f.Code, show(findingLoc(f)), show(f.Title))
			}
		}
		p("\n")
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	return lockdiff.WriteText(w, r.Skills, o)
}

// auditCounts is "2 new (1 critical, 1 high), 1 kept, 1 gone".
func auditCounts(a AuditChange) string {
	part := func(fs []audit.Finding, what string) string {
		s := fmt.Sprintf("%d %s", len(fs), what)
		c := audit.Count(fs)
		var sev []string
		for _, v := range audit.Severities {
			if c[v] > 0 {
				sev = append(sev, fmt.Sprintf("%d %s", c[v], v))
			}
		}
		if len(sev) > 0 {
			s += " (" + strings.Join(sev, ", ") + ")"
		}
		return s
	}
	return part(a.New, "new") + ", " + part(a.Kept, "kept") + fmt.Sprintf(", %d gone", len(a.Gone))
}

func findingLoc(f audit.Finding) string {
	if f.Line > 0 {
		return fmt.Sprintf("%s:%d", f.File, f.Line)
	}
	return f.File
}

// RenderMarkdown writes r as a pull-request comment or job summary.
func RenderMarkdown(w io.Writer, r *Review, o lockdiff.Options) error {
	bw := bufio.NewWriter(w)
	p := func(format string, args ...any) { fmt.Fprintf(bw, format, args...) }
	p("## skillpin: skill changes\n\n")
	if r.Empty() {
		p("No skill changes")
		if r.Policy != nil {
			p(", no policy changes, no approval changes")
		}
		p(".\n")
		return bw.Flush()
	}
	var summary []string
	if r.Skills.Empty() {
		summary = append(summary, "No skill changes")
	} else {
		summary = append(summary, lockdiff.Headline(r.Skills))
	}
	if len(r.Policy) > 0 {
		summary = append(summary, "policy: "+countLine(len(r.Policy), "change", riskyPolicy(r.Policy)))
	}
	if len(r.Approvals) > 0 {
		summary = append(summary, "approvals: "+countLine(len(r.Approvals), "change", riskyApprovals(r.Approvals)))
	}
	p("%s.\n\n", strings.Join(summary, "; "))
	if n := r.Risks(); n > 0 {
		p("> [!WARNING]\n> %d risky %s (%s, relaxed policy, approvals that arrive with what they approve). Review %s first.\n\n",
			n, humanize.Noun(n, "change", "changes"), lockdiff.RiskKinds, humanize.Noun(n, "it", "them"))
	}
	writeOverviewMarkdown(p, r, o)
	if len(r.NotFetched) > 0 {
		p("> [!NOTE]\n> Not fetched: the review contacts no host only the change names; what the store and the cache lack is not shown.\n")
		for _, nf := range r.NotFetched {
			p("> - %s: %s\n", mdCode(nf.URL), lockdiff.MarkdownText(nf.Reason))
		}
		p("\n")
	}
	if len(r.Policy) > 0 {
		p("### Policy (`skills.toml`)\n\n")
		mdRisks(p, policyRisks(r.Policy), o.Scope)
		p("| | Setting | Before | After |\n|---|---|---|---|\n")
		for _, c := range r.Policy {
			p("| %s | %s | %s | %s |\n", mark(c.From, c.To), mdCode(c.Setting), mdCode(c.From), mdCode(c.To))
		}
		p("\n")
	}
	if len(r.Approvals) > 0 {
		p("### Approvals (`.skillpin/approvals.toml`)\n\n")
		var rs []lockdiff.Risk
		for _, a := range r.Approvals {
			rs = append(rs, a.Risks...)
		}
		mdRisks(p, rs, o.Scope)
		p("| | Skill | Digest | By | At |\n|---|---|---|---|---|\n")
		for _, a := range r.Approvals {
			cur := a.To
			if cur == nil {
				cur = a.From
			}
			digest, by, at := mdCode(cur.Digest), mdCode(cur.By+signedBy(cur, r.Sigstore)), mdCode(cur.At)
			if a.Change == "changed" {
				digest = changedCell(a.From.Digest, a.To.Digest)
				by = changedCell(a.From.By+signedBy(a.From, r.Sigstore), a.To.By+signedBy(a.To, r.Sigstore))
				at = changedCell(a.From.At, a.To.At)
			}
			p("| %s | %s | %s | %s | %s |\n", approvalMark(a), mdCode(a.Name), digest, by, at)
		}
		p("\n")
	}
	if len(r.Audit) > 0 {
		p("### Audit\n\nWhat the changed skills would do ([codes](https://github.com/skillpin/skillpin/blob/main/docs/review.md#the-audit-skillpin-audit)); findings an update adds come first.\n\n")
		p("| | Skill | Severity | Code | Where | Match |\n|---|---|---|---|---|---|\n")
		for _, a := range r.Audit {
			for _, f := range a.New {
				p("| new | %s | %s | %s | %s | %s |\n", mdCode(a.Name), f.Severity, mdCode(f.Code), mdCode(findingLoc(f)), mdCode(f.Match))
			}
		}
		for _, a := range r.Audit {
			for _, f := range a.Kept {
				p("| kept | %s | %s | %s | %s | %s |\n", mdCode(a.Name), f.Severity, mdCode(f.Code), mdCode(findingLoc(f)), mdCode(f.Match))
			}
		}
		p("\n")
		for _, a := range r.Audit {
			if line := CapabilityLine(a.Capabilities, a.Gained); line != "" {
				p("- %s can: %s\n", mdCode(a.Name), line)
			}
		}
		p("\n")
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	if r.Skills.Empty() {
		return nil
	}
	if len(r.Policy)+len(r.Approvals) > 0 {
		if _, err := io.WriteString(w, "### Skills\n\n"); err != nil {
			return err
		}
	}
	return lockdiff.WriteMarkdownSkills(w, r.Skills, o)
}

// RenderJSON writes r for tools: {"skills": [...], "policy": [...],
// "approvals": [...]}; policy and approvals are null when they were not
// compared (two lockfiles).
func RenderJSON(w io.Writer, r *Review) error {
	sums, kinds := Overview(r, lockdiff.Options{})
	out := struct {
		Skills    []lockdiff.SkillChange `json:"skills"`
		Policy    []PolicyChange         `json:"policy"`
		Approvals []ApprovalChange       `json:"approvals"`
		Audit     []AuditChange          `json:"audit"`
		Overview  []SkillSummary         `json:"overview"`
		Kinds     []FindingKind          `json:"findings_by_kind"`
		// NotFetched: see Review.NotFetched.
		NotFetched []NotFetched `json:"not_fetched"`
	}{r.Skills.Skills, r.Policy, r.Approvals, r.Audit, nonNilSlice(sums), nonNilSlice(kinds), nonNilSlice(r.NotFetched)}
	if out.Audit == nil {
		out.Audit = []AuditChange{}
	}
	if out.Skills == nil {
		out.Skills = []lockdiff.SkillChange{}
	}
	return jsonout.Write(w, &out)
}

func riskyPolicy(cs []PolicyChange) int {
	n := 0
	for _, c := range cs {
		if len(c.Risks) > 0 {
			n++
		}
	}
	return n
}

func riskyApprovals(cs []ApprovalChange) int {
	n := 0
	for _, c := range cs {
		if len(c.Risks) > 0 {
			n++
		}
	}
	return n
}

func policyRisks(cs []PolicyChange) []lockdiff.Risk {
	var rs []lockdiff.Risk
	for _, c := range cs {
		rs = append(rs, c.Risks...)
	}
	return rs
}

// countLine is "3 changes" or "3 changes, 1 risky".
func countLine(n int, noun string, risky int) string {
	s := fmt.Sprintf("%d %s", n, humanize.Noun(n, noun, noun+"s"))
	if risky > 0 {
		s += fmt.Sprintf(", %d risky", risky)
	}
	return s
}

// mark is "+" for something new, "-" for something gone, "~" otherwise.
func mark(from, to string) string {
	switch {
	case from == "":
		return "+"
	case to == "":
		return "-"
	}
	return "~"
}

func approvalMark(a ApprovalChange) string {
	switch a.Change {
	case "added":
		return "+"
	case "removed":
		return "-"
	}
	return "~"
}

func fromTo(from, to string) string {
	switch {
	case from == "":
		return show(to)
	case to == "":
		return "was " + show(from)
	}
	return show(from) + " → " + show(to)
}

// describeApproval is one approval change for text output.
func describeApproval(a ApprovalChange, sig signature.Sigstore) string {
	one := func(x *approvals.Approval) string {
		return fmt.Sprintf("%s by %s at %s%s", x.Digest, show(x.By), show(x.At), signedBy(x, sig))
	}
	switch a.Change {
	case "added":
		return "added " + one(a.To)
	case "removed":
		return "removed (was " + one(a.From) + ")"
	}
	return one(a.From) + " → " + one(a.To)
}

// signedBy says who signed an approval and with which key or keyless
// identity: ", signed by alice@example.com (SHA256:…)", ", signed by
// bob@example.com (keyless: identity bob@example.com, issuer …)"; "" when
// unsigned. Whether a signature
// holds is verify's to say (against the policy's allowed signers).
func signedBy(x *approvals.Approval, sig signature.Sigstore) string {
	if len(x.Signatures) == 0 {
		return ""
	}
	parts := make([]string, len(x.Signatures))
	for i, s := range x.Signatures {
		parts[i] = fmt.Sprintf("%s (%s)", show(s.By), show(policy.ClaimedSigner(s, sig)))
	}
	return ", signed by " + strings.Join(parts, ", ")
}

func changedCell(a, b string) string {
	if a == b {
		return mdCode(b)
	}
	return mdCode(a) + " → " + mdCode(b)
}

func mdRisks(p func(string, ...any), rs []lockdiff.Risk, s hint.Scope) {
	if len(rs) == 0 {
		return
	}
	p("**Risks**\n\n")
	for _, r := range rs {
		p("- **%s**: %s\n", r.Code, lockdiff.MarkdownText(r.Message.Render(s)))
	}
	p("\n")
}

func mdCode(s string) string { return lockdiff.MarkdownCode(s) }

func show(s string) string { return safetext.Show(s) }
