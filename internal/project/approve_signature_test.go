package project

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/verify/approval"
)

// signedFixture locks pdf, signed upstream by a key the source's policy
// names, with the signature recorded (and verified) by update. Nothing is
// approved.
func signedFixture(t *testing.T) (*fixture, string) {
	t.Helper()
	fx := newFixture(t)
	keyPEM, pub := testKeyPair(t)
	fx.up.WriteFile("skills/pdf/SKILL.md", skillMD("pdf", "Work with PDF files."))
	fx.up.WriteFile("skills/pdf/notes.md", "signed content\n")
	signSkill(t, fx.up, "skills/pdf", "pdf", keyPEM)
	fx.up.Commit("signed pdf")
	fx.up.Tag("v1")
	fx.add(AddRequest{Spec: fx.up.FileURL() + "@v1", Skills: []string{"pdf"}, Name: "up"})
	overwrite(t, filepath.Join(fx.dir, "publisher.pub"), string(pub))
	fx.appendManifest("\n[source.signature]\nkey = \"publisher.pub\"\n")
	if _, err := fx.open(false).Update(context.Background(), UpdateRequest{}); err != nil {
		t.Fatal(err)
	}
	l, err := lock.LoadLock(filepath.Join(fx.dir, LockFile))
	if err != nil || l.Skill("pdf").Signature == nil {
		t.Fatalf("fixture: lock %+v, %v", l, err)
	}
	return fx, l.Skill("pdf").Signature.Signer()
}

// TestApproveShowsOnlyVerifiedSigners: approve shows "signed by" only
// for a signature record it verified (in this cache, or at the pinned
// commit as verify does), and refuses a skill whose lock entry fails
// those checks, naming the check.
func TestApproveShowsOnlyVerifiedSigners(t *testing.T) {
	t.Parallel()
	other := "sha256:" + strings.Repeat("0", 64)
	tests := []struct {
		name    string
		edit    func(t *testing.T, fx *fixture)
		code    string // the failed check; "" when approvable
		claimed bool   // the lock claims a signer that did not verify
	}{
		{name: "verified record"},
		{name: "verified at the pinned commit, fresh cache", edit: func(t *testing.T, fx *fixture) {
			fx.env["SKILLPIN_CACHE"] = testfs.TempDir(t)
		}},
		{name: "record names another key", code: "SIGNER_MISMATCH", claimed: true, edit: func(t *testing.T, fx *fixture) {
			fx.editLock(func(sk *lock.LockedSkill) { sk.Signature.Key = other })
		}},
		{name: "record names another bundle, fresh cache", code: "SIGNER_MISMATCH", claimed: true, edit: func(t *testing.T, fx *fixture) {
			fx.env["SKILLPIN_CACHE"] = testfs.TempDir(t)
			fx.editLock(func(sk *lock.LockedSkill) { sk.Signature.Bundle = other })
		}},
		{name: "record but no policy", code: "MANIFEST_MISMATCH", claimed: true, edit: func(t *testing.T, fx *fixture) {
			fx.write(ManifestFile, strings.Split(fx.read(ManifestFile), "[source.signature]")[0])
		}},
		{name: "policy but no record", code: "MANIFEST_MISMATCH", edit: func(t *testing.T, fx *fixture) {
			fx.editLock(func(sk *lock.LockedSkill) { sk.Signature = nil })
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fx, signer := signedFixture(t)
			if tt.edit != nil {
				tt.edit(t, fx)
			}
			ctx := context.Background()
			p := fx.open(false)
			pvs, err := p.PreviewApproval(ctx, []string{"pdf"}, false, "")
			if err != nil {
				t.Fatal(err)
			}
			pv := pvs[0]
			if tt.code == "" {
				if pv.Signer != signer || pv.ClaimedSigner != "" || len(pv.Problems) != 0 || pv.Review.To.Signer != signer || pv.Review.To.ClaimedSigner != "" {
					t.Fatalf("verified signature: preview %+v, review %+v", pv, pv.Review.To)
				}
				if _, err := p.Approve(ctx, pvs, "t", nil); err != nil {
					t.Fatal(err)
				}
				return
			}
			if pv.Signer != "" || pv.Review.To.Signer != "" {
				t.Errorf("a record that does not verify is shown as signer %q (review %q)", pv.Signer, pv.Review.To.Signer)
			}
			if tt.claimed && pv.ClaimedSigner == "" {
				t.Errorf("the claim is not shown as one: %+v", pv)
			}
			if len(pv.Problems) == 0 || pv.Problems[0].Code != tt.code {
				t.Fatalf("problems %+v, want %s", pv.Problems, tt.code)
			}
			_, err = p.Approve(ctx, pvs, "t", nil)
			if !errors.Is(err, errkind.CheckFailed) || !strings.Contains(err.Error(), tt.code) {
				t.Fatalf("Approve = %v, want a refusal naming %s", err, tt.code)
			}
			// Approve decides on the lock, not on what the caller passes.
			pvs[0].Problems, pvs[0].Signer = []approval.Problem{}, pvs[0].ClaimedSigner
			_, err = fx.open(false).Approve(ctx, pvs, "t", nil)
			if !errors.Is(err, errkind.CheckFailed) || !strings.Contains(err.Error(), tt.code) {
				t.Fatalf("Approve of a preview without its problems = %v, want a refusal naming %s", err, tt.code)
			}
			if got, _ := os.ReadFile(filepath.Join(fx.dir, ".skillpin", "approvals.toml")); strings.Contains(string(got), "pdf") {
				t.Errorf("an approval was recorded:\n%s", got)
			}
		})
	}
}
