package review

import (
	"bufio"
	"cmp"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit"
	"github.com/skillpin/skillpin/internal/lock/lockdiff"
	"github.com/skillpin/skillpin/internal/ui/humanize"
)

// SkillSummary is one skill's line at the top of a review: what it is,
// what it can do, and its worst finding, so that a reviewer of many
// skills sees them all before any detail.
type SkillSummary struct {
	Name   string `json:"name"`
	Change string `json:"change"` // added | removed | updated
	// What is the skill's description, on one line.
	What string `json:"what"`
	// Can says what the skill can make an agent do, as far as the lock and
	// the content scan know: tools it asks for, files an agent can run.
	Can []string `json:"can"`
	// Capabilities are the audit's capabilities of the skill (its
	// AuditChange's), each marked "(new)" when the old version lacked it
	// and "(not in its description)" when nothing the skill says claims it.
	Capabilities []string `json:"capabilities,omitempty"`
	// Worst is its worst finding ("" for none): the audit finding of the
	// highest severity, else its first risky change.
	Worst string `json:"worst"`
	// Findings counts its risky changes and audit findings.
	Findings int `json:"findings"`
}

// FindingKind is every finding of one code across the review's skills.
type FindingKind struct {
	Code     string `json:"code"`
	Severity string `json:"severity,omitempty"` // audit findings only
	Count    int    `json:"count"`
	// Skills counts the findings per skill, most first.
	Skills []KindCount `json:"skills"`
	// Example is the first finding's message, for what the code means.
	Example string `json:"example"`
}

// KindCount is how many findings of a kind one skill has.
type KindCount struct {
	Name  string `json:"name"`
	Count int    `json:"count"`
}

// Overview is the review's opening: one summary per changed skill and
// the findings grouped by kind, most severe and most frequent first.
func Overview(r *Review, o lockdiff.Options) ([]SkillSummary, []FindingKind) {
	auditOf := map[string][]audit.Finding{}
	capsOf := map[string][]string{}
	for _, a := range r.Audit {
		auditOf[a.Name] = append(slices.Clone(a.New), a.Kept...)
		for _, c := range a.Capabilities {
			name := c.Name
			if slices.Contains(a.Gained, c.Name) {
				name += " (new)"
			}
			if !c.Claimed {
				name += " (not in its description)"
			}
			capsOf[a.Name] = append(capsOf[a.Name], name)
		}
	}
	var sums []SkillSummary
	kinds := map[string]*FindingKind{}
	add := func(code, sev, skill, example string) {
		k := kinds[code]
		if k == nil {
			k = &FindingKind{Code: code, Severity: sev, Example: example}
			kinds[code] = k
		}
		k.Count++
		if i := slices.IndexFunc(k.Skills, func(c KindCount) bool { return c.Name == skill }); i >= 0 {
			k.Skills[i].Count++
		} else {
			k.Skills = append(k.Skills, KindCount{skill, 1})
		}
	}
	if r.Skills != nil {
		for _, sc := range r.Skills.Skills {
			s := SkillSummary{Name: sc.Name, Change: sc.Change, What: humanize.OneLine(sc.NewDescription, 80), Can: []string{}}
			if sc.Change == lockdiff.Removed {
				s.What = humanize.OneLine(sc.OldDescription, 80)
			}
			if tools := sc.AllowedTools.Added; len(tools) > 0 {
				verb := "asks for tools"
				if sc.Change == lockdiff.Updated {
					verb = "newly asks for tools"
				}
				s.Can = append(s.Can, verb+" "+strings.Join(tools, " "))
			}
			execs, scripts := 0, 0
			for _, f := range append(slices.Clone(sc.Files.Added), sc.Files.Modified...) {
				if f.Exec {
					execs++
				}
			}
			for _, rk := range sc.Risks {
				if rk.Code == "SCRIPT" {
					scripts++
				}
				add(rk.Code, "", sc.Name, rk.Message.Render(o.Scope))
			}
			if execs+scripts > 0 {
				s.Can = append(s.Can, fmt.Sprintf("has %s an agent can run (%d executable)", humanize.Count(execs+scripts, "file", "files"), execs))
			}
			s.Capabilities = capsOf[sc.Name]
			fs := auditOf[sc.Name]
			slices.SortStableFunc(fs, func(a, b audit.Finding) int { return cmp.Compare(b.Severity, a.Severity) })
			for _, f := range fs {
				add(f.Code, f.Severity.String(), sc.Name, f.Title)
			}
			s.Findings = len(sc.Risks) + len(fs)
			switch {
			case len(fs) > 0:
				s.Worst = fmt.Sprintf("%s %s (%s)", fs[0].Severity, fs[0].Code, findingLoc(fs[0]))
			case len(sc.Risks) > 0:
				s.Worst = sc.Risks[0].Code
				if sc.Risks[0].File != "" {
					s.Worst += " (" + sc.Risks[0].File + ")"
				}
			}
			sums = append(sums, s)
		}
	}
	var out []FindingKind
	for _, k := range kinds {
		slices.SortStableFunc(k.Skills, func(a, b KindCount) int {
			return cmp.Or(cmp.Compare(b.Count, a.Count), strings.Compare(a.Name, b.Name))
		})
		out = append(out, *k)
	}
	rank := func(k FindingKind) int {
		for i, s := range audit.Severities {
			if s.String() == k.Severity {
				return i
			}
		}
		return len(audit.Severities)
	}
	slices.SortFunc(out, func(a, b FindingKind) int {
		return cmp.Or(cmp.Compare(rank(a), rank(b)), cmp.Compare(b.Count, a.Count), strings.Compare(a.Code, b.Code))
	})
	return sums, out
}

