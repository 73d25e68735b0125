package audit

import (
	"bytes"
	"regexp"
	"strings"
	"sync"

	"github.com/skillpin/skillpin/internal/catalog/audit/cijob"
	"github.com/skillpin/skillpin/internal/catalog/audit/codeliteral"
	"github.com/skillpin/skillpin/internal/catalog/audit/credplace"
	"github.com/skillpin/skillpin/internal/catalog/audit/hosts"
	"github.com/skillpin/skillpin/internal/catalog/audit/installed"
	"github.com/skillpin/skillpin/internal/catalog/audit/keywords"
	"github.com/skillpin/skillpin/internal/catalog/audit/optin"
	"github.com/skillpin/skillpin/internal/catalog/audit/prefilter"
	"github.com/skillpin/skillpin/internal/catalog/audit/settle"
	"github.com/skillpin/skillpin/internal/catalog/audit/shellcmd"
	"github.com/skillpin/skillpin/internal/catalog/audit/technique"
)

// Condition names a context in which a match is seen. "!c" is its
// negation. The vocabulary is fixed (conditions below); rule files use it
// in requires and adjust.
type Condition string

// The conditions.
var conditions = sync.OnceValue(func() map[string]string {
	return map[string]string{
		"known_host":       "every URL on the line is a well-known installer or vendor host over https",
		"risky_host":       "a URL or address on the line is a bare public IP, or a paste, tunnel, webhook or file-drop host",
		"plain_http":       "a URL on the line is plain http to a host that is not local",
		"url":              "the line has a URL",
		"example_host":     "every URL on the line is a documentation placeholder (example.com, .example, .test, localhost)",
		"prerequisite":     "the line is under a heading about prerequisites, requirements or setup steps",
		"code":             "the match is in a fenced code block or an inline code span of a Markdown file",
		"quoted":           "the match is inside quotation marks or a block quote",
		"hidden":           "the match is inside an HTML comment, or spelled by invisible characters",
		"example":          "the match is an example by the structure of the skill: in a fenced code block, an inline code span or a quotation of a Markdown document other than SKILL.md that no instruction of the skill tells the agent to run or follow",
		"skill_md":         "the file is the skill's SKILL.md",
		"markdown":         "the file is Markdown",
		"script":           "the file is not Markdown (code a tool or agent runs)",
		"frontmatter":      "the match is in SKILL.md's YAML frontmatter",
		"read_verb":        "the line reads, copies or archives files (cat, cp, tar, open(…), Get-Content…)",
		"egress_here":      "the line itself sends or fetches over the network",
		"file_egress":      "the same file sends or fetches over the network",
		"skill_egress":     "some file of the skill sends or fetches over the network",
		"behaviour":        "another rule finds something at medium or above in the same skill",
		"file_behaviour":   "another rule finds something at medium or above in the same file",
		"discarded":        "every command on the line that runs the program the match starts with sends both its output and its errors to /dev/null (&>/dev/null, >/dev/null 2>&1): it tests that something exists, and what it reads reaches no terminal, pipe or variable",
		"placeholder":      "the match is a bracketed word (<SYSTEM>, [system]) on a line that holds two or more other bracketed slots of the same brackets, no closing tag of it, and besides the slots only a table's pipes, punctuation and at most three capitalised keywords (WHEN, THEN, SHALL): a fill-in slot of a template, wrapping no text",
		"code_acts":        "the file's code uses a primitive of its language that acts: runs a process or code (exec, eval, system, subprocess, spawn, pty, child_process, dynamic import or attribute lookup), loads native code or serialised objects, decodes (base64, hex, codecs, compression), goes on the network, or writes, moves or deletes files; or sets the import path and names a place outside the skill (home, environment, an absolute path)",
		"private_host":     "every destination on the line (a URL, an address, the host of /dev/tcp, nc, socat, a socket's connect) is a loopback, private or link-local address: nothing outside the user's network can answer",
		"read_only":        "the command (the line, or the inline code span of the match) parsed as shell only reads: grep, cat, ls, find without -exec, crontab -l…, echo or printf to the terminal, arranged by a for loop over literal words, a group or tests; output to nowhere but /dev/null, no substitution; or a line of a Python script handing a wildcard pattern to a lister (glob.glob, os.listdir, a Path's glob) in a script that writes, moves or deletes no file, runs no code, and runs only commands given as lists of literals that only read",
		"undoes":           "the command (the line, or the inline code span of the match) parsed as shell installs nothing: every command removes or stops a scheduled or login task (launchctl unload or bootout, crontab -r, systemctl --user disable, schtasks /delete, rm), only reads, or only assigns a value, or the line is a loop's header (for NAME in WORDS; do) whose words run nothing; a substitution only prints who the user is (gui/$(id -u))",
		"local_command":    "the text the line appends to a start-up file or installs as a cron entry is shown in full (literal echo/printf arguments) and, parsed as shell, runs only installed programs by name: nothing fetched, decoded, inline code, a path, the background, an alias, function or variable; a switch or a credential's plain word exported; a program's own settings before it (PROG_NAME=one literal word), never one that runs another program; a cron entry's program may be the user's own in their home that nothing of the skill provides; in a script, variables it assigns once to a string are read as their values, and one assigned the script's argument as a path (an argument the user gives, never the program)",
		"ci_job":           "the file, or the fenced code block of a Markdown file holding the match, is a CI job definition by its format (a GitHub Actions workflow: on, jobs and runs-on; a GitLab CI file: stages or a job with script and image): what it runs runs on a disposable runner, not in the user's session",
		"in_container":     "the match is an argument of the command a `docker run` (podman, nerdctl) runs, whose own flags give the container nothing of the host but the working directory: no --privileged, host namespaces, added capabilities (but NET_ADMIN and NET_RAW, which act on its own network) or devices, and every bind mount $PWD, . or a path under it, or a named volume",
		"in_sandbox":       "the match runs inside a container or VM the skill confines to the project: an argument of the command a sandbox runner runs (devcontainer exec, docker compose run or exec, multipass exec, vagrant ssh, limactl shell), a line of the skill's own container definition or .devcontainer folder, a Markdown line placed in the container (its words, its heading or the lines introducing its fenced block) of a skill that ships one, or a line of a script after a top-level guard that exits outside a container; and no file of the skill mounts a host path beyond the project, the Docker socket or a device, or asks for privileged mode, a host namespace or a capability beyond the network's",
		"shown_task":       "the command loads or enables a scheduled task whose definition the skill ships in full (a launch agent's .plist of that name; a systemd unit file of that name, or one whose sections the skill shows) and every program any such definition of the skill runs is installed (by name or in a system directory) or the user's own in their home that nothing of the skill provides, with literal arguments: no URL, hidden or temporary path, or interpreter given code; or a daemon of macOS's read-only /System/Library",
		"user_task":        "the line names a scheduled task by a placeholder the user's request fills (com.user.<slug>.plist) and no file of the skill says what a task runs: only Markdown, no ProgramArguments, ExecStart or /tr, and the line names no URL or hidden or temporary path",
		"declared_tool":    "the install script of a package.json, parsed as shell, runs only programs by name, each a dependency the same package.json declares from the registry (a version range, not a URL, git, file or link spec): code that installing the package fetches anyway; or only node-gyp building (rebuild, configure, build) beside the package's binding.gyp, whose every .gyp and .gypi file runs nothing at build time (no actions, rules, build events, command expansions but node-addon-api's or nan's headers idiom for a declared dependency, compiler plugins or toolchain settings): what npm runs for such a package anyway",
		"agent_sandbox":    "the agent whose approvals are off runs in its own sandbox: Gemini CLI with --sandbox (-s) in the same command, or Codex with a workspace-write or read-only sandbox in the same command, fenced block or config file; never for the flags that turn the sandbox off too (--dangerously-bypass-approvals-and-sandbox, Codex's --yolo, danger-full-access)",
		"switch_only":      "the line edits an agent's settings with jq whose filter only sets environment switches (.env.NAME = a number, true or false, yes or no, on or off): no permission, hook, server or address",
		"several_stores":   "the line names two or more distinct credential stores (~/.ssh, ~/.aws, gcloud, .azure, .kube, .docker, .npmrc, .pypirc, .git-credentials, .netrc, gh's hosts.yml, .env, keychains, wallets): a sweep, not one tool's own credential",
		"no_source":        "the downloader the match starts with is piped on with nothing after it (`curl | bash`): it names no URL, file or variable to fetch, so the line names a pattern rather than running one",
		"comment":          "the match is in a line comment of code (a script, or a fenced code block of a Markdown file): #, // or REM opening the line, or # or // after a blank outside quotes; nothing runs it",
		"printed":          "the match is in the body of a here-document that a bare cat prints to the terminal (a script's usage text), or in the words of an echo or printf alone on its line that prints to the terminal, in a script or a fenced code block: no command is expanded in it, nothing pipes or redirects it elsewhere, and the script runs no text as code (no pipe into a shell or interpreter, eval, source)",
		"file_pushes":      "the same file runs git push",
		"secret_added":     "the git add line stages a file that holds secrets by its name (.env, a private key, a credentials file; not a certificate's .pem or a sealed secret) or one the script copied from such a file",
		"hosts_file":       "the file writes the hosts file (>> /etc/hosts, tee, cp, sed -i, Add-Content …\\etc\\hosts) or is one",
		"inert_literal":    "the match is quoted in a program file (Python, JavaScript, Ruby, Go, Java) that names no API starting a process or evaluating code",
		"data_literal":     "the match is in string literals of code that are data: a regular expression by its syntax (\\s*, (?i), \\., [^…]), or items of a line that holds only a list of string literals (indicators, hosts, paths), not an argument vector handed to a shell or interpreter",
		"service_name":     "the match is a paste, tunnel or webhook service's bare host name (pastebin.com, webhook.site), with no path and no subdomain: a service named, not an address anyone receives data at",
		"user_address":     "the part of the address that owns it (a bot's token, a webhook's id, a paste's key) follows the match as a variable or placeholder ($TOKEN, ${BOT_TOKEN}, <TOKEN>, {token}) that no line of the file sets to a literal: the user's own bot or hook",
		"typo":             "a look-alike name differs from the name it imitates by a typo or look-alike characters (not by separators or an added word)",
		"probe_only":       "every /dev/tcp or /dev/udp on the line is opened by a shell program given with -c that is one statement, exec N<>/dev/tcp/H/P (N of 3 or more): the shell exits and the socket closes with it, nothing reads from it; no descriptor above 2 is duplicated on the line",
		"own_backup":       "the line enables units the skill ships whose services back files up with restic or rclone to the destination the user configured (no repository, remote definition, password command, cloud key or URL anywhere in the skill, which ships no script), every other program of its units local as shown_task judges it (ownbackup.Shipped)",
		"denied_rule":      "the match is in a string of an array under deny or ask of a permissions object of a file that is JSON (an agent's settings): a rule keeping the agent from the path, or making it ask, reads nothing",
		"flag_confined":    "the skill ships a container definition or a CI job (a file, by its name or format) that uses the matched flag, and no file gives a container more of the host than the project",
		"firewall_rebuilt": "the line flushes an iptables chain of a script that then sets that chain's policy to DROP or REJECT, never back to ACCEPT, flushes nothing again and accepts only narrowed traffic (loopback, replies, a set, an address, a port): a default-deny firewall built, not one switched off",
		"test_fixture":     "the file is data (JSON, YAML, text, CSV) that only the skill's tests read (every file of code naming it is a test) and that no instruction tells the agent to follow: input fed to the code under test",
		"program_secret":   "the line sets a program's own password command (RESTIC_PASSWORD_COMMAND, BORG_PASSCOMMAND) to a credential store's reader alone (security find-generic-password, secret-tool lookup, pass show) of one item named for that program, and no other line of the file names the setting: the program unlocks its own repository with it",
		"own_service":      "the line reads one named credential item (a keychain service, a Credential Manager target) and every URL of the file is https to a host whose registrable name, under a public suffix nobody registers tenants in, is that item's first word, or reads an internet password whose server is, as written, the host of every URL of the file: a tool's own token sent to its own API",
		"opt_in":           "the line is in a shell script and is the case arm of --dangerously-skip-permissions that only stores its argument, or is guarded by if [[ \"$V\" == \"true\" ]] where the script sets V only in that arm and to off by default (literally or from an environment variable), and no other file of the skill names V or that variable; or, in a Python script, argparse's store_true switch of that name (no default) or a test of its value on or just before the line, the script naming the value nowhere else and changing no arguments: the user asks for the bypass by its name",
		"kept":             "the credential file the match names stays where it is: every word of the line naming it is the value of an exclusion option (--exclude, --exclude=, --exclude-dir, --iexclude; not --exclude-from, which reads its file), a pattern the command leaves out; or the command (the line, or the inline code span of the match) parsed as shell keeps it in its own directory: cp or mv between that directory's files (a backup beside it), a temporary file its own program (kubectl for ~/.kube) wrote moved back, chmod, mkdir, a test, that program naming it only in its own setting (KUBECONFIG=), no other program, pipe or substitution but date's",
		"data_text":        "the file is a JSON or YAML document no harness loads by its name and no dot-directory holds, which only Markdown documents and Python or JavaScript code that acts in no way (runs, writes or sends nothing) of the skill name and none tells the agent to run or follow: read as text, run by no script",
	}
})

