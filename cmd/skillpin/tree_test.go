package main

import (
	"context"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/signcmd"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// noJSON names the commands that print no data on stdout, and why; every
// other command must take --json.
var noJSON = map[string]string{
	"skillpin":                       "prints help",
	"skillpin init":                  "writes skills.toml; reports on stderr only",
	"skillpin serve":                 "stdout carries the MCP protocol",
	"skillpin sbom":                  "its output is a JSON document already (CycloneDX or SPDX, by --format)",
	"skillpin cache":                 "groups the cache commands; prints help",
	"skillpin policy":                "groups the policy commands; prints help",
	"skillpin help":                  "prints help",
	"skillpin completion":            "groups the shells; prints help",
	"skillpin completion bash":       "prints a shell script",
	"skillpin completion zsh":        "prints a shell script",
	"skillpin completion fish":       "prints a shell script",
	"skillpin completion powershell": "prints a shell script",
}

// walk calls fn for every command of the tree a user can run.
func walk(c *cobra.Command, fn func(*cobra.Command)) {
	if c.Hidden {
		return
	}
	fn(c)
	for _, sub := range c.Commands() {
		walk(sub, fn)
	}
}

func testTree(t *testing.T) *cobra.Command {
	streams, _, _ := testStreams("", false)
	root := NewRootCmd(&Factory{IO: streams, Getenv: func(string) string { return "" }})
	root.InitDefaultHelpCmd()
	return root
}

// TestCommandTree holds every command to the conventions: an example, a
// rule for its arguments (so a wrong count is a usage error), --json when
// it prints data, help text of its own, and flag usages that render.
func TestCommandTree(t *testing.T) {
	t.Parallel()
	root := testTree(t)
	shorts, longs := map[string]string{}, map[string]string{}
	seen := map[string]bool{}
	walk(root, func(c *cobra.Command) {
		path := c.CommandPath()
		seen[path] = true
		if strings.TrimSpace(c.Example) == "" {
			t.Errorf("%s has no Example", path)
		}
		if c.Args == nil {
			t.Errorf("%s has no Args rule: cobra's default accepts anything", path)
		} else if err := c.Args(c, []string{"a", "b", "c", "d", "e"}); err != nil && ExitCode(err) != ExitUsage {
			t.Errorf("%s: too many arguments exit %d, want %d (usage): %v", path, ExitCode(err), ExitUsage, err)
		}
		_, exempt := noJSON[path]
		if hasJSON := c.Flags().Lookup("json") != nil; hasJSON == exempt {
			if exempt {
				t.Errorf("%s has --json but is listed as printing no data (%s)", path, noJSON[path])
			} else {
				t.Errorf("%s prints data but has no --json", path)
			}
		}
		if other, dup := shorts[c.Short]; dup {
			t.Errorf("%s and %s share the short help %q", path, other, c.Short)
		}
		shorts[c.Short] = path
		if c.Long != "" {
			if other, dup := longs[c.Long]; dup {
				t.Errorf("%s and %s share the long help", path, other)
			}
			longs[c.Long] = path
		}
		c.Flags().VisitAll(func(fl *pflag.Flag) {
			name, usage := pflag.UnquoteUsage(fl)
			if strings.ContainsAny(name, " \t") {
				t.Errorf("%s --%s renders its value as %q (a backquoted phrase in the usage %q)", path, fl.Name, name, fl.Usage)
			}
			if fl.Value.Type() == "bool" && name != "" {
				t.Errorf("%s --%s is a boolean but its usage names a value %q", path, fl.Name, name)
			}
			if strings.Contains(usage, "`") {
				t.Errorf("%s --%s: usage keeps a backquote: %q", path, fl.Name, usage)
			}
		})
	})
	for path := range noJSON {
		if !seen[path] {
			t.Errorf("noJSON lists %s, which is not a command", path)
		}
	}
	for _, want := range []string{"skillpin status", "skillpin list", "skillpin verify", "skillpin root", "skillpin cache dir"} {
		if !seen[want] {
			t.Errorf("the tree has no %s", want)
		}
	}
}

// never is a run function that only records that it was reached.
func never[T any](reached *bool) func(context.Context, T) error {
	return func(context.Context, T) error { *reached = true; return nil }
}

// TestFlagParsing builds commands with a runF that records the options,
// so that flags are checked without running anything.
func TestFlagParsing(t *testing.T) {
	t.Parallel()
	streams, _, _ := testStreams("", false)
	f := &Factory{IO: streams, Getenv: func(string) string { return "" }}
	parse := func(cmd *cobra.Command, args ...string) error {
		// Never nil: cobra reads a nil argument list from os.Args, the
		// test binary's own; run directly as `skillpin.test -test.run X`,
		// X became the argument a "no arguments" case says is missing.
		cmd.SetArgs(append([]string{}, args...))
		cmd.SetOut(streams.Out)
		cmd.SetErr(streams.ErrOut)
		cmd.SilenceErrors, cmd.SilenceUsage = true, true
		cmd.SetFlagErrorFunc(flagError) // the root's, which a lone command lacks
		return cmd.Execute()
	}

	t.Run("add", func(t *testing.T) {
		var got *addOptions
		cmd := newCmdAdd(f, func(_ context.Context, o *addOptions) error { got = o; return nil })
		if err := parse(cmd, "o/r@v1", "--skill", "pdf,xlsx", "--skill", " docx ", "--path", "a/b,c", "--name", "src", "--approve", "--json"); err != nil {
			t.Fatal(err)
		}
		if got.Spec != "o/r@v1" || strings.Join(got.Skills, "|") != "pdf|xlsx|docx" || strings.Join(got.Paths, "|") != "a/b|c" ||
			got.Name != "src" || !got.Approve || !got.JSON || got.All {
			t.Errorf("options %+v", *got)
		}
	})
	for _, tc := range []struct {
		name string
		cmd  func(reached *bool) *cobra.Command
		args []string
		want string // in the error; the run function must not be reached
	}{
		{"add empty name in a list", func(r *bool) *cobra.Command { return newCmdAdd(f, never[*addOptions](r)) }, []string{"x", "--skill", "pdf,,xlsx"}, "empty name"},
		{"add --all with --skill", func(r *bool) *cobra.Command { return newCmdAdd(f, never[*addOptions](r)) }, []string{"x", "--all", "--skill", "pdf"}, "--all selects every skill"},
		{"add without source", func(r *bool) *cobra.Command { return newCmdAdd(f, never[*addOptions](r)) }, nil, "add takes one argument, SOURCE[@REF]; got none"},
		{"approve nothing", func(r *bool) *cobra.Command { return newCmdApprove(f, never[*approveOptions](r)) }, nil, "at least one skill name, or --all"},
		{"approve names and --all", func(r *bool) *cobra.Command { return newCmdApprove(f, never[*approveOptions](r)) }, []string{"pdf", "--all"}, "not both"},
		{"verify --json --format text", func(r *bool) *cobra.Command { return newCmdVerify(f, never[*verifyOptions](r)) }, []string{"--json", "--format", "text"}, "disagree"},
		{"verify --format yaml", func(r *bool) *cobra.Command { return newCmdVerify(f, never[*verifyOptions](r)) }, []string{"--format", "yaml"}, `unknown --format "yaml": want text, json or github`},
		{"inspect two views", func(r *bool) *cobra.Command { return newCmdInspect(f, never[*inspectOptions](r)) }, []string{"pdf", "--outline", "--section", "x"}, "pass one of"},
		{"sign without key", func(r *bool) *cobra.Command { return signcmd.NewCmdSign(f, never[*signcmd.SignOptions](r)) }, []string{"dir"}, "needs --key"},
		{"sign --statement --json", func(r *bool) *cobra.Command { return signcmd.NewCmdSign(f, never[*signcmd.SignOptions](r)) }, []string{"dir", "--statement", "--json"}, "--statement prints JSON already"},
		{"serve --page-size 0", func(r *bool) *cobra.Command { return newCmdServe(f, never[*serveOptions](r)) }, []string{"--page-size", "0"}, "at least 1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			reached := false
			err := parse(tc.cmd(&reached), tc.args...)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want one containing %q", err, tc.want)
			}
			if ExitCode(err) != ExitUsage {
				t.Errorf("exit %d, want %d (usage)", ExitCode(err), ExitUsage)
			}
			if reached {
				t.Error("the command ran")
			}
		})
	}
	t.Run("formats", func(t *testing.T) {
		var v *verifyOptions
		if err := parse(newCmdVerify(f, func(_ context.Context, o *verifyOptions) error { v = o; return nil }), "--json", "--offline"); err != nil {
			t.Fatal(err)
		}
		if v.Format != "json" || !v.Offline {
			t.Errorf("verify options %+v", *v)
		}
		var d *diffOptions
		if err := parse(newCmdDiff(f, func(_ context.Context, o *diffOptions) error { d = o; return nil }), "HEAD~1", "--format", "markdown", "--exit-code"); err != nil {
			t.Fatal(err)
		}
		if d.Format != "markdown" || !d.ExitCode || len(d.Args) != 1 {
			t.Errorf("diff options %+v", *d)
		}
		var c *catalogOptions
		if err := parse(newCmdCatalog(f, func(_ context.Context, o *catalogOptions) error { c = o; return nil }), "--json", "--hints=false", "--root", "a", "--root", "b"); err != nil {
			t.Fatal(err)
		}
		if c.Format != "json" || c.Hints || strings.Join(c.Roots, "|") != "a|b" {
			t.Errorf("catalog options %+v", *c)
		}
	})
	t.Run("names", func(t *testing.T) {
		var r *removeOptions
		if err := parse(newCmdRemove(f, func(_ context.Context, o *removeOptions) error { r = o; return nil }), "pdf", "anthropic", "--json"); err != nil {
			t.Fatal(err)
		}
		if strings.Join(r.Names, "|") != "pdf|anthropic" || !r.JSON {
			t.Errorf("remove options %+v", *r)
		}
		var s *showOptions
		if err := parse(newCmdShow(f, func(_ context.Context, o *showOptions) error { s = o; return nil }), "pdf", "--args", ""); err != nil {
			t.Fatal(err)
		}
		if s.Name != "pdf" || !s.HasArgs || s.Args != "" {
			t.Errorf("show options %+v: an empty --args is still given", *s)
		}
		var st *statusOptions
		if err := parse(newCmdList(f, func(_ context.Context, o *statusOptions) error { st = o; return nil }), "--json"); err != nil {
			t.Fatal(err)
		}
		if !st.Short || !st.JSON {
			t.Errorf("list options %+v", *st)
		}
	})
}
