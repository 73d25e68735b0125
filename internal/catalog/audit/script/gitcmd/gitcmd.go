// Package gitcmd knows git's settings whose value is a command git runs
// by itself: core.fsmonitor at every git status, a filter's clean and
// smudge on every checkout and add, a diff driver's textconv, an alias
// starting with "!", a credential helper, the pager, the editor, the
// ssh command and the others below. A skill that sets one (git config,
// git -c, or a git configuration file it ships: .gitconfig, .git/config)
// has git run that text later, with the user's environment and without
// anyone asking: the script analysis reads it as shell, as it reads a CI
// job's (det25; the git-config-fsmonitor-exec and
// gitattributes-filter-exec specimens of holdout13). What a filter is
// handed on its standard input is the repository's files: what it sends
// away is the repository's code. A leaf beside value: text in, commands
// out.
package gitcmd

import (
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/value"
)

// Run is one command a setting has git run.
type Run struct {
	Key  string // the setting as git reads it (section and name lower case)
	Text string // the command, as shell
	Line int    // the line of the setting in its file (File), 0 in a command line
	Arg  int    // the index of the argument holding the value (Args)
	// Filter: git hands the command the repository's files on its
	// standard input (a filter's clean, smudge or process).
	Filter bool
	// Helper: git hands the command the user's credentials for a host
	// on its standard input (a credential helper's store and get).
	Helper bool
}

// StdinVar is the variable under which a nested shell unit is given what
// its standard input holds (a name no shell variable can have).
const StdinVar = "<stdin>"

// Stdin is what the command reads on its standard input, for a nested
// unit's variables: the repository's files for a filter, nothing
// otherwise.
func (r Run) Stdin(line int) value.Value {
	switch {
	case r.Filter:
		return value.Value{S: value.UnknownPart, T: value.Repo, Src: value.SrcAt("the repository's files, which git hands the "+r.Key+" filter", line)}
	case r.Helper:
		return value.Value{S: value.UnknownPart, T: value.Keychain, Src: value.SrcAt("the user's credentials, which git hands the "+r.Key, line)}
	}
	return value.Value{}
}

// Env is Stdin as the variables of a nested unit.
func (r Run) Env() map[string]value.Value {
	if !r.Filter && !r.Helper {
		return nil
	}
	return map[string]value.Value{StdinVar: r.Stdin(r.Line)}
}

// Bounds: the file read, the commands taken, the arguments scanned.
const (
	maxFile = 256 << 10
	maxRuns = 64
	maxArgs = 256
)

// command reports whether git runs the value v of the setting key (lower
// case section and name, the subsection as written in between) as a
// command, and the command.
func command(key, v string) (string, bool) {
	v = strings.TrimSpace(v)
	if v == "" {
		return "", false
	}
	sec, name := key, ""
	if i := strings.IndexByte(key, '.'); i >= 0 {
		sec = key[:i]
	}
	if i := strings.LastIndexByte(key, '.'); i >= 0 {
		name = key[i+1:]
	}
	sub := strings.Count(key, ".") >= 2
	switch {
	case !sub && (key == "core.sshcommand" || key == "core.editor" || key == "core.askpass" || key == "core.gitproxy" ||
		key == "sequence.editor" || key == "diff.external" || key == "gpg.program" || key == "uploadpack.packobjectshook" ||
		key == "gpg.ssh.defaultkeycommand"):
		return v, true
	case !sub && (key == "core.fsmonitor" || key == "core.pager" || sec == "pager"):
		// A boolean turns the built-in daemon or the pager on or off.
		return v, !boolean(v)
	case sub && (sec == "filter" && (name == "clean" || name == "smudge" || name == "process") ||
		sec == "diff" && (name == "textconv" || name == "command") || sec == "merge" && name == "driver" ||
		(sec == "difftool" || sec == "mergetool" || sec == "browser" || sec == "man") && name == "cmd" ||
		sec == "remote" && (name == "uploadpack" || name == "receivepack") || sec == "gpg" && name == "program" ||
		sec == "hook" && name == "command"):
		return v, true
	case !sub && sec == "alias" && strings.HasPrefix(v, "!"):
		return v[1:], true
	case sec == "credential" && name == "helper":
		// "!cmd" is shell; a path is a program; a bare word is git's own
		// credential-NAME helper.
		if strings.HasPrefix(v, "!") {
			return v[1:], true
		}
		return v, strings.ContainsAny(v, "/\\")
	}
	return "", false
}

