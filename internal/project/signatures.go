package project

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/verify/signature"
)

// readBundle reads the skill's signature file (SKILL.sigstore.json, or
// skill.oms.sig) from fsys under the rule every skill file follows: a
// link in it must resolve, inside the skill, to a regular file; nothing
// outside the skill is ever read. The read is bounded by
// signature.MaxBundleSize.
func readBundle(fsys fs.FS, dir, name string) ([]byte, error) {
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

// checkSignature verifies the skill's detached bundle in fsys under the
// source's policy and returns what the lock records about it.
func (p *Project) checkSignature(src *manifest.Source, fsys fs.FS, dir, name string, files catalog.FileSet) (*lock.LockedSignature, error) {
	policy, err := p.st.Verdicts().Policy(src)
	if err != nil {
		return nil, err
	}
	file := signatureFile(src)
	bundle, err := readBundle(fsys, dir, file)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, &signature.SignatureError{Code: signature.SignatureMissing, Check: "bundle present",
			Detail: fmt.Sprintf("skill %s has no %s but source %q requires a signature; ask the publisher to sign it (skillpin sign) or remove [source.signature]", name, file, src.Name)}
	}
	if policy.OMS() {
		return p.checkOMS(policy, bundle, dir, name, files)
	}
	if err != nil {
		return nil, &signature.SignatureError{Code: signature.SignatureInvalid, Check: "bundle",
			Detail: fmt.Sprintf("skill %s: %v", name, err), Hint: "a bundle must be a regular file of the skill (a link to one inside it is read as that file)"}
	}
	signer, err := signature.VerifySkill(bundle, files, policy)
	if err != nil {
		return nil, fmt.Errorf("skill %s: %w", name, err)
	}
	sig := &lock.LockedSignature{
		Bundle:   signature.BundleDigest(bundle),
		Key:      signer.KeyFingerprint,
		Identity: signer.Identity,
		Issuer:   signer.Issuer,
	}
	sk := &lock.LockedSkill{Name: name, Digest: files.Digest()}
	if err := p.st.Verdicts().Remember(sk, sig, policy); err != nil {
		p.env.logf("warning: could not remember a verified signature in the cache: %v", err)
	}
	return sig, nil
}

// verifySignatures verifies, at the pinned commit, every signature record
// of a signed source that this cache has not verified yet (a lock written
// elsewhere, or edited). Records that do not verify are reported as
// warnings; the trust decision keeps those skills out of the root.
func (p *Project) verifySignatures(ctx context.Context) []hint.Msg {
	if p.st.Lock() == nil {
		return nil
	}
	v := p.st.Verdicts()
	var warnings []hint.Msg
	todo := map[string][]*lock.LockedSkill{}
	var sources []string
	for i := range p.st.Lock().Skills {
		sk := &p.st.Lock().Skills[i]
		src := p.st.Manifest().Source(sk.Source)
		if sk.Signature == nil || src == nil || src.Signature == nil {
			continue
		}
		policy, err := v.Policy(src)
		if err != nil || v.Verified(sk, policy) {
			continue // a bad policy is reported by the trust decision
		}
		if todo[sk.Source] == nil {
			sources = append(sources, sk.Source)
		}
		todo[sk.Source] = append(todo[sk.Source], sk)
	}
	for _, name := range sources {
		ls := p.st.Lock().Source(name)
		src := p.st.Manifest().Source(name)
		var dirs []string
		for _, sk := range todo[name] {
			dirs = append(dirs, sk.Path)
		}
		if ls == nil {
			continue
		}
		fsys, err := p.lockedTree(ctx, ls, dirs)
		if err != nil {
			warnings = append(warnings, hint.Sprintf("could not verify the signatures of source %q: %v", name, err))
			continue
		}
		for _, sk := range todo[name] {
			sig, err := p.checkSignature(src, fsys, sk.Path, sk.Name, sk.Files)
			switch {
			case err != nil:
				warnings = append(warnings, hint.Sprintf("skill %s: the signature skills.lock records does not verify at the pinned commit: %v", sk.Name, err))
			case !sig.Equal(sk.Signature):
				warnings = append(warnings, hint.Sprintf("skill %s: skills.lock records signer %s, the bundle at the pinned commit is signed by %s", sk.Name, sk.Signature.Signer(), sig.Signer()))
			}
		}
	}
	return warnings
}
