package judge

import (
	"math"
	"slices"
	"strings"
)

// Example is one labelled skill for training: its features (as Features
// returns them), its label and its weight in the loss.
type Example struct {
	Features  []string
	Malicious bool
	Weight    float64
	Group     string // the writer (Labelled.Group), for Options.MinWriters
}

// Options set a training run.
type Options struct {
	L2      float64 // the penalty on the squared weights
	Iters   int     // full-batch steps
	Rate    float64 // Adam's step size
	MinDocs int     // a feature must be in this many examples
	// MinWriters: a feature must be in the examples of this many writers
	// (groups; each corpus repository is one), so that a word only one
	// writer uses gets no weight (0 or 1: no such bound).
	MinWriters int
	// NoPairs leaves out the word pairs (features holding a space).
	NoPairs bool
	// PosWriters: a feature may have a positive weight only if, within
	// at least this many writers who wrote both malicious and benign
	// skills, it is in a larger share of the writer's malicious skills
	// than of its benign ones (see contrasted); a word every skill of a
	// writer has, malicious or not, is the writer's style (0: no bound).
	PosWriters int
}

// DefaultOptions are the options weights.tsv was trained with.
var DefaultOptions = Options{L2: 1e-3, Iters: 300, Rate: 0.05, MinDocs: 3}

// Train fits an L2-regularised logistic regression to the examples by
// full-batch Adam, in a fixed order with float64 and no randomness, and
// returns the model with its weights rounded to four decimals and those
// that round to zero left out: the model as WriteTSV writes it.
func Train(ex []Example, o Options) *Model {
	// The vocabulary: features in at least MinDocs examples, sorted.
	df := map[string]int{}
	writers := map[string]map[string]bool{} // feature -> its writers, when MinWriters asks
	for _, e := range ex {
		for _, f := range e.Features {
			df[f]++
			if o.MinWriters > 1 {
				if writers[f] == nil {
					writers[f] = map[string]bool{}
				}
				writers[f][e.Group] = true
			}
		}
	}
	var names []string
	for f, n := range df {
		if n >= o.MinDocs && (o.MinWriters <= 1 || len(writers[f]) >= o.MinWriters) &&
			(!o.NoPairs || !strings.Contains(f, " ")) {
			names = append(names, f)
		}
	}
	slices.Sort(names)
	ids := make(map[string]int32, len(names))
	for i, n := range names {
		ids[n] = int32(i)
	}
	xs := make([][]int32, len(ex))
	total := 0.0
	for k, e := range ex {
		for _, f := range e.Features {
			if i, ok := ids[f]; ok {
				xs[k] = append(xs[k], i)
			}
		}
		total += e.Weight
	}

	n := len(names)
	var capped []bool // features held at or below zero
	if o.PosWriters > 0 {
		ok := contrasted(ex, o.PosWriters)
		capped = make([]bool, n)
		for i, name := range names {
			capped[i] = !ok[name]
		}
	}
	w := make([]float64, n+1) // the bias last
	g := make([]float64, n+1)
	m1 := make([]float64, n+1)
	m2 := make([]float64, n+1)
	const b1, b2, eps = 0.9, 0.999, 1e-8
	for it := 1; it <= o.Iters; it++ {
		clear(g)
		for k, e := range ex {
			z := w[n]
			for _, i := range xs[k] {
				z += w[i]
			}
			y := 0.0
			if e.Malicious {
				y = 1
			}
			d := e.Weight * (sigmoid(z) - y) / total
			for _, i := range xs[k] {
				g[i] += d
			}
			g[n] += d
		}
		for i := range n {
			g[i] += o.L2 * w[i]
		}
		c1 := 1 - math.Pow(b1, float64(it))
		c2 := 1 - math.Pow(b2, float64(it))
		for i := range w {
			m1[i] = b1*m1[i] + (1-b1)*g[i]
			m2[i] = b2*m2[i] + (1-b2)*g[i]*g[i]
			w[i] -= o.Rate * (m1[i] / c1) / (math.Sqrt(m2[i]/c2) + eps)
			if i < n && capped != nil && capped[i] && w[i] > 0 {
				w[i] = 0
			}
		}
	}
	var keep []string
	var kw []float64
	for i, name := range names {
		r := math.Round(w[i]*1e4) / 1e4
		if r != 0 {
			keep = append(keep, name)
			kw = append(kw, r)
		}
	}
	return newModel(math.Round(w[n]*1e4)/1e4, keep, kw)
}

// contrastRatio is how much larger a feature's share of a writer's
// malicious skills must be than its share of the writer's benign ones
// (each share smoothed by one skill) for the writer to count it as
// contrasted.
const contrastRatio = 2.0

// contrasted are the features that at least k writers with both kinds
// of skill use more in their malicious skills than in their benign ones.
func contrasted(ex []Example, k int) map[string]bool {
	type count struct{ mal, ben int }
	per := map[string]map[string]*count{} // writer -> feature -> count
	totals := map[string]*count{}
	for _, e := range ex {
		if strings.HasPrefix(e.Group, "corpus:") {
			continue
		}
		if per[e.Group] == nil {
			per[e.Group] = map[string]*count{}
			totals[e.Group] = &count{}
		}
		t := totals[e.Group]
		if e.Malicious {
			t.mal++
		} else {
			t.ben++
		}
		for _, f := range e.Features {
			c := per[e.Group][f]
			if c == nil {
				c = &count{}
				per[e.Group][f] = c
			}
			if e.Malicious {
				c.mal++
			} else {
				c.ben++
			}
		}
	}
	votes := map[string]int{}
	for g, fs := range per {
		t := totals[g]
		if t.mal == 0 || t.ben == 0 {
			continue
		}
		for f, c := range fs {
			pm := float64(c.mal+1) / float64(t.mal+2)
			pb := float64(c.ben+1) / float64(t.ben+2)
			if c.mal >= 2 && pm >= contrastRatio*pb {
				votes[f]++
			}
		}
	}
	out := map[string]bool{}
	for f, v := range votes {
		if v >= k {
			out[f] = true
		}
	}
	return out
}
