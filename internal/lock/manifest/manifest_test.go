package manifest

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/faults"
	"github.com/skillpin/skillpin/internal/lock/tomlfile"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/ui/errkind"
)

const sampleManifest = `# Project skills.
[settings]
approval = "lock"            # the reviewed lockfile is the approval
targets  = [".claude/skills", ".agents/skills"]
install  = "symlink"
max_files = 100
max_bytes = 1048576

# Official skills.
[[source]]
name   = "anthropic"
url    = "https://github.com/anthropics/skills"
ref    = "v1.2.0"   # pinned release
skills = [
  "pdf",   # reading PDFs
  "xlsx",
]
[source.signature]
key = "keys/anthropic.pub"

# Internal skills, trusted.
[[source]]
name    = "internal"
url     = "git@github.com:acme/skills.git"
paths   = ["skills/deploy"]
trusted = true
[source.signature]
identity_regexp = "^https://github.com/acme/.*$"
issuer          = "https://token.actions.githubusercontent.com"
trusted_root    = "trusted_root.json"

[[source]]
name   = "local"
url    = "./vendor/skills"
skills = ["*"]
`

func TestParseManifest(t *testing.T) {
	m, err := ParseManifest([]byte(sampleManifest), "skills.toml")
	if err != nil {
		t.Fatal(err)
	}
	want := &Manifest{
		Settings: Settings{Approval: "lock", Targets: []string{".claude/skills", ".agents/skills"}, Install: "symlink", MaxFiles: 100, MaxBytes: 1 << 20},
		Sources: []Source{
			{Name: "anthropic", URL: "https://github.com/anthropics/skills", Ref: "v1.2.0", Skills: []string{"pdf", "xlsx"},
				Signature: &SignaturePolicy{Key: "keys/anthropic.pub"}},
			{Name: "internal", URL: "git@github.com:acme/skills.git", Paths: []string{"skills/deploy"}, Trusted: true,
				Signature: &SignaturePolicy{IdentityRegexp: "^https://github.com/acme/.*$", Issuer: "https://token.actions.githubusercontent.com", TrustedRoot: "trusted_root.json"}},
			{Name: "local", URL: "./vendor/skills", Skills: []string{"*"}},
		},
	}
	if !reflect.DeepEqual(m, want) {
		t.Fatalf("got %+v\nwant %+v", m, want)
	}
	if s := m.Source("internal"); s == nil || !s.Trusted {
		t.Errorf("Source(internal) = %+v", s)
	}
	if m.Source("nope") != nil {
		t.Error("Source(nope) != nil")
	}
	if !m.Source("local").AllSkills() || m.Source("anthropic").AllSkills() {
		t.Error("AllSkills wrong")
	}
}

func TestSettingsDefaults(t *testing.T) {
	var s Settings
	if s.ApprovalPolicy() != ApprovalRequired || s.InstallMode() != InstallCopy || s.FileLimit() != 512 || s.ByteLimit() != 16<<20 {
		t.Errorf("defaults: %q %q %d %d", s.ApprovalPolicy(), s.InstallMode(), s.FileLimit(), s.ByteLimit())
	}
	s = Settings{Approval: "lock", Install: "symlink", MaxFiles: 3, MaxBytes: 4}
	if s.ApprovalPolicy() != "lock" || s.InstallMode() != "symlink" || s.FileLimit() != 3 || s.ByteLimit() != 4 {
		t.Error("explicit settings not returned")
	}
}

func TestInitManifestParses(t *testing.T) {
	m, err := ParseManifest(InitManifest(), "skills.toml")
	if err != nil {
		t.Fatal(err)
	}
	if m.Settings.ApprovalPolicy() != ApprovalRequired || len(m.Sources) != 0 {
		t.Errorf("init manifest = %+v", m)
	}
}

func TestInitUserManifest(t *testing.T) {
	for _, targets := range [][]string{nil, {".claude/skills"}, {".claude/skills", ".config/opencode/skills"}} {
		m, err := ParseManifest(InitUserManifest(targets), "skills.toml")
		if err != nil {
			t.Fatalf("targets %v: %v", targets, err)
		}
		if !slices.Equal(m.Settings.Targets, targets) || m.Settings.ApprovalPolicy() != ApprovalRequired || len(m.Sources) != 0 {
			t.Errorf("user init manifest with targets %v = %+v", targets, m.Settings)
		}
	}
}

