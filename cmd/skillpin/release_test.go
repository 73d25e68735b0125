package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// goreleaserConfig is the part of .goreleaser.yaml these tests hold to
// account. GoReleaser itself is not needed to run them.
type goreleaserConfig struct {
	Version int `yaml:"version"`
	Builds  []struct {
		ID      string   `yaml:"id"`
		Main    string   `yaml:"main"`
		Binary  string   `yaml:"binary"`
		Env     []string `yaml:"env"`
		Goos    []string `yaml:"goos"`
		Goarch  []string `yaml:"goarch"`
		Flags   []string `yaml:"flags"`
		Ldflags []string `yaml:"ldflags"`
	} `yaml:"builds"`
	Archives []struct {
		IDs             []string `yaml:"ids"`
		Formats         []string `yaml:"formats"`
		FormatOverrides []struct {
			Goos    string   `yaml:"goos"`
			Formats []string `yaml:"formats"`
		} `yaml:"format_overrides"`
		Files []string `yaml:"files"`
	} `yaml:"archives"`
	Checksum struct {
		NameTemplate string `yaml:"name_template"`
		Algorithm    string `yaml:"algorithm"`
	} `yaml:"checksum"`
	SBOMs []struct {
		Artifacts string `yaml:"artifacts"`
	} `yaml:"sboms"`
	Signs []struct {
		Cmd       string `yaml:"cmd"`
		Artifacts string `yaml:"artifacts"`
	} `yaml:"signs"`
}

func loadGoreleaser(t *testing.T) goreleaserConfig {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", ".goreleaser.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	var c goreleaserConfig
	if err := yaml.Unmarshal(b, &c); err != nil {
		t.Fatalf(".goreleaser.yaml: %v", err)
	}
	if c.Version != 2 {
		t.Fatalf(".goreleaser.yaml: version %d, want 2 (GoReleaser v2 syntax)", c.Version)
	}
	if len(c.Builds) != 1 {
		t.Fatalf(".goreleaser.yaml: %d builds, want exactly the skillpin binary", len(c.Builds))
	}
	return c
}

