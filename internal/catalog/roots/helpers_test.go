package roots

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/skillpin/skillpin/internal/fetch/gittest"
	"github.com/skillpin/skillpin/internal/project"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/verify/state"
)

// fixture is a project whose skills come from a local upstream repository,
// in a cache and home of its own.
type fixture struct {
	t     *testing.T
	dir   string
	cache string
	up    *gittest.Repo
	env   map[string]string
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	home := testfs.TempDir(t)
	fx := &fixture{t: t, dir: testfs.TempDir(t), cache: testfs.TempDir(t), up: gittest.NewRepo(t)}
	fx.env = map[string]string{"SKILLPIN_CACHE": fx.cache, "HOME": home, "GIT_CONFIG_GLOBAL": os.DevNull, "GIT_CONFIG_NOSYSTEM": "1", "GIT_TERMINAL_PROMPT": "0", state.MachinePolicyEnv: filepath.Join(home, "no-machine-policy.toml")}
	if _, err := project.Init(fx.dir, project.InitRequest{NoTargets: true}); err != nil {
		t.Fatal(err)
	}
	return fx
}

// twoSkills commits two skills upstream and tags v1.
func (fx *fixture) twoSkills() {
	md := func(name, desc string) string {
		return testfs.SkillMD(name, desc, "allowed-tools: Read Grep\n", "# "+name+"\n\nDo the thing.\n")
	}
	fx.up.WriteFile("skills/pdf/SKILL.md", md("pdf", "Work with PDF files."))
	fx.up.WriteExec("skills/pdf/scripts/extract.sh", "#!/bin/sh\necho extract\n")
	fx.up.WriteFile("skills/pdf/references/spec.md", "spec\n")
	fx.up.WriteFile("skills/xlsx/SKILL.md", md("xlsx", "Work with spreadsheets."))
	fx.up.Commit("two skills")
	fx.up.Tag("v1")
}

func (fx *fixture) envOf(offline bool) project.Env {
	return project.Env{
		Dir:     fx.dir,
		Getenv:  func(k string) string { return fx.env[k] },
		Offline: offline,
		Now:     func() time.Time { return time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC) },
		Command: "test",
	}
}

// where is what the views read the fixture's project with.
func (fx *fixture) where() state.Where {
	env := fx.envOf(true)
	return env.Where()
}

func (fx *fixture) open(offline bool) *project.Project {
	fx.t.Helper()
	p, err := project.Open(fx.envOf(offline))
	if err != nil {
		fx.t.Fatalf("Open: %v", err)
	}
	return p
}

func (fx *fixture) add(req project.AddRequest) {
	fx.t.Helper()
	if _, err := fx.open(false).Add(context.Background(), req); err != nil {
		fx.t.Fatalf("Add(%+v): %v", req, err)
	}
}

// approve approves the named skills as the review shows them.
func (fx *fixture) approve(names ...string) {
	fx.t.Helper()
	pv, err := fx.open(true).PreviewApproval(context.Background(), names, false, "")
	if err != nil {
		fx.t.Fatal(err)
	}
	if _, err := fx.open(false).Approve(context.Background(), pv, "me", nil); err != nil {
		fx.t.Fatal(err)
	}
}
