package shellcmd

import (
	"regexp"
	"strings"
	"sync"
)

// foldRegexps are the regular expressions of this file, built once on first use.
type foldRegexps struct {
	// foldAssignRE is one assignment of a statement of a script line:
	// NAME=VALUE, the value a double- or single-quoted string or a word.
	foldAssignRE *regexp.Regexp
	// foldRefRE is a variable's use: $NAME or ${NAME}, not escaped.
	foldRefRE *regexp.Regexp
	// positionalRE is a script's argument, with a default or an error
	// message: $1, ${2}, ${1:?database}, ${2:-/var/backups}.
	positionalRE *regexp.Regexp
}

var foldRE = sync.OnceValue(func() *foldRegexps {
	return &foldRegexps{
		foldAssignRE: regexp.MustCompile(`(?:^|;)\s*(?:local\s+|readonly\s+)?([A-Za-z_][A-Za-z0-9_]*)=("(?:[^"\\]|\\.)*"|'[^']*'|[^\s;"'` + "`" + `]*)`),
		foldRefRE:    regexp.MustCompile(`(^|[^\\])\$(?:([A-Za-z_][A-Za-z0-9_]*)|\{([A-Za-z_][A-Za-z0-9_]*)\})`),
		positionalRE: regexp.MustCompile(`^"?\$(?:[1-9]|\{[1-9](?::?[-?][^}$` + "`" + `]*)?\})"?$`),
	}
})

// maxFoldLines bounds the lines of a script read for assignments.
const maxFoldLines = 2000

// LocalCommandFolded is LocalCommandIn for a line of the script data
// whose persisted text is held in variables the script assigns once
// (`line="30 2 * * * pg_dump -Fc $db > $dir/…"`, then `echo "$line" |
// crontab -`): each variable assigned exactly once, at the start of a
// statement, to a quoted string or a word is replaced by its value, and
// one assigned the script's argument ($1, ${2:?dir}) by a path word
// (/arg): what the user passes is an argument of the installed program,
// never the program (a path is not an installed program by name).
// Anything else — a substitution, a variable assigned twice or not at
// all — is left as written, which LocalCommandIn does not accept.
// Bounded: the first maxFoldLines lines, three rounds, 8 KiB of text.
func LocalCommandFolded(s string, data []byte, files []File) bool {
	if !strings.Contains(s, "$") {
		return false
	}
	vals := map[string]string{}
	seen := map[string]int{}
	n, tag := 0, ""
	for l := range strings.Lines(string(data)) {
		if n++; n > maxFoldLines {
			break
		}
		l = strings.TrimSpace(l)
		if tag != "" { // a here-document's body is text, not the script's statements
			if l == tag {
				tag = ""
			}
			continue
		}
		if hm := heredocRE().FindStringSubmatch(l); hm != nil {
			tag = hm[1] + hm[2] + hm[3]
		}
		for _, ix := range foldRE().foldAssignRE.FindAllStringSubmatchIndex(l, 16) {
			name, v := l[ix[2]:ix[3]], l[ix[4]:ix[5]]
			seen[name]++
			// The value ends the statement: a command after it
			// (`NAME=v cmd`) sets it for that command only.
			if rest := strings.TrimLeft(l[ix[1]:], " \t"); rest != "" && rest[0] != ';' && rest[0] != '#' {
				continue
			}
			switch {
			case foldRE().positionalRE.MatchString(v):
				v = "/arg"
			case strings.HasPrefix(v, `"`):
				v = v[1 : len(v)-1]
			case strings.HasPrefix(v, "'"):
				v = v[1 : len(v)-1]
				if strings.ContainsAny(v, "$`\"\\") {
					continue
				}
			case strings.ContainsAny(v, "$`\\"):
				continue
			}
			vals[name] = v
		}
	}
	text := s
	for round := 0; round < 3; round++ {
		changed := false
		text = foldRE().foldRefRE.ReplaceAllStringFunc(text, func(ref string) string {
			m := foldRE().foldRefRE.FindStringSubmatch(ref)
			name := m[2] + m[3]
			v, ok := vals[name]
			if !ok || seen[name] != 1 {
				return ref
			}
			changed = true
			return m[1] + v
		})
		if !changed || len(text) > 8192 {
			break
		}
	}
	return text != s && len(text) <= 8192 && LocalCommandIn(text, files)
}
