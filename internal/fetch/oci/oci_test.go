package oci

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io/fs"
	"net/http"
	"strings"
	"testing"

	"github.com/google/go-containerregistry/pkg/authn"

	"github.com/skillpin/skillpin/internal/fetch/oci/ocitest"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/ui/errkind"
)

func anon() Options { return Options{Keychain: authn.NewMultiKeychain()} }

func skill(name, dir, body string) PushSkill {
	return PushSkill{Name: name, Dir: dir, Files: []File{
		{Path: "SKILL.md", Data: []byte("---\nname: " + name + "\ndescription: " + body + "\n---\n# " + name + "\n")},
		{Path: "scripts/run.sh", Data: []byte("#!/bin/sh\necho " + name + "\n"), Exec: true},
	}}
}

func TestScheme(t *testing.T) {
	for reg, want := range map[string]string{
		"127.0.0.1:5000": "http", "localhost:5000": "http", "localhost": "http", "[::1]:5000": "http",
		"10.0.0.8:5000": "https", "192.168.1.2": "https", "registry.example": "https", "registry.example:443": "https",
	} {
		if got := scheme(reg); got != want {
			t.Errorf("scheme(%s) = %s, want %s", reg, got, want)
		}
	}
}

func TestParse(t *testing.T) {
	tests := []struct {
		in      string
		want    Ref
		wantErr string
	}{
		{"oci://reg.example:5000/team/skills:v1", Ref{Registry: "reg.example:5000", Repository: "team/skills", Tag: "v1"}, ""},
		{"oci://reg.example/skills@sha256:" + strings.Repeat("a", 64), Ref{Registry: "reg.example", Repository: "skills", Digest: "sha256:" + strings.Repeat("a", 64)}, ""},
		{"oci://reg.example/skills", Ref{Registry: "reg.example", Repository: "skills"}, ""},
		{"oci://user:pw@reg.example/skills:v1", Ref{}, "credentials"},
		{"oci://reg.example/skills@sha256:abc", Ref{}, "not sha256"},
		{"oci://reg.example/skills:v1@sha256:" + strings.Repeat("a", 64), Ref{}, "not both"},
		{"oci://reg.example/Skills:v1", Ref{}, "lowercase"},
		{"oci://reg.example/skills:-bad", Ref{}, "not a valid OCI tag"},
		{"oci://reg.example", Ref{}, "want oci://REGISTRY/REPOSITORY"},
	}
	for _, tt := range tests {
		got, err := Parse(tt.in)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("Parse(%q) = %+v, %v; want an error saying %q", tt.in, got, err, tt.wantErr)
			}
			if err != nil && strings.Contains(err.Error(), "pw") {
				t.Errorf("Parse(%q): the error shows the password: %v", tt.in, err)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("Parse(%q) = %+v, %v; want %+v", tt.in, got, err, tt.want)
		}
	}
}

