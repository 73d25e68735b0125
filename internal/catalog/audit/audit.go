// Package audit is skillpin's behaviour audit: it reads every file of a
// skill and reports what the skill would make an agent or a tool do —
// download and run code, decode and run hidden payloads, read
// credentials and send them away, open a reverse shell, persist itself,
// run on its own when a harness or toolchain loads it, override the
// model's instructions or hide actions from the user — each as a finding
// with a stable code, a severity that reflects the context, the file and
// line, the matched text, and what to check.
//
// The rules are data: one YAML file per rule family under rules/,
// embedded at build time, each rule with examples that the tests run. The
// audit builds on the content scan (internal/catalog/contentscan) for
// hidden characters and markup. It is deterministic and offline.
package audit

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"io/fs"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/catalog/audit/frontmatter"
	"github.com/skillpin/skillpin/internal/catalog/audit/keywords"
	"github.com/skillpin/skillpin/internal/catalog/audit/prefilter"
	"github.com/skillpin/skillpin/internal/catalog/audit/sniff"
	"github.com/skillpin/skillpin/internal/catalog/contentscan"
	"github.com/skillpin/skillpin/internal/ui/safetext"
)

// Finding is one behaviour found in one file of a skill.
type Finding struct {
	Code     string   `json:"code"`
	Severity Severity `json:"severity"`
	// File is the skill-relative path; Line is 1-based, 0 for the file
	// as a whole.
	File string `json:"file"`
	Line int    `json:"line"`
	// Match is the matched text, escaped and clipped, safe to print.
	Match string `json:"match"`
	// Title is what was found; Check is what a reviewer should check.
	Title string `json:"title"`
	Check string `json:"check"`
	// Context names the conditions that set the severity ("risky_host",
	// "teaching"…), empty when the rule's own severity applies.
	Context []string `json:"context"`
}

// String is "CODE severity file:line: title".
func (f Finding) String() string {
	loc := f.File
	if f.Line > 0 {
		loc = fmt.Sprintf("%s:%d", f.File, f.Line)
	}
	return fmt.Sprintf("%s %s %s: %s", f.Code, f.Severity, loc, f.Title)
}

// Key identifies a finding across versions of a skill: the same code in
// the same file with the same matched text (lines move).
func (f Finding) Key() string { return f.Code + "\x00" + f.File + "\x00" + f.Match }

// File is one file of a skill to audit, with its content.
type File struct {
	Path string // skill-relative, slash-separated
	Exec bool
	Data []byte // nil when it could not be read
	// Partial: Data is the first MaxBytes of a larger file.
	Partial bool
}

// MaxBytes is how much of one file the audit reads; the rest of a larger
// file is not audited (NOT_AUDITED says so).
const MaxBytes = 1 << 20

// Auditor runs a set of rules.
type Auditor struct {
	rules Rules
	index func() *keywords.Index
	lits  func() *keywords.Index // the rules' Filters' literals and prefixes
}

func (a *Auditor) keywordIndex() *keywords.Index { return a.index() }

// New returns an auditor running rules (Builtin(), with a project's
// rules added by Rules.With).
func New(rules Rules) *Auditor {
	return &Auditor{rules: rules, index: sync.OnceValue(func() *keywords.Index {
		var ks []string
		for _, r := range rules {
			ks = append(ks, r.Keywords...)
		}
		return keywords.New(ks)
	}), lits: sync.OnceValue(func() *keywords.Index { return literalIndex(rules) })}
}

// literalIndex is the index of every literal of the rules' Filters and
// prefixes (nil past what the index holds).
func literalIndex(rules Rules) *keywords.Index {
	var ls []string
	for _, r := range rules {
		ls = r.branches.Literals(r.pre.Literals(ls))
		for _, p := range r.prefixes {
			ls = append(ls, string(p))
		}
	}
	return keywords.Fits(ls)
}

