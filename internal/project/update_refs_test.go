package project

import (
	"context"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/skillpin/skillpin/internal/fetch/gittest"
)

// TestUpdateListsRefsOnce: update asks a remote for its refs once, to
// resolve the source, and judges which versions are newer than the one
// it took from that same listing rather than from a second (counted as
// the ref advertisements a 127.0.0.1 HTTP remote serves). outdated, which
// resolves nothing, lists them itself.
func TestUpdateListsRefsOnce(t *testing.T) {
	t.Parallel()
	fx := newFixture(t)
	fx.twoSkills()
	for _, tag := range []string{"v1.1.0", "v2.0.0"} {
		fx.up.WriteFile("skills/pdf/SKILL.md", skillMD("pdf", "PDF "+tag+"."))
		fx.up.Commit(tag)
		fx.up.Tag(tag)
	}
	var listings atomic.Int32
	url := gittest.ServeHTTP(t, fx.up.Dir, gittest.ServeOptions{OnRequest: func(r *http.Request) {
		if strings.HasSuffix(r.URL.Path, "/info/refs") {
			listings.Add(1)
		}
	}})
	fx.add(AddRequest{Spec: url + "@v1", Skills: []string{"pdf"}, Name: "up"})

	listings.Store(0)
	res, err := fx.open(false).Update(context.Background(), UpdateRequest{})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Newer) != 1 || res.Newer[0].Latest != "v2.0.0" {
		t.Fatalf("update reports newer %+v, want v2.0.0", res.Newer)
	}
	if n := listings.Load(); n != 1 {
		t.Errorf("update listed the remote's refs %d times, want once", n)
	}

	// --latest chooses the newest version from one listing and takes
	// it from the same listing.
	listings.Store(0)
	res, err = fx.open(false).Update(context.Background(), UpdateRequest{Latest: true})
	if err != nil {
		t.Fatal(err)
	}
	if res.Moved["up"] != "v2.0.0" || len(res.Newer) != 0 {
		t.Fatalf("update --latest moved %v, newer %+v; want up moved to v2.0.0 and nothing newer", res.Moved, res.Newer)
	}
	if n := listings.Load(); n != 1 {
		t.Errorf("update --latest listed the remote's refs %d times, want once", n)
	}

	listings.Store(0)
	out, err := fx.open(false).Outdated(context.Background(), false)
	if err != nil || len(out) != 1 || out[0].Latest != "v2.0.0" {
		t.Fatalf("outdated = %+v, %v", out, err)
	}
	if n := listings.Load(); n != 1 {
		t.Errorf("outdated listed the remote's refs %d times, want once", n)
	}
}
