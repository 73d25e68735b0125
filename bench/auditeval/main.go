// Command auditeval scores `skillpin audit` (and other scanners) on
// labelled sets of skills, for bench/auditeval.sh:
//
//	auditeval materialize PART DST      # a part of testdata/audit/eval, with its renames
//	auditeval sfb-labels ROOT           # labels of a SkillFortifyBench split
//	auditeval score -name NAME -labels FILE -root DIR -audit JSON [-other TOOL=TSV]...
//	auditeval codes JSON                # skills at high or above, per finding code
//	auditeval ferret-tsv LABELS JSON    # ferret-scan's JSON report as a TSV of severities
//
// A labels file has one line per labelled directory, tab-separated: the
// directory (relative to the scanned root; "malicious" or "benign" is one
// of its path elements), the kind (attack kind or hard-negative kind) and
// the source it imitates. Lines starting with # are comments.
//
// The skillpin result is `skillpin audit --format json` over the root: a
// labelled directory's severity is the highest finding of the skills found
// in it. Another tool's result is a TSV of "DIR<TAB>SEVERITY" (critical,
// high, medium, low, none), one line per labelled directory.
//
// score prints Markdown: per tool, malicious detected at high or above and
// at medium or above, benign at high or above and at medium or above; per
// kind; then skillpin's misses and false positives. With -hide, the misses
// and false positives are counted per kind, not named (for a held-out
// part that whoever tunes the audit must not read). With -totals, only the
// table of totals is printed: nothing per kind or per sample (for a part
// whose misses must not steer anyone until its evaluation is over).
package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

func main() {
	if len(os.Args) < 2 {
		usage()
	}
	var err error
	switch os.Args[1] {
	case "materialize":
		if len(os.Args) != 4 {
			usage()
		}
		err = materialize(os.Args[2], os.Args[3])
	case "sfb-labels":
		if len(os.Args) != 3 {
			usage()
		}
		err = sfbLabels(os.Stdout, os.Args[2])
	case "score":
		err = score(os.Stdout, os.Args[2:])
	case "ferret-tsv":
		if len(os.Args) != 4 {
			usage()
		}
		err = ferretTSV(os.Stdout, os.Args[2], os.Args[3])
	case "codes":
		if len(os.Args) != 3 {
			usage()
		}
		err = codes(os.Stdout, os.Args[2])
	default:
		usage()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "auditeval:", err)
		os.Exit(1)
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: auditeval materialize PART DST | sfb-labels ROOT | codes JSON | ferret-tsv LABELS JSON | score -name NAME -labels FILE -root DIR -audit JSON [-other TOOL=TSV]... [-hide | -totals]")
	os.Exit(2)
}

// materialize copies the skills of a part (its malicious/ and benign/
// trees) to dst, giving the files listed in the part's renames.txt their
// real names.
func materialize(part, dst string) error {
	renames, err := readRenames(filepath.Join(part, "renames.txt"))
	if err != nil {
		return err
	}
	for _, kind := range []string{"malicious", "benign"} {
		root := filepath.Join(part, kind)
		err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			rel, err := filepath.Rel(part, p)
			if err != nil {
				return err
			}
			rel = filepath.ToSlash(rel)
			out := rel
			if to, ok := renames[rel]; ok {
				out = to
				delete(renames, rel)
			}
			info, err := d.Info()
			if err != nil {
				return err
			}
			data, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			target := filepath.Join(dst, filepath.FromSlash(path.Dir(out)), path.Base(out))
			if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
				return err
			}
			return os.WriteFile(target, data, info.Mode().Perm())
		})
		if err != nil {
			return err
		}
	}
	for from := range renames {
		return fmt.Errorf("%s/renames.txt names %s, which is not in the part", part, from)
	}
	return nil
}

// readRenames reads a renames.txt: "FROM<TAB>"TO"" with FROM a path in
// the part and TO a Go-quoted path relative to FROM's skill directory.
// It returns part-relative FROM → part-relative TO.
func readRenames(file string) (map[string]string, error) {
	out := map[string]string{}
	f, err := os.Open(file)
	if errors.Is(err, fs.ErrNotExist) {
		return out, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		from, quoted, ok := strings.Cut(line, "\t")
		to, err := strconv.Unquote(quoted)
		elems := strings.SplitN(from, "/", 3)
		if !ok || err != nil || len(elems) < 3 {
			return nil, fmt.Errorf("%s:%d: want FROM<TAB>\"TO\" with FROM kind/skill/file", file, n)
		}
		out[from] = elems[0] + "/" + elems[1] + "/" + to
	}
	return out, sc.Err()
}

