package flow

import (
	"regexp"
	"strings"
	"sync"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/tables"
)

// A wiper is a function that lists the directory it is given, calls
// itself on the entries and overwrites or deletes each file, called on
// the home directory or the root (node-ipc's protestware, wipers hidden
// in a self-test): every file of the user's goes. The same walk of a
// directory below home (a cache, node_modules) is cleanup, and one that
// only reads is a size count.

// maxWiperFuncs bounds the functions of one file examined; maxBody the
// bytes of one body.
const (
	maxWiperFuncs = 64
	maxBody       = 32 << 10
)

// wiperRE holds the patterns and word sets, made on first use (a
// sync.Once allocates nothing at start).
var wiperRE struct {
	once                 sync.Once
	def, home            *regexp.Regexp
	homeW, list, destroy *tables.WordSet
}

func wiperREs() (*regexp.Regexp, *regexp.Regexp) {
	wiperRE.once.Do(func() {
		wiperRE.def = regexp.MustCompile(`(?m)\bfunction\s+([A-Za-z_$][\w$]*)\s*\(\s*([A-Za-z_$][\w$]*)|\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s+)?\(?\s*([A-Za-z_$][\w$]*)\s*\)?\s*=>|^([ \t]*)def\s+([A-Za-z_]\w*)\s*\(\s*([A-Za-z_]\w*)`)
		wiperRE.home = regexp.MustCompile(`^\s*(?:os\.homedir\(\)|process\.env\.(?:HOME|USERPROFILE)|process\.env\[["'](?:HOME|USERPROFILE)["']\]|(?:pathlib\.)?Path\.home\(\)|os\.path\.expanduser\(\s*["']~/?["']\s*\)|os\.environ\[["']HOME["']\]|os\.getenv\(\s*["']HOME["']\s*\)|os\.environ\.get\(\s*["']HOME["']\s*\)|["'](?:~|/|~/)["'])\s*(?:\)|\|\||\?\?|,|or\b)`)
		wiperRE.homeW, wiperRE.list, wiperRE.destroy = tables.NewWordSet(wiperHome), tables.NewWordSet(wiperList), tables.NewWordSet(wiperDestroy)
	})
	return wiperRE.def, wiperRE.home
}

var (
	wiperHome    = []string{"homedir", "HOME", "home()", "expanduser", "USERPROFILE", "'~", "\"~", "'/'", "\"/\""}
	wiperList    = []string{"readdirSync", "readdir(", "opendirSync", "listdir(", "scandir(", "iterdir(", "os.walk(", "glob("}
	wiperDestroy = []string{"writeFileSync", "appendFileSync", "unlinkSync", "unlink(", "rmSync", "rmdirSync", "truncateSync", "write_bytes", "write_text", "os.remove(", "shutil.rmtree(", "truncate("}
)

// wipers reports the wipers of file p (JavaScript or Python) at the line
// that calls one on the home directory.
func (a *Skill) wipers(p, src string) {
	// The home directory, a listing and a write or delete, each in one
	// pass (most files lack one of them).
	defRE, homeRE := wiperREs()
	if !wiperRE.homeW.In(src) || !wiperRE.list.In(src) || !wiperRE.destroy.In(src) {
		return
	}
	seen := map[string]bool{} // names whose calls were scanned: once each
	for _, m := range defRE.FindAllStringSubmatchIndex(src, maxWiperFuncs) {
		if wiperHook != nil {
			wiperHook()
		}
		var name, body string
		switch {
		case m[2] >= 0:
			name, body = src[m[2]:m[3]], braceBody(src, m[1])
		case m[6] >= 0:
			name, body = src[m[6]:m[7]], braceBody(src, m[1])
		default:
			name, body = src[m[12]:m[13]], indentBody(src, m[1], m[11]-m[10])
		}
		if seen[name] || body == "" || !wiperRE.list.In(body) || !wiperRE.destroy.In(body) || !strings.Contains(body, name+"(") {
			continue
		}
		seen[name] = true
		if wiperCallsHook != nil {
			wiperCallsHook()
		}
		// Called on the home directory (anywhere in the file: a call in
		// its own body on the home directory is one too).
		call := name + "("
		for off := 0; off < len(src); {
			k := strings.Index(src[off:], call)
			if k < 0 {
				break
			}
			at := off + k
			off = at + len(call)
			if at > 0 && (wordByte(src[at-1]) || src[at-1] == '$' || src[at-1] == '.') {
				continue
			}
			if homeRE.MatchString(src[off:min(len(src), off+120)]) {
				u := &Unit{Skill: a, Path: p}
				u.Hit(Hit{Kind: Wiper, Line: strings.Count(src[:at], "\n") + 1, Level: 2, Source: name + ", which overwrites or deletes every file below the directory it is given", Sink: "the home directory", Text: LineText(src, at)})
				return
			}
		}
	}
}

// wiperHook and wiperCallsHook, when set (by a test), are called for
// each function examined and for each name whose calls are scanned.
var wiperHook, wiperCallsHook func()

// braceBody is the text between the first { at or after from and its
// matching }, "" past maxBody bytes (braces in strings are counted too:
// good enough for a body's extent).
func braceBody(src string, from int) string {
	i := strings.IndexByte(src[from:min(len(src), from+256)], '{')
	if i < 0 {
		return ""
	}
	start := from + i
	d := 0
	for j := start; j < len(src) && j < start+maxBody; j++ {
		switch src[j] {
		case '{':
			d++
		case '}':
			d--
			if d == 0 {
				return src[start : j+1]
			}
		}
	}
	return ""
}

// indentBody is a Python function's body after its heading ending at
// from: the lines indented deeper than the def's indent, at most
// maxBody bytes.
func indentBody(src string, from, indent int) string {
	nl := strings.IndexByte(src[from:], '\n')
	if nl < 0 {
		return ""
	}
	start := from + nl + 1
	end := start
	for end < len(src) && end-start < maxBody {
		e := strings.IndexByte(src[end:], '\n')
		if e < 0 {
			e = len(src) - end
		}
		line := src[end : end+e]
		if t := strings.TrimLeft(line, " \t"); t != "" && len(line)-len(t) <= indent {
			break
		}
		end += e + 1
	}
	return src[start:min(end, len(src))]
}
