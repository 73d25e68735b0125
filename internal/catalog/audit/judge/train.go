package judge

import (
	"math"
	"slices"
)

// Example is one labelled skill for training: its features (as Features
// returns them), its label and its weight in the loss.
type Example struct {
	Features  []string
	Malicious bool
	Weight    float64
}

// Options set a training run.
type Options struct {
	L2      float64 // the penalty on the squared weights
	Iters   int     // full-batch steps
	Rate    float64 // Adam's step size
	MinDocs int     // a feature must be in this many examples
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
	for _, e := range ex {
		for _, f := range e.Features {
			df[f]++
		}
	}
	var names []string
	for f, n := range df {
		if n >= o.MinDocs {
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
