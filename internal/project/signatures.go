package project

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sync"

	"github.com/skillpin/skillpin/internal/atomicfile"
	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/hint"
	"github.com/skillpin/skillpin/internal/layout"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/manifest"
	"github.com/skillpin/skillpin/internal/signature"
)

// A signature record in skills.lock is a claim, and the lock is part of
// the checkout: whoever wrote it can append a record to an unsigned skill.
// So a record counts only once skillpin verified it in this cache: the
// bundle at the pinned commit verifies under the source's policy to
// exactly the recorded signer, for exactly the locked files. Verified
// records are remembered in <cache>/signatures, keyed by everything that
// decided the verdict (skill digest, bundle digest, recorded signer,
// policy), so a warm install checks a file's existence, not cryptography.

// sigVerdicts remembers verified signature records in one cache.
type sigVerdicts struct {
	dir string

	mu       sync.Mutex
	policies map[string]policyOrErr // by source name
	state    *State
}

type policyOrErr struct {
	p   signature.Policy
	err error
}

func newSigVerdicts(cacheDir string, st *State) *sigVerdicts {
	return &sigVerdicts{dir: filepath.Join(cacheDir, layout.SignaturesDir), policies: map[string]policyOrErr{}, state: st}
}

// policy is the loaded policy of a manifest source, read once.
func (v *sigVerdicts) policy(src *manifest.Source) (signature.Policy, error) {
	v.mu.Lock()
	defer v.mu.Unlock()
	if got, ok := v.policies[src.Name]; ok {
		return got.p, got.err
	}
	p, err := signature.PolicyFrom(src.Signature, v.state.dir)
	if err != nil {
		err = fmt.Errorf("source %q signature policy: %w", src.Name, err)
	}
	v.policies[src.Name] = policyOrErr{p, err}
	return p, err
}

func verdictKey(sk *lock.LockedSkill, sig *lock.LockedSignature, policy signature.Policy) string {
	h := sha256.New()
	for _, s := range []string{sk.Digest, sig.Bundle, sig.Key, sig.Identity, sig.Issuer, policy.ID()} {
		fmt.Fprintf(h, "%d:%s", len(s), s)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// verified reports whether sk's signature record was verified in this cache.
func (v *sigVerdicts) verified(sk *lock.LockedSkill, policy signature.Policy) bool {
	if v == nil || sk.Signature == nil {
		return false
	}
	_, err := os.Stat(filepath.Join(v.dir, verdictKey(sk, sk.Signature, policy)))
	return err == nil
}

// remember records that sig verified for sk under policy.
func (v *sigVerdicts) remember(sk *lock.LockedSkill, sig *lock.LockedSignature, policy signature.Policy) error {
	if err := os.MkdirAll(v.dir, 0o755); err != nil {
		return err
	}
	return atomicfile.WriteFile(filepath.Join(v.dir, verdictKey(sk, sig, policy)), []byte(sig.Signer()+"\n"), 0o644, "")
}

// readBundle reads the skill's SKILL.sigstore.json from fsys under the
// rule every skill file follows: a link in it must resolve, inside the
// skill, to a regular file; nothing outside the skill is ever read. The
// read is bounded by verify.MaxBundleSize.
func readBundle(fsys fs.FS, dir string) ([]byte, error) {
	if _, err := fs.Lstat(fsys, path.Join(dir, signature.BundleFile)); err != nil {
		return nil, err
	}
	f, err := catalog.OpenFile(fsys, dir, catalog.File{Path: signature.BundleFile})
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, signature.MaxBundleSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > signature.MaxBundleSize {
		return nil, fmt.Errorf("%s is larger than %d bytes", signature.BundleFile, signature.MaxBundleSize)
	}
	return data, nil
}

// checkSignature verifies the skill's detached bundle in fsys under the
// source's policy and returns what the lock records about it.
func (p *Project) checkSignature(src *manifest.Source, fsys fs.FS, dir, name string, files catalog.FileSet) (*lock.LockedSignature, error) {
	policy, err := p.verdicts().policy(src)
	if err != nil {
		return nil, err
	}
	bundle, err := readBundle(fsys, dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, &signature.SignatureError{Code: signature.SignatureMissing, Check: "bundle present",
			Detail: fmt.Sprintf("skill %s has no %s but source %q requires a signature; ask the publisher to sign it (skillpin sign) or remove [source.signature]", name, signature.BundleFile, src.Name)}
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
	if err := p.verdicts().remember(sk, sig, policy); err != nil {
		p.env.logf("warning: could not remember a verified signature in the cache: %v", err)
	}
	return sig, nil
}

// verdicts is the project's record of verified signatures.
func (p *Project) verdicts() *sigVerdicts {
	if p.sigs == nil {
		p.sigs = newSigVerdicts(p.cacheDir, &p.State)
		p.State.sigs = p.sigs
	}
	return p.sigs
}

// verifySignatures verifies, at the pinned commit, every signature record
// of a signed source that this cache has not verified yet (a lock written
// elsewhere, or edited). Records that do not verify are reported as
// warnings; the trust decision keeps those skills out of the root.
func (p *Project) verifySignatures(ctx context.Context) []hint.Msg {
	if p.lock == nil {
		return nil
	}
	v := p.verdicts()
	var warnings []hint.Msg
	todo := map[string][]*lock.LockedSkill{}
	var sources []string
	for i := range p.lock.Skills {
		sk := &p.lock.Skills[i]
		src := p.manifest.Source(sk.Source)
		if sk.Signature == nil || src == nil || src.Signature == nil {
			continue
		}
		policy, err := v.policy(src)
		if err != nil || v.verified(sk, policy) {
			continue // a bad policy is reported by the trust decision
		}
		if todo[sk.Source] == nil {
			sources = append(sources, sk.Source)
		}
		todo[sk.Source] = append(todo[sk.Source], sk)
	}
	for _, name := range sources {
		ls := p.lock.Source(name)
		src := p.manifest.Source(name)
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
			case *sig != *sk.Signature:
				warnings = append(warnings, hint.Sprintf("skill %s: skills.lock records signer %s, the bundle at the pinned commit is signed by %s", sk.Name, sk.Signature.Signer(), sig.Signer()))
			}
		}
	}
	return warnings
}
