package gate

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"time"

	"github.com/skillpin/skillpin/internal/install/safefile"
	"github.com/skillpin/skillpin/internal/lock/approvals"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/verify/policy"
)

// Revision is a git revision of the project as a check reads it: its
// name ("origin/main"), its files (a path relative to the project, with
// a size bound; a missing file matches fs.ErrNotExist) and how messages
// name one of them.
type Revision struct {
	Name  string
	Read  func(rel string, max int64) ([]byte, error)
	Label func(rel string) string
}

// SelfApproval decides whether approval a, new since the base revision
// base, counts although it arrives with the content it approves: the
// path for a repository with one maintainer, where nobody else could
// approve in a change of its own. It counts only when the base's
// skills.toml (bm) names an allowed-signers file in
// settings.self_approval_signers, and one of a's SSH signatures verifies
// against that file as base has it — a change cannot enable
// self-approval for itself, nor add its own key — made by author when
// author is set (in CI, the pull request's author). Where a second
// person exists, leave the setting unset: approvals then come in a change
// of their own, reviewed. When it does not count, note says why (empty
// when self-approval is not enabled in the base).
func SelfApproval(base Revision, bm *manifest.Manifest, a *approvals.Approval, author string, now time.Time) (ok bool, note string) {
	file := bm.Settings.SelfApprovalSigners
	if file == "" || a == nil {
		return false, ""
	}
	with := fmt.Sprintf("; %s sets self_approval_signers, so an approval in the same change counts when SSH-signed by a key its %s lists", base.Name, file)
	if author != "" {
		with += fmt.Sprintf(" for the pull request's author %q", author)
	}
	data, err := base.Read(file, safefile.MaxSelfApprovalSigners)
	if errors.Is(err, fs.ErrNotExist) {
		return false, with + fmt.Sprintf(", and %s has no %s", base.Name, file)
	}
	if err != nil {
		return false, with + ": " + err.Error()
	}
	signers, err := policy.ParseAllowedSigners(data, base.Label(file))
	if err != nil {
		return false, with + ": " + err.Error()
	}
	var why []string
	for _, sig := range a.Signatures {
		switch {
		case sig.Keyless():
			why = append(why, fmt.Sprintf("the keyless signature by %s is not one (self-approval takes SSH signatures)", sig.Identity))
			continue
		case author != "" && !strings.EqualFold(sig.By, author):
			why = append(why, fmt.Sprintf("%s signed it, not %s", sig.By, author))
			continue
		}
		at, err := time.Parse(time.RFC3339, sig.At)
		if err != nil {
			why = append(why, fmt.Sprintf("the signature by %s has no valid time %q", sig.By, sig.At))
			continue
		}
		if _, err := signers.Verify(policy.ApprovalMessage(a.Name, a.Digest, sig.By, sig.At), sig.Sig, sig.By, at, now); err != nil {
			why = append(why, fmt.Sprintf("the signature by %s does not hold: %v", sig.By, err))
			continue
		}
		return true, ""
	}
	if len(why) == 0 {
		return false, with + ", and this approval is not signed"
	}
	return false, with + ", and " + strings.Join(why, "; ")
}
