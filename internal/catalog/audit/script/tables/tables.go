// Package tables is what the script analysis knows by name: secret-like
// variable names, services and their hosts, credential paths, miners,
// the languages of paths, shebangs and fences, wallet addresses, and a
// one-pass search for many words (WordSet).
package tables

import (
	"golang.org/x/net/publicsuffix"
	"net/netip"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/value"
)

// secretName reports an environment variable whose name says it holds a
// secret.
var secretNameRE = LazyRegexp(`(?i)(?:key|token|secret|passw|passwd|pwd|credential|cred|auth|session|cookie|private|signature|database_url|db_url|dsn|conn(?:ection)?_str|webhook|(?:^|[_-])(?:pat|jwt|pass|passphrase|mnemonic)(?:[_-]|$))`)

var notSecretNames = map[string]bool{"PWD": true, "OLDPWD": true, "KEYBOARD": true, "SSH_AUTH_SOCK": true, "GPG_TTY": true, "XAUTHORITY": true,
	"AUTHOR": true, "GIT_AUTHOR_NAME": true, "GIT_AUTHOR_EMAIL": true, "TOKENIZERS_PARALLELISM": true, "KEYS": true, "KEY": false}

// notSecretSuffix: names of identifiers, places and settings, not secrets
// (SESSION_ID, TOKEN_URL, KEY_PATH).
var notSecretSuffix = LazyRegexp(`(?i)(?:_ids?|_url|_uri|_name|_path|_dir|_file|_host|_port|_region|_mode|_timeout|_version|_type|_count|_len(?:gth)?|_endpoint|_header|_prefix|_expiry|_expires(?:_at)?|_ttl|_limit|_env)$`)

var urlSecret = LazyRegexp(`(?i)^(?:database_url|db_url|.*_dsn)$`)

// SecretName reports an environment variable whose name says it holds
// a secret.
func SecretName(n string) bool {
	if n == "" || notSecretNames[strings.ToUpper(n)] || len(n) > 128 {
		return false
	}
	if isASCII(n) && strings.IndexByte(n, '\n') < 0 {
		return secretNameASCII(strings.ToLower(n))
	}
	if notSecretSuffix().MatchString(n) && !urlSecret().MatchString(n) {
		return false
	}
	return secretNameRE().MatchString(n)
}

// The patterns' words, for names of one line of ASCII (l lower case),
// where the three patterns are plain searches (a name with other bytes
// is given to them: case folding reaches K and ſ from k and s).
var (
	secretNameWords   = []string{"key", "token", "secret", "passw", "pwd", "cred", "auth", "session", "cookie", "private", "signature", "database_url", "db_url", "dsn", "conn_str", "connection_str", "webhook"}
	notSecretSuffixes = []string{"_id", "_ids", "_url", "_uri", "_name", "_path", "_dir", "_file", "_host", "_port", "_region", "_mode", "_timeout", "_version", "_type", "_count", "_len", "_length", "_endpoint", "_header", "_prefix", "_expiry", "_expires", "_expires_at", "_ttl", "_limit", "_env"}
)

func secretNameASCII(l string) bool {
	if slices.ContainsFunc(notSecretSuffixes, func(s string) bool { return strings.HasSuffix(l, s) }) &&
		!(l == "database_url" || l == "db_url" || strings.HasSuffix(l, "_dsn")) {
		return false
	}
	if ContainsAny(l, secretNameWords) {
		return true
	}
	// Words too short to search for inside others (PAT in PATH, PASS
	// in PASSENGER): whole parts of the name (GH_PAT, SMTP_PASS,
	// CI_JOB_JWT, WALLET_MNEMONIC).
	for _, w := range strings.FieldsFunc(l, func(r rune) bool { return r == '_' || r == '-' }) {
		switch w {
		case "pat", "jwt", "pass", "passphrase", "mnemonic":
			return true
		}
	}
	return false
}

// serviceAliases spell a service's host differently from its variables.
var serviceAliases = map[string]string{"hf": "huggingface", "gh": "github", "gl": "gitlab", "gcp": "googleapis", "google": "googleapis", "az": "azure", "aws": "amazonaws", "cf": "cloudflare", "do": "digitalocean"}

// ServiceOf is the service a secret variable is named after ("" when
// its name has no service word).
func ServiceOf(name string) string {
	for _, w := range strings.FieldsFunc(strings.ToLower(name), func(r rune) bool { return r == '_' || r == '-' }) {
		if a, ok := serviceAliases[w]; ok {
			return a
		}
		if len(w) >= 3 && !genericWords[w] {
			return w
		}
	}
	return ""
}

// abbreviates reports a short service word spelled by the initials of a
// host label (OWM for openweathermap): its letters in order, the first
// starting the label.
func abbreviates(s, host string) bool {
	if len(s) > 4 {
		return false
	}
	for _, l := range strings.Split(host, ".") {
		if l == "" || l[0] != s[0] {
			continue
		}
		i := 0
		for j := 0; j < len(l) && i < len(s); j++ {
			if l[j] == s[i] {
				i++
			}
		}
		if i == len(s) {
			return true
		}
	}
	return false
}

// LocalHost reports a destination on this machine or its network
// (loopback, private addresses, .local, a bare name): data sent there
// does not leave.
func LocalHost(h string) bool {
	h = strings.ToLower(strings.Trim(h, "[]"))
	if i := strings.LastIndexByte(h, ':'); i > 0 && !strings.Contains(h[:i], ":") {
		h = h[:i]
	}
	if h == "" {
		return false
	}
	if h == "localhost" || strings.HasSuffix(h, ".localhost") || strings.HasSuffix(h, ".local") || strings.HasSuffix(h, ".internal") || h == "0.0.0.0" ||
		strings.HasSuffix(h, ".svc") || h == "kubernetes.default" { // a Kubernetes cluster's own services (its API server)
		return true
	}
	if a, err := netip.ParseAddr(h); err == nil {
		return a.IsLoopback() || a.IsPrivate() || a.IsUnspecified() || a.IsLinkLocalUnicast()
	}
	return !strings.Contains(h, ".") && !strings.Contains(h, "$")
}

// EnvName reports a name written as an environment variable is (upper
// case, digits and underscores).
func EnvName(n string) bool {
	if n == "" {
		return false
	}
	for _, c := range n {
		if !(c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_') {
			return false
		}
	}
	return true
}

// genericWords are parts of a secret variable's name that say nothing
// about whose service it is for.
var genericWords = map[string]bool{"api": true, "key": true, "keys": true, "token": true, "secret": true, "access": true, "auth": true, "password": true,
	"pass": true, "pat": true, "client": true, "id": true, "private": true, "bot": true, "app": true, "personal": true, "oauth": true, "bearer": true,
	"the": true, "my": true, "env": true, "user": true, "session": true, "refresh": true, "cred": true, "creds": true, "credentials": true, "pwd": true,
	"ci": true, "job": true, "deploy": true, "build": true}

// OwnService reports whether host belongs to the service a secret
// variable is named after (GITHUB_TOKEN to api.github.com, HF_TOKEN to
// huggingface.co, OWM_KEY to api.openweathermap.org): serviceMatch of
// the name's service word, exact or weak.
func OwnService(name, host string) int {
	if name == "" || host == "" {
		return 0
	}
	return ServiceMatch(ServiceOf(name), host)
}

