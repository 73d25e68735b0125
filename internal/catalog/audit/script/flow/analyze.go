// Package flow is one skill's script analysis below its languages: the
// skill's files, the units of code read (a file, a Markdown block, text
// decoded from another unit), the summaries of what files and functions
// carry, and the sinks where a value's secrets leave the machine or code
// runs, reported as Hits. Markdown's blocks, images and clipboard swaps
// are read here; the languages' own analyses are given to Analyze by
// package script.
package flow

import (
	"bytes"
	"fmt"
	"path"
	"sort"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/batchsh"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/devshell"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/gitcmd"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/lifecycle"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/sqlprog"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/tables"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/value"
)

// Input is one file of a skill.
type Input struct {
	Path string // skill-relative, slash-separated
	Data []byte
	Exec bool
	text string // Data as a string, made once for both passes (Text)
}

// Text is the file's data as a string: one copy for the whole analysis,
// where each pass and each text-only analysis made its own.
func (f *Input) Text() string {
	if f.text == "" && len(f.Data) > 0 {
		f.text = string(f.Data)
	}
	return f.text
}

// Kind is what a Hit found.
type Kind int

// The kinds of hit.
const (
	ReverseShell  Kind = iota + 1 // a shell wired to a network connection
	DecodeToShell                 // decoded text run by a shell or an interpreter's command line
	DecodeAndExec                 // decoded text run by a program (exec, eval, execSync…)
	EnvExfil                      // the whole environment sent over the network
	SecretFlow                    // a secret sent over the network, DNS, mail, git or the clipboard
	Miner                         // a crypto miner
	DownloadRun                   // a download written to a file and run
	RemoteExec                    // downloaded text run without being written down
	Harvest                       // several secrets gathered and serialised into one payload
	HiddenDest                    // a network destination that only decoding reveals
	ExternalExec                  // code read from a file outside the skill run as code
	StagedPayload                 // data from the network decoded into a hidden file
	ClipboardSwap                 // the clipboard read and overwritten by a program holding a wallet address
	AddressSwap                   // instructions to put a wallet address of the skill's own in place of the user's
	KeyImplant                    // a public key the skill carries written into authorized_keys
	AgentSettings                 // an agent harness's settings written by a program
	Wiper                         // a function that overwrites or deletes every file below the home directory
	Lookalike                     // a dependency redirected to a look-alike of its own path (go.mod replace, an npm alias)
	PackageSource                 // a package manager's default source moved to the skill's host, unchecked or for good (package pkgsource)
)

// Hit is one thing found, at the line of the sink (where data leaves, or
// code runs).
type Hit struct {
	Kind   Kind
	Path   string
	Line   int
	Level  int    // 0 low, 1 medium, 2 high, 3 critical
	Source string // where the secret or payload came from
	Sink   string // where it went
	Text   string // the line, or the decoded payload
	Taint  value.Taint
	// Decoded: found inside text the analysis decoded (or folded from
	// parts), not written as such in the file.
	Decoded bool
	// Resembles: the secret went to a host whose name only resembles its
	// service's (fused with a word, spelled by initials, a tenant of the
	// service's shared host): not settled as its own API, not theft.
	Resembles bool
}

// Skip is a part of a file the analysis could not read whole.
type Skip struct {
	Path, Why string
}

// Bounds of the analysis: every input gives a result or a Skip in time
// linear in its size.
const (
	maxDepth      = 4       // nested payloads (decoded text that decodes more)
	maxDecoded    = 1 << 20 // bytes decoded per skill
	MaxNest       = 200     // bracket nesting a parser is given
	maxStatements = 100000  // statements evaluated per skill
	MaxCalls      = 16      // nested shell function calls
)

// Langs are the analyses of the languages, given by package script (they
// sit above this package and analyse its units): shell (and batch files
// rewritten as shell), the evaluated program languages (Python,
// JavaScript, PowerShell, Go), and the languages read by spelling.
type Langs struct {
	Shell   func(u *Unit, src string)
	Program func(u *Unit, src string)
	Other   func(u *Unit, src string, line0 int)
}

