package resolve

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/verify/signature"
)

const (
	urlA = "https://git.example/a"
	urlB = "https://git.example/b"
	rev1 = "1111111111111111111111111111111111111111"
	rev2 = "2222222222222222222222222222222222222222"
)

// world is two sources: a holds pdf and xlsx at v1 (rev1) and a changed
// pdf at v2 (rev2); b holds another pdf and docx.
func world() memSources {
	return memSources{
		urlA: newMemSource().
			tag("v1", rev1, merge(skill("skills/pdf", "pdf", nil), skill("skills/xlsx", "xlsx", nil))).
			tag("v2", rev2, merge(skill("skills/pdf", "pdf", map[string]string{"new.md": "more\n"}), skill("skills/xlsx", "xlsx", nil))),
		urlB: newMemSource().tag("v1", rev1, merge(skill("pdf", "pdf", nil), skill("docx", "docx", nil))),
	}
}

func src(name, url, ref string, skills ...string) manifest.Source {
	return manifest.Source{Name: name, URL: url, Ref: ref, Skills: skills}
}

func relock(t *testing.T, ms memSources, in Input) (*Result, error) {
	t.Helper()
	r := &Resolver{Sources: ms.open, Signatures: &noSignatures{}}
	return r.Relock(context.Background(), in)
}

func mustRelock(t *testing.T, ms memSources, in Input) *Result {
	t.Helper()
	res, err := relock(t, ms, in)
	if err != nil {
		t.Fatalf("Relock: %v", err)
	}
	return res
}

func names(l *lock.Lock) []string {
	var out []string
	for _, sk := range l.Skills {
		out = append(out, sk.Source+"/"+sk.Name)
	}
	return out
}

func TestRelockLocksWhatTheManifestSelects(t *testing.T) {
	for _, tc := range []struct {
		name    string
		sources []manifest.Source
		want    string // skills as source/name, comma-separated
	}{
		{"by name", []manifest.Source{src("a", urlA, "v1", "pdf")}, "a/pdf"},
		{"every skill", []manifest.Source{src("a", urlA, "v1", "*")}, "a/pdf,a/xlsx"},
		{"by path", []manifest.Source{{Name: "a", URL: urlA, Ref: "v1", Paths: []string{"skills/xlsx/"}}}, "a/xlsx"},
		{"excluded", []manifest.Source{{Name: "a", URL: urlA, Ref: "v1", Skills: []string{"*"}, Exclude: []string{"pdf"}}}, "a/xlsx"},
		{"two sources", []manifest.Source{src("a", urlA, "v1", "xlsx"), src("b", urlB, "v1", "docx")}, "a/xlsx,b/docx"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := mustRelock(t, world(), Input{Manifest: &manifest.Manifest{Sources: tc.sources}})
			if got := strings.Join(names(res.Lock), ","); got != tc.want {
				t.Errorf("locked %s, want %s", got, tc.want)
			}
			for _, ls := range res.Lock.Sources {
				if ls.Kind != lock.KindTag || ls.Commit != rev1 {
					t.Errorf("source %s pinned as %s %s, want tag %s", ls.Name, ls.Kind, ls.Commit, rev1)
				}
				if res.Trees[ls.Name] == nil {
					t.Errorf("source %s resolved without its tree in the result", ls.Name)
				}
			}
			for _, sk := range res.Lock.Skills {
				if !strings.HasPrefix(sk.Digest, "sha256:") || len(sk.Files) == 0 || sk.Description == "" {
					t.Errorf("skill %s locked as %+v", sk.Name, sk)
				}
			}
		})
	}
}

// A source whose lock entry still matches the manifest is kept as
// locked, without asking the source; a forced one is resolved again.
func TestRelockKeepsWhatStillMatches(t *testing.T) {
	ms := world()
	m := &manifest.Manifest{Sources: []manifest.Source{src("a", urlA, "v1", "pdf")}}
	first := mustRelock(t, ms, Input{Manifest: m})
	ms[urlA].resolved = 0
	again := mustRelock(t, ms, Input{Manifest: m, Lock: first.Lock})
	if ms[urlA].resolved != 0 || len(again.Trees) != 0 {
		t.Errorf("an unchanged source was resolved again (%d calls)", ms[urlA].resolved)
	}
	if again.Lock.Skills[0].Digest != first.Lock.Skills[0].Digest {
		t.Errorf("kept skill changed digest")
	}
	mustRelock(t, ms, Input{Manifest: m, Lock: first.Lock, Force: map[string]bool{"a": true}})
	if ms[urlA].resolved != 1 {
		t.Errorf("a forced source was resolved %d times, want 1", ms[urlA].resolved)
	}
	// A new ref is drift: resolved again, with the changed content.
	m2 := &manifest.Manifest{Sources: []manifest.Source{src("a", urlA, "v2", "pdf")}}
	moved := mustRelock(t, ms, Input{Manifest: m2, Lock: first.Lock})
	if moved.Lock.Sources[0].Commit != rev2 || moved.Lock.Skills[0].Digest == first.Lock.Skills[0].Digest {
		t.Errorf("ref v2 locked at %s with digest %s", moved.Lock.Sources[0].Commit, moved.Lock.Skills[0].Digest)
	}
}

