package shellcmd

import (
	"path"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
	"mvdan.cc/sh/v3/syntax"
)

// Sample reports a text file p that only programs of the skill read
// which inspect it (inspects: read, decode and print, nothing run): a
// captured sample a static analyser's script is given. Every other file
// naming it must be such a script, or Markdown that names it only in
// prose or hands it, in a code span or a fenced block, as an argument to
// such a script of the skill (`python3 scripts/deob.py samples/x.txt`);
// a command that runs it, pipes anything on, or gives it to a program
// the skill does not ship (cat, sh, source) is not inspection. At least
// one such script must read it.
func Sample(files []File, p string, inspects func(string, []byte) bool) bool {
	base := path.Base(p)
	byPath := map[string]File{}
	for _, f := range files {
		byPath[f.Path] = f
	}
	judged := map[string]bool{} // each script judged once, however often it is named
	inspector := func(f File) bool {
		ok, seen := judged[f.Path]
		if !seen {
			ok = !f.Markdown && programFile(f.Path) && inspects(f.Path, f.Data)
			judged[f.Path] = ok
		}
		return ok
	}
	readers := 0
	for _, f := range files {
		if f.Path == p || !strings.Contains(string(f.Data), base) {
			continue
		}
		if !f.Markdown {
			// A manifest or configuration file naming it ("postinstall":
			// "bash < samples/x.txt") is no inspecting program.
			if !inspector(f) {
				return false
			}
			readers++
			continue
		}
		fenced := false
		for _, l := range strings.Split(string(f.Data), "\n") {
			t := strings.TrimSpace(l)
			if strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
				fenced = !fenced
				continue
			}
			if !strings.Contains(l, base) {
				continue
			}
			cmds := []string{t}
			if !fenced {
				cmds = cmds[:0]
				for _, s := range codeSpans(l) {
					if strings.Contains(s, base) {
						cmds = append(cmds, s)
					}
				}
				// Named in prose with a pipe, redirect, list or
				// substitution beside it (cat samples/x.txt | sh): a
				// command, backticks or not.
				if prose := withoutCodeSpans(l); strings.Contains(prose, base) && (strings.ContainsAny(prose, "|<;&") || strings.Contains(prose, "$(")) {
					return false
				}
			}
			for _, c := range cmds {
				s, ok := byPath[sampleReader(c, base)]
				if !ok || !inspector(s) {
					return false
				}
				readers++
			}
		}
	}
	return readers > 0
}

// withoutCodeSpans is l with its inline code spans removed (the pairs
// codeSpans finds, in one pass).
func withoutCodeSpans(l string) string {
	var b strings.Builder
	for {
		i := strings.IndexByte(l, '`')
		if i < 0 {
			break
		}
		j := strings.IndexByte(l[i+1:], '`')
		if j < 0 {
			break
		}
		b.WriteString(l[:i])
		b.WriteByte(' ')
		l = l[i+2+j:]
	}
	b.WriteString(l)
	return b.String()
}

// programFile reports a file of a language whose programs Sample's
// inspects judges (a script or source file, not a manifest or data).
func programFile(p string) bool {
	switch path.Ext(p) {
	case ".py", ".js", ".mjs", ".cjs", ".ts", ".sh", ".bash", ".zsh", ".rb", ".pl", ".php", ".go", ".rs", ".ps1", ".lua":
		return true
	}
	return false
}

// codeSpans are a line's inline code spans, backticks removed.
func codeSpans(l string) []string {
	var out []string
	for {
		i := strings.IndexByte(l, '`')
		if i < 0 {
			return out
		}
		j := strings.IndexByte(l[i+1:], '`')
		if j < 0 {
			return out
		}
		out = append(out, l[i+1:i+1+j])
		l = l[i+2+j:]
	}
}

// sampleReader is the skill-relative path of the script a command line
// gives the file base to as an argument, "" when the line is not one
// simple command (no pipe, list, redirect or substitution), runs the
// file itself, or runs no script by a relative path (python3
// scripts/x.py FILE, node x.js FILE, ./scripts/x.sh FILE).
func sampleReader(c, base string) string {
	f := parseShell(c)
	if f == nil || len(f.Stmts) != 1 || len(f.Stmts[0].Redirs) > 0 || f.Stmts[0].Background {
		return ""
	}
	call, ok := f.Stmts[0].Cmd.(*syntax.CallExpr)
	if !ok || len(call.Assigns) > 0 || len(call.Args) < 2 {
		return ""
	}
	var argv []string
	for _, w := range call.Args {
		v, ok := lit(w)
		if !ok {
			return ""
		}
		argv = append(argv, v)
	}
	prog := argv[0]
	if interpreterRE.Get(`^(?:python[0-9.]*|node|deno|bun|ruby|perl|php|(?:ba|z|da|k)?sh)$`).MatchString(prog) {
		if strings.HasPrefix(argv[1], "-") {
			return ""
		}
		prog, argv = argv[1], argv[1:]
	}
	if path.Base(prog) == base || strings.HasPrefix(prog, "/") || strings.HasPrefix(prog, "~") || strings.Contains(prog, "..") {
		return ""
	}
	for _, a := range argv[1:] {
		if path.Base(a) == base {
			return path.Clean(prog)
		}
	}
	return ""
}

var interpreterRE lazyre.RE
