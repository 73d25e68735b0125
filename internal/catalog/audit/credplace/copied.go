package credplace

import (
	"regexp"
	"strings"

	"mvdan.cc/sh/v3/syntax"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
)

// Copied out: a system file (an account database, a cron table) named
// only as a source of cp whose destination is no system place. A triage
// script collecting /etc/passwd and /etc/crontab into its evidence folder
// writes neither; cp onto them, or into a folder whose value the analysis
// cannot see, may.

// Bounds of CopiedOut: the command's length, the variables resolved and
// the depth of their resolution.
const (
	maxCopyLine   = 2048
	maxVars       = 16
	maxDepth      = 4
	maxExpansions = 32
)

var (
	otherRELazy       lazyre.RE
	systemPlaceRELazy lazyre.RE
)

// systemPlaceRE is a destination in which a copy installs or replaces
// what the system reads: /etc, the cron spool, a Library, systemd's or
// autostart's folders, the system's programs; or one climbing up.
func systemPlaceRE() *regexp.Regexp {
	return systemPlaceRELazy.Get(`(?i)(?:^|/)(?:etc|boot|bin|sbin|lib\w*|usr|System|Library|autostart|systemd|init\.d)(?:/|$)|/var/spool|/var/at\b|\.\.`)
}

// CopiedOut reports whether every occurrence in line of the path the
// match ends in (its last word: /etc/group of "cp -a /etc/passwd
// /etc/group") is a source operand of cp, whose destination (its last
// operand, or -t's value) is no system place: read with the values data
// (the whole file) assigns its variables, each only by NAME=VALUE (never
// read, a loop, eval or source), from literals, the script's arguments
// (the user's choice) and substitutions of date, hostname, basename,
// whoami or id.
func CopiedOut(line string, data []byte, match string) bool {
	fields := strings.Fields(match)
	if len(fields) == 0 || len(line) > maxCopyLine || !strings.Contains(line, "cp ") {
		return false
	}
	p := strings.Trim(fields[len(fields)-1], `"'`)
	if len(p) < 4 || !strings.Contains(line, p) {
		return false
	}
	f, err := syntax.NewParser().Parse(strings.NewReader(placeholderRE().ReplaceAllString(line, "SLOT")), "")
	if err != nil {
		return false
	}
	seen, ok := 0, true
	var dests []*syntax.Word
	syntax.Walk(f, func(n syntax.Node) bool {
		if !ok {
			return false
		}
		switch x := n.(type) {
		case *syntax.Redirect:
			if x.Word != nil && strings.Contains(wordText(x.Word), p) {
				ok = false
			}
		case *syntax.CallExpr:
			names := false
			for _, a := range x.Args {
				names = names || strings.Contains(wordText(a), p)
			}
			if !names {
				return true
			}
			srcs, dest := cpOperands(x)
			if dest == nil || strings.Contains(wordText(dest), p) {
				ok = false
				return false
			}
			for _, s := range srcs {
				seen += strings.Count(wordText(s), p)
			}
			dests = append(dests, dest)
		}
		return true
	})
	if !ok || seen != strings.Count(line, p) {
		return false
	}
	r := resolver{data: string(data)}
	for _, d := range dests {
		exps, ok := r.expand(strings.NewReplacer(`"`, "", "'", "").Replace(wordText(d)), 0)
		if !ok {
			return false
		}
		for _, e := range exps {
			if systemPlaceRE().MatchString(e) || !strings.HasPrefix(e, "/") && !strings.HasPrefix(e, "~") && !strings.HasPrefix(e, "ARG") {
				return false // a system place, or relative to a folder the line does not show
			}
		}
	}
	return true
}

// wordText is a word's source text.
func wordText(w *syntax.Word) string {
	var b strings.Builder
	syntax.NewPrinter().Print(&b, w)
	return b.String()
}

// cpOperands splits a cp command's operands into its sources and its
// destination (nil when the command is not cp or its options cannot be
// read: an option cluster taking a value before its end).
func cpOperands(c *syntax.CallExpr) (srcs []*syntax.Word, dest *syntax.Word) {
	if len(c.Args) < 3 || c.Args[0].Lit() != "cp" {
		return nil, nil
	}
	var ops []*syntax.Word
	var target *syntax.Word
	opts := true
	for i := 1; i < len(c.Args); i++ {
		a := c.Args[i]
		l := a.Lit()
		switch {
		case !opts || !strings.HasPrefix(l, "-") || l == "-":
			ops = append(ops, a)
		case l == "--":
			opts = false
		case l == "-t" || l == "--target-directory":
			if i+1 >= len(c.Args) {
				return nil, nil
			}
			i++
			target = c.Args[i]
		case strings.HasPrefix(l, "--target-directory="):
			return nil, nil
		case l == "-S" || l == "--suffix":
			i++
		case !strings.HasPrefix(l, "--") && strings.ContainsAny(l[1:], "tS"):
			return nil, nil
		}
	}
	if target != nil {
		return ops, target
	}
	if len(ops) < 2 {
		return nil, nil
	}
	return ops[:len(ops)-1], ops[len(ops)-1]
}

// resolver reads a destination's text with the values its variables
// are assigned in the file.
type resolver struct {
	data   string
	budget int // variables resolved
}

