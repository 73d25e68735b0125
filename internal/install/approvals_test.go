package install

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

var (
	digest1 = "sha256:" + strings.Repeat("1", 64)
	digest2 = "sha256:" + strings.Repeat("2", 64)
)

func TestApprovalsRoundTrip(t *testing.T) {
	path := filepath.Join(tempDir(t), "project", ".skillpin", "approvals.toml")
	a, err := LoadApprovals(path)
	if err != nil || len(a.List) != 0 {
		t.Fatalf("missing file: %v, %v; want empty", a, err)
	}
	at := time.Date(2026, 5, 1, 14, 0, 0, 0, time.FixedZone("CEST", 2*3600))
	a.Set(NewApproval("zeta", "https://example.com/z.git", digest1, "zoe@example.com", at))
	a.Set(NewApproval("alpha", `C:\odd "source"`+"\n\ttab\x01", digest2, "Ünïcode Person", at))
	a.Set(NewApproval("zeta", "https://example.com/z.git", digest2, "zoe@example.com", at)) // replaces
	if err := a.Save(path); err != nil {
		t.Fatal(err)
	}
	first := readFile(t, path)
	b, err := LoadApprovals(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(b.List) != 2 || b.List[0].Name != "alpha" || b.List[1].Name != "zeta" {
		t.Fatalf("loaded %+v, want alpha, zeta", b.List)
	}
	if b.List[0].Source != `C:\odd "source"`+"\n\ttab\x01" || b.List[0].By != "Ünïcode Person" {
		t.Errorf("strings did not survive: %+v", b.List[0])
	}
	if b.List[1].Digest != digest2 || b.List[1].At != "2026-05-01T12:00:00Z" {
		t.Errorf("zeta = %+v, want the replacing approval in UTC", b.List[1])
	}
	if err := b.Save(path); err != nil {
		t.Fatal(err)
	}
	if readFile(t, path) != first {
		t.Error("saving what was loaded changed the bytes")
	}
	if !strings.Contains(first, "version = 1\n") || strings.Index(first, `name = "alpha"`) > strings.Index(first, `name = "zeta"`) {
		t.Errorf("file not versioned and sorted:\n%s", first)
	}
	if ap, ok := b.Get("zeta"); !ok || ap.By != "zoe@example.com" {
		t.Errorf("Get(zeta) = %+v, %v", ap, ok)
	}
	if !b.Delete("zeta") || b.Delete("zeta") {
		t.Error("Delete should report true once, then false")
	}
	if _, ok := b.Get("zeta"); ok {
		t.Error("zeta still there after Delete")
	}
}

func TestApprovalState(t *testing.T) {
	a := &Approvals{}
	a.Set(Approval{Name: "pdf", Digest: digest1})
	tests := []struct {
		name, skill, digest string
		want                ApprovalState
	}{
		{"same digest", "pdf", digest1, Approved},
		{"content changed", "pdf", digest2, Revoked},
		{"never approved", "xlsx", digest1, Pending},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ap := a.State(tt.skill, tt.digest)
			if got != tt.want {
				t.Errorf("State = %s, want %s", got, tt.want)
			}
			if (ap != nil) != (tt.want != Pending) || (ap != nil && ap.Digest != digest1) {
				t.Errorf("approval = %+v", ap)
			}
		})
	}
}