// Analyze reads the code of one skill's files: scripts by extension or
// #! line, fenced code blocks of its Markdown files, and files another
// file runs, each language with its analysis of l. Hits are sorted by
// file and line.
func Analyze(files []Input, l Langs) ([]Hit, []Skip) {
	a := &Skill{langs: l, Files: map[string]*Input{}, budget: maxDecoded, steps: maxStatements, Summaries: map[string]*Summary{}, done: map[string]bool{}}
	for i := range files {
		a.Files[files[i].Path] = &files[i]
	}
	// The first pass learns what each file's functions and output carry;
	// a second pass reports with that knowledge, when there is any.
	for pass := 0; pass < 2; pass++ {
		if pass == 1 && !a.learned() {
			break
		}
		a.report = true
		a.done = map[string]bool{}
		a.queue = nil
		a.hits, a.skips, a.decURLs = nil, nil, nil
		a.budget, a.steps = maxDecoded, maxStatements
		for i := range files {
			f := &files[i]
			if f.Data == nil {
				continue
			}
			if isMarkdown(f.Path) {
				a.guard(f.Path, func() { a.markdown(f) })
				continue
			}
			if buildExecFile(f.Path) {
				a.guard(f.Path, func() { a.buildExecs(f.Path, f.Text()) })
			}
			if strings.HasSuffix(strings.ToLower(f.Path), ".sql") {
				// The commands a SQL file has the server run, as shell.
				if s, n := sqlprog.Script(f.Text()); n > 0 {
					a.guard(f.Path, func() { (&Unit{Skill: a, Path: f.Path, Lang: "sh"}).runTop(s) })
				}
			}
			if strings.HasSuffix(strings.ToLower(f.Path), ".nix") { // the name first: Script splits the file (det16fix)
				if s, n := devshell.Script(f.Text()); n > 0 {
					a.guard(f.Path, func() { (&Unit{Skill: a, Path: f.Path, Lang: "sh"}).runTop(s) }) // a shellHook (nix develop)
				}
			}
			for _, c := range gitcmd.File(f.Path, f.Data) { // git's settings that run a command (det25)
				a.guard(f.Path, func() { (&Unit{Skill: a, Path: f.Path, Lang: "sh", LineBase: c.Line - 1, Env: c.Env()}).runTop(c.Text) })
			}
			if redirectFile(f.Path) {
				a.guard(f.Path, func() { a.lookalikeRedirects(f.Path, f.Text()) })
			}
			if l := fileLang(f); l != "" {
				a.guard(f.Path, func() { a.file(f.Path, l) })
			} else if htmlFile(f.Path) {
				a.guard(f.Path, func() { a.page(f.Path, string(f.Data), 0) })
			} else if tables.ConfigFile(f.Path) {
				a.guard(f.Path, func() {
					src := f.Text()
					if workflowFile(f.Path, f.Data) {
						a.workflow(f.Path, src)
					}
					if buildKind(f.Path) != "" {
						a.buildFile(f.Path, src)
					}
					a.commandRecords(f.Path, src)
					for _, c := range lifecycle.Scripts(f.Path, src) { // composer's, npm's event scripts
						(&Unit{Skill: a, Path: f.Path, Lang: "sh", LineBase: c.Line - 1}).runTop(c.Text)
					}
					a.ciScripts(f.Path, src)
					a.textOnly(textKey{"miner", f.Path, src, 0}, func() { a.minerLines(f.Path, src, 0, false) })
				})
			}
		}
		for len(a.queue) > 0 {
			j := a.queue[0]
			a.queue = a.queue[1:]
			a.guard(j.path, func() { a.file(j.path, j.lang) })
		}
	}
	sort.SliceStable(a.hits, func(i, j int) bool {
		if a.hits[i].Path != a.hits[j].Path {
			return a.hits[i].Path < a.hits[j].Path
		}
		return a.hits[i].Line < a.hits[j].Line
	})
	return a.hits, a.skips
}

