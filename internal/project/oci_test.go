package project

import (
	"context"
	"io"
	"log"
	"net/http/httptest"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-containerregistry/pkg/registry"

	"github.com/skillpin/skillpin/internal/fetch/oci"
	"github.com/skillpin/skillpin/internal/lock"
)

// TestOCISource: a skill pushed to a registry locks the manifest digest
// and the same file digests as the same skill from git; verify is clean
// online and offline; a tag pushed again with other content is TAG_MOVED.
func TestOCISource(t *testing.T) {
	t.Parallel()
	fx := newFixture(t)
	fx.twoSkills()
	fx.add(AddRequest{Spec: fx.up.FileURL() + "@v1", Skills: []string{"pdf"}, Name: "git", Approve: true, By: "t@example.com"}) // mirror pushes what would be published

	srv := httptest.NewServer(registry.New(registry.Logger(log.New(io.Discard, "", 0))))
	defer srv.Close()
	url := oci.Scheme + strings.TrimPrefix(srv.URL, "http://") + "/team/skills"
	ctx := context.Background()
	p := fx.open(false)
	// The git skill, mirrored: the same content under a registry tag.
	res, err := p.Mirror(ctx, url+":v1")
	if err != nil {
		t.Fatal(err)
	}
	gitLock, err := lock.LoadLock(filepath.Join(fx.dir, lock.FileName))
	if err != nil {
		t.Fatal(err)
	}
	// Another project adds the mirror.
	fx = newFixture(t)
	r := fx.add(AddRequest{Spec: url + ":v1", Skills: []string{"pdf"}, Name: "mirror", Approve: true, By: "t@example.com"})
	if len(r.Added) != 1 {
		t.Fatalf("added %+v", r.Added)
	}
	l, err := lock.LoadLock(filepath.Join(fx.dir, lock.FileName))
	if err != nil {
		t.Fatal(err)
	}
	src := l.Source("mirror")
	if src == nil || src.Kind != lock.KindTag || src.Commit != res.Digest || src.Ref != "v1" || src.URL != url {
		t.Fatalf("locked source %+v, want tag v1 at %s", src, res.Digest)
	}
	gitSkill, ociSkill := gitLock.Skills[0], l.Skills[0]
	if len(l.Skills) != 1 || ociSkill.Digest != gitSkill.Digest || !slices.Equal(ociSkill.Files, gitSkill.Files) {
		t.Fatalf("the mirrored skill locks %+v, from git %+v", ociSkill, gitSkill)
	}
	if codes := fx.verifyReport(false); len(codes) != 0 {
		t.Fatalf("verify: %v", codes)
	}
	if codes := fx.verifyReport(true); len(codes) != 0 {
		t.Fatalf("verify --offline: %v", codes)
	}

	// The tag is pushed again with other content.
	c := oci.New(oci.Options{Keychain: oci.DockerKeychain(func(string) string { return "" })})
	if _, err := c.Push(ctx, url, "v1", []oci.PushSkill{{Name: "pdf", Dir: "pdf", Files: []oci.File{{Path: "SKILL.md", Data: []byte(skillMD("pdf", "Other."))}}}}, nil); err != nil {
		t.Fatal(err)
	}
	if codes := fx.verifyReport(false); !slices.Contains(codes, "TAG_MOVED") {
		t.Fatalf("verify after the tag moved: %v, want TAG_MOVED", codes)
	}
	if codes := fx.verifyReport(true); len(codes) != 0 {
		t.Fatalf("verify --offline reads the pinned manifest: %v", codes)
	}
}
