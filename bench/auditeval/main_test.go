package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/testfs"
)

func write(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, data := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func TestMaterialize(t *testing.T) {
	tests := []struct {
		name    string
		renames string
		want    []string // files in the copy
		wantErr string
	}{
		{
			name:    "renamed",
			renames: "# comment\nmalicious/a/s/x.sh\t\"s/aux.sh\"\nmalicious/a/s/y.sh\t\"s/y.sh \"\nmalicious/a/s/z.py\t\"s\\\\z.py\"\n",
			want:    []string{"malicious/a/SKILL.md", "malicious/a/s/aux.sh", "malicious/a/s/y.sh ", `malicious/a/s\z.py`, "benign/b/SKILL.md"},
		},
		{name: "no renames", want: []string{"malicious/a/s/x.sh", "benign/b/SKILL.md"}},
		{name: "unknown file", renames: "malicious/a/s/nope.sh\t\"s/aux.sh\"\n", wantErr: "not in the part"},
		{name: "unquoted", renames: "malicious/a/s/x.sh\ts/aux.sh\n", wantErr: "want FROM"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			part, dst := testfs.TempDir(t), testfs.TempDir(t)
			files := map[string]string{
				"malicious/a/SKILL.md": "---\nname: a\n---\n", "malicious/a/s/x.sh": "x", "malicious/a/s/y.sh": "y",
				"malicious/a/s/z.py": "z", "benign/b/SKILL.md": "---\nname: b\n---\n",
			}
			if tc.renames != "" {
				files["renames.txt"] = tc.renames
			}
			write(t, part, files)
			err := materialize(part, dst)
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("err = %v, want %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			for _, f := range tc.want {
				if _, err := os.Stat(filepath.Join(dst, filepath.FromSlash(f))); err != nil {
					t.Errorf("%q not in the copy: %v", f, err)
				}
			}
			if _, err := os.Stat(filepath.Join(dst, "renames.txt")); err == nil {
				t.Error("renames.txt was copied")
			}
		})
	}
}

// TestScore: a labelled directory takes the highest finding of the skills
// in it; misses and false positives are named, or counted with -hide.
func TestScore(t *testing.T) {
	dir := testfs.TempDir(t)
	root := filepath.Join(dir, "set")
	write(t, dir, map[string]string{
		"labels.txt": "# header\nmalicious/m1\tdecode-run\tsrc\nmalicious/m2\treverse-shell\tsrc\nmalicious/m3\treverse-shell\tsrc\nbenign/b1\thn-yara-sigma\t\nbenign/b2\thn-other\t\n",
		"audit.json": `{"skills": [
			{"path": "` + root + `/malicious/m1", "findings": [{"code": "A", "severity": "medium"}, {"code": "B", "severity": "critical"}]},
			{"path": "` + root + `/malicious/m2/.claude/skills/x", "findings": [{"code": "C", "severity": "medium"}]},
			{"path": "` + root + `/benign/b1", "findings": [{"code": "D", "severity": "high"}]},
			{"path": "` + root + `/benign/b2", "findings": []}]}`,
		"other.tsv": "malicious/m1\tnone\nmalicious/m2\thigh\nmalicious/m3\tcritical\nbenign/b1\tlow\nbenign/b2\tmissing\n",
	})
	run := func(flags ...string) string {
		var b strings.Builder
		args := []string{"-name", "set", "-labels", filepath.Join(dir, "labels.txt"), "-root", root,
			"-audit", filepath.Join(dir, "audit.json"), "-other", "X=" + filepath.Join(dir, "other.tsv")}
		if err := score(&b, append(args, flags...)); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	out := run()
	for _, want := range []string{
		"| skillpin | 1/3 (33%) | 2/3 (67%) | 1/2 (50%) | 1/2 (50%) |",
		"| X | 2/3 (67%) | 2/3 (67%) | 0/2 (0%) | 0/2 (0%) |",
		"| reverse-shell | 2 | 0 (1) | 2 (2) |",
		"- malicious/m2 (reverse-shell): medium C",
		"- malicious/m3 (reverse-shell): no skill found",
		"- benign/b1 (hn-yara-sigma): high D",
		"skillpin found no skill in 1 labelled directories",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	hidden := run("-hide")
	if strings.Contains(hidden, "malicious/m2") || strings.Contains(hidden, "benign/b1") {
		t.Errorf("-hide names a sample:\n%s", hidden)
	}
	if !strings.Contains(hidden, "- reverse-shell: 2") {
		t.Errorf("-hide does not count misses per kind:\n%s", hidden)
	}
	totals := run("-totals")
	if !strings.Contains(totals, "| skillpin | 1/3 (33%) | 2/3 (67%) | 1/2 (50%) | 1/2 (50%) |") {
		t.Errorf("-totals lacks the totals:\n%s", totals)
	}
	for _, leak := range []string{"malicious/", "benign/", "reverse-shell", "decode-run", "hn-", "misses"} {
		if strings.Contains(totals, leak) {
			t.Errorf("-totals shows %q, more than the totals:\n%s", leak, totals)
		}
	}
}

func TestFerretTSV(t *testing.T) {
	dir := testfs.TempDir(t)
	write(t, dir, map[string]string{
		"labels.txt": "malicious/m1\tk\ts\nmalicious/m10\tk\ts\nbenign/b1\thn-x\t\n",
		"ferret.json": `{"findings": [
			{"severity": "MEDIUM", "relativePath": "malicious/m1/SKILL.md"},
			{"severity": "CRITICAL", "relativePath": "malicious/m1/scripts/a.sh"},
			{"severity": "LOW", "relativePath": "malicious/m10/SKILL.md"},
			{"severity": "INFO", "relativePath": "benign/b1/SKILL.md"}]}`,
	})
	var b strings.Builder
	if err := ferretTSV(&b, filepath.Join(dir, "labels.txt"), filepath.Join(dir, "ferret.json")); err != nil {
		t.Fatal(err)
	}
	want := "malicious/m1\tcritical\nmalicious/m10\tlow\nbenign/b1\tlow\n"
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
}

func TestSFBType(t *testing.T) {
	for in, want := range map[string]string{
		"claude_mal_A01_003":   "A01 HTTP exfiltration",
		"openclaw_mal_A13_002": "A13 Encoded payload",
		"claude_ben_cat1_001":  "unknown",
	} {
		if got := sfbType(in); got != want {
			t.Errorf("sfbType(%q) = %q, want %q", in, got, want)
		}
	}
	if got := sfbBenign("claude_ben_cat4_010"); got != "cat4" {
		t.Errorf("sfbBenign = %q", got)
	}
}
