// Command train writes the audit judge's weights (../weights.tsv) from
// the labelled sets in the repository, measures the judge by
// leave-one-writer-out cross-validation (-cv), and extracts the features
// of real public skills (-extract) into ../corpus.txt.gz.
//
//	go run ./internal/catalog/audit/judge/train            # writes weights.tsv
//	go run ./internal/catalog/audit/judge/train -cv        # the CV table
//	go run ./internal/catalog/audit/judge/train -extract /work/corpus/anthropics+skills …
//
// Run from the repository's root. docs/audit-evaluation.md ("A trained
// judgement, twelfth session (cls)") describes the method and the figures.
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"io/fs"
	"log"
	"maps"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing/fstest"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/catalog/audit"
	"github.com/skillpin/skillpin/internal/catalog/audit/judge"
)

const (
	judgeDir = "internal/catalog/audit/judge"
	evalDir  = "testdata/audit/eval"
)

// commits are the corpus repositories' commits (docs/audit-evaluation.md).
var commits = map[string]string{
	"anthropics+skills":                "9d2f1ae187231d8199c64b5b762e1bdf2244733d",
	"getsentry+skills":                 "6abccd60c704f669423d6a06ff0809fa39513ce8",
	"github+awesome-copilot":           "ab7544d03d4c49fdd07f5958e1888ad39c4118e2",
	"obra+superpowers":                 "44c9b2d6e889982ac18c27d05a19fefe335194e1",
	"openai+skills":                    "f6b8344b4e519f964d8884d6f60b57991f3f4993",
	"vercel-labs+skills":               "82dd76bda58bedde5ddbf8f86fe63a538db20c19",
	"terrylica+cc-skills":              "265421d2dad27dc034dc395a973e4c0f1acd8762",
	"jscraik+Agent-Skills":             "ac20606ca05431bdd089023d8c7032192fc7c33f",
	"Qwayk+safe-agent-skills":          "7bea149ec3e5e8f777e5e07521d48780622f9cb6",
	"Aradotso+security-skills":         "304c245fe99201a24531b3cbb4afc3e695060fcf",
	"UiPath+skills":                    "b1206c8b6f9a15589d1d9c30116c4d006e4e9fc2",
	"editframe+skills":                 "4bd227a8f3e2340b15dac177f5a14694f76fa1a9",
	"fblissjr+fb-claude-skills":        "b20e2cf694acfc0cbfb01afaebe3ffb964f10552",
	"gohypergiant+agent-skills":        "68f6314447139c4644c87450ea44a7e3fbf27df7",
	"jakepage91+k8s-security-skills":   "d102fdb17395fb89fb7d0124f8c88a4193ba960d",
	"mblode+agent-skills":              "68304c512ef78c36538ba5e2efa28291c52e493a",
	"msaad00+cloud-ai-security-skills": "85da12ecab80381721a1c47431de5416c108665b",
	"oaustegard+claude-skills":         "a8e63620bd076ec065f194391af0f96ec0f1a364",
	"tech-leads-club+agent-skills":     "4beb50707194bc8c7861c7480f80eb756f7983ee",
	"tradercjz+dolphindb-agent-skills": "90206fc53ec2849656a2a5014548a510edabd8a2",
	"voku+agent-skills":                "f227c5b205ea0b4403ff965ea03c2a4bf64bef3a",
}

func main() {
	cv := flag.Bool("cv", false, "print the leave-one-writer-out cross-validation")
	extract := flag.Bool("extract", false, "write corpus.txt.gz from the repository directories given as arguments")
	cost := flag.String("cost", "", "read the skills of the repository directories given as arguments, then judge them (judge) or not (read), to count the judgement's instructions")
	flag.Parse()
	switch {
	case *cost != "":
		measureCost(flag.Args(), *cost == "judge")
	case *extract:
		extractCorpus(flag.Args())
	case *cv:
		crossValidate(flag.Args())
	default:
		var b bytes.Buffer
		if err := judge.Build(".", &b); err != nil {
			log.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(judgeDir, "weights.tsv"), b.Bytes(), 0o644); err != nil {
			log.Fatal(err)
		}
	}
}

