package audit

import (
	"math/rand/v2"
	"regexp/syntax"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit/prefilter"
)

// egressFragments are pieces of text around the names and calls egressRE
// matches, put together at random below.
var egressFragments = []string{
	"curl", "CURL", "wget", "nc", "once", "sync", "rsync", "Invoke-WebRequest", "fetch", "prefetch", "fetched", "axios",
	"requests.", "get", "post", "Session", "new", " ", "\n", "WebSocket", "https", "http", ".", "request", "(",
	":httpc", "Req", "Tesla", "Net::", "HTTP", "LWP::", "::", "httr", "socket", "reqwest", "Post", "_", "x", "/dev/tcp",
	"\u212a", "é",
}

// TestEgressHalves holds hasEgress, which searches egressRE's two halves
// each from its literal prefixes, to egressRE over the whole text: the
// same answer on every generated text. Each half must keep prefixes (a
// pattern without them is searched over every byte again: adding
// alternatives to a half until it has more than prefilter keeps fails
// this), and the halves must be the whole.
func TestEgressHalves(t *testing.T) {
	for i := range egressHalves {
		re, err := syntax.Parse(egressHalves[i].Expr, syntax.Perl)
		if err != nil || prefilter.Prefixes(re) == nil {
			t.Fatalf("egress half %d (%s) has no literal prefixes (err %v)", i, egressHalves[i].Expr, err)
		}
	}
	if egressRE.Expr != `(?i)`+egressTools+`|`+egressCalls {
		t.Fatalf("egressRE is not its two halves")
	}
	r := rand.New(rand.NewPCG(17, 41))
	hits := 0
	for n := 0; n < 20000; n++ {
		var b strings.Builder
		for k := 1 + r.IntN(8); k > 0; k-- {
			b.WriteString(egressFragments[r.IntN(len(egressFragments))])
		}
		want := egressRE.Regexp().MatchString(b.String())
		if want {
			hits++
		}
		if got := newFileContext("a.sh", []byte(b.String()), false, false).hasEgress(); got != want {
			t.Fatalf("hasEgress(%q) = %v, egressRE says %v", b.String(), got, want)
		}
	}
	if hits < 2000 || hits > 18000 {
		t.Errorf("egressRE matched %d of the generated texts: too one-sided to test the search", hits)
	}
}