// The strengths of serviceMatch.
const (
	NoMatch    = 0
	WeakMatch  = 1 // fused with a word or abbreviated: shown, not settled
	ExactMatch = 2 // the registrable name is the service word
)

// ServiceMatch says how host's registrable name (its label under a
// public suffix, golang.org/x/net/publicsuffix) names the service svc.
// Both the variable's name and the host are the author's words, so only
// an exact name settles it (the token goes to its own API); a name
// fused with another word (myshopify, googleapis, but also
// githubapi-sync) or spelled by initials (OWM for openweathermap, but
// also AWS for any label with a, w, s in order) is weak: reported,
// lower. A host under a suffix anyone can register names under (a
// private suffix of the list: vercel.app, s3.amazonaws.com,
// herokuapp.com, github.io) names its tenant, not the service, and
// never matches.
func ServiceMatch(svc, host string) int {
	if svc == "" || host == "" {
		return NoMatch
	}
	host = strings.ToLower(strings.TrimSuffix(host, "."))
	suffix, icann := publicsuffix.PublicSuffix(host)
	if !icann {
		// A tenant of a shared host: the service's own suffix
		// (shop.myshopify.com) is at most weak.
		if l := icannLabel(suffix); l != "" && labelMatch(svc, l) != NoMatch {
			return WeakMatch
		}
		return NoMatch
	}
	if len(host) <= len(suffix)+1 {
		return NoMatch
	}
	rest := strings.TrimSuffix(host[:len(host)-len(suffix)], ".")
	label := rest[strings.LastIndexByte(rest, '.')+1:]
	if svc == label+strings.ReplaceAll(suffix, ".", "") {
		// The registrable domain written without its dots, as a
		// variable's name can only spell it (CALCOM_API_KEY for
		// api.cal.com): the same name, exact.
		return ExactMatch
	}
	return labelMatch(svc, label)
}

// labelMatch says how a registrable label l names the service svc.
func labelMatch(svc, l string) int {
	switch {
	case l == svc:
		return ExactMatch
	case abbreviates(svc, l):
		return WeakMatch
	case strings.HasPrefix(l, svc):
		if l[len(svc)] != '-' {
			return WeakMatch
		}
	case strings.HasSuffix(l, svc):
		if l[len(l)-len(svc)-1] != '-' {
			return WeakMatch
		}
	}
	return NoMatch
}

// icannLabel is the label of a private suffix just under its ICANN
// suffix ("amazonaws" for s3.amazonaws.com, "vercel" for vercel.app).
func icannLabel(suffix string) string {
	labels := strings.Split(suffix, ".")
	for i := len(labels) - 1; i > 0; i-- {
		tail := strings.Join(labels[i:], ".")
		if s, icann := publicsuffix.PublicSuffix(tail); icann && s == tail {
			continue
		}
		return labels[i]
	}
	return labels[0]
}

// HostOf returns the host of the first URL in s, or of s as a host name.
func HostOf(s string) string {
	i := strings.Index(s, "://")
	if i < 0 {
		return ""
	}
	j := i + 3
	// User information (user:password@, a token as the password) ends
	// at the authority's last @: the host follows it.
	auth := s[j:]
	if e := strings.IndexAny(auth, "/?#\"' \t\n"); e >= 0 {
		auth = auth[:e]
	}
	if at := strings.LastIndexByte(auth, '@'); at >= 0 {
		return HostOf(s[:j] + s[j+at+1:])
	}
	k := j
	for k < len(s) && !strings.ContainsRune("/?#\"' \t\n@:", rune(s[k])) && s[k] != '$' {
		k++
	}
	if k < len(s) && s[k] == '@' { // user info
		return HostOf(s[:i+3] + s[k+1:])
	}
	h := s[j:k]
	if _, err := url.Parse("https://" + h); err != nil {
		return ""
	}
	return h
}

// credPaths are the credential files, stores, wallets, browser profiles,
// histories and agent settings, by what a path names.
//
// words are lower-case parts one of which every ASCII text the pattern
// matches holds (a text with other bytes is given to the pattern: case
// folding reaches K and ſ from k and s). TestPrefilters samples texts
// from each pattern: a branch added without its word fails it.
var credPaths = []struct {
	re    func() *regexp.Regexp
	t     value.Taint
	words []string // one is in every ASCII text re matches (lower-case): the longest such, so that common words ("trust", "google") do not run re
}{
	{LazyRegexp(`(?i)(?:^|[/\\~])\.ssh(?:[/\\](?:id_[a-z0-9]+$|id_[a-z0-9]+[^.]|[^.]*$)|$)`), value.CredFile, []string{".ssh"}},
	{LazyRegexp(`(?i)(?:^|[/\\])(?:\.aws[/\\](?:credentials|config)|\.aws$|\.azure|\.kube[/\\]config|\.config[/\\]gcloud|application_default_credentials\.json|\.docker[/\\]config\.json|\.netrc|_netrc|\.npmrc|\.pypirc|\.git-credentials|\.config[/\\]gh[/\\]hosts\.yml|\.gnupg|\.password-store|\.vault-token|\.terraformrc|credentials\.tfrc\.json|\.gem[/\\]credentials|\.cargo[/\\]credentials(?:\.toml)?|\.composer[/\\]auth\.json|\.config[/\\]composer[/\\]auth\.json|\.m2[/\\]settings\.xml|\.gradle[/\\]gradle\.properties|\.nuget[/\\]nuget[/\\]nuget\.config|\.config[/\\]hub$|serviceaccount[/\\]token$)`), value.CredFile, []string{"serviceaccount", ".aws", ".azure", ".kube", ".config", "application_default_credentials.json", ".docker", "netrc", ".npmrc", ".pypirc", ".git-credentials", ".gnupg", ".password-store", ".vault-token", ".terraformrc", "credentials.tfrc.json", ".gem", ".cargo", ".composer", ".m2", ".gradle", ".nuget"}},
	{LazyRegexp(`(?i)(?:^|[/\\*])\.env(?:\.[a-z0-9_-]+)?$`), value.CredFile, []string{".env"}},
	{LazyRegexp(`(?i)\.tfstate(?:\.backup)?$|(?:^|[/\\])[^/\\]*\.tfvars(?:\.json)?$`), value.CredFile, []string{".tfstate", ".tfvars"}},
	{LazyRegexp(`(?i)(?:wallet\.dat|[/\\]\.?(?:electrum|electron-cash|exodus|bitcoin|ethereum|monero|litecoin|dogecoin|dashcore|zcash|sparrow|armory|atomic[ _-]?wallet|atomic[/\\]local storage|coinomi|guarda|jaxx(?: liberty)?|ledger live|trezor|wasabi|walletwasabi|bither|multibit|daedalus|yoroi)\b|metamask|phantom|trust ?wallet|coinbase ?wallet|rabby|keplr|tronlink|ronin|solflare|nkbihfbeogaeaoehlefnkodbefgpgknn|bfnaelmomeimhlpmgjnjophhpkkoljpa|egjidjbpglichdcondbcbdnbeeppgdph|hnfanknocfeofbddgcijnmhnfnkdnaad|fhbohimaelbohpjbbldcngcnapndodjp|fnjhmkhhmkbjkkabndcnnogagogbneec|dmkamcknogkgcdfhhbddcghachkejeap|ibnejdfjmmkpcnlpebklmnkoeoihofec|aholpfdialjgjfhomihkjbmgjidlcdno|acmacodkjbdgmoleebolmdjonilkdbch|solana[/\\](?:id|[^/\\*]*keypair|\*)\.json|parity\.ethereum[/\\]keys|keystore[/\\]utc--|\.sui[/\\]sui_config|sui\.keystore|\.aptos[/\\]config|\.near-credentials|\.foundry[/\\]keystores|\.brownie[/\\]accounts|seed[_-]?phrase|mnemonic\.txt|\.skey$)`), value.Wallet, []string{"wallet.dat", "electrum", "electron-cash", "exodus", "bitcoin", "ethereum", "monero", "litecoin", "dogecoin", "dashcore", "zcash", "sparrow", "armory", "atomic", "coinomi", "guarda", "jaxx", "ledger live", "trezor", "wasabi", "bither", "multibit", "daedalus", "yoroi", "metamask", "phantom", "trust wallet", "trustwallet", "coinbase wallet", "coinbasewallet", "rabby", "keplr", "tronlink", "ronin", "solflare", "nkbihfbeogaeaoehlefnkodbefgpgknn", "bfnaelmomeimhlpmgjnjophhpkkoljpa", "egjidjbpglichdcondbcbdnbeeppgdph", "hnfanknocfeofbddgcijnmhnfnkdnaad", "fhbohimaelbohpjbbldcngcnapndodjp", "fnjhmkhhmkbjkkabndcnnogagogbneec", "dmkamcknogkgcdfhhbddcghachkejeap", "ibnejdfjmmkpcnlpebklmnkoeoihofec", "aholpfdialjgjfhomihkjbmgjidlcdno", "acmacodkjbdgmoleebolmdjonilkdbch", "solana", "keystore", ".sui", ".aptos", ".near-credentials", ".foundry", ".brownie", "seed_phrase", "seed-phrase", "seedphrase", "mnemonic.txt", ".skey"}},
	{LazyRegexp(`(?i)(?:login data|[/\\]cookies(?:\.sqlite)?$|logins\.json|key[34]\.db|local state|web data|google[/\\]chrome[/\\]|brave-browser|\.mozilla[/\\]firefox|firefox[/\\]profiles|microsoft[/\\]edge[/\\]user data|local storage[/\\]leveldb)`), value.Browser, []string{"login data", "/cookies", "\\cookies", "logins.json", "key3.db", "key4.db", "local state", "web data", "google/chrome", "google\\chrome", "brave-browser", ".mozilla", "firefox", "microsoft/edge", "microsoft\\edge", "local storage"}},
	{LazyRegexp(`(?i)(?:^|[/\\~])\.[^/\\]*_history$|(?:^|[/\\])\.zhistory$|consolehost_history\.txt`), value.History, []string{"_history", ".zhistory"}},
	{LazyRegexp(`(?i)(?:^|[/\\~])(?:\.claude(?:\.json|[/\\](?:\.credentials\.json|settings(?:\.local)?\.json))|\.codex[/\\]auth\.json|\.gemini[/\\]oauth_creds\.json|\.cursor[/\\]mcp\.json|claude_desktop_config\.json|\.openclaw[/\\]|auth-profiles\.json)`), value.Agent, []string{".claude", ".codex", ".gemini", ".cursor", "claude_desktop_config.json", ".openclaw", "auth-profiles.json"}},
}

