package review

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/catalog/audit"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/approvals"
	"github.com/skillpin/skillpin/internal/lock/lockdiff"
	"github.com/skillpin/skillpin/internal/lock/manifest"
)

const toml = `[settings]
approval = "required"
targets = [".claude/skills"]

[[source]]
name = "acme"
url = "https://github.com/acme/skills"
ref = "v1"
skills = ["pdf"]
[source.signature]
key = "keys/acme.pub"
`

func parse(t *testing.T, s string) *manifest.Manifest {
	t.Helper()
	m, err := manifest.ParseManifest([]byte(s), "skills.toml")
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func lockWith(digests map[string]string) *lock.Lock {
	l := &lock.Lock{Version: lock.LockVersion, Sources: []lock.LockedSource{{Name: "acme", URL: "https://github.com/acme/skills", Ref: "v1", Kind: lock.KindTag, Commit: strings.Repeat("a", 40)}}}
	for name, content := range digests {
		fs := catalog.FileSet{{Path: "SKILL.md", Size: int64(len(content)), Digest: catalog.DigestBytes([]byte(content))}}
		l.Skills = append(l.Skills, lock.LockedSkill{Name: name, Source: "acme", Path: "skills/" + name, Digest: fs.Digest(), Files: fs})
	}
	l.Sort()
	return l
}

func set(as ...approvals.Approval) *approvals.Set { return &approvals.Set{List: as} }

func riskCodes(rs []lockdiff.Risk) string {
	var out []string
	for _, r := range rs {
		out = append(out, r.Code)
	}
	return strings.Join(out, ",")
}

// TestComparePolicy: every policy relaxation is a risk; tightening and
// neutral changes are shown without one.
func TestComparePolicy(t *testing.T) {
	keyA := map[string]string{"keys/acme.pub": "sha256:aaaa"}
	tests := []struct {
		name       string
		base, head string
		baseFiles  map[string]string
		headFiles  map[string]string
		want       []string // "setting: from -> to [RISKS]"
	}{
		{"unchanged", toml, toml, keyA, keyA, nil},
		{"approval lock", toml, strings.Replace(toml, `approval = "required"`, `approval = "lock"`, 1), keyA, keyA,
			[]string{"settings.approval: required -> lock [POLICY_APPROVAL_RELAXED]"}},
		{"approval back to required", strings.Replace(toml, `approval = "required"`, `approval = "lock"`, 1), toml, keyA, keyA,
			[]string{"settings.approval: lock -> required []"}},
		{"source trusted", toml, strings.Replace(toml, `skills = ["pdf"]`, "skills = [\"pdf\"]\ntrusted = true", 1), keyA, keyA,
			[]string{"source acme: trusted: false -> true [POLICY_SOURCE_TRUSTED]"}},
		{"signature removed", toml, strings.Split(toml, "[source.signature]")[0], keyA, nil,
			[]string{"source acme: signature: key keys/acme.pub (sha256:aaaa) -> none [POLICY_SIGNATURE_REMOVED]"}},
		{"signature added", strings.Split(toml, "[source.signature]")[0], toml, nil, keyA,
			[]string{"source acme: signature: none -> key keys/acme.pub (sha256:aaaa) []"}},
		{"key file replaced in place", toml, toml, keyA, map[string]string{"keys/acme.pub": "sha256:bbbb"},
			[]string{"source acme: signature: key keys/acme.pub (sha256:aaaa) -> key keys/acme.pub (sha256:bbbb) [POLICY_SIGNATURE_CHANGED]"}},
		{"key path changed", toml, strings.Replace(toml, "keys/acme.pub", "keys/other.pub", 1), keyA, map[string]string{"keys/other.pub": "sha256:cccc"},
			[]string{"source acme: signature: key keys/acme.pub (sha256:aaaa) -> key keys/other.pub (sha256:cccc) [POLICY_SIGNATURE_CHANGED]"}},
		{"limits raised and lowered", toml, strings.Replace(toml, "[settings]\n", "[settings]\nmax_files = 4096\nmax_bytes = 1024\n", 1), keyA, keyA,
			[]string{"settings.max_files: 512 -> 4096 [POLICY_LIMITS_RAISED]", "settings.max_bytes: 16777216 -> 1024 []"}},
		{"target added and removed", toml, strings.Replace(toml, `targets = [".claude/skills"]`, `targets = [".github/skills"]`, 1), keyA, keyA,
			[]string{"settings.targets:  -> .github/skills [POLICY_TARGET_ADDED]", "settings.targets: .claude/skills ->  []"}},
		{"install mode", toml, strings.Replace(toml, "[settings]\n", "[settings]\ninstall = \"symlink\"\n", 1), keyA, keyA,
			[]string{"settings.install: copy -> symlink []"}},
		{"new trusted source", toml, toml + "\n[[source]]\nname = \"evil\"\nurl = \"evil/skills\"\nskills = [\"*\"]\ntrusted = true\n", keyA, keyA,
			[]string{"source evil:  -> evil/skills, trusted [POLICY_SOURCE_TRUSTED]"}},
		{"source moved: the skills' review shows it", toml, strings.Replace(toml, "github.com/acme/skills", "github.com/evil/skills", 1), keyA, keyA, nil},
		{"trusted source moved to another repository", strings.Replace(toml, `skills = ["pdf"]`, "skills = [\"pdf\"]\ntrusted = true", 1),
			strings.Replace(strings.Replace(toml, `skills = ["pdf"]`, "skills = [\"pdf\"]\ntrusted = true", 1), "github.com/acme/skills", "github.com/evil/skills", 1), keyA, keyA,
			[]string{"source acme: https://github.com/acme/skills@v1, skills pdf -> https://github.com/evil/skills@v1, skills pdf [POLICY_SOURCE_TRUSTED]"}},
		{"trusted source takes every skill", strings.Replace(toml, `skills = ["pdf"]`, "skills = [\"pdf\"]\ntrusted = true", 1), strings.Replace(toml, `skills = ["pdf"]`, "skills = [\"*\"]\ntrusted = true", 1), keyA, keyA,
			[]string{"source acme: https://github.com/acme/skills@v1, skills pdf -> https://github.com/acme/skills@v1, skills * [POLICY_SOURCE_TRUSTED]"}},
		{"source removed", toml + "\n[[source]]\nname = \"old\"\nurl = \"o/s\"\nskills = [\"*\"]\n", toml, keyA, keyA,
			[]string{"source old: o/s ->  []"}},
		{"audit threshold relaxed", strings.Replace(toml, "[settings]\n", "[settings]\naudit_fail_on = \"high\"\n", 1), strings.Replace(toml, "[settings]\n", "[settings]\naudit_fail_on = \"critical\"\n", 1), keyA, keyA,
			[]string{"settings.audit_fail_on: high -> critical [POLICY_AUDIT_RELAXED]"}},
		{"audit threshold off", strings.Replace(toml, "[settings]\n", "[settings]\naudit_fail_on = \"low\"\n", 1), toml, keyA, keyA,
			[]string{"settings.audit_fail_on: low -> none [POLICY_AUDIT_RELAXED]"}},
		{"audit threshold tightened", toml, strings.Replace(toml, "[settings]\n", "[settings]\naudit_fail_on = \"medium\"\n", 1), keyA, keyA,
			[]string{"settings.audit_fail_on: none -> medium []"}},
		{"suppression added", toml, toml + "\n[[audit.suppress]]\ncode = \"PIPE_TO_SHELL\"\nskill = \"pdf\"\nfile = \"SKILL.md\"\nreason = \"vendor installer, checked\"\n", keyA, keyA,
			[]string{"audit.suppress PIPE_TO_SHELL in pdf/SKILL.md:  -> reason: vendor installer, checked [AUDIT_SUPPRESSED]"}},
		{"suppression widened", toml + "\n[[audit.suppress]]\ncode = \"PIPE_TO_SHELL\"\nskill = \"pdf\"\nfile = \"SKILL.md\"\nreason = \"vendor installer, checked\"\n", toml + "\n[[audit.suppress]]\ncode = \"PIPE_TO_SHELL\"\nskill = \"pdf\"\nreason = \"vendor installer, checked\"\n", keyA, keyA,
			[]string{"audit.suppress PIPE_TO_SHELL in pdf:  -> reason: vendor installer, checked [AUDIT_SUPPRESSED]", "audit.suppress PIPE_TO_SHELL in pdf/SKILL.md: reason: vendor installer, checked ->  []"}},
		{"rule file added and changed", toml + "\n[audit]\nrules = [\"a.yaml\"]\n", toml + "\n[audit]\nrules = [\"a.yaml\", \"b.yaml\"]\n", map[string]string{"keys/acme.pub": "sha256:aaaa", "a.yaml": "sha256:1111"}, map[string]string{"keys/acme.pub": "sha256:aaaa", "a.yaml": "sha256:2222", "b.yaml": "sha256:3333"},
			[]string{"audit.rules: a.yaml: sha256:1111 -> sha256:2222 []", "audit.rules:  -> b.yaml sha256:3333 []"}},
		{"no manifest at base", "", toml, nil, keyA,
			[]string{"settings.targets:  -> .claude/skills [POLICY_TARGET_ADDED]", "source acme:  -> https://github.com/acme/skills@v1, signature: key keys/acme.pub (sha256:aaaa) []"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			base := &Snapshot{PolicyFiles: tt.baseFiles}
			if tt.base != "" {
				base.Manifest = parse(t, tt.base)
			}
			head := &Snapshot{Manifest: parse(t, tt.head), PolicyFiles: tt.headFiles}
			var got []string
			for _, c := range Compare(base, head).Policy {
				got = append(got, c.Setting+": "+c.From+" -> "+c.To+" ["+riskCodes(c.Risks)+"]")
			}
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("policy changes:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}

// TestCompareApprovals: approvals added, removed and changed, and the
// one that arrives with the content it approves.
func TestCompareApprovals(t *testing.T) {
	v1, v2 := lockWith(map[string]string{"pdf": "v1", "xlsx": "x"}), lockWith(map[string]string{"pdf": "v2", "xlsx": "x", "new": "n"})
	d := func(l *lock.Lock, name string) string { return l.Skill(name).Digest }
	ap := func(name, digest, by string) approvals.Approval {
		return approvals.Approval{Name: name, Source: "https://github.com/acme/skills", Digest: digest, By: by, At: "2026-01-01T00:00:00Z"}
	}
	tests := []struct {
		name       string
		base, head *approvals.Set
		want       []string
	}{
		{"self-approved update", set(ap("pdf", d(v1, "pdf"), "a")), set(ap("pdf", d(v2, "pdf"), "mallory")), []string{"pdf changed [SELF_APPROVED]"}},
		{"self-approved new skill", set(), set(ap("new", d(v2, "new"), "mallory")), []string{"new added [SELF_APPROVED]"}},
		{"approval of unchanged content is no risk", set(), set(ap("xlsx", d(v2, "xlsx"), "bob")), []string{"xlsx added []"}},
		{"approval of another digest is no risk", set(), set(ap("pdf", d(v1, "pdf"), "bob")), []string{"pdf added []"}},
		{"approver renamed", set(ap("xlsx", d(v1, "xlsx"), "a")), set(ap("xlsx", d(v1, "xlsx"), "b")), []string{"xlsx changed []"}},
		{"removed", set(ap("pdf", d(v1, "pdf"), "a")), set(), []string{"pdf removed []"}},
		{"none", set(ap("pdf", d(v1, "pdf"), "a")), set(ap("pdf", d(v1, "pdf"), "a")), nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Compare(&Snapshot{Lock: v1, Approvals: tt.base}, &Snapshot{Lock: v2, Approvals: tt.head})
			var got []string
			for _, a := range r.Approvals {
				got = append(got, a.Name+" "+a.Change+" ["+riskCodes(a.Risks)+"]")
			}
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("approval changes:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}

// TestRender: policy and approvals come first, risks first within them,
// in every format; bare lockfiles show skills only.
func TestRender(t *testing.T) {
	v1, v2 := lockWith(map[string]string{"pdf": "v1"}), lockWith(map[string]string{"pdf": "v2"})
	head := strings.Replace(toml, `approval = "required"`, `approval = "lock"`, 1)
	r := Compare(
		&Snapshot{Manifest: parse(t, toml), Lock: v1, Approvals: set()},
		&Snapshot{Manifest: parse(t, head), Lock: v2, Approvals: set(approvals.Approval{Name: "pdf", Digest: v2.Skill("pdf").Digest, By: "mallory\u202e", At: "2026-01-01T00:00:00Z"})})

	var b bytes.Buffer
	if err := RenderText(&b, r, lockdiff.Options{}); err != nil {
		t.Fatal(err)
	}
	text := b.String()
	for _, want := range []string{
		"policy (skills.toml): 1 change, 1 risky\n  ! POLICY_APPROVAL_RELAXED",
		"  ~ settings.approval: required → lock\n",
		"approvals (.skillpin/approvals.toml): 1 change, 1 risky\n  ! SELF_APPROVED",
		"  + pdf: added sha256:",
		"by mallory<U+202E> at",
		"1 skill changed: 1 updated",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("text lacks %q:\n%s", want, text)
		}
	}

	b.Reset()
	if err := RenderMarkdown(&b, r, lockdiff.Options{}); err != nil {
		t.Fatal(err)
	}
	md := b.String()
	last := -1
	for _, want := range []string{
		"## skillpin: skill changes\n\n1 skill changed: 1 updated; policy: 1 change, 1 risky; approvals: 1 change, 1 risky.\n",
		"> [!WARNING]\n> 2 risky changes",
		"### Policy (`skills.toml`)\n\n**Risks**\n\n- **POLICY_APPROVAL_RELAXED**",
		"| ~ | `settings.approval` | `required` | `lock` |\n",
		"### Approvals (`.skillpin/approvals.toml`)\n\n**Risks**\n\n- **SELF_APPROVED**",
		"| + | `pdf` | `sha256:",
		"`mallory<U+202E>`",
		"### Skills\n\n| | Skill |",
	} {
		i := strings.Index(md, want)
		if i < 0 {
			t.Errorf("markdown lacks %q:\n%s", want, md)
			continue
		}
		if i < last {
			t.Errorf("%q is out of order", want)
		}
		last = i
	}
	if strings.ContainsRune(md+text, '\u202e') {
		t.Error("a bidi control reached the output")
	}

	b.Reset()
	if err := RenderJSON(&b, r); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Skills    []json.RawMessage
		Policy    []PolicyChange
		Approvals []ApprovalChange
	}
	if err := json.Unmarshal(b.Bytes(), &doc); err != nil || len(doc.Skills) != 1 || len(doc.Policy) != 1 || doc.Approvals[0].Risks[0].Code != RiskSelfApproved {
		t.Errorf("json (%v):\n%s", err, b.String())
	}

	// Two lockfiles: skills only, policy and approvals null.
	bare := Compare(&Snapshot{Lock: v1}, &Snapshot{Lock: v2})
	b.Reset()
	RenderJSON(&b, bare)
	if !strings.Contains(b.String(), `"policy": null`) || !strings.Contains(b.String(), `"approvals": null`) {
		t.Errorf("bare json:\n%s", b.String())
	}
	b.Reset()
	RenderMarkdown(&b, Compare(&Snapshot{Lock: v1, Manifest: parse(t, toml), Approvals: set()}, &Snapshot{Lock: v1, Manifest: parse(t, toml), Approvals: set()}), lockdiff.Options{})
	if b.String() != "## skillpin: skill changes\n\nNo skill changes, no policy changes, no approval changes.\n" {
		t.Errorf("empty markdown %q", b.String())
	}
}

// TestRenderTextEscapesAuditTitle: a finding's title can come from the
// project's own audit rules (a file of the checkout), so the text review
// prints it through safetext: no terminal escape reaches the reader.
func TestRenderTextEscapesAuditTitle(t *testing.T) {
	r := &Review{Skills: &lockdiff.Changes{}, Audit: []AuditChange{{Name: "pdf",
		New:  []audit.Finding{{Code: "X_NEW", Severity: audit.High, File: "run.sh", Title: "new \x1b[2Jtitle"}},
		Kept: []audit.Finding{{Code: "X_KEPT", Severity: audit.Low, File: "run.sh", Title: "kept \x1b]0;t\x07title"}}}}}
	var b bytes.Buffer
	if err := RenderText(&b, r, lockdiff.Options{}); err != nil {
		t.Fatal(err)
	}
	if out := b.String(); strings.ContainsAny(out, "\x1b\x07") || !strings.Contains(out, "X_NEW") || !strings.Contains(out, "X_KEPT") {
		t.Errorf("RenderText printed a raw escape or dropped a finding:\n%q", out)
	}
}
