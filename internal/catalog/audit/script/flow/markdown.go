package flow

import (
	"slices"
	"strings"
	"sync"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/gitcmd"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/tables"
)

// markdown analyses the fenced code blocks of a Markdown file: shell
// (sh, bash, shell, zsh, console, unlabelled), Python, JavaScript,
// PowerShell and Go blocks are the commands and code it gives the agent.
func (a *Skill) markdown(f *Input) {
	src := f.Text()
	lines := strings.Split(src, "\n")
	// joined(i, j) is strings.Join(lines[i:j], "\n"), a slice of src:
	// off[k] is where line k starts (one past the end for k = len(lines)).
	off := make([]int, len(lines)+1)
	for k, l := range lines {
		off[k+1] = off[k] + len(l) + 1
	}
	joined := func(i, j int) string {
		if j <= i {
			return ""
		}
		return src[off[i] : off[j]-1]
	}
	a.textOnly(textKey{"image", f.Path, src, 0}, func() { a.imageLeaks(f.Path, src) })
	// The word lists the text-only analyses below need, found in one
	// pass (each read the whole document for its own): a document
	// without a decoding and a run word has nothing agentDecodes
	// reports, one without a miner's word no line minerLines reads.
	fam := mdFamilies().InFold(src)
	if fam&famAgent == famAgent {
		a.textOnly(textKey{"agent decode", f.Path, src, 0}, func() { a.agentDecodes(f.Path, src) })
	}
	a.textOnly(textKey{"address swap", f.Path, src, 0}, func() { a.addressSwaps(f.Path, src) })
	prose := 0 // the first line after the last block
	defer func() {
		if prose < len(lines) {
			rest := joined(prose, len(lines))
			a.textOnly(textKey{"miner prose", f.Path, rest, prose}, func() { a.minerLinesIn(fam, f.Path, rest, prose, true) })
			a.htmlCode(f.Path, rest, prose+1)
		}
	}()
	for i := 0; i < len(lines); i++ {
		l := strings.TrimRight(lines[i], "\r")
		ind := len(l) - len(strings.TrimLeft(l, " "))
		t := strings.TrimLeft(l, " ")
		if ind > 3 || !(strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~")) {
			continue
		}
		ch := t[0]
		n := 0
		for n < len(t) && t[n] == ch {
			n++
		}
		info := strings.TrimSpace(t[n:])
		if ch == '`' && strings.Contains(info, "`") {
			continue
		}
		start := i + 1
		end := len(lines)
		for j := start; j < len(lines); j++ {
			c := strings.TrimSpace(lines[j])
			m := 0
			for m < len(c) && c[m] == ch {
				m++
			}
			if m >= n && strings.TrimSpace(c[m:]) == "" {
				end = j
				break
			}
		}
		lang := tables.LangOfFence(info)
		if lang == "" && end > start && htmlFence(info) {
			a.page(f.Path, joined(start, end), start)
		}
		if lang == "js" && end > start {
			body := joined(start, end)
			a.textOnly(textKey{"browser miner", f.Path, body, start}, func() { a.browserMiner(f.Path, body, start) })
		}
		for _, c := range gitcmd.Block(info, joined(start, end)) { // text for ~/.gitconfig (det25)
			(&Unit{Skill: a, Path: f.Path, Lang: "sh", LineBase: start + c.Line - 1, Env: c.Env()}).runTop(c.Text)
		}
		if lang == "" && end > start && configFence(info) {
			cfg := joined(start, end)
			a.textOnly(textKey{"miner", f.Path, cfg, start}, func() { a.minerLinesIn(fam, f.Path, cfg, start, false) })
		}
		// Prose between blocks: a pool URL or a miner's flag.
		between := joined(prose, i)
		a.textOnly(textKey{"miner prose", f.Path, between, prose}, func() { a.minerLinesIn(fam, f.Path, between, prose, true) })
		a.htmlCode(f.Path, between, prose+1)
		prose = end + 1
		if lang == "sh" && strings.TrimSpace(info) == "" && !commandLike(lines[start:end]) {
			lang = "" // an unlabelled block of text, a tree, a diagram
		}
		if lang != "" && end > start {
			body := joined(start, end)
			if strings.HasPrefix(strings.ToLower(info), "console") || strings.HasPrefix(strings.ToLower(info), "shell-session") || strings.HasPrefix(strings.ToLower(info), "terminal") {
				body = promptLines(lines[start:end])
			}
			u := &Unit{Skill: a, Path: f.Path, Lang: lang, Module: "", LineBase: start}
			u.runTop(body)
			if lang != "sh" {
				a.textOnly(textKey{"shape", f.Path, body, start}, func() { a.minerShapeLines(f.Path, body, start, false) }) // a pool list in a program's object
				a.textOnly(textKey{"stratum", f.Path, body, start}, func() { a.stratumMiner(f.Path, body, start) })
			}
			a.textOnly(textKey{"clip", f.Path, body, start}, func() { a.clipboardSwap(f.Path, body, start) })
		}
		i = end
	}
}

