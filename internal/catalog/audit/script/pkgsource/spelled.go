package pkgsource

import (
	"cmp"
	"path"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/flow"
)

// Spelled reads the program files of a skill (not shell, which the
// shell analysis parses, nor Markdown) by spelling, for what the
// evaluators lose on the way (a file read, edited and written back; a
// loop over the user's and the project's copies): a file that writes
// files and names a package manager's configuration file in a string
// literal, whose text, with the string constants it assigns once put
// where they are used, its escapes (\n) read and each string literal
// starting a line, sets that
// configuration's default source. The file's home directory (os.homedir,
// expanduser, ~) makes it the user's configuration.
func Spelled(files []flow.Input, hits []flow.Hit) []flow.Hit {
	var out []flow.Hit
	for i := range files {
		f := &files[i]
		if f.Data == nil || !programFile(f.Path) || len(f.Data) > maxScan || slices.ContainsFunc(hits, func(h flow.Hit) bool { return h.Kind == flow.PackageSource && h.Path == f.Path }) {
			continue
		}
		src := string(f.Data)
		name, lit := configNamed(src)
		if name == "" || !writesRE().MatchString(src) {
			continue
		}
		text := strings.NewReplacer(`\n`, "\n", "`n", "\n", `\r`, "", "`r", "", `\t`, " ", `"`, "\"\n", "'", "'\n", "`", "`\n").Replace(substitute(src))
		c := scan(name, text, homeRE().MatchString(src) || strings.Contains(lit, "~"))
		if !c.Hijack() {
			continue
		}
		line := lineOf(src, c.Setting, c.Host)
		out = append(out, flow.Hit{Kind: flow.PackageSource, Path: f.Path, Line: line, Level: 2, Source: c.Setting,
			Sink: hit(c, 0, "").Sink, Text: strings.TrimSpace(lineText(src, line))})
	}
	return out
}

// programFile reports a file of code the shell analysis does not parse.
func programFile(p string) bool {
	switch strings.ToLower(path.Ext(p)) {
	case ".js", ".mjs", ".cjs", ".ts", ".mts", ".cts", ".py", ".ps1", ".psm1", ".rb", ".pl", ".php", ".go", ".lua", ".java", ".cs", ".kt", ".rs", ".ex", ".exs":
		return true
	}
	return false
}

var literalRELazy, writesRELazy, homeRELazy, assignRELazy lazyre.RE

func literalRE() *regexp.Regexp {
	return literalRELazy.Get(`["'\x60]([^"'\x60\n]{0,200})["'\x60]`)
}

func writesRE() *regexp.Regexp {
	return writesRELazy.Get(`(?i)\b(?:writeFile\w*|appendFile\w*|write_text|write_bytes|Set-Content|Add-Content|Out-File|WriteAll\w+|File\.write|file_put_contents|os\.WriteFile|fputs|fwrite)\b|\bopen\([^)]*["'][wa]|\.write\(|>>`)
}

func homeRE() *regexp.Regexp {
	return homeRELazy.Get(`(?i)\b(?:homedir|expanduser|Path\.home|UserHomeDir|USERPROFILE|APPDATA|Dir\.home|getenv\(\s*["']HOME|ENV\[\s*["']HOME|env:HOME)\b|["']~/`)
}

// assignRE: NAME = "literal" (const, let, var, :=, $NAME =).
func assignRE() *regexp.Regexp {
	return assignRELazy.Get(`(?m)^\s*(?:(?:const|let|var|my|final|static|private|public)\s+)*(?:[\w.]+\s+)?\$?([A-Za-z_]\w*)\s*:?=\s*["'\x60]([^"'\x60\n$]{1,200})["'\x60]\s*;?\s*$`)
}

// configWords holds, for each format formatOf names besides "env", a
// word every path of it holds (lowercased): a file without any of them
// names none, and the literal scan over it, the costliest part of the
// audit's real-corpus run at 4%, is skipped.
var configWords = []string{"npmrc", "yarnrc", "pnpmrc", "bunfig", "pip.conf", "pip.ini", "uv.toml", "pydistutils", "condarc", "settings.xml", "terraformrc", "terraform.rc", "gemrc", "bundle", "cargo", "nuget.config", "sources.list"}

