package oci

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"

	"github.com/google/go-containerregistry/pkg/authn"
	"github.com/google/go-containerregistry/pkg/name"
	"github.com/google/go-containerregistry/pkg/v1/remote/transport"

	"github.com/skillpin/skillpin/internal/install/atomicfile"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/ui/safetext"
)

// Scheme prefixes an OCI source URL.
const Scheme = "oci://"

// Bounds on what a registry may send.
const (
	// MaxManifest bounds a manifest (the OCI distribution spec asks
	// registries to accept at least 4 MiB).
	MaxManifest = 4 << 20
	// MaxLayers bounds the skills of one artifact.
	MaxLayers = 4096
)

// IsDigest reports whether ref is a manifest digest (sha256:<64 hex>).
func IsDigest(ref string) bool {
	hex, ok := strings.CutPrefix(ref, "sha256:")
	return ok && len(hex) == 64 && strings.Trim(hex, "0123456789abcdef") == ""
}

// isTag reports whether s is an OCI tag: [A-Za-z0-9_][A-Za-z0-9._-]{0,127}.
func isTag(s string) bool {
	if s == "" || len(s) > 128 || s[0] == '.' || s[0] == '-' {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_' || c == '.' || c == '-') {
			return false
		}
	}
	return true
}

// Ref is a parsed oci:// source.
type Ref struct {
	Registry   string // host[:port]
	Repository string // path in the registry
	// Tag or Digest, at most one: what was asked for.
	Tag, Digest string
}

// URL is the source URL without tag or digest, as skills.toml and
// skills.lock store it.
func (r Ref) URL() string { return Scheme + r.Registry + "/" + r.Repository }

// Version is the tag or the digest ("" when neither was given).
func (r Ref) Version() string {
	if r.Digest != "" {
		return r.Digest
	}
	return r.Tag
}

// Parse reads oci://REGISTRY/REPO[:TAG|@sha256:HEX].
func Parse(s string) (Ref, error) {
	rest, ok := strings.CutPrefix(s, Scheme)
	if !ok {
		return Ref{}, fmt.Errorf("not an %s URL", Scheme)
	}
	if safetext.HasUserinfo(s) || strings.Contains(strings.SplitN(rest, "/", 2)[0], "@") {
		return Ref{}, errors.New("the source holds credentials (user info before the registry), which would be written to skills.toml and skills.lock; remove them and log in with `docker login REGISTRY` (or a credential helper in ~/.docker/config.json)")
	}
	var r Ref
	if i := strings.Index(rest, "@"); i >= 0 {
		rest, r.Digest = rest[:i], rest[i+1:]
		if !IsDigest(r.Digest) {
			return Ref{}, fmt.Errorf("digest %q is not sha256:<64 lowercase hex>", r.Digest)
		}
	}
	host, repo, ok := strings.Cut(rest, "/")
	if !ok || host == "" || repo == "" {
		return Ref{}, errors.New("want oci://REGISTRY/REPOSITORY[:TAG|@sha256:DIGEST]")
	}
	if i := strings.LastIndex(repo, ":"); i >= 0 {
		if r.Digest != "" {
			return Ref{}, errors.New("give a tag or a digest, not both")
		}
		repo, r.Tag = repo[:i], repo[i+1:]
		if !isTag(r.Tag) {
			return Ref{}, fmt.Errorf("tag %q is not a valid OCI tag ([A-Za-z0-9_][A-Za-z0-9._-], at most 128)", r.Tag)
		}
	}
	if _, err := name.NewRegistry(host, name.StrictValidation); err != nil {
		return Ref{}, fmt.Errorf("registry %q: %v", host, err)
	}
	if _, err := name.NewRepository(host+"/"+repo, name.StrictValidation); err != nil {
		return Ref{}, fmt.Errorf("repository %q: lowercase letters, digits and separators (. _ - /) only", repo)
	}
	r.Registry, r.Repository = host, repo
	return r, nil
}

