//go:build skillpin_release

package main

import (
	"archive/tar"
	"archive/zip"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/e2etest"
	"github.com/skillpin/skillpin/internal/release"
	"github.com/skillpin/skillpin/internal/testfs"
)

// TestNPMPackages makes the npm packages from release archives holding the
// locally built binary (the other platforms' archives hold a placeholder),
// packs them with npm and runs skillpin through the launcher: installed
// from the tarballs, and with npx. No registry is used: npm runs
// --offline with its registry pointed at a closed port on 127.0.0.1 and
// its cache and home in temp dirs; the other platforms' optional
// dependencies are skipped as npm skips optional dependencies that fail.
func TestNPMPackages(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("packs and installs npm packages")
	}
	npm, errNPM := exec.LookPath("npm")
	npx, errNPX := exec.LookPath("npx")
	if _, err := exec.LookPath("node"); err != nil || errNPM != nil || errNPX != nil {
		t.Skip("node, npm and npx are needed")
	}
	if _, ok := map[string]bool{"linux/amd64": true, "linux/arm64": true, "darwin/amd64": true, "darwin/arm64": true}[runtime.GOOS+"/"+runtime.GOARCH]; !ok {
		t.Skipf("no npm package for %s/%s here", runtime.GOOS, runtime.GOARCH)
	}
	// Streamed, never read whole: the test process's peak memory is
	// every child's starting peak (ru_maxrss survives exec), which the
	// hostile-input tests bound.
	bin := e2etest.Binary(t)

	const version = "1.2.3"
	dist := testfs.TempDir(t)
	var sums strings.Builder
	for _, p := range release.Platforms {
		src := filepath.Join(dist, "placeholder")
		os.WriteFile(src, []byte("#!/bin/sh\necho placeholder for "+p.OS+"/"+p.Arch+"\n"), 0o755)
		if p.OS == runtime.GOOS && p.Arch == runtime.GOARCH {
			src = bin
		}
		name := release.ArchiveName(version, p.OS, p.Arch)
		sum := releaseArchive(t, filepath.Join(dist, name), p.OS, src)
		fmt.Fprintf(&sums, "%s  %s\n", sum, name)
	}
	if err := os.WriteFile(filepath.Join(dist, "checksums.txt"), []byte(sums.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	archives, err := release.ReadDist(dist, version, false)
	if err != nil {
		t.Fatal(err)
	}
	dirs, err := release.WriteNPM(filepath.Join(dist, "npm"), version, archives)
	if err != nil {
		t.Fatal(err)
	}

	home := testfs.TempDir(t)
	env := []string{
		"PATH=" + os.Getenv("PATH"),
		"HOME=" + home,
		"npm_config_cache=" + filepath.Join(home, "npm-cache"),
		"npm_config_userconfig=" + filepath.Join(home, "npmrc"),
		"npm_config_registry=http://127.0.0.1:9/",
		"npm_config_offline=true",
		"npm_config_audit=false",
		"npm_config_fund=false",
		"npm_config_update_notifier=false",
		"SKILLPIN_CACHE=" + filepath.Join(home, "skillpin-cache"),
	}
	run := func(dir string, name string, args ...string) (string, int) {
		t.Helper()
		cmd := exec.Command(name, args...)
		cmd.Dir, cmd.Env = dir, env
		out, err := cmd.CombinedOutput()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatalf("%s %v: %v\n%s", name, args, err, out)
		}
		return string(out), code
	}

	tgz := testfs.TempDir(t)
	tarballs := map[string]string{}
	for _, d := range dirs {
		out, code := run(d, npm, "pack", "--pack-destination", tgz)
		if code != 0 {
			t.Fatalf("npm pack %s: exit %d\n%s", d, code, out)
		}
		lines := strings.Split(strings.TrimSpace(out), "\n")
		tarballs[filepath.Base(d)] = filepath.Join(tgz, lines[len(lines)-1])
	}
	host := strings.TrimPrefix(release.NPMPlatformName(runtime.GOOS, runtime.GOARCH), release.NPMScope+"/")
	launcher, native := tarballs["cli"], tarballs[host]
	if launcher == "" || native == "" {
		t.Fatalf("tarballs %v lack cli or %s", tarballs, host)
	}

	// Installed into a project, as `npm install @skillpin/cli` would.
	proj := testfs.TempDir(t)
	os.WriteFile(filepath.Join(proj, "package.json"), []byte(`{"name": "t", "version": "0.0.0", "private": true}`), 0o644)
	if out, code := run(proj, npm, "install", native, launcher); code != 0 {
		t.Fatalf("npm install: exit %d\n%s", code, out)
	}
	if _, err := os.Stat(filepath.Join(proj, "node_modules", "@skillpin", "cli-win32-x64")); err == nil {
		t.Error("npm installed the package of another platform")
	}
	// What the locally built binary says of itself: "(devel)", or a
	// pseudo-version where go build stamps version control information.
	want, code := run(proj, bin, "version")
	if code != 0 || !strings.HasPrefix(want, "skillpin ") {
		t.Fatalf("%s version: exit %d, %q", bin, code, want)
	}
	shim := filepath.Join(proj, "node_modules", ".bin", "skillpin")
	if out, code := run(proj, shim, "version"); code != 0 || out != want {
		t.Errorf("node_modules/.bin/skillpin version: exit %d, %q; want the locally built binary's %q", code, out, want)
	}
	// The exit status passes through the launcher.
	if out, code := run(proj, shim, "no-such-command"); code != 2 || !strings.Contains(out, "unknown command") {
		t.Errorf("skillpin no-such-command through the launcher: exit %d, %q; want exit 2", code, out)
	}
	if out, code := run(proj, npx, "skillpin", "version"); code != 0 || out != want {
		t.Errorf("npx skillpin version: exit %d, %q", code, out)
	}

	// npx straight from the tarballs, as `npx @skillpin/cli version`.
	empty := testfs.TempDir(t)
	if out, code := run(empty, npx, "--yes", "--package="+native, "--package="+launcher, "--", "skillpin", "version"); code != 0 || out != want {
		t.Errorf("npx --package … skillpin version: exit %d, %q", code, out)
	}

	// Optional dependencies omitted: the launcher names what is missing.
	bare := testfs.TempDir(t)
	os.WriteFile(filepath.Join(bare, "package.json"), []byte(`{"name": "t", "version": "0.0.0", "private": true}`), 0o644)
	if out, code := run(bare, npm, "install", "--omit=optional", launcher); code != 0 {
		t.Fatalf("npm install --omit=optional: exit %d\n%s", code, out)
	}
	out, code := run(bare, filepath.Join(bare, "node_modules", ".bin", "skillpin"), "version")
	if code != 2 || !strings.Contains(out, "the package @skillpin/"+host+" is not installed") || !strings.Contains(out, "--omit=optional") {
		t.Errorf("launcher without its platform package: exit %d, %q; want exit 2 naming @skillpin/%s", code, out, host)
	}
}

