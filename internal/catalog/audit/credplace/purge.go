package credplace

import (
	"path"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// A leaked secret purged from history: `git push --force --mirror
// origin` from a fresh mirror clone of that remote, in which the only
// rewrite is git filter-repo replacing literal values the same text
// writes out (printf 'VALUE==>REMOVED\n' > file). The push replaces the
// remote's refs with the same history, those values replaced; a mirror
// push from any other repository, after any other command, or with
// replacement rules that match patterns or short strings, may erase it.

// Bounds of Purged: the text read and the commands looked at (the
// last ones before the push).
const (
	maxPurgeText = 256 << 10
	maxPurgeCmds = 64
	// minSecret is the shortest literal a replacement may name: a
	// secret's value, not a letter or a word of every file.
	minSecret = 8
)

// Purged reports whether the command at offset at of data (a Markdown
// document's fenced lines and inline code spans, or a script's lines, in
// order) is `git push --force --mirror origin`, run after `git clone
// --mirror URL` and a cd into that clone, with nothing between but
// printf or echo of literal text into a file, git filter-repo
// --replace-text of such a file whose every rule replaces a literal of
// at least minSecret bytes, and commands that only read (git log, git
// grep, grep, wc) or tidy the clone (git reflog expire, git gc).
func Purged(data []byte, markdown bool, at int) bool {
	if len(data) > maxPurgeText || at >= len(data) {
		return false
	}
	p := purge{files: map[string]string{}}
	cmds := codeSpans(string(data), markdown, at)
	if len(cmds) > maxPurgeCmds {
		cmds = cmds[len(cmds)-maxPurgeCmds:]
	}
	for _, c := range cmds {
		// What runs before the clone cannot change it: only the clone
		// and what follows it are read.
		before := p.cloned == ""
		p.pushed = false
		if !p.cmd(c) && (!before || p.cloned != "") {
			return false
		}
	}
	return p.pushed && p.inClone
}

// codeSpans are the commands of s up to the one holding offset at: every
// line of a script; the lines of a Markdown document's fenced blocks and
// its inline code spans that hold a space (a lone word is a name).
func codeSpans(s string, markdown bool, at int) []string {
	var out []string
	fence := ""
	for off := 0; off < len(s) && off <= at; {
		end := strings.IndexByte(s[off:], '\n')
		if end < 0 {
			end = len(s)
		} else {
			end += off
		}
		line := s[off:end]
		t := strings.TrimSpace(line)
		switch {
		case !markdown:
			out = append(out, line)
		case fence != "":
			if strings.HasPrefix(t, fence) {
				fence = ""
			} else {
				out = append(out, line)
			}
		case strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~"):
			fence = t[:3]
		default:
			for rest := line; ; {
				i := strings.IndexByte(rest, '`')
				j := strings.IndexByte(rest[i+1:], '`')
				if i < 0 || j < 0 {
					break
				}
				if span := rest[i+1 : i+1+j]; strings.Contains(strings.TrimSpace(span), " ") {
					out = append(out, span)
				}
				rest = rest[i+j+2:]
			}
		}
		off = end + 1
	}
	return out
}

// purge is the state of Purged's walk.
type purge struct {
	files   map[string]string // file → the literal text written to it
	cloned  string            // the mirror clone's directory
	inClone bool              // the last cd went into it
	pushed  bool              // the last command read pushed
}

// cmd reads one command line; false when it is one Purged does not allow.
func (p *purge) cmd(line string) bool {
	f, err := syntax.NewParser().Parse(strings.NewReader(placeholderRE().ReplaceAllString(line, "SLOT")), "")
	if err != nil {
		return false
	}
	ok := true
	syntax.Walk(f, func(n syntax.Node) bool {
		if !ok {
			return false
		}
		switch x := n.(type) {
		case *syntax.Stmt:
			if x.Background || x.Coprocess {
				ok = false
			}
		case *syntax.BinaryCmd:
			ok = x.Op == syntax.AndStmt || x.Op == syntax.OrStmt || x.Op == syntax.Pipe
		case *syntax.CallExpr:
			ok = p.call(x, f)
			return false
		case *syntax.Subshell, *syntax.Block, *syntax.IfClause, *syntax.WhileClause, *syntax.ForClause, *syntax.CaseClause,
			*syntax.FuncDecl, *syntax.DeclClause, *syntax.ArithmCmd, *syntax.TestClause, *syntax.LetClause,
			*syntax.TimeClause, *syntax.CoprocClause, *syntax.CmdSubst, *syntax.ProcSubst:
			ok = false
		}
		return ok
	})
	return ok
}

// call reads one simple command (its statement found in f for its
// redirects).
func (p *purge) call(c *syntax.CallExpr, f *syntax.File) bool {
	if len(c.Assigns) > 0 || len(c.Args) == 0 {
		return false
	}
	var args []string
	for _, a := range c.Args {
		w, ok := word(a)
		if !ok {
			return false
		}
		args = append(args, w)
	}
	// Redirects to /dev/null discard; printf and echo may write a file.
	var redirs []*syntax.Redirect
	for _, r := range stmtOf(f, c).Redirs {
		if w, _ := word(r.Word); w != "/dev/null" || r.Op != syntax.RdrOut && r.Op != syntax.AppOut {
			redirs = append(redirs, r)
		}
	}
	switch args[0] {
	case "cd":
		p.inClone = len(args) == 2 && p.cloned != "" && path.Clean(args[1]) == p.cloned
		return true
	case "printf", "echo":
		return p.write(args, redirs)
	case "grep", "wc", "head", "sort":
		return len(redirs) == 0
	case "git":
	default:
		return false
	}
	if len(redirs) > 0 || len(args) < 2 {
		return false
	}
	switch args[1] {
	case "log", "grep", "rev-list", "count-objects", "show", "fsck":
		return true
	case "gc":
		return p.inClone
	case "reflog":
		return p.inClone && len(args) > 2 && args[2] == "expire"
	case "clone":
		return p.clone(args[2:])
	case "filter-repo":
		if !p.inClone || len(args) != 4 || args[2] != "--replace-text" {
			return false
		}
		text, ok := p.files[args[3]]
		return ok && literalRules(text)
	case "push":
		rest := map[string]bool{}
		for _, a := range args[2:] {
			rest[a] = true
		}
		p.pushed = p.cloned != "" && len(args) == 5 && (rest["--force"] || rest["-f"]) && rest["--mirror"] && rest["origin"]
		return p.pushed
	}
	return false
}

// clone reads git clone's arguments: --mirror, a URL and at most a
// directory (else the URL's last element, as git names it).
func (p *purge) clone(args []string) bool {
	if len(args) < 2 || len(args) > 3 || args[0] != "--mirror" || p.cloned != "" {
		return false
	}
	dir := ""
	if len(args) == 3 {
		dir = path.Clean(args[2])
	} else {
		base := args[1][strings.LastIndexAny(args[1], "/:")+1:]
		dir = strings.TrimSuffix(base, ".git") + ".git"
	}
	if dir == "" || dir == "." || strings.Contains(dir, "/") {
		return false
	}
	p.cloned = dir
	p.files = map[string]string{} // a rules file is read only when written after the clone
	return true
}

// write records the literal text printf or echo writes into a file (>);
// false for other redirects or text that is not literal.
func (p *purge) write(args []string, redirs []*syntax.Redirect) bool {
	if len(redirs) != 1 || redirs[0].Op != syntax.RdrOut {
		return false
	}
	file, _ := word(redirs[0].Word)
	text := strings.Join(args[1:], " ") + "\n"
	if args[0] == "printf" {
		if len(args) < 2 {
			return false
		}
		text = args[1]
		for _, a := range args[2:] {
			if !strings.Contains(text, "%s") {
				return false
			}
			text = strings.Replace(text, "%s", a, 1)
		}
		if strings.Contains(strings.ReplaceAll(text, "%%", ""), "%") {
			return false
		}
		text = strings.ReplaceAll(text, `\n`, "\n")
	}
	if strings.Contains(text, `\`) {
		return false
	}
	p.files[file] = text
	return true
}

// literalRules reports a filter-repo replacement file whose every rule
// replaces a literal (no regex: or glob: rule) of at least minSecret
// bytes.
func literalRules(text string) bool {
	n := 0
	for _, l := range strings.Split(text, "\n") {
		if l == "" {
			continue
		}
		lit, _, _ := strings.Cut(l, "==>")
		if strings.HasPrefix(lit, "regex:") || strings.HasPrefix(lit, "glob:") || len(strings.TrimPrefix(lit, "literal:")) < minSecret {
			return false
		}
		n++
	}
	return n > 0
}

// stmtOf is the statement of f whose command is c.
func stmtOf(f *syntax.File, c *syntax.CallExpr) *syntax.Stmt {
	var out *syntax.Stmt
	syntax.Walk(f, func(n syntax.Node) bool {
		if s, ok := n.(*syntax.Stmt); ok && s.Cmd == c {
			out = s
		}
		return out == nil
	})
	if out == nil {
		return &syntax.Stmt{}
	}
	return out
}
