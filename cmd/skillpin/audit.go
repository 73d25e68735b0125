package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/internal/audit"
	"github.com/skillpin/skillpin/internal/errkind"
	"github.com/skillpin/skillpin/internal/humanize"
	"github.com/skillpin/skillpin/internal/manifest"
	"github.com/skillpin/skillpin/internal/project"
	"github.com/skillpin/skillpin/internal/safetext"
	"github.com/skillpin/skillpin/internal/state"
)

type auditOptions struct {
	f *Factory

	Dirs    []string // skill directories or trees; none: the project's locked skills
	Pending bool     // only skills awaiting approval
	Format  string   // text, json or sarif
	JSON    bool
	FailOn  string // a severity name, or "none"
}

var auditFormats = []string{"text", "json", "sarif"}

func newCmdAudit(f *Factory, runF func(context.Context, *auditOptions) error) *cobra.Command {
	opts := &auditOptions{f: f}
	if runF == nil {
		runF = runAudit
	}
	cmd := &cobra.Command{
		Use:   "audit [DIR...]",
		Short: "Show what skills would do: downloads, credentials, persistence, injections",
		Long: `Audit reads every file of each skill and reports what the skill would make
an agent or a tool do: download and run code, decode and run hidden
payloads, read credentials and send them away, open a reverse shell, persist
(shell start-up files, scheduled tasks, the agent's memory and settings,
permission bypasses), run by itself (conftest.py, npm install scripts,
frontmatter hooks, !` + "`cmd`" + ` expansions), override the model's
instructions or hide actions from the user, fetch password-protected
archives and executables. Each finding has a stable code, a severity
(critical, high, medium, low) that reflects its context, the file and line,
the matched text, and what to check. The codes are in docs/review.md.

With DIR arguments, the skills in those directories (a skill directory or
a tree searched for skills). With none, the project's locked skills, read
from the store (or the pinned commit): --pending only those awaiting
approval, -g those of the user scope. The project's [audit] rules and
suppressions in skills.toml apply in both cases; a suppressed finding is
shown with its recorded reason and does not fail.

--format sarif writes SARIF 2.1.0 for code scanning (one rule per code,
with help text). The audit is deterministic and offline.

Exit 1 when a finding is at or above --fail-on (default high; none never
fails), 0 otherwise, 2 on bad input.`,
		Example: `  skillpin audit
  skillpin audit --pending
  skillpin audit path/to/skills --fail-on critical
  skillpin audit --format sarif > audit.sarif`,
		Args: anyArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			format, err := resolveFormat(cmd, opts.Format, opts.JSON, auditFormats...)
			if err != nil {
				return err
			}
			opts.Format = format
			if _, err := audit.ParseSeverity(opts.FailOn); err != nil {
				return usageErrorf("--fail-on: %v", err)
			}
			if opts.Pending && len(args) > 0 {
				return usageErrorf("--pending selects locked skills awaiting approval; it takes no DIR arguments%s", usageHint(cmd.CommandPath()))
			}
			opts.Dirs = args
			return runF(cmd.Context(), opts)
		},
		ValidArgsFunction: completeDirs,
	}
	cmd.Flags().BoolVar(&opts.Pending, "pending", false, "audit only the locked skills awaiting approval")
	cmd.Flags().StringVar(&opts.FailOn, "fail-on", "high", "exit 1 on a finding at or above `SEVERITY`: critical, high, medium, low, none")
	completeFlag(cmd, "fail-on", completeValues("critical", "high", "medium", "low", "none"))
	formatFlag(cmd, &opts.Format, &opts.JSON, auditFormats...)
	return cmd
}

// auditReport is the --json shape.
type auditReport struct {
	FailOn string             `json:"fail_on"`
	Failed bool               `json:"failed"`
	Skills []auditSkillReport `json:"skills"`
}