// releaseArchive writes a release archive as GoReleaser makes it to
// path: the binary src at the top level (zip on windows). It returns the
// archive's sha256.
func releaseArchive(t *testing.T, path, goos, src string) string {
	t.Helper()
	in, err := os.Open(src)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	fi, err := in.Stat()
	if err != nil {
		t.Fatal(err)
	}
	out, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	h := sha256.New()
	w := io.MultiWriter(out, h)
	if goos == "windows" {
		zw := zip.NewWriter(w)
		f, err := zw.Create("skillpin.exe")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := io.Copy(f, in); err != nil {
			t.Fatal(err)
		}
		if err := zw.Close(); err != nil {
			t.Fatal(err)
		}
	} else {
		gz := gzip.NewWriter(w)
		tw := tar.NewWriter(gz)
		if err := tw.WriteHeader(&tar.Header{Name: "skillpin", Mode: 0o755, Size: fi.Size(), Typeflag: tar.TypeReg}); err != nil {
			t.Fatal(err)
		}
		if _, err := io.Copy(tw, in); err != nil {
			t.Fatal(err)
		}
		if err := tw.Close(); err != nil {
			t.Fatal(err)
		}
		if err := gz.Close(); err != nil {
			t.Fatal(err)
		}
	}
	if err := out.Close(); err != nil {
		t.Fatal(err)
	}
	return hex.EncodeToString(h.Sum(nil))
}
