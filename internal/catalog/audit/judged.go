package audit

import (
	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/catalog/audit/judge"
	"github.com/skillpin/skillpin/internal/ui/safetext"
)

// judged is the skill-level judgement (package judge) of the files of a
// skill as one finding on SKILL.md, or none: it only adds, never lowers.
func judged(files []File) []Finding {
	v := judge.Default().Judge(func(visit func(string, bool, []byte)) {
		for _, f := range files {
			visit(f.Path, f.Exec, f.Data)
		}
	})
	if v.Severity() == None {
		return nil
	}
	return []Finding{{Code: judge.Code, Severity: v.Severity(), File: catalog.SkillFile, Match: safetext.Show(v.String()),
		Title: "the skill's words are judged like the malicious skills the audit's judgement was trained on",
		Check: "read the skill whole for what it makes the agent do; the strongest words show where to look", Context: []string{}}}
}
