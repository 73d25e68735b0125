package project

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/verify/signature/sigstore"
)

// verifyFixture is a project with skill pdf added from tag v1, approved,
// installed, and exported to the .claude/skills target.
func verifyFixture(t *testing.T) *fixture {
	fx := newFixture(t)
	fx.twoSkills()
	man := "[settings]\ntargets = [\".claude/skills\"]\n"
	if err := os.WriteFile(filepath.Join(fx.dir, ManifestFile), []byte(man), 0o644); err != nil {
		t.Fatal(err)
	}
	fx.add(AddRequest{Spec: fx.up.FileURL() + "@v1", Skills: []string{"pdf"}, Name: "up", Approve: true, By: "t"})
	return fx
}

func (fx *fixture) verifyReport(offline bool) []string {
	fx.t.Helper()
	p, err := Open(Env{Dir: fx.dir, Getenv: func(k string) string { return fx.env[k] }, Offline: offline,
		Now: time.Now, Command: "verify", Verifying: true, Sigstore: sigstore.Backend{}})
	if err != nil {
		fx.t.Fatalf("Open: %v", err)
	}
	rep, err := p.Verify(context.Background())
	if err != nil {
		fx.t.Fatalf("Verify: %v", err)
	}
	var codes []string
	for _, f := range rep.Findings {
		codes = append(codes, f.Code)
	}
	return codes
}

// editLock changes the lock through f and saves it with a consistent skill
// digest, as a careless (or malicious) hand edit that still parses.
func (fx *fixture) editLock(f func(sk *lock.LockedSkill)) {
	fx.t.Helper()
	path := filepath.Join(fx.dir, LockFile)
	l, err := lock.LoadLock(path)
	if err != nil {
		fx.t.Fatal(err)
	}
	sk := &l.Skills[0]
	f(sk)
	sk.Files.Sort()
	sk.Digest = sk.Files.Digest()
	if err := lock.SaveLock(path, l); err != nil {
		fx.t.Fatal(err)
	}
}

func (fx *fixture) appendManifest(s string) {
	fx.t.Helper()
	path := filepath.Join(fx.dir, ManifestFile)
	if err := os.WriteFile(path, []byte(fx.read(ManifestFile)+s), 0o644); err != nil {
		fx.t.Fatal(err)
	}
}

