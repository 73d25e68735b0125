// Package implant reads three shapes of payload in a skill's code that
// the language analyses do not parse: a web request's value run as a
// command (a web shell, in PHP, JSP, ASP.NET, Python or Node, also in a
// here-document a script writes), data read from an awk network file
// run as a command (gawk's /inet/ coprocess), and a hex or base64
// literal of a language read by spelling (Lua, Ruby, Rust, Go, …) that
// decodes to a download piped into a shell or a reverse shell. Each
// shape has a cheap byte test before its patterns run, and every loop
// is bounded.
package implant

import (
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/decode"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/flow"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/tables"
)

// Bounds: the bytes of a file read, the sinks of a file and the bytes
// of a sink's argument read, the request-bound names kept, the literals
// decoded and their size.
const (
	maxFile     = 4 << 20
	maxSinks    = 64
	maxArg      = 512 // a downloader's statement read (fetchRun)
	maxNames    = 64
	maxLiterals = 64
	maxLiteral  = 64 << 10
	minLiteral  = 32
)

// requestSources are the spellings of a value a web request's sender
// chooses (its query, form, body, cookies or headers), per platform.
var requestSources = [...]string{"$_GET", "$_POST", "$_REQUEST", "$_COOKIE", "$_SERVER['HTTP_", "$_SERVER[\"HTTP_", "getallheaders(", "php://input",
	"request.getParameter(", "request.getHeader(", "Request.Form", "Request.QueryString", "Request.Headers", "Request.Params", "Request[\"",
	"request.args", "request.form", "request.values", "request.headers", "request.get_json(", "request.data", "request.json", "request.GET", "request.POST",
	"req.query", "req.body", "req.headers", "req.params"}

// escapes make a value one argument of a fixed command (or a number).
var escapes = [...]string{"escapeshellarg(", "shlex.quote(", "intval(", "(int)", "parseInt(", "Number(", "int("}

// The patterns are compiled when first used (a package-level
// initialiser would run at every command's start).
var dlRE, spawnRE, sinkRE, assignRE, awkReadRE lazyre.RE

type patterns struct{ sink, assign, awkRead, dl, spawn *regexp.Regexp }

func re() patterns {
	return patterns{
		// A downloader spawned by a process API, and a spawn of a program
		// held in a name (not a literal).
		dl:      dlRE.Get(`(?:Command::new|ProcessBuilder|Process\.Start|ProcessStartInfo|Runtime\.getRuntime\(\)\.exec)\s*\(\s*(?:new\s+String\s*\[\s*\]\s*\{\s*|List\.of\(\s*|listOf\(\s*)?"(?:curl|wget|curl\.exe|wget\.exe|bitsadmin|certutil)"`),
		spawn:   spawnRE.Get(`(?:Command::new|ProcessBuilder|Process\.Start|Runtime\.getRuntime\(\)\.exec)\s*\(\s*&?\s*([A-Za-z_]\w*)\s*[),.]`),
		sink:    sinkRE.Get(`\b(system|exec|execSync|shell_exec|passthru|popen|proc_open|eval|assert|create_function|Process\.Start|ProcessStartInfo|ProcessBuilder|os\.system|os\.popen)\s*\(`),
		assign:  assignRE.Get(`^\s*(?:<%|<\?php)?\s*(?:(?:var|let|const|String|string|final|auto)\s+)?(\$?[A-Za-z_]\w*)\s*=[^=]`),
		awkRead: awkReadRE.Get(`\|&\s*getline\s+([A-Za-z_]\w*)`),
	}
}

// Find returns the hits of the three shapes in files.
func Find(files []flow.Input) []flow.Hit {
	var out []flow.Hit
	for _, f := range files {
		if f.Data == nil || len(f.Data) > maxFile || markdown(f.Path) {
			continue
		}
		lang := tables.LangOfPath(f.Path)
		web := webFile(f.Path)
		if lang == "" && !web && tables.LangOfShebang(f.Data) == "" {
			continue
		}
		src := string(f.Data)
		out = append(out, webShell(f.Path, src)...)
		out = append(out, awkSocket(f.Path, src)...)
		if lang == "other" || lang == "go" {
			hits, _ := literals(f.Path, src)
			out = append(out, hits...)
		}
		if lang == "other" {
			out = append(out, fetchRun(f.Path, src)...)
		}
		if lang == "sh" || tables.LangOfShebang(f.Data) == "sh" {
			out = append(out, fixtureShell(f.Path, src)...)
		}
	}
	return out
}