// sfbLabels prints the labels of a SkillFortifyBench split: ROOT holds
// FORMAT/{benign,malicious}/SPECIMEN; a malicious specimen's attack type
// is in its name (claude_mal_A01_003 is A1).
func sfbLabels(w io.Writer, root string) error {
	formats, err := os.ReadDir(root)
	if err != nil {
		return err
	}
	for _, fmtDir := range formats {
		for _, kind := range []string{"benign", "malicious"} {
			specs, err := os.ReadDir(filepath.Join(root, fmtDir.Name(), kind))
			if errors.Is(err, fs.ErrNotExist) {
				continue
			}
			if err != nil {
				return err
			}
			for _, s := range specs {
				label := sfbBenign(s.Name())
				if kind == "malicious" {
					label = sfbType(s.Name())
				}
				fmt.Fprintf(w, "%s/%s/%s\t%s\tSkillFortifyBench (%s)\n", fmtDir.Name(), kind, s.Name(), label, fmtDir.Name())
			}
		}
	}
	return nil
}

// sfbTypes are the benchmark's attack types (benchmarks/attack_taxonomy.json).
var sfbTypes = map[string]string{
	"A1": "HTTP exfiltration", "A2": "DNS exfiltration", "A3": "Credential theft",
	"A4": "Arbitrary code execution", "A5": "File system tampering", "A6": "Privilege escalation",
	"A7": "Steganographic exfiltration", "A8": "Prompt injection", "A9": "Reverse shell",
	"A10": "Cryptocurrency mining", "A11": "Typosquatting", "A12": "Dependency confusion",
	"A13": "Encoded payload",
}

func sfbType(specimen string) string {
	for _, f := range strings.Split(specimen, "_") {
		if len(f) == 3 && f[0] == 'A' {
			n, err := strconv.Atoi(f[1:])
			if err == nil {
				id := "A" + strconv.Itoa(n)
				return fmt.Sprintf("%s %s", f, sfbTypes[id])
			}
		}
	}
	return "unknown"
}

type label struct {
	dir, kind, source string
	malicious         bool
}

func readLabels(file string) ([]label, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	var out []label
	for n, line := range strings.Split(string(data), "\n") {
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) < 2 {
			return nil, fmt.Errorf("%s:%d: want DIR<TAB>KIND[<TAB>SOURCE]", file, n+1)
		}
		l := label{dir: f[0], kind: f[1]}
		if len(f) > 2 {
			l.source = f[2]
		}
		elems := strings.Split(l.dir, "/")
		switch {
		case slices.Contains(elems, "malicious"):
			l.malicious = true
		case slices.Contains(elems, "benign"):
		default:
			return nil, fmt.Errorf("%s:%d: %s is under neither malicious/ nor benign/", file, n+1, l.dir)
		}
		out = append(out, l)
	}
	return out, nil
}

// severities in order; rank 0 is "none".
var severities = []string{"none", "low", "medium", "high", "critical"}

func rank(s string) int {
	if i := slices.Index(severities, strings.ToLower(s)); i >= 0 {
		return i
	}
	return 0
}

const medium, high = 2, 3

// result is what one tool said about one labelled directory.
type result struct {
	sev   int
	found bool     // the tool found a skill there
	codes []string // skillpin: codes at the directory's highest severity
}

type auditJSON struct {
	Skills []struct {
		Path     string `json:"path"`
		Max      string `json:"max"`
		Findings []struct {
			Code     string `json:"code"`
			Severity string `json:"severity"`
		} `json:"findings"`
	} `json:"skills"`
}

// readAudit maps each labelled directory to the highest finding of the
// skills skillpin found in it.
func readAudit(file, root string, labels []label) (map[string]*result, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	var a auditJSON
	if err := json.Unmarshal(data, &a); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	absRoot, err := filepath.Abs(root)
	if err != nil {
		return nil, err
	}
	out := map[string]*result{}
	for _, l := range labels {
		out[l.dir] = &result{}
	}
	for _, s := range a.Skills {
		p := s.Path
		if !filepath.IsAbs(p) {
			p, _ = filepath.Abs(p)
		}
		rel, err := filepath.Rel(absRoot, p)
		if err != nil {
			continue
		}
		rel = filepath.ToSlash(rel)
		var r *result
		for _, l := range labels {
			if rel == l.dir || strings.HasPrefix(rel, l.dir+"/") {
				r = out[l.dir]
				break
			}
		}
		if r == nil {
			continue
		}
		r.found = true
		for _, f := range s.Findings {
			sev := rank(f.Severity)
			if sev > r.sev {
				r.sev, r.codes = sev, nil
			}
			if sev == r.sev && sev > 0 && !slices.Contains(r.codes, f.Code) {
				r.codes = append(r.codes, f.Code)
			}
		}
	}
	return out, nil
}