// credWords are lower-case parts one of which every path credPaths
// matches contains (a cheap filter run before the patterns).
var credWords = []string{".ssh", ".aws", ".azure", ".kube", "gcloud", "application_default", ".docker", "netrc", ".npmrc", ".pypirc", ".git-credentials", "gh/hosts", "gh\\hosts",
	".gnupg", "password-store", ".vault-token", "terraformrc", ".tfstate", ".tfvars", "credentials.tfrc", ".gem", ".cargo", ".composer", ".m2", ".gradle", ".nuget", ".config", ".env", "wallet", "electrum", "electron-cash", "exodus", "bitcoin", "ethereum", "monero", "metamask", "phantom",
	"nkbihf", "solana", "keystore", "litecoin", "dogecoin", "dashcore", "zcash", "sparrow", "armory", "atomic", "coinomi", "guarda", "jaxx", "ledger live", "trezor", "wasabi",
	"bither", "multibit", "daedalus", "yoroi", "trust", "coinbase", "rabby", "keplr", "tronlink", "ronin", "solflare", "bfnaelm", "egjidjb", "hnfankn", "fhbohim",
	"fnjhmkh", "dmkamck", "ibnejdf", "aholpfd", "acmacod", ".sui", ".aptos", ".near-credentials", ".foundry", ".brownie", "seed", "mnemonic", ".skey", "login data", "cookies", "logins.json", "key3.db", "key4.db", "local state", "web data", "local storage", "chrome", "brave", "mozilla", "firefox", "edge",
	"history", ".claude", ".codex", ".gemini", ".cursor", "claude_desktop", ".openclaw", "auth-profiles", "serviceaccount"}