// promptLines keeps the commands of a console session ($ and > prompts),
// blanking the output lines (line numbers stay).
func promptLines(ls []string) string {
	out := make([]string, len(ls))
	for i, l := range ls {
		t := strings.TrimLeft(l, " ")
		switch {
		case strings.HasPrefix(t, "$ "):
			out[i] = t[2:]
		case strings.HasPrefix(t, "% "):
			out[i] = t[2:]
		case strings.HasPrefix(t, "PS> ") || strings.HasPrefix(t, "> "):
			out[i] = t[strings.IndexByte(t, ' ')+1:]
		}
	}
	return strings.Join(out, "\n")
}

// commandLike reports an unlabelled block with a line that starts with
// a command the analysis cares about (or a prompt).
func commandLike(ls []string) bool {
	for _, l := range ls {
		f := strings.Fields(l)
		if len(f) == 0 {
			continue
		}
		w := strings.TrimSuffix(strings.ToLower(f[0]), ".exe")
		if w == "$" || w == "sudo" || strings.HasPrefix(w, "./") || strings.Contains(w, "=") || strings.Contains(l, "|") {
			return true
		}
		if tables.Shells[w] || tables.Interpreters[strings.TrimRight(w, "0123456789.")] != "" || blockCommands[w] {
			return true
		}
	}
	return false
}

var blockCommands = map[string]bool{"curl": true, "wget": true, "nc": true, "ncat": true, "socat": true, "echo": true, "printf": true, "base64": true, "eval": true,
	"export": true, "cat": true, "git": true, "chmod": true, "source": true, ".": true, "env": true, "printenv": true, "xmrig": true, "iex": true, "dig": true,
	"nslookup": true, "scp": true, "rsync": true, "ssh": true, "openssl": true, "xxd": true, "rev": true, "tar": true, "zip": true, "mkfifo": true, "telnet": true, "security": true,
	// Windows' interpreter and the signed programs that fetch and run code
	// (script/lolbin): the line a ClickFix page has the user paste (lead18).
	"cmd": true, "mshta": true, "regsvr32": true, "rundll32": true, "wmic": true, "msiexec": true, "certutil": true, "bitsadmin": true}

// minerLines reports the first line of text (a configuration file or
// block, lineBase lines into path) that configures a crypto miner; in
// prose (strict) only a pool URL or a miner's flag counts, not the name
// of a miner or a pool (which a write-up about miners names).
func (a *Skill) minerLines(path, text string, lineBase int, strict bool) {
	if !a.report || len(text) < 4 {
		return
	}
	if !minerSet().InFold(text) {
		a.minerShapeLines(path, text, lineBase, strict)
		return
	}
	l := ASCIILower(text)
	u := &Unit{Skill: a, Path: path, LineBase: lineBase}
	// Only the lines that hold a word are read (asciiLower keeps every
	// offset; a line is found by its newlines).
	var at []int
	for _, w := range configMinerWords {
		for off, n := 0, 0; n < 64; n++ {
			k := strings.Index(l[off:], w)
			if k < 0 {
				break
			}
			at = append(at, off+k)
			off += k + len(w)
		}
	}
	slices.Sort(at)
	last := -1
	for _, k := range at {
		if k >= len(text) {
			continue
		}
		ls := strings.LastIndexByte(text[:k], '\n') + 1
		if ls == last {
			continue
		}
		last = ls
		le := strings.IndexByte(text[ls:], '\n')
		if le < 0 {
			le = len(text) - ls
		}
		line := text[ls : ls+le]
		i := strings.Count(text[:ls], "\n")
		if strict {
			if tables.MinerURL().MatchString(line) && !a.shippedOptions(path, line) {
				u.Hit(Hit{Kind: Miner, Line: u.Line(i + 1), Level: 2, Sink: "a crypto miner", Text: line})
				return
			}
			continue
		}
		if u.Miner(u.Line(i+1), line, line) {
			return
		}
	}
	a.minerShapeLines(path, text, lineBase, strict) // a pool and a wallet on lines of their own
}

