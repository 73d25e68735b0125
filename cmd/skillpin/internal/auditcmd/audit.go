// Package auditcmd is skillpin audit: what skills would make an agent or a
// tool do, from the DIR arguments or the project's locked skills, as text,
// JSON or SARIF.
package auditcmd

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

	"github.com/skillpin/skillpin/cmd/skillpin/internal/cmdutil"
	"github.com/skillpin/skillpin/internal/catalog/audit"
	"github.com/skillpin/skillpin/internal/catalog/review"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/project"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/ui/humanize"
	"github.com/skillpin/skillpin/internal/ui/safetext"
	"github.com/skillpin/skillpin/internal/ui/sarif"
	"github.com/skillpin/skillpin/internal/verify/gate"
	"github.com/skillpin/skillpin/internal/verify/state"
)

type Options struct {
	f *cmdutil.Factory

	Dirs    []string // skill directories or trees; none: the project's locked skills
	Pending bool     // only skills awaiting approval
	Format  string   // text, json or sarif
	JSON    bool
	FailOn  string // a severity name, or "none"
}

var auditFormats = []string{"text", "json", "sarif"}

func NewCmdAudit(f *cmdutil.Factory, runF func(context.Context, *Options) error) *cobra.Command {
	opts := &Options{f: f}
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
approval, -g those of the user scope. The [audit] rules and suppressions
in skills.toml apply in both cases, and only those of the project
skillpin runs for (-C, or the one found from the working directory):
with DIR, never a skills.toml inside the audited tree or the git
repository holding it (a cloned repository cannot vouch for its own
skills). The output says whose rules applied. A suppressed finding is
shown with its recorded reason and does not fail.

--format sarif writes SARIF 2.1.0 for code scanning (one rule per code,
with help text). The audit is deterministic and offline.

Exit 1 when a finding is at or above --fail-on (default high; none never
fails), 0 otherwise, 2 on bad input.`,
		Example: `  skillpin audit
  skillpin audit --pending
  skillpin audit path/to/skills --fail-on critical
  skillpin audit --format sarif > audit.sarif`,
		Args: cmdutil.AnyArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			format, err := cmdutil.ResolveFormat(cmd, opts.Format, opts.JSON, auditFormats...)
			if err != nil {
				return err
			}
			opts.Format = format
			if _, err := audit.ParseSeverity(opts.FailOn); err != nil {
				return cmdutil.UsageErrorf("--fail-on: %v", err)
			}
			if opts.Pending && len(args) > 0 {
				return cmdutil.UsageErrorf("--pending selects locked skills awaiting approval; it takes no DIR arguments%s", cmdutil.UsageHint(cmd.CommandPath()))
			}
			opts.Dirs = args
			return runF(cmd.Context(), opts)
		},
		ValidArgsFunction: cmdutil.CompleteDirs,
	}
	cmd.Flags().BoolVar(&opts.Pending, "pending", false, "audit only the locked skills awaiting approval")
	cmd.Flags().StringVar(&opts.FailOn, "fail-on", "high", "exit 1 on a finding at or above `SEVERITY`: critical, high, medium, low, none")
	cmdutil.CompleteFlag(cmd, "fail-on", cmdutil.CompleteValues("critical", "high", "medium", "low", "none"))
	cmdutil.FormatFlag(cmd, &opts.Format, &opts.JSON, auditFormats...)
	return cmd
}

// auditReport is the --json shape.
type auditReport struct {
	FailOn string `json:"fail_on"`
	Failed bool   `json:"failed"`
	// RulesFrom is the project whose [audit] rules and suppressions
	// applied.
	RulesFrom auditRulesFrom     `json:"rules_from"`
	Skills    []auditSkillReport `json:"skills"`
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
	Max        string                   `json:"max"`
	Findings   []audit.Finding          `json:"findings"`
	Suppressed []gate.SuppressedFinding `json:"suppressed"`
	// Capabilities are what the findings (suppressed ones too) show the
	// skill can do, each with whether its description or allowed-tools
	// account for it.
	Capabilities []audit.Capability `json:"capabilities"`
	lockLine     int
}

func runAudit(ctx context.Context, opts *Options) error {
	f := opts.f
	failOn, _ := audit.ParseSeverity(opts.FailOn)
	var skills []auditSkillReport
	var rules audit.Rules
	var from auditRulesFrom
	var err error
	if len(opts.Dirs) > 0 {
		skills, rules, from, err = auditDirs(ctx, opts)
	} else {
		skills, rules, from, err = auditProject(ctx, opts)
	}
	if err != nil {
		return err
	}
	rep := auditReport{FailOn: failOn.String(), RulesFrom: from, Skills: skills}
	for i := range rep.Skills {
		s := &rep.Skills[i]
		s.Max = audit.Max(s.Findings).String()
		all := slices.Clone(s.Findings)
		for _, sf := range s.Suppressed {
			all = append(all, sf.Finding)
		}
		s.Capabilities = audit.Capabilities(all)
		if audit.Max(s.Findings).AtLeast(failOn) {
			rep.Failed = true
		}
	}
	switch opts.Format {
	case "json":
		err = cmdutil.WriteJSON(f.IO.Out, rep)
	case "sarif":
		var skills []sarif.Skill
		for _, s := range rep.Skills {
			skills = append(skills, sarif.Skill{Name: s.Name, Path: s.Path, LockLine: s.lockLine, Findings: s.Findings, Suppressed: s.Suppressed})
		}
		err = cmdutil.WriteJSON(f.IO.Out, sarif.Audit(skills, rules, len(opts.Dirs) == 0, cmdutil.BuildVersion()))
	default:
		err = printAudit(f, f.IO.Out, rep, failOn)
	}
	if err != nil {
		return err
	}
	if rep.Failed {
		return cmdutil.Reported(errkind.CheckFailed)
	}
	return nil
}

// auditDirs audits the skills in the DIR arguments, with the rules and
// suppressions of the project skillpin runs for (-C, or the one found
// from the working directory) when it has a skills.toml — unless that
// skills.toml is inside a tree being audited: a cloned repository's own
// skills.toml must not vouch for its own skills.
func auditDirs(ctx context.Context, opts *Options) ([]auditSkillReport, audit.Rules, auditRulesFrom, error) {
	var from auditRulesFrom
	base, err := opts.f.ProjectDir()
	if err != nil {
		return nil, nil, from, err
	}
	lay, err := opts.f.Layout()
	if err != nil {
		return nil, nil, from, err
	}
	var targets []cmdutil.SkillPath
	for _, arg := range opts.Dirs {
		t, err := cmdutil.ResolveSkillPath(base, arg)
		if err != nil {
			return nil, nil, from, cmdutil.UsageErrorf("audit%s", strings.TrimPrefix(err.Error(), "lint"))
		}
		targets = append(targets, t)
	}
	var m *manifest.Manifest
	manifestPath := filepath.Join(lay.Config, manifest.FileName)
	if _, err := os.Stat(manifestPath); err == nil {
		from.Project = lay.Config
		for _, t := range targets {
			tree, what := auditedTree(t.Abs)
			if within(tree, lay.Config) {
				from.Ignored = fmt.Sprintf("%s is inside %s", manifestPath, what)
				if tree == t.Abs {
					from.Ignored = fmt.Sprintf("%s is inside the audited tree %s", manifestPath, t.Arg)
				}
				break
			}
		}
		if from.Ignored == "" {
			if m, err = manifest.LoadManifest(manifestPath); err != nil {
				return nil, nil, from, err
			}
		} else {
			from.Project = ""
		}
	}
	a, err := state.ManifestAuditor(lay.Config, m)
	if err != nil {
		return nil, nil, from, err
	}
	out := []auditSkillReport{}
	var names []string
	var found [][]audit.Finding
	for i, t := range targets {
		arg := opts.Dirs[i]
		skills, _, err := a.TreeContext(ctx, os.DirFS(t.Abs), filepath.Base(t.Abs))
		if ctx.Err() != nil {
			return nil, nil, from, ctx.Err() // interrupted (SIGINT, SIGTERM): exit 130
		}
		if err != nil {
			return nil, nil, from, cmdutil.UsageErrorf("audit %s: %v", arg, err)
		}
		if len(skills) == 0 {
			return nil, nil, from, cmdutil.UsageErrorf("audit: no SKILL.md found under %s; pass a skill directory or a tree that contains skills", arg)
		}
		display := filepath.ToSlash(t.Arg)
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
		out[i].Findings, out[i].Suppressed = gate.Suppress(m, names[i], fs)
	}
	return out, a.Rules(), from, nil
}

// auditRulesFrom says whose audit rules and suppressions applied.
type auditRulesFrom struct {
	// Project is the directory of the project whose skills.toml applied
	// ("" when none did: the built-in rules alone).
	Project string `json:"project"`
	// Ignored says why a project's skills.toml found for the run did not
	// apply ("" when none was ignored).
	Ignored string `json:"ignored,omitempty"`
}

func (r auditRulesFrom) String() string {
	switch {
	case r.Project != "":
		return "rules and suppressions: built-in, and the project at " + safetext.Line(r.Project)
	case r.Ignored != "":
		return "rules and suppressions: built-in only (" + safetext.Line(r.Ignored) + ": a tree's own skills.toml never applies to its audit)"
	}
	return "rules and suppressions: built-in only (no project)"
}

// auditedTree is the tree an audited directory belongs to: the git work
// tree holding it (a clone's skills.toml is its author's, wherever in
// the clone the skills are), else the directory itself.
func auditedTree(dir string) (string, string) {
	for d := dir; ; {
		if _, err := os.Lstat(filepath.Join(d, ".git")); err == nil {
			return d, "the repository " + d + " that holds the audited skills"
		}
		up := filepath.Dir(d)
		if up == d {
			return dir, ""
		}
		d = up
	}
}

// within reports whether p is dir or inside it, links resolved (a
// checkout may reach itself through a link).
func within(dir, p string) bool {
	if d, err := filepath.EvalSymlinks(dir); err == nil {
		dir = d
	}
	if q, err := filepath.EvalSymlinks(p); err == nil {
		p = q
	}
	rel, err := filepath.Rel(dir, p)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && !filepath.IsAbs(rel)
}

func auditProject(ctx context.Context, opts *Options) ([]auditSkillReport, audit.Rules, auditRulesFrom, error) {
	var from auditRulesFrom
	p, err := opts.f.OpenProject("audit", true)
	if err != nil {
		return nil, nil, from, err
	}
	a, err := p.State().Auditor()
	if err != nil {
		return nil, nil, from, err
	}
	res, err := p.Audit(ctx, project.AuditOptions{Pending: opts.Pending})
	if err != nil {
		return nil, nil, from, err
	}
	if lay, err := opts.f.Layout(); err == nil {
		from.Project = lay.Config
	}
	out := []auditSkillReport{}
	for _, s := range res {
		out = append(out, auditSkillReport{Name: s.Name, Source: s.Source, Digest: s.Digest, Approval: s.Approval,
			Findings: s.Findings, Suppressed: s.Suppressed, lockLine: s.LockLine})
	}
	return out, a.Rules(), from, nil
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

func printAudit(f *cmdutil.Factory, w io.Writer, r auditReport, failOn audit.Severity) error {
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
		fmt.Fprintf(w, "%s: %s\n", s.label(), cmdutil.Summarize(s.Findings))
		if line := review.CapabilityLine(s.Capabilities, nil); line != "" {
			fmt.Fprintf(w, "  can: %s\n", line)
		}
		for _, fd := range s.Findings {
			printFinding(f, w, fd, color(sevColor[fd.Severity], fmt.Sprintf("%-8s", fd.Severity)))
		}
		for _, sf := range s.Suppressed {
			printFinding(f, w, sf.Finding, fmt.Sprintf("%-8s", "accepted"))
			fmt.Fprintf(w, "           suppressed in skills.toml: %s\n", safetext.Line(sf.Reason))
		}
	}
	if !f.Quiet {
		fmt.Fprintln(w, r.RulesFrom)
	}
	if failOn == audit.None {
		fmt.Fprintf(w, "%s audited\n", humanize.Count(len(r.Skills), "skill", "skills"))
		return nil
	}
	fmt.Fprintf(w, "%s audited, %d with findings at %s or above\n", humanize.Count(len(r.Skills), "skill", "skills"), flagged, failOn)
	return nil
}

func printFinding(f *cmdutil.Factory, w io.Writer, fd audit.Finding, sev string) {
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
