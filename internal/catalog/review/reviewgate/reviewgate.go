// Package reviewgate decides which remotes a review of a change may
// contact (see Gate).
package reviewgate

import (
	"fmt"
	"net"
	"net/url"
	"slices"
	"strings"
	"sync"

	"github.com/skillpin/skillpin/internal/catalog/review"
	"github.com/skillpin/skillpin/internal/fetch/srcspec"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/verify/policy"
)

// Gate decides which remotes a review may contact. A review reads a
// change someone else wrote (a pull request's skills.lock and
// skills.toml): a URL that only the change names must not make the
// reviewer's machine (a CI runner) send a request to a host of the
// author's choosing, loopback and internal hosts included. A remote is
// contacted only when the base of the review names its host (a source of
// its skills.toml or skills.lock, or the policy repository it pins), or
// when a policy layer the change cannot edit (the machine's, the user's,
// the base revision's) lists it in allow_sources; no layer may deny it.
// Every other version is read from the store and the git cache only, and
// what could not be read that way is named, with why.
//
// Repositories and directories on this machine (file://, paths) are read
// without any request and are not judged here: their content is shown
// only when it hashes to what the lock records.
type Gate struct {
	dir    string
	hosts  map[string]bool   // host:port the base names
	policy *policy.Effective // layers the change cannot edit

	mu   sync.Mutex
	held map[string]string // URL -> why it was not fetched
}

// New is the gate of a review whose base is baseManifest and
// baseLock (either may be nil) under the layers the change cannot edit.
func New(dir string, baseManifest *manifest.Manifest, baseLock *lock.Lock, layers []policy.Layer) *Gate {
	g := &Gate{dir: dir, hosts: map[string]bool{}, policy: &policy.Effective{Layers: layers}, held: map[string]string{}}
	add := func(u string) {
		if k, local, err := hostKey(u, dir); err == nil && !local {
			g.hosts[k] = true
		}
	}
	if baseManifest != nil {
		for _, src := range baseManifest.Sources {
			add(src.URL)
		}
		if baseManifest.Policy != nil && baseManifest.Policy.URL != "" {
			add(baseManifest.Policy.URL)
		}
	}
	if baseLock != nil {
		for _, ls := range baseLock.Sources {
			add(ls.URL)
		}
		if pin := baseLock.PolicyPin(); pin != nil {
			add(pin.URL)
		}
	}
	return g
}

// Allows says whether the review may send a request to rawURL, and why
// not when it may not.
func (g *Gate) Allows(rawURL string) (bool, string) {
	if g == nil {
		return true, ""
	}
	key, local, err := hostKey(rawURL, g.dir)
	switch {
	case err != nil:
		return false, fmt.Sprintf("its URL cannot be read: %v", err)
	case local:
		return true, ""
	}
	src := srcspec.NormalizeURL(rawURL, g.dir)
	if vs := g.policy.CheckSource(src); len(vs) > 0 {
		return false, fmt.Sprintf("%s refuses it (%s)", vs[0].Layer, vs[0].Rule)
	}
	if g.hosts[key] {
		return true, ""
	}
	for _, l := range g.policy.Layers {
		if l.Policy.File.AllowSources != nil {
			return true, "" // listed: CheckSource passed every layer
		}
	}
	return false, fmt.Sprintf("only the change names the host %s: neither the base of the review nor a policy's allow_sources does", key)
}

// Hold records that rawURL was not fetched, and why.
func (g *Gate) Hold(rawURL, why string) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.held[rawURL] = why
}

// CheckRedirect refuses a redirect to a host the review may not contact.
func (g *Gate) CheckRedirect(to string) error {
	if ok, why := g.Allows(to); !ok {
		return fmt.Errorf("the review does not contact it: %s", why)
	}
	return nil
}

// NotFetched lists what was held, by URL.
func (g *Gate) NotFetched() []review.NotFetched {
	if g == nil {
		return nil
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	var out []review.NotFetched
	for u, why := range g.held {
		out = append(out, review.NotFetched{URL: u, Reason: why})
	}
	slices.SortFunc(out, func(a, b review.NotFetched) int { return strings.Compare(a.URL, b.URL) })
	return out
}

// hostKey is the host and port a request for rawURL (as skills.toml or
// skills.lock holds it) goes to, lower case, the scheme's port filled in;
// local says no request is made at all.
func hostKey(rawURL, dir string) (key string, local bool, err error) {
	spec, err := srcspec.Parse(rawURL, dir)
	if err != nil {
		return "", false, err
	}
	loc, port := spec.URL, ""
	switch spec.Kind {
	case srcspec.KindFile, srcspec.KindRepo, srcspec.KindPath:
		return "", true, nil
	case srcspec.KindOCI:
		loc, port = "https://"+strings.TrimPrefix(loc, "oci://"), "443"
	case srcspec.KindSSH:
		port = "22"
		if !strings.Contains(loc, "://") {
			// scp-like [user@]host:path
			host, _, _ := strings.Cut(loc[strings.LastIndex(loc, "@")+1:], ":")
			return strings.ToLower(host) + ":22", false, nil
		}
	}
	u, err := url.Parse(loc)
	if err != nil || u.Host == "" {
		return "", false, fmt.Errorf("no host in %q", rawURL)
	}
	if p := u.Port(); p != "" {
		port = p
	} else if port == "" {
		port = map[string]string{"http": "80", "https": "443", "ssh": "22", "git": "9418"}[strings.ToLower(u.Scheme)]
	}
	return net.JoinHostPort(strings.ToLower(u.Hostname()), port), false, nil
}