func (c Condition) name() (string, bool) {
	s := string(c)
	if strings.HasPrefix(s, "!") {
		return s[1:], true
	}
	return s, false
}

func (c Condition) valid() bool {
	n, _ := c.name()
	_, ok := conditions()[n]
	return ok
}

// retired are conditions that no longer exist, with what replaced them
// (a project's rule file naming one is refused with this).
var retired = sync.OnceValue(func() map[string]string {
	return map[string]string{
		"teaching":       `"teaching" was keyed on words of the skill's own frontmatter, which its author controls; use "example" (an example by the skill's structure)`,
		"security_skill": `"security_skill" was keyed on words of the skill's own frontmatter, which its author controls; severity no longer drops for them`,
	}
})

// Conditions returns the condition vocabulary with what each means.
func Conditions() map[string]string { return conditions() }

// skillContext is what the audit knows about the whole skill.
type skillContext struct {
	files []*fileContext
	// followed: the files an instruction of the skill tells the agent
	// to run or follow, or a script runs (computed on first use).
	followed map[string]bool
	egress   int8 // 0 unknown, 1 no file sends or fetches, 2 some file does
	mounts   int8 // hostMounts: 0 unknown, 1 no, 2 yes
	// behaviour: a finding at medium or above of a rule that does not
	// itself use the condition (those are evaluated after the others).
	behaviour bool
	// busy: the files with such a finding (file_behaviour), set when the
	// first rule that uses the condition is evaluated.
	busy    map[string]bool
	mover   *hosts.Movers // hosts.SourcedMove's, read on first use (fix16fix)
	settled settle.Skill  // the settle conditions' per-skill facts, judged once (rev17a)
}

