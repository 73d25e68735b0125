// Package verify holds the findings of `skillpin verify`, the CI gate:
// each a stable code, a severity, the skill and file it is about and a
// message; and renders a report as text for people, JSON for tools, or
// GitHub workflow annotations.
package verify

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/ui/jsonout"
	"github.com/skillpin/skillpin/internal/ui/safetext"
)

// Finding codes reported by `skillpin verify`. They are part of the command
// contract and documented in the README; never rename one.
const (
	CodeManifestMismatch   = "MANIFEST_MISMATCH"          // skills.toml and skills.lock disagree
	CodeDigestMismatch     = "DIGEST_MISMATCH"            // a file at the pinned commit differs from the lock
	CodeFileMissing        = "FILE_MISSING"               // a locked file is absent at the pinned commit
	CodeFileExtra          = "FILE_EXTRA"                 // a file at the pinned commit is not in the lock
	CodeTagMoved           = "TAG_MOVED"                  // the remote tag points elsewhere (or was deleted)
	CodeRefRewritten       = "REF_REWRITTEN"              // the remote branch no longer descends from the locked commit
	CodeRefAdvanced        = "REF_ADVANCED"               // warning: the remote branch moved ahead of the locked commit
	CodeCommitUnreachable  = "COMMIT_UNREACHABLE"         // the locked commit cannot be fetched (or is not cached, offline)
	CodeInvalidSkill       = "INVALID_SKILL"              // the skill at the pinned commit breaks a skill rule
	CodeStoreTampered      = "STORE_TAMPERED"             // the store entry differs from the lock
	CodeRootTampered       = "ROOT_TAMPERED"              // the trusted root differs from what should be published
	CodeTargetTampered     = "TARGET_TAMPERED"            // a harness target differs from the root
	CodeCacheNotIsolated   = "CACHE_NOT_ISOLATED"         // the cache lies inside a harness discovery path
	CodeNotInstalled       = "NOT_INSTALLED"              // warning: the project has not been installed here
	CodeApprovalPending    = "APPROVAL_PENDING"           // warning: a locked skill is not approved for its digest
	CodeLockInvalid        = "LOCK_INVALID"               // skills.lock does not parse, or a field disagrees with what it records
	CodeAuditFinding       = "AUDIT_FINDING"              // with [settings] audit_fail_on: an audit finding at or above it in a locked skill
	CodeApprovalNotInBase  = "APPROVAL_NOT_IN_BASE"       // with --approvals-base: what lets a skill reach agents (an approval, approval = "lock", a trusted source) is new since the base revision
	CodePolicyViolation    = "POLICY_VIOLATION"           // a skill breaks a rule of the effective policy (the rule and its layer named)
	CodePolicyOutdated     = "POLICY_OUTDATED"            // the pinned organisation policy is not the commit its ref names upstream
	CodeApprovalUnsigned   = "APPROVAL_UNSIGNED"          // the policy requires signed approvals and the approval has no signature
	CodeApprovalSigInvalid = "APPROVAL_SIGNATURE_INVALID" // an approval signature does not verify against the allowed signers
)

// Severities of a finding.
const (
	SeverityError   = "error"
	SeverityWarning = "warning"
)

// Finding is one verification result.
type Finding struct {
	Code     string `json:"code"`
	Severity string `json:"severity"`
	Skill    string `json:"skill"`
	File     string `json:"file"`
	// Line is the line in File the finding is about (1-based), for
	// findings about a project file such as skills.lock; 0 otherwise.
	Line    int    `json:"line,omitempty"`
	Message string `json:"message"`
	// msg is Message as data, the commands it names not yet rendered
	// for a scope (ForScope).
	msg hint.Msg
}

// Report is the outcome of a verification run.
type Report struct {
	Findings []Finding
	// Checked counts what was verified, for the summary line.
	Skills, Files int
}

// Add appends a finding.
// Arguments that name commands (package hint) are rendered for a project
// until ForScope says otherwise.
func (r *Report) Add(code, severity, skill, file, format string, args ...any) {
	m := hint.Sprintf(format, args...)
	r.Findings = append(r.Findings, Finding{Code: code, Severity: severity, Skill: skill, File: file, Message: m.String(), msg: m})
}

// AddAt appends a finding about line of a project file (skills.lock).
func (r *Report) AddAt(code, severity, file string, line int, format string, args ...any) {
	m := hint.Sprintf(format, args...)
	r.Findings = append(r.Findings, Finding{Code: code, Severity: severity, File: file, Line: line, Message: m.String(), msg: m})
}

