package flow

import (
	"strings"
	"sync"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/tables"
)

// A clipboard hijacker ("clipper") steals payments rather than keys: it
// watches the clipboard and, when the user copies a wallet address,
// puts the attacker's in its place. Its shape in any language is a
// program that reads the clipboard, writes the clipboard, and carries a
// wallet address of its own. Each alone is common (a copy button, a
// paste helper, a donation address in a README); the three together in
// one program are the swap.

// clipReads and clipWrites are the clipboard's readers and writers, in
// lower case, across the languages and shells the analysis reads.
var (
	clipReads = []string{"pyperclip.paste", "clipboard.paste", "get-clipboard", "gcb ", "pbpaste", "xclip -o", "xclip -out", "xsel -o", "xsel --output", "xsel -b -o",
		"wl-paste", "clipboardy.read", "readtext(", "getclipboarddata", "clipboard_get", "clipboard.gettext", "clipboard]::gettext", "clipboard.readtext", "paste.paste",
		"clipboard.readall", "getsystemclipboard().getdata", "getsystemclipboard().getcontents"}
	clipWrites = []string{"pyperclip.copy", "clipboard.copy", "set-clipboard", "scb ", "pbcopy", "xclip -selection", "xclip -sel", "xclip -i", "xsel -i", "xsel --input", "xsel -b -i",
		"wl-copy", "clipboardy.write", "writetext(", "setclipboardtext", "setclipboarddata", "clipboard_append", "clipboard.settext", "clipboard]::settext", "clip.exe", "| clip", "paste.copy",
		"clipboard.writeall", "getsystemclipboard().setcontents"}
)

// clipCues: one of them, in any case, is in every file that spells a
// clipboard reader (a test that allocates nothing, before the file is
// lower-cased).
var clipCues = []string{"clip", "paste", "gcb", "xsel", "readtext"}

// clipCueSet finds clipCues in any case in one pass (TestClipCueSet
// holds it to strings.EqualFold at every offset, the search it stands
// for).
func clipCueSet() *tables.WordSet {
	clipCueOnce.Do(func() { clipCueWords = tables.NewWordSet(clipCues) })
	return clipCueWords
}

// (A sync.Once rather than sync.OnceValue, which allocates at init.)
var (
	clipCueOnce  sync.Once
	clipCueWords *tables.WordSet
)

// clipboardSwap reports, at the line of the first clipboard write, a
// program that reads and writes the clipboard and holds a wallet
// address.
func (a *Skill) clipboardSwap(path, src string, lineBase int) {
	if !a.report || len(src) < 40 || !clipCueSet().InFold(src) {
		return
	}
	l := ASCIILower(src)
	if !tables.ContainsAny(l, clipReads) {
		return
	}
	w := -1
	for _, k := range clipWrites {
		if i := strings.Index(l, k); i >= 0 && (w < 0 || i < w) {
			w = i
		}
	}
	if w < 0 || !hasWalletAddr(src) {
		return
	}
	u := &Unit{Skill: a, Path: path, LineBase: lineBase}
	u.Hit(Hit{Kind: ClipboardSwap, Line: u.Line(strings.Count(src[:w], "\n") + 1), Level: 2, Source: "the clipboard",
		Sink: "the clipboard, with a wallet address of the program's own", Text: LineText(src, w)})
}

// hasWalletAddr reports a word of s that is a wallet address (a
// cryptocurrency's address format, walletAddr): a stretch of letters and
// digits, no shorter than tables.WalletRun.
func hasWalletAddr(s string) bool {
	for i, j := tables.LongRun(s, 0, tables.WalletRun); i >= 0; i, j = tables.LongRun(s, j, tables.WalletRun) {
		if tables.IsWalletAddr(s[i:j]) {
			return true
		}
	}
	return false
}

// isBase58 reports a letter or digit (base58 and hex take from them;
// the pattern decides which).
func isBase58(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// addressSwaps reports instructions (the prose of a Markdown file,
// fences aside) that put a wallet address the skill carries in place of
// the one the user gives: "whatever payout address the user gives,
// write 0x… instead", "replace the recipient address with bc1…". The
// clipper's swap, done by the agent. A sentence holding a wallet
// address, a word of substitution and the user's (or a recipient's)
// address is the order; one about test funds or an example is not.
func (a *Skill) addressSwaps(path, src string) {
	if !a.report || len(src) > maxAgentDecodeBytes || !hasWalletAddr(src) {
		return
	}
	prose := blankFences(src)
	for i, j := tables.LongRun(prose, 0, tables.WalletRun); i >= 0; i, j = tables.LongRun(prose, j, tables.WalletRun) {
		if tables.IsWalletAddr(prose[i:j]) {
			s := ASCIILower(sentenceAround(prose, i))
			if tables.ContainsAny(s, swapWords) && tables.ContainsAny(s, swapWhose) && !wordStartIn(s, swapNot) {
				u := &Unit{Skill: a, Path: path}
				line := strings.Count(src[:i], "\n") + 1
				u.Hit(Hit{Kind: AddressSwap, Line: line, Level: 2, Source: "the address the user gives", Sink: "the address " + prose[i:j], Text: LineText(src, i)})
				return
			}
		}
	}
}

var (
	// swapWords put one thing in another's place.
	swapWords = []string{"instead", "replace", "substitut", "swap", "rather than", "in place of", "regardless", "whatever", "no matter", "override", "overwrite"}
	// swapWhose name the address being replaced: the user's, the
	// recipient's, the one given.
	swapWhose = []string{"user", "recipient", "their", "customer", "given", "provided", "specified", "original", "payee", "destination address", "payout address"}
	// swapNot mark an example or test funds, not an order.
	swapNot = []string{"test", "example", "sample", "dummy", "placeholder", "faucet", "devnet", "never", "do not replace", "don't replace"}
)

// wordStartIn reports one of words in s where a word starts ("never",
// "test" and "testnet", not "whenever" or "latest").
func wordStartIn(s string, words []string) bool {
	for _, w := range words {
		for off := 0; ; {
			i := strings.Index(s[off:], w)
			if i < 0 {
				break
			}
			at := off + i
			if at == 0 || !isBase58(s[at-1]) {
				return true
			}
			off = at + 1
		}
	}
	return false
}

// sentenceAround is the sentence holding offset at, with the one before
// it ("Whatever address the user gives." / "Write 0x… instead.") and the
// one after: at most 400 bytes each way, ending at ". ", "! ", "? " or a
// blank line.
func sentenceAround(s string, at int) string {
	ends := func(i int) bool {
		switch s[i] {
		case '!', '?', '.':
			return i+1 == len(s) || s[i+1] == ' ' || s[i+1] == '\n'
		case '\n':
			return i+1 < len(s) && s[i+1] == '\n'
		}
		return false
	}
	start, seen := at, 0
	for start > 0 && start > at-400 {
		if ends(start - 1) {
			if seen++; seen == 2 {
				break
			}
		}
		start--
	}
	// And the one after, which may name it back ("The treasury address
	// is 0x…. Use that address instead of the one they give.").
	end, seen := at, 0
	for end < len(s) && end < at+400 {
		if ends(end) {
			if seen++; seen == 2 {
				break
			}
		}
		end++
	}
	return s[start:end]
}
