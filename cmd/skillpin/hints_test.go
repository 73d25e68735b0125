package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/e2etest"
	"github.com/skillpin/skillpin/internal/install/filelock"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/ui/hint"
)

// TestHintsForTheScope: the commands a message tells the user to run are
// rendered for the scope of the run, once, by the command line: a project
// reads "`skillpin install`" and the user scope "`skillpin -g install`",
// whichever package the message comes from; a lock holder's command line
// is what that run recorded, never changed.
func TestHintsForTheScope(t *testing.T) {
	t.Parallel()
	up := e2etest.Upstream(t)
	for _, tc := range []struct {
		name string
		// setup prepares the scope whose config directory is dir; args
		// run in it (with -g for the user scope).
		setup func(t *testing.T, e *e2e, dir string, global []string)
		args  []string
		code  int
		// want are the texts of the project scope; in the user scope
		// every "`skillpin " in them reads "`skillpin -g ", unless user
		// says what the user scope prints.
		want, user []string
	}{
		{
			name: "nothing locked",
			args: []string{"approve", "--all"},
			code: 2,
			want: []string{"nothing is locked yet: add skills with `skillpin add` first"},
		},
		{
			name: "a conflicted lock",
			setup: func(t *testing.T, e *e2e, dir string, global []string) {
				testfs.WriteFile(t, filepath.Join(dir, "skills.lock"), "version = 1\n<<<<<<< ours\n=======\n>>>>>>> theirs\n")
			},
			args: []string{"install"},
			code: 2,
			want: []string{"do not merge it by hand: resolve skills.toml, then run `skillpin relock` to rebuild skills.lock from it, and review the result with `skillpin diff`"},
		},
		{
			name: "a lock edited by hand",
			setup: func(t *testing.T, e *e2e, dir string, global []string) {
				e.must(append(global, "add", up.FileURL()+"@v1", "--skill", "pdf")...)
				p := filepath.Join(dir, "skills.lock")
				data, err := os.ReadFile(p)
				if err != nil {
					t.Fatal(err)
				}
				testfs.WriteFile(t, p, strings.Replace(string(data), `kind = "tag"`, `kind = "label"`, 1))
			},
			args: []string{"install"},
			code: 2,
			want: []string{`kind "label" is not one of tag, branch, commit, path; the lockfile is written by skillpin only: restore it from version control or re-run ` + "`skillpin install`"},
		},
		{
			name: "init twice",
			args: []string{"init"},
			code: 2,
			want: []string{"skills.toml already exists; edit it or use `skillpin add`"},
		},
		{
			name: "a frozen install that disagrees",
			setup: func(t *testing.T, e *e2e, dir string, global []string) {
				p := filepath.Join(dir, "skills.toml")
				data, err := os.ReadFile(p)
				if err != nil {
					t.Fatal(err)
				}
				testfs.WriteFile(t, p, string(data)+"\n[[source]]\nname = \"up\"\nurl = \""+up.FileURL()+"\"\nref = \"v1\"\nskills = [\"pdf\"]\n")
			},
			args: []string{"install", "--frozen"},
			code: 1,
			want: []string{"run `skillpin install` without --frozen (or `skillpin update`) and commit the new skills.lock"},
		},
		{
			name: "a newer version upstream",
			setup: func(t *testing.T, e *e2e, dir string, global []string) {
				r := e2etest.Upstream(t)
				e.must(append(global, "add", r.FileURL()+"@v1", "--skill", "pdf", "--name", "up")...)
				r.WriteFile("skills/pdf/notes.md", "more\n")
				r.Commit("more")
				r.Tag("v2")
			},
			args: []string{"outdated"},
			want: []string{"\n  skillpin update up --to v2 (or every tag-pinned source: skillpin update --latest)\n"},
			user: []string{"\n  skillpin -g update up --to v2 (or every tag-pinned source: skillpin -g update --latest)\n"},
		},
		{
			name: "a skill pending approval",
			setup: func(t *testing.T, e *e2e, dir string, global []string) {
				e.must(append(global, "add", up.FileURL()+"@v1", "--skill", "pdf")...)
			},
			args: []string{"show", "pdf"},
			code: 1,
			want: []string{"approval pending (run `skillpin approve pdf`)"},
		},
	} {
		for _, global := range []bool{false, true} {
			name := tc.name + "/project"
			if global {
				name = tc.name + "/user"
			}
			t.Run(name, func(t *testing.T) {
				t.Parallel()
				u := newUserScope(t, false)
				u.must("-g", "init")
				u.must("init")
				dir, g, want := u.dir, []string(nil), tc.want
				if global {
					dir, g = u.config, []string{"-g"}
					want = tc.user
					if want == nil {
						want = make([]string, len(tc.want))
						for i, w := range tc.want {
							want[i] = strings.ReplaceAll(w, "`skillpin ", "`skillpin -g ")
						}
					}
				}
				if tc.setup != nil {
					tc.setup(t, u.e2e, dir, g)
				}
				u.expect(tc.code, want, append(g, tc.args...)...)
			})
		}
	}
}

