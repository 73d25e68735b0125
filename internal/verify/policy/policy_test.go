package policy

import (
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"testing"
	"time"

	"github.com/skillpin/skillpin/internal/lock/tomlfile"
)

func TestPatterns(t *testing.T) {
	for _, c := range []struct {
		pat, src string
		want     bool
	}{
		{"github.com/acme/*", "github.com/acme/skills", true},
		{"github.com/acme/*", "github.com/acme/skills/sub", false},
		{"github.com/acme/**", "github.com/acme/skills/sub", true},
		{"github.com/acme/*", "github.com/acmeevil/skills", false},
		{"GitHub.com/ACME/*", "github.com/acme/x", true},
		{"github.com/acme/sk?lls", "github.com/acme/skills", true},
		{"github.com/acme.*", "github.comXacme/x", false},             // dots are literal
		{"file/srv/git/équipe/*", "file/srv/git/équipe/skills", true}, // non-ASCII is literal
		{"file/srv/git/?quipe", "file/srv/git/équipe", true},          // ? is one character
	} {
		p, err := compilePattern(strings.ToLower(c.pat))
		if err != nil {
			t.Fatal(err)
		}
		if got := p.match(c.src); got != c.want {
			t.Errorf("%q matches %q = %v, want %v", c.pat, c.src, got, c.want)
		}
	}
}

func TestToolCeiling(t *testing.T) {
	for _, c := range []struct {
		declared, ceiling string
		want              bool
	}{
		{"Bash", "Bash", true},
		{"bash", "Bash", true},
		{"Bash(git status:*)", "Bash", false},
		{"Bash(*)", "Bash", true},
		{"Bash(git status:*)", "Bash(*)", true},
		{"Bash", "Bash(rm *)", true},
		{"Bash(rm -rf /)", "Bash(rm *)", true},
		{"Bash(r*)", "Bash(rm *)", true},
		{"Bash(git *)", "Bash(rm *)", false},
		{"Bash(git:*)", "Bash(git push*)", true},
		{"Read", "Bash", false},
		{"Bash(git*status)", "Bash(gitstatus)", true}, // a * that must match nothing
		{"Bash(gitstatus)", "Bash(git*status)", true},
		{"Bash(git*status)", "Bash(git*stat)", false},
		{"WebFetch(domain:example.com)", "WebFetch", false},
		{"Bash(git " + strings.Repeat("x", 5000) + ")", "Bash(rm *)", true}, // too long to compare: refused
	} {
		d, err := parseTool(c.declared)
		if err != nil {
			t.Fatal(err)
		}
		r, _ := parseTool(c.ceiling)
		if got := d.deniedBy(r); got != c.want {
			t.Errorf("%q denied by %q = %v, want %v", c.declared, c.ceiling, got, c.want)
		}
	}
}

func readNone(string) ([]byte, error) { return nil, fs.ErrNotExist }

func TestParseErrors(t *testing.T) {
	for _, c := range []struct {
		text string
		line int
		want string
	}{
		{"allow_sources = [\"a/b\"]\nallow_source = []\n", 2, "unknown"},
		{"deny_tools = [\"Bash(\"]\n", 1, "deny_tools"},
		{"\naudit_fail_on = \"severe\"\n", 2, "audit_fail_on"},
		{"min_age = \"soon\"\n", 1, "min_age"},
		{"min_age_except = [\"x/y\"]\n", 1, "which is not set"},
		{"allow_sources = []\n", 1, "refuse every source"},
		{"[approval]\nlock = \"maybe\"\n", 2, "approval.lock"},
		{"[approval]\nsigned = true\n", 2, "allowed_signers"},
		{"[approval]\nmin_approvers = 2\n", 2, "signed = true"},
		{"[approval]\nsigned = true\nallowed_signers = \"nope\"\n", 3, "cannot read"},
		{"[[require_signature]]\nsources = [\"a/*\"]\nkey = \"../k.pub\"\n", 3, "leaves its directory"},
		{"[[require_signature]]\nkey = \"k.pub\"\n", 1, "no sources"},
		{"version = 2\n", 1, "not supported"},
		{"allow_sources = [\"https://github.com/a/b\"]\n", 1, "scheme"},
	} {
		_, err := Parse([]byte(c.text), "p.toml", readNone, nil)
		var pe *tomlfile.ParseError
		if !errors.As(err, &pe) || pe.Line != c.line || !strings.Contains(pe.Msg, c.want) {
			t.Errorf("%q: err = %v, want line %d containing %q", c.text, err, c.line, c.want)
		}
	}
}

