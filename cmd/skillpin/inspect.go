package main

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/cmdutil"
	"github.com/skillpin/skillpin/internal/catalog/view"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/ui/humanize"
	"github.com/skillpin/skillpin/internal/ui/safetext"
	"github.com/skillpin/skillpin/internal/ui/suggest"
)

type inspectOptions struct {
	f *Factory

	Name    string
	Cost    bool
	Outline bool
	Section string
	User    bool
	Pending bool
	JSON    bool
	Roots   []string
	Scope   string

	HasSection bool // --section was given
}

func newCmdInspect(f *Factory, runF func(context.Context, *inspectOptions) error) *cobra.Command {
	opts := &inspectOptions{f: f}
	if runF == nil {
		runF = runInspect
	}
	cmd := &cobra.Command{
		Use:   "inspect NAME [--cost | --outline | --section KEY] [--pending] [--json]",
		Short: "Show what a skill costs in tokens, its outline, or one section",
		Long: `Progressive-disclosure views of a skill in the trusted root.

  --cost         (the default) estimated tokens of the catalog entry (paid in
                 every prompt), the SKILL.md body (paid on invocation) and each
                 other file (paid when read), and the sum
  --outline      the body's headings as flat keys (slugs; "setup", "setup-2"
                 on collision) with a token estimate each; a section is a
                 heading's own text up to the next heading of any level, so the
                 sections add up to the body exactly. Says to load the whole
                 body instead when it is under 1000 tokens or has at most three
                 sections, or when more than three sections are needed
  --section KEY  print one section verbatim

Tokens are estimated as bytes/4, rounded up. --section of a skill with
disable-model-invocation: true needs --user, as show does.

--pending reads a locked skill that is not in the trusted root (not approved
yet) from the store, checked against skills.lock, under a "pending approval —
not in the trusted root" banner, for review before skillpin approve; with
--json the object gets "pending": true.`,
		Example: `  skillpin inspect pdf
  skillpin inspect pdf --outline
  skillpin inspect pdf --section form-filling
  skillpin inspect pdf --pending --outline`,
		Args: cmdutil.ExactArgs(1, "one skill name"),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Name = args[0]
			opts.HasSection = cmd.Flags().Changed("section")
			n := 0
			for _, on := range []bool{opts.Cost, opts.Outline, opts.HasSection} {
				if on {
					n++
				}
			}
			if n > 1 {
				return cmdutil.UsageErrorf("pass one of --cost, --outline and --section KEY%s", cmdutil.UsageHint(cmd.CommandPath()))
			}
			return runF(cmd.Context(), opts)
		},
		ValidArgsFunction: cmdutil.CompleteNames(f, true, false),
	}
	cmd.Flags().BoolVar(&opts.Cost, "cost", false, "estimated tokens per step: catalog entry, body, each file (default)")
	cmd.Flags().BoolVar(&opts.Outline, "outline", false, "the body's sections, with their keys and token estimates")
	cmd.Flags().StringVar(&opts.Section, "section", "", "print the section with key `KEY`")
	cmd.Flags().BoolVar(&opts.User, "user", false, "a person asked: allow --section of user-invoked-only skills")
	cmd.Flags().BoolVar(&opts.Pending, "pending", false, "review a locked skill not in the trusted root (not approved yet), read from the store")
	cmdutil.JSONFlag(cmd, &opts.JSON, "the view")
	rootFlag(cmd, &opts.Roots)
	scopeFlag(cmd, &opts.Scope)
	return cmd
}

func runInspect(_ context.Context, opts *inspectOptions) error {
	f := opts.f
	v, err := openSkillView(f, opts.Scope, opts.Roots, opts.Name)
	if err != nil {
		return err
	}
	defer v.close()
	var out bytes.Buffer
	if opts.Pending {
		if len(opts.Roots) > 0 {
			return cmdutil.UsageErrorf("--pending reads the project's locked skills; it does not apply to --root directories")
		}
		v.review = true
		sk, err := v.pending(opts.Name)
		if err != nil {
			return viewFailJSON(f, opts.JSON, opts.Name, err)
		}
		if !opts.JSON {
			out.WriteString(pendingBanner(sk))
		}
	}
	switch {
	case opts.Outline:
		err = inspectOutline(&out, v, opts)
	case opts.HasSection:
		err = inspectSection(&out, v, opts)
	default:
		err = inspectCost(&out, v, opts)
	}
	if err != nil {
		return viewFailJSON(f, opts.JSON, opts.Name, err)
	}
	return f.WriteOut(out.Bytes(), opts.JSON)
}

