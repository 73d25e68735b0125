// Package errkind names the kinds of failure skillpin distinguishes, so that
// packages can say what went wrong without deciding how a command reports it.
//
// A package marks an error with a kind either by wrapping a sentinel
// (errkind.Mark) or by giving its typed error an Is method, the way
// io/fs errors work:
//
//	func (e *ParseError) Is(target error) bool { return target == errkind.Invalid }
//
// Callers branch with errors.Is. Only cmd/skillpin maps kinds to exit codes.
package errkind

import "errors"

// The kinds. An error of no kind is an operation that failed for another
// reason (a disk error, a bug); commands treat it like CheckFailed.
var (
	// Invalid is bad usage or bad input: flags, arguments, a malformed or
	// inconsistent skills.toml / skills.lock / approvals.toml, an unknown
	// skill, source or ref.
	Invalid = errors.New("invalid input")
	// CheckFailed is a check that did not pass: a verification finding,
	// content that does not match its digest, a refused skill, a policy
	// refusal, a frozen mismatch, a lock held by another run, a locked
	// commit the remote no longer serves.
	CheckFailed = errors.New("check failed")
	// Unavailable is a remote that could not be reached (including
	// offline work the cache cannot do): trying again later may work.
	Unavailable = errors.New("remote unavailable")
)

// marked is an error carrying a kind.
type marked struct {
	err  error
	kind error
}

func (m *marked) Error() string        { return m.err.Error() }
func (m *marked) Unwrap() error        { return m.err }
func (m *marked) Is(target error) bool { return target == m.kind }

// Mark returns err marked with kind: errors.Is(Mark(err, k), k) holds and
// the message is err's. Mark(nil, k) is nil.
func Mark(err, kind error) error {
	if err == nil {
		return nil
	}
	return &marked{err: err, kind: kind}
}

// Of returns the first kind err is marked with, or nil.
func Of(err error) error {
	for _, k := range []error{Invalid, Unavailable, CheckFailed} {
		if errors.Is(err, k) {
			return k
		}
	}
	return nil
}
