package flow

import (
	"path"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/tables"
)

// optionInterpreters run the script named after them (and their options'
// flags are not a miner's).
var optionInterpreters = map[string]bool{"python": true, "python3": true, "node": true, "bash": true, "sh": true, "ruby": true, "perl": true, "deno": true, "bun": true}

// scriptExts are the extensions of scripts the analysis reads as code.
var scriptExts = map[string]bool{".py": true, ".js": true, ".mjs": true, ".cjs": true, ".ts": true, ".sh": true, ".rb": true, ".pl": true}

// shippedOptions reports a prose line (of the file at p) whose miner
// evidence is options alone (--coin xmr, --algo rx/0: no pool URL, no
// wallet address), all in one inline code span that is one simple
// command running a script the skill ships (an interpreter and the
// script's path, or ./path) whose own text names no miner: the options
// are that script's, and what it does is read from its code.
func (a *Skill) shippedOptions(p, line string) bool {
	i := strings.IndexByte(line, '`')
	if i < 0 {
		return false
	}
	j := strings.IndexByte(line[i+1:], '`')
	if j < 0 {
		return false
	}
	cmd, rest := line[i+1:i+1+j], line[:i]+line[i+2+j:]
	if strings.Contains(cmd, "://") || strings.ContainsAny(cmd, "|;&$<>()") || tables.MinerURL().MatchString(rest) || walletRun(line) {
		return false
	}
	f := strings.Fields(cmd)
	if len(f) < 2 {
		return false
	}
	script := f[0]
	if optionInterpreters[strings.TrimRight(f[0], "0123456789.")] {
		script = f[1]
	} else if !strings.HasPrefix(script, "./") {
		return false
	}
	if !scriptExts[strings.ToLower(path.Ext(script))] {
		return false
	}
	for _, c := range []string{path.Clean(script), path.Join(path.Dir(p), script)} {
		if in := a.Files[c]; in != nil {
			return !tables.MinerText(in.Text())
		}
	}
	return false
}

// walletRun reports a run of tables.WalletRun ASCII letters and digits
// in s: the shortest address a miner is given.
func walletRun(s string) bool {
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
			if n++; n >= tables.WalletRun {
				return true
			}
		} else {
			n = 0
		}
	}
	return false
}