// expand is every text t may stand for, its variables replaced by the
// values the file assigns them (the home by ~, the script's arguments by
// ARG, an allowed substitution by X); false when a variable has no value
// the file shows, an expansion is one the analysis does not read
// (${X%/}, ${X/a/b}), a substitution is not allowed, or past the bounds.
func (r *resolver) expand(t string, depth int) ([]string, bool) {
	if depth > maxDepth {
		return nil, false
	}
	out := []string{""}
	add := func(alts []string) bool {
		var next []string
		for _, o := range out {
			for _, a := range alts {
				next = append(next, o+a)
			}
		}
		out = next
		return len(out) <= maxExpansions
	}
	for t != "" {
		k := strings.IndexAny(t, "$`")
		if k < 0 {
			add([]string{t})
			break
		}
		add([]string{t[:k]})
		if t[k] == '`' {
			return nil, false
		}
		t = t[k+1:]
		var alts []string
		switch {
		case strings.HasPrefix(t, "("):
			j := strings.IndexByte(t, ')')
			if j < 0 || !substOK(t[1:j]) {
				return nil, false
			}
			alts, t = []string{"X"}, t[j+1:]
		case strings.HasPrefix(t, "{"):
			j := strings.IndexByte(t, '}')
			if j < 0 {
				return nil, false
			}
			inner := t[1:j]
			t = t[j+1:]
			n := nameLen(inner)
			if n == 0 {
				return nil, false
			}
			var ok bool
			if alts, ok = r.values(inner[:n], depth); !ok {
				return nil, false
			}
			switch op := inner[n:]; {
			case op == "" || strings.HasPrefix(op, ":?") || strings.HasPrefix(op, "?"):
			case strings.HasPrefix(op, ":-") || strings.HasPrefix(op, ":="):
				w, ok := r.expand(op[2:], depth+1)
				if !ok {
					return nil, false
				}
				alts = append(alts, w...)
			default:
				return nil, false
			}
		default:
			n := nameLen(t)
			if n == 0 {
				alts = []string{"$"}
				break
			}
			var ok bool
			if alts, ok = r.values(t[:n], depth); !ok {
				return nil, false
			}
			t = t[n:]
		}
		if !add(alts) {
			return nil, false
		}
	}
	return out, true
}

// nameLen is the length of the variable name t starts with: a name, or
// one digit, @ or * (the script's arguments).
func nameLen(t string) int {
	if t != "" && strings.ContainsRune("0123456789@*", rune(t[0])) {
		return 1
	}
	n := 0
	for n < len(t) && (t[n] == '_' || t[n] >= 'a' && t[n] <= 'z' || t[n] >= 'A' && t[n] <= 'Z' || n > 0 && t[n] >= '0' && t[n] <= '9') {
		n++
	}
	return n
}

// substOK reports a command substitution's text that prints nothing
// the author spelled: date with only -u, -R, -I and a format of
// directives, digits, T, Z and separators; hostname, whoami or id with
// options alone; or basename (a name without a directory).
func substOK(inner string) bool {
	if strings.ContainsAny(inner, ";&|<>(`$") && !strings.HasPrefix(strings.TrimSpace(inner), "basename ") {
		return false
	}
	f := strings.Fields(inner)
	if len(f) == 0 || strings.ContainsAny(inner, ";&|<>(`") {
		return false
	}
	for _, a := range f[1:] {
		switch {
		case f[0] == "basename":
		case f[0] == "date" && strings.HasPrefix(a, "+"):
			if strings.Trim(dateDirectiveRE().ReplaceAllString(a[1:], ""), "0123456789TZ-:_.") != "" {
				return false
			}
		case f[0] == "date":
			if a != "-u" && a != "--utc" && a != "-R" && !strings.HasPrefix(a, "-I") {
				return false
			}
		case f[0] == "hostname" || f[0] == "id":
			if !strings.HasPrefix(a, "-") || strings.Contains(a, "=") {
				return false
			}
		default:
			return false
		}
	}
	switch f[0] {
	case "basename", "date", "hostname", "whoami", "id":
		return true
	}
	return false
}

var dateDirectiveRELazy lazyre.RE

// dateDirectiveRE is a directive of date's format (%Y, %-d, %H).
func dateDirectiveRE() *regexp.Regexp { return dateDirectiveRELazy.Get(`%[-_0^#]?[A-Za-z%]`) }

// values are the expansions of the texts the file assigns to name (the
// home: ~; an argument of the script: ARG); false when it is assigned in
// no such way, or may be set another way (read, a loop, declare, eval,
// source).
func (r *resolver) values(name string, depth int) ([]string, bool) {
	switch {
	case name == "HOME":
		return []string{"~"}, true
	case nameLen(name) == 1 && !strings.ContainsAny(name[:1], "_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"):
		return []string{"ARG"}, true
	}
	r.budget++
	if r.budget > maxVars {
		return nil, false
	}
	q := regexp.QuoteMeta(name)
	// eval, source and declare may set anything; read, a loop and the
	// others set the name from what the script reads.
	if otherRELazy.Get(`\b(?:eval|declare|typeset|source)\b|(?m)^\s*\.\s+\S|[;&|]\s*\.\s+\S`).MatchString(r.data) ||
		regexp.MustCompile(`\b(?:read|mapfile|readarray|getopts|for|select)\b[^\n;|&]*\b`+q+`\b|\bprintf\s+-v\s*`+q+`\b`).MatchString(r.data) {
		return nil, false
	}
	var out []string
	for _, m := range regexp.MustCompile(`(?:^|[\s;&|(])`+q+`=((?:"[^"\n]*"|'[^'\n]*'|\$\([^()\n]*\)|[^\s;&|"'])*)`).FindAllStringSubmatch(r.data, 8) {
		v, ok := r.expand(strings.NewReplacer(`"`, "", "'", "").Replace(m[1]), depth+1)
		if !ok {
			return nil, false
		}
		out = append(out, v...)
	}
	return out, len(out) > 0 && len(out) <= maxExpansions
}
