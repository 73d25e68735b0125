package main

import (
	"context"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/cmdutil"
	"github.com/skillpin/skillpin/internal/fetch/srcspec"
	"github.com/skillpin/skillpin/internal/project"
	"github.com/skillpin/skillpin/internal/resolve"
	"github.com/skillpin/skillpin/internal/resolve/addplan"
	"github.com/skillpin/skillpin/internal/ui/humanize"
)

type addOptions struct {
	f *Factory

	Spec    string   // SOURCE[@REF]
	Skills  []string // --skill, repeatable and comma-separated
	Paths   []string // --path, likewise
	All     bool
	Exclude []string // --exclude, with --all
	Name    string
	Approve bool
	List    bool // --list: show what the source offers, add nothing
	JSON    bool
}

// userSpec parses spec where the user typed it (the working directory,
// -C), and returns it as the project records it: a relative local path is
// made relative to a project found above the working directory, and
// absolute with -g (the user scope's skills.toml is read from its own
// directory). It is the one parse of the spec: project.Add takes it as
// parsed. A spec that does not parse is returned as nil, for Add to
// report what is wrong with it.
func userSpec(f *Factory, spec string) (*srcspec.Spec, error) {
	dir, err := f.WorkDir()
	if err != nil {
		return nil, err
	}
	proj := ""
	if !f.Global {
		if proj, err = f.ProjectDir(); err != nil {
			return nil, err
		}
	}
	s, err := srcspec.Parse(spec, dir)
	if err != nil {
		return nil, nil
	}
	s = s.RelativeTo(dir, proj)
	return &s, nil
}

func newCmdAdd(f *Factory, runF func(context.Context, *addOptions) error) *cobra.Command {
	opts := &addOptions{f: f}
	if runF == nil {
		runF = runAdd
	}
	cmd := &cobra.Command{
		Use:   "add SOURCE[@REF]",
		Short: "Resolve skills from a source, lock, store and publish them",
		Long: `Add resolves SOURCE at REF, selects skills, pins the commit and every file's
sha256 in skills.lock, stores the bytes, and publishes approved skills.

SOURCE is owner/repo (GitHub), an https://, ssh:// or git@host:owner/repo.git
URL, a file:// URL, a local git repository, or a local directory; a skill's
page on GitHub or GitLab (…/tree/REF/path/to/skill, …/blob/REF/…/SKILL.md)
names the source, the ref and the skill at once. REF is a tag, branch or
commit, after @ (or #). Without it the source follows the remote's default
branch, pinned at its current commit, as most skill repositories publish no
tags: add says which commit, skillpin outdated shows when the branch moves and
what changed, and skillpin update takes it after review.
--skill, --path and --exclude take one name each time or a comma-separated
list. --list shows every skill of the source, whether it can be added and why
not, and adds nothing.

--all adds every skill of the source that passes the rules: a skill that
breaks one (an invalid name, a link out of the skill, over max_files…) is
skipped with a warning naming its directory and problem code, and the rest
are added; it fails (exit 1) only when nothing is left. A skill whose name
another source of the project already provides is skipped too, recorded in
exclude = [...], with a warning naming the commands that take it instead.
--exclude NAME leaves a skill out, recorded as exclude = [...] in
skills.toml.

A source already in skills.toml keeps its one pin: adding from it at another
ref would move its other skills too, so add refuses (exit 2, nothing changed)
and names the two ways out: skillpin update SOURCE --to REF, or --name for a
second source pinned at the other ref.

With -g, the skills go to the user scope. A relative local path is then
taken from the current directory (or -C) and recorded as an absolute path:
the user scope's skills.toml is read from its own directory.`,
		Example: `  skillpin add anthropics/skills --list
  skillpin add anthropics/skills --skill pdf,xlsx
  skillpin add https://github.com/anthropics/skills/tree/main/skills/pdf
  skillpin add obra/superpowers@v6.2.0 --skill brainstorming
  skillpin add openai/skills --all --exclude skill-installer
  skillpin add ./vendor/skills --all
  skillpin add file:///srv/git/skills.git@v2 --path tools/lint --approve
  skillpin -g add getsentry/skills --skill find-bugs`,
		Args: cmdutil.ExactArgs(1, "one argument, SOURCE[@REF]"),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Spec = args[0]
			if opts.List && (opts.All || len(opts.Skills) > 0 || len(opts.Paths) > 0 || len(opts.Exclude) > 0 || opts.Approve) {
				return cmdutil.UsageErrorf("--list shows what the source offers and adds nothing; run add again with --skill, --path or --all to add")
			}
			if opts.All && (len(opts.Skills) > 0 || len(opts.Paths) > 0) {
				return cmdutil.UsageErrorf("--all selects every skill; do not combine it with --skill or --path")
			}
			if len(opts.Exclude) > 0 && (len(opts.Skills) > 0 || len(opts.Paths) > 0) {
				return cmdutil.UsageErrorf("--exclude leaves skills out of --all; with --skill or --path, name only the skills you want")
			}
			return runF(cmd.Context(), opts)
		},
	}
	fl := cmd.Flags()
	cmdutil.NameListVar(fl, &opts.Skills, "skill", "select skills by `NAME` (repeatable, or NAME,NAME…)")
	cmdutil.NameListVar(fl, &opts.Paths, "path", "select the skill in `DIR` of the source (repeatable, or DIR,DIR…)")
	fl.BoolVar(&opts.All, "all", false, "select every skill of the source that passes the rules (the others are skipped with a warning)")
	cmdutil.NameListVar(fl, &opts.Exclude, "exclude", "with --all, leave out the skill `NAME` (repeatable, or NAME,NAME…)")
	fl.StringVar(&opts.Name, "name", "", "name the source `SRC` in skills.toml (default: the repository name, qualified by its owner when taken)")
	fl.BoolVar(&opts.Approve, "approve", false, "approve the added skills' exact content")
	fl.BoolVar(&opts.List, "list", false, "list every skill the source offers at REF, and whether it can be added; add nothing")
	cmdutil.JSONFlag(cmd, &opts.JSON, "the result")
	cmd.ValidArgsFunction = cobra.NoFileCompletions
	return cmd
}

