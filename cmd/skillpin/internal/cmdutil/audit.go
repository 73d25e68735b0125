package cmdutil

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit"
	"github.com/skillpin/skillpin/internal/project"
	"github.com/skillpin/skillpin/internal/ui/humanize"
)

// Summarize is "3 findings: 1 critical, 2 high" or "no findings".
func Summarize(fs []audit.Finding) string {
	if len(fs) == 0 {
		return "no findings"
	}
	c := audit.Count(fs)
	var parts []string
	for _, s := range audit.Severities {
		if c[s] > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", c[s], s))
		}
	}
	return humanize.Count(len(fs), "finding", "findings") + ": " + strings.Join(parts, ", ")
}

// PrintAuditSummary warns, for each of the named locked skills with
// findings at high or above, what the audit found: add and install print
// it for the skills they bring in. A failure to audit is a warning too:
// the skills were added or installed, the audit is advice.
func (f *Factory) PrintAuditSummary(ctx context.Context, p *project.Project, names []string) {
	if len(names) == 0 {
		return
	}
	res, err := p.Audit(ctx, project.AuditOptions{Names: names})
	if err != nil {
		f.Warnf("audit: %v", err)
		return
	}
	clean := 0
	for _, s := range res {
		high := audit.AtLeast(s.Findings, audit.High)
		if len(high) == 0 {
			clean++
			continue
		}
		var codes []string
		for _, fd := range high {
			if !slices.Contains(codes, fd.Code) {
				codes = append(codes, fd.Code)
			}
		}
		f.Warnf("audit: %s: %s at high or above (%s); read them with `%s` before approving", s.Name, Summarize(high), strings.Join(codes, ", "), f.CmdLine("audit"))
	}
	if clean > 0 {
		f.Infof("audit: %s without findings at high or above", humanize.Count(clean, "skill", "skills"))
	}
}