// learned reports summaries that a second pass would use: functions or
// files that send or run what they are given, or return secrets.
func (a *Skill) learned() bool {
	for _, s := range a.Summaries {
		if s.SendsParam|s.ExecParam != 0 || s.Out.T|s.Out.A != 0 {
			return true
		}
	}
	return false
}

// guard runs one file's analysis; a failure of the analysis itself is a
// reported skip of that file, never a crash of the audit.
func (a *Skill) guard(p string, f func()) {
	defer func() {
		if r := recover(); r != nil {
			a.Skip(p, fmt.Sprintf("its code could not be analysed (%v)", r))
		}
	}()
	f()
}

func isMarkdown(p string) bool {
	l := strings.ToLower(p)
	return strings.HasSuffix(l, ".md") || strings.HasSuffix(l, ".markdown") || strings.HasSuffix(l, ".mdx")
}

func fileLang(f *Input) string {
	if l := tables.LangOfShebang(f.Data); l != "" {
		return l
	}
	return tables.LangOfPath(f.Path)
}

// Skill is the analysis of one skill: its files, what was found and
// skipped, the bounds left, and the summaries of its files and functions.
type Skill struct {
	langs     Langs
	Files     map[string]*Input
	hits      []Hit
	skips     []Skip
	budget    int // decoded bytes left
	steps     int // statements left
	report    bool
	Summaries map[string]*Summary // by file path, and by module.function
	done      map[string]bool
	queue     []job
	decURLs   []decURL               // URLs found by decoding literals
	written   map[string]value.Value // files the skill's code wrote, by path: what they hold
	// textHits: the hits of each textOnly analysis run; rec, where Hit
	// records them while one runs.
	textHits map[textSlot][]textRun
	rec      *[]Hit
	// units: the pure runs of top-level units, by what they read; cur,
	// the record of the run under way (see replay.go).
	units map[unitKey]*unitRun
	cur   *unitRec
	// byName: the files by the last element of their paths (named).
	byName map[string][]string
}

// decURL is a URL found by decoding a literal, at line of path.
type decURL struct {
	path, url string
	line      int
}

type job struct{ path, lang string }

// Summary is what running a file, or calling one of its functions,
// carries out: the secrets of its output or return value, and the
// parameters it sends over the network or runs.
type Summary struct {
	Out        value.Value
	SendsParam uint64 // parameters that reach a network sink
	SendSink   string
	SendHost   string   // the host they are sent to, when the sink names one
	SendKind   SendKind // how (a request, a mail…)
	ExecParam  uint64   // parameters that are run
	key        string   // its key in Summaries
}

// Summary is the summary of file or function k, made on first use (a
// run under way records that it took it: see replay.go).
func (a *Skill) Summary(k string) *Summary {
	s := a.Summaries[k]
	if s == nil {
		s = &Summary{key: k}
		a.Summaries[k] = s
	}
	a.logOp(op{kind: opGet, key: k})
	return s
}

// Skip records a part of file p the analysis could not read whole,
// once.
func (a *Skill) Skip(p, why string) {
	if a.cur != nil {
		a.cur.skips = append(a.cur.skips, Skip{Path: p, Why: why})
	}
	for _, s := range a.skips {
		if s.Path == p && s.Why == why {
			return
		}
	}
	a.skips = append(a.skips, Skip{Path: p, Why: why})
}

// file analyses a whole file of the skill in lang, once.
func (a *Skill) file(p, lang string) {
	k := p + "\x00" + lang
	if a.done[k] {
		return
	}
	a.done[k] = true
	f := a.Files[p]
	if f == nil || f.Data == nil {
		return
	}
	if !utf8.Valid(f.Data) && bytes.IndexByte(f.Data, 0) >= 0 {
		a.Skip(p, "not text: its code was not analysed")
		return
	}
	u := &Unit{Skill: a, Path: p, Lang: lang, Module: strings.TrimSuffix(path.Base(p), path.Ext(p)), File: true}
	src := f.Text()
	u.runTop(src)
	if lang != "sh" {
		// A pool list written as the program's data (an object, a
		// dictionary) that it hands to a miner as a configuration.
		a.textOnly(textKey{"shape", p, src, 0}, func() { a.minerShapeLines(p, src, 0, false) })
		a.textOnly(textKey{"stratum", p, src, 0}, func() { a.stratumMiner(p, src, 0) })
	}
	a.textOnly(textKey{"clip", p, src, 0}, func() { a.clipboardSwap(p, src, 0) })
	if lang == "py" || lang == "js" {
		a.commandRecords(p, src) // an MCP server or a task the program writes
		a.textOnly(textKey{"wiper", p, src, 0}, func() { a.wipers(p, src) })
	}
	if lang == "js" {
		a.textOnly(textKey{"browser miner", p, src, 0}, func() { a.browserMiner(p, src, 0) })
	}
	// What the file prints is what running it carries.
	s := a.Summary(p)
	s.Out.Join(u.Out)
}

