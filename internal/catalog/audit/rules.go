package audit

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"path"
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"sync"

	"gopkg.in/yaml.v3"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/catalog/audit/auditcode"
	"github.com/skillpin/skillpin/internal/catalog/audit/prefilter"
	"github.com/skillpin/skillpin/internal/ui/safetext"
)

// Rule is one behaviour the audit looks for: a pattern over the bytes of
// a skill's files, with the severity it has and the contexts that change
// it. Rules are data: the built-in families are the YAML files under
// rules/, embedded at build time; a project may add files of the same
// shape.
type Rule struct {
	// Code is the stable code of the finding (documented in
	// docs/review.md); never renamed.
	Code string `yaml:"code" json:"code"`
	// Family is the file the rule came from, e.g. "download-exec".
	Family string `yaml:"-" json:"family"`
	// Severity is the severity when no adjustment applies.
	Severity Severity `yaml:"severity" json:"severity"`
	// Title is what was found, in a few words.
	Title string `yaml:"title" json:"title"`
	// Help says why it matters (SARIF help text, docs).
	Help string `yaml:"help" json:"help"`
	// Check says what a reviewer should check.
	Check string `yaml:"check" json:"check"`
	// Pattern is a Go regular expression matched over the content of a
	// file (multi-line mode: ^ and $ match at line ends). Empty with
	// Files set: the presence of such a file is the finding.
	Pattern string `yaml:"pattern" json:"pattern,omitempty"`
	// Keywords are lowercase literals one of which every match contains;
	// the pattern runs only on files containing one (a fast filter).
	// Empty: the pattern always runs.
	Keywords []string `yaml:"keywords" json:"keywords,omitempty"`
	// Files are path.Match patterns over the skill-relative path or its
	// base name; empty means every text file.
	Files []string `yaml:"files" json:"files,omitempty"`
	// Unless drops a match whose line matches this pattern (a known
	// benign form of the same text).
	Unless string `yaml:"unless" json:"unless,omitempty"`
	// Detector names a built-in detector used instead of Pattern
	// (hidden characters the content scan reports).
	Detector string `yaml:"detector" json:"detector,omitempty"`
	// Requires are conditions that must all hold for a match to count.
	Requires []Condition `yaml:"requires" json:"requires,omitempty"`
	// Adjust changes the severity by context: the first adjustment whose
	// conditions all hold gives the severity (None drops the match).
	Adjust []Adjustment `yaml:"adjust" json:"adjust,omitempty"`
	// Minor findings are reported only when no other finding on the same
	// line is at least as severe (a bare IP in a line already reported as
	// a download piped into a shell adds nothing).
	Minor bool `yaml:"minor" json:"minor,omitempty"`
	// Examples are texts the rule must and must not find, run as tests.
	Examples []Example `yaml:"examples" json:"-"`

	re, unless *regexp.Regexp
	// pre is a condition every match's text satisfies, derived from
	// Pattern (package prefilter).
	pre *prefilter.Filter
	// prefixes are literals one of which every match starts with (nil:
	// none known); anchored is the pattern anchored at such a literal.
	prefixes [][]byte
	anchored func() [3]*regexp.Regexp
	alts     func() *prefilter.Alternatives // the pattern's branches, for the attempts
	branches *prefilter.Branches            // without prefixes: whether a window can match
}

// Adjustment is a severity that applies in a context.
type Adjustment struct {
	When     []Condition `yaml:"when" json:"when"`
	Severity Severity    `yaml:"severity" json:"severity"`
	// Line and UnlessLine are patterns the matched line must match, and
	// must not match, for the adjustment to apply.
	Line       string `yaml:"line" json:"line,omitempty"`
	UnlessLine string `yaml:"unless_line" json:"unless_line,omitempty"`

	line, unlessLine *regexp.Regexp
}

// Example is a file and the severity the rule must give it (None: the
// rule must not find anything in it).
type Example struct {
	File     string   `yaml:"file"` // default SKILL.md
	Text     string   `yaml:"text"`
	Severity Severity `yaml:"severity"`
	// Skill is the SKILL.md of the example's skill when File is another
	// file (its name and description give context).
	Skill string `yaml:"skill"`
	// Also are more files of the example's skill, by path.
	Also map[string]string `yaml:"also"`
	// Why says what the example shows.
	Why string `yaml:"why"`
}

// ruleFile is the shape of one rule file.
type ruleFile struct {
	Family string `yaml:"family"`
	Rules  []Rule `yaml:"rules"`
}

//go:embed rules/*.yaml
var builtinFS embed.FS

// Rules is a set of rules, in the order they are evaluated.
type Rules []*Rule

// Lookup returns the rule with code.
func (rs Rules) Lookup(code string) (*Rule, bool) {
	for _, r := range rs {
		if r.Code == code {
			return r, true
		}
	}
	return nil, false
}

// builtin loads the built-in rules on first use (not at start: every
// command would pay for parsing and compiling them).
var builtin = sync.OnceValue(func() Rules {
	rs, err := LoadFS(builtinFS, "rules")
	if err != nil {
		panic("audit: built-in rules: " + err.Error())
	}
	return rs
})