// credSet finds the credWords in one pass.
var credSet = sync.OnceValue(func() *WordSet { return NewWordSet(credWords) })

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// ContainsAny reports whether s holds any of words.
func ContainsAny(s string, words []string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// PathTaint is what reading the file at path p would carry.
func PathTaint(p string) value.Taint {
	if len(p) < 4 || len(p) > 4096 || strings.Contains(p, "://") || strings.HasSuffix(p, ".pub") || strings.Contains(p, "known_hosts") {
		return 0
	}
	// An ASCII path without a credential's word is passed over before
	// it is lowered: InFold on it is In on its lower case (the words are
	// lower-case, TestCredWordsLower).
	ascii := isASCII(p) // trimming below removes ASCII only
	if ascii && !credSet().InFold(p) {
		return 0
	}
	l := strings.ToLower(p)
	if !ascii && !credSet().In(l) {
		return 0
	}
	p = strings.TrimRight(p, "\"' ")
	var t value.Taint
	for _, c := range credPaths {
		if ascii && !ContainsAny(l, c.words) {
			continue
		}
		if c.re().MatchString(p) {
			t |= c.t
		}
	}
	return t
}

// minerRE finds a crypto miner: pool URLs, miner programs and their
// flags, well-known pools.
var minerRE = LazyRegexp(`(?i)(?:stratum\d?\+(?:tcp|ssl|tls)://|\bxmrig\b|\bxmr-stak|\bcpuminer\b|\bminerd\b|\bethminer\b|\bnbminer\b|\blolminer\b|\bsrbminer|\bgminer\b|\bteamredminer\b|\bphoenixminer\b|\bnanominer\b|\bbminer\b|\bccminer\b|\b[cbs]gminer\b|\bclaymore\b|\bt-rex\b.*\b-a\b|--donate-level|"donate-level"\s*:|--coin[= ]+(?:monero|xmr)|(?:--algo|-a)[= ]+(?:rx/0|rx/wow|cn/r|cn/half|randomx|cryptonight|kawpow|ethash|etchash|autolykos2?|ghostrider)\b|"algo"\s*:\s*"(?:rx/0|rx/wow|cn/r|randomx|cryptonight|kawpow|ethash|ghostrider)"|--cpu-max-threads-hint|--max-cpu-usage|\b(?:coinhive|cryptoloot|coinimp|webminepool|jsecoin|deepminer|minergate|monerohash|xmrpool|moneroocean|supportxmr|nanopool|minexmr|hashvault|c3pool|herominers|unmineable|nicehash|2miners|f2pool|ethermine|flexpool|hiveon|woolypooly|kryptex|viabtc|antpool|zpool|prohashing|miningpoolhub)\b|\b4[0-9AB][1-9A-HJ-NP-Za-km-z]{93}\b)`)

// MinerURL is what a program's string must hold to be a miner's
// configuration rather than a pattern searched for: a pool URL, a miner
// flag.
var MinerURL = LazyRegexp(`(?i)stratum\d?\+(?:tcp|ssl|tls)://|--donate-level|--coin[= ]+(?:monero|xmr)|(?:--algo|-a)[= ]+(?:rx/0|randomx|cryptonight|kawpow|ghostrider)\b`)

// MinerFlagged reports minerURL matching s. Every match holds a '+'
// and "://" (stratum+tcp://) or one of the pattern's flags: most
// strings are passed over without running the pattern.
func MinerFlagged(s string) bool {
	if !(strings.IndexByte(s, '+') >= 0 && strings.Contains(s, "://")) && !minerFlag(s) {
		return false
	}
	return MinerURL().MatchString(s)
}

// minerFlag reports the start of one of MinerURL's flags in s: "--d"
// (--donate-level), "--c" (--coin), "--a" (--algo), or "-a" and then
// '=' or a space (the algorithm flag's short form), letters in either
// case (no case folding reaches these bytes but the letters' own upper
// case). Testing for "--" and "-a" alone passed most paths, names and
// command lines ("x-api-key", "my-app", "--verbose").
func minerFlag(s string) bool {
	for off := 0; ; {
		k := strings.IndexByte(s[off:], '-')
		if k < 0 || off+k+2 >= len(s) {
			return false
		}
		off += k + 1
		c, d := s[off]|0x20, s[off+1] // c lower-cased (for letters)
		if c == 'a' && (d == '=' || d == ' ') {
			return true
		}
		if s[off] == '-' && (d|0x20 == 'd' || d|0x20 == 'c' || d|0x20 == 'a') {
			return true
		}
	}
}

// minerWords: one of them is in every text minerRE matches.
var minerWords = []string{"44", "48", "4a", "4b", "stratum", "xmr", "miner", "donate-level", "--coin", "t-rex", "moneroocean", "supportxmr", "nanopool", "hashvault", "c3pool", "herominers", "unmineable", "nicehash", "2miners", "f2pool",
	"claymore", "algo", "-a ", "cpu-max-threads", "max-cpu-usage", "coinhive", "cryptoloot", "coinimp", "webminepool", "jsecoin", "monerohash", "ethermine", "flexpool", "hiveon", "woolypooly", "kryptex", "viabtc", "antpool", "zpool", "prohashing", "miningpoolhub"}

// MinerText reports a miner's pool, flags, names or wallet in s.
func MinerText(s string) bool {
	return MinerShape(s) || minerPattern(s)
}

// minerPattern is minerText's words and pattern, with a shortcut for
// ASCII texts.
func minerPattern(s string) bool {
	if isASCII(s) {
		// One pass for the words (ASCII letters fold as ToLower folds
		// them), then a test the pattern needs before it runs.
		set := minerSets()[0]
		if len(s) < 95 {
			set = minerSets()[1]
		}
		return set.InFold(s) && minerMay(s) && minerRE().MatchString(s)
	}
	return minerTextAll(s)
}

// minerTextAll is minerPattern without the shortcut for ASCII texts.
func minerTextAll(s string) bool {
	l := strings.ToLower(s)
	// The first four words are the start of a wallet address, which
	// with the rest of the address takes at least 95 bytes: in a
	// shorter ASCII text (hex digits, numbers) they are no reason to run
	// the pattern.
	words := minerWords
	if len(s) < 95 && isASCII(s) {
		words = minerWords[4:]
	}
	for _, w := range words {
		if strings.Contains(l, w) {
			return minerRE().MatchString(s)
		}
	}
	return false
}

// minerSets are minerWords and minerWords less the starts of an
// address, each found in one pass.
var minerSets = sync.OnceValue(func() [2]*WordSet { return [2]*WordSet{NewWordSet(minerWords), NewWordSet(minerWords[4:])} })

// minerNeeds: every match of minerRE in an ASCII text holds one of them
// (letters in either case), or is an address (a run of 95 word
// characters): the literal parts of its alternatives, taken from the
// pattern. Texts with a word of minerWords ("algo", "44") are common;
// most hold none of these.
var minerNeeds = []string{"stratum", "xmr", "miner", "claymore", "t-rex", "donate-level", "--coin", "--algo", "-a ", "-a=", "\"algo\"", "--cpu-max-threads-hint", "--max-cpu-usage",
	"coinhive", "cryptoloot", "coinimp", "webminepool", "jsecoin", "monerohash", "moneroocean", "supportxmr", "nanopool", "hashvault", "c3pool", "herominers", "unmineable",
	"nicehash", "2miners", "f2pool", "ethermine", "flexpool", "hiveon", "woolypooly", "kryptex", "viabtc", "antpool", "zpool", "prohashing", "miningpoolhub"}

var minerNeedSet = sync.OnceValue(func() *WordSet { return NewWordSet(minerNeeds) })

// minerMay reports whether minerRE can match the ASCII text s: it holds
// one of minerNeeds or a run of at least 95 word characters.
func minerMay(s string) bool {
	if minerNeedSet().InFold(s) {
		return true
	}
	run := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' {
			if run++; run >= 95 {
				return true
			}
			continue
		}
		run = 0
	}
	return false
}

// Shells are the programs that run shell code.
var Shells = map[string]bool{"sh": true, "bash": true, "zsh": true, "dash": true, "ksh": true, "ash": true, "mksh": true, "fish": true, "csh": true, "tcsh": true, "busybox": true}

// Interpreters run code of another language from an argument or stdin.
var Interpreters = map[string]string{"python": "py", "python2": "py", "python3": "py", "py": "py", "node": "js", "nodejs": "js", "deno": "js", "bun": "js", "tsx": "js", "ts-node": "js",
	"perl": "other", "ruby": "other", "php": "other", "lua": "other", "pwsh": "ps", "powershell": "ps", "powershell.exe": "ps", "osascript": "other", "awk": "other", "gawk": "other"}

