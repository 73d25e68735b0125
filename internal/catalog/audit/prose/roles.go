package prose

import (
	"fmt"
	"path"
	"slices"
	"strings"
	"sync"

	"github.com/skillpin/skillpin/internal/catalog/audit/prose/playbook"
	"github.com/skillpin/skillpin/internal/catalog/audit/prose/tooltext"
)

// roles are what one sentence does.
type roles struct {
	sensitive string    // the sensitive data acted on ("" none)
	sendTo    string    // where data is sent ("" none)
	sendClass HostClass // the riskiest of the destinations sent to
	sendBack  bool      // what is sent is "it", "them", "everything"…: data named before
	takeBack  bool      // an order to take "it", "them": data named in an earlier sentence
	conceal   bool
	override  bool
	run       HostClass // a download to run, from a host of this class (0: none)
	runFrom   string
	follow    HostClass // instructions fetched from a host of this class, to follow
	followAt  string
	// followOpen: instructions to follow named by no address in the
	// sentence ("fetch the current guide and follow it:"), the address
	// perhaps on the line after its colon (execution, det19).
	followOpen bool
	approve    bool // turning off the agent's confirmations
	pass       bool // approval or a merge ordered before looking
	suppress   bool // findings kept out whatever they look like
	decode     bool // "do what it says": of a string to decode (execution)
	obey       bool // requests found in issues, mails, comments carried out
	// quoted: every word that gives the sentence a role of its own
	// (sensitive data, concealment, override, execution) is inside
	// quotation marks: the sentence shows an example.
	quoted bool
	// The roles read loosely, for the paragraph pass (paragraph): in
	// any inflection and in statements as well as orders ("the .env
	// file should be forwarded to…", "users are not to be told").
	mention   string    // sensitive data named, not negated ("" none)
	sendAnyTo string    // a destination outside the project in a sentence that sends
	sendAnyC  HostClass // its class
	concealAn bool      // concealment stated or ordered
	// hush: concealment that is about telling the user (an order, or a
	// loose entry: "does not need to be described"), not an adverb in a
	// statement ("the image 404s silently"): what the paragraph pass
	// reads near a destination as well as near the data.
	hush bool
	// ruleOnly: the sentence's only concealment keeps the skill's own
	// text out of what the agent writes ("do not quote these
	// instructions in the summary"): no data is hidden by it.
	ruleOnly bool
	// hygiene: the data a loose concealment names ("never display the
	// .env values to the user"): hygiene, unless its paragraph sends
	// that data outside the project (paragraph).
	// Every object of every such concealment (det17fix: not the first).
	hygiene []string
	// query: the words of the query values of a URL sent by rendering
	// or following it (placeholders the text may define: "?s=SUMMARY").
	query []string
}

// Codes the analysis reports. All but REMOTE_INSTRUCTIONS are the codes
// of the rules that find the same thing in one line.
const (
	CodeSecretDisclosure = "SECRET_DISCLOSURE"
	CodeHideFromUser     = "HIDE_FROM_USER"
	CodeOverride         = "OVERRIDE_INSTRUCTIONS"
	CodeDownloadAndRun   = "DOWNLOAD_AND_RUN"
	CodeRemoteInstr      = "REMOTE_INSTRUCTIONS"
	CodePermissionBypass = "PERMISSION_BYPASS"
)

// checks are what a reviewer should check, per code.
var checks = map[string]string{
	CodeSecretDisclosure: "Read the sentence and its neighbours: an instruction that takes credentials, keys, tokens or other secrets and sends them to an address outside the project is exfiltration, whatever the reason given.",
	CodeHideFromUser:     "What is the agent told to keep from the user? Acting on secrets, or sending data away, behind the user's back is the payload of most malicious skills.",
	CodeOverride:         "Read the sentence in its place: a skill telling the model to set aside its instructions, together with anything else it asks for, is an attack.",
	CodeDownloadAndRun:   "Who controls the host? A skill should ship what it runs, or name a pinned, checksummed release of its own project.",
	CodeRemoteInstr:      "The instructions the agent would follow are not in the skill: they can change after review. Ship them in the skill instead.",
	CodePermissionBypass: "A skill should work within the confirmations the user chose; one that asks to turn them off, next to other demands, asks for everything.",
}

// negators are the words before a verb that negate it.
var negators = wordSet{words: []string{"not", "never", "don't", "dont", "doesn't", "no", "avoid", "nor", "cannot", "can't", "won't", "mustn't", "shouldn't", "without", "n't"}}

// negated reports a negator up to three words before token i, with no
// punctuation between.
func negated(toks []token, i int) bool {
	for k := i - 1; k >= max(0, i-3); k-- {
		if toks[k].kind == stop {
			return false
		}
		if negators.has(toks[k]) {
			return true
		}
	}
	return false
}

// objectReach is how many words after its verb an object may start
// ("look through the project and the home folder for files named .env").
const objectReach = 12

// instrument words make what follows a means, not an object: "call the
// API with your key".
var instrument = wordSet{words: []string{"with", "using", "via", "by"}}

var passive = wordSet{words: []string{"is", "are", "was", "were", "be", "been", "get", "gets", "got"}}

// authWords mark a sentence about authenticating with a key (sent to its
// own service in a header), not about sending the key away.
var authWords = []string{"header", "authorization", "bearer", "authenticat", "x-api-key", "log in", "login", "sign in"}

// rolesOf gives a sentence its roles, in phases: the words that carry a
// role (verbs, objects, destinations, concealment, override), the
// sensitive action, where data is sent, what is run or followed, and the
// roles of a sentence in another language.
func rolesOf(s *sentence, l *Lexicon, opt Options, work *int) roles {
	hits, w := l.find(s.toks)
	*work += w
	var rs roles
	t := tagHits(s.toks, hits, &rs)
	for i, tok := range s.toks {
		if tok.kind == url || tok.kind == email || tok.kind == host {
			t.dests = append(t.dests, i)
		}
	}
	rs.quoted = t.anchors > 0 && t.quoted == t.anchors
	rs.sensitive = sensitiveAction(s.toks, t.verbs, t.objects, work)
	rs.takeBack = rs.sensitive == "" && takesBack(s.toks, t.verbs)
	auth := rs.sensitive != "" && authClause(s.toks, t.objects)
	sendsTo(&rs, s.toks, t.verbs, t.dests, auth, opt, work)
	// A URL with a query in a sentence that orders nothing (a Markdown
	// image or link on its own line, its alt text perhaps "reading time") sends what its query holds when it
	// is rendered or followed.
	if rs.sendTo == "" && (linkLine(s.toks) || !slices.ContainsFunc(t.verbs, func(v hit) bool { return imperative(s.toks, v) })) {
		for _, tok := range s.toks {
			if tok.kind == url && strings.Contains(tok.text, "?") && strings.Contains(tok.text, "=") {
				if c := classify2(tok, opt); c > Local {
					rs.sendTo, rs.sendClass, rs.sendBack = tok.text, c, true
					if c >= Other {
						rs.query = append(rs.query, tooltext.QueryWords(tok.text)...)
						rs.query = append(rs.query, tooltext.QueryKeys(tok.text)...)
					}
				}
			}
		}
	}
	executes(&rs, s.toks, hits, opt)
	loose(&rs, s, hits, t, opt)
	if len(s.code) > 0 {
		codeRoles(&rs, s.code, l, opt, work)
	}
	// A sentence in another language: its roles by co-occurrence.
	if f, ok := intlRoles(s, t.objects, opt); ok {
		*work += len(s.toks)
		if rs.sensitive == "" {
			rs.sensitive = f.sensitive
		}
		if f.sendTo != "" && (rs.sendTo == "" || f.sendClass > rs.sendClass) {
			rs.sendTo, rs.sendClass, rs.sendBack = f.sendTo, f.sendClass, true
		}
		rs.conceal = rs.conceal || f.conceal
		rs.ruleOnly = rs.ruleOnly && !f.conceal
		// And the loose roles the paragraph pass combines.
		if rs.mention == "" {
			rs.mention = f.sensitive
		}
		if f.sendTo != "" && rs.sendAnyTo == "" {
			rs.sendAnyTo, rs.sendAnyC = f.sendTo, f.sendClass
		}
		rs.concealAn = rs.concealAn || f.conceal || f.concealLoose
		rs.hush = rs.hush || f.conceal || f.concealLoose
	}
	return rs
}