func boolean(v string) bool {
	switch strings.ToLower(v) {
	case "true", "false", "yes", "no", "on", "off", "1", "0":
		return true
	}
	return false
}

// canon is a setting's name as git reads it: section and name lower
// case, a subsection as written.
func canon(k string) string {
	i, j := strings.IndexByte(k, '.'), strings.LastIndexByte(k, '.')
	if i < 0 {
		return strings.ToLower(k)
	}
	return strings.ToLower(k[:i]) + k[i:j] + strings.ToLower(k[j:])
}

func run(key, v string, line, arg int) (Run, bool) {
	key = canon(key)
	t, ok := command(key, v)
	if !ok {
		return Run{}, false
	}
	return Run{Key: key, Text: t, Line: line, Arg: arg, Filter: strings.HasPrefix(key, "filter."), Helper: strings.HasPrefix(key, "credential.")}, true
}

// Args are the commands a git command line sets (args follow "git";
// sub is the index of its subcommand, as tables.GitSubcommand finds it):
// git -c KEY=VALUE … before the subcommand, git config [options] KEY
// VALUE, git config set [options] KEY VALUE, git config --add KEY VALUE.
func Args(args []string, sub int) []Run {
	if len(args) > maxArgs {
		args = args[:maxArgs]
	}
	sub = min(sub, len(args))
	var out []Run
	for i := 0; i+1 < sub; i++ {
		if args[i] != "-c" {
			continue
		}
		i++
		if k, v, ok := strings.Cut(args[i], "="); ok {
			if r, ok := run(k, v, 0, i); ok {
				out = append(out, r)
			}
		}
	}
	if sub < len(args) && args[sub] == "config" {
		out = append(out, config(args[sub+1:], sub+1)...)
	}
	return out
}

// config reads git config's arguments (base: their index in the whole
// command line): the first two operands are the key and the value.
func config(args []string, base int) []Run {
	var ops []int
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "set" && len(ops) == 0 && i == 0:
		case a == "-f" || a == "--file" || a == "--blob" || a == "-t" || a == "--type" || a == "--comment" || a == "--value":
			i++
		case strings.HasPrefix(a, "--get") || a == "-l" || a == "--list" || a == "--unset" || a == "--unset-all" ||
			a == "get" || a == "unset" || a == "list" || a == "-e" || a == "--edit" || a == "edit":
			return nil
		case strings.HasPrefix(a, "-") && a != "-":
		default:
			ops = append(ops, i)
		}
	}
	if len(ops) < 2 {
		return nil
	}
	if r, ok := run(args[ops[0]], args[ops[1]], 0, base+ops[1]); ok {
		return []Run{r}
	}
	return nil
}