// Options configure a Client.
type Options struct {
	// Keychain finds credentials per registry; nil means DockerKeychain(os.Getenv)
	// (~/.docker/config.json or $DOCKER_CONFIG, its credential helpers,
	// Podman's auth.json).
	Keychain authn.Keychain
	// Transport is the HTTP transport under authentication; nil means
	// http.DefaultTransport.
	Transport http.RoundTripper
	// CacheDir keeps blobs verified against their digest, in
	// CacheDir/oci/blobs/sha256/<hex>; "" keeps nothing.
	CacheDir string
	// Offline reads only the cache: what it lacks is an error.
	Offline bool
}

// Client reads and writes skill artifacts in registries.
type Client struct {
	opts Options

	onLayerRead func(digest string) // test hook: every layer read and unpacked
}

// New returns a Client.
func New(opts Options) *Client {
	if opts.Keychain == nil {
		opts.Keychain = DockerKeychain(nil)
	}
	if opts.Transport == nil {
		opts.Transport = http.DefaultTransport
	}
	return &Client{opts: opts}
}

// Error is a registry that could not be used. Kind is errkind.Unavailable
// (unreachable, refused, server errors), errkind.Invalid (the reference
// names nothing, or what it names is not a skill artifact) or
// errkind.CheckFailed (content that does not match its digest).
type Error struct {
	URL  string
	Op   string
	Kind error
	Msg  string
}

func (e *Error) Error() string {
	return fmt.Sprintf("%s %s: %s", e.Op, e.URL, e.Msg)
}
func (e *Error) Is(target error) bool { return target == e.Kind }

// fail makes an *Error. Its message is made one line: it may quote what
// the registry sent (a transport error carries the server's message), and
// a line break or escape in that must not forge a line of output.
func (c *Client) fail(r Ref, op string, kind error, format string, args ...any) error {
	return &Error{URL: safetext.Redact(r.URL()), Op: op, Kind: kind, Msg: safetext.Show(fmt.Sprintf(format, args...))}
}

// session is an authenticated HTTP client for one repository.
type session struct {
	c    *Client
	ref  Ref
	base string
	http *http.Client
}

func (c *Client) session(ctx context.Context, r Ref, push bool) (*session, error) {
	if c.opts.Offline {
		return nil, c.fail(r, "read", errkind.Unavailable, "offline, and the cache does not hold it (run once online)")
	}
	reg, err := name.NewRegistry(r.Registry)
	if err != nil {
		return nil, c.fail(r, "read", errkind.Invalid, "%v", err)
	}
	repo := reg.Repo(r.Repository)
	auth, err := authn.Resolve(ctx, c.opts.Keychain, repo)
	if err != nil {
		return nil, c.fail(r, "read credentials for", errkind.Unavailable, "%v (check ~/.docker/config.json and its credential helpers)", err)
	}
	scope := repo.Scope(transport.PullScope)
	if push {
		scope = repo.Scope(transport.PushScope)
	}
	rt, err := transport.NewWithContext(ctx, reg, auth, c.opts.Transport, []string{scope})
	if err != nil {
		return nil, c.classify(r, "reach", err)
	}
	return &session{c: c, ref: r, base: scheme(r.Registry) + "://" + reg.RegistryStr() + "/v2/" + r.Repository, http: &http.Client{Transport: rt}}, nil
}

// scheme is https, except for a registry on this machine (localhost, a
// loopback address), which is spoken to over plain http as docker does.
// (go-containerregistry would also use http for private addresses; a
// registry there with TLS must not be downgraded, and credentials must
// not cross a network in the clear.)
func scheme(registry string) string {
	host := registry
	if h, _, err := net.SplitHostPort(registry); err == nil {
		host = h
	}
	host = strings.Trim(host, "[]")
	if host == "localhost" {
		return "http"
	}
	if ip := net.ParseIP(host); ip != nil && ip.IsLoopback() {
		return "http"
	}
	return "https"
}