func markdown(p string) bool {
	l := strings.ToLower(p)
	return strings.HasSuffix(l, ".md") || strings.HasSuffix(l, ".markdown") || strings.HasSuffix(l, ".txt")
}

// webFile is a page a web server runs by its name.
func webFile(p string) bool {
	l := strings.ToLower(p)
	for _, e := range [...]string{".php", ".phtml", ".php5", ".jsp", ".jspx", ".asp", ".aspx", ".ashx", ".cshtml"} {
		if strings.HasSuffix(l, e) {
			return true
		}
	}
	return false
}

func lineAt(src string, off int) int { return 1 + strings.Count(src[:off], "\n") }

// webShell finds a command or evaluator whose argument is a value of a
// web request, directly or through a name assigned from one.
func webShell(p, src string) []flow.Hit {
	// The cheap test: a request's spelling somewhere in the file.
	if !strings.Contains(src, "$_") && !strings.Contains(src, "equest") && !strings.Contains(src, "req.") &&
		!strings.Contains(src, "getallheaders") && !strings.Contains(src, "php://") {
		return nil
	}
	has := false
	for _, s := range requestSources {
		if strings.Contains(src, s) {
			has = true
			break
		}
	}
	if !has {
		return nil
	}
	// Names bound to a request's value on their line.
	var names []string
	for _, l := range strings.Split(src, "\n") {
		if len(names) >= maxNames {
			break
		}
		if !holdsSource(l) {
			continue
		}
		if m := re().assign.FindStringSubmatch(strings.ReplaceAll(l, `\$`, "$")); m != nil && !escaped(l) {
			names = append(names, m[1])
		}
	}
	php := strings.HasSuffix(strings.ToLower(p), ".php") || strings.Contains(src, "<?php")
	js := tables.LangOfPath(p) == "js"
	// Every sink is read (fix15), and its whole argument, to the matching
	// parenthesis however far (fix16: padding a request's value more than
	// 512 bytes from the sink hid it). What an argument holds is looked up
	// in sorted offsets of the sources, names and escapes, found once per
	// file, so the work stays linear in the file whatever its nesting.
	ix := indexOf(src, names)
	if php {
		if h := backticks(p, src, ix); h != nil {
			return h
		}
	}
	sink := re().sink
	for off := 0; off < len(src); {
		m := sink.FindStringSubmatchIndex(src[off:])
		if m == nil {
			break
		}
		for i := range m {
			m[i] += off
		}
		off = m[1]
		end := ix.closeOf(m[1] - 1)
		direct := within(ix.src, m[1], end)
		if !direct && !within(ix.name, m[1], end) {
			continue
		}
		fn := src[m[2]:m[3]]
		if js && !processMethod(src, m[2]) || (fn == "assert" || fn == "create_function") && !php {
			continue // a regexp's exec, a test's assert: no shell
		}
		// One argument of a fixed command, escaped or a number, is not a
		// shell; an evaluator has no fixed part.
		if literalFirst(src, m[1], end) && within(ix.esc, m[1], end) && fn != "eval" && fn != "assert" && fn != "create_function" {
			continue
		}
		return []flow.Hit{{Kind: flow.ReverseShell, Path: p, Line: lineAt(src, m[0]), Level: 2,
			Source: "a web request's value", Sink: fn + " (a web shell: whoever sends the request runs commands on the server)", Text: flow.LineText(src, m[0])}}
	}
	return nil
}

// sinkWork, when set, is told the work of each lookup: the offsets
// compared and the bytes skipped (for the test that holds it linear).
var sinkWork func(int)

// index holds a file's sorted offsets: where a request source's spelling
// (src), a whole-word use of a request-bound name (name) and an escape
// (esc) start, and each '(' with its matching ')' (len(src) when none).
type index struct {
	src, name, esc []int
	open, close    []int
}

func indexOf(src string, names []string) index {
	var ix index
	for _, x := range requestSources {
		ix.src = offsets(ix.src, src, x, false)
	}
	for _, n := range names {
		ix.name = offsets(ix.name, src, n, true)
	}
	for _, e := range escapes {
		ix.esc = offsets(ix.esc, src, e, false)
	}
	slices.Sort(ix.src)
	slices.Sort(ix.name)
	slices.Sort(ix.esc)
	var stack []int
	for i := 0; i < len(src); i++ {
		switch src[i] {
		case '(':
			stack = append(stack, len(ix.open))
			ix.open, ix.close = append(ix.open, i), append(ix.close, len(src))
		case ')':
			if k := len(stack) - 1; k >= 0 {
				ix.close[stack[k]], stack = i, stack[:k]
			}
		}
	}
	return ix
}

