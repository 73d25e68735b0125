// Package pushcmd is skillpin push and skillpin mirror: skills published to
// an OCI registry, from a directory or the project's approved ones.
package pushcmd

import (
	"context"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/cmdutil"
	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/fetch/ocipush"
	"github.com/skillpin/skillpin/internal/project"
)

type PushOptions struct {
	f *cmdutil.Factory

	Dir    string // the directory of skills, as given
	To     string // oci://REGISTRY/REPO:TAG
	Skills []string
	JSON   bool
}

func NewCmdPush(f *cmdutil.Factory, runF func(context.Context, *PushOptions) error) *cobra.Command {
	opts := &PushOptions{f: f}
	if runF == nil {
		runF = runPush
	}
	cmd := &cobra.Command{
		Use:   "push DIR --to oci://REGISTRY/REPO:TAG [--skill NAME]...",
		Short: "Publish the skills of a directory to an OCI registry",
		Long: `Push publishes the skills found in DIR (every directory holding a SKILL.md, as
lint finds them; or only those named with --skill) as one OCI artifact: one
layer per skill, at its directory under DIR, with its name annotated. A skill's
SKILL.sigstore.json travels in its layer and is also attached to the artifact
as a referrer. Every selected skill must be valid. Consumers pin it with
skillpin add oci://REGISTRY/REPO:TAG --skill NAME.

Credentials come from docker's configuration (docker login, credential helpers
in ~/.docker/config.json). The layout is documented in docs/oci.md.`,
		Example: `  skillpin push skills --to oci://registry.example.com/team/skills:v1
  skillpin push skills --to oci://registry.example.com/team/skills:v1 --skill pdf --json`,
		Args: cmdutil.ExactArgs(1, "one directory of skills"),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Dir = args[0]
			if opts.To == "" {
				return cmdutil.UsageErrorf("push needs --to oci://REGISTRY/REPOSITORY:TAG")
			}
			return runF(cmd.Context(), opts)
		},
		ValidArgsFunction: func(*cobra.Command, []string, string) ([]cobra.Completion, cobra.ShellCompDirective) {
			return nil, cobra.ShellCompDirectiveFilterDirs
		},
	}
	cmd.Flags().StringVar(&opts.To, "to", "", "the artifact to write, `oci://REGISTRY/REPO:TAG`")
	cmd.Flags().StringArrayVar(&opts.Skills, "skill", nil, "push only the skill `NAME` (repeatable)")
	cmdutil.JSONFlag(cmd, &opts.JSON, `{"to": …, "digest": …, "skills": […], "referrers": […]}`)
	return cmd
}

func runPush(ctx context.Context, opts *PushOptions) error {
	f := opts.f
	base, err := f.ProjectDir()
	if err != nil {
		return err
	}
	dir := opts.Dir
	if !filepath.IsAbs(dir) {
		dir = filepath.Join(base, dir)
	}
	env, err := f.Env("push", false)
	if err != nil {
		return err
	}
	res, err := project.Push(ctx, env, dir, opts.To, opts.Skills, catalog.DefaultLimits)
	if err != nil {
		return err
	}
	return printPushed(f, res, opts.JSON)
}

func printPushed(f *cmdutil.Factory, res *ocipush.Result, asJSON bool) error {
	if asJSON {
		return cmdutil.WriteJSON(f.IO.Out, struct {
			To        string            `json:"to"`
			Digest    string            `json:"digest"`
			Skills    []string          `json:"skills"`
			Referrers []string          `json:"referrers"`
			LeftOut   []ocipush.LeftOut `json:"left_out"`
		}{res.To, res.Digest, cmdutil.NonNil(res.Skills), cmdutil.NonNil(res.Referrers), cmdutil.NonNil(res.LeftOut)})
	}
	for _, s := range res.Skills {
		f.Printf("pushed %s\n", s)
	}
	for _, l := range res.LeftOut {
		f.Printf("left out %s: %s\n", l.Name, l.Why)
	}
	f.Printf("%s\n%s\n", res.To, res.Digest)
	if n := len(res.Referrers); n > 0 {
		f.Printf("attached %d signature bundle(s)\n", n)
	}
	return nil
}

type MirrorOptions struct {
	f *cmdutil.Factory

	To   string
	JSON bool
}

func NewCmdMirror(f *cmdutil.Factory, runF func(context.Context, *MirrorOptions) error) *cobra.Command {
	opts := &MirrorOptions{f: f}
	if runF == nil {
		runF = runMirror
	}
	cmd := &cobra.Command{
		Use:   "mirror --to oci://REGISTRY/REPO:TAG",
		Short: "Copy the project's approved skills to an OCI registry",
		Long: `Mirror pushes the skills skills.lock pins that the project would publish
(approved, and allowed by its policy and signature rules: what the trusted root
holds) as one OCI artifact, for an organisation that keeps approved third-party
skills in its own registry; each skill it leaves out (pending, revoked,
refused) is named with why, and with none to push it fails (exit 1). Each
skill's content is read at its pinned commit and checked against skills.lock,
then pushed as one layer (at a directory named after the skill) annotated with
its source URL, ref and commit; signature bundles travel along and are attached
as referrers. A project that adds the mirror with
skillpin add oci://REGISTRY/REPO:TAG --skill NAME locks the same digests.`,
		Example: `  skillpin mirror --to oci://registry.example.com/mirror/skills:2026-12
  skillpin mirror --to oci://registry.example.com/mirror/skills:2026-12 --json`,
		Args: cmdutil.NoArgs(""),
		RunE: func(cmd *cobra.Command, args []string) error {
			if opts.To == "" {
				return cmdutil.UsageErrorf("mirror needs --to oci://REGISTRY/REPOSITORY:TAG")
			}
			return runF(cmd.Context(), opts)
		},
	}
	cmd.Flags().StringVar(&opts.To, "to", "", "the artifact to write, `oci://REGISTRY/REPO:TAG`")
	cmdutil.JSONFlag(cmd, &opts.JSON, `{"to": …, "digest": …, "skills": […], "referrers": […]}`)
	return cmd
}

func runMirror(ctx context.Context, opts *MirrorOptions) error {
	f := opts.f
	p, err := f.OpenProject("mirror", false)
	if err != nil {
		return err
	}
	res, err := p.Mirror(ctx, opts.To)
	if err != nil {
		return err
	}
	return printPushed(f, res, opts.JSON)
}
