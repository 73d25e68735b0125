package audit

import (
	"bufio"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
)

// evalDir holds the incident-pattern sets the audit is measured on but
// was not written from (testdata/audit/eval/README.md): tune/ may be read
// when changing the audit, the held-out parts (holdout14/, ...) must not
// be. The test names tune's misses and false positives and prints only
// the totals of the held-out parts.
const evalDir = "../../../testdata/audit/eval"

// evalPart is one part of the sets, read into memory with the files of
// renames.txt under their real names (names that cannot be committed).
type evalPart struct {
	fsys   fstest.MapFS
	labels map[string]evalLabel // skill directory → label
}

type evalLabel struct {
	kind      string
	malicious bool
}

func loadEvalPart(t testing.TB, part string) evalPart {
	t.Helper()
	root := filepath.Join(evalDir, part)
	p := evalPart{fsys: fstest.MapFS{}, labels: map[string]evalLabel{}}

	renames := map[string]string{}
	if f, err := os.Open(filepath.Join(root, "renames.txt")); err == nil {
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			line := sc.Text()
			if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
				continue
			}
			from, quoted, _ := strings.Cut(line, "\t")
			to, err := strconv.Unquote(quoted)
			elems := strings.SplitN(from, "/", 3)
			if err != nil || len(elems) < 3 {
				t.Fatalf("%s/renames.txt: bad line %q", part, line)
			}
			renames[from] = elems[0] + "/" + elems[1] + "/" + to
		}
		f.Close()
	}

	for _, kind := range []string{"malicious", "benign"} {
		err := filepath.WalkDir(filepath.Join(root, kind), func(name string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			rel, err := filepath.Rel(root, name)
			if err != nil {
				return err
			}
			rel = filepath.ToSlash(rel)
			if to, ok := renames[rel]; ok {
				delete(renames, rel)
				rel = to
			}
			info, err := d.Info()
			if err != nil {
				return err
			}
			data, err := os.ReadFile(name)
			if err != nil {
				return err
			}
			p.fsys[rel] = &fstest.MapFile{Data: data, Mode: info.Mode().Perm()}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	for from := range renames {
		t.Errorf("%s/renames.txt names %s, which is not in the part", part, from)
	}

	data, err := os.ReadFile(filepath.Join(root, "labels.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 3 || f[2] == "" && strings.HasPrefix(f[0], "malicious/") {
			t.Errorf("%s/labels.txt: want DIR<TAB>KIND<TAB>SOURCE (a source for every malicious skill): %q", part, line)
			continue
		}
		p.labels[f[0]] = evalLabel{kind: f[1], malicious: strings.HasPrefix(f[0], "malicious/")}
	}
	return p
}

// evalResult is the audit's figures on one part.
type evalResult struct {
	malicious, detected, detectedMedium, benign, flagged int
	missed, falsePos                                     []string // "dir (kind): what"
}

func runEvalPart(t testing.TB, part string) evalResult {
	t.Helper()
	p := loadEvalPart(t, part)
	skills, _, err := Default().Tree(p.fsys, part)
	if err != nil {
		t.Fatal(err)
	}
	// A labelled directory's verdict is the highest finding of the skills
	// found in it, itself or nested (as bench/auditeval scores it): a
	// malicious skill may carry other skills inside.
	found := map[string][]Finding{}
	for _, s := range skills {
		dir := s.Dir
		for _, ok := p.labels[dir]; !ok && strings.Contains(dir, "/"); _, ok = p.labels[dir] {
			dir = path.Dir(dir)
		}
		if _, ok := p.labels[dir]; !ok {
			t.Errorf("%s: %s is in no directory of labels.txt", part, s.Dir)
			continue
		}
		found[dir] = append(found[dir], s.Findings...)
		if found[dir] == nil {
			found[dir] = []Finding{}
		}
	}
	var r evalResult
	for dir, l := range p.labels {
		fs, ok := found[dir]
		if !ok {
			t.Errorf("%s: labels.txt names %s, where the audit found no skill", part, dir)
			continue
		}
		top := Max(fs)
		what := fmt.Sprintf("%s (%s): %s", dir, l.kind, top)
		if hi := AtLeast(fs, High); len(hi) > 0 {
			what += " " + hi[0].Code
		}
		if l.malicious {
			r.malicious++
			if top.AtLeast(Medium) {
				r.detectedMedium++
			}
			if top.AtLeast(High) {
				r.detected++
			} else {
				r.missed = append(r.missed, what)
			}
			continue
		}
		r.benign++
		if top.AtLeast(High) {
			r.flagged++
			r.falsePos = append(r.falsePos, what)
		}
	}
	slices.Sort(r.missed)
	slices.Sort(r.falsePos)
	return r
}

// evalFloor reads floor.txt: per part, the least number of malicious
// skills detected at high or above and the most benign ones flagged.
func evalFloor(t testing.TB) map[string][2]int {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(evalDir, "floor.txt"))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][2]int{}
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Fields(line)
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		if len(f) != 3 {
			t.Fatalf("floor.txt: want PART DETECTED FLAGGED: %q", line)
		}
		det, err1 := strconv.Atoi(f[1])
		fp, err2 := strconv.Atoi(f[2])
		if err1 != nil || err2 != nil {
			t.Fatalf("floor.txt: want PART DETECTED FLAGGED: %q", line)
		}
		out[f[0]] = [2]int{det, fp}
	}
	return out
}

