// Package optin judges an agent's permission bypass that a skill's
// script adds only when its user asks for it by the option's own name
// (fpc11): a shell option's case arm or a guarded line, or a Python
// argparse switch, whose variable nothing else of the skill can set. The
// audit's opt_in condition asks it.
package optin

import (
	"path"
	"regexp"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
	"github.com/skillpin/skillpin/internal/catalog/audit/shellcmd"
)

// The shapes Flag reads (fpc11): an option's case arm that only
// stores its argument, the test that guards the flag, and a variable's
// default of off, literal or from one environment variable.
var optInArmLazy, optInGuardLazy, optInDefaultLazy lazyre.RE

func optInArmRE() *regexp.Regexp {
	return optInArmLazy.Get(`^\s*\(?\s*["']?--dangerously-skip-permissions["']?\s*\)\s*(\w+)=(?:"\$\{?[1-9]\}?"|\$\{?[1-9]\}?|"?(?:true|1|yes)"?)\s*;\s*(?:shift(?:\s+[12])?\s*;?\s*)?;;\s*$`)
}

func optInGuardRE() *regexp.Regexp {
	return optInGuardLazy.Get(`^\s*if\s+\[\[?\s+"?\$\{?(\w+)\}?"?\s+==?\s+"?(?:true|1|yes)"?\s+\]\]?\s*;\s*then\s*$`)
}

func optInDefaultRE() *regexp.Regexp {
	return optInDefaultLazy.Get(`^\s*(?:readonly\s+|export\s+|local\s+|declare\s+(?:-\w+\s+)?)?(\w+)=(?:"?(?:false|0|no)?"?|"\$\{(\w+):?-(?:false|0|no)?\}")\s*(?:#[^\n]*)?$`)
}

// Flag reports the line-th line (1-based) of the shell script at p
// as an agent's permission bypass its user must ask for by name: the
// line is the case arm of the --dangerously-skip-permissions option that
// only stores its argument in a variable, or it directly follows an
// `if [[ "$V" == "true" ]]; then` whose V the script names only in such
// tests, such arms and defaults of off (V=false, V="${ENV:-false}")
// written before the test, and which no other file of the skill names;
// nor does any file but the default name ENV. An option of another
// name, a default of on, V or ENV set by SKILL.md or another script,
// or any other line touching V leaves it as it is.
func Flag(files []shellcmd.File, p string, line int) bool {
	return NewChecker(files, p).Line(line)
}

// maxVars bounds the variables a Checker reads the files for: past it,
// a guard of another variable is no opt-in (the answer that lowers
// nothing).
const maxVars = 64

// Checker is Flag for the lines of one file, the reading of the whole
// file (and of the skill's other files) done once per file and per
// guarding variable, not once per match: the audit asks it of every
// match, and a file of thousands of matches was read as often.
type Checker struct {
	files []shellcmd.File
	p     string
	lines []string // nil: not a script Flag reads
	py    *pyFile
	vars  map[string]*guardVar
	// Work counts the lines read, for the test that bounds it.
	Work int
}

// guardVar is what the files say of one guarding variable: whether a
// line names it other than in a guard, an arm or a default of off, the
// last default's line, and whether the variable or a default's
// environment variable is named elsewhere.
type guardVar struct {
	other, elsewhere bool
	lastDefault      int
}

// NewChecker returns the Checker of the file at p among files.
func NewChecker(files []shellcmd.File, p string) *Checker {
	c := &Checker{files: files, p: p}
	var data string
	for _, f := range files {
		if f.Path == p && !f.Markdown {
			data = string(f.Data)
		}
	}
	ext := path.Ext(p)
	switch {
	case data == "":
	case ext == ".py":
		c.py = newPyFile(data)
	case ext == ".sh" || ext == ".bash" || strings.HasPrefix(data, "#!/bin/bash") || strings.HasPrefix(data, "#!/usr/bin/env bash"):
		c.lines = strings.Split(data, "\n")
	}
	return c
}

// Line is Flag for the line-th line.
func (c *Checker) Line(line int) bool {
	if c.py != nil {
		return c.py.line(line)
	}
	lines := c.lines
	if line < 1 || line > len(lines) {
		return false
	}
	if optInArmRE().MatchString(lines[line-1]) {
		return true
	}
	guard := line - 2
	for guard >= 0 && strings.TrimSpace(lines[guard]) == "" {
		guard--
	}
	if guard < 0 {
		return false
	}
	g := optInGuardRE().FindStringSubmatch(lines[guard])
	if g == nil {
		return false
	}
	v := c.guardVar(g[1])
	return v != nil && !v.other && !v.elsewhere && v.lastDefault < guard
}

// guardVar reads the files for the variable v once; nil past maxVars.
func (c *Checker) guardVar(v string) *guardVar {
	if gv, ok := c.vars[v]; ok {
		return gv
	}
	if len(c.vars) >= maxVars {
		return nil
	}
	if c.vars == nil {
		c.vars = map[string]*guardVar{}
	}
	gv := &guardVar{lastDefault: -1}
	c.vars[v] = gv
	word := regexp.MustCompile(`\b` + v + `\b`)
	var envs []string
	for i, l := range c.lines {
		c.Work++
		if !word.MatchString(l) {
			continue
		}
		if m := optInGuardRE().FindStringSubmatch(l); m != nil && m[1] == v {
			continue
		}
		if m := optInArmRE().FindStringSubmatch(l); m != nil && m[1] == v {
			continue
		}
		if m := optInDefaultRE().FindStringSubmatch(l); m != nil && m[1] == v {
			if m[2] != "" {
				envs = append(envs, m[2])
			}
			gv.lastDefault = i
			continue
		}
		gv.other = true
		return gv
	}
	envWords := make([]*regexp.Regexp, len(envs))
	for i, e := range envs {
		envWords[i] = regexp.MustCompile(`\b` + e + `\b`)
	}
	for _, f := range c.files {
		d := string(f.Data)
		if f.Path != c.p && word.MatchString(d) {
			gv.elsewhere = true
			return gv
		}
		for i, e := range envs {
			n := len(envWords[i].FindAllStringIndex(d, -1))
			if f.Path == c.p {
				// Each default line names its variable once.
				for _, o := range envs {
					if o == e {
						n--
					}
				}
			}
			if n > 0 {
				gv.elsewhere = true
				return gv
			}
		}
	}
	return gv
}
