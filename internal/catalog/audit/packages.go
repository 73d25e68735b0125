package audit

import (
	_ "embed"
	"fmt"
	"strings"
	"sync"

	"github.com/skillpin/skillpin/internal/catalog/audit/typosquat"
)

// Typosquatted packages (PACKAGE_TYPOSQUAT): package typosquat compares
// an install command's package names with the popular ones, which are
// data (rules/popular-packages.txt).

//go:embed rules/popular-packages.txt
var popularPackagesText []byte

// popularPackages is the index, built when first needed (the audit of
// an install command), not at start.
var popularPackages = sync.OnceValue(func() *typosquat.Packages { return typosquat.ParsePackages(popularPackagesText) })

// detectPackageTyposquat finds install commands naming a look-alike of a
// popular package.
func detectPackageTyposquat(r *Rule, fc *fileContext) []*match {
	// The lines holding a package manager's name, each once.
	lines := typosquat.InstallLines(fc.data, maxMatchesPerFile)
	var out []*match
	for _, l := range lines {
		m := typosquat.InstallMatch(fc.data[l[0]:l[1]])
		if m == nil {
			continue
		}
		for k := range m {
			if m[k] >= 0 {
				m[k] += l[0]
			}
		}
		for _, name := range typosquat.InstalledNames(string(fc.data[m[2]:m[3]])) {
			p, how, ok := popularPackages().Lookalike(name)
			if !ok {
				continue
			}
			n, ls, le := fc.line(m[0])
			out = append(out, &match{rule: r, fc: fc, start: m[0], end: m[1], line: n,
				lineText: fmt.Sprintf("%s (%s looks like %s: %s)", strings.TrimSpace(string(fc.data[ls:le])), name, p, how)})
			break
		}
	}
	return out
}
