package prose

import (
	_ "embed"
	"fmt"
	"slices"
	"strings"
	"sync"

	"gopkg.in/yaml.v3"
)

// Role is what a phrase does in an instruction.
type Role string

// The roles of the lexicon (lexicon.yaml).
const (
	Sensitive   Role = "sensitive"   // data whose reading or sending matters
	Take        Role = "take"        // a verb that takes data
	Send        Role = "send"        // a verb that sends data
	Destination Role = "destination" // somewhere outside the project
	Conceal     Role = "conceal"     // keeping an action from the user
	Override    Role = "override"    // replacing the model's instructions
	Execute     Role = "execute"     // a demand to run or follow something
)

var allRoles = []Role{Sensitive, Take, Send, Destination, Conceal, Override, Execute}

// Entry is one entry of the lexicon: token patterns or word fragments,
// with the examples the tests run.
type Entry struct {
	Patterns  []string `yaml:"patterns"`
	Fragments []string `yaml:"fragments"`
	Not       []string `yaml:"not"`
	Find      string   `yaml:"find"`
	Miss      string   `yaml:"miss"`
	// Kind is what an execution demand asks: run, follow or approve.
	Kind string `yaml:"kind"`
	// Directive: concealment phrased as a state ("the user does not need
	// to know", "between us") is an order wherever it stands, with no
	// verb in the imperative.
	Directive bool `yaml:"directive"`
	// Loose: concealment read only by the paragraph pass, with sensitive
	// data and a destination near ("post without asking for
	// confirmation": acting where the user cannot stop it).
	Loose bool `yaml:"loose"`

	role      Role
	index     int // in its role's list
	pats      []pattern
	pathFrags []string // fragments matched inside words; plain words are patterns
	// notMasks and fragMasks are byteMask of each of Not and pathFrags:
	// a word whose mask lacks a bit of one cannot hold it.
	notMasks, fragMasks []uint64
}

// Lexicon is the role lists.
type Lexicon struct {
	entries []*Entry
	// first maps a word to the patterns whose first slot it can be.
	first map[string][]*pattern
	// mayStart has the bit firstKey(w) set for every word of first: a
	// token whose bit is clear starts no pattern (most tokens), and its
	// map look-up is saved.
	mayStart [1 << 16 / 64]uint64
	frags    []*Entry
}

// firstKey is a word's bit in Lexicon.mayStart: a hash of its length,
// its first two and last two bytes (about one token in twelve of
// English text that starts no pattern has the bit of one that does).
func firstKey(w string) uint32 {
	if w == "" {
		return 0
	}
	h := uint32(len(w))
	h = h*31 + uint32(w[0])
	if len(w) > 1 {
		h = h*31 + uint32(w[1])
	}
	h = h*31 + uint32(w[len(w)-1])
	if len(w) > 2 {
		h = h*31 + uint32(w[len(w)-2])
	}
	return (h * 2654435761) >> 16
}

// patternsAt are the patterns whose first slot can be w.
func (l *Lexicon) patternsAt(w string) []*pattern {
	return l.patternsAtKey(w, firstKey(w))
}

// patternsAtKey is patternsAt(w), k being firstKey(w).
func (l *Lexicon) patternsAtKey(w string, k uint32) []*pattern {
	if l.mayStart[k/64]&(1<<(k%64)) == 0 {
		return nil
	}
	return l.first[w]
}

// Entries returns the lexicon's entries of role r.
func (l *Lexicon) Entries(r Role) []*Entry {
	var out []*Entry
	for _, e := range l.entries {
		if e.role == r {
			out = append(out, e)
		}
	}
	return out
}

// Without returns the lexicon less one entry (for the tests).
func (l *Lexicon) Without(e *Entry) *Lexicon {
	var es []*Entry
	for _, x := range l.entries {
		if x != e {
			es = append(es, x)
		}
	}
	return build(es)
}

// Role is the entry's role.
func (e *Entry) Role() Role { return e.role }

// String names the entry.
func (e *Entry) String() string {
	if len(e.Patterns) > 0 {
		return fmt.Sprintf("%s[%d] %q", e.role, e.index, e.Patterns[0])
	}
	return fmt.Sprintf("%s[%d] %q", e.role, e.index, e.Fragments)
}