// hasEgress reports whether some file of the skill sends or fetches over
// the network (computed on first use: most skills never need it).
func (sc *skillContext) hasEgress() bool {
	if sc.egress == 0 {
		sc.egress = 1
		for _, fc := range sc.files {
			if fc.hasEgress() {
				sc.egress = 2
				break
			}
		}
	}
	return sc.egress == 2
}

// fileContext is what the audit knows about one file, computed lazily.
type fileContext struct {
	path    string
	data    []byte
	lowered []byte          // data with ASCII capitals lowered, made on first use
	optIn   *optin.Checker  // the opt_in condition's reading of the file, made on first use
	words   technique.Words // the techniques' gate words in lowered, read once for them all
	// sandboxScopes: per fenced block (its offset; the file: 0), whether
	// it sets an agent's sandbox (agentSandbox), read on first use.
	sandboxScopes map[int]bool
	markdown      bool
	skillMD       bool
	// decoded: the text of SKILL.md's frontmatter as YAML decodes it
	// (frontmatter.go), audited beside the file as written.
	decoded  bool
	rules    int8                // rulesFile: 0 unknown, 1 no, 2 yes
	unref    int8                // unreferenced: 0 unknown, 1 no, 2 yes
	dataText int8                // dataText: 0 unknown, 1 no, 2 yes
	egress   int8                // 0 unknown, 1 no, 2 yes
	keywords map[string][][2]int // keyword -> windows of the lines holding it
	hits     map[string][]int    // keyword -> its positions in the file
	hidden   int                 // hiddenClasses, -1 until computed
	folds    int8                // foldsToASCII: 0 unknown, 1 no, 2 yes
	repoMove int8                // hosts.MovesRepository of the file: 0 unknown, 1 no, 2 yes
	skill    *skillContext       // the skill's files (a sourced file's variables)
	// lits: the auditor's index of its rules' literals, run over the
	// file (litAt) once the windows searched add up to more than litScan.
	lits     func() *keywords.Index
	litAt    prefilter.At
	searched int
	// literalSet: per variable name, whether a line sets it to a
	// token-like literal (setsLiteral).
	literalSet map[string]bool

	lineStarts []int // byte offset of each line's start
	ranges     bool  // fences, comments, headings computed
	fences     [][2]int
	comments   [][2]int
	fmEnd      int      // end offset of SKILL.md's frontmatter, 0 if none
	headings   []string // per line: the text of the nearest heading above
}

