package pkgsource

import (
	"bytes"
	"path"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/flow"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/value"
)

// hit is c as the analysis reports it, at line of the unit's file.
func hit(c Change, line int, text string) flow.Hit {
	sink := c.Manager + "'s installs from " + c.Host
	if c.User {
		sink = "every later " + sink
	}
	if c.Weakened != "" {
		sink += " (" + c.Weakened + ")"
	}
	return flow.Hit{Kind: flow.PackageSource, Line: line, Level: 2, Source: c.Setting, Sink: sink, Text: text}
}

// Wrote reports content written by the unit's code to the file p at
// line, when p is a package manager's configuration that the content
// hijacks.
func Wrote(u *flow.Unit, line int, text, p, content string) {
	if c, ok := File(p, content); ok && c.Hijack() {
		u.Hit(hit(c, line, text))
	}
}

// Ran reports the command argv run by the unit's code at line, when it
// hijacks a package manager's sources.
func Ran(u *flow.Unit, line int, text string, argv []string) {
	if c, ok := Command(argv); ok && c.Hijack() {
		u.Hit(hit(c, line, text))
	}
}

// Shipped reports the configuration files the skill ships that hijack a
// package manager's sources and that it has put where the manager reads
// them: a file named as the manager's own (.npmrc, pip.conf,
// terraformrc) that switches a check off, or that another file of the
// skill names beside the manager's file in the home directory
// (~/.terraformrc): a copy into the user's configuration.
func Shipped(files []flow.Input) []flow.Hit {
	var out []flow.Hit
	for i := range files {
		f := &files[i]
		name, _ := formatOf(f.Path)
		if name == "" || name == "env" || f.Data == nil || !bytes.Contains(f.Data, []byte("://")) {
			continue
		}
		c := scan(name, string(f.Data), false)
		if c.Host == "" {
			continue
		}
		c.User = copiedHome(files, f.Path, name)
		if !c.Hijack() {
			continue
		}
		line := 1 + strings.Count(string(f.Data[:max(0, strings.Index(string(f.Data), c.Setting))]), "\n")
		h := hit(c, line, c.Setting)
		h.Path = f.Path
		out = append(out, h)
	}
	return out
}

// copiedHome reports another file of the skill naming p (its path or
// its base name) and the home directory's file of the same format.
func copiedHome(files []flow.Input, p, name string) bool {
	base := path.Base(p)
	for i := range files {
		o := &files[i]
		if o.Path == p || o.Data == nil || !bytes.Contains(o.Data, []byte(base)) {
			continue
		}
		for _, w := range bytes.FieldsFunc(o.Data, func(r rune) bool {
			return r == ' ' || r == '\n' || r == '`' || r == '"' || r == '\'' || r == '(' || r == ')' || r == ','
		}) {
			w = bytes.TrimRight(w, ".,;:")
			if len(w) > 1 && w[0] == '~' || bytes.HasPrefix(w, []byte("$HOME")) || bytes.HasPrefix(w, []byte("%USERPROFILE%")) {
				if n, user := formatOf(string(w)); n == name && user {
					return true
				}
			}
		}
	}
	return false
}

// RanWords is Ran for a shell command's words as the shell analysis
// folds them; only a package manager's name is looked at further.
func RanWords(u *flow.Unit, line int, text string, args []value.Value) {
	if len(args) < 3 || !manager(args[0].S) {
		return
	}
	argv := make([]string, 0, min(len(args), maxWords))
	for _, a := range args[:min(len(args), maxWords)] {
		argv = append(argv, a.S)
	}
	Ran(u, line, text, argv)
}

// WroteFiles is Wrote for each file a shell statement writes.
func WroteFiles(u *flow.Unit, line int, text string, files []string, content value.Value) {
	if content.S == "" {
		return
	}
	for _, f := range files {
		Wrote(u, line, text, f, content.S)
	}
}