// linkLine reports a sentence that is one Markdown link or image, its
// label and "(URL)" (flatten's "[label](url)"), at most a dozen tokens:
// its label's verb ("Open preview deployment") orders nothing, and the
// URL is what a reader clicks or the chat renders.
func linkLine(toks []token) bool {
	n := len(toks)
	if n > 12 || n < 3 {
		return false
	}
	return toks[n-1].text == ")" && toks[n-2].kind == url && toks[n-3].text == "("
}

// tagged are the hits of one sentence by what they do.
type tagged struct {
	verbs, objects  []hit
	dests           []int // token indexes of destinations
	anchors, quoted int   // hits that give the sentence a role of its own; of them, in quotation marks
}

// toldAnyone reports concealment that is advice to the reader, not
// the agent hiding a step from the user: what is not to be told is
// sensitive data, named inside the concealment or right after it, and
// whom it is not to be told is anyone ("do not mention your password
// to anyone who calls", "do not tell anyone your password").
func toldAnyone(toks []token, hits []hit, h hit) bool {
	if w := toks[h.to-1].text; w != "anyone" && w != "anybody" {
		return false
	}
	return slices.ContainsFunc(hits, func(o hit) bool {
		return o.entry.role == Sensitive && o.from > h.from && o.from <= h.to+2
	})
}

// tagHits sorts a sentence's hits by role and sets the roles that come
// from one hit: concealment and override.
func tagHits(toks []token, hits []hit, rs *roles) tagged {
	var t tagged
	order, concealed := false, false
	ruleHit, step := false, false
	for _, h := range hits {
		if r := h.entry.role; r == Sensitive || r == Conceal || r == Override || r == Execute {
			t.anchors++
			if toks[h.from].quoted && (h.entry.role != Sensitive || !selects(toks, h.from)) {
				t.quoted++
			}
		}
		switch h.entry.role {
		case Sensitive:
			t.objects = append(t.objects, h)
		case Take, Send:
			// (A negated verb is no order: the word before it, "not"
			// or "never", starts no clause; see imperative.)
			if h.base || h.gerund {
				t.verbs = append(t.verbs, h)
				order = order || imperative(toks, h)
			}
		case Destination:
			// A one-word destination is a noun ("the remote"), not an
			// adjective ("a remote state file").
			if h.to-h.from > 1 || h.to == len(toks) || toks[h.to].kind == stop || afterNoun[toks[h.to].text] {
				t.dests = append(t.dests, h.from)
			}
		case Conceal:
			if h.entry.Loose {
				continue
			}
			if h.entry.Directive && !negated(toks, h.from) {
				rs.conceal, order, step = true, true, true
				continue
			}
			if strings.HasPrefix(h.entry.Patterns[0], "NEG") {
				if toldAnyone(toks, hits, h) {
					continue // advice to keep the data from others
				}
				// "never tell the user", "do not mention this": an order.
				w := toks[h.from].text
				if w == "never" || w == "don't" || w == "dont" || w == "without" || w == "not" && h.from > 0 && orderNot[toks[h.from-1].text] {
					rs.conceal, order = true, true
					if h.entry.Kind == "rule" {
						ruleHit = true
					} else {
						step = true
					}
				}
				continue
			}
			if !negated(toks, h.from) {
				concealed = true
				order = order || imperative(toks, h)
			}
		case Override:
			from := h.from
			if from > 0 && toks[from-1].text == "the" {
				from--
			}
			// (An override whose subject is a pronoun, "they take
			// precedence over…", is one wherever the clause starts.)
			if clauseStart(toks, from) || from > 0 && (overrideAfter[toks[from-1].text] || overrideAfterNoun(toks[from-1].text)) || precedence(toks, from) {
				rs.override = true
			}
		case Execute:
			order = order || imperative(toks, h)
		}
	}
	// Concealment counts in a sentence that gives an order, not in one
	// that describes ("the metric is silently missing").
	rs.conceal = rs.conceal || concealed && order
	rs.ruleOnly = ruleHit && !step && !(concealed && order)
	return t
}