// Runs queues a skill file another file runs (or imports) for analysis
// in lang, and returns its summary.
func (a *Skill) Runs(from, name, lang string) (*Summary, string) {
	p := a.Resolve(from, name)
	if p == "" {
		return nil, ""
	}
	if lang == "" {
		lang = fileLang(a.Files[p])
		if lang == "" {
			lang = "sh"
		}
	}
	a.queueRun(p, lang)
	s := a.Summaries[p]
	if a.cur != nil {
		// What it read (a summary or none) and queued (summarylog.go).
		o := op{kind: opRuns, key: p, sink: lang}
		if s != nil {
			snap := *s
			o.snap = &snap
		}
		a.logOp(o)
	}
	return s, p
}

// queueRun queues file p for analysis in lang unless it was analysed so.
func (a *Skill) queueRun(p, lang string) {
	if !a.done[p+"\x00"+lang] {
		a.queue = append(a.queue, job{p, lang})
	}
}

// Resolve finds the skill file a command names, relative to the skill
// root or to the file that names it.
func (a *Skill) Resolve(from, name string) string {
	name = strings.Trim(name, "\"'")
	if name == "" || strings.Contains(name, value.UnknownPart) {
		return ""
	}
	for _, pre := range []string{"${CLAUDE_SKILL_DIR}/", "$CLAUDE_SKILL_DIR/", "${SKILL_DIR}/", "$SKILL_DIR/", "./"} {
		name = strings.TrimPrefix(name, pre)
	}
	cands := []string{path.Clean(name), path.Join(path.Dir(from), name)}
	for _, c := range cands {
		if _, ok := a.Files[c]; ok {
			return c
		}
	}
	// A path given from elsewhere: match the skill file with that suffix.
	if strings.Contains(name, "/") {
		clean, slashed := "/"+path.Clean(name), "/"+name
		// A file that ends with clean, or that slashed ends with after a
		// slash, has the last element of clean or of slashed as its own
		// (both hold a slash): only the files of those names are read,
		// where every file of the skill was (a skill of thousands of
		// files and a command run by path on every line of its scripts).
		for i, last := range [2]string{lastElem(clean), lastElem(slashed)} {
			if i == 1 && last == lastElem(clean) {
				break
			}
			for _, p := range a.named()[last] {
				// slashed ends with "/"+p, without building that string
				// for every file of the skill.
				if strings.HasSuffix(p, clean) || len(slashed) > len(p) && strings.HasSuffix(slashed, p) && slashed[len(slashed)-len(p)-1] == '/' {
					return p
				}
			}
		}
	}
	return ""
}

// named is the skill's files by the last element of their paths (what
// follows the last slash), each list sorted, made on first use.
func (a *Skill) named() map[string][]string {
	if a.byName == nil {
		a.byName = make(map[string][]string, len(a.Files))
		for p := range a.Files {
			a.byName[lastElem(p)] = append(a.byName[lastElem(p)], p)
		}
		for _, ps := range a.byName {
			sort.Strings(ps)
		}
	}
	return a.byName
}

// lastElem is what follows the last slash of p (all of p without one).
func lastElem(p string) string { return p[strings.LastIndexByte(p, '/')+1:] }

