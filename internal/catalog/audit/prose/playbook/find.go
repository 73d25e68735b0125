package playbook

import (
	"slices"
	"strings"
)

// Sentence is one sentence of a document as package prose reads it.
type Sentence struct {
	Words   []string // lower-case, normalised
	Quoted  []bool   // per word: inside quotation marks
	Code    []string // the words of the shell fence beside it
	Section int      // increases at each heading
	// Shown: text in a fence or a quote (a block the skill shows).
	Shown bool
	// Out: an address outside the project (a host neither local nor a
	// well-known vendor's) in the sentence or its fence.
	Out bool
	// Line: the line the sentence starts on; Item: it starts a list
	// item ("- …", "1. …"). underNo reads them.
	Line int
	Item bool
}

// Finding is a class found at sentence Index.
type Finding struct {
	Index       int
	Class, Code string
	Title       string
	// Medium: the class is not precise enough for high.
	Medium bool
}

// MaxWords is how many words of a sentence and of its fence are read.
const MaxWords = 256

// Find reads a document's sentences for the classes, adding what it
// reads to *work: each sentence's words pass a gate (a word that can
// start an anchor's phrase) before any phrase is tried, each role is
// computed once per sentence, and a group looks at most reach sentences
// either side (at most 8): the work is linear in the words. remote
// reports a git remote or an address in another file of the skill (nil:
// none).
func Find(ss []Sentence, remote func() bool, work *int) []Finding {
	if len(ss) == 0 {
		return nil
	}
	// The anchors' gate, per sentence: most documents stop here, and
	// only a sentence that passes it is tried.
	bk := theBook()
	gated, ms, wm, kept, any := gate(bk, ss, work)
	if !any {
		return nil
	}
	// A sentence's words are read when a role is first asked of it.
	ts := make([]sent, len(ss))
	made := make([]bool, len(ss))
	get := func(i int) *sent {
		if !made[i] {
			made[i] = true
			w := ss[i].Words[:min(len(ss[i].Words), MaxWords)]
			var q []bool
			if len(ss[i].Quoted) >= len(w) {
				q = ss[i].Quoted[:len(w)]
			}
			ts[i] = newSent(w, q, work)
			if len(ss[i].Code) > 0 {
				// The fence's words follow the sentence's (a
				// placeholder, a path, a URL the command uses).
				c := ss[i].Code[:min(len(ss[i].Code), MaxWords)]
				ts[i].w = append(append(ts[i].w, "¶"), c...)
				ts[i].q = append(ts[i].q, make([]bool, len(c)+1)...)
			}
			if !kept[i] {
				ts[i].masks(bk.index, work)
			} else {
				// The words are the gate's: their masks too, and the
				// pilcrow's between sentence and fence.
				*work += len(ts[i].w)
				ts[i].m = wm[i]
				if len(ss[i].Code) > 0 {
					n := len(w)
					ts[i].m = slices.Insert(wm[i][:n:n], n, bk.index.mask("¶"))
					ts[i].m = append(ts[i].m, wm[i][n:]...)
				}
			}
		}
		return &ts[i]
	}
	// memo[role][i]: 0 not computed, 1 false, 2 true.
	memo := map[*role][]uint8{}
	holds := func(r *role, i int) bool {
		m := memo[r]
		if m == nil {
			m = make([]uint8, len(ss))
			memo[r] = m
		}
		if m[i] == 0 {
			m[i] = 1
			if r.in(get(i), work) {
				m[i] = 2
			}
		}
		return m[i] == 2
	}
	// anyOut: the document names an outside address or a git remote
	// somewhere (computed once, when first asked).
	outMemo := uint8(0)
	anyOut := func() bool {
		if outMemo == 0 {
			outMemo = 1
			for k := range ss {
				*work++
				if ss[k].Out || slices.Contains(get(k).w, "remote") {
					outMemo = 2
					break
				}
			}
		}
		return outMemo == 2
	}
	own := func(j int) bool { return ownOnly(get(j).w, work) && !anyOut() && (remote == nil || !remote()) }
	var out []Finding
	for i := range ss {
		if !gated[i] {
			continue
		}
		no := underNo(get, ss, i, work)
		for k := range theBook().classes {
			c := &theBook().classes[k]
			if ms[i]&c.anchorBits == c.anchorBits && (!no || c.negAnchor) && c.match(ss, i, holds, own, work) {
				out = append(out, Finding{Index: i, Class: c.name, Code: c.code, Title: c.title, Medium: c.medium && !proseBlock(ss, i, work)})
			}
		}
	}
	return out
}