// Default returns the auditor of the built-in rules.
func Default() *Auditor { return defaultAuditor() }

var defaultAuditor = sync.OnceValue(func() *Auditor { return New(Builtin()) })

// Rules returns the auditor's rules.
func (a *Auditor) Rules() Rules { return a.rules }

// Skill audits a skill read from dir in fsys, files being its file set
// (as catalog lists it); files that cannot be read are NOT_AUDITED
// findings, never silently skipped.
func Skill(fsys fs.FS, dir string, files catalog.FileSet) []Finding {
	return Default().Skill(fsys, dir, files)
}

// Skill audits a skill read from dir in fsys with the auditor's rules.
func (a *Auditor) Skill(fsys fs.FS, dir string, files catalog.FileSet) []Finding {
	out, _ := a.SkillContext(context.Background(), fsys, dir, files)
	return out
}

// SkillContext is Skill stopping once ctx is done (between the files it
// reads, and as FilesContext): it returns ctx's error then.
func (a *Auditor) SkillContext(ctx context.Context, fsys fs.FS, dir string, files catalog.FileSet) ([]Finding, error) {
	in := make([]File, 0, len(files))
	var extra []Finding
	for _, f := range files {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		data, partial, err := readFile(fsys, dir, f)
		if err != nil {
			extra = append(extra, notAudited(f.Path, err.Error()))
		}
		in = append(in, File{Path: f.Path, Exec: f.Exec, Data: data, Partial: partial})
	}
	out, err := a.FilesContext(ctx, in)
	out = append(out, extra...)
	Sort(out)
	return out, err
}

func readFile(fsys fs.FS, dir string, f catalog.File) ([]byte, bool, error) {
	r, err := catalog.OpenFile(fsys, dir, f)
	if err != nil {
		return nil, false, err
	}
	defer r.Close()
	// Read into a buffer of the listed size (io.ReadAll would grow one
	// step by step); a file that grew since is still read to MaxBytes+1.
	var b bytes.Buffer
	b.Grow(int(min(max(f.Size, 0), MaxBytes)) + bytes.MinRead)
	if _, err := b.ReadFrom(io.LimitReader(r, MaxBytes+1)); err != nil {
		return nil, false, err
	}
	data := b.Bytes()
	if len(data) > MaxBytes {
		return data[:MaxBytes], true, nil
	}
	return data, false, nil
}

// NotAudited is the code of a file the audit could not read whole.
const NotAudited = "NOT_AUDITED"

// NotAuditedFinding is the finding for a file of path p the audit could
// not read: why says what happened. (A file read in part is File.Partial:
// the audit reports it, higher when the skill runs it.)
func NotAuditedFinding(p, why string) Finding { return notAudited(p, why) }

func notAudited(p, why string) Finding {
	return Finding{Code: NotAudited, Severity: Medium, File: p, Match: "",
		Title: "file not audited: " + safetext.Show(why),
		Check: "read the file yourself: the audit did not see all of it", Context: []string{}}
}

// Files audits the files of one skill given with their content, in
// phases: sort the files into text and what cannot be read, prepare
// each text (lower-cased, its keyword hits), report what was not
// reviewed, match every rule, turn the matches into findings, and add
// the analyses and the weighing against the skill's claim.
func (a *Auditor) Files(files []File) []Finding {
	out, _ := a.FilesContext(context.Background(), files)
	return out
}

