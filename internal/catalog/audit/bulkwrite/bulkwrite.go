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
	"cmp"
	"crypto/sha256"
	"maps"
	"path"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
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
// that runs a bulk writer anywhere. work counts the lines parsed: data
// is read once whatever the number of directories asked about
// (det16fix: every cron entry asked again of every file).
func Into(data, dir string, markdown bool, work *int) bool {
	targets := homeAncestors(dir)
	if targets == nil {
		return false
	}
	s := scanned(data, markdown, work)
	if s.all {
		return true
	}
	for _, t := range targets {
		if s.bulk[t] || s.anyBulk && s.cd[t] {
			return true
		}
	}
	return false
}

// scan is what a file's lines do, read once: the directories named by a
// bulk writer's operands or options and by a cd, whether any bulk writer
// runs, or all when the file is too long to read (taken to write
// anywhere).
type scan struct {
	all, anyBulk bool
	bulk, cd     map[string]bool
	vars         map[string]string // the values assigned, as text gives them
}

// maxParsed bounds the bytes of one file parsed; past it the file is
// taken to write into every directory.
const maxParsed = 256 << 10

// cache holds the scans of files by their content, cleared when it
// holds maxCached.
var cache struct {
	sync.Mutex
	m map[[sha256.Size + 1]byte]*scan
}

const maxCached = 256

func scanned(data string, markdown bool, work *int) *scan {
	var k [sha256.Size + 1]byte
	sum := sha256.Sum256([]byte(data))
	copy(k[:], sum[:])
	if markdown {
		k[sha256.Size] = 1
	}
	cache.Lock()
	s, ok := cache.m[k]
	cache.Unlock()
	if ok {
		return s
	}
	s = read(data, markdown, work)
	cache.Lock()
	if cache.m == nil || len(cache.m) >= maxCached {
		cache.m = map[[sha256.Size + 1]byte]*scan{}
	}
	cache.m[k] = s
	cache.Unlock()
	return s
}

// read scans data's lines: first those that may name a directory in the
// home (~, $HOME), then, only when a cd names one and no bulk writer was
// seen, the others until one runs a bulk writer.
func read(data string, markdown bool, work *int) *scan {
	s := &scan{bulk: map[string]bool{}, cd: map[string]bool{}, vars: map[string]string{}}
	lines := strings.Split(data, "\n")
	if len(lines) > MaxLines {
		s.all = true
		return s
	}
	parsed := 0
	for pass := 0; pass < 2; pass++ {
		if pass == 1 && (s.anyBulk || len(s.cd) == 0) {
			break
		}
		for _, l := range lines {
			t := strings.TrimSpace(l)
			if markdown {
				t = strings.Trim(t, "`")
			}
			home := strings.Contains(t, "~") || strings.Contains(t, "HOME") || len(s.vars) > 0 && strings.Contains(t, "$")
			if len(t) > maxLine || home != (pass == 0) || !mayWrite(t) && !(home && strings.Contains(t, "=")) {
				continue
			}
			if parsed += len(t); parsed > maxParsed {
				s.all = true
				return s
			}
			if work != nil {
				*work++
			}
			s.line(t)
			if pass == 1 && s.anyBulk {
				break
			}
		}
	}
	return s
}

// line adds what the shell line t does.
func (s *scan) line(t string) {
	f := parse(t)
	if f == nil {
		return
	}
	syntax.Walk(f, func(n syntax.Node) bool {
		if a, ok := n.(*syntax.Assign); ok && a.Value != nil && a.Name != nil {
			s.vars[a.Name.Value] = s.text(t, a.Value) // bin=~/.local/bin
		}
		c, ok := n.(*syntax.CallExpr)
		if !ok || len(c.Args) == 0 {
			return true
		}
		args := c.Args[wrapped(c.Args):] // sudo tar, env cp
		name := path.Base(s.text(t, args[0]))
		var into map[string]bool
		switch {
		case bulk(name):
			s.anyBulk, into = true, s.bulk
		case name == "cd" || name == "pushd":
			into = s.cd
		default:
			return true
		}
		for _, a := range args[1:] {
			for _, v := range names(s.text(t, a)) {
				into[v] = true
			}
		}
		return true
	})
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

// text is the source of a word, its quotes removed, the home
// directory's spellings written as ~, a default (${XDG_BIN_HOME:-…}) as
// its value and the variables the file assigns as their values.
func (s *scan) text(t string, w *syntax.Word) string {
	b, e := int(w.Pos().Offset()), int(w.End().Offset())
	if b < 0 || e > len(t) || b > e {
		return ""
	}
	v := strings.NewReplacer(`"`, "", `'`, "", "${HOME}", "~", "$HOME", "~").Replace(t[b:e])
	v = defaultRE().ReplaceAllString(v, "$1")
	if len(s.vars) > 0 && strings.Contains(v, "$") {
		ks := slices.SortedFunc(maps.Keys(s.vars), func(a, b string) int { return cmp.Or(len(b)-len(a), strings.Compare(a, b)) })
		for _, k := range ks { // the longest first: $bin before $b
			v = strings.ReplaceAll(strings.ReplaceAll(v, "${"+k+"}", s.vars[k]), "$"+k, s.vars[k])
		}
	}
	return v
}

// defaultRE is compiled when first used (a package variable set by a
// call would run at every command's start).
func defaultRE() *regexp.Regexp { return defaultREv.Get(`\$\{\w+:?-([^}]*)\}`) }

var defaultREv lazyre.RE

// wrapped is the index of the program past the wrappers a command runs
// under (sudo, doas, env, nice, nohup, command), their options and
// env's assignments; the last word at most.
func wrapped(args []*syntax.Word) int {
	i := 0
	for i < len(args)-1 {
		switch args[i].Lit() {
		case "sudo", "doas", "env", "nice", "nohup", "command":
		default:
			return i
		}
		w := args[i].Lit()
		for i++; i < len(args)-1 && (strings.HasPrefix(args[i].Lit(), "-") || strings.Contains(args[i].Lit(), "=") || strings.Trim(args[i].Lit(), "0123456789") == "" && args[i].Lit() != ""); i++ {
			// An option whose value is the next word (sudo -u USER,
			// doas -u USER, env -u NAME, nice -n 5): not the program (fix15).
			if o := args[i].Lit(); len(o) == 2 && strings.Contains(valueOpts(w), o[1:]) && i < len(args)-2 {
				i++
			}
		}
	}
	return i
}

// valueOpts are the short options of a wrapper that take the next word
// as their value (a function: a map would be initialised at every
// command's start).
func valueOpts(w string) string {
	switch w {
	case "sudo":
		return "aCcDgpRrTtUu"
	case "doas":
		return "aCu"
	case "env":
		return "uC"
	case "nice":
		return "n"
	}
	return ""
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

// names are the directories an operand or option may name: the word
// itself (with a trailing slash or /. or /* removed), or the value of an
// option (-C DIR is two words; --directory=DIR, -dDIR one); only those
// in the home (~…) are kept.
func names(w string) []string {
	var out []string
	for _, v := range []string{w, afterEq(w), strings.TrimPrefix(w, "-C"), strings.TrimPrefix(w, "-d"), strings.TrimPrefix(w, "-o")} {
		v = strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(v, "*"), "."), "/")
		if strings.HasPrefix(v, "~") {
			out = append(out, v)
		}
	}
	return out
}

func afterEq(w string) string {
	if _, v, ok := strings.Cut(w, "="); ok && strings.HasPrefix(w, "-") {
		return v
	}
	return ""
}
