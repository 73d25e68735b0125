package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"regexp"
	"strings"
	"sync"

	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/auditcmd"
	"github.com/skillpin/skillpin/cmd/skillpin/internal/cmdutil"
	"github.com/skillpin/skillpin/cmd/skillpin/internal/importcmd"
	"github.com/skillpin/skillpin/cmd/skillpin/internal/initcmd"
	"github.com/skillpin/skillpin/cmd/skillpin/internal/installcmd"
	"github.com/skillpin/skillpin/cmd/skillpin/internal/lintcmd"
	"github.com/skillpin/skillpin/cmd/skillpin/internal/outdatedcmd"
	"github.com/skillpin/skillpin/cmd/skillpin/internal/policycmd"
	"github.com/skillpin/skillpin/cmd/skillpin/internal/pushcmd"
	"github.com/skillpin/skillpin/cmd/skillpin/internal/relockcmd"
	"github.com/skillpin/skillpin/cmd/skillpin/internal/sbomcmd"
	"github.com/skillpin/skillpin/cmd/skillpin/internal/signcmd"
	"github.com/skillpin/skillpin/cmd/skillpin/internal/updatecmd"
	"github.com/skillpin/skillpin/internal/ui/safetext"
	"github.com/skillpin/skillpin/internal/verify/signature/sigstore"
)

// NewRootCmd builds the command tree.
func NewRootCmd(f *Factory) *cobra.Command {
	root := &cobra.Command{
		Use:   "skillpin",
		Short: "Pin, verify and approve Agent Skills for coding agents",
		Long: `skillpin is a package manager for Agent Skills. It resolves skills from git
remotes into skills.toml + skills.lock (pinned commits, per-file sha256),
keeps their bytes in a content-addressed store, and publishes only verified,
approved skills into a trusted root that agent harnesses read.`,
		Example: `  skillpin init
  skillpin add anthropics/skills --skill pdf,xlsx
  skillpin approve --all
  skillpin verify`,
		Version:       cmdutil.BuildVersion(),
		SilenceUsage:  true,
		SilenceErrors: true,
		// A bare "skillpin" prints help; anything else names a command.
		Args: cmdutil.Subcommands,
		RunE: func(cmd *cobra.Command, args []string) error { return cmd.Help() },
	}
	root.SetIn(f.IO.In)
	root.SetOut(f.IO.Out)
	root.SetErr(f.IO.ErrOut)
	root.SetVersionTemplate(versionLine("{{.Version}}"))
	root.SetFlagErrorFunc(flagError)
	pf := root.PersistentFlags()
	pf.StringVarP(&f.Dir, "dir", "C", "", "run as if skillpin was started in `DIR`")
	pf.BoolVarP(&f.Global, "global", "g", false, "act on the user scope (your skills for every project) instead of the project")
	pf.BoolVarP(&f.Quiet, "quiet", "q", false, "print only results and errors")
	pf.BoolVarP(&f.Verbose, "verbose", "v", false, "print more detail on stderr")
	pf.BoolVar(&f.NoColor, "no-color", false, "disable colour output (also NO_COLOR)")
	cmdutil.CompleteFlag(root, "dir", cmdutil.CompleteDirs)

	root.PersistentPreRunE = func(cmd *cobra.Command, args []string) error {
		return checkGlobal(f, cmd)
	}
	for _, newCmd := range commands {
		c := newCmd(f)
		if c.ValidArgsFunction == nil && !strings.Contains(c.Use, " ") && !c.HasSubCommands() {
			// It takes no arguments: completing file names would offer
			// what it refuses.
			c.ValidArgsFunction = cobra.NoFileCompletions
		}
		root.AddCommand(c)
	}
	root.SetHelpCommand(newHelpCmd())
	root.InitDefaultCompletionCmd()
	adoptCompletion(root)
	return root
}

// scopedCommands are the commands that act on a project, and so on the
// user scope with -g.
var scopedCommands = map[string]bool{
	"init": true, "add": true, "import": true, "remove": true, "update": true, "outdated": true,
	"install": true, "status": true, "list": true, "approve": true, "revoke": true,
	"verify": true, "diff": true, "root": true, "catalog": true, "show": true,
	"inspect": true, "serve": true, "relock": true, "audit": true, "mirror": true,
	"sbom": true,
}