func runAdd(ctx context.Context, opts *addOptions) error {
	f := opts.f
	if opts.List {
		return runAddList(ctx, opts)
	}
	p, err := f.OpenProject("add", false)
	if err != nil {
		return err
	}
	parsed, err := userSpec(f, opts.Spec)
	if err != nil {
		return err
	}
	res, err := p.Add(ctx, project.AddRequest{
		Spec: opts.Spec, Parsed: parsed, Skills: opts.Skills, Paths: opts.Paths, All: opts.All, Exclude: opts.Exclude,
		Name: opts.Name, Approve: opts.Approve, By: f.Approver(),
	})
	if res != nil {
		f.PrintInstall(&res.InstallResult)
		for _, c := range res.Clashes {
			f.Warnf("%s", c.Render(f.Scope(), res.Source, opts.Spec))
		}
	}
	if err != nil {
		return err
	}
	if opts.JSON {
		type added struct {
			Name   string `json:"name"`
			Path   string `json:"path"`
			Digest string `json:"digest"`
			Files  int    `json:"files"`
		}
		out := struct {
			Source    string               `json:"source"`
			Ref       string               `json:"ref"`
			Kind      string               `json:"kind"`
			Commit    string               `json:"commit"`
			Branch    string               `json:"branch,omitempty"`
			Added     []added              `json:"added"`
			Unchanged []string             `json:"unchanged"`
			Skipped   []resolve.Clash      `json:"skipped"`
			Skills    []project.SkillState `json:"skills"`
		}{Source: res.Source, Ref: res.Pin.Ref, Kind: res.Pin.Kind, Commit: res.Pin.Commit, Branch: res.Branch,
			Added: []added{}, Unchanged: cmdutil.NonNil(res.Unchanged), Skipped: cmdutil.NonNil(res.Clashes), Skills: cmdutil.NonNil(res.Skills)}
		for _, sk := range res.Added {
			out.Added = append(out.Added, added{sk.Name, sk.Path, sk.Digest, len(sk.Files)})
		}
		return cmdutil.WriteJSON(f.IO.Out, out)
	}
	// A skill asked for by name that was locked already says so; the
	// source's other unchanged skills (hundreds, for --all) are counted.
	var others []string
	for _, sk := range res.Added {
		if slices.Contains(res.Unchanged, sk.Name) {
			if slices.Contains(opts.Skills, sk.Name) || slices.ContainsFunc(opts.Paths, func(d string) bool { return path.Clean(filepath.ToSlash(d)) == sk.Path }) {
				f.Printf("%s is already locked at %s (unchanged)\n", sk.Name, cmdutil.ShortHex(sk.Digest))
			} else {
				others = append(others, sk.Name)
			}
			continue
		}
		state := "pending approval (" + f.CmdLine("approve "+sk.Name) + ")"
		for _, st := range res.Skills {
			if st.Name == sk.Name && st.InRoot {
				state = "in trusted root"
			}
		}
		f.Printf("added %s from %s (%s, %s, %s): %s\n", sk.Name, res.Source, sk.Path,
			humanize.Count(len(sk.Files), "file", "files"), cmdutil.ShortHex(sk.Digest), state)
	}
	if len(others) > 0 {
		f.Printf("%s of %s already locked (unchanged)\n", humanize.Count(len(others), "skill", "skills"), res.Source)
		f.Debugf("unchanged: %s", strings.Join(others, ", "))
	}
	if len(res.Added) > len(res.Unchanged) {
		printPin(f, res)
	}
	var fresh []string
	for _, sk := range res.Added {
		if !slices.Contains(res.Unchanged, sk.Name) {
			fresh = append(fresh, sk.Name)
		}
	}
	f.PrintAuditSummary(ctx, p, fresh)
	f.WarnUnseen(p.State())
	return nil
}

