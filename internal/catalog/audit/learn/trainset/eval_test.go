package trainset

import (
	"fmt"
	"hash/fnv"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/skillpin/skillpin/internal/catalog/audit"
	"github.com/skillpin/skillpin/internal/catalog/audit/learn"
)

// TestValidate prints the figures the model and its threshold were
// chosen by (docs/audit-evaluation.md, "A trained classifier"): grouped
// cross-validation on the tune set, then the model trained on all of it
// over SkillFortifyBench's tune half (LEARN_SFB, its directory) and the
// tune half of the real corpus (LEARN_CORPUS, repository directories
// separated by spaces). It reads no held-out set. It takes a minute:
// LEARN_VALIDATE=1 runs it.
func TestValidate(t *testing.T) {
	if os.Getenv("LEARN_VALIDATE") == "" {
		t.Skip("LEARN_VALIDATE unset")
	}
	tune, err := Labelled(tuneDir)
	if err != nil {
		t.Fatal(err)
	}
	xs := make([]learn.Vector, len(tune))
	for i, s := range tune {
		xs[i] = features(s.Files)
	}
	thresholds := []float64{0.5, 0.7, 0.8, 0.85, 0.9, 0.93, 0.95, 0.97, 0.98}
	for _, grouping := range []string{"kind", "author"} {
		// Grouped so that look-alike specimens do not straddle folds:
		// by kind (five folds of whole kinds), or by who wrote them.
		group := func(s Skill) string {
			if grouping == "author" {
				return s.By
			}
			h := fnv.New32a()
			h.Write([]byte(s.Kind))
			return fmt.Sprint(h.Sum32() % 5)
		}
		score := map[string]float64{} // labelled directory → its highest skill's score
		bad := map[string]bool{}
		var groups []string
		for _, s := range tune {
			groups = append(groups, group(s))
		}
		slices.Sort(groups)
		for _, g := range slices.Compact(groups) {
			var tx []learn.Vector
			var ty []bool
			for i, s := range tune {
				if group(s) != g {
					tx, ty = append(tx, xs[i]), append(ty, s.Bad)
				}
			}
			w := learn.Train(tx, ty, Options)
			for i, s := range tune {
				if group(s) == g {
					score[s.Label] = max(score[s.Label], learn.Score(w, xs[i]))
					bad[s.Label] = s.Bad
				}
			}
		}
		var pos, neg []float64
		for l, sc := range score {
			if bad[l] {
				pos = append(pos, sc)
			} else {
				neg = append(neg, sc)
			}
		}
		t.Logf("cross-validation by %s: AUC %.3f over %d malicious, %d benign", grouping, auc(pos, neg), len(pos), len(neg))
		for _, th := range thresholds {
			t.Logf("  score ≥ %.2f: %d malicious, %d benign", th, atLeast(pos, th), atLeast(neg, th))
		}
	}

	ys := make([]bool, len(tune))
	for i, s := range tune {
		ys[i] = s.Bad
	}
	model := learn.Model{Threshold: Threshold, Severity: Severity, Weights: learn.Train(xs, ys, Options)}
	minimal(t, model)
	if dir := os.Getenv("LEARN_SFB"); dir != "" {
		for _, part := range []string{"claude/malicious", "openclaw/malicious", "claude/benign", "openclaw/benign"} {
			skills, err := Skills(inert(t, filepath.Join(dir, part)), filepath.Base(part))
			if err != nil {
				t.Fatal(err)
			}
			report(t, "SkillFortifyBench tune "+part, model, skills, thresholds)
		}
	}
	var all []Skill
	for _, repo := range strings.Fields(os.Getenv("LEARN_CORPUS")) {
		skills, err := Skills(os.DirFS(repo), filepath.Base(repo))
		if err != nil {
			t.Fatal(err)
		}
		for i := range skills {
			skills[i].Dir = filepath.Base(repo) + "/" + skills[i].Dir
		}
		all = append(all, skills...)
	}
	if len(all) > 0 {
		report(t, "real corpus", model, all, thresholds)
	}
}

