package audit

import (
	"bufio"
	"bytes"
	_ "embed"
	"fmt"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
	"gopkg.in/yaml.v3"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/catalog/audit/confusable"
	"github.com/skillpin/skillpin/internal/ui/safetext"
)

// Typosquatted names: ClawHavoc published skills under look-alikes of
// well-known names (clawhubb, cllawhub, clawhub1), so that a search or a
// hurried reader takes them for the real thing. A name is a look-alike
// of another when it is not the same string but reads the same: the
// same letters with other separators, look-alike characters (Unicode's
// confusables skeleton, UTS #39: Cyrillic а for a, I for l, rn for m),
// a typo (one edit, two in a long name), or a lure word added
// (skill-creator-pro).

//go:embed rules/known-skills.txt
var knownSkillsText []byte

// knownSkills are the names of rules/known-skills.txt, indexed.
var knownSkills = sync.OnceValue(func() *nameIndex {
	x := newNameIndex()
	sc := bufio.NewScanner(bytes.NewReader(knownSkillsText))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		x.add(newNameKey(line))
	}
	return x
})

// KnownSkills returns the well-known skill names TYPOSQUAT_NAME compares
// with.
func KnownSkills() []string {
	var out []string
	for _, k := range knownSkills().names {
		out = append(out, k.name)
	}
	return out
}

type nameKey struct {
	name string
	key  string // skeleton, lower-cased, separators removed
}

func newNameKey(name string) nameKey {
	s := confusable.Skeleton(norm.NFKC.String(name))
	s = strings.ToLower(s)
	s = strings.Map(func(r rune) rune {
		switch r {
		case '-', '_', '.', ' ', '\u00a0':
			return -1
		}
		return r
	}, s)
	return nameKey{name: name, key: s}
}

// lureWords are added to a well-known name to make a look-alike sound
// like a better or official version of it.
var lureWords = []string{"pro", "plus", "premium", "official", "free", "cli", "v2", "new", "latest", "updated", "fixed"}

// lookalike reports whether a and b are look-alike names and how. With
// a well-known name (strict false) any one edit counts in a name of 5
// characters or more, two in one of 10 or more (but not two letters
// added: that is a word, react-ui-patterns beside react-patterns). Between two names of a
// scan (strict), where sets of related skills differ by one letter on
// purpose (csharp-nunit and csharp-xunit, 2d-games and 3d-games), only a
// letter added, dropped or two swapped count: the slips of a typosquat
// (clawhubb, cllawhub, skil-creator), not a word of its own.
func lookalike(a, b nameKey, strict bool) (string, bool) {
	if a.name == b.name || a.key == "" || b.key == "" {
		return "", false
	}
	if a.key == b.key {
		return "the same letters with other separators or look-alike characters", true
	}
	la, lb := utf8.RuneCountInString(a.key), utf8.RuneCountInString(b.key)
	short := min(la, lb)
	d := editDistance(a.key, b.key, 3)
	switch {
	case d == 1 && short >= 5 && (!strict || la != lb || swapped(a.key, b.key)):
		return "1 character apart", true
	case d == 2 && short >= 10 && !strict && la-lb <= 1 && lb-la <= 1:
		return "2 characters apart", true
	}
	long, base := a.key, b.key
	if la < lb {
		long, base = b.key, a.key
	}
	if utf8.RuneCountInString(base) >= 4 {
		for _, w := range lureWords {
			if long == base+w || long == w+base {
				return fmt.Sprintf("the name with %q added", w), true
			}
		}
	}
	return "", false
}

// swapped reports whether b is a with two adjacent characters swapped.
func swapped(a, b string) bool {
	ra, rb := []rune(a), []rune(b)
	if len(ra) != len(rb) {
		return false
	}
	i := 0
	for i < len(ra) && ra[i] == rb[i] {
		i++
	}
	return i+1 < len(ra) && ra[i] == rb[i+1] && ra[i+1] == rb[i] && string(ra[i+2:]) == string(rb[i+2:])
}

// editDistance is the optimal string alignment distance of a and b (the
// edits are inserting, deleting or replacing a character and swapping two
// adjacent ones), counted up to limit.
func editDistance(a, b string, limit int) int {
	ra, rb := []rune(a), []rune(b)
	if d := len(ra) - len(rb); d > limit || -d > limit {
		return limit
	}
	prev2 := make([]int, len(rb)+1)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return min(prev[len(rb)], limit)
}