//go:embed lexicon.yaml
var lexiconYAML []byte

// Builtin is the embedded lexicon.
var Builtin = sync.OnceValue(func() *Lexicon {
	l, err := ParseLexicon(lexiconYAML)
	if err != nil {
		panic("prose: embedded lexicon: " + err.Error())
	}
	return l
})

// ParseLexicon reads a lexicon in the shape of lexicon.yaml.
func ParseLexicon(data []byte) (*Lexicon, error) {
	var top map[string]yaml.Node
	if err := yaml.Unmarshal(data, &top); err != nil {
		return nil, fmt.Errorf("lexicon: %w", err)
	}
	// The synonym sets the patterns name in capitals (TELL: the verbs
	// of telling or showing the user), each with its examples.
	var sets map[string]*synonymSet
	if n, ok := top["sets"]; ok {
		if err := n.Decode(&sets); err != nil {
			return nil, fmt.Errorf("lexicon: sets: %w", err)
		}
		delete(top, "sets")
		for name, set := range sets {
			if name != strings.ToUpper(name) || len(set.Words) == 0 || len(set.Examples) == 0 {
				return nil, fmt.Errorf("lexicon: set %s: a name in capitals, words and examples", name)
			}
		}
	}
	raw := map[Role][]*Entry{}
	for k, n := range top {
		var es []*Entry
		if err := n.Decode(&es); err != nil {
			return nil, fmt.Errorf("lexicon: %s: %w", k, err)
		}
		raw[Role(k)] = es
	}
	var es []*Entry
	for _, r := range allRoles {
		for i, e := range raw[r] {
			e.role, e.index = r, i
			if len(e.Patterns) == 0 == (len(e.Fragments) == 0) {
				return nil, fmt.Errorf("lexicon: %s: patterns or fragments, one of them", e)
			}
			if e.Find == "" || e.Miss == "" {
				return nil, fmt.Errorf("lexicon: %s: an example to find and one to miss", e)
			}
			for _, p := range e.Patterns {
				pt, err := parsePattern(p, sets)
				if err != nil {
					return nil, fmt.Errorf("lexicon: %s: %w", e, err)
				}
				pt.entry = e
				e.pats = append(e.pats, pt)
			}
			for _, f := range e.Fragments {
				if strings.Trim(f, "abcdefghijklmnopqrstuvwxyz") == "" {
					e.pats = append(e.pats, pattern{slots: []slot{{words: []string{f}, set: map[string]bool{f: true}, base: map[string]bool{f: true}, bloom: bloomOf([]string{f})}}, entry: e})
					continue
				}
				e.pathFrags = append(e.pathFrags, f)
			}
			es = append(es, e)
		}
		delete(raw, r)
	}
	for r := range raw {
		return nil, fmt.Errorf("lexicon: unknown role %q", r)
	}
	return build(es), nil
}

func build(es []*Entry) *Lexicon {
	l := &Lexicon{entries: es, first: map[string][]*pattern{}}
	for _, e := range es {
		if len(e.pathFrags) > 0 {
			l.frags = append(l.frags, e)
			// (Made once: a later build, by Without, shares the entry.)
			if len(e.fragMasks) != len(e.pathFrags) {
				for _, n := range e.Not {
					e.notMasks = append(e.notMasks, byteMask(n))
				}
				for _, f := range e.pathFrags {
					e.fragMasks = append(e.fragMasks, byteMask(f))
				}
			}
		}
		for i := range e.pats {
			p := &e.pats[i]
			for _, w := range p.slots[0].words {
				l.first[w] = append(l.first[w], p)
				k := firstKey(w)
				l.mayStart[k/64] |= 1 << (k % 64)
			}
		}
	}
	return l
}

// slot is one position of a pattern.
type slot struct {
	words    []string        // the forms it matches, sorted
	set      map[string]bool // the same, for lookups
	base     map[string]bool // the lemmas and exact words among them
	optional bool
	gap      bool // "…": up to maxGap words
	// bloom has bit firstKey(w)%256 set for each of words: a token whose
	// bit is clear is none of them, and the map look-up is saved (256
	// bits, not 64: a slot of a verb's forms holds dozens of words).
	bloom [4]uint64
}

