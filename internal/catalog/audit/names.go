package audit

import (
	_ "embed"
	"fmt"
	"strings"
	"sync"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/catalog/audit/auditcode"
	"github.com/skillpin/skillpin/internal/catalog/audit/frontmatter"
	"github.com/skillpin/skillpin/internal/catalog/audit/typosquat"
	"github.com/skillpin/skillpin/internal/ui/safetext"
)

// Typosquatted names (TYPOSQUAT_NAME, NAME_LOOKALIKE): package typosquat
// compares the names; this file reads them from SKILL.md and reports.

//go:embed rules/known-skills.txt
var knownSkillsText []byte

// knownSkills are the names of rules/known-skills.txt, indexed.
var knownSkills = sync.OnceValue(func() *typosquat.Index { return typosquat.ParseNames(knownSkillsText) })

// KnownSkills returns the well-known skill names TYPOSQUAT_NAME compares
// with.
func KnownSkills() []string { return knownSkills().Names() }

// detectTyposquat finds a SKILL.md whose frontmatter name is a look-alike
// of a well-known skill's name.
func detectTyposquat(r *Rule, fc *fileContext) []*match {
	if !fc.skillMD {
		return nil
	}
	name, start, ok := frontmatter.Name(fc.data)
	if !ok {
		return nil
	}
	if k, how, typo, ok := knownSkills().Imitated(name); ok {
		n, _, _ := fc.line(start)
		return []*match{{rule: r, fc: fc, start: start, end: start + len(name), line: n, typo: typo,
			lineText: fmt.Sprintf("name: %s (looks like %s: %s)", name, k, how)}}
	}
	// A word of the name that is a slip of a popular package's name
	// (reqeusts-helper): the skill passes for that package's.
	for _, w := range strings.FieldsFunc(name, func(r rune) bool { return r == '-' || r == '_' || r == '.' }) {
		if p, how, ok := popularPackages().Slip(w); ok {
			n, _, _ := fc.line(start)
			return []*match{{rule: r, fc: fc, start: start, end: start + len(name), line: n, typo: true,
				lineText: fmt.Sprintf("name: %s (%s looks like the package %s: %s)", name, w, p, how)}}
		}
	}
	return nil
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
	out := make([][]Finding, len(names))
	for i, pairs := range typosquat.Lookalikes(names) {
		n := names[i]
		for _, o := range pairs {
			out[i] = append(out[i], Finding{Code: NameLookalike, Severity: Medium, File: catalog.SkillFile,
				Match:   safetext.Show(fmt.Sprintf("name: %s (looks like %s: %s)", n, o.Name, o.How)),
				Title:   "the skill's name is a look-alike of another skill's audited with it",
				Check:   "are both skills the ones you meant? A look-alike name is how a typosquatted skill passes for the real one; rename one or remove the impostor",
				Context: []string{}})
		}
	}
	return out
}

// NameComparisons is how many pairs of names Lookalikes has compared in
// this process.
func NameComparisons() int64 { return typosquat.Comparisons() }

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
	if h, ok := auditcode.UnreviewableHelp()[code]; ok {
		return h, true
	}
	h, ok := outsideHelp()[code]
	return h, ok
}