// LangOfPath is the language of a script by its name ("" unknown).
func LangOfPath(p string) string {
	// Files a shell or R runs by themselves, known by their whole name
	// (a template's envrc installed as .envrc, R's start-up files).
	switch strings.ToLower(strings.TrimPrefix(p[strings.LastIndexAny(p, "/\\")+1:], ".")) {
	case "envrc", "bashrc", "zshrc", "profile", "bash_profile", "bash_login", "zprofile", "zshenv", "zlogin", "kshrc":
		return "sh"
	case "rprofile", "rprofile.site":
		return "other"
	}
	i := strings.LastIndexByte(p, '.')
	if i < 0 || strings.ContainsRune(p[i:], '/') {
		return ""
	}
	switch strings.ToLower(p[i+1:]) {
	case "sh", "bash", "zsh", "ksh", "command", "tool", "envrc", "bashrc", "zshrc", "bash_profile", "zprofile", "bash_aliases":
		return "sh"
	case "bat", "cmd":
		return "bat"
	case "py", "pyw", "ipynb": // a notebook: its code cells (script/notebook.Code)
		return "py"
	case "js", "mjs", "cjs", "ts", "tsx", "jsx", "mts", "cts":
		return "js"
	case "ps1", "psm1":
		return "ps"
	case "go":
		return "go"
	case "pl", "pm", "rb", "php", "lua", "awk", "java", "kt", "kts", "cs", "groovy", "scala", "rake", "gemspec", "rs",
		// Script dialects of the same languages and the other languages
		// a skill ships code in, read by spelling: C# and F# scripts
		// (dotnet script, Cake), Swift, Dart, R, Julia, Elixir, Crystal,
		// Nim, Tcl, Vim script, Emacs Lisp, fish, Clojure (babashka).
		"csx", "cake", "fsx", "gradle", "swift", "dart", "r", "jl", "ex", "exs", "cr", "nim", "tcl", "vim", "el", "fish", "clj", "bb", "cgi":
		return "other"
	}
	return ""
}

// LangOfShebang is the language a #! line names ("" none).
func LangOfShebang(data []byte) string {
	if len(data) < 3 || data[0] != '#' || data[1] != '!' {
		return ""
	}
	end := 2
	for end < len(data) && end < 256 && data[end] != '\n' {
		end++
	}
	f := strings.Fields(string(data[2:end]))
	for len(f) > 0 && (strings.HasSuffix(f[0], "/env") || strings.HasPrefix(f[0], "-")) {
		f = f[1:]
	}
	if len(f) == 0 {
		return ""
	}
	n := f[0][strings.LastIndexByte(f[0], '/')+1:]
	if Shells[n] {
		return "sh"
	}
	if l, ok := Interpreters[strings.TrimRight(n, "0123456789.")]; ok {
		return l
	}
	return Interpreters[n]
}

// LangOfFence is the language of a Markdown code block by its info
// string ("" when it is not code the audit parses).
func LangOfFence(info string) string {
	f := strings.Fields(info)
	if len(f) == 0 {
		return "sh" // unlabelled: commands, most often
	}
	switch strings.ToLower(strings.Trim(f[0], "{}.")) {
	case "sh", "bash", "shell", "zsh", "console", "terminal", "shell-session", "shellsession":
		return "sh"
	case "python", "py", "python3":
		return "py"
	case "js", "javascript", "node", "ts", "typescript", "mjs", "jsx", "tsx":
		return "js"
	case "powershell", "ps1", "pwsh", "ps":
		return "ps"
	case "bat", "batch", "cmd", "batchfile", "dosbatch":
		return "bat" // a Windows batch file's lines (backslashes are not escapes)
	case "go", "golang":
		return "go"
	case "perl", "ruby", "php", "rb", "lua", "java", "kotlin", "kt", "csharp", "cs", "c#", "groovy", "scala", "rust", "rs",
		"csx", "fsharp", "f#", "fsx", "swift", "dart", "r", "julia", "jl", "elixir", "ex", "exs", "crystal", "nim", "tcl", "vim", "viml", "elisp", "emacs-lisp", "fish", "clojure", "clj":
		return "other"
	}
	return ""
}

// LazyRegexp compiles pattern when it is first used: few commands run
// the analysis, and every command pays at start for what a package
// builds in its initialisers.
func LazyRegexp(pattern string) func() *regexp.Regexp {
	return sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(pattern) })
}

// ConfigFile reports a configuration file by its name (JSON, YAML, TOML,
// INI, systemd units, Dockerfiles…): the script analysis does not run it,
// but a miner's configuration in it is a miner.
func ConfigFile(p string) bool {
	b := strings.ToLower(p[strings.LastIndexByte(p, '/')+1:])
	switch b {
	case "dockerfile", "containerfile", "makefile", "procfile", "crontab":
		return true
	}
	i := strings.LastIndexByte(b, '.')
	if i < 0 {
		return false
	}
	switch b[i+1:] {
	case "json", "jsonc", "json5", "yaml", "yml", "toml", "ini", "cfg", "conf", "properties", "service", "timer", "plist", "xml", "env", "tf", "hcl":
		return true
	}
	return false
}

// Pool miners are told where the pool is and whose account the shares
// are paid to, whatever the program is called and however it is
// renamed (xmrig, cpuminer, a copy named perfd): a pool endpoint (host
// and port, or a stratum URL) after a pool option (-o, --url, --pool,
// "url" in a configuration), and a payout account after a user option
// (-u, --user, --wallet, "user", "login") that is a wallet address
// (with a worker's name after it) or is given with the "x" password
// pools ignore. Both are needed: a URL with a port, or a wallet
// address, alone is common in honest code and documentation.
var (
	// minerAlgoOpts name the algorithm or coin a miner mines.
	minerAlgoOpts = map[string]bool{"-a": true, "--algo": true, "-algo": true, "algo": true, "--algorithm": true, "algorithm": true, "--coin": true, "-coin": true, "coin": true}
	minerPoolOpts = map[string]bool{"-o": true, "--url": true, "-url": true, "url": true, "--pool": true, "-pool": true, "pool": true, "pools": true, "--server": true, "-P": true}
	minerUserOpts = map[string]bool{"-u": true, "--user": true, "-user": true, "user": true, "--wallet": true, "-wal": true, "wallet": true, "--login": true, "login": true, "-O": true, "--userpass": true}
	minerPassOpts = map[string]bool{"-p": true, "--pass": true, "-pass": true, "pass": true, "--password": true, "password": true}
	// walletAddr: Ethereum and its chains, Bitcoin (base58 and bech32),
	// Litecoin, Monero, Ravencoin and the like (base58 of 25 to 106),
	// and the other coins pools pay out: Kaspa, Conflux and Dero
	// (bech32-like, with their prefix), Dogecoin (D), Dash (X), Zcash and
	// Flux (t1), Ergo (9), Zephyr (ZEPH).
	walletAddr = LazyRegexp(`^(?:0x[0-9a-fA-F]{40}|(?:bc1|ltc1|tb1)[02-9ac-hj-np-z]{25,87}|[13LMR][1-9A-HJ-NP-Za-km-z]{25,34}|[48][1-9A-HJ-NP-Za-km-z]{94}(?:[1-9A-HJ-NP-Za-km-z]{11})?|(?:kaspa|cfx):[02-9ac-hj-np-z]{40,66}|dero1[02-9ac-hj-np-z]{50,62}|[DX][1-9A-HJ-NP-Za-km-z]{33}|t1[1-9A-HJ-NP-Za-km-z]{33}|9[1-9A-HJ-NP-Za-km-z]{50}|ZEPH[1-9A-HJ-NP-Za-km-z]{90,104})$`)
	// poolEndpoint: host:port, bare or under a stratum, TCP or
	// WebSocket scheme (a browser miner's proxy); an http URL with a
	// port is a web service, an RPC node.
	poolEndpoint = LazyRegexp(`^(?:(?:stratum[a-z0-9+]*|tcp|ssl|tls|wss?)://)?(?:\[[0-9a-fA-F:]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?):\d{2,5}/?$`)
)