func layer(t *testing.T, name, text string) Layer {
	t.Helper()
	p, err := Parse([]byte(text), name+".toml", readNone, nil)
	if err != nil {
		t.Fatal(err)
	}
	return Layer{Name: name, Origin: name + ".toml", Policy: p}
}

// TestTightenOnly: a later layer that allows everything lifts nothing an
// earlier one set.
func TestTightenOnly(t *testing.T) {
	org := layer(t, LayerOrganisation, `allow_sources = ["github.com/acme/*"]
deny_sources = ["github.com/acme/bad"]
deny_tools = ["Bash"]
min_age = "7d"
[approval]
lock = "forbid"
`)
	project := layer(t, LayerProject, `allow_sources = ["**"]
min_age = "0s"
[approval]
lock = "allow"
`)
	eff := &Effective{Layers: []Layer{org, project}}
	now := time.Date(2026, 6, 1, 0, 0, 0, 0, time.UTC)
	rules := func(vs []Violation) string {
		var out []string
		for _, v := range vs {
			out = append(out, v.Rule+"@"+strings.SplitN(v.Layer, " ", 2)[0])
		}
		return strings.Join(out, " ")
	}
	for _, c := range []struct {
		sk   Skill
		want string
	}{
		{Skill{Source: "github.com/acme/good", CommitTime: now.Add(-30 * 24 * time.Hour)}, ""},
		{Skill{Source: "github.com/other/x", CommitTime: now.Add(-30 * 24 * time.Hour)}, "allow_sources@organisation"},
		{Skill{Source: "github.com/acme/bad", CommitTime: now.Add(-30 * 24 * time.Hour)}, "deny_sources@organisation"},
		{Skill{Source: "github.com/acme/good", CommitTime: now.Add(-time.Hour)}, "min_age@organisation"},
		{Skill{Source: "github.com/acme/good", Local: true}, ""},
		{Skill{Source: "github.com/acme/good", AllowedTools: []string{"Read", "Bash"}, CommitTime: now.Add(-30 * 24 * time.Hour)}, "deny_tools@organisation"},
	} {
		if got := rules(eff.CheckSkill(c.sk, now)); got != c.want {
			t.Errorf("%+v: %q, want %q", c.sk, got, c.want)
		}
	}
	if v, ok := eff.ForbiddenStandIn("lock"); !ok || !strings.HasPrefix(v.Layer, "organisation") {
		t.Errorf("approval = lock: %v %v, want forbidden by the organisation", v, ok)
	}
	if _, ok := eff.ForbiddenStandIn("trusted-source"); ok {
		t.Error("trusted sources forbidden, but no layer forbids them")
	}
	rows := eff.Rows()
	if len(rows) == 0 || rows[0].Layer != LayerOrganisation {
		t.Errorf("rows = %+v", rows)
	}
}