// ConfigPath reports a path git reads as its configuration: the user's
// (~/.gitconfig, ~/.config/git/config), a repository's (.git/config), a
// file included or passed with -f (*.gitconfig, gitconfig).
func ConfigPath(p string) bool {
	l := strings.ToLower(strings.ReplaceAll(p, `\`, "/"))
	b := l[strings.LastIndexByte(l, '/')+1:]
	return b == ".gitconfig" || b == "gitconfig" || strings.HasSuffix(b, ".gitconfig") ||
		b == "config" && (strings.HasSuffix(l, ".git/config") || strings.HasSuffix(l, "git/config") || l == "config")
}

// File are the commands the settings of a git configuration file run,
// for a file ConfigPath names; nil otherwise. One pass over the file.
func File(p string, data []byte) []Run {
	if !ConfigPath(p) || len(data) > maxFile {
		return nil
	}
	rs, _ := parse(string(data))
	return rs
}

// Block are the commands of a Markdown code block whose info string
// (gitconfig, ini, conf, cfg, toml or none) allows git's configuration
// format: the text a skill has the agent add to ~/.gitconfig.
func Block(info, text string) []Run {
	f := strings.Fields(strings.ToLower(info))
	if len(text) > maxFile || len(f) > 0 && !configInfo(strings.Trim(f[0], "{}.")) || !strings.Contains(text, "[") {
		return nil
	}
	rs, _ := parse(text)
	return rs
}

func configInfo(s string) bool {
	switch s {
	case "gitconfig", "git-config", "git", "ini", "conf", "cfg", "toml", "text", "config":
		return true
	}
	return false
}

// parse reads text in git's configuration format, one pass: each line
// is visited once (visits counts them, for the bound test).
func parse(text string) (out []Run, visits int) {
	sec := ""
	lines := strings.Split(text, "\n")
	for i := 0; i < len(lines) && len(out) < maxRuns; i++ {
		visits++
		at := i + 1
		l := strings.TrimSpace(strings.TrimSuffix(lines[i], "\r"))
		if strings.HasPrefix(l, "[") {
			h, rest, ok := header(l)
			if !ok {
				continue
			}
			sec, l = h, strings.TrimSpace(rest)
		}
		if l == "" || l[0] == '#' || l[0] == ';' || sec == "" {
			continue
		}
		name, v, _ := strings.Cut(l, "=")
		name = strings.TrimSpace(name)
		if !keyName(name) {
			continue
		}
		// A value continues on the next line after a backslash (joined
		// in a builder: linear in the lines).
		if cont(v) && i+1 < len(lines) {
			var b strings.Builder
			b.WriteString(v[:len(v)-1])
			for i+1 < len(lines) {
				i, visits = i+1, visits+1
				next := strings.TrimSuffix(lines[i], "\r")
				if !cont(next) {
					b.WriteString(next)
					break
				}
				b.WriteString(next[:len(next)-1])
			}
			v = b.String()
		}
		if r, ok := run(sec+"."+name, unquote(v), at, 0); ok {
			out = append(out, r)
		}
	}
	return out, visits
}

// cont reports a line that a backslash continues.
func cont(l string) bool { return strings.HasSuffix(l, `\`) && !strings.HasSuffix(l, `\\`) }

// header reads a section header: [core], [filter "nb"], [filter.nb];
// the text after it may hold a setting.
func header(l string) (sec, rest string, ok bool) {
	end := strings.IndexByte(l, ']')
	if end < 0 {
		return "", "", false
	}
	h := strings.TrimSpace(l[1:end])
	name, sub, hasSub := strings.Cut(h, " ")
	if hasSub {
		sub = strings.TrimSpace(sub)
		sub = strings.TrimSuffix(strings.TrimPrefix(sub, `"`), `"`)
		sub = strings.ReplaceAll(strings.ReplaceAll(sub, `\"`, `"`), `\\`, `\`)
		return strings.ToLower(name) + "." + sub, l[end+1:], name != ""
	}
	if i := strings.IndexByte(name, '.'); i >= 0 {
		return strings.ToLower(name[:i]) + "." + strings.ToLower(name[i+1:]), l[end+1:], true
	}
	return strings.ToLower(name), l[end+1:], name != ""
}

func keyName(s string) bool {
	if s == "" || len(s) > 64 {
		return false
	}
	for _, c := range s {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

// unquote reads a value as git does: double quotes group (their marks
// dropped), a backslash escapes \" \\ \n \t \b, # and ; outside quotes
// start a comment, blanks at the ends outside quotes are dropped.
func unquote(v string) string {
	var b strings.Builder
	q := false
	end := 0 // the length of b up to the last character kept that ends it
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case c == '\\' && i+1 < len(v):
			i++
			switch v[i] {
			case 'n':
				b.WriteByte('\n')
			case 't':
				b.WriteByte('\t')
			case 'b':
				b.WriteByte('\b')
			default:
				b.WriteByte(v[i])
			}
			end = b.Len()
		case c == '"':
			q = !q
			end = b.Len()
		case !q && (c == '#' || c == ';'):
			return strings.TrimLeft(b.String()[:end], " \t")
		case !q && (c == ' ' || c == '\t'):
			b.WriteByte(c)
		default:
			b.WriteByte(c)
			end = b.Len()
		}
	}
	return strings.TrimLeft(b.String()[:end], " \t")
}
