package project

import (
	"context"
	"errors"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/ui/errkind"
)

// setTargets puts targets (a TOML array) under [settings] in skills.toml.
func (fx *fixture) setTargets(targets string) {
	fx.t.Helper()
	man := fx.read(ManifestFile)
	if i := strings.Index(man, "\ntargets = "); i >= 0 {
		end := strings.Index(man[i+1:], "\n")
		man = man[:i+1] + man[i+1+end+1:]
	}
	man = strings.Replace(man, "[settings]", "[settings]\ntargets = "+targets, 1)
	if !strings.Contains(man, "targets = "+targets) {
		man = "[settings]\ntargets = " + targets + "\n" + man
	}
	if err := os.WriteFile(filepath.Join(fx.dir, ManifestFile), []byte(man), 0o644); err != nil {
		fx.t.Fatal(err)
	}
}

// published is what a refused command must leave as it was: skills.lock,
// the approvals, where the trusted root points and the generations.
func (fx *fixture) published() string {
	fx.t.Helper()
	var b strings.Builder
	for _, rel := range []string{LockFile, filepath.Join(layout.StateDir, layout.ApprovalsFile)} {
		data, _ := os.ReadFile(filepath.Join(fx.dir, rel))
		b.WriteString(rel + ":\n" + string(data) + "\n")
	}
	link, _ := os.Readlink(filepath.Join(fx.dir, StateDir, "root"))
	b.WriteString("root -> " + link + "\n")
	ents, _ := os.ReadDir(filepath.Join(fx.dir, StateDir, "generations"))
	for _, e := range ents {
		b.WriteString("generation " + e.Name() + "\n")
	}
	return b.String()
}

// A target skillpin may not write is refused before any command changes
// anything: not the approvals, not skills.lock, not the trusted root.
func TestRefusedTargetChangesNothing(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name   string
		plant  func(t *testing.T, dir string) // makes the target bad
		target string
		want   string
	}{
		{"in .git", func(t *testing.T, dir string) {
			os.MkdirAll(filepath.Join(dir, ".git", "hooks"), 0o755)
		}, ".git/hooks", "resolves into .git"},
		{"in a .git not made yet", func(t *testing.T, dir string) {}, ".git/hooks", "would be made inside .git"},
		{"linked into .git", func(t *testing.T, dir string) {
			os.MkdirAll(filepath.Join(dir, ".git", "hooks"), 0o755)
			os.RemoveAll(filepath.Join(dir, ".claude"))
			os.Symlink(".git", filepath.Join(dir, ".claude"))
		}, ".claude/hooks", "resolves into .git"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fx := newFixture(t)
			fx.twoSkills()
			fx.setTargets(`[".claude/skills"]`)
			fx.add(AddRequest{Spec: fx.up.FileURL() + "@v1", Skills: []string{"pdf"}, Name: "up", Approve: true, By: "tester"})
			tc.plant(t, fx.dir)
			fx.setTargets(`["` + tc.target + `"]`)
			before := fx.published()
			ctx := context.Background()
			runs := map[string]func() error{
				"add": func() error {
					_, err := fx.open(false).Add(ctx, AddRequest{Spec: fx.up.FileURL() + "@v1", Skills: []string{"xlsx"}, Name: "up"})
					return err
				},
				"revoke":  func() error { _, _, err := fx.open(false).Revoke(ctx, []string{"pdf"}); return err },
				"remove":  func() error { _, err := fx.open(false).Remove(ctx, []string{"pdf"}); return err },
				"install": func() error { _, err := fx.open(false).Install(ctx, InstallOptions{}); return err },
				"approve": func() error {
					p := fx.open(false)
					pv, err := p.PreviewApproval(ctx, []string{"pdf"}, false, "")
					if err != nil {
						return err
					}
					_, err = p.Approve(ctx, pv, "tester", nil)
					return err
				},
			}
			for _, name := range slices.Sorted(maps.Keys(runs)) {
				err := runs[name]()
				if err == nil || !errors.Is(err, errkind.Invalid) || !strings.Contains(err.Error(), tc.want) {
					t.Errorf("%s: %v, want a refusal saying %q", name, err, tc.want)
				}
				if after := fx.published(); after != before {
					t.Errorf("%s was refused but changed the project:\n%s\nwant\n%s", name, after, before)
				}
			}
			if _, err := os.Stat(filepath.Join(fx.dir, ".git")); tc.target == ".git/hooks" && tc.want == "would be made inside .git" && err == nil {
				t.Error("skillpin made .git")
			}
			if _, err := os.Stat(filepath.Join(fx.dir, ".git", "hooks", "pdf")); err == nil {
				t.Error("skillpin wrote into .git/hooks")
			}
			if st := fx.state("pdf"); st.Targets[tc.target] != "refused" {
				t.Errorf("status of pdf = %v, want the target refused", st.Targets)
			}
		})
	}
}
