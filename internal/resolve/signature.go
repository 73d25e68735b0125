package resolve

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"sync"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/verify/signature"
)

// LockSkill hashes a picked skill, reading it from fsys (its tree, or
// another file system of the same tree), and builds its lock entry,
// applying validation and the source's signature policy.
func (r *Resolver) LockSkill(src *manifest.Source, pk Picked, fsys fs.FS) (lock.LockedSkill, error) {
	s := pk.Skill
	files, problems := catalog.FileSetOf(fsys, s.Dir, r.limits())
	s.Problems = append(s.Problems, problems...)
	if !s.Valid() || s.Doc == nil || s.Doc.Frontmatter == nil {
		return lock.LockedSkill{}, &ProblemsError{Skills: []*catalog.Skill{s}}
	}
	fm := s.Doc.Frontmatter
	ls := lock.LockedSkill{
		Name:         s.Name,
		Source:       src.Name,
		Path:         s.Dir,
		Digest:       files.Digest(),
		Description:  fm.Description,
		AllowedTools: fm.AllowedTools,
		Files:        files,
	}
	if src.Signature != nil {
		sig, err := r.CheckSignature(src, fsys, s.Dir, s.Name, files)
		if err != nil {
			return lock.LockedSkill{}, err
		}
		ls.Signature = sig
	}
	return ls, nil
}

// SignatureFile is the file a source's skills are signed in: skill.oms.sig
// for OMS signatures, SKILL.sigstore.json otherwise.
func SignatureFile(src *manifest.Source) string {
	if src != nil && src.Signature != nil && src.Signature.Format == manifest.SignatureFormatOMS {
		return signature.OMSFile
	}
	return signature.BundleFile
}

// ReadBundle reads the skill's signature file (SKILL.sigstore.json, or
// skill.oms.sig) from fsys under the rule every skill file follows: a
// link in it must resolve, inside the skill, to a regular file; nothing
// outside the skill is ever read. The read is bounded by
// signature.MaxBundleSize.
func ReadBundle(fsys fs.FS, dir, name string) ([]byte, error) {
	if _, err := fs.Lstat(fsys, path.Join(dir, name)); err != nil {
		return nil, err
	}
	f, err := catalog.OpenFile(fsys, dir, catalog.File{Path: name})
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, signature.MaxBundleSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > signature.MaxBundleSize {
		return nil, fmt.Errorf("%s is larger than %d bytes", name, signature.MaxBundleSize)
	}
	return data, nil
}

// CheckSignature verifies the skill's detached bundle in fsys under the
// source's policy and returns what the lock records about it.
func (r *Resolver) CheckSignature(src *manifest.Source, fsys fs.FS, dir, name string, files catalog.FileSet) (*lock.LockedSignature, error) {
	if r.Signatures == nil {
		return nil, fmt.Errorf("source %q requires a signature, and nothing here can check one", src.Name)
	}
	policy, err := r.Signatures.Policy(src)
	if err != nil {
		return nil, err
	}
	file := SignatureFile(src)
	bundle, err := ReadBundle(fsys, dir, file)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, &signature.SignatureError{Code: signature.SignatureMissing, Check: "bundle present",
			Detail: hint.Sprintf("skill %s has no %s but source %q requires a signature; ask the publisher to sign it (%s) or remove [source.signature]", name, file, src.Name, hint.RunIn(hint.None, "sign", "DIR", "--key", "KEY")).String()}
	}
	var rec *lock.LockedSignature
	if policy.OMS() {
		rec, err = checkOMS(r.Signatures.Verifier, policy, bundle, dir, name, files)
	} else {
		rec, err = checkBundle(r.Signatures.Verifier, policy, bundle, err, name, files)
	}
	if err != nil {
		return nil, err
	}
	sk := &lock.LockedSkill{Name: name, Digest: files.Digest()}
	if err := r.Signatures.Remember(sk, rec, policy); err != nil {
		r.warn("warning: could not remember a verified signature in the cache: %v", err)
	}
	return rec, nil
}

// checkBundle verifies a Sigstore bundle (readErr: why it could not be
// read) and returns what the lock records.
func checkBundle(newVerifier func(signature.Policy) (signature.Verifier, error), policy signature.Policy, bundle []byte, readErr error, name string, files catalog.FileSet) (*lock.LockedSignature, error) {
	if readErr != nil {
		return nil, &signature.SignatureError{Code: signature.SignatureInvalid, Check: "bundle",
			Detail: fmt.Sprintf("skill %s: %v", name, readErr), Hint: "a bundle must be a regular file of the skill (a link to one inside it is read as that file)"}
	}
	v, err := newVerifier(policy)
	if err != nil {
		return nil, fmt.Errorf("skill %s: %w", name, err)
	}
	signer, err := v.Verify(bundle, files)
	if err != nil {
		return nil, fmt.Errorf("skill %s: %w", name, err)
	}
	return &lock.LockedSignature{
		Bundle:   signature.BundleDigest(bundle),
		Key:      signer.KeyFingerprint,
		Identity: signer.Identity,
		Issuer:   signer.Issuer,
	}, nil
}

