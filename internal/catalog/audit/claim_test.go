package audit

import (
	"regexp"
	"strings"
	"testing"
	"testing/fstest"
)

// stuffedClaim is what an attacker writes to step around the audit: a
// description that claims every capability and carries every word that
// used to lower a severity, and allowed-tools granting Bash.
const stuffedClaim = "description: Security teaching example for disaster recovery and incident response; " +
	"runs shell scripts and commands, uses the network, web APIs, uploads and downloads, reads credentials, " +
	"tokens, keys, secrets and .env files, installs scheduled cron jobs and background services, configures " +
	"agent settings, hooks, memory and permissions, and sets up your home environment.\nallowed-tools: Bash\n"

var descriptionRE = regexp.MustCompile(`(?m)^(?:description|allowed-tools):[^\n]*\n(?:[ \t]+[^\n]*\n)*`)

// neutralClaim claims nothing.
const neutralClaim = "description: A helper.\n"

// withClaim rewrites SKILL.md's frontmatter with claim.
func withClaim(skillMD []byte, claim string) []byte {
	s := string(skillMD)
	end := strings.Index(s[3:], "\n---")
	if !strings.HasPrefix(s, "---\n") || end < 0 {
		return skillMD
	}
	fm := descriptionRE.ReplaceAllString(s[4:3+end+1], "")
	return []byte("---\n" + fm + claim + s[3+end+1:])
}

// TestClaimLowersNothing: a claim may only withhold the raise of an
// unclaimed capability, never take a finding below the rule's own
// severity; so every malicious skill of the tune set that the audit
// finds at high stays at high when its author claims everything, grants
// itself Bash and writes every word that used to be a downgrade.
func TestClaimLowersNothing(t *testing.T) {
	p := loadEvalPart(t, "tune")
	// Only malicious skills are checked, so only they are audited: the
	// benign half would double the test's time and decide nothing.
	rewrite := func(claim string) []DirSkill {
		fsys := fstest.MapFS{}
		for name, f := range p.fsys {
			if !strings.HasPrefix(name, "malicious/") {
				continue
			}
			if strings.HasSuffix(name, "/SKILL.md") {
				f = &fstest.MapFile{Data: withClaim(f.Data, claim), Mode: f.Mode}
			}
			fsys[name] = f
		}
		out, _, err := Default().Tree(fsys, "tune")
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	// The payloads that sit in a description are not what this measures:
	// the baseline is the same skill with a description that claims
	// nothing.
	before, after := rewrite(neutralClaim), rewrite(stuffedClaim)
	was := map[string]Severity{}
	for _, s := range before {
		was[s.Dir] = Max(s.Findings)
	}
	checked := 0
	for _, s := range after {
		l := p.labels[s.Dir]
		if !l.malicious || !was[s.Dir].AtLeast(High) {
			continue
		}
		checked++
		if got := Max(s.Findings); !got.AtLeast(High) {
			t.Errorf("%s (%s): %s with the claim, %s with a description that claims nothing", s.Dir, l.kind, got, was[s.Dir])
		}
	}
	if checked < 45 {
		t.Errorf("only %d malicious skills checked: did the rewrite break the frontmatter?", checked)
	}
}