// FilesContext is Files stopping once ctx is done: it looks between the
// phases and between the files matched (the work from one look to the
// next is one file's, which is bounded), and returns ctx's error then.
func (a *Auditor) FilesContext(ctx context.Context, files []File) ([]Finding, error) {
	texts, blobs, total := readable(files)
	// The lower-cased copies of the files, carved from one buffer that
	// is reused from skill to skill (none of them outlives this call).
	bp := lowerPool.Get().(*[]byte)
	if cap(*bp) < total {
		*bp = make([]byte, total)
	}
	defer func() {
		if cap(*bp) <= maxPooled {
			lowerPool.Put(bp)
		}
	}()
	sc := &skillContext{}
	ps := a.prepare(sc, texts, (*bp)[:total])
	about := unreviewed(sc, texts, blobs)
	ms, over := a.matchAll(ctx, ps)
	about = append(about, over...)
	out := mostSevere(findingsOf(ctx, sc, ms))
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	out = merge(out, a.analyses(files))
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	for _, f := range files {
		if f.Path == catalog.SkillFile && f.Data != nil {
			if c, ok := claimOf(f.Data); ok {
				weighClaims(out, c)
			}
		}
	}
	out = append(append(out, about...), judged(files)...)
	Sort(out)
	return out, nil
}

// textFile is what the audit reads of a file: its text decoded to UTF-8.
type textFile struct {
	f    File
	data []byte
	how  string // how it was decoded ("" when it was UTF-8)
}

// blobFile is a file the audit cannot read (compiled code, an archive,
// media), set aside to be reported.
type blobFile struct {
	f File
	b sniff.Kind
}

// readable sorts files into text (with SKILL.md's frontmatter once more
// with its YAML escapes decoded) and the files that cannot be read;
// total is the length of all the text.
func readable(files []File) (texts []textFile, blobs []blobFile, total int) {
	for _, f := range files {
		if f.Data == nil {
			continue
		}
		if b, ok := sniff.Blob(f.Path, f.Data); ok {
			// An archive of text files is audited as the files it holds
			// (ARCHIVE/NAME), then reported low.
			if ms, _, unpacked := sniff.Unpack(f.Data); unpacked && b.Code == NotAuditedArchive && !f.Partial {
				b.Unpacked, b.What = true, fmt.Sprintf("%s: its %d files unpacked and audited", b.What, len(ms))
				for _, m := range ms {
					texts = append(texts, textFile{File{Path: f.Path + "/" + m.Name, Data: m.Data}, m.Data, m.How})
					total += len(m.Data)
				}
			}
			blobs = append(blobs, blobFile{f, b})
			continue
		}
		d, how, ok := sniff.DecodeText(f.Data)
		if !ok {
			blobs = append(blobs, blobFile{f, sniff.Kind{Code: NotAuditedBinary, What: "binary data of no known kind"}})
			continue
		}
		texts = append(texts, textFile{f, d, how})
		total += len(d)
		if f.Path == catalog.SkillFile {
			if fm := frontmatter.Decoded(d); fm != nil {
				texts = append(texts, textFile{File{Path: f.Path}, fm, yamlDecoded})
				total += len(fm)
			}
		}
	}
	return texts, blobs, total
}

// preparedFile is a text ready for the rules: its context and its
// lower-cased copy.
type preparedFile struct {
	f     File
	fc    *fileContext
	lower []byte
}

// prepare builds each text's context (recorded in sc, except for the
// decoded frontmatter) and its lower-cased copy, carved from buf.
func (a *Auditor) prepare(sc *skillContext, texts []textFile, buf []byte) []preparedFile {
	var ps []preparedFile
	for _, t := range texts {
		fc := newFileContext(t.f.Path, t.data, contentscan.Markdown(t.f.Path), t.f.Path == catalog.SkillFile)
		fc.decoded, fc.lits, fc.skill = t.how == yamlDecoded, a.lits, sc
		if !fc.decoded {
			sc.files = append(sc.files, fc)
		}
		lower := buf[:len(t.data):len(t.data)]
		buf = buf[len(t.data):]
		keywords.Lower(lower, t.data)
		fc.lowered = lower // the techniques' and structure's lower case too
		fc.hits = a.keywordIndex().Scan(lower)
		ps = append(ps, preparedFile{f: t.f, fc: fc, lower: lower})
	}
	return ps
}