// TestPushResolveOpen pushes two skills with a bundle, resolves the tag
// to the manifest digest, and opens only one skill: only its layer is
// downloaded, and a second open reads the cache.
func TestPushResolveOpen(t *testing.T) {
	ctx := context.Background()
	reg := ocitest.New(t)
	url := Scheme + reg.Host + "/team/skills"
	c := New(anon())
	a, b := skill("alpha", "skills/alpha", "first"), skill("beta", "skills/beta", "second")
	a.Bundle = []byte(`{"mediaType":"application/vnd.dev.sigstore.bundle.v0.3+json"}`)
	pushed, err := c.Push(ctx, url, "v1", []PushSkill{b, a}, map[string]string{AnnotationSource: "https://example.com/skills"})
	if err != nil {
		t.Fatal(err)
	}
	if len(pushed.Referrers) != 1 {
		t.Fatalf("referrers %v, want one bundle", pushed.Referrers)
	}
	// Deterministic: the same push makes the same digest.
	again, err := c.Push(ctx, url, "v1", []PushSkill{a, b}, map[string]string{AnnotationSource: "https://example.com/skills"})
	if err != nil || again.Digest != pushed.Digest {
		t.Fatalf("second push: %v, %v; want the same digest %s", again.Digest, err, pushed.Digest)
	}

	cache := testfs.TempDir(t)
	c = New(Options{Keychain: authn.NewMultiKeychain(), CacheDir: cache})
	d, err := c.Resolve(ctx, url, "v1")
	if err != nil || d != pushed.Digest {
		t.Fatalf("Resolve v1 = %s, %v; want %s", d, err, pushed.Digest)
	}
	if d2, err := c.Resolve(ctx, url, d); err != nil || d2 != d {
		t.Fatalf("Resolve by digest = %s, %v", d2, err)
	}
	// A ref from a checkout's skills.toml or skills.lock that is neither
	// a tag nor a digest never reaches the registry.
	manifestsBefore := reg.Count("GET /v2/")
	for _, bad := range []string{"../../other/manifests/v1", "v1\n\x1b[2J", "sha256:ABC", ".v1"} {
		if _, err := c.Resolve(ctx, url, bad); !errors.Is(err, errkind.Invalid) || strings.ContainsAny(err.Error(), "\n\x1b") {
			t.Errorf("Resolve(%q) = %v, want an Invalid error on one line", bad, err)
		}
	}
	if n := reg.Count("GET /v2/") - manifestsBefore; n != 0 {
		t.Errorf("%d requests for refs that are not tags or digests, want 0", n)
	}

	blobsBefore := reg.Count("GET /v2/team/skills/blobs/")
	fsys, skills, err := c.Open(ctx, url, d, func(name, dir string) bool { return name == "alpha" }, 1<<20, 100)
	if err != nil {
		t.Fatal(err)
	}
	if len(skills) != 1 || skills[0].Name != "alpha" || skills[0].Dir != "skills/alpha" {
		t.Fatalf("skills %+v", skills)
	}
	if n := reg.Count("GET /v2/team/skills/blobs/") - blobsBefore; n != 1 {
		t.Errorf("%d blobs downloaded for one skill, want 1", n)
	}
	md, err := fs.ReadFile(fsys, "skills/alpha/SKILL.md")
	if err != nil || !strings.Contains(string(md), "name: alpha") {
		t.Fatalf("SKILL.md: %q, %v", md, err)
	}
	if _, err := fs.Stat(fsys, "skills/beta/SKILL.md"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("beta was not selected but is in the tree: %v", err)
	}
	fi, err := fs.Stat(fsys, "skills/alpha/scripts/run.sh")
	if err != nil || fi.Mode().Perm() != 0o755 {
		t.Errorf("run.sh: %v %v, want mode 0755", fi, err)
	}
	var walked []string
	fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		walked = append(walked, p)
		return err
	})
	if strings.Join(walked, ",") != ".,skills,skills/alpha,skills/alpha/SKILL.md,skills/alpha/scripts,skills/alpha/scripts/run.sh" {
		t.Errorf("walk: %v", walked)
	}

	// Offline, from the cache: no request.
	before := reg.Count("")
	off := New(Options{Keychain: authn.NewMultiKeychain(), CacheDir: cache, Offline: true})
	if _, _, err := off.Open(ctx, url, d, func(name, _ string) bool { return name == "alpha" }, 1<<20, 100); err != nil {
		t.Fatalf("offline open of a cached skill: %v", err)
	}
	if n := reg.Count("") - before; n != 0 {
		t.Errorf("offline open made %d requests", n)
	}
	if _, _, err := off.Open(ctx, url, d, nil, 1<<20, 100); !errors.Is(err, errkind.Unavailable) {
		t.Errorf("offline open of an uncached skill: %v, want unavailable", err)
	}

	// The bundle is a referrer of the artifact.
	resp, err := http.Get(reg.Server.URL + "/v2/team/skills/referrers/" + d)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var idx struct {
		Manifests []Descriptor `json:"manifests"`
	}
	json.NewDecoder(resp.Body).Decode(&idx)
	if len(idx.Manifests) != 1 || idx.Manifests[0].Digest != pushed.Referrers[0] {
		t.Fatalf("referrers of %s: %+v, want the bundle %s", d, idx.Manifests, pushed.Referrers[0])
	}
	resp, err = http.Get(reg.Server.URL + "/v2/team/skills/manifests/" + pushed.Referrers[0])
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var ref Manifest
	json.NewDecoder(resp.Body).Decode(&ref)
	if ref.ArtifactType != BundleArtifactType || ref.Subject == nil || ref.Subject.Digest != d || len(ref.Layers) != 1 || ref.Layers[0].Digest != digestOf(a.Bundle) {
		t.Errorf("referrer manifest %+v: want a bundle of %s", ref, d)
	}
}