// The families of mdFamilies: agentDecodes' decoding and run words, and
// minerLines' miner words.
const (
	famDecode = 1 << iota
	famRun
	famMiner
	famAgent = famDecode | famRun
)

var mdFamilies = sync.OnceValue(func() *tables.Families { return tables.NewFamilies(decodeWords, runWords, configMinerWords) })

// minerLinesIn is minerLines on text, a part of a document whose words
// of mdFamilies are fam: without a miner's word in the document there is
// none in text, and minerLines goes to the shapes straight away.
func (a *Skill) minerLinesIn(fam uint64, path, text string, lineBase int, strict bool) {
	if fam&famMiner == 0 {
		if a.report && len(text) >= 4 {
			a.minerShapeLines(path, text, lineBase, strict)
		}
		return
	}
	a.minerLines(path, text, lineBase, strict)
}

// configFence reports a code block of configuration (JSON, YAML, TOML,
// INI, a Dockerfile…): not run, but what a miner reads.
func configFence(info string) bool {
	f := strings.Fields(info)
	if len(f) == 0 {
		return false
	}
	switch strings.ToLower(strings.Trim(f[0], "{}.")) {
	case "json", "jsonc", "json5", "yaml", "yml", "toml", "ini", "cfg", "conf", "properties", "dockerfile", "containerfile", "xml", "env", "systemd", "service":
		return true
	}
	return false
}

// minerShapeLines reports a configuration (a unit's ExecStart, a JSON
// pool list) that runs a miner known by its options (minerShape),
// however the program is called: at the first line that is a miner's
// command line, else at the line of the first pool option of a
// configuration spread over lines.
//
// In prose (strict) a wallet address is required: a write-up shows the
// options with placeholders, an instruction gives the account.
func (a *Skill) minerShapeLines(path, text string, lineBase int, strict bool) {
	shape := tables.MinerShape
	if strict {
		shape = tables.MinerShapeWallet
	}
	if !a.report || !shape(text) {
		return
	}
	u := &Unit{Skill: a, Path: path, LineBase: lineBase}
	lines := strings.Split(text, "\n")
	at := 0
	for i, line := range lines {
		if shape(line) {
			at = i
			break
		}
		if at == 0 && (strings.Contains(line, "url") || strings.Contains(line, "pool")) {
			at = i
		}
	}
	u.Hit(Hit{Kind: Miner, Line: u.Line(at + 1), Level: 2, Sink: "a crypto miner", Text: lines[at]})
}

// configMinerWords: one of them is on every line of a configuration or
// of prose that minerLines reports (the pool's scheme, the miner, its
// algorithm or flags), a cheaper and stricter test than minerWords,
// whose short words ("4a", "algo") are on many lines of JSON.
var configMinerWords = []string{"stratum", "xmr", "miner", "donate-level", "rx/0", "randomx", "cryptonight", "kawpow", "ethash", "ghostrider", "cpu-max-threads",
	"max-cpu-usage", "nicehash", "supportxmr", "moneroocean", "nanopool", "c3pool", "hashvault", "herominers", "unmineable", "2miners", "f2pool", "ethermine", "coinhive"}

var minerSet = sync.OnceValue(func() *tables.WordSet { return tables.NewWordSet(configMinerWords) })