// Builtin returns the built-in rules (shared; do not modify).
func Builtin() Rules { return builtin() }

// LoadFS loads every *.yaml file in dir of fsys as a rule family.
func LoadFS(fsys fs.FS, dir string) (Rules, error) {
	names, err := fs.Glob(fsys, path.Join(dir, "*.yaml"))
	if err != nil {
		return nil, err
	}
	var out Rules
	for _, n := range names {
		data, err := fs.ReadFile(fsys, n)
		if err != nil {
			return nil, err
		}
		rs, err := Parse(data, strings.TrimSuffix(path.Base(n), ".yaml"))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", n, err)
		}
		out = append(out, rs...)
	}
	return out, checkUnique(out)
}

// Parse reads one rule file; family names it when the file does not.
func Parse(data []byte, family string) (Rules, error) {
	var rf ruleFile
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(&rf); err != nil {
		return nil, fmt.Errorf("reading rules: %w", err)
	}
	if rf.Family != "" {
		family = rf.Family
	}
	var out Rules
	for i := range rf.Rules {
		r := &rf.Rules[i]
		r.Family = family
		if err := r.compile(); err != nil {
			return nil, fmt.Errorf("rule %d (%s): %w", i+1, r.Code, err)
		}
		out = append(out, r)
	}
	return out, checkUnique(out)
}

// ValidCode reports whether code can be a finding's code: 3 to 64
// capital letters, digits and underscores, starting with a letter.
func ValidCode(code string) bool { return auditcode.ValidCode(code) }

func (r *Rule) compile() error {
	switch {
	case !ValidCode(r.Code):
		return fmt.Errorf("code %q: use 3 to 64 capital letters, digits and underscores", r.Code)
	case r.Severity == None:
		return fmt.Errorf("no severity: use critical, high, medium or low")
	case r.Title == "" || r.Help == "" || r.Check == "":
		return fmt.Errorf("title, help and check are all required")
	case !visibleLine(r.Title) || !visibleLine(r.Check):
		return fmt.Errorf("title and check must each be one line of visible text (no control, invisible or bidi characters): every output prints them")
	case !visibleText(r.Help):
		return fmt.Errorf("help may hold no control, invisible or bidi characters: every output prints it")
	case r.Pattern == "" && r.Detector == "" && len(r.Files) == 0:
		return fmt.Errorf("no pattern, detector or files: the rule would find nothing")
	case r.Detector != "" && detectors[r.Detector] == nil:
		return fmt.Errorf("unknown detector %q", r.Detector)
	case len(r.Examples) == 0:
		return fmt.Errorf("no examples: every rule has at least one text it finds and one it does not")
	}
	var pos, neg bool
	for _, e := range r.Examples {
		if e.Severity == None {
			neg = true
		} else {
			pos = true
		}
	}
	if !pos || !neg {
		return fmt.Errorf("examples need at least one text the rule finds and one it does not find")
	}
	for _, c := range r.Requires {
		if !c.valid() {
			return unknownCondition(c, "requires")
		}
	}
	for i := range r.Adjust {
		a := &r.Adjust[i]
		if len(a.When) == 0 && a.Line == "" && a.UnlessLine == "" {
			return fmt.Errorf("an adjustment without conditions")
		}
		var err error
		if a.Line != "" {
			if a.line, err = regexp.Compile(a.Line); err != nil {
				return fmt.Errorf("adjust line: %w", err)
			}
		}
		if a.UnlessLine != "" {
			if a.unlessLine, err = regexp.Compile(a.UnlessLine); err != nil {
				return fmt.Errorf("adjust unless_line: %w", err)
			}
		}
		for _, c := range a.When {
			if !c.valid() {
				return unknownCondition(c, "adjust")
			}
		}
	}
	for _, g := range r.Files {
		if _, err := path.Match(g, ""); err != nil {
			return fmt.Errorf("files pattern %q: %w", g, err)
		}
	}
	for i, k := range r.Keywords {
		r.Keywords[i] = strings.ToLower(k)
	}
	var err error
	if r.Pattern != "" {
		if r.re, err = regexp.Compile("(?m)" + r.Pattern); err != nil {
			return fmt.Errorf("pattern: %w", err)
		}
		re, err := syntax.Parse("(?m)"+r.Pattern, syntax.Perl)
		if err != nil { // regexp.Compile parsed it with the same flags
			return fmt.Errorf("pattern: %w", err)
		}
		r.pre = prefilter.New(re)
		if ps := prefilter.Prefixes(re); ps != nil {
			r.prefixes = make([][]byte, len(ps))
			for i, p := range ps {
				r.prefixes[i] = []byte(p)
			}
			pattern := r.Pattern
			r.anchored = sync.OnceValue(func() [3]*regexp.Regexp {
				// The pattern matching where a candidate starts: at the
				// start of the window, or after one rune of context; and
				// after one rune of context anywhere, the match a group.
				return [3]*regexp.Regexp{regexp.MustCompile(`\A(?m:` + pattern + `)`), regexp.MustCompile(`\A(?s:.)(?m:` + pattern + `)`),
					regexp.MustCompile(`(?s:.)((?m:` + pattern + `))`)}
			})
			r.alts = sync.OnceValue(func() *prefilter.Alternatives { return prefilter.NewAlternatives(re) })
		} else {
			r.branches = prefilter.NewBranches(re)
		}
	}
	if r.Unless != "" {
		if r.unless, err = regexp.Compile(r.Unless); err != nil {
			return fmt.Errorf("unless: %w", err)
		}
	}
	return nil
}

