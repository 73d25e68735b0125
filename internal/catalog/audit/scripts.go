package audit

import (
	"bytes"
	"strings"
	"sync"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/catalog/audit/hosts"
	"github.com/skillpin/skillpin/internal/catalog/audit/script"
	"github.com/skillpin/skillpin/internal/catalog/contentscan"
	"github.com/skillpin/skillpin/internal/ui/safetext"
)

// The codes of the script analysis that no rule has.
const (
	// SecretFlow: a secret read in one place reaches a network sink
	// (HTTP, socket, DNS, mail, git push, clipboard) in another.
	SecretFlow = "SECRET_FLOW"
	// CryptoMiner: a miner program, pool URL or miner flag.
	CryptoMiner = "CRYPTO_MINER"
	// SecretHarvest: several secrets gathered and serialised into one value.
	SecretHarvest = "SECRET_HARVEST"
	// DecodedDestination: a URL or host that only decoding reveals.
	DecodedDestination = "DECODED_DESTINATION"
	// ExecExternal: exec/eval of code read from a file outside the skill.
	ExecExternal = "EXEC_EXTERNAL_CODE"
	// StagedPayload: data received from the network, decoded into a
	// hidden file.
	StagedPayload = "STAGED_PAYLOAD"
	// ClipboardHijack: a program that reads and overwrites the
	// clipboard and holds a wallet address (a clipper).
	ClipboardHijack = "CLIPBOARD_HIJACK"
	// AddressSwap: instructions to put a wallet address the skill
	// carries in place of the one the user gives.
	AddressSwap = "WALLET_ADDRESS_SWAP"
)

// scriptCodes maps what the analysis finds to codes: the rules' where the meaning is the same (built when first used).
var scriptCodes = sync.OnceValue(func() map[script.Kind]struct{ code, title, check string } {
	return map[script.Kind]struct{ code, title, check string }{
		script.ReverseShell:  {code: "REVERSE_SHELL"},
		script.DecodeToShell: {code: "DECODE_TO_SHELL"},
		script.DecodeAndExec: {code: "DECODE_AND_EXEC"},
		script.EnvExfil:      {code: "ENV_EXFIL"},
		script.DownloadRun:   {code: "DOWNLOAD_AND_RUN"},
		script.RemoteExec:    {code: "REMOTE_SCRIPT_EXEC"},
		script.SecretFlow: {code: SecretFlow, title: "a secret is sent out of the machine",
			check: "Follow the value from where it is read to where it goes: a secret in the data of a request, a DNS name, a mail, a git push or the clipboard is leaving the machine. A tool's own token sent to its own API in an authentication header is not reported."},
		script.Harvest: {code: SecretHarvest, title: "secrets gathered into one payload",
			check: "Several secrets (or a credential file) are collected into one value and serialised or encoded: a payload being prepared. A program uses each key where it needs it; packing them together is how stealers send them."},
		script.HiddenDest: {code: DecodedDestination, title: "a network destination hidden by encoding",
			check: "Decode the value yourself: an address that only appears after base64, hex or another decoding is hidden from the reviewer on purpose. Where does it go, and what is sent?"},
		script.ExternalExec: {code: ExecExternal, title: "code read from outside the skill is run",
			check: "The code that runs is read at run time from a file the skill does not ship (a temporary or hidden file): nobody reviewed it. Who writes that file, and why is its code not part of the skill?"},
		script.StagedPayload: {code: StagedPayload, title: "a payload from the network is decoded into a hidden file",
			check: "What does the download or the connection deliver, and why is it decoded into a dot file or /dev/shm? A dropper stages its payload so; something will run it later."},
		script.ClipboardSwap: {code: ClipboardHijack, title: "the clipboard is swapped for a wallet address",
			check: "The program reads the clipboard, writes it, and carries a wallet address of its own: a clipper puts its address where the user pasted theirs, and the next payment goes to it. Is that address the user's, and why does the skill write it over what was copied?"},
		script.AddressSwap: {code: AddressSwap, title: "a wallet address of the skill's own put in place of the user's",
			check: "The instructions tell the agent to write or send to an address the skill carries instead of the one the user gives: the user's payments go to whoever wrote the skill. Whose address is it?"},
		script.KeyImplant:    {code: "SSH_KEY_IMPLANT"},
		script.AgentSettings: {code: "AGENT_SETTINGS_WRITE"},
		script.Wiper:         {code: "DESTRUCTIVE_DELETE"},
		script.Lookalike:     {code: "PACKAGE_TYPOSQUAT"},
		script.PackageSource: {code: "PACKAGE_SOURCE_HIJACK", title: "a package manager's installs are moved to the skill's host",
			check: "Whose host is it? A registry, index or mirror the skill carries, with TLS, checksums or lock hashes off, credentials sent, or written into the user's configuration, decides the code of every later install; a company registry is named by the user or bound to its scope."},
		script.Miner: {code: CryptoMiner, title: "a crypto miner",
			check: "Mining pools, miner programs (xmrig…) and their flags have no place in a skill: it spends the user's machine for someone else. Treat as malicious."},
	}
})

var levels = [...]Severity{Low, Medium, High, Critical}

// ruleByCode is the built-in rule of each code (its title, check and
// pattern).
var ruleByCode = sync.OnceValue(func() map[string]*Rule {
	m := map[string]*Rule{}
	for _, r := range Builtin() {
		if _, ok := m[r.Code]; !ok {
			m[r.Code] = r
		}
	}
	return m
})