// classify turns a transport error into an *Error.
func (c *Client) classify(r Ref, op string, err error) error {
	var te *transport.Error
	if errors.As(err, &te) {
		switch te.StatusCode {
		case http.StatusUnauthorized, http.StatusForbidden:
			return c.fail(r, op, errkind.Unavailable, "authentication failed (HTTP %d): log in with `docker login %s` or configure a credential helper in ~/.docker/config.json", te.StatusCode, r.Registry)
		}
	}
	return c.fail(r, op, errkind.Unavailable, "%v (check the registry address and your network)", err)
}

// get fetches path under the repository, at most max bytes.
func (s *session) get(ctx context.Context, op, path string, accept string, max int64) ([]byte, error) {
	body, err := s.open(ctx, op, path, accept, max)
	if err != nil {
		return nil, err
	}
	defer body.Close()
	b, err := io.ReadAll(io.LimitReader(body, max+1))
	if err != nil {
		return nil, s.c.classify(s.ref, op, err)
	}
	if int64(len(b)) > max {
		return nil, s.c.fail(s.ref, op, errkind.Invalid, "over the bound of %d bytes", max)
	}
	return b, nil
}

// open requests path under the repository and returns the body of a 200
// answer that does not say it is over max bytes.
func (s *session) open(ctx context.Context, op, path string, accept string, max int64) (io.ReadCloser, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, s.base+path, nil)
	if err != nil {
		return nil, s.c.fail(s.ref, op, errkind.Invalid, "%v", err)
	}
	if accept != "" {
		req.Header.Set("Accept", accept)
	}
	resp, err := s.http.Do(req)
	if err != nil {
		return nil, s.c.classify(s.ref, op, err)
	}
	fail := func(kind error, format string, args ...any) (io.ReadCloser, error) {
		resp.Body.Close()
		return nil, s.c.fail(s.ref, op, kind, format, args...)
	}
	switch {
	case resp.StatusCode == http.StatusNotFound:
		return fail(errkind.Invalid, "not found (HTTP 404)")
	case resp.StatusCode == http.StatusUnauthorized || resp.StatusCode == http.StatusForbidden:
		return fail(errkind.Unavailable, "authentication failed (HTTP %d): log in with `docker login %s` or configure a credential helper in ~/.docker/config.json", resp.StatusCode, s.ref.Registry)
	case resp.StatusCode != http.StatusOK:
		return fail(errkind.Unavailable, "the registry answered HTTP %d", resp.StatusCode)
	}
	if resp.ContentLength > max {
		return fail(errkind.Invalid, "%d bytes, over the bound of %d", resp.ContentLength, max)
	}
	return resp.Body, nil
}

func digestOf(b []byte) string {
	sum := sha256.Sum256(b)
	return "sha256:" + hex.EncodeToString(sum[:])
}

// Resolve returns the digest of the manifest ref (a tag or a digest)
// names in the repository of url: what a lock pins. The manifest is read
// and checked to be a skill artifact.
func (c *Client) Resolve(ctx context.Context, url, ref string) (string, error) {
	r, err := Parse(url)
	if err != nil {
		return "", &Error{URL: safetext.Redact(url), Op: "parse", Kind: errkind.Invalid, Msg: err.Error()}
	}
	if ref == "" {
		return "", c.fail(r, "resolve", errkind.Invalid, "no tag or digest: write oci://%s/%s:TAG or @sha256:DIGEST", r.Registry, r.Repository)
	}
	if !isTag(ref) && !IsDigest(ref) {
		// ref comes from skills.toml or skills.lock, which a checkout
		// ships: it goes into the request's path and into messages.
		return "", c.fail(r, "resolve", errkind.Invalid, "%q is not a tag ([A-Za-z0-9_][A-Za-z0-9._-], at most 128) or a digest (sha256:<64 lowercase hex>): fix the ref in skills.toml, or restore skills.lock from version control", ref)
	}
	s, err := c.session(ctx, r, false)
	if err != nil {
		return "", err
	}
	raw, err := s.get(ctx, "read the manifest "+ref+" of", "/manifests/"+ref, ManifestMediaType, MaxManifest)
	if err != nil {
		return "", err
	}
	d := digestOf(raw)
	if IsDigest(ref) && d != ref {
		return "", c.fail(r, "read the manifest of", errkind.CheckFailed, "asked for %s, the registry sent content with digest %s", ref, d)
	}
	if _, err := parseManifest(raw); err != nil {
		return "", c.fail(r, "read the manifest "+ref+" of", errkind.Invalid, "%v", err)
	}
	c.putCache(d, raw)
	return d, nil
}

