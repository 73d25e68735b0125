// Package rconn finds R code that runs what a connection to a URL
// reads, through a name: con <- url(…) (gzcon, curl), or txt <-
// readLines(url(…)), then eval(parse(text = readLines(con))),
// eval(parse(text = txt)), source(con) or sys.source(con). The direct
// forms (source(url(…)), eval(parse(text = readLines(url(…))))) are the
// script analysis's own; a name between the two hid the download run
// (det16). A leaf: text in, where it runs out.
package rconn

import (
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
)

// MaxNames bounds the bindings and run sites read of one file.
const MaxNames = 256

var bindRE, runRE lazyre.RE

// Runs is the span of src where code read from a URL connection bound
// to a name runs, nil when none does.
func Runs(src string) []int {
	if !strings.Contains(src, "url(") && !strings.Contains(src, "curl(") {
		return nil
	}
	bound := map[string]bool{}
	for _, m := range bindRE.Get(`\b([A-Za-z.][\w.]*)\s*(?:<-|=)\s*(?:gzcon\s*\(\s*)?(?:(?:curl::)?curl|url|readLines\s*\(\s*(?:gzcon\s*\(\s*)?url)\s*\(`).FindAllStringSubmatch(src, MaxNames) {
		bound[m[1]] = true
	}
	if len(bound) == 0 {
		return nil
	}
	for _, m := range runRE.Get(`\b(?:eval\s*\(\s*parse\s*\(\s*(?:text\s*=\s*)?(?:readLines\s*\(\s*)?|(?:sys\.)?source\s*\(\s*)([A-Za-z.][\w.]*)\s*[,)]`).FindAllStringSubmatchIndex(src, MaxNames) {
		if bound[src[m[2]:m[3]]] {
			return m[:2]
		}
	}
	return nil
}