// scriptFindings reads the scripts of a skill as programs: shell, Python,
// JavaScript/TypeScript, PowerShell and Go, in script files and in the
// code blocks of its Markdown (package script).
func scriptFindings(files []File) []Finding {
	in := make([]script.Input, 0, len(files))
	for _, f := range files {
		if f.Data == nil {
			continue
		}
		in = append(in, script.Input{Path: f.Path, Data: f.Data, Exec: f.Exec})
	}
	hits, skips := script.Analyze(in)
	var out []Finding
	byPath := map[string][]byte{}
	for _, f := range files {
		byPath[f.Path] = f.Data
	}
	// movesRepo: the hit's line, or its file (read once), sets a variable
	// that moves an installer's repository (hosts.MovesRepository, fix15).
	moved, movers := map[string]bool{}, (*hosts.Movers)(nil)
	movesRepo := func(p string, line int) bool {
		m, ok := moved[p]
		if !ok {
			// or sources a file of the skill that does (fix16, fix16fix).
			m = hosts.MovesRepository(string(byPath[p])) || hosts.SourcedMove(&movers, string(byPath[p]), p, len(files), func(i int) (string, string) { return files[i].Path, string(files[i].Data) })
			moved[p] = m
		}
		return m || hosts.MovesRepository(lineOf(byPath[p], line))
	}
	for _, h := range hits {
		c := scriptCodes()[h.Kind]
		title, check := c.title, c.check
		r := ruleByCode()[c.code]
		if r != nil {
			title, check = r.Title, r.Check
			// A line the rule itself matches is the rule's finding (with
			// its context); the analysis adds what the rule cannot see.
			if !h.Decoded && ruleMatches(r, byPath[h.Path], h.Line) {
				continue
			}
		}
		ctx := []string{"parsed"}
		if h.Decoded {
			ctx = append(ctx, "decoded")
		}
		if h.Resembles {
			ctx = append(ctx, "resembles_service")
		}
		sev := levels[h.Level]
		if h.Kind == script.DownloadRun || h.Kind == script.RemoteExec {
			for _, u := range hosts.URLs(h.Source) {
				switch {
				case hosts.Risky(u) || u.Scheme == "http" && (!hosts.Local(u.Host) || u.Alt != "" && !hosts.Local(u.Alt)):
					sev, ctx = Critical, append(ctx, "risky_host")
				case hosts.Known(u) && !movesRepo(h.Path, h.Line):
					sev, ctx = Medium, append(ctx, "known_host")
				case contentscan.Markdown(h.Path) && u.Scheme == "https" && !h.Decoded && !script.ProxyExec(h.Sink):
					// A documented setup step fetching from a named host
					// (not one that only decoding shows).
					sev, ctx = Medium, append(ctx, "markdown")
				}
				break
			}
		}
		// A shell handed, or a script fetched from, an address nothing
		// outside the user's network can answer on (the rules' private_host).
		if sev > Medium && (h.Kind == script.ReverseShell || h.Kind == script.DownloadRun || h.Kind == script.RemoteExec) &&
			hosts.PrivateDestinations(h.Source+" "+h.Text+" "+lineOf(byPath[h.Path], h.Line)) {
			sev, ctx = Medium, append(ctx, "private_host")
		}
		// A code block of a Markdown document other than SKILL.md is
		// reference material (a security skill's catalogue of attacks, a
		// setup guide): low, shown for review. The rules still judge each
		// line of it in their own context.
		if sev > Low && contentscan.Markdown(h.Path) && h.Path != catalog.SkillFile {
			sev, ctx = Low, append(ctx, "reference_doc")
		}
		out = append(out, Finding{Code: c.code, Severity: sev, File: h.Path, Line: h.Line,
			Match: safetext.Show(safetext.Clip(matchText(h), maxExcerpt)), Title: title, Check: check, Context: ctx})
	}
	for _, s := range skips {
		out = append(out, notAudited(s.Path, s.Why))
	}
	return out
}

// matchText shows where the value came from and where it went.
func matchText(h script.Hit) string {
	var b strings.Builder
	if h.Source != "" {
		b.WriteString(h.Source)
		b.WriteString(" → ")
	}
	if h.Sink != "" {
		b.WriteString(h.Sink)
	}
	if h.Text != "" {
		if b.Len() > 0 {
			b.WriteString(": ")
		}
		b.WriteString(strings.TrimSpace(h.Text))
	}
	return b.String()
}

// ruleMatches reports whether rule r finds its match on line n of data
// (a keyword of the rule on the line or the lines beside it, the
// pattern on the line, not excluded by its unless pattern).
func ruleMatches(r *Rule, data []byte, n int) bool {
	if r.re == nil {
		return false
	}
	l := lineOf(data, n)
	if !r.re.MatchString(l) || r.unless != nil && r.unless.MatchString(l) {
		return false
	}
	if len(r.Keywords) == 0 {
		return true
	}
	win := strings.ToLower(lineOf(data, n-1) + "\n" + l + "\n" + lineOf(data, n+1))
	for _, k := range r.Keywords {
		if strings.Contains(win, k) {
			return true
		}
	}
	return false
}

// lineOf is line n (1-based) of data.
func lineOf(data []byte, n int) string {
	if n < 1 {
		return ""
	}
	for i := 1; i < n; i++ {
		j := bytes.IndexByte(data, '\n')
		if j < 0 {
			return ""
		}
		data = data[j+1:]
	}
	if j := bytes.IndexByte(data, '\n'); j >= 0 {
		data = data[:j]
	}
	return string(data)
}
