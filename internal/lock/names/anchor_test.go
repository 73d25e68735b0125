package names

import (
	"regexp"
	"strings"
	"testing"
)

func TestCheckAnchored(t *testing.T) {
	tests := []struct {
		pattern string
		ok      bool
		anchor  string // Anchor's answer
		why     string
	}{
		{`^https://github\.com/acme/skills/.*$`, true, `^https://github\.com/acme/skills/.*$`, ""},
		{`\Ahttps://x\z`, true, `\Ahttps://x\z`, ""},
		{`^(a|b)$`, true, `^(a|b)$`, ""},
		{`^a$|^b$`, true, `^a$|^b$`, ""},
		{`(^a$)`, true, `(^a$)`, ""},
		{`acme/skills`, false, `^acme/skills$`, "matches anywhere"},
		{`^https://github\.com/acme/skills`, false, `^https://github\.com/acme/skills$`, "not anchored at its end"},
		{`acme$`, false, `^acme$`, "not anchored at its start"},
		{`^a$|b`, false, `^(?:^a$|b)$`, "not anchored"},
		{`(?m)^a$`, false, `\A(?:(?m)^a$)\z`, "not anchored"},
		{`^a\$`, false, `^a\$$`, "not anchored at its end"},
		{`(`, true, `(`, ""}, // does not compile: reported by the caller
	}
	for _, tt := range tests {
		msg := CheckAnchored("identity_regexp", tt.pattern)
		if (msg == "") != tt.ok || !strings.Contains(msg, tt.why) {
			t.Errorf("CheckAnchored(%q) = %q, want ok=%v and %q", tt.pattern, msg, tt.ok, tt.why)
		}
		if got := Anchor(tt.pattern); got != tt.anchor {
			t.Errorf("Anchor(%q) = %q, want %q", tt.pattern, got, tt.anchor)
		}
		if !tt.ok {
			if !strings.Contains(msg, "write \""+strings.ReplaceAll(tt.anchor, `\`, `\\`)+"\"") {
				t.Errorf("message does not show the anchored form %q: %s", tt.anchor, msg)
			}
			if CheckAnchored("identity_regexp", tt.anchor) != "" {
				t.Errorf("Anchor(%q) = %q is itself refused", tt.pattern, tt.anchor)
			}
		}
	}
}

// TestAnchoredMeansWhatItSays: the deception of the issue — an unanchored
// identity_regexp for acme/skills accepts a fork's workflow — and the
// anchored form that does not.
func TestAnchoredMeansWhatItSays(t *testing.T) {
	evil := "https://github.com/evil/acme/skills-fork/.github/workflows/sign.yml@refs/heads/main"
	good := "https://github.com/acme/skills/.github/workflows/sign.yml@refs/heads/main"
	if !regexp.MustCompile(`acme/skills`).MatchString(evil) {
		t.Fatal("the unanchored pattern should match the fork (the reason for the rule)")
	}
	anchored := regexp.MustCompile(Anchor(`https://github\.com/acme/skills/.*`))
	if anchored.MatchString(evil) || !anchored.MatchString(good) {
		t.Errorf("anchored %s: evil %v, good %v", anchored, anchored.MatchString(evil), anchored.MatchString(good))
	}
}
