// Package prose reads a skill's instructions as a program: SKILL.md and
// every file it points the agent to are normalised (Unicode tag
// characters, invisible and bidi controls, NFKC, confusables, YAML and
// HTML escapes, Markdown markup), split into sections, blocks and
// sentences, and each sentence is given roles from a lexicon that is
// data (lexicon.yaml): an action on sensitive data, a destination outside
// the project, concealment from the user, an override of the model's
// instructions, a demand to run or follow something. Findings come from
// roles that occur together in a sentence or in neighbouring ones, not
// from phrases; context comes from structure (a fence, a block quote, an
// HTML comment, whether SKILL.md tells the agent to follow a file), never
// from what the skill says about itself.
//
// The package does not know the audit's types: package audit maps its
// findings and skips.
package prose

import (
	"bytes"
	"fmt"
	"path"
	"slices"
	"strings"
	"sync"

	"github.com/skillpin/skillpin/internal/catalog/audit/prose/tooltext"
)

// Severity ranks a finding as package audit does: Low 1 to Critical 4.
type Severity int

// The severities.
const (
	None Severity = iota
	Low
	Medium
	High
	Critical
)

// HostClass is what a destination's host is.
type HostClass int

// The host classes, least risky first.
const (
	Local HostClass = iota // loopback, private, a documentation placeholder
	Known                  // a well-known vendor or installer host over https
	Other
	Risky // a bare public address, plain http, a paste, tunnel or webhook host
)

// Doc is one file of a skill.
type Doc struct {
	Path string // skill-relative, slash-separated
	Data []byte
}

// Options are what the analysis takes from its caller.
type Options struct {
	// Skeleton is the confusables skeleton of a word (UTS #39).
	Skeleton func(string) string
	// Host classifies the host of a URL, an address or a domain
	// written in the text (scheme is "" for a bare host).
	Host func(scheme, host string) HostClass
	// Lexicon is the role lists (nil: Builtin()).
	Lexicon *Lexicon
	// remote: a file of the skill names a git remote, or one outside
	// Markdown an address (Analyze; playbook's own branch, det23fix).
	remote func() bool
}

// Finding is one instruction found.
type Finding struct {
	Code     string
	Severity Severity
	Path     string
	Line     int
	Text     string // the sentence, normalised
	Title    string
	Check    string
	Context  []string
}

// Skip is a part of a file not read as instructions, and why.
type Skip struct {
	Path string
	Why  string
}

// Result is what Analyze found.
type Result struct {
	Findings []Finding
	Skips    []Skip
	// Work counts the steps taken (tokens read, pattern slots tried,
	// sentences compared): the tests check it grows linearly.
	Work int
	// snippets: the skill's page snippets that hold an address, by
	// lower-case file name (det19), and the address each holds, read once (fix14).
	snippets map[string][]byte
	snipCode map[string]string
}

// webFiles are the snippets a skill may tell the agent to add to pages.
var webFiles = map[string]bool{".html": true, ".htm": true, ".js": true, ".mjs": true}

// SkillFile is the file every skill has; the analysis starts there.
const SkillFile = "SKILL.md"

// maxDepth is how many links deep from SKILL.md documents are followed.
const maxDepth = 4

// readable are the extensions of files read as instructions when SKILL.md
// points to them.
var readable = map[string]bool{".md": true, ".markdown": true, ".mdx": true, ".mdc": true, ".txt": true, ".rst": true, ".prompt": true, "": true}

// dataFiles are the extensions of data files whose strings are read as
// instructions when the agent is told to follow the file ("load
// voice.json and follow its directives": EchoLeak's and AgentFlayer's
// injection through retrieved data). Only followed: a file merely named
// is data.
var dataFiles = map[string]bool{".json": true, ".yaml": true, ".yml": true}

// htmlFiles are read for their hidden elements only (tooltext.HiddenHTML).
var htmlFiles = map[string]bool{".html": true, ".htm": true}

