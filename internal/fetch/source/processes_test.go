package source

import (
	"context"
	"io/fs"
	"strconv"
	"testing"

	"github.com/skillpin/skillpin/internal/fetch"
	"github.com/skillpin/skillpin/internal/fetch/gittest"
	"github.com/skillpin/skillpin/internal/fetch/srcspec"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/testfs"
)

// Adding a source resolves its ref and opens its tree (resolve.OpenTree):
// one git-upload-pack, the fetch reusing the session that listed the
// refs; with a partial fetch (the server takes filters, as skillpin asks
// with its marker file), two, since a file:// or ssh session serves one
// pack and the skills' files are a second one after the trees. Updating
// to a moved tag first asks where the tag points (Upstream, which lists
// the refs afresh): one session more, which a partial fetch's second pack
// then takes. (Before sessions were parked: 2 and 3 for adding, 3 and 4
// for updating.)
func TestAddAndUpdateUploadPacks(t *testing.T) {
	for _, tt := range []struct {
		name        string
		filter      bool
		add, update int
	}{
		{"full", false, 1, 2},
		{"partial", true, 2, 2},
	} {
		t.Run(tt.name, func(t *testing.T) {
			uploadPacks := gittest.UploadPacks(t)
			runs := func() int { n, _ := uploadPacks(); return n }
			ctx := context.Background()
			r := gittest.NewRepo(t)
			r.Git("config", "uploadpack.allowFilter", strconv.FormatBool(tt.filter))
			r.WriteFile("skills/pdf/SKILL.md", "---\nname: pdf\ndescription: d\n---\nv1\n")
			r.Commit("one")
			r.Tag("v1")
			spec, err := srcspec.Parse(r.FileURL(), "")
			if err != nil {
				t.Fatal(err)
			}
			c := fetch.New(fetch.Options{CacheDir: testfs.TempDir(t), PartialMarker: "SKILL.md"})
			defer c.Close()
			s := New(spec, spec.URL, Clients{Git: func() *fetch.Client { return c }})

			add := func() Pin {
				t.Helper()
				pin, err := s.Resolve(ctx, "v1")
				if err != nil {
					t.Fatal(err)
				}
				fsys, err := s.Open(ctx, pin, Want{All: true})
				if err != nil {
					t.Fatal(err)
				}
				if _, err := fs.ReadFile(fsys, "skills/pdf/SKILL.md"); err != nil {
					t.Fatal(err)
				}
				return pin
			}
			pin := add()
			if n := runs(); n != tt.add {
				t.Errorf("add ran git-upload-pack %d times, want %d", n, tt.add)
			}

			r.WriteFile("skills/pdf/SKILL.md", "---\nname: pdf\ndescription: d\n---\nv2\n")
			second := r.Commit("two")
			r.Git("tag", "-f", "v1")
			before := runs()
			now, found, err := s.Upstream(ctx, pin)
			if err != nil || !found || now.Revision != second || now.Kind != lock.KindTag {
				t.Fatalf("Upstream = %+v %v %v", now, found, err)
			}
			if pin = add(); pin.Revision != second {
				t.Fatalf("update resolved %s, want %s", pin.Revision, second)
			}
			if n := runs() - before; n != tt.update {
				t.Errorf("update ran git-upload-pack %d times, want %d", n, tt.update)
			}
		})
	}
}