// detectTyposquat finds a SKILL.md whose frontmatter name is a look-alike
// of a well-known skill's name.
func detectTyposquat(r *Rule, fc *fileContext) []*match {
	if !fc.skillMD {
		return nil
	}
	name, start, ok := frontmatterName(fc.data)
	if !ok {
		return nil
	}
	nk := newNameKey(name)
	known := knownSkills()
	cands := known.candidates(nk)
	n := utf8.RuneCountInString(nk.key)
	for _, k := range known.names {
		// Two edits (a long name only) are not in the index's reach.
		if l := utf8.RuneCountInString(k.key); n >= 10 && l >= 10 && l-n <= 1 && n-l <= 1 {
			cands = append(cands, k)
		}
	}
	for _, k := range cands {
		how, ok := lookalike(nk, k, false)
		if !ok {
			continue
		}
		n, _, _ := fc.line(start)
		// A typo or look-alike characters imitate; other separators or
		// a lure word may be an honest fork's name.
		typo := strings.Contains(how, "apart") || nk.key == k.key && plainKey(name) != k.key
		return []*match{{rule: r, fc: fc, start: start, end: start + len(name), line: n, typo: typo,
			lineText: fmt.Sprintf("name: %s (looks like %s: %s)", name, k.name, how)}}
	}
	// A word of the name that is a slip of a popular package's name
	// (reqeusts-helper): the skill passes for that package's.
	for _, w := range strings.FieldsFunc(name, func(r rune) bool { return r == '-' || r == '_' || r == '.' }) {
		if p, how, ok := popularPackages().slip(w); ok {
			n, _, _ := fc.line(start)
			return []*match{{rule: r, fc: fc, start: start, end: start + len(name), line: n, typo: true,
				lineText: fmt.Sprintf("name: %s (%s looks like the package %s: %s)", name, w, p, how)}}
		}
	}
	return nil
}

// plainKey is a name lower-cased without separators, its characters as
// written (no skeleton).
func plainKey(name string) string {
	return strings.Map(func(r rune) rune {
		switch r {
		case '-', '_', '.', ' ', '\u00a0':
			return -1
		}
		return r
	}, strings.ToLower(norm.NFKC.String(name)))
}

// frontmatterName returns the name SKILL.md's frontmatter declares and
// the offset of the line that declares it (only the line is parsed: the
// audit reads every file of every skill, and SKILL.md's frontmatter is
// checked in full by lint and when locking).
func frontmatterName(data []byte) (string, int, bool) {
	rest, ok := bytes.CutPrefix(data, []byte("---"))
	if !ok {
		return "", 0, false
	}
	off := len(data) - len(rest)
	for off < len(data) {
		end := bytes.IndexByte(data[off:], '\n')
		if end < 0 {
			end = len(data) - off
		}
		line := bytes.TrimRight(data[off:off+end], "\r")
		if bytes.Equal(line, []byte("---")) {
			break
		}
		if bytes.HasPrefix(line, []byte("name:")) {
			var v struct {
				Name string `yaml:"name"`
			}
			if err := yaml.Unmarshal(line, &v); err != nil || strings.TrimSpace(v.Name) == "" {
				return "", 0, false
			}
			return strings.TrimSpace(v.Name), off, true
		}
		off += end + 1
	}
	return "", 0, false
}

// NameLookalike is the code of two skills audited together whose names
// are look-alikes of each other: a harness that loads skills by name may
// load the wrong one, and a reader takes one for the other.
const NameLookalike = "NAME_LOOKALIKE"

// Lookalikes returns, for each name of skills audited together (the
// same scan, or the skills of one project), a NAME_LOOKALIKE finding for
// each other name that is a look-alike of it; nil entries for names with
// none. Equal names are not look-alikes (the same skill twice).
func Lookalikes(names []string) [][]Finding {
	idx := newNameIndex()
	keys := map[string]nameKey{}
	for _, n := range names {
		if _, ok := keys[n]; !ok {
			keys[n] = newNameKey(n)
			idx.add(keys[n])
		}
	}
	found := map[string][]Finding{}
	for n, k := range keys {
		for _, o := range idx.candidates(k) {
			comparisons.Add(1)
			how, ok := lookalike(k, o, true)
			if !ok {
				continue
			}
			found[n] = append(found[n], Finding{Code: NameLookalike, Severity: Medium, File: catalog.SkillFile,
				Match:   safetext.Show(fmt.Sprintf("name: %s (looks like %s: %s)", n, o.name, how)),
				Title:   "the skill's name is a look-alike of another skill's audited with it",
				Check:   "are both skills the ones you meant? A look-alike name is how a typosquatted skill passes for the real one; rename one or remove the impostor",
				Context: []string{}})
		}
	}
	out := make([][]Finding, len(names))
	for i, n := range names {
		out[i] = found[n]
	}
	return out
}

