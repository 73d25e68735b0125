package prose

import (
	"fmt"
	"os"
	"testing"
)

func TestDebug(t *testing.T) {
	s := os.Getenv("PROSE_DEBUG")
	if s == "" {
		t.Skip()
	}
	toks := tokenize(s)
	fmt.Printf("%v\n", toks)
	hits, _ := Builtin().find(toks)
	for _, h := range hits {
		fmt.Println(h.entry, h.from, h.to)
	}
	w := 0
	ss := sentence{toks: toks, text: s}
	fmt.Printf("%+v\n", rolesOf(&ss, Builtin(), Options{}, &w))
}