func TestExampleManifestParses(t *testing.T) {
	data, err := os.ReadFile("../../../skills.toml.example")
	if err != nil {
		t.Fatal(err)
	}
	m, err := ParseManifest(data, "skills.toml.example")
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Sources) < 3 {
		t.Errorf("example has %d sources, want a multi-source example", len(m.Sources))
	}
	// Every key of every table appears in the example, so it documents
	// them all.
	for _, key := range []string{"approval", "targets", "install", "max_files", "max_bytes",
		"name", "url", "ref", "skills", "paths", "trusted", "[source.signature]",
		"key", "identity", "identity_regexp", "issuer", "issuer_regexp", "trusted_root",
		"[policy]", "file = ", "path = ",
		"audit_fail_on", "self_approval_signers", "[audit]", "rules", "[[audit.suppress]]", "code", "skill", "file", "reason"} {
		if !strings.Contains(string(data), key) {
			t.Errorf("example does not mention %q", key)
		}
	}
}

func TestParseManifestErrors(t *testing.T) {
	tests := []struct {
		name     string
		src      string
		line     int
		contains string
	}{
		{"syntax", "[settings]\napproval = \"lock\"\ntargets = [\n", 3, "expected value"},
		{"policy path and url", "[policy]\npath = \"p.toml\"\nurl = \"acme/policy\"\n", 3, "names both path and url"},
		{"policy names nothing", "[settings]\n[policy]\n", 2, "names no policy"},
		{"policy path outside", "[policy]\npath = \"../p.toml\"\n", 2, "leaves its directory"},
		{"policy path with ref", "[policy]\npath = \"p.toml\"\nref = \"main\"\n", 3, "go with policy.url"},
		{"policy url with credentials", "[policy]\nurl = \"https://u:secret@example.com/p\"\n", 2, "holds credentials"},
		{"policy file outside", "[policy]\nurl = \"acme/policy\"\nfile = \"/etc/p.toml\"\n", 3, "is absolute"},
		{"unknown policy key", "[policy]\nurl = \"acme/policy\"\nfiel = \"p.toml\"\n", 3, `unknown key "fiel" in policy`},
		{"unknown top-level key", "[settings]\n\n[setings]\n", 3, `unknown key "setings" at the top level (did you mean "settings"?)`},
		{"unknown settings key", "[settings]\napproval = \"lock\"\naproval = \"lock\"\n", 3, `unknown key "aproval" in settings (did you mean "approval"?)`},
		{"unknown source key in second source", "[[source]]\nname = \"a\"\nurl = \"x\"\nskills = [\"s\"]\n\n[[source]]\nname = \"b\"\nurl = \"y\"\nskils = [\"s\"]\n", 9, `unknown key "skils" in source[2] (did you mean "skills"?)`},
		{"unknown signature key", "[[source]]\nname = \"a\"\nurl = \"x\"\nskills = [\"s\"]\n[source.signature]\nkey = \"k.pub\"\nkye = 1\n", 7, `unknown key "kye" in source[1].signature`},
		{"unknown key in inline table", "[[source]]\nname = \"a\"\nurl = \"x\"\nskills = [\"s\"]\nsignature = { key = \"k\", bogus = true }\n", 5, `unknown key "bogus"`},
		{"unknown signature format", "[[source]]\nname = \"a\"\nurl = \"x\"\nskills = [\"s\"]\n[source.signature]\nformat = \"x509\"\ncertificate_chain = \"r.pem\"\n", 6, `format "x509" is not known`},
		{"certificate_chain without format", "[[source]]\nname = \"a\"\nurl = \"x\"\nskills = [\"s\"]\n[source.signature]\ncertificate_chain = \"r.pem\"\n", 6, `certificate_chain is for OMS signatures; add format = "oms"`},
		{"allow_unsigned_files without format", "[[source]]\nname = \"a\"\nurl = \"x\"\nskills = [\"s\"]\n[source.signature]\nkey = \"k.pub\"\nallow_unsigned_files = true\n", 7, `allow_unsigned_files is for OMS signatures`},
		{"certificate_chain with a key", "[[source]]\nname = \"a\"\nurl = \"x\"\nskills = [\"s\"]\n[source.signature]\nformat = \"oms\"\ncertificate_chain = \"r.pem\"\nkey = \"k.pub\"\n", 7, "exclusive with key"},
		{"certificate_chain outside", "[[source]]\nname = \"a\"\nurl = \"x\"\nskills = [\"s\"]\n[source.signature]\nformat = \"oms\"\ncertificate_chain = \"../r.pem\"\n", 7, "name a PEM file inside the project"},
		{"bad approval", "[settings]\n\napproval = \"maybe\"\n", 3, `settings.approval is "maybe"; use "required"`},
		{"bad install", "[settings]\ninstall = \"hardlink\"\n", 2, `settings.install is "hardlink"`},
		{"negative max_files", "[settings]\nmax_files = -1\n", 2, "settings.max_files is -1"},
		{"negative max_bytes", "[settings]\nmax_bytes = -1\n", 2, "settings.max_bytes is -1"},
		{"absolute target", "[settings]\ntargets = [\n  \".claude/skills\",\n  \"/etc/skills\",\n]\n", 4, `"/etc/skills" is absolute`},
		{"escaping target", "[settings]\ntargets = [\"../x\"]\n", 2, "leaves its directory"},
		{"target with a newline and an escape", "[settings]\ntargets = [\".claude/skills\\n::error::pwned\\u001b[31m\"]\n", 2, `settings.targets: ".claude/skills\n::error::pwned\x1b[31m" contains the control character U+000A`},
		{"target with an escape", "[settings]\ntargets = [\"skills\\u001b[31m\"]\n", 2, `"skills\x1b[31m" contains the control character U+001B`},
		{"target with a tab", "[settings]\ntargets = [\"a\\tb\"]\n", 2, "contains the control character U+0009"},
		{"target with a bidi override", "[settings]\ntargets = [\"skills/\\u202egnp\"]\n", 2, `"skills/\u202egnp" contains the invisible or formatting character U+202E`},
		{"target with a zero-width space", "[settings]\ntargets = [\".claude\\u200b/skills\"]\n", 2, "contains the invisible or formatting character U+200B"},
		{"target with a filler", "[settings]\ntargets = [\"skills\\u3164\"]\n", 2, "contains the invisible or formatting character U+3164"},
		{"target with a tag character", "[settings]\ntargets = [\"skills\\U000E0041\"]\n", 2, "contains the invisible or formatting character U+E0041"},
		{"path with a control character", "[[source]]\nname = \"a\"\nurl = \"x\"\npaths = [\"skills\\r\"]\n", 4, `paths entry "skills\r" contains the control character U+000D`},
		{"duplicate target", "[settings]\ntargets = [\"a\", \"a/\"]\n", 2, `lists "a/" twice`},
		{"wrong type", "[settings]\nmax_files = \"many\"\n", 2, "settings.max_files must be an integer, not a string"},
		{"wrong type in source", "[[source]]\nname = \"a\"\nurl = \"x\"\nskills = \"pdf\"\n", 4, "source[1].skills must be an array, not a string"},
		{"wrong element type", "[[source]]\nname = \"a\"\nurl = \"x\"\nskills = [\"pdf\",\n 3]\n", 5, "source[1].skills[2] must be a string, not an integer"},
		{"settings not a table", "settings = 1\n", 1, "settings must be a table"},
		{"duplicate source names", "[[source]]\nname = \"a\"\nurl = \"x\"\nskills = [\"s\"]\n[[source]]\nname = \"a\"\nurl = \"y\"\nskills = [\"t\"]\n", 6, `source name "a" is used twice (sources 1 and 2)`},
		{"missing name", "[[source]]\nurl = \"x\"\nskills = [\"s\"]\n", 1, "source 1 has no name"},
		{"invalid name", "[[source]]\nname = \"a b\"\nurl = \"x\"\nskills = [\"s\"]\n", 2, `source name "a b" is invalid`},
		{"empty url", "[[source]]\nname = \"a\"\nurl = \"\"\nskills = [\"s\"]\n", 3, `source "a" has no url`},
		{"missing url", "[[source]]\nname = \"a\"\nskills = [\"s\"]\n", 1, `source "a" has no url`},
		{"no selection", "\n[[source]]\nname = \"a\"\nurl = \"x\"\n", 2, `source "a" selects no skills`},
		{"star with names", "[[source]]\nname = \"a\"\nurl = \"x\"\nskills = [\"*\", \"pdf\"]\n", 4, `lists "*" (every skill) together with names`},
		{"duplicate skill", "[[source]]\nname = \"a\"\nurl = \"x\"\nskills = [\"pdf\", \"pdf\"]\n", 4, `skills lists "pdf" twice`},
		{"empty skill", "[[source]]\nname = \"a\"\nurl = \"x\"\nskills = [\"\"]\n", 4, "skills has an empty name"},
		{"bad path", "[[source]]\nname = \"a\"\nurl = \"x\"\npaths = [\"../up\"]\n", 4, `paths entry "../up" leaves its directory`},
		{"key and identity", "[[source]]\nname = \"a\"\nurl = \"x\"\nskills = [\"s\"]\n[source.signature]\nkey = \"k.pub\"\nidentity = \"me\"\n", 6, "set one or the other"},
		{"empty signature", "[[source]]\nname = \"a\"\nurl = \"x\"\nskills = [\"s\"]\n[source.signature]\n", 5, "set key ="},
		{"keyless without issuer", "[[source]]\nname = \"a\"\nurl = \"x\"\nskills = [\"s\"]\n[source.signature]\nidentity = \"me\"\ntrusted_root = \"r.json\"\n", 5, "needs issuer"},
		{"keyless without identity", "[[source]]\nname = \"a\"\nurl = \"x\"\nskills = [\"s\"]\n[source.signature]\nissuer = \"me\"\ntrusted_root = \"r.json\"\n", 5, "needs identity"},
		{"keyless without root", "[[source]]\nname = \"a\"\nurl = \"x\"\nskills = [\"s\"]\n[source.signature]\nidentity = \"me\"\nissuer = \"i\"\n", 5, "needs trusted_root"},
		{"identity and regexp", "[[source]]\nname = \"a\"\nurl = \"x\"\nskills = [\"s\"]\n[source.signature]\nidentity = \"me\"\nidentity_regexp = \"m.\"\nissuer = \"i\"\ntrusted_root = \"r\"\n", 7, "identity or identity_regexp, not both"},
		{"issuer and regexp", "[[source]]\nname = \"a\"\nurl = \"x\"\nskills = [\"s\"]\n[source.signature]\nidentity = \"me\"\nissuer = \"i\"\nissuer_regexp = \"i\"\ntrusted_root = \"r\"\n", 8, "issuer or issuer_regexp, not both"},
		{"bad regexp", "[[source]]\nname = \"a\"\nurl = \"x\"\nskills = [\"s\"]\n[source.signature]\nidentity_regexp = \"(\"\nissuer = \"i\"\ntrusted_root = \"r\"\n", 6, "identity_regexp does not compile"},
		{"bad audit_fail_on", "[settings]\naudit_fail_on = \"severe\"\n", 2, `settings.audit_fail_on is "severe"; use "critical"`},
		{"audit rule file outside", "[audit]\nrules = [\"../r.yaml\"]\n", 2, `audit.rules: "../r.yaml" leaves its directory`},
		{"audit rule file the project", "[audit]\nrules = [\".\"]\n", 2, `is the project directory`},
		{"suppression without reason", "[[audit.suppress]]\ncode = \"PIPE_TO_SHELL\"\nskill = \"s\"\n", 1, "a suppression needs a reason"},
		{"suppression with a short reason", "[[audit.suppress]]\ncode = \"PIPE_TO_SHELL\"\nskill = \"s\"\nreason = \"ok\"\n", 4, "a suppression needs a reason"},
		{"suppression bad code", "[[audit.suppress]]\ncode = \"pipe\"\nskill = \"s\"\nreason = \"checked by me, vendor installer\"\n", 2, `code "pipe" is not a finding code`},
		{"suppression no skill", "[[audit.suppress]]\ncode = \"PIPE_TO_SHELL\"\nreason = \"checked by me, vendor installer\"\n", 1, "skill is empty"},
		{"suppression bad file", "[[audit.suppress]]\ncode = \"PIPE_TO_SHELL\"\nskill = \"s\"\nfile = \"/etc/x\"\nreason = \"checked by me, vendor installer\"\n", 4, `file "/etc/x" is absolute`},
		{"unknown suppression key", "[[audit.suppress]]\ncode = \"PIPE_TO_SHELL\"\nskill = \"s\"\nreson = \"x\"\n", 4, `unknown key "reson"`},
		{"binary", "[settings]\napproval = \"\x00\"\n", 2, "not a text file"},
		{"invalid utf-8", "[settings]\n# \xff\n", 2, "not a text file"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseManifest([]byte(tt.src), "skills.toml")
			var pe *tomlfile.ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("err = %v (%T), want *tomlfile.ParseError", err, err)
			}
			if pe.File != "skills.toml" || pe.Line != tt.line {
				t.Errorf("position %s:%d, want skills.toml:%d (%v)", pe.File, pe.Line, tt.line, err)
			}
			if !strings.Contains(pe.Msg, tt.contains) {
				t.Errorf("message %q does not contain %q", pe.Msg, tt.contains)
			}
			if !errors.Is(err, errkind.Invalid) {
				t.Errorf("%v is not errkind.Invalid", err)
			}
			if !strings.HasPrefix(err.Error(), "skills.toml:") {
				t.Errorf("Error() = %q does not start with the file name", err)
			}
		})
	}
}