// configNamed is the format of the first package manager's
// configuration file a string literal of src names, and the literal.
func configNamed(src string) (string, string) {
	if !strings.Contains(src, "rc") && !strings.Contains(src, "conf") && !strings.Contains(src, ".xml") && !strings.Contains(src, ".ini") && !strings.Contains(src, "toml") && !strings.Contains(src, "sources.list") {
		return "", ""
	}
	if lower := strings.ToLower(src); !slices.ContainsFunc(configWords, func(w string) bool { return strings.Contains(lower, w) }) {
		return "", ""
	}
	for _, l := range quotedLiterals(src, 4096) {
		if l == "" || strings.ContainsAny(l, " ") {
			continue
		}
		if n, _ := formatOf(l); n != "" && n != "env" {
			return n, l
		}
	}
	return "", ""
}

// quotedLiterals is what literalRE's FindAllStringSubmatch(src, n)
// captures, in order, read without the engine: from each quote, the text
// up to the next quote, newline or the end; a quote closed by one of the
// three quotes within 200 characters starts a literal, and the search
// goes on after its closing quote.
func quotedLiterals(src string, n int) []string {
	var out []string
	for i := 0; len(out) < n; {
		q := strings.IndexAny(src[i:], "\"'`")
		if q < 0 {
			break
		}
		q += i
		j := strings.IndexAny(src[q+1:], "\"'`\n")
		if j < 0 {
			break
		}
		j += q + 1
		if src[j] == '\n' || utf8.RuneCountInString(src[q+1:j]) > 200 {
			i = j // the next quote is the next place a literal can start
			continue
		}
		out = append(out, src[q+1:j])
		i = j + 1
	}
	return out
}

// substitute puts each string constant assigned once in src where it
// is used: ${NAME}, {NAME}, #{NAME}, $NAME, and "…" + NAME + "…".
func substitute(src string) string {
	seen := map[string]string{}
	twice := map[string]bool{}
	for _, m := range assignRE().FindAllStringSubmatch(src, 1024) {
		if _, ok := seen[m[1]]; ok {
			twice[m[1]] = true
		}
		seen[m[1]] = m[2]
	}
	var names []string
	for n := range seen {
		if !twice[n] && len(n) >= 2 {
			names = append(names, n)
		}
	}
	if len(names) == 0 {
		return src
	}
	// A replacer prefers the earlier of two olds matching at one place:
	// longer names first ($NAMEX before $NAME), then by name, so the
	// result never depends on the map's order.
	slices.SortFunc(names, func(a, b string) int { return cmp.Or(cmp.Compare(len(b), len(a)), cmp.Compare(a, b)) })
	var pairs []string
	for _, n := range names {
		v := seen[n]
		pairs = append(pairs, "${"+n+"}", v, "#{"+n+"}", v, "{"+n+"}", v, `" + `+n+` + "`, v, `' + `+n+` + '`, v, `" + `+n, v+`"`, `' + `+n, v+`'`, "$"+n, v)
	}
	return strings.NewReplacer(pairs...).Replace(src)
}

// lineOf is the 1-based line of src where s (or its first line) starts,
// else where host is written (a constant put in its place), 1 when
// neither is found.
func lineOf(src, s, host string) int {
	first, _, _ := strings.Cut(s, "\n")
	i := strings.Index(src, first)
	if i < 0 {
		i = strings.Index(src, host)
	}
	if i < 0 {
		return 1
	}
	return 1 + strings.Count(src[:i], "\n")
}

// lineText is line n of src.
func lineText(src string, n int) string {
	for i := 1; i < n; i++ {
		j := strings.IndexByte(src, '\n')
		if j < 0 {
			return ""
		}
		src = src[j+1:]
	}
	l, _, _ := strings.Cut(src, "\n")
	return l
}
