package judge

import (
	"bufio"
	"compress/gzip"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// Labelled is one skill of the training material.
type Labelled struct {
	Dir       string // where it came from: PART/malicious/NAME, or REPO:DIR for a real skill
	Group     string // who wrote it (Group)
	Malicious bool
	Features  []string
}

// helperMark reports how tune/labels.txt marks a specimen a helper
// wrote: "(written by NAME)" or "(det12)".
func helperMark(s string) bool {
	if strings.Contains(s, "(written by ") {
		return true
	}
	for {
		i := strings.IndexByte(s, '(')
		if i < 0 {
			return false
		}
		s = s[i+1:]
		j := 0
		for j < len(s) && 'a' <= s[j] && s[j] <= 'z' {
			j++
		}
		k := j
		for k < len(s) && '0' <= s[k] && s[k] <= '9' {
			k++
		}
		if j > 0 && k > j && k < len(s) && s[k] == ')' {
			return true
		}
	}
}

// Group is the writer of a tune specimen from its labels.txt SOURCE:
// "holdout", "holdout2" … for the retired held-out parts (each a separate
// evaluator), "helpers" for specimens the helpers who changed the audit
// wrote, "eval1" for the first evaluator's.
func Group(source string) string {
	if i := strings.Index(source, "retired from holdout"); i >= 0 {
		g, _, _ := strings.Cut(source[i+len("retired from "):], "/")
		return g
	}
	if helperMark(source) {
		return "helpers"
	}
	return "eval1"
}

// SkillFiles reads the files under dir (sorted, as fs.WalkDir visits
// them) as the judge's visit function wants them.
func SkillFiles(fsys fs.FS, dir string) func(visit func(p string, exec bool, data []byte)) {
	return func(visit func(p string, exec bool, data []byte)) {
		_ = fs.WalkDir(fsys, dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !d.Type().IsRegular() {
				return nil
			}
			info, err := d.Info()
			if err != nil {
				return nil
			}
			data, err := fs.ReadFile(fsys, p)
			if err != nil {
				data = nil
			}
			rel := strings.TrimPrefix(p, dir+"/")
			visit(rel, info.Mode()&0o111 != 0, data)
			return nil
		})
	}
}

// LoadPart reads a part of the incident-pattern sets (root/part with its
// labels.txt: tune) or, without labels.txt, a directory of malicious/
// and benign/ skills (testdata/audit), every skill of group "own".
func LoadPart(root, part string) ([]Labelled, error) {
	dir := filepath.Join(root, part)
	fsys := os.DirFS(dir)
	var out []Labelled
	data, err := os.ReadFile(filepath.Join(dir, "labels.txt"))
	if err != nil {
		for _, kind := range []string{"malicious", "benign"} {
			es, err := os.ReadDir(filepath.Join(dir, kind))
			if err != nil {
				return nil, err
			}
			for _, e := range es {
				if e.IsDir() {
					d := kind + "/" + e.Name()
					out = append(out, Labelled{Dir: part + "/" + d, Group: "own", Malicious: kind == "malicious",
						Features: Features(SkillFiles(fsys, d))})
				}
			}
		}
		return out, nil
	}
	for _, line := range strings.Split(string(data), "\n") {
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 3 {
			return nil, fmt.Errorf("%s/labels.txt: bad line %q", part, line)
		}
		out = append(out, Labelled{Dir: part + "/" + f[0], Group: Group(f[2]),
			Malicious: strings.HasPrefix(f[0], "malicious/"), Features: Features(SkillFiles(fsys, f[0]))})
	}
	slices.SortFunc(out, func(a, b Labelled) int { return strings.Compare(a.Dir, b.Dir) })
	return out, nil
}

// The corpus file holds the features of real public skills (benign),
// gzipped text: comment lines, then per repository a line
// "=REPO COMMIT", then one line per skill "DIR<TAB>FEATURE<TAB>FEATURE …"
// (a feature may hold a space: a pair of words).

