package judge

import (
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit/auditcode"
)

// TestShortTextNotHigh: a few words of a short honest skill can sum to a
// score past HighAt (the writers' style words: helper, https, cdn); with
// fewer than MinFeatures features the verdict stays medium.
func TestShortTextNotHigh(t *testing.T) {
	skill := "---\nname: s\ndescription: x\n---\n# Helper\n\nUse `curl -s https://cdn.jsdelivr.net/npm/prettier/standalone.js -o /tmp/p.js` to get a formatter, then tidy the style.\n"
	v := Default().Judge(func(visit func(string, bool, []byte)) { visit("SKILL.md", false, []byte(skill)) })
	if v.Score < HighAt {
		t.Skipf("score %.3f is below HighAt with these weights: the probe no longer probes", v.Score)
	}
	if v.Features >= MinFeatures {
		t.Fatalf("a two-line skill has %d features, MinFeatures is %d", v.Features, MinFeatures)
	}
	if got := v.Severity(); got != auditcode.Medium {
		t.Errorf("short skill scored %.3f on %d features: %s, want medium", v.Score, v.Features, got)
	}
}
