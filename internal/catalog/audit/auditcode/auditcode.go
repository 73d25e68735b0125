// Package auditcode is the vocabulary the audit shares with the files
// that name its findings (skills.toml's audit_fail_on and suppressions,
// approvals' accepted findings): severities and the shape of a finding
// code. It is a leaf, so those files' readers need not import the audit
// engine to validate a name.
package auditcode

import (
	"fmt"
	"strings"
)

// Severity ranks a finding. The zero value, None, is below every
// severity: no finding has it, and a threshold of None fails on nothing.
// Severities compare as integers: Critical > High > Medium > Low > None.
type Severity int

// The severities, lowest first.
const (
	None Severity = iota
	Low
	Medium
	High
	Critical
)

// Severities lists every severity a finding can have, highest first.
var Severities = []Severity{Critical, High, Medium, Low}

var severityNames = [...]string{None: "none", Low: "low", Medium: "medium", High: "high", Critical: "critical"}

// String is the severity's name: "critical", "high", "medium", "low" or
// "none".
func (s Severity) String() string {
	if s < None || s > Critical {
		return fmt.Sprintf("Severity(%d)", int(s))
	}
	return severityNames[s]
}

// ParseSeverity reads a severity name (case-insensitive, surrounding
// space ignored). "none" parses as None: as a threshold it fails on
// nothing.
func ParseSeverity(s string) (Severity, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	for i, n := range severityNames {
		if t == n {
			return Severity(i), nil
		}
	}
	return None, fmt.Errorf("unknown severity %q: use critical, high, medium, low or none", s)
}

// AtLeast reports whether s is at or above the threshold t. Nothing is at
// or above None as a threshold except a real finding: a threshold of
// None means "never fail", so AtLeast(None) is false.
func (s Severity) AtLeast(t Severity) bool { return t != None && s >= t }

// MarshalText writes the severity's name.
func (s Severity) MarshalText() ([]byte, error) {
	if s < None || s > Critical {
		return nil, fmt.Errorf("invalid severity %d", int(s))
	}
	return []byte(s.String()), nil
}

// UnmarshalText reads a severity name.
func (s *Severity) UnmarshalText(b []byte) error {
	v, err := ParseSeverity(string(b))
	if err != nil {
		return err
	}
	*s = v
	return nil
}

// ValidCode reports whether code has the shape of a finding code: 3 to 64
// capital letters, digits and underscores, starting with a letter.
func ValidCode(code string) bool {
	if len(code) < 3 || len(code) > 64 || code[0] < 'A' || code[0] > 'Z' {
		return false
	}
	for i := 1; i < len(code); i++ {
		if c := code[i]; !(c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_') {
			return false
		}
	}
	return true
}