func newFileContext(p string, data []byte, markdown, skillMD bool) *fileContext {
	return &fileContext{path: p, data: data, markdown: markdown, skillMD: skillMD, hidden: -1}
}

var litScanMin = 64 << 10 // see at; the tests set it below zero

// at is where the rules' literals are in the file (see prefilter.At),
// lower being its lower-cased text, once the windows searched for them
// (n more bytes now) reach four times the file and 64 KiB; nil before
// then: a short window is searched faster than the file is scanned.
func (fc *fileContext) at(lower []byte, n int) prefilter.At {
	if fc.litAt == nil && fc.lits != nil {
		if fc.searched += n; fc.searched > 4*len(lower)+litScanMin && fc.lits() != nil {
			hits := fc.lits().Scan(lower)
			fc.litAt = func(l []byte) []int { return hits[string(l)] }
		}
	}
	return fc.litAt
}

// holds is f.Holds(lower[w[0]:w[1]]), from the literals' positions once
// the file has them.
func (fc *fileContext) holds(f *prefilter.Filter, lower []byte, w [2]int) bool {
	if at := fc.at(lower, w[1]-w[0]); at != nil {
		return f.HoldsAt(at, w[0], w[1])
	}
	return f.Holds(lower[w[0]:w[1]])
}

// foldsToASCII reports whether the file holds a character outside ASCII
// that (?i) folds to an ASCII letter (prefilters do not apply to it).
func (fc *fileContext) foldsToASCII() bool {
	if fc.folds == 0 {
		fc.folds = 1
		if prefilter.FoldsToASCII(fc.data) {
			fc.folds = 2
		}
	}
	return fc.folds == 2
}

