// Package credplace reads a command line that names a tool's credential
// file for whether the file stays where it is: backed up beside itself,
// rewritten by the tool that owns it through a temporary file moved back,
// its mode narrowed. Such a line reads the credential only to keep it; a
// copy elsewhere, a pipe, any other program or substitution does not.
package credplace

import (
	"path"
	"regexp"
	"strings"

	"mvdan.cc/sh/v3/syntax"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
)

// owners are the programs that read a credential directory's files
// themselves, by the directory's name.
var owners = map[string]string{".kube": "kubectl", ".aws": "aws", ".docker": "docker", ".azure": "az"}

// settings are the variables through which each program is told where
// its credential files are.
var settings = map[string]string{"kubectl": "KUBECONFIG", "aws": "AWS_SHARED_CREDENTIALS_FILE", "docker": "DOCKER_CONFIG", "az": "AZURE_CONFIG_DIR"}

// maxLine bounds the lines InPlace parses, and maxCmds their commands.
const (
	maxLine = 1024
	maxCmds = 8
)

var placeholderRELazy lazyre.RE

// placeholderRE: a fill-in slot (<new>, <name>), read as a word.
func placeholderRE() *regexp.Regexp { return placeholderRELazy.Get(`<[A-Za-z][\w.-]*>`) }

// InPlace reports whether line, parsed as shell (fill-in slots read as
// words), is a list of commands (&&, ||, ;) each of which keeps the
// credential file match names (~/.kube/config) in its own directory:
// cp or mv between that directory's files (a backup, a file moved back),
// mv of a temporary file the same line fills into it, chmod or mkdir of
// them, a test, and the directory's own program (kubectl for ~/.kube)
// naming the file only in its own setting (KUBECONFIG=) and writing
// only to such a temporary file. The only substitution allowed is
// date's (a backup's suffix).
func InPlace(line, match string) bool {
	dir := credDir(match)
	return dir != "" && keeps(line, dir, true)
}

// keeps is InPlace for the credential directory dir; named: some
// command must name a file of it (else the line only runs its program).
func keeps(line, dir string, named bool) bool {
	if len(line) > maxLine || !strings.Contains(line, dir) || !cheap(line, owners[path.Base(dir)]) {
		return false
	}
	line = placeholderRE().ReplaceAllString(line, "SLOT")
	f, err := syntax.NewParser().Parse(strings.NewReader(line), "")
	if err != nil || len(f.Stmts) == 0 {
		return false
	}
	var cmds []*syntax.Stmt
	if !flatten(f.Stmts, &cmds) {
		return false
	}
	c := checker{dir: dir, owner: owners[path.Base(dir)]}
	for _, s := range cmds {
		if !c.stmt(s) {
			return false
		}
	}
	// Every temporary file written is moved back.
	for t := range c.temps {
		if !c.back[t] {
			return false
		}
	}
	return c.named || !named
}

// cheap reports a line that may be such a list, before it is parsed:
// it starts with one of the commands judged (or an assignment), and holds
// no URL, single pipe, backquote or substitution but date's.
func cheap(line, owner string) bool {
	t := strings.TrimSpace(line)
	first, _, _ := strings.Cut(t, " ")
	switch first {
	case "cp", "mv", "chmod", "mkdir", "test", "[", owner:
	default:
		if !strings.Contains(first, "=") {
			return false
		}
	}
	if strings.Contains(t, "://") || strings.Contains(t, "`") || strings.Count(t, "|") != 2*strings.Count(t, "||") {
		return false
	}
	return strings.Count(t, "$(") == strings.Count(t, "$(date ")
}

// credDir is the credential directory a match names (".kube" of
// ".kube/config"), as the tilde path the line spells it with.
func credDir(match string) string {
	for d := range owners {
		if strings.Contains(match, d+"/") {
			return "~/" + d
		}
	}
	return ""
}

// flatten lists the simple commands of statements joined by &&, || and
// ;; false for pipes, the background, negation or anything else.
func flatten(ss []*syntax.Stmt, out *[]*syntax.Stmt) bool {
	for _, s := range ss {
		if s.Background || s.Coprocess || s.Negated || len(*out) >= maxCmds {
			return false
		}
		switch x := s.Cmd.(type) {
		case *syntax.BinaryCmd:
			if x.Op != syntax.AndStmt && x.Op != syntax.OrStmt || !flatten([]*syntax.Stmt{x.X, x.Y}, out) {
				return false
			}
		case *syntax.CallExpr:
			*out = append(*out, s)
		default:
			return false
		}
	}
	return true
}

