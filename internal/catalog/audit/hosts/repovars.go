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
// Git's URL rewriting moves every clone an installer makes (movesGit),
// and Datadog's site where its agent sends (movesDatadogSite).
func MovesRepository(text string) bool {
	if repoVarNamed(text) && repoVarSetRE().MatchString(text) {
		return true
	}
	if movesGit(text) || movesDatadogSite(text) {
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

// gitRewriteRE finds git's URL rewriting (lead17): url.NEW.insteadOf
// and url.NEW.pushInsteadOf however set (git config, git -c,
// GIT_CONFIG_KEY_n, GIT_CONFIG_PARAMETERS, a gitconfig's [url "NEW"]
// section), NEW in the first group or the second; and git told to read
// another configuration file (GIT_CONFIG_GLOBAL, GIT_CONFIG_SYSTEM): the
// clone nvm's, Homebrew's or Scoop's installer makes from the vendor's
// repository goes where NEW is.
var gitRewriteRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)\burl\.["']?([^"'\s=]+?)["']?\.(?:push)?insteadof\b|\[url\s+"([^"\n]+)"\][^\[]*?\b(?:push)?insteadof\b|\bGIT_CONFIG_(?:GLOBAL|SYSTEM)\s*=`)
})

// movesGit reports text that rewrites a git URL to a host other than the
// public code hosts (a rewrite to ssh on github.com is only another way
// in), or points git at another configuration file.
func movesGit(text string) bool {
	if !strings.Contains(text, "nstead") && !strings.Contains(text, "NSTEAD") && !strings.Contains(text, "GIT_CONFIG_") {
		return false
	}
	for _, m := range gitRewriteRE().FindAllStringSubmatch(text, 16) {
		to := m[1] + m[2]
		if to == "" {
			return true // GIT_CONFIG_GLOBAL or _SYSTEM
		}
		if u, h, ok := strings.Cut(to, "@"); ok && !strings.Contains(to, "://") && !strings.ContainsAny(u, "/:") {
			to = "https://" + strings.SplitN(h, ":", 2)[0] + "/" // git@github.com: is github.com's
		} else if scheme, rest, ok := strings.Cut(to, "://"); ok && (strings.EqualFold(scheme, "ssh") || strings.EqualFold(scheme, "git")) {
			to = "https://" + rest // read as a URL for its host
		}
		us := URLs(to)
		if len(us) != 1 || !codeHost(us[0].Host) || us[0].Alt != "" && !codeHost(us[0].Alt) {
			return true
		}
	}
	return false
}

// codeHost reports the public code hosts an installer's clone comes from.
func codeHost(h string) bool {
	switch h {
	case "github.com", "ssh.github.com", "gitlab.com", "bitbucket.org", "codeberg.org":
		return true
	}
	return false
}

// ddSiteRE finds Datadog's DD_SITE set, the value in the first group.
var ddSiteRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?:^|[\s;&|({"'])(?:\$env:)?DD_SITE["']?[ \t]*[:]?=[ \t]*("[^"\n]*"|'[^'\n]*'|[^\s;&|)]*)`)
})

// movesDatadogSite reports DD_SITE set to a host other than Datadog's
// own sites: the agent the installer sets up then sends the user's API
// key and the machine's metrics and logs there.
func movesDatadogSite(text string) bool {
	if !strings.Contains(text, "DD_SITE") {
		return false
	}
	for _, m := range ddSiteRE().FindAllStringSubmatch(text, 16) {
		v := strings.ToLower(strings.Trim(m[1], `"'`))
		if v == "" || strings.HasPrefix(v, "<") || strings.HasPrefix(v, "{{") || v == "$dd_site" || v == "${dd_site}" || strings.HasPrefix(v, "${dd_site:-") {
			continue // the user's value: a placeholder, or the environment's own
		}
		if v != "datadoghq.com" && v != "datadoghq.eu" && v != "ddog-gov.com" && !dotSuffix(v, "datadoghq.com") && !dotSuffix(v, "ddog-gov.com") {
			return true
		}
	}
	return false
}