// line returns the 1-based line of offset off and the line's bounds.
func (fc *fileContext) line(off int) (n, start, end int) {
	if fc.lineStarts == nil {
		// Sized first (grown by appends, a tenth of the rules' allocation).
		fc.lineStarts = make([]int, 1, bytes.Count(fc.data, []byte{'\n'})+1)
		for i := 0; ; {
			j := bytes.IndexByte(fc.data[i:], '\n')
			if j < 0 {
				break
			}
			i += j + 1
			fc.lineStarts = append(fc.lineStarts, i)
		}
	}
	lo, hi := 0, len(fc.lineStarts)
	for lo+1 < hi {
		mid := (lo + hi) / 2
		if fc.lineStarts[mid] <= off {
			lo = mid
		} else {
			hi = mid
		}
	}
	start = fc.lineStarts[lo]
	end = len(fc.data)
	if lo+1 < len(fc.lineStarts) {
		end = fc.lineStarts[lo+1] - 1
	}
	return lo + 1, start, end
}

var headingRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[ \t]{0,3}#{1,6}[ \t]+(.*)$`) })

// computeRanges finds the fenced code blocks, HTML comments, headings and
// frontmatter of a Markdown file.
func (fc *fileContext) computeRanges() {
	if fc.ranges {
		return
	}
	fc.ranges = true
	if !fc.markdown {
		return
	}
	d := fc.data
	if fc.skillMD && (bytes.HasPrefix(d, []byte("---\n")) || bytes.HasPrefix(d, []byte("---\r\n")) || bytes.HasPrefix(d, []byte("\ufeff---"))) {
		if i := bytes.Index(d[3:], []byte("\n---")); i >= 0 {
			fc.fmEnd = 3 + i + 4
		}
	}
	// Fences: an opening line to the next line opening with the same
	// marker character, at least as long.
	open := -1
	var marker string
	for _, m := range codeliteral.FenceMarks(d) {
		mk := string(d[m[2]:m[3]])
		if open < 0 {
			open, marker = m[0], mk
			continue
		}
		if mk[0] == marker[0] && len(mk) >= len(marker) {
			fc.fences = append(fc.fences, [2]int{open, m[1]})
			open = -1
		}
	}
	if open >= 0 {
		fc.fences = append(fc.fences, [2]int{open, len(d)})
	}
	for i := 0; ; {
		j := bytes.Index(d[i:], []byte("<!--"))
		if j < 0 {
			break
		}
		s := i + j
		k := bytes.Index(d[s+4:], []byte("-->"))
		e := len(d)
		if k >= 0 {
			e = s + 4 + k + 3
		}
		if !within(fc.fences, s) {
			fc.comments = append(fc.comments, [2]int{s, e})
		}
		i = e
		if i >= len(d) {
			break
		}
	}
	fc.line(0)
	fc.headings = make([]string, len(fc.lineStarts))
	cur := ""
	for i, st := range fc.lineStarts {
		end := len(d)
		if i+1 < len(fc.lineStarts) {
			end = fc.lineStarts[i+1] - 1
		}
		if st < end && (d[st] == '#' || d[st] == ' ') && !within(fc.fences, st) {
			if m := headingRE().FindSubmatch(d[st:end]); m != nil {
				cur = strings.ToLower(string(m[1]))
			}
		}
		fc.headings[i] = cur
	}
}

