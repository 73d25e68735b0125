package audit

import "github.com/skillpin/skillpin/internal/catalog/audit/auditcode"

// Severity ranks a finding (see auditcode.Severity): Critical > High >
// Medium > Low > None.
type Severity = auditcode.Severity

// The severities, lowest first.
const (
	None     = auditcode.None
	Low      = auditcode.Low
	Medium   = auditcode.Medium
	High     = auditcode.High
	Critical = auditcode.Critical
)

// Severities lists every severity a finding can have, highest first.
var Severities = auditcode.Severities

// ParseSeverity reads a severity name (see auditcode.ParseSeverity).
func ParseSeverity(s string) (Severity, error) { return auditcode.ParseSeverity(s) }