// TestHostileRegistry: what a registry sends is checked before use.
func TestHostileRegistry(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		name string
		// hook rewrites answers, given the pushed digest.
		hook func(digest string) func(w http.ResponseWriter, r *http.Request) bool
		// byDigest opens the pinned digest instead of resolving the tag.
		byDigest bool
		maxLayer int64
		want     error
		msg      string
	}{
		{"manifest that is not JSON", func(string) func(http.ResponseWriter, *http.Request) bool {
			return serve("/manifests/v1", ManifestMediaType, []byte("<html>"))
		}, false, 1 << 20, errkind.Invalid, "not a JSON manifest"},
		{"manifest of another artifact type", func(string) func(http.ResponseWriter, *http.Request) bool {
			return serve("/manifests/v1", ManifestMediaType, []byte(`{"schemaVersion":2,"mediaType":"application/vnd.oci.image.manifest.v1+json","config":{"mediaType":"application/vnd.oci.image.config.v1+json","digest":"sha256:`+strings.Repeat("0", 64)+`","size":2},"layers":[]}`))
		}, false, 1 << 20, errkind.Invalid, "not skills pushed by skillpin"},
		{"manifest with a layer path escaping", func(string) func(http.ResponseWriter, *http.Request) bool {
			return serve("/manifests/v1", ManifestMediaType, []byte(`{"schemaVersion":2,"artifactType":"`+ArtifactType+`","config":{"mediaType":"`+EmptyConfigMediaType+`","digest":"sha256:`+strings.Repeat("0", 64)+`","size":2},"layers":[{"mediaType":"`+LayerMediaType+`","digest":"sha256:`+strings.Repeat("1", 64)+`","size":10,"annotations":{"`+AnnotationName+`":"x","`+AnnotationPath+`":"../../etc"}}]}`))
		}, false, 1 << 20, errkind.Invalid, "not a clean relative path"},
		{"oversize manifest", func(string) func(http.ResponseWriter, *http.Request) bool {
			return serve("/manifests/v1", ManifestMediaType, make([]byte, MaxManifest+1))
		}, false, 1 << 20, errkind.Invalid, "over the bound"},
		{"manifest that does not match its digest", func(digest string) func(http.ResponseWriter, *http.Request) bool {
			return serve("/manifests/"+digest, ManifestMediaType, []byte(`{"schemaVersion":2}`))
		}, true, 1 << 20, errkind.CheckFailed, "the registry sent content with digest"},
		{"layer that does not match its digest", func(string) func(http.ResponseWriter, *http.Request) bool {
			return func(w http.ResponseWriter, r *http.Request) bool {
				if !strings.Contains(r.URL.Path, "/blobs/") || r.Method != http.MethodGet {
					return false
				}
				w.Write(make([]byte, 2048))
				return true
			}
		}, true, 1 << 20, errkind.CheckFailed, "the registry sent content with digest"},
		{"oversize layer", nil, true, 100, errkind.Invalid, "over the bound of 100"},
		{"registry error", func(string) func(http.ResponseWriter, *http.Request) bool {
			return func(w http.ResponseWriter, r *http.Request) bool {
				if strings.Contains(r.URL.Path, "/manifests/") {
					http.Error(w, "down", http.StatusBadGateway)
					return true
				}
				return false
			}
		}, false, 1 << 20, errkind.Unavailable, "HTTP 502"},
		{"unknown tag", func(string) func(http.ResponseWriter, *http.Request) bool {
			return func(w http.ResponseWriter, r *http.Request) bool {
				if strings.HasSuffix(r.URL.Path, "/manifests/v1") {
					http.NotFound(w, r)
					return true
				}
				return false
			}
		}, false, 1 << 20, errkind.Invalid, "not found"},
		{"registry error that tries to forge a line", func(string) func(http.ResponseWriter, *http.Request) bool {
			return func(w http.ResponseWriter, r *http.Request) bool {
				if r.URL.Path != "/v2/" {
					return false
				}
				w.Header().Set("Content-Type", "application/json")
				w.WriteHeader(http.StatusInternalServerError)
				w.Write([]byte(`{"errors":[{"code":"UNKNOWN","message":"down\nskillpin: \u001b[32mverified"}]}`))
				return true
			}
		}, false, 1 << 20, errkind.Unavailable, "verified"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			reg := ocitest.New(t)
			url := Scheme + reg.Host + "/skills"
			c := New(anon())
			pushed, err := c.Push(ctx, url, "v1", []PushSkill{skill("alpha", "alpha", "x")}, nil)
			if err != nil {
				t.Fatal(err)
			}
			if tt.hook != nil {
				reg.SetHook(tt.hook(pushed.Digest))
			}
			if tt.byDigest {
				_, _, err = c.Open(ctx, url, pushed.Digest, nil, tt.maxLayer, 100)
			} else {
				_, err = c.Resolve(ctx, url, "v1")
			}
			if !errors.Is(err, tt.want) || !strings.Contains(err.Error(), tt.msg) {
				t.Fatalf("err = %v, want %v saying %q", err, tt.want, tt.msg)
			}
			if strings.ContainsAny(err.Error(), "\n\x1b") {
				t.Errorf("err = %q: what the registry sent is shown raw", err)
			}
		})
	}
}

