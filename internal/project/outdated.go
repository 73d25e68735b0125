package project

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"golang.org/x/mod/semver"

	"github.com/skillpin/skillpin/internal/fetch"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/manifest"
)

// Outdated is one source's newer versions, or for a branch source whether
// the branch moved.
type Outdated struct {
	Source string   `json:"source"`
	URL    string   `json:"url"`
	Ref    string   `json:"ref"`
	Kind   string   `json:"kind"`
	Latest string   `json:"latest,omitempty"`
	Newer  []string `json:"newer"`
	// Locked is the commit the lock pins; Head is where the branch is now
	// (branch sources).
	Locked string `json:"locked,omitempty"`
	Head   string `json:"head,omitempty"`
	// Moved: a branch source's branch is no longer at the locked commit.
	Moved bool `json:"moved,omitempty"`
	// Update is the command that takes what is newer ("" when nothing is).
	Update  string `json:"update,omitempty"`
	Message string `json:"message,omitempty"`
}

// Outdated lists, per source, the version tags newer than the locked ref
// in semver order (tags that are not versions are ignored, and so are
// prereleases unless pre is set), and for a branch whether it moved.
func (p *Project) Outdated(ctx context.Context, pre bool) ([]Outdated, error) {
	var out []Outdated
	for i := range p.manifest.Sources {
		o, err := p.outdated(ctx, &p.manifest.Sources[i], pre)
		if err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	return out, nil
}

func (p *Project) outdated(ctx context.Context, src *manifest.Source, pre bool) (Outdated, error) {
	o := Outdated{Source: src.Name, URL: src.URL, Ref: src.Ref, Newer: []string{}}
	var ls *lock.LockedSource
	if p.lock != nil {
		ls = p.lock.Source(src.Name)
	}
	if ls != nil {
		o.Kind, o.Locked = ls.Kind, ls.Commit
	}
	spec, loc, err := p.remote(src.URL)
	if err != nil {
		return o, err
	}
	if spec.Kind == fetch.KindPath {
		o.Kind, o.Message = lock.KindPath, "local directory: no versions"
		return o, nil
	}
	if spec.Kind == fetch.KindOCI {
		o.Message = "OCI registry: versions are not listed (run `skillpin update " + src.Name + " --to TAG`)"
		return o, nil
	}
	refs, err := p.fetchClient().ListRefs(ctx, loc)
	if err != nil {
		return o, err
	}
	if o.Kind == "" {
		if r, ok := fetch.Classify(refs, src.Ref); ok {
			o.Kind = string(r.Kind)
		} else {
			o.Kind = lock.KindCommit
		}
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
	if len(versions) > 0 {
		o.Latest = versions[len(versions)-1]
	}
	current := canonicalVersion(src.Ref)
	if current != "" {
		for _, v := range versions {
			if semver.Compare(canonicalVersion(v), current) > 0 {
				o.Newer = append(o.Newer, v)
			}
		}
	}
	preFlag := ""
	if pre {
		preFlag = " --pre"
	}
	switch {
	case o.Kind == lock.KindBranch:
		head, _ := fetch.Classify(refs, src.Ref)
		o.Head = head.Commit
		branch := refLabel(src.Ref)
		switch {
		case head.Commit == "":
			o.Message = fmt.Sprintf("branch %s no longer exists upstream", branch)
		case ls == nil:
			o.Message = fmt.Sprintf("branch %s is at %s; not locked yet", branch, short(head.Commit))
		case head.Commit == ls.Commit:
			o.Message = fmt.Sprintf("branch %s is at the locked commit %s", branch, short(ls.Commit))
		default:
			o.Moved = true
			o.Update = "skillpin update " + src.Name
			o.Message = fmt.Sprintf("branch %s moved to %s (locked %s)", branch, short(head.Commit), short(ls.Commit))
		}
	case len(versions) == 0:
		o.Message = "no version tags"
	case current == "":
		o.Message = "ref is not a version tag; newest version is " + o.Latest
		o.Update = fmt.Sprintf("skillpin update %s --to %s", src.Name, o.Latest)
	case len(o.Newer) == 0:
		o.Message = "up to date"
	default:
		o.Update = fmt.Sprintf("skillpin update %s --to %s (or every tag-pinned source: skillpin update --latest%s)", src.Name, o.Latest, preFlag)
		o.Message = fmt.Sprintf("%d newer version(s), latest %s", len(o.Newer), o.Latest)
	}
	return o, nil
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