// TestCheckSkillEdges: a critical finding at a critical threshold; an
// allowed-tools entry no rule can read counts as the unrestricted tool; a
// layer without min_age needs no commit date; a required signature.
func TestCheckSkillEdges(t *testing.T) {
	now := time.Now()
	critical := &Effective{Layers: []Layer{layer(t, "machine", `audit_fail_on = "critical"`)}}
	if vs := critical.CheckSkill(Skill{Source: "x/y", Local: true, Audit: "critical"}, now); len(vs) != 1 {
		t.Errorf("a critical finding at threshold critical: %v", vs)
	}
	if vs := critical.CheckSkill(Skill{Source: "x/y", Local: true, Audit: "high"}, now); len(vs) != 0 {
		t.Errorf("a high finding at threshold critical: %v", vs)
	}
	tools := &Effective{Layers: []Layer{layer(t, "machine", `deny_tools = ["Bash"]`)}}
	if vs := tools.CheckSkill(Skill{Source: "x/y", AllowedTools: []string{"Bash(git status"}}, now); len(vs) != 1 {
		t.Errorf("an unreadable Bash entry passes the ceiling: %v", vs)
	}
	if vs := tools.CheckSkill(Skill{Source: "x/y"}, now); len(vs) != 0 {
		t.Errorf("a layer without min_age asks for a commit date: %v", vs)
	}
	pub := "-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAGb9ECWmEzf6FQbrBZ9w7lshQhqowtrbLDFw4rXAxZuE=\n-----END PUBLIC KEY-----\n"
	p, err := Parse([]byte("[[require_signature]]\nsources = [\"github.com/acme/*\"]\nkey = \"k.pub\"\n"), "p.toml", func(string) ([]byte, error) { return []byte(pub), nil }, nil)

	if err != nil {
		t.Fatal(err)
	}
	fp := p.signatures[0].keyFingerprint
	eff := &Effective{Layers: []Layer{{Name: LayerOrganisation, Origin: "p.toml", Policy: p}}}
	for _, c := range []struct {
		sk   Skill
		want int
	}{
		{Skill{Source: "github.com/acme/x", Signer: &Signer{Key: fp}}, 0},
		{Skill{Source: "github.com/acme/x", Signer: &Signer{Key: "sha256:00"}}, 1},
		{Skill{Source: "github.com/acme/x"}, 1},
		{Skill{Source: "github.com/other/x"}, 0},
	} {
		if vs := eff.CheckSkill(c.sk, now); len(vs) != c.want {
			t.Errorf("%+v: %v, want %d violations", c.sk, vs, c.want)
		}
	}
}

// TestKeylessRequirement: identity and issuer, exact or by anchored
// regexp, and the trusted root the project verifies with must be the
// policy's.
func TestKeylessRequirement(t *testing.T) {
	root := []byte(`{"mediaType": "application/vnd.dev.sigstore.trustedroot+json;version=0.1"}`)
	p, err := Parse([]byte("[[require_signature]]\nsources = [\"**\"]\nidentity_regexp = \"^https://ci\\\\.example/.*$\"\nissuer = \"https://issuer.example\"\ntrusted_root = \"root.json\"\n"), "p.toml", func(string) ([]byte, error) { return root, nil }, nil)

	if err != nil {
		t.Fatal(err)
	}
	eff := &Effective{Layers: []Layer{{Name: LayerOrganisation, Origin: "p.toml", Policy: p}}}
	ok := Skill{Source: "x/y", Local: true, TrustedRoot: Sum(root), Signer: &Signer{Identity: "https://ci.example/release", Issuer: "https://issuer.example"}}
	for _, c := range []struct {
		name string
		edit func(*Skill)
		want int
	}{
		{"holds", func(*Skill) {}, 0},
		{"other identity", func(s *Skill) {
			s.Signer = &Signer{Identity: "https://evil.example/ci.example/", Issuer: "https://issuer.example"}
		}, 1},
		{"issuer only a prefix", func(s *Skill) {
			s.Signer = &Signer{Identity: "https://ci.example/x", Issuer: "https://issuer.example.evil"}
		}, 1},
		{"another trusted root", func(s *Skill) { s.TrustedRoot = Sum([]byte("{}")) }, 1},
		{"a key", func(s *Skill) { s.Signer = &Signer{Key: "sha256:00"} }, 1},
	} {
		sk := ok
		c.edit(&sk)
		if vs := eff.CheckSkill(sk, time.Now()); len(vs) != c.want {
			t.Errorf("%s: %v, want %d violations", c.name, vs, c.want)
		}
	}
}

