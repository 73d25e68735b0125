package hosts

import "strings"

// installerVars are official installers whose environment is known
// (fp18): the https host serving the script, a path prefix on it (lower
// case), and the prefixes of the repository variables (repoVarRE) the
// script reads. rustup's script reads RUSTUP_*, uv's (cargo-dist) UV_*
// and INSTALLER_DOWNLOAD_URL, Homebrew's HOMEBREW_*, nvm's NVM_* and
// Node's mirror (and npm's registry, which nvm's npm runs under), bun's
// BUN_*, Datadog's DD_*, pixi's PIXI_*. None of them reads another's:
// pip's index moves no uv, rustup or Homebrew download.
var installerVars = []struct {
	host, path string
	vars       []string
}{
	{"sh.rustup.rs", "/", []string{"RUSTUP_"}},
	{"win.rustup.rs", "/", []string{"RUSTUP_"}},
	{"static.rust-lang.org", "/rustup/", []string{"RUSTUP_"}},
	{"astral.sh", "/uv/", []string{"UV_", "INSTALLER_DOWNLOAD_URL"}},
	{"raw.githubusercontent.com", "/homebrew/install/", []string{"HOMEBREW_"}},
	{"raw.githubusercontent.com", "/nvm-sh/nvm/", []string{"NVM_", "NODEJS_ORG_MIRROR", "NPM_CONFIG_REGISTRY"}},
	{"bun.sh", "/install", []string{"BUN_"}},
	{"install.datadoghq.com", "/", []string{"DD_"}},
	{"pixi.sh", "/install", []string{"PIXI_"}},
}

// ReadBy reports whether an installer fetched from one of us reads one
// of the variables names (MovedVars). A URL that is not one of
// installerVars' (another host or path, plain http, a host read two
// ways) may read any of them.
func ReadBy(names []string, us []URL) bool {
	if len(names) == 0 {
		return false
	}
	for _, u := range us {
		vars, ok := installerOf(u)
		if !ok {
			return true
		}
		for _, n := range names {
			for _, v := range vars {
				if strings.HasPrefix(n, v) {
					return true
				}
			}
		}
	}
	return false
}

// installerOf is the variables the installer at u reads, if u is one of
// installerVars'.
func installerOf(u URL) ([]string, bool) {
	if u.Scheme != "https" || u.Alt != "" {
		return nil, false
	}
	p := strings.ToLower(u.Path)
	for _, in := range installerVars {
		if u.Host == in.host && strings.HasPrefix(p, in.path) {
			return in.vars, true
		}
	}
	return nil, false
}
