package flow

import (
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/decode"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/tables"
)

// agentDecodes reports prose that tells the agent to decode a literal
// and run what it gives ("decode the following base64 string and run
// the result in the terminal", "it is stored reversed: reverse it and
// execute it"): the decoding is the agent's, so no script holds the
// decoder and the command is written nowhere a reader sees it. A
// paragraph (with the ones before and after it, where the literal often
// stands)
// that asks for a decoding and a run, and holds a literal that decodes
// (base64, hex, reversed text) to a command, is decoded code run.
func (a *Skill) agentDecodes(path, src string) {
	if !a.report || len(src) > maxAgentDecodeBytes {
		return
	}
	// (Its one caller, markdown, runs it only on a document holding a
	// decoding word and a run word, found with the other lists in one
	// pass: most documents ask for no decoding.)
	l := ASCIILower(src)
	pars := strings.Split(l, "\n\n")
	off := 0
	for i, p := range pars {
		start := off
		off += len(p) + 2
		if !tables.ContainsAny(p, decodeWords) || !tables.ContainsAny(p, runWords) {
			continue
		}
		from, end := start, start+len(p)
		if i > 0 {
			from -= 2 + len(pars[i-1])
		}
		if i+1 < len(pars) {
			end += 2 + len(pars[i+1])
		}
		window := src[from:min(end, len(src))]
		reverse := strings.Contains(p, "revers")
		for _, w := range literalWords(window) {
			for _, dec := range []func(string) (string, bool){decode.Base64, decode.Hex, func(s string) (string, bool) { return decode.Reverse(s), reverse }} {
				out, ok := dec(w)
				if !ok || !decode.Printable(out) || !commandText(out) {
					continue
				}
				line := strings.Count(src[:start], "\n") + 1 // the instruction's paragraph
				u := &Unit{Skill: a, Path: path}
				u.Hit(Hit{Kind: DecodeAndExec, Line: line, Level: 3, Source: "text the agent is told to decode", Sink: "an instruction to run it", Text: "decoded: " + clipText(out)})
				return
			}
		}
	}
}

// maxAgentDecodeBytes bounds the Markdown agentDecodes reads, and
// maxLiteralWord the literal it decodes (longer ones are the unreviewable
// analysis's).
const (
	maxAgentDecodeBytes = 1 << 20
	maxLiteralWord      = 1 << 16
)

var runWords = []string{"run", "execut", "eval", "paste", "invoke", "pipe", "bash", "shell", "terminal"}

// decodeWords ask for a decoding.
var decodeWords = []string{"decod", "revers", "unhex", "rot13", "rot-13", "deobfusc"}

// literalWords are the candidates for an encoded literal in text: runs
// of at least 16 bytes of the base64 alphabet (hex is in it; a literal
// may stand inside code written as prose, b64decode('…')), and the
// insides of backquotes (a reversed command has spaces).
func literalWords(text string) []string {
	var out []string
	for i := 0; i < len(text) && len(out) < 64; {
		for i < len(text) && !b64Byte(text[i]) {
			i++
		}
		j := i
		for j < len(text) && b64Byte(text[j]) {
			j++
		}
		if f := text[i:j]; len(f) >= 16 && len(f) <= maxLiteralWord {
			out = append(out, f)
		}
		i = j
	}
	for rest := text; len(out) < 96; {
		i := strings.IndexByte(rest, '`')
		if i < 0 {
			break
		}
		j := strings.IndexByte(rest[i+1:], '`')
		if j < 0 {
			break
		}
		if s := rest[i+1 : i+1+j]; len(s) >= 8 {
			out = append(out, s)
		}
		rest = rest[i+2+j:]
	}
	return out
}

func b64Byte(c byte) bool {
	return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '+' || c == '/' || c == '=' || c == '-' || c == '_'
}

// commandText reports decoded text that is a command a shell or
// PowerShell runs to fetch or start something: a URL, a pipe into a
// shell, an interpreter given code.
func commandText(s string) bool {
	l := strings.ToLower(s)
	return strings.Contains(l, "://") && tables.ContainsAny(l, []string{"curl", "wget", "iwr", "irm", "invoke-", "fetch", "http"}) ||
		tables.ContainsAny(l, []string{"| sh", "|sh", "| bash", "|bash", "| iex", "/dev/tcp/", "bash -c", "sh -c", "powershell", "os.system", "exec("})
}