// extractCorpus writes the features of every skill of the repositories
// dirs (real public skills, benign), restricted to the features of the
// labelled sets (a feature no labelled skill has never gets a weight
// that matters to them; the file stays small).
func extractCorpus(dirs []string) {
	labelled, err := judge.LoadLabelled(".")
	if err != nil {
		log.Fatal(err)
	}
	vocab := map[string]bool{}
	for _, l := range labelled {
		for _, f := range l.Features {
			vocab[f] = true
		}
	}
	var skills []judge.Labelled
	for _, dir := range dirs {
		repo := filepath.Base(dir)
		if commits[repo] == "" {
			log.Fatalf("%s: no commit known for this repository", repo)
		}
		fsys := os.DirFS(dir)
		res, err := catalog.Scan(fsys, catalog.ScanOptions{RootName: repo})
		if err != nil {
			log.Fatal(err)
		}
		for _, s := range res.Skills {
			var fs []string
			for _, f := range judge.Features(skillFiles(fsys, s.Dir)) {
				if vocab[f] {
					fs = append(fs, f)
				}
			}
			skills = append(skills, judge.Labelled{Dir: repo + ":" + s.Dir, Features: fs})
		}
	}
	slices.SortStableFunc(skills, func(a, b judge.Labelled) int {
		ra, _, _ := strings.Cut(a.Dir, ":")
		rb, _, _ := strings.Cut(b.Dir, ":")
		return strings.Compare(ra, rb)
	})
	f, err := os.Create(filepath.Join(judgeDir, "corpus.txt.gz"))
	if err != nil {
		log.Fatal(err)
	}
	header := "Features of real public skills (benign) for training the audit's judge:\n" +
		"written by go run ./internal/catalog/audit/judge/train -extract DIR... (docs/audit-evaluation.md)."
	if err := judge.WriteCorpus(f, header, skills, commits); err != nil {
		log.Fatal(err)
	}
	if err := f.Close(); err != nil {
		log.Fatal(err)
	}
}

// skillFiles visits the files of a skill as the audit lists them.
func skillFiles(fsys fs.FS, dir string) func(visit func(p string, exec bool, data []byte)) {
	return func(visit func(p string, exec bool, data []byte)) {
		files, _ := catalog.ListFiles(fsys, dir, catalog.Limits{})
		for _, f := range files {
			var data []byte
			if r, err := catalog.OpenFile(fsys, dir, f); err == nil {
				var b bytes.Buffer
				_, err = b.ReadFrom(r)
				r.Close()
				if err == nil {
					data = b.Bytes()
				}
			}
			visit(f.Path, f.Exec, data)
		}
	}
}

// row is one line of the CV table: a writer's skills, what the audit
// finds alone and with the judge at each threshold.
type row struct {
	mal, ben, aDet, aFlag int
	jDet, jFlag           []int
}

