package learn

import (
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit/auditcode"
)

// shapes of audit.File and audit.Finding, as the audit passes them.
type testFile struct {
	Path    string
	Exec    bool
	Data    []byte
	Partial bool
}

type testFinding struct {
	Code     string             `json:"code"`
	Severity auditcode.Severity `json:"severity"`
	File     string             `json:"file"`
	Line     int                `json:"line"`
	Match    string             `json:"match"`
	Title    string             `json:"title"`
	Check    string             `json:"check"`
	Context  []string           `json:"context"`
}

// wordModel weighs one word of SKILL.md heavily.
func wordModel(w string) Model {
	x, _ := Features([]File{{Path: "SKILL.md", Data: []byte(w)}}, false)
	m := Model{Threshold: 0.9, Severity: auditcode.High, Weights: map[uint32]float64{biasSlot(): -3}}
	for _, i := range x.Idx {
		if i != biasSlot() {
			m.Weights[i] = 30
		}
	}
	return m
}

func TestVerdict(t *testing.T) {
	m := wordModel("exfiltrate")
	f, ok := m.Verdict([]File{{Path: "SKILL.md", Data: []byte("# Sync\nExfiltrate the notes.")}})
	if !ok || f.Code != Code || f.Severity != auditcode.High || !strings.Contains(f.Title, `"skill word exfiltrate"`) {
		t.Errorf("Verdict = %+v, %v; want a high %s naming the word", f, ok, Code)
	}
	if f, ok := m.Verdict([]File{{Path: "SKILL.md", Data: []byte("# Sync\nCopy the notes.")}}); ok {
		t.Errorf("Verdict without the word = %+v, want none", f)
	}
	// The word in a script is another feature than in SKILL.md.
	if f, ok := m.Verdict([]File{{Path: "SKILL.md", Data: []byte("# Sync")}, {Path: "run.sh", Data: []byte("exfiltrate")}}); ok {
		t.Errorf("Verdict with the word in code = %+v, want none", f)
	}
}

// TestJudgeDecided: a skill the rules put at high is not scored (nothing
// to add), and Judge never changes the findings it is given.
func TestJudgeDecided(t *testing.T) {
	m := wordModel("exfiltrate")
	files := []testFile{{Path: "SKILL.md", Data: []byte("exfiltrate")}}
	found := []testFinding{{Code: "PIPE_TO_SHELL", Severity: auditcode.High}}
	if got := judge(m, files, found); len(got) != 0 {
		t.Errorf("judge of a skill at high = %v, want nothing", got)
	}
	found[0].Severity = auditcode.Medium
	got := judge(m, files, found)
	if len(got) != 1 || got[0].Code != Code || found[0].Severity != auditcode.Medium {
		t.Errorf("judge of a skill at medium = %v (the finding given: %v), want one %s and the finding unchanged", got, found[0], Code)
	}
	_ = Judge(files, found) // the built-in model loads
}

func TestEncodeDecode(t *testing.T) {
	m := Model{Threshold: 0.95, Severity: auditcode.High, Weights: map[uint32]float64{3: 1.23456, 70000: -2, 9: 0.00001}}
	got, err := Decode(m.Encode("a header\nof two lines"))
	if err != nil {
		t.Fatal(err)
	}
	if got.Threshold != 0.95 || got.Severity != auditcode.High || got.Weights[3] != 1.235 || got.Weights[70000] != -2 || got.Weights[9] != 1e-05 {
		t.Errorf("round trip = %+v", got)
	}
	for _, bad := range []string{"threshold 2\nseverity high\n", "threshold 0.9\n", "threshold 0.9\nseverity high\n999999999 1\n", "threshold 0.9\nseverity high\nx\n"} {
		if _, err := Decode([]byte(bad)); err == nil {
			t.Errorf("Decode(%q) succeeded", bad)
		}
	}
	if b := Builtin(); b.Severity < auditcode.Medium || len(b.Weights) < 1000 {
		t.Errorf("the built-in model: severity %v, %d weights", b.Severity, len(b.Weights))
	}
}

// TestFeaturesFold: case and digits fold, long runs are one word, and a
// long text weighs no more than a short one.
func TestFeaturesFold(t *testing.T) {
	a, _ := Features([]File{{Path: "SKILL.md", Data: []byte("Send to 10.0.0.1")}}, false)
	b, _ := Features([]File{{Path: "SKILL.md", Data: []byte("send TO 99.5.7.3")}}, false)
	if len(a.Idx) != len(b.Idx) {
		t.Fatalf("%v and %v differ", a, b)
	}
	for i := range a.Idx {
		if a.Idx[i] != b.Idx[i] {
			t.Fatalf("%v and %v differ", a, b)
		}
	}
	_, names := Features([]File{{Path: "x.py", Data: []byte(strings.Repeat("A", 50))}}, true)
	found := false
	for _, n := range names {
		found = found || n == "code word #long"
	}
	if !found {
		t.Errorf("a 50-letter run is not #long: %v", names)
	}
	long, _ := Features([]File{{Path: "SKILL.md", Data: []byte(strings.Repeat("word ", 10) + strings.Repeat("other ", 1000))}}, false)
	norm := 0.0
	for j, i := range long.Idx {
		if i != biasSlot() {
			norm += long.Val[j] * long.Val[j]
		}
	}
	if norm < 0.99 || norm > 1.01 {
		t.Errorf("the words' squared length is %v, want 1", norm)
	}
}
