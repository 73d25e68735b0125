package technique

import (
	"bytes"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit/prefilter"
)

// guardFragments are pieces of the lines GATED_DESTRUCTION's guards
// read: conditional words, date calls and literals, production names,
// comparisons, and the near misses ("update", "modify", "android").
var guardFragments = []string{
	"if", "IF", "If", "when", "unless", "and", "&&", "modify", "update", "android", " ", "  ", "\t", "(", ")", "[", "]", "{", ":", ",", ";",
	"date", "Date", "DATE", "datetime", "date.", "datetime.", "date(", "datetime(", "new ", "Date(", "Date.now()", "Date.parse(", "Date.UTC(",
	"time.time()", "time.Date(", "Get-Date ", "date +%s", "date +%Y", "date +%Y-%m-%d", "%m", "%d", "-d ", "+%s ", "'", "\"", "`",
	"<", ">", "<=", ">=", " -ge ", " -gt ", " -le ", " -lt ", "=", "2026", "2031", "2019", "20", "1700000000", "1700000000000", "123456789012",
	"x[0]", "[0]", "2028", "2035", " ]", "-gt 2027 ]", "> 2029):", ".year", "getFullYear()", "Year()", "fromisoformat(", "strptime(", "parse(", "\"2026-01-01\"", "'2027-12-31'", "-",
	"prod", "PROD", "production", "primary", "master", "rds.amazonaws", "pg_database_size", "prods", "then", "x", "_", "9", ".", "é", "ſ", "K", "unleſs ", "maſter", "date +%ſ",
}

// TestFilteredGuards holds the guards' prefilter.Filtered to their patterns:
// on generated lines, the filtered search finds what the pattern finds
// (a condition that dropped a branch's literal, such as planting
// `return nil` when the line lacks "prod", fails it).
func TestFilteredGuards(t *testing.T) {
	for _, tc := range []struct {
		name string
		expr string
		f    *prefilter.Filtered
	}{
		{"guard", guardExpr, &reGuard},
		{"compared", comparedExpr, &reCompared},
		{"yearCmp", yearCmpExpr, &reYearCmp},
	} {
		t.Run(tc.name, func(t *testing.T) {
			re := regexp.MustCompile(tc.expr)
			f := tc.f.Get(tc.expr)
			r := rand.New(rand.NewPCG(18, 37))
			hits := 0
			for n := 0; n < 60000; n++ {
				var b strings.Builder
				if r.IntN(2) == 0 { // a condition first, as most guards
					b.WriteString([]string{"if ", "when ", "unless ", "&& ", "If [ "}[r.IntN(5)])
				}
				for k := 1 + r.IntN(7); k > 0; k-- {
					b.WriteString(guardFragments[r.IntN(len(guardFragments))])
					if r.IntN(3) == 0 {
						b.WriteByte(' ')
					}
				}
				line := []byte(b.String())
				want := re.FindIndex(line)
				if want != nil {
					hits++
				}
				if got := f.FindIndex(line, asciiLower(line)); !bytes.Equal(intsBytes(got), intsBytes(want)) {
					t.Fatalf("%q: filtered %v, pattern %v", line, got, want)
				}
			}
			if hits < 300 {
				t.Errorf("the pattern matched %d generated lines: too few to test the filter", hits)
			}
		})
	}
}

// intsBytes turns a match's indexes into bytes to compare (nil stays nil).
func intsBytes(ix []int) []byte {
	if ix == nil {
		return nil
	}
	var b []byte
	for _, i := range ix {
		b = append(b, byte(i), byte(i>>8))
	}
	return b
}
