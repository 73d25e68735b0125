package oci

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"sort"
	"strings"

	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/ui/safetext"
)

// PushSkill is one skill to push: its files (the Sigstore bundle
// included, if it has one, so that signature checks read it as they do
// from git) and the bundle again, to attach as a referrer.
type PushSkill struct {
	Name   string
	Dir    string // its directory in the artifact's tree
	Digest string // the skill digest, annotated for tools
	Files  []File
	Bundle []byte // SKILL.sigstore.json, or nil
	// Annotations are added to the skill's layer (where a mirrored
	// skill came from: AnnotationSource, AnnotationRevision,
	// AnnotationRef).
	Annotations map[string]string
}

// Pushed is what Push wrote.
type Pushed struct {
	Digest    string   // the artifact's manifest digest
	Referrers []string // the bundles' referrer manifest digests
}

// Push writes skills as one artifact (one layer per skill, annotations
// on the manifest), tags it, and attaches each skill's bundle as a
// referrer of the artifact. The same skills and annotations always make
// the same manifest digest.
func (c *Client) Push(ctx context.Context, rawURL, tag string, skills []PushSkill, annotations map[string]string) (Pushed, error) {
	r, err := Parse(rawURL)
	if err != nil {
		return Pushed{}, &Error{URL: safetext.Redact(rawURL), Op: "parse", Kind: errkind.Invalid, Msg: err.Error()}
	}
	if !isTag(tag) {
		return Pushed{}, c.fail(r, "push to", errkind.Invalid, "tag %q is not a valid OCI tag", tag)
	}
	if len(skills) == 0 {
		return Pushed{}, c.fail(r, "push to", errkind.Invalid, "no skills to push")
	}
	s, err := c.session(ctx, r, true)
	if err != nil {
		return Pushed{}, err
	}
	sorted := append([]PushSkill(nil), skills...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].Dir < sorted[j].Dir })
	if err := s.putBlob(ctx, emptyConfig); err != nil {
		return Pushed{}, err
	}
	m := Manifest{
		SchemaVersion: 2, MediaType: ManifestMediaType, ArtifactType: ArtifactType,
		Config:      Descriptor{MediaType: EmptyConfigMediaType, Digest: digestOf(emptyConfig), Size: int64(len(emptyConfig)), Data: emptyConfig},
		Annotations: annotations,
	}
	seen := map[string]bool{}
	for _, sk := range sorted {
		if err := CheckDir(sk.Dir); err != nil || seen[sk.Dir] {
			return Pushed{}, c.fail(r, "push to", errkind.Invalid, "skill %s: directory %q is not a clean relative path or is taken twice", sk.Name, sk.Dir)
		}
		seen[sk.Dir] = true
		layer, err := Tar(sk.Files)
		if err != nil {
			return Pushed{}, c.fail(r, "push to", errkind.Invalid, "skill %s: %v", sk.Name, err)
		}
		if err := s.putBlob(ctx, layer); err != nil {
			return Pushed{}, err
		}
		ann := map[string]string{}
		for k, v := range sk.Annotations {
			if v != "" {
				ann[k] = v
			}
		}
		ann[AnnotationName], ann[AnnotationPath], ann[AnnotationTitle] = sk.Name, sk.Dir, sk.Name
		if sk.Digest != "" {
			ann[AnnotationDigest] = sk.Digest
		}
		m.Layers = append(m.Layers, Descriptor{MediaType: LayerMediaType, Digest: digestOf(layer), Size: int64(len(layer)), Annotations: ann})
	}
	raw, err := json.Marshal(m)
	if err != nil {
		return Pushed{}, err
	}
	if err := s.putManifest(ctx, tag, raw); err != nil {
		return Pushed{}, err
	}
	out := Pushed{Digest: digestOf(raw)}
	subject := &Descriptor{MediaType: ManifestMediaType, Digest: out.Digest, Size: int64(len(raw))}
	for _, sk := range sorted {
		if sk.Bundle == nil {
			continue
		}
		if err := s.putBlob(ctx, sk.Bundle); err != nil {
			return Pushed{}, err
		}
		ref := Manifest{
			SchemaVersion: 2, MediaType: ManifestMediaType, ArtifactType: BundleArtifactType,
			Config:      Descriptor{MediaType: EmptyConfigMediaType, Digest: digestOf(emptyConfig), Size: int64(len(emptyConfig)), Data: emptyConfig},
			Layers:      []Descriptor{{MediaType: BundleArtifactType, Digest: digestOf(sk.Bundle), Size: int64(len(sk.Bundle))}},
			Subject:     subject,
			Annotations: map[string]string{AnnotationName: sk.Name, AnnotationPath: sk.Dir},
		}
		rb, err := json.Marshal(ref)
		if err != nil {
			return Pushed{}, err
		}
		d := digestOf(rb)
		if err := s.putManifest(ctx, d, rb); err != nil {
			return Pushed{}, err
		}
		out.Referrers = append(out.Referrers, d)
	}
	return out, nil
}

