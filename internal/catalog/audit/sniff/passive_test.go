package sniff

import "testing"

func TestPassiveDataDoc(t *testing.T) {
	for _, tc := range []struct {
		p             string
		passive, data bool
	}{
		{"docs/outputs/lookup.json", true, true},
		{"reference/spec.yaml", true, true},
		{"docs/guide.md", true, false},
		{"SKILL.md", false, false},
		{"hooks/hooks.json", false, false},
		{"package.json", false, false},
		{".claude/x.json", false, false},
		{"docs/.hidden/x.yaml", false, false},
		{"scripts/run.sh", false, false},
		{"config.toml", false, false},
	} {
		if got := Passive(tc.p); got != tc.passive {
			t.Errorf("Passive(%q) = %v, want %v", tc.p, got, tc.passive)
		}
		if got := DataDoc(tc.p); got != tc.data {
			t.Errorf("DataDoc(%q) = %v, want %v", tc.p, got, tc.data)
		}
	}
}