// A tag that names another commit than the lock says is never followed
// unless accepted; several sources updated at once hold it back instead.
func TestRelockMovedTag(t *testing.T) {
	m := &manifest.Manifest{Sources: []manifest.Source{src("a", urlA, "v1", "pdf"), src("b", urlB, "v1", "docx")}}
	ms := world()
	old := mustRelock(t, ms, Input{Manifest: m}).Lock
	ms[urlA].tags["v1"] = rev2 // the publisher moved v1
	all := map[string]bool{"a": true, "b": true}

	_, err := relock(t, ms, Input{Manifest: m, Lock: old, Force: all})
	var tm *TagMovedError
	if !errors.As(err, &tm) || tm.Source != "a" || tm.From != rev1 || tm.To != rev2 || !errors.Is(err, errkind.CheckFailed) {
		t.Fatalf("moved tag = %v, want a TagMovedError for a (check failed)", err)
	}
	if !strings.Contains(err.Error(), "skillpin update a --accept-moved-tag") {
		t.Errorf("the refusal names no way to accept it: %v", err)
	}

	res := mustRelock(t, ms, Input{Manifest: m, Lock: old, Force: all, AcceptMoved: map[string]bool{"a": true}})
	if got := res.Lock.Source("a").Commit; got != rev2 {
		t.Errorf("accepted move locked %s, want %s", got, rev2)
	}

	res = mustRelock(t, ms, Input{Manifest: m, Lock: old, Force: all, HoldMoved: true})
	if len(res.Held) != 1 || res.Held[0].Source != "a" || res.Lock.Source("a").Commit != rev1 || res.Trees["a"] != nil {
		t.Errorf("held = %v, a at %s: want a held at %s", res.Held, res.Lock.Source("a").Commit, rev1)
	}
	if res.Trees["b"] == nil {
		t.Errorf("b was not resolved beside the held source")
	}
}

func TestCheckMoved(t *testing.T) {
	pin := func(commit string) *lock.Lock {
		return &lock.Lock{Sources: []lock.LockedSource{{Name: "a", URL: urlA, Ref: "v1", Kind: lock.KindTag, Commit: commit}}}
	}
	now := pin(rev2)
	for _, tc := range []struct {
		name   string
		old    *lock.Lock
		prev   []Pins
		accept []string
		want   string // the command the refusal names; "" for none
	}{
		{"same", pin(rev2), nil, nil, ""},
		{"moved against the old lock", pin(rev1), nil, nil, "update a --accept-moved-tag"},
		{"accepted", pin(rev1), nil, []string{"a"}, ""},
		{"unreadable lock, no pins", nil, nil, nil, ""},
		{"unreadable lock, a pin moved", nil, []Pins{{From: "HEAD:skills.lock", Lock: pin(rev1)}}, nil, "relock --accept-moved-tag a"},
		{"unreadable lock, one side agrees", nil, []Pins{{From: "ours", Lock: pin(rev1)}, {From: "theirs", Lock: pin(rev2)}}, nil, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := CheckMoved(tc.old, tc.prev, now, tc.accept)
			var tm *TagMovedError
			switch {
			case tc.want == "" && err != nil:
				t.Errorf("CheckMoved = %v, want nil", err)
			case tc.want != "" && (!errors.As(err, &tm) || tm.Cmd.Sub() != tc.want):
				t.Errorf("CheckMoved = %v, want a refusal naming %q", err, tc.want)
			}
		})
	}
}