// TestCertificateRequirement: require_signature by an OMS private-PKI
// signer: the recorded chain must be a root of the policy's file, and the
// subject the one named.
func TestCertificateRequirement(t *testing.T) {
	pemOf := func(der string) string {
		return "-----BEGIN CERTIFICATE-----\n" + base64.StdEncoding.EncodeToString([]byte(der)) + "\n-----END CERTIFICATE-----\n"
	}
	roots := []byte(pemOf("root one") + pemOf("root two"))
	sum := func(der string) string { return "sha256:" + fmt.Sprintf("%x", sha256.Sum256([]byte(der))) }
	read := func(string) ([]byte, error) { return roots, nil }
	p, err := Parse([]byte("[[require_signature]]\nsources = [\"**\"]\ncertificate_subject = \"CN=Signer\"\ncertificate_chain = \"roots.pem\"\n"), "p.toml", read, nil)
	if err != nil {
		t.Fatal(err)
	}
	eff := &Effective{Layers: []Layer{{Name: LayerOrganisation, Origin: "p.toml", Policy: p}}}
	for _, c := range []struct {
		name   string
		signer *Signer
		want   int
	}{
		{"holds", &Signer{Subject: "CN=Signer", Chain: sum("root two")}, 0},
		{"another subject", &Signer{Subject: "CN=Other", Chain: sum("root one")}, 1},
		{"another root", &Signer{Subject: "CN=Signer", Chain: sum("root three")}, 1},
		{"a key", &Signer{Key: "sha256:00"}, 1},
		{"unsigned", nil, 1},
	} {
		vs := eff.CheckSkill(Skill{Source: "x/y", Local: true, Signer: c.signer}, time.Now())
		if len(vs) != c.want {
			t.Errorf("%s: %v, want %d violations", c.name, vs, c.want)
		}
		if len(vs) > 0 && c.signer != nil && !strings.Contains(vs[0].Message.String(), `certificate "CN=Signer" chained to roots.pem`) {
			t.Errorf("%s: %s", c.name, vs[0].Message)
		}
	}
	for _, c := range []struct{ text, want string }{
		{"[[require_signature]]\nsources = [\"**\"]\ncertificate_subject = \"CN=Signer\"\n", "needs certificate_chain"},
		{"[[require_signature]]\nsources = [\"**\"]\ncertificate_chain = \"roots.pem\"\nkey = \"k.pub\"\n", "exclusive with key"},
	} {
		if _, err := Parse([]byte(c.text), "p.toml", read, nil); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.text, err, c.want)
		}
	}
	if _, err := Parse([]byte("[[require_signature]]\nsources = [\"**\"]\ncertificate_chain = \"roots.pem\"\n"), "p.toml", func(string) ([]byte, error) { return []byte("not pem"), nil }, nil); err == nil || !strings.Contains(err.Error(), "holds no PEM certificate") {
		t.Errorf("a chain file without certificates: %v", err)
	}
}

func TestAuditThreshold(t *testing.T) {
	eff := &Effective{Layers: []Layer{layer(t, "machine", `audit_fail_on = "critical"`), layer(t, "project", `audit_fail_on = "medium"`), layer(t, "user", `audit_fail_on = "high"`)}}
	if th, l := eff.AuditThreshold(); th != "medium" || l != "project policy (project.toml)" {
		t.Fatalf("threshold %q from %q", th, l)
	}
	vs := eff.CheckSkill(Skill{Source: "x/y", Local: true, Audit: "high"}, time.Now())
	if len(vs) != 2 { // machine's critical does not fire, project's medium and user's high do
		t.Fatalf("violations %v", vs)
	}
}

func TestParseAge(t *testing.T) {
	for in, want := range map[string]time.Duration{"7d": 7 * 24 * time.Hour, "2w": 14 * 24 * time.Hour, "36h": 36 * time.Hour} {
		if got, err := ParseAge(in); err != nil || got != want {
			t.Errorf("ParseAge(%q) = %v, %v", in, got, err)
		}
	}
	for _, in := range []string{"-1d", "xd", "soon", "-3h"} {
		if _, err := ParseAge(in); err == nil {
			t.Errorf("ParseAge(%q) accepted", in)
		}
	}
}