// unreviewed reports what the audit could not read, or read only in
// part or decoded from another encoding, higher when the skill runs it.
func unreviewed(sc *skillContext, texts []textFile, blobs []blobFile) []Finding {
	var about []Finding
	for _, b := range blobs {
		about = append(about, unreviewable(b.f.Path, b.b.Code, b.b.What, b.b.Protected, runsFile(sc.files, b.f.Path)))
		if b.b.Unpacked && !sc.membersAct(b.f.Path+"/") {
			about[len(about)-1].Severity, about[len(about)-1].Context = Medium, []string{"unpacked"}
		}
	}
	for _, t := range texts {
		p := t.f.Path
		switch {
		case t.how == yamlDecoded:
			continue
		case t.how != "":
			f := unreviewable(p, TextEncoding, "decoded: "+t.how, false, false)
			if !strings.Contains(t.how, "NUL") {
				f.Severity = Low
			}
			about = append(about, f)
		}
		if t.f.Partial {
			about = append(about, unreviewable(p, NotAudited, fmt.Sprintf("only its first %d bytes were audited", MaxBytes), false, runsFile(sc.files, p)))
		}
		if code, what := sniff.Layout(p, t.data, contentscan.Markdown(p)); code != "" {
			about = append(about, unreviewable(p, code, what, false, p == catalog.SkillFile || runsFile(sc.files, p)))
		}
	}
	return about
}

// matchAll runs every rule that applies over every prepared file, the
// rules that depend on the others' findings (the behaviour condition)
// sorted last; over reports a rule that reached its match budget.
// It stops at the next file once ctx is done.
func (a *Auditor) matchAll(ctx context.Context, ps []preparedFile) (ms []*match, over []Finding) {
	for _, p := range ps {
		if ctx.Err() != nil {
			return nil, nil
		}
		for _, r := range a.rules {
			if !r.appliesTo(p.f.Path) {
				continue
			}
			found := r.find(p.fc, p.lower)
			if len(found) >= maxMatchesPerFile {
				over = append(over, unreviewable(p.f.Path, NotAuditedMatches,
					fmt.Sprintf("rule %s matched %d times; the matches after line %d were not evaluated", r.Code, len(found), found[len(found)-1].line), false, false))
			}
			ms = append(ms, found...)
		}
	}
	slices.SortStableFunc(ms, func(a, b *match) int {
		return cmpBool(a.rule.usesBehaviour(), b.rule.usesBehaviour())
	})
	return ms, over
}

// findingsOf evaluates the matches into findings: one per code, file and
// line (the more severe of the file as written and its decoded
// frontmatter), and a minor rule's finding dropped where a finding not
// minor on the same line is at least as severe.
func findingsOf(ctx context.Context, sc *skillContext, ms []*match) []Finding {
	var all []Finding
	var minor []bool
	seen := map[string]int{}     // code, file, line -> index in all
	top := map[string]Severity{} // per file and line: the highest finding not minor
	for _, m := range ms {
		if ctx.Err() != nil {
			return nil // a match's conditions may read its whole file
		}
		if m.rule.usesBehaviour() {
			// The findings so far, the late rules' own included.
			sc.busy = map[string]bool{}
			for _, f := range all {
				if f.Severity >= Medium {
					sc.behaviour, sc.busy[f.File] = true, true
				}
			}
		}
		f, ok := m.finding(sc)
		if !ok {
			continue
		}
		k := fmt.Sprintf("%s\x00%s\x00%d", f.Code, f.File, f.Line)
		if i, dup := seen[k]; dup {
			if f.Severity > all[i].Severity {
				all[i] = f
			}
			continue
		}
		seen[k] = len(all)
		all = append(all, f)
		minor = append(minor, m.rule.Minor)
		if !m.rule.Minor {
			lk := fmt.Sprintf("%s\x00%d", f.File, f.Line)
			top[lk] = max(top[lk], f.Severity)
		}
	}
	var out []Finding
	for i, f := range all {
		if minor[i] && top[fmt.Sprintf("%s\x00%d", f.File, f.Line)] >= f.Severity {
			continue
		}
		out = append(out, f)
	}
	return out
}