// TestHintsLockHolder: a run that waits for the user scope's run lock
// names the holder by the command line the holder recorded, with or
// without -g, and renders only its own hints for its scope.
func TestHintsLockHolder(t *testing.T) {
	t.Parallel()
	up := sharedUpstream(t)
	for _, holder := range []string{"install", "-g install"} {
		t.Run(holder, func(t *testing.T) {
			t.Parallel()
			u := newUserScope(t, false)
			u.must("-g", "init")
			u.must("-g", "add", up.FileURL()+"@v1", "--skill", "pdf")
			unlock, err := filelock.Acquire(t.Context(), filepath.Join(u.data, "lock"), holder)
			if err != nil {
				t.Fatal(err)
			}
			defer unlock()
			_, errOut := u.expect(1, []string{fmt.Sprintf("pid %d running `skillpin %s` since", os.Getpid(), holder)}, "-g", "approve", "pdf", "--yes")
			if strings.Contains(errOut, "`skillpin -g -g") {
				t.Errorf("a holder's command line was changed:\n%s", errOut)
			}
		})
	}
}

// TestHintsInLogAndInfo: what operations log (hint.Fprintln on env.Log),
// Infof, Warnf and Printf render the commands their arguments name for
// the scope of the run, and leave text that only looks like a command as
// it is.
func TestHintsInLogAndInfo(t *testing.T) {
	t.Parallel()
	for _, global := range []bool{false, true} {
		home := testfs.TempDir(t)
		f, out, errOut := testFactory(map[string]string{"HOME": home, "XDG_CONFIG_HOME": filepath.Join(home, "c"), "XDG_DATA_HOME": filepath.Join(home, "d")}, false)
		f.Global, f.Dir = global, testfs.TempDir(t)
		env, err := f.Env("install", false)
		if err != nil {
			t.Fatal(err)
		}
		hint.Fprintln(env.Log, hint.Sprintf("trusted root does not match the lock (%s): rebuilding it", hint.Sprintf("run `%s`", hint.Run("install"))))
		f.Infof("%s pending: %s", "pdf", hint.Run("approve", "--all"))
		f.Warnf("%s", hint.Errorf("store entry missing: run `%s`", hint.Run("install", "--repair")))
		f.Printf("to update: %s\n", hint.Sprintf("%s (waiting for `skillpin install`)", hint.Run("update", "up")))
		f.Flush()
		g := ""
		if global {
			g = "-g "
		}
		wantErr := "trusted root does not match the lock (run `skillpin " + g + "install`): rebuilding it\n" +
			"pdf pending: skillpin " + g + "approve --all\n" +
			"warning: store entry missing: run `skillpin " + g + "install --repair`\n"
		if errOut.String() != wantErr {
			t.Errorf("global=%v: stderr\n%s\nwant\n%s", global, errOut, wantErr)
		}
		if want := "to update: skillpin " + g + "update up (waiting for `skillpin install`)\n"; out.String() != want {
			t.Errorf("global=%v: stdout %q, want %q", global, out, want)
		}
	}
}
