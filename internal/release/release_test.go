package release

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/testfs"
)

// FakeDist writes the archives of version for platforms into a new
// directory, each holding bins[platform] (default: a line naming the
// platform) as the binary plus a man page, and a checksums.txt.
func fakeDist(t *testing.T, version string, bins map[string][]byte) string {
	t.Helper()
	dir := testfs.TempDir(t)
	var sums strings.Builder
	for _, p := range Platforms {
		bin := bins[p.OS+"/"+p.Arch]
		if bin == nil {
			bin = []byte("binary for " + p.OS + "/" + p.Arch + "\n")
		}
		name := ArchiveName(version, p.OS, p.Arch)
		data := archive(t, p.OS, bin)
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
		sum := sha256.Sum256(data)
		fmt.Fprintf(&sums, "%s  %s\n", hex.EncodeToString(sum[:]), name)
	}
	if err := os.WriteFile(filepath.Join(dir, "checksums.txt"), []byte(sums.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// archive makes a release archive as GoReleaser does: the binary, the
// README and the man pages at the top level.
func archive(t *testing.T, goos string, bin []byte) []byte {
	t.Helper()
	files := []struct {
		name string
		mode int64
		data []byte
	}{{"README.md", 0o644, []byte("# skillpin\n")}, {binaryName(goos), 0o755, bin}, {"docs/man/skillpin.1", 0o644, []byte(".TH SKILLPIN 1\n")}}
	var buf bytes.Buffer
	if goos == "windows" {
		zw := zip.NewWriter(&buf)
		for _, f := range files {
			w, err := zw.Create(f.name)
			if err != nil {
				t.Fatal(err)
			}
			w.Write(f.data)
		}
		if err := zw.Close(); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	gz := gzip.NewWriter(&buf)
	tw := tar.NewWriter(gz)
	for _, f := range files {
		if err := tw.WriteHeader(&tar.Header{Name: f.name, Mode: f.mode, Size: int64(len(f.data)), Typeflag: tar.TypeReg}); err != nil {
			t.Fatal(err)
		}
		tw.Write(f.data)
	}
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := gz.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestReadDist(t *testing.T) {
	dist := fakeDist(t, "1.2.3", nil)
	as, err := ReadDist(dist, "1.2.3", false)
	if err != nil {
		t.Fatal(err)
	}
	if len(as) != len(Platforms) {
		t.Fatalf("%d archives, want %d", len(as), len(Platforms))
	}
	for _, a := range as {
		var bin bytes.Buffer
		if err := a.CopyBinary(&bin); err != nil {
			t.Fatalf("%s: %v", a.Name, err)
		}
		if want := "binary for " + a.OS + "/" + a.Arch + "\n"; bin.String() != want {
			t.Errorf("%s: binary %q, want %q", a.Name, bin.String(), want)
		}
	}
}

func TestReadDistRefuses(t *testing.T) {
	tests := []struct {
		name    string
		version string
		partial bool
		break_  func(t *testing.T, dist string)
		want    string
	}{
		{"tampered archive", "1.2.3", false, func(t *testing.T, dist string) {
			os.WriteFile(filepath.Join(dist, ArchiveName("1.2.3", "darwin", "arm64")), []byte("other bytes"), 0o644)
		}, "but checksums.txt says"},
		{"archive not in checksums.txt", "1.2.3", false, func(t *testing.T, dist string) {
			b, _ := os.ReadFile(filepath.Join(dist, "checksums.txt"))
			var keep []string
			for _, l := range strings.Split(string(b), "\n") {
				if !strings.Contains(l, "linux_arm64") {
					keep = append(keep, l)
				}
			}
			os.WriteFile(filepath.Join(dist, "checksums.txt"), []byte(strings.Join(keep, "\n")), 0o644)
		}, "is not listed in"},
		{"missing platform", "1.2.3", false, func(t *testing.T, dist string) {
			os.Remove(filepath.Join(dist, ArchiveName("1.2.3", "windows", "arm64")))
		}, "archive for windows/arm64"},
		{"malformed checksums.txt", "1.2.3", false, func(t *testing.T, dist string) {
			os.WriteFile(filepath.Join(dist, "checksums.txt"), []byte("nonsense\n"), 0o644)
		}, "not a sha256sum line"},
		{"version with v", "v1.2.3", false, func(*testing.T, string) {}, "without a leading v"},
		{"no archive of the version", "9.9.9", true, func(*testing.T, string) {}, "no archive of version 9.9.9"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dist := fakeDist(t, "1.2.3", nil)
			tt.break_(t, dist)
			_, err := ReadDist(dist, tt.version, tt.partial)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("ReadDist: %v, want an error saying %q", err, tt.want)
			}
		})
	}
	// partial: a missing platform is left out, not an error.
	dist := fakeDist(t, "1.2.3", nil)
	os.Remove(filepath.Join(dist, ArchiveName("1.2.3", "windows", "arm64")))
	as, err := ReadDist(dist, "1.2.3", true)
	if err != nil || len(as) != len(Platforms)-1 {
		t.Fatalf("ReadDist partial: %d archives, %v; want %d", len(as), err, len(Platforms)-1)
	}
}

// TestWriteBinaryTruncated: an archive that ends inside the binary is an
// error, and no partial binary is left where a package would pick it up.
func TestWriteBinaryTruncated(t *testing.T) {
	bin := make([]byte, 256<<10)
	for i := range bin {
		bin[i] = byte(i*7919 ^ i>>5) // compresses poorly: the cut falls inside it
	}
	data := archive(t, "linux", bin)
	dir := testfs.TempDir(t)
	a := Archive{OS: "linux", Arch: "amd64", Name: "skillpin_1.2.3_linux_amd64.tar.gz", Path: filepath.Join(dir, "a.tar.gz")}
	if err := os.WriteFile(a.Path, data[:len(data)*2/3], 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "skillpin")
	if err := writeBinary(out, a); err == nil {
		t.Fatal("writeBinary of a truncated archive succeeded")
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("a partial binary was left at %s (stat: %v)", out, err)
	}
}

func TestWriteNPM(t *testing.T) {
	dist := fakeDist(t, "1.2.3", nil)
	as, err := ReadDist(dist, "1.2.3", false)
	if err != nil {
		t.Fatal(err)
	}
	out := testfs.TempDir(t)
	dirs, err := WriteNPM(out, "1.2.3", as)
	if err != nil {
		t.Fatal(err)
	}
	if len(dirs) != len(Platforms)+1 || filepath.Base(dirs[len(dirs)-1]) != "cli" {
		t.Fatalf("package dirs %q: want one per platform, then the launcher", dirs)
	}
	read := func(dir string) map[string]any {
		b, err := os.ReadFile(filepath.Join(dir, "package.json"))
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(b, &m); err != nil {
			t.Fatal(err)
		}
		// pnpm, yarn and npm --ignore-scripts users get no install
		// scripts; neither does anybody else.
		if _, ok := m["scripts"]; ok {
			t.Errorf("%s: package.json has scripts", dir)
		}
		if m["version"] != "1.2.3" {
			t.Errorf("%s: version %v", dir, m["version"])
		}
		if repo, _ := m["repository"].(map[string]any); repo["url"] != "git+"+Repository+".git" {
			t.Errorf("%s: repository %v (provenance checks it against the publishing workflow)", dir, m["repository"])
		}
		return m
	}
	launcher := read(dirs[len(dirs)-1])
	if launcher["name"] != NPMName {
		t.Errorf("launcher name %v", launcher["name"])
	}
	if bin, _ := launcher["bin"].(map[string]any); bin["skillpin"] != "bin/skillpin.js" {
		t.Errorf("launcher bin %v", launcher["bin"])
	}
	js, err := os.ReadFile(filepath.Join(dirs[len(dirs)-1], "bin", "skillpin.js"))
	if err != nil {
		t.Fatal(err)
	}
	opt, _ := launcher["optionalDependencies"].(map[string]any)
	wantOS := map[string]string{"linux": "linux", "darwin": "darwin", "windows": "win32"}
	wantCPU := map[string]string{"amd64": "x64", "arm64": "arm64"}
	for i, p := range Platforms {
		m := read(dirs[i])
		name := NPMName + "-" + wantOS[p.OS] + "-" + wantCPU[p.Arch]
		if m["name"] != name {
			t.Errorf("package %d: name %v, want %s", i, m["name"], name)
		}
		if fmt.Sprint(m["os"]) != "["+wantOS[p.OS]+"]" || fmt.Sprint(m["cpu"]) != "["+wantCPU[p.Arch]+"]" {
			t.Errorf("%s: os %v cpu %v", name, m["os"], m["cpu"])
		}
		if opt[name] != "1.2.3" {
			t.Errorf("launcher's optionalDependencies lack %s@1.2.3: %v", name, opt)
		}
		exe := "bin/skillpin"
		if p.OS == "windows" {
			exe += ".exe"
		}
		if !slices.Equal(toStrings(m["files"]), []string{exe}) {
			t.Errorf("%s: files %v, want [%s]", name, m["files"], exe)
		}
		fi, err := os.Stat(filepath.Join(dirs[i], filepath.FromSlash(exe)))
		if err != nil || fi.Mode().Perm() != 0o755 {
			t.Errorf("%s: %s: %v %v, want an executable file", name, exe, fi, err)
		}
		if key := fmt.Sprintf("%q: [%q, %q]", wantOS[p.OS]+" "+wantCPU[p.Arch], name, exe); !bytes.Contains(js, []byte(key)) {
			t.Errorf("launcher lacks the entry %s", key)
		}
	}
	if node, err := exec.LookPath("node"); err == nil {
		if out, err := exec.Command(node, "--check", filepath.Join(dirs[len(dirs)-1], "bin", "skillpin.js")).CombinedOutput(); err != nil {
			t.Errorf("node --check launcher: %v\n%s", err, out)
		}
	}
}

func toStrings(v any) []string {
	var out []string
	for _, x := range v.([]any) {
		out = append(out, x.(string))
	}
	return out
}

// TestFormula checks the Homebrew formula without brew: every macOS and
// Linux archive under the block of its platform, with the download URL of
// the release and the sha256 of checksums.txt; Ruby's syntax check when
// ruby is installed.
func TestFormula(t *testing.T) {
	dist := fakeDist(t, "1.2.3", nil)
	as, err := ReadDist(dist, "1.2.3", false)
	if err != nil {
		t.Fatal(err)
	}
	f, err := Formula("1.2.3", as)
	if err != nil {
		t.Fatal(err)
	}
	text := string(f)
	sums, err := readChecksums(filepath.Join(dist, "checksums.txt"))
	if err != nil {
		t.Fatal(err)
	}
	blocks := map[string]string{"darwin": "on_macos", "linux": "on_linux", "amd64": "on_intel", "arm64": "on_arm"}
	for _, p := range Platforms {
		name := ArchiveName("1.2.3", p.OS, p.Arch)
		url := "https://github.com/skillpin/skillpin/releases/download/v1.2.3/" + name
		entry := fmt.Sprintf("    %s do\n      url %q\n      sha256 %q\n    end\n", blocks[p.Arch], url, sums[name])
		if p.OS == "windows" {
			if strings.Contains(text, name) {
				t.Errorf("formula names the windows archive %s", name)
			}
			continue
		}
		i := strings.Index(text, "  "+blocks[p.OS]+" do\n")
		end := strings.Index(text[i+1:], "\n  end\n")
		if i < 0 || end < 0 || !strings.Contains(text[i:i+2+end], entry) {
			t.Errorf("formula lacks, under %s:\n%s\ngot:\n%s", blocks[p.OS], entry, text)
		}
	}
	for _, want := range []string{"class Skillpin < Formula", `version "1.2.3"`, `bin.install "skillpin"`, `man1.install Dir["docs/man/*.1"]`, `assert_match "skillpin v#{version}"`} {
		if !strings.Contains(text, want) {
			t.Errorf("formula lacks %q", want)
		}
	}
	if ruby, err := exec.LookPath("ruby"); err == nil {
		path := filepath.Join(testfs.TempDir(t), "skillpin.rb")
		os.WriteFile(path, f, 0o644)
		if out, err := exec.Command(ruby, "-c", path).CombinedOutput(); err != nil {
			t.Errorf("ruby -c: %v\n%s", err, out)
		}
	} else {
		t.Log("ruby not installed: the formula's Ruby syntax is not checked")
	}
	if _, err := Formula("1.2.3", nil); err == nil {
		t.Error("Formula with no archives: no error")
	}
}
