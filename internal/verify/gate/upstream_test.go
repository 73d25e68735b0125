package gate

import (
	"errors"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/fetch/source"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/verify"
)

func TestCheckUpstream(t *testing.T) {
	const a, b = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"
	tag := lock.LockedSource{Name: "s", Ref: "v1", Kind: lock.KindTag, Commit: a, TagObject: "t1"}
	branch := lock.LockedSource{Name: "s", Ref: "main", Kind: lock.KindBranch, Commit: a}
	commit := lock.LockedSource{Name: "s", Ref: "aaaaaaa", Kind: lock.KindCommit, Commit: a}
	digest := lock.LockedSource{Name: "s", Ref: "sha256:x", Kind: lock.KindDigest, Commit: "sha256:x"}
	ociTag := lock.LockedSource{Name: "s", Ref: "v1", Kind: lock.KindTag, Commit: "sha256:x"}
	yes := func() (bool, error) { return true, nil }
	no := func() (bool, error) { return false, nil }
	broken := func() (bool, error) { return false, errors.New("cannot tell") }
	pin := func(kind, rev, tagObject string) source.Pin {
		return source.Pin{Kind: kind, Revision: rev, TagObject: tagObject}
	}
	for _, tc := range []struct {
		name string
		u    Upstream
		want string // code and severity of each finding, "" for none
	}{
		{"tag in place", Upstream{Source: &tag, Now: pin(lock.KindTag, a, "t1"), Found: true, IsAncestor: yes}, ""},
		{"tag re-created", Upstream{Source: &tag, Now: pin(lock.KindTag, a, "t2"), Found: true, IsAncestor: yes}, "TAG_MOVED warning"},
		{"tag moved", Upstream{Source: &tag, Now: pin(lock.KindTag, b, "t1"), Found: true, IsAncestor: yes}, "TAG_MOVED error"},
		{"tag deleted", Upstream{Source: &tag, IsAncestor: yes}, "TAG_MOVED error"},
		{"tag recorded as a branch", Upstream{Source: &branch, Now: pin(lock.KindTag, b, ""), Found: true, IsAncestor: yes}, "LOCK_INVALID error,TAG_MOVED error"},
		{"branch in place", Upstream{Source: &branch, Now: pin(lock.KindBranch, a, ""), Found: true, IsAncestor: yes}, ""},
		{"branch ahead", Upstream{Source: &branch, Now: pin(lock.KindBranch, b, ""), Found: true, IsAncestor: yes}, "REF_ADVANCED warning"},
		{"branch rewritten", Upstream{Source: &branch, Now: pin(lock.KindBranch, b, ""), Found: true, IsAncestor: no}, "REF_REWRITTEN error"},
		{"history unknown", Upstream{Source: &branch, Now: pin(lock.KindBranch, b, ""), Found: true, IsAncestor: broken}, "REF_REWRITTEN error"},
		{"branch deleted", Upstream{Source: &branch, IsAncestor: yes}, "REF_REWRITTEN error"},
		{"commit", Upstream{Source: &commit, IsAncestor: yes}, ""},
		{"commit its ref does not name", Upstream{Source: &lock.LockedSource{Name: "s", Ref: "bbbbbbb", Kind: lock.KindCommit, Commit: a}, IsAncestor: yes}, "LOCK_INVALID error"},
		{"registry digest", Upstream{Source: &digest}, ""},
		{"registry digest its ref does not name", Upstream{Source: &lock.LockedSource{Name: "s", Ref: "sha256:y", Kind: lock.KindDigest, Commit: "sha256:x"}}, "LOCK_INVALID error"},
		{"registry tag in place", Upstream{Source: &ociTag, Now: pin(lock.KindTag, "sha256:x", ""), Found: true}, ""},
		{"registry tag moved", Upstream{Source: &ociTag, Now: pin(lock.KindTag, "sha256:y", ""), Found: true, Skills: []string{"pdf"}}, "TAG_MOVED error"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := &verify.Report{}
			CheckUpstream(tc.u, r)
			var got []string
			for _, f := range r.Findings {
				got = append(got, string(f.Code)+" "+string(f.Severity))
			}
			if strings.Join(got, ",") != tc.want {
				t.Errorf("findings %q, want %q", got, tc.want)
			}
		})
	}
}
