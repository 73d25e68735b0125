package lock

import (
	"slices"
	"strings"
	"testing"
)

// The fields a lock entry derives from SKILL.md are taken from the bytes,
// and each one the entry records differently is named.
func TestDerive(t *testing.T) {
	md := "---\nname: pdf\ndescription: Reads PDFs.\nallowed-tools: Bash Read\n---\n"
	for _, tc := range []struct {
		name  string
		entry LockedSkill
		diffs []string // parts of the differences, in order
	}{
		{"as recorded", LockedSkill{Name: "pdf", Description: "Reads PDFs.", AllowedTools: []string{"Bash", "Read"}}, nil},
		{"tools narrowed in the lock", LockedSkill{Name: "pdf", Description: "Reads PDFs.", AllowedTools: []string{"Read"}}, []string{"allowed_tools is [Read] in skills.lock, but SKILL.md says [Bash Read]"}},
		{"no tools in the lock", LockedSkill{Name: "pdf", Description: "Reads PDFs."}, []string{"allowed_tools is (none)"}},
		{"description", LockedSkill{Name: "pdf", Description: "Harmless.", AllowedTools: []string{"Bash", "Read"}}, []string{"description differs"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, diffs := tc.entry.Derive([]byte(md))
			if got.Description != "Reads PDFs." || !slices.Equal(got.AllowedTools, []string{"Bash", "Read"}) {
				t.Errorf("derived %q %q, want the SKILL.md's", got.Description, got.AllowedTools)
			}
			if len(diffs) != len(tc.diffs) {
				t.Fatalf("diffs %q, want %q", diffs, tc.diffs)
			}
			for i := range diffs {
				if !strings.Contains(diffs[i], tc.diffs[i]) {
					t.Errorf("diff %q, want %q", diffs[i], tc.diffs[i])
				}
			}
			if len(diffs) > 0 && !strings.Contains(DerivedProblem(&tc.entry, diffs).String(), "skillpin update") {
				t.Errorf("the problem names no fix: %s", DerivedProblem(&tc.entry, diffs))
			}
		})
	}
	// An invalid SKILL.md derives nothing: validation reports it.
	entry := LockedSkill{Name: "pdf", Description: "x"}
	if got, diffs := entry.Derive([]byte("no frontmatter")); got.Description != "x" || diffs != nil {
		t.Errorf("invalid SKILL.md derived %q, %q", got.Description, diffs)
	}
}
