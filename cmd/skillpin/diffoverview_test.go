package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/e2etest"
	"github.com/skillpin/skillpin/internal/fetch/gittest"
)

// TestDiffOverview: the first review of an add opens with one line per
// skill (what it is, what it can do, its worst finding) and the findings
// grouped by kind with counts; then each file's changes, the first lines
// of each (every line with --content or --full), and JSON keeps every field it had, with the overview added.
// `<script>` in inline code is shown, not reported as hidden markup.
func TestDiffOverview(t *testing.T) {
	t.Parallel()
	up := gittest.NewRepo(t)
	up.WriteFile("skills/pdf/SKILL.md", "---\nname: pdf\ndescription: Fill PDF forms.\nallowed-tools: Bash Read\n---\nNever paste `<script>` into a form.\nRun scripts/fill.py.\n")
	up.WriteExec("skills/pdf/scripts/run.sh", "#!/bin/sh\necho PDF-CONTENT-LINE\n"+strings.Repeat("echo filler\n", 30)+"echo LATE-CONTENT-LINE\n")
	up.WriteFile("skills/pdf/scripts/fill.py", "print('fill')\n")
	up.WriteFile("skills/xlsx/SKILL.md", e2etest.Skill("xlsx"))
	up.Commit("skills")
	e := newE2E(t)
	e.git("init", "-q", ".")
	e.must("init", "--no-targets")
	e.must("add", up.FileURL(), "--skill", "pdf,xlsx")

	out := e.must("diff")
	for _, want := range []string{
		"review of 2 skills:\n",
		"  pdf   added    Fill PDF forms.\n",
		"can: asks for tools Bash Read; has 2 files an agent can run (1 executable); worst: NEW_EXECUTABLE (scripts/run.sh) (+2 more)",
		"  xlsx  added    The xlsx skill.\n",
		"can: nothing beyond reading its files; no findings",
		"findings by kind (3 in all; each skill's below):",
		"TOOLS_WIDENED                ×1    pdf 1",
		"NEW_EXECUTABLE               ×1    pdf 1",
		"SCRIPT                       ×1    pdf 1",
		"with the first 20 lines of each change; every line: `skillpin diff --content`",
		"+ scripts/run.sh  ",
		"PDF-CONTENT-LINE", // every change is shown, not only sized
	} {
		if !strings.Contains(out, want) {
			t.Errorf("diff lacks %q:\n%s", want, out)
		}
	}
	if !strings.HasPrefix(out, "review of 2 skills:") {
		t.Errorf("diff does not open with the overview:\n%s", out)
	}
	for _, bad := range []string{"LATE-CONTENT-LINE", "HIDDEN_MARKUP"} {
		if strings.Contains(out, bad) {
			t.Errorf("diff shows %q without --content:\n%s", bad, out)
		}
	}
	for _, flag := range []string{"--content", "--full"} {
		full := e.must("diff", flag)
		if !strings.HasPrefix(full, "review of 2 skills:") || !strings.Contains(full, "LATE-CONTENT-LINE") || strings.Contains(full, "HIDDEN_MARKUP") {
			t.Errorf("diff %s:\n%s", flag, full)
		}
	}

	var js struct {
		Skills []struct {
			Name  string
			Files struct {
				Added []struct{ Path, Patch string }
			}
		}
		Policy   []json.RawMessage
		Audit    []json.RawMessage
		Overview []struct {
			Name, Change, What, Worst string
			Can                       []string
			Findings                  int
		}
		Kinds []struct {
			Code   string
			Count  int
			Skills []struct {
				Name  string
				Count int
			}
		} `json:"findings_by_kind"`
	}
	if err := json.Unmarshal([]byte(e.must("diff", "--json")), &js); err != nil {
		t.Fatal(err)
	}
	patched := false
	for _, s := range js.Skills {
		for _, f := range s.Files.Added {
			patched = patched || strings.Contains(f.Patch, "PDF-CONTENT-LINE")
		}
	}
	if len(js.Skills) != 2 || !patched || js.Policy == nil || js.Audit == nil {
		t.Errorf("diff --json lost its fields or content: %+v", js)
	}
	if len(js.Overview) != 2 || js.Overview[0].Name != "pdf" || js.Overview[0].Findings != 3 || js.Overview[0].What != "Fill PDF forms." ||
		len(js.Kinds) != 3 || js.Kinds[0].Count != 1 || js.Kinds[0].Skills[0].Name != "pdf" {
		t.Errorf("diff --json overview %+v, kinds %+v", js.Overview, js.Kinds)
	}

	// The Markdown review (the pull request comment) opens with the same
	// overview, before any file.
	md := e.must("diff", "--format", "markdown")
	ov, files := strings.Index(md, "### Overview: 2 skills"), strings.Index(md, "scripts/run.sh")
	for _, want := range []string{
		"| `pdf` | added | Fill PDF forms. | asks for tools Bash Read; has 2 files an agent can run \\(1 executable\\) | `NEW_EXECUTABLE (scripts/run.sh)` (+2 more) |",
		"| `xlsx` | added | The xlsx skill. | nothing beyond reading its files | none |",
		"**Findings by kind** (3 in all; each skill's below):",
		"| `NEW_EXECUTABLE` | 1 | `pdf` 1 |",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("diff --format markdown lacks %q:\n%s", want, md)
		}
	}
	if ov < 0 || files >= 0 && files < ov {
		t.Errorf("diff --format markdown does not open with the overview (overview at %d, first file at %d):\n%s", ov, files, md)
	}

	// approve shows the same short review first, then each record.
	ap := e.must("approve", "--all", "--yes")
	rec := strings.Index(ap, "digest       sha256:")
	if !strings.HasPrefix(ap, "review of 2 skills:\n") || rec < 0 ||
		!strings.Contains(ap[:rec], "can: asks for tools Bash Read; has 2 files an agent can run (1 executable); worst: NEW_EXECUTABLE (scripts/run.sh) (+2 more)") ||
		!strings.Contains(ap[:rec], "findings by kind (3 in all") {
		t.Errorf("approve does not open with the short review:\n%s", ap)
	}
	// ... and, as diff, the first lines of each change; --content all.
	if !strings.Contains(ap, "PDF-CONTENT-LINE") || strings.Contains(ap, "LATE-CONTENT-LINE") ||
		!strings.Contains(ap[:rec], "with the first 20 lines of each change; every line: `skillpin approve --all --content`") {
		t.Errorf("approve does not show the first lines of each change:\n%s", ap)
	}
	e.must("revoke", "pdf")
	if full := e.must("approve", "pdf", "--content", "--yes"); !strings.Contains(full, "LATE-CONTENT-LINE") {
		t.Errorf("approve --content cuts the content:\n%s", full)
	}
}