// hasTok reports whether the slot matches token t.
func (s *slot) hasTok(t token) bool {
	k := t.key % 256
	return s.bloom[k/64]&(1<<(k%64)) != 0 && s.set[t.text]
}

// bloomOf is slot.bloom of words.
func bloomOf(words []string) [4]uint64 {
	var b [4]uint64
	for _, w := range words {
		k := firstKey(w) % 256
		b[k/64] |= 1 << (k % 64)
	}
	return b
}

type pattern struct {
	slots []slot
	entry *Entry
}

// maxGap is how many words "…" skips at most.
const maxGap = 6

var specials = map[string][]string{
	"NEG":  {"not", "never", "don't", "dont", "doesn't", "without", "no", "avoid", "nor", "cannot", "can't", "won't", "mustn't", "shouldn't", "n't"},
	"USER": {"user", "users", "human", "operator", "owner", "person", "developer", "requester", "anyone"},
}

// synonymSet is one of lexicon.yaml's sets: words (lemmas, or "=word"
// for one form) a pattern names by the set's name, and sentences that
// use them (documentation; the entries' own examples are what the tests
// run).
type synonymSet struct {
	Words    []string `yaml:"words"`
	Examples []string `yaml:"examples"`
}

// parsePattern parses a pattern whose slots may name sets.
func parsePattern(s string, sets map[string]*synonymSet) (pattern, error) {
	var p pattern
	for _, f := range strings.Fields(s) {
		if f == "…" {
			if len(p.slots) == 0 {
				return p, fmt.Errorf("pattern %q starts with a gap", s)
			}
			p.slots = append(p.slots, slot{gap: true})
			continue
		}
		var sl slot
		if strings.HasSuffix(f, "?") {
			sl.optional = true
			f = strings.TrimSuffix(f, "?")
			if len(p.slots) == 0 {
				return p, fmt.Errorf("pattern %q starts with an optional slot", s)
			}
		}
		sl.base = map[string]bool{}
		for _, w := range strings.Split(f, "|") {
			switch {
			case sets[w] != nil:
				for _, x := range sets[w].Words {
					if strings.HasPrefix(x, "=") {
						sl.words = append(sl.words, x[1:])
						sl.base[x[1:]] = true
						continue
					}
					sl.words = append(sl.words, forms(x)...)
					sl.base[x] = true
				}
			case specials[w] != nil:
				sl.words = append(sl.words, specials[w]...)
			case strings.HasPrefix(w, "="):
				sl.words = append(sl.words, w[1:])
				sl.base[w[1:]] = true
			case w == "":
				return p, fmt.Errorf("pattern %q: an empty alternative", s)
			default:
				sl.words = append(sl.words, forms(w)...)
				sl.base[w] = true
			}
		}
		slices.Sort(sl.words)
		sl.words = slices.Compact(sl.words)
		sl.set = make(map[string]bool, len(sl.words))
		for _, w := range sl.words {
			sl.set[w] = true
		}
		sl.bloom = bloomOf(sl.words)
		p.slots = append(p.slots, sl)
	}
	if len(p.slots) == 0 || p.slots[len(p.slots)-1].gap {
		return p, fmt.Errorf("pattern %q is empty or ends with a gap", s)
	}
	return p, nil
}

// irregular are forms no suffix rule makes.
var irregular = map[string][]string{
	"send": {"sent"}, "read": {"read"}, "steal": {"stole", "stolen"}, "take": {"took", "taken"},
	"get": {"got", "gotten", "getting"}, "find": {"found"}, "put": {"putting"}, "tell": {"told"},
	"let": {"letting"}, "write": {"wrote", "written"}, "hide": {"hid", "hidden"}, "forget": {"forgot", "forgotten", "forgetting"},
	"have": {"has", "had"}, "is": {"be", "being", "been", "was", "were"}, "are": {"be", "were"},
	"override": {"overrode", "overridden"}, "supersede": {"superseded"}, "drop": {"dropped", "dropping"},
	"zip": {"zipped", "zipping"}, "grab": {"grabbed", "grabbing"}, "ship": {"shipped", "shipping"},
	"dm": {"dmed", "dming"}, "cat": {"catted"}, "pick": {"picked"}, "scan": {"scanned", "scanning"},
	"run": {"ran", "running"}, "bundle": {"bundling"}, "set": {"setting"}, "stash": {"stashes"},
}