func TestLoadManifest(t *testing.T) {
	dir := testfs.TempDir(t)
	p := filepath.Join(dir, "skills.toml")
	_, err := LoadManifest(p)
	var nf *tomlfile.NotFoundError
	if !errors.As(err, &nf) || !errors.Is(err, fs.ErrNotExist) || !errors.Is(err, errkind.Invalid) || !strings.Contains(err.Error(), "skillpin init") {
		t.Fatalf("missing manifest: err = %v", err)
	}
	if err := os.WriteFile(p, []byte(sampleManifest), 0o644); err != nil {
		t.Fatal(err)
	}
	m, err := LoadManifest(p)
	if err != nil || len(m.Sources) != 3 {
		t.Fatalf("LoadManifest = %v, %v", m, err)
	}
	if err := os.WriteFile(p, []byte("[bogus]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = LoadManifest(p)
	var pe *tomlfile.ParseError
	if !errors.As(err, &pe) || pe.File != p || pe.Line != 1 {
		t.Fatalf("bad manifest: err = %v", err)
	}
}

// A manifest that is there but cannot be read is an error of its own, never
// "not found" (which would tell the user to run init over their file).
// Permissions do not stop root, so the unreadable file runs only as an
// ordinary user; the other ways to fail a read run for everyone.
func TestLoadManifestUnreadable(t *testing.T) {
	tests := []struct {
		name     string
		nonRoot  bool // permissions, which root ignores
		setup    func(t *testing.T, p string)
		contains string
	}{
		{"no-read-permission", true, func(t *testing.T, p string) {
			testfs.WriteFile(t, p, sampleManifest)
			if err := os.Chmod(p, 0); err != nil {
				t.Fatal(err)
			}
		}, "permission denied"},
		{"is-a-directory", false, func(t *testing.T, p string) {
			if err := os.Mkdir(p, 0o755); err != nil {
				t.Fatal(err)
			}
		}, "is a directory"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.nonRoot && os.Geteuid() == 0 {
				t.Skip("permissions do not stop root; is-a-directory fails the read for root")
			}
			p := filepath.Join(testfs.TempDir(t), "skills.toml")
			tt.setup(t, p)
			_, err := LoadManifest(p)
			if err == nil || errors.Is(err, fs.ErrNotExist) || !strings.Contains(err.Error(), p) || !strings.Contains(err.Error(), tt.contains) {
				t.Errorf("LoadManifest = %v, want an error naming %s and %q, not \"not found\"", err, p, tt.contains)
			}
		})
	}
}

func TestSaveManifestFile(t *testing.T) {
	dir := testfs.TempDir(t)
	p := filepath.Join(dir, "skills.toml")
	if err := os.WriteFile(p, []byte(sampleManifest), 0o600); err != nil {
		t.Fatal(err)
	}
	// A manifest that does not parse is refused and the file is left alone.
	err := SaveManifestFile(p, []byte("[[source]]\nname = 1\n"))
	var pe *tomlfile.ParseError
	if !errors.As(err, &pe) {
		t.Fatalf("SaveManifestFile(bad) = %v, want a *tomlfile.ParseError", err)
	}
	if got, _ := os.ReadFile(p); string(got) != sampleManifest {
		t.Fatal("file changed after a refused save")
	}
	edited, err := ReplaceSource([]byte(sampleManifest), "local", Source{Name: "local", URL: "./vendor/skills", Skills: []string{"*"}, Trusted: true})
	if err != nil {
		t.Fatal(err)
	}
	if err := SaveManifestFile(p, edited); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(p)
	if string(got) != string(edited) {
		t.Fatal("saved bytes differ")
	}
	if fi, _ := os.Stat(p); fi.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, want the file's own 0600 kept", fi.Mode().Perm())
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("temp files left behind: %v", entries)
	}
}