// maxShownPerCode is how many findings of one code in one file the audit
// reports: the most severe (then the first). Every match is evaluated
// (up to maxMatchesPerFile, past which NOT_AUDITED_MATCHES says so), so
// no run of look-alike lines hides a more severe one after them.
const maxShownPerCode = 20

// mostSevere keeps, of the findings of each code in each file, the
// maxShownPerCode most severe.
func mostSevere(fs []Finding) []Finding {
	count := map[string]int{}
	for _, f := range fs {
		count[f.Code+"\x00"+f.File]++
	}
	over := false
	for _, n := range count {
		over = over || n > maxShownPerCode
	}
	if !over {
		return fs
	}
	Sort(fs) // severity first, then file and line
	kept := map[string]int{}
	out := fs[:0]
	for _, f := range fs {
		k := f.Code + "\x00" + f.File
		if kept[k] == maxShownPerCode {
			continue
		}
		kept[k]++
		out = append(out, f)
	}
	return out
}

// merge adds the analyses' findings to the rules': where both report the
// same code at the same file and line, one finding stays, the more
// severe (the rule's on a tie).
func merge(rules, more []Finding) []Finding {
	if len(more) == 0 {
		return rules
	}
	at := map[string]int{}
	for i, f := range rules {
		at[fmt.Sprintf("%s\x00%s\x00%d", f.Code, f.File, f.Line)] = i
	}
	for _, f := range more {
		k := fmt.Sprintf("%s\x00%s\x00%d", f.Code, f.File, f.Line)
		if i, ok := at[k]; ok {
			if f.Severity > rules[i].Severity {
				rules[i] = f
			}
			continue
		}
		at[k] = len(rules)
		rules = append(rules, f)
	}
	return rules
}

func cmpBool(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}

// maxMatchesPerFile bounds the matches of one rule in one file the audit
// evaluates (the cost of a file stays bounded); a rule that reaches it is
// reported (NOT_AUDITED_MATCHES), and of the matches, the most severe are
// shown (maxShownPerCode).
const maxMatchesPerFile = 1000

// find returns the places the rule matches in a file.
func (r *Rule) find(fc *fileContext, lower []byte) []*match {
	if r.Detector != "" {
		return detectors[r.Detector](r, fc)
	}
	if r.re == nil { // a file the presence of which is the finding
		end := bytes.IndexByte(fc.data, '\n')
		if end < 0 {
			end = len(fc.data)
		}
		return []*match{{rule: r, fc: fc, start: 0, end: 0, line: 0, lineText: string(fc.data[:end])}}
	}
	var out []*match
	seen := map[int]bool{}
	filter := fastPaths && r.pre != nil && !r.pre.All() && !fc.foldsToASCII()
	for _, w := range r.windows(fc, lower) {
		if filter && !fc.holds(r.pre, lower, w) {
			continue // no match can be in the window
		}
		for _, loc := range r.findAll(fc, lower, w) {
			start, end := loc[0], loc[1]
			if seen[start] {
				continue
			}
			seen[start] = true
			n, ls, le := fc.line(start)
			ls, le = lineWindow(ls, le, start, end)
			line := string(fc.data[ls:le])
			if r.unless != nil && r.unless.MatchString(line) {
				continue
			}
			out = append(out, &match{rule: r, fc: fc, start: start, end: end, line: n, lineText: line})
			if len(out) == maxMatchesPerFile {
				return out
			}
		}
	}
	return out
}

