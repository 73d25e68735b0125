// Package technique reads techniques of the ATT&CK catalog that one
// regular expression over a line cannot: an obfuscator's escaped API
// names used by a computed call, a pull_request_target workflow that
// checks out the pull request's code and runs it, a shell hook that
// sends the command line typed, and destruction guarded by a date or a
// production test (a logic bomb). Each has a byte test before its
// patterns run; every loop is bounded.
package technique

import (
	"bytes"
	"maps"
	"slices"
	"strings"
	"sync/atomic"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
	"github.com/skillpin/skillpin/internal/catalog/audit/prefilter"
)

// Bounds: the bytes of a file read, the places of one kind tried, the
// lines of a block read after a guard or a hook.
const (
	maxFile   = 4 << 20
	maxPlaces = 64
	maxBlock  = 16
	maxLine   = 1024     // the head of a line a guard, hook or step is read in
	maxBody   = 16 << 10 // the bytes of a block read
	maxDefs   = 4096
)

// scanned counts the line bytes the one-pass readers looked at (the
// tests check it stays linear in the input).
var scanned atomic.Int64

// Find returns the byte spans in data of the technique code names (the
// finding code of its rule); nil for a code it does not know. lower is
// data with ASCII capitals lowered (the caller's, made once per file),
// or nil.
func Find(code string, data, lower []byte) [][2]int {
	out, _ := findIn(code, data, lower, &Words{})
	return out
}

// FindWith is Find with the words w read of this file (kept by the
// caller for every technique it finds in the file: lower the same).
func FindWith(code string, data, lower []byte, w *Words) [][2]int {
	out, _ := findIn(code, data, lower, w)
	return out
}

// find is Find with the places it tried (the tests count them).
func find(code string, data []byte) ([][2]int, int) { return findIn(code, data, nil, &Words{}) }

func findIn(code string, data, lower []byte, w *Words) ([][2]int, int) {
	if len(data) > maxFile {
		data = data[:maxFile]
	}
	if lower == nil || len(lower) < len(data) {
		lower, w = asciiLower(data), &Words{} // lowered here: not the caller's words
	} else {
		lower = lower[:len(data)]
	}
	switch code {
	case "ESCAPED_API_NAME":
		return escapedAPI(data, lower, w)
	case "CI_PWN_REQUEST":
		return pwnRequest(data, lower, w)
	case "CI_SCRIPT_INJECTION":
		return scriptInjection(data, lower, w)
	case "SHELL_HOOK_EXFIL":
		return hookExfil(data, lower, w)
	case "GATED_DESTRUCTION":
		return gatedDestruction(data, lower, w)
	case "CI_ARTIFACT_SECRETS":
		return artifactSecrets(data, lower, w)
	}
	return nil, 0
}

var (
	reEscaped, reCall, reComment                                                                                    lazyre.RE
	reCheckout, reRun                                                                                               lazyre.RE
	reHook, reHookNet, reHookCmd, reHookReg                                                                         lazyre.RE
	reHookDef                                                                                                       lazyre.RE
	reDestroy, reRefuse, reBlockCloses                                                                              lazyre.RE
	reDated, reRuns, reNotProd, reHostsWrite, reRunKey, reEventText                                                 lazyre.RE
	reTrap, reRunBody, reRunAfter, reGhScript, reGitPush, reWipe, reHome, reDateVar, reNow, reWord, reCmp, reNowTok lazyre.RE
)

// escapedAPINames are the APIs that run commands or code whose names an
// obfuscator spells in escapes.
var escapedAPINames = []string{"child_process", "execsync", "exec", "eval", "spawn", "function", "subprocess", "system", "require", "fromcharcode", "process"}

// escape is one escape sequence of a string literal in JavaScript,
// Python, Ruby, PHP or a shell's $'…': \xHH, \uHHHH, \u{H…} (ES2015)
// and octal \OOO.
const escape = `\\(?:[xX][0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|u\{0{0,4}[0-9a-fA-F]{1,6}\}|[0-7]{1,3})`

// escapedAPI: the name of an API that runs commands or code spelled
// with escapes (every character, or some: "ev\x61l"), in a file whose
// code (not a comment) makes a computed call (x[expr](…),
// require(name…), __import__(…), getattr(…)): the table is used, not
// quoted. A run of word characters and escapes is decoded and compared
// whole with the names; the gate is a backslash before x, u or a 1 (the
// octal of every letter).
func escapedAPI(data, lower []byte, w *Words) ([][2]int, int) {
	if !ciGate(ciEscaped, data, lower, w) {
		return nil, 0
	}
	runs := reEscaped.Get(`(?:[\w$]|` + escape + `)*` + escape + `(?:[\w$]|` + escape + `)*`)
	var locs [][2]int
	// A run holds a backslash and no line break: it is searched for in
	// the lines with a backslash only, each line as it would be in the
	// whole file (the pattern has no anchor, boundary or prefix: over the
	// whole file, Go's engine stepped through every byte).
escaped:
	for off := 0; off < len(data); {
		b := bytes.IndexByte(data[off:], '\\')
		if b < 0 {
			break
		}
		ls := off + bytes.LastIndexByte(data[off:off+b], '\n') + 1
		le := bytes.IndexByte(data[off+b:], '\n')
		if le < 0 {
			le = len(data)
		} else {
			le += off + b
		}
		for _, l := range runs.FindAllIndex(data[ls:le], -1) {
			l[0], l[1] = l[0]+ls, l[1]+ls
			if l[1]-l[0] > 13*10 {
				continue // longer than any name spelled in escapes
			}
			if slices.Contains(escapedAPINames, strings.ToLower(decodeEscapes(data[l[0]:l[1]]))) {
				if locs = append(locs, [2]int{l[0], l[1]}); len(locs) == maxPlaces {
					break escaped
				}
			}
		}
		off = le + 1
	}
	if len(locs) == 0 {
		return nil, 0
	}
	calls := reCall.Get(`(?:\]|\b(?:require|__import__|getattr|import))\s*\(`)
	comment := reComment.Get(`^\s*(?://|#|/\*|\*|--|REM\b)`)
	used, n := false, 0
	for line := range bytes.Lines(data) {
		if n++; n > maxFile {
			break
		}
		if calls.Match(line) && !comment.Match(line) {
			used = true
			break
		}
	}
	if !used {
		return nil, len(locs)
	}
	return locs, len(locs)
}

