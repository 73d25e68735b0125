package sarif

import (
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit"
	"github.com/skillpin/skillpin/internal/verify/gate"
)

// TestAudit: rules are sorted by code and every result points at its
// rule; a skill audited in a directory is located at its file and line,
// a locked one at its skills.lock entry; a suppressed finding carries
// its reason.
func TestAudit(t *testing.T) {
	t.Parallel()
	zed := audit.Finding{Code: "ZED_CODE", Severity: audit.Medium, File: "run.sh", Line: 3, Title: "zed"}
	alpha := audit.Finding{Code: "ALPHA_CODE", Severity: audit.Critical, File: "SKILL.md", Title: "alpha"}
	skills := []Skill{
		{Name: "a", Path: "tree/a", LockLine: 7, Findings: []audit.Finding{zed, alpha}},
		{Name: "b", Path: "tree/b", Suppressed: []gate.SuppressedFinding{{Finding: zed, Reason: "a fixture"}}},
	}
	run := Audit(skills, nil, false, "v1").Runs[0]
	var ids []string
	for _, r := range run.Tool.Driver.Rules {
		ids = append(ids, r.ID)
	}
	if len(ids) != 2 || ids[0] != "ALPHA_CODE" || ids[1] != "ZED_CODE" || run.Tool.Driver.Version != "v1" {
		t.Fatalf("rules %v, version %q: want ALPHA_CODE, ZED_CODE at v1", ids, run.Tool.Driver.Version)
	}
	if run.Tool.Driver.Rules[0].Name != "AlphaCode" || run.Tool.Driver.Rules[0].DefaultConfiguration.Level != "error" {
		t.Errorf("rule %+v: want name AlphaCode, level error", run.Tool.Driver.Rules[0])
	}
	if len(run.Results) != 3 {
		t.Fatalf("%d results, want 3", len(run.Results))
	}
	for _, r := range run.Results {
		if run.Tool.Driver.Rules[r.RuleIndex].ID != r.RuleID {
			t.Errorf("result %s points at rule %d (%s)", r.RuleID, r.RuleIndex, run.Tool.Driver.Rules[r.RuleIndex].ID)
		}
	}
	first := run.Results[0].Locations[0].PhysicalLocation
	if first.ArtifactLocation.URI != "tree/a/run.sh" || first.Region == nil || first.Region.StartLine != 3 {
		t.Errorf("a finding in a directory at %+v, want tree/a/run.sh line 3", first)
	}
	if s := run.Results[2].Suppressions; len(s) != 1 || s[0].Justification != "a fixture" {
		t.Errorf("suppressed finding: suppressions %+v", s)
	}

	locked := Audit(skills[:1], nil, true, "v1").Runs[0].Results[0].Locations[0].PhysicalLocation
	if locked.ArtifactLocation.URI != "skills.lock" || locked.Region == nil || locked.Region.StartLine != 7 {
		t.Errorf("a locked skill's finding at %+v, want skills.lock line 7", locked)
	}
}
