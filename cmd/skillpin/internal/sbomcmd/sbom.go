// Package sbomcmd is skillpin sbom: the locked skills as a bill of materials
// (CycloneDX or SPDX JSON), and the one verify --sbom writes.
package sbomcmd

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/cmdutil"
	"github.com/skillpin/skillpin/internal/install/atomicfile"
	"github.com/skillpin/skillpin/internal/project"
	"github.com/skillpin/skillpin/internal/ui/humanize"
	"github.com/skillpin/skillpin/internal/verify/sbom"
	"github.com/skillpin/skillpin/internal/verify/state"
)

type sbomOptions struct {
	f *cmdutil.Factory

	Format  string
	Pending bool
	Out     string
}

func NewCmdSBOM(f *cmdutil.Factory, runF func(context.Context, *sbomOptions) error) *cobra.Command {
	opts := &sbomOptions{f: f}
	if runF == nil {
		runF = runSBOM
	}
	cmd := &cobra.Command{
		Use:   "sbom [--format cyclonedx|spdx] [--pending] [-o FILE]",
		Short: "Write the locked skills as a bill of materials (CycloneDX or SPDX JSON)",
		Long: `Write what the project's agents load as a software bill of materials: a
component per approved skill with its source repository and locked commit (as
a purl and a VCS reference), every file's SHA-256, the publisher signature
skillpin verified, the approval (who, when, and who signed it) and the
behaviour audit's summary.

The default is CycloneDX 1.6 JSON; --format spdx writes SPDX 2.3 JSON. With
--pending, skills not approved yet are included too, marked pending or
revoked. The same lock and approvals give the same bytes: no clock is read
(SPDX's required creation time is the latest approval listed). With -g, the
user scope's skills. See docs/sbom.md.`,
		Example: `  skillpin sbom > skills.cdx.json
  skillpin sbom --format spdx -o skills.spdx.json
  skillpin -g sbom --pending`,
		Args: cmdutil.NoArgs("the bill covers every locked skill"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if opts.Format != sbom.FormatCycloneDX && opts.Format != sbom.FormatSPDX {
				return cmdutil.UsageErrorf("--format %q: use %q (CycloneDX 1.6 JSON) or %q (SPDX 2.3 JSON)", opts.Format, sbom.FormatCycloneDX, sbom.FormatSPDX)
			}
			return runF(cmd.Context(), opts)
		},
	}
	cmd.Flags().StringVar(&opts.Format, "format", sbom.FormatCycloneDX, "`cyclonedx` (CycloneDX 1.6 JSON) or spdx (SPDX 2.3 JSON)")
	cmd.Flags().BoolVar(&opts.Pending, "pending", false, "include skills not approved yet, marked as such")
	cmd.Flags().StringVarP(&opts.Out, "out", "o", "", "write to `FILE` instead of standard output")
	cmdutil.CompleteFlag(cmd, "format", cobra.FixedCompletions([]cobra.Completion{sbom.FormatCycloneDX, sbom.FormatSPDX}, cobra.ShellCompDirectiveNoFileComp))
	return cmd
}

func runSBOM(_ context.Context, opts *sbomOptions) error {
	f := opts.f
	env, err := f.Env("sbom", true)
	if err != nil {
		return err
	}
	st, cacheDir, err := state.Read(env.Where(), state.Options{})
	if err != nil {
		return err
	}
	if st.LockErr() != nil {
		return st.LockErr()
	}
	b, n, err := writeSBOM(st, cacheDir, opts.Format, opts.Pending)
	if err != nil {
		return err
	}
	if opts.Out == "" {
		_, err = f.IO.Out.Write(b)
		return err
	}
	out := opts.Out
	if !filepath.IsAbs(out) {
		base, err := f.WorkDir()
		if err != nil {
			return err
		}
		out = filepath.Join(base, out)
	}
	if err := writeBill(out, b); err != nil {
		return err
	}
	f.Infof("wrote the %s bill of %s to %s", opts.Format, humanize.Count(n, "skill", "skills"), opts.Out)
	return nil
}

// writeBill writes a bill atomically, making its directory (CI jobs name
// an artifact directory that does not exist yet).
func writeBill(path string, b []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return atomicfile.WriteFile(path, b, 0o644, "")
}

// writeSBOM renders the bill of st's skills in format; n is how many
// skills it lists.
func writeSBOM(st *state.State, cacheDir, format string, pending bool) (b []byte, n int, err error) {
	in, err := project.SBOMInput(st, cacheDir, cmdutil.BuildVersion(), pending)
	if err != nil {
		return nil, 0, err
	}
	var buf bytes.Buffer
	if format == sbom.FormatSPDX {
		err = sbom.SPDX(&buf, in)
	} else {
		err = sbom.CycloneDX(&buf, in)
	}
	return buf.Bytes(), len(in.Skills), err
}

// WriteVerifySBOM writes verify --sbom FILE: the bill of the approved
// skills of the project verify read, SPDX for a name ending in
// ".spdx.json", else CycloneDX.
func WriteVerifySBOM(f *cmdutil.Factory, p *project.Project, name string) error {
	format := sbom.FormatCycloneDX
	if strings.HasSuffix(strings.ToLower(name), ".spdx.json") {
		format = sbom.FormatSPDX
	}
	b, n, err := writeSBOM(p.State(), p.CacheDir(), format, false)
	if err != nil {
		return err
	}
	out := name
	if !filepath.IsAbs(out) {
		base, err := f.WorkDir()
		if err != nil {
			return err
		}
		out = filepath.Join(base, out)
	}
	if err := writeBill(out, b); err != nil {
		return fmt.Errorf("--sbom: %w", err)
	}
	f.Infof("wrote the %s bill of %s to %s", format, humanize.Count(n, "skill", "skills"), name)
	return nil
}