// decodeEscapes decodes escape's sequences in b (other bytes stay).
func decodeEscapes(b []byte) string {
	var out strings.Builder
	for i := 0; i < len(b); {
		if b[i] != '\\' || i+1 >= len(b) {
			out.WriteByte(b[i])
			i++
			continue
		}
		digits, base, from, closer := 2, 16, i+2, false
		switch b[i+1] {
		case 'x', 'X':
		case 'u':
			digits = 4
			if i+2 < len(b) && b[i+2] == '{' {
				digits, from, closer = 6, i+3, true
			}
		default:
			digits, base, from = 3, 8, i+1
		}
		v, k := 0, from
		for ; k < len(b) && k-from < digits; k++ {
			d := strings.IndexByte("0123456789abcdef"[:base], b[k]|0x20)
			if d < 0 {
				break
			}
			v = v*base + d
		}
		if closer && k < len(b) && b[k] == '}' {
			k++
		}
		out.WriteRune(rune(v))
		i = k
	}
	return out.String()
}

// pwnRequest: a workflow run on pull_request_target, workflow_run or
// issue_comment that checks out the pull request's head (actions/
// checkout's ref, `gh pr checkout`, a fetch of pull/N/head, a checkout
// of the head's sha) and then, in the same job, runs a step (run:, a
// local action, a github-script that requires a local file or
// executes): the contributor's code runs with the base repository's
// token and secrets (GitHub Security Lab's "pwn request"). A job gated
// on a label or the commenter's association (a maintainer's approval)
// is not one. Flow-style mappings ({uses: …, with: {ref: …}}) are read
// on their line. One pass over the lines.
func pwnRequest(data, lower []byte, w *Words) ([][2]int, int) {
	if !ciGate(ciPwn, data, lower, w) {
		return nil, 0
	}
	co := reCheckout.Get(`(?:^|[\s{,])ref:\s*["']?(?:\$\{\{[^}]*?\bgithub\.(?:event\.pull_request\.head\.(?:sha|ref)|head_ref|event\.workflow_run\.head_(?:sha|branch))\b|refs/pull/\$\{\{[^}]*\}\}/(?:head|merge)|\$\{\{\s*format\(\s*'refs/pull/\{0\}/(?:head|merge)')|\bgh\s+pr\s+checkout\b|\bgit\s+(?:fetch|pull)\b[^\n]*\bpull/(?:\$\{\{[^}]*\}\}|\$\{?\w+\}?|\*)/(?:head|merge)\b|\bgit\s+(?:checkout|switch)\s+(?:-[-\w]+\s+)*(?:FETCH_HEAD\b|["']?[^\s"'$]*\$\{\{[^}]*\b(?:head\.sha|head_ref|head\.ref|head_sha|head_branch|event\.number|pull_request\.number|issue\.number)\b)`)
	run := reRun.Get(`(?:^\s*(?:-\s+)?|[{,]\s*)(?:run:|uses:\s*\./)`)
	after := reRunAfter.Get(`[{,]\s*(?:run:|uses:\s*\./)|(?:&&|;|\|\|)\s*[\w./]`)
	script := reGhScript.Get(`\brequire\(\s*['"` + "`" + `]\.{0,2}/|\bimport\(\s*['"` + "`" + `]\.{0,2}/|\bexec\.(?:exec|getExecOutput)\(|\bchild_process\b|\bexecSync\(`)
	var out [][2]int
	var pending [2]int
	n, step, armed, jobKey, gated, jobs := 0, -1, -1, -1, false, false
	// A gate on the job, or on the checkout's or the run's own step
	// (det22fix: a step's if gates that step only).
	stepIf, armedIf, stepNo, armedStep := false, false, 0, -1
	body, ghScript := -1, -1 // the indent of a run: block's key; of a github-script step
	for start, line := range lines(data) {
		t := bytes.TrimSpace(line)
		if len(t) == 0 || t[0] == '#' {
			continue
		}
		ind := indentOf(line)
		inBody := body >= 0 && ind > body
		if !inBody {
			body = -1
		}
		if ghScript >= 0 && ind <= ghScript {
			ghScript = -1
		}
		if armed >= 0 && ind < armed {
			armed = -1
		}
		if ind == 0 {
			jobs = bytes.Equal(t, []byte("jobs:"))
			jobKey = -1
		} else if jobs && jobKey < 0 {
			jobKey = ind // the first key under jobs: sets the job level
		}
		if ind == jobKey {
			gated, armed, step, body, ghScript = false, -1, -1, -1, -1
			stepIf, armedIf, armedStep = false, false, -1
		}
		head := line[:min(len(line), maxLine)]
		if bytes.HasPrefix(t, []byte("- ")) {
			if step < 0 || ind <= step {
				stepNo++
				stepIf = false
			}
			step = ind
		}
		if k := bytes.TrimPrefix(t, []byte("- ")); bytes.HasPrefix(k, []byte("if:")) && (bytes.Contains(head, []byte(".labels")) || bytes.Contains(head, []byte("label.name")) || bytes.Contains(head, []byte("author_association"))) {
			if step < 0 || ind < step {
				gated = true
			} else {
				stepIf = true
				armedIf = armedIf || stepNo == armedStep
			}
		}
		if armed >= 0 && !gated && !armedIf && !stepIf && (run.Match(head) || inBody || ghScript >= 0 && script.Match(head)) {
			out = append(out, pending)
			armed = -1
		}
		if bytes.Contains(head, []byte("actions/github-script")) {
			ghScript = max(step, 0)
		}
		l := co.FindIndex(head)
		if m := reRunBody.Get(`^(\s*(?:-\s+)?)run:\s*(.*)$`).FindSubmatchIndex(head); m != nil && !inBody {
			if rest := bytes.TrimSpace(head[m[4]:m[5]]); len(rest) > 0 && (rest[0] == '|' || rest[0] == '>') {
				body = m[3] - m[2]
			}
		}
		if l != nil {
			if n++; n > maxPlaces {
				break
			}
			pending, armed = [2]int{start + l[0], start + l[1]}, max(step, 0)
			armedIf, armedStep = stepIf, stepNo
			if !gated && !stepIf && after.Match(head[l[1]:]) {
				out = append(out, pending) // the run follows on the checkout's line
				armed = -1
			}
		}
	}
	return out, min(n, maxPlaces)
}

