package main

import (
	"context"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/internal/project"
)

type addOptions struct {
	f       *Factory
	spec    string
	skills  []string
	paths   []string
	all     bool
	name    string
	approve bool
	json    bool
}

func newAddCmd(f *Factory) *cobra.Command {
	opts := &addOptions{f: f}
	cmd := &cobra.Command{
		Use:   "add SOURCE[@REF]",
		Short: "Resolve skills from a source, lock, store and publish them",
		Long: `Add resolves SOURCE at REF, selects skills, pins the commit and every file's
sha256 in skills.lock, stores the bytes, and publishes approved skills.

SOURCE is owner/repo (GitHub), an https://, ssh:// or git@host:owner/repo.git
URL, a file:// URL, a local git repository, or a local directory.
REF is a tag, branch or commit; without it the remote's default branch.`,
		Example: `  skillpin add anthropics/skills@v1.2.0 --skill pdf
  skillpin add ./vendor/skills --all
  skillpin add file:///srv/git/skills.git@v2 --path tools/lint --approve`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.spec = args[0]
			return runAdd(cmd.Context(), opts)
		},
	}
	fl := cmd.Flags()
	fl.StringArrayVar(&opts.skills, "skill", nil, "select a skill by `NAME` (repeatable)")
	fl.StringArrayVar(&opts.paths, "path", nil, "select the skill in `DIR` of the source (repeatable)")
	fl.BoolVar(&opts.all, "all", false, "select every skill of the source")
	fl.StringVar(&opts.name, "name", "", "name the source `SRC` in skills.toml (default: the repository name)")
	fl.BoolVar(&opts.approve, "approve", false, "approve the added skills' exact content")
	fl.BoolVar(&opts.json, "json", false, "print the result as JSON")
	return cmd
}

func runAdd(ctx context.Context, opts *addOptions) error {
	f := opts.f
	if opts.all && (len(opts.skills) > 0 || len(opts.paths) > 0) {
		return usageErrorf("--all selects every skill; do not combine it with --skill or --path")
	}
	p, err := f.openProject("add", false)
	if err != nil {
		return err
	}
	res, err := p.Add(ctx, project.AddRequest{
		Spec: opts.spec, Skills: opts.skills, Paths: opts.paths, All: opts.all,
		Name: opts.name, Approve: opts.approve, By: f.approver(),
	})
	if res != nil {
		f.printInstall(&res.InstallResult)
	}
	if err != nil {
		return err
	}
	if opts.json {
		type added struct {
			Name   string `json:"name"`
			Path   string `json:"path"`
			Digest string `json:"digest"`
			Files  int    `json:"files"`
		}
		out := struct {
			Source string               `json:"source"`
			Added  []added              `json:"added"`
			Skills []project.SkillState `json:"skills"`
		}{Source: res.Source, Added: []added{}, Skills: res.Skills}
		for _, sk := range res.Added {
			out.Added = append(out.Added, added{sk.Name, sk.Path, sk.Digest, len(sk.Files)})
		}
		return writeJSON(f.IO.Out, out)
	}
	for _, sk := range res.Added {
		state := "pending approval (skillpin approve " + sk.Name + ")"
		for _, st := range res.Skills {
			if st.Name == sk.Name && st.InRoot {
				state = "in trusted root"
			}
		}
		fmt.Fprintf(f.IO.Out, "added %s from %s (%s, %s, %s): %s\n", sk.Name, res.Source, sk.Path,
			plural(len(sk.Files), "file", "files"), shortHex(sk.Digest), state)
	}
	return nil
}

func shortHex(d string) string {
	d = strings.TrimPrefix(d, "sha256:")
	if len(d) > 12 {
		d = d[:12]
	}
	return "sha256:" + d
}