// ForScope renders the commands the findings' messages name for scope s:
// the command line calls it once, with the scope of the run.
func (r *Report) ForScope(s hint.Scope) {
	for i := range r.Findings {
		if f := &r.Findings[i]; !f.msg.IsZero() {
			f.Message = f.msg.Render(s)
		}
	}
}

// Passed reports whether the gate passes: no error, and with strict no
// warning either (pending approvals, an advanced branch, nothing
// installed: states a lenient gate lets through).
func (r *Report) Passed(strict bool) bool {
	if strict {
		return len(r.Findings) == 0
	}
	return r.OK()
}

// OK reports whether no finding is an error.
func (r *Report) OK() bool {
	for _, f := range r.Findings {
		if f.Severity == SeverityError {
			return false
		}
	}
	return true
}

// Sort orders findings errors first, then by skill, code and file, so that
// output is stable across runs.
func (r *Report) Sort() {
	sort.SliceStable(r.Findings, func(i, j int) bool {
		a, b := r.Findings[i], r.Findings[j]
		if a.Severity != b.Severity {
			return a.Severity == SeverityError
		}
		if a.Skill != b.Skill {
			return a.Skill < b.Skill
		}
		if a.Code != b.Code {
			return a.Code < b.Code
		}
		return a.File < b.File
	})
}

// RenderText writes the report for people.
func RenderText(w io.Writer, r *Report) error { return renderText(w, r, true) }

// RenderTextQuiet is RenderText for -q: errors only, then the same summary
// line (which still counts the warnings it did not print).
func RenderTextQuiet(w io.Writer, r *Report) error { return renderText(w, r, false) }

func renderText(w io.Writer, r *Report, warnings bool) error {
	for _, f := range r.Findings {
		if !warnings && f.Severity != SeverityError {
			continue
		}
		loc := f.Skill
		if f.File != "" {
			if loc != "" {
				loc += ": "
			}
			loc += f.File
			if f.Line > 0 {
				loc += fmt.Sprintf(":%d", f.Line)
			}
		}
		if loc != "" {
			loc = " " + loc
		}
		if _, err := fmt.Fprintf(w, "%s %s%s: %s\n", f.Severity, f.Code, safetext.Show(loc), safetext.ShowBlock(f.Message)); err != nil {
			return err
		}
	}
	errs, warns := r.counts()
	status := "ok"
	if errs > 0 {
		status = "FAILED"
	}
	_, err := fmt.Fprintf(w, "verify %s: %d skill(s), %d file(s) checked; %d error(s), %d warning(s)\n", status, r.Skills, r.Files, errs, warns)
	return err
}

func (r *Report) counts() (errs, warns int) {
	for _, f := range r.Findings {
		if f.Severity == SeverityError {
			errs++
		} else {
			warns++
		}
	}
	return errs, warns
}

// RenderJSON writes {"ok":bool,"skills":N,"files":N,"findings":[…]}.
func RenderJSON(w io.Writer, r *Report) error {
	findings := make([]Finding, len(r.Findings))
	for i, f := range r.Findings {
		f.Skill, f.File, f.Message = safetext.Redact(f.Skill), safetext.Redact(f.File), safetext.Redact(f.Message)
		findings[i] = f
	}
	return jsonout.Write(w, struct {
		OK       bool      `json:"ok"`
		Skills   int       `json:"skills"`
		Files    int       `json:"files"`
		Findings []Finding `json:"findings"`
	}{r.OK(), r.Skills, r.Files, findings})
}

// RenderGitHub writes GitHub Actions workflow commands: one annotation per
// finding, attached to skills.lock (at the finding's line when it has one),
// then a plain summary line.
func RenderGitHub(w io.Writer, r *Report) error {
	for _, f := range r.Findings {
		level := "error"
		if f.Severity != SeverityError {
			level = "warning"
		}
		title := f.Code
		if f.Skill != "" {
			title += " " + f.Skill
		}
		msg := f.Message
		at := "file=skills.lock"
		switch {
		case f.Line > 0:
			at += fmt.Sprintf(",line=%d", f.Line)
		case f.File != "":
			msg = f.File + ": " + msg
		}
		if _, err := fmt.Fprintf(w, "::%s %s,title=%s::%s\n", level, at, escapeProperty(safetext.Show(title)), escapeData(safetext.ShowBlock(msg))); err != nil {
			return err
		}
	}
	errs, warns := r.counts()
	_, err := fmt.Fprintf(w, "skillpin verify: %d skill(s), %d file(s) checked; %d error(s), %d warning(s)\n", r.Skills, r.Files, errs, warns)
	return err
}

// escapeData and escapeProperty follow the workflow-command escaping rules,
// so a message cannot end an annotation early or inject another command.
func escapeData(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A").Replace(s)
}

func escapeProperty(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C").Replace(s)
}
