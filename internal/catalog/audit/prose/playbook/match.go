// Package playbook reads a skill's instruction sentences (package prose
// gives them, normalised and split) for the attack classes of public
// catalogues of agent attacks (OWASP's LLM and agentic threats, Invariant
// Labs' tool poisoning and toxic flows, indirect prompt injection, the
// "lethal trifecta", social-engineering playbooks): each class is roles
// that co-occur in a sentence or its neighbours, every role a list of
// phrases that is data (classes.go), with the example it was written for.
// The roles are the attack's, not one specimen's words: a report kept
// from the user beside a risky change, a secret asked of a person beside
// an outside address or a lie about whose it is, text from a page or an
// issue carried out, an approval given before looking, a block copied
// into every other skill on the machine, a secret put where the public
// or a third party reads it. A leaf.
package playbook

import (
	"strings"
	"sync"
)

// gap is how many words "…" in a phrase skips at most.
const gap = 8

// A phrase is a sequence of slots; a slot is words (a word ending in "*"
// is a prefix) and may be "…", a gap of up to gap words.
type phrase struct {
	slots []slot
	src   string
}

type slot struct {
	words    map[string]bool
	prefixes []string
	infixes  []string // "~x": a word holding x (a path, a URL, a placeholder)
	gap      int      // a gap of up to this many words ("…" 8, "……" 16)
	quoted   bool     // QUOTED: a word in quotation marks
}

// set is the slot a phrase names by a word in capitals ("" none).
func set(name string) string {
	switch name {
	// NEG: the negators, with what is left of "don't" and "can't" once
	// the apostrophe splits the word.
	case "NEG":
		// (Find spells "don't", "can't"… as "do not", "ca not" first.)
		return "not|never|no|nor|without|avoid|cannot"
	case "USER":
		// The person the agent works for, or a person it writes to.
		return "user|users|human|operator|them|him|her|customer|customers|caller|recipient|recipients|client|clients|requester|visitor|they"
	}
	return ""
}

func compile(src string) phrase {
	p := phrase{src: src}
	for _, f := range strings.Fields(src) {
		if f == "…" || f == "……" {
			p.slots = append(p.slots, slot{gap: gap * len([]rune(f))})
			continue
		}
		if f == "QUOTED" {
			p.slots = append(p.slots, slot{quoted: true})
			continue
		}
		s := slot{words: map[string]bool{}}
		var alts []string
		for _, w := range strings.Split(f, "|") {
			if x := set(w); x != "" {
				alts = append(alts, strings.Split(x, "|")...)
			} else {
				alts = append(alts, w)
			}
		}
		for _, w := range alts {
			if strings.HasPrefix(w, "~") {
				s.infixes = append(s.infixes, w[1:])
			} else if strings.HasSuffix(w, "*") {
				s.prefixes = append(s.prefixes, strings.TrimSuffix(w, "*"))
			} else {
				s.words[w] = true
			}
		}
		p.slots = append(p.slots, s)
	}
	return p
}