// hookWords: one of them is on every line a hook is found or named on.
var hookWords = []string{"preexec", "precmd", "zshaddhistory", "fish_", "debug", "prompt_command", "addtohistoryhandler", "_run_cell", "pre_execute", "post_execute"}

// hookFile is hookExfil's gate: a hook's name in the file (a DEBUG
// trap by "debug" and the word trap: "bootstrap" is not one).
// w is the file's Words.
func hookFile(lower []byte, w *Words) bool {
	return w.of(lower).hook || bytes.Contains(lower, []byte("debug")) && trapWord(lower)
}

// trapExpr is the word trap before white space; trapWord finds it from
// the places "trap" is (the pattern has no literal prefix, so Go's
// engine stepped through every byte of the file).
const trapExpr = `\btrap\s`

// trapWord reports whether lower holds a match of trapExpr.
func trapWord(lower []byte) bool {
	for off := 0; ; {
		i := bytes.Index(lower[off:], []byte("trap"))
		if i < 0 {
			return false
		}
		at := off + i
		off = at + len("trap")
		if at > 0 && wordByte(lower[at-1]) {
			continue
		}
		if off < len(lower) && spaceByte(lower[off]) {
			return true
		}
	}
}

// wordByte is regexp's \w (its \b is ASCII): a byte of a longer UTF-8
// sequence is no word character, as the rune it belongs to is not.
func wordByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_'
}

// spaceByte is regexp's \s.
func spaceByte(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'
}

// hookExfil: a hook the shell runs at every command (zsh's preexec,
// precmd and zshaddhistory, bash's DEBUG trap, PROMPT_COMMAND, fish's
// fish_preexec, PowerShell's PSReadLine history handler, IPython's
// pre_run_cell event) whose body reads the command typed (an argument,
// the history) and goes on the network (a client of any language):
// every command line, passwords in it included, is sent (ATT&CK T1056,
// T1546.004). One pass over the lines collects
// the hooks, the names registered as hooks and the functions defined.
func hookExfil(data, lower []byte, w *Words) ([][2]int, int) {
	if lower == nil {
		lower = asciiLower(data)
	}
	if !hookFile(lower, w) {
		return nil, 0
	}
	net := reHookNet.Get(`(?i)\b(?:curl|wget|nc|ncat|socat|telnet|dig|nslookup|Invoke-WebRequest|Invoke-RestMethod|iwr|irm)\b|/dev/(?:tcp|udp)/|\burlopen\(|\burllib\b|\brequests\.(?:post|get|put)\(|\bhttp\.client\b|\bhttpx\.|\bsocket\.(?:socket|create_connection)\(|\bfetch\(|\bhttps?\.(?:request|get)\(|\bNet::HTTP\b|\bopenssl\s+s_client\b`)
	hook := reHook.Get(`(?i)^[^#]*?(?:\w*(?:preexec|precmd|zshaddhistory)\w*\s*\(\s*\)|\bfunction\s+\w*(?:preexec|precmd|zshaddhistory)\w*|\bfish_(?:preexec|postexec|prompt)\b|\btrap\s+['"][^\n]*\bDEBUG\b|\bPROMPT_COMMAND\s*\+?=|AddToHistoryHandler)`)
	cmd := reHookCmd.Get(`(?i)\$\{?[1-3]\b|\$BASH_COMMAND|\bhistory\b|\bfc\s+-[a-z]*l|\$line\b|\$args\[0\]|\$argv\b|_history\b|\bHISTFILE\b|\braw_cell\b|\b_ih\b|\bIn\[`)
	reg := reHookReg.Get(`add-zsh-hook\s+(?:preexec|precmd|zshaddhistory)\s+(\w+)|(?:preexec|precmd|zshaddhistory)_functions\+?=\(?\s*(\w+)|trap\s+['"]?(\w+)['"]?\s+DEBUG|PROMPT_COMMAND\+?=['"]?(\w+)|\.register\(\s*['"](?:pre|post)_(?:run_cell|execute)['"]\s*,\s*(?:\w+\.)*(\w+)`)
	def := reHookDef.Get(`^[^#]*?\b(?:(?:async\s+)?def\s+|function\s+)?(\w+)\s*\(\s*\)|^\s*(?:async\s+)?def\s+(\w+)\s*\(`)
	if !net.Match(data) {
		return nil, 0 // every place found needs a network call in its body
	}
	var places [][2]int
	names := map[string]bool{}
	defs := map[string][2]int{}
	for start, line := range lines(data) {
		head := line[:min(len(line), maxLine)]
		low := lower[start : start+len(head)]
		if hasAny(low, hookWords...) {
			if l := hook.FindIndex(head); l != nil && len(places) < maxPlaces {
				places = append(places, [2]int{start + l[0], start + l[1]})
			}
			if m := reg.FindSubmatch(head); m != nil && len(names) < maxPlaces {
				if i := slices.IndexFunc(m[1:], func(g []byte) bool { return len(g) > 0 }); i >= 0 {
					names[string(m[1+i])] = true
				}
			}
		}
		if bytes.Contains(head, []byte("(")) && len(defs) < maxDefs {
			if m := def.FindSubmatchIndex(head); m != nil {
				g := 2
				if m[g] < 0 {
					g = 4 // a Python def with parameters
				}
				if _, ok := defs[string(head[m[g]:m[g+1]])]; !ok {
					defs[string(head[m[g]:m[g+1]])] = [2]int{start, start + m[1]}
				}
			}
		}
	}
	// A function of any name registered as the hook.
	for _, name := range slices.Sorted(maps.Keys(names)) {
		if l, ok := defs[name]; ok {
			places = append(places, l)
		}
	}
	var out [][2]int
	for _, l := range places {
		body := block(data, l[0])
		if net.Match(body) && cmd.Match(body) {
			out = append(out, l)
		}
	}
	slices.SortFunc(out, func(a, b [2]int) int { return a[0] - b[0] })
	return slices.CompactFunc(out, func(a, b [2]int) bool { return a[0] == b[0] }), len(places)
}