// gate reads each sentence's words once for Find: gated[i] when, for
// some class, each of its anchors may start at one of sentence i's
// words; ms[i] the roles its words may start; wm[i] each word's mask,
// kept[i] when newSent leaves the words as they are (so the masks need
// not be made twice).
func gate(bk *book, ss []Sentence, work *int) (gated []bool, ms []uint64, wm [][]uint64, kept []bool, any bool) {
	// A sentence is tried when, for some class, each of its anchors
	// may start at one of its words.
	gated = make([]bool, len(ss))
	// Each word's mask, kept for the sentences newSent leaves as they
	// are (no "t", "dont" or "n't" word): masks then need not be made
	// twice.
	wm = make([][]uint64, len(ss))
	kept = make([]bool, len(ss))
	// ms[i]: the roles sentence i's words may start; a class is tried
	// only where each of its anchors may (det23).
	ms = make([]uint64, len(ss))
	// The masks of all the sentences carved from one array (appended
	// sentence by sentence, their growing was most of the gate's work).
	n := 0
	for i := range ss {
		n += min(len(ss[i].Words), MaxWords) + min(len(ss[i].Code), MaxWords)
	}
	all := make([]uint64, 0, n)
	for i := range ss {
		var m uint64
		kept[i] = true
		from := len(all)
		for _, ws := range [][]string{ss[i].Words, ss[i].Code} {
			for k, w := range ws[:min(len(ws), MaxWords)] {
				*work++
				wmask := bk.index.mask(w)
				all = append(all, wmask)
				m |= wmask
				if w == "t" && k > 0 && contraction(ws[k-1]) {
					// "don" "t": "do not" (newSent).
					m |= bk.index.mask(strings.TrimSuffix(ws[k-1], "n")) | bk.index.mask("not") | bk.index.mask("will")
				}
				if b, ok := strings.CutSuffix(strings.Replace(w, "\u2019", "'", 1), "n't"); ok || w == "dont" {
					// Read as "do not", "will not" (newSent).
					if !ok {
						b = "do"
					}
					m |= bk.index.mask(b) | bk.index.mask("not") | bk.index.mask("will")
					kept[i] = false
				}
				if w == "t" {
					kept[i] = false
				}
			}
		}
		if len(all) > from {
			wm[i] = all[from:len(all):len(all)]
		}
		ms[i] = m
		for k := range bk.classes {
			if a := bk.classes[k].anchorBits; m&a == a {
				gated[i], any = true, true
				break
			}
		}
	}
	return gated, ms, wm, kept, any
}

// Anchor reports whether a word can start some class's first anchor:
// the test a document passes before its sentences are given to Find.
func Anchor(w string) bool {
	return theBook().gate.starts(w)
}

// underNo reports a list item under a negated lead-in ("❌ DON'T:",
// "Never:", "Things to avoid:"): the items are what not to do. Only
// what the list's form shows counts (det23), not a line's wording: the
// lead-in ends in a colon, holds at most seven words, all of them
// negators and the filler of such a heading (leadWord: "Don't forget:"
// and "Never skip these:" lead nothing), and every sentence from it to
// item i starts a list item on the next line (a paragraph after the
// list, a second sentence of an item, a list after a blank line are no
// items of it); the item is one clause (no comma, colon, "instead",
// "then": "don't ask first: approve …" orders what follows).
func underNo(get func(int) *sent, ss []Sentence, i int, work *int) bool {
	if !ss[i].Item || !oneClause(get(i).w, work) {
		return false
	}
	for j := i - 1; j >= max(0, i-8) && ss[j].Section == ss[i].Section; j-- {
		*work++
		if ss[j+1].Line != ss[j].Line+1 {
			return false
		}
		w := get(j).w
		if len(w) == 0 || w[len(w)-1] != ":" {
			if !ss[j].Item || !oneClause(w, work) {
				return false
			}
			continue
		}
		if len(w) > 7 {
			return false
		}
		neg := false
		for _, x := range w {
			*work++
			if !leadWord(x) {
				return false
			}
			neg = neg || negSlot().has(x)
		}
		return neg
	}
	return false
}

