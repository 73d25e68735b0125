package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/skillpin/skillpin/internal/install/approvals"
	"github.com/skillpin/skillpin/internal/project"
)

// env builds the operation environment for the current invocation.
func (f *Factory) env(command string, offline bool) (project.Env, error) {
	dir, err := f.ProjectDir()
	if err != nil {
		return project.Env{}, err
	}
	env := project.Env{Dir: dir, Getenv: f.Getenv, Offline: offline, Command: command}
	if !f.Quiet {
		env.Log = f.IO.ErrOut
		if f.IO.ErrTTY {
			env.Progress = f.IO.ErrOut
		}
	}
	return env, nil
}

// openProject loads the project for a command.
func (f *Factory) openProject(command string, offline bool) (*project.Project, error) {
	env, err := f.env(command, offline)
	if err != nil {
		return nil, err
	}
	return project.Open(env)
}

// approver names the person approving (see approvals.Approver).
func (f *Factory) approver() string {
	dir, err := f.ProjectDir()
	if err != nil {
		dir = "."
	}
	return approvals.Approver(dir, f.Getenv)
}

// writeJSON prints v as indented JSON.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

// printWarnings prints warnings on stderr (kept even with -q: they matter).
func (f *Factory) printWarnings(ws []string) {
	for _, w := range ws {
		fmt.Fprintf(f.IO.ErrOut, "warning: %s\n", w)
	}
}

// printInstall summarises an install step on stderr.
func (f *Factory) printInstall(res *project.InstallResult) {
	if res == nil {
		return
	}
	f.printWarnings(res.Warnings)
	for _, name := range res.Fetched {
		f.Infof("stored %s", name)
	}
	inRoot, out := 0, 0
	for _, s := range res.Skills {
		if s.InRoot {
			inRoot++
		} else {
			out++
			f.Infof("not in root: %s: %s", s.Name, s.Reason)
		}
	}
	for _, t := range res.Targets {
		for _, c := range t.Clashes {
			fmt.Fprintf(f.IO.ErrOut, "warning: target %s: %s already exists and is not managed by skillpin; left untouched\n", t.Target, c)
		}
		if n := len(t.Added) + len(t.Updated) + len(t.Removed); n > 0 {
			f.Infof("target %s: %d added, %d updated, %d removed", t.Target, len(t.Added), len(t.Updated), len(t.Removed))
		}
	}
	f.Infof("trusted root: %d skill(s) published, %d held back", inRoot, out)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	return fmt.Sprintf("%d %s", n, many)
}

// confirm asks a yes/no question on a terminal; anything but y or yes
// (including end of input) is no.
func (f *Factory) confirm(question string) bool {
	fmt.Fprintf(f.IO.ErrOut, "%s [y/N] ", question)
	line, _ := bufio.NewReader(f.IO.In).ReadString('\n')
	answer := strings.ToLower(strings.TrimSpace(line))
	return answer == "y" || answer == "yes"
}
