package fetch

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/ui/safetext"
)

// The errors below are what callers branch on. Each is of kind
// errkind.Unavailable (a remote could not be reached, or a commit could
// not be fetched) except srcspec.Error, AmbiguousCommitError and
// RefNotFoundError of a remote that has refs (errkind.Invalid: the input
// names nothing there). None
// of their messages ever holds a password or token: URLs are redacted and
// secrets that reached an underlying error's text are masked.

// RemoteError is a remote that could not be reached or did not answer as
// a git server.
type RemoteError struct {
	URL string // redacted
	Op  string // "list refs of", "fetch from"
	Err error
	msg string // the cause's text, secrets masked
}

func (e *RemoteError) Error() string {
	return fmt.Sprintf("cannot %s %s: %s (check the URL and your network)", e.Op, e.URL, e.msg)
}
func (e *RemoteError) Unwrap() error        { return e.Err }
func (e *RemoteError) Is(target error) bool { return target == errkind.Unavailable }

// RedirectError is a redirect of an HTTP remote to a URL that
// Options.CheckRedirect refused (a policy's deny_sources or
// allow_sources): nothing was requested from where it pointed. It is a
// failed check, not an unreachable remote.
type RedirectError struct {
	From, To string // redacted
	Err      error
}

func (e *RedirectError) Error() string {
	return fmt.Sprintf("%s redirects to %s, which is refused (nothing was fetched from it): %v", e.From, e.To, e.Err)
}
func (e *RedirectError) Unwrap() error        { return e.Err }
func (e *RedirectError) Is(target error) bool { return target == errkind.CheckFailed }

// AuthError is a remote that refused every credential tried.
type AuthError struct {
	URL string // redacted
	// Tried names the credentials tried, in order, e.g. "no credentials",
	// "GITHUB_TOKEN", "git credential helper", "user and password in the URL".
	Tried []string
	Err   error
	msg   string
}

func (e *AuthError) Error() string {
	return fmt.Sprintf("authentication failed for %s (tried: %s): %s; "+
		"for github.com set GITHUB_TOKEN or GH_TOKEN, for other hosts configure a git credential helper "+
		"(git config --global credential.helper ...), for SSH load your key into ssh-agent",
		e.URL, strings.Join(e.Tried, ", "), e.msg)
}
func (e *AuthError) Unwrap() error        { return e.Err }
func (e *AuthError) Is(target error) bool { return target == errkind.Unavailable }

// RefNotFoundError is a requested ref that the remote does not have.
type RefNotFoundError struct {
	URL     string // redacted
	Ref     string
	Closest []string // up to 3 existing refs closest to Ref, best first
	// Newest: Ref is a version, and Closest holds the remote's newest
	// version tags in semver order instead.
	Newest bool
}

func (e *RefNotFoundError) Error() string {
	msg := fmt.Sprintf("ref %s not found in %s", quote(e.Ref), e.URL)
	if len(e.Closest) == 0 {
		return msg + ": the remote has no branches or tags"
	}
	q := make([]string, len(e.Closest))
	for i, c := range e.Closest {
		q[i] = quote(c)
	}
	if e.Newest {
		return msg + "; its newest tags: " + strings.Join(q, ", ")
	}
	return msg + "; closest existing refs: " + strings.Join(q, ", ")
}

// Is: a ref the remote lacks is bad input (the closest refs say what
// exists); a remote with no refs at all serves nothing to pick from (an
// empty repository, or a server that does not answer as git): unavailable.
func (e *RefNotFoundError) Is(target error) bool {
	if len(e.Closest) == 0 {
		return target == errkind.Unavailable
	}
	return target == errkind.Invalid
}

// AmbiguousCommitError is an abbreviated commit id that matches more than
// one commit.
type AmbiguousCommitError struct {
	URL, Prefix string
	Matches     []string
}

func (e *AmbiguousCommitError) Error() string {
	return fmt.Sprintf("abbreviated commit %s is ambiguous in %s (matches %s); give more hex digits",
		quote(e.Prefix), e.URL, strings.Join(e.Matches, ", "))
}
func (e *AmbiguousCommitError) Is(target error) bool { return target == errkind.Invalid }

// CommitUnreachableError is a commit the remote no longer serves: the ref
// that pointed at it moved and the commit was deleted (force push and
// garbage collection), or the server only serves commits at ref tips.
type CommitUnreachableError struct {
	URL    string // redacted
	Commit string
	Hint   string // the ref that pointed at it, if known
	Reason string
}

func (e *CommitUnreachableError) Error() string { return e.Render(hint.Current) }

// Render is the error's text with the command it names rendered for
// scope s.
func (e *CommitUnreachableError) Render(s hint.Scope) string {
	via := ""
	if e.Hint != "" {
		via = " (locked from " + quote(e.Hint) + ")"
	}
	return fmt.Sprintf("commit %s%s is no longer available from %s: %s; "+
		"the locked content cannot be fetched again: run `%s` to move to what the remote has now, "+
		"and review the change", e.Commit, via, e.URL, e.Reason, hint.Run("update").Line(s))
}

// Is makes it a failed check, not an unreachable remote: the remote
// answered, and retrying will not bring back a commit its history lost.
func (e *CommitUnreachableError) Is(target error) bool { return target == errkind.CheckFailed }

// NotCachedError is offline work that needs something the cache lacks.
type NotCachedError struct {
	URL    string // redacted
	Commit string // the commit needed, or "" when refs were needed
	Ref    string // the ref that needed resolving, if any
	// Partial: the commit is cached, but some of its files were never
	// fetched (a partial fetch brings files when they are first read).
	Partial bool
}

func (e *NotCachedError) Error() string { return e.Render(hint.Current) }

// Render is the error's text with the command it names rendered for
// scope s.
func (e *NotCachedError) Render(s hint.Scope) string {
	switch {
	case e.Partial:
		return fmt.Sprintf("offline: files of commit %s of %s were never fetched into the cache; `%s` without --offline fetches them", e.Commit, e.URL, hint.Run("install").Line(s))
	case e.Commit != "":
		return fmt.Sprintf("offline: commit %s of %s is not in the cache; `%s` without --offline fetches it", e.Commit, e.URL, hint.Run("install").Line(s))
	case e.Ref != "":
		return fmt.Sprintf("offline: cannot resolve ref %s of %s without contacting the remote; run without --offline, or pin a full commit id", quote(e.Ref), e.URL)
	default:
		return fmt.Sprintf("offline: cannot list the refs of %s without contacting the remote; run without --offline", e.URL)
	}
}
func (e *NotCachedError) Is(target error) bool { return target == errkind.Unavailable }

// Redact masks credentials in s (URL user info, token-looking strings):
// safetext.Redact, the one redaction function of every message.
func Redact(s string) string { return safetext.Redact(s) }

func quote(s string) string { return strconv.Quote(s) }

// redactErr is err's text with URLs redacted, on one line: an error of
// the git client quotes what the remote sent (a server's ERR line, a
// garbled answer), and a line break or escape in it must not forge a
// line of output.
func redactErr(err error) string { return safetext.Show(err.Error()) }

// mask is redactErr with every secret replaced too.
func mask(err error, secrets ...string) string {
	s := Redact(err.Error())
	for _, sec := range secrets {
		if len(sec) >= 3 {
			s = strings.ReplaceAll(s, sec, "***")
		}
	}
	return safetext.Line(s)
}