// checkGlobal refuses -g for a command that acts on no project (lint,
// sign, cache, version, completion): accepting a flag that changes
// nothing would let a user believe it did.
func checkGlobal(f *Factory, cmd *cobra.Command) error {
	if !f.Global || !cmd.HasParent() || cmd.Name() == "help" {
		return nil
	}
	top := cmd
	for top.Parent().HasParent() {
		top = top.Parent()
	}
	if scopedCommands[top.Name()] {
		return nil
	}
	why := "it acts on no project"
	if top.Name() == "cache" {
		why = "the cache is shared by the projects and the user scope"
	}
	return cmdutil.UsageErrorf("-g (--global) selects the user scope, and %s takes none: %s; run it without -g%s", cmd.CommandPath(), why, cmdutil.UsageHint(cmd.CommandPath()))
}

// flagError makes a flag that does not parse a usage error.
func flagError(c *cobra.Command, err error) error {
	if m := badBoolFlag().FindStringSubmatch(err.Error()); m != nil {
		// pflag's text names strconv.ParseBool, which says nothing to a user.
		return cmdutil.UsageErrorf("invalid value %s for --%s: it is a switch, true or false (write --%s, or --%s=false)%s",
			m[1], m[2], m[2], m[2], cmdutil.UsageHint(c.CommandPath()))
	}
	return cmdutil.UsageErrorf("%v%s%s", err, flagSuggestion(c, err), cmdutil.UsageHint(c.CommandPath()))
}

// badBoolFlag matches pflag's error for a switch given a value that is not
// a boolean.
var badBoolFlag = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^invalid argument ("(?:[^"\\]|\\.)*") for "(?:-[A-Za-z], )?--([a-z0-9-]+)" flag: strconv\.ParseBool`)
})

// commands lists every subcommand constructor, one file per command.
var commands = []func(*Factory) *cobra.Command{
	// Project: intent, resolution, installation.
	func(f *Factory) *cobra.Command { return initcmd.NewCmdInit(f, nil) },
	func(f *Factory) *cobra.Command { return newCmdAdd(f, nil) },
	func(f *Factory) *cobra.Command { return newCmdRemove(f, nil) },
	func(f *Factory) *cobra.Command { return updatecmd.NewCmdUpdate(f, nil) },
	func(f *Factory) *cobra.Command { return outdatedcmd.NewCmdOutdated(f, nil) },
	func(f *Factory) *cobra.Command { return relockcmd.NewCmdRelock(f, nil) },
	func(f *Factory) *cobra.Command { return installcmd.NewCmdInstall(f, nil) },
	func(f *Factory) *cobra.Command { return importcmd.NewCmdImport(f, nil) },
	func(f *Factory) *cobra.Command { return newCmdStatus(f, nil) },
	func(f *Factory) *cobra.Command { return newCmdList(f, nil) },
	// Trust: approvals, the CI gate, review, signatures.
	func(f *Factory) *cobra.Command { return newCmdApprove(f, nil) },
	func(f *Factory) *cobra.Command { return newCmdRevoke(f, nil) },
	func(f *Factory) *cobra.Command { return newCmdVerify(f, nil) },
	func(f *Factory) *cobra.Command { return newCmdDiff(f, nil) },
	func(f *Factory) *cobra.Command { return auditcmd.NewCmdAudit(f, nil) },
	func(f *Factory) *cobra.Command { return signcmd.NewCmdSign(f, nil) },
	func(f *Factory) *cobra.Command { return sbomcmd.NewCmdSBOM(f, nil) },
	policycmd.NewCmdPolicy,
	// Registries: publishing skills, mirroring a project's.
	func(f *Factory) *cobra.Command { return pushcmd.NewCmdPush(f, nil) },
	func(f *Factory) *cobra.Command { return pushcmd.NewCmdMirror(f, nil) },
	// Harness-facing views of the trusted root.
	func(f *Factory) *cobra.Command { return newCmdRoot(f, nil) },
	func(f *Factory) *cobra.Command { return newCmdCatalog(f, nil) },
	func(f *Factory) *cobra.Command { return newCmdShow(f, nil) },
	func(f *Factory) *cobra.Command { return newCmdInspect(f, nil) },
	func(f *Factory) *cobra.Command { return newCmdServe(f, nil) },
	// Authoring and housekeeping.
	func(f *Factory) *cobra.Command { return lintcmd.NewCmdLint(f, nil) },
	newCmdCache,
	func(f *Factory) *cobra.Command { return newCmdVersion(f, nil) },
}