// maxLineText is the longest line a match carries whole as its line's
// text; of a longer line it carries lineReach bytes either side of the
// match. Every match's conditions read that text, so on a whole line
// their work would grow with the line times the matches in it (a 16 KiB
// line of one path repeated took seconds, a 1 MiB one hours); a window
// keeps it to the matches, and no honest line of code or prose is this
// long (minified and packed text is a finding of its own).
const (
	maxLineText = 8 << 10
	lineReach   = 2 << 10
)

// lineWindow is the part of the line [ls, le) a match [start, end) in it
// carries as its text (maxLineText).
func lineWindow(ls, le, start, end int) (int, int) {
	if le-ls <= maxLineText {
		return ls, le
	}
	return max(ls, start-lineReach), min(le, max(end, start)+lineReach)
}

// fastPaths turns on the prefilter and the search from prefixes; the
// tests turn them off to check that the findings are the same without.
var fastPaths = true

// findAll returns the matches of the rule's pattern in window w of the
// file, as regexp's FindAllIndex over the window would, at offsets in
// the file: from the places a match can start when the rule's pattern
// has prefixes (findFrom), else by running the pattern over the window.
func (r *Rule) findAll(fc *fileContext, lower []byte, w [2]int) [][2]int {
	if fastPaths && r.prefixes != nil && !fc.foldsToASCII() {
		if at := fc.at(lower, (w[1]-w[0])*len(r.prefixes)); at != nil {
			out, _ := r.fromCandidates(fc.data[w[0]:w[1]], prefilter.StartsAt(at, r.prefixes, w[0], w[1]), w[0], 2*(w[1]-w[0])+attemptBudget)
			return out
		}
		return r.findFrom(fc.data[w[0]:w[1]], lower[w[0]:w[1]], w[0])
	}
	if fastPaths && r.branches != nil && !fc.foldsToASCII() && !r.branches.AnyAt(fc.data[w[0]:w[1]], lower[w[0]:w[1]], fc.at(lower, w[1]-w[0]), w[0]) {
		return nil
	}
	locs := r.re.FindAllIndex(fc.data[w[0]:w[1]], maxMatchesPerFile)
	out := make([][2]int, len(locs))
	for i, loc := range locs {
		out[i] = [2]int{w[0] + loc[0], w[0] + loc[1]}
	}
	return out
}

// findFrom is FindAllIndex(text) for a rule whose matches all start with
// one of its prefixes, run only where one starts: Go's engine would
// otherwise step through every byte of the window, which on a long line
// (a minified file, a one-line XML document) is the whole file, for
// every rule. From the leftmost candidate
// on, the pattern anchored there gives the match regexp would report
// starting there (the byte before is passed as context for \b and ^);
// the first candidate that matches is the leftmost match, and the
// search goes on from its end, as FindAllIndex does. lower is text
// lower-cased; off is added to the offsets returned.
func (r *Rule) findFrom(text, lower []byte, off int) [][2]int {
	out, _ := r.fromCandidates(text, r.candidates(lower), off, 2*len(text)+attemptBudget)
	return out
}

// candidates are the offsets in lower where one of the rule's prefixes
// starts, in order.
func (r *Rule) candidates(lower []byte) []int { return prefilter.Candidates(r.prefixes, lower) }

// attemptBudget and searchReach bound the search from candidates
// (prefilter.FromCandidates).
const attemptBudget, searchReach = prefilter.AttemptBudget, prefilter.SearchReach

// searchCost is what a search from candidates cost.
type searchCost = prefilter.SearchCost

// fromCandidates finds the rule's matches starting at the candidates
// (prefilter.FromCandidates), at most maxMatchesPerFile.
func (r *Rule) fromCandidates(text []byte, cands []int, off, budget int) ([][2]int, searchCost) {
	return prefilter.FromCandidates(r.re, r.anchored(), r.alts(), text, cands, off, budget, maxMatchesPerFile)
}

