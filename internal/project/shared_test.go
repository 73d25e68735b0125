package project

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// The trusted root's and the targets' files are the store's (hard links,
// where the file system allows). A write into one of them, through the
// root or through a target, is found by verify in all three places, and
// install --repair restores all three without the network: the damaged
// store entry is removed and stored again from the git cache, then the
// root and the target are rebuilt from it.
func TestWriteThroughPublishedFileIsFoundAndRepaired(t *testing.T) {
	t.Parallel()
	tests := []struct{ name, path string }{
		{"root", filepath.Join(".skillpin", "root", "pdf", "references", "spec.md")},
		{"target", filepath.Join(".claude", "skills", "pdf", "references", "spec.md")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fx := verifyFixture(t)
			p := fx.open(true)
			st, err := p.openStore()
			if err != nil {
				t.Fatal(err)
			}
			stored := filepath.Join(st.Path(p.st.Lock().Skills[0].Digest), "references", "spec.md")
			published := filepath.Join(fx.dir, tt.path)
			a, _ := os.Lstat(stored)
			b, _ := os.Lstat(published)
			linked := a != nil && b != nil && os.SameFile(a, b)

			overwrite(t, published, "evil\n") // chmod u+w, then write in place
			got := slices.Compact(slices.Sorted(slices.Values(fx.verifyReport(true))))
			want := []string{"ROOT_TAMPERED", "STORE_TAMPERED", "TARGET_TAMPERED"}
			if !linked {
				t.Logf("not linked here: only the %s is changed", tt.name)
				want = []string{map[string]string{"root": "ROOT_TAMPERED", "target": "TARGET_TAMPERED"}[tt.name]}
			}
			if !slices.Equal(got, want) {
				t.Fatalf("verify after a write through the %s = %v, want %v", tt.name, got, want)
			}

			res, err := fx.open(true).Install(context.Background(), InstallOptions{Repair: true})
			if err != nil {
				t.Fatalf("install --repair: %v", err)
			}
			if linked && !slices.Equal(res.Repair.Store, []string{"pdf"}) {
				t.Errorf("repair stored again %v, want pdf", res.Repair.Store)
			}
			if codes := fx.verifyReport(true); len(codes) != 0 {
				t.Errorf("verify after install --repair = %v", codes)
			}
			if data, _ := os.ReadFile(published); string(data) != "spec\n" {
				t.Errorf("%s after repair = %q", tt.path, data)
			}
		})
	}
}