// WriteOverview writes the opening of a text review: one line per
// changed skill, then the findings grouped by kind with counts. full says
// whether file content follows; when not, the note names the command that
// shows it.
func WriteOverview(w io.Writer, r *Review, o lockdiff.Options, full string) error {
	sums, kinds := Overview(r, o)
	if len(sums) == 0 {
		return nil
	}
	bw := bufio.NewWriter(w)
	p := func(format string, args ...any) { fmt.Fprintf(bw, format, args...) }
	p("review of %s:\n", humanize.Count(len(sums), "skill", "skills"))
	width := 0
	for _, s := range sums {
		width = max(width, len(show(s.Name)))
	}
	for _, s := range sums {
		p("  %-*s  %-7s  %s\n", width, show(s.Name), s.Change, show(s.What))
		var parts []string
		parts = append(parts, s.Can...)
		if len(s.Capabilities) > 0 {
			parts = append(parts, "capabilities: "+strings.Join(s.Capabilities, ", "))
		}
		can := "nothing beyond reading its files"
		if len(parts) > 0 {
			can = strings.Join(parts, "; ")
		}
		worst := "no findings"
		if s.Worst != "" {
			worst = "worst: " + s.Worst
			if s.Findings > 1 {
				worst += fmt.Sprintf(" (+%d more)", s.Findings-1)
			}
		}
		p("  %-*s  can: %s; %s\n", width, "", show(can), show(worst))
	}
	if len(kinds) > 0 {
		total := 0
		for _, k := range kinds {
			total += k.Count
		}
		p("\nfindings by kind (%d in all; each skill's below):\n", total)
		for _, k := range kinds {
			label := k.Code
			if k.Severity != "" {
				label = k.Severity + " " + k.Code
			}
			var per []string
			for i, c := range k.Skills {
				if i == 6 {
					per = append(per, fmt.Sprintf("%d more", len(k.Skills)-i))
					break
				}
				per = append(per, fmt.Sprintf("%s %d", show(c.Name), c.Count))
			}
			p("  %-28s ×%-4d %s\n", label, k.Count, strings.Join(per, ", "))
			p("  %-28s       e.g. %s\n", "", show(humanize.OneLine(k.Example, 140)))
		}
	}
	p("\n%s\n\n", full)
	return bw.Flush()
}

func nonNilSlice[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