// crossValidate prints, for each writer of tune, the audit's figures on
// that writer's skills alone and with the judge trained without them;
// then the share of real skills flagged, each repository judged by a
// model trained without it (corpusDirs: the repositories, to run the
// audit on; their features come from corpus.txt.gz).
func crossValidate(corpusDirs []string) {
	labelled, err := judge.LoadLabelled(".")
	if err != nil {
		log.Fatal(err)
	}
	corpus, err := judge.LoadCorpus(".")
	if err != nil {
		log.Fatal(err)
	}
	all := append(slices.Clone(labelled), corpus...)
	auditHigh := cachedAudit(corpusDirs)
	opts := cvOptions()
	minFeatures := judge.MinFeatures
	if v, err := strconv.Atoi(os.Getenv("CV_MINFEATURES")); err == nil {
		minFeatures = v
	}
	// CV_STRICT: a late writer's fold trains without the helpers' specimens
	// too (the helpers wrote variants of retired writers' misses).
	strict := os.Getenv("CV_STRICT") != ""
	// CV_FORWARD: a late writer's fold trains without the writers retired
	// after it too (as a fresh writer meets the model: only earlier ones).
	forward := os.Getenv("CV_FORWARD") != ""
	if os.Getenv("JUDGE_FINDINGS") != "" {
		for i := range all {
			fs := append(slices.Clone(all[i].Features), findingFeatures[all[i].Dir]...)
			slices.Sort(fs)
			all[i].Features = slices.Compact(fs)
		}
	}
	thresholds := []float64{0.8, 0.85, 0.88, 0.9, 0.92, 0.95, 0.98}
	groups := map[string]bool{}
	for _, l := range all {
		groups[l.Group] = true
	}
	rows := map[string]*row{}
	scores := map[string]float64{}
	for _, g := range slices.Sorted(maps.Keys(groups)) {
		if g == "own" {
			continue // the project's own look-alikes: always trained on
		}
		var train []judge.Labelled
		for _, l := range all {
			if l.Group != g && !(strict && l.Group == "helpers" && strings.HasPrefix(g, "holdout")) &&
				!(forward && later(l.Group, g)) {
				train = append(train, l)
			}
		}
		m := judge.Train(judge.Examples(train), opts)
		key := g
		if strings.HasPrefix(g, "corpus:") {
			key = "corpus"
		}
		r := rows[key]
		if r == nil {
			r = &row{jDet: make([]int, len(thresholds)), jFlag: make([]int, len(thresholds))}
			rows[key] = r
		}
		for _, l := range all {
			if l.Group != g {
				continue
			}
			s := m.ScoreFeatures(l.Features)
			enough := m.Known(l.Features) >= minFeatures // a short text cannot be judged high
			scores[l.Dir] = s
			hi, known := auditHigh[l.Dir]
			if !known && key == "corpus" {
				continue // not audited here
			}
			if l.Malicious {
				r.mal++
				if hi {
					r.aDet++
				}
			} else {
				r.ben++
				if hi {
					r.aFlag++
				}
			}
			for i, t := range thresholds {
				j := hi || s >= t && enough
				if l.Malicious && j {
					r.jDet[i]++
				}
				if !l.Malicious && j {
					r.jFlag[i]++
				}
			}
		}
		fmt.Fprintf(os.Stderr, "fold %s done\n", g)
	}
	printTable(rows, thresholds)
	if os.Getenv("CV_SCORES") != "" {
		for _, k := range slices.Sorted(maps.Keys(scores)) {
			fmt.Printf("%s\t%.3f\t%v\n", k, scores[k], auditHigh[k])
		}
	}
}

// later reports whether writer a is a holdout part retired after g
// (holdout9 after holdout6; both late writers).
func later(a, g string) bool {
	na, ea := strconv.Atoi(strings.TrimPrefix(a, "holdout"))
	ng, eg := strconv.Atoi(strings.TrimPrefix(g, "holdout"))
	return ea == nil && eg == nil && ng >= 6 && na > ng
}

// printTable prints the CV table, the incident sets' total last.
func printTable(rows map[string]*row, thresholds []float64) {
	fmt.Printf("thresholds %v\n", thresholds)
	fmt.Println("| writer | malicious | audit at high | audit + judge at high | benign | audit flags | audit + judge flags |")
	fmt.Println("|---|---|---|---|---|---|---|")
	tot := &row{jDet: make([]int, len(thresholds)), jFlag: make([]int, len(thresholds))}
	for _, k := range slices.Sorted(maps.Keys(rows)) {
		r := rows[k]
		fmt.Printf("| %s | %d | %d | %s | %d | %d | %s |\n", k, r.mal, r.aDet, ints(r.jDet), r.ben, r.aFlag, ints(r.jFlag))
		if k == "corpus" {
			continue
		}
		tot.mal += r.mal
		tot.ben += r.ben
		tot.aDet += r.aDet
		tot.aFlag += r.aFlag
		for i := range thresholds {
			tot.jDet[i] += r.jDet[i]
			tot.jFlag[i] += r.jFlag[i]
		}
	}
	fmt.Printf("| incident total | %d | %d | %s | %d | %d | %s |\n", tot.mal, tot.aDet, ints(tot.jDet), tot.ben, tot.aFlag, ints(tot.jFlag))
	late := &row{jDet: make([]int, len(thresholds)), jFlag: make([]int, len(thresholds))}
	for _, k := range []string{"holdout6", "holdout7", "holdout8", "holdout9"} {
		r := rows[k]
		if r == nil {
			continue
		}
		late.mal += r.mal
		late.ben += r.ben
		late.aDet += r.aDet
		late.aFlag += r.aFlag
		for i := range thresholds {
			late.jDet[i] += r.jDet[i]
			late.jFlag[i] += r.jFlag[i]
		}
	}
	fmt.Printf("| late (holdout6-9) | %d | %d | %s | %d | %d | %s |\n", late.mal, late.aDet, ints(late.jDet), late.ben, late.aFlag, ints(late.jFlag))
}