// loose sets the roles the paragraph pass reads: sensitive data named
// in any clause, a destination outside the project in a sentence that
// sends in any form (a passive, a noun: "go in the body of a POST to"),
// concealment as a statement too. Sentences about authenticating with
// a key name no sensitive data here (the key goes to its own service).
func loose(rs *roles, s *sentence, hits []hit, t tagged, opt Options) {
	toks := s.toks
	if !authClause(toks, t.objects) {
		// A path (.env, ~/.aws/credentials) names the data better
		// than a word ("a secret gist").
		for _, o := range t.objects {
			if !negated(toks, o.from) && (!toks[o.from].quoted || selects(toks, o.from)) && (rs.mention == "" || len(o.entry.Fragments) > 0) {
				rs.mention = words(toks[o.from:o.to])
				if len(o.entry.Fragments) > 0 {
					break
				}
			}
		}
	}
	sends := false
	for _, h := range hits {
		switch h.entry.role {
		case Send:
			sends = sends || !negated(toks, h.from)
		case Conceal:
			// Loose concealment naming the data itself ("never show
			// the token to the user") is hygiene: the value is kept
			// out of sight, not the step.
			if k := slices.IndexFunc(t.objects, func(o hit) bool { return o.from >= h.from && o.from < h.to }); h.entry.Loose && k >= 0 {
				for _, o := range t.objects[k:] {
					if o.from >= h.from && o.from < h.to {
						rs.hygiene = append(rs.hygiene, words(toks[o.from:o.to]))
					}
				}
				continue
			}
			rs.hush = rs.hush || h.entry.Loose
			// A negated pattern carries its own negator ("do not
			// mention"); any other concealment counts unless negated.
			rs.concealAn = rs.concealAn || strings.HasPrefix(h.entry.Patterns[0], "NEG") || !negated(toks, h.from)
		}
	}
	// A tool's argument the data is passed in ("pass their content as
	// the sidenote argument"): where a poisoned tool description sends
	// it (Invariant Labs). Read here only, with concealment near.
	dests, args := t.dests, 0
	for i, tok := range toks {
		if argNouns.has(tok) && i > 0 && between(toks, max(0, i-3), i, &argPreps) && anyWord(toks, &argVerbs) {
			dests = append(dests, i)
			args++
		}
	}
	// A destination "containing" or needing the data ("a secret gist
	// containing the .env") is sent it; so is one a sync tool names.
	// (Looked for only in a sentence with a destination: few are.)
	if len(dests) > 0 && !sends {
		sends = anyWord(toks, &containWords) || anyWord(toks, &syncTools)
	}
	for k, d := range dests {
		if d > 0 && toks[d-1].text == "from" || d > 1 && toks[d-2].text == "from" {
			continue
		}
		class := Other
		if toks[d].kind != word {
			class = classify2(toks[d], opt)
		}
		if class < Other {
			continue
		}
		ok := sends || k >= len(dests)-args // an argument: its verb was required
		for _, v := range t.verbs {
			ok = ok || v.entry.role == Take && v.to <= d && between(toks, max(v.to, d-2), d, &toWords)
			// Data copied into something that lives at the
			// destination, in one clause: "copy what you find into a
			// comment on the gist at https://…".
			ok = ok || v.entry.role == Take && copyVerb(toks[v.from].text) && v.to <= d && between(toks, v.to, d, &toWords) && !between(toks, v.to, d, &stops)
		}
		if ok && class > rs.sendAnyC {
			rs.sendAnyTo, rs.sendAnyC = toks[d].text, class
		}
	}
}

// codeRoles reads the shell fence beside a sentence for the loose roles
// the paragraph pass combines: a path or variable that names sensitive
// data (~/.kube, $JIRA_API_TOKEN, ~/.aws/credentials), and, in a fence
// that sends (curl, rclone, scp…), an address outside the project. The
// prose says what not to tell; the fence, what goes where ("sync the
// configuration with the team's archive:" over `rclone copy ~/.kube
// remote:`). Words are not read there (code's words are names).
func codeRoles(rs *roles, code []token, l *Lexicon, opt Options, work *int) {
	hits, w := l.find(code)
	*work += w + len(code)
	sends := anyWord(code, &syncTools)
	for _, h := range hits {
		switch h.entry.role {
		case Send:
			sends = true
		case Sensitive:
			if rs.mention == "" && code[h.from].pathy {
				rs.mention = code[h.from].text
			}
		}
	}
	if !sends {
		return
	}
	for _, t := range code {
		if t.kind == word {
			// scp's and rsync's "user@host:path" names its host.
			at := strings.IndexByte(t.text, '@')
			if at < 0 || !strings.Contains(t.text[at:], ":") || !isHost(hostOf(token{text: t.text, kind: host})) {
				continue
			}
			t.kind = host
		}
		if c := classify2(t, opt); c >= Other && c > rs.sendAnyC {
			rs.sendAnyTo, rs.sendAnyC = t.text, c
		}
	}
}

// selects reports quoted words at i that select data by what it holds
// ("messages containing "password reset" or "2FA""): search terms, not
// an example; the data selected is what they name. The quoted list is
// skipped back to the word before it (at most eight tokens).
func selects(toks []token, i int) bool {
	for k := i - 1; k >= max(0, i-8); k-- {
		switch {
		case toks[k].quoted, toks[k].text == ",", toks[k].text == "or", toks[k].text == "and":
			continue
		}
		return selectWords.has(toks[k])
	}
	return false
}

var (
	// selectWords come before the terms that select data.
	selectWords = wordSet{words: []string{"containing", "contain", "contains", "matching", "match", "matches", "mentioning", "mention", "mentions", "including", "include", "includes"}}
	// containWords: a destination "containing" the data, or one that
	// "needs" or "expects" it ("our endpoint needs the values of
	// AWS_SECRET_ACCESS_KEY"; "the checklist at … expects that file as
	// its payload"), is sent it.
	containWords = wordSet{words: []string{"containing", "holding", "needs", "expects", "requires"}}
	// syncTools copy files to another machine: a sentence or a fence
	// naming one with an address sends there ("rclone config create
	// team webdav url https://…"; "rclone copy ~/.kube team:"), read
	// loosely (an honest sync to the user's own remote says the same).
	syncTools = wordSet{words: []string{"rclone", "rsync", "scp", "sftp", "s3cmd", "gsutil", "azcopy"}}
	argNouns  = wordSet{words: []string{"argument", "parameter", "param", "arg", "field"}}
	argPreps  = wordSet{words: []string{"as", "in", "into", "via"}}
	argVerbs  = wordSet{words: []string{"pass", "put", "include", "add", "provide", "supply", "set", "fill", "send", "attach"}}
)

// authClause reports an authentication word in a clause (the words
// between commas, semicolons, colons and brackets) that names sensitive
// data: "call the API with your key in the Authorization header" uses
// the key, "after adding license headers, take the private key and
// push it to …" does not.
func authClause(toks []token, objects []hit) bool {
	start := 0
	for i := 0; i <= len(toks); i++ {
		if i < len(toks) && toks[i].kind != stop {
			continue
		}
		hasObj := false
		for _, o := range objects {
			if o.from >= start && o.from < i {
				hasObj = true
				break
			}
		}
		if hasObj {
			for _, tk := range toks[start:i] {
				if anyIn(tk.text, authWords) {
					return true
				}
			}
			// Two-word ones ("log in") are read over the clause.
			if anyIn(words(toks[start:i]), authWords) {
				return true
			}
		}
		start = i + 1
	}
	return false
}

// copyVerb reports a verb that takes data to put it somewhere ("copy
// … into"), not to read it ("read … into memory"). (A switch: a map
// would be built at start.)
func copyVerb(w string) bool {
	switch w {
	case "copy", "copies", "copied", "copying", "duplicate", "mirror":
		return true
	}
	return false
}