// Analyze reads SKILL.md and the documents it points to, transitively.
func Analyze(docs []Doc, opt Options) Result {
	if opt.Lexicon == nil {
		opt.Lexicon = Builtin()
	}
	byPath := map[string]*Doc{}
	for i := range docs {
		byPath[docs[i].Path] = &docs[i]
	}
	var r Result
	if byPath[SkillFile] == nil {
		return r
	}
	type item struct {
		path   string
		follow bool
		depth  int
	}
	follow := map[string]bool{SkillFile: true}
	queue := []item{{SkillFile, true, 0}}
	seen := map[string]bool{SkillFile: true}
	// A document reached both as a reference and as one to follow is
	// read once, as the stronger.
	var order []string
	texts := map[string]string{}
	bases := readableBases(byPath)
	for len(queue) > 0 {
		it := queue[0]
		queue = queue[1:]
		order = append(order, it.path)
		text, ok := tooltext.Decode(byPath[it.path].Data)
		if ok && dataFiles[path.Ext(it.path)] {
			text = tooltext.DataText(text)
		} else if ok && htmlFiles[path.Ext(it.path)] {
			text = tooltext.HiddenHTML(text)
		}
		if ok {
			texts[it.path] = text
		}
		if !ok || it.depth >= maxDepth {
			continue
		}
		for _, ref := range references(text, it.path, byPath, bases) {
			if ref.follow {
				follow[ref.path] = true
			}
			if !seen[ref.path] && (ref.follow || !dataFiles[path.Ext(ref.path)]) {
				seen[ref.path] = true
				queue = append(queue, item{ref.path, ref.follow, it.depth + 1})
			}
		}
	}
	tools := map[string]bool{}
	// The tool descriptions in an MCP server's code: instructions the
	// model reads whether or not SKILL.md names the file.
	for i := range docs {
		if seen[docs[i].Path] {
			continue
		}
		if t := tooltext.Text(docs[i].Path, docs[i].Data); t != "" {
			order = append(order, docs[i].Path)
			texts[docs[i].Path], follow[docs[i].Path] = t, true
			tools[docs[i].Path] = true
		}
	}
	// The page snippets of the skill with an address, by file name: a
	// sentence naming one beside concealment reads it (det19).
	for i := range docs {
		if webFiles[path.Ext(docs[i].Path)] && bytes.Contains(docs[i].Data, []byte("://")) {
			if r.snippets == nil {
				r.snippets, r.snipCode = map[string][]byte{}, map[string]string{}
			}
			r.snippets[strings.ToLower(path.Base(docs[i].Path))] = docs[i].Data
		}
	}
	opt.remote = sync.OnceValue(func() bool {
		for _, d := range docs {
			r.Work += len(d.Data)/64 + 1
			if bytes.Contains(d.Data, []byte("remote")) || !strings.HasSuffix(d.Path, ".md") && bytes.Contains(d.Data, []byte("://")) {
				return true
			}
		}
		return false
	})
	var ss []sentence
	for _, p := range order {
		text, ok := texts[p]
		if !ok {
			r.Skips = append(r.Skips, Skip{p, "it holds NUL bytes and is not UTF-16: not read as instructions"})
			continue
		}
		var long []int
		// The sentences' slice is reused from document to document:
		// nothing keeps them once the document's findings are made.
		ss = r.sentences(ss[:0], text, p == SkillFile, follow[p], opt, func(n int) { long = append(long, n) })
		if len(long) > 0 {
			r.Skips = append(r.Skips, Skip{p, fmt.Sprintf("%s longer than %d bytes not read as instructions", linesText(long), MaxLine)})
		}
		r.Findings = append(r.Findings, r.analyse(p, ss, opt, tools[p])...)
	}
	slices.SortStableFunc(r.Findings, func(a, b Finding) int {
		if a.Path != b.Path {
			return strings.Compare(a.Path, b.Path)
		}
		if a.Line != b.Line {
			return a.Line - b.Line
		}
		return strings.Compare(a.Code, b.Code)
	})
	return r
}

func linesText(ns []int) string {
	if len(ns) == 1 {
		return fmt.Sprintf("line %d is", ns[0])
	}
	s := fmt.Sprint(ns[:min(len(ns), 5)])
	if len(ns) > 5 {
		s = strings.TrimSuffix(s, "]") + " …]"
	}
	return fmt.Sprintf("%d lines %s are", len(ns), s)
}

type ref struct {
	path   string
	follow bool
}

// references are the documents of the skill a document points to: a
// path written in it (in a Markdown link, in backticks or bare), relative
// to the document or to the skill's root; the line holding it says
// whether the agent is told to follow it. One pass over the text: each
// run of path characters is looked up. bases are readableBases(byPath).
func references(text, from string, byPath map[string]*Doc, bases map[string]bool) []ref {
	var out []ref
	seen := map[string]bool{}
	dir := path.Dir(from)
	for i := 0; i < len(text); {
		if pathBytes[text[i]] == 0 {
			i++
			continue
		}
		j, marks := i, uint8(0)
		for j < len(text) && pathBytes[text[j]] != 0 {
			marks |= pathBytes[text[j]]
			j++
		}
		sep := marks&pathSep != 0
		tok := strings.TrimRight(text[i:j], ".")
		start := i
		i = j
		if !sep || len(tok) > 512 || tok == "" || !bases[tok[strings.LastIndexByte(tok, '/')+1:]] {
			continue
		}
		tok = strings.TrimPrefix(tok, "./")
		for _, c := range []string{path.Join(dir, tok), path.Clean(tok)} {
			if c == from || seen[c] || byPath[c] == nil || !readable[path.Ext(c)] && !dataFiles[path.Ext(c)] && !htmlFiles[path.Ext(c)] {
				continue
			}
			seen[c] = true
			// The line holding the path, found only for a path that is
			// one of the skill's documents (few runs are).
			lineStart := strings.LastIndexByte(text[:start], '\n') + 1
			le := strings.IndexByte(text[j:], '\n')
			if le < 0 {
				le = len(text) - j
			}
			line := text[lineStart : j+le]
			if len(line) > MaxLine {
				line = line[:MaxLine]
			}
			out = append(out, ref{c, tooltext.FollowLine(line)})
			break
		}
	}
	return out
}

