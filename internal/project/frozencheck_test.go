package project

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/install/publish"
	"github.com/skillpin/skillpin/internal/ui/errkind"
)

// TestFrozenCheckRecorded: install --frozen checks every skill's derived
// fields against the store once per lock: the verdict is recorded in the
// project's ledger in the cache, a warm install --frozen of the same lock
// reads no skill, and any edit of the lock (here a description that
// SKILL.md does not say) is checked again and refused. Counted: the skills
// checkDerived reads.
func TestFrozenCheckRecorded(t *testing.T) {
	t.Parallel()
	fx := newFixture(t)
	fx.twoSkills()
	fx.add(AddRequest{Spec: fx.up.FileURL() + "@v1", All: true})
	steps := []struct {
		name    string
		edit    func(string) string
		checked int64
		invalid bool
	}{
		{name: "first", checked: 2},
		{name: "same lock", checked: 0},
		{name: "description edited", edit: func(s string) string {
			return strings.Replace(s, `description = "Work with PDF files."`, `description = "Formats PDF files safely."`, 1)
		}, checked: 2, invalid: true},
		{name: "edited again, still refused", checked: 2, invalid: true},
	}
	for _, st := range steps {
		if st.edit != nil {
			path := filepath.Join(fx.dir, LockFile)
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			edited := st.edit(string(data))
			if edited == string(data) {
				t.Fatalf("%s: the edit changed nothing", st.name)
			}
			if err := os.WriteFile(path, []byte(edited), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		before := derivedChecked.Load()
		p := fx.open(false)
		_, err := p.Install(context.Background(), InstallOptions{Frozen: true})
		if got := derivedChecked.Load() - before; got != st.checked {
			t.Errorf("%s: %d skills checked, want %d", st.name, got, st.checked)
		}
		if st.invalid != (err != nil) || err != nil && (!errors.Is(err, errkind.CheckFailed) || !strings.Contains(err.Error(), "description differs")) {
			t.Fatalf("%s: %v (want refused: %v)", st.name, err, st.invalid)
		}
		l, lerr := publish.LoadLedger(fx.cache, p.st.Layout())
		if lerr != nil {
			t.Fatal(lerr)
		}
		if want := frozenKey(p.st.LockData()); (l.Frozen == want) == st.invalid {
			t.Errorf("%s: the ledger records %q, the lock's key is %q (refused: %v)", st.name, l.Frozen, want, st.invalid)
		}
	}
}
