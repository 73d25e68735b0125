// Package learn is a small trained classifier meant to sit beneath the
// audit's rules: a logistic regression over the hashed words and word
// pairs of a skill's text, trained on the incident-pattern tune set
// (testdata/audit/eval/tune) by trainset, its weights in model.txt. It
// only ever adds a finding, to a skill the rules left below high, so it
// never lowers a severity; it is deterministic and offline.
//
// The audit does not call it: measured, it found one held-out skill the
// rules missed and flagged a near-empty honest skill at high (its prior
// on a text of a few words is "malicious"), so it was not shipped. It is
// kept so that the evaluation can be reproduced and a better-trained
// model plugged in with one line (Judge at the end of audit's
// Auditor.Files). docs/audit-evaluation.md, "A trained classifier".
package learn

//go:generate go test ./trainset -run TestModelFresh -update

import (
	_ "embed"
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/skillpin/skillpin/internal/catalog/audit/auditcode"
)

// Code is the finding code of the classifier's verdict.
const Code = "LEARNED_RISK"

// File is one file of a skill as the audit holds it: audit.File's shape.
type File struct {
	Path    string
	Exec    bool
	Data    []byte
	Partial bool
}

// Finding is audit.Finding's shape (this package is beneath the audit
// and cannot name its types; Judge takes them by their shape).
type Finding struct {
	Code     string
	Severity auditcode.Severity
	File     string
	Line     int
	Match    string
	Title    string
	Check    string
	Context  []string
}

//go:embed model.txt
var modelText []byte

// Builtin is the model shipped in model.txt.
var Builtin = sync.OnceValue(func() Model {
	m, err := Decode(modelText)
	if err != nil {
		panic(fmt.Sprintf("learn: the embedded model.txt: %v", err))
	}
	m.dense = make([]float64, dim)
	for i, w := range m.Weights {
		m.dense[i] = w
	}
	return m
})

// Judge is the hook for the audit (not called; see the package comment):
// given a skill's files and the findings the audit made of them, it
// returns the classifier's finding, or none. A
// skill with a finding at high or above is not scored (its verdict is
// made). The type parameters are audit.File and audit.Finding, taken by
// their shape so that the hook in the audit is one line.
func Judge[D ~struct {
	Path    string
	Exec    bool
	Data    []byte
	Partial bool
}, F ~struct {
	Code     string             `json:"code"`
	Severity auditcode.Severity `json:"severity"`
	File     string             `json:"file"`
	Line     int                `json:"line"`
	Match    string             `json:"match"`
	Title    string             `json:"title"`
	Check    string             `json:"check"`
	Context  []string           `json:"context"`
}](files []D, found []F) []F {
	return judge(Builtin(), files, found)
}

func judge[D ~struct {
	Path    string
	Exec    bool
	Data    []byte
	Partial bool
}, F ~struct {
	Code     string             `json:"code"`
	Severity auditcode.Severity `json:"severity"`
	File     string             `json:"file"`
	Line     int                `json:"line"`
	Match    string             `json:"match"`
	Title    string             `json:"title"`
	Check    string             `json:"check"`
	Context  []string           `json:"context"`
}](m Model, files []D, found []F) []F {
	for _, f := range found {
		if Finding(f).Severity >= auditcode.High {
			return nil
		}
	}
	in := make([]File, len(files))
	for i, f := range files {
		in[i] = File(f)
	}
	v, ok := m.Verdict(in)
	if !ok {
		return nil
	}
	return []F{F(v)}
}

// Verdict scores a skill's files with the model and returns its finding
// when the score reaches the threshold.
func (m Model) Verdict(files []File) (Finding, bool) {
	x, _ := Features(files, false)
	p := m.score(x)
	if p < m.Threshold {
		return Finding{}, false
	}
	return Finding{
		Code: Code, Severity: m.Severity, File: "SKILL.md", Context: []string{},
		Match: fmt.Sprintf("score %.3f ≥ %.3f", p, m.Threshold),
		Title: "the skill reads like the malicious examples the audit's classifier was trained on; weighed most: " + m.why(files, 6),
		Check: "no rule found this at high: read SKILL.md, the files it points to and its scripts for what they read, send, fetch, decode or run, and hide from the user. The classifier judges wording, not behaviour: a false alarm is likely when nothing of that is there, and a miss when a payload hides in a long honest text",
	}, true
}

// why names the features that raised the score most.
func (m Model) why(files []File, n int) string {
	x, names := Features(files, true)
	type part struct {
		name string
		c    float64
	}
	var parts []part
	for j, i := range x.Idx {
		if c := m.Weights[i] * x.Val[j]; c > 0 && names[i] != "bias" {
			parts = append(parts, part{names[i], c})
		}
	}
	slices.SortStableFunc(parts, func(a, b part) int {
		if a.c != b.c {
			if a.c > b.c {
				return -1
			}
			return 1
		}
		return strings.Compare(a.name, b.name)
	})
	var out []string
	for _, p := range parts[:min(n, len(parts))] {
		out = append(out, fmt.Sprintf("%q", p.name))
	}
	return strings.Join(out, ", ")
}