func TestAddSource(t *testing.T) {
	s := Source{Name: "new", URL: "owner/repo", Ref: "v2", Skills: []string{"a", "b"}, Signature: &SignaturePolicy{Key: "k.pub"}}
	out, err := AddSource([]byte(sampleManifest), s)
	if err != nil {
		t.Fatal(err)
	}
	want := sampleManifest + `
[[source]]
name = "new"
url = "owner/repo"
ref = "v2"
skills = ["a", "b"]
[source.signature]
key = "k.pub"
`
	if string(out) != want {
		t.Fatalf("got:\n%s\nwant:\n%s", out, want)
	}
	// Into an empty file, and a file without a final newline.
	for _, base := range []string{"", "[settings]\napproval = \"lock\""} {
		out, err := AddSource([]byte(base), s)
		if err != nil {
			t.Fatal(err)
		}
		m, err := ParseManifest(out, "x")
		if err != nil || len(m.Sources) != 1 || !sameSource(m.Sources[0], s) {
			t.Fatalf("AddSource(%q) = %q, %v", base, out, err)
		}
	}
}

func TestReplaceSourceKeepsLayout(t *testing.T) {
	m, _ := ParseManifest([]byte(sampleManifest), "x")
	tests := []struct {
		name string
		edit func(s *Source)
		src  string // which source
		from string
		to   string
	}{
		{"ref only", func(s *Source) { s.Ref = "v1.3.0" }, "anthropic",
			`ref    = "v1.2.0"   # pinned release`, `ref    = "v1.3.0"   # pinned release`},
		{"rename", func(s *Source) { s.Name = "claude" }, "anthropic",
			`name   = "anthropic"`, `name   = "claude"`},
		{"multi-line skills", func(s *Source) { s.Skills = []string{"pdf"} }, "anthropic",
			"skills = [\n  \"pdf\",   # reading PDFs\n  \"xlsx\",\n]", `skills = ["pdf"]`},
		{"drop ref", func(s *Source) { s.Ref = "" }, "anthropic",
			"ref    = \"v1.2.0\"   # pinned release\n", ""},
		{"add ref", func(s *Source) { s.Ref = "main" }, "internal",
			"trusted = true\n", "trusted = true\nref = \"main\"\n"},
		{"untrust", func(s *Source) { s.Trusted = false }, "internal",
			"trusted = true\n", ""},
		{"signature key change", func(s *Source) { s.Signature = &SignaturePolicy{Key: "keys/new.pub"} }, "anthropic",
			`key = "keys/anthropic.pub"`, `key = "keys/new.pub"`},
		{"signature dropped", func(s *Source) { s.Signature = nil }, "anthropic",
			"[source.signature]\nkey = \"keys/anthropic.pub\"\n\n# Internal", "\n# Internal"},
		{"signature added", func(s *Source) { s.Signature = &SignaturePolicy{Key: "l.pub"} }, "local",
			"skills = [\"*\"]\n", "skills = [\"*\"]\n[source.signature]\nkey = \"l.pub\"\n"},
		{"keyless edit", func(s *Source) { s.Signature.Issuer = ""; s.Signature.IssuerRegexp = "^https://.*$" }, "internal",
			"issuer          = \"https://token.actions.githubusercontent.com\"\ntrusted_root    = \"trusted_root.json\"\n",
			"trusted_root    = \"trusted_root.json\"\nissuer_regexp = \"^https://.*$\"\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := *m.Source(tt.src)
			if s.Signature != nil {
				sig := *s.Signature
				s.Signature = &sig
			}
			tt.edit(&s)
			out, err := ReplaceSource([]byte(sampleManifest), tt.src, s)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(sampleManifest, tt.from) {
				t.Fatalf("test bug: %q not in the sample", tt.from)
			}
			want := strings.Replace(sampleManifest, tt.from, tt.to, 1)
			if string(out) != want {
				t.Fatalf("got:\n%s\nwant:\n%s", out, want)
			}
		})
	}
}