// offsets appends where x starts in src (a whole word when word, as
// holdsName reads one).
func offsets(at []int, src, x string, word bool) []int {
	for i := 0; ; {
		k := strings.Index(src[i:], x)
		if k < 0 {
			return at
		}
		a, b := i+k, i+k+len(x)
		if !word || holdsName(src[max(0, a-1):min(len(src), b+1)], []string{x}) {
			at = append(at, a)
		}
		i = b
	}
}

// closeOf is the offset of the ')' matching the '(' at off.
func (ix index) closeOf(off int) int {
	i, ok := slices.BinarySearch(ix.open, off)
	if sinkWork != nil {
		sinkWork(1)
	}
	if !ok {
		return off + 1
	}
	return ix.close[i]
}

// within reports an offset of at in [a, b).
func within(at []int, a, b int) bool {
	i, _ := slices.BinarySearch(at, a)
	if sinkWork != nil {
		sinkWork(1)
	}
	return i < len(at) && at[i] < b
}

// literalFirst reports an argument src[a:b] that starts, after spaces,
// with a quote. The spaces skipped follow one parenthesis each: linear.
func literalFirst(src string, a, b int) bool {
	i := a
	for i < b && (src[i] == ' ' || src[i] == '\t' || src[i] == '\n' || src[i] == '\r') {
		i++
	}
	if sinkWork != nil {
		sinkWork(i - a)
	}
	return i < b && (src[i] == '"' || src[i] == '\'')
}

// backticks finds PHP's shell-execution operator (`…`) around a
// request's value or a name bound to one (fix15): `$_GET[c]` runs c.
// The pairs are read in order, each to its closing backtick however far
// (fix16).
func backticks(p, src string, ix index) []flow.Hit {
	for i := 0; i < len(src); {
		a := strings.IndexByte(src[i:], '`')
		if a < 0 {
			break
		}
		a += i
		b := strings.IndexByte(src[a+1:], '`')
		if b < 0 {
			break
		}
		b += a + 1
		if (within(ix.src, a+1, b) || within(ix.name, a+1, b)) && !within(ix.esc, a+1, b) {
			return []flow.Hit{{Kind: flow.ReverseShell, Path: p, Line: lineAt(src, a), Level: 2,
				Source: "a web request's value", Sink: "PHP's backticks (a web shell: whoever sends the request runs commands on the server)", Text: flow.LineText(src, a)}}
		}
		i = b + 1
	}
	return nil
}

// processMethod reports whether the sink named at src[at:] of a
// JavaScript file runs a command or code: a bare call, or a method of a
// process module (child_process, a name bound to it in the file). A
// regexp's /re/.exec(s) or a database's stmt.exec(s) is neither.
func processMethod(src string, at int) bool {
	if at == 0 || src[at-1] != '.' {
		return true
	}
	end := at - 1
	if end > 0 && (src[end-1] == ')' || src[end-1] == '\'' || src[end-1] == '"') {
		return strings.Contains(src[max(0, end-48):end], "child_process")
	}
	start := end
	for start > 0 && word(src[start-1]) {
		start--
	}
	recv := src[start:end]
	switch recv {
	case "child_process", "childProcess", "cp", "shell":
		return true
	}
	if recv == "" {
		return false
	}
	// A name bound to the module: on one of the first lines naming it.
	for i, n := 0, 0; n < 16; n++ {
		k := strings.Index(src[i:], "child_process")
		if k < 0 {
			break
		}
		a, b := strings.LastIndexByte(src[:i+k], '\n')+1, i+k
		if e := strings.IndexByte(src[b:], '\n'); e >= 0 {
			b += e
		} else {
			b = len(src)
		}
		if holdsName(src[a:b], []string{recv}) {
			return true
		}
		i = b
	}
	return false
}

func holdsSource(s string) bool {
	for _, x := range requestSources {
		if strings.Contains(s, x) {
			return true
		}
	}
	return false
}

func escaped(s string) bool {
	for _, e := range escapes {
		if strings.Contains(s, e) {
			return true
		}
	}
	return false
}

// holdsName reports a whole-word use of one of names in s.
func holdsName(s string, names []string) bool {
	for _, n := range names {
		for i := 0; i < len(s); {
			k := strings.Index(s[i:], n)
			if k < 0 {
				break
			}
			a, b := i+k, i+k+len(n)
			if (a == 0 || !word(s[a-1]) || n[0] == '$') && (b == len(s) || !word(s[b])) {
				return true
			}
			i = b
		}
	}
	return false
}