func readTSV(file string) (map[string]*result, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	out := map[string]*result{}
	for _, line := range strings.Split(string(data), "\n") {
		dir, sev, ok := strings.Cut(line, "\t")
		if !ok {
			continue
		}
		out[dir] = &result{sev: rank(sev), found: sev != "missing"}
	}
	return out, nil
}

type tool struct {
	name    string
	results map[string]*result
}

type otherFlags []string

func (o *otherFlags) String() string     { return strings.Join(*o, ",") }
func (o *otherFlags) Set(v string) error { *o = append(*o, v); return nil }

func score(w io.Writer, args []string) error {
	fl := flag.NewFlagSet("score", flag.ExitOnError)
	name := fl.String("name", "", "name of the set")
	labelsFile := fl.String("labels", "", "labels file")
	root := fl.String("root", "", "the directory skillpin audited (labels are relative to it)")
	auditFile := fl.String("audit", "", "skillpin audit --format json output")
	hide := fl.Bool("hide", false, "count misses per kind instead of naming them")
	totals := fl.Bool("totals", false, "print the totals only: nothing per kind or per sample")
	var others otherFlags
	fl.Var(&others, "other", "TOOL=TSV: another tool's severities")
	fl.Parse(args)
	if *labelsFile == "" || *auditFile == "" || *root == "" {
		return errors.New("score needs -labels, -root and -audit")
	}
	labels, err := readLabels(*labelsFile)
	if err != nil {
		return err
	}
	sp, err := readAudit(*auditFile, *root, labels)
	if err != nil {
		return err
	}
	tools := []tool{{"skillpin", sp}}
	for _, o := range others {
		n, file, ok := strings.Cut(o, "=")
		if !ok {
			return fmt.Errorf("-other %q: want TOOL=FILE", o)
		}
		r, err := readTSV(file)
		if err != nil {
			return err
		}
		tools = append(tools, tool{n, r})
	}
	if *hide && *totals {
		return errors.New("score takes -hide or -totals, not both")
	}
	view := viewAll
	switch {
	case *totals:
		view = viewTotals
	case *hide:
		view = viewHide
	}
	report(w, *name, labels, tools, view)
	return nil
}

func pct(n, of int) string {
	if of == 0 {
		return "–"
	}
	return fmt.Sprintf("%d/%d (%.0f%%)", n, of, 100*float64(n)/float64(of))
}

func count(labels []label, t tool, malicious bool, min int) (n, of int) {
	for _, l := range labels {
		if l.malicious != malicious {
			continue
		}
		of++
		if r := t.results[l.dir]; r != nil && r.sev >= min {
			n++
		}
	}
	return n, of
}

// view is how much of a part's result report shows.
type view int

const (
	viewAll    view = iota // totals, per kind, misses and false positives named
	viewHide               // misses and false positives counted per kind
	viewTotals             // the totals only
)

