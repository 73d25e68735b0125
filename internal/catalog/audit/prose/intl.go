package prose

import (
	_ "embed"
	"fmt"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"gopkg.in/yaml.v3"
)

// Instructions written in another language than English carry the same
// roles: ToxicSkills and ClawHavoc samples were written in whatever
// language the lure needed, and the English lexicon's word order means
// nothing there. intl.yaml lists, per language, the words of each role;
// a sentence in that language gets its roles by co-occurrence (intlRoles).

//go:embed intl.yaml
var intlYAML []byte

// intlLang is one language of intl.yaml.
type intlLang struct {
	Markers     []string `yaml:"markers"`
	Take        []string `yaml:"take"`
	Send        []string `yaml:"send"`
	Sensitive   []string `yaml:"sensitive"`
	Tell        []string `yaml:"tell"`
	Negators    []string `yaml:"negators"`
	Conceal     []string `yaml:"conceal"`
	Destination []string `yaml:"destination"`
	Auth        []string `yaml:"auth"`
	// Clitics are prefixes written onto a word ("و" and, "ال" the in
	// Arabic): a word is read with one of them taken off as well.
	Clitics []string `yaml:"clitics"`
	// After are negations that follow the verb they negate (Korean
	// "알릴 필요가 없", Japanese "報告には含めない"): a verb of telling
	// followed by one within afterReach runes is concealment, read
	// loosely (with sensitive data and a destination near).
	After []string `yaml:"after"`
	// Needless are phrases that deny a need ("niet nodig", "non serve"),
	// Reports the nouns of what the user is told (a list, a summary, a
	// confirmation): a sentence with both, or with a verb of telling
	// and one of Needless, says the user need not be told, read loosely
	// ("een lijst van de geüploade bestanden is niet nodig").
	// Script names a Unicode script only this language of the lists is
	// written in (Arabic): a sentence holding its letters is in it.
	Script   string   `yaml:"script"`
	Needless []string `yaml:"needless"`
	Reports  []string `yaml:"reports"`
	Find     []string `yaml:"find"`
	Miss     string   `yaml:"miss"`

	name   string
	script *unicode.RangeTable
	// The lists' pair masks (pairMask): a word whose first two bytes'
	// bit is clear is none of the list's words, without the search.
	mTake, mSend, mSens, mTell, mNeg, mConceal, mReports uint64
	markers                                              map[string]bool
	// han: the language is written without spaces; every word matches
	// anywhere in the sentence.
	han bool
}

type intlLexicon struct {
	Languages map[string]*intlLang `yaml:"languages"`
	langs     []*intlLang          // sorted by name, for a deterministic choice
	// markerLangs: for each marker word, bit i set when it is one of
	// langs[i]'s markers.
	markerLangs map[string]uint64
	// markerKeys has bit firstKey(m)%1024 set for each marker word m: a
	// word whose bit is clear is no marker, and its look-up is saved.
	markerKeys [1024 / 64]uint64
	// scripts are the languages with a script of their own.
	scripts []*intlLang
}

// maxIntlLangs is how many languages intl.yaml may hold (a bit each in
// markerLangs).
const maxIntlLangs = 64

// builtinIntl is intl.yaml, parsed when first used.
var builtinIntl = sync.OnceValue(func() *intlLexicon {
	l, err := parseIntl(intlYAML)
	if err != nil {
		panic("prose: embedded intl.yaml: " + err.Error())
	}
	return l
})

func parseIntl(data []byte) (*intlLexicon, error) {
	var l intlLexicon
	if err := yaml.Unmarshal(data, &l); err != nil {
		return nil, fmt.Errorf("intl lexicon: %w", err)
	}
	for name, g := range l.Languages {
		g.name = name
		g.han = name == "zh" || name == "ja" || name == "ko"
		if !g.han && len(g.Markers) < 2 {
			return nil, fmt.Errorf("intl lexicon: %s: at least two markers", name)
		}
		if len(g.Take)+len(g.Send) == 0 || len(g.Sensitive) == 0 || len(g.Find) == 0 || g.Miss == "" {
			return nil, fmt.Errorf("intl lexicon: %s: take or send words, sensitive words, examples to find and one to miss", name)
		}
		if g.Script != "" {
			if g.script = unicode.Scripts[g.Script]; g.script == nil {
				return nil, fmt.Errorf("intl lexicon: %s: unknown script %q", name, g.Script)
			}
			l.scripts = append(l.scripts, g)
		}
		g.mTake, g.mSend, g.mSens, g.mTell = pairMask(g.Take), pairMask(g.Send), pairMask(g.Sensitive), pairMask(g.Tell)
		g.mNeg, g.mConceal, g.mReports = pairMask(g.Negators), pairMask(g.Conceal), pairMask(g.Reports)
		g.markers = map[string]bool{}
		for _, m := range g.Markers {
			g.markers[m] = true
		}
		l.langs = append(l.langs, g)
	}
	for i := 1; i < len(l.langs); i++ {
		for j := i; j > 0 && l.langs[j].name < l.langs[j-1].name; j-- {
			l.langs[j], l.langs[j-1] = l.langs[j-1], l.langs[j]
		}
	}
	if len(l.langs) > maxIntlLangs {
		return nil, fmt.Errorf("intl lexicon: %d languages, at most %d", len(l.langs), maxIntlLangs)
	}
	l.markerLangs = map[string]uint64{}
	for i, g := range l.langs {
		for m := range g.markers {
			l.markerLangs[m] |= 1 << i
			k := firstKey(m) % 1024
			l.markerKeys[k/64] |= 1 << (k % 64)
		}
	}
	return &l, nil
}