// comparisons counts the pairs of names Lookalikes compared in this
// process, so tests can check that the index keeps the work near one
// comparison per neighbour rather than one per pair.
var comparisons atomic.Int64

// NameComparisons is how many pairs of names Lookalikes has compared in
// this process.
func NameComparisons() int64 { return comparisons.Load() }

// nameIndex finds the names that may be look-alikes of a name without
// comparing it with every one: look-alikes have the same key, keys one
// edit apart share the key with one character deleted, and a lure word
// added is looked up as such. (Two edits, which only the comparison with
// a well-known name allows, are compared one by one: there are few.)
type nameIndex struct {
	names    []nameKey
	byKey    map[string][]int
	byDelete map[string][]int
}

func newNameIndex() *nameIndex {
	return &nameIndex{byKey: map[string][]int{}, byDelete: map[string][]int{}}
}

func (x *nameIndex) add(k nameKey) {
	i := len(x.names)
	x.names = append(x.names, k)
	x.byKey[k.key] = append(x.byKey[k.key], i)
	for _, d := range deletions(k.key) {
		x.byDelete[d] = append(x.byDelete[d], i)
	}
}

// deletions are key with each of its characters deleted in turn.
func deletions(key string) []string {
	var out []string
	for i, r := range key {
		out = append(out, key[:i]+key[i+utf8.RuneLen(r):])
	}
	return out
}

// candidates returns the indexed names that may be look-alikes of k
// under the strict comparison, each once, in the order they were added.
func (x *nameIndex) candidates(k nameKey) []nameKey {
	var is []int
	is = append(is, x.byKey[k.key]...)
	is = append(is, x.byDelete[k.key]...) // k with a character added
	for _, d := range deletions(k.key) {
		is = append(is, x.byKey[d]...)    // k with a character dropped
		is = append(is, x.byDelete[d]...) // a character replaced or two swapped
	}
	for _, w := range lureWords {
		is = append(is, x.byKey[k.key+w]...)
		is = append(is, x.byKey[w+k.key]...)
		if base, ok := strings.CutSuffix(k.key, w); ok {
			is = append(is, x.byKey[base]...)
		}
		if base, ok := strings.CutPrefix(k.key, w); ok {
			is = append(is, x.byKey[base]...)
		}
	}
	slices.Sort(is)
	is = slices.Compact(is)
	out := make([]nameKey, len(is))
	for j, i := range is {
		out[j] = x.names[i]
	}
	return out
}

// outsideHelp is the help text of the codes that are not in the rule
// files (SARIF carries one for every code).
var outsideHelp = sync.OnceValue(func() map[string]string {
	return map[string]string{
		NotAudited:    "A file of the skill could not be read, or only its first MiB was: the audit did not see all of it, so a behaviour in the rest would not be reported.",
		LinkOutside:   "A symbolic link leaves the skill: a link to ~/.ssh, ~/.aws or /etc hands that file to whoever copies the skill by following links. skillpin refuses such a skill when locking; other installers copy the target.",
		NameLookalike: "Two skills audited together have look-alike names (other separators, look-alike characters, a letter added, dropped or two swapped, a lure word added): a harness that loads skills by name may load the wrong one, and a reader takes one for the other. ClawHavoc published its skills under such names.",
	}
})

// OutsideHelp returns why a finding of code matters, for the codes that
// are not in the rule files (NOT_AUDITED, SYMLINK_ESCAPE,
// NAME_LOOKALIKE).
func OutsideHelp(code string) (string, bool) {
	if h, ok := unreviewableHelp()[code]; ok {
		return h, true
	}
	h, ok := outsideHelp()[code]
	return h, ok
}