// FuzzParsePolicy: any input either parses or is a positioned parse
// error, never a panic; what parses evaluates without one.
func FuzzParsePolicy(f *testing.F) {
	f.Add([]byte("allow_sources = [\"github.com/acme/*\"]\ndeny_tools = [\"Bash(rm *)\"]\nmin_age = \"7d\"\n[approval]\nlock = \"forbid\"\n"))
	f.Add([]byte("[[require_signature]]\nsources = [\"**\"]\nidentity = \"a\"\nissuer = \"b\"\ntrusted_root = \"r.json\"\n"))
	f.Add([]byte("deny_tools = [\"Bash(**:*)\", \"(\"]\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := Parse(data, "f.toml", func(string) ([]byte, error) { return []byte("{}"), nil }, nil)
		if err != nil {
			var pe *tomlfile.ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("error is not a ParseError: %v", err)
			}
			return
		}
		eff := &Effective{Layers: []Layer{{Name: LayerProject, Origin: "f.toml", Policy: p}}}
		eff.CheckSkill(Skill{Source: "github.com/acme/x", AllowedTools: []string{"Bash", "Bash(git *)", "Read("}}, time.Now())
		eff.Rows()
	})
}

// TestRules: every rule a policy sets is listed (policy show, and Empty,
// which decides whether a policy is applied at all), in file order.
func TestRules(t *testing.T) {
	_, pub := goKey(t)
	files := map[string]string{"signers": "a@example.com " + pub + "\n", "root.json": "{}"}
	p, err := Parse([]byte(`allow_sources = ["github.com/acme/*"]
deny_sources = ["github.com/acme/bad"]
deny_tools = ["Bash"]
audit_fail_on = "high"
min_age = "7d"
min_age_except = ["github.com/acme/*"]
[[require_signature]]
sources = ["github.com/x/*"]
identity = "ci@example.com"
issuer_regexp = "^https://issuer$"
trusted_root = "root.json"
[approval]
lock = "forbid"
trusted_sources = "allow"
signed = true
allowed_signers = "signers"
min_approvers = 2
`), "p.toml", func(rel string) ([]byte, error) { return []byte(files[rel]), nil }, nil)

	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range p.Rules() {
		got = append(got, r.Key+" = "+r.Value)
	}
	want := []string{
		`allow_sources = ["github.com/acme/*"]`,
		`deny_sources = ["github.com/acme/bad"]`,
		`require_signature = ["github.com/x/*"] signed by identity "ci@example.com", issuer matching "^https://issuer$", trusted root ` + Sum([]byte("{}")),
		`deny_tools = ["Bash"]`,
		`audit_fail_on = "high"`,
		`min_age = "7d" except ["github.com/acme/*"]`,
		`approval.lock = "forbid"`,
		`approval.trusted_sources = "allow"`,
		`approval.signed = true (allowed signers signers: 1 keys)`,
		`approval.min_approvers = 2`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("Rules:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if p.Empty() {
		t.Error("a policy with rules is Empty")
	}
	for _, one := range []string{`deny_tools = ["Read"]`, `audit_fail_on = "low"`, `min_age = "1d"`, "[approval]\nlock = \"forbid\"", "[approval]\ntrusted_sources = \"forbid\"", `allow_sources = ["x/y"]`} {
		q, err := Parse([]byte(one), "q.toml", readNone, nil)
		if err != nil {
			t.Fatal(err)
		}
		if q.Empty() {
			t.Errorf("%q: Empty, so it would not be applied", one)
		}
	}
	if q, _ := Parse([]byte("# nothing\n"), "q.toml", readNone, nil); !q.Empty() {
		t.Error("a policy without rules is not Empty")
	}
}
