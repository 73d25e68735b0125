// Package installed judges what an install script or a login entry
// starts, for the audit's conditions: node-gyp building a package's own
// addon from a binding.gyp that runs nothing at build time (GypBuild),
// and a Windows Run key starting an application the user installed that
// nothing of the skill provides (RunKeyLocal).
package installed

import (
	"regexp"
	"strings"

	"mvdan.cc/sh/v3/syntax"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
	"github.com/skillpin/skillpin/internal/catalog/audit/shellcmd"
)

// File is one file of a skill, as shellcmd reads it.
type File = shellcmd.File

var scriptValueLazy, registryRangeLazy lazyre.RE

// scriptValueRE: the value of a package.json script entry as matched.
func scriptValueRE() *regexp.Regexp { return scriptValueLazy.Get(`:\s*"((?:[^"\\]|\\.)*)"$`) }

// registryRangeRE: a version or range from the registry (^1.2.3, ~1.2,
// >=1 <2, 1.x, *, latest), not a URL, path, git or alias; as
// shellcmd.DeclaredTool reads one.
func registryRangeRE() *regexp.Regexp {
	return registryRangeLazy.Get(`^(?:[~^<>=v\s]*\d[\w.+-]*(?:\s*(?:\|\||-|\s)\s*[~^<>=v]*\d[\w.+-]*)*|\d+\.x(?:\.x)?|\*|latest)$`)
}

// parseShell parses s as bash; nil when it does not parse.
func parseShell(s string) *syntax.File {
	f, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(s), "")
	if err != nil {
		return nil
	}
	return f
}

// lit is a word's value when it is one literal (no quotes, expansions
// or substitutions).
func lit(w *syntax.Word) (string, bool) {
	v := w.Lit()
	return v, v != "" || len(w.Parts) == 0
}