// printPin says what a source is pinned at when that is not a tag the user
// named: a source added without a ref follows the default branch, locked
// at its commit, and the user learns how to see and take its moves.
func printPin(f *Factory, res *project.AddResult) {
	pin := res.Pin
	switch {
	case pin.Kind == "branch" && pin.Ref == "":
		branch := "the default branch"
		if res.Branch != "" {
			branch = "the default branch (" + res.Branch + ")"
		}
		f.Infof("pinned %s at commit %s of %s: `%s` shows when it moves and what changed, `%s` takes it after review",
			res.Source, cmdutil.ShortCommit(pin.Commit), branch, f.CmdLine("outdated"), f.CmdLine("update "+res.Source))
	case pin.Kind == "branch":
		f.Infof("pinned %s at commit %s of branch %s: `%s` shows when it moves and what changed, `%s` takes it after review",
			res.Source, cmdutil.ShortCommit(pin.Commit), pin.Ref, f.CmdLine("outdated"), f.CmdLine("update "+res.Source))
	case pin.Kind == "commit":
		f.Infof("pinned %s at commit %s: `%s` shows what changed upstream since", res.Source, cmdutil.ShortCommit(pin.Commit), f.CmdLine("outdated"))
	}
}

// runAddList is add --list: what the source offers, with whether each
// skill can be added and why not; exit 0 (a refused skill is an answer,
// not a failure). It works before init: nothing is written.
func runAddList(ctx context.Context, opts *addOptions) error {
	f := opts.f
	env, err := f.Env("add", false)
	if err != nil {
		return err
	}
	p, err := f.Track(project.OpenForBrowsing(env))
	if err != nil {
		return err
	}
	parsed, err := userSpec(f, opts.Spec)
	if err != nil {
		return err
	}
	o, err := p.Offered(ctx, opts.Spec, parsed)
	if err != nil {
		return err
	}
	if opts.JSON {
		return cmdutil.WriteJSON(f.IO.Out, o)
	}
	at := o.Ref
	switch {
	case o.Kind == "path":
		at = "directory"
	case at == "":
		at = "default branch at " + cmdutil.ShortCommit(o.Commit)
	default:
		at += " at " + cmdutil.ShortCommit(o.Commit)
	}
	addable := 0
	for _, s := range o.Skills {
		if s.Addable {
			addable++
		}
	}
	f.Printf("%s (%s, %s): %s, %d can be added\n\n", o.Source, o.URL, at, humanize.Count(len(o.Skills), "skill", "skills"), addable)
	t := cmdutil.NewTable(f.IO.Out, "NAME", "PATH", "ADD", "DESCRIPTION")
	var why []addplan.Offered
	for _, s := range o.Skills {
		add := "yes"
		if !s.Addable {
			add = "no (below)"
			why = append(why, s)
		} else if s.Reason != "" {
			add = "yes (" + s.Reason + ")"
		}
		t.Row(cmdutil.Dash(s.Name), s.Path, add, humanize.OneLine(s.Description, 60))
	}
	if err := t.Flush(); err != nil {
		return err
	}
	if len(why) > 0 {
		f.Printf("\ncannot be added:\n")
		for _, s := range why {
			// The name, as --skill and --exclude take it; the path only
			// for a skill without a usable name.
			if s.Name != "" {
				f.Printf("  %s (%s): %s\n", s.Name, s.Path, s.Reason)
			} else {
				f.Printf("  %s: %s\n", s.Path, s.Reason)
			}
		}
	}
	if addable > 0 {
		f.Printf("\nadd some: %s --skill NAME (or --all)\n", f.CmdLine("add "+opts.Spec))
	}
	return nil
}