// windows are the parts of a file the rule's pattern runs on: with
// keywords, each line holding one together with the lines before and
// after it (a match spans at most a line break on either side of its
// keyword), merged where they overlap; without (or in a file holding
// the Kelvin sign or the long s, see foldsToASCII), the whole file. Running a pattern only where a keyword is keeps the
// audit's cost near that of reading the files.
func (r *Rule) windows(fc *fileContext, lower []byte) [][2]int {
	if len(r.Keywords) == 0 || fc.foldsToASCII() {
		// A file holding a character that (?i) folds to an ASCII
		// letter may spell a keyword the lower-cased text lacks.
		return [][2]int{{0, len(fc.data)}}
	}
	var ws [][2]int
	for _, k := range r.Keywords {
		ws = append(ws, fc.keywordWindows(k, lower)...)
	}
	if len(ws) < 2 {
		return ws
	}
	slices.SortFunc(ws, func(a, b [2]int) int { return a[0] - b[0] })
	merged := ws[:1]
	for _, w := range ws[1:] {
		last := &merged[len(merged)-1]
		if w[0] <= last[1] {
			last[1] = max(last[1], w[1])
			continue
		}
		merged = append(merged, w)
	}
	return merged
}

// finding evaluates a match's conditions into a finding (false: the
// match does not count in its context).
func (m *match) finding(sc *skillContext) (Finding, bool) {
	r := m.rule
	for _, c := range r.Requires {
		if !m.holds(c, sc) {
			return Finding{}, false
		}
	}
	sev, ctx := r.Severity, []string{}
	for _, a := range r.Adjust {
		all := (a.line == nil || a.line.MatchString(m.lineText)) && (a.unlessLine == nil || !a.unlessLine.MatchString(m.lineText))
		for _, c := range a.When {
			if !all {
				break
			}
			if !m.holds(c, sc) {
				all = false
				break
			}
		}
		if all {
			sev = a.Severity
			for _, c := range a.When {
				ctx = append(ctx, string(c))
			}
			if a.line != nil || a.unlessLine != nil {
				ctx = append(ctx, "line")
			}
			break
		}
	}
	if sev == None {
		return Finding{}, false
	}
	// What a rule finds in text the reader does not see (an HTML
	// comment, invisible characters) is hidden on purpose.
	hidden := r.Detector == "" && sev >= Medium && sev < Critical && m.holds("hidden", sc)
	if hidden {
		sev, ctx = Critical, append(ctx, "hidden")
	}
	// A detection rule file (YARA, Sigma, Semgrep…) spells what it
	// detects; it is data for its scanner, not something the skill runs.
	if !hidden && sev > Low && sc.rulesFile(m.fc) {
		sev, ctx = Low, append(ctx, "rules_file")
	}
	// Nothing of the skill points to a document or data file: neither
	// the agent nor a script acts on what it says.
	if !hidden && sev > Medium && len(r.Files) == 0 && sc.unreferenced(m.fc) {
		sev, ctx = Medium, append(ctx, "unreferenced")
	}
	// What code does is read from the code: a comment runs nothing, a
	// usage text a script prints runs nothing (printed.go), and a
	// regular expression or a list of literals is data (literal.go).
	// A critical stays: a credential path in a list of a file that goes
	// on the network is how stealers are written, and the flow analysis
	// does not follow every language's loops.
	if !hidden && sev == High && r.Detector == "" && r.Family != "names" {
		switch {
		case codeFamily(r.Family) && m.holds("comment", sc):
			sev, ctx = Medium, append(ctx, "comment")
		case m.holds("data_literal", sc):
			sev, ctx = Medium, append(ctx, "data_literal")
		}
	}
	// Text a script prints runs nothing (printed.go): a high finding in
	// it is medium, and a medium one is marked so that no capability is
	// read from it.
	if !hidden && (sev == High || sev == Medium) && r.Detector == "" && codeFamily(r.Family) &&
		!slices.Contains(ctx, "comment") && !slices.Contains(ctx, "data_literal") && m.holds("printed", sc) {
		sev, ctx = Medium, append(ctx, "printed")
	}
	if m.fc.decoded {
		ctx = append(ctx, yamlDecoded)
	}
	return Finding{Code: r.Code, Severity: sev, File: m.fc.path, Line: m.line, Match: m.excerpt(),
		Title: r.Title, Check: r.Check, Context: ctx}, true
}

