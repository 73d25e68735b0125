package learn

import (
	"bufio"
	"bytes"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/auditcode"
)

// Model is a trained classifier: its weights, and the score at or above
// which a skill the rules left below high is reported, at what severity.
type Model struct {
	Threshold float64
	Severity  auditcode.Severity
	Weights   map[uint32]float64
	dense     []float64 // Weights by slot, when set (the built-in model's)
}

// score is Score with the model's weights, read from dense when set.
func (m Model) score(x Vector) float64 {
	if m.dense == nil {
		return Score(m.Weights, x)
	}
	s := 0.0
	for j, i := range x.Idx {
		s += float64(m.dense[i] * x.Val[j])
	}
	return sigmoid(s)
}

// digits is how many significant digits a weight keeps in the file:
// enough for the scores, few enough that the last bits of a machine's
// arithmetic do not show.
const digits = 4

// Encode writes the model as text: a header of comments, the threshold
// and severity, then one "slot weight" line per slot, in slot order.
func (m Model) Encode(header string) []byte {
	var b bytes.Buffer
	for _, l := range strings.Split(strings.TrimSpace(header), "\n") {
		fmt.Fprintf(&b, "# %s\n", strings.TrimSpace(l))
	}
	fmt.Fprintf(&b, "threshold %s\nseverity %s\n", strconv.FormatFloat(m.Threshold, 'g', -1, 64), m.Severity)
	for _, i := range slices.Sorted(maps.Keys(m.Weights)) {
		w := strconv.FormatFloat(m.Weights[i], 'g', digits, 64)
		if w == "0" || w == "-0" {
			continue
		}
		fmt.Fprintf(&b, "%d %s\n", i, w)
	}
	return b.Bytes()
}

// Decode reads what Encode wrote.
func Decode(data []byte) (Model, error) {
	m := Model{Weights: map[uint32]float64{}}
	sc := bufio.NewScanner(bytes.NewReader(data))
	n := 0
	for sc.Scan() {
		n++
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		k, v, ok := strings.Cut(line, " ")
		if !ok {
			return Model{}, fmt.Errorf("model line %d: want KEY VALUE: %q", n, line)
		}
		var err error
		switch k {
		case "threshold":
			m.Threshold, err = strconv.ParseFloat(v, 64)
		case "severity":
			m.Severity, err = auditcode.ParseSeverity(v)
		default:
			var i uint64
			var w float64
			if i, err = strconv.ParseUint(k, 10, 32); err == nil && i >= dim {
				err = fmt.Errorf("slot %d past %d", i, dim)
			}
			if err == nil {
				w, err = strconv.ParseFloat(v, 64)
				m.Weights[uint32(i)] = w
			}
		}
		if err != nil {
			return Model{}, fmt.Errorf("model line %d: %w", n, err)
		}
	}
	if m.Threshold <= 0 || m.Threshold >= 1 || m.Severity == auditcode.None {
		return Model{}, fmt.Errorf("model: want a threshold in (0, 1) and a severity, have %v and %v", m.Threshold, m.Severity)
	}
	return m, nil
}
