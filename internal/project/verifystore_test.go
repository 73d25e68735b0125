package project

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sync"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/install/store"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/testfs"
)

// provedByStore records which skills verify proved through their store
// entries (see proof.Reads.FileSet) while the test runs.
func provedByStore(t *testing.T) func() []string {
	var mu sync.Mutex
	var names []string
	testHookStoreProof = func(skill string) { mu.Lock(); names = append(names, skill); mu.Unlock() }
	t.Cleanup(func() { testHookStoreProof = nil })
	return func() []string {
		mu.Lock()
		defer mu.Unlock()
		out := names
		names = nil
		return out
	}
}

// verify proves the content at the pinned commit through the store entry
// when it matches (no blob inflated), and reads the commit's blobs
// whenever anything differs, so that every finding is what it was: a lock
// pointed at a commit with other bytes under the same locked digests is a
// DIGEST_MISMATCH although the store entry for those digests is intact,
// and a damaged store entry is STORE_TAMPERED and nothing else.
func TestVerifyProvesCommitThroughStore(t *testing.T) {
	t.Run("intact", func(t *testing.T) {
		fx := verifyFixture(t)
		proved := provedByStore(t)
		if codes := fx.verifyReport(true); len(codes) != 0 {
			t.Fatalf("findings %v", codes)
		}
		if got := proved(); !slices.Equal(got, []string{"pdf"}) {
			t.Fatalf("proved through the store: %v, want [pdf]", got)
		}
	})
	t.Run("other commit, same locked digests", func(t *testing.T) {
		fx := verifyFixture(t)
		proved := provedByStore(t)
		// Same size as the locked "spec\n": only the bytes differ.
		fx.up.WriteFile("skills/pdf/references/spec.md", "SPEC\n")
		// The other commit is in the cache: verify offline reads it.
		fx.pointLockAt(fx.up.Commit("other bytes"))
		got := slices.Compact(slices.Sorted(slices.Values(fx.verifyReport(true))))
		if !slices.Equal(got, []string{"DIGEST_MISMATCH"}) {
			t.Fatalf("findings %v, want exactly [DIGEST_MISMATCH]", got)
		}
		if got := proved(); len(got) != 0 {
			t.Fatalf("proved through the store although the commit differs: %v", got)
		}
	})
	t.Run("other commit, a file of another size", func(t *testing.T) {
		fx := verifyFixture(t)
		proved := provedByStore(t)
		// The proof lists the commit with the locked sizes: the blob id,
		// which covers the size, must send it down the full path.
		fx.up.WriteFile("skills/pdf/references/spec.md", "spec, longer\n")
		fx.pointLockAt(fx.up.Commit("longer"))
		got := slices.Compact(slices.Sorted(slices.Values(fx.verifyReport(true))))
		if !slices.Equal(got, []string{"DIGEST_MISMATCH"}) {
			t.Fatalf("findings %v, want exactly [DIGEST_MISMATCH]", got)
		}
		if got := proved(); len(got) != 0 {
			t.Fatalf("proved through the store although the commit differs: %v", got)
		}
	})
	t.Run("other commit, SKILL.md names another skill", func(t *testing.T) {
		fx := verifyFixture(t)
		proved := provedByStore(t)
		// Same size: only the name in the frontmatter differs. Parsed
		// from the store entry's SKILL.md (the locked bytes), it would
		// still say pdf.
		fx.up.WriteFile("skills/pdf/SKILL.md", skillMD("pdx", "Work with PDF files."))
		fx.pointLockAt(fx.up.Commit("renamed"))
		got := slices.Compact(slices.Sorted(slices.Values(fx.verifyReport(true))))
		if !slices.Equal(got, []string{"DIGEST_MISMATCH", "INVALID_SKILL"}) {
			t.Fatalf("findings %v, want exactly [DIGEST_MISMATCH INVALID_SKILL]", got)
		}
		if got := proved(); len(got) != 0 {
			t.Fatalf("proved through the store although the commit differs: %v", got)
		}
	})
	t.Run("store entry damaged", func(t *testing.T) {
		fx := verifyFixture(t)
		proved := provedByStore(t)
		p := fx.open(true)
		st, err := p.openStore()
		if err != nil {
			t.Fatal(err)
		}
		overwrite(t, filepath.Join(st.Path(p.st.Lock().Skills[0].Digest), "references", "spec.md"), "evil\n")
		got := slices.Compact(slices.Sorted(slices.Values(fx.verifyReport(true))))
		if want := []string{"ROOT_TAMPERED", "STORE_TAMPERED", "TARGET_TAMPERED"}; !slices.Equal(got, want) {
			t.Fatalf("findings %v, want exactly %v", got, want)
		}
		if got := proved(); len(got) != 0 {
			t.Fatalf("proved through a damaged store entry: %v", got)
		}
	})
	// Any finding about the store entry sends the commit's side down the
	// full path, although these leave every byte as locked.
	for _, tc := range []struct {
		name   string
		damage func(t *testing.T, entry string)
	}{
		{"store file made writable", func(t *testing.T, entry string) {
			if err := os.Chmod(filepath.Join(entry, "references", "spec.md"), 0o644); err != nil {
				t.Fatal(err)
			}
		}},
		{"extra file in the store entry", func(t *testing.T, entry string) {
			_ = os.Chmod(entry, 0o755)
			if err := os.WriteFile(filepath.Join(entry, "extra.md"), []byte("x\n"), 0o444); err != nil {
				t.Fatal(err)
			}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fx := verifyFixture(t)
			proved := provedByStore(t)
			p := fx.open(true)
			st, err := p.openStore()
			if err != nil {
				t.Fatal(err)
			}
			tc.damage(t, st.Path(p.st.Lock().Skills[0].Digest))
			got := slices.Compact(slices.Sorted(slices.Values(fx.verifyReport(true))))
			if want := []string{"ROOT_TAMPERED", "STORE_TAMPERED", "TARGET_TAMPERED"}; !slices.Equal(got, want) {
				t.Fatalf("findings %v, want exactly %v", got, want)
			}
			if got := proved(); len(got) != 0 {
				t.Fatalf("proved through a store entry that does not check clean: %v", got)
			}
		})
	}
	t.Run("store file a symlink to the same bytes", func(t *testing.T) {
		if runtime.GOOS == "windows" {
			t.Skip("symlinks need privileges on Windows")
		}
		fx := verifyFixture(t)
		proved := provedByStore(t)
		p := fx.open(true)
		st, err := p.openStore()
		if err != nil {
			t.Fatal(err)
		}
		elsewhere := filepath.Join(testfs.TempDir(t), "spec.md")
		if err := os.WriteFile(elsewhere, []byte("spec\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		dir := filepath.Join(st.Path(p.st.Lock().Skills[0].Digest), "references")
		_ = os.Chmod(dir, 0o755)
		if err := os.Remove(filepath.Join(dir, "spec.md")); err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(elsewhere, filepath.Join(dir, "spec.md")); err != nil {
			t.Fatal(err)
		}
		codes := fx.verifyReport(true)
		if !slices.Contains(codes, "STORE_TAMPERED") || slices.Contains(codes, "DIGEST_MISMATCH") {
			t.Fatalf("findings %v, want STORE_TAMPERED and no DIGEST_MISMATCH", codes)
		}
		if got := proved(); len(got) != 0 {
			t.Fatalf("proved through a store entry holding a symlink: %v", got)
		}
	})
}

// verify reads each installed copy of a file once: the store entry once
// for both the store check and the proof of the commit's content, the
// trusted root once, and each target's copy once. Counted, not timed.
func TestVerifyReadsEachStoreFileOnce(t *testing.T) {
	fx := verifyFixture(t)
	proved := provedByStore(t)
	p := fx.open(true)
	files := len(p.st.Lock().Skills[0].Files)
	opened, entries := store.FilesChecked(), store.EntriesChecked()
	if codes := fx.verifyReport(true); len(codes) != 0 {
		t.Fatalf("findings %v", codes)
	}
	if got := proved(); !slices.Equal(got, []string{"pdf"}) {
		t.Fatalf("proved through the store: %v, want [pdf]", got)
	}
	if n := store.EntriesChecked() - entries; n != 1 {
		t.Errorf("verify checked the store entry %d times, want once for the store check and the proof", n)
	}
	// The store entry, the root and the one target each hold a copy.
	if n, want := store.FilesChecked()-opened, int64(3*files); n != want {
		t.Errorf("verify opened %d installed files, want %d: each of the %d files once in the store, the root and the target", n, want, files)
	}
}

// The one check of a store entry serves the store check and the proof in
// either order: whichever comes second gets the same findings, and a
// damaged entry proves nothing whichever read it.
func TestStoreReadSharedInEitherOrder(t *testing.T) {
	for _, proofFirst := range []bool{false, true} {
		t.Run(fmt.Sprintf("proof first %v", proofFirst), func(t *testing.T) {
			fx := verifyFixture(t)
			proved := provedByStore(t)
			p := fx.open(true)
			st, err := p.openStore()
			if err != nil {
				t.Fatal(err)
			}
			sk := &p.st.Lock().Skills[0]
			overwrite(t, filepath.Join(st.Path(sk.Digest), "references", "spec.md"), "evil\n")
			fsys, err := p.resolver().LockedTree(context.Background(), &p.st.Lock().Sources[0], []string{sk.Path})
			if err != nil {
				t.Fatal(err)
			}
			p.proofs = newProofs(p.st.Lock(), p.cacheDir, p.resolver().Sources)
			defer func() { p.proofs = nil }()
			entries := store.EntriesChecked()
			var mm []store.Mismatch
			var files catalog.FileSet
			if proofFirst {
				files, _ = p.proofs.FileSet(fsys, sk, p.st.Manifest().Settings.Limits())
				mm = p.proofs.Check(st, sk)
			} else {
				mm = p.proofs.Check(st, sk)
				files, _ = p.proofs.FileSet(fsys, sk, p.st.Manifest().Settings.Limits())
			}
			if len(mm) != 1 || mm[0].Path != "references/spec.md" || mm[0].Kind != store.KindModified {
				t.Errorf("store check %v, want references/spec.md modified", mm)
			}
			if got := proved(); len(got) != 0 {
				t.Errorf("proved through a damaged store entry: %v", got)
			}
			if got := files.Digest(); got != sk.Digest {
				t.Errorf("content at the commit %s, want the locked %s (the commit is intact)", got, sk.Digest)
			}
			if n := store.EntriesChecked() - entries; n != 1 {
				t.Errorf("the entry was checked %d times, want once", n)
			}
		})
	}
}

// pointLockAt points the lock's source at commit, fetched into the cache
// so that verify --offline reads it.
func (fx *fixture) pointLockAt(commit string) {
	fx.t.Helper()
	path := filepath.Join(fx.dir, LockFile)
	l, err := lock.LoadLock(path)
	if err != nil {
		fx.t.Fatal(err)
	}
	l.Sources[0].Commit = commit
	if err := lock.SaveLock(path, l); err != nil {
		fx.t.Fatal(err)
	}
	p := fx.open(false)
	if _, err := p.resolver().LockedTree(context.Background(), &p.st.Lock().Sources[0], []string{"skills/pdf"}); err != nil {
		fx.t.Fatal(err)
	}
}
