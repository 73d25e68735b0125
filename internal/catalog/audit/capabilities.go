package audit

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/catalog/audit/auditcode"
)

// Capabilities: what a skill can do, inferred from its findings, set
// against what it claims (its description and allowed-tools). A
// capability the claim does not account for raises the severity of the
// medium findings that give it; words of the claim never lower one.

// The capabilities (auditcode holds the table of the codes that show
// each).
const (
	CapNetwork       = auditcode.CapNetwork
	CapShell         = auditcode.CapShell
	CapWritesOutside = auditcode.CapWritesOutside
	CapCredentials   = auditcode.CapCredentials
	CapPersistence   = auditcode.CapPersistence
	CapAgentSettings = auditcode.CapAgentSettings
)

// CapabilitiesOf returns the capabilities a finding code shows.
func CapabilitiesOf(code string) []string { return auditcode.CapabilitiesOf(code) }

// claimWords are, per capability, the words of a description that
// account for it (matched as whole words, case-insensitive).
var claimWords = sync.OnceValue(func() map[string]string {
	return map[string]string{
		CapNetwork:       `https?|urls?|apis?|web|website|download\w*|upload\w*|fetch\w*|network\w*|online|internet|remote|servers?|cloud|requests?|endpoints?|webhooks?|install\w*|http|rest|graphql|scrap\w*|crawl\w*|browse\w*|github|slack|email|mail|deploy\w*`,
		CapShell:         `run\w*|scripts?|commands?|cli|terminal|shell|bash|execut\w*|install\w*|build\w*|deploy\w*|automat\w*|tools?|compil\w*|tests?`,
		CapCredentials:   `credentials?|tokens?|keys?|secrets?|passwords?|auth\w*|login|sign\w*|keychain|ssh|aws|gcloud|azure|vault|wallets?|\.env|environment`,
		CapPersistence:   `cron\w*|schedul\w*|startup|boot|persist\w*|daemons?|services?|recurring|periodic\w*|launchd|systemd|reminders?|background|memory|remember`,
		CapAgentSettings: `settings|config\w*|hooks?|memory|permissions?|claude\.md|agents\.md|harness|agent|claude|codex|cursor|copilot`,
		CapWritesOutside: `install\w*|setup|set up|configur\w*|dotfiles?|shell|home|system\w*|environment|machine|profile`,
	}
})

var claimRE = sync.OnceValue(func() map[string]*regexp.Regexp {
	out := map[string]*regexp.Regexp{}
	for c, w := range claimWords() {
		out[c] = regexp.MustCompile(`(?i)\b(?:` + w + `)\b`)
	}
	return out
})

// toolGrants says whether an allowed-tools entry grants a capability.
func toolGrants(tool, capability string) bool {
	t := strings.ToLower(tool)
	shellTool := strings.HasPrefix(t, "bash") || strings.HasPrefix(t, "shell") || strings.HasPrefix(t, "powershell") || strings.HasPrefix(t, "terminal")
	switch capability {
	case CapNetwork:
		return strings.HasPrefix(t, "webfetch") || strings.HasPrefix(t, "websearch") || strings.HasPrefix(t, "mcp__") ||
			shellTool && (t == "bash" || strings.Contains(t, "curl") || strings.Contains(t, "wget") || strings.Contains(t, "gh ") || strings.Contains(t, "git push"))
	case CapShell:
		return shellTool
	case CapWritesOutside, CapPersistence, CapAgentSettings, CapCredentials:
		return t == "bash" || t == "shell"
	}
	return false
}

// claim is what a skill says it does.
type claim struct {
	description string
	tools       []string // nil: undeclared
}

// claimOf reads the claim of SKILL.md; false when its frontmatter does
// not parse (the catalog refuses such a skill; there is no claim to weigh
// against).
func claimOf(skillMD []byte) (claim, bool) {
	doc, _ := catalog.ParseSkillMD(skillMD)
	if doc == nil || doc.Frontmatter == nil {
		return claim{}, false
	}
	return claim{description: doc.Frontmatter.Description, tools: doc.Frontmatter.AllowedTools}, true
}

// accounts reports whether the claim accounts for a capability: its
// description names it, or its allowed-tools grant it.
func (c claim) accounts(capability string) bool {
	if claimRE()[capability].MatchString(c.description) {
		return true
	}
	for _, t := range c.tools {
		if toolGrants(t, capability) {
			return true
		}
	}
	return false
}

// unclaimedContext is the context of a finding whose capability the
// skill's claim does not account for: "unclaimed:" and the capability.
const unclaimedContext = "unclaimed:"