type auditSkillReport struct {
	Name string `json:"name"`
	// Path is the skill's directory as given (DIR mode), or "" for a
	// locked skill.
	Path     string `json:"path"`
	Source   string `json:"source"`
	Digest   string `json:"digest"`
	Approval string `json:"approval"`
	// Max is the highest severity of its findings ("none" without any).
	Max        string                      `json:"max"`
	Findings   []audit.Finding             `json:"findings"`
	Suppressed []project.SuppressedFinding `json:"suppressed"`
	lockLine   int
}

func runAudit(ctx context.Context, opts *auditOptions) error {
	f := opts.f
	failOn, _ := audit.ParseSeverity(opts.FailOn)
	var skills []auditSkillReport
	var rules audit.Rules
	var err error
	if len(opts.Dirs) > 0 {
		skills, rules, err = auditDirs(opts)
	} else {
		skills, rules, err = auditProject(ctx, opts)
	}
	if err != nil {
		return err
	}
	rep := auditReport{FailOn: failOn.String(), Skills: skills}
	for i := range rep.Skills {
		s := &rep.Skills[i]
		s.Max = audit.Max(s.Findings).String()
		if audit.Max(s.Findings).AtLeast(failOn) {
			rep.Failed = true
		}
	}
	switch opts.Format {
	case "json":
		err = writeJSON(f.IO.Out, rep)
	case "sarif":
		err = writeJSON(f.IO.Out, auditSARIF(rep, rules, len(opts.Dirs) == 0))
	default:
		err = printAudit(f, f.IO.Out, rep, failOn)
	}
	if err != nil {
		return err
	}
	if rep.Failed {
		return reported(errkind.CheckFailed)
	}
	return nil
}

// auditDirs audits the skills in the DIR arguments, with the rules and
// suppressions of the project's skills.toml when there is one.
func auditDirs(opts *auditOptions) ([]auditSkillReport, audit.Rules, error) {
	base, err := opts.f.ProjectDir()
	if err != nil {
		return nil, nil, err
	}
	lay, err := opts.f.Layout()
	if err != nil {
		return nil, nil, err
	}
	var m *manifest.Manifest
	if _, err := os.Stat(filepath.Join(lay.Config, manifest.FileName)); err == nil {
		if m, err = manifest.LoadManifest(filepath.Join(lay.Config, manifest.FileName)); err != nil {
			return nil, nil, err
		}
	}
	a, err := state.ManifestAuditor(lay.Config, m)
	if err != nil {
		return nil, nil, err
	}
	out := []auditSkillReport{}
	var names []string
	var found [][]audit.Finding
	for _, arg := range opts.Dirs {
		t, err := resolveLintPath(base, arg)
		if err != nil {
			return nil, nil, usageErrorf("audit%s", strings.TrimPrefix(err.Error(), "lint"))
		}
		skills, _, err := a.Tree(os.DirFS(t.abs), filepath.Base(t.abs))
		if err != nil {
			return nil, nil, usageErrorf("audit %s: %v", arg, err)
		}
		if len(skills) == 0 {
			return nil, nil, usageErrorf("audit: no SKILL.md found under %s; pass a skill directory or a tree that contains skills", arg)
		}
		display := filepath.ToSlash(t.arg)
		for _, s := range skills {
			out = append(out, auditSkillReport{Name: s.Name, Path: path.Join(display, s.Dir), Approval: ""})
			names = append(names, s.Name)
			found = append(found, s.Findings)
		}
	}
	// Every skill of the scan is compared with every other by name.
	for i, extra := range audit.Lookalikes(names) {
		fs := append(found[i], extra...)
		audit.Sort(fs)
		out[i].Findings, out[i].Suppressed = project.Suppress(m, names[i], fs)
	}
	return out, a.Rules(), nil
}

func auditProject(ctx context.Context, opts *auditOptions) ([]auditSkillReport, audit.Rules, error) {
	p, err := opts.f.openProject("audit", true)
	if err != nil {
		return nil, nil, err
	}
	a, err := p.State().Auditor()
	if err != nil {
		return nil, nil, err
	}
	res, err := p.Audit(ctx, project.AuditOptions{Pending: opts.Pending})
	if err != nil {
		return nil, nil, err
	}
	out := []auditSkillReport{}
	for _, s := range res {
		out = append(out, auditSkillReport{Name: s.Name, Source: s.Source, Digest: s.Digest, Approval: s.Approval,
			Findings: s.Findings, Suppressed: s.Suppressed, lockLine: s.LockLine})
	}
	return out, a.Rules(), nil
}