// IsWalletAddr reports a wallet address: the pattern, and for the base58
// forms the mix of digits and both cases random encoding gives (an
// identifier such as MyComponentNameForSomething has the alphabet but
// not the mix).
func IsWalletAddr(s string) bool {
	if len(s) < 26 || len(s) > 110 || !walletAddr().MatchString(s) {
		return false
	}
	if strings.HasPrefix(s, "0x") || strings.HasPrefix(s, "bc1") || strings.HasPrefix(s, "ltc1") || strings.HasPrefix(s, "tb1") || strings.HasPrefix(s, "kaspa:") || strings.HasPrefix(s, "cfx:") || strings.HasPrefix(s, "dero1") {
		return true
	}
	var digits, upper, lower int
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= '0' && c <= '9':
			digits++
		case c >= 'A' && c <= 'Z':
			upper++
		default:
			lower++
		}
	}
	return digits >= 2 && upper >= 3 && lower >= 3
}

// maxShapeTokens bounds the words of one text minerShape reads.
const maxShapeTokens = 4096

// minerOptStart holds the first bytes of the miner's options, as
// written and lower-cased: a word that begins with none of them (nor
// with a byte outside ASCII, which lower-casing may turn into one) is
// no option.
var minerOptStart = func() (t [0x80]bool) {
	for _, m := range []map[string]bool{minerAlgoOpts, minerPoolOpts, minerUserOpts, minerPassOpts} {
		for k := range m {
			t[k[0]] = true
			t[strings.ToLower(k)[0]] = true
		}
	}
	return t
}()

// mayBeMinerOpt reports a word that may be one of the miner's options,
// as written or lower-cased, by its first byte.
func mayBeMinerOpt(k string) bool {
	c := k[0]
	return c >= 0x80 || minerOptStart[c] || minerOptStart[c|0x20]
}

// MinerShape reports the command line or configuration of a pool miner
// in s by its shape (options and their values, as words). One pass over
// s, at most maxShapeTokens words, nothing allocated.
func MinerShape(s string) bool { return shapeOfMiner(s, false) }

// MinerShapeWallet is minerShape with a wallet address required (the
// "x" password and a placeholder account are what a write-up about
// miners shows). Every address IsWalletAddr accepts holds at least
// WalletRun letters and digits in a row, and a text without such a run
// (most prose) is passed over without reading its words.
func MinerShapeWallet(s string) bool { return alnumRun(s, WalletRun) && shapeOfMiner(s, true) }

// WalletRun is the fewest ASCII letters and digits in a row of an
// address walletAddr matches: a base58 address of 26 ([13LMR] and 25
// more); every other form is longer, and the kaspa: and cfx: forms have
// 40 after their colon.
const WalletRun = 26

// alnumRun reports whether s holds n > 0 ASCII letters and digits in a
// row.
func alnumRun(s string, n int) bool {
	i, _ := LongRun(s, 0, n)
	return i >= 0
}

// LongRun is the first stretch of ASCII letters and digits in s at or
// after from that is at least n > 0 long, s[i:j] whole (the byte before
// i and the byte at j are neither), or -1, -1; from is 0 or the end of
// a stretch (a j LongRun gave). It looks at the byte n-1 past the
// earliest place a long stretch can begin: a byte that is no letter or
// digit ends every stretch before it, and the search moves past it;
// otherwise it reads back to that place. Prose has short words, so
// most bytes are never read.
func LongRun(s string, from, n int) (i, j int) {
	i = from // no long stretch begins before i
	for i+n <= len(s) {
		j = i + n - 1
		if !alnum[s[j]] {
			i = j + 1
			continue
		}
		k := j - 1
		for k >= i && alnum[s[k]] {
			k--
		}
		if k < i {
			for j < len(s) && alnum[s[j]] {
				j++
			}
			return i, j
		}
		i = k + 1
	}
	return -1, -1
}

// alnum holds the ASCII letters and digits.
var alnum = func() (t [256]bool) {
	for c := range 256 {
		t[c] = c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
	}
	return t
}()

// minerAlgo reports a proof-of-work algorithm or a mined coin by name.
func minerAlgo(v string) bool {
	v = strings.ToLower(strings.Trim(v, "'\""))
	for _, a := range []string{"rx/", "randomx", "cn/", "cn-", "cryptonight", "kawpow", "ethash", "etchash", "autolykos", "kheavyhash", "ghostrider", "argon2", "yescrypt", "equihash", "octopus", "progpow", "firopow", "astrobwt", "panthera", "verushash", "cuckoo", "beamhash", "karlsenhash", "dynex"} {
		if strings.HasPrefix(v, a) {
			return true
		}
	}
	switch v {
	case "monero", "xmr", "rvn", "ravencoin", "etc", "ergo", "kas", "kaspa", "zeph", "zephyr", "wownero", "wow", "rtm", "raptoreum", "firo", "cfx", "flux", "nexa", "dero", "xel", "qrl":
		return true
	}
	return false
}

var (
	shapeAlgoWords = sync.OnceValue(func() *WordSet { return NewWordSet([]string{"algo", "coin"}) })
	shapePoolWords = sync.OnceValue(func() *WordSet {
		return NewWordSet([]string{"url", "URL", "pool", "Pool", "-o", "-P", "server", "algo", "coin"})
	})
	shapeUserWords = sync.OnceValue(func() *WordSet { return NewWordSet([]string{"user", "User", "-u", "wallet", "login", "-O"}) })
)

func shapeOfMiner(s string, needWallet bool) bool {
	// A pool endpoint has a colon; without one, only an algorithm with
	// a wallet address (algo, coin) makes a miner.
	// (Each list's words found in one pass over s: most texts have
	// none of the first or the last.)
	if !shapeCues(s) {
		return false
	}
	// Every report has a pool endpoint (a word ending in a port, or
	// naming stratum) or a wallet address (an algorithm told on the
	// command line with an address): most configurations and code
	// have neither, and their words are not read.
	if !portOrStratum(s) && !alnumRun(s, WalletRun) {
		return false
	}
	return shapeWords(s, needWallet)
}

// shapeCues reports whether s has the words every miner's shape has.
func shapeCues(s string) bool {
	return len(s) >= 20 && (strings.IndexByte(s, ':') >= 0 || shapeAlgoWords().In(s)) && shapePoolWords().In(s) && shapeUserWords().In(s)
}

// portOrStratum reports a colon followed by two digits (the port every
// endpoint poolEndpoint matches ends with) or "stratum" in any case.
func portOrStratum(s string) bool {
	for i := 0; ; {
		k := strings.IndexByte(s[i:], ':')
		if k < 0 {
			break
		}
		i += k + 1
		if i+1 < len(s) && s[i] >= '0' && s[i] <= '9' && s[i+1] >= '0' && s[i+1] <= '9' {
			return true
		}
	}
	return shapeStratum().InFold(s)
}

var shapeStratum = sync.OnceValue(func() *WordSet { return NewWordSet([]string{"stratum"}) })