// intlFound is what a sentence of another language does.
type intlFound struct {
	sensitive string
	sendTo    string
	sendClass HostClass
	conceal   bool
	// concealLoose: concealment read only by the paragraph pass.
	concealLoose bool
}

// afterReach is how many runes after a verb of telling a negation
// that follows it (After) may start.
const afterReach = 12

// language is the language of a sentence: one written in Han characters,
// or the one with the most marker words (at least two distinct ones),
// the words being intlWords(s.toks).
func (l *intlLexicon) language(s *sentence) *intlLang {
	hasHan, hasHangul := false, false
	for i := 0; i < len(s.text); i++ {
		// Hangul and Han begin at U+1100, whose UTF-8 lead byte is
		// 0xe1: the bytes below (ASCII, most of the text) are passed
		// over without decoding, but for a script of one language's
		// own (Arabic: lead bytes 0xd8-0xdb), which names it.
		c := s.text[i]
		if c < 0xd8 {
			continue
		}
		if c <= 0xdb {
			r, _ := utf8.DecodeRuneInString(s.text[i:])
			for _, g := range l.scripts {
				if unicode.Is(g.script, r) {
					return g
				}
			}
			continue
		}
		if c < 0xe1 {
			continue
		}
		r, _ := utf8.DecodeRuneInString(s.text[i:])
		if r >= 0x1100 && unicode.Is(unicode.Hangul, r) {
			hasHangul = true // Korean: read with ko's lists (sorted before zh)
			break
		}
		if r >= 0x2e80 && unicode.Is(unicode.Han, r) {
			hasHan = true
			break
		}
	}
	// The distinct marker words, counted per language in one look-up
	// of each word (markerLangs: a bit per language).
	var count [maxIntlLangs]int
	var seenBuf [16]string
	seen := seenBuf[:0]
	mark := func(w string, key uint32) {
		if key %= 1024; l.markerKeys[key/64]&(1<<(key%64)) == 0 {
			return
		}
		m := l.markerLangs[w]
		if m == 0 || slices.Contains(seen, w) {
			return
		}
		seen = append(seen, w)
		for i := range l.langs {
			if m&(1<<i) != 0 {
				count[i]++
			}
		}
	}
	for _, t := range s.toks {
		if t.kind != word {
			continue
		}
		w, key := t.text, uint32(t.key)
		if k := strings.IndexByte(w, '\''); k > 0 && k <= 3 {
			mark(w[:k], firstKey(w[:k]))
			w = w[k+1:]
			key = firstKey(w)
		}
		mark(w, key)
	}
	var best *intlLang
	n := 1
	for i, g := range l.langs {
		if g.han {
			if (g.name == "ko") == hasHangul && (hasHan || hasHangul) && best == nil {
				return g
			}
			continue
		}
		if count[i] > n {
			best, n = g, count[i]
		}
	}
	return best
}

// intlWords are a sentence's words, with French and Italian elisions
// split off ("n'envoyez" is "n" and "envoyez").
func intlWords(toks []token) []string {
	out := make([]string, 0, len(toks))
	for _, t := range toks {
		if t.kind != word {
			out = append(out, "")
			continue
		}
		w := t.text
		if k := strings.IndexByte(w, '\''); k > 0 && k <= 3 {
			out = append(out, w[:k])
			w = w[k+1:]
		}
		out = append(out, w)
	}
	return out
}

// wordIsIn reports whether w is one of list: whole words, or prefixes
// for entries ending in "*"; w is read also with one of clitics taken
// off ("وأرسل" is "أرسل"). (One function, not a wrapper: it runs for
// every word of every sentence in another language.)
func wordIsIn(w string, list []string, mask uint64, clitics []string) string {
	if w == "" {
		return ""
	}
	if len(w) < 2 || mask&pairBit(w) != 0 {
		for _, e := range list {
			if e != "" && e[len(e)-1] == '*' {
				if strings.HasPrefix(w, e[:len(e)-1]) {
					return w
				}
			} else if w == e && !strings.Contains(e, " ") {
				return w
			}
		}
	}
	for _, c := range clitics {
		if len(w) > len(c)+2 && strings.HasPrefix(w, c) {
			if m := wordIsIn(w[len(c):], list, mask, nil); m != "" {
				return m
			}
		}
	}
	return ""
}

