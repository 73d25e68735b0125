// Package release makes the packages of a release from its archives: the
// npm packages (a launcher and one package per platform) and the Homebrew
// formula, each pinned to the archives' sha256 in checksums.txt.
package release

import (
	"archive/tar"
	"archive/zip"
	"bufio"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

// Project is the release's project name: archives are named
// PROJECT_VERSION_OS_ARCH.tar.gz (.zip on windows), as .goreleaser.yaml
// names them.
const Project = "skillpin"

// Repository is the repository the release is published from: the
// download URLs of the formula and the npm packages' repository field
// (which npm's provenance checks against the workflow that published).
const Repository = "https://github.com/skillpin/skillpin"

// maxBinary bounds the binary read out of an archive.
const maxBinary = 512 << 20

// Archive is one platform's release archive.
type Archive struct {
	OS, Arch string // Go's GOOS and GOARCH
	Name     string // file name, e.g. skillpin_1.2.3_linux_amd64.tar.gz
	Path     string // where it is on disk
	SHA256   string // lowercase hex, from checksums.txt and checked against the file
}

// Platforms are the release targets, in the order of .goreleaser.yaml.
var Platforms = []struct{ OS, Arch string }{
	{"linux", "amd64"}, {"linux", "arm64"},
	{"darwin", "amd64"}, {"darwin", "arm64"},
	{"windows", "amd64"}, {"windows", "arm64"},
}

// ArchiveName is the name GoReleaser gives a platform's archive.
func ArchiveName(version, goos, goarch string) string {
	ext := ".tar.gz"
	if goos == "windows" {
		ext = ".zip"
	}
	return fmt.Sprintf("%s_%s_%s_%s%s", Project, version, goos, goarch, ext)
}

var versionRE = regexp.MustCompile(`^[0-9]+\.[0-9]+\.[0-9]+(?:-[0-9A-Za-z.-]+)?$`)

// CheckVersion accepts a semantic version without the leading "v", as
// GoReleaser's .Version and npm want it.
func CheckVersion(v string) error {
	if !versionRE.MatchString(v) {
		return fmt.Errorf("version %q is not MAJOR.MINOR.PATCH[-PRERELEASE] (without a leading v)", v)
	}
	return nil
}

// ReadDist finds the archives of version in dir (GoReleaser's dist/),
// checking each against checksums.txt. Every platform must be there
// unless partial is set (a local build of one platform), in which case
// the platforms whose archive is missing are left out.
func ReadDist(dir, version string, partial bool) ([]Archive, error) {
	if err := CheckVersion(version); err != nil {
		return nil, err
	}
	sums, err := readChecksums(filepath.Join(dir, "checksums.txt"))
	if err != nil {
		return nil, err
	}
	var out []Archive
	for _, p := range Platforms {
		name := ArchiveName(version, p.OS, p.Arch)
		path := filepath.Join(dir, name)
		want, listed := sums[name]
		if _, err := os.Stat(path); err != nil {
			if partial && errors.Is(err, os.ErrNotExist) {
				continue
			}
			return nil, fmt.Errorf("archive for %s/%s: %w", p.OS, p.Arch, err)
		}
		if !listed {
			return nil, fmt.Errorf("%s is not listed in %s", name, filepath.Join(dir, "checksums.txt"))
		}
		got, err := fileSHA256(path)
		if err != nil {
			return nil, err
		}
		if got != want {
			return nil, fmt.Errorf("%s: sha256 %s, but checksums.txt says %s", name, got, want)
		}
		out = append(out, Archive{OS: p.OS, Arch: p.Arch, Name: name, Path: path, SHA256: got})
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no archive of version %s in %s (want names like %s)", version, dir, ArchiveName(version, "linux", "amd64"))
	}
	return out, nil
}

// readChecksums reads sha256sum output: "HEX  NAME" per line.
func readChecksums(path string) (map[string]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sums := map[string]string{}
	sc := bufio.NewScanner(io.LimitReader(f, 1<<20))
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		sum, name, ok := strings.Cut(line, "  ")
		if !ok || len(sum) != 64 || strings.Trim(sum, "0123456789abcdef") != "" || name == "" {
			return nil, fmt.Errorf("%s:%d: not a sha256sum line (HEX  NAME)", path, n)
		}
		sums[strings.TrimPrefix(name, "*")] = sum
	}
	return sums, sc.Err()
}

func fileSHA256(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", fmt.Errorf("%s: %w", path, err)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// binaryName is the binary's name inside an archive.
func binaryName(goos string) string {
	if goos == "windows" {
		return Project + ".exe"
	}
	return Project
}

// CopyBinary copies the skillpin binary out of an archive (at its top
// level) to w, streaming: a binary is tens of megabytes.
func (a Archive) CopyBinary(w io.Writer) error {
	want := binaryName(a.OS)
	if strings.HasSuffix(a.Name, ".zip") {
		z, err := zip.OpenReader(a.Path)
		if err != nil {
			return fmt.Errorf("%s: %w", a.Name, err)
		}
		defer z.Close()
		for _, f := range z.File {
			if f.Name != want {
				continue
			}
			r, err := f.Open()
			if err != nil {
				return fmt.Errorf("%s: %s: %w", a.Name, want, err)
			}
			defer r.Close()
			return copyBounded(w, r, a.Name)
		}
		return fmt.Errorf("%s holds no %s", a.Name, want)
	}
	f, err := os.Open(a.Path)
	if err != nil {
		return err
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		return fmt.Errorf("%s: %w", a.Name, err)
	}
	tr := tar.NewReader(gz)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return fmt.Errorf("%s holds no %s", a.Name, want)
		}
		if err != nil {
			return fmt.Errorf("%s: %w", a.Name, err)
		}
		if h.Name == want && h.Typeflag == tar.TypeReg {
			return copyBounded(w, tr, a.Name)
		}
	}
}

func copyBounded(w io.Writer, r io.Reader, name string) error {
	n, err := io.Copy(w, io.LimitReader(r, maxBinary+1))
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	if n > maxBinary {
		return fmt.Errorf("%s: the binary is over %d MiB", name, maxBinary>>20)
	}
	return nil
}

// sortArchives orders archives as Platforms does.
func sortArchives(as []Archive) []Archive {
	out := append([]Archive(nil), as...)
	idx := func(a Archive) int {
		for i, p := range Platforms {
			if p.OS == a.OS && p.Arch == a.Arch {
				return i
			}
		}
		return len(Platforms)
	}
	sort.SliceStable(out, func(i, j int) bool { return idx(out[i]) < idx(out[j]) })
	return out
}