// evalParts lists the parts: every directory of evalDir, so a new
// held-out part is measured (and needs its floor line) the day it lands.
func evalParts(t testing.TB) []string {
	t.Helper()
	entries, err := os.ReadDir(evalDir)
	if err != nil {
		t.Fatal(err)
	}
	var parts []string
	for _, e := range entries {
		if e.IsDir() {
			parts = append(parts, e.Name())
		}
	}
	if !slices.Contains(parts, "tune") {
		t.Fatalf("%s has no tune part", evalDir)
	}
	return parts
}

// TestAuditEval measures the audit on the incident-pattern sets and
// fails when a part's detection falls below, or its false positives rise
// above, the figures in floor.txt. With -v it prints the figures.
func TestAuditEval(t *testing.T) {
	floor := evalFloor(t)
	for _, part := range evalParts(t) {
		t.Run(part, func(t *testing.T) {
			f, ok := floor[part]
			if !ok {
				t.Fatalf("floor.txt has no line for %s", part)
			}
			r := runEvalPart(t, part)
			t.Logf("%s: %d of %d malicious at high or above (%d at medium or above); %d of %d benign at high or above",
				part, r.detected, r.malicious, r.detectedMedium, r.flagged, r.benign)
			missed, fps := r.missed, r.falsePos
			if part != "tune" {
				missed, fps = nil, nil // totals only, until its evaluation is over
			}
			for _, m := range missed {
				t.Logf("  missed: %s", m)
			}
			for _, fp := range fps {
				t.Logf("  false positive: %s", fp)
			}
			if r.malicious < 50 || r.benign < 30 {
				t.Errorf("%s shrank: %d malicious, %d benign (at least 50 and 30)", part, r.malicious, r.benign)
			}
			if r.detected < f[0] {
				t.Errorf("%s: %d malicious skills detected at high or above, fewer than floor.txt's %d", part, r.detected, f[0])
			}
			if r.flagged > f[1] {
				t.Errorf("%s: %d benign skills flagged at high or above, more than floor.txt's %d", part, r.flagged, f[1])
			}
		})
	}
}

// TestEvalRenames: the renamed files reach the audit under their real
// names, so the evasions the names carry are measured, not defused.
func TestEvalRenames(t *testing.T) {
	for _, part := range []string{"tune"} {
		p := loadEvalPart(t, part)
		odd := 0
		for name := range p.fsys {
			base := path.Base(name)
			if strings.HasSuffix(base, " ") || strings.HasSuffix(base, ".") || strings.Contains(base, `\`) ||
				strings.HasPrefix(strings.ToLower(base), "aux.") || strings.HasPrefix(strings.ToLower(base), "con.") {
				odd++
			}
		}
		if odd < 2 {
			t.Errorf("%s: %d files with names the scanner may drop after renaming, want at least 2", part, odd)
		}
	}
}