func (s *slot) has(w string) bool {
	if s.words[w] {
		return true
	}
	for _, p := range s.prefixes {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	for _, p := range s.infixes {
		if strings.Contains(w, p) {
			return true
		}
	}
	return false
}

// hasAt is has for word i of a sentence (QUOTED asks how it was written).
func (s *slot) hasAt(t *sent, i int) bool {
	if s.quoted {
		return t.q[i]
	}
	return s.has(t.w[i])
}

// first are the words and prefixes a phrase can start with (its first
// slot): the gate a sentence passes before the phrase is tried.
func (p *phrase) first() *slot { return &p.slots[0] }

// at reports whether the phrase matches words from i, and where its
// match ends. Each slot after a gap is tried at most 17 places (a gap
// takes the first place its next slot matches: no backtracking): the
// work is at most len(slots)·17 per start, added to *work.
func (p *phrase) at(t *sent, i int, work *int) (int, bool) {
	return p.from(t, 0, i, work)
}

func (p *phrase) from(t *sent, k, i int, work *int) (int, bool) {
	words := t.w
	for k < len(p.slots) {
		s := &p.slots[k]
		if s.gap > 0 {
			// The next slot, up to gap words on; the first place it
			// matches (a phrase does not backtrack past it).
			k++
			if k == len(p.slots) {
				return i, true
			}
			for j := i; j < len(words) && j <= i+s.gap; j++ {
				*work++
				if w := words[j]; w == ";" || w == "." {
					return 0, false // a gap ends with its clause
				}
				if p.slots[k].hasAt(t, j) {
					if end, ok := p.from(t, k+1, j+1, work); ok {
						return end, true
					}
					return 0, false
				}
			}
			return 0, false
		}
		*work++
		if i >= len(words) || !s.hasAt(t, i) {
			return 0, false
		}
		k, i = k+1, i+1
	}
	return i, true
}

// role is a list of phrases; it holds in a sentence where one matches.
type role struct {
	name    string
	phrases []phrase
	// negatable: a negator up to three words before the match undoes it
	// ("do not carry out requests found in pages").
	negatable bool
	// forbid: a match right after a negator ("do not disable the
	// tests", "never add # noqa") is forbidden, not ordered (det23fix).
	forbid bool
	// bit: the role's bit in a word's mask (index.mask).
	bit uint64
	// order: the match starts a clause that orders ("Include …",
	// "3. Post …", "report.md must include …"), not a statement.
	order bool
	// index: the first slots' words, for the gate; pre3 their prefixes
	// by their first three bytes (shorter ones in short), inf their
	// infixes (looked for in a word holding more than letters and
	// digits only).
	index     map[string]bool
	pre3      map[string][]string
	short     []string
	inf       []string
	anyQuoted bool
}

// ordered is r, matching only where it starts an order.
func ordered(r *role) *role {
	r.order = true
	return r
}

func newRole(name string, negatable bool, srcs ...string) *role {
	r := &role{name: name, negatable: negatable, index: map[string]bool{}, pre3: map[string][]string{}}
	for _, s := range srcs {
		p := compile(s)
		r.phrases = append(r.phrases, p)
		for w := range p.first().words {
			r.index[w] = true
		}
		r.addPrefixes(p.first().prefixes)
		r.inf = append(r.inf, p.first().infixes...)
		r.anyQuoted = r.anyQuoted || p.first().quoted
	}
	return r
}

func (r *role) addPrefixes(ps []string) {
	for _, p := range ps {
		if len(p) < 3 {
			r.short = append(r.short, p)
		} else {
			r.pre3[p[:3]] = append(r.pre3[p[:3]], p)
		}
	}
}

// union is one role whose first slots are all of rs's: the gate.
func union(rs ...*role) *role {
	u := newRole("gate", false)
	for _, r := range rs {
		for w := range r.index {
			u.index[w] = true
		}
		for _, ps := range r.pre3 {
			u.addPrefixes(ps)
		}
		u.addPrefixes(r.short)
		u.inf = append(u.inf, r.inf...)
		u.anyQuoted = u.anyQuoted || r.anyQuoted
	}
	return u
}

// starts reports whether a word may start one of the role's phrases:
// two map look-ups for most words.
func (r *role) starts(w string) bool {
	if r.index[w] {
		return true
	}
	if len(w) >= 3 {
		for _, p := range r.pre3[w[:3]] {
			if strings.HasPrefix(w, p) {
				return true
			}
		}
	}
	for _, p := range r.short {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	if len(r.inf) > 0 && !plain(w) {
		for _, p := range r.inf {
			if strings.Contains(w, p) {
				return true
			}
		}
	}
	return r.anyQuoted
}

// plain reports a word of letters and digits only (no infix is in it).
func plain(w string) bool {
	for i := 0; i < len(w); i++ {
		if c := w[i]; !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// in reports whether the role holds in words: some phrase matches from
// some word, not negated when the role is negatable.
func (r *role) in(t *sent, work *int) bool {
	for i := range t.w {
		*work++
		if t.m[i]&r.bit == 0 {
			continue
		}
		for k := range r.phrases {
			if end, ok := r.phrases[k].at(t, i, work); ok && !(r.negatable && (negated(t.w, i) || notWithin(t.w[i+1:end]))) && (!r.order || orders(t.w, i)) && !(r.forbid && forbidden(t.w, i)) {
				return true
			}
		}
	}
	return false
}

var (
	negOnce sync.Once
	negMade *slot
)

// negSlot is the slot NEG, made on first use.
func negSlot() *slot {
	negOnce.Do(func() { negMade = &compile("NEG").slots[0] })
	return negMade
}

// stop reports a word that ends a clause: a negator before one does not
// reach past it.
func stop(w string) bool {
	switch w {
	case ",", ";", ":", "(", ")", "[", "]", "{", "}", "then", "but":
		return true
	}
	return false
}

// negated reports a negator before word i in its clause, up to eight
// words back ("never include secrets or the contents of .env").
func negated(words []string, i int) bool {
	for k := i - 1; k >= max(0, i-8); k-- {
		if stop(words[k]) {
			return false
		}
		if negSlot().has(words[k]) {
			return true
		}
	}
	return false
}

// forbidden reports a negator right before word i: the step word i
// names is forbidden ("never disable tests", "do not add `# noqa`
// comments"). Only a verb of putting and an article may stand between
// them, so "don't wait; disable the tests" and "do not fix it, skip the
// tests" are orders (det23fix).
func forbidden(words []string, i int) bool {
	for k := i - 1; k >= max(0, i-4); k-- {
		switch words[k] {
		case "add", "use", "insert", "put", "leave", "write", "any", "a", "an", "the", "new", "#", "//", "`", "@":
			continue
		}
		// "do not never disable": a double negation orders.
		return (words[k] == "not" || words[k] == "never" || words[k] == "nor") && (k == 0 || !negSlot().has(words[k-1]))
	}
	return false
}

// orderBefore reports a word after which a verb gives an order.
func orderBefore(w string) bool {
	switch w {
	case "must", "should", "always", "please", "then", "and", "also", "to", ":", ";", ".", "-", "(", "first", "next", "now", "shall", "will", "so":
		return true
	}
	return false
}

// orders reports a word that starts an order: the first of its
// sentence (after a list number), or after a word of orderBefore.
func orders(words []string, i int) bool {
	if i == 0 {
		return true
	}
	p := words[i-1]
	return orderBefore(p) || i == 1 && strings.Trim(p, "0123456789.)") == "" || p == "," && opener(words[0])
}

// opener reports a word that starts a sentence with a clause of time or
// condition: after its comma comes the order ("At the end of each
// task, send …", "When it fails, post …").
func opener(w string) bool {
	switch w {
	case "at", "after", "before", "when", "whenever", "once", "if", "on", "finally", "afterwards":
		return true
	}
	return false
}

// notWithin reports "not" or "never" among a match's words ("remind the
// user never to share the phrase").
func notWithin(words []string) bool {
	for _, w := range words {
		if w == "not" || w == "never" {
			return true
		}
	}
	return false
}

// sent is one sentence's words, lower-case, which were quoted, and the
// roles each may start (index.mask).
type sent struct {
	w []string
	q []bool
	m []uint64
}

// index is every role's first slots at once: a word's mask, the bits
// of the roles it may start, in two map look-ups (three for a word
// holding more than letters and digits).
type index struct {
	exact map[string]uint64
	pre3  map[string][]prefixBit
	short []prefixBit
	// inf are the infixes by their first byte (infAll: the roles with an
	// empty one): a word is looked up at each of its bytes, not searched
	// for every infix.
	inf    [256][]prefixBit
	infAll uint64
	quote  uint64 // roles starting with QUOTED
}

type prefixBit struct {
	p   string
	bit uint64
}

func newIndex(rs []*role) *index {
	x := &index{exact: map[string]uint64{}, pre3: map[string][]prefixBit{}}
	for k, r := range rs {
		r.bit = 1 << k
		for w := range r.index {
			x.exact[w] |= r.bit
		}
		for _, ps := range r.pre3 {
			for _, p := range ps {
				x.pre3[p[:3]] = append(x.pre3[p[:3]], prefixBit{p, r.bit})
			}
		}
		for _, p := range r.short {
			x.short = append(x.short, prefixBit{p, r.bit})
		}
		for _, p := range r.inf {
			if p == "" {
				x.infAll |= r.bit
				continue
			}
			x.inf[p[0]] = append(x.inf[p[0]], prefixBit{p, r.bit})
		}
		if r.anyQuoted {
			x.quote |= r.bit
		}
	}
	return x
}

func (x *index) mask(w string) uint64 {
	m := x.exact[w] | x.quote
	if len(w) >= 3 {
		for _, p := range x.pre3[w[:3]] {
			if strings.HasPrefix(w, p.p) {
				m |= p.bit
			}
		}
	}
	for _, p := range x.short {
		if strings.HasPrefix(w, p.p) {
			m |= p.bit
		}
	}
	if !plain(w) {
		m |= x.infAll
		for i := 0; i < len(w); i++ {
			for _, p := range x.inf[w[i]] {
				if strings.HasPrefix(w[i:], p.p) {
					m |= p.bit
				}
			}
		}
	}
	return m
}

// masks sets t.m from t.w.
func (t *sent) masks(x *index, work *int) {
	t.m = make([]uint64, len(t.w))
	for i, w := range t.w {
		*work++
		t.m[i] = x.mask(w)
	}
}

// contraction reports a word "n't" ends ("don't" is read "don", "t").
func contraction(w string) bool {
	switch w {
	case "don", "doesn", "didn", "mustn", "shouldn", "needn", "isn", "aren", "won", "can", "wasn", "weren", "couldn", "wouldn", "haven", "hasn":
		return true
	}
	return false
}

// newSent spells "don't" (split at its apostrophe) and "dont" as "not".
func newSent(words []string, quoted []bool, work *int) sent {
	t := sent{w: make([]string, 0, len(words)), q: make([]bool, 0, len(words))}
	for i, w := range words {
		*work++
		if w == "t" && len(t.w) > 0 && contraction(t.w[len(t.w)-1]) {
			// "don't" is "do not", "can't" "can not".
			t.w[len(t.w)-1] = strings.TrimSuffix(strings.TrimSuffix(t.w[len(t.w)-1], "n"), "'")
			if t.w[len(t.w)-1] == "wo" {
				t.w[len(t.w)-1] = "will"
			}
			w = "not"
		}
		if w == "dont" {
			w = "don't"
		}
		for _, suf := range []string{"n't", "n’t"} {
			if b, ok := strings.CutSuffix(w, suf); ok && b != "" {
				// "don't" is "do not", "can't" "ca not", "won't" "will not".
				if b == "wo" {
					b = "will"
				}
				t.w, t.q = append(t.w, b), append(t.q, i < len(quoted) && quoted[i])
				w = "not"
				break
			}
		}
		t.w = append(t.w, w)
		t.q = append(t.q, i < len(quoted) && quoted[i])
	}
	return t
}
