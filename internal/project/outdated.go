package project

import (
	"context"
	"slices"
	"strings"

	"golang.org/x/mod/semver"
)

// Outdated is one source's newer versions.
type Outdated struct {
	Source  string   `json:"source"`
	URL     string   `json:"url"`
	Ref     string   `json:"ref"`
	Kind    string   `json:"kind"`
	Latest  string   `json:"latest,omitempty"`
	Newer   []string `json:"newer"`
	Message string   `json:"message,omitempty"`
}

// Outdated lists, per git source, the version tags newer than the locked
// ref, in semver order. Tags that are not versions are ignored, and so are
// prereleases unless pre is set.
func (p *Project) Outdated(ctx context.Context, pre bool) ([]Outdated, error) {
	var out []Outdated
	for _, src := range p.manifest.Sources {
		spec, loc, err := p.remote(src.URL)
		if err != nil {
			return nil, err
		}
		o := Outdated{Source: src.Name, URL: src.URL, Ref: src.Ref}
		if p.lock != nil {
			if ls := p.lock.Source(src.Name); ls != nil {
				o.Kind = ls.Kind
			}
		}
		if spec.Kind == "path" {
			o.Kind = "path"
			o.Message = "local directory: no versions"
			out = append(out, o)
			continue
		}
		refs, err := p.fetchClient().ListRefs(ctx, loc)
		if err != nil {
			return nil, err
		}
		var versions []string
		for _, r := range refs {
			tag, ok := strings.CutPrefix(r.Name, "refs/tags/")
			if !ok || strings.HasSuffix(tag, "^{}") {
				continue
			}
			v := canonicalVersion(tag)
			if v == "" || (!pre && semver.Prerelease(v) != "") {
				continue
			}
			versions = append(versions, tag)
		}
		slices.SortFunc(versions, func(a, b string) int { return semver.Compare(canonicalVersion(a), canonicalVersion(b)) })
		versions = slices.Compact(versions)
		current := canonicalVersion(src.Ref)
		for _, v := range versions {
			if current == "" || semver.Compare(canonicalVersion(v), current) > 0 {
				o.Newer = append(o.Newer, v)
			}
		}
		if len(versions) > 0 {
			o.Latest = versions[len(versions)-1]
		}
		switch {
		case len(versions) == 0:
			o.Message = "no version tags"
		case current == "":
			o.Message = "ref is not a version tag; newest version is " + o.Latest
		case len(o.Newer) == 0:
			o.Message = "up to date"
		}
		out = append(out, o)
	}
	return out, nil
}

// canonicalVersion returns the semver form of a tag ("1.2" and "v1.2"
// both become "v1.2"), or "" when the tag is not a version.
func canonicalVersion(tag string) string {
	v := tag
	if !strings.HasPrefix(v, "v") {
		v = "v" + v
	}
	if !semver.IsValid(v) {
		return ""
	}
	return v
}
