package hosts

import (
	"regexp"
	"strings"
	"sync"
)

// repoVarRE finds an assignment to an environment variable that moves
// where an installer or a package manager fetches from (fix15): rustup's
// update root and distribution server, Datadog's repository, Homebrew's
// git remotes and bottle domain, pip's, uv's, npm's, yarn's and bun's
// index or registry, nvm's Node mirror. In shell (NAME=v, export NAME=v,
// env NAME=v) or PowerShell ($env:NAME = v); the value, unquoted, is
// the fourth group (spaces around '=' only in PowerShell).
var repoVarRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)(?:^|[\s;&|({` + "`" + `"'])(\$env:)?(RUSTUP_UPDATE_ROOT|RUSTUP_DIST_SERVER|DD_REPO_URL|` +
		`HOMEBREW_(?:BREW|CORE|CASK)_GIT_REMOTE|HOMEBREW_(?:BOTTLE|API|ARTIFACT)_DOMAIN|` +
		`PIP_(?:EXTRA_)?INDEX_URL|PIP_FIND_LINKS|UV_(?:EXTRA_|DEFAULT_)?INDEX(?:_URL)?|UV_INSTALLER_(?:GITHUB|GHE)_BASE_URL|UV_PYTHON_INSTALL_MIRROR|INSTALLER_DOWNLOAD_URL|` +
		`NPM_CONFIG_REGISTRY|YARN_(?:NPM_)?REGISTRY(?:_SERVER)?|BUN_CONFIG_REGISTRY|NVM_NODEJS_ORG_MIRROR|NODEJS_ORG_MIRROR|NVM_SOURCE|` +
		`PIXI_REPODATA_URL)["']?([ \t]*[+:?]?=[ \t]*)("[^"\n]*"|'[^'\n]*'|[^\s;&|)]*)`)
})

// repoVarSetRE finds such a variable set by a command that takes its
// name as a word (fix16): printf -v NAME, read [opts] NAME at a
// command's start, and a name reference (declare -n, typeset -n, local
// -n) that another name then sets.
var repoVarSetRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?im)(?:\b(?-i:printf)\s+(?:-\S+\s+)*-v\s*|(?:^|[;&|(]|\b(?:while|then|do|if))\s*(?-i:read)\s+(?:[^\n;&|]*?\s)?|\b(?:declare|typeset|local)\s+-\w*n\w*\s+\w+=)["']?(?:RUSTUP_UPDATE_ROOT|RUSTUP_DIST_SERVER|DD_REPO_URL|` +
		`HOMEBREW_(?:BREW|CORE|CASK)_GIT_REMOTE|HOMEBREW_(?:BOTTLE|API|ARTIFACT)_DOMAIN|` +
		`PIP_(?:EXTRA_)?INDEX_URL|PIP_FIND_LINKS|UV_(?:EXTRA_|DEFAULT_)?INDEX(?:_URL)?|UV_INSTALLER_(?:GITHUB|GHE)_BASE_URL|UV_PYTHON_INSTALL_MIRROR|INSTALLER_DOWNLOAD_URL|` +
		`NPM_CONFIG_REGISTRY|YARN_(?:NPM_)?REGISTRY(?:_SERVER)?|BUN_CONFIG_REGISTRY|NVM_NODEJS_ORG_MIRROR|NODEJS_ORG_MIRROR|NVM_SOURCE|` +
		`PIXI_REPODATA_URL)["']?(?:$|[\s;&|)])`)
})

// MovesRepository reports text that sets such a variable to a value
// that is not an https URL on a known host (Known): a mirror, another
// host, a host written bare (DD_REPO_URL=mirror.dev), a git remote
// (git@host:brew.git) or a value not known here ($MIRROR). An official
// installer's line is the official installer's only with its
// repository where the vendor keeps it. At most 16 assignments are read.
func MovesRepository(text string) bool {
	if repoVarNamed(text) && repoVarSetRE().MatchString(text) {
		return true
	}
	if !strings.Contains(text, "=") {
		return false
	}
	for _, m := range repoVarRE().FindAllStringSubmatch(text, 16) {
		if m[1] == "" && m[3] != "=" && strings.TrimRight(m[3], " \t") == "=" {
			continue // NAME= cmd: set to nothing for cmd
		}
		v := strings.Trim(m[4], `"'`)
		if v == "" {
			continue // unset: the default
		}
		us := URLs(v)
		if len(us) != 1 || !Known(us[0]) {
			return true
		}
	}
	return false
}

// repoVarNamed is the cheap test for repoVarSetRE: a name's telling
// part in the text, in either case.
func repoVarNamed(text string) bool {
	for _, w := range [...]string{"_URL", "_url", "_ROOT", "_SERVER", "_REMOTE", "_DOMAIN", "_LINKS", "_INDEX", "_MIRROR", "_REGISTRY", "_SOURCE", "_root", "_server", "_remote", "_domain", "_links", "_index", "_mirror", "_registry", "_source"} {
		if strings.Contains(text, w) {
			return true
		}
	}
	return false
}

var sourcesRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?m)(?:^|[;&|({]|\b(?:then|do|else))[ \t]*(?:source|\.)[ \t]+[^\s#]`)
})

// Sources reports shell text that reads another file into itself
// (source FILE, . FILE at a command's start): a variable that moves a
// repository may be set there (fix16).
func Sources(text string) bool {
	return (strings.Contains(text, "source") || strings.Contains(text, ". ")) && sourcesRE().MatchString(text)
}