type checker struct {
	dir, owner string
	temps      map[string]bool // temporary files the owner wrote
	back       map[string]bool // temporary files moved into dir
	named      bool            // some command named a file of dir
}

// word is a word's text with date's substitution read as a suffix;
// false for any other expansion, but a home spelled ~.
func word(w *syntax.Word) (string, bool) {
	var b strings.Builder
	ok := parts(w.Parts, &b)
	return b.String(), ok
}

// parts writes word parts: literals, quotes and date's substitution.
func parts(ps []syntax.WordPart, b *strings.Builder) bool {
	for _, p := range ps {
		switch x := p.(type) {
		case *syntax.Lit:
			b.WriteString(x.Value)
		case *syntax.SglQuoted:
			b.WriteString(x.Value)
		case *syntax.DblQuoted:
			if !parts(x.Parts, b) {
				return false
			}
		case *syntax.CmdSubst:
			if len(x.Stmts) != 1 || !dateOnly(x.Stmts[0]) {
				return false
			}
			b.WriteString("DATE")
		default:
			return false
		}
	}
	return true
}

// dateOnly reports `date` with literal arguments.
func dateOnly(s *syntax.Stmt) bool {
	c, ok := s.Cmd.(*syntax.CallExpr)
	if !ok || len(s.Redirs) > 0 || len(c.Assigns) > 0 || len(c.Args) == 0 {
		return false
	}
	for i, a := range c.Args {
		l := a.Lit()
		if l == "" || i == 0 && l != "date" {
			return false
		}
	}
	return true
}

// inDir reports a file of the credential directory (not the directory,
// not a path climbing out of it).
func (c *checker) inDir(p string) bool {
	rest, ok := strings.CutPrefix(p, c.dir+"/")
	return ok && rest != "" && !strings.Contains(rest, "..") && !strings.Contains(rest, "/")
}

// temp reports a temporary file (/tmp/NAME).
func temp(p string) bool {
	rest, ok := strings.CutPrefix(p, "/tmp/")
	return ok && rest != "" && !strings.Contains(rest, "/") && !strings.HasPrefix(rest, ".")
}

func (c *checker) stmt(s *syntax.Stmt) bool {
	call := s.Cmd.(*syntax.CallExpr)
	if len(call.Args) == 0 {
		return false
	}
	var args []string
	for _, a := range call.Args {
		w, ok := word(a)
		if !ok {
			return false
		}
		args = append(args, w)
	}
	if args[0] == c.owner && c.owner != "" {
		return c.ownerRun(s, call, args)
	}
	if len(call.Assigns) > 0 || len(s.Redirs) > 0 {
		return false
	}
	var ops []string
	for _, a := range args[1:] {
		if !strings.HasPrefix(a, "-") {
			ops = append(ops, a)
		} else if strings.Trim(a, "-pfiav") != "" {
			return false // cp and mv: only -p, -f, -i, -a, -v
		}
	}
	switch args[0] {
	case "cp":
		if len(ops) != 2 || !c.inDir(ops[0]) || !c.inDir(ops[1]) {
			return false
		}
	case "mv":
		if len(ops) != 2 || !c.inDir(ops[1]) || !c.inDir(ops[0]) && !c.temps[ops[0]] {
			return false
		}
		if c.temps[ops[0]] {
			c.back[ops[0]] = true
		}
	case "chmod":
		if len(ops) != 2 || !ownerOnly(ops[0]) || !c.inDir(ops[1]) {
			return false
		}
	case "mkdir", "test", "[":
		for _, o := range ops {
			if o != c.dir && !c.inDir(o) && o != "]" {
				return false
			}
		}
		return true
	default:
		return false
	}
	c.named = true
	return true
}