func serve(suffix, mediaType string, body []byte) func(http.ResponseWriter, *http.Request) bool {
	return func(w http.ResponseWriter, r *http.Request) bool {
		if r.Method != http.MethodGet || !strings.HasSuffix(r.URL.Path, suffix) {
			return false
		}
		w.Header().Set("Content-Type", mediaType)
		w.Write(body)
		return true
	}
}

// TestHostileLayers: a layer's tar may hold only regular files at clean
// relative paths, each once.
func TestHostileLayers(t *testing.T) {
	tests := []struct {
		name  string
		entry func() []byte
		want  string
	}{
		{"symlink", func() []byte { return rawTar(t, tarEntry{name: "SKILL.md", typ: '2', link: "/etc/passwd"}) }, "not a regular file"},
		{"hard link", func() []byte { return rawTar(t, tarEntry{name: "SKILL.md", typ: '1', link: "other"}) }, "not a regular file"},
		{"dot dot", func() []byte { return rawTar(t, tarEntry{name: "../evil", typ: '0'}) }, "not a clean relative path"},
		{"absolute", func() []byte { return rawTar(t, tarEntry{name: "/evil", typ: '0'}) }, "not a clean relative path"},
		{"twice", func() []byte { return rawTar(t, tarEntry{name: "a", typ: '0'}, tarEntry{name: "a", typ: '0'}) }, "appears twice"},
		{"too many files", func() []byte {
			return rawTar(t, tarEntry{name: "a", typ: '0'}, tarEntry{name: "b", typ: '0'}, tarEntry{name: "c", typ: '0'})
		}, "more than 2 files"},
		{"not a tar", func() []byte { return []byte("garbage garbage garbage") }, "not a tar archive"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := untarFiles(bytes.NewReader(tt.entry()), 2, nil)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("untar: %v, want %q", err, tt.want)
			}
		})
	}
}