func within(rs [][2]int, off int) bool {
	for _, r := range rs {
		if off >= r[0] && off < r[1] {
			return true
		}
	}
	return false
}

var prerequisiteRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`prerequisite|requirement|before (you|using|start)|required|setup|set up|install|getting started|first[, ]`)
})

// match is one place a rule matched, with what the conditions need.
type match struct {
	rule       *Rule
	fc         *fileContext
	start, end int // byte offsets of the match
	line       int
	lineText   string // the match's line, or a window of a long one (lineWindow)
	hidden     bool   // spelled by invisible characters (detectors)
	typo       bool   // a look-alike by a typo or look-alike characters (detectors)
}

// knownHost is the known_host condition: every URL on the line is a
// known host's, and no variable on the line or in the file moves the
// installer's repository (fix15).
func (m *match) knownHost() bool {
	us := hosts.URLs(m.lineText)
	if len(us) == 0 {
		return false
	}
	if fc := m.fc; fc.repoMove == 0 {
		fc.repoMove = 1
		if hosts.MovesRepository(string(fc.data)) || fc.skill != nil && hosts.SourcedMove(&fc.skill.mover, string(fc.data), fc.path, len(fc.skill.files), func(i int) (string, string) { return fc.skill.files[i].path, string(fc.skill.files[i].data) }) {
			fc.repoMove = 2 // the file, or a file it sources (fix16, fix16fix)
		}
	}
	if m.fc.repoMove == 2 || hosts.MovesRepository(m.lineText) {
		return false
	}
	for _, u := range us {
		if !hosts.Known(u) {
			return false
		}
	}
	return true
}

// holds evaluates one condition for a match.
func (m *match) holds(c Condition, sc *skillContext) bool {
	n, neg := c.name()
	return m.eval(n, sc) != neg
}

func (m *match) eval(n string, sc *skillContext) bool {
	if v, ok := m.evalCommand(n, sc); ok {
		return v
	}
	fc := m.fc
	switch n {
	case "typo":
		return m.typo
	case "known_host":
		return m.knownHost()
	case "risky_host":
		for _, u := range hosts.URLs(m.lineText) {
			if hosts.Risky(u) {
				return true
			}
		}
		return hosts.HasPublicIP(m.lineText)
	case "plain_http":
		for _, u := range hosts.URLs(m.lineText) {
			if u.Scheme == "http" && (!hosts.Local(u.Host) || u.Alt != "" && !hosts.Local(u.Alt)) {
				return true
			}
		}
		return false
	case "url":
		return len(hosts.URLs(m.lineText)) > 0
	case "example_host":
		us := hosts.URLs(m.lineText)
		if len(us) == 0 {
			return false
		}
		for _, u := range us {
			if !hosts.Example(u.Host) || u.Alt != "" && !hosts.Example(u.Alt) {
				return false
			}
		}
		return true
	case "prerequisite":
		if !fc.markdown {
			return false
		}
		fc.computeRanges()
		return prerequisiteRE().MatchString(fc.headings[m.line-1])
	case "code":
		if !fc.markdown {
			return false
		}
		fc.computeRanges()
		return within(fc.fences, m.start) || inInlineCode(fc.data, m.start, m.line, fc)
	case "quoted":
		return quotedAt(fc, m)
	case "hidden":
		if m.hidden {
			return true
		}
		fc.computeRanges()
		return within(fc.comments, m.start)
	case "example":
		if !fc.markdown || fc.skillMD || sc.follows(fc.path) {
			return false
		}
		return m.eval("code", sc) || m.eval("quoted", sc)
	case "skill_md":
		return fc.skillMD
	case "markdown":
		return fc.markdown
	case "script":
		return !fc.markdown
	case "frontmatter":
		fc.computeRanges()
		return fc.skillMD && m.start < fc.fmEnd
	case "read_verb":
		return readVerbRE().MatchString(m.lineText)
	case "egress_here":
		return egressRE.Regexp().MatchString(m.lineText)
	case "file_egress":
		return fc.hasEgress()
	case "code_acts":
		return fc.hasEgress() || codeliteral.Acts(fc.data)
	case "placeholder":
		return m.placeholder()
	case "skill_egress":
		return sc.hasEgress()
	case "behaviour":
		return sc.behaviour
	case "file_behaviour":
		return sc.busy[fc.path]
	case "own_service":
		return hosts.OwnService(m.lineText, fc.data)
	case "firewall_rebuilt":
		return !fc.markdown && shellcmd.FirewallRebuilt(m.lineText, fc.data)
	case "test_fixture":
		return !sc.follows(fc.path) && shellcmd.TestFixture(sc.taskFiles(), fc.path)
	case "program_secret":
		return shellcmd.ProgramSecret(m.lineText, fc.data)
	case "service_name":
		return m.serviceName()
	case "user_address":
		return m.userAddress()
	case "comment":
		return m.inComment()
	case "data_literal":
		return m.dataLiteral()
	case "printed":
		return m.printed()
	case "data_text":
		return sc.dataText(fc)
	}
	return false
}

