package judge

import (
	"math"
	"testing"
)

// TestBalancedExamples: each class weighs half, and within a class each
// writer the same, however many skills it wrote.
func TestBalancedExamples(t *testing.T) {
	defer func(b int) { BalanceWriters = b }(BalanceWriters)
	BalanceWriters = 2
	ls := []Labelled{
		{Group: "a", Malicious: true}, {Group: "a", Malicious: true}, {Group: "a", Malicious: true},
		{Group: "b", Malicious: true},
		{Group: "a"}, {Group: "corpus:x"}, {Group: "corpus:x"}, {Group: "corpus:y"},
	}
	sum := map[string]float64{}
	var mal, ben float64
	for i, e := range Examples(ls) {
		k := ls[i].Group
		if e.Malicious {
			k += "+"
			mal += e.Weight
		} else {
			ben += e.Weight
		}
		sum[k] += e.Weight
	}
	near := func(a, b float64) bool { return math.Abs(a-b) < 1e-9 }
	if !near(mal, 4) || !near(ben, 4) {
		t.Fatalf("class weights %v, %v; want 4, 4", mal, ben)
	}
	if !near(sum["a+"], sum["b+"]) || !near(sum["a"], sum["corpus:x"]) || !near(sum["a"], sum["corpus:y"]) {
		t.Fatalf("writers weigh differently: %v", sum)
	}
}

// TestContrasted: a word a writer puts in its malicious and honest
// skills alike is no contrast; one in its malicious skills only is.
func TestContrasted(t *testing.T) {
	var ex []Example
	for _, g := range []string{"a", "b"} {
		for range 4 {
			ex = append(ex, Example{Group: g, Malicious: true, Features: []string{"style", "exfil"}})
			ex = append(ex, Example{Group: g, Features: []string{"style"}})
		}
	}
	c := contrasted(ex, 2)
	if !c["exfil"] || c["style"] {
		t.Fatalf("contrasted = %v", c)
	}
	if contrasted(ex, 3)["exfil"] {
		t.Fatal("two writers counted as three")
	}
}