// dateCall is a literal instant: a date or datetime built from a year
// (Python, JavaScript, Go, PowerShell) or a date string a parser reads.
const dateCall = `(?:\b(?:date|datetime)\(\s*20\d\d\s*,|new\s+Date\(\s*["'` + "`" + `]?20\d\d|\bDate\.(?:parse|UTC)\(\s*["'` + "`" + `]?20\d\d|\b(?:fromisoformat|strptime|parse|Date)\(\s*["'` + "`" + `]20\d\d|\btime\.Date\(\s*20\d\d|\bGet-Date\s+["']?20\d\d|\bdate\s+(?:\+%s\s+)?-d\s*["']?20\d\d|["']20\d\d-\d\d-\d\d)`

// dateLit is dateCall or an epoch number (seconds or milliseconds),
// which only an assignment read as a date (dateVars) may hold: compared
// in a condition, a number this size is as likely a size in bytes.
const dateLit = `(?:` + dateCall + `|\b1[6-9]\d{8}(?:\d{3})?\b)`

// The guards GATED_DESTRUCTION reads on a line (prefilter.Filtered: searched
// only in lines that hold their literals): a condition on a literal
// date or on production; a comparison with the year or a literal date
// (det22); the year compared with a coming year.
var reGuard, reCompared, reYearCmp prefilter.Filtered

const (
	guardExpr    = `(?i)\b(?:if|when|unless|and|&&)\b.*?(?:\bdate(?:time)?\.(?:date|datetime)\(\s*20\d\d\s*,|new\s+Date\(\s*(?:20\d\d|\w+\[0\])|Date\.now\(\)\s*[<>]=?\s*\d{12}|time\.time\(\)\s*[<>]=?\s*\d{9}|date\s+\+%s\)?"?\s*-g[te]\s*\d{9}|\bdate\s+["']?\+%Y(?:-?%m)?(?:-?%d)?["']?\)?["']?\s*(?:-g[te]|[<>]=?)\s*["']?20\d\d|\bpg_database_size\b|\bprod(?:uction)?\b|\brds\.amazonaws|\bprimary\b|\bmaster\b)`
	comparedExpr = `(?i)\b(?:if|when|unless|and|&&)\b.*?(?:\.year\b\)?\s*(?:[<>]=?|-g[te])\s*20\d\d|\bgetFullYear\(\)\s*[<>]=?\s*20\d\d|\bYear\(\)\s*[<>]=?\s*20\d\d|(?:[<>]=?|-g[te]|-l[te])\s*` + dateCall + `|` + dateCall + `[^<>\n]*?[<>])`
	yearCmpExpr  = `(?i)\b(?:if|when|unless|and|&&)\b.*?(?:-g[te]|-l[te]|[<>]=?)\s*["']?20(?:2[6-9]|3\d)["']?\s*(?:\]|\)|:|$|&&|\|\||then\b|\{)`
)

