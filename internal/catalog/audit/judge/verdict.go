package judge

import "github.com/skillpin/skillpin/internal/catalog/audit/auditcode"

// Code is the code of the judgement's finding.
const Code = "JUDGED_MALICIOUS"

// The thresholds of the score, chosen on tune material only, by
// leave-one-writer-out cross-validation (docs/audit-evaluation.md, "A
// trained judgement, twelfth session (cls)", and its thirteenth-session
// choice): at HighAt the judgement is a high finding, at MediumAt a
// medium one.
const (
	HighAt   = 0.90
	MediumAt = 0.80
)

// MinFeatures is the least number of the model's features a skill must
// have for its verdict to be high: a few words of a short text (a helper
// that fetches a formatter from a CDN) can sum to a high score, and a
// verdict on them would be the writers' style, not evidence. Chosen on
// tune's cross-validation (docs/audit-evaluation.md).
const MinFeatures = 100

// Severity is the severity of a verdict: High, Medium, or None below
// MediumAt; at most Medium on fewer than MinFeatures features.
func (v Verdict) Severity() auditcode.Severity {
	switch {
	case v.Score >= HighAt && v.Features >= MinFeatures:
		return auditcode.High
	case v.Score >= MediumAt:
		return auditcode.Medium
	}
	return auditcode.None
}
