package audit

import (
	"bytes"
	"path"
	"regexp"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/codeliteral"
	"github.com/skillpin/skillpin/internal/catalog/audit/prefilter"
	"github.com/skillpin/skillpin/internal/catalog/audit/shellcmd"
	"github.com/skillpin/skillpin/internal/catalog/audit/sniff"
)

// Context from structure: whether text is an example or something the
// agent acts on is read from where it is — a fenced block of a document
// no instruction tells the agent to run, a detection rule file by its
// format — never from what the skill says about itself (its name,
// description or comments are its author's words).

// follows reports whether p is a file an instruction of the skill tells
// the agent to run or follow, or a script runs (followed.go says what
// counts as such an instruction).
func (sc *skillContext) follows(p string) bool {
	if sc.followed == nil {
		sc.followed = map[string]bool{}
	}
	f, ok := sc.followed[p]
	if !ok {
		// Asked only for the documents a rule matched in, each once:
		// one pass over the other files per document.
		for _, fc := range sc.files {
			if fc.path != p && instructsToRun(fc, p) {
				f = true
				break
			}
		}
		sc.followed[p] = f
	}
	return f
}

// rulesFile reports a detection rule file, by its format: YARA (.yar,
// .yara), Sigma (YAML with logsource and detection), Semgrep (YAML rules
// with patterns and languages), CodeQL (.ql, .qll), Snort and Suricata
// (.rules of alert/drop lines), hunting queries of a log store (Kusto
// .kql, Splunk .spl: a query language that reads logs and runs nothing),
// indicator-of-compromise lists — unless a
// script or an instruction of the skill runs it as code.
func (sc *skillContext) rulesFile(fc *fileContext) bool {
	if fc.rules == 0 {
		fc.rules = 1
		if (codeliteral.RuleFormat(fc.path, fc.data) || sc.patternFile(fc) || shellcmd.SemgrepTest(sc.taskFiles(), fc.path)) && !sc.runsAsCode(fc.path) {
			fc.rules = 2
		}
	}
	return fc.rules == 2
}

// patternFile reports a .txt the agent is not told to follow that only
// scripts of the skill read, with no network: regular expressions, one a
// line (codeliteral.PatternList), each reader compiling patterns and
// acting on nothing else (CompilesPatterns) — a detector's pattern list —
// or any text only scripts read that decode and print (shellcmd.Sample):
// a sample a static analyser reads, matched or decoded, never run.
func (sc *skillContext) patternFile(fc *fileContext) bool {
	if path.Ext(fc.path) != ".txt" || sc.follows(fc.path) {
		return false
	}
	if !codeliteral.PatternList(fc.data) {
		return shellcmd.Sample(sc.taskFiles(), fc.path, codeliteral.Inspects) && !sc.hasEgress()
	}
	n := 0
	for _, o := range sc.files {
		if o == fc || o.markdown || !bytes.Contains(o.data, []byte(path.Base(fc.path))) {
			continue
		}
		if !codeliteral.CompilesPatterns(o.data) || o.hasEgress() {
			return false
		}
		n++
	}
	return n > 0
}

// runsAsCode reports a line of another file of the skill that runs p
// with an interpreter (a scanner reading it as rules does not).
//
// The pattern runs only on files holding a piece of the name (FoldNeedle):
// it was run on every file for every file asked about, and an archive's
// members are each asked about.
func (sc *skillContext) runsAsCode(p string) bool {
	var re *prefilter.Starts
	needle := []byte(sniff.FoldNeedle(path.Base(p)))
	for _, fc := range sc.files {
		if fc.path == p {
			continue
		}
		if fc.lowered == nil {
			fc.lowered = sniff.LowerASCII(fc.data)
		}
		if !bytes.Contains(fc.lowered, needle) {
			continue
		}
		if re == nil {
			re = &prefilter.Starts{Expr: `(?i)\b(?:bash|sh|zsh|dash|python[0-9.]*|node|perl|ruby|source|exec|pwsh|powershell|chmod\s+\+?x)\s+(?:-\S+\s+)*["']?[^\s"']*` + regexp.QuoteMeta(path.Base(p))}
		}
		if re.FindStringIndex(string(fc.data), string(fc.lowered)) != nil {
			return true
		}
	}
	return false
}

// unreferenced reports a document or data file (Markdown, text, JSON,
// YAML, CSV, XML) that no other file of the skill names — by its path,
// its base name or a directory holding it — and that no harness or tool
// loads by its name: neither the agent (SKILL.md does not point to it)
// nor a script reads it, so what it says is not acted on. Scripts,
// SKILL.md, dot-files and files in dot-directories (harness settings),
// and files tools load by name are never unreferenced.
func (sc *skillContext) unreferenced(fc *fileContext) bool {
	if fc.unref == 0 {
		fc.unref = 1
		if sniff.Passive(fc.path) && !sc.named(fc.path) {
			fc.unref = 2
		}
	}
	return fc.unref == 2
}

// named reports whether a file of the skill other than p names p, its
// base name (when distinctive) or a directory holding it.
func (sc *skillContext) named(p string) bool { return sc.namedBy(p, nil) }

// dataText reports a JSON or YAML data document (sniff.DataDoc) that
// only Markdown documents and inert code name, and none tells the agent
// to run or follow: the agent reads it as text, and a script that loads
// it runs and sends nothing (fpc10; det16: a knowledge base's answers
// mentioning ~/.npmrc are not a read of it).
func (sc *skillContext) dataText(fc *fileContext) bool {
	if fc.dataText == 0 {
		fc.dataText = 1
		if sniff.DataDoc(fc.path) && !sc.follows(fc.path) && !sc.namedBy(fc.path, func(o *fileContext) bool { return !o.markdown && !inertCode(o) }) {
			fc.dataText = 2
		}
	}
	return fc.dataText == 2
}

// namedBy is named by the files only accepts (nil: any).
func (sc *skillContext) namedBy(p string, only func(*fileContext) bool) bool {
	needles := [][]byte{[]byte(p)}
	if base := path.Base(p); base != p && len(base) >= 6 && !genericName[strings.ToLower(base)] {
		needles = append(needles, []byte(base))
	}
	for d := path.Dir(p); d != "." && d != "/"; d = path.Dir(d) {
		needles = append(needles, []byte(d+"/"), []byte(d+"`"), []byte(d+" "), []byte(d+")"))
	}
	for _, fc := range sc.files {
		if fc.path == p || only != nil && !only(fc) {
			continue
		}
		for _, n := range needles {
			if bytes.Contains(fc.data, n) {
				return true
			}
		}
	}
	return false
}

// genericName are base names too common for a mention to mean one file.
var genericName = map[string]bool{"readme.md": true, "index.md": true, "config.json": true, "config.yaml": true, "config.yml": true, "data.json": true}

// inertCode reports a Python or JavaScript file that uses no primitive
// that acts (codeliteral.Acts: runs nothing, writes, moves or deletes no
// file) and sends nothing: what it loads stays data. Shell always runs
// programs, so never inert.
func inertCode(fc *fileContext) bool {
	switch strings.ToLower(path.Ext(fc.path)) {
	case ".py", ".js", ".mjs", ".cjs", ".ts":
		return !codeliteral.Acts(fc.data) && !fc.hasEgress()
	}
	return false
}
