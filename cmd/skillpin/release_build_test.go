//go:build skillpin_release

package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/e2etest"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/ui/humanize"
)

// maxReleaseBinary is the size a stripped release binary must stay under.
// docs/install.md states the sizes; a binary that grows past this bound
// took in something new, which deserves a look before a release.
const maxReleaseBinary = 40 << 20

// TestReleaseTargets builds skillpin for every target of
// .goreleaser.yaml with its env, flags and ldflags (stripped: -s -w), as
// GoReleaser would, and reports each binary's size. It is slow (six
// cross-builds, about a CPU minute each on a cold build cache), so it
// runs in .ci/run with -tags skillpin_release, not in go test ./...:
//
//	go test -tags skillpin_release -timeout 30m -run '^TestReleaseTargets$' -v ./cmd/skillpin
func TestReleaseTargets(t *testing.T) {
	c := loadGoreleaser(t)
	b := c.Builds[0]
	out := testfs.TempDir(t)
	var report strings.Builder
	for _, goos := range b.Goos {
		for _, goarch := range b.Goarch {
			name := b.Binary
			if goos == "windows" {
				name += ".exe"
			}
			bin := filepath.Join(out, goos+"_"+goarch, name)
			args := append([]string{"build"}, b.Flags...)
			args = append(args, "-ldflags", strings.Join(b.Ldflags, " "), "-o", bin, ".")
			cmd := exec.Command("go", args...)
			cmd.Env = append(os.Environ(), b.Env...)
			cmd.Env = append(cmd.Env, "GOOS="+goos, "GOARCH="+goarch)
			if msg, err := cmd.CombinedOutput(); err != nil {
				t.Errorf("%s/%s: go %v: %v\n%s", goos, goarch, args, err, msg)
				continue
			}
			fi, err := os.Stat(bin)
			if err != nil {
				t.Fatal(err)
			}
			fmt.Fprintf(&report, "  %-14s %11d bytes  %s\n", goos+"/"+goarch, fi.Size(), humanize.Bytes(fi.Size()))
			if fi.Size() > maxReleaseBinary {
				t.Errorf("%s/%s: %s, over the bound of %s", goos, goarch, humanize.Bytes(fi.Size()), humanize.Bytes(maxReleaseBinary))
			}
			if goos == "linux" {
				// Stripped: no symbol table (-s) and no DWARF (-w).
				if sym, err := exec.Command("go", "tool", "nm", bin).CombinedOutput(); err == nil || !strings.Contains(string(sym), "no symbols") {
					t.Errorf("%s/%s: go tool nm found symbols: the binary is not stripped (%v)", goos, goarch, err)
				}
			}
			os.Remove(bin)
		}
	}
	t.Logf("release binaries (%s):\n%s", strings.Join(append(b.Flags, "-ldflags="+strings.Join(b.Ldflags, " ")), " "), report.String())
}

// TestReleaseBuildStampsVersion builds skillpin the way the release
// configuration does (its env, flags and ldflags) from a git repository
// tagged v1.2.3 and checks that the binary says so: the version comes
// from the build info the toolchain stamps, so nothing else sets it.
func TestReleaseBuildStampsVersion(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds skillpin with release flags (slow on a cold build cache)")
	}
	c := loadGoreleaser(t)
	b := c.Builds[0]

	// The module as it is in this work tree, committed and tagged in a
	// repository of its own.
	src := testfs.TempDir(t)
	for _, f := range e2etest.ModuleFiles(t) {
		data, err := os.ReadFile(filepath.Join("..", "..", f))
		if err != nil {
			t.Fatal(err)
		}
		dst := filepath.Join(src, f)
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(dst, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	git := func(args ...string) {
		t.Helper()
		cmd := exec.Command("git", args...)
		cmd.Dir = src
		cmd.Env = append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL="+os.DevNull,
			"GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.com", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.com")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	git("init", "-q")
	git("add", "-A")
	git("commit", "-q", "-m", "release")
	git("tag", "v1.2.3")

	// Into dist/ of the repository, where GoReleaser writes: Go stamps a
	// build "+dirty" when the work tree has untracked files, so dist/ must
	// be ignored.
	bin := filepath.Join(src, "dist", "skillpin_"+runtime.GOOS+"_"+runtime.GOARCH, "skillpin")
	args := append([]string{"build"}, b.Flags...)
	args = append(args, "-ldflags", strings.Join(b.Ldflags, " "), "-o", bin, b.Main)
	// GoReleaser's first build starts with dist/ in place (its metadata).
	if err := os.MkdirAll(filepath.Join(src, "dist"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(src, "dist", "config.yaml"), []byte("version: 2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	build := exec.Command("go", args...)
	build.Dir = src
	build.Env = append(os.Environ(), b.Env...)
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go %v: %v\n%s", args, err, out)
	}
	out, err := exec.Command(bin, "version").Output()
	if err != nil {
		t.Fatalf("skillpin version: %v", err)
	}
	if got := strings.TrimSpace(string(out)); got != "skillpin v1.2.3" {
		t.Errorf("a release build of tag v1.2.3 says %q, want \"skillpin v1.2.3\"", got)
	}
}
