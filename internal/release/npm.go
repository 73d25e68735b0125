package release

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// NPMScope and NPMName name the npm package users install: `npx
// @skillpin/cli`. (The unscoped name skillpin belongs to another project.)
const (
	NPMScope = "@skillpin"
	NPMName  = NPMScope + "/cli"
)

// npmOS and npmCPU map Go's names to Node's process.platform and
// process.arch, which npm's os and cpu fields use.
var (
	npmOS  = map[string]string{"linux": "linux", "darwin": "darwin", "windows": "win32"}
	npmCPU = map[string]string{"amd64": "x64", "arm64": "arm64"}
)

// NPMPlatformName is the package that carries the binary for a Go
// platform, e.g. @skillpin/cli-linux-x64.
func NPMPlatformName(goos, goarch string) string {
	return NPMName + "-" + npmOS[goos] + "-" + npmCPU[goarch]
}

// packageJSON is the part of package.json these packages use.
type packageJSON struct {
	Name                 string            `json:"name"`
	Version              string            `json:"version"`
	Description          string            `json:"description"`
	License              string            `json:"license,omitempty"`
	Homepage             string            `json:"homepage"`
	Repository           repository        `json:"repository"`
	Bin                  map[string]string `json:"bin,omitempty"`
	Files                []string          `json:"files"`
	OS                   []string          `json:"os,omitempty"`
	CPU                  []string          `json:"cpu,omitempty"`
	Engines              map[string]string `json:"engines,omitempty"`
	OptionalDependencies map[string]string `json:"optionalDependencies,omitempty"`
	PreferUnplugged      bool              `json:"preferUnplugged,omitempty"`
}

type repository struct {
	Type string `json:"type"`
	URL  string `json:"url"`
}

func npmBase(name, version, desc string) packageJSON {
	return packageJSON{
		Name: name, Version: version, Description: desc,
		Homepage:   Repository,
		Repository: repository{Type: "git", URL: "git+" + Repository + ".git"},
	}
}

// WriteNPM writes one directory per package under out: out/cli (the
// launcher, NPMName) and out/cli-OS-CPU for each archive (the binary, with
// os and cpu fields so that npm installs only the one that fits). No
// package has install scripts: the launcher finds the binary at run time.
// It returns the package directories, the launcher's last.
func WriteNPM(out, version string, archives []Archive) ([]string, error) {
	if err := CheckVersion(version); err != nil {
		return nil, err
	}
	var dirs []string
	optional := map[string]string{}
	var table strings.Builder
	for _, a := range sortArchives(archives) {
		name := NPMPlatformName(a.OS, a.Arch)
		dir := filepath.Join(out, strings.TrimPrefix(name, NPMScope+"/"))
		if err := os.MkdirAll(filepath.Join(dir, "bin"), 0o755); err != nil {
			return nil, err
		}
		exe := "bin/" + binaryName(a.OS)
		if err := writeBinary(filepath.Join(dir, filepath.FromSlash(exe)), a); err != nil {
			return nil, err
		}
		pj := npmBase(name, version, fmt.Sprintf("The skillpin binary for %s %s (installed by %s).", npmOS[a.OS], npmCPU[a.Arch], NPMName))
		pj.Files = []string{exe}
		pj.OS, pj.CPU = []string{npmOS[a.OS]}, []string{npmCPU[a.Arch]}
		pj.PreferUnplugged = true
		if err := writeJSON(filepath.Join(dir, "package.json"), pj); err != nil {
			return nil, err
		}
		if err := os.WriteFile(filepath.Join(dir, "README.md"), []byte(fmt.Sprintf("# %s\n\nThe `skillpin` binary for %s on %s, from the release archive `%s` (sha256 `%s`).\nInstall [%s](%s) instead: it runs this binary.\n", name, npmOS[a.OS], npmCPU[a.Arch], a.Name, a.SHA256, NPMName, Repository)), 0o644); err != nil {
			return nil, err
		}
		optional[name] = version
		fmt.Fprintf(&table, "  %q: [%q, %q],\n", npmOS[a.OS]+" "+npmCPU[a.Arch], name, exe)
		dirs = append(dirs, dir)
	}

	dir := filepath.Join(out, strings.TrimPrefix(NPMName, NPMScope+"/"))
	if err := os.MkdirAll(filepath.Join(dir, "bin"), 0o755); err != nil {
		return nil, err
	}
	launcher := strings.Replace(launcherJS, "/*PLATFORMS*/\n", table.String(), 1)
	if err := os.WriteFile(filepath.Join(dir, "bin", "skillpin.js"), []byte(launcher), 0o755); err != nil {
		return nil, err
	}
	pj := npmBase(NPMName, version, "skillpin: a package manager for Agent Skills (git- and OCI-pinned, digest-verified, approval-gated).")
	pj.Bin = map[string]string{"skillpin": "bin/skillpin.js"}
	pj.Files = []string{"bin/skillpin.js"}
	pj.Engines = map[string]string{"node": ">=16"}
	pj.OptionalDependencies = optional
	if err := writeJSON(filepath.Join(dir, "package.json"), pj); err != nil {
		return nil, err
	}
	readme := fmt.Sprintf("# %s\n\n[skillpin](%s) for Node users: `npx %s version`, or `npm install -g %s`.\n\n"+
		"This package holds a small launcher; the binary comes from the one optional dependency that fits\n"+
		"your platform (%s-OS-CPU). No install scripts run. If your package manager was told to omit\n"+
		"optional dependencies, the launcher says which package is missing.\n", NPMName, Repository, NPMName, NPMName, NPMName)
	if err := os.WriteFile(filepath.Join(dir, "README.md"), []byte(readme), 0o644); err != nil {
		return nil, err
	}
	return append(dirs, dir), nil
}

// writeBinary extracts a's binary to path, executable. A binary that
// could not be extracted whole is removed, not left to be packed.
func writeBinary(path string, a Archive) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o755)
	if err != nil {
		return err
	}
	err = a.CopyBinary(f)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(path)
	}
	return err
}

func writeJSON(path string, v any) error {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return err
	}
	return os.WriteFile(path, b.Bytes(), 0o644)
}

// launcherJS is the npm package's bin: it runs the binary of the platform
// package that fits this machine, passing arguments, streams and the exit
// status through. /*PLATFORMS*/ is replaced by the table of packages.
const launcherJS = `#!/usr/bin/env node
// skillpin launcher (generated by internal/release): runs the native binary
// from the optional dependency that fits this platform. No install scripts.
"use strict";
const { spawnSync } = require("child_process");
const path = require("path");

const platforms = {
/*PLATFORMS*/
};

const key = process.platform + " " + process.arch;
const entry = platforms[key];
if (!entry) {
  console.error("skillpin: no prebuilt binary for " + key + " (there are: " + Object.keys(platforms).join(", ") +
    "); build it with go install, see the install documentation");
  process.exit(2);
}
let bin;
try {
  bin = require.resolve(entry[0] + "/package.json");
} catch (e) {
  console.error("skillpin: the package " + entry[0] + " is not installed. It is an optional dependency of " +
    "@skillpin/cli for " + key + ": install again without --omit=optional (or --no-optional, --ignore-optional).");
  process.exit(2);
}
bin = path.join(path.dirname(bin), entry[1]);
const r = spawnSync(bin, process.argv.slice(2), { stdio: "inherit", windowsHide: true });
if (r.error) {
  console.error("skillpin: cannot run " + bin + ": " + r.error.message);
  process.exit(2);
}
if (r.signal) {
  process.kill(process.pid, r.signal);
}
process.exit(r.status === null ? 1 : r.status);
`
