package gate

import (
	"errors"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/verify"
	"github.com/skillpin/skillpin/internal/verify/signature"
)

// AtCommit is what verify read of a locked skill at its pinned commit.
type AtCommit struct {
	// Files are the skill's files there, hashed (or proven), and Problems
	// what the tree rules and the parse of its SKILL.md found.
	Files    catalog.FileSet
	Problems []catalog.Problem
	// SkillMD is the bytes of its SKILL.md (nil when it cannot be read)
	// and Doc their parse.
	SkillMD []byte
	Doc     *catalog.Document
	// LockLine gives the line of the skill's entry in skills.lock, asked
	// only for a finding that points there (finding it scans the lock).
	LockLine func() int
}

func (at AtCommit) lockLine() int {
	if at.LockLine == nil {
		return 0
	}
	return at.LockLine()
}

// CheckSkill compares a locked skill with what is at its pinned commit:
// its validity and name, the fields the lock derives from SKILL.md, and
// each file (missing, changed, of another mode, extra).
func CheckSkill(sk *lock.LockedSkill, at AtCommit, r *verify.Report) {
	for _, pr := range at.Problems {
		if pr.Severity == catalog.Error {
			r.Add(verify.CodeInvalidSkill, verify.SeverityError, sk.Name, pr.File, "%s: %s", pr.Code, pr.Message)
		}
	}
	if doc := at.Doc; doc != nil && doc.Frontmatter != nil && doc.Frontmatter.Name != sk.Name {
		r.Add(verify.CodeInvalidSkill, verify.SeverityError, sk.Name, "SKILL.md", "the skill at %s is now named %q, the lock says %q", sk.Path, doc.Frontmatter.Name, sk.Name)
	}
	if at.SkillMD != nil {
		if f, ok := sk.Files.Lookup(catalog.SkillFile); ok && catalog.DigestBytes(at.SkillMD) == f.Digest {
			if _, diffs := sk.DeriveFrom(at.Doc); len(diffs) > 0 {
				r.AddAt(verify.CodeLockInvalid, verify.SeverityError, lock.FileName, at.lockLine(), "%s", lock.DerivedProblem(sk, diffs))
			}
		}
	}
	for _, f := range sk.Files {
		got, ok := at.Files.Lookup(f.Path)
		switch {
		case !ok:
			r.Add(verify.CodeFileMissing, verify.SeverityError, sk.Name, f.Path, "locked file is not at the pinned commit")
		case got.Digest != f.Digest || got.Size != f.Size:
			r.Add(verify.CodeDigestMismatch, verify.SeverityError, sk.Name, f.Path, "content at the pinned commit is %s (%d bytes), the lock says %s (%d bytes)", catalog.ShortDigest(got.Digest), got.Size, catalog.ShortDigest(f.Digest), f.Size)
		case got.Exec != f.Exec:
			r.Add(verify.CodeDigestMismatch, verify.SeverityError, sk.Name, f.Path, "executable bit is %v at the pinned commit, the lock says %v", got.Exec, f.Exec)
		}
	}
	for _, f := range at.Files {
		if _, ok := sk.Files.Lookup(f.Path); !ok {
			r.Add(verify.CodeFileExtra, verify.SeverityError, sk.Name, f.Path, "file at the pinned commit is not in the lock")
		}
	}
}

// CheckSignature judges the signature check of a locked skill at its
// pinned commit (sig and err, from checking the bundle in file) against
// what the lock records.
func CheckSignature(sk *lock.LockedSkill, file string, sig *lock.LockedSignature, err error, r *verify.Report) {
	var se *signature.SignatureError
	switch {
	case errors.As(err, &se):
		r.Add(se.Code, verify.SeverityError, sk.Name, file, "%s", err.Error())
	case err != nil:
		r.Add(signature.SignatureInvalid, verify.SeverityError, sk.Name, file, "%v", err)
	case sk.Signature == nil:
		r.Add(signature.SignatureMissing, verify.SeverityError, sk.Name, "", "the signature verifies but the lock records none; run `%s`", hint.Run("update", sk.Name))
	case !sig.Equal(sk.Signature):
		r.Add(signature.SignerMismatch, verify.SeverityError, sk.Name, file, "the bundle at the pinned commit (signer %s) is not the one the lock records (signer %s)", SignerString(sig), SignerString(sk.Signature))
	}
}

// SignerString names a recorded signer: an identity with its issuer, or
// a key's fingerprint.
func SignerString(s *lock.LockedSignature) string {
	if s.Identity != "" {
		return s.Identity + " (issuer " + s.Issuer + ")"
	}
	return "key " + s.Key
}