// parseManifest reads and checks a skill artifact's manifest.
func parseManifest(raw []byte) (*Manifest, error) {
	var m Manifest
	dec := json.NewDecoder(bytes.NewReader(raw))
	if err := dec.Decode(&m); err != nil {
		return nil, fmt.Errorf("not a JSON manifest: %v", err)
	}
	if m.SchemaVersion != 2 || (m.MediaType != "" && m.MediaType != ManifestMediaType) {
		return nil, fmt.Errorf("not an OCI image manifest (schemaVersion %d, mediaType %q)", m.SchemaVersion, m.MediaType)
	}
	if m.ArtifactType != ArtifactType && m.Config.MediaType != ArtifactType {
		return nil, fmt.Errorf("artifact type %q is not %s: not skills pushed by skillpin (see docs/oci.md for the layout)", m.ArtifactType, ArtifactType)
	}
	if len(m.Layers) > MaxLayers {
		return nil, fmt.Errorf("%d layers, over the bound of %d", len(m.Layers), MaxLayers)
	}
	names := map[string]bool{}
	for i, l := range m.Layers {
		if l.MediaType != LayerMediaType {
			return nil, fmt.Errorf("layer %d has media type %q, want %s", i, l.MediaType, LayerMediaType)
		}
		if !IsDigest(l.Digest) || l.Size < 0 {
			return nil, fmt.Errorf("layer %d: digest %q or size %d is not valid", i, l.Digest, l.Size)
		}
		dir := l.Annotations[AnnotationPath]
		if err := CheckDir(dir); err != nil {
			return nil, fmt.Errorf("layer %d: annotation %s: %v", i, AnnotationPath, err)
		}
		if l.Annotations[AnnotationName] == "" {
			return nil, fmt.Errorf("layer %d has no %s annotation", i, AnnotationName)
		}
		if names[dir] {
			return nil, fmt.Errorf("two layers are at %q", dir)
		}
		names[dir] = true
	}
	return &m, nil
}

// Skill is a skill layer of a manifest.
type Skill struct {
	Name, Dir string
	Digest    string
	Size      int64
}