// evalTechnique evaluates det20fix's conditions: a file that writes the
// hosts file (or is one), a command quoted in a program that runs nothing.
func (m *match) evalTechnique(n string) (bool, bool) {
	switch fc := m.fc; n {
	case "file_pushes":
		return technique.GitPush(fc.data), true
	case "secret_added":
		return technique.SecretAdded(m.lineText, fc.data), true
	case "hosts_file":
		return strings.HasSuffix(fc.path, "hosts") || technique.HostsWrite(fc.data), true
	case "inert_literal":
		return !fc.markdown && quotedAt(fc, m) && technique.Inert(fc.path, fc.data), true
	}
	return false, false
}

// evalCommand evaluates the conditions read from the shape of a command
// or of the skill around it (what it runs, where, whether it is shown);
// handled is false for the other conditions.
func (m *match) evalCommand(n string, sc *skillContext) (v, handled bool) {
	if v, ok := m.evalTechnique(n); ok {
		return v, true
	}
	fc := m.fc
	switch n {
	case "read_only":
		return shellcmd.ReadOnly(commandText(m)) || installed.ListsOnly(fc.path, m.lineText, fc.data), true
	case "probe_only":
		return shellcmd.Probe(commandText(m)), true
	case "own_backup":
		return sc.settled.Holds(n, sc.taskFiles(), m.lineText, string(fc.data[m.start:m.end])), true
	case "denied_rule":
		return shellcmd.DeniedRule(m.fc.data, m.start), true
	case "flag_confined":
		return shellcmd.ConfinedFlag(sc.taskFiles(), string(m.fc.data[m.start:m.end]), cijob.Is), true
	case "opt_in":
		if fc.optIn == nil {
			fc.optIn = optin.NewChecker(sc.taskFiles(), fc.path)
		}
		return fc.optIn.Line(m.line), true
	case "local_command":
		return shellcmd.LocalCommandIn(commandText(m), sc.taskFiles()) || m.heredocLocal() || installed.RunKeyLocal(commandText(m), sc.taskFiles()) ||
			!fc.markdown && shellcmd.LocalCommandFolded(commandText(m), fc.data, sc.taskFiles()), true
	case "undoes":
		return shellcmd.Undoes(commandText(m)), true
	case "ci_job":
		return cijob.Is(fc.path, fc.data) || ciBlock(m) || cijob.Heredoc(fc.path, fc.data, m.start), true
	case "several_stores":
		return credplace.SeveralStores(m.lineText), true
	case "private_host":
		return hosts.PrivateDestinations(m.lineText), true
	case "in_container":
		return inContainer(m), true
	case "in_sandbox":
		return m.inSandbox(sc), true
	case "shown_task":
		return m.shownTask(sc), true
	case "user_task":
		return m.userTask(sc), true
	case "declared_tool":
		return m.declaredTool(sc), true
	case "agent_sandbox":
		return m.agentSandbox(), true
	case "switch_only":
		return m.switchOnly(), true
	case "kept":
		excl := codeliteral.ExcludedInWindow // part of a long line; code; prose: its spans (fp18fix)
		if _, ls, le := fc.line(m.start); le-ls <= maxLineText {
			excl = codeliteral.ExcludedOnly
			if fc.computeRanges(); fc.markdown && !within(fc.fences, m.start) {
				excl = codeliteral.ExcludedInProse
			}
		}
		return excl(m.lineText, string(fc.data[m.start:m.end])) || credplace.InPlace(commandText(m), string(fc.data[m.start:m.end])) || !fc.markdown && credplace.ScriptKeeps(fc.data, m.lineText, string(fc.data[m.start:m.end])), true
	case "no_source":
		return noSourceRE().Match(fc.data[m.start:m.end]), true
	case "discarded":
		prog, _, _ := strings.Cut(strings.ToLower(string(fc.data[m.start:m.end])), " ")
		return shellcmd.Discarded(commandText(m), prog), true
	}
	return false, false
}

