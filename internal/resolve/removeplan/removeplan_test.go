package removeplan

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/ui/errkind"
)

const toml = `[[source]]
name = "all"
url = "https://example.com/all.git"
skills = ["*"]

[[source]]
name = "two"
url = "https://example.com/two.git"
skills = ["pdf", "xlsx"]
`

func fixture(t *testing.T) ([]byte, *manifest.Manifest, *lock.Lock) {
	t.Helper()
	m, err := manifest.ParseManifest([]byte(toml), "skills.toml")
	if err != nil {
		t.Fatal(err)
	}
	l := &lock.Lock{Version: lock.LockVersion,
		Sources: []lock.LockedSource{{Name: "all"}, {Name: "two"}},
		Skills: []lock.LockedSkill{
			{Name: "a1", Source: "all", Path: "a1"}, {Name: "a2", Source: "all", Path: "a2"}, {Name: "a3", Source: "all", Path: "a3"},
			{Name: "pdf", Source: "two", Path: "pdf"}, {Name: "xlsx", Source: "two", Path: "xlsx"},
		}}
	return []byte(toml), m, l
}

// TestMake: a skill of a source taking "*" leaves it listing the rest; a
// source left selecting nothing goes; a source named goes whole with its
// skills; a name the project lacks is the user's to fix.
func TestMake(t *testing.T) {
	data, m, l := fixture(t)
	p, err := Make(data, m, l, []string{"a2", "pdf", "xlsx"}, func(string) string { return "" })
	if err != nil {
		t.Fatal(err)
	}
	if src := p.Parsed.Source("all"); src == nil || !slices.Equal(src.Skills, []string{"a1", "a3"}) {
		t.Errorf("all: %+v, want the rest listed", src)
	}
	if p.Parsed.Source("two") != nil || !slices.Equal(p.Sources, []string{"two"}) || !strings.Contains(string(p.Manifest), `skills = ["a1", "a3"]`) {
		t.Errorf("two should go: sources %v\n%s", p.Sources, p.Manifest)
	}
	if !slices.Equal(p.Skills, []string{"a2", "pdf", "xlsx"}) || len(p.Lock.Skills) != 2 || len(p.Lock.Sources) != 1 {
		t.Errorf("skills %v, lock %+v", p.Skills, p.Lock)
	}
	if len(l.Skills) != 5 {
		t.Errorf("the previous lock was changed: %+v", l.Skills)
	}
	p, err = Make(data, m, l, []string{"all"}, func(string) string { return "" })
	if err != nil || !slices.Equal(p.Skills, []string{"a1", "a2", "a3"}) || !slices.Equal(p.Sources, []string{"all"}) {
		t.Errorf("a whole source: %+v, %v", p, err)
	}
	if _, err := Make(data, m, l, []string{"pfd"}, func(n string) string { return " (did you mean \"pdf\"?)" }); !errors.Is(err, errkind.Invalid) || !strings.Contains(err.Error(), "did you mean") {
		t.Errorf("a typo: %v", err)
	}
}