// Open reads the manifest digest of url and the layers of the skills
// want accepts (by name and directory), and returns those skills' files
// as a file system, each under its directory. Every manifest and layer
// is checked against its digest; a layer over maxLayer bytes or with
// more than maxFiles files is refused before it is used.
func (c *Client) Open(ctx context.Context, url, digest string, want func(name, dir string) bool, maxLayer int64, maxFiles int) (fs.FS, []Skill, error) {
	r, err := Parse(url)
	if err != nil {
		return nil, nil, &Error{URL: safetext.Redact(url), Op: "parse", Kind: errkind.Invalid, Msg: err.Error()}
	}
	if !IsDigest(digest) {
		return nil, nil, c.fail(r, "open", errkind.Invalid, "%q is not a manifest digest", digest)
	}
	var s *session
	sess := func() (*session, error) {
		if s == nil {
			var err error
			s, err = c.session(ctx, r, false)
			return s, err
		}
		return s, nil
	}
	fetch := func(op, path, digest string, max int64, accept string) ([]byte, error) {
		if b := c.getCache(digest, max); b != nil {
			return b, nil
		}
		s, err := sess()
		if err != nil {
			return nil, err
		}
		b, err := s.get(ctx, op, path, accept, max)
		if err != nil {
			return nil, err
		}
		if d := digestOf(b); d != digest {
			return nil, c.fail(r, op, errkind.CheckFailed, "asked for %s, the registry sent content with digest %s", digest, d)
		}
		c.putCache(digest, b)
		return b, nil
	}
	raw, err := fetch("read the manifest "+digest+" of", "/manifests/"+digest, digest, MaxManifest, ManifestMediaType)
	if err != nil {
		return nil, nil, err
	}
	m, err := parseManifest(raw)
	if err != nil {
		return nil, nil, c.fail(r, "read the manifest "+digest+" of", errkind.Invalid, "%v", err)
	}
	fsys := newLayerFS()
	var skills []Skill
	// A layer is read from its blob on disk, never held (see blob); a
	// blob the manifest lists under several paths is fetched and indexed
	// once.
	type layer struct {
		b     *blob
		files []tarFile
	}
	indexed := map[string]layer{}
	for _, l := range m.Layers {
		sk := Skill{Name: l.Annotations[AnnotationName], Dir: l.Annotations[AnnotationPath], Digest: l.Digest, Size: l.Size}
		if want != nil && !want(sk.Name, sk.Dir) {
			continue
		}
		op := "read the layer of skill " + safetext.Show(sk.Name) + " from"
		if l.Size > maxLayer {
			return nil, nil, c.fail(r, op, errkind.Invalid, "the layer is %d bytes, over the bound of %d (raise [settings] max_bytes if the skill is meant to be this large)", l.Size, maxLayer)
		}
		ly, ok := indexed[l.Digest]
		if !ok {
			b, files, err := c.layerBlob(ctx, sess, r, op, l.Digest, l.Size, maxFiles)
			if err != nil {
				return nil, nil, err
			}
			ly = layer{b, files}
			indexed[l.Digest] = ly
		}
		if err := fsys.addAll(sk.Dir, ly.b, ly.files); err != nil {
			return nil, nil, c.fail(r, op, errkind.Invalid, "%v", err)
		}
		skills = append(skills, sk)
	}
	return fsys, skills, nil
}

// Skills lists the skill layers of a pinned manifest without reading them.
func (c *Client) Skills(ctx context.Context, url, digest string) ([]Skill, error) {
	var out []Skill
	_, _, err := c.Open(ctx, url, digest, func(name, dir string) bool {
		out = append(out, Skill{Name: name, Dir: dir})
		return false
	}, 0, 0)
	return out, err
}

func (c *Client) blobPath(digest string) string {
	if c.opts.CacheDir == "" || !IsDigest(digest) {
		return ""
	}
	return filepath.Join(c.opts.CacheDir, "oci", "blobs", "sha256", strings.TrimPrefix(digest, "sha256:"))
}

// getCache returns a cached blob whose bytes still match digest.
func (c *Client) getCache(digest string, max int64) []byte {
	p := c.blobPath(digest)
	if p == "" {
		return nil
	}
	f, err := os.Open(p)
	if err != nil {
		return nil
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, max+1))
	if err != nil || int64(len(b)) > max || digestOf(b) != digest {
		return nil
	}
	return b
}

// putCache keeps a verified blob; failing to is not an error (the next
// run fetches again).
func (c *Client) putCache(digest string, b []byte) {
	p := c.blobPath(digest)
	if p == "" {
		return
	}
	// One there already is kept when it is whole, and replaced when it
	// is not (a corrupted blob would otherwise be fetched every time).
	if c.getCache(digest, int64(len(b))) != nil {
		return
	}
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return
	}
	_ = atomicfile.WriteFile(p, b, 0o644, "")
}