// inInlineCode reports whether off sits in an inline code span on its
// line (outside fences), as CommonMark reads one (codeliteral.InCodeSpan).
func inInlineCode(d []byte, off, _ int, fc *fileContext) bool {
	_, start, end := fc.line(off)
	return codeliteral.InCodeSpan(d[start:end], off-start)
}

// quotedAt reports a match after an odd number of double quotes on its
// line, or on a block-quote line.
func quotedAt(fc *fileContext, m *match) bool {
	_, start, _ := fc.line(m.start)
	before := fc.data[start:m.start]
	if t := bytes.TrimLeft(before, " \t"); len(t) > 0 && t[0] == '>' && fc.markdown {
		return true
	}
	n := bytes.Count(before, []byte(`"`)) + bytes.Count(before, []byte("“"))
	n -= bytes.Count(before, []byte("”"))
	return n%2 == 1
}

var (
	readVerbRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)\b(?:cat|cp|mv|tar|zip|7z|scp|rsync|base64|xxd|strings|head|tail|less|more|grep|find|ls|type|copy|sqlite3|open|read|readFile|readFileSync|read_text|read_bytes|Get-Content|gc|glob|walk|listdir|scandir|os\.walk|Path|fs\.read\w*|shutil\.\w+|upload|exfil\w*|steal|collect|harvest|grab)\b`)
	})
	egressRE = prefilter.Starts{Expr: `(?i)` + egressTools + `|` + egressCalls}
	// egressHalves: egressRE's two halves, each with few enough literal
	// prefixes to be searched only where one starts (the whole has more
	// than prefilter keeps, and ran over every byte): a file holds a
	// match of egressRE when it holds one of either (hasEgress).
	egressHalves = [2]prefilter.Starts{{Expr: `(?i)` + egressTools}, {Expr: `(?i)` + egressCalls}}
	// noSourceRE: a downloader word with nothing but space before the
	// pipe (escaped in a table cell: `curl\|bash`) and no other pipe but
	// one ending the match (a longer `iwr|iex` match reaches a later
	// downloader's). Lowered to medium, not further: curl can still take
	// a URL from a config file another command wrote, which its own
	// finding shows; flags (`curl -K f | sh`) can name a source.
	noSourceRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)^(?:curl|wget|fetch|iwr|invoke-webrequest|irm|invoke-restmethod)[ \t]*\\?\|[^|\n]*\|?$`)
	})
)

// egressTools and egressCalls are egressRE: the network tools and
// clients by name, then the calls and modules of the languages.
const (
	egressTools = `\b(?:curl|wget|nc|ncat|netcat|scp|sftp|rsync|ftp|telnet|Invoke-WebRequest|Invoke-RestMethod|iwr|irm|DownloadString|DownloadFile|WebClient|urlopen|urllib\.request|http\.client|httpx|aiohttp|smtplib|XMLHttpRequest|axios|fetch|sendBeacon|socket\.connect|net\.connect|dgram|/dev/tcp)\b`
	egressCalls = `\brequests\.(?:get|post|put|patch|request|Session)\b|\bnew\s+WebSocket\b|\bhttps?\.(?:request|get)\(|:httpc\.request\b|\b(?:HTTPoison|Req|Finch|Tesla)\.(?:get|post|put|request)\b|\bNet::HTTP\b|\bLWP::|\bHTTP::Tiny\b|\b(?:curl|httr)::|\bsocket\.http\b|\breqwest::|\bhttp\.(?:Post|Get|PostForm|NewRequest)\(`
)

// hasEgress reports whether the file sends or fetches over the network
// (computed on first use).
func (fc *fileContext) hasEgress() bool {
	if fc.egress == 0 {
		fc.egress = 1
		src := string(fc.data)
		lower := prefilter.LowerASCII(src)
		if egressHalves[0].FindStringIndex(src, lower) != nil || egressHalves[1].FindStringIndex(src, lower) != nil {
			fc.egress = 2
		}
	}
	return fc.egress == 2
}

// ciBlock reports a match in a fenced code block of a Markdown file that
// is, by its format, a CI job definition (cijob.Is): a workflow shown to be
// committed runs on a runner like the file would.
func ciBlock(m *match) bool {
	if !m.fc.markdown {
		return false
	}
	m.fc.computeRanges()
	for _, f := range m.fc.fences {
		if m.start >= f[0] && m.start < f[1] {
			body := m.fc.data[f[0]:f[1]]
			if i := bytes.IndexByte(body, '\n'); i >= 0 {
				body = body[i+1:]
			}
			return cijob.Is("block.yml", body)
		}
	}
	return false
}