func ints(xs []int) string {
	var s []string
	for _, x := range xs {
		s = append(s, strconv.Itoa(x))
	}
	return strings.Join(s, " / ")
}

// cvOptions are the training options, changed by JUDGE_L2, JUDGE_ITERS
// and JUDGE_MINDOCS for experiments.
func cvOptions() judge.Options {
	opts := judge.DefaultOptions
	if v, err := strconv.ParseFloat(os.Getenv("JUDGE_L2"), 64); err == nil {
		opts.L2 = v
	}
	if v, err := strconv.Atoi(os.Getenv("JUDGE_ITERS")); err == nil {
		opts.Iters = v
	}
	if v, err := strconv.Atoi(os.Getenv("JUDGE_MINDOCS")); err == nil {
		opts.MinDocs = v
	}
	if v, err := strconv.Atoi(os.Getenv("JUDGE_MINWRITERS")); err == nil {
		opts.MinWriters = v
	}
	if v, err := strconv.Atoi(os.Getenv("JUDGE_POSWRITERS")); err == nil {
		opts.PosWriters = v
	}
	if v := os.Getenv("JUDGE_NOPAIRS"); v != "" {
		opts.NoPairs = v == "1"
	}
	if v, err := strconv.Atoi(os.Getenv("JUDGE_BALANCE")); err == nil {
		judge.BalanceWriters = v
	}
	return opts
}

// cachedAudit is the audit's verdict (high or not) on tune and the
// corpus repositories, read from CV_AUDIT_CACHE when that file exists
// (written there otherwise): the audit takes minutes, a fold seconds.
// The cache does not hold the findings JUDGE_FINDINGS wants.
func cachedAudit(corpusDirs []string) map[string]bool {
	cache := os.Getenv("CV_AUDIT_CACHE")
	if data, err := os.ReadFile(cache); cache != "" && err == nil {
		out := map[string]bool{}
		for _, line := range strings.Split(string(data), "\n") {
			if k, v, ok := strings.Cut(line, "\t"); ok {
				out[k] = v == "1"
			}
		}
		return out
	}
	auditHigh := auditTune()
	for _, dir := range corpusDirs {
		maps.Copy(auditHigh, auditCorpus(dir))
	}
	if cache != "" {
		var b strings.Builder
		for _, k := range slices.Sorted(maps.Keys(auditHigh)) {
			v := "0"
			if auditHigh[k] {
				v = "1"
			}
			fmt.Fprintf(&b, "%s\t%s\n", k, v)
		}
		if err := os.WriteFile(cache, []byte(b.String()), 0o644); err != nil {
			log.Fatal(err)
		}
	}
	return auditHigh
}

// auditTune runs the audit on tune (as TestAuditEval does) and reports,
// per labelled directory, whether it is at high or above.
func auditTune() map[string]bool {
	const part = "tune"
	fsys, labels := loadEvalPart(part)
	skills, _, err := audit.Default().Tree(fsys, part)
	if err != nil {
		log.Fatal(err)
	}
	out := map[string]bool{}
	for dir := range labels {
		out[part+"/"+dir] = false
	}
	for _, s := range skills {
		dir := s.Dir
		for _, ok := labels[dir]; !ok && strings.Contains(dir, "/"); _, ok = labels[dir] {
			dir = path.Dir(dir)
		}
		if audit.Max(withoutJudge(s.Findings)).AtLeast(audit.High) {
			out[part+"/"+dir] = true
		}
		addFindingFeatures(part+"/"+dir, s.Findings)
	}
	return out
}

