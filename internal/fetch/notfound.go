package fetch

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"golang.org/x/mod/semver"

	"github.com/skillpin/skillpin/internal/ui/errkind"
)

// RepoNotFoundError is a remote that answered, and said it has no such
// repository: an HTTP 404 or git's "repository not found", or a file://
// path that is not a git repository. It is bad input (a mistyped
// owner/name, or a private repository the credentials cannot see), not an
// unreachable remote: retrying or checking the network will not help.
type RepoNotFoundError struct {
	URL string // redacted
	Op  string
	Err error
}

func (e *RepoNotFoundError) Error() string {
	what := "check the owner and repository name"
	if strings.HasPrefix(e.URL, "file://") || !strings.Contains(e.URL, "://") {
		what = "check the path: it must be a git repository"
	} else {
		what += " (a private repository needs credentials that can see it: GITHUB_TOKEN or GH_TOKEN for github.com, a git credential helper elsewhere)"
	}
	return fmt.Sprintf("cannot %s %s: repository not found; %s", e.Op, e.URL, what)
}
func (e *RepoNotFoundError) Unwrap() error        { return e.Err }
func (e *RepoNotFoundError) Is(target error) bool { return target == errkind.Invalid }

// newestTags is up to n of the remote's tags that are versions, newest
// first in semver order ("v1.10.0" before "v1.9.0"; "1.2" read as
// "v1.2"); prereleases only when no release exists.
func newestTags(refs []RemoteRef, n int) []string {
	var rel, pre []string
	for _, rr := range refs {
		name, ok := strings.CutPrefix(rr.Name, "refs/tags/")
		if !ok || strings.HasSuffix(name, "^{}") {
			continue
		}
		v := semverOf(name)
		switch {
		case v == "":
		case semver.Prerelease(v) != "":
			pre = append(pre, name)
		default:
			rel = append(rel, name)
		}
	}
	if len(rel) == 0 {
		rel = pre
	}
	slices.SortFunc(rel, func(a, b string) int {
		return cmp.Or(semver.Compare(semverOf(b), semverOf(a)), strings.Compare(a, b))
	})
	rel = slices.Compact(rel)
	return rel[:min(n, len(rel))]
}

// semverOf is tag as a semantic version ("1.2" and "v1.2" both "v1.2"),
// or "" when it is not one.
func semverOf(tag string) string {
	v := tag
	if !strings.HasPrefix(v, "v") {
		v = "v" + v
	}
	if !semver.IsValid(v) {
		return ""
	}
	return v
}