// shapeWords reads the words of s for a miner's options (shapeOfMiner).
func shapeWords(s string, needWallet bool) bool {
	sep := func(c byte) bool {
		switch c {
		case ' ', '\t', '\n', '\r', ',', '"', '\'', '`', '[', ']', '{', '}', '(', ')', '=', '@', ';', '<', '>', '|':
			return true
		}
		return false
	}
	pool, wallet, user, passX, algo, algoFlag, emailUser := false, false, false, false, false, false, false
	prev := ""
	for i, n := 0, 0; i < len(s) && n < maxShapeTokens; n++ {
		for i < len(s) && sep(s[i]) {
			i++
		}
		j := i
		for j < len(s) && !sep(s[j]) {
			j++
		}
		if j == i {
			break
		}
		k, v := strings.TrimSuffix(prev, ":"), s[i:j]
		i = j
		if v == ":" {
			continue // "url": "…" (the key's colon apart from it)
		}
		prev = v
		if len(k) < 2 || len(k) > 10 {
			continue
		}
		if !mayBeMinerOpt(k) {
			continue // nothing below holds
		}
		lk := strings.ToLower(k)
		switch {
		case minerPoolOpts[k] || len(k) > 2 && minerPoolOpts[lk]:
			if poolEndpoint().MatchString(v) || strings.Contains(strings.ToLower(v), "stratum") {
				pool = true
			}
		case minerUserOpts[k] || len(k) > 2 && minerUserOpts[lk]:
			user = true
			acct := v
			if j := strings.IndexAny(acct, "./+#"); j > 0 {
				acct = acct[:j] // WALLET.worker, WALLET+difficulty, WALLET#referral
			}
			if IsWalletAddr(acct) {
				wallet = true
			} else if j := strings.IndexByte(acct, ':'); j > 1 && j <= 6 && IsWalletAddr(acct[j+1:]) {
				wallet = true // COIN:WALLET, the account of a pool that pays out in another coin
			}
			// A pool account may be an e-mail address (MinerGate's
			// logins): with a pool endpoint, an account as much as a
			// wallet is.
			// ('@' separates words here: the login is this word and
			// the domain after it.)
			if j+1 < len(s) && s[j] == '@' {
				d := s[j+1:]
				if k := strings.IndexAny(d, " \t\n\"',"); k >= 0 {
					d = d[:k]
				}
				emailUser = emailUser || strings.IndexByte(d, '.') > 0 && !strings.ContainsAny(d, ":/@")
			}
		case minerPassOpts[k] || len(k) > 2 && minerPassOpts[lk]:
			if v == "x" || v == "X" {
				passX = true
			}
		case minerAlgoOpts[lk] && minerAlgo(v):
			algo = true // -a rx/0, --coin monero: what only a miner is told
			algoFlag = algoFlag || k[0] == '-'
		}
		if pool && (wallet || user && passX && !needWallet || algo && !needWallet || emailUser && !needWallet) {
			return true
		}
		if algoFlag && wallet {
			// --algo ethash --user 0x…: a program told on its command
			// line to work for an address, wherever the pool is given
			// (a configuration naming the coin and the user's own
			// address is what a pool dashboard reads too).
			return true
		}
	}
	return false
}

// browserMinerPattern is the API every browser miner copied from
// Coinhive (CryptoLoot, CoinImp, WebMinePool, JSEcoin…), whatever the
// library is renamed to: new X.Anonymous(siteKey, {throttle: 0.2,
// autoThreads: true}), X.User(siteKey, name, {throttle: 0.5}), then
// start(). The throttle and thread options are the miner's.
const browserMinerPattern = `\.(?:Anonymous|User|Token)\(\s*['"][^'"]{2,}['"][^)]{0,200}\b(?:throttle|autoThreads|forceASMJS)\s*:`

var (
	browserMinerOnce sync.Once
	browserMinerRx   *regexp.Regexp
)

// browserMinerRE compiles browserMinerPattern when first used (a
// sync.Once allocates nothing at start).
func browserMinerRE() *regexp.Regexp {
	browserMinerOnce.Do(func() { browserMinerRx = regexp.MustCompile(browserMinerPattern) })
	return browserMinerRx
}

// BrowserMiner reports the Coinhive API shape in s: a miner run in the
// browser of whoever opens the page.
func BrowserMiner(s string) bool {
	return strings.Contains(s, "(") && (strings.Contains(s, "throttle") || strings.Contains(s, "autoThreads") || strings.Contains(s, "forceASMJS")) && browserMinerRE().MatchString(s)
}

// pipeToShellPattern is the line the rules' PIPE_TO_SHELL reads: a
// downloader named on the line, piped into a shell or an interpreter
// named as a word. A download piped into a shell the line does not name
// so (${SHELL:-sh}, "$sh", an array's expansion) is the analysis's to
// report.
const pipeToShellPattern = `(?i)\b(?:curl|wget|fetch|iwr|invoke-webrequest)\b[^\n|;]*\|\s*(?:sudo\s+(?:-\S+\s+)*)?(?:env\s+\S+=\S+\s+)*(?:(?:ba|z|da|k|fi|c|tc)?sh\b|python|perl\b|ruby\b|node\b)`

var (
	pipeToShellOnce sync.Once
	pipeToShellRx   *regexp.Regexp
)

// PipeToShellLine reports a line the rules judge as a download piped
// into a shell.
func PipeToShellLine(s string) bool {
	l := strings.ToLower(s)
	if !strings.Contains(l, "|") || !ContainsAny(l, []string{"curl", "wget", "fetch", "iwr", "invoke-webrequest"}) {
		return false
	}
	pipeToShellOnce.Do(func() { pipeToShellRx = regexp.MustCompile(pipeToShellPattern) })
	return pipeToShellRx.MatchString(s)
}

// persistentParts name the files a system runs by itself, at login, at
// each shell's start or on a schedule (lower case; a path containing one
// is such a file).
var persistentParts = []string{"/.bashrc", "/.bash_profile", "/.bash_login", "/.profile", "/.zshrc", "/.zprofile", "/.zshenv", "/.zlogin", "/.kshrc", "/config.fish",
	"/launchagents/", "/launchdaemons/", "/.config/systemd/user/", "/etc/systemd/system/", "/etc/cron", "/var/spool/cron", "/.config/autostart/",
	"\\start menu\\programs\\startup\\", "/start menu/programs/startup/", "/.git/hooks/", "/etc/profile.d/", "/etc/rc.local"}

// PersistentPath reports a path the system runs by itself (a shell's
// start-up file, a launch agent, a user unit, a cron table, a git hook):
// what is written there runs again and again, long after the skill.
func PersistentPath(p string) bool {
	if len(p) < 6 {
		return false
	}
	l := "/" + strings.ToLower(p)
	for _, part := range persistentParts {
		if strings.Contains(l, part) {
			return true
		}
	}
	return false
}

// AuthorizedKeys reports the path of an SSH authorized_keys file: a
// line written there lets the holder of the key's private half log in.
func AuthorizedKeys(p string) bool {
	p = strings.ToLower(strings.ReplaceAll(p, "\\", "/"))
	return strings.HasSuffix(p, "/.ssh/authorized_keys") || strings.HasSuffix(p, "/.ssh/authorized_keys2") || p == ".ssh/authorized_keys"
}

// AgentSettings reports the path of an agent harness's settings (the
// files AGENT_SETTINGS_WRITE names): what is written there can allow
// every tool, add hooks that run on every action, or add MCP servers.
func AgentSettings(p string) bool {
	p = strings.ToLower(strings.ReplaceAll(p, "\\", "/"))
	for _, s := range []string{".claude/settings.json", ".claude/settings.local.json", ".codex/config.toml", ".gemini/settings.json", ".cursor/mcp.json", ".vscode/mcp.json"} {
		if p == s || strings.HasSuffix(p, "/"+s) {
			return true
		}
	}
	return false
}

