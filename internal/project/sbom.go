package project

import (
	"cmp"
	"os"
	"path/filepath"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/catalog/audit"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/install/store"
	"github.com/skillpin/skillpin/internal/lock/approvals"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/verify/sbom"
	"github.com/skillpin/skillpin/internal/verify/state"
)

// SBOMInput gathers what a bill of materials says about the locked
// skills of st: each approved skill (every skill with pending, marked),
// its resolution and files from the lock, the signer when the lock
// records one that this cache verified, the approval that decided, and
// the behaviour audit of its stored content. cacheDir is the cache the
// state was read with; tool the skillpin version.
func SBOMInput(st *state.State, cacheDir, tool string, pending bool) (sbom.Input, error) {
	in := sbom.Input{Scope: "project", Name: filepath.Base(st.Dir()), Tool: tool}
	if st.Layout().Scope == layout.ScopeUser {
		in.Scope, in.Name = "user", "user scope"
	}
	l := st.Lock()
	if l == nil {
		return in, nil
	}
	in.Lock = catalog.DigestBytes(st.LockData())
	auditor, err := st.Auditor()
	if err != nil {
		return in, err
	}
	stored := &store.Store{Dir: filepath.Join(cacheDir, layout.StoreDir)}
	for i := range l.Skills {
		sk := &l.Skills[i]
		t := st.Trust(sk)
		if t.Approval != approvals.Approved && !pending {
			continue
		}
		s := sbom.Skill{
			Name: sk.Name, Description: sk.Description, Source: sk.Source, Path: sk.Path,
			Digest: sk.Digest, AllowedTools: sk.AllowedTools, Files: sk.Files,
			Approval: string(t.Approval),
		}
		if src := l.Source(sk.Source); src != nil {
			s.URL, s.Ref, s.Kind, s.Commit = src.URL, src.Ref, src.Kind, src.Commit
		}
		if sig := sk.Signature; sig != nil && !hasProblem(t, state.ProblemSignature) {
			s.Signature = &sbom.Signature{Format: cmp.Or(sig.Format, "skillpin"), Signer: sig.Signer(), Bundle: sig.Bundle, Unsigned: sig.Unsigned}
		}
		if t.Approval == approvals.Approved {
			s.Policy = t.Policy
			if r := t.Record; r != nil {
				s.Approver, s.ApprovedAt = r.By, r.At
				for _, sg := range r.Signatures {
					s.SignedBy = append(s.SignedBy, sg.By)
				}
			}
		}
		if stored.Has(sk.Digest) {
			fs := auditor.Skill(os.DirFS(stored.Path(sk.Digest)), ".", sk.Files)
			s.Audit, s.Findings = audit.Max(fs).String(), len(fs)
		} else {
			s.AuditNote = hint.Sprintf("not audited: its content is not in the store (run `%s`)", hint.Run("install")).Render(st.Scope())
		}
		in.Skills = append(in.Skills, s)
	}
	return in, nil
}

func hasProblem(t state.Trust, code state.ProblemCode) bool {
	for _, p := range t.Problems {
		if p.Code == code {
			return true
		}
	}
	return false
}