// Unit is one piece of code being analysed: a file, a Markdown block, or
// text decoded or folded from another unit (then every hit is reported
// at the line of the place that ran it).
type Unit struct {
	Skill    *Skill
	Path     string
	Lang     string
	Module   string
	File     bool // a whole file (its output is the file's output)
	LineBase int  // added to parser lines (a Markdown block)
	At       int  // > 0: every hit at this line (a nested payload)
	depth    int
	Nested   bool // text decoded or folded, not as written
	Out      value.Value
	Env      map[string]value.Value // variables given to nested shell text
	Fn       *Summary               // the function being analysed, if any
	AtText   string                 // the line of the place that ran a nested payload
	src      string                 // the code being analysed, for the names it spells
	names    []string               // the secret-like variable names src spells (see envDynamic)
	namesOK  bool
}

// Line is the line of the skill's file that line l of the unit is at.
func (u *Unit) Line(l int) int {
	if u.At > 0 {
		return u.At
	}
	return u.LineBase + l
}

// Hit records a finding (in the reporting pass).
func (u *Unit) Hit(h Hit) {
	if !u.Skill.report {
		return
	}
	h.Path = u.Path
	h.Decoded = h.Decoded || u.Nested
	h.Text = clipText(h.Text)
	u.Skill.addHit(h)
}

// addHit records h unless a hit of its kind is at its line already.
func (a *Skill) addHit(h Hit) {
	if a.rec != nil {
		*a.rec = append(*a.rec, h)
	}
	if a.cur != nil {
		a.cur.hits = append(a.cur.hits, h)
	}
	for _, o := range a.hits {
		if o.Kind == h.Kind && o.Path == h.Path && o.Line == h.Line {
			return
		}
	}
	a.hits = append(a.hits, h)
}

// textKey names one run of an analysis of text that reads nothing but
// its arguments (what: the analysis; base: the line text starts at).
type textKey struct {
	what, path, text string
	base             int
}

// textOnly runs f, an analysis of text that reads nothing but its
// arguments and does nothing but report hits, once per skill: the
// second pass gives the hits the first recorded, in their order, instead
// of reading the text again (the hits are the same; whether one is kept
// depends on those before it, as when f runs).
func (a *Skill) textOnly(k textKey, f func()) {
	slot := textSlot{k.what, k.path, k.base, len(k.text)}
	for _, r := range a.textHits[slot] {
		if r.text == k.text {
			for _, h := range r.hits {
				a.addHit(h)
			}
			return
		}
	}
	var rec []Hit
	prev := a.rec
	a.rec = &rec
	defer func() { a.rec = prev }()
	f()
	if a.textHits == nil {
		a.textHits = map[textSlot][]textRun{}
	}
	a.textHits[slot] = append(a.textHits[slot], textRun{k.text, rec})
}

// textSlot is a textKey with its text's length for the text, the key of
// textOnly's record: a key holding the text hashed a whole document at
// every look-up (1% of the audit). The texts of one slot are compared
// instead, the second pass's being the same strings (compared by their
// pointers first).
type textSlot struct {
	what, path string
	base, n    int
}

// textRun is the text of one textOnly run and the hits it recorded.
type textRun struct {
	text string
	hits []Hit
}

func clipText(s string) string {
	s = strings.TrimSpace(s)
	if len(s) > 200 {
		s = strings.ToValidUTF8(s[:200], "") + "…"
	}
	return s
}

// run dispatches on the unit's language.
func (u *Unit) run(src string) {
	u.src, u.names, u.namesOK = src, nil, false
	if d := nesting(src); d > MaxNest {
		u.Skill.Skip(u.Path, fmt.Sprintf("code nested %d deep (more than %d): its code was not analysed", d, MaxNest))
		return
	}
	switch u.Lang {
	case "sh":
		u.Skill.langs.Shell(u, src)
	case "bat":
		// A Windows batch file, read as the shell commands it runs
		// (line by line: its blocks are not shell syntax).
		file := u.File
		u.File = false
		u.Skill.langs.Shell(u, batchsh.ToSh(src))
		u.File = file
	case "py", "js":
		if u.depth == 0 && !mayMatter(src) {
			return // nothing here the analysis follows: parse only what can matter
		}
		u.Skill.langs.Program(u, src)
	case "ps", "go":
		u.Skill.langs.Program(u, src)
	case "other":
		u.Skill.langs.Other(u, src, 1)
	}
}