func TestReplaceSourceFallsBackToBlock(t *testing.T) {
	// Dotted keys are valid TOML that the in-place editor leaves alone:
	// the block is rewritten, the comment above it and the rest kept.
	src := "# keep me\n[[source]]\nname = \"a\"\nurl = \"x\"\nskills = [\"s\"]\nsignature.key = \"k.pub\"\n\n# and me\n[settings]\napproval = \"lock\"\n"
	out, err := ReplaceSource([]byte(src), "a", Source{Name: "a", URL: "y", Skills: []string{"s"}})
	if err != nil {
		t.Fatal(err)
	}
	want := "# keep me\n[[source]]\nname = \"a\"\nurl = \"y\"\nskills = [\"s\"]\n\n# and me\n[settings]\napproval = \"lock\"\n"
	if string(out) != want {
		t.Fatalf("got:\n%s\nwant:\n%s", out, want)
	}
	// Sources written as an inline array cannot be edited in place.
	inline := "source = [{ name = \"a\", url = \"x\", skills = [\"s\"] }]\n"
	if _, err := ReplaceSource([]byte(inline), "a", Source{Name: "a", URL: "y", Skills: []string{"s"}}); err == nil || !strings.Contains(err.Error(), "[[source]] tables") {
		t.Errorf("inline array: err = %v", err)
	}
	if _, err := AddSource([]byte(inline), Source{Name: "b", URL: "y", Skills: []string{"s"}}); err == nil {
		t.Error("AddSource to an inline array: no error")
	}
}

