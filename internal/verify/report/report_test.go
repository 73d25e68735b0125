package report

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

func TestReportOKAndSort(t *testing.T) {
	var r Report
	r.Add(CodeApprovalPending, SeverityWarning, "b", "", "pending")
	if !r.OK() {
		t.Fatal("warnings only: OK() = false")
	}
	r.Add(CodeDigestMismatch, SeverityError, "a", "x.sh", "changed")
	if r.OK() {
		t.Fatal("with an error: OK() = true")
	}
	r.Sort()
	if r.Findings[0].Severity != SeverityError {
		t.Fatalf("errors must come first: %+v", r.Findings)
	}
}

func TestRenderJSONShape(t *testing.T) {
	var buf bytes.Buffer
	if err := RenderJSON(&buf, &Report{}); err != nil {
		t.Fatal(err)
	}
	var got struct {
		OK       *bool            `json:"ok"`
		Findings []map[string]any `json:"findings"`
	}
	if err := json.Unmarshal(buf.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	if got.OK == nil || !*got.OK || got.Findings == nil {
		t.Fatalf("empty report JSON = %s; want ok true and an empty findings array", buf.String())
	}
}

func TestRenderGitHubEscapes(t *testing.T) {
	var r Report
	r.Add(CodeTagMoved, SeverityError, "pdf", "", "tag v1 moved\n::error::injected 100%%")
	var buf bytes.Buffer
	if err := RenderGitHub(&buf, &r); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) != 2 {
		t.Fatalf("want one annotation and a summary, got %q", buf.String())
	}
	want := "::error file=skills.lock,title=TAG_MOVED pdf::tag v1 moved%0A::error::injected 100%25"
	if lines[0] != want {
		t.Errorf("annotation =\n%s\nwant\n%s", lines[0], want)
	}
}

func TestRenderTextSummary(t *testing.T) {
	var r Report
	r.Skills, r.Files = 2, 7
	r.Add(CodeFileExtra, SeverityError, "pdf", "scripts/new.sh", "not in the lock")
	var buf bytes.Buffer
	if err := RenderText(&buf, &r); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	for _, want := range []string{"error FILE_EXTRA pdf: scripts/new.sh: not in the lock", "verify FAILED: 2 skill(s), 7 file(s) checked; 1 error(s), 0 warning(s)"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}
