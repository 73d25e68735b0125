package shellcmd

import (
	"regexp"
	"strings"
	"sync"
)

// fwRegexps are the regular expressions of this file, built once on first use.
type fwRegexps struct {
	// fwFlushRE is iptables flushing the filter table's chain (or all).
	fwFlushRE *regexp.Regexp
	// fwPolicyRE is a chain's default policy.
	fwPolicyRE *regexp.Regexp
	// fwAcceptRE is a rule appended or inserted that accepts.
	fwAcceptRE *regexp.Regexp
	// fwNarrowRE is what narrows an accepting rule to some traffic: the
	// loopback, replies, a set of addresses, an address, a port.
	fwNarrowRE *regexp.Regexp
	fwAnyRE    *regexp.Regexp
}

var fwRE = sync.OnceValue(func() *fwRegexps {
	return &fwRegexps{
		fwFlushRE:  regexp.MustCompile(`^\s*(?:sudo\s+)?ip6?tables\s+(?:-t\s+filter\s+)?(?:-F|--flush)(?:\s+(INPUT|OUTPUT|FORWARD))?\s*$`),
		fwPolicyRE: regexp.MustCompile(`^\s*(?:sudo\s+)?ip6?tables\s+(?:-t\s+filter\s+)?(?:-P|--policy)\s+(INPUT|OUTPUT|FORWARD)\s+(\w+)`),
		fwAcceptRE: regexp.MustCompile(`^\s*(?:sudo\s+)?ip6?tables\s+(?:-t\s+filter\s+)?(?:-A|-I|--append|--insert)\s+(INPUT|OUTPUT|FORWARD)\b(.*)\s-j\s+ACCEPT\b`),
		fwNarrowRE: regexp.MustCompile(`(?:-[io]\s+lo\b|--(?:ct)?state\s+\S*ESTABLISHED|--match-set\s+\S+|\s-[ds]\s+[0-9a-fA-F.:]+(?:/(?:[1-9][0-9]?))?(?:\s|$)|--dports?\s+\d+)`),
		fwAnyRE:    regexp.MustCompile(`\s-[ds]\s+(?:0\.0\.0\.0/0|::/0|0/0)\b`),
	}
})

// FirewallRebuilt reports an iptables flush (line) in a script (data)
// that rebuilds the chain default-deny: after the flush, the script sets
// the flushed chain's policy to DROP or REJECT (every built-in chain's,
// for a flush of all), never back to ACCEPT, flushes nothing again, and
// every rule it accepts with on such a chain is narrowed (the loopback,
// replies, a set or one address, a port), never any destination. A
// container's egress firewall starts this way; a flush that opens the
// machine does not end in a deny. Linear in the script.
func FirewallRebuilt(line string, data []byte) bool {
	m := fwRE().fwFlushRE.FindStringSubmatch(line)
	if m == nil {
		return false
	}
	chains := []string{m[1]}
	if m[1] == "" {
		chains = []string{"INPUT", "OUTPUT", "FORWARD"}
	}
	after := false
	deny := map[string]bool{}
	for l := range strings.Lines(string(data)) {
		l = strings.TrimSpace(l)
		if !after {
			after = l == strings.TrimSpace(line)
			continue
		}
		if fwRE().fwFlushRE.MatchString(l) {
			return false
		}
		if p := fwRE().fwPolicyRE.FindStringSubmatch(l); p != nil {
			deny[p[1]] = p[2] == "DROP" || p[2] == "REJECT"
		}
		if a := fwRE().fwAcceptRE.FindStringSubmatch(l); a != nil && (!fwRE().fwNarrowRE.MatchString(a[2]+" ") || fwRE().fwAnyRE.MatchString(a[2]+" ")) {
			return false
		}
	}
	for _, c := range chains {
		if !deny[c] {
			return false
		}
	}
	return after
}
