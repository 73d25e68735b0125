package script

import (
	"regexp"
	"strings"
	"sync"

	"github.com/skillpin/skillpin/internal/catalog/audit/prefilter"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/flow"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/rconn"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/value"
)

// In the languages read by spelling, a download that is run: text
// fetched over the network into a name (Ruby's URI.open(u).read, Perl's
// get(u), PHP's file_get_contents(u), Lua's http.request(u), Kotlin's
// URL(u).readText()) and that name given to the language's evaluator
// (eval, instance_eval, load, loadstring, assert, create_function), or
// the fetch written inside the evaluator's call. The name is followed
// within the file, as the other flows of these languages are.
const (
	otherFetchPat = `(?i)URI\.open\s*\(|URI\.parse\([^)\n]*\)\.(?:open|read)|Net::HTTP\.get|\bopen\s*\(\s*["']https?://|HTTParty\.get|Faraday\.get|RestClient\.get|Excon\.get|HTTP\.get\b|file_get_contents\s*\(|\bget\s*\(\s*["']https?://|->get\s*\(|curl_exec\s*\(|wp_remote_get|wp_remote_retrieve_body|reqwest::(?:blocking::)?get|ureq::get|\.getForObject|URL\([^)\n]*\)\.(?:readText|openStream)|\.readText\(\)|http\.request\s*\(|socket\.http|DownloadString|\bhttpc:request|HTTPoison\.get|\bReq\.get|httr::GET|readLines\(\s*url\(|fetch\(\s*["']https?://`
	// otherAssignPat is a line assigning to a name (with a declaration
	// word, a sigil or a type before it).
	otherAssignPat = `(?m)^[ \t]*(?:(?:let|var|val|my|our|local|const|auto|def|String|string)\s+)?[$@]?([A-Za-z_]\w*)\s*(?::\s*[\w:<>]+\s*)?=[^=~>][^\n]*$`
	// otherEvalPat is an evaluator's call opening (its argument follows).
	otherEvalPat = `\b(?:eval|instance_eval|class_eval|module_eval|loadstring|dostring|load|assert|create_function)\s*(?:\(\s*)?(?:["']\?>["']\s*\.\s*)?`
)

// maxFetchAssigns bounds the assignments and evaluators of one file
// that are read, maxFetchLine the bytes of a line read for a fetch.
const (
	maxFetchAssigns = 256
	maxFetchLine    = 1024
)

// rSourcePat is R code that runs what it fetches: source() or
// sys.source() of a url() connection or of a URL, devtools'
// source_url/source_gist, eval(parse(text = …)) of a download.
const rSourcePat = `\b(?:sys\.)?source\s*\(\s*(?:url\s*\(|["']https?://)|\bsource_(?:url|gist)\s*\(|\beval\s*\(\s*parse\s*\(\s*text\s*=\s*(?:readLines\s*\(\s*url|(?:RCurl::)?getURL|(?:httr::)?content\s*\(\s*(?:httr::)?GET)`