func TestRemoveSource(t *testing.T) {
	tests := []struct {
		name string
		want string
	}{
		{"anthropic", strings.Replace(sampleManifest, sampleManifest[strings.Index(sampleManifest, "# Official"):strings.Index(sampleManifest, "# Internal")], "", 1)},
		{"internal", strings.Replace(sampleManifest, sampleManifest[strings.Index(sampleManifest, "# Internal"):strings.Index(sampleManifest, "[[source]]\nname   = \"local\"")], "", 1)},
		{"local", sampleManifest[:strings.Index(sampleManifest, "\n\n[[source]]\nname   = \"local\"")+1]},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, err := RemoveSource([]byte(sampleManifest), tt.name)
			if err != nil {
				t.Fatal(err)
			}
			if string(out) != tt.want {
				t.Fatalf("got:\n%s\nwant:\n%s", out, tt.want)
			}
		})
	}
}

func TestEditErrors(t *testing.T) {
	good := []byte(sampleManifest)
	s := Source{Name: "x", URL: "u", Skills: []string{"a"}}
	tests := []struct {
		name string
		run  func() ([]byte, error)
		want error
		msg  string
	}{
		{"add existing", func() ([]byte, error) { s := s; s.Name = "local"; return AddSource(good, s) }, ErrSourceExists, "--name"},
		{"replace missing", func() ([]byte, error) { return ReplaceSource(good, "nope", s) }, ErrNoSource, "skillpin list"},
		{"rename onto existing", func() ([]byte, error) { s := s; s.Name = "local"; return ReplaceSource(good, "internal", s) }, ErrSourceExists, ""},
		{"remove missing", func() ([]byte, error) { return RemoveSource(good, "nope") }, ErrNoSource, ""},
		{"add invalid", func() ([]byte, error) { s := s; s.URL = ""; return AddSource(good, s) }, nil, "has no url"},
		{"replace invalid", func() ([]byte, error) { s := s; s.Name = "bad name"; return ReplaceSource(good, "local", s) }, nil, "is invalid"},
		{"edit unparseable", func() ([]byte, error) { return AddSource([]byte("[settings\n"), s) }, nil, "cannot edit skills.toml until it parses"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, err := tt.run()
			if err == nil {
				t.Fatalf("no error; got\n%s", out)
			}
			if tt.want != nil && !errors.Is(err, tt.want) {
				t.Errorf("err = %v, want %v", err, tt.want)
			}
			if !strings.Contains(err.Error(), tt.msg) {
				t.Errorf("err = %q, want it to contain %q", err, tt.msg)
			}
			if !errors.Is(err, errkind.Invalid) {
				t.Errorf("err = %v is not errkind.Invalid", err)
			}
		})
	}
}