func report(w io.Writer, name string, labels []label, tools []tool, v view) {
	mal, ben := 0, 0
	for _, l := range labels {
		if l.malicious {
			mal++
		} else {
			ben++
		}
	}
	fmt.Fprintf(w, "### %s (%d malicious, %d benign)\n\n", name, mal, ben)
	fmt.Fprintln(w, "| tool | malicious at high+ | malicious at medium+ | benign at high+ | benign at medium+ |")
	fmt.Fprintln(w, "|---|---|---|---|---|")
	for _, t := range tools {
		mh, mo := count(labels, t, true, high)
		mm, _ := count(labels, t, true, medium)
		bh, bo := count(labels, t, false, high)
		bm, _ := count(labels, t, false, medium)
		fmt.Fprintf(w, "| %s | %s | %s | %s | %s |\n", t.name, pct(mh, mo), pct(mm, mo), pct(bh, bo), pct(bm, bo))
	}
	fmt.Fprintln(w)
	if v == viewTotals {
		return
	}

	// Per kind: malicious detected at high+ (and medium+), benign flagged at high+.
	var kinds []string
	byKind := map[string][]label{}
	for _, l := range labels {
		k := l.kind
		if !l.malicious && !strings.HasPrefix(k, "hn-") {
			k = "benign: " + k
		}
		if _, ok := byKind[k]; !ok {
			kinds = append(kinds, k)
		}
		byKind[k] = append(byKind[k], l)
	}
	slices.Sort(kinds)
	fmt.Fprint(w, "| kind | n |")
	for _, t := range tools {
		fmt.Fprintf(w, " %s high+ (medium+) |", t.name)
	}
	fmt.Fprintln(w)
	fmt.Fprint(w, "|---|---|")
	for range tools {
		fmt.Fprint(w, "---|")
	}
	fmt.Fprintln(w)
	for _, k := range kinds {
		ls := byKind[k]
		fmt.Fprintf(w, "| %s | %d |", k, len(ls))
		for _, t := range tools {
			h, m := 0, 0
			for _, l := range ls {
				if r := t.results[l.dir]; r != nil {
					if r.sev >= high {
						h++
					}
					if r.sev >= medium {
						m++
					}
				}
			}
			fmt.Fprintf(w, " %d (%d) |", h, m)
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintln(w)

	sp := tools[0]
	var missed, fps []label
	notFound := 0
	for _, l := range labels {
		r := sp.results[l.dir]
		if !r.found {
			notFound++
		}
		switch {
		case l.malicious && r.sev < high:
			missed = append(missed, l)
		case !l.malicious && r.sev >= high:
			fps = append(fps, l)
		}
	}
	if notFound > 0 {
		fmt.Fprintf(w, "skillpin found no skill in %d labelled directories (counted as not flagged).\n\n", notFound)
	}
	list := func(title string, ls []label) {
		fmt.Fprintf(w, "%s: %d\n", title, len(ls))
		if v == viewHide {
			per := map[string]int{}
			var ks []string
			for _, l := range ls {
				if per[l.kind] == 0 {
					ks = append(ks, l.kind)
				}
				per[l.kind]++
			}
			slices.Sort(ks)
			for _, k := range ks {
				fmt.Fprintf(w, "- %s: %d\n", k, per[k])
			}
			fmt.Fprintln(w)
			return
		}
		for _, l := range ls {
			r := sp.results[l.dir]
			what := severities[r.sev]
			if len(r.codes) > 0 {
				what += " " + strings.Join(r.codes, ",")
			}
			if !r.found {
				what = "no skill found"
			}
			fmt.Fprintf(w, "- %s (%s): %s\n", l.dir, l.kind, what)
		}
		fmt.Fprintln(w)
	}
	list("skillpin misses (malicious below high)", missed)
	list("skillpin false positives (benign at high or above)", fps)
}

// sfbBenign is a benign specimen's category (claude_ben_cat3_001 is cat3).
func sfbBenign(specimen string) string {
	for _, f := range strings.Split(specimen, "_") {
		if strings.HasPrefix(f, "cat") {
			return f
		}
	}
	return "benign"
}

// codes prints, for each finding code, how many skills of an audit have
// it at high or above, most frequent first.
func codes(w io.Writer, file string) error {
	data, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	var a auditJSON
	if err := json.Unmarshal(data, &a); err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	n := map[string]int{}
	for _, s := range a.Skills {
		seen := map[string]bool{}
		for _, f := range s.Findings {
			if rank(f.Severity) >= high && !seen[f.Code] {
				seen[f.Code] = true
				n[f.Code]++
			}
		}
	}
	keys := make([]string, 0, len(n))
	for k := range n {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b string) int {
		if n[a] != n[b] {
			return n[b] - n[a]
		}
		return strings.Compare(a, b)
	})
	for _, k := range keys {
		fmt.Fprintf(w, "%5d %s\n", n[k], k)
	}
	return nil
}

// ferretTSV turns the JSON report of `ferret scan ROOT -f json` into the
// TSV score reads: per labelled directory, the highest severity of the
// findings in files under it (ferret's INFO counts as low).
func ferretTSV(w io.Writer, labelsFile, file string) error {
	labels, err := readLabels(labelsFile)
	if err != nil {
		return err
	}
	data, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	var rep struct {
		Findings []struct {
			Severity     string `json:"severity"`
			RelativePath string `json:"relativePath"`
		} `json:"findings"`
	}
	if err := json.Unmarshal(data, &rep); err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	sev := map[string]int{}
	for _, f := range rep.Findings {
		r := rank(f.Severity)
		if strings.EqualFold(f.Severity, "info") {
			r = rank("low")
		}
		p := filepath.ToSlash(f.RelativePath)
		for _, l := range labels {
			if strings.HasPrefix(p, l.dir+"/") {
				sev[l.dir] = max(sev[l.dir], r)
				break
			}
		}
	}
	for _, l := range labels {
		fmt.Fprintf(w, "%s\t%s\n", l.dir, severities[sev[l.dir]])
	}
	return nil
}