// withoutJudge leaves out the judge's own finding: the figures "audit
// alone" are the audit without it.
func withoutJudge(fs []audit.Finding) []audit.Finding {
	var out []audit.Finding
	for _, f := range fs {
		if f.Code != judgeCode {
			out = append(out, f)
		}
	}
	return out
}

const judgeCode = "JUDGED_MALICIOUS"

// findingFeatures are, per skill, its findings as features ("F:CODE@SEV",
// "C:CAPABILITY"), for the CV's experiment with JUDGE_FINDINGS=1.
var findingFeatures = map[string][]string{}

func addFindingFeatures(key string, fs []audit.Finding) {
	for _, f := range withoutJudge(fs) {
		findingFeatures[key] = append(findingFeatures[key], "F:"+f.Code+"@"+f.Severity.String())
		for _, c := range audit.CapabilitiesOf(f.Code) {
			findingFeatures[key] = append(findingFeatures[key], "C:"+c)
		}
	}
}

// auditCorpus runs the audit over one repository: per skill REPO:DIR,
// whether it is at high or above.
func auditCorpus(dir string) map[string]bool {
	repo := filepath.Base(dir)
	skills, _, err := audit.Default().Tree(os.DirFS(dir), repo)
	if err != nil {
		log.Fatal(err)
	}
	out := map[string]bool{}
	for _, s := range skills {
		out[repo+":"+s.Dir] = audit.Max(withoutJudge(s.Findings)).AtLeast(audit.High)
		addFindingFeatures(repo+":"+s.Dir, s.Findings)
	}
	return out
}

// loadEvalPart reads a part into memory with the files of renames.txt
// under their real names (as TestAuditEval does); labels maps each
// labelled directory to whether it is malicious.
func loadEvalPart(part string) (fstest.MapFS, map[string]bool) {
	root := filepath.Join(evalDir, part)
	fsys := fstest.MapFS{}
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
				log.Fatalf("%s/renames.txt: bad line %q", part, line)
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
			fsys[rel] = &fstest.MapFile{Data: data, Mode: info.Mode().Perm()}
			return nil
		})
		if err != nil {
			log.Fatal(err)
		}
	}
	labels := map[string]bool{}
	data, err := os.ReadFile(filepath.Join(root, "labels.txt"))
	if err != nil {
		log.Fatal(err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		dir, _, _ := strings.Cut(line, "\t")
		labels[dir] = strings.HasPrefix(dir, "malicious/")
	}
	return fsys, labels
}

// measureCost reads every skill of the repositories dirs into memory,
// then judges each when judge is set: run under cachegrind with and
// without, the difference is what the judgement costs.
func measureCost(dirs []string, judgeThem bool) {
	type file struct {
		p    string
		exec bool
		data []byte
	}
	var skills [][]file
	for _, dir := range dirs {
		fsys := os.DirFS(dir)
		res, err := catalog.Scan(fsys, catalog.ScanOptions{RootName: filepath.Base(dir)})
		if err != nil {
			log.Fatal(err)
		}
		for _, s := range res.Skills {
			var fs []file
			skillFiles(fsys, s.Dir)(func(p string, exec bool, data []byte) { fs = append(fs, file{p, exec, data}) })
			skills = append(skills, fs)
		}
	}
	n := 0
	if judgeThem {
		m := judge.Default()
		for _, fs := range skills {
			v := m.Judge(func(visit func(string, bool, []byte)) {
				for _, f := range fs {
					visit(f.p, f.exec, f.data)
				}
			})
			if v.Severity() >= audit.Medium {
				n++
			}
		}
	}
	fmt.Printf("%d skills, %d judged medium or above\n", len(skills), n)
}
