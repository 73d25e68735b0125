package approval

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/catalog/audit"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/verify/signature"
)

// TestRisks: a critical finding not accepted refuses the approval; one
// accepted does not, and is what the record keeps (a lower severity is never a
// risk to accept).
func TestRisks(t *testing.T) {
	pv := Preview{Name: "pdf", Audit: []audit.Finding{
		{Code: "PIPE_TO_SHELL", Severity: audit.Critical, File: "run.sh", Line: 3},
		{Code: "NETWORK", Severity: audit.High, File: "SKILL.md"},
	}}
	if err := UnacceptedRisks([]Preview{pv}); !errors.Is(err, errkind.CheckFailed) {
		t.Fatalf("UnacceptedRisks without acceptance = %v", err)
	}
	pv.AcceptedRisks = []string{"PIPE_TO_SHELL", "NETWORK"}
	if err := UnacceptedRisks([]Preview{pv}); err != nil {
		t.Fatalf("UnacceptedRisks with the code accepted = %v", err)
	}
	if got := AcceptedRisks(pv); !slices.Equal(got, []string{"PIPE_TO_SHELL"}) {
		t.Errorf("AcceptedRisks = %v, want only the critical code", got)
	}
	if err := Unapprovable([]Preview{pv}); err != nil {
		t.Errorf("Unapprovable without problems = %v", err)
	}
	if err := Unapprovable([]Preview{{Name: "pdf", Problems: []Problem{{Code: "LOCK_INVALID"}}}}); !errors.Is(err, errkind.CheckFailed) {
		t.Errorf("Unapprovable with a problem = %v", err)
	}
}

// TestSignatureProblems: only a bundle that verifies to the recorded
// signer names a signer.
func TestSignatureProblems(t *testing.T) {
	rec := &lock.LockedSignature{Bundle: "sha256:b", Identity: "alice@example.com", Issuer: "https://issuer.example"}
	if signer, problems := SignatureProblems(rec, rec, nil); signer == "" || len(problems) != 0 {
		t.Errorf("the recorded signer: %q, %v", signer, problems)
	}
	other := *rec
	other.Identity = "mallory@example.com"
	if signer, problems := SignatureProblems(rec, &other, nil); signer != "" || len(problems) != 1 || problems[0].Code != signature.SignerMismatch {
		t.Errorf("another signer: %q, %v", signer, problems)
	}
	se := &signature.SignatureError{Code: "SIGNATURE_EXPIRED"}
	if _, problems := SignatureProblems(rec, nil, fmt.Errorf("wrapped: %w", se)); len(problems) != 1 || problems[0].Code != "SIGNATURE_EXPIRED" {
		t.Errorf("a signature error: %v", problems)
	}
	if _, problems := SignatureProblems(rec, nil, errors.New("unreadable")); len(problems) != 1 || problems[0].Code != signature.SignatureInvalid {
		t.Errorf("another error: %v", problems)
	}
}

// TestNew: a preview lists the executables and tools as [] rather than
// null, and where the skill comes from.
func TestNew(t *testing.T) {
	sk := &lock.LockedSkill{Name: "pdf", Source: "up", Digest: "sha256:d", Files: catalog.FileSet{{Path: "SKILL.md", Size: 3}, {Path: "run.sh", Size: 4, Exec: true}}}
	pv := New(sk, &lock.LockedSource{URL: "https://example.com/up.git", Commit: "c"}, true)
	if pv.Files != 2 || pv.Bytes != 7 || !slices.Equal(pv.Executables, []string{"run.sh"}) || pv.AllowedTools == nil || pv.Commit != "c" || !pv.AlreadyApproved {
		t.Errorf("New = %+v", pv)
	}
	if pv := New(&lock.LockedSkill{Name: "x"}, nil, false); pv.Executables == nil || pv.URL != "" {
		t.Errorf("New without files or source = %+v", pv)
	}
}