// readableBases are the base names of the skill's files that can be read
// as instructions: most runs of path characters are not one, and need no
// path arithmetic. Made once per skill (a skill with many files and many
// documents made it once per document).
func readableBases(byPath map[string]*Doc) map[string]bool {
	bases := make(map[string]bool, len(byPath))
	for p := range byPath {
		if readable[path.Ext(p)] || dataFiles[path.Ext(p)] || htmlFiles[path.Ext(p)] {
			bases[path.Base(p)] = true
		}
	}
	return bases
}

// pathBytes are the bytes of a path as references reads one,
// [A-Za-z0-9_./-], each marked pathByte, and the separators "." and "/"
// pathSep as well: a table (references looks at every byte of every
// document).
var pathBytes = func() (t [256]uint8) {
	for c := range 256 {
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-' || c == '.' || c == '/' {
			t[c] = pathByte
		}
	}
	t['.'] |= pathSep
	t['/'] |= pathSep
	return t
}()

const (
	pathByte = 1 << iota
	pathSep
)

// sentences reads a document into sentences, appended to out. The
// blocks are normalised first into one text for the whole document (one
// string, where each block made its own) and their tokens carved from
// one array.
func (r *Result) sentences(out []sentence, text string, skillMD, follow bool, opt Options, skipped func(int)) []sentence {
	bs := blocks(text, skillMD, follow, skipped)
	// A block read: its normalised text joined[from:to], the offsets in
	// it where its lines start (starts[s0:s1]), its section.
	type read struct {
		b        *block
		from, to int
		s0, s1   int
		section  int
		hidden   bool
	}
	reads := make([]read, 0, len(bs))
	// Sized for the blocks' text as written: normalising a line of ASCII
	// only drops or replaces bytes (most lines), so the joined text is
	// grown, copied, rarely.
	size, nlines := 0, 0
	for k := range bs {
		for _, t := range bs[k].texts {
			size += len(t) + 1
		}
		nlines += len(bs[k].texts)
	}
	joined := make([]byte, 0, size)
	starts := make([]int, 0, nlines)
	section := 0
	for k := range bs {
		b := &bs[k]
		if b.heading {
			section++
		}
		if b.title {
			continue
		}
		from, s0 := len(joined), len(starts)
		hidden := b.hidden
		for i, t := range b.texts {
			if i > 0 {
				joined = append(joined, ' ')
			}
			starts = append(starts, len(joined)-from)
			var h bool
			joined, h = appendNormal(joined, t, opt.Skeleton)
			hidden = hidden || h
		}
		reads = append(reads, read{b: b, from: from, to: len(joined), s0: s0, s1: len(starts), section: section, hidden: hidden})
		if b.heading {
			section++
		}
	}
	all := string(joined)
	toks := make([]token, 0, len(all)/6+1)
	first := len(out)
	var pending []token // a shell fence's tokens before any sentence of its section
	for _, rd := range reads {
		b, s, starts := rd.b, all[rd.from:rd.to], starts[rd.s0:rd.s1]
		r.Work += len(s) / 16
		if b.web {
			if k := len(out) - 1; k >= first && out[k].section == rd.section && out[k].embed == "" {
				out[k].embed = tooltext.RemoteCode(strings.Join(b.texts, "\n")) // as written: normalising drops the tags
			}
			continue
		}
		if b.code {
			// A shell fence is read beside the sentence before it in
			// its section (or the one after): only one that names an
			// address (a URL, a host with "@", an rclone remote's URL).
			if !strings.Contains(s, "://") && !strings.Contains(s, "@") {
				continue
			}
			n0 := len(toks)
			toks = appendTokens(toks, s)
			ts := toks[n0:len(toks):len(toks)]
			r.Work += len(ts)
			if k := len(out) - 1; k >= first && out[k].section == rd.section {
				out[k].code = append(out[k].code[:len(out[k].code):len(out[k].code)], ts...)
			} else {
				pending = ts
			}
			continue
		}
		from := 0
		lineAt := func(off int) int {
			i, ok := slices.BinarySearch(starts, off)
			if !ok {
				i--
			}
			return b.lines[max(i, 0)]
		}
		emit := func(part string, off int) {
			n0 := len(toks)
			toks = appendTokens(toks, part)
			ts := toks[n0:len(toks):len(toks)]
			r.Work += len(ts)
			for len(ts) > 0 {
				n := min(len(ts), MaxSentence)
				out = append(out, sentence{line: lineAt(off), text: strings.TrimSpace(part), toks: ts[:n], section: rd.section, weak: b.weak, hidden: rd.hidden})
				if pending != nil {
					out[len(out)-1].code, pending = pending, nil
				}
				ts = ts[n:]
			}
		}
		for _, c := range splitSentences(s) {
			emit(s[from:c], from)
			from = c
		}
		if from < len(s) {
			emit(s[from:], from)
		}
	}
	return out
}
