package review

import (
	"fmt"
	"strings"

	"github.com/skillpin/skillpin/internal/lock/lockdiff"
	"github.com/skillpin/skillpin/internal/ui/humanize"
)

// writeOverviewMarkdown opens a Markdown review as WriteOverview opens a
// text one: a table with one row per changed skill (what it is, what it
// can do, its worst finding), then the findings grouped by kind with
// counts, before any policy, approval or file detail. Every cell is
// escaped by lockdiff's Markdown helpers, which keep a pipe from ending it.
func writeOverviewMarkdown(p func(string, ...any), r *Review, o lockdiff.Options) {
	sums, kinds := Overview(r, o)
	if len(sums) == 0 {
		return
	}
	md, code := lockdiff.MarkdownText, lockdiff.MarkdownCode
	p("### Overview: %s\n\n", humanize.Count(len(sums), "skill", "skills"))
	p("| Skill | Change | What it is | What it can do | Worst finding |\n|---|---|---|---|---|\n")
	for _, s := range sums {
		can := "nothing beyond reading its files"
		parts := append([]string{}, s.Can...)
		if len(s.Capabilities) > 0 {
			parts = append(parts, "capabilities: "+strings.Join(s.Capabilities, ", "))
		}
		if len(parts) > 0 {
			can = strings.Join(parts, "; ")
		}
		worst := "none"
		if s.Worst != "" {
			worst = code(s.Worst)
			if s.Findings > 1 {
				worst += fmt.Sprintf(" (+%d more)", s.Findings-1)
			}
		}
		p("| %s | %s | %s | %s | %s |\n", code(s.Name), s.Change, md(s.What), md(can), worst)
	}
	p("\n")
	if len(kinds) == 0 {
		return
	}
	total := 0
	for _, k := range kinds {
		total += k.Count
	}
	p("**Findings by kind** (%d in all; each skill's below):\n\n", total)
	p("| Finding | Count | Skills | Example |\n|---|---|---|---|\n")
	for _, k := range kinds {
		label := code(k.Code)
		if k.Severity != "" {
			label = k.Severity + " " + label
		}
		var per []string
		for i, c := range k.Skills {
			if i == 6 {
				per = append(per, fmt.Sprintf("%d more", len(k.Skills)-i))
				break
			}
			per = append(per, fmt.Sprintf("%s %d", code(c.Name), c.Count))
		}
		p("| %s | %d | %s | %s |\n", label, k.Count, strings.Join(per, ", "), md(humanize.OneLine(k.Example, 140)))
	}
	p("\n")
}
