package srcspec

import (
	"net/url"
	"path"
	"path/filepath"
	"strings"
)

// NormalizeURL is the form a source URL is judged in (policy patterns
// match it):
// host/owner/repo, lower case, without scheme, user, port or ".git"
// ("github.com/acme/skills" for owner/repo, https://github.com/acme/skills.git
// and git@github.com:acme/skills). A repository or directory on this
// machine is "file" followed by its absolute path ("file/srv/git/skills"),
// relative paths taken from dir. The URL is read as `skillpin add` reads
// it, so the form names what is fetched.
func NormalizeURL(rawURL, dir string) string {
	kind, loc := KindHTTPS, rawURL
	if spec, err := Parse(rawURL, dir); err == nil {
		kind, loc = spec.Kind, spec.URL
	} else if strings.HasPrefix(rawURL, "/") || strings.HasPrefix(rawURL, ".") {
		kind = KindPath
	} else if strings.HasPrefix(strings.ToLower(rawURL), "file://") {
		kind = KindFile
	}
	var host, p string
	switch kind {
	case KindRepo, KindPath:
		abs := loc
		if !filepath.IsAbs(abs) {
			abs = filepath.Join(dir, abs)
		}
		host, p = "file", filepath.ToSlash(filepath.Clean(abs))
	case KindFile:
		u, err := url.Parse(loc)
		if err != nil {
			return strings.ToLower(loc)
		}
		host, p = "file", path.Clean("/"+u.Path)
	default:
		if u, err := url.Parse(loc); err == nil && u.Host != "" {
			host, p = u.Hostname(), u.Path
		} else {
			// scp-like [user@]host:path
			rest := loc[strings.LastIndex(loc, "@")+1:]
			host, p, _ = strings.Cut(rest, ":")
		}
	}
	// Dot segments are resolved as the server resolves them (the URL
	// was percent-decoded above): "acme/../evil/skills" and
	// "acme/%2e%2e/evil/skills" are evil/skills.
	p = path.Clean("/" + p)
	p = strings.Trim(p, "/")
	p = strings.TrimSuffix(p, ".git")
	return strings.ToLower(strings.TrimSuffix(host+"/"+p, "/"))
}
