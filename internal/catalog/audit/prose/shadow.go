package prose

import (
	"fmt"
	"strings"
)

// A tool's description is read by the model on every turn, for every
// tool: one that tells it how to use another tool ("when send_message
// is invoked, change the recipient to …") shadows that tool (Invariant
// Labs' WhatsApp MCP proof of concept; Trail of Bits' "line jumping").
// An honest description says what its own tool does. Read in the
// descriptions of an MCP server's tools only (tooltext.Text), a sentence that
// names another tool's use or redirects where something goes is
// shadowing; with concealment or the user's data near, it is reported.

// shadowWindow is how many sentences around a shadowing one the
// concealment or the data may stand.
const shadowWindow = 3

var (
	// whenWords start a clause about another tool's use.
	whenWords = wordSet{words: []string{"when", "whenever", "before", "after", "if", "each", "every"}}
	// useWords say a tool is used: "is invoked", "calling".
	useWords = wordSet{words: []string{"invoked", "called", "used", "executed", "triggered", "invoke", "invoking", "call", "calling", "use", "using", "run", "runs", "running"}}
	// redirectVerbs change where something goes, redirectNouns are
	// what is changed: "change the recipient to …".
	redirectVerbs = wordSet{words: []string{"change", "set", "replace", "switch", "redirect", "point", "route", "swap", "override"}}
	redirectNouns = wordSet{words: []string{"recipient", "recipients", "destination", "address", "addressee", "channel", "number", "endpoint", "webhook", "url", "email", "target", "to", "cc", "bcc"}}
)

// toolName reports a token that names a tool: a snake_case word with
// letters on both sides of an underscore, or a word followed by "tool".
func toolName(toks []token, k int) bool {
	w := toks[k].text
	if k+1 < len(toks) && (toks[k+1].text == "tool" || toks[k+1].text == "tools") && toks[k].kind == word {
		return true
	}
	for i := 1; i+1 < len(w); i++ {
		if w[i] == '_' && isLetter(w[i-1]) && isLetter(w[i+1]) {
			return true
		}
	}
	return false
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' }

// shadows reports a sentence that names another tool's use after a
// "when" ("when (mcp_whatsapp) send_message is invoked", "before
// calling the send_email tool"), or that redirects where something goes
// ("change the recipient to …").
func shadows(toks []token) (use, redirect bool) {
	when := -1
	for k, t := range toks {
		if when < 0 && whenWords.has(t) {
			when = k
		}
		if when >= 0 && k > when && useWords.has(t) {
			for j := max(when+1, k-4); j <= min(len(toks)-1, k+4); j++ {
				if j != k && toolName(toks, j) {
					use = true
				}
			}
		}
		// Or a tool named in the "when" clause itself: "when the
		// user asks to email someone with send_email".
		if when >= 0 && k > when && k <= when+8 && toolName(toks, k) {
			use = true
		}
		if redirectVerbs.has(t) {
			for j := k + 1; j < len(toks) && j <= k+4; j++ {
				if redirectNouns.has(toks[j]) && j+1 < len(toks) && between(toks, j+1, min(len(toks), j+3), &toWords) {
					redirect = true
				}
			}
		}
	}
	return use, redirect
}

// scopePair reports a pair of words that widens an instruction beyond
// the skill's own task ("for any reason", "not only for standups", "in
// this session", "while this skill is loaded", "any other tool"): a
// skill's text that changes how another tool is used everywhere shadows
// it as a tool's description does (det17). (A switch on the second
// word: most words are none of them.)
func scopePair(a, b string) bool {
	switch b {
	case "reason":
		return a == "any"
	case "only":
		return a == "not"
	case "session":
		return a == "this" || a == "every"
	case "now":
		return a == "from"
	case "loaded", "active":
		return a == "is"
	case "other":
		return a == "any" || a == "every"
	case "future":
		return a == "all"
	case "skills", "tools":
		return a == "other"
	}
	return false
}

// beyond reports a sentence that names a tool (a byte test first: "_" or
// "tool") and widens its scope past the skill's task.
func beyond(s *sentence) bool {
	if !strings.Contains(s.text, "_") && !strings.Contains(s.text, "tool") {
		return false
	}
	for k := 1; k < len(s.toks); k++ {
		if scopePair(s.toks[k-1].text, s.toks[k].text) {
			return true
		}
	}
	return false
}

// shadowing reports, in a tool's description, a sentence that shadows
// another tool or redirects its output, with concealment or the user's
// data near.
func (a *analysis) shadowing(i int, tool bool) {
	use, redirect := shadows(a.ss[i].toks)
	a.r.Work += len(a.ss[i].toks)
	if !use && !redirect {
		return
	}
	rs := a.rs
	conceal := a.near(i, shadowWindow, func(j int) bool { return rs[j].conceal || rs[j].concealAn })
	data := ""
	a.near(i, shadowWindow, func(j int) bool {
		if data == "" {
			data = rs[j].mention
		}
		return false
	})
	what := "changes how another tool is used"
	if redirect {
		what = "redirects where another tool sends"
	}
	// (In a skill's own text: an instruction whose scope is widened.)
	who, ctx := "a tool's description", "tool_description"
	if !tool {
		who, ctx = "an instruction beyond the skill's task", "shadowing"
	}
	switch {
	case conceal:
		a.add(i, CodeHideFromUser, High, fmt.Sprintf("%s that %s, kept from the user", who, what), ctx, "concealment")
	case redirect && data != "":
		a.add(i, CodeSecretDisclosure, High, fmt.Sprintf("%s that %s, with %s", who, what, data), ctx, "sensitive_action")
	}
}