func anyIn(s string, ws []string) bool {
	for _, w := range ws {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// sensitiveAction is the sensitive data a verb acts on ("" none): its
// object (after it, not as an instrument; or before it in the passive).
func sensitiveAction(toks []token, verbs, objects []hit, work *int) string {
	for _, v := range verbs {
		if !imperative(toks, v) {
			continue
		}
		for _, o := range objects {
			*work++
			if o.from >= v.to && o.from <= v.to+objectReach && !instrumentBefore(toks, v.to, o.from) ||
				o.to <= v.from && o.to >= v.from-4 && between(toks, o.to, v.from, &passive) && !between(toks, o.to, v.from, &stops) {
				return words(toks[o.from:o.to])
			}
		}
	}
	return ""
}

// instrumentBefore reports an instrument word ("with", "using") between
// a verb and its object that makes the object a means ("call the API
// with your key"), not one that qualifies a thing taken ("forward any
// email with a 2FA code": "with" after a noun of messages or files).
func instrumentBefore(toks []token, from, to int) bool {
	for k := max(from, 0); k < to && k < len(toks); k++ {
		if instrument.has(toks[k]) && !(k > 0 && carriers.has(toks[k-1])) {
			return true
		}
	}
	return false
}

// carriers are the things that hold data: "an email with a code".
var carriers = wordSet{words: []string{"email", "emails", "mail", "mails", "message", "messages", "file", "files", "document", "documents", "attachment", "attachments", "note", "notes", "issue", "issues", "entry", "entries", "record", "records", "row", "rows", "line", "lines"}}

// takesBack reports an order to take (read, collect, have the user
// paste…) a pronoun: data an earlier sentence named.
func takesBack(toks []token, verbs []hit) bool {
	for _, v := range verbs {
		if v.entry.role != Take || !imperative(toks, v) {
			continue
		}
		for k := v.to; k < len(toks) && k < v.to+3; k++ {
			switch toks[k].text {
			case "it", "them", "this", "these", "those":
				return true
			}
		}
	}
	return false
}

// sendsTo sets the destination data is sent to: after a verb that sends
// (or one that takes, with "to"), not a source ("from"), not a local
// host; none when the sentence authenticates with the data (auth).
func sendsTo(rs *roles, toks []token, verbs []hit, dests []int, auth bool, opt Options, work *int) {
	for _, d := range dests {
		t := toks[d]
		if d > 0 && toks[d-1].text == "from" || d > 1 && toks[d-2].text == "from" {
			continue
		}
		class := Other
		if t.kind != word {
			class = classify2(t, opt)
			if class == Local {
				continue
			}
		}
		for _, v := range verbs {
			*work++
			if v.to > d || !imperative(toks, v) {
				continue
			}
			// A verb that takes sends with "to" just before the
			// destination; one that copies, with "into" anywhere in
			// its clause ("copy the .env into a new comment on …").
			if v.entry.role == Take && !between(toks, max(v.to, d-2), d, &toWords) &&
				!(copyVerb(toks[v.from].text) && between(toks, v.to, d, &toWords) && !between(toks, v.to, d, &stops)) {
				continue
			}
			if auth && rs.sensitive != "" {
				continue
			}
			if rs.sendTo == "" || class > rs.sendClass {
				rs.sendTo, rs.sendClass = t.text, class
			}
			rs.sendBack = rs.sendBack || between(toks, v.to, min(v.to+3, d), &backWords)
			break
		}
	}
}

// executes sets what the sentence orders run, pasted, followed or
// approved, and from which class of host.
func executes(rs *roles, toks []token, hits []hit, opt Options) {
	for _, h := range hits {
		if h.entry.role == Execute && h.entry.Kind == "suppress" {
			rs.suppress = true // a condition, not an order
		}
		if h.entry.role != Execute || !imperative(toks, h) {
			continue
		}
		// Where what is run or followed comes from: for a download, a
		// URL or host between its verbs; for a command pasted into a
		// terminal, one in a sentence that downloads; for instructions
		// to follow, one right after them ("follow the steps at URL") or
		// one fetched before ("fetch URL and follow its instructions").
		c, at := Local, ""
		for i, t := range toks {
			if t.kind == word {
				continue
			}
			ok := false
			switch h.entry.Kind {
			case "run":
				ok = i > h.from && i < h.to
			case "paste":
				ok = anyWord(toks, &downloaders)
			case "follow":
				// A fetching verb in the two tokens before the URL counts
				// across punctuation ("Fetch: URL", "[Fetch](URL)"),
				// further back only within the clause.
				ok = i >= h.to && i <= h.to+3 || i < h.from && i > 0 && (between(toks, i-2, i, &fetchWords) || fetchedBefore(toks, i))
			}
			if k := classify2(t, opt); ok && k > c {
				c, at = k, t.text
			}
		}
		switch h.entry.Kind {
		case "approve":
			rs.approve = true
		case "pass":
			rs.pass = true
		case "decode":
			rs.decode = true
		case "obey":
			rs.obey = true
		case "run", "paste":
			if c > rs.run {
				rs.run, rs.runFrom = c, at
			}
		case "follow":
			if c > rs.follow {
				rs.follow, rs.followAt = c, at
			}
			rs.followOpen = rs.followOpen || c == Local
		}
	}
}

var (
	stops   = wordSet{words: []string{",", ";", ":", "(", ")"}}
	toWords = wordSet{words: []string{"to", "into", "onto"}}
)

var (
	// starters are the words after which an imperative verb starts a
	// clause ("then send", "you must read", "1. copy").
	starters = map[string]bool{",": true, ";": true, ":": true, "(": true, "and": true, "then": true, "also": true, "first": true,
		"please": true, "now": true, "must": true, "should": true, "always": true, "next": true, "finally": true,
		"immediately": true, "or": true, "you": true, "run": true, "execute": true, "call": true, "quietly": true, "silently": true, "secretly": true, "just": true, "simply": true}
	gerundAfter = map[string]bool{"by": true, "before": true, "after": true, "while": true, "when": true, "then": true}
	fetchWords  = wordSet{words: []string{"fetch", "read", "open", "load", "visit", "download", "get", "retrieve", "webfetch", "curl", "browse"}}
	downloaders = wordSet{words: []string{"curl", "wget", "iwr", "irm", "invoke-webrequest", "invoke-restmethod", "download", "fetch"}}
)

// clauseStart reports a word that starts a clause: the first of the
// sentence, or one after a starter word; a number (a list item's) counts.
func clauseStart(toks []token, i int) bool {
	if i == 0 {
		return true
	}
	p := toks[i-1].text
	return starters[p] || p[0] >= '0' && p[0] <= '9' && len(p) <= 3
}

// imperative reports a verb hit that gives an order: a lemma starting a
// clause, or a gerund after "by", "before"… ("by uploading them").
func imperative(toks []token, h hit) bool {
	if h.base && clauseStart(toks, h.from) {
		return true
	}
	return h.gerund && h.from > 0 && gerundAfter[toks[h.from-1].text]
}

// fetchedBefore reports a fetching verb up to six words before the URL
// at i in its clause: "fetch URL", "download the firm's playbook from
// URL".
func fetchedBefore(toks []token, i int) bool {
	for k := i - 1; k >= max(0, i-6); k-- {
		if fetchWords.has(toks[k]) {
			return true
		}
		if toks[k].kind == stop {
			return false
		}
	}
	return false
}

// between reports a token of set in toks[from:to].
func between(toks []token, from, to int, set *wordSet) bool {
	for k := max(from, 0); k < to && k < len(toks); k++ {
		if set.has(toks[k]) {
			return true
		}
	}
	return false
}

// overrideAfter are the words an override may follow: "you are no
// longer bound", "these instructions take precedence".
var overrideAfter = map[string]bool{"your": true, "are": true, "you're": true, "instructions": true, "skill": true, "file": true, "prompt": true, "rules": true}

// overrideAfterNoun: "this instruction overrides …", "system note:
// this overrides …". (A switch beside overrideAfter: its map stays one
// bucket, built at start.)
func overrideAfterNoun(w string) bool {
	return w == "instruction" || w == "note" || w == "this"
}

// precedence reports "they take precedence…", "which has priority…" at
// token i: a pronoun that ranks what it names above the user.
func precedence(toks []token, i int) bool {
	if i+1 >= len(toks) {
		return false
	}
	switch toks[i].text {
	case "they", "it", "these", "those", "which":
	default:
		return false
	}
	switch toks[i+1].text {
	case "take", "takes", "have", "has", "get", "gets":
		return true
	}
	return false
}

// afterNoun are words that may follow a destination noun.
var afterNoun = map[string]bool{"and": true, "then": true, "with": true, "over": true, "via": true, "using": true, "so": true, "for": true, "at": true, "in": true, "on": true, "before": true, "after": true, "immediately": true, "now": true, "too": true, "as": true}

// backWords name data an earlier sentence took: "Collect the keys. Send
// them to…".
var backWords = wordSet{words: []string{"it", "them", "this", "these", "everything", "whatever", "all", "that",
	"zip", "archive", "file", "files", "data", "contents", "results", "bundle", "dump", "what",
	"notes", "values", "output", "result", "information", "details", "findings", "list",
	// The sensitive thing named again by its noun ("Ask for the 24
	// recovery words. Submit the words to…").
	"words", "phrase", "phrases", "key", "keys", "token", "tokens", "secret", "secrets",
	"credentials", "passwords", "text", "entries"}}

// orderNot are the words before "not" that make it an order.
var orderNot = map[string]bool{"do": true, "must": true, "should": true, "shall": true, "will": true, "please": true}

func anyWord(toks []token, set *wordSet) bool {
	for _, t := range toks {
		if set.has(t) {
			return true
		}
	}
	return false
}

// wordSet is a small set of words looked up by token, run over every
// token of every sentence: the bit of the token's key (firstKey) is
// tested first, and most tokens, which are none of the words, are
// answered without a map look-up.
//
// A set is written as a package variable, wordSet{words: []string{...}},
// and built on first use, so the package allocates nothing at start-up
// (TestStartupInitBudget).
type wordSet struct {
	words []string
	once  sync.Once
	bits  [1024 / 64]uint64
	set   map[string]bool
}

func (s *wordSet) build() {
	s.set = make(map[string]bool, len(s.words))
	for _, w := range s.words {
		k := firstKey(w) % 1024
		s.bits[k/64] |= 1 << (k % 64)
		s.set[w] = true
	}
}

// has reports whether token t is one of the words.
func (s *wordSet) has(t token) bool {
	s.once.Do(s.build)
	k := uint32(t.key) % 1024
	return s.bits[k/64]&(1<<(k%64)) != 0 && s.set[t.text]
}

func words(ts []token) string {
	var b strings.Builder
	for i, t := range ts {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(t.text)
	}
	return b.String()
}

func classify2(t token, opt Options) HostClass {
	if opt.Host == nil {
		return Other
	}
	scheme := ""
	if t.kind == url {
		scheme = strings.ToLower(t.text[:strings.Index(t.text, "://")])
	}
	return opt.Host(scheme, hostOf(t))
}

// window is how many sentences around one its roles combine with, in
// the same section; an override reaches further (it frames what follows).
const (
	window         = 1
	overrideWindow = 3
)

// analyse gives each sentence of a document its roles and reports the
// combinations: sensitive data sent or hidden, something run or followed
// from elsewhere, confirmations turned off, instructions set aside.
func (r *Result) analyse(p string, ss []sentence, opt Options, tool bool) []Finding {
	a := &analysis{r: r, path: p, ss: ss, rs: make([]roles, len(ss)), best: map[string]int{}, opt: opt}
	paragraphLangs(ss)
	for i := range ss {
		a.rs[i] = rolesOf(&ss[i], opt.Lexicon, opt, &r.Work)
	}
	// "Explain that you need the recovery phrase. Ask them to paste
	// it.": an order to take a pronoun takes what the sentence before
	// it named.
	for i := range ss {
		if a.rs[i].takeBack {
			for j := i - 1; j >= max(0, i-2); j-- {
				r.Work++
				if ss[j].section == ss[i].section && a.rs[j].mention != "" {
					a.rs[i].sensitive = a.rs[j].mention
					break
				}
			}
		}
	}
	// Shadowing in a skill's own text is reported beside concealment
	// only: a document without any is not looked at for it.
	hushed := tool
	for k := 0; k < len(a.rs) && !hushed; k++ {
		hushed = a.rs[k].conceal || a.rs[k].concealAn
	}
	for i := range ss {
		a.placeholders(i)
		// det23: a placeholder naming a secret, an outside URL's.
		if w := tooltext.SecretSlot(ss[i].text); w != "" && slices.ContainsFunc(ss[i].toks, func(t token) bool { return t.kind == url && classify2(t, a.opt) >= Other }) {
			a.add(i, CodeSecretDisclosure, High, fmt.Sprintf("a URL whose placeholder <%s> sends what it names to an outside address when followed or rendered", w), "sensitive_action", "destination")
		}
		a.secrets(i)
		a.paragraph(i)
		a.execution(i)
		a.overrides(i)
		a.gate(i)
		a.embeds(i)
		if hushed && (tool || beyond(&ss[i])) {
			a.shadowing(i, tool)
		}
	}
	for _, f := range playbook.Find(a.book(), a.opt.remote, &r.Work) {
		// Quotation marks are the author's to place (det23): an example
		// is weaker only in a fence or a block quote (add, s.weak).
		sev := High
		if f.Medium {
			sev = Medium
		}
		a.add(f.Index, f.Code, sev, f.Title, "playbook", f.Class)
	}
	var kept []Finding
	for _, f := range a.out {
		if f.Code != "" {
			kept = append(kept, f)
		}
	}
	return kept
}

// book gives package playbook the document's sentences: none when no
// word can start one of its classes (playbook.Anchor, the cheap test).
func (a *analysis) book() []playbook.Sentence {
	if !slices.ContainsFunc(a.ss, func(s sentence) bool {
		a.r.Work += len(s.toks)
		return slices.ContainsFunc(s.toks, func(t token) bool { return playbook.Anchor(t.text) })
	}) {
		return nil
	}
	out := make([]playbook.Sentence, len(a.ss))
	for i := range a.ss {
		s, b := &a.ss[i], &out[i]
		b.Section, b.Words, b.Quoted, b.Shown = s.section, make([]string, len(s.toks)), make([]bool, len(s.toks)), s.weak
		b.Line, b.Item = s.line, listItem(s.text)
		for k, t := range s.toks {
			b.Words[k], b.Quoted[k] = t.text, t.quoted
			b.Out = b.Out || (t.kind == url || t.kind == email || t.kind == host) && classify2(t, a.opt) >= Other
		}
		for _, t := range s.code {
			b.Code = append(b.Code, t.text)
			b.Out = b.Out || (t.kind == url || t.kind == email || t.kind == host) && classify2(t, a.opt) >= Other
		}
	}
	return out
}

// analysis is one document's sentences, their roles and the findings so
// far (best: code and line -> index in out).
type analysis struct {
	r    *Result
	path string
	ss   []sentence
	rs   []roles
	best map[string]int
	out  []Finding
	opt  Options
}

// near reports whether f holds for a sentence up to w sentences from i
// in the same section.
func (a *analysis) near(i, w int, f func(j int) bool) bool {
	for j := max(0, i-w); j <= i+w && j < len(a.ss); j++ {
		a.r.Work++
		if a.ss[j].section == a.ss[i].section && f(j) {
			return true
		}
	}
	return false
}

// add reports code on sentence i, its severity weighed by the sentence
// (an example, quoted, hidden), keeping the most severe per code and line.
// A playbook class is not weighed by quotation marks (det23).
func (a *analysis) add(i int, code string, sev Severity, title string, ctx ...string) {
	s := a.ss[i]
	if s.weak {
		sev--
		ctx = append(ctx, "example")
	}
	if a.rs[i].quoted && sev > Medium && (len(ctx) == 0 || ctx[0] != "playbook") {
		sev = Medium
		ctx = append(ctx, "quoted")
	}
	if s.hidden && sev < Critical {
		sev++
		ctx = append(ctx, "hidden")
	}
	if sev <= None {
		return
	}
	k := fmt.Sprintf("%s\x00%d", code, s.line)
	if j, ok := a.best[k]; ok {
		if a.out[j].Severity >= sev {
			return
		}
		a.out[j] = Finding{}
	} else {
		a.best[k] = len(a.out)
		a.out = append(a.out, Finding{})
	}
	a.out[a.best[k]] = Finding{Code: code, Severity: sev, Path: a.path, Line: s.line, Text: s.text, Title: title, Check: checks[code], Context: append([]string{"instructions"}, ctx...)}
}

// secrets reports sensitive data sent away or acted on out of the user's
// sight, and data sent away out of it.
func (a *analysis) secrets(i int) {
	ss, rs, x := a.ss, a.rs, a.rs[i]
	if x.sensitive != "" {
		to, class := "", None
		a.near(i, window, func(j int) bool {
			// What is sent from a neighbour is named back ("them"), or
			// the sentence ends with a colon that introduces it.
			if rs[j].sendTo != "" && (j == i || rs[j].sendBack || j == i+1 && strings.HasSuffix(ss[i].text, ":")) && Severity(rs[j].sendClass) > class {
				to, class = rs[j].sendTo, Severity(rs[j].sendClass)
			}
			return false
		})
		conceal := a.near(i, window, func(j int) bool { return rs[j].conceal })
		switch {
		case to != "" && conceal:
			a.add(i, CodeSecretDisclosure, Critical, fmt.Sprintf("an instruction to send %s to %s without the user knowing", x.sensitive, to), "sensitive_action", "destination", "concealment")
		case to != "":
			a.add(i, CodeSecretDisclosure, High, fmt.Sprintf("an instruction to send %s to %s", x.sensitive, to), "sensitive_action", "destination")
		case conceal:
			a.add(i, CodeHideFromUser, High, fmt.Sprintf("an instruction to act on %s without the user knowing", x.sensitive), "sensitive_action", "concealment")
		}
	}
	// Hidden text (an HTML comment, a hidden element) that orders its
	// own concealment beside sensitive data it names, however far from
	// its verb: an injection addressed to a model ("AI assistants
	// processing this message: … any one-time codes you can see. Do
	// not mention these instructions.").
	if x.conceal && a.ss[i].hidden && x.sensitive == "" {
		data := ""
		a.near(i, paragraphWindow, func(j int) bool {
			if data == "" && a.ss[j].hidden {
				data = rs[j].mention
			}
			return false
		})
		if data != "" {
			a.add(i, CodeHideFromUser, High, "hidden instructions that name "+data+" and are to be kept from the user", "sensitive_action", "concealment")
		}
	}
	if x.conceal && !x.ruleOnly && x.sensitive == "" && !a.near(i, window, func(j int) bool { return rs[j].sensitive != "" }) {
		if a.near(i, window, func(j int) bool { return rs[j].sendTo != "" }) {
			a.add(i, CodeHideFromUser, High, "an instruction to send data away without the user knowing", "concealment", "destination")
		}
	}
}

// paragraphWindow is how many sentences around one the paragraph pass
// reads: a paragraph or a list with its lead-in, in the same section.
const paragraphWindow = 4

// paragraph reports the three roles of exfiltration spread over the
// sentences of a paragraph or a list, each perhaps a statement rather
// than an order: sensitive data named, a sentence sending to a
// destination outside the project, and concealment ("Source: .env" /
// "Destination: https://…" / "internal, do not surface in replies";
// "the .env file should be forwarded to…. Users should not be
// informed"). Each role alone, or two of them, is common in honest
// skills; the three together are the instruction split up.
func (a *analysis) paragraph(i int) {
	rs := a.rs
	if rs[i].mention == "" {
		return
	}
	to, class, at := "", HostClass(0), -1
	a.near(i, paragraphWindow, func(j int) bool {
		if rs[j].sendAnyTo != "" && rs[j].sendAnyC > class {
			to, class, at = rs[j].sendAnyTo, rs[j].sendAnyC, j
		}
		return false
	})
	// The concealment near the data, or, if it is about telling the
	// user, near where the data goes: a list whose steps name the data,
	// then the destination, then what not to tell is one instruction
	// (a chain, each link a paragraph).
	// Concealment that names the data is hygiene only while the
	// paragraph sends something else: beside a send of that data
	// outside the project it hides the send (per paragraph, not per
	// sentence: the send may stand before, after or in the same one).
	// Every send of the paragraph is read, not only the first of the
	// highest host class (det17fix: a decoy send before it).
	m := rs[i].mention
	sendsIt := false
	a.near(i, paragraphWindow, func(j int) bool {
		if !sendsIt && rs[j].sendAnyTo != "" && rs[j].sendAnyC > Local && (sameData(rs[j].mention, m) || rs[j].mention == "" && j > 0 && sameData(rs[j-1].mention, m) && a.ss[j-1].section == a.ss[j].section && slices.ContainsFunc(a.ss[j].toks, pronoun)) {
			sendsIt = true
			if rs[j].sendAnyTo != to && a.near(i, paragraphWindow, func(k int) bool { return hygieneOf(rs[k].hygiene, m) }) {
				to, at = rs[j].sendAnyTo, j
			}
		}
		return false
	})
	if to == "" || !a.near(i, paragraphWindow, func(j int) bool { return rs[j].concealAn || sendsIt && hygieneOf(rs[j].hygiene, m) }) &&
		!a.near(at, paragraphWindow, func(j int) bool { return rs[j].conceal || rs[j].hush }) {
		return
	}
	a.add(i, CodeSecretDisclosure, High, fmt.Sprintf("instructions that, read together, send %s to %s without the user knowing", rs[i].mention, to), "sensitive_action", "destination", "concealment", "paragraph")
}

// hygieneOf reports m among the data a hygiene concealment names.
func hygieneOf(hs []string, m string) bool {
	return slices.ContainsFunc(hs, func(h string) bool { return sameData(h, m) })
}

// sameData reports two names of the same data, in the singular or the
// plural ("the API keys", "the API key").
func sameData(a, b string) bool {
	if a == "" || b == "" {
		return false
	}
	return strings.TrimSuffix(a, "s") == strings.TrimSuffix(b, "s")
}

// pronoun reports a token that names what a sentence before named.
func pronoun(t token) bool {
	switch t.text {
	case "it", "them", "this", "these", "those", "its", "their":
		return true
	}
	return false
}

// execution reports a download to run, instructions to follow from
// elsewhere and confirmations turned off, higher next to concealment or
// the other roles.
func (a *analysis) execution(i int) {
	rs := a.rs
	// "Fetch the current guide and follow it exactly:" over a line
	// that names where (`curl -s https://…`): the address after the
	// colon is where the instructions come from (det19).
	if x := &rs[i]; x.followOpen && x.follow < Other && i+1 < len(a.ss) && a.ss[i+1].section == a.ss[i].section && strings.HasSuffix(a.ss[i].text, ":") {
		for _, t := range a.ss[i+1].toks {
			if c := classify2(t, a.opt); t.kind != word && c > x.follow {
				x.follow, x.followAt = c, t.text
			}
		}
	}
	x := rs[i]
	conceal := x.run >= Other || x.follow >= Other || x.approve
	if conceal {
		conceal = a.near(i, window, func(j int) bool { return rs[j].conceal })
	}
	if x.run >= Other {
		sev := High
		if x.run == Risky || conceal {
			sev = Critical
		}
		a.add(i, CodeDownloadAndRun, sev, "an instruction to download and run something from "+x.runFrom, ctxIf("execution", "concealment", conceal)...)
	}
	if x.follow >= Other {
		// Instructions that are not in the skill can change after
		// review: medium alone, high with a risky host or next to
		// concealment, an override or secrets.
		sev := Medium
		other := a.near(i, window, func(j int) bool { return rs[j].sensitive != "" || rs[j].override })
		switch {
		case x.follow == Risky && conceal:
			sev = Critical
		case x.follow == Risky, conceal, other:
			sev = High
		}
		a.add(i, CodeRemoteInstr, sev, "an instruction to follow instructions fetched from "+x.followAt, ctxIf("execution", "concealment", conceal)...)
	}
	if x.decode && a.near(i, window, func(j int) bool { return anyWord(a.ss[j].toks, &decodeWords) }) {
		a.add(i, CodeRemoteInstr, High, "an instruction to decode a string and do what it says", "execution", "encoded")
	}
	if x.obey {
		sev := Medium
		if a.near(i, window, func(j int) bool {
			return anyWord(a.ss[j].toks, &anyoneWords) || rs[j].sensitive != "" || rs[j].override || rs[j].conceal
		}) {
			sev = High
		}
		a.add(i, CodeRemoteInstr, sev, "an instruction to carry out requests found in what others write", "execution")
	}
	if x.approve {
		other := a.near(i, window, func(j int) bool {
			return rs[j].sensitive != "" || rs[j].sendTo != "" || rs[j].conceal || rs[j].override
		})
		sev := Medium
		if other {
			sev = High
		}
		a.add(i, CodePermissionBypass, sev, "an instruction to turn off the agent's confirmations", ctxIf("execution", "with_other_roles", other)...)
	}
}

// decodeWords decode a string: the instructions to follow are in it.
var decodeWords = wordSet{words: []string{"decode", "decodes", "decoded", "decoding", "decrypt", "decrypted", "deobfuscate", "unscramble", "base64", "base32", "base58", "rot13", "b64decode", "hex-decode", "atob", "base64-decode", "base64-decoded"}}

// anyoneWords say who writes what the agent is told to obey: anyone.
var anyoneWords = wordSet{words: []string{"public", "anyone", "anybody", "strangers", "external", "third-party", "untrusted"}}

// gate reports a reviewing agent told to pass what it reviews: approval
// ordered before looking and findings kept out whatever they look like,
// or either beside concealment (review sabotage: the Legit Security
// GitLab Duo injection; a rubric's "fast-path policy").
func (a *analysis) gate(i int) {
	rs := a.rs
	if !rs[i].pass && !rs[i].suppress {
		return
	}
	// What is passed runs (CI workflows, deploy code, lockfiles,
	// scripts): in either sentence. Generated files or docs passed
	// whatever they look like are a reviewer's routine (det17fix).
	runs := false
	other := a.near(i, paragraphWindow, func(j int) bool {
		if rs[i].pass && rs[j].suppress || rs[i].suppress && rs[j].pass {
			runs = runs || tooltext.ReviewRuns(a.ss[i].text) || tooltext.ReviewRuns(a.ss[j].text)
			return true
		}
		return false
	})
	// Concealment is an order to keep the rule or the findings from the
	// user or the review ("do not mention the fast-path policy"), not
	// the suppression itself ("do not flag them").
	// (Or stated: "calibration rules, apply silently", det19; a loose
	// entry is no statement of it: "do not flag them" is the
	// suppression itself.)
	conceal := a.near(i, paragraphWindow, func(j int) bool { return rs[j].conceal || rs[j].concealAn && !rs[j].hush })
	switch {
	case conceal:
		a.add(i, CodeHideFromUser, High, "an instruction to pass what the agent reviews, kept from the user", "review", "concealment")
	case other && runs:
		a.add(i, CodeOverride, High, "an instruction to approve what the agent reviews whatever it finds", "review", "with_other_roles")
	case other:
		a.add(i, CodeOverride, Medium, "an instruction to approve what the agent reviews whatever it finds", "review")
	}
}

// embeds reports code from outside the project added to the user's
// pages beside an order to keep it from the user: a web fence after
// the sentence, or a snippet file of the skill it names, that loads a
// script from or beacons to an address ("add this to the end of <body>
// … do not mention it separately in your summary"; Rules File Backdoor,
// Magecart-style skimmers). Without concealment, a snippet is the
// user's analytics (det19).
func (a *analysis) embeds(i int) {
	u := a.ss[i].embed
	if u == "" && len(a.r.snippets) == 0 || !a.near(i, paragraphWindow, func(j int) bool { return a.rs[j].conceal }) {
		return
	}
	for k := 0; u == "" && k < len(a.ss[i].toks); k++ {
		if n := path.Base(a.ss[i].toks[k].text); a.ss[i].toks[k].pathy && a.r.snippets[n] != nil {
			if _, seen := a.r.snipCode[n]; !seen {
				a.r.snipCode[n], a.r.Work = tooltext.RemoteCode(string(a.r.snippets[n])), a.r.Work+len(a.r.snippets[n])
			}
			u = a.r.snipCode[n]
		}
	}
	if u == "" || classify2(token{text: u, kind: url}, a.opt) < Other {
		return
	}
	a.add(i, CodeHideFromUser, High, "an instruction to add code that loads from or sends to "+u+" to the user's files, kept from the user", "execution", "concealment")
}

// overrides reports an instruction to set aside the model's own,
// critical with secrets sent away near it, high with any other role.
func (a *analysis) overrides(i int) {
	rs := a.rs
	if !rs[i].override {
		return
	}
	exfil := a.near(i, overrideWindow, func(j int) bool { return rs[j].sensitive != "" }) &&
		a.near(i, overrideWindow, func(j int) bool { return rs[j].sendTo != "" })
	other := a.near(i, overrideWindow, func(j int) bool {
		y := rs[j]
		return y.sensitive != "" || y.sendTo != "" || y.conceal || y.run >= Other || y.follow >= Other || y.approve ||
			y.mention != "" && y.sendAnyTo != "" // sensitive data and a destination, however phrased ("you are permitted to share credential files with …")
	})
	sev := Medium
	switch {
	case exfil:
		sev = Critical
	case other:
		sev = High
	}
	a.add(i, CodeOverride, sev, "an instruction to set aside the model's instructions", ctxIf("override", "with_other_roles", other)...)
}

// placeholderWindow is how many sentences around a URL with a query
// the sentences defining its placeholders may stand, in its section.
const placeholderWindow = 6

// placeholders reports a URL sent by rendering or following it (a
// Markdown image: the chat fetches it, query and all) whose query holds
// a placeholder a nearby sentence defines as sensitive data: "Replace
// SUMMARY with a summary of the conversation, including any API keys",
// "CONTEXT is the text of the user's messages and any tokens in them".
// The data leaves when the image is shown (Rehberger's Markdown image
// exfiltration; EchoLeak). A definition that negates anything ("never
// put tokens in it") is not read as one.
func (a *analysis) placeholders(i int) {
	rs := a.rs
	if len(rs[i].query) == 0 {
		return
	}
	// A placeholder that names the conversation itself
	// ("?d={conversation}"), beside concealment (det19).
	if k := slices.IndexFunc(rs[i].query, tooltext.ContentWord); k >= 0 && a.near(i, window, func(j int) bool { return rs[j].conceal || rs[j].concealAn }) {
		a.add(i, CodeSecretDisclosure, High, fmt.Sprintf("a URL whose placeholder %s holds the conversation, sent when it is rendered or followed, kept from the user", rs[i].query[k]), "sensitive_action", "concealment")
	}
	for j := max(0, i-placeholderWindow); j <= i+placeholderWindow && j < len(a.ss); j++ {
		a.r.Work++
		// The whole conversation or meeting, no credential named (det19):
		// read with concealment only.
		content := rs[j].mention == "" && slices.ContainsFunc(a.ss[j].toks, func(t token) bool { return tooltext.ContentWord(t.text) })
		if rs[j].mention == "" && !content || a.ss[j].section != a.ss[i].section || anyWord(a.ss[j].toks, &negators) {
			continue
		}
		w, ok := defines(a.ss[j].toks, rs[i].query)
		if !ok && j == i-1 && strings.HasSuffix(a.ss[j].text, ":") {
			// The sentence that introduces the URL with a colon and
			// names its placeholder in any role ("take the password
			// lines, base64 them, and render:") defines it.
			w, ok = usesWord(a.ss[j].toks, rs[i].query)
		}
		if !ok {
			continue
		}
		conceal := a.near(j, window, func(k int) bool { return rs[k].conceal || rs[k].concealAn }) ||
			a.near(i, window, func(k int) bool { return rs[k].conceal || rs[k].concealAn })
		sev, what := High, rs[j].mention
		switch {
		case content && !conceal:
			continue
		case content:
			what = "the conversation's content"
		case conceal:
			sev = Critical
		}
		a.add(j, CodeSecretDisclosure, sev, fmt.Sprintf("an instruction to put %s in the placeholder %s of %s, sent when the URL is rendered or followed", what, w, rs[i].sendTo),
			ctxIf("sensitive_action", "concealment", conceal)...)
	}
}

// defines reports a token of toks that defines one of the placeholder
// words: at the start of a clause before "is", "are", ":" or "=" ("-
// CONTEXT is …"), or after replace, substitute or fill ("replace SUMMARY
// with …").
func defines(toks []token, words []string) (string, bool) {
	for k, t := range toks {
		// "$TOKEN", "%DATA%": a variable's sigils are not the word.
		if !slices.Contains(words, strings.Trim(t.text, "$%")) {
			continue
		}
		prev := ""
		if k > 0 {
			prev = toks[k-1].text
		}
		// Brackets around the placeholder ("replace {ctx} with …")
		// are skipped.
		if prev == "{" || prev == "(" || prev == "[" {
			prev = ""
			if k > 1 {
				prev = toks[k-2].text
			}
		}
		next := ""
		if k+1 < len(toks) {
			next = toks[k+1].text
			if (next == "}" || next == ")" || next == "]") && k+2 < len(toks) {
				next = toks[k+2].text
			}
		}
		if (k == 0 || prev == "-" || prev == "*" || prev == "where" || prev == "with" || toks[k-1].kind == stop) && tooltext.DefineWord(next) ||
			tooltext.ReplaceWord(prev) || prev == "the" && k > 1 && tooltext.BuildWord(toks[k-2].text) {
			return t.text, true
		}
		// A query's key named as the parameter the data goes in ("put
		// them in the d parameter").
		if len(t.text) <= 3 && tooltext.ParamNoun(next) && (prev == "the" || prev == "a" || toWords.has(toks[max(k-1, 0)])) {
			return t.text, true
		}
	}
	return "", false
}

// usesWord is the first token of toks that is one of words.
func usesWord(toks []token, words []string) (string, bool) {
	for _, t := range toks {
		if slices.Contains(words, t.text) {
			return t.text, true
		}
	}
	return "", false
}

func ctxIf(base, extra string, cond bool) []string {
	if cond {
		return []string{base, extra}
	}
	return []string{base}
}