func unknownCondition(c Condition, where string) error {
	n, _ := c.name()
	if why, ok := retired()[n]; ok {
		return fmt.Errorf("condition %q in %s is retired: %s", c, where, why)
	}
	return fmt.Errorf("unknown condition %q in %s", c, where)
}

func checkUnique(rs Rules) error {
	seen := map[string]string{}
	for _, r := range rs {
		if f, ok := seen[r.Code]; ok {
			return fmt.Errorf("code %s is defined twice (families %s and %s)", r.Code, f, r.Family)
		}
		seen[r.Code] = r.Family
	}
	return nil
}

// With returns the rules followed by more, refusing a code defined twice.
func (rs Rules) With(more Rules) (Rules, error) {
	out := append(slices.Clone(rs), more...)
	return out, checkUnique(out)
}

// usesBehaviour reports whether one of the rule's conditions is
// "behaviour" or "file_behaviour": its matches are evaluated after every
// other rule's.
func (r *Rule) usesBehaviour() bool {
	late := func(c Condition) bool {
		n, _ := c.name()
		return n == "behaviour" || n == "file_behaviour"
	}
	if slices.ContainsFunc(r.Requires, late) {
		return true
	}
	for _, a := range r.Adjust {
		if slices.ContainsFunc(a.When, late) {
			return true
		}
	}
	return false
}

// appliesTo reports whether the rule looks at the file p.
func (r *Rule) appliesTo(p string) bool {
	if len(r.Files) == 0 {
		return true
	}
	base := path.Base(p)
	for _, g := range r.Files {
		if prefilter.Glob(g, p, base) {
			return true
		}
	}
	return false
}

// files builds the skill of an example.
func (e Example) files() []File {
	file := e.File
	if file == "" {
		file = catalog.SkillFile
	}
	skill := e.Skill
	if skill == "" {
		// A description that accounts for every capability: an
		// example tests its rule, not the weighing of claims
		// (TestCapabilities does that).
		skill = "---\nname: example\ndescription: An example skill that runs scripts and commands, installs tools, fetches URLs, reads credentials, schedules jobs and changes agent settings.\n---\n"
	}
	var files []File
	if file == catalog.SkillFile {
		text := e.Text
		if e.Skill != "" {
			text = e.Skill + e.Text
		}
		files = append(files, File{Path: file, Data: []byte(text)})
	} else {
		files = append(files, File{Path: catalog.SkillFile, Data: []byte(skill)}, File{Path: file, Data: []byte(e.Text)})
	}
	for _, p := range slices.Sorted(maps.Keys(e.Also)) {
		files = append(files, File{Path: p, Data: []byte(e.Also[p])})
	}
	return files
}

// checkExample audits one example with the auditor's rules and checks
// that rule r gives it the stated severity.
func (a *Auditor) checkExample(r *Rule, e Example) error {
	got := None
	var ctx []string
	for _, f := range a.Files(e.files()) {
		if f.Code == r.Code && f.Severity > got {
			got, ctx = f.Severity, f.Context
		}
	}
	if got != e.Severity {
		return fmt.Errorf("rule %s (%s): an example gives severity %s (context %v), the example says %s: %q", r.Code, r.Family, got, ctx, e.Severity, safetext.Clip(e.Text, 200))
	}
	return nil
}

// CheckExamples runs every example of the auditor's rules: the built-in
// rules' tests, and what loading a project's rules checks, so that a rule
// that does not find what it says it finds (or finds what it says it does
// not) is refused rather than trusted.
func (a *Auditor) CheckExamples() error {
	var errs []error
	for _, r := range a.rules {
		for _, e := range r.Examples {
			if err := a.checkExample(r, e); err != nil {
				errs = append(errs, err)
			}
		}
	}
	return errors.Join(errs...)
}

// visibleLine reports whether s is one line of text with nothing hidden: a
// project's rules are the checkout's text, printed in every output.
func visibleLine(s string) bool {
	return !strings.ContainsFunc(s, func(r rune) bool { return r < 0x20 || r == 0x7f }) && !safetext.HasHidden(s)
}

// visibleText is visibleLine for text that may run over several lines.
func visibleText(s string) bool {
	return !strings.ContainsFunc(s, func(r rune) bool { return r < 0x20 && r != '\n' || r == 0x7f }) && !safetext.HasHidden(s)
}