// gatedDestruction: a conditional that tests a date literal, the
// year, a variable holding a literal date, or that the machine,
// database or environment is production, whose block (the same line,
// or the lines after it indented deeper, up to maxBlock) destroys data
// without first refusing (exit, raise, throw): a logic bomb (ATT&CK
// T1480 guarding T1485). One pass over the lines collects the names
// assigned a literal date; a second reads the guards.
func gatedDestruction(data, lower []byte, w *Words) ([][2]int, int) {
	if lower == nil {
		lower = asciiLower(data)
	}
	if !bytes.Contains(lower, []byte("if")) || !destroyWord(lower, w) {
		return nil, 0
	}
	guard := reGuard.Get(guardExpr)
	// A comparison with the year or a literal date (det22): tried only on
	// a line with a comparison operator.
	compared := reCompared.Get(comparedExpr)
	destroy := reDestroy.Get(destroyExpr)
	wipe := reWipe.Get(wipeExpr)
	home := reHome.Get(`(?i)\bexpanduser\(|\bPath\.home\(\)|\bhomedir\(\)|\bgetcwd\(\)|\bprocess\.cwd\(\)|\$\{?HOME\b|["'\s(]~/|\$env:USERPROFILE|\bUserHomeDir\(\)`)
	dated := reDated.Get(`(?i)\bdate(?:time)?\.(?:date|datetime)\(\s*20\d\d\s*,|new\s+Date\(\s*(?:20\d\d|\w+\[0\])|Date\.now\(\)|time\.time\(\)|\bdate\s+\+%|\.year\b|getFullYear|` + dateCall)
	notProd := reNotProd.Get(`(?i)(?:!==?|\s-ne|\bnot(?:\s+in)?)\s*\(?\s*["'$]?\{?[\w.:-]*\}?["']?\s*(?:prod(?:uction)?|primary|master)\b["']?\s*\)?\s*$|\b(?:prod(?:uction)?|primary|master)["']?\s*(?:!==?|-ne\s)`)
	refuse := reRefuse.Get(`(?i)\b(?:exit|raise|throw|abort|die|return)\b|\bsys\.exit\b|process\.exit`)
	vars := dateVars(data, lower)
	yearly := bytes.Contains(lower, []byte("%y")) || bytes.Contains(lower, []byte("year"))
	yearCmp := reYearCmp.Get(yearCmpExpr)
	words := []string{"date", "time.time", "time.now", "year", "%y", "prod", "rds.", "primary", "master", "pg_database_size", "parse(", "strptime", "fromisoformat", "today", "now("}
	if len(vars) > 0 {
		words = append(words, "now", "time", "epochseconds", "seconds")
	}
	if yearly {
		words = append(words, "202", "203")
	}
	var out [][2]int
	n := 0
	for start, line := range linesWith(data, lower, words) {
		head := line[:min(len(line), maxLine)]
		low := lower[start : start+len(head)]
		dateish := hasAny(low, "date", "time.time", "time.now", "year", "%y", "prod", "rds.", "primary", "master", "pg_database_size", "parse(", "strptime", "fromisoformat", "today", "now(")
		nowish := len(vars) > 0 && hasAny(low, "now", "today", "date", "time", "epochseconds", "seconds")
		yearish := yearly && hasAny(low, "202", "203")
		if !dateish && !nowish && !yearish || !hasAny(low, "if", "when", "unless", "and", "&&") {
			continue
		}
		g := []int(nil)
		if dateish {
			g = guard.FindIndex(head, low)
		}
		byVar := false
		if g == nil && dateish && (bytes.ContainsAny(head, "<>") || bytes.Contains(head, []byte(" -g")) || bytes.Contains(head, []byte(" -l"))) {
			g = compared.FindIndex(head, low)
		}
		if g == nil && nowish {
			g, byVar = varGuard(head, vars), true
		}
		if g == nil && yearish {
			// The year read into a variable, compared with a coming year.
			g = yearCmp.FindIndex(head, low)
		}
		if g == nil || notProd.Match(head[:g[1]]) {
			continue // a never-on-production guard: its block runs elsewhere
		}
		if n++; n > maxPlaces {
			n = maxPlaces
			break
		}
		l := [2]int{start, start + g[1]}
		body := block(data, l[0])
		d := destroy.FindIndex(body)
		if d == nil {
			if w := wipe.FindIndex(body); w != nil && homeWhole(home, body) {
				d = w // a wipe of the home or working directory held in a variable
			}
		}
		if d != nil && refuse.Match(body[:d[0]]) {
			d = nil
		}
		// A date tested to return before it: what follows runs after.
		if d == nil && (byVar || dated.Match(data[l[0]:l[1]])) && refuse.Match(body) && beforeDate(data[l[0]:l[1]]) {
			rest := following(data, l[0]+len(body))
			d = destroy.FindIndex(rest)
			if d == nil && homeWhole(home, rest) {
				d = wipe.FindIndex(rest)
			}
		}
		if d == nil {
			continue
		}
		out = append(out, l)
	}
	return out, n
}

// beforeDate reports a date condition true before the date (now on the
// lesser side of its first comparison): a block that refuses under it
// lets what follows run after the date. A condition true after the
// date that refuses (a licence expired) lets it run before, now.
func beforeDate(cond []byte) bool {
	op := reCmp.Get(`<=?|>=?|-l[te]\b|-g[te]\b`).FindIndex(cond)
	if op == nil {
		return true
	}
	less := cond[op[0]] == '<' || cond[op[0]+1] == 'l'
	leftNow := reNowTok.Get(`(?i)\bnow\b|\btoday\(\)|new\s+Date\(\s*\)|\btime\.time\(\)|\bdate\s+["']?\+%|\bGet-Date\b|\byear\b|getFullYear|\$EPOCHSECONDS\b`).Match(cond[:op[0]])
	return leftNow == less
}

