package catalog

import "fmt"

// Severity says whether a problem refuses the skill.
type Severity string

const (
	// Error refuses the skill: it is never locked, stored or rooted.
	Error Severity = "error"
	// Warning is reported and does not block.
	Warning Severity = "warning"
)

// Code is a stable problem code; users and scripts branch on it.
type Code string

// Problem codes. They are part of the command contract and documented in
// the README; never rename one.
const (
	CodeInvalidFrontmatter Code = "INVALID_FRONTMATTER" // no frontmatter, unterminated, YAML error, duplicate or non-string keys, aliases
	CodeMissingField       Code = "MISSING_FIELD"       // name or description missing or empty
	CodeNameInvalid        Code = "NAME_INVALID"        // name breaks the 1-64 a-z0-9 single-hyphen rule
	CodeNameMismatch       Code = "NAME_MISMATCH"       // warning: name differs from the directory name
	CodeNotUTF8            Code = "NOT_UTF8"            // SKILL.md is not valid UTF-8
	CodeFieldTooLong       Code = "FIELD_TOO_LONG"      // warning: description/compatibility/hints over their bounds
	CodeFieldInvalid       Code = "FIELD_INVALID"       // a known field has the wrong YAML shape
	CodeSymlinkEscape      Code = "SYMLINK_ESCAPE"      // a link that is not a link to a regular file inside the skill
	CodePathUnsafe         Code = "PATH_UNSAFE"         // "..", absolute, NUL, backslash, non-regular entry
	CodeCaseCollision      Code = "CASE_COLLISION"      // two paths equal under case folding or Unicode normalization
	CodeSubmodule          Code = "SUBMODULE"           // a git submodule entry inside a skill
	CodeLimitExceeded      Code = "LIMIT_EXCEEDED"      // too many files or bytes for one skill
	CodeLFSPointer         Code = "LFS_POINTER"         // warning: a Git LFS pointer file instead of content
	CodeDuplicateName      Code = "DUPLICATE_NAME"      // two skills with one name (error only when selected)
	CodeShadowed           Code = "SHADOWED"            // warning: a skill hidden by one of the same name in an earlier root
	CodeReadFailed         Code = "READ_FAILED"         // the file system could not be read
	CodeNoSkill            Code = "NO_SKILL"            // no SKILL.md anywhere under a path that should hold skills
)

// Problem is one finding about a skill.
type Problem struct {
	Code     Code     `json:"code"`
	Severity Severity `json:"severity"`
	// File is the path of the offending file or entry, relative to the
	// scanned tree ("" when the problem is about the skill as a whole).
	File    string `json:"file"`
	Message string `json:"message"`
	// Hint says what to do about it.
	Hint string `json:"hint,omitempty"`
}

func (p Problem) String() string {
	s := fmt.Sprintf("%s %s", p.Severity, p.Code)
	if p.File != "" {
		s += " " + p.File
	}
	s += ": " + p.Message
	if p.Hint != "" {
		s += " (" + p.Hint + ")"
	}
	return s
}

// HasErrors reports whether any problem has Error severity.
func HasErrors(ps []Problem) bool {
	for _, p := range ps {
		if p.Severity == Error {
			return true
		}
	}
	return false
}