func (s auditSkillReport) label() string {
	name := s.Name
	if name == "" {
		name = "(no name)"
	}
	switch {
	case s.Path != "":
		return safetext.Line(name) + "  " + safetext.Line(s.Path)
	case s.Source != "":
		return safetext.Line(name) + " (" + safetext.Line(s.Source) + ", " + s.Approval + ")"
	}
	return safetext.Line(name)
}

func printAudit(f *Factory, w io.Writer, r auditReport, failOn audit.Severity) error {
	color := func(code, s string) string {
		if !f.Color() {
			return s
		}
		return "\x1b[" + code + "m" + s + "\x1b[0m"
	}
	sevColor := map[audit.Severity]string{audit.Critical: "1;31", audit.High: "31", audit.Medium: "33", audit.Low: "36"}
	var flagged int
	for _, s := range r.Skills {
		if audit.Max(s.Findings).AtLeast(failOn) {
			flagged++
		}
		if len(s.Findings) == 0 && len(s.Suppressed) == 0 {
			if !f.Quiet {
				fmt.Fprintf(w, "%s  %s: nothing found\n", color("32", "ok  "), s.label())
			}
			continue
		}
		fmt.Fprintf(w, "%s: %s\n", s.label(), summarize(s.Findings))
		for _, fd := range s.Findings {
			printFinding(f, w, fd, color(sevColor[fd.Severity], fmt.Sprintf("%-8s", fd.Severity)))
		}
		for _, sf := range s.Suppressed {
			printFinding(f, w, sf.Finding, fmt.Sprintf("%-8s", "accepted"))
			fmt.Fprintf(w, "           suppressed in skills.toml: %s\n", safetext.Line(sf.Reason))
		}
	}
	if failOn == audit.None {
		fmt.Fprintf(w, "%s audited\n", humanize.Count(len(r.Skills), "skill", "skills"))
		return nil
	}
	fmt.Fprintf(w, "%s audited, %d with findings at %s or above\n", humanize.Count(len(r.Skills), "skill", "skills"), flagged, failOn)
	return nil
}

func printFinding(f *Factory, w io.Writer, fd audit.Finding, sev string) {
	loc := fd.File
	if fd.Line > 0 {
		loc = fmt.Sprintf("%s:%d", fd.File, fd.Line)
	}
	ctx := ""
	if len(fd.Context) > 0 {
		ctx = " [" + strings.Join(fd.Context, ", ") + "]"
	}
	// Titles and checks of a project's own rules are the checkout's text.
	fmt.Fprintf(w, "  %s %s %s: %s%s\n", sev, safetext.Line(fd.Code), safetext.Line(loc), safetext.Line(fd.Title), ctx)
	if fd.Match != "" {
		fmt.Fprintf(w, "           %s\n", fd.Match)
	}
	if !f.Quiet {
		fmt.Fprintf(w, "           check: %s\n", safetext.Line(fd.Check))
	}
}

// summarize is "3 findings: 1 critical, 2 high" or "no findings".
func summarize(fs []audit.Finding) string {
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

// printAuditSummary warns, for each of the named locked skills with
// findings at high or above, what the audit found: add and install print
// it for the skills they bring in. A failure to audit is a warning too:
// the skills were added or installed, the audit is advice.
func (f *Factory) printAuditSummary(ctx context.Context, p *project.Project, names []string) {
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
		f.Warnf("audit: %s: %s at high or above (%s); read them with `%s` before approving", s.Name, summarize(high), strings.Join(codes, ", "), f.cmdLine("audit"))
	}
	if clean > 0 {
		f.Infof("audit: %s without findings at high or above", humanize.Count(clean, "skill", "skills"))
	}
}