// dateVars are the names assigned a literal instant (dateLit) in data:
// `_TRIGGER = datetime.datetime(2027, 8, 8)`, `const T = Date.parse(…)`,
// `DEADLINE=1830000000`. At most maxDefs; the gate is a year or epoch
// digit run and an assignment on the same line.
func dateVars(data, lower []byte) map[string]bool {
	if !bytes.Contains(data, []byte("20")) && !bytes.Contains(data, []byte("1")) {
		return nil
	}
	def := reDateVar.Get(`(?i)^\s*(?:(?:const|let|var|local|export|readonly|final|static|my|our)\s+)*\$?([A-Za-z_]\w*)\s*(?::\s*\w+\s*)?:?=\s*(?:\$\(\s*)?(?:\w+\.)*` + dateLit)
	vars := map[string]bool{}
	for start, line := range lines(data) {
		head := line[:min(len(line), maxLine)]
		if !bytes.Contains(head, []byte("=")) || !hasAny(lower[start:start+len(head)], "date", "parse(", "strptime", "fromisoformat", "get-date") && !digitRun(head, 10) {
			continue
		}
		if m := def.FindSubmatch(head); m != nil && len(vars) < maxDefs {
			vars[string(m[1])] = true
		}
	}
	return vars
}

// digitRun reports a run of at least n ASCII digits in b.
func digitRun(b []byte, n int) bool {
	run := 0
	for _, c := range b {
		if '0' <= c && c <= '9' {
			if run++; run >= n {
				return true
			}
		} else {
			run = 0
		}
	}
	return false
}

// varGuard is the span of head (a condition) comparing a name of vars
// with the time now, or nil.
func varGuard(head []byte, vars map[string]bool) []int {
	now := reNow.Get(`(?i)\b(?:if|when|unless|and|&&)\b.*?(?:\bnow\(\)|\btoday\(\)|\bDate\.now\(\)|new\s+Date\(\s*\)|\btime\.time\(\)|\btime\.Now\(\)|\bdate\s+\+%s|\bGet-Date\b|\$EPOCHSECONDS\b|\bSECONDS\b)`)
	g := now.FindIndex(head)
	if g == nil || !bytes.ContainsAny(head, "<>") && !bytes.Contains(head, []byte("-g")) && !bytes.Contains(head, []byte("-l")) {
		return nil
	}
	word := reWord.Get(`[A-Za-z_]\w*`)
	for _, w := range word.FindAllIndex(head, maxPlaces) {
		if vars[string(head[w[0]:w[1]])] {
			return []int{0, max(g[1], w[1])}
		}
	}
	return nil
}

// artifactSecrets: a CI job that uploads as an artifact the runner's
// home, its credential stores, or the workspace with its hidden files
// (the checkout's .git/config holds the job's token: Unit 42's
// "ArtiPACKED"), or a path an earlier line copied a credential store
// into (credCopies: the store a source, the copy's destination under
// one of the upload's paths; det22fix): whoever can download the run's
// artifacts (on a public repository, anyone) gets them (ATT&CK T1567,
// T1552). The gate: "upload-artifact" in the file. One pass over the
// lines; an upload's paths are its path: value or block list.
func artifactSecrets(data, lower []byte, w *Words) ([][2]int, int) {
	if !ciGate(ciArtifact, data, lower, w) {
		return nil, 0
	}
	var out [][2]int
	var dests, paths []string
	cwd := ""
	n, upload, hidden, at, list := 0, -1, false, [2]int{-1, -1}, -1
	flush := func() {
		if upload >= 0 && uploadsSecrets(paths, dests, hidden) {
			out = append(out, at)
		}
		upload, hidden, paths, list = -1, false, nil, -1
	}
	for start, line := range lines(data) {
		head := line[:min(len(line), maxLine)]
		t := bytes.TrimSpace(head)
		if len(t) == 0 || t[0] == '#' {
			continue
		}
		ind := indentOf(head)
		if upload >= 0 && ind <= upload && bytes.HasPrefix(t, []byte("- ")) {
			flush()
		}
		if bytes.Contains(head, []byte("upload-artifact")) {
			flush()
			if n++; n > maxPlaces {
				n = maxPlaces
				break
			}
			upload = ind // the step's "- " marker
			if !bytes.HasPrefix(t, []byte("- ")) && ind >= 2 {
				upload = ind - 2 // uses: under "- name:"
			}
			at = [2]int{start + ind, start + len(head)}
			continue
		}
		if upload < 0 {
			if len(dests) < maxPlaces && copyWords(t) {
				dests = append(dests, credCopies(string(head), &cwd)...)
			}
			continue
		}
		if list >= 0 && ind > list {
			if len(paths) < maxPlaces {
				paths = append(paths, string(t))
			}
			continue
		}
		list = -1
		k := bytes.TrimPrefix(t, []byte("- "))
		if v, ok := bytes.CutPrefix(k, []byte("path:")); ok {
			v = bytes.TrimSpace(v)
			if len(v) == 0 || v[0] == '|' || v[0] == '>' {
				list = ind
			} else if len(paths) < maxPlaces {
				paths = append(paths, string(v))
			}
		}
		if bytes.Contains(t, []byte("include-hidden-files:")) && bytes.Contains(t, []byte("true")) {
			hidden = true
		}
	}
	flush()
	slices.SortFunc(out, func(a, b [2]int) int { return a[0] - b[0] })
	return slices.CompactFunc(out, func(a, b [2]int) bool { return a[0] == b[0] }), n
}