// TestGoreleaserConfig checks that the release configuration builds this
// package for every promised platform, the way docs/install.md describes,
// and that what it archives, checksums and signs exists.
func TestGoreleaserConfig(t *testing.T) {
	t.Parallel()
	c := loadGoreleaser(t)
	b := c.Builds[0]

	// main names this very package.
	here, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	if main, _ := filepath.Abs(filepath.Join("..", "..", b.Main)); main != here {
		t.Errorf("builds[0].main = %q resolves to %s, want this package %s", b.Main, main, here)
	}
	if b.Binary != "skillpin" {
		t.Errorf("builds[0].binary = %q, want skillpin", b.Binary)
	}

	// The platform matrix, each pair a port the Go toolchain knows.
	if want := []string{"linux", "darwin", "windows"}; !slices.Equal(b.Goos, want) {
		t.Errorf("goos = %q, want %q", b.Goos, want)
	}
	if want := []string{"amd64", "arm64"}; !slices.Equal(b.Goarch, want) {
		t.Errorf("goarch = %q, want %q", b.Goarch, want)
	}
	out, err := exec.Command("go", "tool", "dist", "list").Output()
	if err != nil {
		t.Fatalf("go tool dist list: %v", err)
	}
	ports := strings.Fields(string(out))
	for _, goos := range b.Goos {
		for _, goarch := range b.Goarch {
			if !slices.Contains(ports, goos+"/"+goarch) {
				t.Errorf("%s/%s is not a Go port", goos, goarch)
			}
		}
	}

	// Static, path-free, version-stamped binaries.
	if !slices.Contains(b.Env, "CGO_ENABLED=0") {
		t.Errorf("builds[0].env = %q lacks CGO_ENABLED=0 (static binaries)", b.Env)
	}
	for _, flag := range []string{"-trimpath", "-buildvcs=true"} {
		if !slices.Contains(b.Flags, flag) {
			t.Errorf("builds[0].flags = %q lacks %s", b.Flags, flag)
		}
	}

	// Stripped: no symbol table, no DWARF (TestReleaseTargets, run by
	// .ci/run, checks the binaries).
	ld := strings.Fields(strings.Join(b.Ldflags, " "))
	for _, flag := range []string{"-s", "-w"} {
		if !slices.Contains(ld, flag) {
			t.Errorf("builds[0].ldflags = %q lacks %s", b.Ldflags, flag)
		}
	}

	// Archives: zip on windows, and every file they promise exists.
	if len(c.Archives) != 1 {
		t.Fatalf("%d archives, want 1", len(c.Archives))
	}
	a := c.Archives[0]
	if !slices.Equal(a.IDs, []string{b.ID}) {
		t.Errorf("archives[0].ids = %q, want the build %q", a.IDs, b.ID)
	}
	zip := false
	for _, o := range a.FormatOverrides {
		zip = zip || (o.Goos == "windows" && slices.Equal(o.Formats, []string{"zip"}))
	}
	if !zip || !slices.Equal(a.Formats, []string{"tar.gz"}) {
		t.Errorf("archives: formats %q, overrides %+v; want tar.gz, zip on windows", a.Formats, a.FormatOverrides)
	}
	for _, glob := range a.Files {
		matches, err := filepath.Glob(filepath.Join("..", "..", glob))
		if err != nil || len(matches) == 0 {
			t.Errorf("archives[0].files: %q matches nothing in the repository", glob)
		}
	}

	// What docs/install.md tells users to check.
	if c.Checksum.Algorithm != "sha256" || c.Checksum.NameTemplate != "checksums.txt" {
		t.Errorf("checksum = %+v, want sha256 into checksums.txt (docs/install.md runs sha256sum -c checksums.txt)", c.Checksum)
	}
	if len(c.SBOMs) != 1 || c.SBOMs[0].Artifacts != "archive" {
		t.Errorf("sboms = %+v, want one SBOM per archive", c.SBOMs)
	}
	if len(c.Signs) != 1 || c.Signs[0].Cmd != "cosign" || c.Signs[0].Artifacts != "checksum" {
		t.Errorf("signs = %+v, want cosign over the checksum file (docs/install.md runs cosign verify-blob)", c.Signs)
	}
	install, err := os.ReadFile(filepath.Join("..", "..", "docs", "install.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"sha256sum --ignore-missing -c checksums.txt", "cosign verify-blob", "checksums.txt.sigstore.json"} {
		if !strings.Contains(string(install), want) {
			t.Errorf("docs/install.md does not say %q", want)
		}
	}
}

// TestReleaseWorkflow checks .github/workflows/release.yml without
// GitHub: GoReleaser on a version tag, the npm packages and the formula
// made by internal/release/mkpkg from its archives, npm's trusted
// publishing (an OIDC token, provenance, no stored npm token), platform
// packages before the launcher.
func TestReleaseWorkflow(t *testing.T) {
	t.Parallel()
	b, err := os.ReadFile(filepath.Join("..", "..", ".github", "workflows", "release.yml"))
	if err != nil {
		t.Fatal(err)
	}
	var wf struct {
		On          map[string]any    `yaml:"on"`
		Permissions map[string]string `yaml:"permissions"`
		Jobs        map[string]struct {
			Steps []struct {
				Uses string            `yaml:"uses"`
				Run  string            `yaml:"run"`
				With map[string]string `yaml:"with"`
				Env  map[string]string `yaml:"env"`
			} `yaml:"steps"`
		} `yaml:"jobs"`
	}
	if err := yaml.Unmarshal(b, &wf); err != nil {
		t.Fatalf("release.yml: %v", err)
	}
	if wf.Permissions["id-token"] != "write" {
		t.Errorf("permissions %v: id-token: write is needed by cosign and npm trusted publishing", wf.Permissions)
	}
	if _, ok := wf.On["push"]; !ok {
		t.Error("release.yml does not run on a pushed tag")
	}
	steps := wf.Jobs["release"].Steps
	idx := func(match func(uses, run string) bool) int {
		return slices.IndexFunc(steps, func(s struct {
			Uses string            `yaml:"uses"`
			Run  string            `yaml:"run"`
			With map[string]string `yaml:"with"`
			Env  map[string]string `yaml:"env"`
		}) bool {
			return match(s.Uses, s.Run)
		})
	}
	gr := idx(func(uses, _ string) bool { return strings.HasPrefix(uses, "goreleaser/goreleaser-action@") })
	mk := idx(func(_, run string) bool { return strings.Contains(run, "go run ./internal/release/mkpkg -dist dist") })
	pub := idx(func(_, run string) bool { return strings.Contains(run, "npm publish") })
	if gr < 0 || mk < gr || pub < mk {
		t.Fatalf("release job steps: goreleaser at %d, mkpkg at %d, npm publish at %d; want them in that order", gr, mk, pub)
	}
	if run := steps[pub].Run; !strings.Contains(run, "--provenance") || !strings.Contains(run, "--access public") {
		t.Errorf("npm publish %q: want --provenance and --access public", run)
	}
	for _, s := range steps {
		for k := range s.Env {
			if strings.Contains(k, "NPM_TOKEN") || strings.Contains(k, "NODE_AUTH_TOKEN") {
				t.Errorf("a step sets %s: trusted publishing needs no stored npm token", k)
			}
		}
	}
	// mkpkg prints the launcher last, so it is published last: a user
	// never installs a launcher whose platform packages are missing.
	if _, err := os.Stat(filepath.Join("..", "..", "internal", "release", "mkpkg", "main.go")); err != nil {
		t.Errorf("the workflow runs internal/release/mkpkg: %v", err)
	}
}
