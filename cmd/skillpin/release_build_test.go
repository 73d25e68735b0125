//go:build skillpin_release

package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/humanize"
	"github.com/skillpin/skillpin/internal/testfs"
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