// uploadsSecrets reports whether an upload of paths holds secrets: the
// home or a credential store of it, the workspace or its .git with
// hidden files included, or a path a credential store was copied into
// (dests).
func uploadsSecrets(paths, dests []string, hidden bool) bool {
	for _, raw := range paths {
		raw = strings.Trim(strings.TrimSpace(raw), `"'`)
		if raw == "" || raw[0] == '!' {
			continue
		}
		p := normPath(raw, "")
		if p == "~" || p == "~/.config" || strings.HasPrefix(p, "~/.") && credRel().MatchString(p[2:]) {
			return true
		}
		if hidden && (p == "." || p == ".git" || strings.HasPrefix(p, ".git/")) {
			return true
		}
		for _, d := range dests {
			if covers(p, d) {
				return true
			}
		}
	}
	return false
}

// linesWith yields, in order, each line of data (without its newline)
// whose ASCII-lowered text holds one of words, and its start: the words
// are looked for over the whole of lower (one scan per word, each line
// once per word), so that a file's lines are not each tested.
func linesWith(data, lower []byte, words []string) func(func(int, []byte) bool) {
	return func(yield func(int, []byte) bool) {
		var starts []int
		for _, w := range words {
			for off := 0; off < len(lower); {
				i := bytes.Index(lower[off:], []byte(w))
				if i < 0 {
					break
				}
				at := off + i
				starts = append(starts, bytes.LastIndexByte(lower[off:at], '\n')+1+off)
				e := bytes.IndexByte(lower[at:], '\n')
				if e < 0 {
					break
				}
				off = at + e + 1
			}
		}
		slices.Sort(starts)
		for _, start := range slices.Compact(starts) {
			end := bytes.IndexByte(data[start:], '\n')
			if end < 0 {
				end = len(data) - start
			}
			scanned.Add(int64(min(end, maxLine)))
			if !yield(start, data[start:start+end]) {
				return
			}
		}
	}
}

// lines yields each line of data (without its newline) and its start.
func lines(data []byte) func(func(int, []byte) bool) {
	return func(yield func(int, []byte) bool) {
		for start := 0; start < len(data); {
			end := bytes.IndexByte(data[start:], '\n')
			if end < 0 {
				end = len(data) - start
			}
			scanned.Add(int64(min(end, maxLine)))
			if !yield(start, data[start:start+end]) {
				return
			}
			start += end + 1
		}
	}
}

// asciiLower is b with ASCII capitals lowered: offsets stay b's (a
// Unicode lowering can change a character's length), and the words
// looked for are ASCII.
func asciiLower(b []byte) []byte {
	out := make([]byte, len(b))
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		out[i] = c
	}
	return out
}

// destroyExpr is what GATED_DESTRUCTION destroys, wipeExpr a wipe of a
// directory held in a variable; destroyWord is their byte gate.
const (
	destroyExpr = `(?i)\bdrop\s+(?:table|database|schema|index)\b|\btruncate\b|\bdelete\s+from\s+\w+\s*(?:;|["'` + "`" + `)]|$)|\bpg_terminate_backend\b|\bdropDatabase\b|\bflushall\b|\bflushdb\b|\brmtree\([^)\n]*(?:home|expanduser|~|"/)|\brm\s+-[a-z]*(?:rf|fr)\s+["']?(?:/\*?|~/?\*?|\$\{?HOME\}?["']?/?\*?|/(?:etc|usr|bin|sbin|lib(?:32|64)?|boot|root|home|var|opt|srv|dev|sys|Users|Applications|Library|System)/?\*?|(?:~|\$\{?HOME\}?)/(?:\.ssh|\.gnupg|\.config|Documents|Desktop|Pictures)/?\*?|\*)["']?(?:\s|$|[;&|)])|\bRemove-Item\b[^\n]*-Recurse|\bshred\b|\bdd\s+if=`
	wipeExpr    = `(?i)\brmtree\(|\brmSync\(|\bfs\.(?:promises\.)?rm\(|\brimraf\b|\bRemove-Item\b|\brm\s+-[a-z]*(?:rf|fr)\b|\bos\.RemoveAll\(`
)

// destroyWord reports whether lower (ASCII-lowered) holds the word every
// alternative of gatedDestruction's destroy pattern starts with (drop,
// truncate, delete, rm or dd before a space, …): without one no block
// of the file destroys anything, and the guards are not read.
func destroyWord(lower []byte, w *Words) bool {
	// The words the patterns need before white space and the word
	// after it (drop table, delete from, rm -rf, dd if=): "delete",
	// "drop" and "rm" alone hold in most documents. One pass (Words).
	return w.of(lower).destroy
}

func hasAny(b []byte, words ...string) bool {
	for _, w := range words {
		if bytes.Contains(b, []byte(w)) {
			return true
		}
	}
	return false
}

// block is the text of the line at start and of the lines after it
// indented deeper than it (at most maxBlock lines): the body a
// condition or a hook guards, in indented languages and in braces or
// then…fi as written.
func block(data []byte, start int) []byte {
	end := bytes.IndexByte(data[start:], '\n')
	if end < 0 {
		return data[start:]
	}
	end += start
	indent := indentOf(data[start:end])
	closes := reBlockCloses.Get(`^\s*(?:fi|end|done|esac|\}|END\b)`)
	for i := 0; i < maxBlock && end < len(data); i++ {
		next := bytes.IndexByte(data[end+1:], '\n')
		line := data[end+1:]
		if next >= 0 {
			line = data[end+1 : end+1+next]
		}
		if len(bytes.TrimSpace(line)) > 0 && indentOf(line) <= indent && !closes.Match(line) {
			break
		}
		end += 1 + len(line)
		if next < 0 {
			break
		}
	}
	return data[start:min(end, len(data), start+maxBody)]
}