func TestEditCRLF(t *testing.T) {
	src := strings.ReplaceAll(sampleManifest, "\n", "\r\n")
	m, err := ParseManifest([]byte(src), "x")
	if err != nil {
		t.Fatal(err)
	}
	s := *m.Source("local")
	s.Ref = "v9"
	out, err := ReplaceSource([]byte(src), "local", s)
	if err != nil {
		t.Fatal(err)
	}
	out, err = AddSource(out, Source{Name: "z", URL: "u", Skills: []string{"a"}})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Count(string(out), "\n") != strings.Count(string(out), "\r\n") {
		t.Errorf("mixed line endings:\n%q", out)
	}
}

// FuzzParseManifest checks that parsing never panics and that the
// format-preserving editor is consistent on whatever parses: replacing a
// source by itself changes nothing, and removing then adding it back
// yields the same manifest with that source last.
func FuzzParseManifest(f *testing.F) {
	f.Add([]byte(sampleManifest))
	f.Add(InitManifest())
	f.Add([]byte("[[source]]\nname='a'\nurl=\"\"\"x\"\"\"\nskills=['''s''']\nsignature={key='k'}\n"))
	f.Add([]byte("[[source]]\nname = \"a\" # c\nurl = \"x\"\npaths = [\n# c\n'.',\n]\n[source.signature]\nkey = 'k'\n[[source]]\nname = \"b\"\nurl = \"y\"\nskills = [\"*\"]\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := ParseManifest(data, "f.toml")
		if err != nil {
			var pe *tomlfile.ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("error %v is %T, want *tomlfile.ParseError", err, err)
			}
			return
		}
		for _, s := range m.Sources {
			out, err := ReplaceSource(data, s.Name, s)
			if err != nil {
				t.Fatalf("ReplaceSource(%q, itself): %v", s.Name, err)
			}
			if string(out) != string(data) {
				t.Fatalf("ReplaceSource(%q, itself) changed the file:\n%q\n->\n%q", s.Name, data, out)
			}
			removed, err := RemoveSource(data, s.Name)
			if err != nil {
				if errors.Is(err, errLayout) {
					continue // e.g. sources in an inline array
				}
				t.Fatalf("RemoveSource(%q): %v", s.Name, err)
			}
			back, err := AddSource(removed, s)
			if err != nil {
				if errors.Is(err, errLayout) || strings.Contains(err.Error(), "produced an invalid file") {
					continue
				}
				t.Fatalf("AddSource(%q) after removing it: %v", s.Name, err)
			}
			m2, err := ParseManifest(back, "f.toml")
			if err != nil || m2.Source(s.Name) == nil || !sameSource(*m2.Source(s.Name), s) || len(m2.Sources) != len(m.Sources) {
				t.Fatalf("remove+add %q: %v\n%s", s.Name, err, back)
			}
		}
	})
}