func TestRelockRefusals(t *testing.T) {
	for _, tc := range []struct {
		name    string
		sources []manifest.Source
		kind    error  // errkind
		target  any    // a pointer to the error type expected
		text    string // a part of the message
	}{
		{"two skills of one name", []manifest.Source{src("a", urlA, "v1", "pdf"), src("b", urlB, "v1", "pdf")}, errkind.Invalid, new(*NameConflictError), `source "a" (skills/pdf) and source "b" (pdf)`},
		{"no selector, several skills", []manifest.Source{src("a", urlA, "v1")}, errkind.Invalid, new(*ListError), "holds 2 skills"},
		{"unknown name", []manifest.Source{src("a", urlA, "v1", "pfd")}, errkind.Invalid, nil, `no skill named "pfd" (did you mean pdf?)`},
		{"unknown path", []manifest.Source{{Name: "a", URL: urlA, Ref: "v1", Paths: []string{"skills/none"}}}, errkind.Invalid, nil, `no skill at path "skills/none"`},
		{"unknown ref", []manifest.Source{src("a", urlA, "v9", "pdf")}, nil, nil, `source "a": no tag "v9"`},
		{"signature missing", []manifest.Source{{Name: "a", URL: urlA, Ref: "v1", Skills: []string{"pdf"}, Signature: &manifest.SignaturePolicy{Key: "k.pub"}}}, nil, new(*signature.SignatureError), "skillpin sign DIR --key KEY"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := relock(t, world(), Input{Manifest: &manifest.Manifest{Sources: tc.sources}})
			if err == nil || !strings.Contains(err.Error(), tc.text) {
				t.Fatalf("Relock = %v, want an error with %q", err, tc.text)
			}
			if tc.kind != nil && !errors.Is(err, tc.kind) {
				t.Errorf("error %v is not %v", err, tc.kind)
			}
			if tc.target != nil && !errors.As(err, tc.target) {
				t.Errorf("error %T is not %T", err, tc.target)
			}
		})
	}
}

// "*" skips a skill that breaks a rule and says so; when every skill
// breaks one, nothing is locked and the check fails.
func TestRelockEverySkillSkipsInvalid(t *testing.T) {
	bad := map[string]string{"skills/Bad/SKILL.md": "---\nname: Bad Name\ndescription: x\n---\n"}
	ms := memSources{urlA: newMemSource().
		tag("v1", rev1, merge(skill("skills/pdf", "pdf", nil), bad)).
		tag("v2", rev2, bad)}
	m := &manifest.Manifest{Sources: []manifest.Source{src("a", urlA, "v1", "*")}}
	res := mustRelock(t, ms, Input{Manifest: m})
	if got := strings.Join(names(res.Lock), ","); got != "a/pdf" {
		t.Errorf("locked %s, want a/pdf", got)
	}
	if len(res.Warnings) != 1 || !strings.Contains(res.Warnings[0], "skipping skills/Bad") {
		t.Errorf("warnings %q, want the skipped skill", res.Warnings)
	}
	m.Sources[0].Ref = "v2"
	if _, err := relock(t, ms, Input{Manifest: m}); !errors.Is(err, errkind.CheckFailed) || !strings.Contains(err.Error(), "every skill breaks a rule") {
		t.Errorf("every skill invalid = %v, want a failed check", err)
	}
}

// add --all leaves out what another source already names, and says so.
func TestRelockSkipsClashes(t *testing.T) {
	m := &manifest.Manifest{Sources: []manifest.Source{src("a", urlA, "v1", "pdf"), src("b", urlB, "v1", "*")}}
	res := mustRelock(t, world(), Input{Manifest: m, SkipClashes: "b"})
	if got := strings.Join(names(res.Lock), ","); got != "a/pdf,b/docx" {
		t.Errorf("locked %s, want a/pdf,b/docx", got)
	}
	if len(res.Clashes) != 1 || res.Clashes[0] != (Clash{Name: "pdf", Path: "pdf", Other: "a", OtherPath: "skills/pdf"}) {
		t.Errorf("clashes %+v", res.Clashes)
	}
}

// The organisation policy is pinned through the caller's PinPolicy, with
// the previous lock and whether to refresh it.
func TestRelockPinsPolicy(t *testing.T) {
	m := &manifest.Manifest{Sources: []manifest.Source{src("a", urlA, "v1", "pdf")}}
	prev := &lock.Lock{Version: lock.LockVersion}
	var gotPrev *lock.Lock
	var gotRefresh bool
	r := &Resolver{Sources: world().open, Policy: func(_ context.Context, _ *manifest.Manifest, p *lock.Lock, refresh bool) (*lock.LockedPolicy, error) {
		gotPrev, gotRefresh = p, refresh
		return &lock.LockedPolicy{URL: "https://git.example/policy", Commit: rev1}, nil
	}}
	res, err := r.Relock(context.Background(), Input{Manifest: m, Lock: prev, RefreshPolicy: true})
	if err != nil {
		t.Fatal(err)
	}
	if res.Lock.Policy == nil || res.Lock.Policy.Commit != rev1 || gotPrev != prev || !gotRefresh {
		t.Errorf("policy pin %+v (prev passed %v, refresh %v)", res.Lock.Policy, gotPrev == prev, gotRefresh)
	}
	r.Policy = func(context.Context, *manifest.Manifest, *lock.Lock, bool) (*lock.LockedPolicy, error) {
		return nil, errors.New("policy repository unreachable")
	}
	if _, err := r.Relock(context.Background(), Input{Manifest: m}); err == nil || !strings.Contains(err.Error(), "unreachable") {
		t.Errorf("a policy that cannot be pinned = %v", err)
	}
}
