package cmdutil

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/ui/suggest"
)

// Positional arguments. Each rule says in words what the command takes, so
// that a wrong count is a usage error (exit 2) naming what was expected.

func argsRule(ok func(n int) bool, what, hint string) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if ok(len(args)) {
			return nil
		}
		got := "none"
		switch len(args) {
		case 0:
		case 1:
			got = fmt.Sprintf("%q", args[0])
		default:
			got = fmt.Sprintf("%d arguments", len(args))
		}
		msg := fmt.Sprintf("%s takes %s; got %s", cmd.Name(), what, got)
		if hint != "" {
			msg += "; " + hint
		}
		return UsageErrorf("%s%s", msg, UsageHint(cmd.CommandPath()))
	}
}

// NoArgs: the command takes no positional argument; hint says what to do
// instead, if anything.
func NoArgs(hint string) cobra.PositionalArgs {
	return argsRule(func(n int) bool { return n == 0 }, "no arguments", hint)
}

// ExactArgs: the command takes n arguments, described by what.
func ExactArgs(n int, what string) cobra.PositionalArgs {
	return argsRule(func(k int) bool { return k == n }, what, "")
}

// MinArgs: at least n arguments, described by what.
func MinArgs(n int, what string) cobra.PositionalArgs {
	return argsRule(func(k int) bool { return k >= n }, what, "")
}

// MaxArgs: at most n arguments, described by what.
func MaxArgs(n int, what string) cobra.PositionalArgs {
	return argsRule(func(k int) bool { return k <= n }, what, "")
}

// AnyArgs: any number of arguments.
func AnyArgs(*cobra.Command, []string) error { return nil }

// Subcommands is the rule of a command that only groups others (the root,
// cache): an argument is a subcommand name, so an unknown one is a
// mistyped command, answered with the closest names.
func Subcommands(cmd *cobra.Command, args []string) error {
	if len(args) == 0 {
		return nil
	}
	var names []string
	for _, c := range cmd.Commands() {
		if c.IsAvailableCommand() || c.Name() == "help" {
			names = append(names, c.Name())
			names = append(names, c.Aliases...)
		}
	}
	msg := fmt.Sprintf("unknown command %q for %q", args[0], cmd.CommandPath())
	if near := suggest.Closest(args[0], names, 3); len(near) > 0 {
		msg += "; did you mean " + strings.Join(near, ", ") + "?"
	}
	return UsageErrorf("%s%s", msg, UsageHint(cmd.CommandPath()))
}

// nameList is a repeatable flag whose values are names: --skill pdf
// --skill xlsx and --skill pdf,xlsx are the same. An empty name is a
// usage error rather than a silent "".
type nameList struct{ names *[]string }

func (l nameList) Set(s string) error {
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			return fmt.Errorf("%q holds an empty name; separate names with single commas", s)
		}
		*l.names = append(*l.names, part)
	}
	return nil
}

func (l nameList) String() string {
	if l.names == nil || len(*l.names) == 0 {
		return ""
	}
	return strings.Join(*l.names, ",")
}

func (l nameList) Type() string { return "strings" }

// NameListVar defines a repeatable, comma-separated name flag.
func NameListVar(fs *pflag.FlagSet, p *[]string, name, usage string) {
	fs.Var(nameList{names: p}, name, usage)
}

// Shell completion: names come from the project's files, read as the
// command would (-C is parsed before completion runs).

// CompleteNames completes arguments with names (skills, sources) of the
// project, each offered once.
func CompleteNames(f *Factory, skills, sources bool) cobra.CompletionFunc {
	return func(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
		var out []cobra.Completion
		for _, c := range projectNames(f, skills, sources) {
			if !slices.Contains(args, c.name) && strings.HasPrefix(c.name, toComplete) {
				out = append(out, cobra.CompletionWithDesc(c.name, c.desc))
			}
		}
		return out, cobra.ShellCompDirectiveNoFileComp
	}
}

type completionName struct{ name, desc string }

// projectNames lists the skills of skills.lock and the sources of
// skills.toml; a missing or malformed file offers nothing.
func projectNames(f *Factory, skills, sources bool) []completionName {
	lay, err := f.Layout()
	if err != nil {
		return nil
	}
	dir := lay.Config
	var out []completionName
	if skills {
		if l, err := lock.LoadLock(filepath.Join(dir, lock.FileName)); err == nil {
			for _, sk := range l.Skills {
				out = append(out, completionName{sk.Name, "skill from " + sk.Source})
			}
		}
	}
	if sources {
		if m, err := manifest.LoadManifest(filepath.Join(dir, manifest.FileName)); err == nil {
			for _, s := range m.Sources {
				out = append(out, completionName{s.Name, "source " + s.URL})
			}
		}
	}
	return out
}

// CompleteValues completes a flag with a fixed set of values.
func CompleteValues(values ...string) cobra.CompletionFunc {
	return cobra.FixedCompletions(values, cobra.ShellCompDirectiveNoFileComp)
}

// CompleteDirs completes directory names only.
func CompleteDirs(*cobra.Command, []string, string) ([]cobra.Completion, cobra.ShellCompDirective) {
	return nil, cobra.ShellCompDirectiveFilterDirs
}

// CompleteFlag registers fn for the flag name of cmd; a missing flag is a
// programming error.
func CompleteFlag(cmd *cobra.Command, name string, fn cobra.CompletionFunc) {
	if err := cmd.RegisterFlagCompletionFunc(name, fn); err != nil {
		panic(err)
	}
}

// JSONFlag defines --json; every command that prints data has it.
func JSONFlag(cmd *cobra.Command, p *bool, what string) {
	cmd.Flags().BoolVar(p, "json", false, "print "+what+" as JSON")
}

// FormatFlag defines --format with its values (completed) and --json as
// its short form.
func FormatFlag(cmd *cobra.Command, format *string, asJSON *bool, values ...string) {
	usage := fmt.Sprintf("output `FORMAT`: %s", strings.Join(values, ", "))
	cmd.Flags().StringVar(format, "format", values[0], usage)
	cmd.Flags().BoolVar(asJSON, "json", false, "same as --format json")
	CompleteFlag(cmd, "format", CompleteValues(values...))
}

// ResolveFormat reconciles --format and --json, and checks the format.
func ResolveFormat(cmd *cobra.Command, format string, asJSON bool, values ...string) (string, error) {
	if asJSON {
		if cmd.Flags().Changed("format") && format != "json" {
			return "", UsageErrorf("--json and --format %s disagree; pass one of them", format)
		}
		format = "json"
	}
	if !slices.Contains(values, format) {
		return "", UsageErrorf("unknown --format %q: want %s or %s", format, strings.Join(values[:len(values)-1], ", "), values[len(values)-1])
	}
	return format, nil
}
