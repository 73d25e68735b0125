// Package pkgsource reads where a package manager's installs come from:
// a configuration file a script writes (.npmrc, pip.conf, settings.xml,
// .terraformrc, .gemrc, Cargo's and Go's settings, a shell's start-up
// file exporting PIP_INDEX_URL or GOPROXY), a command that sets one (npm
// config set registry, pip config set, go env -w, gem sources --add, an
// install given --index-url or --registry), and a configuration file the
// skill ships and has copied into the home directory. What it looks for
// is the default source moved to a host the skill carries, beside a
// check switched off (TLS, the checksum database, a lock file's hashes)
// or the user's credentials sent to every source, or written where every
// later install of the user reads it: the hijack of dependency-confusion
// and registry-tampering reports (det16). A scoped registry (@acme:),
// a value the user gives (an argument, a variable, a placeholder), a
// well-known public registry or mirror and a host only the user's
// network resolves are not such a move.
package pkgsource

import (
	"crypto/sha256"
	"net/netip"
	"path"
	"regexp"
	"strings"
	"sync"

	"github.com/skillpin/skillpin/internal/catalog/audit/hosts"
	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
)

// Change is what a write or a command does to a package manager's
// sources.
type Change struct {
	Manager string
	// Host is the first host, neither well known nor private, that a
	// default (unscoped) source is moved to, as the skill writes it.
	Host string
	// Setting is the setting that moves it, as written.
	Setting string
	// Weakened is the check switched off (or the credentials sent to
	// every source), "" none.
	Weakened string
	// User: the user's or the machine's configuration, read by every
	// later install, not one project's or one command's.
	User bool
}

// Hijack reports a change that moves a default source to a host the
// skill carries and either weakens a check or is the user's
// configuration.
func (c Change) Hijack() bool { return c.Host != "" && (c.User || c.Weakened != "") }

// join adds what o does to c (the first host and weakening stay).
func (c *Change) join(o Change) {
	if c.Manager == "" {
		c.Manager = o.Manager
	}
	if c.Host == "" {
		c.Host, c.Setting = o.Host, o.Setting
	}
	if c.Weakened == "" {
		c.Weakened = o.Weakened
	}
	c.User = c.User || o.User
}

// maxScan bounds the text read of one file or command.
const maxScan = 64 << 10

// format is one kind of configuration file: the settings that name a
// default source (their last group is the value) and those that weaken
// a check.
type format struct {
	manager string
	source  []*regexp.Regexp
	weak    []*regexp.Regexp
	// user: the file is always the user's or the machine's (a
	// .terraformrc is read from the home directory only).
	user bool
	// signed: the manager checks its packages' signatures whatever the
	// source (apt's Release files): a source added is no hijack, plain
	// http no weakening; only a check switched off ([trusted=yes]) is.
	signed bool
}

func res(ps ...string) []*regexp.Regexp {
	out := make([]*regexp.Regexp, len(ps))
	for i, p := range ps {
		out[i] = regexp.MustCompile(`(?im)` + p)
	}
	return out
}

// envSource and envWeak are the environment variables that move a
// default source or switch a check off, as exported in a start-up file,
// Go's env file or set by go env -w or setx.
const (
	envSource = `^\s*(?:export\s+|set\s+-gx\s+|setx\s+|\$env:)?(?:npm_config_registry|NPM_CONFIG_REGISTRY|YARN_REGISTRY|YARN_NPM_REGISTRY_SERVER|BUN_CONFIG_REGISTRY|PIP_INDEX_URL|PIP_EXTRA_INDEX_URL|PIP_FIND_LINKS|UV_INDEX_URL|UV_DEFAULT_INDEX|UV_EXTRA_INDEX_URL|UV_INDEX|GOPROXY)\s*[= ]\s*["']?([^"'\s;]+)`
	envWeak   = `^\s*(?:export\s+|set\s+-gx\s+|setx\s+|\$env:)?((?:NODE_TLS_REJECT_UNAUTHORIZED\s*[= ]\s*["']?0|npm_config_strict_ssl\s*[= ]\s*["']?false|PIP_TRUSTED_HOST|UV_INSECURE_HOST|GOSUMDB\s*[= ]\s*["']?off|GONOSUMDB|GONOSUMCHECK|GOINSECURE|GOFLAGS\s*[= ]\s*["']?[^\n]*-insecure|GOPRIVATE\s*[= ]\s*["']?\*|GIT_SSL_NO_VERIFY)\b)`
)