// forms are the inflections of a lemma: plural or third person, past,
// gerund (a few irregular ones from the table).
func forms(w string) []string {
	out := []string{w}
	out = append(out, irregular[w]...)
	switch {
	case strings.HasSuffix(w, "e"):
		out = append(out, w+"s", w+"d", w[:len(w)-1]+"ing")
	case strings.HasSuffix(w, "y") && len(w) > 2 && !strings.ContainsRune("aeiou", rune(w[len(w)-2])):
		b := w[:len(w)-1]
		out = append(out, b+"ies", b+"ied", w+"ing")
	case strings.HasSuffix(w, "s") || strings.HasSuffix(w, "x") || strings.HasSuffix(w, "sh") || strings.HasSuffix(w, "ch"):
		out = append(out, w+"es", w+"ed", w+"ing")
	default:
		out = append(out, w+"s", w+"ed", w+"ing")
	}
	return out
}

// match is one place a pattern or fragment matched: tokens [from, to).
type hit struct {
	entry    *Entry
	from, to int
	// base: the first word is a lemma (an imperative, not "sends" or
	// "leaked"); gerund: it ends in -ing.
	base, gerund bool
}

// find returns the lexicon's hits in a sentence's tokens, and the work
// done (slot comparisons) for the cost tests.
func (l *Lexicon) find(toks []token) ([]hit, int) {
	var out []hit
	work := 0
	for i, t := range toks {
		for _, p := range l.patternsAtKey(t.text, uint32(t.key)) {
			work++
			if end, ok := p.matchAt(toks, i, &work); ok {
				out = append(out, hit{entry: p.entry, from: i, to: end, base: p.slots[0].base[t.text], gerund: strings.HasSuffix(t.text, "ing")})
			}
		}
		if t.kind != word || !t.pathy {
			continue
		}
		m := byteMask(t.text)
		for _, e := range l.frags {
			work++
			if fragmentHolds(e, t.text, m) {
				out = append(out, hit{entry: e, from: i, to: i + 1, base: true})
			}
		}
	}
	return out, work
}

// fragmentHolds reports whether word w (of byteMask m) holds one of e's
// fragments and none of its exceptions. The masks save the search for
// most pairs of a word and a fragment: a word lacking one of a
// fragment's bytes cannot hold it.
func fragmentHolds(e *Entry, w string, m uint64) bool {
	for i, n := range e.Not {
		if e.notMasks[i]&^m == 0 && strings.Contains(w, n) {
			return false
		}
	}
	for i, f := range e.pathFrags {
		if e.fragMasks[i]&^m == 0 && strings.Contains(w, f) {
			return true
		}
	}
	return false
}

// byteMask has a bit for each byte of s, the byte's value modulo 64
// (a fragment's bytes in a word set their bits in the word's mask).
func byteMask(s string) uint64 {
	var m uint64
	for i := 0; i < len(s); i++ {
		m |= 1 << (s[i] & 63)
	}
	return m
}

// matchAt matches p at toks[i:]; end is past the last token matched.
// Optional slots and gaps are tried greedily-first with bounded
// backtracking (a pattern has few slots and a gap at most maxGap words).
func (p *pattern) matchAt(toks []token, i int, work *int) (int, bool) {
	return p.from(toks, 0, i, work)
}

// from matches slots s… of p at toks[j:].
func (p *pattern) from(toks []token, s, j int, work *int) (int, bool) {
	if s == len(p.slots) {
		return j, true
	}
	sl := &p.slots[s]
	if sl.gap {
		for k := 0; k <= maxGap && j+k <= len(toks); k++ {
			if k > 0 && toks[j+k-1].kind == stop {
				break
			}
			if end, ok := p.from(toks, s+1, j+k, work); ok {
				return end, true
			}
		}
		return 0, false
	}
	*work++
	if j < len(toks) && sl.hasTok(toks[j]) {
		if end, ok := p.from(toks, s+1, j+1, work); ok {
			return end, true
		}
	}
	if sl.optional {
		return p.from(toks, s+1, j, work)
	}
	return 0, false
}
