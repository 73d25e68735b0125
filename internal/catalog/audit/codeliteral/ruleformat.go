package codeliteral

import (
	"bytes"
	"path"
	"regexp"
	"strings"
	"sync"
)

// The formats of detection rule sets (moved from the audit package,
// which asks RuleFormat whether a file is one: issue 37, fp10).

// ruleFormatRegexps are the patterns of the rule formats, built once on
// first use. kqlRE, splRE: a query's piped operator (Kusto's where,
// project, summarize…; Splunk's search, stats, table…) or Splunk's
// index=.
type ruleFormatRegexps struct {
	snortRuleRE, sigmaRE, sigmaDet, semgrepRE, semgrepLang, kqlRE, splRE, yaraRuleRE *regexp.Regexp
}

var ruleFormatRE = sync.OnceValue(func() *ruleFormatRegexps {
	return &ruleFormatRegexps{
		snortRuleRE: regexp.MustCompile(`(?m)^\s*(?:alert|drop|reject|pass|log)\s+(?:tcp|udp|icmp|ip|http|dns|tls|smtp|ftp|ssh|any)\s`),
		sigmaRE:     regexp.MustCompile(`(?m)^logsource:\s*$`),
		sigmaDet:    regexp.MustCompile(`(?m)^detection:\s*$`),
		semgrepRE:   regexp.MustCompile(`(?m)^\s+(?:-\s+)?(?:pattern|patterns|pattern-either|pattern-regex|pattern-inside)\s*:`),
		semgrepLang: regexp.MustCompile(`(?m)^\s+languages\s*:`),
		kqlRE:       regexp.MustCompile(`(?m)^\s*\|\s*(?:where|project|extend|summarize|join|union|take|limit|sort|order|top|distinct|parse|mv-expand|render|count)\b`),
		splRE:       regexp.MustCompile(`(?m)^\s*(?:(?:index|sourcetype)\s*=|\|\s*(?:search|stats|table|where|rex|tstats|dedup|sort|fields)\b)`),
		yaraRuleRE:  regexp.MustCompile(`(?m)^\s*(?:(?:private|global)\s+)*rule\s+\w+(?:\s*:\s*[\w ]+)?\s*\{?\s*$`),
	}
})

// RuleFormat reports a file whose format is that of a detection rule set.
func RuleFormat(p string, d []byte) bool {
	ext := strings.ToLower(path.Ext(p))
	base := strings.ToLower(path.Base(p))
	switch ext {
	case ".yar", ".yara":
		return ruleFormatRE().yaraRuleRE.Match(d)
	case ".ql", ".qll":
		return bytes.Contains(d, []byte("import ")) && (bytes.Contains(d, []byte("select")) || bytes.Contains(d, []byte("predicate")) || bytes.Contains(d, []byte("class ")))
	case ".rules":
		return ruleFormatRE().snortRuleRE.Match(d)
	case ".kql", ".kusto", ".csl":
		return ruleFormatRE().kqlRE.Match(d)
	case ".spl":
		return ruleFormatRE().splRE.Match(d)
	case ".yml", ".yaml":
		if ruleFormatRE().sigmaRE.Match(d) && ruleFormatRE().sigmaDet.Match(d) {
			return true
		}
		return bytes.HasPrefix(bytes.TrimSpace(d), []byte("rules:")) && ruleFormatRE().semgrepRE.Match(d) && ruleFormatRE().semgrepLang.Match(d)
	case ".txt", ".csv", ".tsv":
		return (strings.HasPrefix(base, "ioc") || strings.Contains(base, "-ioc") || strings.Contains(base, "_ioc")) && iocList(d)
	}
	return false
}

// iocList reports a list of indicators: most non-comment lines one token
// (a hash, an address, a domain, a URL) or a few comma- or tab-separated
// fields, no line a shell command.
func iocList(d []byte) bool {
	lines, ok := 0, 0
	for _, l := range bytes.Split(d, []byte("\n")) {
		l = bytes.TrimSpace(l)
		if len(l) == 0 || l[0] == '#' {
			continue
		}
		lines++
		if len(bytes.Fields(l)) <= 3 || bytes.Count(l, []byte(",")) >= 1 && bytes.Count(l, []byte(" ")) <= 4 {
			ok++
		}
	}
	return lines > 0 && ok*10 >= lines*9
}
