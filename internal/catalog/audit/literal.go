package audit

import (
	"bytes"
	"regexp"
	"strings"
	"sync"

	"github.com/skillpin/skillpin/internal/catalog/audit/codeliteral"
	"github.com/skillpin/skillpin/internal/catalog/audit/hosts"
)

// Two contexts read what a match is in code, from the code's own syntax,
// never from what the skill says about itself:
//
//   - comment: the match is in a line comment of code (a script, or a
//     fenced code block of a Markdown document). Nothing runs it.
//   - data_literal: the match is in string literals that are data, not a
//     command: a regular expression (by its syntax: \s*, (?i), \., [^…]),
//     or items of a list of string literals (a scanner's indicators, a
//     table of hosts or paths), which no shell or interpreter runs as
//     written.
//
// Both lower a high finding of a rule about what code does to medium:
// shown, not failing, and no capability is inferred from it. A critical
// one (a paste host the line sends to, a hidden payload) stays critical,
// and the analyses (script flows, instructions by role) are not lowered
// at all: a comment or a literal that is later run, decoded or sent is
// theirs to find.

// codeFamilies are the rule families about what code does. The others
// (instructions to the model, hidden text, look-alike names) find text
// the agent reads, which a comment or a string literal can carry as well
// as prose.
func codeFamily(family string) bool {
	switch family {
	case "injection", "hidden", "names":
		return false
	}
	return true
}

// inCode reports whether the match is in code: a file that is not
// Markdown, or a fenced code block of a Markdown file.
func (m *match) inCode() bool {
	if !m.fc.markdown {
		return true
	}
	m.fc.computeRanges()
	return within(m.fc.fences, m.start)
}

// inComment reports whether the match is in a line comment of code: the
// text before it on its line opens a comment (codeliteral.Comment). A
// Markdown heading outside a fence is not a comment.
func (m *match) inComment() bool {
	if !m.inCode() {
		return false
	}
	_, ls, _ := m.fc.line(m.start)
	if m.start-ls > codeliteral.MaxLine {
		return false
	}
	return codeliteral.Comment(string(m.fc.data[ls:m.start]))
}

// dataLiteral reports whether the match lies in string literals of code
// that are data rather than a command (codeliteral.Data).
func (m *match) dataLiteral() bool {
	if !m.inCode() {
		return false
	}
	n, ls, le := m.fc.line(m.start)
	ls, _ = lineWindow(ls, le, m.start, m.end)
	return codeliteral.Data(m.lineText, m.start-ls, m.end-ls, m.neighbourLines(n))
}

// neighbourLines are the lines above and below line n (1-based) no
// longer than codeliteral.MaxLine: a lone item continues a list on one.
func (m *match) neighbourLines(n int) []string {
	fc := m.fc
	fc.line(0)
	var out []string
	for _, k := range []int{n - 2, n} { // 0-based indexes of the lines above and below
		if k < 0 || k >= len(fc.lineStarts) {
			continue
		}
		s := fc.lineStarts[k]
		e := len(fc.data)
		if k+1 < len(fc.lineStarts) {
			e = fc.lineStarts[k+1] - 1
		}
		if e-s > codeliteral.MaxLine {
			continue
		}
		out = append(out, string(fc.data[s:e]))
	}
	return out
}

// A paste, tunnel or webhook host is where data is dropped only at an
// address someone owns: a paste's path, a tunnel's or collaborator's
// subdomain, a bot's token, a webhook's id. Two contexts read whose
// address the match is, from its shape:
//
//   - service_name: the match is the service's bare name (pastebin.com,
//     webhook.site, interact.sh), with no path and no subdomain: a
//     service named, not anyone's drop.
//   - user_address: the part that owns the address follows the match as
//     a variable or a placeholder ($TOKEN, ${BOT_TOKEN}, <TOKEN>,
//     {bot_token}) that no line of the file sets to a literal: the user's
//     own bot or hook, configured outside the skill.

// serviceName reports a match that is a bare risky host (hosts.RiskyName, an
// optional www.), not followed by a path.
func (m *match) serviceName() bool {
	s := strings.ToLower(string(m.fc.data[m.start:m.end]))
	if i := strings.Index(s, "://"); i >= 0 {
		s = s[i+3:]
	}
	s = strings.TrimPrefix(s, "www.")
	if strings.Contains(s, "/") || !hosts.RiskyName(s) {
		return false
	}
	rest := m.fc.data[m.end:]
	return !(len(rest) > 1 && rest[0] == '/' && !isSpaceOrClose(rest[1]))
}

func isSpaceOrClose(c byte) bool {
	return strings.IndexByte(" \t\r\n)]}>`'\",;|", c) >= 0
}

// placeholderRE is what stands for the owning part of an address: a
// variable, a <SLOT>, a {field}, a format verb, or an ellipsis where a
// document elides it (webhook.site/...).
var placeholderRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(?:\$\{?([A-Za-z_]\w*)\}?|<([A-Za-z_][\w-]*)>|\{([A-Za-z_]\w*)\}|%s|%\(([A-Za-z_]\w*)\)s|(?:\.\.\.|…)(?:[\s"'\x60)]|$))`)
})

// userAddress reports an address whose owning part (what follows the
// match) is a variable or placeholder the file does not set to a
// literal.
func (m *match) userAddress() bool {
	rest := m.fc.data[m.end:min(len(m.fc.data), m.end+80)]
	// The owning part follows the path the pattern took (/bot,
	// /api/webhooks/) or a slash after the host.
	rest = bytes.TrimPrefix(rest, []byte("/"))
	sm := placeholderRE().FindSubmatch(rest)
	if sm == nil {
		return false
	}
	name := ""
	for _, g := range sm[1:] {
		if len(g) > 0 {
			name = string(g)
		}
	}
	if name == "" {
		return true // %s: filled in by the caller
	}
	return !m.fc.setsLiteral(name)
}

// setsLiteral reports whether a line of the file sets name to a literal
// that could be a token (twelve or more letters, digits, _ : -), once
// per name and file: the matches of a file share the answer.
func (fc *fileContext) setsLiteral(name string) bool {
	if v, ok := fc.literalSet[name]; ok {
		return v
	}
	set := regexp.MustCompile(`(?m)(?:^|[\s;{(,])(?:export\s+|let\s+|const\s+|var\s+)?` + regexp.QuoteMeta(name) + `\s*[:=]\s*["']?[A-Za-z0-9_:-]{12,}`)
	v := set.Match(fc.data)
	if fc.literalSet == nil {
		fc.literalSet = map[string]bool{}
	}
	fc.literalSet[name] = v
	return v
}

// placeholder reports a match that is a template's fill-in slot
// (codeliteral.Placeholder).
func (m *match) placeholder() bool {
	_, ls, le := m.fc.line(m.start)
	return codeliteral.Placeholder(m.fc.data[ls:le], m.start-ls, m.end-ls)
}
