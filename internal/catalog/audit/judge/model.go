package judge

import (
	"bufio"
	"bytes"
	_ "embed"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// Model is a trained judgement: a bias and a weight per feature.
type Model struct {
	Bias  float64
	names []string         // sorted
	ids   map[string]int32 // name -> index
	w     []float64
}

// Weights returns the model's features and their weights, sorted by
// feature.
func (m *Model) Weights() ([]string, []float64) { return m.names, m.w }

func newModel(bias float64, names []string, w []float64) *Model {
	m := &Model{Bias: bias, names: names, w: w, ids: make(map[string]int32, len(names))}
	for i, n := range names {
		m.ids[n] = int32(i)
	}
	return m
}

// Verdict is the judgement of one skill.
type Verdict struct {
	// Score is the probability the model gives the skill of being
	// malicious, in [0, 1].
	Score float64
	// Top are the features that raised the score most, strongest first.
	Top []Contribution
	// Features is how many of the model's features the skill has: the
	// evidence the score rests on (see MinFeatures).
	Features int
}

// Contribution is one feature of a skill and its weight.
type Contribution struct {
	Feature string
	Weight  float64
}

// String is "score 0.97; strongest: webhook +1.20, silently +0.90".
func (v Verdict) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "score %.2f", v.Score)
	for i, c := range v.Top {
		if i == 0 {
			b.WriteString("; strongest: ")
		} else {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%s %+.2f", c.Feature, c.Weight)
	}
	return b.String()
}

// maxTop is how many features a verdict names.
const maxTop = 5

// Judge scores the files of one skill: files calls visit for each file
// in a fixed order (skill-relative path, executable, content).
func (m *Model) Judge(files func(visit func(p string, exec bool, data []byte))) Verdict {
	seen := make([]uint64, (len(m.w)+63)/64)
	z, n := m.Bias, 0
	var top []int32 // the strongest positive features, strongest first
	t := NewTokens(func(b []byte) {
		i, ok := m.ids[string(b)]
		if !ok || seen[i/64]&(1<<(i%64)) != 0 {
			return
		}
		seen[i/64] |= 1 << (i % 64)
		n++
		z += m.w[i]
		top = m.addTop(top, i)
	})
	skillFirst(files)(t.File)
	v := Verdict{Score: sigmoid(z), Features: n}
	for _, i := range top {
		v.Top = append(v.Top, Contribution{m.names[i], m.w[i]})
	}
	return v
}

// Known is how many of fs are features of the model.
func (m *Model) Known(fs []string) int {
	n := 0
	for _, f := range fs {
		if _, ok := m.ids[f]; ok {
			n++
		}
	}
	return n
}

// addTop inserts feature i into top (at most maxTop, by weight, then
// name) when its weight is positive and among the strongest.
func (m *Model) addTop(top []int32, i int32) []int32 {
	if m.w[i] <= 0 || len(top) == maxTop && !m.stronger(i, top[maxTop-1]) {
		return top
	}
	k := len(top)
	for k > 0 && m.stronger(i, top[k-1]) {
		k--
	}
	if len(top) < maxTop {
		top = append(top, 0)
	}
	copy(top[k+1:], top[k:])
	top[k] = i
	return top
}

// stronger orders features by weight, then by index (the order of their
// names), so that the explanation does not depend on the files' order.
func (m *Model) stronger(a, b int32) bool {
	return m.w[a] > m.w[b] || m.w[a] == m.w[b] && a < b
}

// ScoreFeatures is the score of a set of features (as Features returns
// them).
func (m *Model) ScoreFeatures(fs []string) float64 {
	z := m.Bias
	for _, f := range fs {
		if i, ok := m.ids[f]; ok {
			z += m.w[i]
		}
	}
	return sigmoid(z)
}

func sigmoid(z float64) float64 { return 1 / (1 + math.Exp(-z)) }

// WriteTSV writes the model: a header of comment lines, the bias, then
// one feature and its weight a line, sorted by feature, weights with
// four decimals.
func (m *Model) WriteTSV(w io.Writer, header string) error {
	bw := bufio.NewWriter(w)
	for _, l := range strings.Split(strings.TrimRight(header, "\n"), "\n") {
		fmt.Fprintf(bw, "# %s\n", l)
	}
	fmt.Fprintf(bw, "\tbias\t%s\n", strconv.FormatFloat(m.Bias, 'f', 4, 64))
	for i, n := range m.names {
		fmt.Fprintf(bw, "%s\t%s\n", n, strconv.FormatFloat(m.w[i], 'f', 4, 64))
	}
	return bw.Flush()
}

// ParseTSV reads a model WriteTSV wrote.
func ParseTSV(data []byte) (*Model, error) {
	var names []string
	var w []float64
	bias := 0.0
	for n, line := range bytes.Split(data, []byte("\n")) {
		if len(line) == 0 || line[0] == '#' {
			continue
		}
		s := string(line)
		if rest, ok := strings.CutPrefix(s, "\tbias\t"); ok {
			b, err := strconv.ParseFloat(rest, 64)
			if err != nil {
				return nil, fmt.Errorf("line %d: %v", n+1, err)
			}
			bias = b
			continue
		}
		name, val, ok := strings.Cut(s, "\t")
		x, err := strconv.ParseFloat(val, 64)
		if !ok || err != nil || name == "" {
			return nil, fmt.Errorf("line %d: want FEATURE<TAB>WEIGHT", n+1)
		}
		names = append(names, name)
		w = append(w, x)
	}
	if !slices.IsSorted(names) {
		return nil, fmt.Errorf("features not sorted")
	}
	return newModel(bias, names, w), nil
}

//go:embed weights.tsv
var weightsTSV []byte

// Default is the model of weights.tsv, read when first used (not at
// start: a package variable's initialiser would run in every command).
func Default() *Model {
	defaultModel.once.Do(func() {
		m, err := ParseTSV(weightsTSV)
		if err != nil {
			panic("judge: weights.tsv: " + err.Error())
		}
		defaultModel.m = m
	})
	return defaultModel.m
}

var defaultModel struct {
	once sync.Once
	m    *Model
}
