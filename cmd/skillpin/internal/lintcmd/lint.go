// Package lintcmd is skillpin lint: skill directories checked against
// skillpin's rules, reported as text or JSON.
package lintcmd

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/cmdutil"
	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/catalog/contentscan"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/ui/humanize"
	"github.com/skillpin/skillpin/internal/ui/safetext"
)

type Options struct {
	f *cmdutil.Factory

	Paths []string // skill directories, SKILL.md files or trees; default "."
	JSON  bool
}

func NewCmdLint(f *cmdutil.Factory, runF func(context.Context, *Options) error) *cobra.Command {
	opts := &Options{f: f}
	if runF == nil {
		runF = runLint
	}
	cmd := &cobra.Command{
		Use:   "lint [PATH...]",
		Short: "Check skill directories against skillpin's rules",
		Long: `Check skills the way skillpin checks them before locking or installing:
SKILL.md frontmatter, name rules, links, unsafe paths, case collisions and
size limits. Each PATH is a skill directory, a SKILL.md file, or a tree that
is searched for skills at any depth (default: the current directory).

The content scan that diff and approve run is reported as warnings: hidden
text (invisible Unicode, HTML comments and other markup rendered Markdown
does not show, whitespace runs, very long lines), bytes that are not UTF-8,
skills nested inside a skill, and frontmatter fields spelled another way.

Exit status is 1 when any skill has an error, 0 when there are only
warnings, and 2 when a PATH does not exist.`,
		Example: `  skillpin lint testdata/skills
  skillpin lint .claude/skills/pdf --json`,
		Args: cmdutil.AnyArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Paths = args
			if len(opts.Paths) == 0 {
				opts.Paths = []string{"."}
			}
			return runF(cmd.Context(), opts)
		},
	}
	cmdutil.JSONFlag(cmd, &opts.JSON, "the report")
	return cmd
}

// Report is the --json shape.
type Report struct {
	Skills   []lintSkill   `json:"skills"`
	Problems []lintProblem `json:"problems"` // about a PATH rather than one skill
}

type lintSkill struct {
	Path     string        `json:"path"`
	Name     string        `json:"name"`
	Valid    bool          `json:"valid"`
	Digest   string        `json:"digest,omitempty"`
	Files    int           `json:"files"`
	Problems []lintProblem `json:"problems"`
}

type lintProblem struct {
	Code     catalog.Code     `json:"code"`
	Severity catalog.Severity `json:"severity"`
	File     string           `json:"file"`
	Message  string           `json:"message"`
	Hint     string           `json:"hint"`
}

func runLint(_ context.Context, opts *Options) error {
	base, err := opts.f.WorkDir()
	if err != nil {
		return err
	}
	var targets []cmdutil.SkillPath
	for _, arg := range opts.Paths {
		t, err := cmdutil.ResolveSkillPath(base, arg)
		if err != nil {
			return err
		}
		targets = append(targets, t)
	}

	report := Report{Skills: []lintSkill{}, Problems: []lintProblem{}}
	for _, t := range targets {
		res, err := catalog.Scan(os.DirFS(t.Abs), catalog.ScanOptions{Hash: true, RootName: filepath.Base(t.Abs)})
		if err != nil {
			return cmdutil.UsageErrorf("lint %s: %v", t.Arg, err)
		}
		display := filepath.ToSlash(t.Arg)
		fsys := os.DirFS(t.Abs)
		for _, s := range res.Skills {
			report.Skills = append(report.Skills, lintSkill{
				Path:     path.Join(display, s.Dir),
				Name:     s.Name,
				Valid:    s.Valid(),
				Digest:   s.Digest,
				Files:    len(s.Files),
				Problems: lintProblems(display, append(s.Problems, contentProblems(fsys, s)...)),
			})
		}
		report.Problems = append(report.Problems, lintProblems(display, res.Problems)...)
		if len(res.Skills) == 0 {
			report.Problems = append(report.Problems, lintProblem{
				Code: catalog.CodeNoSkill, Severity: catalog.Error, File: display,
				Message: fmt.Sprintf("no SKILL.md found under %s", display),
				Hint:    "pass a skill directory (one holding SKILL.md) or a tree that contains skills",
			})
		}
	}

	if opts.JSON {
		if err := cmdutil.WriteJSON(opts.f.IO.Out, report); err != nil {
			return err
		}
	} else {
		printLint(opts.f, report)
	}
	for _, s := range report.Skills {
		if !s.Valid {
			return cmdutil.Reported(errkind.CheckFailed)
		}
	}
	for _, p := range report.Problems {
		if p.Severity == catalog.Error {
			return cmdutil.Reported(errkind.CheckFailed)
		}
	}
	return nil
}

// contentProblems are the content scan's findings on a skill, as
// warnings with paths relative to the scanned tree.
func contentProblems(fsys fs.FS, s *catalog.Skill) []catalog.Problem {
	var out []catalog.Problem
	for _, fd := range contentscan.Lint(fsys, s.Dir, s.Files) {
		out = append(out, catalog.Problem{Code: catalog.Code(fd.Code), Severity: catalog.Warning,
			File: path.Join(s.Dir, fd.File), Message: fd.Message, Hint: contentscan.Hint(fd.Code)})
	}
	return out
}

// lintProblems re-bases problem paths, relative to the scanned directory,
// onto the PATH as the user typed it.
func lintProblems(display string, ps []catalog.Problem) []lintProblem {
	out := []lintProblem{}
	for _, p := range ps {
		file := p.File
		if file != "" {
			file = path.Join(display, file)
		}
		out = append(out, lintProblem{Code: p.Code, Severity: p.Severity, File: file, Message: p.Message, Hint: p.Hint})
	}
	return out
}

func printLint(f *cmdutil.Factory, r Report) {
	w := f.IO.Out
	color := func(code, s string) string {
		if !f.Color() {
			return s
		}
		return "\x1b[" + code + "m" + s + "\x1b[0m"
	}
	var ok, warned, invalid int
	for _, s := range r.Skills {
		status := color("32", "ok  ")
		switch {
		case !s.Valid:
			status = color("31", "FAIL")
			invalid++
		case len(s.Problems) > 0:
			status = color("33", "warn")
			warned++
		default:
			ok++
			if f.Quiet {
				continue
			}
		}
		name := s.Name
		if name == "" {
			name = "(no name)"
		}
		fmt.Fprintf(w, "%s  %s  %s\n", status, safetext.Line(s.Path), safetext.Line(name))
		if f.Verbose && s.Digest != "" {
			fmt.Fprintf(w, "        %d files, %s\n", s.Files, s.Digest)
		}
		printLintProblems(f, color, s.Problems)
	}
	if len(r.Problems) > 0 {
		fmt.Fprintln(w, "tree:")
		printLintProblems(f, color, r.Problems)
	}
	fmt.Fprintf(w, "%s: %d ok, %d with warnings, %d invalid\n", humanize.Count(len(r.Skills), "skill", "skills"), ok, warned, invalid)
}

func printLintProblems(f *cmdutil.Factory, color func(code, s string) string, ps []lintProblem) {
	for _, p := range ps {
		sev := color("33", string(p.Severity))
		if p.Severity == catalog.Error {
			sev = color("31", string(p.Severity))
		}
		loc := ""
		if p.File != "" {
			loc = " " + p.File
		}
		fmt.Fprintf(f.IO.Out, "        %s %s%s: %s\n", sev, p.Code, safetext.Line(loc), safetext.Line(p.Message))
		if p.Hint != "" && !f.Quiet {
			fmt.Fprintf(f.IO.Out, "          hint: %s\n", safetext.Line(p.Hint))
		}
	}
}
