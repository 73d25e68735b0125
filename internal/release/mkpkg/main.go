// Command mkpkg makes the npm packages and the Homebrew formula of a
// release from GoReleaser's dist/ directory (the archives and
// checksums.txt), for the release workflow:
//
//	go run ./internal/release/mkpkg -dist dist -version 1.2.3 -out dist/packages
//
// It writes OUT/npm/cli (@skillpin/cli), OUT/npm/cli-OS-CPU (one per
// platform) and OUT/homebrew/skillpin.rb, and prints the package
// directories, the launcher's last (publish it last).
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/skillpin/skillpin/internal/release"
)

func main() {
	dist := flag.String("dist", "dist", "GoReleaser's output directory: the archives and checksums.txt")
	version := flag.String("version", "", "the release's version, without the leading v (GoReleaser's .Version)")
	out := flag.String("out", "", "where to write npm/ and homebrew/ (default DIST/packages)")
	partial := flag.Bool("partial", false, "allow platforms to be missing (a local build of some platforms)")
	flag.Parse()
	if flag.NArg() != 0 || *version == "" {
		fmt.Fprintln(os.Stderr, "usage: mkpkg -version X.Y.Z [-dist DIR] [-out DIR] [-partial]")
		os.Exit(2)
	}
	if *out == "" {
		*out = filepath.Join(*dist, "packages")
	}
	if err := run(*dist, *version, *out, *partial); err != nil {
		fmt.Fprintln(os.Stderr, "mkpkg:", err)
		os.Exit(1)
	}
}

func run(dist, version, out string, partial bool) error {
	archives, err := release.ReadDist(dist, version, partial)
	if err != nil {
		return err
	}
	dirs, err := release.WriteNPM(filepath.Join(out, "npm"), version, archives)
	if err != nil {
		return err
	}
	formula, err := release.Formula(version, archives)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Join(out, "homebrew"), 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(out, "homebrew", "skillpin.rb"), formula, 0o644); err != nil {
		return err
	}
	for _, d := range dirs {
		fmt.Println(d)
	}
	return nil
}