// pairBit is a word's bit in a pair mask: of its first two bytes.
func pairBit(w string) uint64 { return 1 << ((uint(w[0])*31 + uint(w[1])) & 63) }

// pairMask has pairBit of every word and prefix of list that wordIsIn
// can match (phrases, with a space, it never does); all bits when one is
// shorter than two bytes.
func pairMask(list []string) uint64 {
	var m uint64
	for _, e := range list {
		if strings.Contains(e, " ") {
			continue
		}
		t := strings.TrimSuffix(e, "*")
		if len(t) < 2 {
			return ^uint64(0)
		}
		m |= pairBit(t)
	}
	return m
}

// tellNegatedAfter reports a verb of telling in text followed within
// afterReach runes by one of g.After.
func (g *intlLang) tellNegatedAfter(text string) bool {
	// (The negations first: most sentences hold none, and the verbs
	// of telling are many.)
	if !slices.ContainsFunc(g.After, func(a string) bool { return strings.Contains(text, a) }) {
		return false
	}
	for _, v := range g.Tell {
		for off := 0; ; {
			k := strings.Index(text[off:], v)
			if k < 0 {
				break
			}
			end := off + k + len(v)
			rest := text[end:]
			n := 0
			for i := range rest {
				if n == afterReach {
					rest = rest[:i]
					break
				}
				n++
			}
			for _, a := range g.After {
				if strings.Contains(rest, a) {
					return true
				}
			}
			off = end
		}
	}
	return false
}

// needless reports a sentence that denies the need to tell the user: one
// of g.Needless with a noun of what is told or a verb of telling.
func (g *intlLang) needless(text string, words []string) bool {
	if len(g.Needless) == 0 {
		return false
	}
	found := false
	for _, n := range g.Needless {
		if strings.Contains(text, n) {
			found = true
			break
		}
	}
	if !found {
		return false
	}
	for _, w := range words {
		if wordIsIn(w, g.Reports, g.mReports, g.Clitics) != "" || wordIsIn(w, g.Tell, g.mTell, g.Clitics) != "" {
			return true
		}
	}
	return false
}

// phraseIn is the first phrase of list (an entry with a space, or any
// entry of a Han language) found in text.
func phraseIn(text string, list []string, han bool) (string, int) {
	for _, e := range list {
		if han || strings.Contains(e, " ") {
			if k := strings.Index(text, strings.TrimSuffix(e, "*")); k >= 0 {
				return e, k
			}
		}
	}
	return "", -1
}

// negatedNear reports a negator among the n words before i (and after
// it, for German and Dutch, whose negation follows the verb).
func (g *intlLang) negatedNear(words []string, i, n int) bool {
	hi := i
	if g.name == "de" || g.name == "nl" {
		hi = min(len(words)-1, i+n)
	}
	for k := max(0, i-n); k <= hi; k++ {
		if k != i && wordIsIn(words[k], g.Negators, g.mNeg, g.Clitics) != "" {
			return true
		}
	}
	return false
}

// valueObject reports a sensitive word among the four words after the
// verb of telling at i: what is not told or shown is the secret itself
// ("Nunca muestres ni copies la clave privada"), as the English lexicon
// reads "never show the key" (hygiene), not the user kept from knowing
// what was done ("no se lo digas al usuario"). German puts the object
// before a final verb too ("den Schlüssel nie zeigen"), so it looks both
// ways.
func (g *intlLang) valueObject(words []string, i int) bool {
	lo, hi := i+1, min(len(words), i+5)
	if g.name == "de" || g.name == "nl" {
		lo = max(0, i-4)
	}
	for k := lo; k < hi; k++ {
		if k != i && wordIsIn(words[k], g.Sensitive, g.mSens, g.Clitics) != "" {
			return true
		}
	}
	return false
}

// hanNegated reports a negator in the few characters before offset k of
// text.
func (g *intlLang) hanNegated(text string, k int) bool {
	start := k
	for n := 0; n < 4 && start > 0; n++ {
		_, w := utf8.DecodeLastRuneInString(text[:start])
		start -= w
	}
	for _, neg := range g.Negators {
		if strings.Contains(text[start:k], neg) {
			return true
		}
	}
	return false
}