// otherFetchRun reports a download the file runs (see otherFetch).
func otherFetchRun(u *flow.Unit, src string, lineOf func(int) int) {
	if strings.Contains(src, "source(") || strings.Contains(src, "source_") || strings.Contains(src, "parse(") {
		m := rSource().FindStringIndex(src)
		if m == nil {
			m = rconn.Runs(src) // through a name bound to the connection
		}
		if m != nil {
			code := value.Value{S: value.UnknownPart, DL: true, Src: value.SrcAt(fetchURL(flow.LineText(src, m[0])), lineOf(m[0]))}
			u.RunCode(lineOf(m[0]), "R's source of a download", code, "", flow.LineText(src, m[0]))
			return
		}
	}
	if !mayEval(src) {
		return
	}
	lower := prefilter.LowerASCII(src)
	if evalStarts.FindStringIndex(src, lower) == nil || fetchStarts.FindStringIndex(src, lower) == nil {
		return
	}
	fetched := map[string]int{} // name: offset of its assignment
	for _, m := range otherAssign().FindAllStringSubmatchIndex(src, maxFetchAssigns) {
		if otherFetch().MatchString(src[m[0]:min(m[1], m[0]+maxFetchLine)]) {
			if _, ok := fetched[src[m[2]:m[3]]]; !ok {
				fetched[src[m[2]:m[3]]] = m[0]
			}
		}
	}
	for _, m := range evalStarts.FindAllStringSubmatchIndex(src, lower, maxFetchAssigns) {
		rest := src[m[1]:]
		if i := strings.IndexByte(rest, '\n'); i >= 0 {
			rest = rest[:i]
		}
		rest = rest[:min(len(rest), maxFetchLine)]
		at := -1
		if f := otherFetch().FindStringIndex(rest); f != nil && f[0] < 8 {
			at = m[0] // eval(URI.open(u).read)
		} else if n := identAt(strings.TrimLeft(rest, "$@")); n != "" {
			if off, ok := fetched[n]; ok {
				at = off
			}
		}
		if at < 0 {
			continue
		}
		what := strings.TrimSpace(src[m[0]:m[1]])
		code := value.Value{S: value.UnknownPart, DL: true, Src: value.SrcAt(fetchURL(flow.LineText(src, at)), lineOf(at))}
		u.RunCode(lineOf(m[0]), strings.TrimRight(what, "( "), code, "", flow.LineText(src, m[0]))
		return
	}
}

// identAt is the identifier s starts with ("" if none).
func identAt(s string) string {
	i := 0
	for i < len(s) && (s[i] == '_' || s[i] >= 'a' && s[i] <= 'z' || s[i] >= 'A' && s[i] <= 'Z' || i > 0 && s[i] >= '0' && s[i] <= '9') {
		i++
	}
	return s[:i]
}

// otherPropPat reads a setting by name from a properties file or the
// build's properties (the JVM languages, Gradle's Kotlin and Groovy).
const otherPropPat = `\b(?:getProperty|findProperty|getPropertyOrNull)\(\s*"([\w.-]{1,128})"`

const urlInPat = `https?://[^\s"'()]+`

// fetchURL is the URL a fetching line names, or "a download".
func fetchURL(line string) string {
	if u := urlIn().FindString(line); u != "" {
		return u
	}
	return "a download"
}

// fetchStarts and evalStarts search a file where a match can start.
var fetchStarts, evalStarts = prefilter.Starts{Expr: otherFetchPat}, prefilter.Starts{Expr: otherEvalPat}

// fetchREs are the patterns of this file and otherProp's, compiled when
// first used (a zero sync.Once allocates nothing at start).
var fetchREs struct {
	once                           sync.Once
	fetch, assign, url, prop, rsrc *regexp.Regexp
}

func loadFetchREs() {
	fetchREs.once.Do(func() {
		fetchREs.fetch = fetchStarts.Regexp()
		fetchREs.assign = regexp.MustCompile(otherAssignPat)
		fetchREs.url = regexp.MustCompile(urlInPat)
		fetchREs.prop = regexp.MustCompile(otherPropPat)
		fetchREs.rsrc = regexp.MustCompile(rSourcePat)
	})
}

func otherFetch() *regexp.Regexp  { loadFetchREs(); return fetchREs.fetch }
func otherAssign() *regexp.Regexp { loadFetchREs(); return fetchREs.assign }
func urlIn() *regexp.Regexp       { loadFetchREs(); return fetchREs.url }
func otherProp() *regexp.Regexp   { loadFetchREs(); return fetchREs.prop }
func rSource() *regexp.Regexp     { loadFetchREs(); return fetchREs.rsrc }

// evalLiterals holds a piece of each evaluator otherEvalPat names
// (instance_eval, class_eval and module_eval hold "eval", loadstring
// "load"): a file without any cannot match it.
var evalLiterals = [...]string{"eval", "load", "assert", "dostring", "create_function"}

func mayEval(src string) bool {
	for _, l := range evalLiterals {
		if strings.Contains(src, l) {
			return true
		}
	}
	return false
}

// containsProperty is otherPropPat's byte test: every name it reads
// holds "Property".
func containsProperty(src string) bool { return strings.Contains(src, "Property") }
