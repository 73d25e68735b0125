package project

import (
	"context"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/approvals"
	"github.com/skillpin/skillpin/internal/verify/state"
)

// A trusted source stands in for an approval, never for a signature: a
// source that is trusted and also requires a signature keeps a skill out of
// every trusted surface when the lock's signature record is missing or names
// another key. (Planted as "trusted skips the signature check", it passed
// every other test.)
func TestTrustedSourceStillNeedsItsSignature(t *testing.T) {
	t.Parallel()
	other := "sha256:" + strings.Repeat("0", 64)
	tests := []struct {
		name string
		edit func(sk *lock.LockedSkill)
	}{
		{"record removed", func(sk *lock.LockedSkill) { sk.Signature = nil }},
		{"record names another key", func(sk *lock.LockedSkill) { sk.Signature.Key = other }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fx, _ := signedFixture(t)
			fx.write(ManifestFile, strings.Replace(fx.read(ManifestFile), "\n[[source]]\n", "\n[[source]]\ntrusted = true\n", 1))
			if _, err := fx.open(false).Install(context.Background(), InstallOptions{}); err != nil {
				t.Fatal(err)
			}
			p := fx.open(true)
			if tr := p.st.Trust(p.State().Lock().Skill("pdf")); len(tr.Problems) != 0 || tr.Policy != "trusted-source" {
				t.Fatalf("fixture: a trusted, signed skill has trust %+v", tr)
			}
			if !fx.rootHas("pdf") {
				t.Fatal("fixture: the trusted, signed skill is not in the root")
			}

			fx.editLock(tt.edit)
			p = fx.open(true)
			tr := p.st.Trust(p.State().Lock().Skill("pdf"))
			if tr.Approval != approvals.Approved {
				t.Errorf("approval %q, want approved (the source is trusted)", tr.Approval)
			}
			if len(tr.Problems) == 0 {
				t.Fatalf("problems %q: the signature policy was skipped for a trusted source", tr.Problems)
			}
			// The views and the MCP server read the state through state.Read.
			env := fx.envOf(true)
			st, _, err := state.Read(env.Where(), state.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if st.Trust(st.Lock().Skill("pdf")).OK() {
				t.Error("the views' state admits pdf with a failed signature policy")
			}
		})
	}
}