// WriteCorpus writes real skills' features; commits names each
// repository's commit.
func WriteCorpus(w io.Writer, header string, skills []Labelled, commits map[string]string) error {
	zw, _ := gzip.NewWriterLevel(w, gzip.BestCompression)
	bw := bufio.NewWriter(zw)
	for _, l := range strings.Split(strings.TrimRight(header, "\n"), "\n") {
		fmt.Fprintf(bw, "# %s\n", l)
	}
	repo := ""
	for _, s := range skills {
		r, dir, _ := strings.Cut(s.Dir, ":")
		if r != repo {
			repo = r
			fmt.Fprintf(bw, "=%s %s\n", r, commits[r])
		}
		fmt.Fprintf(bw, "%s\t%s\n", dir, strings.Join(s.Features, "\t"))
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	return zw.Close()
}

// ReadCorpus reads what WriteCorpus wrote: every skill benign, its group
// "corpus:REPO".
func ReadCorpus(r io.Reader) ([]Labelled, error) {
	zr, err := gzip.NewReader(r)
	if err != nil {
		return nil, err
	}
	sc := bufio.NewScanner(zr)
	sc.Buffer(nil, 16<<20)
	var out []Labelled
	repo := ""
	for sc.Scan() {
		line := sc.Text()
		switch {
		case line == "" || line[0] == '#':
		case line[0] == '=':
			repo, _, _ = strings.Cut(line[1:], " ")
		default:
			dir, fs, ok := strings.Cut(line, "\t")
			if !ok || repo == "" {
				return nil, fmt.Errorf("corpus: bad line %.40q", line)
			}
			var feats []string
			if fs != "" {
				feats = strings.Split(fs, "\t")
			}
			out = append(out, Labelled{Dir: repo + ":" + dir, Group: "corpus:" + repo, Features: feats})
		}
	}
	return out, sc.Err()
}

// Examples are the labelled skills as training examples, malicious and
// benign weighted so that each class weighs the same in the loss, and
// within a class each writer (BalanceWriters).
func Examples(ls []Labelled) []Example {
	if BalanceWriters > 0 {
		return balancedExamples(ls)
	}
	var nm, nb float64
	for _, l := range ls {
		if l.Malicious {
			nm++
		} else {
			nb++
		}
	}
	out := make([]Example, len(ls))
	for i, l := range ls {
		w := 1.0
		if l.Malicious && nm > 0 {
			w = (nm + nb) / (2 * nm)
		} else if nb > 0 {
			w = (nm + nb) / (2 * nb)
		}
		out[i] = Example{Features: l.Features, Malicious: l.Malicious, Weight: w, Group: l.Group}
	}
	return out
}

// BalanceWriters makes Examples weigh each writer the same within its
// class: 2 counts each corpus repository as a writer, 1 all of them as
// one, 0 (the default) weighs only the classes (the CV's JUDGE_BALANCE;
// docs/audit-evaluation.md, "The judgement across writers (judge14)",
// says why 2 is not the default).
var BalanceWriters = 0

// balancedExamples weighs each class the same, and within a class each
// writer the same (all corpus repositories together being one writer of
// the benign class), whatever the number of skills each wrote.
func balancedExamples(ls []Labelled) []Example {
	type key struct {
		g string
		m bool
	}
	group := func(l Labelled) string {
		if BalanceWriters == 1 && strings.HasPrefix(l.Group, "corpus:") {
			return "corpus"
		}
		return l.Group
	}
	n := map[key]float64{}
	writers := map[bool]float64{}
	for _, l := range ls {
		k := key{group(l), l.Malicious}
		if n[k] == 0 {
			writers[l.Malicious]++
		}
		n[k]++
	}
	total := float64(len(ls))
	out := make([]Example, len(ls))
	for i, l := range ls {
		k := key{group(l), l.Malicious}
		w := total / 2 / writers[l.Malicious] / n[k]
		out[i] = Example{Features: l.Features, Malicious: l.Malicious, Weight: w, Group: l.Group}
	}
	return out
}

// The training material, relative to the repository's root.
const (
	evalRoot   = "testdata/audit/eval"
	ownRoot    = "testdata"
	corpusFile = "internal/catalog/audit/judge/corpus.txt.gz"
)

// LoadLabelled reads the labelled sets under the repository's root:
// the incident patterns' tune part and the audit's own test skills.
func LoadLabelled(root string) ([]Labelled, error) {
	tune, err := LoadPart(filepath.Join(root, evalRoot), "tune")
	if err != nil {
		return nil, err
	}
	own, err := LoadPart(filepath.Join(root, ownRoot), "audit")
	if err != nil {
		return nil, err
	}
	return append(tune, own...), nil
}

// LoadCorpus reads the real skills' features under the repository's
// root.
func LoadCorpus(root string) ([]Labelled, error) {
	f, err := os.Open(filepath.Join(root, corpusFile))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return ReadCorpus(f)
}

// Build trains on all the material under the repository's root and
// writes the weights as weights.tsv holds them.
func Build(root string, w io.Writer) error {
	ls, err := LoadLabelled(root)
	if err != nil {
		return err
	}
	cs, err := LoadCorpus(root)
	if err != nil {
		return err
	}
	ls = append(ls, cs...)
	var nm int
	for _, l := range ls {
		if l.Malicious {
			nm++
		}
	}
	m := Train(Examples(ls), DefaultOptions)
	o := DefaultOptions
	header := fmt.Sprintf("The audit judge's weights (docs/audit-evaluation.md, \"A trained judgement, twelfth session (cls)\"):\n"+
		"written by go run ./internal/catalog/audit/judge/train from %d malicious and %d benign skills;\n"+
		"each class and within it each writer weighing the same; L2 %g, %d steps of Adam at %g, features in at least %d skills. Do not edit: retrain.",
		nm, len(ls)-nm, o.L2, o.Iters, o.Rate, o.MinDocs)
	return m.WriteTSV(w, header)
}
