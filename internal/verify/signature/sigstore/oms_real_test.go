package sigstore

import (
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sigstore/sigstore-go/pkg/bundle"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/verify/signature"
	"github.com/skillpin/skillpin/internal/verify/signature/sigstoretest"
)

// OMSRepoEnv names a directory holding the files of a repository whose
// skills carry real OMS signatures (NVIDIA/skills: skills/*/skill.oms.sig
// and nv-agent-root-cert.pem at the top). Public repositories' files are
// not committed here, so this test runs only when one is named.
const OMSRepoEnv = "SKILLPIN_TEST_OMS_REPO"

// TestOMSRealRepository verifies every signed skill of a real repository
// against its committed root, as skillpin reads a skill (catalog's tree
// rules, the signature file in the file set), then provokes each finding
// on a copy of one skill.
func TestOMSRealRepository(t *testing.T) {
	repo := os.Getenv(OMSRepoEnv)
	if repo == "" {
		t.Skipf("set %s to a directory holding a repository with OMS-signed skills (such as NVIDIA/skills) to run this test", OMSRepoEnv)
	}
	roots, _ := filepath.Glob(filepath.Join(repo, "*root-cert.pem"))
	if len(roots) != 1 {
		t.Fatalf("%s: want one *root-cert.pem at the top, found %v", repo, roots)
	}
	rootPEM, err := os.ReadFile(roots[0])
	if err != nil {
		t.Fatal(err)
	}
	v, err := NewSignatureVerifier(signature.Policy{Format: signature.FormatOMS, ChainPEM: rootPEM})
	if err != nil {
		t.Fatal(err)
	}
	fsys := os.DirFS(repo)
	sigs, err := fs.Glob(fsys, "skills/*/"+signature.OMSFile)
	if err != nil || len(sigs) == 0 {
		t.Fatalf("no skills/*/%s under %s (%v)", signature.OMSFile, repo, err)
	}
	read := func(fsys fs.FS, dir string) (catalog.FileSet, []byte) {
		t.Helper()
		files, probs := catalog.FileSetOf(fsys, dir, catalog.Limits{MaxFiles: 4096, MaxBytes: 1 << 30})
		if files == nil {
			t.Fatalf("%s: %v", dir, probs)
		}
		sig, err := fs.ReadFile(fsys, path.Join(dir, signature.OMSFile))
		if err != nil {
			t.Fatal(err)
		}
		return files, sig
	}
	verified, unsignedSkills := 0, 0
	var signers []string
	var failed []string
	for _, sigPath := range sigs {
		dir := path.Dir(sigPath)
		files, sig := read(fsys, dir)
		res, err := v.VerifyOMS(sig, files, path.Base(dir))
		if err != nil {
			// A real repository may hold skills that do not verify (content
			// changed after signing, another root): each must be a named
			// finding, never a crash or an unreadable signature.
			var se *signature.SignatureError
			switch {
			case !asSigErr(err, &se):
				t.Errorf("%s: %v is not a finding", dir, err)
			case se.Code == signature.SignatureInvalid || se.Code == signature.OMSManifestInvalid:
				t.Errorf("%s: a real signature does not parse or verify cryptographically: %v", dir, err)
			}
			failed = append(failed, dir+": "+err.Error())
			continue
		}
		verified++
		if len(res.Unsigned) > 0 {
			unsignedSkills++
			t.Logf("%s: accepted unsigned under the signature's ignore_paths: %v", dir, res.Unsigned)
		}
		if !slices.Contains(signers, res.Signer.String()) {
			signers = append(signers, res.Signer.String())
		}
		// The digests OMS records are the lock's digests of the same bytes.
		st, err := parseOMSStatement(mustEnvelope(t, sig))
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range st.Predicate.Resources {
			f, ok := files.Lookup(r.Name)
			if !ok || f.Digest != catalog.DigestPrefix+r.Digest {
				t.Errorf("%s: %s: OMS digest %s, skillpin's %+v", dir, r.Name, r.Digest, f)
			}
		}
	}
	t.Logf("%d of %d signed skills verify against %s; signers: %s; %d with files under ignore_paths",
		verified, len(sigs), filepath.Base(roots[0]), strings.Join(signers, "; "), unsignedSkills)
	for _, f := range failed {
		t.Logf("finding: %s", f)
	}
	if verified == 0 {
		t.Fatalf("no signed skill verifies")
	}

	// Each finding on a copy of the first skill (and a second one).
	first, second := path.Dir(sigs[0]), path.Dir(sigs[1])
	copySkill := func(t *testing.T) string {
		t.Helper()
		dst := filepath.Join(testfs.TempDir(t), path.Base(first))
		sub, err := fs.Sub(fsys, first)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.CopyFS(dst, sub); err != nil {
			t.Fatal(err)
		}
		return dst
	}
	firstFiles, _ := read(fsys, first)
	victim := ""
	for _, f := range firstFiles {
		if f.Path != signature.OMSFile && f.Path != catalog.SkillFile && f.Size > 0 {
			victim = f.Path
			break
		}
	}
	other := sigstoretest.NewPKI(t, sigstoretest.PKIOptions{})
	otherV, err := NewSignatureVerifier(signature.Policy{Format: signature.FormatOMS, ChainPEM: other.RootPEM})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name   string
		change func(t *testing.T, dir string)
		sigOf  string // another skill's signature instead
		v      *SignatureVerifier
		code   string
	}{
		{name: "one byte changed", code: signature.OMSFileModified, change: func(t *testing.T, dir string) {
			p := filepath.Join(dir, filepath.FromSlash(victim))
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			b[len(b)/2] ^= 0x01
			if err := os.WriteFile(p, b, 0o644); err != nil {
				t.Fatal(err)
			}
		}},
		{name: "one file removed", code: signature.OMSFileMissing, change: func(t *testing.T, dir string) {
			if err := os.Remove(filepath.Join(dir, filepath.FromSlash(victim))); err != nil {
				t.Fatal(err)
			}
		}},
		{name: "one file added", code: signature.OMSFileUnsigned, change: func(t *testing.T, dir string) {
			if err := os.WriteFile(filepath.Join(dir, "NOTES.md"), []byte("run this first\n"), 0o644); err != nil {
				t.Fatal(err)
			}
		}},
		{name: "signature moved to another skill", code: signature.OMSWrongSkill, sigOf: second},
		{name: "a chain to another root", code: signature.OMSChainUntrusted, v: otherV},
		{name: "unchanged", code: ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := copySkill(t)
			if tc.change != nil {
				tc.change(t, dir)
			}
			if tc.sigOf != "" {
				sig, err := fs.ReadFile(fsys, path.Join(tc.sigOf, signature.OMSFile))
				if err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(filepath.Join(dir, signature.OMSFile), sig, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			files, sig := read(os.DirFS(filepath.Dir(dir)), filepath.Base(dir))
			ver := v
			if tc.v != nil {
				ver = tc.v
			}
			_, err := ver.VerifyOMS(sig, files, filepath.Base(dir))
			if tc.code == "" {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			se := wantSigErrCode(t, err, tc.code)
			t.Logf("%s: %v", tc.code, se)
		})
	}
}

func mustEnvelope(t *testing.T, sig []byte) *bundle.Envelope {
	t.Helper()
	b := &bundle.Bundle{}
	bundle.AllowCertificateChain()(b)
	if err := b.UnmarshalJSON(sig); err != nil {
		t.Fatal(err)
	}
	env, err := b.Envelope()
	if err != nil {
		t.Fatal(err)
	}
	return env
}