// nesting is the deepest bracket nesting of src (a cheap bound checked
// before any parser recurses over it), or, when src opens no more than
// MaxNest brackets, 0: the depth is then no more than MaxNest, and the
// counts (which go eight bytes and more at a time) spare most code the
// loop over each byte.
func nesting(src string) int {
	if strings.Count(src, "(")+strings.Count(src, "[")+strings.Count(src, "{") <= MaxNest {
		return 0
	}
	return depth(src)
}

// depth is the deepest bracket nesting of src.
func depth(src string) int {
	d, m := 0, 0
	for i := 0; i < len(src); i++ {
		switch src[i] {
		case '(', '[', '{':
			d++
			m = max(m, d)
		case ')', ']', '}':
			if d > 0 {
				d--
			}
		}
	}
	return m
}

// NestedText analyses text the unit decoded or folded (or a literal
// argument: decoded false), as lang, at line; outer is that line's text.
func (u *Unit) NestedText(text, lang string, line int, env map[string]value.Value, decoded bool, outer string) *Unit {
	if u.depth >= maxDepth {
		u.Skill.Skip(u.Path, fmt.Sprintf("payload nested more than %d deep at line %d: not analysed further", maxDepth, line))
		return nil
	}
	n := &Unit{Skill: u.Skill, Path: u.Path, Lang: lang, Module: u.Module, At: line, depth: u.depth + 1, Nested: u.Nested || decoded, Env: env, AtText: outer}
	n.run(text)
	return n
}

// Take charges n decoded bytes to the budget; false (and a Skip) when
// the skill has decoded more than its bound.
func (u *Unit) Take(n int, line int) bool {
	if n > u.Skill.budget {
		u.Skill.impure()
		u.Skill.budget = 0
		u.Skill.Skip(u.Path, fmt.Sprintf("decoded payloads past %d bytes at line %d: the rest was not decoded", maxDecoded, line))
		return false
	}
	u.Skill.budget -= n
	return true
}

// Step charges one statement; false when the skill's bound is spent.
func (u *Unit) Step() bool {
	if u.Skill.steps <= 0 {
		u.Skill.impure()
		u.Skill.Skip(u.Path, fmt.Sprintf("more than %d statements: the rest was not analysed", maxStatements))
		return false
	}
	u.Skill.steps--
	return true
}

// gateWords are the spellings of every source, decoder, runner of code,
// socket and miner the Python and JavaScript analysis follows: a file
// with none of them can give no hit (its network calls send nothing the
// analysis would call a secret, and it runs and decodes nothing).
var gateWords = []string{"environ", "getenv", "process.env", "keyring", "secret", "token", "credential", "passw", "TOKEN", "SECRET", "KEY", "PASS",
	".ssh", ".aws", ".env", "netrc", "npmrc", "pypirc", ".git-cred", ".kube", "gcloud", "docker", "wallet", "ookies", "Login Data", "history", ".claude", ".cursor", ".codex", ".gemini", "mcp",
	"b64decode", "base64", "fromhex", "unhexlify", "a2b_", "codecs", "atob", "Buffer.from", "fromCharCode", "chr(", "decodebytes", "[::-1]", "reverse", "decompress", "unquote", "unescape", "\\x", "\\u",
	"exec", "eval", "Function(", "system(", "popen", "subprocess", "child_process", "spawn", "vm.", "pty", "dup2",
	"socket", "net.connect", "createConnection", "tls.connect", "stratum", "xmr", "miner", "donate",
	"post(", "put(", "sendall", "urlopen", "request(", "fetch("}

// gateSet finds the gate words in one pass over a file.
var gateSet = sync.OnceValue(func() *tables.WordSet { return tables.NewWordSet(gateWords) })

func mayMatter(src string) bool { return gateSet().In(src) }
