package judge

import "github.com/skillpin/skillpin/internal/catalog/audit/auditcode"

// Code is the code of the judgement's finding.
const Code = "JUDGED_MALICIOUS"

// The thresholds of the score, chosen on tune material only
// (docs/audit-evaluation.md, "A trained judgement, twelfth session (cls)"): at HighAt the
// judgement is a high finding, at MediumAt a medium one.
const (
	HighAt   = 0.98
	MediumAt = 0.90
)

// Severity is the severity of a verdict: High, Medium, or None below
// MediumAt.
func (v Verdict) Severity() auditcode.Severity {
	switch {
	case v.Score >= HighAt:
		return auditcode.High
	case v.Score >= MediumAt:
		return auditcode.Medium
	}
	return auditcode.None
}