func TestSaveManifestFileFault(t *testing.T) {
	if !faults.Enabled {
		t.Skip("needs -tags skillpin_faults")
	}
	t.Setenv("SKILLPIN_FAULT", "manifest.save")
	mp := filepath.Join(testfs.TempDir(t), "skills.toml")
	if err := SaveManifestFile(mp, []byte(sampleManifest)); !errors.Is(err, faults.ErrInjected) {
		t.Fatalf("err = %v, want the injected fault", err)
	}
	if _, err := os.Stat(mp); !errors.Is(err, fs.ErrNotExist) {
		t.Fatal("a failed manifest save left a file")
	}
}

// A credential written by hand into skills.toml is refused whatever its
// password holds, and the message never shows it.
func TestParseManifestRefusesCredentials(t *testing.T) {
	for _, url := range []string{
		`https://deploy:hun#ter2@127.0.0.1:9/r`,
		`https://deploy:hun?ter2@127.0.0.1:9/r`,
		`https://deploy:hun/ter2@127.0.0.1:9/r`,
		`https://deploy:hun ter2@127.0.0.1:9/r`,
		`https://deploy:hun\"ter2@127.0.0.1:9/r`,
		`https://deploy:hun%40ter2@git.example.com/r`,
		`https://deploy:hun@ter2@[::1]:9/r`,
		`https://hunter2@git.example.com/r`,
		`ssh://git:hun#ter2@git.example.com/r`,
		`deploy:hun ter2@git.example.com:o/r`,
	} {
		src := "[[source]]\nname = \"a\"\nurl = \"" + url + "\"\nskills = [\"s\"]\n"
		_, err := ParseManifest([]byte(src), "skills.toml")
		if err == nil || !strings.Contains(err.Error(), "holds credentials") {
			t.Errorf("url = %q: err = %v, want it refused as holding credentials", url, err)
			continue
		}
		if strings.Contains(err.Error(), "hun") || strings.Contains(err.Error(), "ter2") {
			t.Errorf("url = %q: the message shows the password: %v", url, err)
		}
	}
	for _, url := range []string{"https://github.com/o/r", "ssh://git@github.com/o/r", "git@github.com:o/r.git", "file:///tmp/a@b/r", "./dir@x"} {
		src := "[[source]]\nname = \"a\"\nurl = \"" + url + "\"\nskills = [\"s\"]\n"
		if _, err := ParseManifest([]byte(src), "skills.toml"); err != nil {
			t.Errorf("url = %q: %v", url, err)
		}
	}
}

// The base of a review is parsed with credentials masked, not refused;
// everything else is validated as always.
func TestParseManifestMasked(t *testing.T) {
	src := "[[source]]\nname = \"a\"\nurl = \"https://deploy:hun#ter2@git.example.com/r\"\nskills = [\"s\"]\n"
	if _, err := ParseManifest([]byte(src), "skills.toml"); err == nil {
		t.Fatal("ParseManifest accepted a credential")
	}
	m, err := ParseManifestMasked([]byte(src), "skills.toml")
	if err != nil {
		t.Fatal(err)
	}
	if got := m.Sources[0].URL; got != "https://***@git.example.com/r" {
		t.Errorf("URL = %q, want it masked", got)
	}
	if _, err := ParseManifestMasked([]byte(src+"[settings]\ntargets = [\"../x\"]\n"), "skills.toml"); err == nil || strings.Contains(err.Error(), "ter2") {
		t.Errorf("a masked parse of a bad target: %v", err)
	}
	// Rules a base may predate: an unanchored regexp, a hidden character
	// in a target. The base is reviewable; the work tree is held to them.
	for _, predates := range []string{
		"[settings]\ntargets = [\".claude/skills\\u200b\"]\n",
		"[[source]]\nname = \"b\"\nurl = \"https://git.example.com/b\"\nskills = [\"s\"]\n" +
			"[source.signature]\nidentity_regexp = \"ci@example\\\\.com\"\nissuer = \"https://issuer.example.com\"\ntrusted_root = \"root.json\"\n",
	} {
		if _, err := ParseManifestMasked([]byte(predates), "skills.toml"); err != nil {
			t.Errorf("a base with a rule it predates is not reviewable: %v", err)
		}
		if _, err := ParseManifest([]byte(predates), "skills.toml"); err == nil {
			t.Errorf("ParseManifest accepted what the work tree is held to:\n%s", predates)
		}
	}
}