func inspectCost(out *bytes.Buffer, v *skillView, opts *inspectOptions) error {
	in, err := v.find(opts.Name, true)
	if err != nil {
		return err
	}
	files := in.Files
	entry := view.EntryOf(in.Doc.Frontmatter, in.Origin, true)
	listed := "every prompt"
	if in.Doc.Frontmatter.DisableModelInvocation {
		entry.Tokens, listed = 0, "not in the catalog: user-invoked only"
	}
	c := view.CostOf(entry, in.Doc.Body, files)
	if opts.JSON {
		return cmdutil.WriteJSON(out, struct {
			*view.Cost
			Scope   string `json:"scope,omitempty"`
			Pending bool   `json:"pending,omitempty"`
		}{c, in.Scope, opts.Pending})
	}
	fmt.Fprintf(out, "%s: ~%d tokens in all (estimated as bytes/4)\n", c.Name, c.Tokens)
	type row struct {
		what   string
		tokens int
		when   string
	}
	rows := []row{{"catalog entry", c.Catalog, listed}, {"SKILL.md body", c.Body, "on invocation"}}
	for _, fc := range c.Files {
		rows = append(rows, row{safetext.Line(fc.Path), fc.Tokens, "when read"})
	}
	wWhat, wTok := 0, 0
	for _, r := range rows {
		wWhat = max(wWhat, len(r.what))
		wTok = max(wTok, len(fmt.Sprint(r.tokens)))
	}
	for _, r := range rows {
		fmt.Fprintf(out, "  %-*s  %*d  %s\n", wWhat, r.what, wTok, r.tokens, r.when)
	}
	return nil
}

func inspectOutline(out *bytes.Buffer, v *skillView, opts *inspectOptions) error {
	in, err := v.find(opts.Name, true)
	if err != nil {
		return err
	}
	o := view.OutlineOf(in.Doc.Body)
	if opts.JSON {
		return cmdutil.WriteJSON(out, struct {
			Name  string `json:"name"`
			Scope string `json:"scope,omitempty"`
			*view.Outline
			Pending bool `json:"pending,omitempty"`
		}{in.Name, in.Scope, o, opts.Pending})
	}
	fmt.Fprintf(out, "%s: SKILL.md body %d bytes, ~%d tokens, %d %s\n", in.Name, o.Bytes, o.Tokens, len(o.Sections), humanize.Noun(len(o.Sections), "section", "sections"))
	if len(o.Sections) > 0 {
		tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
		fmt.Fprintf(tw, "KEY\tTOKENS\tHEADING\n")
		for _, s := range o.Sections {
			heading := strings.Repeat("#", s.Level) + " " + safetext.Line(s.Title)
			if s.Level == 0 {
				heading = "(text before the first heading)"
			}
			fmt.Fprintf(tw, "%s\t%d\t%s\n", s.Key, s.Tokens, heading)
		}
		if err := tw.Flush(); err != nil {
			return err
		}
	}
	if o.LoadWhole {
		fmt.Fprintf(out, "advice: %s (%s)\n", o.Advice, v.f.CmdLine("show "+in.Name))
	} else {
		fmt.Fprintf(out, "advice: %s (%s prints one; %s the whole body)\n", o.Advice, v.f.CmdLine("inspect "+in.Name+" --section KEY"), v.f.CmdLine("show "+in.Name))
	}
	return nil
}

func inspectSection(out *bytes.Buffer, v *skillView, opts *inspectOptions) error {
	in, err := v.find(opts.Name, opts.User)
	if err != nil {
		return err
	}
	o := view.OutlineOf(in.Doc.Body)
	s, ok := o.Section(opts.Section)
	if !ok {
		e := &viewError{Kind: "no_section", Name: in.Name, Suggestions: suggest.Closest(opts.Section, o.Keys(), 3), kind: errkind.Invalid}
		e.Message = fmt.Sprintf("skill %s has no section %q", in.Name, opts.Section)
		if len(e.Suggestions) > 0 {
			e.Message += "; did you mean " + strings.Join(e.Suggestions, ", ") + "?"
		}
		e.Message += fmt.Sprintf(" (`%s` lists the keys)", v.f.CmdLine("inspect "+in.Name+" --outline"))
		return e
	}
	if opts.JSON {
		return cmdutil.WriteJSON(out, struct {
			Name  string `json:"name"`
			Scope string `json:"scope,omitempty"`
			view.Section
			Text    string `json:"text"`
			Pending bool   `json:"pending,omitempty"`
		}{in.Name, in.Scope, s, s.Text, opts.Pending})
	}
	out.WriteString(s.Text)
	return nil
}