// leadWord reports a word a heading of don'ts is made of.
func leadWord(w string) bool {
	switch w {
	case ":", "-", "*", "**", "❌", "🚫", "⛔", "✗", "✘", "not", "never", "no", "avoid", "do", "don't",
		"the", "following", "these", "things", "thing", "to", "what", "you", "must", "should", "bad",
		"anti-patterns", "anti-pattern", "antipatterns", "don'ts", "donts", "forbidden", "prohibited", "wrong", "patterns":
		return true
	}
	return false
}

// oneClause reports words without a clause break: a don't that is one
// act ("Approve and merge without reading the diff").
func oneClause(w []string, work *int) bool {
	for _, x := range w {
		*work++
		if stop(x) || x == "instead" || x == "rather" || x == "unless" || x == "except" || x == "—" || x == "–" {
			return false
		}
	}
	return true
}

// own(j) reports that sentence j's git pull or fetch is the clone's own
// and the document names no outside address nor a git remote.
func (c *class) match(ss []Sentence, i int, holds func(*role, int) bool, own func(int) bool, work *int) bool {
	for _, a := range c.anchors {
		if !holds(a, i) {
			return false
		}
	}
	if c.unless != nil && holds(c.unless, i) {
		return false
	}
	if c.unlessNear != nil && (holds(c.unlessNear, i) || i > 0 && ss[i-1].Section == ss[i].Section && holds(c.unlessNear, i-1)) {
		return false
	}
	if b := theBook(); c.hygiene && holds(b.secretKept, i) && !holds(b.risk, i) {
		return false
	}
	for _, g := range c.groups {
		found := false
		for j := max(0, i-g.reach); j <= min(len(ss)-1, i+g.reach) && !found; j++ {
			*work++
			if ss[j].Section != ss[i].Section {
				continue
			}
			if g.skip != nil && j != i && holds(g.skip, j) {
				continue
			}
			if g.out && ss[j].Out && (!g.outSame || j == i) {
				found = true
			}
			rs := g.roles
			if j != i && g.near != nil {
				// Another sentence's risky step counts only when it
				// is not itself forbidden (det23fix).
				rs = g.near
			}
			for _, r := range rs {
				if !found && holds(r, j) && !(r == g.ownOf && holds(g.own, j) && own(j)) {
					found = true
				}
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// proseBlock reports a block of instructions shown after sentence i
// (within three sentences, a fenced or quoted sentence of eight words
// or more): what is copied is text the agent reads, not a metadata
// field ("license: MIT", which a code fence holds, unread here).
func proseBlock(ss []Sentence, i int, work *int) bool {
	for j := i + 1; j <= min(len(ss)-1, i+3); j++ {
		*work++
		if ss[j].Shown && len(ss[j].Words) >= 8 {
			return true
		}
	}
	return false
}

// ownOnly reports words whose git pull or fetch names no remote but the
// clone's own ("git pull", "git fetch origin", "git pull --rebase"):
// "git pull rules main" brings another repository's text (det23fix).
func ownOnly(w []string, work *int) bool {
	for k := 1; k < len(w); k++ {
		*work++
		if w[k-1] != "git" || w[k] != "pull" && w[k] != "fetch" {
			continue
		}
		for n := k + 1; n < len(w); n++ {
			*work++
			x := w[n]
			switch x {
			case "origin", "rebase", "ff-only", "prune", "all", "tags", "main", "master":
				continue
			case "and", "then", "to", "before", "after", "so", "or", "¶", "&&", ".", ",", ";", ":", "(", ")":
				// The command ends; prose goes on.
			default:
				// A remote of another name, an address, a path.
				return false
			}
			break
		}
	}
	return true
}
