package verify

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
	want := "::error file=skills.lock,title=TAG_MOVED pdf::tag v1 moved%0A<U+003A>:error::injected 100%25"
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

// Sort puts every error before every warning, whatever their skills, then
// orders by skill, code and file.
func TestSortOrder(t *testing.T) {
	var r Report
	r.Add(CodeApprovalPending, SeverityWarning, "a", "", "pending")
	r.Add(CodeFileExtra, SeverityError, "b", "z.sh", "extra")
	r.Add(CodeFileExtra, SeverityError, "b", "a.sh", "extra")
	r.Add(CodeDigestMismatch, SeverityError, "b", "y.sh", "changed")
	r.Add(CodeTagMoved, SeverityError, "a", "", "moved")
	r.Sort()
	var got []string
	for _, f := range r.Findings {
		got = append(got, f.Skill+" "+f.Code+" "+f.File)
	}
	want := []string{
		"a " + CodeTagMoved + " ",
		"b " + CodeDigestMismatch + " y.sh",
		"b " + CodeFileExtra + " a.sh",
		"b " + CodeFileExtra + " z.sh",
		"a " + CodeApprovalPending + " ",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("order:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// Warnings alone are a passing report: the summary says ok.
func TestRenderTextWarningsOnly(t *testing.T) {
	var r Report
	r.Skills = 1
	r.Add(CodeApprovalPending, SeverityWarning, "pdf", "", "pending")
	var buf bytes.Buffer
	if err := RenderText(&buf, &r); err != nil {
		t.Fatal(err)
	}
	if want := "verify ok: 1 skill(s), 0 file(s) checked; 0 error(s), 1 warning(s)\n"; !strings.HasSuffix(buf.String(), want) {
		t.Errorf("summary:\n%s\nwant it to end with\n%s", buf.String(), want)
	}
}
