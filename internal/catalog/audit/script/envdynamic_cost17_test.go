package script

import (
	"math/rand/v2"
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit/prefilter"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/flow"
)

// envFragments are pieces of code reading the environment, put together
// at random below.
var envFragments = []string{
	"ENV[", "env[", "ENV.fetch(", "getenv(", "$k", "$_ENV[", "$ENV{", "System.getenv(", "env::var(", "&", "os.getenv(",
	"GetEnvironmentVariable(", "name", "NAME", "_x", "@v", " ", "\n", ")", "]", ",", "'", "x", "9", "\u212a", "ſ", "é",
}

// TestEnvDynamicStarts holds otherEnvDynamic, searched from its literal
// prefixes, to its pattern run over the whole text: the same first match
// on every generated text. The pattern must keep prefixes (one without
// them is searched over every byte again).
func TestEnvDynamicStarts(t *testing.T) {
	parsed, err := syntax.Parse(otherEnvDynamic.Expr, syntax.Perl)
	if err != nil || prefilter.Prefixes(parsed) == nil {
		t.Fatalf("otherEnvDynamic has no literal prefixes (err %v)", err)
	}
	re := regexp.MustCompile(otherEnvDynamic.Expr)
	r := rand.New(rand.NewPCG(17, 42))
	hits := 0
	for n := 0; n < 20000; n++ {
		var b strings.Builder
		for k := 1 + r.IntN(10); k > 0; k-- {
			b.WriteString(envFragments[r.IntN(len(envFragments))])
		}
		src := b.String()
		want := re.FindStringIndex(src)
		if want != nil {
			hits++
		}
		if got := otherEnvDynamic.FindStringIndex(src, flow.ASCIILower(src)); !slices.Equal(got, want) {
			t.Fatalf("otherEnvDynamic in %q: %v, the pattern over the whole text %v", src, got, want)
		}
	}
	if hits < 500 {
		t.Errorf("the pattern matched %d generated texts: too few to test the search", hits)
	}
}