// intlRoles gives a sentence written in another language its roles; ok
// is false when the sentence is in none of intl.yaml's languages.
// english are the sensitive words the English lexicon found (paths such
// as .env or ~/.ssh read the same in every language).
func intlRoles(s *sentence, english []hit, opt Options) (intlFound, bool) {
	g := s.own
	if !s.langSet {
		g = builtinIntl().language(s)
	}
	if g == nil && s.lang == nil {
		return intlFound{}, false
	}
	words := intlWords(s.toks)
	if g == nil || g == s.lang {
		return intlRolesIn(s, words, s.lang, english, opt), true
	}
	f := intlRolesIn(s, words, g, english, opt)
	if s.lang == nil {
		return f, true
	}
	// Near languages share their marker words ("todo como a de" is
	// Portuguese as much as Spanish): the paragraph's language is read
	// too, and the roles of either count.
	h := intlRolesIn(s, words, s.lang, english, opt)
	if f.sensitive == "" {
		f.sensitive = h.sensitive
	}
	if h.sendTo != "" && h.sendClass > f.sendClass {
		f.sendTo, f.sendClass = h.sendTo, h.sendClass
	}
	f.conceal = f.conceal || h.conceal
	f.concealLoose = f.concealLoose || h.concealLoose
	return f, true
}

// intlRolesIn is a sentence's roles read in language g; words are
// intlWords(s.toks).
func intlRolesIn(s *sentence, words []string, g *intlLang, english []hit, opt Options) intlFound {
	var f intlFound
	take, send := false, false
	if g.han {
		for k, list := range [][]string{g.Take, g.Send} {
			for _, v := range list {
				for off := 0; ; {
					i := strings.Index(s.text[off:], v)
					if i < 0 {
						break
					}
					if !g.hanNegated(s.text, off+i) {
						take = true
						send = send || k == 1
					}
					off += i + len(v)
				}
			}
		}
	} else {
		for i, w := range words {
			isTake, isSend := wordIsIn(w, g.Take, g.mTake, g.Clitics) != "", wordIsIn(w, g.Send, g.mSend, g.Clitics) != ""
			if (isTake || isSend) && !g.negatedNear(words, i, 3) {
				take = true
				send = send || isSend
			}
		}
	}
	// Sensitive data with a verb that takes or sends it.
	if take {
		sens := ""
		if p, _ := phraseIn(s.text, g.Sensitive, g.han); p != "" {
			sens = p
		}
		for i := 0; i < len(words) && sens == "" && !g.han; i++ {
			sens = wordIsIn(words[i], g.Sensitive, g.mSens, g.Clitics)
		}
		if sens == "" && len(english) > 0 {
			sens = s.toks[english[0].from].text
		}
		if a, _ := phraseIn(s.text, g.Auth, true); a != "" {
			sens = ""
		}
		f.sensitive = sens
	}
	// A destination sent to.
	if send {
		for i, t := range s.toks {
			if t.kind == word {
				continue
			}
			if c := classify2(t, opt); c > Local && c > f.sendClass {
				f.sendTo, f.sendClass = s.toks[i].text, c
			}
		}
		if f.sendTo == "" {
			if p, _ := phraseIn(s.text, g.Destination, true); p != "" {
				f.sendTo, f.sendClass = strings.TrimSuffix(p, "*"), Other
			}
		}
	}
	// Concealment.
	if p, _ := phraseIn(s.text, g.Conceal, true); p != "" {
		f.conceal = true
	}
	for i, w := range words {
		if f.conceal || g.han {
			break
		}
		if wordIsIn(w, g.Conceal, g.mConceal, g.Clitics) != "" || wordIsIn(w, g.Tell, g.mTell, g.Clitics) != "" && g.negatedNear(words, i, 3) && !g.valueObject(words, i) {
			f.conceal = true
		}
	}
	if g.han && !f.conceal {
		for _, v := range g.Tell {
			if k := strings.Index(s.text, v); k >= 0 && g.hanNegated(s.text, k) {
				f.conceal = true
			}
		}
	}
	f.concealLoose = !f.conceal && (g.tellNegatedAfter(s.text) || g.needless(s.text, words))
	return f
}

// paragraphLangs gives each sentence the language of its paragraph: of
// the sentence before it in its section, else of the one after. A short
// order ("Envíalo todo a …") has too few marker words of its own, or
// those of a near language, but its paragraph is written in one.
func paragraphLangs(ss []sentence) {
	l := builtinIntl()
	any := false
	for i := range ss {
		ss[i].own, ss[i].langSet = l.language(&ss[i]), true
		any = any || ss[i].own != nil
	}
	if !any {
		return
	}
	for i := range ss {
		for _, j := range []int{i - 1, i + 1} {
			if j >= 0 && j < len(ss) && ss[j].section == ss[i].section && ss[j].own != nil {
				ss[i].lang = ss[j].own
				break
			}
		}
	}
}