// do sends a request and fails on any status but want.
func (s *session) do(req *http.Request, op string, want ...int) (*http.Response, error) {
	resp, err := s.http.Do(req)
	if err != nil {
		return nil, s.c.classify(s.ref, op, err)
	}
	for _, w := range want {
		if resp.StatusCode == w {
			return resp, nil
		}
	}
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	resp.Body.Close()
	kind := errkind.Unavailable
	msg := fmt.Sprintf("the registry answered HTTP %d%s", resp.StatusCode, errorCodes(body))
	if resp.StatusCode == http.StatusUnauthorized || resp.StatusCode == http.StatusForbidden {
		msg = fmt.Sprintf("authentication failed (HTTP %d): log in with `docker login %s` or configure a credential helper in ~/.docker/config.json", resp.StatusCode, s.ref.Registry)
	}
	return nil, s.c.fail(s.ref, op, kind, "%s", msg)
}

// putBlob uploads b unless the registry has it (a monolithic upload: POST
// then PUT with the digest).
func (s *session) putBlob(ctx context.Context, b []byte) error {
	d := digestOf(b)
	head, err := http.NewRequestWithContext(ctx, http.MethodHead, s.base+"/blobs/"+d, nil)
	if err != nil {
		return err
	}
	if resp, err := s.http.Do(head); err == nil {
		resp.Body.Close()
		if resp.StatusCode == http.StatusOK {
			return nil
		}
	}
	post, err := http.NewRequestWithContext(ctx, http.MethodPost, s.base+"/blobs/uploads/", nil)
	if err != nil {
		return err
	}
	resp, err := s.do(post, "start an upload to", http.StatusAccepted)
	if err != nil {
		return err
	}
	resp.Body.Close()
	loc, err := url.Parse(resp.Header.Get("Location"))
	if err != nil {
		return s.c.fail(s.ref, "upload to", errkind.Unavailable, "the registry sent an upload location that is not a URL")
	}
	loc = resp.Request.URL.ResolveReference(loc)
	q := loc.Query()
	q.Set("digest", d)
	loc.RawQuery = q.Encode()
	put, err := http.NewRequestWithContext(ctx, http.MethodPut, loc.String(), bytes.NewReader(b))
	if err != nil {
		return err
	}
	put.ContentLength = int64(len(b))
	put.Header.Set("Content-Type", "application/octet-stream")
	resp, err = s.do(put, "upload a blob to", http.StatusCreated)
	if err != nil {
		return err
	}
	resp.Body.Close()
	return nil
}

func (s *session) putManifest(ctx context.Context, ref string, raw []byte) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPut, s.base+"/manifests/"+ref, bytes.NewReader(raw))
	if err != nil {
		return err
	}
	req.ContentLength = int64(len(raw))
	req.Header.Set("Content-Type", ManifestMediaType)
	resp, err := s.do(req, "push the manifest to", http.StatusCreated, http.StatusOK)
	if err != nil {
		return err
	}
	resp.Body.Close()
	return nil
}

// errorCodes names the OCI error codes of a registry's error body
// ("MANIFEST_INVALID", …). Only the codes are shown: a message or detail
// could echo what the request carried.
func errorCodes(body []byte) string {
	var e struct {
		Errors []struct {
			Code string `json:"code"`
		} `json:"errors"`
	}
	if json.Unmarshal(body, &e) != nil {
		return ""
	}
	var codes []string
	for _, x := range e.Errors {
		if x.Code != "" && len(x.Code) <= 64 && strings.Trim(x.Code, "ABCDEFGHIJKLMNOPQRSTUVWXYZ_") == "" && len(codes) < 4 {
			codes = append(codes, x.Code)
		}
	}
	if len(codes) == 0 {
		return ""
	}
	return " (" + strings.Join(codes, ", ") + ")"
}