// PublicKeyLine reports text holding an SSH public key written out
// (ssh-ed25519 AAAA…, ecdsa-sha2-nistp256 AAAA…): a key the skill's
// author holds, not the user's (theirs is read from its .pub file).
func PublicKeyLine(s string) bool {
	for _, t := range []string{"ssh-ed25519 AAAA", "ssh-rsa AAAA", "ssh-dss AAAA", "ecdsa-sha2-nistp256 AAAA", "ecdsa-sha2-nistp384 AAAA", "ecdsa-sha2-nistp521 AAAA", "sk-ssh-ed25519@openssh.com AAAA"} {
		i := strings.Index(s, t)
		if i < 0 {
			continue
		}
		n := 0
		for _, c := range s[i+len(t):] {
			if !(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '+' || c == '/') {
				break
			}
			n++
		}
		if n >= 20 {
			return true
		}
	}
	return false
}

// StratumMethod reports a string holding a request of the Stratum
// protocol pools speak (mining.subscribe, mining.authorize,
// mining.submit): code that talks to a pool itself, with no miner
// program to name, mines.
func StratumMethod(s string) bool {
	for off := 0; off < len(s); {
		i := strings.Index(s[off:], "mining.")
		if i < 0 {
			return false
		}
		at := off + i
		off = at + len("mining.")
		if at > 0 && (s[at-1] >= 'a' && s[at-1] <= 'z' || s[at-1] >= 'A' && s[at-1] <= 'Z' || s[at-1] == '-' || s[at-1] == '_' || s[at-1] == '.') {
			continue
		}
		r := s[off:]
		if strings.HasPrefix(r, "subscribe") || strings.HasPrefix(r, "authorize") || strings.HasPrefix(r, "submit") {
			return true
		}
	}
	return false
}

// DevTCP reports a /dev/tcp/ or /dev/udp/ path in s.
func DevTCP(s string) bool {
	return strings.Contains(s, "/dev/tcp/") || strings.Contains(s, "/dev/udp/")
}

// secretSlot finds an environment variable put where a secret goes
// ("credential=${x}", "token: $x"): it is sent as one.
var secretSlot = LazyRegexp(`(?i)(?:credential|token|secret|passw(?:or)?d|api[_-]?key|apikey|session|cookie)s?["']?\s*[=:]\s*["']?\$\{__u\}`)

// slotWords: every ASCII text secretSlot matches holds one of them, lower
// cased, and "${__u}" (no case folding reaches '$', '{', '_', or 'u' but
// from 'U').
var slotWords = []string{"credential", "token", "secret", "passw", "api", "session", "cookie"}

func mayFillSlot(s string) bool {
	if !strings.Contains(s, "${__u}") && !strings.Contains(s, "${__U}") {
		return false
	}
	return !isASCII(s) || ContainsAny(strings.ToLower(s), slotWords)
}

// SlotSecret marks an environment variable put where a secret goes
// ("token=${x}") as a secret read at line.
func SlotSecret(v value.Value, line int) value.Value {
	if v.T&value.EnvVar != 0 && v.T&(value.EnvSecret|value.Keychain) == 0 && mayFillSlot(v.S) && secretSlot().MatchString(v.S) {
		v.T |= value.EnvSecret
		v.NS = max(v.NS, 1)
		if v.Src == "" {
			v.Src = value.SrcAt("an environment variable in a secret's place", line)
		}
	}
	return v
}

// cloudCredRE is a cloud instance-metadata endpoint that answers with
// the machine's credentials (AWS, ECS, GCP, Azure, Alibaba): what it
// returns is a credential, as a credential file's content is. The
// metadata service's other answers (instance id, region, IMDSv2's
// session token at /latest/api/token) are not.
var cloudCred struct {
	once sync.Once
	re   *regexp.Regexp
}

func cloudCredRE() *regexp.Regexp {
	cloudCred.once.Do(func() {
		cloudCred.re = regexp.MustCompile(`(?i)^(?:https?://)?(?:169\.254\.169\.254|169\.254\.170\.2|100\.100\.100\.200|\[fd00:ec2::254\]|metadata\.google\.internal|metadata)(?::\d+)?/(?:[^?#\s]*/)?(?:security-credentials|service-accounts/[^?#\s]*/(?:token|identity)|identity/oauth2/token|v2/credentials)(?:[/?#]|\$|$)`)
	})
	return cloudCred.re
}

// CloudCredURL reports s naming a metadata endpoint that returns the
// machine's cloud credentials.
func CloudCredURL(s string) bool {
	if !strings.Contains(s, "169.254.") && !strings.Contains(s, "metadata") && !strings.Contains(s, "100.100.100.200") && !strings.Contains(s, "fd00:ec2") {
		return false
	}
	return cloudCredRE().MatchString(s)
}

// CloudCredPath reports s naming the path of a metadata endpoint that
// returns the machine's cloud credentials (iam/security-credentials/…,
// service-accounts/…/token, identity/oauth2/token) without its host: an
// argument a helper that fetches from the metadata service completes
// its URL with.
func CloudCredPath(s string) bool {
	l := strings.ToLower(s)
	return strings.Contains(l, "security-credentials") || strings.Contains(l, "identity/oauth2/token") ||
		strings.Contains(l, "service-accounts/") && (strings.Contains(l, "/token") || strings.Contains(l, "/identity"))
}

// PythonStartup reports a path whose file Python runs at every start of
// the interpreter: a .pth file in site-packages (its lines that begin
// with "import" are executed), sitecustomize.py, usercustomize.py.
func PythonStartup(p string) bool {
	b := strings.ToLower(p[strings.LastIndexAny(p, "/\\")+1:])
	return strings.HasSuffix(b, ".pth") || b == "sitecustomize.py" || b == "usercustomize.py"
}

// CDPCookies reports s naming (or ending in) a Chrome DevTools protocol
// command that returns the cookies of the whole browser profile.
func CDPCookies(s string) bool {
	if len(s) < 17 || !strings.Contains(s, "ookies") {
		return false
	}
	for _, c := range []string{"Storage.getCookies", "Network.getAllCookies", "Network.getCookies"} {
		if s == c || strings.HasSuffix(s, "."+c) {
			return true
		}
	}
	return false
}

// UnderZone reports a name looked up whose unknown labels are followed
// by a fixed zone of two labels or more (${hex}.${i}.t.example): what
// varies is put where the zone's owner receives it.
func UnderZone(name string) bool {
	i := strings.LastIndex(name, value.UnknownPart)
	if i < 0 {
		return false
	}
	zone := strings.TrimSuffix(name[i+len(value.UnknownPart):], ".")
	if !strings.HasPrefix(zone, ".") || strings.Count(zone, ".") < 2 || LocalHost(zone[1:]) {
		return false
	}
	for _, r := range zone {
		if !(r == '.' || r == '-' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}

// FirstLine is s up to its first line break, at most 120 bytes: an
// error's text shown in a skip.
func FirstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	if len(s) > 120 {
		s = s[:120]
	}
	return s
}
