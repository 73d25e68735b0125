package installed

import (
	"regexp"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
	"github.com/skillpin/skillpin/internal/catalog/audit/shellcmd"
)

var listerREs struct{ lister, changes, open, openRead, run, runRead, importRun, literal lazyre.RE }

// listerRE: a call that lists a directory's entries or a wildcard
// pattern's matches in Python: glob.glob, glob.iglob, a Path's glob,
// rglob or iterdir, os.listdir, os.scandir.
func listerRE() *regexp.Regexp {
	return listerREs.lister.Get(`\b(?:glob\.i?glob|os\.listdir|os\.scandir)\s*\(|\.(?:r?glob|iterdir)\s*\(`)
}

// changesRE: a Python primitive that changes a file, runs code or a
// process, or reaches objects by name, whatever its arguments: an
// attribute of that name (called or not: os.system, Path.write_text,
// a method's open), a call of it, a name imported from a module (a
// str.replace is counted too: it is not told from a Path's); a module of
// such primitives named anywhere.
func changesRE() *regexp.Regexp {
	const words = `write\w*|rename\w*|replace|symlink\w*|hardlink_to|link|unlink|remove\w*|rmtree|rmdir|chmod|chown|mkdir|makedirs|touch|dump|copy\w*|move|truncate|exec\w*|eval|__import__|import_module|system|popen\w*|Popen|spawn\w*|posix_spawn\w*|create_subprocess\w*|startfile|fork|fdopen|mkstemp|setattr|getattr|globals|vars`
	return listerREs.changes.Get(`\.(?:open|` + words + `)\b|(?:^|[^.\w])(?:` + words + `)\s*\(|(?m)^[ \t]*from[ \t]+[\w.]+[ \t]+import\b[^\n]*\b(?:open|` + words + `)\b|\b(?:shutil|pickle|marshal|shelve|dill|ctypes|cffi|importlib|tempfile|socket|pty|__builtins__|builtins|runpy|code)\b`)
}

// openRE, openReadRE: every call of the built-in open, and those that
// only read (a path and then nothing, a literal mode of r, b and t, or
// the errors, encoding or newline keywords).
func openRE() *regexp.Regexp { return listerREs.open.Get(`(?:^|[^.\w])open\s*\(`) }
func openReadRE() *regexp.Regexp {
	return listerREs.openRead.Get(`(?:^|[^.\w])open\s*\([^,()]*(?:\([^()]*\)[^,()]*)*(?:\)|,\s*(?:mode\s*=\s*)?["'][rbt]{1,3}["']\s*[,)]|,\s*(?:errors|encoding|newline)\s*=)`)
}

// runRE, runReadRE: every use of subprocess, and the calls whose
// command is a list of string literals.
func runRE() *regexp.Regexp { return listerREs.run.Get(`\bsubprocess\b`) }
func runReadRE() *regexp.Regexp {
	return listerREs.runRead.Get(`\bsubprocess\.(?:run|call|check_call|check_output)\s*\(\s*\[([^\[\]]*)\]`)
}
func importRunRE() *regexp.Regexp {
	return listerREs.importRun.Get(`(?m)^[ \t]*import[ \t]+subprocess[ \t]*(?:#.*)?$`)
}
func literalRE() *regexp.Regexp {
	return listerREs.literal.Get(`^\s*(?:"([^"\\]*)"|'([^'\\]*)')\s*(?:,|$)`)
}

// maxListerRuns bounds the subprocess calls ListsOnly parses, and
// maxListerBytes the scripts it reads (a longer one is not judged).
const (
	maxListerRuns  = 16
	maxListerBytes = 256 << 10
)

// ListsOnly reports a line of a Python script (p, by its extension) that
// hands a wildcard pattern to a lister (glob.glob, os.listdir, a Path's
// glob…), in a script that can change no file: it calls no primitive that
// writes, moves, deletes, runs code or a process (listed whatever its
// arguments), opens files only to read them, and runs only commands given
// as lists of string literals that, parsed as shell, only read (crontab
// -l, systemctl list-timers). Such a script lists scheduled tasks; it
// cannot install one.
func ListsOnly(p, line string, data []byte) bool {
	if !strings.HasSuffix(p, ".py") || len(data) > maxListerBytes || !strings.Contains(line, "*") || !listerRE().MatchString(line) {
		return false
	}
	code := string(data)
	if changesRE().MatchString(code) {
		return false
	}
	if len(openRE().FindAllStringIndex(code, -1)) != len(openReadRE().FindAllStringIndex(code, -1)) {
		return false
	}
	// subprocess is named only by its plain import and the calls read.
	runs := runReadRE().FindAllStringSubmatch(code, maxListerRuns+1)
	imports := len(importRunRE().FindAllStringIndex(code, 2))
	if len(runs) > maxListerRuns || imports > 1 || len(runRE().FindAllStringIndex(code, -1)) != imports+len(runs) {
		return false
	}
	for _, r := range runs {
		argv, ok := literalList(r[1])
		if !ok || !shellcmd.ReadOnly(strings.Join(argv, " ")) {
			return false
		}
	}
	return true
}

// literalList reads the items of a list of string literals (no
// expression, no escape); false for anything else.
func literalList(s string) ([]string, bool) {
	var out []string
	for strings.TrimSpace(s) != "" {
		m := literalRE().FindStringSubmatchIndex(s)
		if m == nil {
			return nil, false
		}
		w := ""
		if m[2] >= 0 {
			w = s[m[2]:m[3]]
		} else {
			w = s[m[4]:m[5]]
		}
		if strings.ContainsAny(w, " \t$`;&|<>*?") || w == "" {
			return nil, false
		}
		out = append(out, w)
		s = s[m[1]:]
	}
	return out, len(out) > 0
}
