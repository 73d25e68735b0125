package audit

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestInstallLines checks the one-pass search for the lines naming a
// package manager against the search word by word.
func TestInstallLines(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	pieces := []string{"pip", "uv ", "uv", "poetry", "pdm ", "npm", "yarn", "bun", "npx", "np", "\n", " ", "x", "install", "PIP"}
	for i := 0; i < 20000; i++ {
		var b bytes.Buffer
		for k := r.IntN(30); k > 0; k-- {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		d := b.Bytes()
		got, want := installLines(d), installLinesByWord(d)
		if len(got) != len(want) || len(want) > 0 && !slices.Equal(got, want) {
			t.Fatalf("%q: installLines = %v, word by word %v", d, got, want)
		}
	}
	// Past the bound, the search word by word chooses the lines.
	many := bytes.Repeat([]byte("npm i x\n"), maxMatchesPerFile+5)
	if installLines(many) != nil || len(installLinesByWord(many)) != maxMatchesPerFile {
		t.Fatal("the bound on lines is not kept")
	}
}