// newHelpCmd is `skillpin help [COMMAND]`: cobra's, except that an unknown
// topic is a usage error with suggestions, like an unknown command.
func newHelpCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "help [COMMAND]",
		Short: "Help about any command",
		Example: `  skillpin help
  skillpin help add
  skillpin help cache gc`,
		Args: cmdutil.AnyArgs,
		ValidArgsFunction: func(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
			var out []cobra.Completion
			target, _, err := cmd.Root().Find(args)
			if err != nil {
				return nil, cobra.ShellCompDirectiveNoFileComp
			}
			for _, c := range target.Commands() {
				if c.IsAvailableCommand() {
					out = append(out, cobra.CompletionWithDesc(c.Name(), c.Short))
				}
			}
			return out, cobra.ShellCompDirectiveNoFileComp
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			target, rest, err := cmd.Root().Find(args)
			if err != nil {
				return err
			}
			if len(rest) > 0 {
				return cmdutil.Subcommands(target, rest)
			}
			return target.Help()
		},
	}
}

// adoptCompletion holds cobra's completion commands to the conventions of
// the others: examples, and a wrong argument is a usage error (an unknown
// shell gets the closest names).
func adoptCompletion(root *cobra.Command) {
	examples := map[string]string{
		"completion": `  source <(skillpin completion bash)
  skillpin completion zsh > "${fpath[1]}/_skillpin"`,
		"bash":       `  source <(skillpin completion bash)`,
		"zsh":        `  skillpin completion zsh > "${fpath[1]}/_skillpin"`,
		"fish":       `  skillpin completion fish > ~/.config/fish/completions/skillpin.fish`,
		"powershell": `  skillpin completion powershell | Out-String | Invoke-Expression`,
	}
	for _, c := range root.Commands() {
		if c.Name() != "completion" {
			continue
		}
		c.Example = examples["completion"]
		c.Args = cmdutil.Subcommands // checked only if it runs: it prints help
		c.RunE = func(cmd *cobra.Command, args []string) error { return cmd.Help() }
		for _, sh := range c.Commands() {
			sh.Example = examples[sh.Name()]
			sh.Args = cmdutil.NoArgs("")
		}
	}
}

// Run executes skillpin with args and returns the exit code. Cancelling
// ctx (SIGINT, SIGTERM in main) stops the run: it exits 130.
func Run(ctx context.Context, args []string, streams *IOStreams, getenv func(string) string) int {
	if getenv == nil {
		getenv = os.Getenv
	}
	f := &Factory{IO: streams, Getenv: getenv, Sigstore: sigstore.Backend{}}
	root := NewRootCmd(f)
	root.SetArgs(args)
	err := root.ExecuteContext(ctx)
	f.Close()
	f.Flush()
	if err != nil && ctx.Err() != nil {
		err = &interruptedError{err: err}
	}
	if err == nil {
		return ExitOK
	}
	var done *cmdutil.ReportedError
	switch {
	case errors.As(err, &done):
		// The command printed its report; the code says the rest.
	case f.Verbose && errors.Is(err, context.Canceled) && errors.Unwrap(err) != nil:
		fmt.Fprintf(streams.ErrOut, "skillpin: interrupted: %s\n", safetext.ShowBlock(errors.Unwrap(err).Error()))
	default:
		fmt.Fprintf(streams.ErrOut, "skillpin: %s\n", safetext.ShowBlock(f.Render(err)))
	}
	return ExitCode(err)
}