func word(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// awkSocket finds a line read from gawk's /inet/ network file run as a
// command (system(x), x | getline, print | x): a shell handed to
// whoever answers on the address.
func awkSocket(p, src string) []flow.Hit {
	if !strings.Contains(src, "/inet/") || !strings.Contains(src, "|&") {
		return nil
	}
	var names []string
	for _, m := range re().awkRead.FindAllStringSubmatch(src, maxSinks) {
		if len(names) < 8 && !slices.Contains(names, m[1]) {
			names = append(names, m[1])
		}
	}
	if names == nil {
		return nil
	}
	q := "(?:" + strings.Join(names, "|") + ")" // names are words: nothing to quote
	run := regexp.MustCompile(`\bsystem\s*\(\s*` + q + `\b|\b` + q + `\s*\|\s*getline\b|\|\s*` + q + `\b`)
	if r := run.FindStringIndex(src); r != nil {
		return []flow.Hit{{Kind: flow.ReverseShell, Path: p, Line: lineAt(src, r[0]), Level: 3,
			Source: "awk's /inet/ network file", Sink: "a line read from it run as a command", Text: flow.LineText(src, r[0])}}
	}
	return nil
}

// literals decodes the long hex or base64 string literals of a file and
// reports one whose text is a download piped into a shell or a reverse
// shell; n is the literals decoded.
func literals(p, src string) (hits []flow.Hit, n int) {
	for i := 0; i < len(src) && n < maxLiterals; i++ {
		q := src[i]
		if q != '"' && q != '\'' && q != '`' {
			continue
		}
		j := i + 1
		for j < len(src) && j-i <= maxLiteral && b64(src[j]) {
			j++
		}
		if j >= len(src) || src[j] != q || j-i-1 < minLiteral {
			i = j - 1
			if j < len(src) && src[j] == q {
				i = j
			}
			continue
		}
		lit := src[i+1 : j]
		i = j
		n++
		text, ok := decode.Hex(lit)
		if !ok {
			text, ok = decode.Base64(lit)
		}
		if !ok || !decode.Printable(text) {
			continue
		}
		if k, lvl := payload(text); k != 0 {
			return []flow.Hit{{Kind: k, Path: p, Line: lineAt(src, i), Level: lvl, Source: "a literal decoded", Sink: "decoded: " + text,
				Text: flow.LineText(src, i), Decoded: true}}, n
		}
	}
	return nil, n
}

func b64(c byte) bool { return word(c) && c != '_' || c == '+' || c == '/' || c == '=' || c == '-' }

// payload is the kind and level of decoded text: a download piped into
// a shell, or a shell wired to a connection.
func payload(s string) (flow.Kind, int) {
	l := strings.ToLower(s)
	switch {
	case strings.Contains(l, "/dev/tcp/") || strings.Contains(l, "nc -e") || strings.Contains(l, "ncat -e") || strings.Contains(l, "bash -i >&"):
		return flow.ReverseShell, 3
	case (strings.Contains(l, "curl ") || strings.Contains(l, "wget ") || strings.Contains(l, "iwr ") || strings.Contains(l, "invoke-webrequest")) &&
		(strings.Contains(l, "| sh") || strings.Contains(l, "|sh") || strings.Contains(l, "| bash") || strings.Contains(l, "|bash") || strings.Contains(l, "| iex") || strings.Contains(l, "|iex")):
		return flow.RemoteExec, 2
	}
	return 0, 0
}

// fetchRun finds, in a language read by spelling (Rust, Java, Kotlin,
// C#), a downloader spawned through a process API whose call names a
// path, and a later spawn of the program that path holds: a download
// run (build.rs fetching a "helper" and starting it).
func fetchRun(p, src string) []flow.Hit {
	// The cheap test: a downloader's name as a literal.
	if !strings.Contains(src, "\"curl") && !strings.Contains(src, "\"wget") && !strings.Contains(src, "\"bitsadmin") && !strings.Contains(src, "\"certutil") {
		return nil
	}
	dls := re().dl.FindAllStringIndex(src, maxSinks)
	if dls == nil {
		return nil
	}
	for _, m := range re().spawn.FindAllStringSubmatchIndex(src, maxSinks) {
		name := src[m[2]:m[3]]
		if name == "new" || name == "String" {
			continue
		}
		for _, d := range dls {
			stmt := src[d[0]:min(len(src), d[0]+maxArg)]
			if k := strings.IndexByte(stmt, ';'); k >= 0 {
				stmt = stmt[:k]
			}
			if d[0] < m[0] && holdsName(stmt, []string{name}) {
				return []flow.Hit{{Kind: flow.DownloadRun, Path: p, Line: lineAt(src, m[0]), Level: 2, Source: urlIn(src) + " (line " + itoa(lineAt(src, d[0])) + ")",
					Sink: "runs the file " + name + " names", Text: flow.LineText(src, m[0])}}
			}
		}
	}
	return nil
}

// urlIn is the first URL written in src, or "a download".
func urlIn(src string) string {
	if i := strings.Index(src, "://"); i > 0 {
		a := strings.LastIndexAny(src[:i], "\"'` (") + 1
		b := i + strings.IndexAny(src[i:]+"\n", "\"'` )\n")
		return src[a:b]
	}
	return "a download"
}

func itoa(n int) string { return strconv.Itoa(n) }

// dataExts are extensions of files that hold data, not code: a test
// fixture, an archive, an image.
var dataExts = [...]string{".xz", ".gz", ".bz2", ".zst", ".lz", ".lzma", ".bin", ".dat", ".png", ".jpg", ".jpeg", ".gif", ".bmp", ".ico", ".wav", ".pdf", ".zip", ".tar", ".tgz", ".7z"}

// unpackers transform bytes on their way to the shell.
var unpackers = [...]string{"tr ", "sed ", "xxd ", "base64 ", "rev", "dd ", "head -c", "tail -c", "cut -b", "openssl ", "gzip -d", "xz -d", "zcat", "xzcat"}

// fixtureShell finds a shell fed by a pipeline that transforms the
// bytes of a data file the skill ships (a "corrupt" test archive, an
// image), named on the line or by a name a loop or an assignment of the
// file binds to such files: code no reviewer reads, as in the xz-utils
// backdoor.
func fixtureShell(p, src string) []flow.Hit {
	// The cheap test: a pipe into a shell.
	if !strings.Contains(src, "| sh") && !strings.Contains(src, "|sh") && !strings.Contains(src, "| bash") && !strings.Contains(src, "|bash") {
		return nil
	}
	lines := strings.Split(src, "\n")
	// Names bound to data files or fixture directories, and to an
	// unpacking command.
	var dataNames, unpackNames []string
	for _, l := range lines {
		if len(dataNames)+len(unpackNames) >= maxNames {
			break
		}
		data, unpack := dataPath(l), containsAny(l, unpackers[:])
		if !data && !unpack {
			continue
		}
		t := strings.TrimSpace(l)
		var n string
		if m := re().assign.FindStringSubmatch(t); m != nil {
			n = strings.TrimPrefix(m[1], "$")
		} else if f := strings.Fields(t); len(f) > 3 && f[0] == "for" && f[2] == "in" {
			n = f[1]
		}
		switch {
		case n == "":
		case data:
			dataNames = append(dataNames, "$"+n, "${"+n+"}")
		default:
			unpackNames = append(unpackNames, "$"+n, "${"+n+"}")
		}
	}
	for i, l := range lines {
		k := pipeShell(l)
		if k < 0 || strings.Contains(l, "curl") || strings.Contains(l, "wget") {
			continue
		}
		head := l[:k]
		if (containsAny(head, unpackers[:]) || containsAny(head, unpackNames)) && (dataPath(head) || containsAny(head, dataNames)) {
			return []flow.Hit{{Kind: flow.DecodeToShell, Path: p, Line: i + 1, Level: 2, Source: "a data file the skill ships, transformed",
				Sink: "a pipe into a shell", Text: strings.TrimSpace(l)}}
		}
	}
	return nil
}

// pipeShell is the offset of a pipe into sh or bash on l, or -1.
func pipeShell(l string) int {
	for _, s := range [...]string{"| sh", "|sh", "| bash", "|bash"} {
		if k := strings.Index(l, s); k >= 0 {
			e := k + len(s)
			if e == len(l) || !word(l[e]) {
				return k
			}
		}
	}
	return -1
}

// dataPath reports a data file's extension or a fixture directory on l.
func dataPath(l string) bool {
	lower := strings.ToLower(l)
	if strings.Contains(lower, "tests/files") || strings.Contains(lower, "fixtures/") || strings.Contains(lower, "testdata/") {
		return true
	}
	for _, e := range dataExts {
		if i := strings.Index(lower, e); i >= 0 && (i+len(e) == len(lower) || !word(lower[i+len(e)])) {
			return true
		}
	}
	return false
}

func containsAny(s string, subs []string) bool {
	for _, x := range subs {
		if strings.Contains(s, x) {
			return true
		}
	}
	return false
}