// formats are the formats by name, made when first used (a package
// variable set by a call, sync.OnceValue's too, would run at every
// command's start).
func formats() map[string]format {
	formatsOnce.Do(func() { formatsMap = makeFormats() })
	return formatsMap
}

var (
	formatsOnce sync.Once
	formatsMap  map[string]format
)

func makeFormats() map[string]format {
	npm := format{manager: "npm",
		source: res(`^\s*registry\s*=\s*["']?([^"'\s]+)`, `^\s*registry\s+"?([^"\s]+)`, `^\s*npmRegistryServer\s*:\s*["']?([^"'\s]+)`),
		weak:   res(`^\s*(strict-ssl\s*[= ]\s*"?false)`, `^\s*(always-auth\s*=\s*true)`, `^\s*(enableStrictSsl\s*:\s*false)`, `^\s*(npmAlwaysAuth\s*:\s*true)`, `^\s*(unsafeHttpWhitelist)\s*:`)}
	return map[string]format{
		"npm": npm,
		"bun": {manager: "bun", source: res(`^\s*registry\s*=\s*(?:\{\s*url\s*=\s*)?"([^"\s]+)"`)},
		"pip": {manager: "pip",
			source: res(`^\s*(?:extra[-_])?index[-_]url\s*[=:]\s*([^\s"']+)`, `^\s*find[-_]links\s*[=:]\s*([^\s"']+)`, `^\s*default-index\s*=\s*"([^"]+)"`, `\[\[index\]\][^\[]*?^\s*url\s*=\s*"([^"]+)"`),
			weak:   res(`^\s*(trusted[-_]host)\s*[=:]`, `^\s*(allow-insecure-host)\s*=`)},
		"conda": {manager: "conda",
			source: res(`^\s*channel_alias\s*:\s*["']?([^"'\s]+)`, `^\s*-\s*["']?((?:https?|ftp)://[^"'\s]+)`),
			weak:   res(`^\s*(ssl_verify\s*:\s*(?:false|no))\b`)},
		"maven": {manager: "maven",
			source: res(`<mirror>(?:[^<]|<[^/]|</[^m])*?<mirrorOf>\s*(?:\*|central|external:\*)[^<]*</mirrorOf>(?:[^<]|<[^/]|</[^m])*?<url>\s*([^<\s]+)`, `<mirror>(?:[^<]|<[^/]|</[^m])*?<url>\s*([^<\s]+)\s*</url>(?:[^<]|<[^/]|</[^m])*?<mirrorOf>\s*(?:\*|central|external:\*)`),
			weak:   res(`(<checksumPolicy>\s*ignore)`, `(maven\.wagon\.http\.ssl\.insecure\s*=\s*true)`)},
		"terraform": {manager: "terraform",
			source: res(`network_mirror\s*\{[^}]*?\burl\s*=\s*"([^"]+)"`, `"providers\.v1"\s*=\s*"([^"]+)"`),
			weak:   res(`^\s*(plugin_cache_may_break_dependency_lock_file\s*=\s*true)`)},
		"gem": {manager: "gem",
			source: res(`^\s*-\s*["']?((?:https?|ftp)://[^"'\s]+)`, `^\s*BUNDLE_MIRROR__[A-Z0-9_]+\s*:\s*["']?([^"'\s]+)`),
			weak:   res(`^\s*(:ssl_verify_mode:\s*0)\b`, `^\s*(BUNDLE_SSL_VERIFY_MODE\s*:\s*["']?0)`)},
		"cargo": {manager: "cargo",
			source: res(`^\s*\[(?:source\.[^\]\n]+|registry)\]\s*$[^\[]*?^\s*(?:registry|index)\s*=\s*"(?:sparse\+)?([^"]+)"`),
			weak:   res(`^\s*(check-revoke\s*=\s*false)`)},
		"nuget": {manager: "nuget", source: res(`<add\s+key="[^"]*"\s+value="((?:https?|ftp)://[^"]+)"`)},
		"apt": {manager: "apt", signed: true, source: res(`^\s*deb\s+(?:\[[^\]]*\]\s+)?((?:https?|ftp)://\S+)`),
			weak: res(`^\s*deb\s+\[[^\]]*\b((?:trusted|allow-insecure)\s*=\s*yes)`)},
		"env": {manager: "env", source: res(envSource), weak: res(envWeak), user: true},
	}
}