func TestLoadApprovalsRejectsMalformed(t *testing.T) {
	good := "version = 1\n\n[[approval]]\nname = \"pdf\"\ndigest = \"" + digest1 + "\"\n"
	tests := []struct {
		name     string
		content  string
		wantLine int
		wantMsg  string
	}{
		{"syntax", "version = 1\n\n[[approval]]\nname = \"pdf\n", 4, ""},
		{"unknown key", good + "digets = \"x\"\n", 6, "unknown key"},
		{"bad digest", good + "\n[[approval]]\nname = \"x\"\ndigest = \"sha256:abc\"\n", 7, "digest"},
		{"no name", good + "\n[[approval]]\ndigest = \"" + digest2 + "\"\n", 7, "no name"},
		{"duplicate", good + "\n[[approval]]\nname = \"pdf\"\ndigest = \"" + digest2 + "\"\n", 7, "approved twice"},
		{"bad time", "[[approval]]\nname = \"pdf\"\ndigest = \"" + digest1 + "\"\nat = \"yesterday\"\n", 1, "RFC 3339"},
		{"future version", "version = 2\n", 1, "upgrade skillpin"},
		{"wrong type", "version = 1\n[[approval]]\nname = 3\n", 3, "approval.name: incompatible types"},
		{"not utf-8", "version = 1\n# \xff\n", 0, "UTF-8"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(tempDir(t), "approvals.toml")
			writeFile(t, path, tt.content)
			_, err := LoadApprovals(path)
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("LoadApprovals = %v, want *ParseError", err)
			}
			if tt.wantLine != 0 && pe.Line != tt.wantLine {
				t.Errorf("line %d, want %d (%v)", pe.Line, tt.wantLine, err)
			}
			if !strings.Contains(err.Error(), tt.wantMsg) || !strings.Contains(err.Error(), path) {
				t.Errorf("message %q lacks %q or the path", err, tt.wantMsg)
			}
			if pe.ExitCode() != 2 {
				t.Errorf("exit code %d, want 2", pe.ExitCode())
			}
			if readFile(t, path) != tt.content {
				t.Error("the malformed file was modified")
			}
		})
	}
	// A file without a version line (written by hand) is version 1.
	path := filepath.Join(tempDir(t), "approvals.toml")
	writeFile(t, path, strings.TrimPrefix(good, "version = 1\n"))
	if a, err := LoadApprovals(path); err != nil || len(a.List) != 1 {
		t.Errorf("unversioned file: %v, %v", a, err)
	}
}

func TestApprovalsSaveFaultKeepsOldFile(t *testing.T) {
	path := filepath.Join(tempDir(t), ".skillpin", "approvals.toml")
	a := &Approvals{}
	a.Set(Approval{Name: "pdf", Digest: digest1})
	if err := a.Save(path); err != nil {
		t.Fatal(err)
	}
	old := readFile(t, path)
	a.Set(Approval{Name: "xlsx", Digest: digest2})
	if err := a.save(path, failAt("approvals.save", 1)); !errors.Is(err, errInjectedForTest) {
		t.Fatalf("save = %v, want the injected fault", err)
	}
	if readFile(t, path) != old {
		t.Error("a failed save changed the file")
	}
	if err := a.Save(path); err != nil {
		t.Fatal(err)
	}
	b, err := LoadApprovals(path)
	if err != nil || len(b.List) != 2 {
		t.Errorf("after repair: %v, %v", b, err)
	}
}

func TestApprover(t *testing.T) {
	home := tempDir(t)
	project := filepath.Join(home, "work", "project", "sub")
	os.MkdirAll(project, 0o755)
	env := map[string]string{"HOME": home, "USER": "alice"}
	getenv := func(k string) string { return env[k] }

	if got := Approver(project, getenv); got != "alice" {
		t.Errorf("no git config: %q, want $USER", got)
	}
	writeFile(t, filepath.Join(home, ".config", "git", "config"), "[user]\n\temail = xdg@example.com\n")
	if got := Approver(project, getenv); got != "xdg@example.com" {
		t.Errorf("XDG git config: %q", got)
	}
	writeFile(t, filepath.Join(home, ".gitconfig"), "[user]\n\tname = Alice\n\temail = global@example.com\n")
	if got := Approver(project, getenv); got != "global@example.com" {
		t.Errorf("global git config: %q", got)
	}
	writeFile(t, filepath.Join(home, "work", "project", ".git", "config"), "[core]\n\tbare = false\n[user]\n\temail = repo@example.com\n")
	if got := Approver(project, getenv); got != "repo@example.com" {
		t.Errorf("repository git config: %q", got)
	}
	env["SKILLPIN_USER"] = "ci@example.com"
	if got := Approver(project, getenv); got != "ci@example.com" {
		t.Errorf("SKILLPIN_USER: %q", got)
	}
	if got := Approver(t.TempDir(), func(string) string { return "" }); got != "unknown" {
		t.Errorf("nothing known: %q", got)
	}
}