// passiveContexts are contexts in which a finding is not something the
// skill does (an example, a document nothing points to, a rule file, a
// downloader piped on with nothing to fetch, a comment, a regular
// expression or a list of literals in code, code that uses no primitive
// that acts).
var passiveContexts = []string{"example", "unreferenced", "rules_file", "data_text", "example_host", "no_source", "comment", "printed", "data_literal", "service_name", "!code_acts"}

// settledContexts are contexts in which the structure of the command
// itself set the severity: the capability is used but reaches nothing
// outside the user's own network (private_host: a lab's reverse shell to
// 10.0.0.1), or what is persisted is shown in full and runs only
// installed programs by name (local_command), or a secret goes to a host
// whose name resembles its service's (resembles_service: neither its own
// API nor a stranger's), or an agent runs with its checks off in a
// sandbox the skill confines to the project (in_sandbox), or a scheduled
// task's definition is shown in full or comes from the user's request
// (shown_task, user_task), or an install script runs only the package's
// declared dependencies (declared_tool), or an agent runs in its own
// sandbox (agent_sandbox), or only switches are set (switch_only). Shown, marked unclaimed when it
// is, never raised for it.
var settledContexts = []string{"private_host", "local_command", "resembles_service", "user_address", "in_sandbox", "shown_task", "user_task", "declared_tool", "agent_sandbox", "switch_only", "opt_in"}

// weighClaims marks the findings whose capability the claim does not
// account for, and raises those at medium to high.
func weighClaims(fs []Finding, c claim) {
	for i := range fs {
		f := &fs[i]
		caps := auditcode.CapabilitiesOf(f.Code)
		if len(caps) == 0 || slices.ContainsFunc(f.Context, func(x string) bool { return slices.Contains(passiveContexts, x) }) {
			continue
		}
		var missing []string
		for _, cp := range caps {
			if !c.accounts(cp) {
				missing = append(missing, unclaimedContext+cp)
			}
		}
		if missing == nil {
			continue
		}
		f.Context = append(slices.Clip(f.Context), missing...)
		// A vendor's own installer over https is the medium its rule
		// chose for it: the raise is for what the skill does unclaimed,
		// not for how it installs a known tool.
		// The instruction analysis weighs its roles itself (a medium of
		// its own is one role alone): its findings are marked, not raised.
		// What reaches nothing outside the user's network is marked, not
		// raised.
		if f.Severity == Medium && !slices.Contains(f.Context, "known_host") && !slices.Contains(f.Context, "instructions") &&
			!slices.ContainsFunc(f.Context, func(x string) bool { return slices.Contains(settledContexts, x) }) {
			f.Severity = High
		}
	}
}

// Capability is one thing a skill can do, with the findings that show it
// and whether its description or allowed-tools account for it.
type Capability struct {
	Name string `json:"name"`
	// Evidence are the findings that show it: "CODE file:line".
	Evidence []string `json:"evidence"`
	// Claimed: the description or allowed-tools account for it.
	Claimed bool `json:"claimed"`
}

// maxEvidence bounds the findings a capability lists.
const maxEvidence = 5

// Capabilities returns what the findings of one skill show it can do,
// in a fixed order (network, shell, writes outside the project,
// credential access, persistence, other agents' settings). Findings that
// are examples, in documents nothing points to, or in rule files, show
// nothing.
func Capabilities(fs []Finding) []Capability {
	order := []string{CapNetwork, CapShell, CapWritesOutside, CapCredentials, CapPersistence, CapAgentSettings}
	by := map[string]*Capability{}
	for _, f := range fs {
		if slices.ContainsFunc(f.Context, func(x string) bool { return slices.Contains(passiveContexts, x) }) {
			continue
		}
		for _, cp := range auditcode.CapabilitiesOf(f.Code) {
			c := by[cp]
			if c == nil {
				c = &Capability{Name: cp, Evidence: []string{}, Claimed: true}
				by[cp] = c
			}
			if slices.Contains(f.Context, unclaimedContext+cp) {
				c.Claimed = false
			}
			if len(c.Evidence) < maxEvidence {
				ev := f.Code + " " + f.File
				if f.Line > 0 {
					ev += ":" + strconv.Itoa(f.Line)
				}
				if !slices.Contains(c.Evidence, ev) {
					c.Evidence = append(c.Evidence, ev)
				}
			}
		}
	}
	out := []Capability{}
	for _, n := range order {
		if c := by[n]; c != nil {
			out = append(out, *c)
		}
	}
	return out
}