// formatOf names the format of the configuration file p (a path as the
// script folds it), and whether it is the user's or the machine's;
// "" when p is none.
func formatOf(p string) (name string, user bool) {
	l := strings.ToLower(strings.ReplaceAll(p, `\`, "/"))
	base := path.Base(l)
	home := homePath(l)
	switch {
	case base == ".npmrc" || base == "npmrc" || base == ".yarnrc" || base == ".yarnrc.yml" || base == ".pnpmrc":
		return "npm", home || strings.HasPrefix(l, "/etc/") || strings.HasPrefix(l, "/usr/")
	case base == "bunfig.toml" || base == ".bunfig.toml":
		return "bun", home
	case base == "pip.conf" || base == "pip.ini" || base == "uv.toml" || base == "pydistutils.cfg" || base == ".pydistutils.cfg":
		return "pip", home || strings.HasPrefix(l, "/etc/") || strings.Contains(l, "appdata") || strings.Contains(l, "programdata")
	case base == ".condarc" || base == "condarc":
		return "conda", home || strings.HasPrefix(l, "/etc/") || strings.HasPrefix(l, "/opt/")
	case base == "settings.xml":
		return "maven", strings.Contains(l, ".m2/")
	case base == ".terraformrc" || base == "terraformrc" || base == "terraform.rc":
		return "terraform", true
	case base == ".gemrc" || base == "gemrc" || strings.HasSuffix(l, ".bundle/config"):
		return "gem", home || strings.HasPrefix(l, "/etc/")
	case strings.HasSuffix(l, ".cargo/config.toml") || strings.HasSuffix(l, ".cargo/config"):
		return "cargo", home
	case base == "nuget.config":
		return "nuget", home || strings.Contains(l, "appdata")
	case strings.HasPrefix(l, "/etc/apt/sources.list"):
		return "apt", true
	case goEnv(l), startupFile(l):
		return "env", true
	}
	return "", false
}

// homePath reports a path in the home directory (as the analysis folds
// it: ~, $HOME, a user's directory, Windows' profile folders).
func homePath(l string) bool {
	for _, p := range []string{"~", "$home", "${home}", "%userprofile%", "$env:userprofile", "$env:home", "%appdata%", "$env:appdata", "/home/", "/users/", "/root/"} {
		if strings.HasPrefix(l, p) {
			return true
		}
	}
	return strings.Contains(l, "appdata/")
}

// goEnv reports Go's env file (go env -w's), in the user's
// configuration directory: ~/.config/go/env, macOS' Application
// Support, Windows' AppData (det16fix: any path ending in go/env was,
// ~/.cargo/env and deploy/mongo/env among them).
func goEnv(l string) bool {
	for _, d := range []string{"/.config/go/env", "/application support/go/env", "appdata/roaming/go/env", "%appdata%/go/env", "$env:appdata/go/env", "$xdg_config_home/go/env", "${xdg_config_home}/go/env"} {
		if strings.HasSuffix(l, d) || l == strings.TrimPrefix(d, "/") {
			return true
		}
	}
	return false
}

// startupFile reports a shell's start-up file, or the machine's
// environment, by its path.
func startupFile(l string) bool {
	switch path.Base(l) {
	case ".bashrc", ".bash_profile", ".profile", ".zshrc", ".zshenv", ".zprofile", ".bash_login", "config.fish", "environment":
		return path.Base(l) != "environment" || l == "/etc/environment"
	}
	return strings.HasPrefix(l, "/etc/profile.d/")
}

// File is what writing content to the configuration file p does (ok
// false when p is none).
func File(p, content string) (Change, bool) {
	name, user := formatOf(p)
	if name == "" {
		return Change{}, false
	}
	return scan(name, content, user), true
}

// scan reads content as the format name; user: the file is the user's.
// A content read once is not read again (det16fix: a script writing one
// large value to a configuration file 15,000 times was read as many
// times, 280 s): the reads are cached by format and content.
func scan(name, content string, user bool) Change {
	if len(content) > maxScan {
		content = content[:maxScan]
	}
	k := cacheKey{name: name, sum: sha256.Sum256([]byte(content))}
	scans.Lock()
	c, ok := scans.m[k]
	scans.Unlock()
	if !ok {
		c = read(name, content)
		scans.Lock()
		scans.reads++
		if scans.m == nil || len(scans.m) >= maxCached {
			scans.m = map[cacheKey]Change{}
		}
		scans.m[k] = c
		scans.Unlock()
	}
	f := formats()[name]
	c.User = (user || f.user) && !f.signed
	return c
}

type cacheKey struct {
	name string
	sum  [sha256.Size]byte
}

// scans caches the reads, cleared when it holds maxCached; reads counts
// the contents read.
var scans struct {
	sync.Mutex
	m     map[cacheKey]Change
	reads int
}

const maxCached = 1024

// read reads content as the format name.
func read(name, content string) Change {
	f := formats()[name]
	c := Change{Manager: f.manager}
	if name == "env" {
		c.Manager = "environment"
	}
	for _, re := range f.source {
		for _, m := range re.FindAllStringSubmatch(content, 16) {
			if c.Host != "" {
				break
			}
			if h, plain := foreign(m[len(m)-1]); h != "" && !scopedOnly(name, content) {
				c.Host, c.Setting = h, strings.TrimSpace(m[0])
				if plain && !f.signed {
					c.Weakened = "plain http"
				}
			}
		}
	}
	for _, re := range f.weak {
		if c.Weakened != "" {
			break
		}
		if m := re.FindStringSubmatch(content); m != nil {
			c.Weakened = strings.TrimSpace(m[len(m)-1])
		}
	}
	return c
}

// scopedOnly reports a Terraform mirror whose include names no provider
// of the public registry: a private namespace's mirror, not the
// registry's.
func scopedOnly(name, content string) bool {
	if name != "terraform" {
		return false
	}
	i := strings.Index(content, "network_mirror")
	if i < 0 {
		return false
	}
	block := content[i:]
	if j := strings.IndexByte(block, '}'); j >= 0 {
		block = block[:j]
	}
	return strings.Contains(block, "include") && !strings.Contains(block, "registry.terraform.io")
}

// foreign is the host of a source value (a URL, Go's proxy list, a bare
// host) when the skill carries it as written and it is neither a
// well-known registry or mirror nor a host of the user's own network;
// plain reports plain http to it.
//
// The value is read whole as well as split on ',' and '|' (Go's proxy
// list): https://registry.npmjs.org,@evil.dev/ is one URL to npm or pip,
// its host evil.dev (fix16). A scheme's slashes may be backslashes or
// one or three (https:\\evil.dev, as WHATWG reads it).
func foreign(v string) (host string, plain bool) {
	parts := strings.FieldsFunc(v, func(r rune) bool { return r == ',' || r == '|' })
	if len(parts) > 1 {
		parts = append([]string{v}, parts...)
	}
	for _, part := range parts {
		part = strings.Trim(strings.TrimSpace(part), `"'`)
		if part == "direct" || part == "off" {
			continue
		}
		scheme, rest, ok := hosts.SplitScheme(part)
		if !ok {
			continue
		}
		scheme = strings.ToLower(strings.TrimPrefix(scheme, "sparse+"))
		if scheme != "http" && scheme != "https" && scheme != "ftp" {
			continue
		}
		// The host as curl and as WHATWG (npm, browsers) read it
		// (hosts.Readings: backslashes, international names, numeric
		// addresses); foreign if either reading is.
		curl, whatwg := hosts.Readings(rest)
		for _, h := range []string{curl, whatwg} {
			if h == "" || !literalHost(h) || private(h) || placeholder(h) || wellKnown(h) {
				continue
			}
			return h, scheme == "http"
		}
	}
	return "", false
}

var hostRE lazyre.RE

// literalHost reports a host written as such: no variable, placeholder
// or template part (those are the user's to fill); an international
// name's letters are a host's (fix15).
func literalHost(h string) bool {
	return len(h) <= 253 && hostRE.Get(`^[a-z0-9\x{80}-\x{10FFFF}](?:[a-z0-9\x{80}-\x{10FFFF}-]*[a-z0-9\x{80}-\x{10FFFF}])?(?:\.[a-z0-9\x{80}-\x{10FFFF}](?:[a-z0-9\x{80}-\x{10FFFF}-]*[a-z0-9\x{80}-\x{10FFFF}])?)+$`).MatchString(h)
}

// placeholder reports a documentation host: under a reserved name of
// RFC 2606 (example.com, .org, .net) or a conventional placeholder
// (yourdomain.com), or named by an account number of AWS's
// documentation (111122223333, 123456789012: no one's account). The
// .example top-level name stays a host (the evaluation's hosts use it).
func placeholder(h string) bool {
	for _, d := range []string{"example.com", "example.org", "example.net", "yourdomain.com", "your-domain.com"} {
		if h == d || hosts.DotSuffix(h, d) {
			return true
		}
	}
	return strings.Contains(h, "111122223333") || strings.Contains(h, "123456789012")
}

// private reports a host only the user's own network answers on.
func private(h string) bool {
	if a, err := netip.ParseAddr(h); err == nil {
		return a.IsLoopback() || a.IsPrivate() || a.IsLinkLocalUnicast() || a.IsUnspecified()
	}
	for _, s := range []string{"localhost", "local", "internal", "lan", "corp", "intranet", "home.arpa", "localdomain"} {
		if h == s || strings.HasSuffix(h, "."+s) {
			return true
		}
	}
	return false
}

// wellKnownHosts are the public registries and their well-known
// mirrors (a host or any name under it).
var wellKnownHosts = []string{
	"npmjs.org", "npmjs.com", "yarnpkg.com", "npmmirror.com", "taobao.org", "pypi.org", "pythonhosted.org",
	"pytorch.org", "nvidia.com", "pyg.org", "golang.org", "go.dev", "goproxy.io", "goproxy.cn", "maven.apache.org",
	"maven.org", "gradle.org", "terraform.io", "hashicorp.com", "rubygems.org", "crates.io", "anaconda.org",
	"anaconda.com", "conda-forge.org", "nuget.org", "packagist.org", "pkg.github.com", "github.com", "gitlab.com",
	"pkgs.dev.azure.com", "tsinghua.edu.cn", "aliyun.com", "ustc.edu.cn", "tencent.com", "huaweicloud.com",
	"douban.com", "doubanio.com", "mirrors.bfsu.edu.cn", "mirror.sjtu.edu.cn", "mirrors.sjtu.edu.cn", "mirrors.pku.edu.cn",
	"mirrors.cernet.edu.cn", "mirrors.zju.edu.cn", "mirrors.nju.edu.cn", "mirrors.hust.edu.cn", "proxy.golang.com.cn",
	"gems.ruby-china.com", "rsproxy.cn", "terraform-mirror.yandexcloud.net", "debian.org", "ubuntu.com", "nodesource.com", "docker.com", "llvm.org", "microsoft.com",
}

func wellKnown(h string) bool {
	for _, k := range wellKnownHosts {
		if h == k || hosts.DotSuffix(h, k) {
			return true
		}
	}
	return false
}