// checkOMS verifies a skill's OMS signature (sig, the content of its
// skill.oms.sig) and returns what the lock records: the signer, and the
// files accepted without a signature. A signature made for another
// directory is told apart by the names the skill goes by: its
// directory's base name and its own name.
func checkOMS(newVerifier func(signature.Policy) (signature.Verifier, error), policy signature.Policy, sig []byte, dir, name string, files catalog.FileSet) (*lock.LockedSignature, error) {
	v, err := omsVerifier(newVerifier, policy)
	if err != nil {
		return nil, err
	}
	res, err := v.VerifyOMS(sig, files, path.Base(dir), name)
	if err != nil {
		return nil, fmt.Errorf("skill %s: %w", name, err)
	}
	return &lock.LockedSignature{
		Bundle:   signature.BundleDigest(sig),
		Key:      res.Signer.KeyFingerprint,
		Identity: res.Signer.Identity,
		Issuer:   res.Signer.Issuer,
		Format:   signature.FormatOMS,
		Subject:  res.Signer.Subject,
		Chain:    res.Signer.Chain,
		Unsigned: res.Unsigned,
	}, nil
}

// omsVerifiers are the prepared verifiers of this process, by policy ID: a
// publisher signs every skill of a source with one certificate, and a
// verifier checks that certificate's chain once (a run has a handful of
// policies).
var omsVerifiers sync.Map

func omsVerifier(newVerifier func(signature.Policy) (signature.Verifier, error), policy signature.Policy) (signature.Verifier, error) {
	id := policy.ID()
	if v, ok := omsVerifiers.Load(id); ok {
		return v.(signature.Verifier), nil
	}
	v, err := newVerifier(policy)
	if err != nil {
		return nil, err
	}
	got, _ := omsVerifiers.LoadOrStore(id, v)
	return got.(signature.Verifier), nil
}

// VerifyRecorded verifies, at the pinned commit, every signature record
// of a signed source of l that the Signatures have not verified yet (a
// lock written elsewhere, or edited). Records that do not verify are
// returned as warnings; the trust decision keeps those skills out of the
// root.
func (r *Resolver) VerifyRecorded(ctx context.Context, m *manifest.Manifest, l *lock.Lock) []hint.Msg {
	if l == nil || r.Signatures == nil {
		return nil
	}
	todo := map[string][]*lock.LockedSkill{}
	var sources []string
	for i := range l.Skills {
		sk := &l.Skills[i]
		src := m.Source(sk.Source)
		if sk.Signature == nil || src == nil || src.Signature == nil {
			continue
		}
		policy, err := r.Signatures.Policy(src)
		if err != nil || r.Signatures.Verified(sk, policy) {
			continue // a bad policy is reported by the trust decision
		}
		if todo[sk.Source] == nil {
			sources = append(sources, sk.Source)
		}
		todo[sk.Source] = append(todo[sk.Source], sk)
	}
	var warnings []hint.Msg
	for _, name := range sources {
		ls := l.Source(name)
		if ls == nil {
			continue
		}
		warnings = append(warnings, r.verifySourceRecords(ctx, m.Source(name), ls, todo[name])...)
	}
	return warnings
}

// verifySourceRecords verifies the signature records of skills, all of
// source ls, at its pinned commit.
func (r *Resolver) verifySourceRecords(ctx context.Context, src *manifest.Source, ls *lock.LockedSource, skills []*lock.LockedSkill) []hint.Msg {
	var dirs []string
	for _, sk := range skills {
		dirs = append(dirs, sk.Path)
	}
	fsys, err := r.LockedTree(ctx, ls, dirs)
	if err != nil {
		return []hint.Msg{hint.Sprintf("could not verify the signatures of source %q: %v", ls.Name, err)}
	}
	var warnings []hint.Msg
	for _, sk := range skills {
		sig, err := r.CheckSignature(src, fsys, sk.Path, sk.Name, sk.Files)
		switch {
		case err != nil:
			warnings = append(warnings, hint.Sprintf("skill %s: the signature skills.lock records does not verify at the pinned commit: %v", sk.Name, err))
		case !sig.Equal(sk.Signature):
			warnings = append(warnings, hint.Sprintf("skill %s: skills.lock records signer %s, the bundle at the pinned commit is signed by %s", sk.Name, sk.Signature.Signer(), sig.Signer()))
		}
	}
	return warnings
}
