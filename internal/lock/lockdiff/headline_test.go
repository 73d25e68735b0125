package lockdiff

import "testing"

// TestHeadlineCountsRepins: a skill moved to another commit with the same
// digest is not counted as updated (its content did not change).
func TestHeadlineCountsRepins(t *testing.T) {
	v := func(commit, digest string) *Version { return &Version{Commit: commit, Digest: digest} }
	repinned := SkillChange{Name: "a", Change: Updated, From: v("c1", "sha256:aa"), To: v("c2", "sha256:aa")}
	changed := SkillChange{Name: "b", Change: Updated, From: v("c1", "sha256:bb"), To: v("c2", "sha256:cc")}
	described := SkillChange{Name: "c", Change: Updated, From: v("c1", "sha256:dd"), To: v("c1", "sha256:dd"), DescriptionChanged: true}
	for _, tc := range []struct {
		skills []SkillChange
		want   string
	}{
		{[]SkillChange{repinned, changed}, "1 skill changed: 1 updated; 1 re-pinned, content unchanged"},
		{[]SkillChange{repinned}, "no skill content changed: 1 re-pinned, content unchanged"},
		{[]SkillChange{changed, described}, "2 skills changed: 2 updated"},
	} {
		if got := Headline(&Changes{Skills: tc.skills}); got != tc.want {
			t.Errorf("Headline = %q, want %q", got, tc.want)
		}
	}
}
