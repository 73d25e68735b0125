// Package bulkwrite finds the commands that write files into a
// directory without naming them: an archive extracted there (tar -x,
// unzip -d, 7z x -o, bsdtar, ditto), a tree copied, moved or synced
// into it (cp -r, mv, rsync, install, ln), a repository checked out or
// cloned there (git), or a change into it beside such a command. A
// program a skill writes whole and shows in full is judged as shown
// only when nothing else of the skill can put other bytes at its path
// (det16: shellcmd's WrittenLocal rejected only lines naming it). A
// leaf: text in, a verdict out.
package bulkwrite

import (
	"path"
	"strings"
	"sync"

	"mvdan.cc/sh/v3/syntax"
)

// Bounds: the lines of a file read (past them the file is taken to
// write into the directory: it cannot be read whole), and the length of
// a line parsed.
const (
	MaxLines = 2000
	maxLine  = 4096
)

var parsers = sync.Pool{New: func() any { return syntax.NewParser(syntax.Variant(syntax.LangBash)) }}

// bulk reports a program that writes files it does not name (a
// switch: a package map would run at every command's start).
func bulk(name string) bool {
	switch name {
	case "tar", "bsdtar", "gtar", "unzip", "7z", "7za", "7zz", "ditto", "cp", "mv", "rsync", "install", "ln", "git", "cpio", "pax", "unar", "gunzip":
		return true
	}
	return false
}

// Into reports a line of data (a script, or a Markdown file's lines,
// read as shell) that runs a bulk writer whose operands or options name
// dir (a directory in the home, as ~/.local/bin) or a directory above it
// in the home (~/.local, ~), or that changes into one of them in a file
// that runs a bulk writer anywhere. work counts the lines parsed.
func Into(data, dir string, markdown bool, work *int) bool {
	targets := homeAncestors(dir)
	if targets == nil {
		return false
	}
	lines := strings.Split(data, "\n")
	if len(lines) > MaxLines {
		return true
	}
	cd, anyBulk := false, false
	for _, l := range lines {
		t := strings.TrimSpace(l)
		if markdown {
			t = strings.Trim(t, "`")
		}
		if len(t) > maxLine || !mayWrite(t) {
			continue
		}
		if work != nil {
			*work++
		}
		f := parse(t)
		if f == nil {
			continue
		}
		hit := false
		syntax.Walk(f, func(n syntax.Node) bool {
			c, ok := n.(*syntax.CallExpr)
			if !ok || len(c.Args) == 0 || hit {
				return !hit
			}
			name := path.Base(text(t, c.Args[0]))
			into := false
			for _, a := range c.Args[1:] {
				if names(text(t, a), targets) {
					into = true
				}
			}
			switch {
			case bulk(name):
				anyBulk = true
				hit = into
			case name == "cd" || name == "pushd":
				cd = cd || into
			}
			return !hit
		})
		if hit {
			return true
		}
	}
	return cd && anyBulk
}

// mayWrite is the cheap test before a line is parsed: it holds a bulk
// writer's or cd's name.
func mayWrite(t string) bool {
	for _, w := range []string{"tar", "unzip", "7z", "ditto", "cp", "mv", "rsync", "install", "ln", "git", "cpio", "pax", "unar", "gunzip", "cd", "pushd"} {
		if strings.Contains(t, w) {
			return true
		}
	}
	return false
}

func parse(s string) *syntax.File {
	p := parsers.Get().(*syntax.Parser)
	defer parsers.Put(p)
	f, err := p.Parse(strings.NewReader(s), "")
	if err != nil {
		return nil
	}
	return f
}

// text is the source of a word, its quotes removed and the home
// directory's spellings written as ~.
func text(t string, w *syntax.Word) string {
	s, e := int(w.Pos().Offset()), int(w.End().Offset())
	if s < 0 || e > len(t) || s > e {
		return ""
	}
	v := strings.NewReplacer(`"`, "", `'`, "", "${HOME}", "~", "$HOME", "~").Replace(t[s:e])
	return v
}

// homeAncestors are dir (in the home: ~/…) and each directory above it
// up to ~ itself; nil when dir is not in the home.
func homeAncestors(dir string) []string {
	rest, ok := strings.CutPrefix(dir, "~")
	if !ok {
		return nil
	}
	var out []string
	for d := path.Clean("/" + rest); ; d = path.Dir(d) {
		if d == "/" {
			return append(out, "~")
		}
		out = append(out, "~"+d)
	}
}

// names reports an operand or option naming one of the targets: the
// directory itself (with a trailing slash or /. or /*), or as the value
// of an option (-C DIR is two words; --directory=DIR, -dDIR one).
func names(w string, targets []string) bool {
	for _, v := range []string{w, afterEq(w), strings.TrimPrefix(w, "-C"), strings.TrimPrefix(w, "-d"), strings.TrimPrefix(w, "-o")} {
		v = strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(v, "*"), "."), "/")
		if v == "" {
			continue
		}
		for _, t := range targets {
			if v == t {
				return true
			}
		}
	}
	return false
}

func afterEq(w string) string {
	if _, v, ok := strings.Cut(w, "="); ok && strings.HasPrefix(w, "-") {
		return v
	}
	return ""
}