// features are learn.Features, with the words' scale floored when
// LEARN_FLOOR is set: the words count as if there were at least that
// many, so a few words cannot carry a score (a variant, not shipped).
func features(files []learn.File) learn.Vector {
	x, _ := learn.Features(files, false)
	var floor float64
	fmt.Sscan(os.Getenv("LEARN_FLOOR"), &floor)
	empty, _ := learn.Features(nil, false) // the bias alone
	n := float64(len(x.Idx) - 1)
	if floor <= n || n <= 0 {
		return x
	}
	k := math.Sqrt(n / floor)
	for j, i := range x.Idx {
		if i == empty.Idx[0] {
			x.Val[j] = 1 + (x.Val[j]-1)*k
		} else {
			x.Val[j] *= k
		}
	}
	return x
}

// minimal scores near-empty honest skills: frontmatter and a heading,
// named as the skills of testdata/skills and a list of common names.
func minimal(t *testing.T, m learn.Model) {
	names := strings.Fields("code-review commit-message pdf-tools deploy-helper x docs-writer test-runner sql-helper " +
		"api-client release-notes changelog lint-fix image-resize csv-tools git-helper notes todo weather translate summarize")
	var scores []float64
	for _, n := range names {
		md := "---\nname: " + n + "\ndescription: Does " + n + " things.\n---\n\n# " + n + "\n"
		scores = append(scores, learn.Score(m.Weights, features([]learn.File{{Path: "SKILL.md", Data: []byte(md)}})))
	}
	slices.Sort(scores)
	t.Logf("near-empty honest skills (%d): median %.3f, highest %.3f, %d at or above %.2f",
		len(scores), scores[len(scores)/2], scores[len(scores)-1], atLeast(scores, m.Threshold), m.Threshold)
}

// report prints how many skills the rules leave below high and the model
// scores at or above each threshold, and the highest scored.
func report(t *testing.T, what string, m learn.Model, skills []Skill, thresholds []float64) {
	var below []float64
	var names []string
	for _, s := range skills {
		if s.Top >= audit.High {
			continue
		}
		below = append(below, learn.Score(m.Weights, features(s.Files)))
		names = append(names, s.Dir)
	}
	t.Logf("%s: %d skills, %d below high by the rules", what, len(skills), len(below))
	for _, th := range thresholds {
		t.Logf("  score ≥ %.2f: %d", th, atLeast(below, th))
	}
	order := make([]int, len(below))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		switch {
		case below[a] > below[b]:
			return -1
		case below[a] < below[b]:
			return 1
		}
		return 0
	})
	for _, i := range order[:min(5, len(order))] {
		t.Logf("  %.3f %s", below[i], names[i])
	}
}

func atLeast(xs []float64, th float64) int {
	n := 0
	for _, x := range xs {
		if x >= th {
			n++
		}
	}
	return n
}

// auc is the chance a malicious directory outscores a benign one.
func auc(pos, neg []float64) float64 {
	n := 0.0
	for _, p := range pos {
		for _, q := range neg {
			switch {
			case p > q:
				n++
			case p == q:
				n += 0.5
			}
		}
	}
	return n / float64(len(pos)*len(neg))
}

// inert reads dir into memory without SkillFortifyBench's inertness
// marker line, as bench/auditeval.sh removes it.
func inert(t *testing.T, dir string) fstest.MapFS {
	m := fstest.MapFS{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		var keep []string
		for _, l := range strings.SplitAfter(string(data), "\n") {
			if !strings.HasPrefix(l, "<!-- SKILLFORTIFYBENCH:INERT ") || !strings.HasSuffix(strings.TrimSpace(l), "-->") {
				keep = append(keep, l)
			}
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		m[filepath.ToSlash(rel)] = &fstest.MapFile{Data: []byte(strings.Join(keep, "")), Mode: info.Mode().Perm()}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return m
}
