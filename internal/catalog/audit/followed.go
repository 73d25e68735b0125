package audit

import (
	"bytes"
	"path"
	"regexp"
	"sync"

	"github.com/skillpin/skillpin/internal/catalog/audit/codeliteral"
)

// Whether an instruction tells the agent to run or follow a document is
// read from the shape of the sentence that names it, not from a run verb
// anywhere on its line (a table row listing attacks beside "eval/exec",
// a `run:` key in a code span sends the agent nowhere). Three shapes do:
// a command that runs the file (an interpreter, source, or a shell
// reading its standard input, with the file as operand: "bash
// references/setup.md"); an imperative, a run verb opening a clause (a
// line, list item, table cell or link text, or after a sentence break, a
// comma, "then", "and", "you must") whose object within a few words and
// no clause break is the file ("Follow the steps in [setup](references/
// setup.md)"); the file named first and the order after it in the same
// sentence ("Open references/setup.md and follow it"). A sentence wrapped
// over lines is read whole (up to three lines before, in its paragraph or
// list item). Verbs inside code spans are literals (a command shown).

var (
	// runsFileRE: the text before the file's name ends in an interpreter
	// (or source, or a shell's standard input) and the file's path.
	runsFileRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)(?:^|[\s` + "`" + `(;&|$])(?:bash|sh|zsh|dash|ksh|python[0-9.]*|node|deno|perl|ruby|php|source|\.|pwsh|powershell|exec)(?:\s+-\S+)*(?:\s+|\s*<\s*)["']?[^\s"'` + "`" + `]*$`)
	})
	// imperativeRE: the last run verb opening a clause, and what follows
	// it up to the file's name (checked for length and clause breaks
	// apart).
	imperativeRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)^.*(?:^|[|\[(]|[.;:!?,—–]\s|\s-\s|\b(?:then|and|first|now|next|finally|also|always|please|must|should|to|shall|will|can)\s)\s*(?:[-*+>#]+\s*|\d+[.)]\s*|\*\*|__|\s)*(?:run|execute|exec|follow|apply|perform|carry\s+out|complete|source|obey|do)\b([^|]*)$`)
	})
	// followAfterRE: after the file's name, the same sentence tells the
	// agent to run or follow it.
	followAfterRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)^[^|.;!?]{0,80}?(?:\band|\bthen|,|:|—|–|\s-)\s+(?:then\s+)?(?:run|execute|exec|follow|apply|perform|carry\s+out|complete|obey|do)\s+(?:it|its|them|the|each|every|all|what|whatever|everything|these|those|this|exactly)\b`)
	})
	sentenceBreakRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`[.;!?]\s`) })
	listItemRE      = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^\s*(?:[-*+#>|]|\d+[.)])\s`) })
)

// maxObjectWords bounds the words between an imperative verb and the
// file it names ("follow the numbered setup steps in references/x.md").
const maxObjectWords = 8

// instructsToRun reports whether a line of fc names p (its path, or its
// base name when that is distinctive) in one of the shapes above.
func instructsToRun(fc *fileContext, p string) bool {
	needle := p
	if base := path.Base(p); len(base) >= 6 && base != "README.md" && base != "index.md" {
		needle = base
	}
	d := fc.data
	for i := 0; i < len(d); {
		j := bytes.Index(d[i:], []byte(needle))
		if j < 0 {
			return false
		}
		at := i + j
		_, ls, le := fc.line(at)
		for k := 0; k < 3 && ls > 1 && d[ls-2] != '\n' && !listItemRE().Match(d[ls:at]); k++ {
			_, ls, _ = fc.line(ls - 2)
		}
		if runLine(bytes.ReplaceAll(d[ls:at], []byte("\n"), []byte(" ")), d[at+len(needle):le]) {
			return true
		}
		i = at + len(needle)
	}
	return false
}

// runLine reports whether the text before and after a file's name on its
// line make it something the reader is told to run or follow.
func runLine(before, after []byte) bool {
	if runsFileRE().Match(before) {
		return true
	}
	b := codeliteral.BlankCodeSpans(before)
	if m := imperativeRE().FindSubmatch(b); m != nil {
		obj := m[1]
		if !sentenceBreakRE().Match(obj) && len(bytes.Fields(obj)) <= maxObjectWords {
			return true
		}
	}
	return followAfterRE().Match(codeliteral.BlankCodeSpans(after))
}
