package pkgsource

import (
	"bytes"
	"path"
	"strings"
	"sync/atomic"

	"mvdan.cc/sh/v3/syntax"

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
	var homes []map[string]bool
	naming := map[string][]int{} // base name: the files naming it
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
		if homes == nil {
			homes = homeFormats(files)
		}
		c.User = copiedHome(files, homes, naming, i, name)
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

// maxHomeRead bounds the bytes of one file read for the home
// directory's configuration files it names.
const maxHomeRead = 256 << 10

// homeFormats are, for each file, the formats of the home directory's
// configuration files it names (~/.npmrc: npm), read once for all the
// configurations shipped (det16fix: read again for each, 41 s on 400
// shipped .npmrc files).
func homeFormats(files []flow.Input) []map[string]bool {
	out := make([]map[string]bool, len(files))
	for i := range files {
		d := files[i].Data
		if len(d) > maxHomeRead {
			d = d[:maxHomeRead]
		}
		homeReads.Add(int64(len(d)))
		for _, w := range bytes.FieldsFunc(d, func(r rune) bool {
			return r == ' ' || r == '\n' || r == '`' || r == '"' || r == '\'' || r == '(' || r == ')' || r == ','
		}) {
			w = bytes.TrimRight(w, ".,;:")
			if len(w) > 1 && w[0] == '~' || bytes.HasPrefix(w, []byte("$HOME")) || bytes.HasPrefix(w, []byte("%USERPROFILE%")) {
				if n, user := formatOf(string(w)); n != "" && user {
					if out[i] == nil {
						out[i] = map[string]bool{}
					}
					out[i][n] = true
				}
			}
		}
	}
	return out
}

// homeReads counts the bytes read by homeFormats and copiedHome (for
// tests).
var homeReads atomic.Int64

// copiedHome reports another file of the skill than files[p] naming it
// (its path or its base name) and the home directory's file of the same
// format. naming holds the files found naming a base name, each base
// name searched for once.
func copiedHome(files []flow.Input, homes []map[string]bool, naming map[string][]int, p int, name string) bool {
	base := path.Base(files[p].Path)
	ix, ok := naming[base]
	if !ok {
		ix = []int{}
		for i := range files {
			d := files[i].Data[:min(len(files[i].Data), maxHomeRead)]
			homeReads.Add(int64(len(d)))
			if homes[i] != nil && bytes.Contains(d, []byte(base)) {
				ix = append(ix, i)
			}
		}
		naming[base] = ix
	}
	for _, i := range ix {
		if homes[i][name] && files[i].Path != files[p].Path {
			return true
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

// Program is the index of the program a command of the words args runs
// past the wrappers a write runs under (sudo tee -a /etc/npmrc:
// det16fix): sudo, doas, env, command, nohup, their options (sudo's -u
// USER and -g GROUP with their value) and env's assignments; the last
// word at most.
func Program(args []*syntax.Word) int {
	n, i := len(args), 0
	word := func(i int) string { return args[i].Lit() }
	for i < n-1 {
		switch word(i) {
		case "sudo", "doas", "env", "command", "nohup", "runuser", "setpriv", "pkexec", "nice", "ionice", "timeout", "setsid", "stdbuf", "chrt", "systemd-run":
		default:
			return i
		}
		// (fix16: runuser, setpriv and the others, and a number after an
		// option: setpriv --reuid 0, timeout 5, chrt -f 10.)
		for i++; i < n-1 && (strings.HasPrefix(word(i), "-") || strings.Contains(word(i), "=") || word(i) != "" && strings.Trim(word(i), "0123456789") == ""); i++ {
			if o := word(i); o == "-u" || o == "-g" {
				i++
			}
		}
	}
	return min(i, max(n-1, 0))
}