// maxExcerpt is the longest matched text a finding shows, in characters.
const maxExcerpt = 160

// excerpt is the line of the match when it is short, else the match with
// a little of the line around it; escaped.
func (m *match) excerpt() string {
	if m.hidden {
		return safetext.Show(safetext.Clip(m.lineText, maxExcerpt))
	}
	s := strings.TrimSpace(m.lineText)
	if utf8.RuneCountInString(s) > maxExcerpt {
		// Start a little before the match when lineText is the match's
		// line; a detector may give other text (a comment's words), which
		// is shown from its start.
		_, ls, le := m.fc.line(m.start)
		ls, le = lineWindow(ls, le, m.start, m.end)
		if from := max(m.start-ls-20, 0); le-ls == len(m.lineText) && from <= len(m.lineText) {
			s = m.lineText[from:]
		} else {
			s = m.lineText
		}
		s = strings.ToValidUTF8(s, "")
	}
	return safetext.Show(safetext.Clip(s, maxExcerpt))
}

// lowerPool holds the buffers of Files' lower-cased copies; one larger
// than maxPooled is left to the garbage collector.
var lowerPool = sync.Pool{New: func() any { return new([]byte) }}

const maxPooled = 8 << 20

// Sort orders findings by severity (highest first), file, line, code.
func Sort(fs []Finding) {
	slices.SortStableFunc(fs, func(a, b Finding) int {
		if a.Severity != b.Severity {
			return int(b.Severity - a.Severity)
		}
		if c := strings.Compare(a.File, b.File); c != 0 {
			return c
		}
		if a.Line != b.Line {
			return a.Line - b.Line
		}
		return strings.Compare(a.Code, b.Code)
	})
}

// Max is the highest severity among findings (None when there are none).
func Max(fs []Finding) Severity {
	m := None
	for _, f := range fs {
		m = max(m, f.Severity)
	}
	return m
}

// Count returns how many findings are at each severity.
func Count(fs []Finding) map[Severity]int {
	c := map[Severity]int{}
	for _, f := range fs {
		c[f.Severity]++
	}
	return c
}

// AtLeast returns the findings at or above threshold.
func AtLeast(fs []Finding, threshold Severity) []Finding {
	var out []Finding
	for _, f := range fs {
		if f.Severity.AtLeast(threshold) {
			out = append(out, f)
		}
	}
	return out
}

// keywordWindows are the windows of the lines holding keyword k (see
// Rule.windows). The positions of every keyword of the auditor's rules
// are found in one pass over the file (scanKeywords).
func (fc *fileContext) keywordWindows(k string, lower []byte) [][2]int {
	hits := fc.hits[k]
	if len(hits) == 0 {
		return nil // most keywords of most files
	}
	if ws, ok := fc.keywords[k]; ok {
		return ws
	}
	var ws [][2]int
	fc.line(0)
	starts := fc.lineStarts
	lastEnd := -1 // the end of the line of the last hit
	for _, pos := range hits {
		if pos <= lastEnd {
			continue // on the same line
		}
		n, _, le := fc.line(pos)
		lastEnd = le
		i := n - 1
		end := le
		if end < len(fc.data) { // the end of the next line
			end = len(fc.data)
			if i+2 < len(starts) {
				end = starts[i+2] - 1
			}
		}
		ws = append(ws, [2]int{starts[max(i-1, 0)], end})
	}
	if fc.keywords == nil {
		fc.keywords = map[string][][2]int{}
	}
	fc.keywords[k] = ws
	return ws
}