func overwrite(t *testing.T, path, content string) {
	t.Helper()
	_ = os.Chmod(filepath.Dir(path), 0o755)
	_ = os.Chmod(path, 0o644)
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestVerifyFindingCodes provokes every finding code of `skillpin verify`.
func TestVerifyFindingCodes(t *testing.T) {
	t.Parallel()
	// The findings a case sets off besides its own, by cause: a lock edited
	// to other content no longer matches its approval, the published root
	// or the targets; a cold cache does not know the published root (its
	// ledger is in the other cache); a skill that may not be published
	// (unsigned under a policy, damaged in the store) is still in the root
	// and the targets; a limit stops the walk before the locked files; the
	// root's and the target's files are the store's (hard links), so a write
	// into one of them is found in all three.
	edited := []string{"APPROVAL_PENDING", "ROOT_TAMPERED", "TARGET_TAMPERED"}
	linked := []string{"ROOT_TAMPERED", "STORE_TAMPERED", "TARGET_TAMPERED"}
	also := map[string][]string{
		"DIGEST_MISMATCH":    edited,
		"FILE_MISSING":       edited,
		"FILE_EXTRA":         edited,
		"COMMIT_UNREACHABLE": {"ROOT_TAMPERED"},
		"SIGNATURE_MISSING":  {"MANIFEST_MISMATCH", "ROOT_TAMPERED", "TARGET_TAMPERED"},
		"INVALID_SKILL":      {"FILE_MISSING"},
		"STORE_TAMPERED":     linked,
		"ROOT_TAMPERED":      linked,
		"TARGET_TAMPERED":    linked,
		"CACHE_NOT_ISOLATED": {"COMMIT_UNREACHABLE", "ROOT_TAMPERED"},
	}
	cases := []struct {
		code    string
		offline bool
		setup   func(t *testing.T, fx *fixture)
	}{
		{"MANIFEST_MISMATCH", true, func(t *testing.T, fx *fixture) {
			man := strings.Replace(fx.read(ManifestFile), `skills = ["pdf"]`, `skills = ["pdf", "xlsx"]`, 1)
			overwrite(t, filepath.Join(fx.dir, ManifestFile), man)
		}},
		{"DIGEST_MISMATCH", true, func(t *testing.T, fx *fixture) {
			fx.editLock(func(sk *lock.LockedSkill) {
				for i := range sk.Files {
					if sk.Files[i].Path == "references/spec.md" {
						sk.Files[i].Digest = catalog.DigestBytes([]byte("not the content\n"))
					}
				}
			})
		}},
		{"FILE_MISSING", true, func(t *testing.T, fx *fixture) {
			fx.editLock(func(sk *lock.LockedSkill) {
				sk.Files = append(sk.Files, catalog.File{Path: "scripts/ghost.sh", Size: 3, Digest: catalog.DigestBytes([]byte("boo")), Exec: true})
			})
		}},
		{"FILE_EXTRA", true, func(t *testing.T, fx *fixture) {
			fx.editLock(func(sk *lock.LockedSkill) {
				var kept catalog.FileSet
				for _, f := range sk.Files {
					if f.Path != "references/spec.md" {
						kept = append(kept, f)
					}
				}
				sk.Files = kept
			})
		}},
		{"TAG_MOVED", false, func(t *testing.T, fx *fixture) {
			fx.up.WriteFile("skills/pdf/references/spec.md", "moved\n")
			fx.up.Commit("moved")
			fx.up.Git("tag", "-f", "v1")
		}},
		{"COMMIT_UNREACHABLE", true, func(t *testing.T, fx *fixture) {
			fx.env["SKILLPIN_CACHE"] = testfs.TempDir(t) // offline with a cold cache
		}},
		{"SIGNATURE_MISSING", true, func(t *testing.T, fx *fixture) {
			_, pub := testKeyPair(t)
			overwrite(t, filepath.Join(fx.dir, "publisher.pub"), string(pub))
			fx.appendManifest("\n[source.signature]\nkey = \"publisher.pub\"\n")
		}},
		// SIGNATURE_INVALID: TestVerifySignatureInvalid (needs its own upstream);
		// SIGNER_MISMATCH, REF_REWRITTEN, REF_ADVANCED: TestSignaturePolicy and
		// TestVerifyBranchAdvancedOrRewritten.
		{"INVALID_SKILL", true, func(t *testing.T, fx *fixture) {
			man := strings.Replace(fx.read(ManifestFile), "[settings]\n", "[settings]\nmax_files = 2\n", 1)
			overwrite(t, filepath.Join(fx.dir, ManifestFile), man)
		}},
		{"STORE_TAMPERED", true, func(t *testing.T, fx *fixture) {
			p := fx.open(true)
			store, err := p.openStore()
			if err != nil {
				t.Fatal(err)
			}
			overwrite(t, filepath.Join(store.Path(p.st.Lock().Skills[0].Digest), "references", "spec.md"), "evil\n")
		}},
		{"ROOT_TAMPERED", true, func(t *testing.T, fx *fixture) {
			overwrite(t, filepath.Join(fx.dir, ".skillpin", "root", "pdf", "references", "spec.md"), "evil\n")
		}},
		{"TARGET_TAMPERED", true, func(t *testing.T, fx *fixture) {
			overwrite(t, filepath.Join(fx.dir, ".claude", "skills", "pdf", "references", "spec.md"), "evil\n")
		}},
		{"APPROVAL_PENDING", true, func(t *testing.T, fx *fixture) {
			if _, _, err := fx.open(true).Revoke(context.Background(), []string{"pdf"}); err != nil {
				t.Fatal(err)
			}
		}},
		{"NOT_INSTALLED", true, func(t *testing.T, fx *fixture) {
			if err := os.Remove(filepath.Join(fx.dir, ".skillpin", "root")); err != nil {
				t.Fatal(err)
			}
		}},
		{"CACHE_NOT_ISOLATED", true, func(t *testing.T, fx *fixture) {
			fx.env["SKILLPIN_CACHE"] = filepath.Join(fx.home, ".claude", "skills", "cache")
		}},
	}
	for _, tc := range cases {
		t.Run(tc.code, func(t *testing.T) {
			fx := verifyFixture(t)
			if codes := fx.verifyReport(tc.offline); len(codes) != 0 {
				t.Fatalf("clean project has findings %v", codes)
			}
			tc.setup(t, fx)
			// Exactly the expected codes: a case that also set off an
			// unrelated finding would hide a bug in either.
			got := slices.Compact(slices.Sorted(slices.Values(fx.verifyReport(tc.offline))))
			want := slices.Compact(slices.Sorted(slices.Values(append([]string{tc.code}, also[tc.code]...))))
			if !slices.Equal(got, want) {
				t.Fatalf("findings %v, want exactly %v", got, want)
			}
		})
	}
}

func TestVerifySignatureInvalid(t *testing.T) {
	t.Parallel()
	fx := newFixture(t)
	keyPEM, pub := testKeyPair(t)
	fx.up.WriteFile("skills/pdf/SKILL.md", skillMD("pdf", "Work with PDF files."))
	fx.up.WriteFile("skills/pdf/notes.md", "signed content\n")
	signSkill(t, fx.up, "skills/pdf", "pdf", keyPEM)
	fx.up.WriteFile("skills/pdf/notes.md", "changed after signing\n")
	fx.up.Commit("bundle does not cover the content")
	fx.add(AddRequest{Spec: fx.up.FileURL(), Skills: []string{"pdf"}, Name: "up"})
	overwrite(t, filepath.Join(fx.dir, "publisher.pub"), string(pub))
	fx.appendManifest("\n[source.signature]\nkey = \"publisher.pub\"\n")
	codes := strings.Join(fx.verifyReport(true), " ")
	if !strings.Contains(codes, "SIGNATURE_INVALID") {
		t.Fatalf("findings %s lack SIGNATURE_INVALID", codes)
	}
	// add under the policy refuses it outright.
	_, err := fx.open(false).Install(context.Background(), InstallOptions{})
	if err == nil || !strings.Contains(err.Error(), "SIGNATURE_INVALID") {
		t.Fatalf("install under the policy = %v, want SIGNATURE_INVALID", err)
	}
}