// ownerRun judges the directory's own program: its setting may name the
// directory's files (KUBECONFIG=a:b), no argument may, and its output
// goes only to a temporary file.
func (c *checker) ownerRun(s *syntax.Stmt, call *syntax.CallExpr, args []string) bool {
	for _, a := range args[1:] {
		if strings.Contains(a, c.dir) || strings.Contains(a, "/"+path.Base(c.dir)) {
			return false
		}
	}
	for _, as := range call.Assigns {
		if as.Value == nil || settings[c.owner] != as.Name.Value {
			return false
		}
		if _, ok := word(as.Value); !ok && !paramsOnly(as.Value) {
			return false
		}
	}
	if len(s.Redirs) == 0 {
		return false // its output (kubectl config view --raw) is shown, not kept
	}
	for _, r := range s.Redirs {
		w, ok := word(r.Word)
		if !ok || r.Op != syntax.RdrOut || !temp(w) && !c.inDir(w) {
			return false
		}
		if !temp(w) {
			continue
		}
		if c.temps == nil {
			c.temps, c.back = map[string]bool{}, map[string]bool{}
		}
		c.temps[w] = true
	}
	return true
}

// ownerOnly reports an octal mode that leaves the group and others
// nothing (600, 0400): a mode narrowed, not widened (644, 666).
func ownerOnly(mode string) bool {
	mode = strings.TrimPrefix(mode, "0")
	return len(mode) == 3 && mode[0] >= '0' && mode[0] <= '7' && mode[1:] == "00"
}

// paramsOnly reports a word of literals and plain parameter expansions
// ($new, "${new}"), quoted or not: a list of files the program reads.
func paramsOnly(w *syntax.Word) bool {
	ok := func(p syntax.WordPart) bool {
		switch x := p.(type) {
		case *syntax.Lit:
			return true
		case *syntax.ParamExp:
			return x.Exp == nil && x.Repl == nil && x.Slice == nil && x.Index == nil && !x.Excl && !x.Length && !x.Width
		}
		return false
	}
	for _, p := range w.Parts {
		if q, isQ := p.(*syntax.DblQuoted); isQ {
			for _, r := range q.Parts {
				if !ok(r) {
					return false
				}
			}
		} else if !ok(p) {
			return false
		}
	}
	return true
}

// maxUses bounds the lines of a script ScriptKeeps reads for a variable.
const maxUses = 32

// ScriptKeeps reports a line of a shell script (data) that only assigns a
// credential file's path to a variable (cfg=~/.kube/config), where every
// other line naming the variable, read with its value, keeps the file in
// place (InPlace's commands; its program may write into the directory)
// and no line assigns it again or names it any other way (a nameref, an
// export), and no line runs text as code (eval, source).
func ScriptKeeps(data []byte, line, match string) bool {
	dir := credDir(match)
	m := assignRE().FindStringSubmatch(strings.TrimSpace(line))
	if dir == "" || m == nil || !strings.HasPrefix(m[2], dir+"/") || strings.ContainsAny(m[2], "$`'\"\\") {
		return false
	}
	name, val := m[1], m[2]
	uses, named, wre := 0, false, wordRE(name)
	for _, l := range strings.Split(string(data), "\n") {
		t := strings.TrimSpace(l)
		if t == strings.TrimSpace(line) {
			continue
		}
		if evalRE().MatchString(t) {
			return false
		}
		if !wre.MatchString(t) {
			continue
		}
		if uses++; uses > maxUses {
			return false
		}
		r := strings.NewReplacer("${"+name+"}", val, "$"+name, val)
		v := r.Replace(t)
		if wre.MatchString(v) || !keeps(v, dir, false) {
			return false
		}
		named = named || keeps(v, dir, true)
	}
	return named
}

var assignRELazy, evalRELazy lazyre.RE

func assignRE() *regexp.Regexp { return assignRELazy.Get(`^([A-Za-z_][A-Za-z0-9_]*)=(~/[^\s;&|]+)$`) }
func evalRE() *regexp.Regexp {
	return evalRELazy.Get(`(?:^|[\s;&|(])(?:eval|source)\s|(?:^|[;&|(]\s*)\.\s`)
}

// wordRE matches name as a word of a line.
func wordRE(name string) *regexp.Regexp {
	return regexp.MustCompile(`\b` + regexp.QuoteMeta(name) + `\b`)
}