// following is at most maxBlock lines of data from start.
func following(data []byte, start int) []byte {
	end := start
	for i := 0; i < maxBlock && end < len(data); i++ {
		next := bytes.IndexByte(data[end:], '\n')
		if next < 0 {
			end = len(data)
			break
		}
		end += next + 1
	}
	return data[start:min(end, start+maxBody)]
}

func indentOf(line []byte) int {
	return len(line) - len(bytes.TrimLeft(line, " \t"))
}

// Inert reports a program file (Python, JavaScript, TypeScript, Ruby,
// Go, Java) that names no API starting a process or evaluating code: a
// command quoted in it is data (a detector's example or pattern), not a
// command it runs. Shell, batch and PowerShell files run every line.
func Inert(path string, data []byte) bool {
	switch strings.ToLower(path[strings.LastIndexByte(path, '.')+1:]) {
	case "py", "js", "mjs", "cjs", "ts", "rb", "go", "java":
	default:
		return false
	}
	return !reRuns.Get(`\b(?:system|popen\w*|Popen|exec\w*|spawn\w*|fork|eval|Function|ShellExecute\w*|ProcessBuilder|Command|run|call|check_output|check_call|getattr|__import__|import_module)\s*\(|\b(?:subprocess|child_process|os/exec|ctypes|cffi|pty|Open3|importlib|shelljs|execa|sh)\b|Start-Process|%x\{|` + "`" + `[^` + "`" + `\n]*` + "`").Match(data)
}

// GitPush reports a file that runs git push (the gate: "push").
func GitPush(data []byte) bool {
	return bytes.Contains(data, []byte("push")) && reGitPush.Get(`(?i)\bgit\b[^\n]*\bpush\b`).Match(data)
}

// HostsWrite reports a file that writes the hosts file: appended or
// redirected to, tee'd, copied or moved over, edited in place, or
// written by PowerShell's content commands.
func HostsWrite(data []byte) bool {
	if !bytes.Contains(asciiLower(data), []byte("hosts")) {
		return false
	}
	return reHostsWrite.Get(`(?i)(?:>|\btee\b[^\n|;]*|\b(?:cp|mv|install|dd|sed\s+-i)\b[^\n|;]*|\bof=)\s*["']?(?:/private)?/etc/hosts\b|\b(?:Add-Content|Set-Content|Out-File|WriteAllText|AppendAllText|open)\b[^\n]*etc[\\/]+hosts|etc[\\/]+hosts["']?\s*,\s*["'][aw]|<<-?\s*['"]?\w+['"]?\s*\|?\s*(?:sudo\s+)?tee`).Match(data)
}

// scriptInjection: the event's text a pull request's or an issue's
// author writes (a title, a body, a comment, a branch name) in a
// ${{ }} expression inside a run: script or a github-script script:
// body, where it is pasted in before the shell or node parses it
// (GitHub's "script injection"). Anywhere else (a concurrency group, a
// cache key, an action's input, env:) it is data. One pass over the
// lines; a block scalar's body is the lines indented deeper than its
// key.
func scriptInjection(data, lower []byte, w *Words) ([][2]int, int) {
	if !ciGate(ciInject, data, lower, w) {
		return nil, 0
	}
	key := reRunKey.Get(`^(\s*(?:-\s+)?)(?:run|script):\s*(.*)$`)
	text := reEventText.Get(`(?i)\$\{\{[^}]*?\bgithub\.(?:event\.(?:issue\.(?:title|body)|pull_request\.(?:title|body|head\.ref|head\.label|head\.repo\.default_branch)|comment\.body|review\.body|review_comment\.body|head_commit\.(?:message|author\.(?:name|email))|discussion\.(?:title|body)|workflow_run\.(?:head_branch|head_commit\.message|display_title)|commits\[[^\]]*\]\.(?:message|author\.(?:name|email))|pages\[[^\]]*\]\.page_name)|head_ref)\b`)
	var out [][2]int
	n, body := 0, -1 // body: the key's indent while in a block scalar
	for start, line := range lines(data) {
		head := line[:min(len(line), maxLine)]
		if body >= 0 && len(bytes.TrimSpace(head)) > 0 && indentOf(head) <= body {
			body = -1
		}
		in := body >= 0
		if m := key.FindSubmatchIndex(head); m != nil && body < 0 {
			rest := bytes.TrimSpace(head[m[4]:m[5]])
			if len(rest) > 0 && (rest[0] == '|' || rest[0] == '>') {
				body = m[3] - m[2]
			} else {
				in = true
			}
		}
		if !in || !bytes.Contains(head, []byte("${{")) {
			continue
		}
		if l := text.FindIndex(bracketsToDots(head)); l != nil {
			if n++; n > maxPlaces {
				n = maxPlaces
				break
			}
			out = append(out, [2]int{start + indentOf(head), start + len(head)})
		}
	}
	return out, n
}

// bracketsToDots rewrites x['y'] and x["y"] as x.y (same length is
// not needed: only whether the expression matches is used).
func bracketsToDots(b []byte) []byte {
	if !bytes.Contains(b, []byte("[")) {
		return b
	}
	r := strings.NewReplacer(`['`, `.`, `["`, `.`, `']`, ``, `"]`, ``)
	return []byte(r.Replace(string(b)))
}
