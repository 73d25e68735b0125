package learn

import (
	"math"
	"slices"
)

// TrainOptions are the training's fixed settings.
type TrainOptions struct {
	Epochs int     // full passes of gradient descent
	Rate   float64 // step size
	L2     float64 // weight decay (the bias slot is not decayed)
}

// Train fits a logistic regression to xs (labels ys, true for
// malicious) by full-batch gradient descent: every sample every epoch,
// in the given order, in float64, each class weighted to count as much
// as the other. No randomness: the same input gives the same weights.
// The explicit float64 conversions keep the compiler from fusing a
// multiply and an add, which would change the last bits on some
// machines.
func Train(xs []Vector, ys []bool, opt TrainOptions) map[uint32]float64 {
	var pos, neg float64
	for _, y := range ys {
		if y {
			pos++
		} else {
			neg++
		}
	}
	n := pos + neg
	cw := [2]float64{n / (2 * max(neg, 1)), n / (2 * max(pos, 1))}
	var used []uint32
	for _, x := range xs {
		used = append(used, x.Idx...)
	}
	slices.Sort(used)
	used = slices.Compact(used)
	bias := biasSlot()
	w := make([]float64, dim)
	g := make([]float64, dim)
	for range opt.Epochs {
		for k, x := range xs {
			z := 0.0
			for j, i := range x.Idx {
				z += float64(w[i] * x.Val[j])
			}
			t, c := 0.0, cw[0]
			if ys[k] {
				t, c = 1, cw[1]
			}
			d := float64(c * (sigmoid(z) - t))
			for j, i := range x.Idx {
				g[i] += float64(d * x.Val[j])
			}
		}
		for _, i := range used {
			step := g[i] / n
			if i != bias {
				step += float64(opt.L2 * w[i])
			}
			w[i] -= float64(opt.Rate * step)
			g[i] = 0
		}
	}
	out := map[uint32]float64{}
	for _, i := range used {
		out[i] = w[i]
	}
	return out
}

func dot(w map[uint32]float64, x Vector) float64 {
	s := 0.0
	for j, i := range x.Idx {
		s += float64(w[i] * x.Val[j])
	}
	return s
}

func sigmoid(z float64) float64 { return 1 / (1 + math.Exp(-z)) }

// Score is the probability weights w give that x is malicious.
func Score(w map[uint32]float64, x Vector) float64 { return sigmoid(dot(w, x)) }
