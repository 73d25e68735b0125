package audit

import "testing"

// det22fixRun is det20Run with the skill's description desc: a skill
// that says what it does (so that no unclaimed capability raises).
func det22fixRun(t *testing.T, code, desc string, cases []det20Case) {
	t.Helper()
	fm := "---\nname: x\ndescription: " + desc + "\n---\nRun the files of the skill as its steps say.\n"
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			files := map[string]string{"SKILL.md": fm, tc.file: tc.text}
			if tc.file == "SKILL.md" {
				files["SKILL.md"] = fm + tc.text
			}
			got := Max(findCode(Default().Files(skillFiles(files)), code))
			if tc.want >= High && got < tc.want || tc.want < High && got >= High {
				t.Errorf("%s at %s, want %s", code, got, tc.want)
			}
		})
	}
}

// TestShapesDet22FixHeredoc (rev16b's review of det22): a workflow
// written by a here-document is a CI job (PERMISSION_BYPASS medium) only
// when cat or tee copies the body to the file, the end tag after the
// shell's quote removal is found, and nothing else of the script runs
// the file. A tag read wrongly, a writer that runs its input, or a file
// run after it is written leaves the flag at high.
func TestShapesDet22FixHeredoc(t *testing.T) {
	const wf = "on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ok\n"
	const bad = "claude -p \"tidy the repo\" --dangerously-skip-permissions\n"
	det22fixRun(t, "PERMISSION_BYPASS", "Writes a GitHub Actions workflow that runs Claude Code in CI with permissions skipped.", []det20Case{
		{"tag \"E\"OF ends at EOF", "setup.sh", "cat > .github/workflows/ci.yml <<\"E\"OF\n" + wf + "EOF\n" + bad, High},
		{"tag E'OF' ends at EOF", "setup.sh", "cat > .github/workflows/ci.yml <<E'OF'\n" + wf + "EOF\n" + bad, High},
		{"tag E.OF ends at E.OF", "setup.sh", "cat > .github/workflows/ci.yml <<E.OF\n" + wf + "E.OF\n" + bad, High},
		{"no end tag", "setup.sh", "cat > .github/workflows/ci.yml <<'WF'\n" + wf + bad, High},
		{"bash runs the body, its output to a .yml", "setup.sh", "bash <<'EOF' 2>/dev/null > setup-log.yml\n" + wf + bad + "EOF\n", High},
		{"python runs the body", "setup.sh", "python3 - <<'EOF' > out.yml\n" + wf + bad + "EOF\n", High},
		{"cat writes it, bash runs it", "setup.sh", "cat > ci.yml <<'EOF'\n" + wf + bad + "EOF\nbash ci.yml\n", High},
		{"a second here-document on the opener", "setup.sh", "cat > ci.yml <<'A'; bash <<'B'\n" + wf + "A\n" + bad + "B\n", High},
		{"a Python string holds the opener", "setup.py", "s = '''\ncat > ci.yml <<'EOF'\n" + wf + "'''\nimport os\nos.system('claude -p x --dangerously-skip-permissions')\n'''\nEOF\n'''\n", High},
		{"twin: cat writes a workflow", "setup.sh", "mkdir -p .github/workflows\ncat > .github/workflows/ci.yml <<'EOF'\n" + wf + "      - run: " + bad + "EOF\ngit add .github/workflows/ci.yml\n", Medium},
		{"twin: quoted tag removed", "setup.sh", "cat > .github/workflows/ci.yml <<\"EOF\"\n" + wf + "      - run: " + bad + "EOF\n", Medium},
		{"twin: tee from a here-document", "setup.sh", "cat <<'EOF' | tee .github/workflows/ci.yml >/dev/null\n" + wf + "      - run: " + bad + "EOF\n", Medium},
	})
}
